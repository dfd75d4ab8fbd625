package dev.corebed.nrf.sbi;

import dev.corebed.nrf.service.NfDiscoveryQuery;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Nnrf_NFDiscovery (TS29510_Nnrf_NFDiscovery.yaml): operationIds to handler methods. */
@Component
public class NnrfNfDiscoveryRoutes implements SbiRoutes {

    static final String SERVICE = "nnrf-disc";

    private final NnrfNfDiscoveryHandler handler;

    public NnrfNfDiscoveryRoutes(NnrfNfDiscoveryHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.get("/nnrf-disc/v1/nf-instances").service(SERVICE).operation("SearchNFInstances")
                .query(NfDiscoveryQuery.PARAMETERS.toArray(String[]::new)).to(handler::searchNfInstances));
    }
}
