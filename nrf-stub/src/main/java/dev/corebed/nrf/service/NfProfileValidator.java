package dev.corebed.nrf.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * Checks an NFProfile against TS 29.510 §6.1.6.2.2 before it is stored: the mandatory attributes
 * (nfInstanceId, nfType, nfStatus, and one of fqdn / ipv4Addresses / ipv6Addresses), their types,
 * and that the body names the instance of the URI. Every problem is reported at once, each as an
 * InvalidParam whose param is the attribute's JSON pointer.
 */
public final class NfProfileValidator {

    private NfProfileValidator() {}

    /** NfInstanceId is a UUID (TS 29.571); anything else in the URI is refused before the body is read. */
    public static void checkInstanceId(String nfInstanceId) {
        try {
            UUID.fromString(nfInstanceId);
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "nfInstanceID", "not a UUID");
        }
    }

    public static void validate(String pathInstanceId, JsonNode profile) {
        if (!profile.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "NFProfile must be a JSON object");
        }
        List<InvalidParam> missing = new ArrayList<>();
        List<InvalidParam> incorrect = new ArrayList<>();
        JsonNode id = profile.get("nfInstanceId");
        if (id == null || id.isNull()) {
            missing.add(new InvalidParam("/nfInstanceId", "mandatory attribute missing"));
        } else if (!id.isString()) {
            incorrect.add(new InvalidParam("/nfInstanceId", "must be a string"));
        } else if (!id.asString().equalsIgnoreCase(pathInstanceId)) {
            incorrect.add(new InvalidParam("/nfInstanceId", "differs from the nfInstanceID of the URI"));
        }
        requireString(profile, "nfType", missing, incorrect);
        requireString(profile, "nfStatus", missing, incorrect);
        if (!profile.has("fqdn") && !profile.has("ipv4Addresses") && !profile.has("ipv6Addresses")) {
            missing.add(new InvalidParam("/fqdn", "one of fqdn, ipv4Addresses, ipv6Addresses is mandatory"));
        }
        checkArray(profile, "ipv4Addresses", incorrect);
        checkArray(profile, "ipv6Addresses", incorrect);
        checkArray(profile, "nfServices", incorrect);
        JsonNode hb = profile.get("heartBeatTimer");
        if (hb != null && (!hb.isIntegralNumber() || hb.asLong() < 1)) {
            incorrect.add(new InvalidParam("/heartBeatTimer", "must be an integer >= 1"));
        }
        if (!missing.isEmpty()) {
            List<InvalidParam> all = new ArrayList<>(missing);
            all.addAll(incorrect);
            throw new SbiException(400, Cause.MANDATORY_IE_MISSING, "mandatory attribute missing: " + names(missing), all);
        }
        if (!incorrect.isEmpty()) {
            throw new SbiException(400, Cause.MANDATORY_IE_INCORRECT, "attribute incorrect: " + names(incorrect), incorrect);
        }
    }

    private static void requireString(JsonNode p, String name, List<InvalidParam> missing, List<InvalidParam> incorrect) {
        JsonNode v = p.get(name);
        if (v == null || v.isNull()) {
            missing.add(new InvalidParam("/" + name, "mandatory attribute missing"));
        } else if (!v.isString() || v.asString().isEmpty()) {
            incorrect.add(new InvalidParam("/" + name, "must be a non-empty string"));
        }
    }

    private static void checkArray(JsonNode p, String name, List<InvalidParam> incorrect) {
        JsonNode v = p.get(name);
        if (v != null && !v.isArray()) {
            incorrect.add(new InvalidParam("/" + name, "must be an array"));
        }
    }

    private static String names(List<InvalidParam> params) {
        return String.join(", ", params.stream().map(InvalidParam::param).toList());
    }
}
