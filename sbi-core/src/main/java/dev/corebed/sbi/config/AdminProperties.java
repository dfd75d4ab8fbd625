package dev.corebed.sbi.config;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/** {@code admin.*}: the management port (health, metrics, admin API); port -1 turns it off. */
@ConfigurationProperties("admin")
public record AdminProperties(@DefaultValue("0") int port, @DefaultValue("0.0.0.0") String bindAddress) {}
