package dev.corebed.pcf.service;

import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.client.PeerDirectory;
import dev.corebed.pcf.client.PeerException;
import dev.corebed.pcf.client.PeerRoute;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * The steps a request takes at the PCF's peers (a UDR read, a CHF subscription, a BSF registration...), each found
 * through the {@link PeerDirectory}, each ending in a {@link Result} and never in an exception, so that the steps of
 * one request run side by side and are judged together: a failure of a peer that must not fail is the request's
 * 500 SYSTEM_FAILURE; another is counted and the request goes on.
 */
public final class PeerSteps {

    /** How one step ended. */
    public sealed interface Result<T> {
        default T value() {
            return this instanceof Done<T> d ? d.value() : null;
        }
    }

    public record Done<T>(T value) implements Result<T> {}

    /** No apiRoot configured nor discovered, or not wanted: nothing was sent. */
    public record Skipped<T>() implements Result<T> {}

    public record Failed<T>(Peer peer, PeerException failure) implements Result<T> {}

    private final PeerDirectory directory;
    private final PeerOptions options;
    private final PcfMetrics metrics;

    public PeerSteps(PeerDirectory directory, PeerOptions options, PcfMetrics metrics) {
        this.directory = directory;
        this.options = options;
        this.metrics = metrics;
    }

    public static <T> CompletableFuture<Result<T>> skipped() {
        return CompletableFuture.completedFuture(new Skipped<>());
    }

    /**
     * Finds the peer and runs the call there.
     *
     * @param useCache  may use the discovery cache
     * @param discovery more discovery query parameters
     */
    public <T> CompletableFuture<Result<T>> step(Peer peer, boolean useCache, Function<PeerRoute, CompletableFuture<T>> call,
                                                 String... discovery) {
        CompletableFuture<Optional<PeerRoute>> route;
        try {
            route = directory.route(peer, useCache, discovery);
        } catch (RuntimeException e) {
            route = CompletableFuture.failedFuture(e);
        }
        return route.thenCompose(r -> {
            if (r.isEmpty()) {
                metrics.peerSkipped(peer.tag);
                return CompletableFuture.<Result<T>>completedFuture(new Skipped<>());
            }
            return call.apply(r.get()).<Result<T>>thenApply(Done::new);
        }).exceptionally(t -> new Failed<>(peer, failure(peer, t)));
    }

    /**
     * A step at a peer reached without discovery (the OCS over Diameter): skipped when {@code available} says no peer
     * is there to ask (counted as skipped, as a peer neither configured nor discovered).
     */
    public <T> CompletableFuture<Result<T>> direct(Peer peer, java.util.function.BooleanSupplier available,
                                                   java.util.function.Supplier<CompletableFuture<T>> call) {
        if (!available.getAsBoolean()) {
            metrics.peerSkipped(peer.tag);
            return skipped();
        }
        CompletableFuture<T> f;
        try {
            f = call.get();
        } catch (RuntimeException e) {
            f = CompletableFuture.failedFuture(e);
        }
        return f.<Result<T>>thenApply(Done::new).exceptionally(t -> new Failed<>(peer, failure(peer, t)));
    }

    /** A step on a resource the peer gave before (a subscription's URI): no discovery. */
    public <T> CompletableFuture<Result<T>> at(Peer peer, String uri, Function<String, CompletableFuture<T>> call) {
        if (uri == null) {
            return skipped();
        }
        CompletableFuture<T> f;
        try {
            f = call.apply(uri);
        } catch (RuntimeException e) {
            f = CompletableFuture.failedFuture(e);
        }
        return f.<Result<T>>thenApply(Done::new).exceptionally(t -> new Failed<>(peer, failure(peer, t)));
    }

    private static PeerException failure(Peer peer, Throwable t) {
        Throwable c = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        return c instanceof PeerException p ? p : new PeerException(peer, 0, peer + ": " + c);
    }

    /**
     * Judges the steps of a request: the first failure of a peer configured to fail requests is returned as the
     * request's error (counted as {@code failed}); every other failure is counted as {@code continued}. Null when
     * the request goes on.
     */
    public SbiException judge(List<? extends Result<?>> results) {
        SbiException error = null;
        for (Result<?> r : results) {
            if (r instanceof Failed<?> f) {
                if (error == null && options.failing().contains(f.peer())) {
                    metrics.peerFailure(f.peer().tag, "failed");
                    error = new SbiException(500, Cause.SYSTEM_FAILURE, f.failure().getMessage());
                } else {
                    metrics.peerFailure(f.peer().tag, "continued");
                }
            }
        }
        return error;
    }

    /** Judging a failure that happens after the request was answered (a cleanup): only counted. */
    public void count(List<? extends Result<?>> results) {
        for (Result<?> r : results) {
            if (r instanceof Failed<?> f) {
                metrics.peerFailure(f.peer().tag, "continued");
            }
        }
    }

    public PeerOptions options() {
        return options;
    }
}
