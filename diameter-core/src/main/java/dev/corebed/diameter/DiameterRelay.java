package dev.corebed.diameter;

import dev.corebed.diameter.rx.Rx;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.api.controller.IPeer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A stateful Diameter proxy agent (RFC 6733 §2.8.2, §6.1.9, §6.2.2) for one application's sessions:
 * the BSF between the AF (P-CSCF) and the PCF on Rx (TS 29.213 §7.3's DRA in proxy mode; TS 29.513 for
 * the BSF). The request that opens a session goes where the stub's {@link RelayTargets} says; the
 * relay remembers Session-Id → (client peer, server peer), and every later request of the session
 * follows that mapping, in either direction.
 *
 * <p>A forwarded request keeps its header flags, End-to-End Identifier, Session-Id, Origin-Host,
 * Origin-Realm and every other AVP as received (the same AVP objects, not decoded or re-encoded);
 * Destination-Host and Destination-Realm are set to the destination; a Route-Record with the identity
 * of the peer it came from is appended; it gets a Hop-by-Hop Identifier of the outgoing connection.
 * The destination's answer goes back unchanged (E bit, Origin-Host, Result-Code or Experimental-Result,
 * Failed-AVP...) under the original Hop-by-Hop Identifier.
 *
 * <p>Its routes pass the node's decorators like any handler's (overload 3004, fault rules by command,
 * the {@code diameter.requests} timer, whose result is the relayed answer's). The relay answers
 * itself: 5002 DIAMETER_UNKNOWN_SESSION_ID (a request of a session it does not know), the application's
 * "no target" result (Rx: 10415/5065), 3002 DIAMETER_UNABLE_TO_DELIVER (destination not open, or no
 * answer within {@link Settings#answerTimeout}), 3005 DIAMETER_LOOP_DETECTED (its own identity in
 * Route-Record), 3004 when the session table is full. See the README, section Relaying.
 */
public final class DiameterRelay implements DiameterRoutes {

    private static final Logger log = LoggerFactory.getLogger(DiameterRelay.class);

    /**
     * Where a session goes: the server's Diameter identity and realm. A null host leaves the choice to
     * the node: an open peer of the realm that advertised the application.
     */
    public record Target(String host, String realm) {
        public Target {
            Objects.requireNonNull(realm, "a relay target needs a realm");
        }
    }

    /**
     * @param answerTimeout      how long a forwarded request waits for its answer before the relay
     *                           answers 3002 itself
     * @param sessionIdleTimeout a session with no request in either direction for this long is forgotten
     * @param maxSessions        sessions kept at most; a new one beyond is answered 3004
     */
    public record Settings(Duration answerTimeout, Duration sessionIdleTimeout, int maxSessions) {
        public static final Settings DEFAULTS = new Settings(Duration.ofSeconds(4), Duration.ofHours(1), 1_000_000);

        public Settings {
            if (answerTimeout.isNegative() || answerTimeout.isZero() || sessionIdleTimeout.isNegative()
                    || sessionIdleTimeout.isZero() || maxSessions < 1) {
                throw new IllegalArgumentException("diameter.relay: timeouts and max-sessions must be positive");
            }
        }
    }

    /**
     * A session as the relay keeps it: the peer it came from and the session's client (Origin-Host and
     * Origin-Realm of the opening request), the peer it went to and the server (Origin-Host of the answer).
     */
    public record Session(String sessionId, String clientPeer, String clientHost, String clientRealm,
                          String serverPeer, String serverHost, String serverRealm) {}

    /**
     * What differs between applications: the command that opens a session, the commands of the
     * client and of the server, the one that ends it, the answer when there is no target, and how an
     * opening command says it is an update (answered 5002 on an unknown session rather than looked up).
     */
    private record Protocol(DiameterApplication application, Command opener, List<Command> fromClient,
                            List<Command> fromServer, Command terminator, ResultCode noTarget,
                            Predicate<AvpSet> update) {}

    /** Rx (TS 29.214): AAR and STR from the AF, RAR and ASR from the PCF; AAR with Rx-Request-Type UPDATE_REQUEST is an update. */
    private static final Protocol RX = new Protocol(Rx.APPLICATION, Rx.AAR, List.of(Rx.AAR, Rx.STR),
            List.of(Rx.RAR, Rx.ASR), Rx.STR, ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE,
            avps -> Rx.RX_REQUEST_TYPE.number(avps, -1) == Rx.UPDATE_REQUEST);

    private static final String TO_SERVER = "to-server";
    private static final String TO_CLIENT = "to-client";

    private final Protocol protocol;
    private final RelayTargets targets;
    private final Settings settings;
    private final MeterRegistry registry;
    private final long idleMillis;
    private final ConcurrentHashMap<String, Entry> sessions = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<CounterKey, Counter> counters = new ConcurrentHashMap<>();
    /** Host and realm names, kept once: every session of a peer holds the same strings (a session costs ~200 bytes, not ~400). */
    private final ConcurrentHashMap<String, String> names = new ConcurrentHashMap<>();
    private final String openerInitial;
    private final String openerUpdate;
    private final List<DiameterRoute> routes;
    private volatile DiameterNode node;
    private ScheduledExecutorService expiry;
    private volatile long fullWarned;

    private DiameterRelay(Protocol protocol, RelayTargets targets, Settings settings, MeterRegistry registry) {
        this.protocol = protocol;
        this.targets = Objects.requireNonNull(targets, "targets");
        this.settings = settings;
        this.registry = registry;
        this.idleMillis = settings.sessionIdleTimeout().toMillis();
        this.openerInitial = protocol.opener().request() + "-I";
        this.openerUpdate = protocol.opener().request() + "-U";
        this.routes = java.util.stream.Stream.concat(
                protocol.fromClient().stream().map(c -> new DiameterRoute(c, this::fromClient, this)),
                protocol.fromServer().stream().map(c -> new DiameterRoute(c, this::fromServer, this))).toList();
    }

    /**
     * The Rx relay of a BSF: AAR of a new session → the target, AAR/STR of a known one → its PCF,
     * RAR/ASR → its AF.
     *
     * @param registry where its meters go (and the node's, under the node's nf tag); null = none
     */
    public static DiameterRelay rx(RelayTargets targets, Settings settings, MeterRegistry registry) {
        return new DiameterRelay(RX, targets, settings, registry);
    }

    /** The routes to give the node (a Spring bean of this class is picked up as a {@link DiameterRoutes}). */
    @Override
    public List<DiameterRoute> routes() {
        return routes;
    }

    public Settings settings() {
        return settings;
    }

    /** Sessions kept now. */
    public int sessionCount() {
        return sessions.size();
    }

    public Optional<Session> session(String sessionId) {
        Entry e = sessions.get(sessionId);
        return e == null ? Optional.empty() : Optional.of(new Session(sessionId, e.clientPeer, e.clientHost, e.clientRealm,
                e.serverPeer, e.serverHost, e.serverRealm));
    }

    // ---- lifecycle, driven by the node ----

    synchronized void attach(DiameterNode owner) {
        if (node != null && node != owner) {
            throw new IllegalStateException("a relay serves one node");
        }
        node = owner;
        if (registry != null) {
            Gauge.builder("diameter.relay.sessions", sessions, Map::size)
                    .description("Sessions the relay keeps (Session-Id → client and server peers)")
                    .tag("nf", owner.nf()).tag("application", protocol.application().name())
                    .register(registry);
        }
        long period = Math.clamp(idleMillis / 4, 100, 30_000);
        expiry = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "diameter-relay-expiry-" + owner.nf());
            t.setDaemon(true);
            return t;
        });
        expiry.scheduleWithFixedDelay(this::expireIdle, period, period, TimeUnit.MILLISECONDS);
    }

    /** The node stops: its connections are gone, and so are the sessions (kept in memory only). */
    synchronized void detach(DiameterNode owner) {
        if (node == owner && expiry != null) {
            expiry.shutdownNow();
            expiry = null;
            sessions.clear();
        }
    }

    private void expireIdle() {
        long cutoff = System.currentTimeMillis() - idleMillis;
        int n = 0;
        for (Iterator<Entry> it = sessions.values().iterator(); it.hasNext(); ) {
            if (it.next().lastUsed < cutoff) {
                it.remove();
                n++;
            }
        }
        if (n > 0) {
            ended("idle", n);
        }
    }

    // ---- the routes ----

    /** AAR and STR: from the session's client (the AF) to its server (the PCF). */
    private CompletionStage<Answer> fromClient(DiameterRequest request) {
        DiameterNode n = node;
        IMessage in = (IMessage) request.message();
        Command command = request.command();
        boolean opener = command == protocol.opener();
        checkLoop(n, in, command, TO_SERVER);
        String sessionId = request.sessionId();
        Entry session = sessions.get(sessionId);
        if (session != null) {
            session.touch();
            String name = opener ? openerUpdate : command.request();
            boolean terminates = command == protocol.terminator();
            return forward(n, in, session.serverPeer, session.serverHost, session.serverRealm, name, TO_SERVER)
                    .thenApply(answer -> {
                        if (terminates) {
                            // RFC 6733 §8.4: the session's state goes with the STA, whatever its result.
                            if (sessions.remove(sessionId, session)) {
                                ended("terminated", 1);
                            }
                        } else {
                            forgetIfUnknown(sessionId, session, answer);
                        }
                        return answer;
                    });
        }
        String name = opener ? openerInitial : command.request();
        if (!opener || protocol.update().test(request.avps())) {
            count(name, TO_SERVER, "unknown-session");
            throw new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, "session " + sessionId + " is not known here");
        }
        if (sessions.size() >= settings.maxSessions()) {
            count(name, TO_SERVER, "full");
            warnFull();
            throw new DiameterException(ResultCodes.DIAMETER_TOO_BUSY,
                    "the relay keeps " + settings.maxSessions() + " sessions at most (diameter.relay.max-sessions)");
        }
        CompletionStage<Target> target;
        try {
            target = targets.target(request);
        } catch (RuntimeException e) {
            count(name, TO_SERVER, "rejected");
            throw e;
        }
        String clientPeer = peerOf(in, request);
        String clientHost = canonical(request.peerHost());
        String clientRealm = canonical(request.peerRealm());
        return target.handle((t, failure) -> {
            if (failure != null) {
                count(name, TO_SERVER, "rejected");
                throw failure instanceof CompletionException ce ? ce : new CompletionException(failure);
            }
            if (t == null) {
                count(name, TO_SERVER, "no-target");
                throw new DiameterException(protocol.noTarget(), "no server is bound for this session's user");
            }
            return t;
        }).thenCompose(t -> forward(n, in, t.host(), t.host(), t.realm(), name, TO_SERVER).thenApply(answer -> {
            ResultCode rc = resultOf(answer);
            if (rc != null && rc.success()) {
                IMessage sent = (IMessage) answer;
                String serverHost = canonical(Avps.ORIGIN_HOST.string(answer.getAvps()));
                String serverPeer = t.host() != null ? t.host() : sent.getPeer().getUri().getFQDN();
                sessions.putIfAbsent(sessionId, new Entry(clientPeer, clientHost, clientRealm, serverPeer,
                        serverHost != null ? serverHost : serverPeer, t.realm()));
            }
            return answer;
        }));
    }

    /** RAR and ASR: from the session's server (the PCF) to its client (the AF). */
    private CompletionStage<Answer> fromServer(DiameterRequest request) {
        DiameterNode n = node;
        IMessage in = (IMessage) request.message();
        String name = request.command().request();
        checkLoop(n, in, request.command(), TO_CLIENT);
        String sessionId = request.sessionId();
        Entry session = sessions.get(sessionId);
        if (session == null) {
            count(name, TO_CLIENT, "unknown-session");
            throw new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, "session " + sessionId + " is not known here");
        }
        session.touch();
        return forward(n, in, session.clientPeer, session.clientHost, session.clientRealm, name, TO_CLIENT)
                .thenApply(answer -> {
                    forgetIfUnknown(sessionId, session, answer);
                    return answer;
                });
    }

    /** Either end answering 5002 DIAMETER_UNKNOWN_SESSION_ID no longer has the session: neither does the relay. */
    private void forgetIfUnknown(String sessionId, Entry session, Answer answer) {
        if (ResultCodes.DIAMETER_UNKNOWN_SESSION_ID.equals(resultOf(answer)) && sessions.remove(sessionId, session)) {
            ended("unknown", 1);
        }
    }

    /** RFC 6733 §6.1.3: a request that already passed this node (its identity in Route-Record) is a loop. */
    private void checkLoop(DiameterNode n, IMessage in, Command command, String direction) {
        String self = n.originHost();
        for (Avp avp : in.getAvps()) {
            if (avp.getCode() == Avps.ROUTE_RECORD.code() && avp.getVendorId() == 0 && self.equals(Avps.ROUTE_RECORD.string(avp))) {
                count(command.request(), direction, "loop");
                throw new DiameterException(ResultCodes.DIAMETER_LOOP_DETECTED, "this request has already passed " + self);
            }
        }
    }

    /**
     * Forwards the request to one peer and completes with the peer's answer under the original
     * Hop-by-Hop Identifier; or fails with 3002 when the peer is not open or does not answer in time.
     */
    private CompletionStage<Answer> forward(DiameterNode n, IMessage in, String peer, String destinationHost,
                                            String destinationRealm, String name, String direction) {
        IMessage out = copy(n, in, destinationHost, destinationRealm);
        CompletableFuture<Answer> sent = n.forward(out, peer, destinationRealm, settings.answerTimeout());
        return sent.handle((answer, failure) -> {
            if (failure == null) {
                ((IMessage) answer).setHopByHopIdentifier(in.getHopByHopIdentifier());
                count(name, direction, "relayed");
                return answer;
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof TimeoutException) {
                count(name, direction, "timeout");
                throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, "no answer from "
                        + (peer != null ? peer : "realm " + destinationRealm) + " within " + settings.answerTimeout().toMillis() + " ms");
            }
            count(name, direction, "undeliverable");
            throw cause instanceof DiameterException e ? e
                    : new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, String.valueOf(cause.getMessage()));
        });
    }

    /**
     * The request to send: same header (command, application, R/P/T flags, End-to-End Identifier) and
     * the same AVP objects in the same order, but Destination-Host and Destination-Realm set to the
     * destination, and a Route-Record naming the peer it came from appended (RFC 6733 §6.1.9).
     */
    private static IMessage copy(DiameterNode n, IMessage in, String destinationHost, String destinationRealm) {
        IMessage out = n.parser().createEmptyMessage(in.getCommandCode(), in.getHeaderApplicationId());
        out.setRequest(true);
        out.setProxiable(in.isProxiable());
        out.setReTransmitted(in.isReTransmitted());
        out.setEndToEndIdentifier(in.getEndToEndIdentifier());
        AvpSet avps = out.getAvps();
        boolean placed = false;
        for (Avp avp : in.getAvps()) {
            if (avp.getVendorId() == 0 && (avp.getCode() == Avp.DESTINATION_HOST || avp.getCode() == Avp.DESTINATION_REALM)) {
                if (!placed) {
                    placeDestination(avps, destinationHost, destinationRealm);
                    placed = true;
                }
                continue;
            }
            avps.addAvp(avp);
        }
        if (!placed) {
            placeDestination(avps, destinationHost, destinationRealm);
        }
        Avps.ROUTE_RECORD.add(avps, in.getPeer() != null ? in.getPeer().getUri().getFQDN()
                : Avps.ORIGIN_HOST.string(in.getAvps()));
        return out;
    }

    private static void placeDestination(AvpSet avps, String host, String realm) {
        if (host != null) {
            Avps.DESTINATION_HOST.add(avps, host);
        }
        Avps.DESTINATION_REALM.add(avps, realm);
    }

    private String canonical(String name) {
        if (name == null) {
            return null;
        }
        String kept = names.get(name);
        if (kept != null) {
            return kept;
        }
        if (names.size() >= 10_000) { // bounded: a flood of distinct Origin-Hosts costs memory per session, not a leak
            return name;
        }
        kept = names.putIfAbsent(name, name);
        return kept != null ? kept : name;
    }

    private static String peerOf(IMessage in, DiameterRequest request) {
        IPeer p = (IPeer) in.getPeer();
        return p != null ? p.getUri().getFQDN() : request.peerHost();
    }

    private static ResultCode resultOf(Answer answer) {
        try {
            return Avps.resultCode(answer.getAvps());
        } catch (RuntimeException e) {
            return null;
        }
    }

    // ---- meters ----

    private void count(String command, String direction, String outcome) {
        if (registry == null) {
            return;
        }
        counters.computeIfAbsent(new CounterKey(command, direction, outcome), k -> Counter.builder("diameter.relay.requests")
                .description("Requests the relay took, by what became of them")
                .tag("nf", node.nf()).tag("application", protocol.application().name())
                .tag("command", command).tag("direction", direction).tag("outcome", outcome)
                .register(registry)).increment();
    }

    private void ended(String reason, int n) {
        if (registry == null) {
            return;
        }
        counters.computeIfAbsent(new CounterKey("", "ended", reason), k -> Counter.builder("diameter.relay.sessions.ended")
                .description("Sessions the relay forgot, by reason")
                .tag("nf", node.nf()).tag("application", protocol.application().name()).tag("reason", reason)
                .register(registry)).increment(n);
    }

    private void warnFull() {
        long now = System.currentTimeMillis();
        if (now - fullWarned > 60_000) {
            fullWarned = now;
            log.warn("{}: the relay keeps {} sessions, its maximum (diameter.relay.max-sessions); new sessions are answered 3004",
                    node.nf(), settings.maxSessions());
        }
    }

    private record CounterKey(String command, String direction, String outcome) {}

    /** One session: where its requests go in each direction, and when it was last used. */
    private static final class Entry {
        final String clientPeer;
        final String clientHost;
        final String clientRealm;
        final String serverPeer;
        final String serverHost;
        final String serverRealm;
        volatile long lastUsed = System.currentTimeMillis();

        Entry(String clientPeer, String clientHost, String clientRealm, String serverPeer, String serverHost,
              String serverRealm) {
            this.clientPeer = clientPeer;
            this.clientHost = clientHost;
            this.clientRealm = clientRealm;
            this.serverPeer = serverPeer;
            this.serverHost = serverHost;
            this.serverRealm = serverRealm;
        }

        void touch() {
            lastUsed = System.currentTimeMillis();
        }
    }
}
