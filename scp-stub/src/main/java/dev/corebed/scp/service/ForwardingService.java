package dev.corebed.scp.service;

import dev.corebed.sbi.Cause;
import dev.corebed.scp.config.ScpProperties;
import dev.corebed.scp.store.ProducerView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;

/**
 * What the SCP does with a request (TS 29.500 §6.10): Model C to the producer its 3gpp-Sbi-Target-apiRoot names,
 * Model D to one chosen among those delegated discovery finds; to another instance when the first fails (an answer
 * of {@code reselection.on-status}, no connection, no answer in time), within the bound and the scope configured and
 * within the consumer's 3gpp-Sbi-Max-Rsp-Time; through the peer SCP of the producer's region when that is not this
 * SCP's. Before any of it: loop detection, the SCP's overload control, the consumer's rate limit; before each attempt:
 * outlier detection, circuit breaking, the producer's rate limits and its overload (OCI).
 *
 * <p>Everything runs on the thread that calls it and on the transport's callbacks, without blocking: the one wait,
 * a discovery the cache cannot answer, continues where the NRF's answer arrives.
 */
public final class ForwardingService {

    /**
     * @param responseTimeoutNanos one attempt's wait for an answer
     * @param reselectOn           statuses (index) that make the SCP try an alternate
     * @param localities           locality → region
     * @param peers                region → the peer SCP's apiRoot
     */
    public record Options(long responseTimeoutNanos, int maxAlternates, ScpProperties.Scope scope, boolean[] reselectOn,
                          String fqdn, String region, Map<String, String> localities, Map<String, ApiRoot> peers) {

        public boolean reselects(int status) {
            return status >= 0 && status < reselectOn.length && reselectOn[status];
        }
    }

    private final ProducerView view;
    private final DiscoveryService discovery;
    private final Selection selection;
    private final EndpointHealth health;
    private final LoadControl load;
    private final RateLimiter rateLimits;
    private final ScpOverload overload;
    private final ScpMetrics metrics;
    private final Options options;
    private final LongSupplier nanoClock;

    public ForwardingService(ProducerView view, DiscoveryService discovery, Selection selection, EndpointHealth health,
                             LoadControl load, RateLimiter rateLimits, ScpOverload overload, ScpMetrics metrics,
                             Options options, LongSupplier nanoClock) {
        this.view = view;
        this.discovery = discovery;
        this.selection = selection;
        this.health = health;
        this.load = load;
        this.rateLimits = rateLimits;
        this.overload = overload;
        this.metrics = metrics;
        this.options = options;
        this.nanoClock = nanoClock;
    }

    public String pseudonym() {
        return "SCP-" + options.fqdn();
    }

    /** Handles one request; the egress answers the consumer exactly once. */
    public void forward(ScpRequest r, Egress egress) {
        if (r.viaSelf() || r.maxForwardHops() == 0) {
            metrics.request(r.routing(), "loop");
            egress.refuse(Refusal.of(508, ScpCauses.LOOP_DETECTED, r.viaSelf()
                    ? "the request came back to " + pseudonym() + " (Via)" : "3gpp-Sbi-Max-Forward-Hops is 0"));
            return;
        }
        Refusal busy = overload.admit(r.priority());
        if (busy != null) {
            metrics.request(r.routing(), "overload");
            egress.refuse(busy);
            return;
        }
        if (!rateLimits.admitIngress(r.consumer())) {
            overload.release();
            metrics.request(r.routing(), "rate_limited");
            egress.refuse(new Refusal(429, Cause.NF_CONGESTION_RISK, "the consumer " + r.consumer()
                    + " is over its ingress rate limit", null, 1, null));
            return;
        }
        Tx tx = new Tx(r, egress);
        if (!r.delegated()) {
            tx.modelC();
            return;
        }
        discovery.find(r.discovery()).whenComplete((found, failure) -> {
            if (failure != null) {
                Throwable t = failure instanceof CompletionException c && c.getCause() != null ? c.getCause() : failure;
                tx.refuse(t instanceof DiscoveryService.Failure f ? f.refusal()
                        : Refusal.of(504, ScpCauses.NRF_NOT_REACHABLE, "delegated discovery failed: " + t));
            } else {
                tx.modelD(found);
            }
        });
    }

