package dev.corebed.core.config;

/** The NF a stub plays, lower case as in metrics and fault rules ("nrf", "bsf", "pcf"). */
public record StubName(String nf) {}
