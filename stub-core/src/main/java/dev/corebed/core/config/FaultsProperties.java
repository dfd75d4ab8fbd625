package dev.corebed.core.config;

import dev.corebed.core.fault.FaultRule;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code faults.rules[n].*}: fault rules in force at start; the admin API changes them at run time. */
@ConfigurationProperties("faults")
public record FaultsProperties(List<FaultRule> rules) {}
