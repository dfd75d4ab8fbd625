package dev.corebed.pcf.diameter.sy;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.sy.Sy;
import java.util.List;
import org.springframework.stereotype.Component;

/** The PCRF's Sy application (10415/16777302) as the OCS sees it: it serves SNR, and sends SLR and STR. */
@Component
public class SyRoutes implements DiameterRoutes {

    private final SySnrHandler snr;

    public SyRoutes(SySnrHandler snr) {
        this.snr = snr;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Sy.SNR, snr::handle));
    }
}
