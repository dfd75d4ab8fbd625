package dev.corebed.diameter;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.stack.CapabilitiesExchange;
import dev.corebed.diameter.stack.StackConfiguration;
import dev.corebed.diameter.stack.TransportEvents;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.io.EventLoops;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.jdiameter.api.Answer;
import org.jdiameter.api.ApplicationId;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.DisconnectCause;
import org.jdiameter.api.Message;
import org.jdiameter.api.Network;
import org.jdiameter.api.Peer;
import org.jdiameter.api.PeerState;
import org.jdiameter.api.PeerTable;
import org.jdiameter.api.Request;
import org.jdiameter.api.Selector;
import org.jdiameter.client.api.IContainer;
import org.jdiameter.client.api.IEventListener;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.api.controller.IPeer;
import org.jdiameter.client.api.controller.IPeerTable;
import org.jdiameter.client.api.parser.IMessageParser;
import org.jdiameter.server.impl.StackImpl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * A stub's Diameter node on jDiameter: configured from {@link DiameterProperties} (no XML), it answers
 * CER/CEA, DWR/DWA and DPR/DPA itself, reconnects to the peers it connects to, sends DPR on stop, and
 * passes every other request through the {@link DiameterDispatcher} to the stub's handlers. It also
 * sends requests (RAR, ASR, relayed AARs...) and completes their answers asynchronously.
 */
