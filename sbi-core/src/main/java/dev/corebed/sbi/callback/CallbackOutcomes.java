package dev.corebed.sbi.callback;

import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A stub's business meter of its callbacks' outcomes by one attribute of its own (the NRF's event, the UDR's
 * resource): {@code name{<tag>,outcome}}. The delivery itself is counted in {@code sbi.callbacks}.
 */
public final class CallbackOutcomes {

    private final MeterRegistry registry;
    private final String name;
    private final String tag;
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public CallbackOutcomes(MeterRegistry registry, String name, String tag) {
        this.registry = registry;
        this.name = name;
        this.tag = tag;
    }

    public void count(String value, Outcome outcome) {
        String key = value + '|' + outcome.tag;
        Counter c = counters.get(key);
        if (c == null) {
            c = counters.computeIfAbsent(key, k -> Counter.builder(name).tag(tag, value).tag("outcome", outcome.tag)
                    .register(registry));
        }
        c.increment();
    }
}
