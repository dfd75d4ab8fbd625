package dev.corebed.pcf.client;

import java.util.Locale;

/** The NFs the PCF calls, with the service it uses at each (the name discovery asks for and the meters carry). */
public enum Peer {
    UDR("nudr-dr"),
    CHF("nchf-spendinglimitcontrol"),
    BSF("nbsf-management"),
    AMF("namf-comm"),
    /** The OCS, over Diameter Sy (TS 29.219): no SBI service. */
    OCS("sy");

    public final String service;
    public final String tag = name().toLowerCase(Locale.ROOT);

    Peer(String service) {
        this.service = service;
    }
}
