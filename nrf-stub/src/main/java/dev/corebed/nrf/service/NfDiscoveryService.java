package dev.corebed.nrf.service;


import dev.corebed.nrf.client.NrfForwardingClient;
import dev.corebed.nrf.client.NudrGroupIdMapClient;
import dev.corebed.nrf.client.NudrGroupIdMapClient.Route;
import dev.corebed.nrf.store.NfProfileView;
import dev.corebed.nrf.store.NfProfileViewEntry;
import dev.corebed.nrf.store.NfProfileViewEntry.Status;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.PreparedBody;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Nnrf_NFDiscovery SearchNFInstances (TS 29.510 §5.3.2.2): the matching profiles of the in-memory
 * view, preferred locality first, then by priority and capacity, at most {@code max-profiles} (and
 * {@code limit}, and {@code max-payload-size}). Before searching, an SLF lookup may replace the
 * subscriber by its group; after, a search that matched nothing may be forwarded to a peer NRF or,
 * with EmptyList, answered with SUSPENDED profiles.
 *
 * <p>The hot path reads the view's snapshot and copies pre-serialized profiles into one array: no JSON
 * is built, nothing blocks, and an answer that names no subscriber is kept until the view changes. The
 * answer future is already complete unless the SLF or the peer NRF is asked; those complete on an I/O
 * thread, where the rest runs too.
 */
public final class NfDiscoveryService {

    /** What SearchNFInstances answers. */
    public sealed interface Answer permits SearchResult, Forwarded {}

    /** 200 with this SearchResult body. */
    /** prepared: the same bytes in direct memory, for an answer kept and served many times; else null. */
    public record SearchResult(byte[] body, PreparedBody prepared) implements Answer {}

    /** The peer NRF's answer, relayed as it came. */
    public record Forwarded(NrfForwardingClient.Relayed answer) implements Answer {}

    /** What the service does; an NF type set is empty when its feature is off. */
    public record Options(int validityPeriod, int maxProfiles, boolean emptyList, boolean requesterNfTypeRequired,
                          Set<String> slfNfTypes, Set<String> forwardingNfTypes) {}

