package dev.corebed.testkit;

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
public final class Fault extends RuleSpec<Fault> {

    private Double probability;
    private ObjectNode error;

    Fault(RequestPattern pattern) {
        super(pattern);
    }

    /** The chance (0..1) that a matching request is affected; default 1. */
    public Fault probability(double value) {
        probability = value;
        return this;
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

    @Override
    public ObjectNode json() {
        if (error == null && !hasDelay()) {
            throw new IllegalStateException("a fault rule needs a delay, an error, or both");
        }
        ObjectNode n = common();
        if (error != null) {
            n.set("error", error.deepCopy());
        }
        if (probability != null) {
            n.put("probability", probability);
        }
        return n;
    }

    @Override
    public String toString() {
        return "fault " + json();
    }
}
