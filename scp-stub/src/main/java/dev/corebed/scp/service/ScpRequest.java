package dev.corebed.scp.service;

/**
 * One request as the SCP's routing sees it, read from the wire once (sbi/).
 *
 * @param delegated       Model D (3gpp-Sbi-Discovery-* headers) rather than Model C (3gpp-Sbi-Target-apiRoot)
 * @param path            the request target as received: path and query, the consumer's apiRoot left out
 * @param serviceName     the API name, the path's first segment ({@code nsmf-pdusession})
 * @param apiVersion      the path's second segment ({@code v1}), or null
 * @param target          Model C: where the consumer sends it; also set on a Model D request that names one
 * @param discovery       Model D: the discovery parameters; null for Model C
 * @param binding         the 3gpp-Sbi-Routing-Binding, or null
 * @param priority        3gpp-Sbi-Message-Priority (0-31), or -1
 * @param maxRspTimeMillis 3gpp-Sbi-Max-Rsp-Time, or 0
 * @param maxForwardHops  3gpp-Sbi-Max-Forward-Hops, or -1
 * @param viaSelf         this SCP's Via pseudonym is already on the request: it went round in a loop
 * @param consumer        the consumer's NF instance id (3gpp-Sbi-NF-Peer-Info srcinst, User-Agent), else its address
 * @param startNanos      when the request was complete
 */
public record ScpRequest(boolean delegated, String method, String path, String serviceName, String apiVersion,
                         ApiRoot target, DiscoveryQuery discovery, RoutingBinding binding, int priority,
                         long maxRspTimeMillis, int maxForwardHops, boolean viaSelf, String consumer, long startNanos) {

    public String routing() {
        return delegated ? "model_d" : "model_c";
    }
}
