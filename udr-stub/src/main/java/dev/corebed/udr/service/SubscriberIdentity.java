package dev.corebed.udr.service;

import dev.corebed.model.common.Gpsis;
import dev.corebed.model.common.Supis;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;

/**
 * A SubscriberId of TS29504_Nudr_GroupIDmap.yaml (and a VarUeId of the policy data), classified for the range
 * lookup: SUPI or GPSI ({@link Supis}, {@link Gpsis}), with the digits of imsi-/msisdn-. The yaml's pattern
 * ends in {@code |.+}, so any non-empty string is a SubscriberId; but an identity that names a known form and
 * breaks it ({@code imsi-12ab}) is refused: that is a malformed SUPI/GPSI, not an opaque identifier. Other
 * forms (impi-, impu-, anything else) match per-subscriber entries only.
 */
public record SubscriberIdentity(String value, String identityType, String digits) {

    public static final String SUPI = "supi";
    public static final String GPSI = "gpsi";
    /** The longest identity the data tier holds (the VARCHAR(255) of policy_data_ues.ue_id, nf_group_ids.subscriber_id). */
    public static final int MAX_LENGTH = 255;

    /** Parses the identity, or throws 400 with cause {@code cause} naming {@code param}. */
    public static SubscriberIdentity parse(String value, String param, String cause) {
        if (value == null || value.isEmpty()) {
            throw SbiException.invalidParam(cause, param, "empty");
        }
        if (value.codePointCount(0, value.length()) > MAX_LENGTH) {
            throw SbiException.invalidParam(cause, param, "longer than " + MAX_LENGTH + " characters");
        }
        String why = Supis.kind(value) != null ? Supis.malformation(value) : Gpsis.malformation(value);
        if (why == null && (value.equals("impi-") || value.equals("impu-"))) {
            why = "not an " + value + "<value>";
        }
        if (why != null) {
            throw SbiException.invalidParam(cause, param, why);
        }
        if (Supis.kind(value) != null) {
            return new SubscriberIdentity(value, SUPI, Supis.imsi(value));
        }
        if (Gpsis.kind(value) != null) {
            return new SubscriberIdentity(value, GPSI, Gpsis.msisdn(value));
        }
        return new SubscriberIdentity(value, null, null);
    }

    public static SubscriberIdentity parseQuery(String value, String param) {
        return parse(value, param, Cause.MANDATORY_QUERY_PARAM_INCORRECT);
    }

    /** A VarUeId in a path ({@code ueId}): a broken SUPI/GPSI form, or one longer than the data tier holds, is 400 MANDATORY_IE_INCORRECT. */
    public static String ueId(String value) {
        return parse(value, "ueId", Cause.MANDATORY_IE_INCORRECT).value();
    }
}