    /** Why a target was passed over before an attempt. */
    private enum Unusable { NONE, EJECTED, FULL, RATE, OVERLOAD }

    /** One request's way through the SCP: its attempts, one at a time. */
    private final class Tx implements Egress.AttemptListener {
        final ScpRequest r;
        final Egress egress;
        final long deadline;
        final List<String> tried = new ArrayList<>(2);
        List<Selection.Candidate> candidates;
        Producer producer;
        Producer.Service service;
        String authority;
        EndpointHealth.Admission admission;
        boolean viaPeer;
        int attempts;
        Unusable lastUnusable = Unusable.NONE;
        String lastRateKind;

        Tx(ScpRequest r, Egress egress) {
            this.r = r;
            this.egress = egress;
            this.deadline = r.maxRspTimeMillis() > 0 ? r.startNanos() + r.maxRspTimeMillis() * 1_000_000 : Long.MAX_VALUE;
        }

        void modelC() {
            ProducerView.Located at = view.at(r.target().text());
            Producer p = at == null ? null : at.producer();
            // the service the path names: an instance's services often share one apiRoot
            Producer.Service s = p == null ? null : p.service(r.serviceName());
            if (s == null && at != null) {
                s = at.service();
            }
            Unusable u = attempt(r.target(), p, s, true);
            if (u == Unusable.NONE) {
                return;
            }
            tried.add(r.target().authority());
            lastUnusable = u;
            if (next()) {
                return;
            }
            if (u == Unusable.EJECTED) {
                // no alternate: the consumer named this producer, so it gets the attempt (Envoy's "panic" routing)
                if (send(r.target(), null, p, s, EndpointHealth.Admission.OPEN, true)) {
                    return;
                }
            }
            refuseUnusable();
        }

        void modelD(Discovered found) {
            List<Selection.Candidate> list = new ArrayList<>(found.producers().size());
            String wanted = r.discovery().get("service-names");
            for (Producer listed : found.producers()) {
                // the view's profile is newer than a cached answer when the NRF has told of a change since
                Producer p = view.get(listed.id());
                if (p == null) {
                    p = listed;
                }
                if (!p.registered()) {
                    continue;
                }
                Producer.Service s = serviceFor(p, wanted);
                if (s != null) {
                    list.add(new Selection.Candidate(p, s));
                }
            }
            if (list.isEmpty()) {
                refuse(Refusal.of(400, ScpCauses.NF_DISCOVERY_FAILURE, found.producers().isEmpty()
                        ? "delegated discovery found no NF instance"
                        : "none of the " + found.producers().size() + " NF instances found offers " + r.serviceName()
                        + (r.apiVersion() == null ? "" : " " + r.apiVersion())));
                return;
            }
            candidates = list;
            if (next()) {
                return;
            }
            if ((lastUnusable == Unusable.NONE || lastUnusable == Unusable.EJECTED) && nanoClock.getAsLong() - deadline < 0) {
                // every candidate ejected by outlier detection: one of them still gets the request (panic routing)
                String locality = r.discovery().get("preferred-locality");
                Selection.Candidate c = selection.pick(list, List.of(), locality,
                        r.discovery().get("preferred-target-nf-instance-id"), true);
                if (c != null) {
                    send(c.service().apiRoot(), null, c.producer(), c.service(), EndpointHealth.Admission.OPEN, true);
                    return;
                }
            }
            refuseUnusable();
        }

        /** The registered service of the producer the request is for: the path's API, and its version when it has one. */
        private Producer.Service serviceFor(Producer p, String serviceNames) {
            for (Producer.Service s : p.services()) {
                if (!s.registered() || s.apiRoot() == null || !s.name().equals(r.serviceName())) {
                    continue;
                }
                if (r.apiVersion() != null && !s.versions().isEmpty() && !s.versions().contains(r.apiVersion())) {
                    continue;
                }
                return s;
            }
            return null;
        }

