package dev.corebed.gatling.shcache;

import dev.corebed.gatling.report.SeedFigures;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed Sh Cache benchmark's call model (callmodels/shcache.md §1, §2, §4): 700 sessions/s on one node, five
 * scenarios in the mix 35/35/10/10/10, two REST requests per session, 200,000 subscribers per scenario picked at
 * random, and the seed's p50/p75/p90/p95/p99 per scenario.
 *
 * <p>The sessions, as the digest reads the seed: get-mmtel-services and get-msisdn GET the same data twice (the
 * second GET is a guaranteed hit); put-mmtel-services PUTs new MMTEL-Services data, then GETs it; put-stn-sr PUTs an
 * STN-SR, then GETs it; ue-reachability-subscribe subscribes to UE reachability for IP (SNR), then reads the
 * subscription back. Each scenario has its own pool of subscribers of the HSS simulator's generated population:
 * scenario k uses MSISDNs {@code msisdnFirst + k × 200,000 + i}, so the five pools are disjoint (1,000,000 in all,
 * the simulator's default population).
 */
public final class ShCacheCallModel {

    /** One scenario of the mix: its name (the seed's), share, pool number and the seed's latency (ms). */
    public enum Scenario {
        GET_MMTEL_SERVICES("get-mmtel-services", 0.35, 0, new SeedFigures.Latency(7.3, 17.1, 66.3, 155.4, 325.8)),
        GET_MSISDN("get-msisdn", 0.35, 1, new SeedFigures.Latency(6.1, 17.2, 66.5, 156.5, 326.1)),
        PUT_MMTEL_SERVICES("put-mmtel-services", 0.10, 2, new SeedFigures.Latency(7.5, 22.8, 73.3, 164.1, 336.6)),
        PUT_STN_SR("put-stn-sr", 0.10, 3, new SeedFigures.Latency(6.5, 20.8, 70.6, 162.2, 333.2)),
        UE_REACHABILITY_SUBSCRIBE("ue-reachability-subscribe", 0.10, 4, new SeedFigures.Latency(3.0, 11.9, 59.4, 146.3, 320.9));

        private final String id;
        private final double share;
        private final int pool;
        private final SeedFigures.Latency seedLatency;

        Scenario(String id, double share, int pool, SeedFigures.Latency seedLatency) {
            this.id = id;
            this.share = share;
            this.pool = pool;
            this.seedLatency = seedLatency;
        }

        public String id() {
            return id;
        }

        public double share() {
            return share;
        }

        /** The names of its two requests, as the summary's indented lines show them. */
        public List<String> requests() {
            return switch (this) {
                case GET_MMTEL_SERVICES -> List.of(id + " GET", id + " GET again");
                case GET_MSISDN -> List.of(id + " GET", id + " GET again");
                case PUT_MMTEL_SERVICES -> List.of(id + " PUT", id + " GET");
                case PUT_STN_SR -> List.of(id + " PUT", id + " GET");
                case UE_REACHABILITY_SUBSCRIBE -> List.of(id + " PUT", id + " GET");
            };
        }
    }

    /** The seed's sessions per second at scale 1 (all scenarios). */
    public static final double SEED_SESSIONS = 700;
    /** Subscribers per scenario in the seed's run. */
    public static final int SEED_SUBSCRIBERS = 200_000;
    /** The seed's cache lifetime (the product's default is 24 h). */
    public static final long SEED_TTL_SECONDS = 1200;
    public static final String TITLE = "Sh Cache 700";
    public static final String ID = "shcache";

    /** The first MSISDN of the HSS simulator's generated population (peer.hss.msisdn-first). */
    private final long msisdnFirst;
    private final String domain;
    private final int subscribers;

    /**
     * @param msisdnFirst the HSS's first generated MSISDN
     * @param domain      the domain of its SIP URIs
     * @param subscribers subscribers per scenario (the seed: 200,000; at most 200,000, the pools' spacing)
     */
    public ShCacheCallModel(long msisdnFirst, String domain, int subscribers) {
        if (subscribers < 1 || subscribers > SEED_SUBSCRIBERS) {
            throw new IllegalArgumentException("subscribers per scenario: 1.." + SEED_SUBSCRIBERS + ", got " + subscribers);
        }
        this.msisdnFirst = msisdnFirst;
        this.domain = domain;
        this.subscribers = subscribers;
    }

    public static ShCacheCallModel seed() {
        return new ShCacheCallModel(15550000000L, "ims.corebed.test", SEED_SUBSCRIBERS);
    }

    public int subscribers() {
        return subscribers;
    }

    /** Sessions per second of each scenario at {@code scale}, at least {@code minRate}. */
    public static Map<Scenario, Double> targets(double scale, double minRate) {
        Map<Scenario, Double> t = new LinkedHashMap<>();
        for (Scenario s : Scenario.values()) {
            t.put(s, Math.max(SEED_SESSIONS * s.share() * scale, minRate));
        }
        return t;
    }

    /** What the seed published for each scenario: its sessions/s and latency. */
    public static Map<String, SeedFigures> seedFigures() {
        Map<String, SeedFigures> f = new LinkedHashMap<>();
        for (Scenario s : Scenario.values()) {
            f.put(s.id(), new SeedFigures(SEED_SESSIONS * s.share(), s.seedLatency));
        }
        return f;
    }

    /** The MSISDN of subscriber {@code i} of a scenario's pool. */
    public String msisdn(Scenario s, long i) {
        return Long.toString(msisdnFirst + (long) s.pool * SEED_SUBSCRIBERS + Math.floorMod(i, subscribers));
    }

    /** Its IMS public identity, as the application servers name it: {@code sip:+<msisdn>@<domain>}. */
    public String impu(Scenario s, long i) {
        return "sip:+" + msisdn(s, i) + "@" + domain;
    }

    /** The path of a user's data or subscription, below the apiRoot. */
    public static String path(String impu, String item) {
        return "/sh-cache/v1/users/" + impu + "/" + item;
    }

    public static final String MMTEL = "RepositoryData/MMTEL-Services";
    public static final String MSISDN = "MSISDN";
    public static final String STN_SR = "STN-SR";
    public static final String UE_REACHABILITY = "subscriptions/UEReachabilityForIP";

    /** A new MMTEL-Services document (the cache numbers it); {@code n} varies the content, as a subscriber's changes. */
    public static String mmtelServices(long n) {
        return "<Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication><ServiceData>"
                + "<simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\" xmlns:cp=\"urn:ietf:params:xml:ns:common-policy\">"
                + "<originating-identity-presentation active=\"true\"/><communication-waiting active=\"" + (n % 2 == 0) + "\"/>"
                + "<communication-diversion active=\"true\"><NoReplyTimer>" + (10 + n % 20) + "</NoReplyTimer><cp:ruleset>"
                + "<cp:rule id=\"cfnr\"><cp:conditions><no-answer/></cp:conditions><cp:actions><forward-to><target>"
                + "tel:+1555999" + (n % 10000) + "</target></forward-to></cp:actions></cp:rule></cp:ruleset></communication-diversion>"
                + "</simservs></ServiceData></RepositoryData></Sh-Data>";
    }

    /** An STN-SR document (TS 29.328: the fourth extension of Sh-IMS-Data). */
    public static String stnSr(String msisdn) {
        return "<Sh-Data><Sh-IMS-Data><Extension><Extension><Extension><Extension><STN-SR>88" + msisdn
                + "</STN-SR></Extension></Extension></Extension></Extension></Sh-IMS-Data></Sh-Data>";
    }

    /** The subscription's body: UE reachability for IP until {@code expiry}, one notification. */
    public static String subscription(Instant expiry) {
        return "{\"expiryTime\":\"" + expiry + "\",\"oneTimeNotification\":true}";
    }

    /**
     * The first GETs' miss ratio in the steady state the digest works out (§2): a GET pool revisited every
     * {@code subscribers / rate} seconds, an item kept {@code ttl} seconds from its fill: 1 / (1 + ttl / revisit).
     */
    public static double steadyMissRatio(int subscribers, double sessionsPerSecond, double ttlSeconds) {
        double revisit = subscribers / sessionsPerSecond;
        return 1 / (1 + ttlSeconds / revisit);
    }
}
