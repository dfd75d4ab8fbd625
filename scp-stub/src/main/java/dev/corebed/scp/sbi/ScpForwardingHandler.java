package dev.corebed.scp.sbi;

import dev.corebed.model.api.Parameter;
import dev.corebed.model.ts29510.NnrfNfDiscovery;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.server.ForwardExchange;
import dev.corebed.sbi.server.ForwardedRequest;
import dev.corebed.sbi.server.SbiForwarder;
import dev.corebed.scp.client.ProducerClient;
import dev.corebed.scp.service.ApiRoot;
import dev.corebed.scp.service.DiscoveryQuery;
import dev.corebed.scp.service.ForwardingService;
import dev.corebed.scp.service.Refusal;
import dev.corebed.scp.service.RoutingBinding;
import dev.corebed.scp.service.ScpCauses;
import dev.corebed.scp.service.ScpRequest;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The SCP's data path on the wire: every request the SCP's own routes do not serve is one to forward (sbi-core's
 * forwarding path, see {@link SbiForwarder}). It reads the 3gpp-Sbi-* headers the SCP acts on into a
 * {@link ScpRequest} once, refuses a request whose routing headers are wrong, and hands the rest to the
 * {@link ForwardingService} with a {@link WireExchange} that does the bytes: the request's own header block and body
 * go on, rewritten in place, and the producer's answer comes back the same way.
 *
 * <p>Timed, journaled and matched by fault rules as service {@code forwarding}, operation
 * {@code IndirectCommunication} (Model C) or {@code DelegatedDiscovery} (Model D).
 */
public final class ScpForwardingHandler implements SbiForwarder {

    public static final String SERVICE = "forwarding";
    public static final String MODEL_C = "IndirectCommunication";
    public static final String MODEL_D = "DelegatedDiscovery";

    static final AsciiString TARGET_API_ROOT = AsciiString.cached("3gpp-sbi-target-apiroot");
    static final AsciiString ROUTING_BINDING = AsciiString.cached("3gpp-sbi-routing-binding");
    static final AsciiString MESSAGE_PRIORITY = AsciiString.cached("3gpp-sbi-message-priority");
    static final AsciiString MAX_RSP_TIME = AsciiString.cached("3gpp-sbi-max-rsp-time");
    static final AsciiString MAX_FORWARD_HOPS = AsciiString.cached("3gpp-sbi-max-forward-hops");
    static final AsciiString NF_PEER_INFO = AsciiString.cached("3gpp-sbi-nf-peer-info");
    static final AsciiString PRODUCER_ID = AsciiString.cached("3gpp-sbi-producer-id");
    static final AsciiString OCI = AsciiString.cached("3gpp-sbi-oci");
    static final AsciiString VIA = AsciiString.cached("via");
    static final AsciiString USER_AGENT = AsciiString.cached("user-agent");
    private static final String SBI_PREFIX = "3gpp-sbi-";
    static final String DISCOVERY_PREFIX = "3gpp-sbi-discovery-";

    /**
     * The parameters a 3gpp-Sbi-Discovery-* header may name: Nnrf_NFDiscovery's query parameters (TS 29.510), and
     * preferred-target-nf-instance-id, which only this SCP's selection reads (the seed's N15 UE policy case).
     */
    static final Set<String> DISCOVERY_PARAMS;

    static {
        Set<String> names = NnrfNfDiscovery.SEARCH_NF_INSTANCES.parameters().stream()
                .filter(p -> p.in() == Parameter.In.QUERY).map(Parameter::name).collect(Collectors.toSet());
        names.add(DiscoveryQuery.PREFERRED_TARGET);
        DISCOVERY_PARAMS = Set.copyOf(names);
    }

    private final ForwardingService forwarding;
    private final ProducerClient producers;
    private final AsciiString via;
    private final String pseudonym;
    private final List<Route> routes = List.of(
            Route.post("/*").service(SERVICE).operation(MODEL_C).to(r -> null),
            Route.post("/*").service(SERVICE).operation(MODEL_D).to(r -> null));
    /** Target apiRoots seen lately, parsed once (a test bed has a few thousand producers). */
    private final Map<String, ApiRoot> targets = new ConcurrentHashMap<>();

