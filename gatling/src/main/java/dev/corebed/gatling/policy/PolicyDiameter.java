package dev.corebed.gatling.policy;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.gatling.diameter.AfRole;
import dev.corebed.gatling.diameter.DiameterRole;
import dev.corebed.gatling.diameter.PcefRole;
import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.policy.PolicyStep.Op;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.jdiameter.api.Request;

/**
 * The Diameter roles a policy run plays (gatling's driver roles: the PCEF on Gx, the AF on Rx, to the PCRF directly or
 * through the BSF) and the steps of its sessions over them, one per {@link Op}. A session's Diameter state is in its
 * chain: {@code subscriber} (Long) and {@code ue} (Inet4Address), set by whoever starts it; {@code gx}, its IP-CAN
 * session; {@code rx}, its open Rx sessions (AAR-U and the RAR it waits for act on the newest, STR and ASR on the
 * oldest); {@code rule}, the media rule the PCRF's first Gx RAR installed. A session with a Gx or Rx session still open
 * is kept until it ends, so that {@link #close} ends what the run left (CCR-T, STR).
 */
public final class PolicyDiameter implements AutoCloseable {

    /** The usage each CCR-U and the CCR-T report on the session's monitoring key (3.6), bytes. */
    static final long USAGE_PER_REPORT = 50_000_000;

    /**
     * Where the roles connect.
     *
     * @param pcrf     the PCRF's Diameter address (host:port), the PCEF's peer
     * @param pcrfHost its Diameter identity
     * @param af       the AF's peer: the PCRF, or the BSF that relays for it
     * @param afHost   that peer's Diameter identity
     */
    public record Endpoints(String pcrf, String pcrfHost, String af, String afHost, String realm, Duration timeout) {}

    private final PolicyKeyspace keys;
    private final String monitoringKey;
    private final PcefRole pcef;
    private final AfRole af;
    private final Set<OpenLoad.Chain> open = ConcurrentHashMap.newKeySet();

    /** Starts the roles the model needs (and waits for their peers' CEA). */
    public PolicyDiameter(PolicyCallModel model, Endpoints e, PolicyKeyspace keys, String monitoringKey) throws InterruptedException {
        this.keys = keys;
        this.monitoringKey = monitoringKey;
        boolean gx = model.flows().stream().anyMatch(f -> f.uses(PolicyStep.Interface.GX));
        boolean rx = model.flows().stream().anyMatch(f -> f.uses(PolicyStep.Interface.RX));
        PcefRole p = null;
        try {
            p = gx ? new PcefRole("pgw-load.corebed.test", e.realm(), e.pcrf(), e.pcrfHost(), e.timeout()) : null;
            this.af = rx ? new AfRole("pcscf-load.corebed.test", e.realm(), e.af(), e.afHost(), e.timeout()) : null;
        } catch (RuntimeException | InterruptedException ex) {
            if (p != null) {
                p.close();
            }
            throw ex;
        }
        this.pcef = p;
    }

    public PcefRole pcef() {
        return pcef;
    }

    public AfRole af() {
        return af;
    }

    /** The chain of a session of the run: its subscriber and UE address. */
    public static OpenLoad.Chain chain(long number, long subscriber, Inet4Address ue) {
        return new OpenLoad.Chain(number).put("subscriber", subscriber).put("ue", ue);
    }

