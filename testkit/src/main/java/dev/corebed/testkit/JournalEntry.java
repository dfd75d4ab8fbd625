package dev.corebed.testkit;

import java.time.Instant;
import tools.jackson.databind.JsonNode;

/**
 * One request a stub received, as its journal shows it: an {@link SbiEntry} or a {@link DiameterEntry}
 * (switch on it, or call {@link #asSbi()} / {@link #asDiameter()}).
 */
public sealed interface JournalEntry permits SbiEntry, DiameterEntry {

    /** Increasing from 1, in the order the stub decided the answers. */
    long id();

    /** When the request arrived. */
    Instant time();

    /** The stub ({@code nrf}). */
    String nf();

    /** The 3GPP service or Diameter application; null when no route matched (404, 405). */
    String service();

    /** The operationId or Diameter command ({@code CCR-I}); null when no route matched. */
    String operation();

    /** The HTTP status or Diameter result code answered; null when nothing was (a reset or no-answer fault). */
    Long answered();

    /** The id of the fault rule that applied, or null. */
    String fault();

    /** The id of the scripted answer that applied, or null. */
    String answer();

    long durationMicros();

    /** The entry as the management API sent it. */
    JsonNode json();

    /** One line: {@code #12 PUT /nnrf-nfm/v1/nf-instances/… (RegisterNFInstance) → 201}. */
    String summary();

    default SbiEntry asSbi() {
        if (this instanceof SbiEntry s) {
            return s;
        }
        throw new IllegalStateException("entry " + id() + " is a Diameter request: " + summary());
    }

    default DiameterEntry asDiameter() {
        if (this instanceof DiameterEntry d) {
            return d;
        }
        throw new IllegalStateException("entry " + id() + " is an SBI request: " + summary());
    }

    /** An entry of {@code GET /admin/v1/journal}. */
    static JournalEntry of(JsonNode n) {
        return RequestPattern.DIAMETER.equals(n.path("transport").asString()) ? DiameterEntry.of(n) : SbiEntry.of(n);
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.asString();
    }

    static Long number(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.asLong();
    }
}
