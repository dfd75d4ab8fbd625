package dev.corebed.nrf.sbi;

import dev.corebed.nrf.client.NrfForwardingClient.Relayed;
import dev.corebed.nrf.service.NfDiscoveryQuery;
import dev.corebed.nrf.service.NfDiscoveryService;
import dev.corebed.nrf.service.NfDiscoveryService.Forwarded;
import dev.corebed.nrf.service.NfDiscoveryService.SearchResult;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;

/**
 * HTTP side of Nnrf_NFDiscovery (TS 29.510 §6.2.3.2.3.1): the query as a {@link NfDiscoveryQuery}, then 200
 * SearchResult with Cache-Control, or the peer NRF's answer.
 */
@Component
public class NnrfNfDiscoveryHandler {

    private final NfDiscoveryService service;
    /** TS 29.510 §6.2.2.2.3: max-age is the validity period of the search result. */
    private final String cacheControl;

    public NnrfNfDiscoveryHandler(NfDiscoveryService service, NfDiscoveryService.Options options) {
        this.service = service;
        this.cacheControl = "max-age=" + options.validityPeriod();
    }

    CompletionStage<SbiResponse> searchNfInstances(SbiRequest request) {
        return service.search(NfDiscoveryQuery.parse(request.query()), request.rawQuery(), request.header("via"))
                .thenApply(answer -> switch (answer) {
                    case SearchResult r -> (r.prepared() != null ? SbiResponse.of(200, SbiResponse.APPLICATION_JSON, r.prepared())
                            : SbiResponse.json(200, r.body())).header("cache-control", cacheControl);
                    case Forwarded f -> relay(f.answer());
                });
    }

    private static SbiResponse relay(Relayed peer) {
        SbiResponse r = SbiResponse.of(peer.status(), peer.contentType(), peer.body());
        return peer.cacheControl() == null ? r : r.header("cache-control", peer.cacheControl());
    }
}