    /** The step of a policy step, over the role it is the message of. */
    public OpenLoad.Step step(PolicyFlow flow, PolicyStep step) {
        String name = step.name();
        return switch (step.op()) {
            case GX_CCR_I -> then(pcef.step(name, c -> {
                long subscriber = c.<Long>get("subscriber");
                PcefRole.Session s = pcef.session(keys.imsi(subscriber), c.get("ue"), flow.dnn());
                c.put("gx", s);
                Request r = s.initial();
                Avps.addSubscriptionId(r.getAvps(), new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_E164, keys.msisdn(subscriber)));
                return r;
            }), open::add);
            case GX_CCR_U -> pcef.step(name, c -> gx(c).update(List.of(Gx.RAT_CHANGE), List.of()));
            case GX_CCR_U_ACTIVE -> pcef.step(name, c -> gx(c).update(List.of(Gx.SUCCESSFUL_RESOURCE_ALLOCATION),
                    List.of(new Gx.RuleReport(List.of(rule(c)), Gx.ACTIVE, null))));
            case GX_CCR_U_LOST -> pcef.step(name, c -> gx(c).update(List.of(),
                    List.of(new Gx.RuleReport(List.of(rule(c)), Gx.INACTIVE, 4))));
            case GX_CCR_U_USAGE -> pcef.step(name, c -> usage(gx(c).update(List.of(Gx.USAGE_REPORT), List.of())));
            case GX_CCR_T, GX_CCR_T_USAGE -> then(pcef.step(name, c -> {
                PcefRole.Session s = gx(c);
                Request r = s.termination();
                return step.op() == Op.GX_CCR_T_USAGE ? usage(r) : r;
            }), c -> {
                pcef.forget(gx(c).id(), Gx.RAR);
                c.put("gx-ended", true);
                settle(c);
            });
            case GX_RAR -> pcef.awaiting(name, Gx.RAR, c -> gx(c).id(), (c, rar) -> {
                if (c.get("rule") == null) {
                    List<String> installed = Gx.installedRuleNames(rar.getAvps());
                    c.put("rule", installed.isEmpty() ? "voice" : installed.get(0));
                }
            });
            case RX_AAR_I, RX_AAR_I_LOSS, RX_AAR_I_ALLOCATION -> {
                int[] actions = switch (step.op()) {
                    case RX_AAR_I_LOSS -> new int[] {Rx.INDICATION_OF_LOSS_OF_BEARER};
                    case RX_AAR_I_ALLOCATION -> new int[] {Rx.INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION, Rx.INDICATION_OF_LOSS_OF_BEARER};
                    default -> new int[0];
                };
                yield then(af.step(name, c -> {
                    Request aar = af.aarInitial(c.get("ue"), actions);
                    rx(c).addLast(Avps.SESSION_ID.requireString(aar.getAvps()));
                    return aar;
                }), open::add);
            }
            case RX_AAR_U -> af.step(name, c -> af.aarUpdate(rx(c).getLast(), 64_000L));
            case RX_AAR_U_CHANGE -> af.step(name, c -> af.aarUpdate(rx(c).getLast(), 128_000L));
            case RX_STR -> then(af.step(name, c -> af.str(rx(c).getFirst())), c -> {
                String id = rx(c).removeFirst();
                af.forget(id, Rx.RAR, Rx.ASR);
                settle(c);
            });
            case RX_RAR -> af.awaiting(name, Rx.RAR, c -> rx(c).getLast());
            case RX_ASR -> af.awaiting(name, Rx.ASR, c -> rx(c).getFirst());
            default -> throw new IllegalArgumentException(step.op() + " is not a Diameter step");
        };
    }

    /** Adds the usage report of the session's monitoring key (Used-Service-Unit, CC-Total-Octets) to a CCR. */
    private Request usage(Request r) {
        Gx.addUsageMonitoringInformation(r.getAvps(), new Gx.UsageMonitoring(monitoringKey,
                null, new Avps.ServiceUnits(USAGE_PER_REPORT, USAGE_PER_REPORT / 5, USAGE_PER_REPORT * 4 / 5, null), Gx.SESSION_LEVEL, false));
        return r;
    }

    private static PcefRole.Session gx(OpenLoad.Chain c) {
        return c.get("gx");
    }

    private static String rule(OpenLoad.Chain c) {
        String rule = c.get("rule");
        return rule == null ? "voice" : rule;
    }

    private static Deque<String> rx(OpenLoad.Chain c) {
        Deque<String> ids = c.get("rx");
        if (ids == null) {
            ids = new ArrayDeque<>(3);
            c.put("rx", ids);
        }
        return ids;
    }

    /** A session with nothing open any more is not the clean-up's. */
    private void settle(OpenLoad.Chain c) {
        boolean gxOpen = c.get("gx") != null && c.get("gx-ended") == null;
        Deque<String> ids = c.get("rx");
        if (!gxOpen && (ids == null || ids.isEmpty())) {
            open.remove(c);
        }
    }

    /** The step, and on its success what follows from it for the session. */
    private static OpenLoad.Step then(OpenLoad.Step step, Consumer<OpenLoad.Chain> after) {
        return new OpenLoad.Step() {
            @Override
            public String name() {
                return step.name();
            }

            @Override
            public CompletionStage<OpenLoad.Outcome> send(OpenLoad.Chain chain) {
                return step.send(chain).thenApply(o -> {
                    if (o.ok()) {
                        after.accept(chain);
                    }
                    return o;
                });
            }
        };
    }

    /** Sessions with a Gx or Rx session open. */
    public int openSessions() {
        return open.size();
    }

    /**
     * Ends what the run left open: each open Rx session (STR), then each open IP-CAN session (CCR-T), 256 at a time;
     * answers what it did.
     */
    public String endOpenSessions() {
        List<OpenLoad.Chain> left = new ArrayList<>(open);
        AtomicLong rx = new AtomicLong();
        AtomicLong gx = new AtomicLong();
        java.util.concurrent.Semaphore window = new java.util.concurrent.Semaphore(256);
        List<CompletableFuture<?>> all = new ArrayList<>();
        for (OpenLoad.Chain c : left) {
            window.acquireUninterruptibly();
            CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
            Deque<String> ids = c.get("rx");
            if (ids != null && af != null) {
                for (String id : List.copyOf(ids)) {
                    done = done.thenCompose(v -> af.send(af.str(id)).toCompletableFuture().handle((a, t) -> {
                        if (t == null && DiameterRole.success(a)) {
                            rx.incrementAndGet();
                        }
                        af.forget(id, Rx.RAR, Rx.ASR);
                        return null;
                    }));
                }
            }
            PcefRole.Session s = c.get("gx");
            if (s != null && c.get("gx-ended") == null && pcef != null) {
                done = done.thenCompose(v -> pcef.send(s.termination()).toCompletableFuture().handle((a, t) -> {
                    if (t == null && DiameterRole.success(a)) {
                        gx.incrementAndGet();
                    }
                    pcef.forget(s.id(), Gx.RAR);
                    return null;
                }));
            }
            all.add(done.whenComplete((v, t) -> window.release()));
        }
        try {
            CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).get(5, TimeUnit.MINUTES);
        } catch (Exception e) {
            // counted below as not ended
        }
        open.clear();
        return String.format(Locale.ROOT, "ended %,d Rx sessions (STR) and %,d IP-CAN sessions (CCR-T) of %,d sessions left open",
                rx.get(), gx.get(), left.size());
    }

    @Override
    public void close() {
        if (af != null) {
            af.close();
        }
        if (pcef != null) {
            pcef.close();
        }
    }
}
