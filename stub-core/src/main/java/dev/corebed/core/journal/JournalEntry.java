package dev.corebed.core.journal;

import dev.corebed.core.rules.RequestView;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * One request the stub answered (or refused, or left unanswered), as read from the journal.
 *
 * @param id         increasing, from 1; entries are numbered in the order their answer was decided
 * @param timeMillis when the request was received, epoch milliseconds
 * @param operation  the operationId (SBI) or the command with its request type ("CCR-I"); null when no route matched
 * @param command    the command name without request type ("CCR"); for SBI the operationId
 * @param status     the HTTP status or Diameter result code answered; 0 when none was sent
 * @param vendorId   the Experimental-Result's Vendor-Id; 0 for a Result-Code or an HTTP status
 * @param cause      the ProblemDetails cause of an SBI error
 * @param fault      the id of the fault rule that applied
 * @param answer     the id of the scripted answer that applied
 */
public record JournalEntry(long id, long timeMillis, long durationNanos, String transport, String service,
                           String operation, String command, long status, long vendorId, String cause, String fault,
                           String answer, JournalPayload payload) {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX")
            .withZone(ZoneOffset.UTC);

    /** RFC 3339 with milliseconds, UTC. */
    public static String time(long epochMillis) {
        return TIME.format(Instant.ofEpochMilli(epochMillis));
    }

    /** The entry as the management API shows it. */
    public ObjectNode toJson(String nf) {
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        n.put("id", id);
        n.put("time", time(timeMillis));
        n.put("transport", transport);
        n.put("nf", nf);
        n.put("service", service);
        n.put("operation", operation);
        payload.writeTo(n);
        if (RequestView.DIAMETER.equals(transport)) {
            if (status == 0) {
                n.putNull("resultCode");
            } else {
                n.put("resultCode", status);
            }
            n.put("experimental", vendorId != 0);
            if (vendorId != 0) {
                n.put("vendorId", vendorId);
            }
        } else {
            if (status == 0) {
                n.putNull("status");
            } else {
                n.put("status", (int) status);
            }
            n.put("cause", cause);
        }
        n.put("fault", fault);
        n.put("answer", answer);
        n.put("durationMicros", durationNanos / 1000);
        return n;
    }
}
