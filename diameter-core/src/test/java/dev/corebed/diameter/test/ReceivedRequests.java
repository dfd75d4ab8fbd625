package dev.corebed.diameter.test;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Request;

/** The requests a test peer received, in order (the AVPs as they arrived), for a test to look at or wait on. */
final class ReceivedRequests {

    private final List<Request> received = new ArrayList<>();

    void add(Request request) {
        synchronized (received) {
            received.add(request);
            received.notifyAll();
        }
    }

    List<Request> all() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** Those of that command and Session-Id so far. */
    List<Request> of(Command command, String sessionId) {
        synchronized (received) {
            return received.stream().filter(r -> r.getCommandCode() == command.code()
                    && sessionId.equals(Avps.SESSION_ID.string(r.getAvps()))).toList();
        }
    }

    /** The n-th (from 0) of that command and Session-Id, waiting up to 5 s for it; null when none came. */
    Request await(Command command, String sessionId, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        synchronized (received) {
            while (true) {
                List<Request> seen = of(command, sessionId);
                if (seen.size() > n) {
                    return seen.get(n);
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                received.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    void clear() {
        synchronized (received) {
            received.clear();
        }
    }
}
