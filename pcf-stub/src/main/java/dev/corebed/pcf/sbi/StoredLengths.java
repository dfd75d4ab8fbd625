package dev.corebed.pcf.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import tools.jackson.databind.JsonNode;

/**
 * The attributes the PCF keeps in columns of its own (to index, to bind by), whose width bounds them where the Rel-17
 * schemas do not: a longer one is refused as an incorrect value rather than failing the write. TS 23.003 bounds a DNN
 * to 100 octets; SUPI and GPSI get the 128 characters the BSF gives them too.
 */
final class StoredLengths {

    private StoredLengths() {}

    /** One bounded attribute: its JSON pointer, the longest value stored, whether the schema makes it mandatory. */
    record Limit(String pointer, int max, boolean mandatory) {}

    static final Limit[] SM_POLICY = {new Limit("/supi", 128, true), new Limit("/gpsi", 128, false),
            new Limit("/dnn", 100, true), new Limit("/ipDomain", 64, false)};
    static final Limit[] POLICY_ASSOCIATION = {new Limit("/supi", 128, true)};
    static final Limit[] APP_SESSION = {new Limit("/ascReqData/supi", 128, false), new Limit("/ascReqData/ipDomain", 64, false)};

    static void check(JsonNode body, Limit... limits) {
        for (Limit l : limits) {
            JsonNode v = body.at(l.pointer());
            if (v.isString() && v.asString().length() > l.max()) {
                throw SbiException.invalidParam(l.mandatory() ? Cause.MANDATORY_IE_INCORRECT : Cause.OPTIONAL_IE_INCORRECT,
                        l.pointer(), "longer than the " + l.max() + " characters this PCF stores");
            }
        }
    }
}
