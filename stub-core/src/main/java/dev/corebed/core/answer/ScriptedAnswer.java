package dev.corebed.core.answer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A scripted answer made ready once, when its rule is stored: the SBI body already serialized, the
 * headers as pairs. The transports build each answer from it.
 */
public final class ScriptedAnswer {

    private final String ruleId;
    private final AnswerRule.Answer answer;
    private final String contentType;
    private final byte[] body;
    private final List<String[]> headers;

    ScriptedAnswer(String ruleId, AnswerRule.Answer answer) {
        this.ruleId = ruleId;
        this.answer = answer;
        if (answer.body() != null) {
            body = answer.body().toString().getBytes(StandardCharsets.UTF_8);
            contentType = answer.contentType() != null ? answer.contentType() : "application/json";
        } else if (answer.bodyText() != null) {
            body = answer.bodyText().getBytes(StandardCharsets.UTF_8);
            contentType = answer.contentType() != null ? answer.contentType() : "text/plain; charset=utf-8";
        } else {
            body = new byte[0];
            contentType = answer.contentType();
        }
        List<String[]> h = new ArrayList<>();
        if (answer.headers() != null) {
            for (Map.Entry<String, String> e : answer.headers().entrySet()) {
                if (!e.getKey().toLowerCase(Locale.ROOT).equals("content-type")) {
                    h.add(new String[] {e.getKey(), e.getValue()});
                }
            }
        }
        headers = List.copyOf(h);
    }

    public String ruleId() {
        return ruleId;
    }

    /** The rule's answer as given. */
    public AnswerRule.Answer answer() {
        return answer;
    }

    public int status() {
        return answer.status() == null ? 0 : answer.status();
    }

    /** The content type of the SBI body; null when there is no body. */
    public String contentType() {
        return contentType;
    }

    /** The SBI body; do not modify. */
    public byte[] body() {
        return body;
    }

    /** Extra SBI headers, name and value, content-type excluded (see {@link #contentType()}). */
    public List<String[]> headers() {
        return headers;
    }

    public long resultCode() {
        return answer.resultCode() == null ? 0 : answer.resultCode();
    }

    /** The Experimental-Result's Vendor-Id, or 0 for a Result-Code. */
    public long vendorId() {
        return answer.vendorId() == null ? 0 : answer.vendorId();
    }

    public List<AnswerRule.Avp> avps() {
        return answer.avps() == null ? List.of() : answer.avps();
    }
}
