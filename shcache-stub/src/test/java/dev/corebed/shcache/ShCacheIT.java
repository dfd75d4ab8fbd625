package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The seed's five scenarios end to end, each request as a VoLTE TAS or IP-SM-GW sends it (h2c through curl unless a
 * test says otherwise), against the cache connected to the HSS simulator over Diameter Sh: what the REST answer says,
 * what the HSS was sent (the Sh requests and their AVPs, in the simulator's journal) and holds (its data on its
 * management port), and what the cache's data tier holds (the cache's management port).
 */
class ShCacheIT {

    static ShCacheBed bed;
    /** Each test takes subscribers of its own from the simulator's generated population. */
    static final AtomicInteger next = new AtomicInteger(1);

    @BeforeAll
    static void boot() {
        bed = ShCacheBed.start(ShCacheBed.dataDir("shcache"));
    }

    @AfterAll
    static void shutdown() {
        if (bed != null) {
            bed.close();
        }
    }

    static String msisdn() {
        return Long.toString(15550000000L + next.getAndIncrement());
    }

    static String impu(String msisdn) {
        return "sip:+" + msisdn + "@ims.corebed.test";
    }

    static String user(String identity) {
        return bed.rest + "/sh-cache/v1/users/" + identity;
    }

    static Reply get(String url) {
        return HttpProbe.h2c("GET", url, null);
    }

    static Reply putXml(String url, String xml) {
        return HttpProbe.h2c("PUT", url, xml, "-H", "content-type: application/xml");
    }

    static JsonNode cached(String identity) {
        return HttpProbe.http1("GET", bed.admin + "/admin/v1/shcache/users/" + identity, null).json();
    }

    static JsonNode hssSubscriber(String identity) {
        return HttpProbe.http1("GET", bed.hssAdmin + "/admin/v1/hss/subscribers/" + identity, null).json();
    }

    /** The Sh requests of one user the HSS simulator received, by command (UDR, PUR, SNR), oldest first. */
    static JsonNode sent(String command, String identity) {
        return Journal.entries(bed.hssAdmin, "operation=" + command, identity.startsWith("msisdn-")
                ? "avp=MSISDN=" + tbcd(identity.substring(7)) : "avp=Public-Identity=" + identity);
    }

    /** An MSISDN AVP's value as the journal shows it: TBCD octets (TS 29.329 §6.3.2), in hex. */
    static String tbcd(String digits) {
        StringBuilder hex = new StringBuilder("0x");
        for (int i = 0; i < digits.length(); i += 2) {
            hex.append(i + 1 < digits.length() ? digits.charAt(i + 1) : 'f').append(digits.charAt(i));
        }
        return hex.toString();
    }

