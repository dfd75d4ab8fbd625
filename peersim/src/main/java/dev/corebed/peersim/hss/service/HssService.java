package dev.corebed.peersim.hss.service;

import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.sh.ShData;
import dev.corebed.peersim.hss.service.Population.Repository;
import dev.corebed.peersim.hss.service.Population.Subscriber;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The HSS's side of Sh (TS 29.328 §6.1, TS 29.329): Sh-Pull answers the data asked for from the population;
 * Sh-Update checks a repository data's SequenceNumber (0 to create, else the stored one's next: out of sync
 * otherwise), stores it or deletes it (no ServiceData), stores an STN-SR, refuses other data, and notifies the other
 * application servers subscribed to what changed; Sh-Subs-Notif keeps subscriptions with the Expiry-Time it grants.
 */
public final class HssService {

    /** Who is asked about: a Public-Identity, or (when null) an MSISDN's digits. */
    public record Identity(String publicIdentity, String msisdn) {
        @Override
        public String toString() {
            return publicIdentity != null ? publicIdentity : "MSISDN " + msisdn;
        }
    }

    /** An answer: its result, the User-Data (or null), and the Error-Message for an error (or null). */
    public record Answer(ResultCode result, byte[] userData, String errorMessage) {
        static Answer ok(byte[] userData) {
            return new Answer(ResultCodes.DIAMETER_SUCCESS, userData, null);
        }

        static Answer error(ResultCode rc, String why) {
            return new Answer(rc, null, why);
        }

        public boolean success() {
            return result.success();
        }
    }

    /** A PUA: the answer, and for repository data the Service-Indication and SequenceNumber stored (else null). */
    public record UpdateAnswer(Answer answer, String serviceIndication, Integer sequenceNumber) {}

    /** An SNA: the answer (User-Data when asked for) and the Expiry-Time granted (null when unsubscribing). */
    public record SubscribeAnswer(Answer answer, Instant expiryTime) {}

    /** The data Sh-Pull and Sh-Subs-Notif serve here: RepositoryData, MSISDN, UEReachabilityForIP, STN-SR. */
    static final Set<Integer> SERVED = Set.of(0, 17, 25, 27);
    static final Map<String, String> REACHABLE = Map.of("UEIPReachabilityMME", "0");

    private final Population population;
    private final HssSubscriptions subscriptions;
    private final PushNotifications notifications;
    private final int maxRepositoryDataSize;
    private final Duration subscriptionExpiry;
    private final boolean notifyOnUpdate;
    private final Clock clock;

    /** @param maxRepositoryDataSize larger ServiceData is refused 5008; subscriptionExpiry: granted at most */
    public HssService(Population population, HssSubscriptions subscriptions, PushNotifications notifications,
                      int maxRepositoryDataSize, Duration subscriptionExpiry, boolean notifyOnUpdate, Clock clock) {
        this.population = population;
        this.subscriptions = subscriptions;
        this.notifications = notifications;
        this.maxRepositoryDataSize = maxRepositoryDataSize;
        this.subscriptionExpiry = subscriptionExpiry;
        this.notifyOnUpdate = notifyOnUpdate;
        this.clock = clock;
    }

    /** Sh-Pull: the data of each Data-Reference (RepositoryData: of each Service-Indication given). */
    public Answer userData(Identity id, List<Integer> dataReferences, List<String> serviceIndications) {
        Subscriber s = population.find(id.publicIdentity(), id.msisdn());
        if (s == null) {
            return unknown(id);
        }
        for (int ref : dataReferences) {
            if (!SERVED.contains(ref)) {
                return Answer.error(ResultCodes.DIAMETER_ERROR_USER_DATA_CANNOT_BE_READ,
                        "Data-Reference " + ref + " is not served by this HSS simulator (0, 17, 25, 27 are)");
            }
        }
        return Answer.ok(data(s, dataReferences, serviceIndications));
    }

    /** The Sh-Data of a subscriber's current data of those Data-References. */
    byte[] data(Subscriber s, List<Integer> dataReferences, List<String> serviceIndications) {
        ShData.Builder b = ShData.builder();
        for (int ref : dataReferences) {
            switch (ref) {
                case 0 -> serviceIndications.forEach(si -> {
                    Repository r = population.repositoryData(s, si);
                    if (r != null) {
                        b.repositoryData(si, r.sequenceNumber(), r.serviceData());
                    }
                });
                case 17 -> {
                    if (s.msisdn() != null) {
                        b.msisdn(s.msisdn());
                    }
                }
                case 25 -> b.ueReachabilityForIp(REACHABLE);
                case 27 -> {
                    String stn = population.stnSr(s);
                    if (stn != null) {
                        b.stnSr(stn);
                    }
                }
                default -> { }
            }
        }
        return b.bytes();
    }

