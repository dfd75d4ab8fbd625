package dev.corebed.gatling.notify;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The subscribers' callback endpoint of a load run: an sbi-core server (h2c with prior knowledge and
 * HTTP/1.1, as the NRF's client speaks) that answers every {@code POST /notify} 204 and counts the
 * NFStatusNotify it received, per event. Reading the event is a scan of the body, not a parse: the sink
 * must never be what slows the NRF's fan-out down.
 */
public final class NotificationSink implements AutoCloseable {

    public static final String PATH = "/notify";
    private static final Pattern EVENT = Pattern.compile("\"event\"\\s*:\\s*\"([A-Z_]+)\"");

    private final SbiServer server;
    private final String host;
    private final LongAdder received = new LongAdder();
    private final LongAdder bytes = new LongAdder();
    private final Map<String, LongAdder> byEvent = new ConcurrentHashMap<>();

    /**
     * @param bindAddress where to listen (127.0.0.1 for a cluster on this machine)
     * @param host        the address the NRF reaches it by, in the callback URI
     * @param port        0 for any free port
     */
    public NotificationSink(String bindAddress, String host, int port) throws Exception {
        Route notify = Route.post(PATH).to(this::notified);
        SbiServerConfig config = new SbiServerConfig("notify-sink", bindAddress, port, -1, 2000, 16 * 1024,
                4 * 1024 * 1024, null, null, null);
        this.server = new SbiServer(config, new SbiDispatcher(new RouteTable(List.of(notify), "notify-sink"), null, null, null)).start();
        this.host = host;
    }

    private CompletableFuture<SbiResponse> notified(SbiRequest request) {
        byte[] body = request.body();
        received.increment();
        bytes.add(body.length);
        // The event is near the start of a NotificationData; 512 bytes is plenty and keeps the scan short.
        Matcher m = EVENT.matcher(new String(body, 0, Math.min(body.length, 512), StandardCharsets.UTF_8));
        if (m.find()) {
            byEvent.computeIfAbsent(m.group(1), k -> new LongAdder()).increment();
        } else {
            byEvent.computeIfAbsent("(no event)", k -> new LongAdder()).increment();
        }
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    /** The nfStatusNotificationUri the subscriptions carry. */
    public String uri() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + server.port() + PATH;
    }

    public int port() {
        return server.port();
    }

    /** POSTs received at {@link #PATH}. */
    public long received() {
        return received.sum();
    }

    public long bytes() {
        return bytes.sum();
    }

    /** Received per NotificationData event (NF_REGISTERED, NF_DEREGISTERED, NF_PROFILE_CHANGED). */
    public Map<String, Long> byEvent() {
        Map<String, Long> m = new TreeMap<>();
        byEvent.forEach((k, v) -> m.put(k, v.sum()));
        return m;
    }

    @Override
    public void close() {
        server.close();
    }
}
