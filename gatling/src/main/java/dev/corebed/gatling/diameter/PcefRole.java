package dev.corebed.gatling.diameter;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * The PCEF (P-GW) on Gx (TS 29.212), connected to a PCRF: it opens, updates and ends IP-CAN sessions (CCR-I, CCR-U,
 * CCR-T, each session numbering its CC-Request-Numbers) and answers the PCRF's RAR (2001), keeping it for the step
 * that waits for it.
 *
 * <pre>{@code
 * try (PcefRole pcef = new PcefRole("pgw-load.corebed.test", "corebed.test", "127.0.0.1:3868", "pcf.corebed.test",
 *         Duration.ofSeconds(5))) {
 *     PcefRole.Session s = pcef.session("001010000000001", ue, "ims");
 *     pcef.send(s.initial());                  // CCA-I
 *     pcef.received(s.id(), Gx.RAR);           // the RAR the PCRF sends after an AAR
 *     pcef.send(s.update(Gx.RuleReport...));   // CCR-U reporting the rules' status
 *     pcef.send(s.termination());
 * }
 * }</pre>
 */
public final class PcefRole extends DiameterRole {

    public PcefRole(String host, String realm, String pcrf, String pcrfHost, Duration timeout) throws InterruptedException {
        super("pcef", host, realm, pcrf, pcrfHost, Gx.APPLICATION.authApplicationId(), List.of(Gx.RAR), timeout);
    }

    /** An IP-CAN session of a subscriber (IMSI), its UE address and APN. */
    public Session session(String imsi, Inet4Address ue, String apn) {
        return new Session(node().newSessionId(), imsi, ue, apn);
    }

    /** The requests of one IP-CAN session, numbered in the order they are built. */
    public final class Session {
        private final String id;
        private final String imsi;
        private final Inet4Address ue;
        private final String apn;
        private final AtomicInteger next = new AtomicInteger();

        Session(String id, String imsi, Inet4Address ue, String apn) {
            this.id = id;
            this.imsi = imsi;
            this.ue = ue;
            this.apn = apn;
        }

        public String id() {
            return id;
        }

        public Inet4Address ue() {
            return ue;
        }

        /**
         * CCR-I: Subscription-Id (IMSI), Framed-IP-Address, Called-Station-Id (the APN), IP-CAN-Type 3GPP-EPS, RAT-Type
         * EUTRAN, APN-AMBR 50/100 Mbit/s and the default bearer's QoS (QCI 9, ARP 8) as the HSS gave them.
         */
        public Request initial() {
            Request r = request(Avps.INITIAL_REQUEST);
            AvpSet avps = r.getAvps();
            Avps.addSubscriptionId(avps, new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_IMSI, imsi));
            Avps.addFramedIpAddress(avps, ue);
            Gx.IP_CAN_TYPE.add(avps, 5);
            Gx.RAT_TYPE.add(avps, 1004);
            Gx.addApnAggregateMaxBitrate(avps, 50_000_000L, 100_000_000L);
            Gx.addDefaultEpsBearerQos(avps, new Gx.DefaultBearerQos(9, new Gx.Arp(8, false, true)));
            Avps.CALLED_STATION_ID.add(avps, apn);
            return r;
        }

        /** CCR-U reporting these Event-Triggers and Charging-Rule-Reports. */
        public Request update(List<Integer> eventTriggers, List<Gx.RuleReport> reports) {
            Request r = request(Avps.UPDATE_REQUEST);
            eventTriggers.forEach(t -> Gx.EVENT_TRIGGER.add(r.getAvps(), t));
            reports.forEach(report -> Gx.addChargingRuleReport(r.getAvps(), report));
            return r;
        }

        /** CCR-T, Termination-Cause DIAMETER_LOGOUT. */
        public Request termination() {
            Request r = request(Avps.TERMINATION_REQUEST);
            Avps.TERMINATION_CAUSE.add(r.getAvps(), Avps.DIAMETER_LOGOUT);
            return r;
        }

        private Request request(int type) {
            Request r = node().createRequest(Gx.CCR, id, realm(), peerHost());
            Avps.CC_REQUEST_TYPE.add(r.getAvps(), type);
            Avps.CC_REQUEST_NUMBER.add(r.getAvps(), next.getAndIncrement());
            return r;
        }
    }
}
