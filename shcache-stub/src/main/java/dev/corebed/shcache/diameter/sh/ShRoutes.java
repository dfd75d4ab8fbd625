package dev.corebed.shcache.diameter.sh;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.sh.Sh;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The cache's Sh application as the HSS sees it: it serves PNR, and advertises Sh (10415/16777217) in CER/CEA,
 * which is also what lets it send UDR, PUR and SNR to an HSS that requires it.
 */
@Component
public class ShRoutes implements DiameterRoutes {

    private final ShPnrHandler pnr;

    public ShRoutes(ShPnrHandler pnr) {
        this.pnr = pnr;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Sh.PNR, pnr::handle));
    }
}
