package dev.corebed.junit;

/**
 * Where a stub's Diameter node listens and who it is: connect to {@code host:port}, and address it as
 * Destination-Host {@code originHost} in realm {@code originRealm}.
 */
public record DiameterEndpoint(String host, int port, String originHost, String originRealm) {

    /** {@code aaa://host:port}, the form of a Diameter peer URI. */
    public String uri() {
        return "aaa://" + host + ":" + port;
    }
}