    public ScpForwardingHandler(ForwardingService forwarding, ProducerClient producers) {
        this.forwarding = forwarding;
        this.producers = producers;
        this.pseudonym = forwarding.pseudonym();
        this.via = AsciiString.cached("2.0 " + pseudonym);
    }

    @Override
    public List<Route> routes() {
        return routes;
    }

    @Override
    public int classify(ForwardedRequest request) {
        Http2Headers h = request.headers();
        if (h.contains(TARGET_API_ROOT)) {
            return 0;
        }
        for (Map.Entry<CharSequence, CharSequence> e : h) {
            if (startsWith(e.getKey(), DISCOVERY_PREFIX)) {
                return 1;
            }
        }
        return 0;
    }

    @Override
    public void forward(ForwardedRequest request, ForwardExchange exchange) {
        WireExchange wire = new WireExchange(request, exchange, producers, via);
        ScpRequest r;
        try {
            r = read(request, exchange.startNanos(), wire);
        } catch (Refused e) {
            wire.refuse(e.refusal);
            return;
        }
        forwarding.forward(r, wire);
    }

    /** A routing header is wrong: the request is refused before any routing. */
    static final class Refused extends RuntimeException {
        final Refusal refusal;

        Refused(Refusal refusal) {
            super(refusal.detail(), null, false, false);
            this.refusal = refusal;
        }
    }

