package dev.corebed.testkit;

import java.time.Duration;
import tools.jackson.databind.node.ObjectNode;

/**
 * A fault rule: requests that match the pattern are delayed, failed, reset or left unanswered. Made by
 * {@link Corebed#fault(RequestPattern)} and added with {@link StubClient#add(Fault)}:
 *
 * <pre>{@code
 * udr.add(fault(updateSmPolicyData().withSupi(SUPI)).after(1).times(1).error(503, "NF_CONGESTION"));
 * nrf.add(fault(registerNfInstance()).delay(Delay.lognormal(Duration.ofMillis(150), 0.3)).probability(0.1));
 * bsf.add(fault(aar()).resultCode(5012));
 * }</pre>
 */
public final class Fault {

    private final RequestPattern pattern;
    private String id;
    private Integer priority;
    private Long times;
    private Long after;
    private Double probability;
    private Delay delay;
    private ObjectNode error;

    Fault(RequestPattern pattern) {
        this.pattern = pattern;
    }

    public Fault id(String value) {
        id = value;
        return this;
    }

    /** Higher first when several rules match (default 0; ties: oldest first). */
    public Fault priority(int value) {
        priority = value;
        return this;
    }

    /** Applies to the next n matching requests, then is spent. */
    public Fault times(long n) {
        times = n;
        return this;
    }

    /** Lets the first n matching requests through untouched ("fail the second update": {@code after(1).times(1)}). */
    public Fault after(long n) {
        after = n;
        return this;
    }

    /** The chance (0..1) that a matching request is affected; default 1. */
    public Fault probability(double value) {
        probability = value;
        return this;
    }

    public Fault delay(Delay value) {
        delay = value;
        return this;
    }

    public Fault delay(Duration value) {
        return delay(Delay.fixed(value));
    }

    /** SBI: this status with a ProblemDetails of this cause ({@code 503, "NF_CONGESTION"}). */
    public Fault error(int status, String cause) {
        error = Wire.JSON.createObjectNode().put("type", "http").put("status", status).put("cause", cause);
        return this;
    }

    /** HTTP/2 RST_STREAM, HTTP/1.1 connection close; Diameter: the connection is closed. */
    public Fault reset() {
        error = Wire.JSON.createObjectNode().put("type", "reset");
        return this;
    }

    /** The request is never answered. */
    public Fault noAnswer() {
        error = Wire.JSON.createObjectNode().put("type", "no-answer");
        return this;
    }

    /** Diameter: answered with this Result-Code (5012 DIAMETER_UNABLE_TO_COMPLY...). */
    public Fault resultCode(long code) {
        error = Wire.JSON.createObjectNode().put("type", "diameter").put("resultCode", code);
        return this;
    }

    /** Diameter: answered with this code in an Experimental-Result of 3GPP's Vendor-Id. */
    public Fault experimentalResult(long code) {
        error = Wire.JSON.createObjectNode().put("type", "diameter").put("resultCode", code).put("cause", "experimental");
        return this;
    }

    /** The rule as the management API takes it. */
    public ObjectNode json() {
        if (error == null && delay == null) {
            throw new IllegalStateException("a fault rule needs a delay, an error, or both");
        }
        ObjectNode n = Wire.JSON.createObjectNode();
        if (id != null) {
            n.put("id", id);
        }
        n.set("match", Wire.match(pattern));
        if (delay != null) {
            n.set("delay", delay.json());
        }
        if (error != null) {
            n.set("error", error.deepCopy());
        }
        if (probability != null) {
            n.put("probability", probability);
        }
        if (times != null) {
            n.put("times", times);
        }
        if (after != null) {
            n.put("after", after);
        }
        if (priority != null) {
            n.put("priority", priority);
        }
        return n;
    }

    @Override
    public String toString() {
        return "fault " + json();
    }
}
