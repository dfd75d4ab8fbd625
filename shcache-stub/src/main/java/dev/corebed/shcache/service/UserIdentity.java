package dev.corebed.shcache.service;

import java.util.regex.Pattern;

/**
 * The user an application server asks about (TS 29.328 §7.1 User Identity): an IMS public identity, a SIP or SIPS
 * URI or a TEL URI (sent as Public-Identity), or an MSISDN written {@code msisdn-<digits>} as TS 29.571 writes a
 * GPSI (sent as MSISDN, TBCD-coded). The cache keys its items by the identity as given: Sh does the same.
 *
 * @param value  the identity as the client wrote it, and as it is stored
 * @param msisdn the digits when the identity is an MSISDN, else null
 */
public record UserIdentity(String value, String msisdn) {

    /** Longest identity accepted (the data tier's key column). */
    public static final int MAX_LENGTH = 255;
    private static final Pattern SIP = Pattern.compile("^sips?:[^\\s<>\"]+$");
    private static final Pattern TEL = Pattern.compile("^tel:\\+?[0-9*#().-]{1,32}(;[!-~]+)?$");
    private static final Pattern MSISDN = Pattern.compile("^msisdn-([0-9]{5,15})$");

    /**
     * The identity of a request; {@link IllegalArgumentException} saying why when it is none of the three forms.
     */
    public static UserIdentity parse(String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("empty");
        }
        if (value.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("longer than " + MAX_LENGTH + " characters");
        }
        var m = MSISDN.matcher(value);
        if (m.matches()) {
            return new UserIdentity(value, m.group(1));
        }
        if (SIP.matcher(value).matches() && value.indexOf('@') > 0 || TEL.matcher(value).matches()) {
            return new UserIdentity(value, null);
        }
        throw new IllegalArgumentException("not a public identity: sip:user@domain, tel:+number or msisdn-<5 to 15 digits>");
    }

    /** Whether the identity is sent as MSISDN rather than Public-Identity. */
    public boolean isMsisdn() {
        return msisdn != null;
    }

    @Override
    public String toString() {
        return value;
    }
}
