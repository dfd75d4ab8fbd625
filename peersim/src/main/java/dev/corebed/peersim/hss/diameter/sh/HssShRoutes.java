package dev.corebed.peersim.hss.diameter.sh;

import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.sh.Sh;
import java.util.List;
import org.springframework.stereotype.Component;

/** The HSS's Sh application (10415/16777217): it serves UDR, PUR and SNR, and sends PNR. */
@Component
public class HssShRoutes implements DiameterRoutes {

    private final ShUdrHandler udr;
    private final ShPurHandler pur;
    private final ShSnrHandler snr;

    public HssShRoutes(ShUdrHandler udr, ShPurHandler pur, ShSnrHandler snr) {
        this.udr = udr;
        this.pur = pur;
        this.snr = snr;
    }

    @Override
    public List<DiameterRoute> routes() {
        return List.of(new DiameterRoute(Sh.UDR, udr::handle), new DiameterRoute(Sh.PUR, pur::handle),
                new DiameterRoute(Sh.SNR, snr::handle));
    }
}