    /** Sh-Update of one Data-Reference by the application server {@code asHost}. */
    public UpdateAnswer profileUpdate(Identity id, int dataReference, byte[] userData, String asHost) {
        Subscriber s = population.find(id.publicIdentity(), id.msisdn());
        if (s == null) {
            return new UpdateAnswer(unknown(id), null, null);
        }
        ShData doc;
        try {
            doc = ShData.parse(userData);
        } catch (ShData.InvalidShData e) {
            return new UpdateAnswer(notRecognized(e.getMessage()), null, null);
        }
        return switch (dataReference) {
            case 0 -> updateRepositoryData(s, doc, asHost);
            case 27 -> {
                String stn = doc.stnSr();
                if (stn == null || !stn.matches("[0-9]{1,15}")) {
                    yield new UpdateAnswer(notRecognized("no STN-SR of 1 to 15 digits in the Sh-Data"), null, null);
                }
                population.setStnSr(s, stn);
                changed(s, 27, "", asHost);
                yield new UpdateAnswer(Answer.ok(null), null, null);
            }
            default -> new UpdateAnswer(Answer.error(ResultCodes.DIAMETER_ERROR_USER_DATA_CANNOT_BE_MODIFIED,
                    "Data-Reference " + dataReference + " cannot be updated over Sh (RepositoryData and STN-SR can)"), null, null);
        };
    }

    private UpdateAnswer updateRepositoryData(Subscriber s, ShData doc, String asHost) {
        List<ShData.RepositoryData> items;
        try {
            items = doc.repositoryData();
        } catch (ShData.InvalidShData e) {
            return new UpdateAnswer(notRecognized(e.getMessage()), null, null);
        }
        if (items.isEmpty()) {
            return new UpdateAnswer(notRecognized("no RepositoryData in the Sh-Data"), null, null);
        }
        for (ShData.RepositoryData r : items) {
            if (r.sequenceNumber() == null) {
                return new UpdateAnswer(notRecognized("RepositoryData " + r.serviceIndication() + " has no SequenceNumber"), null, null);
            }
            if (r.serviceData() != null && r.serviceData().getBytes(StandardCharsets.UTF_8).length > maxRepositoryDataSize) {
                return new UpdateAnswer(Answer.error(ResultCodes.DIAMETER_ERROR_TOO_MUCH_DATA, "ServiceData of "
                        + r.serviceIndication() + " is larger than " + maxRepositoryDataSize + " bytes"), null, null);
            }
        }
        ShData.RepositoryData last = null;
        for (ShData.RepositoryData r : items) {
            boolean[] inSync = {true};
            population.changeRepositoryData(s, r.serviceIndication(), current -> {
                int expected = current == null ? 0 : ShData.nextSequenceNumber(current.sequenceNumber());
                if (r.sequenceNumber() != expected) {
                    inSync[0] = false;
                    return null;
                }
                if (current == null && r.serviceData() == null) {
                    return null; // nothing to delete
                }
                return new Repository(r.sequenceNumber(), r.serviceData());
            });
            if (!inSync[0]) {
                return new UpdateAnswer(Answer.error(ResultCodes.DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC,
                        "SequenceNumber " + r.sequenceNumber() + " of " + r.serviceIndication() + " does not follow the stored one"),
                        null, null);
            }
            changed(s, 0, r.serviceIndication(), asHost);
            last = r;
        }
        return new UpdateAnswer(Answer.ok(null), last.serviceIndication(), last.sequenceNumber());
    }

    private void changed(Subscriber s, int dataReference, String serviceIndication, String asHost) {
        if (notifyOnUpdate) {
            notifications.changed(s, dataReference, serviceIndication, asHost);
        }
    }

    /** Sh-Subs-Notif: subscribe ({@code subscribe}) or unsubscribe the server to each Data-Reference (and Service-Indication). */
    public SubscribeAnswer subscribe(Identity id, boolean subscribe, List<Integer> dataReferences, List<String> serviceIndications,
                                     Instant expiry, boolean oneTime, boolean sendData, String asHost, String asRealm) {
        Subscriber s = population.find(id.publicIdentity(), id.msisdn());
        if (s == null) {
            return new SubscribeAnswer(unknown(id), null);
        }
        for (int ref : dataReferences) {
            if (!SERVED.contains(ref)) {
                return new SubscribeAnswer(Answer.error(ResultCodes.DIAMETER_ERROR_USER_DATA_CANNOT_BE_NOTIFIED,
                        "notifications of Data-Reference " + ref + " are not offered (0, 17, 25, 27 are)"), null);
            }
        }
        Instant now = clock.instant();
        Instant latest = now.plus(subscriptionExpiry);
        Instant granted = !subscribe ? null : expiry == null || expiry.isAfter(latest) ? latest : expiry;
        String identity = id.publicIdentity() != null ? id.publicIdentity() : id.msisdn();
        for (int ref : dataReferences) {
            for (String si : ref == 0 ? serviceIndications : List.of("")) {
                HssSubscriptions.Key key = new HssSubscriptions.Key(s.key(), ref, si, asHost);
                if (subscribe) {
                    subscriptions.add(new HssSubscriptions.Subscription(key, identity, id.publicIdentity() == null, asRealm,
                            granted, oneTime));
                } else {
                    subscriptions.remove(key);
                }
            }
        }
        byte[] data = subscribe && sendData ? data(s, dataReferences, serviceIndications) : null;
        return new SubscribeAnswer(Answer.ok(data), granted);
    }

    private static Answer unknown(Identity id) {
        return Answer.error(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN, "no subscriber " + id);
    }

    private static Answer notRecognized(String why) {
        return Answer.error(ResultCodes.DIAMETER_ERROR_USER_DATA_NOT_RECOGNIZED, why);
    }
}
