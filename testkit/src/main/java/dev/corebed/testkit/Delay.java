package dev.corebed.testkit;

import java.time.Duration;
import tools.jackson.databind.node.ObjectNode;

/** An injected delay of a scripted answer or fault rule: {@link #fixed}, {@link #uniform} or {@link #lognormal}. */
public final class Delay {

    private final ObjectNode json;

    private Delay(ObjectNode json) {
        this.json = json;
    }

    public static Delay fixed(Duration d) {
        return new Delay(Wire.JSON.createObjectNode().put("type", "fixed").put("ms", d.toMillis()));
    }

    public static Delay uniform(Duration min, Duration max) {
        return new Delay(Wire.JSON.createObjectNode().put("type", "uniform").put("minMs", min.toMillis())
                .put("maxMs", max.toMillis()));
    }

    /** Log-normal around a median, {@code sigma} its shape (0.3 is a realistic spread). */
    public static Delay lognormal(Duration median, double sigma) {
        return new Delay(Wire.JSON.createObjectNode().put("type", "lognormal").put("medianMs", median.toMillis())
                .put("sigma", sigma));
    }

    ObjectNode json() {
        return json.deepCopy();
    }

    @Override
    public String toString() {
        return json.toString();
    }
}
