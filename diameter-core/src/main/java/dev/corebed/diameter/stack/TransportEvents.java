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

    /**
     * Whether the node takes requests of this application and command: 0 when it does, else the result
     * code to answer (3001 DIAMETER_COMMAND_UNSUPPORTED, 3007 DIAMETER_APPLICATION_UNSUPPORTED).
     */
    long unsupported(long applicationId, int commandCode);

    /**
     * The connection answered a request itself (its header or AVPs refused) with this result code.
     *
     * @param request the request as received (at least its header; its AVPs may not parse)
     */
    void answered(long applicationId, int commandCode, long resultCode, long nanos, byte[] request);

    /** The Origin-Host and Origin-Realm this node puts in answers it writes itself. */
    String originHost();

    String originRealm();
}
