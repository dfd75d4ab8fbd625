package dev.corebed.shcache.diameter.sh;

import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sh.ShData;
import dev.corebed.shcache.service.ShNotifications;
import dev.corebed.shcache.service.UserIdentity;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Push-Notification-Request from the HSS (TS 29.329 §6.1.7): the changed data updates or invalidates the cache
 * ({@link ShNotifications}), then PNA 2001. A User-Data that is not Sh-Data is answered
 * DIAMETER_ERROR_USER_DATA_NOT_RECOGNIZED (5100) and changes nothing; an over-long identity 5004.
 */
@Component
public class ShPnrHandler {

    private final ShNotifications notifications;

    public ShPnrHandler(ShNotifications notifications) {
        this.notifications = notifications;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        Sh.UserIdentity id = Sh.userIdentity(request.avps());
        UserIdentity user;
        if (id.publicIdentity() != null) {
            if (id.publicIdentity().isEmpty() || id.publicIdentity().length() > UserIdentity.MAX_LENGTH) {
                throw DiameterException.invalidAvpValue(Sh.PUBLIC_IDENTITY.find(Sh.USER_IDENTITY.requireGrouped(request.avps())),
                        "a public identity of 1 to " + UserIdentity.MAX_LENGTH + " characters");
            }
            user = new UserIdentity(id.publicIdentity(), null);
        } else {
            user = new UserIdentity("msisdn-" + id.msisdn(), id.msisdn());
        }
        byte[] userData = Sh.USER_DATA.octets(request.avps());
        try {
            return notifications.notify(user, userData).thenApply(outcome -> Sh.answer(request, ResultCodes.DIAMETER_SUCCESS));
        } catch (ShData.InvalidShData e) {
            throw new DiameterException(ResultCodes.DIAMETER_ERROR_USER_DATA_NOT_RECOGNIZED,
                    "User-Data is not Sh-Data (" + e.where() + "): " + e.getMessage());
        }
    }
}
