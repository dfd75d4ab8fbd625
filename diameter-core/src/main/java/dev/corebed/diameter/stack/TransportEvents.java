package dev.corebed.diameter.stack;

/**
 * What the transport classes jDiameter instantiates by name tell the node that owns them. They reach
 * it through the {@link StackConfiguration} jDiameter hands them, since they are created by reflection.
 */
public interface TransportEvents {

    /** The listening socket is bound (the actual port when 0 was asked for). */
    void bound(int port);

    /** The listening socket could not be bound (jDiameter only logs the failure). */
    void bindFailed(String reason);

    /** A base protocol message (CER/CEA, DWR/DWA, DPR/DPA) arrived; capabilities exchanges come parsed. */
    void baseMessage(int commandCode, boolean request, CapabilitiesExchange capabilities);

    /** A request whose AVPs could not be parsed was answered with the given result code. */
    void malformedRequest(long applicationId, int commandCode, long resultCode);

    /** The Origin-Host and Origin-Realm this node puts in answers it writes itself. */
    String originHost();

    String originRealm();
}
