package dev.corebed.udr.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Nudr_GroupIDmap (TS29504_Nudr_GroupIDmap.yaml): GET {apiRoot}/nudr-group-id-map/v1/nf-group-ids. */
@Component
public class NudrGroupIdMapRoutes implements SbiRoutes {

    static final String SERVICE = "nudr-group-id-map";

    private final NudrGroupIdMapHandler handler;

    public NudrGroupIdMapRoutes(NudrGroupIdMapHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.get("/nudr-group-id-map/v1/nf-group-ids").service(SERVICE).operation("GetNfGroupIDs")
                .query("nf-type", "subscriberId").to(handler::getNfGroupIds));
    }
}
