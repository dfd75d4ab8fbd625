package dev.corebed.nrf.sbi;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.Parameter;
import dev.corebed.model.ts29510.NnrfNfDiscovery;
import dev.corebed.nrf.service.NfDiscoveryService;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nnrf_NFDiscovery (TS29510_Nnrf_NFDiscovery.yaml): operationIds to handler methods. The route declares
 * SearchNFInstances, so every query parameter of the yaml is accepted and checked for form before the handler runs;
 * requester-nf-type, mandatory in the yaml, is optional when {@code stub.nrf.discovery.requester-nf-type-required}
 * is false (seed NRFs answer searches without it).
 */
@Component
public class NnrfNfDiscoveryRoutes implements SbiRoutes {

    static final String SERVICE = "nnrf-disc";

    private final NnrfNfDiscoveryHandler handler;
    private final Operation search;

    public NnrfNfDiscoveryRoutes(NnrfNfDiscoveryHandler handler, NfDiscoveryService.Options options) {
        this.handler = handler;
        this.search = options.requesterNfTypeRequired() ? NnrfNfDiscovery.SEARCH_NF_INSTANCES
                : optional(NnrfNfDiscovery.SEARCH_NF_INSTANCES, "requester-nf-type");
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.get("/nnrf-disc/v1/nf-instances").service(SERVICE).operation(search).to(handler::searchNfInstances));
    }

    /** The operation with one of its required query parameters made optional. */
    private static Operation optional(Operation op, String name) {
        return new Operation(op.method(), op.path(), op.operationId(), op.parameters().stream()
                .map(p -> p.in() == Parameter.In.QUERY && p.name().equals(name) ? Parameter.query(name, false, p.schema()) : p)
                .toList());
    }
}
