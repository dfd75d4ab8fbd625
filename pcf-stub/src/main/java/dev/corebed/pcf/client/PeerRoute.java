package dev.corebed.pcf.client;

/**
 * Where a request to a peer goes: the peer's apiRoot, and the SCP in front of it when one is configured (TS 29.500
 * §6.10 model C: the SCP's apiRoot in the URI, the peer's in 3gpp-Sbi-Target-apiRoot).
 */
public record PeerRoute(Peer peer, String apiRoot, String scpApiRoot) {

    public String base() {
        return scpApiRoot == null ? apiRoot : scpApiRoot;
    }
}
