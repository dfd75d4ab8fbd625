package dev.corebed.nrf.sbi;

import static dev.corebed.nrf.service.AccessTokenErr.INVALID_REQUEST;
import static dev.corebed.nrf.service.AccessTokenErr.INVALID_SCOPE;
import static dev.corebed.nrf.service.AccessTokenErr.UNSUPPORTED_GRANT_TYPE;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.Violation;
import dev.corebed.model.ts29510.AccessTokenReq;
import dev.corebed.nrf.service.AccessTokenException;
import dev.corebed.sbi.UriDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The application/x-www-form-urlencoded body of AccessTokenRequest (TS29510_Nnrf_AccessToken.yaml) bound to
 * the model's AccessTokenReq: strictly percent-decoded (sbi-core's {@link UriDecoder}), each field as the yaml
 * encodes it (the {@code contentType: application/json} ones as JSON, targetNsiList as repeated pairs, the others
 * as strings), then checked against the Rel-17 schema. A refusal is an AccessTokenErr (RFC 6749 §5.2), not a
 * ProblemDetails: unsupported_grant_type for a grant_type other than client_credentials, invalid_scope for a
 * scope that is no list of service names, invalid_request for anything else (a field missing, repeated, empty,
 * not decodable or not of its type).
 */
final class AccessTokenForm {

    /** The fields the yaml's encoding sends as JSON. */
    private static final Set<String> JSON = Set.of("requesterPlmn", "requesterPlmnList", "requesterSnssaiList",
            "requesterSnpnList", "targetPlmn", "targetSnpn", "targetSnssaiList");
    /** The one field sent as several pairs (style form, explode true); RFC 6749 §3.2 forbids repeating any other. */
    private static final String REPEATABLE = "targetNsiList";
    /** The grant type of TS 33.501 §13.4.1.1: the one the yaml allows. */
    private static final String CLIENT_CREDENTIALS = "client_credentials";

    private AccessTokenForm() {}

    static AccessTokenReq parse(byte[] body) {
        Map<String, List<String>> form;
        try {
            form = UriDecoder.decodeForm(new String(body, StandardCharsets.ISO_8859_1));
        } catch (UriDecoder.MalformedException e) {
            throw invalid(e.component() + " is not application/x-www-form-urlencoded UTF-8: " + e.getMessage());
        }
        ObjectNode tree = StrictJson.MAPPER.createObjectNode();
        for (Map.Entry<String, List<String>> field : form.entrySet()) {
            String name = field.getKey();
            List<String> values = field.getValue();
            if (values.size() > 1 && !name.equals(REPEATABLE)) {
                throw invalid(name + " is repeated");
            }
            if (values.stream().anyMatch(String::isEmpty)) {
                throw invalid(name + " is empty");
            }
            if (name.equals(REPEATABLE)) {
                ArrayNode items = tree.putArray(name);
                values.forEach(items::add);
            } else if (JSON.contains(name)) {
                try {
                    tree.set(name, StrictJson.MAPPER.readTree(values.get(0)));
                } catch (JacksonException e) {
                    throw invalid(name + " is not JSON: " + e.getOriginalMessage());
                }
            } else {
                tree.put(name, values.get(0));
            }
        }
        String grantType = tree.has("grant_type") ? tree.get("grant_type").asString() : null;
        if (grantType != null && !grantType.equals(CLIENT_CREDENTIALS)) {
            throw new AccessTokenException(UNSUPPORTED_GRANT_TYPE, "grant_type " + grantType + " is not supported; the NRF grants "
                    + CLIENT_CREDENTIALS);
        }
        try {
            return StrictJson.read(tree, AccessTokenReq.class);
        } catch (ModelException e) {
            throw refusal(e.violations());
        }
    }

    /** invalid_scope when the scope alone is wrong, else invalid_request naming the first field at fault. */
    private static AccessTokenException refusal(List<Violation> violations) {
        boolean scopeOnly = violations.stream().allMatch(v -> v.pointer().equals("/scope") && v.kind() == Violation.Kind.INCORRECT);
        Violation first = violations.get(0);
        String field = first.pointer().isEmpty() ? "the body" : first.pointer().substring(1);
        String description = first.kind() == Violation.Kind.MISSING ? field + " is missing" : field + ": " + first.reason();
        return new AccessTokenException(scopeOnly ? INVALID_SCOPE : INVALID_REQUEST, description);
    }

    private static AccessTokenException invalid(String description) {
        return new AccessTokenException(INVALID_REQUEST, description);
    }
}
