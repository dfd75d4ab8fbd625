package dev.corebed.nrf.service;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.core.json.JsonPatch.Op;
import dev.corebed.core.json.JsonPatch.Operation;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.validation.Presence;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import jakarta.validation.constraints.NotNull;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What an NFProfile must be, beyond its schema, before the NRF stores it, and the schema check of a patched one.
 *
 * <ul>
 *   <li>The body names the instance of the URI (nfInstanceId, compared without case): else 400
 *       MANDATORY_IE_INCORRECT on /nfInstanceId.</li>
 *   <li>No readOnly attribute (nfProfileChangesInd: the NRF says it in its answers; OpenAPI 3.0: not sent in a
 *       request): else 400 OPTIONAL_IE_INCORRECT naming it. The model binds readOnly attributes like any other.</li>
 *   <li>What fits the data tier's columns: nfType and nfStatus at most {@value #NF_TYPE_COLUMN} characters (400
 *       MANDATORY_IE_INCORRECT naming the attribute: NFType and NFStatus are extensible enumerations, any string is
 *       schema-valid); the profile at most {@value #PROFILE_COLUMN} bytes (413 PAYLOAD_TOO_LARGE).</li>
 *   <li>A patched profile (NFUpdate) must still be a valid NFProfile. Checking all of it through Bean Validation
 *       costs about 0.2 ms for an 11 KB profile; a heartbeat touches /nfStatus and /load only, so the check binds and
 *       validates the attributes the patch touched, with the mandatory ones and those the profile's cross-attribute
 *       rule names ({@code @Presence}: fqdn, ipv4Addresses, ipv6Addresses): about 10 µs. Every other attribute is
 *       as it was when it passed the same check. A patch of the whole document ({@code ""}) checks all of it.</li>
 * </ul>
 */
public final class NfProfileRules {

    /** nf_instances.nf_type and nf_status: VARCHAR(32). */
    static final int NF_TYPE_COLUMN = 32;
    /** nf_instances.profile: MEDIUMTEXT, in bytes. */
    static final int PROFILE_COLUMN = 16_777_215;

    /** NFProfile's readOnly attributes (TS29510_Nnrf_NFManagement.yaml). */
    private static final List<String> READ_ONLY = List.of("nfProfileChangesInd");

    /** The attributes every check of a patched profile includes: the mandatory ones and those of the class rules. */
    private static final Set<String> ALWAYS = alwaysChecked();

    private NfProfileRules() {}

    /** A registration: the profile names the URI's instance and fits the columns. */
    static void checkRegistration(String nfInstanceId, NFProfile profile, ObjectNode json) {
        if (!profile.nfInstanceId().equalsIgnoreCase(nfInstanceId)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/nfInstanceId", "differs from the nfInstanceID of the URI");
        }
        checkReadOnly(json, READ_ONLY);
        checkColumns(profile);
    }

    /** A request that carries an attribute the schema marks readOnly (OpenAPI 3.0: sent in responses only). */
    static void checkReadOnly(JsonNode body, List<String> readOnly) {
        for (String name : readOnly) {
            if (body.has(name)) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/" + name, "readOnly: the NRF sets it in its answers");
            }
        }
    }

    /**
     * A patched profile: the attributes the operations touched (with {@link #ALWAYS}) checked against the schema,
     * and the columns. A violation's reason names the last operation that touched its attribute.
     *
     * @return the checked attributes as a record (nfType, nfStatus, load... when present)
     */
    public static NFProfile checkPatched(JsonNode patched, List<Operation> ops) {
        if (!(patched instanceof ObjectNode profile)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/", "the patched NFProfile is not a JSON object");
        }
        Set<String> touched = new HashSet<>();
        boolean whole = false;
        for (Operation o : ops) {
            if (o.op() == Op.TEST) {
                continue;
            }
            whole |= o.path().isEmpty();
            if (!o.path().isEmpty()) {
                touched.add(o.path().get(0));
            }
            if (o.op() == Op.MOVE && !o.from().isEmpty()) {
                touched.add(o.from().get(0)); // the source loses its value
            }
        }
        ObjectNode checked = profile;
        if (!whole) {
            checked = StrictJson.MAPPER.createObjectNode();
            for (var attribute : profile.properties()) {
                if (touched.contains(attribute.getKey()) || ALWAYS.contains(attribute.getKey())) {
                    checked.set(attribute.getKey(), attribute.getValue());
                }
            }
        }
        checkReadOnly(checked, READ_ONLY);
        NFProfile result;
        try {
            result = StrictJson.read(checked, NFProfile.class);
        } catch (ModelException e) {
            throw naming(Json.badRequest(e), ops);
        }
        checkColumns(result);
        return result;
    }

    /** The profile as stored fits its column. */
    static void checkSize(byte[] profile) {
        if (profile.length > PROFILE_COLUMN) {
            throw new SbiException(413, Cause.PAYLOAD_TOO_LARGE, "an NFProfile of " + profile.length
                    + " bytes: the NRF stores at most " + PROFILE_COLUMN);
        }
    }

    private static void checkColumns(NFProfile profile) {
        for (String[] attribute : new String[][] {{"nfType", profile.nfType()}, {"nfStatus", profile.nfStatus()}}) {
            String value = attribute[1];
            if (value != null && value.codePointCount(0, value.length()) > NF_TYPE_COLUMN) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + attribute[0],
                        "longer than the NRF stores (" + NF_TYPE_COLUMN + " characters)");
            }
        }
    }

    /** The 400 with each reason naming the last operation that touched the attribute at fault (TS 29.571 InvalidParam). */
    private static SbiException naming(SbiException e, List<Operation> ops) {
        List<InvalidParam> params = new ArrayList<>();
        for (InvalidParam p : e.invalidParams()) {
            String top = p.param().length() > 1 ? p.param().substring(1).split("/", 2)[0] : "";
            Integer index = null;
            for (Operation o : ops) {
                boolean hit = o.path().isEmpty() || o.path().get(0).equals(top)
                        || (o.op() == Op.MOVE && !o.from().isEmpty() && o.from().get(0).equals(top));
                if (o.op() != Op.TEST && hit) {
                    index = o.index();
                }
            }
            params.add(index == null ? p : new InvalidParam(p.param(), p.reason() + " (failed operation index= " + index + ")"));
        }
        return new SbiException(e.status(), e.cause(), e.getMessage(), params.isEmpty() ? null : params);
    }

    private static Set<String> alwaysChecked() {
        Set<String> names = new LinkedHashSet<>();
        for (RecordComponent c : NFProfile.class.getRecordComponents()) {
            try {
                var field = NFProfile.class.getDeclaredField(c.getName());
                if (field.isAnnotationPresent(NotNull.class)) {
                    JsonProperty renamed = field.getAnnotation(JsonProperty.class);
                    names.add(renamed != null ? renamed.value() : c.getName());
                }
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(e);
            }
        }
        for (Presence rule : NFProfile.class.getAnnotationsByType(Presence.class)) {
            Matcher m = Pattern.compile("has\\(([^)]+)\\)").matcher(rule.value());
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        return Set.copyOf(names);
    }
}
