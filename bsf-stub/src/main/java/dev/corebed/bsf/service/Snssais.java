package dev.corebed.bsf.service;

import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/** Snssai of TS 29.571 and its string form ("sst" or "sst-sd"), the form the data tier compares. */
public final class Snssais {

    private static final Pattern SD = Pattern.compile("^[A-Fa-f0-9]{6}$");

    private Snssais() {}

    /** The string form of an Snssai object, sd in lower case; null when it is not an Snssai. */
    public static String key(JsonNode v) {
        if (v == null || !v.isObject()) {
            return null;
        }
        JsonNode sst = v.get("sst");
        JsonNode sd = v.get("sd");
        if (sst == null || !sst.isIntegralNumber() || sst.asLong() < 0 || sst.asLong() > 255) {
            return null;
        }
        if (sd != null && !sd.isNull() && (!sd.isString() || !SD.matcher(sd.asString()).matches())) {
            return null;
        }
        return sd == null || sd.isNull() ? Long.toString(sst.asLong()) : sst.asLong() + "-" + sd.asString().toLowerCase();
    }
}
