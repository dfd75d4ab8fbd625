package dev.corebed.pcf.diameter.gx;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.gx.Gx;
import java.util.List;
import org.springframework.stereotype.Component;

/** The PCRF's Gx application (10415/16777238) as the PCEF sees it: it serves CCR, and sends RAR. */
@Component
public class GxRoutes implements DiameterRoutes {

    private final GxCcrHandler ccr;

    public GxRoutes(GxCcrHandler ccr) {
        this.ccr = ccr;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Gx.CCR, ccr::handle));
    }
}
