package dev.corebed.launcher.fuzz;

import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * One generated request and what it means: the decoded path parameters, query and body the bytes
 * stand for (for the schema oracle), and whether it is malformed whatever the schema says (an escape or
 * UTF-8 sequence that does not decode, a body that is not one JSON text).
 *
 * @param kind        what was mutated, for the report ("query target-nf-type: 2^63")
 * @param target      the request-target octets as sent
 * @param contentType the media type sent (null: none)
 * @param json        the body as JSON when it is well formed JSON, else null
 * @param form        the body as form fields when the operation takes a form, else null
 */
public record FuzzInput(String kind, String method, byte[] target, Map<String, String> headers, byte[] body,
                        boolean malformed, Map<String, String> pathParams, Map<String, List<String>> query,
                        String contentType, JsonNode json, Map<String, List<String>> form) {}