    static String mmtel(String rule) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication>"
                + "<ServiceData><simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\"><communication-waiting active=\""
                + rule + "\"/></simservs></ServiceData></RepositoryData></Sh-Data>";
    }

    // ------------------------------------------------------------------ get-mmtel-services

    @Test
    void getMmtelServicesMissesOnceThenHits() {
        String id = impu(msisdn());
        double udr = Scrape.hssAnswered(bed, "UDR", "2001");
        Reply first = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.header("content-type")).isEqualTo("application/xml");
        assertThat(first.header("cache-status")).isEqualTo("shcache; fwd=miss");
        assertThat(first.header("etag")).isEqualTo("\"0\"");
        assertThat(first.body()).contains("<ServiceIndication>MMTEL-Services</ServiceIndication><SequenceNumber>0</SequenceNumber>")
                .contains("<simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\"");
        assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).isEqualTo(udr + 1);
        JsonNode uda = sent("UDR", id).get(0);
        assertThat(uda.get("service").asString()).isEqualTo("sh");
        assertThat(uda.get("peer").asString()).isEqualTo(ShCacheBed.CACHE_HOST);
        assertThat(Journal.avp(uda, "Data-Reference").asInt()).isZero();
        assertThat(Journal.avp(uda, "Service-Indication").asString()).isEqualTo("MMTEL-Services");
        assertThat(Journal.avp(uda, "Auth-Session-State").asInt()).as("NO_STATE_MAINTAINED").isEqualTo(1);
        assertThat(Journal.avp(uda, "Destination-Realm").asString()).isEqualTo("corebed.test");
        assertThat(uda.get("resultCode").asInt()).isEqualTo(2001);

        Reply second = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(second.status()).isEqualTo(200);
        assertThat(second.header("cache-status")).isEqualTo("shcache; hit");
        assertThat(second.body()).isEqualTo(first.body());
        assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).as("the second GET is served from the cache").isEqualTo(udr + 1);
        assertThat(sent("UDR", id)).hasSize(1);

        JsonNode row = cached(id).get("items").get(0);
        assertThat(row.get("dataReference").asString()).isEqualTo("RepositoryData");
        assertThat(row.get("serviceIndication").asString()).isEqualTo("MMTEL-Services");
        assertThat(row.get("sequenceNumber").asInt()).isZero();
        assertThat(row.get("expired").asBoolean()).isFalse();
        assertThat(Instant.parse(row.get("expiresAt").asString()))
                .isCloseTo(Instant.parse(row.get("filledAt").asString()).plus(24, ChronoUnit.HOURS), org.assertj.core.api.Assertions.within(1, ChronoUnit.SECONDS));
        assertThat(Scrape.of(bed.admin).sum("stub_shcache_lookups_total", "data_reference=\"RepositoryData\"", "result=\"hit\""))
                .isGreaterThanOrEqualTo(1);
    }

    // ------------------------------------------------------------------ get-msisdn

    @Test
    void getMsisdnAnswersThePublicIdentifiersOfTheHss() {
        String msisdn = msisdn();
        Reply first = get(user(impu(msisdn)) + "/MSISDN");
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.body()).contains("<PublicIdentifiers><MSISDN>" + msisdn + "</MSISDN></PublicIdentifiers>");
        assertThat(first.header("etag")).isNull();
        assertThat(get(user(impu(msisdn)) + "/MSISDN").header("cache-status")).isEqualTo("shcache; hit");
        // the same subscriber asked by its MSISDN (User-Identity {MSISDN}) is another key, read from the HSS
        Reply byMsisdn = get(user("msisdn-" + msisdn) + "/MSISDN");
        assertThat(byMsisdn.status()).isEqualTo(200);
        assertThat(byMsisdn.header("cache-status")).isEqualTo("shcache; fwd=miss");
        assertThat(byMsisdn.body()).contains("<MSISDN>" + msisdn + "</MSISDN>");
        JsonNode byImpu = sent("UDR", impu(msisdn));
        assertThat(byImpu).hasSize(1);
        assertThat(Journal.avp(byImpu.get(0), "Data-Reference").asInt()).isEqualTo(17);
        JsonNode byNumber = sent("UDR", "msisdn-" + msisdn);
        assertThat(byNumber).as("User-Identity {MSISDN}").hasSize(1);
        assertThat(Journal.avp(byNumber.get(0), "Public-Identity")).isNull();
        assertThat(Journal.avp(byNumber.get(0), "Data-Reference").asInt()).isEqualTo(17);
    }

    // ------------------------------------------------------------------ put-mmtel-services

    @Test
    void putMmtelServicesNumbersTheUpdateAndReadsBackWhatWasWritten() {
        String id = impu(msisdn());
        double purs = Scrape.hssAnswered(bed, "PUR", "2001");
        // not cached yet: the cache reads the current SequenceNumber (UDR) and sends the next one
        Reply put = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("false"));
        assertThat(put.status()).isEqualTo(200);
        assertThat(put.header("etag")).isEqualTo("\"1\"");
        assertThat(put.body()).contains("<SequenceNumber>1</SequenceNumber>").contains("communication-waiting active=\"false\"");
        assertThat(Scrape.hssAnswered(bed, "PUR", "2001")).isEqualTo(purs + 1);
        assertThat(sent("UDR", id)).as("the current SequenceNumber read first").hasSize(1);
        JsonNode pur = sent("PUR", id).get(0);
        assertThat(Journal.avp(pur, "Data-Reference").asInt()).isZero();
        assertThat(Journal.avp(pur, "User-Data").asString()).contains("<ServiceIndication>MMTEL-Services</ServiceIndication>"
                + "<SequenceNumber>1</SequenceNumber>").contains("communication-waiting active=\"false\"");
        assertThat(pur.get("resultCode").asInt()).isEqualTo(2001);
        JsonNode stored = hssSubscriber(id).get("repositoryData").get(0);
        assertThat(stored.get("sequenceNumber").asInt()).isEqualTo(1);
        assertThat(stored.get("serviceData").asString()).contains("communication-waiting active=\"false\"");

        Reply read = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(read.header("cache-status")).as("read after write").isEqualTo("shcache; hit");
        assertThat(read.header("etag")).isEqualTo("\"1\"");
        assertThat(read.body()).contains("communication-waiting active=\"false\"");

        Reply again = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("true"));
        assertThat(again.header("etag")).isEqualTo("\"2\"");
        assertThat(sent("UDR", id)).as("the cached SequenceNumber is used: no UDR").hasSize(1);
        assertThat(Journal.avp(sent("PUR", id).get(1), "User-Data").asString()).contains("<SequenceNumber>2</SequenceNumber>");
        assertThat(hssSubscriber(id).get("repositoryData").get(0).get("sequenceNumber").asInt()).isEqualTo(2);
    }

    @Test
    void aSequenceNumberGivenIsSentAsItIsAndAStaleOneIs409() {
        String id = impu(msisdn());
        get(user(id) + "/RepositoryData/MMTEL-Services"); // cached at 0
        String numbered = mmtel("false").replace("</ServiceIndication>", "</ServiceIndication><SequenceNumber>1</SequenceNumber>");
        assertThat(putXml(user(id) + "/RepositoryData/MMTEL-Services", numbered).status()).isEqualTo(200);
        double outOfSync = Scrape.hssAnswered(bed, "PUR", "10415:5105");
        Reply stale = putXml(user(id) + "/RepositoryData/MMTEL-Services", numbered.replace("active=\"false\"", "active=\"true\""));
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.header("content-type")).isEqualTo("application/problem+json");
        assertThat(stale.json().get("cause").asString()).isEqualTo("TRANSPARENT_DATA_OUT_OF_SYNC");
        assertThat(stale.json().get("detail").asString()).contains("DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC");
        assertThat(Scrape.hssAnswered(bed, "PUR", "10415:5105")).isEqualTo(outOfSync + 1);
        assertThat(hssSubscriber(id).get("repositoryData").get(0).get("serviceData").asString()).contains("active=\"false\"");
        JsonNode kept = cached(id).get("items").get(0);
        assertThat(kept.get("sequenceNumber").asInt()).as("the cache's copy was right, and stays").isEqualTo(1);
        assertThat(kept.get("userData").asString()).contains("active=\"false\"");
    }

    @Test
    void anUpdateMadeElsewhereIsCaughtUpWithOneReadAndOneRetry() {
        String id = impu(msisdn());
        get(user(id) + "/RepositoryData/MMTEL-Services"); // cached at 0
        // another application server's update (the simulator changes the data; nobody is subscribed, no PNR)
        assertThat(HttpProbe.http1("POST", bed.hssAdmin + "/admin/v1/hss/pnr", """
                {"userIdentity":"%s","dataReference":"RepositoryData","serviceIndication":"MMTEL-Services"}""".formatted(id))
                .json().get("sent")).isEmpty();
        double udr = Scrape.hssAnswered(bed, "UDR", "2001");
        double conflicts = Scrape.hssAnswered(bed, "PUR", "10415:5105");
        Reply put = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("false"));
        assertThat(put.status()).isEqualTo(200);
        assertThat(put.header("etag")).isEqualTo("\"2\"");
        assertThat(Scrape.hssAnswered(bed, "PUR", "10415:5105")).isEqualTo(conflicts + 1);
        assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).isEqualTo(udr + 1);
        assertThat(hssSubscriber(id).get("repositoryData").get(0).get("sequenceNumber").asInt()).isEqualTo(2);
    }

    @Test
    void deleteRemovesTheRepositoryDataAtTheHssAndInTheCache() {
        String id = impu(msisdn());
        get(user(id) + "/RepositoryData/MMTEL-Services");
        Reply deleted = HttpProbe.h2c("DELETE", user(id) + "/RepositoryData/MMTEL-Services", null);
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(hssSubscriber(id).get("repositoryData")).isEmpty();
        assertThat(cached(id).get("items")).isEmpty();
        Reply gone = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("cause").asString()).isEqualTo("USER_DATA_NOT_FOUND");
        // created again: SequenceNumber 0, as TS 29.328 has it
        Reply created = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("true"));
        assertThat(created.status()).isEqualTo(200);
        assertThat(created.header("etag")).isEqualTo("\"0\"");
    }

    // ------------------------------------------------------------------ put-stn-sr

    @Test
    void putStnSrIsSentAndReadBackFromTheCache() {
        String id = impu(msisdn());
        String doc = "<Sh-Data><Sh-IMS-Data><Extension><Extension><Extension><Extension><STN-SR>4915550001</STN-SR>"
                + "</Extension></Extension></Extension></Extension></Sh-IMS-Data></Sh-Data>";
        Reply put = putXml(user(id) + "/STN-SR", doc);
        assertThat(put.status()).isEqualTo(200);
        assertThat(hssSubscriber(id).get("stnSr").asString()).isEqualTo("4915550001");
        JsonNode pur = sent("PUR", id).get(0);
        assertThat(Journal.avp(pur, "Data-Reference").asInt()).as("STN-SR").isEqualTo(27);
        assertThat(Journal.avp(pur, "User-Data").asString()).contains("<STN-SR>4915550001</STN-SR>");
        double udr = Scrape.hssAnswered(bed, "UDR", "2001");
        Reply read = get(user(id) + "/STN-SR");
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.header("cache-status")).isEqualTo("shcache; hit");
        assertThat(read.body()).contains("<STN-SR>4915550001</STN-SR>");
        assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).isEqualTo(udr);
    }

    // ------------------------------------------------------------------ ue-reachability-subscribe

    @Test
    void ueReachabilitySubscriptionIsHeldAtTheHssAndNotified() {
        String id = impu(msisdn());
        String url = user(id) + "/subscriptions/UEReachabilityForIP";
        Instant asked = Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        Reply sub = HttpProbe.h2c("PUT", url, "{\"expiryTime\":\"" + asked + "\"}");
        assertThat(sub.status()).isEqualTo(200);
        JsonNode s = sub.json();
        assertThat(s.get("dataReference").asString()).isEqualTo("UEReachabilityForIP");
        assertThat(Instant.parse(s.get("expiryTime").asString())).isEqualTo(asked);
        assertThat(s.get("notifications").asInt()).isZero();

        JsonNode atHss = hssSubscriber(id).get("subscriptions").get(0);
        assertThat(atHss.get("dataReference").asString()).isEqualTo("UEReachabilityForIP");
        assertThat(atHss.get("applicationServer").asString()).isEqualTo(ShCacheBed.CACHE_HOST);
        assertThat(Instant.parse(atHss.get("expiryTime").asString())).isEqualTo(asked);
        JsonNode snr = sent("SNR", id).get(0);
        assertThat(Journal.avp(snr, "Subs-Req-Type").asInt()).as("Subscribe").isZero();
        assertThat(Journal.avp(snr, "Data-Reference").asInt()).isEqualTo(25);
        assertThat(Journal.avp(snr, "Expiry-Time").asLong()).as("NTP seconds").isEqualTo(asked.getEpochSecond() + 2_208_988_800L);

        JsonNode sent = HttpProbe.http1("POST", bed.hssAdmin + "/admin/v1/hss/pnr",
                "{\"userIdentity\":\"" + id + "\",\"dataReference\":\"UEReachabilityForIP\"}").json().get("sent");
        assertThat(sent).hasSize(1);
        assertThat(sent.get(0).get("result").asString()).isEqualTo("2001");
        JsonNode notified = get(url).json();
        assertThat(notified.get("notifications").asInt()).isEqualTo(1);
        assertThat(notified.get("lastNotification").asString()).contains("<UEReachabilityForIP><UEIPReachabilityMME>0");
        JsonNode pnr = Journal.last(bed.admin, "operation=PNR", "avp=Public-Identity=" + id);
        assertThat(pnr.get("peer").asString()).isEqualTo(ShCacheBed.HSS_HOST);
        assertThat(pnr.get("resultCode").asInt()).as("the PNA").isEqualTo(2001);

        Reply gone = HttpProbe.h2c("DELETE", url, null);
        assertThat(gone.status()).isEqualTo(200);
        assertThat(hssSubscriber(id).get("subscriptions")).isEmpty();
        assertThat(Journal.avp(sent("SNR", id).get(1), "Subs-Req-Type").asInt()).as("Unsubscribe").isEqualTo(1);
        assertThat(get(url).status()).isEqualTo(404);
    }

    // ------------------------------------------------------------------ PNR

    @Test
    void aPnrUpdatesTheCachedItemAndADeletionInvalidatesIt() {
        String id = impu(msisdn());
        get(user(id) + "/RepositoryData/MMTEL-Services"); // cached at 0
        JsonNode sent = HttpProbe.http1("POST", bed.hssAdmin + "/admin/v1/hss/pnr", """
                {"userIdentity":"%s","dataReference":"RepositoryData","serviceIndication":"MMTEL-Services",
                 "serviceData":"<simservs xmlns=\\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\\"><pushed/></simservs>",
                 "destinationHost":"%s"}""".formatted(id, ShCacheBed.CACHE_HOST)).json().get("sent");
        assertThat(sent.get(0).get("result").asString()).isEqualTo("2001");
        Reply read = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(read.header("cache-status")).isEqualTo("shcache; hit");
        assertThat(read.header("etag")).isEqualTo("\"1\"");
        assertThat(read.body()).contains("<pushed/>");
        JsonNode pnr = Journal.last(bed.admin, "operation=PNR", "avp=Public-Identity=" + id);
        assertThat(Journal.avp(pnr, "User-Data").asString()).contains("<SequenceNumber>1</SequenceNumber>").contains("<pushed/>");
        assertThat(pnr.get("resultCode").asInt()).isEqualTo(2001);

        HttpProbe.http1("POST", bed.hssAdmin + "/admin/v1/hss/pnr", """
                {"userIdentity":"%s","dataReference":"RepositoryData","serviceIndication":"MMTEL-Services","delete":true,
                 "destinationHost":"%s"}""".formatted(id, ShCacheBed.CACHE_HOST));
        assertThat(cached(id).get("items")).isEmpty();
        assertThat(Scrape.of(bed.admin).sum("stub_shcache_notifications_total", "outcome=\"removed\"")).isGreaterThanOrEqualTo(1);
    }

    // ------------------------------------------------------------------ HSS errors

    @Test
    void anUnknownUserIs404AndNothingIsCached() {
        String id = "sip:+19990000000@ims.corebed.test";
        Reply r = get(user(id) + "/MSISDN");
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.json().get("cause").asString()).isEqualTo("USER_UNKNOWN");
        assertThat(r.json().get("detail").asString()).contains("DIAMETER_ERROR_USER_UNKNOWN (10415:5001)");
        assertThat(cached(id).get("items")).isEmpty();
    }

    @Test
    void hssErrorsMapToTheirRestErrorsAndFillNothing() {
        String id = impu(msisdn());
        String[][] cases = {
                // HSS answer (fault rule error), REST status, cause, the result code in the HSS's journal
                {"{\"type\":\"diameter\",\"resultCode\":5102,\"cause\":\"experimental\"}", "403", "USER_DATA_CANNOT_BE_READ", "5102"},
                {"{\"type\":\"diameter\",\"resultCode\":4100,\"cause\":\"experimental\"}", "503", "USER_DATA_NOT_AVAILABLE", "4100"},
                {"{\"type\":\"diameter\",\"resultCode\":3004}", "503", "NF_CONGESTION", "3004"},
                {"{\"type\":\"diameter\",\"resultCode\":5012}", "502", "UNEXPECTED_HSS_ANSWER", "5012"}};
        try {
            for (String[] c : cases) {
                HttpProbe.http1("PUT", bed.hssAdmin + "/admin/v1/faults/udr", "{\"service\":\"sh\",\"operation\":\"UDR\",\"error\":" + c[0] + "}");
                Reply r = get(user(id) + "/RepositoryData/MMTEL-Services");
                assertThat(r.status()).as(c[0]).isEqualTo(Integer.parseInt(c[1]));
                assertThat(r.json().get("cause").asString()).isEqualTo(c[2]);
                assertThat(r.header("retry-after")).isEqualTo(c[1].equals("503") ? "1" : null);
                assertThat(cached(id).get("items")).isEmpty();
                JsonNode udr = Journal.last(bed.hssAdmin, "operation=UDR", "avp=Public-Identity=" + id);
                assertThat(udr.get("fault").asString()).isEqualTo("udr");
                assertThat(udr.get("resultCode").asInt()).as("the HSS's answer").isEqualTo(Integer.parseInt(c[3]));
            }
        } finally {
            HttpProbe.http1("DELETE", bed.hssAdmin + "/admin/v1/faults", null);
        }
        assertThat(get(user(id) + "/RepositoryData/MMTEL-Services").status()).isEqualTo(200);
    }

    @Test
    void aRefusedUpdateChangesNothing() {
        String id = impu(msisdn());
        Reply before = get(user(id) + "/RepositoryData/MMTEL-Services");
        try {
            HttpProbe.http1("PUT", bed.hssAdmin + "/admin/v1/faults/pur", "{\"service\":\"sh\",\"operation\":\"PUR\","
                    + "\"error\":{\"type\":\"diameter\",\"resultCode\":5103,\"cause\":\"experimental\"}}");
            Reply put = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("false"));
            assertThat(put.status()).isEqualTo(403);
            assertThat(put.json().get("cause").asString()).isEqualTo("USER_DATA_CANNOT_BE_MODIFIED");
        } finally {
            HttpProbe.http1("DELETE", bed.hssAdmin + "/admin/v1/faults", null);
        }
        Reply after = get(user(id) + "/RepositoryData/MMTEL-Services");
        assertThat(after.header("cache-status")).isEqualTo("shcache; hit");
        assertThat(after.body()).isEqualTo(before.body());
    }

    // ------------------------------------------------------------------ bad input

    @Test
    void badIdentitiesBodiesAndTypesAre4xxAndSendNothing() {
        String id = impu(msisdn());
        double purs = Scrape.of(bed.hssAdmin).sum("diameter_requests_seconds_count", "command=\"PUR\"");
        double udrs = Scrape.of(bed.hssAdmin).sum("diameter_requests_seconds_count", "command=\"UDR\"");

        Reply badId = get(bed.rest + "/sh-cache/v1/users/alice/MSISDN");
        assertThat(badId.status()).isEqualTo(400);
        assertThat(badId.json().get("cause").asString()).isEqualTo("MANDATORY_IE_INCORRECT");
        assertThat(badId.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("userIdentity");
        assertThat(get(bed.rest + "/sh-cache/v1/users/msisdn-12/MSISDN").status()).isEqualTo(400);

        Reply notXml = putXml(user(id) + "/RepositoryData/MMTEL-Services", "{\"not\":\"xml\"}");
        assertThat(notXml.status()).isEqualTo(400);
        assertThat(notXml.json().get("cause").asString()).isEqualTo("INVALID_MSG_FORMAT");
        Reply otherRoot = putXml(user(id) + "/RepositoryData/MMTEL-Services", "<Other/>");
        assertThat(otherRoot.status()).isEqualTo(400);
        Reply otherSi = putXml(user(id) + "/RepositoryData/MMTEL-Services", mmtel("true").replace(">MMTEL-Services<", ">Other<"));
        assertThat(otherSi.status()).isEqualTo(400);
        assertThat(otherSi.json().get("invalidParams").get(0).get("param").asString())
                .isEqualTo("/Sh-Data/RepositoryData/ServiceIndication");
        Reply noData = putXml(user(id) + "/RepositoryData/MMTEL-Services",
                "<Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication></RepositoryData></Sh-Data>");
        assertThat(noData.status()).isEqualTo(400);
        assertThat(noData.json().get("cause").asString()).isEqualTo("MANDATORY_IE_MISSING");
        Reply badSeq = putXml(user(id) + "/RepositoryData/MMTEL-Services",
                mmtel("true").replace("</ServiceIndication>", "</ServiceIndication><SequenceNumber>70000</SequenceNumber>"));
        assertThat(badSeq.status()).isEqualTo(400);
        Reply json = HttpProbe.h2c("PUT", user(id) + "/RepositoryData/MMTEL-Services", mmtel("true"));
        assertThat(json.status()).isEqualTo(415);
        Reply xxe = putXml(user(id) + "/RepositoryData/MMTEL-Services", "<?xml version=\"1.0\"?><!DOCTYPE Sh-Data ["
                + "<!ENTITY x SYSTEM \"file:///etc/passwd\">]><Sh-Data>&x;</Sh-Data>");
        assertThat(xxe.status()).isEqualTo(400);
        Reply badStn = putXml(user(id) + "/STN-SR", "<Sh-Data><Sh-IMS-Data><Extension><Extension><Extension><Extension>"
                + "<STN-SR>12ab</STN-SR></Extension></Extension></Extension></Extension></Sh-IMS-Data></Sh-Data>");
        assertThat(badStn.status()).isEqualTo(400);
        Reply badSub = HttpProbe.h2c("PUT", user(id) + "/subscriptions/UEReachabilityForIP", "{\"expiryTime\":\"tomorrow\"}");
        assertThat(badSub.status()).isEqualTo(400);
        assertThat(badSub.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/expiryTime");
        assertThat(HttpProbe.h2c("PUT", user(id) + "/subscriptions/IMSI", null).status()).isEqualTo(400);
        assertThat(get(user(id) + "/MSISDN?x=1").status()).isEqualTo(400);

        assertThat(Scrape.of(bed.hssAdmin).sum("diameter_requests_seconds_count", "command=\"PUR\"")).isEqualTo(purs);
        assertThat(Scrape.of(bed.hssAdmin).sum("diameter_requests_seconds_count", "command=\"UDR\"")).isEqualTo(udrs);
        assertThat(Journal.entries(bed.hssAdmin, "avp=Public-Identity=" + id)).as("nothing sent to the HSS").isEmpty();
        assertThat(cached(id).get("items")).isEmpty();
        assertThat(hssSubscriber(id).get("subscriptions")).isEmpty();
    }

    @Test
    void http1AndTlsServeTheSameResources() {
        String id = impu(msisdn());
        Reply h1 = HttpProbe.http1("GET", user(id) + "/MSISDN", null);
        assertThat(h1.status()).isEqualTo(200);
        Reply h2 = HttpProbe.h2tls("GET", bed.tls + "/sh-cache/v1/users/" + id + "/MSISDN", null);
        assertThat(h2.status()).isEqualTo(200);
        assertThat(h2.version()).isEqualTo("HTTP/2");
        assertThat(h2.header("cache-status")).isEqualTo("shcache; hit");
        assertThat(h2.body()).isEqualTo(h1.body());
    }
}
