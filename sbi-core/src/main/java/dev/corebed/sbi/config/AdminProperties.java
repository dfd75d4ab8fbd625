package dev.corebed.sbi.config;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code admin.*}: the management port (health, metrics, admin API); port -1 turns it off. It changes fault
 * rules and overload limits and deletes data, without authentication: it listens on the loopback address
 * unless {@code admin.bind-address} opens it (a container, whose health checks come from outside).
 */
@ConfigurationProperties("admin")
public record AdminProperties(@DefaultValue("0") int port, @DefaultValue("127.0.0.1") String bindAddress) {}
