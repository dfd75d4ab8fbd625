package dev.corebed.diameter;

/** A command and the handler that serves it. */
public record DiameterRoute(Command command, DiameterHandler handler) {}
