package dev.corebed.core.rules;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * One request as rules and journal filters look at it, whatever its transport. Each transport answers
 * what it carries and leaves the rest at the defaults (a Diameter request has no path, an SBI request no
 * AVP). Implementations compute what they are asked lazily: a request no content rule looks at pays nothing.
 */
public interface RequestView {

    String SBI = "sbi";
    String DIAMETER = "diameter";

    /** {@link #SBI} or {@link #DIAMETER}. */
    String transport();

    /** The HTTP method; null for Diameter. */
    default String method() {
        return null;
    }

    /** The request path without the query; null for Diameter. */
    default String path() {
        return null;
    }

    /** The decoded values of one query parameter; empty when absent. */
    default List<String> queryValues(String name) {
        return List.of();
    }

    /** The first value of a header (name case-insensitive); null when absent. */
    default String header(String name) {
        return null;
    }

    /** The body parsed as JSON; null when there is none or it is not JSON. */
    default JsonNode json() {
        return null;
    }

    /** The subscriber identities of one kind the request carries, as sent (imsi-..., msisdn-..., or bare digits). */
    default List<String> identities(Identities.Kind kind) {
        return List.of();
    }

    /** The values of every AVP of that name or code (decimal) anywhere in the message, grouped AVPs searched. */
    default List<String> avpValues(String nameOrCode) {
        return List.of();
    }
}