        /** The next candidate that can take the request, tried; false when there is none left. */
        boolean next() {
            if (attempts > options.maxAlternates() || nanoClock.getAsLong() - deadline >= 0) {
                return false;
            }
            List<Selection.Candidate> list = candidates();
            String locality = r.discovery() == null ? null : r.discovery().get("preferred-locality");
            String preferred = r.discovery() == null ? null : r.discovery().get("preferred-target-nf-instance-id");
            while (true) {
                Selection.Candidate c = selection.pick(list, tried, locality, preferred);
                if (c == null) {
                    return false;
                }
                Unusable u = attempt(c.service().apiRoot(), c.producer(), c.service(), false);
                if (u == Unusable.NONE) {
                    return true;
                }
                lastUnusable = u;
                tried.add(c.authority());
            }
        }

        /** Model C's alternates: the target's NF set (or the one it is bound to), same service, within the scope. */
        private List<Selection.Candidate> candidates() {
            if (candidates != null) {
                return candidates;
            }
            List<Selection.Candidate> list = new ArrayList<>();
            ProducerView.Located at = view.at(r.target().text());
            Producer origin = at == null ? null : at.producer();
            List<String> sets = r.binding() != null && r.binding().nfSet() != null ? List.of(r.binding().nfSet())
                    : origin != null ? origin.nfSets() : List.of();
            String name = r.serviceName();
            for (Producer q : view.inSets(sets)) {
                if (origin != null && (q.id().equals(origin.id()) || !q.nfType().equals(origin.nfType()))) {
                    continue;
                }
                if (!q.registered() || !inScope(origin, q)) {
                    continue;
                }
                Producer.Service s = q.service(name);
                if (s != null) {
                    list.add(new Selection.Candidate(q, s));
                }
            }
            candidates = list;
            return list;
        }

        private boolean inScope(Producer origin, Producer q) {
            if (origin == null) {
                return true;
            }
            return switch (options.scope()) {
                case SET -> true;
                case SITE -> origin.locality() == null || origin.locality().equals(q.locality());
                case REGION -> {
                    String a = regionOf(origin);
                    yield a == null || a.equals(regionOf(q));
                }
            };
        }

        /**
         * Tries one target: through its region's peer SCP when it is another region's; NONE when the attempt is on its
         * way, else why the target cannot take it now.
         */
        private Unusable attempt(ApiRoot root, Producer p, Producer.Service s, boolean consumerTarget) {
            ApiRoot hop = root;
            boolean peer = false;
            String region = regionOf(p);
            if (region != null && !region.equals(options.region())) {
                ApiRoot peerRoot = options.peers().get(region);
                if (peerRoot != null) {
                    hop = peerRoot;
                    peer = true;
                }
            }
            if (!peer) {
                int reduction = p != null ? load.reduction(p, s) : 0;
                if (reduction > 0 && consumerTarget && ThreadLocalRandom.current().nextInt(100) < reduction) {
                    metrics.ociDiversions.increment();
                    return Unusable.OVERLOAD;
                }
                String refused = rateLimits.admitEgress(p == null ? null : p.id(), root.authority());
                if (refused != null) {
                    lastRateKind = refused;
                    return Unusable.RATE;
                }
            }
            EndpointHealth.Admission a = health.acquire(hop.authority());
            if (a == EndpointHealth.Admission.EJECTED) {
                return Unusable.EJECTED;
            }
            if (a == EndpointHealth.Admission.FULL) {
                return Unusable.FULL;
            }
            send(hop, peer ? root : null, p, s, a, false);
            return Unusable.NONE;
        }

        /** Sends one attempt (or answers 504 when the consumer's time is already up); true. */
        private boolean send(ApiRoot hop, ApiRoot peerTarget, Producer p, Producer.Service s, EndpointHealth.Admission a,
                             boolean forced) {
            long now = nanoClock.getAsLong();
            long left = deadline - now;
            if (left <= 0) {
                if (!forced) {
                    health.released(hop.authority(), a);
                }
                refuse(Refusal.of(504, Cause.TIMED_OUT_REQUEST, "3gpp-Sbi-Max-Rsp-Time " + r.maxRspTimeMillis() + " ms has passed"));
                return true;
            }
            if (forced) {
                health.acquireForced(hop.authority());
                a = EndpointHealth.Admission.OPEN;
            }
            if (attempts == 0) {
                metrics.requestSide(now - r.startNanos());
            }
            attempts++;
            tried.add(hop.authority());
            producer = p;
            service = s;
            authority = hop.authority();
            admission = a;
            viaPeer = peerTarget != null;
            long timeout = Math.min(options.responseTimeoutNanos(), left);
            egress.send(new Egress.Hop(hop, peerTarget, deadline == Long.MAX_VALUE ? 0 : Math.max(1, left / 1_000_000)), timeout, this);
            return true;
        }