public final class DiameterNode implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(DiameterNode.class);
    /** Scripted answers and journal entries in this node's dictionary. */
    private static final DiameterAnswers SCRIPTED = new DiameterAnswers(AvpDictionary.STANDARD);

    private final String nf;
    private final DiameterProperties props;
    private final List<DiameterRoute> routes;
    private final FaultRules faults;
    private final AnswerRules answers;
    private final Journal journal;
    private final OverloadControl overload;
    private final DiameterMetrics metrics;
    private final String originHost;
    private final Map<String, CapabilitiesExchange> advertised = new ConcurrentHashMap<>();
    private final AtomicLong sessionCounter = new AtomicLong();
    private final long sessionHigh = System.currentTimeMillis() / 1000;
    private final AtomicInteger roundRobin = new AtomicInteger();
    private volatile int boundPort = -1;
    private volatile String bindFailure;
    private StackImpl stack;
    // Read by the threads that send requests; set when the stack has started, cleared when it stops.
    private volatile IPeerTable peerTable;
    private volatile IMessageParser parser;
    private volatile ScheduledExecutorService requestTimers;
    private volatile DiameterDispatcher dispatcher;
    private boolean eventLoopsHeld;
    private final List<DiameterRelay> relays;

    /**
     * @param faults   the stub's fault rules (shared with SBI); null = none
     * @param overload the stub's admission control (shared with SBI); null = none
     * @param registry where {@code diameter.requests} is recorded; null = no metrics
     */
    public DiameterNode(String nf, DiameterProperties props, List<DiameterRoute> routes, FaultRules faults,
                        OverloadControl overload, MeterRegistry registry) {
        this(nf, props, routes, faults, null, null, overload, registry);
    }

    /**
     * @param answers the stub's scripted answers (shared with SBI); null = none
     * @param journal the stub's request journal (shared with SBI); null = not recorded
     */
    public DiameterNode(String nf, DiameterProperties props, List<DiameterRoute> routes, FaultRules faults,
                        AnswerRules answers, Journal journal, OverloadControl overload, MeterRegistry registry) {
        this.nf = nf;
        this.props = props;
        this.routes = List.copyOf(routes);
        this.relays = this.routes.stream().map(DiameterRoute::relay).filter(r -> r != null).distinct().toList();
        this.faults = faults;
        this.answers = answers;
        this.journal = journal;
        this.overload = overload;
        this.metrics = registry == null ? null : new DiameterMetrics(registry, nf, props.histogram());
        this.originHost = props.originHost() == null || props.originHost().isBlank()
                ? nf + "." + props.originRealm() : props.originHost();
    }

    @Override
    public synchronized void start() {
        if (stack != null || props.port() < 0) {
            return;
        }
        List<ApplicationId> apps = applications();
        StackConfiguration config = new StackConfiguration(settings(apps), new Events());
        try {
            var timer = EventLoops.acquire();
            eventLoopsHeld = true;
            dispatcher = new DiameterDispatcher(routes, apps.stream().map(ApplicationId::getAuthAppId).toList(),
                    originHost, props.originRealm(), AvpDictionary.STANDARD,
                    faults == null && answers == null ? null : new DiameterFaults(faults, answers, nf, SCRIPTED.values()),
                    overload, metrics, timer, SCRIPTED,
                    journal == null || !journal.enabled() ? null : new DiameterJournal(journal, SCRIPTED.values()));
            stack = new StackImpl();
            stack.init(config);
            Network network = stack.unwrap(Network.class);
            // A selector that takes every request: jDiameter would otherwise only route requests whose
            // application id matches a listener's exactly, vendor included.
            for (ApplicationId app : apps) {
                listen(network, new AnyRequest(app));
            }
            peerTable = (IPeerTable) stack.unwrap(PeerTable.class);
            parser = ((IContainer) stack).getAssemblerFacility().getComponentInstance(IMessageParser.class);
            stack.start();
            requestTimers = ((IContainer) stack).getScheduledFacility();
            if (boundPort < 0) {
                throw new IllegalStateException(bindFailure != null ? bindFailure : "the listening socket was not opened");
            }
            relays.forEach(r -> r.attach(this));
            log.info("{}: Diameter node {} (realm {}) on port {}, applications {}", nf, originHost, props.originRealm(),
                    boundPort, apps.stream().map(a -> dispatcher.applicationName(a.getAuthAppId()) + " "
                            + a.getVendorId() + "/" + a.getAuthAppId()).toList());
        } catch (Exception e) {
            stop();
            throw new IllegalStateException(nf + ": cannot start the Diameter node: " + e.getMessage(), e);
        }
    }

    @SuppressWarnings("unchecked")
    private void listen(Network network, AnyRequest selector) throws Exception {
        network.addNetworkReqListener(dispatcher, selector);
    }

    /** The applications advertised in CER/CEA: the configured ones, else those of the handlers. */
    private List<ApplicationId> applications() {
        LinkedHashSet<ApplicationId> apps = new LinkedHashSet<>();
        if (!props.applications().isEmpty()) {
            props.applications().forEach(a -> apps.add(ApplicationId.createByAuthAppId(a.vendorId(), a.authApplicationId())));
        } else {
            routes.forEach(r -> apps.add(r.command().application().id()));
        }
        if (apps.isEmpty()) {
            throw new IllegalStateException("no Diameter application: set diameter.applications or register handlers");
        }
        return List.copyOf(apps);
    }

    private StackConfiguration.Settings settings(List<ApplicationId> apps) {
        List<StackConfiguration.Peer> peers = new ArrayList<>();
        for (DiameterProperties.Peer p : props.peers()) {
            URI uri = URI.create(p.uri());
            if (uri.getHost() == null) {
                throw new IllegalArgumentException("diameter.peers: " + p.uri() + " is not aaa://host:port");
            }
            String realm = p.realm() == null || p.realm().isBlank() ? props.originRealm() : p.realm();
            peers.add(new StackConfiguration.Peer(p.uri(), uri.getHost(), realm,
                    p.address() == null || p.address().isBlank() ? null : p.address(), p.connect()));
        }
        return new StackConfiguration.Settings(originHost, props.originRealm(), props.bindAddress(), props.port(),
                hostIpAddresses(), props.vendorId(), props.productName(),
                apps.stream().map(a -> new StackConfiguration.App(a.getVendorId(), a.getAuthAppId())).toList(), peers,
                props.acceptUndefinedPeers(), props.watchdogTimer().toMillis(), props.reconnectTimer().toMillis(),
                !relays.isEmpty());
    }

    private List<String> hostIpAddresses() {
        if (!props.hostIpAddresses().isEmpty()) {
            return props.hostIpAddresses();
        }
        try {
            InetAddress bind = InetAddress.getByName(props.bindAddress());
            return List.of((bind.isAnyLocalAddress() ? InetAddress.getLocalHost() : bind).getHostAddress());
        } catch (UnknownHostException e) {
            return List.of("127.0.0.1");
        }
    }

    @Override
    public synchronized void stop() {
        relays.forEach(r -> r.detach(this));
        if (stack != null) {
            try {
                stack.stop(2, TimeUnit.SECONDS, DisconnectCause.REBOOTING);
            } catch (Exception e) {
                log.debug("{}: not every peer answered DPR: {}", nf, e.toString());
            }
            stack.destroy();
            stack = null;
            peerTable = null;
            requestTimers = null;
        }
        if (eventLoopsHeld) {
            EventLoops.release();
            eventLoopsHeld = false;
        }
        boundPort = -1;
    }

    @Override
    public synchronized boolean isRunning() {
        return stack != null;
    }

    public String nf() {
        return nf;
    }

    public String originHost() {
        return originHost;
    }

    public String originRealm() {
        return props.originRealm();
    }

    /** The port the node listens on (the actual one when 0 was configured); -1 when stopped. */
    public int port() {
        return boundPort;
    }

    // ---- peers ----

    /**
     * A peer as this node sees it: jDiameter's state (OKAY is RFC 6733's I-Open/R-Open), and the
     * applications it advertised in its last CER or CEA. Peers this node only accepts are listed once
     * they have connected.
     */
    public record PeerInfo(String host, String realm, PeerState state, List<ApplicationId> advertised) {}

    public List<PeerInfo> peers() {
        IPeerTable table = peerTable;
        List<PeerInfo> out = new ArrayList<>();
        if (table == null) {
            return out;
        }
        for (Peer p : table.getPeerTable()) {
            String host = p.getUri().getFQDN();
            CapabilitiesExchange caps = advertised.get(host);
            out.add(new PeerInfo(host, p.getRealmName(), p.getState(PeerState.class),
                    caps == null ? List.of() : caps.applications()));
        }
        return out;
    }

    public PeerInfo peer(String host) {
        return peers().stream().filter(p -> p.host().equals(host)).findFirst().orElse(null);
    }

    /** Waits until the peer is open (jDiameter's OKAY); false when it is not within the timeout. */
    public boolean awaitOpen(String host, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            PeerInfo p = peer(host);
            if (p != null && p.state() == PeerState.OKAY) {
                return true;
            }
            Thread.sleep(20);
        }
        return false;
    }

    // ---- requests this node sends ----

    /** A Session-Id of this node (RFC 6733 §8.8: DiameterIdentity;high 32 bits;low 32 bits). */
    public String newSessionId() {
        long n = sessionCounter.incrementAndGet();
        return originHost + ";" + sessionHigh + ";" + (n & 0xffffffffL) + (n > 0xffffffffL ? ";" + (n >>> 32) : "");
    }

    /**
     * A request of a command with Session-Id, the application's id AVP, this node's Origin-Host and
     * Origin-Realm, and Destination-Realm (and Destination-Host when not null). The caller adds the
     * command's own AVPs and passes it to {@link #send}.
     */
    public Request createRequest(Command command, String sessionId, String destinationRealm, String destinationHost) {
        IMessage m = parser.createEmptyMessage(command.code(), command.application().authApplicationId());
        m.setRequest(true);
        m.setProxiable(command.proxiable());
        AvpSet avps = m.getAvps();
        Avps.SESSION_ID.add(avps, sessionId);
        command.application().addApplicationId(avps);
        Avps.ORIGIN_HOST.add(avps, originHost);
        Avps.ORIGIN_REALM.add(avps, props.originRealm());
        Avps.DESTINATION_REALM.add(avps, destinationRealm);
        if (destinationHost != null) {
            Avps.DESTINATION_HOST.add(avps, destinationHost);
        }
        return m;
    }

    public CompletionStage<Answer> send(Request request) {
        return send(request, props.requestTimeout());
    }

    /**
     * Sends a request to the open peer named by its Destination-Host; when that host is not an open
     * peer, or the request names none, to an open peer of its Destination-Realm, preferring those that
     * advertised the request's application (round robin; RFC 6733 §6.1.6, so a PCF's RAR for an AF
     * reaches the BSF it is connected to). Completes with the answer; with a {@link TimeoutException} when none comes in
     * time, or a {@link DiameterException} 3002 DIAMETER_UNABLE_TO_DELIVER when no peer can take it.
     */
    public CompletionStage<Answer> send(Request request, Duration timeout) {
        IMessage m = (IMessage) request;
        IPeer peer;
        try {
            peer = route(m);
        } catch (DiameterException e) {
            return CompletableFuture.failedFuture(e);
        }
        return sendVia(m, peer, timeout);
    }

    /**
     * Sends a request through the open peer {@code viaPeer} (the peer an earlier request of the session came through:
     * the other end itself, or the agent that relays for it), whatever its Destination-Host; as {@link #send} when that
     * peer is not open or not given.
     */
    public CompletionStage<Answer> send(Request request, String viaPeer, Duration timeout) {
        IMessage m = (IMessage) request;
        IPeer peer;
        try {
            peer = viaPeer == null ? null : openPeer(viaPeer);
            if (peer == null) {
                peer = route(m);
            }
        } catch (DiameterException e) {
            return CompletableFuture.failedFuture(e);
        }
        return sendVia(m, peer, timeout);
    }

    /**
     * Sends a relayed request to one peer: the open peer {@code peerHost}, nothing else; or, when it is
     * null, an open peer of {@code realm} that advertised the request's application. Fails with 3002
     * like {@link #send}.
     */
    CompletableFuture<Answer> forward(IMessage m, String peerHost, String realm, Duration timeout) {
        IPeer peer;
        try {
            peer = peerHost != null ? openPeer(peerHost) : realmPeer(realm, m.getApplicationId(), null);
            if (peer == null) {
                throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER,
                        peerHost != null ? "peer " + peerHost + " is not open" : "no open peer in realm " + realm);
            }
        } catch (DiameterException e) {
            return CompletableFuture.failedFuture(e);
        }
        return sendVia(m, peer, timeout);
    }

    private CompletableFuture<Answer> sendVia(IMessage m, IPeer peer, Duration timeout) {
        ScheduledExecutorService timers = requestTimers;
        if (timers == null) {
            return CompletableFuture.failedFuture(
                    new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, "the Diameter node is not running"));
        }
        Pending pending = new Pending();
        m.setListener(pending);
        m.setHopByHopIdentifier(peer.getHopByHopIdentifier());
        m.setPeer(peer);
        peer.addMessage(m);
        m.createTimer(timers, timeout.toNanos(), TimeUnit.NANOSECONDS);
        try {
            if (!peer.sendMessage(m)) {
                throw new IllegalStateException("peer " + peer.getUri().getFQDN() + " is stopping");
            }
        } catch (Exception e) {
            m.clearTimer();
            peer.remMessage(m);
            pending.completeExceptionally(new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, e.getMessage()));
        }
        return pending;
    }

    private IPeer route(IMessage m) {
        if (peerTable == null || requestTimers == null) {
            throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, "the Diameter node is not running");
        }
        String host = Avps.DESTINATION_HOST.string(m.getAvps());
        IPeer p = host == null ? null : openPeer(host);
        if (p != null) {
            return p;
        }
        String realm = Avps.DESTINATION_REALM.requireString(m.getAvps());
        p = realmPeer(realm, m.getApplicationId(), host);
        if (p == null) {
            throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, (host == null ? "" : "peer " + host
                    + " is not open and ") + "no open peer in realm " + realm);
        }
        return p;
    }

    /** The peer of that Diameter identity when it is open (jDiameter's OKAY), else null. */
    private IPeer openPeer(String host) {
        IPeerTable table = peerTable;
        if (table == null) {
            throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, "the Diameter node is not running");
        }
        IPeer p = (IPeer) table.getPeer(host);
        return p != null && p.getState(PeerState.class) == PeerState.OKAY ? p : null;
    }

    /**
     * An open peer of the realm, round robin among those that advertised the application (or the relay
     * application), else among all of them (a test may well send a peer what it does not serve); null
     * when the realm has no open peer.
     */
    private IPeer realmPeer(String realm, long applicationId, String excluded) {
        IPeerTable table = peerTable;
        if (table == null) {
            throw new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER, "the Diameter node is not running");
        }
        List<IPeer> serving = new ArrayList<>();
        List<IPeer> open = new ArrayList<>();
        for (Peer p : table.getPeerTable()) {
            if (realm.equals(p.getRealmName()) && p.getState(PeerState.class) == PeerState.OKAY
                    && !p.getUri().getFQDN().equals(excluded)) {
                open.add((IPeer) p);
                if (serves(p.getUri().getFQDN(), applicationId)) {
                    serving.add((IPeer) p);
                }
            }
        }
        List<IPeer> from = serving.isEmpty() ? open : serving;
        return from.isEmpty() ? null : from.get(Math.floorMod(roundRobin.getAndIncrement(), from.size()));
    }

    /** Whether the peer advertised the application in its CER/CEA (a peer whose capabilities were not seen is given the benefit). */
    private boolean serves(String host, long applicationId) {
        CapabilitiesExchange caps = advertised.get(host);
        if (caps == null) {
            return true;
        }
        for (ApplicationId a : caps.applications()) {
            if (a.getAuthAppId() == applicationId || a.getAcctAppId() == applicationId || a.getAuthAppId() == RELAY_APPLICATION) {
                return true;
            }
        }
        return false;
    }

    /** RFC 6733 §2.4: the relay application, advertised by relay agents, which take every application. */
    private static final long RELAY_APPLICATION = 0xffffffffL;

    IMessageParser parser() {
        return parser;
    }

    /** The answer to one sent request; jDiameter calls it back on an answer or when the timer fires. */
    private static final class Pending extends CompletableFuture<Answer> implements IEventListener {
        @Override
        public void receivedSuccessMessage(Request request, Answer answer) {
            complete(answer);
        }

        @Override
        public void timeoutExpired(Request request) {
            completeExceptionally(new TimeoutException("no answer to " + request.getCommandCode() + " in time"));
        }

        @Override
        public void setValid(boolean value) {
            // a request's listener stays valid until the request completes
        }

        @Override
        public boolean isValid() {
            return !isDone();
        }
    }

    /** Takes every request, whatever its application id (the dispatcher answers the ones not served). */
    private record AnyRequest(ApplicationId app) implements Selector<org.jdiameter.api.Message, ApplicationId> {
        @Override
        public boolean checkRule(org.jdiameter.api.Message message) {
            return true;
        }

        @Override
        public ApplicationId getMetaData() {
            return app;
        }
    }

    private final class Events implements TransportEvents {
        @Override
        public void bound(int port) {
            boundPort = port;
        }

        @Override
        public void bindFailed(String reason) {
            bindFailure = reason;
        }

        @Override
        public void baseMessage(int commandCode, boolean request, CapabilitiesExchange capabilities) {
            if (capabilities != null && capabilities.originHost() != null) {
                advertised.put(capabilities.originHost(), capabilities);
            }
            if (metrics != null) {
                metrics.peerMessage(switch (commandCode) {
                    case 257 -> request ? "CER" : "CEA";
                    case 280 -> request ? "DWR" : "DWA";
                    default -> request ? "DPR" : "DPA";
                });
            }
        }

        @Override
        public long unsupported(long applicationId, int commandCode) {
            ResultCode rc = dispatcher.unsupported(applicationId, commandCode);
            return rc == null ? 0 : rc.code();
        }

        @Override
        public void answered(long applicationId, int commandCode, long resultCode, long nanos, byte[] request) {
            DiameterDispatcher d = dispatcher;
            String application = d.applicationName(applicationId);
            String command = d.commandName(applicationId, commandCode);
            ResultCode rc = ResultCodes.of(0, resultCode);
            if (metrics != null) {
                metrics.record(application, command, rc, null, nanos);
            }
            d.refusedByConnection(application, command, rc, nanos, () -> message(applicationId, commandCode, request));
        }

        /** The refused request as the journal shows it: its AVPs when they parse, else its header alone. */
        private Message message(long applicationId, int commandCode, byte[] request) {
            IMessageParser p = parser;
            try {
                return p.createMessage(request);
            } catch (Exception | LinkageError unparsable) {
                return p.createEmptyMessage(commandCode, applicationId);
            }
        }

        @Override
        public String originHost() {
            return originHost;
        }

        @Override
        public String originRealm() {
            return props.originRealm();
        }
    }
}
