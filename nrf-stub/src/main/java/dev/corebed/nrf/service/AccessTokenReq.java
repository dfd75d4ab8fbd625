package dev.corebed.nrf.service;

import static dev.corebed.nrf.service.AccessTokenErr.INVALID_REQUEST;
import static dev.corebed.nrf.service.AccessTokenErr.INVALID_SCOPE;
import static dev.corebed.nrf.service.AccessTokenErr.UNSUPPORTED_GRANT_TYPE;

import dev.corebed.sbi.Json;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * AccessTokenReq of TS 29.510 (TS29510_Nnrf_AccessToken.yaml), decoded from its
 * application/x-www-form-urlencoded body and checked. The fields the yaml encodes as JSON
 * (requesterPlmn, targetSnssaiList...) are parsed; those that do not go into the token are only checked.
 */
public record AccessTokenReq(
        String nfInstanceId,
        String nfType,
        String targetNfType,
        String scope,
        String targetNfInstanceId,
        JsonNode requesterPlmn,
        JsonNode targetPlmn,
        JsonNode targetSnpn,
        JsonNode targetSnssaiList,
        List<String> targetNsiList,
        String targetNfSetId,
        String targetNfServiceSetId,
        String sourceNfInstanceId) {

    public static final String GRANT_TYPE = "client_credentials";
    /** The scope pattern of the yaml: service names or additional scopes, separated by one space. */
    private static final Pattern SCOPE = Pattern.compile("([a-zA-Z0-9_:-]+)( [a-zA-Z0-9_:-]+)*");
    /** The one field sent as several pairs (encoding style form, explode true); RFC 6749 §3.2 forbids repeating any other. */
    private static final String REPEATABLE = "targetNsiList";

    /** The requested scopes, one per service name or additional scope. */
    public List<String> scopes() {
        return Arrays.asList(scope.split(" "));
    }

    /**
     * Decodes and checks a request body. Unknown fields are ignored (RFC 6749 §3.2).
     *
     * @throws AccessTokenException invalid_request, unsupported_grant_type or invalid_scope
     */
    public static AccessTokenReq parse(byte[] body) {
        Map<String, List<String>> form = decode(new String(body, StandardCharsets.ISO_8859_1));
        form.forEach((name, values) -> {
            if (values.size() > 1 && !name.equals(REPEATABLE)) {
                throw invalid(name + " is repeated");
            }
        });
        String grantType = field(form, "grant_type");
        if (grantType == null) {
            throw invalid("grant_type is missing");
        }
        if (!grantType.equals(GRANT_TYPE)) {
            throw new AccessTokenException(UNSUPPORTED_GRANT_TYPE, "grant_type " + grantType + " is not supported; the NRF grants " + GRANT_TYPE);
        }
        String nfInstanceId = uuid(form, "nfInstanceId");
        if (nfInstanceId == null) {
            throw invalid("nfInstanceId is missing");
        }
        String scope = field(form, "scope");
        if (scope == null) {
            throw invalid("scope is missing");
        }
        if (!SCOPE.matcher(scope).matches()) {
            throw new AccessTokenException(INVALID_SCOPE, "scope is malformed: " + scope);
        }
        String nfType = field(form, "nfType");
        String targetNfType = field(form, "targetNfType");
        String targetNfInstanceId = uuid(form, "targetNfInstanceId");
        // A token is for an NF type (then the requester says its own) or for NF instances.
        if (targetNfType == null && targetNfInstanceId == null) {
            throw invalid("targetNfType or targetNfInstanceId is required");
        }
        if (targetNfType != null && nfType == null) {
            throw invalid("nfType is required with targetNfType");
        }
        json(form, "requesterPlmnList", true);
        json(form, "requesterSnssaiList", true);
        json(form, "requesterSnpnList", true);
        List<String> nsis = form.get(REPEATABLE);
        if (nsis != null && nsis.stream().anyMatch(String::isEmpty)) {
            throw invalid(REPEATABLE + " has an empty item");
        }
        return new AccessTokenReq(nfInstanceId, nfType, targetNfType, scope, targetNfInstanceId,
                json(form, "requesterPlmn", false), json(form, "targetPlmn", false), json(form, "targetSnpn", false),
                json(form, "targetSnssaiList", true), nsis, field(form, "targetNfSetId"),
                field(form, "targetNfServiceSetId"), uuid(form, "sourceNfInstanceId"));
    }

    private static Map<String, List<String>> decode(String body) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            try {
                String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                form.computeIfAbsent(name, n -> new ArrayList<>(1)).add(value);
            } catch (IllegalArgumentException e) {
                throw invalid("the body is not application/x-www-form-urlencoded: " + e.getMessage());
            }
        }
        return form;
    }

    /** The field's value; null when absent. Present but empty is malformed. */
    private static String field(Map<String, List<String>> form, String name) {
        List<String> values = form.get(name);
        if (values == null) {
            return null;
        }
        if (values.get(0).isEmpty()) {
            throw invalid(name + " is empty");
        }
        return values.get(0);
    }

    /** An NfInstanceId: a UUID (TS 29.571). */
    private static String uuid(Map<String, List<String>> form, String name) {
        String value = field(form, name);
        if (value != null) {
            try {
                UUID.fromString(value);
            } catch (IllegalArgumentException e) {
                throw invalid(name + " is not a UUID: " + value);
            }
        }
        return value;
    }

    /** A field the yaml sends as JSON (encoding contentType application/json): a PlmnId-like object, or an array. */
    private static JsonNode json(Map<String, List<String>> form, String name, boolean array) {
        String value = field(form, name);
        if (value == null) {
            return null;
        }
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(value);
        } catch (JacksonException e) {
            throw invalid(name + " is not JSON: " + e.getOriginalMessage());
        }
        if (array ? !node.isArray() || node.isEmpty() : !node.isObject()) {
            throw invalid(name + " must be a JSON " + (array ? "array with at least one item" : "object"));
        }
        return node;
    }

    private static AccessTokenException invalid(String description) {
        return new AccessTokenException(INVALID_REQUEST, description);
    }
}