    /** The headers the SCP acts on, in one pass over the header block. */
    private ScpRequest read(ForwardedRequest request, long start, WireExchange wire) {
        Http2Headers h = request.headers();
        String target = null;
        String binding = null;
        String priority = null;
        String maxRsp = null;
        String hops = null;
        String peerInfo = null;
        String userAgent = null;
        boolean viaSelf = false;
        List<String> names = null;
        List<String> values = null;
        for (Map.Entry<CharSequence, CharSequence> e : h) {
            CharSequence n = e.getKey();
            if (n.length() == 0 || n.charAt(0) == ':') {
                continue;
            }
            if (startsWith(n, SBI_PREFIX)) {
                if (TARGET_API_ROOT.contentEqualsIgnoreCase(n)) {
                    target = e.getValue().toString();
                } else if (startsWith(n, DISCOVERY_PREFIX)) {
                    if (names == null) {
                        names = new ArrayList<>(8);
                        values = new ArrayList<>(8);
                    }
                    String param = n.subSequence(DISCOVERY_PREFIX.length(), n.length()).toString().toLowerCase();
                    if (!DISCOVERY_PARAMS.contains(param)) {
                        throw new Refused(Refusal.badHeader(ScpCauses.INVALID_DISCOVERY_PARAM, "3gpp-Sbi-Discovery-" + param,
                                "not an Nnrf_NFDiscovery query parameter"));
                    }
                    names.add(param);
                    values.add(e.getValue().toString().strip());
                    wire.discoveryHeader(n);
                } else if (ROUTING_BINDING.contentEqualsIgnoreCase(n)) {
                    binding = e.getValue().toString();
                } else if (MESSAGE_PRIORITY.contentEqualsIgnoreCase(n)) {
                    priority = e.getValue().toString();
                } else if (MAX_RSP_TIME.contentEqualsIgnoreCase(n)) {
                    maxRsp = e.getValue().toString();
                } else if (MAX_FORWARD_HOPS.contentEqualsIgnoreCase(n)) {
                    hops = e.getValue().toString();
                } else if (NF_PEER_INFO.contentEqualsIgnoreCase(n)) {
                    peerInfo = e.getValue().toString();
                }
            } else if (VIA.contentEqualsIgnoreCase(n)) {
                viaSelf |= e.getValue().toString().contains(pseudonym);
            } else if (USER_AGENT.contentEqualsIgnoreCase(n)) {
                userAgent = e.getValue().toString();
            }
        }
        String path = request.path();
        int q = path.indexOf('?');
        String p = q < 0 ? path : path.substring(0, q);
        int s1 = p.indexOf('/', 1);
        String serviceName = s1 < 0 ? p.substring(1) : p.substring(1, s1);
        String version = null;
        if (s1 > 0) {
            int s2 = p.indexOf('/', s1 + 1);
            version = s2 < 0 ? p.substring(s1 + 1) : p.substring(s1 + 1, s2);
            if (version.isEmpty()) {
                version = null;
            }
        }
        ApiRoot targetRoot = null;
        if (target != null) {
            targetRoot = targets.get(target);
            if (targetRoot == null) {
                try {
                    targetRoot = ApiRoot.parse(target);
                } catch (IllegalArgumentException bad) {
                    throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_INCORRECT, "3gpp-Sbi-Target-apiRoot", bad.getMessage()));
                }
                if (targets.size() > 100_000) {
                    targets.clear();
                }
                targets.put(target, targetRoot);
            }
        }
        DiscoveryQuery discovery = null;
        if (names != null) {
            for (String required : List.of("target-nf-type", "requester-nf-type")) {
                if (!names.contains(required)) {
                    throw new Refused(Refusal.badHeader(Cause.MANDATORY_QUERY_PARAM_MISSING, "3gpp-Sbi-Discovery-" + required,
                            "mandatory for delegated discovery"));
                }
            }
            discovery = DiscoveryQuery.of(names, values);
        }
        if (targetRoot == null && discovery == null) {
            throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_MISSING, "3gpp-Sbi-Target-apiRoot",
                    "an SCP needs 3gpp-Sbi-Target-apiRoot (model C) or 3gpp-Sbi-Discovery-* headers (model D)"));
        }
        if (serviceName.isEmpty()) {
            throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_INCORRECT, ":path", "the path names no API"));
        }
        RoutingBinding rb = null;
        if (binding != null) {
            try {
                rb = RoutingBinding.parse(binding);
            } catch (IllegalArgumentException bad) {
                throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_INCORRECT, "3gpp-Sbi-Routing-Binding", bad.getMessage()));
            }
        }
        int prio = -1;
        if (priority != null) {
            prio = number(priority.strip(), "3gpp-Sbi-Message-Priority");
            if (prio > 31) {
                throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_INCORRECT, "3gpp-Sbi-Message-Priority", "0 to 31"));
            }
        }
        long maxRspTime = maxRsp == null ? 0 : number(maxRsp.strip(), "3gpp-Sbi-Max-Rsp-Time");
        int maxHops = -1;
        if (hops != null) {
            int semi = hops.indexOf(';');
            maxHops = number((semi < 0 ? hops : hops.substring(0, semi)).strip(), "3gpp-Sbi-Max-Forward-Hops");
            wire.maxForwardHops(maxHops);
        }
        if (maxRspTime > 0) {
            wire.maxRspTime(true);
        }
        return new ScpRequest(discovery != null && targetRoot == null, request.method(), path, serviceName, version, targetRoot,
                discovery, rb, prio, maxRspTime, maxHops, viaSelf, consumer(peerInfo, userAgent, request), start);
    }

    private static int number(String v, String header) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new Refused(Refusal.badHeader(Cause.MANDATORY_IE_INCORRECT, header, "not a non-negative integer"));
        }
    }

    /**
     * Who sends: the srcinst of 3gpp-Sbi-NF-Peer-Info, else the NF instance id in User-Agent ({@code <NF type>-<id>
     * [fqdn]}, TS 29.500 §5.2.2.2), else the address it connects from.
     */
    static String consumer(String peerInfo, String userAgent, ForwardedRequest request) {
        if (peerInfo != null) {
            for (String part : peerInfo.split(";")) {
                String p = part.strip();
                if (p.startsWith("srcinst=")) {
                    return p.substring(8);
                }
            }
        }
        if (userAgent != null) {
            String first = userAgent.strip().split(" ", 2)[0];
            int dash = first.indexOf('-');
            if (dash > 0 && first.length() - dash - 1 == 36) {
                return first.substring(dash + 1);
            }
        }
        InetSocketAddress remote = request.remoteAddress();
        return remote == null ? null : remote.getAddress().getHostAddress();
    }

    static boolean startsWith(CharSequence s, String prefix) {
        int n = prefix.length();
        if (s.length() < n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c != prefix.charAt(i) && Character.toLowerCase(c) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
