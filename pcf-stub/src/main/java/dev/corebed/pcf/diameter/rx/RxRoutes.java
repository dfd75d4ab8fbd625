package dev.corebed.pcf.diameter.rx;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.rx.Rx;
import java.util.List;
import org.springframework.stereotype.Component;

/** The PCRF's Rx application (10415/16777236) as the AF sees it: it serves AAR and STR, and sends RAR and ASR. */
@Component
public class RxRoutes implements DiameterRoutes {

    private final RxAarHandler aar;
    private final RxStrHandler str;

    public RxRoutes(RxAarHandler aar, RxStrHandler str) {
        this.aar = aar;
        this.str = str;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Rx.AAR, aar::handle), new DiameterRoute(Rx.STR, str::handle));
    }
}
