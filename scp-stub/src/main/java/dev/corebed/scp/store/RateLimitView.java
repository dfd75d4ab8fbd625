package dev.corebed.scp.store;

import dev.corebed.dbtier.view.PolledView;
import dev.corebed.dbtier.view.VersionCounter;
import dev.corebed.scp.service.RateLimitRule;
import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The rate-limit rules in memory, so that the data path never queries for them: a {@link PolledView} reloading the
 * rules when their version counter moved, so SCP instances on one data tier agree within about one period. A write
 * through this instance refreshes it before it answers.
 */
public final class RateLimitView implements AutoCloseable {

    /** The rules by kind and key, and the version they were read at. */
    public record Snapshot(long version, Map<String, RateLimitRule> ingress, Map<String, RateLimitRule> egress,
                           Map<String, RateLimitRule> global, List<RateLimitRule> all) {

        static final Snapshot EMPTY = new Snapshot(-1, Map.of(), Map.of(), Map.of(), List.of());

        public boolean empty() {
            return all.isEmpty();
        }
    }

    private final RateLimitStore store;
    private final PolledView<Snapshot, Void> view;

    public RateLimitView(RateLimitStore store, Duration period) {
        this.store = store;
        this.view = new PolledView<>("scp-rate-limits", period, Snapshot.EMPTY,
                VersionCounter.poll(() -> store.version().get(1, TimeUnit.MINUTES), Snapshot::version, this::load),
                (current, changes) -> current);
    }

    private Snapshot load(long version) {
        try {
            RateLimitStore.Rules rules = store.rules().get(1, TimeUnit.MINUTES);
            Map<String, RateLimitRule> ingress = new HashMap<>();
            Map<String, RateLimitRule> egress = new HashMap<>();
            Map<String, RateLimitRule> global = new HashMap<>();
            for (RateLimitRule r : rules.rules()) {
                (switch (r.kind()) {
                    case INGRESS -> ingress;
                    case EGRESS -> egress;
                    case GLOBAL -> global;
                }).put(r.key(), r);
            }
            // never changed once built: read-only wrappers, not copies (thousands of keys)
            return new Snapshot(rules.version(), Collections.unmodifiableMap(ingress), Collections.unmodifiableMap(egress),
                    Collections.unmodifiableMap(global), Collections.unmodifiableList(rules.rules()));
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the rate-limit rules: " + e.getMessage(), e);
        }
    }

    public void start() throws Exception {
        view.start();
    }

    public Snapshot snapshot() {
        return view.snapshot();
    }

    public CompletableFuture<Void> refreshNow() {
        return view.refreshNow();
    }

    @Override
    public void close() {
        view.close();
    }
}
