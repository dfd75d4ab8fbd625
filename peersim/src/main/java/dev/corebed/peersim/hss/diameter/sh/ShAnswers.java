package dev.corebed.peersim.hss.diameter.sh;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.HssService;
import java.util.List;
import org.jdiameter.api.Answer;

/** What the HSS's Sh handlers share: the request's identity and Service-Indications, and the answer of a result. */
final class ShAnswers {

    private ShAnswers() {}

    static HssService.Identity identity(DiameterRequest request) {
        Sh.UserIdentity id = Sh.userIdentity(request.avps());
        return new HssService.Identity(id.publicIdentity(), id.publicIdentity() == null ? id.msisdn() : null);
    }

    /** The Service-Indications; 5005 when RepositoryData is asked for without one (TS 29.328 §6.1.1). */
    static List<String> serviceIndications(DiameterRequest request, List<Integer> dataReferences) {
        List<String> sis = Sh.serviceIndications(request.avps());
        if (dataReferences.contains(Sh.REPOSITORY_DATA) && sis.isEmpty()) {
            throw DiameterException.missingAvp(Sh.SERVICE_INDICATION);
        }
        return sis;
    }

    /** The command's answer: the result (Result-Code or Experimental-Result), the Error-Message, the User-Data. */
    static Answer answer(DiameterRequest request, HssService.Answer a) {
        Answer answer = Sh.answer(request, a.result());
        if (a.errorMessage() != null) {
            Avps.ERROR_MESSAGE.add(answer.getAvps(), a.errorMessage());
        }
        if (a.userData() != null) {
            Sh.USER_DATA.add(answer.getAvps(), a.userData());
        }
        return answer;
    }
}
