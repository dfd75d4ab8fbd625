package dev.corebed.pcf.diameter;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import java.util.List;
import org.jdiameter.api.AvpSet;

/**
 * The subscriber a Gx or Rx request names in its Subscription-Ids, in the PCF's terms (TS 29.571): the SUPI
 * ({@code imsi-<digits>} from END_USER_IMSI, {@code nai-<nai>} from END_USER_NAI) and the GPSI ({@code msisdn-<digits>}
 * from END_USER_E164). A subscriber known only by its MSISDN is kept under its GPSI. A malformed one is 5004.
 *
 * @param subscriber the SUPI, else the GPSI; null when the request names neither
 */
public record SubscriberIds(String subscriber, String gpsi) {

    /** The longest SUPI or GPSI the data tier keeps. */
    static final int MAX = 128;

    public static SubscriberIds of(AvpSet avps) {
        String supi = null;
        String gpsi = null;
        List<AvpSet> groups = Avps.SUBSCRIPTION_ID.groupedAll(avps);
        for (int i = 0; i < groups.size(); i++) {
            AvpSet g = groups.get(i);
            int type = (int) Avps.SUBSCRIPTION_ID_TYPE.requireNumber(g);
            String data = Avps.SUBSCRIPTION_ID_DATA.requireString(g);
            switch (type) {
                case Avps.SubscriptionId.END_USER_IMSI -> {
                    check(avps, i, data.matches("[0-9]{5,15}"), "an IMSI of 5 to 15 digits");
                    supi = supi == null ? "imsi-" + data : supi;
                }
                case Avps.SubscriptionId.END_USER_NAI -> {
                    check(avps, i, !data.isEmpty() && data.length() <= MAX - 4, "a NAI of 1 to " + (MAX - 4) + " characters");
                    supi = supi == null ? "nai-" + data : supi;
                }
                case Avps.SubscriptionId.END_USER_E164 -> {
                    check(avps, i, data.matches("[0-9]{5,15}"), "an E.164 number of 5 to 15 digits");
                    gpsi = gpsi == null ? "msisdn-" + data : gpsi;
                }
                default -> { } // SIP URIs and private ids name no SUPI or GPSI
            }
        }
        return new SubscriberIds(supi != null ? supi : gpsi, gpsi);
    }

    private static void check(AvpSet avps, int index, boolean ok, String what) {
        if (!ok) {
            throw DiameterException.invalidAvpValue(Avps.SUBSCRIPTION_ID.all(avps).get(index), "Subscription-Id-Data: " + what);
        }
    }
}