        @Override
        public void answered(Egress.Answer answer) {
            long at = nanoClock.getAsLong();
            String lci = answer.header("3gpp-sbi-lci");
            if (lci != null) {
                load.lci(lci);
            }
            String oci = answer.header("3gpp-sbi-oci");
            if (oci != null) {
                load.oci(oci);
            }
            int status = answer.status();
            if (options.reselects(status)) {
                health.failed(authority, admission);
                metrics.attempt("status_" + status);
                if (next()) {
                    answer.discard();
                    return;
                }
            } else {
                health.succeeded(authority, admission);
                metrics.attempt("answered");
            }
            relay(answer, at);
        }

        @Override
        public void failed(Egress.Failure failure, Throwable cause) {
            if (failure == Egress.Failure.OTHER) {
                health.released(authority, admission);
            } else {
                health.failed(authority, admission);
            }
            metrics.attempt(failure.name().toLowerCase());
            if (next()) {
                return;
            }
            if (nanoClock.getAsLong() - deadline >= 0) {
                refuse(Refusal.of(504, Cause.TIMED_OUT_REQUEST, "no answer within 3gpp-Sbi-Max-Rsp-Time " + r.maxRspTimeMillis() + " ms"));
            } else {
                refuse(Refusal.targetNotReachable((failure == Egress.Failure.TIMEOUT ? "no answer from " : "cannot reach ")
                        + authority + (attempts > 1 ? " (and " + (attempts - 1) + " alternate(s) before)" : "")
                        + (cause == null ? "" : ": " + cause.getMessage())));
            }
        }

        private void relay(Egress.Answer answer, long answeredAt) {
            String producerId = null;
            boolean alternate = attempts > 1 || !r.delegated() && !viaPeer && !authority.equals(r.target().authority());
            if (producer != null && (r.delegated() || alternate)) {
                StringBuilder id = new StringBuilder("nfinst=").append(producer.id());
                if (service != null && !service.instanceId().isEmpty()) {
                    id.append("; nfservinst=").append(service.instanceId());
                }
                if (!producer.nfSets().isEmpty()) {
                    id.append("; nfset=").append(producer.nfSets().get(0));
                }
                producerId = id.toString();
            }
            if (alternate) {
                metrics.alternateRouted.increment();
            }
            if (viaPeer) {
                metrics.interScp.increment();
            }
            overload.release();
            metrics.request(r.routing(), "answered");
            egress.relay(answer, producerId);
            metrics.responseSide(nanoClock.getAsLong() - answeredAt);
        }

        private void refuseUnusable() {
            switch (lastUnusable) {
                case RATE -> refuse(new Refusal(429, Cause.NF_CONGESTION_RISK, "the producer is over its " + lastRateKind
                        + " rate limit", null, 1, null));
                case OVERLOAD -> refuse(new Refusal(503, Cause.NF_CONGESTION, "the producer reported overload (OCI) and no"
                        + " alternate could take the request", null, 1, null));
                default -> refuse(new Refusal(503, ScpCauses.NF_SELECTION_FAILURE, "no producer can take the request: "
                        + (lastUnusable == Unusable.FULL ? "at their in-flight limit" : "ejected by outlier detection"),
                        null, 1, null));
            }
        }

        void refuse(Refusal refusal) {
            overload.release();
            metrics.request(r.routing(), "refused");
            egress.refuse(refusal);
        }
    }

    /** The region of a producer by its locality; null when unknown (then it is taken as this SCP's). */
    private String regionOf(Producer p) {
        if (p == null || p.locality() == null) {
            return null;
        }
        String region = options.localities().get(p.locality());
        return region != null ? region : options.peers().containsKey(p.locality()) ? p.locality() : null;
    }
}
