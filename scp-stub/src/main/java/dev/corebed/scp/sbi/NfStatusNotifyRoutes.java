package dev.corebed.scp.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.scp.service.NrfSync;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The SCP's own SBI route: the callback of its NF status subscriptions at the NRF (TS 29.510 NFStatusNotify, a
 * NotificationData), applied to its view before it answers 204. Everything else that reaches the SCP's SBI ports is
 * forwarded ({@link ScpForwardingHandler}).
 */
public final class NfStatusNotifyRoutes implements SbiRoutes {

    public static final String PATH = "/nscp-callback/v1/nf-status-notify";

    private final NrfSync nrf;

    public NfStatusNotifyRoutes(NrfSync nrf) {
        this.nrf = nrf;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.post(PATH).service("nnrf-nfm").operation("NFStatusNotify").json().to(r -> {
            JsonNode data = r.json();
            return nrf.notified(data).thenApply(v -> SbiResponse.noContent());
        }));
    }
}
