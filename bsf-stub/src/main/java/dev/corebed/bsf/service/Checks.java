package dev.corebed.bsf.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Collects every problem of one request body, then answers them at once as one 400 ProblemDetails:
 * MANDATORY_IE_MISSING when a mandatory or conditional attribute is missing, else MANDATORY_IE_INCORRECT
 * when one is malformed, else OPTIONAL_IE_INCORRECT; invalidParams lists all of them (JSON pointers).
 */
final class Checks {

    /** Fqdn (and DiameterIdentity) of TS 29.571. */
    static final Pattern FQDN = Pattern.compile("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$");
    static final Pattern SUPI = Pattern.compile("^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$");
    static final Pattern GPSI = Pattern.compile("^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$");
    static final Pattern SUPPORTED_FEATURES = Pattern.compile("^[A-Fa-f0-9]*$");
    /** Stub limits on the indexed strings (the spec sets none): they keep the index rows small. */
    static final int MAX_IDENTITY = 128;
    static final int MAX_DNN = 100;
    static final int MAX_IP_DOMAIN = 64;

    final List<InvalidParam> missing = new ArrayList<>();
    final List<InvalidParam> mandatoryIncorrect = new ArrayList<>();
    final List<InvalidParam> optionalIncorrect = new ArrayList<>();

    void missing(String param, String reason) {
        missing.add(new InvalidParam(param, reason));
    }

    /** A mandatory or conditional attribute that is present but wrong. */
    void incorrect(String param, String reason) {
        mandatoryIncorrect.add(new InvalidParam(param, reason));
    }

    void optionalIncorrect(String param, String reason) {
        optionalIncorrect.add(new InvalidParam(param, reason));
    }

    void throwIfAny() {
        List<InvalidParam> all = new ArrayList<>(missing);
        all.addAll(mandatoryIncorrect);
        all.addAll(optionalIncorrect);
        if (all.isEmpty()) {
            return;
        }
        String cause = !missing.isEmpty() ? Cause.MANDATORY_IE_MISSING
                : !mandatoryIncorrect.isEmpty() ? Cause.MANDATORY_IE_INCORRECT : Cause.OPTIONAL_IE_INCORRECT;
        throw new SbiException(400, cause, String.join(", ", all.stream().map(p -> p.param() + ": " + p.reason()).toList()), all);
    }

    static boolean present(JsonNode body, String name) {
        JsonNode v = body.get(name);
        return v != null && !v.isNull();
    }

    /** A string attribute: null when absent; records a problem and answers null when it is not a string. */
    String string(JsonNode body, String name, boolean mandatory) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isString()) {
            report(mandatory, "/" + name, "must be a string");
            return null;
        }
        return v.asString();
    }

    void report(boolean mandatory, String param, String reason) {
        if (mandatory) {
            incorrect(param, reason);
        } else {
            optionalIncorrect(param, reason);
        }
    }

    /** Checks a string attribute against a pattern and a length; answers it, or null when absent or wrong. */
    String matching(JsonNode body, String name, Pattern pattern, int maxLength, boolean mandatory, String what) {
        String s = string(body, name, mandatory);
        if (s == null) {
            return null;
        }
        if (s.isEmpty() || (pattern != null && !pattern.matcher(s).matches())) {
            report(mandatory, "/" + name, "not " + what);
            return null;
        }
        if (s.length() > maxLength) {
            report(mandatory, "/" + name, "longer than " + maxLength + " characters (a limit of this stub)");
            return null;
        }
        return s;
    }

    /** Snssai of TS 29.571; answers its string form ("1" or "1-00000a"), or null when absent or wrong. */
    String snssai(JsonNode v, String param, boolean mandatory) {
        if (v == null || v.isNull()) {
            return null;
        }
        String s = snssaiKey(v);
        if (s == null) {
            report(mandatory, param, "not an Snssai (sst 0..255, optional sd of 6 hex digits)");
        }
        return s;
    }

    static String snssaiKey(JsonNode v) {
        return Snssais.key(v);
    }

    /** An array of IpEndPoint (TS 29.510), at least one. */
    void ipEndPoints(JsonNode body, String name, boolean mandatory) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return;
        }
        if (!v.isArray() || v.isEmpty()) {
            report(mandatory, "/" + name, "must be an array of at least one IpEndPoint");
            return;
        }
        for (int i = 0; i < v.size(); i++) {
            JsonNode e = v.get(i);
            String p = "/" + name + "/" + i;
            if (!e.isObject()) {
                report(mandatory, p, "must be an IpEndPoint object");
                continue;
            }
            JsonNode v4 = e.get("ipv4Address");
            if (v4 != null && !v4.isNull() && (!v4.isString() || !UeAddress.IPV4.matcher(v4.asString()).matches())) {
                report(mandatory, p + "/ipv4Address", "not an IPv4 address");
            }
            JsonNode v6 = e.get("ipv6Address");
            if (v6 != null && !v6.isNull()) {
                try {
                    if (!v6.isString() || v6.asString().contains("/")) {
                        throw new IllegalArgumentException();
                    }
                    UeAddress.Ipv6Prefix.parse(v6.asString());
                } catch (IllegalArgumentException ex) {
                    report(mandatory, p + "/ipv6Address", "not an IPv6 address");
                }
            }
            JsonNode port = e.get("port");
            if (port != null && !port.isNull() && (!port.isIntegralNumber() || port.asLong() < 0 || port.asLong() > 65535)) {
                report(mandatory, p + "/port", "not a port (0..65535)");
            }
            JsonNode transport = e.get("transport");
            if (transport != null && !transport.isNull() && !transport.isString()) {
                report(mandatory, p + "/transport", "must be a string");
            }
        }
    }

    /** An array of strings each matching a test, at least one. */
    void stringArray(JsonNode body, String name, java.util.function.Predicate<String> valid, String what) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return;
        }
        if (!v.isArray() || v.isEmpty()) {
            optionalIncorrect("/" + name, "must be an array of at least one " + what);
            return;
        }
        for (int i = 0; i < v.size(); i++) {
            if (!v.get(i).isString() || !valid.test(v.get(i).asString())) {
                optionalIncorrect("/" + name + "/" + i, "not " + what);
            }
        }
    }

    void uuid(JsonNode body, String name) {
        String s = string(body, name, false);
        if (s != null) {
            try {
                UUID.fromString(s);
                if (s.length() != 36) {
                    throw new IllegalArgumentException();
                }
            } catch (IllegalArgumentException e) {
                optionalIncorrect("/" + name, "not an NfInstanceId (UUID)");
            }
        }
    }

    static boolean isIpv6Prefix(String s) {
        try {
            UeAddress.Ipv6Prefix.parse(s);
            return s.contains("/");
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
