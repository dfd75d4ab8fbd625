package dev.corebed.pcf.service;

import dev.corebed.pcf.client.Peer;
import java.util.Set;

/**
 * What the PCF does when a peer fails a step (stub.pcf.peers.*.on-failure), and how it finds the subscriber's UDR.
 *
 * @param failing    the peers whose failure fails the request (500 SYSTEM_FAILURE); the others' failures are
 *                   counted and the request goes on without them
 * @param udrGroupId discover the UDRs of this group (group-id-list); empty = by the subscriber's SUPI
 */
public record PeerOptions(Set<Peer> failing, String udrGroupId) {

    public PeerOptions {
        failing = Set.copyOf(failing);
    }
}