    private static final byte[] SUFFIX = "]}".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] COMPLETE = "],\"numNfInstComplete\":".getBytes(StandardCharsets.US_ASCII);
    /** Distinct searches whose answers are kept per view snapshot (each up to max-payload-size). */
    private static final int MAX_KEPT_ANSWERS = 1024;
    private static final long MAX_KEPT_BYTES = 32L << 20;
    /** Room kept for the longest closing: ],"numNfInstComplete":<10 digits>} */
    private static final int MAX_SUFFIX = COMPLETE.length + 11;

    private final NfProfileView view;
    private final Options options;
    private final NfDiscoverySlfLookup slf;
    private final NrfForwardingClient forwarding;
    private final NrfMetrics metrics;
    private final byte[] prefix;
    private volatile Answers answers = new Answers(null);

    /**
     * @param slfClient  null = no SLF lookup
     * @param slfRoutes  the first SLF attempt and the alternate, if any
     * @param forwarding null = no forwarding
     */
    public NfDiscoveryService(NfProfileView view, Options options, NudrGroupIdMapClient slfClient, List<Route> slfRoutes,
                              Duration slfCacheTtl, int slfCacheMaxEntries, NrfForwardingClient forwarding,
                              NrfMetrics metrics) {
        this.view = view;
        this.options = options;
        this.slf = slfClient == null ? null
                : new NfDiscoverySlfLookup(slfClient, slfRoutes, slfCacheTtl, slfCacheMaxEntries, metrics);
        this.forwarding = forwarding;
        this.metrics = metrics;
        this.prefix = ("{\"validityPeriod\":" + options.validityPeriod() + ",\"nfInstances\":[")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * Serves what the data tier holds now (a reset): the view polls at once and the SLF answers are
     * forgotten.
     */
    public CompletableFuture<Void> refresh() {
        if (slf != null) {
            slf.clear();
        }
        return view.refreshNow();
    }

    /**
     * @param rawQuery the query string as received, for a search forwarded to the peer NRF
     * @param via      the request's Via header (null when none): a search already forwarded by a corebed
     *                 NRF is answered locally, never forwarded again
     */
    public CompletableFuture<Answer> search(NfDiscoveryQuery q, String rawQuery, String via) {
        boolean mayForward = forwarding != null && options.forwardingNfTypes().contains(q.targetNfType())
                && (via == null || !via.contains(NrfForwardingClient.VIA_NAME));
        if (slf == null || q.groupIds() != null || (q.supi() == null && q.gpsi() == null)
                || !options.slfNfTypes().contains(q.targetNfType())) {
            return searchLocal(q, rawQuery, mayForward);
        }
        CompletableFuture<Optional<String>> group = slf.groupId(q.targetNfType(), q.supi() != null ? q.supi() : q.gpsi());
        if (group.isDone() && !group.isCompletedExceptionally()) {
            return searchLocal(narrow(q, group.join()), rawQuery, mayForward); // cached: no hop through the future
        }
        return group.handle((g, error) -> {
            if (error != null) {
                metrics.slfFailures.increment();
                if (Problems.unwrap(error) instanceof NudrGroupIdMapClient.SlfFailure f && f.status() == 400) {
                    // The SLF refused the identity itself (a form or a length it does not take): the consumer's
                    // parameter is at fault, not the NRF.
                    String param = q.supi() != null ? "supi" : "gpsi";
                    throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, param, "refused by the SLF (400)");
                }
                // The consumer cannot tell the SLF from the NRF: TS 29.510 §5.3.2.2.2 answers NRF-internal failures 500.
                throw new SbiException(500, Cause.SYSTEM_FAILURE, "SLF lookup failed: " + rootMessage(error));
            }
            return narrow(q, g);
        }).thenCompose(narrowed -> searchLocal(narrowed, rawQuery, mayForward));
    }

    /** With a group from the SLF, the group replaces the subscriber; without one, the profiles' ranges still apply. */
    private static NfDiscoveryQuery narrow(NfDiscoveryQuery q, Optional<String> group) {
        return group.isPresent() ? q.withGroup(group.get()) : q;
    }

    private CompletableFuture<Answer> searchLocal(NfDiscoveryQuery q, String rawQuery, boolean mayForward) {
        NfProfileView.Snapshot snapshot = view.snapshot();
        // Searches that name no subscriber repeat (after the SLF, a UDM search names a group): their answer
        // is kept until the view changes, so a repeated search costs a lookup, not a new 20 KB array.
        Answers answers = null;
        if (q.supi() == null && q.gpsi() == null) {
            answers = this.answers;
            if (answers.snapshot != snapshot) {
                answers = new Answers(snapshot);
                this.answers = answers;
            }
            Answers.Kept kept = answers.byQuery.get(q);
            if (kept != null) {
                count(kept);
                return kept.answer();
            }
        }
        NfProfileViewEntry[] candidates = snapshot.byType(q.targetNfType());
        NfProfileViewEntry[] found = new NfProfileViewEntry[candidates.length];
        long[] masks = new long[candidates.length];
        int count = collect(candidates, Status.REGISTERED, q, found, masks);
        boolean suspended = false;
        if (count == 0) {
            if (mayForward) {
                return forward(rawQuery);
            }
            if (options.emptyList()) {
                count = collect(candidates, Status.SUSPENDED, q, found, masks);
                suspended = count > 0;
            }
        }
        if (q.preferredLocality() != null && count > 1) {
            preferLocality(found, masks, count, q.preferredLocality());
        }
        Answers.Kept kept = serialize(found, masks, count, q, suspended);
        count(kept);
        // An empty answer of a forwarded NF type is only right for searches that may not be forwarded (Via).
        boolean valid = (count > 0 && !suspended) || !options.forwardingNfTypes().contains(q.targetNfType());
        if (answers != null && valid) {
            answers.keep(q, kept.prepared());
        }
        return kept.answer();
    }

    private void count(Answers.Kept answer) {
        metrics.results.record(answer.profiles());
        if (answer.suspended()) {
            metrics.emptyList.increment();
        }
    }

    /** The answers of one snapshot of the view, by search. */
    private static final class Answers {
        /** suspended: the answer holds SUSPENDED profiles (EmptyList); size: its body's bytes. */
        record Kept(CompletableFuture<Answer> answer, int profiles, boolean suspended, int size) {
            /** The kept copy answers from direct memory: no copy of its bytes per answer. */
            Kept prepared() {
                if (answer.join() instanceof SearchResult r) {
                    return new Kept(CompletableFuture.completedFuture(new SearchResult(r.body(), PreparedBody.of(r.body()))),
                            profiles, suspended, size);
                }
                return this;
            }
        }

        final NfProfileView.Snapshot snapshot;
        final Map<NfDiscoveryQuery, Kept> byQuery = new ConcurrentHashMap<>();
        final AtomicLong bytes = new AtomicLong();

        Answers(NfProfileView.Snapshot snapshot) {
            this.snapshot = snapshot;
        }

        void keep(NfDiscoveryQuery q, Kept kept) {
            if (byQuery.size() < MAX_KEPT_ANSWERS && bytes.addAndGet(kept.size()) <= MAX_KEPT_BYTES) {
                byQuery.put(q, kept);
            }
        }
    }

    /** The matching profiles in one status, in the view's preference order; returns how many. */
    private static int collect(NfProfileViewEntry[] candidates, Status status, NfDiscoveryQuery q,
                               NfProfileViewEntry[] found, long[] masks) {
        int count = 0;
        for (NfProfileViewEntry e : candidates) {
            if (e.status() == status) {
                long mask = NfDiscoveryFilter.match(e, q);
                if (mask != NfDiscoveryFilter.NO_MATCH) {
                    found[count] = e;
                    masks[count++] = mask;
                }
            }
        }
        return count;
    }

    /** Profiles in the preferred locality first; each part keeps its priority/capacity order (a stable partition). */
    private static void preferLocality(NfProfileViewEntry[] found, long[] masks, int count, String locality) {
        NfProfileViewEntry[] others = new NfProfileViewEntry[count];
        long[] otherMasks = new long[count];
        int kept = 0;
        int moved = 0;
        for (int i = 0; i < count; i++) {
            if (locality.equals(found[i].locality())) {
                found[kept] = found[i];
                masks[kept++] = masks[i];
            } else {
                others[moved] = found[i];
                otherMasks[moved++] = masks[i];
            }
        }
        System.arraycopy(others, 0, found, kept, moved);
        System.arraycopy(otherMasks, 0, masks, kept, moved);
    }

    /**
     * The SearchResult: {@code {"validityPeriod":..,"nfInstances":[..]}}, with numNfInstComplete when
     * max-profiles, limit or max-payload-size left matching profiles out.
     */
    private Answers.Kept serialize(NfProfileViewEntry[] found, long[] masks, int count, NfDiscoveryQuery q, boolean suspended) {
        int cap = Math.min(count, q.limit() > 0 ? Math.min(q.limit(), options.maxProfiles()) : options.maxProfiles());
        byte[][] parts = new byte[cap][];
        int size = prefix.length;
        int taken = 0;
        for (; taken < cap; taken++) {
            byte[] p = found[taken].bytes(masks[taken]);
            int next = size + p.length + (taken > 0 ? 1 : 0);
            if (next + MAX_SUFFIX > q.maxPayloadSize()) {
                break;
            }
            parts[taken] = p;
            size = next;
        }
        byte[] complete = taken < count ? Integer.toString(count).getBytes(StandardCharsets.US_ASCII) : null;
        size += complete == null ? SUFFIX.length : COMPLETE.length + complete.length + 1;
        byte[] out = new byte[size];
        System.arraycopy(prefix, 0, out, 0, prefix.length);
        int at = prefix.length;
        for (int i = 0; i < taken; i++) {
            if (i > 0) {
                out[at++] = ',';
            }
            System.arraycopy(parts[i], 0, out, at, parts[i].length);
            at += parts[i].length;
        }
        if (complete == null) {
            System.arraycopy(SUFFIX, 0, out, at, SUFFIX.length);
        } else {
            System.arraycopy(COMPLETE, 0, out, at, COMPLETE.length);
            at += COMPLETE.length;
            System.arraycopy(complete, 0, out, at, complete.length);
            out[at + complete.length] = '}';
        }
        return new Answers.Kept(CompletableFuture.completedFuture(new SearchResult(out, null)), taken, suspended, out.length);
    }

    /** The query goes on as it came (the peer decodes it as this NRF did). */
    private CompletableFuture<Answer> forward(String rawQuery) {
        return forwarding.forward(rawQuery == null ? "" : rawQuery).handle((relayed, error) -> {
            if (error != null) {
                metrics.forwardsFailed.increment();
                throw new SbiException(500, Cause.SYSTEM_FAILURE, "forwarding to the peer NRF failed: " + rootMessage(error));
            }
            metrics.forwardsRelayed.increment();
            return new Forwarded(relayed);
        });
    }

    private static String rootMessage(Throwable t) {
        while (t instanceof CompletionException && t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
