package dev.corebed.diameter;

/**
 * A command and the handler that serves it. A route of a {@link DiameterRelay} carries the relay: its
 * requests pass the same decorators, but only the AVPs a relay reads are checked (the rest is the
 * destination's business), and the node hands the relay the means to forward them.
 */
public record DiameterRoute(Command command, DiameterHandler handler, DiameterRelay relay) {

    public DiameterRoute(Command command, DiameterHandler handler) {
        this(command, handler, null);
    }

    public boolean relayed() {
        return relay != null;
    }
}
