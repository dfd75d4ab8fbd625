package dev.corebed.peersim.producer.client;

import dev.corebed.peersim.producer.service.Population;
import dev.corebed.sbi.client.SbiClient;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers every producer instance with the NRF (NFRegister), keeps them registered (NFUpdate heartbeats at half
 * the heartBeatTimer the NRF granted, a heartbeat answered 404 registers again) and deregisters them on stop: the
 * work of thousands of NRF agents, a bounded number of requests in flight at a time.
 */
public final class NrfRegistrar implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(NrfRegistrar.class);
    private static final byte[] HEARTBEAT = "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]".getBytes();

    private final SbiClient client;
    private final String nrf;
    private final Population population;
    private final IntSupplier port;
    private final ScheduledExecutorService timers;
    private final int parallel;
    private final AtomicInteger registered = new AtomicInteger();
    private final AtomicInteger heartBeatTimer = new AtomicInteger(60);
    private volatile String lastError;
    private volatile boolean closed;

    public NrfRegistrar(SbiClient client, String nrfApiRoot, Population population, IntSupplier port,
                        ScheduledExecutorService timers, int parallel) {
        this.client = client;
        this.nrf = nrfApiRoot.endsWith("/") ? nrfApiRoot.substring(0, nrfApiRoot.length() - 1) : nrfApiRoot;
        this.population = population;
        this.port = port;
        this.timers = timers;
        this.parallel = parallel;
    }

    /** Registers every instance (in the background), then heartbeats them. */
    public CompletableFuture<Void> start() {
        long began = System.nanoTime();
        return each(population.all(), this::register).thenRun(() -> {
            log.info("producer simulator: {} of {} NF instances registered with {} in {} ms", registered.get(),
                    population.all().size(), nrf, (System.nanoTime() - began) / 1_000_000);
            scheduleHeartbeats();
        });
    }

    /** Every instance registered again (the NRF may have lost them: a reset); completes when the NRF answered each. */
    public CompletableFuture<Void> reregister() {
        registered.set(0);
        return each(population.all(), this::register);
    }

    private CompletableFuture<Void> register(Population.Instance i) {
        return client.send(SbiClient.Request.of("PUT", nrf + "/nnrf-nfm/v1/nf-instances/" + i.id()).json(i.profile(port.getAsInt()))
                .timeout(Duration.ofSeconds(10))).handle((r, failure) -> {
                    if (failure == null && (r.status() == 201 || r.status() == 200)) {
                        registered.incrementAndGet();
                        int timer = r.json().path("heartBeatTimer").asInt(60);
                        if (timer > 0) {
                            heartBeatTimer.accumulateAndGet(timer, Math::min);
                        }
                    } else {
                        lastError = i.name() + ": " + (failure != null ? failure.toString() : r.status() + " " + new String(r.body()));
                    }
                    return null;
                });
    }

    private void scheduleHeartbeats() {
        if (closed || timers.isShutdown()) {
            return;
        }
        long period = Math.max(1000, heartBeatTimer.get() * 1000L / 2);
        try {
            timers.schedule(() -> each(population.all(), this::heartbeat).whenComplete((v, t) -> scheduleHeartbeats()),
                    period, TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            // shutting down
        }
    }

    private CompletableFuture<Void> heartbeat(Population.Instance i) {
        if (closed) {
            return CompletableFuture.completedFuture(null);
        }
        return client.send(SbiClient.Request.of("PATCH", nrf + "/nnrf-nfm/v1/nf-instances/" + i.id())
                .body("application/json-patch+json", HEARTBEAT).timeout(Duration.ofSeconds(10))).handle((r, failure) -> {
                    if (failure == null && r.status() == 404) {
                        registered.decrementAndGet();
                        return register(i);
                    }
                    if (failure != null || r.status() >= 300) {
                        lastError = i.name() + " heartbeat: " + (failure != null ? failure.toString() : String.valueOf(r.status()));
                    }
                    return CompletableFuture.<Void>completedFuture(null);
                }).thenCompose(f -> f);
    }

    /** Runs {@code task} for every item, {@code parallel} at a time; never fails. */
    private CompletableFuture<Void> each(List<Population.Instance> items, Function<Population.Instance, CompletableFuture<Void>> task) {
        Iterator<Population.Instance> it = items.iterator();
        CompletableFuture<?>[] workers = new CompletableFuture<?>[Math.max(1, parallel)];
        for (int w = 0; w < workers.length; w++) {
            workers[w] = next(it, task);
        }
        return CompletableFuture.allOf(workers);
    }

    private CompletableFuture<Void> next(Iterator<Population.Instance> it, Function<Population.Instance, CompletableFuture<Void>> task) {
        Population.Instance i;
        synchronized (it) {
            if (!it.hasNext()) {
                return CompletableFuture.completedFuture(null);
            }
            i = it.next();
        }
        return task.apply(i).handle((v, t) -> null).thenCompose(v -> next(it, task));
    }

    public int registered() {
        return registered.get();
    }

    public String lastError() {
        return lastError;
    }

    /** Deregisters every instance, waiting a few seconds at most. */
    @Override
    public void close() {
        closed = true;
        try {
            each(population.all(), i -> client.send(SbiClient.Request.of("DELETE", nrf + "/nnrf-nfm/v1/nf-instances/" + i.id())
                    .timeout(Duration.ofSeconds(2))).handle((r, t) -> null)).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            log.debug("producer simulator: not every instance deregistered: {}", e.toString());
        }
    }
}
