package dev.corebed.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A scripted answer: requests that match the pattern get this answer instead of the stub's (its handler never
 * runs, nothing is stored). Made by {@link Corebed#answer(RequestPattern)} and added with
 * {@link StubClient#add(Answer)}:
 *
 * <pre>{@code
 * nrf.add(answer(searchNfInstances().withQuery("target-nf-type", "UDM"))
 *         .status(200).jsonBody("{\"validityPeriod\":60,\"nfInstances\":[]}").times(2));
 * udr.add(answer(readAmPolicyData().withSupi(SUPI)).problem(404, "USER_NOT_FOUND"));
 * bsf.add(answer(aar().withAvp("Framed-IP-Address", "10.45.0.9")).experimentalResult(5063).times(1));
 * }</pre>
 */
public final class Answer extends RuleSpec<Answer> {

    /** 3GPP's Vendor-Id: the default of an Experimental-Result. */
    public static final long VENDOR_3GPP = 10415;

    private Integer status;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private JsonNode body;
    private String bodyText;
    private String contentType;
    private Long resultCode;
    private Long vendorId;
    private final List<AvpSpec> avps = new ArrayList<>();

    Answer(RequestPattern pattern) {
        super(pattern);
    }

    // ---- SBI ----

    public Answer status(int value) {
        status = value;
        return this;
    }

    public Answer header(String name, String value) {
        headers.put(name, value);
        return this;
    }

    /** A JSON body (application/json unless {@link #contentType} says otherwise): JSON text, a JsonNode, a Map, a record. */
    public Answer jsonBody(Object value) {
        body = Wire.toJson(value);
        bodyText = null;
        return this;
    }

    /** A text body (text/plain; charset=utf-8 unless {@link #contentType} says otherwise). */
    public Answer bodyText(String value) {
        bodyText = value;
        body = null;
        return this;
    }

    public Answer contentType(String value) {
        contentType = value;
        return this;
    }

    /** A TS 29.500 error: the status and an application/problem+json ProblemDetails with this cause. */
    public Answer problem(int status, String cause) {
        return problem(status, cause, null);
    }

    public Answer problem(int status, String cause, String detail) {
        ObjectNode p = Wire.JSON.createObjectNode().put("status", status).put("cause", cause);
        if (detail != null) {
            p.put("detail", detail);
        }
        return status(status).jsonBody(p).contentType("application/problem+json");
    }

    // ---- Diameter ----

    /** Result-Code (2001, 5012...). */
    public Answer resultCode(long value) {
        resultCode = value;
        vendorId = null;
        return this;
    }

    /** Experimental-Result with 3GPP's Vendor-Id (5063 REQUESTED_SERVICE_NOT_AUTHORIZED, 5065...). */
    public Answer experimentalResult(long code) {
        return experimentalResult(VENDOR_3GPP, code);
    }

    public Answer experimentalResult(long vendor, long code) {
        resultCode = code;
        vendorId = vendor;
        return this;
    }

    /** An AVP added to the answer, by name as in the stub's dictionary. */
    public Answer avp(String name, Object value) {
        return avps(AvpSpec.avp(name, value));
    }

    public Answer avps(AvpSpec... values) {
        avps.addAll(Arrays.asList(values));
        return this;
    }

    @Override
    public ObjectNode json() {
        boolean sbi = status != null;
        boolean diameter = resultCode != null;
        if (sbi == diameter) {
            throw new IllegalStateException(sbi ? "an answer has either an HTTP status or a Diameter result code, not both"
                    : "an answer needs an HTTP status (status, problem) or a Diameter result code (resultCode, experimentalResult)");
        }
        if (sbi && !avps.isEmpty() || diameter && (!headers.isEmpty() || body != null || bodyText != null)) {
            throw new IllegalStateException("AVPs belong to Diameter answers, headers and bodies to SBI answers");
        }
        ObjectNode n = common();
        ObjectNode a = n.putObject("answer");
        if (sbi) {
            a.put("status", status);
            if (!headers.isEmpty()) {
                ObjectNode h = a.putObject("headers");
                headers.forEach(h::put);
            }
            if (body != null) {
                a.set("body", body);
            }
            if (bodyText != null) {
                a.put("bodyText", bodyText);
            }
            if (contentType != null) {
                a.put("contentType", contentType);
            }
        } else {
            a.put("resultCode", resultCode);
            if (vendorId != null) {
                a.put("vendorId", vendorId);
            }
            if (!avps.isEmpty()) {
                ArrayNode list = a.putArray("avps");
                avps.forEach(x -> list.add(x.json()));
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "answer " + json();
    }
}
