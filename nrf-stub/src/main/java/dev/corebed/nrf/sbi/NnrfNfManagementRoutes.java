package dev.corebed.nrf.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Nnrf_NFManagement (TS29510_Nnrf_NFManagement.yaml): operationIds to handler methods. */
@Component
public class NnrfNfManagementRoutes implements SbiRoutes {

    static final String SERVICE = "nnrf-nfm";
    static final String NF_INSTANCE = "/nnrf-nfm/v1/nf-instances/{nfInstanceID}";

    private final NnrfNfManagementHandler handler;

    public NnrfNfManagementRoutes(NnrfNfManagementHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.put(NF_INSTANCE).service(SERVICE).operation("RegisterNFInstance").json().to(handler::registerNfInstance),
                Route.get(NF_INSTANCE).service(SERVICE).operation("GetNFInstance").query("requester-features").to(handler::getNfInstance),
                Route.delete(NF_INSTANCE).service(SERVICE).operation("DeregisterNFInstance").to(handler::deregisterNfInstance));
    }
}
