package dev.corebed.peersim.ocs.diameter.sy;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.sy.Sy;
import java.util.List;
import org.springframework.stereotype.Component;

/** The OCS's Sy application (10415/16777302): it serves SLR and STR, and sends SNR. */
@Component
public class OcsSyRoutes implements DiameterRoutes {

    private final SySlrHandler slr;
    private final SyStrHandler str;

    public OcsSyRoutes(SySlrHandler slr, SyStrHandler str) {
        this.slr = slr;
        this.str = str;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Sy.SLR, slr::handle), new DiameterRoute(Sy.STR, str::handle));
    }
}
