package dev.corebed.peersim.producer.service;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;

/**
 * How the producers answer now: after what delay, with a body of what size, failing what share and how. Starts as
 * configured, changed at run time on the management port, back to the configuration on a reset. Immutable.
 *
 * @param failure an HTTP status (as text), {@code timeout} or {@code reset}
 */
public record Behaviour(Duration delay, int bodySize, double failureShare, String failure) {

    public Behaviour {
        if (delay.isNegative() || bodySize < 0 || failureShare < 0 || failureShare > 1) {
            throw new IllegalArgumentException("delay >= 0, bodySize >= 0, failureShare 0..1");
        }
        if (!failure.equals("timeout") && !failure.equals("reset")) {
            int status;
            try {
                status = Integer.parseInt(failure);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("failure is an HTTP status (500-599), timeout or reset");
            }
            if (status < 500 || status > 599) {
                throw new IllegalArgumentException("failure is an HTTP status (500-599), timeout or reset");
            }
        }
    }

    /** A JSON body of exactly {@code size} bytes (an object padded through one string attribute). */
    public static byte[] body(int size) {
        String head = "{\"result\":\"corebed producer simulator\",\"padding\":\"";
        String tail = "\"}";
        if (size < head.length() + tail.length()) {
            return size == 0 ? new byte[0] : "{}".getBytes(StandardCharsets.US_ASCII);
        }
        char[] pad = new char[size - head.length() - tail.length()];
        Arrays.fill(pad, 'x');
        return (head + new String(pad) + tail).getBytes(StandardCharsets.US_ASCII);
    }
}
