package dev.corebed.udr.service;

import dev.corebed.sbi.callback.CallbackOutcomes;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.Supplier;

/**
 * The UDR's business meters, {@code stub.udr.*}, registered here and nowhere else. Requests, statuses and causes
 * (bad input included) are in the SBI request timer already; these count what the UDR did with its data.
 */
public final class UdrMetrics {

    /** {@code stub.udr.notifications{resource,outcome}}: PolicyDataChangeNotifications by changed resource and outcome. */
    final CallbackOutcomes notifications;

    /** @param groupIdRanges the number of group-id ranges in the in-memory view ({@code GroupIdRangeView::size}) */
    public UdrMetrics(MeterRegistry registry, Supplier<Number> groupIdRanges) {
        notifications = new CallbackOutcomes(registry, "stub.udr.notifications", "resource");
        Gauge.builder("stub.udr.group.id.ranges", groupIdRanges)
                .description("group-id ranges in the in-memory view").register(registry);
    }
}
