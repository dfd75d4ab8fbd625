package dev.corebed.core.config;

import dev.corebed.core.journal.Journal;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/** {@code journal.*}: the request journal (docs/configuration.md). */
@ConfigurationProperties("journal")
public record JournalProperties(
        @DefaultValue("true") boolean enabled,
        @DefaultValue("10000") int capacity,
        @DefaultValue("64KB") DataSize maxBodySize) {

    public Journal.Settings settings() {
        return new Journal.Settings(enabled, capacity, (int) Math.min(Integer.MAX_VALUE, maxBodySize.toBytes()));
    }
}
