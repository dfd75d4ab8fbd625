package dev.corebed.diameter;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.ScriptedAnswer;
import java.util.ArrayList;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Scripted answers on the Diameter side: the answer to a request, built as handlers build theirs
 * ({@link DiameterRequest#answer}: Session-Id, Origin-Host, Origin-Realm, Result-Code or
 * Experimental-Result), with the E bit for a protocol error (3xxx), the request's Auth-Application-Id,
 * CC-Request-Type and CC-Request-Number echoed (a CCA must carry them), and the rule's AVPs.
 */
public final class DiameterAnswers {

    private static final List<AvpDef> ECHOED = List.of(Avps.AUTH_APPLICATION_ID, Avps.CC_REQUEST_TYPE, Avps.CC_REQUEST_NUMBER);

    private static final Logger log = LoggerFactory.getLogger(DiameterAnswers.class);

    private final AvpValues values;

    public DiameterAnswers(AvpDictionary dictionary) {
        this.values = new AvpValues(dictionary);
    }

    /**
     * Checks the AVPs of a Diameter scripted answer against the dictionary (a validator for
     * {@link dev.corebed.core.answer.AnswerRules#addValidator}); SBI answers pass.
     */
    public void validate(AnswerRule rule) {
        if (rule.answer() != null && rule.answer().resultCode() != null) {
            prepare(rule.answer().avps());
        }
    }

    private List<AvpValues.Prepared> prepare(List<AnswerRule.Avp> avps) {
        List<AvpValues.Prepared> out = new ArrayList<>();
        if (avps != null) {
            for (int i = 0; i < avps.size(); i++) {
                AnswerRule.Avp a = avps.get(i);
                out.add(values.prepare(a.name(), a.code(), a.vendorId(), a.value(), "/answer/avps/" + i));
            }
        }
        return out;
    }

    /**
     * The answer a scripted answer makes of a request; 5012 DIAMETER_UNABLE_TO_COMPLY (and a warning) if it
     * cannot be built, so the request is answered whatever happens.
     */
    Answer answer(Request request, ScriptedAnswer scripted, String originHost, String originRealm) {
        try {
            return build(request, scripted, originHost, originRealm);
        } catch (RuntimeException e) {
            log.warn("scripted answer {} could not be built", scripted.ruleId(), e);
            Answer answer = DiameterRequest.answer(request, ResultCodes.DIAMETER_UNABLE_TO_COMPLY, originHost, originRealm);
            Avps.ERROR_MESSAGE.add(answer.getAvps(), "scripted answer " + scripted.ruleId() + " could not be built");
            return answer;
        }
    }

    private Answer build(Request request, ScriptedAnswer scripted, String originHost, String originRealm) {
        ResultCode rc = ResultCodes.of(scripted.vendorId(), scripted.resultCode());
        Answer answer = DiameterRequest.answer(request, rc, originHost, originRealm);
        if (rc.protocolError()) {
            answer.setError(true);
        }
        List<AvpValues.Prepared> extra = prepare(scripted.avps());
        AvpSet out = answer.getAvps();
        for (AvpDef echoed : ECHOED) {
            Avp avp = echoed.find(request.getAvps());
            boolean given = extra.stream().anyMatch(p -> p.code() == echoed.code() && p.vendorId() == echoed.vendorId());
            if (avp != null && !given && echoed.find(out) == null) {
                out.addAvp(avp);
            }
        }
        extra.forEach(p -> AvpValues.add(out, p));
        return answer;
    }

    AvpValues values() {
        return values;
    }
}
