package dev.corebed.udr.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.regex.Pattern;

/**
 * A SubscriberId of TS29504_Nudr_GroupIDmap.yaml, classified for the range lookup: SUPI (imsi-, nai-,
 * gci-, gli-; TS29571 Supi) or GPSI (msisdn-, extid-; TS29571 Gpsi), with the digits of imsi-/msisdn-.
 * The yaml's pattern ends in {@code |.+}, so any non-empty string is a SubscriberId; but an identity that
 * names a known form and breaks it ({@code imsi-12ab}) is refused: that is a malformed SUPI/GPSI, not an
 * opaque identifier. Other forms (impi-, impu-, anything else) match per-subscriber entries only.
 */
public record SubscriberIdentity(String value, String identityType, String digits) {

    public static final String SUPI = "supi";
    public static final String GPSI = "gpsi";

    private static final Pattern IMSI = Pattern.compile("imsi-([0-9]{5,15})");
    private static final Pattern MSISDN = Pattern.compile("msisdn-([0-9]{5,15})");
    private static final Pattern EXTID = Pattern.compile("extid-[^@]+@[^@]+");

    /** Parses the identity, or throws 400 with cause {@code cause} naming {@code param}. */
    public static SubscriberIdentity parse(String value, String param, String cause) {
        if (value == null || value.isEmpty()) {
            throw SbiException.invalidParam(cause, param, "empty");
        }
        if (value.startsWith("imsi-")) {
            var m = IMSI.matcher(value);
            if (!m.matches()) {
                throw SbiException.invalidParam(cause, param, "not a SUPI imsi-<5 to 15 digits>");
            }
            return new SubscriberIdentity(value, SUPI, m.group(1));
        }
        if (value.startsWith("msisdn-")) {
            var m = MSISDN.matcher(value);
            if (!m.matches()) {
                throw SbiException.invalidParam(cause, param, "not a GPSI msisdn-<5 to 15 digits>");
            }
            return new SubscriberIdentity(value, GPSI, m.group(1));
        }
        if (value.startsWith("extid-")) {
            if (!EXTID.matcher(value).matches()) {
                throw SbiException.invalidParam(cause, param, "not a GPSI extid-<id>@<domain>");
            }
            return new SubscriberIdentity(value, GPSI, null);
        }
        for (String form : new String[] {"nai-", "gci-", "gli-"}) {
            if (value.startsWith(form)) {
                if (value.length() == form.length()) {
                    throw SbiException.invalidParam(cause, param, "not a SUPI " + form + "<value>");
                }
                return new SubscriberIdentity(value, SUPI, null);
            }
        }
        for (String form : new String[] {"impi-", "impu-"}) {
            if (value.equals(form)) {
                throw SbiException.invalidParam(cause, param, "not an " + form + "<value>");
            }
        }
        return new SubscriberIdentity(value, null, null);
    }

    public static SubscriberIdentity parseQuery(String value, String param) {
        return parse(value, param, Cause.MANDATORY_QUERY_PARAM_INCORRECT);
    }
}
