package dev.corebed.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * A small HTTP/1.1 side port (JDK HttpServer, one thread, off the measured event loops) the benchmark
 * script reads between rounds:
 * <ul>
 *   <li>{@code GET /stats}: process CPU time, bytes allocated by all threads, GC count and time, heap
 *       used/committed/max, as {@code key=value} lines. Read without triggering a GC.</li>
 *   <li>{@code GET /stats?gc=1}: the same after a {@code System.gc()}, for the live heap.</li>
 *   <li>{@code GET /metrics}: the Prometheus scrape, when the server has one.</li>
 * </ul>
 */
final class StatsPort implements AutoCloseable {

    private final HttpServer http;

    StatsPort(String bind, int port, Supplier<String> prometheus) throws IOException {
        http = HttpServer.create(new InetSocketAddress(bind, port), 16);
        http.setExecutor(Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "bench-stats");
            t.setDaemon(true);
            return t;
        }));
        http.createContext("/stats", ex -> {
            String q = ex.getRequestURI().getRawQuery();
            if (q != null && q.contains("gc=1")) {
                System.gc();
            }
            reply(ex, 200, stats());
        });
        http.createContext("/metrics", ex -> {
            if (prometheus == null) {
                reply(ex, 404, "no metrics on this server\n");
            } else {
                reply(ex, 200, prometheus.get());
            }
        });
        http.start();
    }

    int port() {
        return http.getAddress().getPort();
    }

    static String stats() {
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long gcCount = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcCount += Math.max(0, gc.getCollectionCount());
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        long cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
        long allocated = ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getTotalThreadAllocatedBytes();
        return "cpu_ns=" + cpu + "\n"
                + "allocated_bytes=" + allocated + "\n"
                + "gc_count=" + gcCount + "\n"
                + "gc_ms=" + gcMillis + "\n"
                + "heap_used_bytes=" + heap.getUsed() + "\n"
                + "heap_committed_bytes=" + heap.getCommitted() + "\n"
                + "heap_max_bytes=" + heap.getMax() + "\n";
    }

    private static void reply(HttpExchange ex, int status, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("content-type", "text/plain; charset=utf-8");
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        http.stop(0);
    }
}
