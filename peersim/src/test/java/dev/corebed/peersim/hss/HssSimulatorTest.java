package dev.corebed.peersim.hss;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sh.ShData;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * The HSS simulator as an application server sees it: an AS node (diameter-core) connected to it sends UDR, PUR and
 * SNR and answers its PNRs; what each answer carries (result, User-Data, Expiry-Time, Repository-Data-ID) and what the
 * simulator then holds on its management port.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HssSimulatorTest {

    static final String AS = "as.corebed.test";
    static final String REALM = "corebed.test";

    ConfigurableApplicationContext hss;
    DiameterNode as;
    String admin;
    final List<Request> pnrs = new CopyOnWriteArrayList<>();

    @BeforeAll
    void start() throws InterruptedException {
        hss = new SpringApplicationBuilder(HssSimulator.class).properties(Map.of("spring.config.name", HssSimulator.CONFIG_NAME))
                .run("--admin.port=0", "--diameter.port=0", "--diameter.bind-address=127.0.0.1", "--peer.hss.subscribers=100",
                        "--peer.hss.subscription-expiry=1h");
        admin = "http://127.0.0.1:" + hss.getBean(SbiEndpoints.class).adminPort();
        int port = hss.getBean(DiameterNode.class).port();
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", AS, REALM, List.of(), 10415, "test",
                List.of(new DiameterProperties.Application(10415, 16777217)),
                List.of(new DiameterProperties.Peer("aaa://hss.corebed.test:" + port, REALM, "127.0.0.1", true)), true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(5), false);
        as = new DiameterNode("as", props, List.of(new DiameterRoute(Sh.PNR, r -> {
            pnrs.add(r.message());
            return CompletableFuture.completedFuture(Sh.answer(r, ResultCodes.DIAMETER_SUCCESS));
        })), null, null, null);
        as.start();
        assertThat(as.awaitOpen("hss.corebed.test", Duration.ofSeconds(15))).isTrue();
    }

    @AfterAll
    void stop() {
        if (as != null) {
            as.stop();
        }
        if (hss != null) {
            hss.close();
        }
    }

    Answer call(Request r) throws Exception {
        return as.send(r, Duration.ofSeconds(5)).toCompletableFuture().get(6, TimeUnit.SECONDS);
    }

    Request request(dev.corebed.diameter.Command c, String identity) {
        Request r = Sh.request(as, c, REALM, null);
        Sh.addUserIdentity(r.getAvps(), identity.startsWith("msisdn-") ? new Sh.UserIdentity(null, identity.substring(7))
                : new Sh.UserIdentity(identity, null));
        return r;
    }

    Answer udr(String identity, int ref, String si) throws Exception {
        Request r = request(Sh.UDR, identity);
        if (si != null) {
            Sh.addServiceIndication(r.getAvps(), si);
        }
        Sh.DATA_REFERENCE.add(r.getAvps(), ref);
        return call(r);
    }

    Answer pur(String identity, int ref, byte[] shData) throws Exception {
        Request r = request(Sh.PUR, identity);
        Sh.DATA_REFERENCE.add(r.getAvps(), ref);
        Sh.USER_DATA.add(r.getAvps(), shData);
        return call(r);
    }

    static ResultCode result(Answer a) {
        return Avps.resultCode(a.getAvps());
    }

    static ShData userData(Answer a) {
        return ShData.parse(Sh.USER_DATA.octets(a.getAvps()));
    }

    @Test
    void udrAnswersTheGeneratedDataOfASubscriberByAnyOfItsIdentities() throws Exception {
        Answer repo = udr("sip:+15550000001@ims.corebed.test", 0, "MMTEL-Services");
        assertThat(result(repo)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.AUTH_SESSION_STATE.number(repo.getAvps(), -1)).isEqualTo(Avps.NO_STATE_MAINTAINED);
        ShData.RepositoryData data = userData(repo).repositoryData("MMTEL-Services");
        assertThat(data.sequenceNumber()).isZero();
        assertThat(data.serviceData()).startsWith("<simservs").contains("tel:+15550000001");
        assertThat(userData(udr("tel:+15550000001", 17, null)).msisdns()).containsExactly("15550000001");
        assertThat(userData(udr("msisdn-15550000001", 27, null)).stnSr()).isEqualTo("9915550000001");
        assertThat(userData(udr("sip:+15550000001@ims.corebed.test", 25, null)).ueReachabilityForIp())
                .containsEntry("UEIPReachabilityMME", "0");
        // no such repository data: 2001 and an Sh-Data without it
        assertThat(userData(udr("sip:+15550000001@ims.corebed.test", 0, "Other")).repositoryData()).isEmpty();
    }

    @Test
    void unknownUsersAndUnservedDataAreTheirSpecsResults() throws Exception {
        assertThat(result(udr("sip:+15559999999@ims.corebed.test", 17, null))).isEqualTo(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN);
        assertThat(result(udr("sip:+15550000100@ims.corebed.test", 17, null))).as("past the 100 generated")
                .isEqualTo(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN);
        assertThat(result(udr("sip:+15550000002@ims.corebed.test", 14, null)))
                .isEqualTo(ResultCodes.DIAMETER_ERROR_USER_DATA_CANNOT_BE_READ);
        assertThat(result(udr("sip:+15550000002@ims.corebed.test", 0, null))).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP);
        assertThat(result(pur("sip:+15550000002@ims.corebed.test", 17, ShData.msisdn(List.of("1")))))
                .isEqualTo(ResultCodes.DIAMETER_ERROR_USER_DATA_CANNOT_BE_MODIFIED);
        assertThat(result(pur("sip:+15550000002@ims.corebed.test", 0, "<x/>".getBytes())))
                .isEqualTo(ResultCodes.DIAMETER_ERROR_USER_DATA_NOT_RECOGNIZED);
    }

    @Test
    void purChecksSequenceNumbersCreatesUpdatesAndDeletes() throws Exception {
        String id = "sip:+15550000003@ims.corebed.test";
        Answer stale = pur(id, 0, ShData.repositoryData("MMTEL-Services", 5, "<a/>"));
        assertThat(result(stale)).isEqualTo(ResultCodes.DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC);
        Answer updated = pur(id, 0, ShData.repositoryData("MMTEL-Services", 1, "<a/>"));
        assertThat(result(updated)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Sh.repositoryDataId(updated.getAvps())).isEqualTo(new Sh.RepositoryDataId("MMTEL-Services", 1));
        assertThat(userData(udr(id, 0, "MMTEL-Services")).repositoryData("MMTEL-Services"))
                .isEqualTo(new ShData.RepositoryData("MMTEL-Services", 1, "<a/>"));
        assertThat(result(pur(id, 0, ShData.repositoryData("MMTEL-Services", 2, null)))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(userData(udr(id, 0, "MMTEL-Services")).repositoryData()).isEmpty();
        assertThat(result(pur(id, 0, ShData.repositoryData("MMTEL-Services", 3, "<b/>")))).as("created again: 0")
                .isEqualTo(ResultCodes.DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC);
        assertThat(result(pur(id, 0, ShData.repositoryData("MMTEL-Services", 0, "<b/>")))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(result(pur(id, 27, ShData.stnSr("4915550001")))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        JsonNode stored = HttpProbe.http1("GET", admin + "/admin/v1/hss/subscribers/" + id, null).json();
        assertThat(stored.get("stnSr").asString()).isEqualTo("4915550001");
        assertThat(stored.get("repositoryData").get(0).get("serviceData").asString()).isEqualTo("<b/>");
    }

    @Test
    void snrGrantsAnExpiryTimeSendsTheDataAndThePnrsFollow() throws Exception {
        String id = "sip:+15550000004@ims.corebed.test";
        Request snr = request(Sh.SNR, id);
        Sh.SEND_DATA_INDICATION.add(snr.getAvps(), Sh.USER_DATA_REQUESTED);
        Sh.SUBS_REQ_TYPE.add(snr.getAvps(), Sh.SUBSCRIBE);
        Sh.DATA_REFERENCE.add(snr.getAvps(), 25);
        Sh.addExpiryTime(snr.getAvps(), Instant.now().plus(3, ChronoUnit.DAYS));
        Answer sna = call(snr);
        assertThat(result(sna)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Sh.expiryTime(sna.getAvps())).as("at most peer.hss.subscription-expiry")
                .isBetween(Instant.now().plus(55, ChronoUnit.MINUTES), Instant.now().plus(61, ChronoUnit.MINUTES));
        assertThat(userData(sna).ueReachabilityForIp()).isNotNull();
        JsonNode subs = HttpProbe.http1("GET", admin + "/admin/v1/hss/subscribers/" + id, null).json().get("subscriptions");
        assertThat(subs.get(0).get("applicationServer").asString()).isEqualTo(AS);

        pnrs.clear();
        JsonNode sent = HttpProbe.http1("POST", admin + "/admin/v1/hss/pnr",
                "{\"userIdentity\":\"" + id + "\",\"dataReference\":\"UEReachabilityForIP\"}", "content-type", "application/json")
                .json().get("sent");
        assertThat(sent.get(0).get("result").asString()).isEqualTo("2001");
        Request pnr = pnrs.get(0);
        AvpSet avps = pnr.getAvps();
        assertThat(Avps.DESTINATION_HOST.string(avps)).isEqualTo(AS);
        assertThat(Sh.userIdentity(avps)).isEqualTo(new Sh.UserIdentity(id, null));
        assertThat(ShData.parse(Sh.USER_DATA.octets(avps)).ueReachabilityForIp()).containsEntry("UEIPReachabilityMME", "0");

        // an update by another server notifies this one of the data it subscribed to
        Request repoSnr = request(Sh.SNR, id);
        Sh.addServiceIndication(repoSnr.getAvps(), "MMTEL-Services");
        Sh.SUBS_REQ_TYPE.add(repoSnr.getAvps(), Sh.SUBSCRIBE);
        Sh.DATA_REFERENCE.add(repoSnr.getAvps(), 0);
        assertThat(result(call(repoSnr))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        pnrs.clear();
        HttpProbe.http1("POST", admin + "/admin/v1/hss/pnr", "{\"userIdentity\":\"" + id
                + "\",\"dataReference\":\"RepositoryData\",\"serviceIndication\":\"MMTEL-Services\",\"serviceData\":\"<new/>\"}",
                "content-type", "application/json");
        assertThat(ShData.parse(Sh.USER_DATA.octets(pnrs.get(0).getAvps())).repositoryData("MMTEL-Services"))
                .isEqualTo(new ShData.RepositoryData("MMTEL-Services", 1, "<new/>"));

        Request unsub = request(Sh.SNR, id);
        Sh.SUBS_REQ_TYPE.add(unsub.getAvps(), Sh.UNSUBSCRIBE);
        Sh.DATA_REFERENCE.add(unsub.getAvps(), 25);
        assertThat(result(call(unsub))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Sh.expiryTime(call(unsub).getAvps())).isNull();
    }

    @Test
    void pnrsGoAtTheConfiguredRate() throws Exception {
        String id = "sip:+15550000005@ims.corebed.test";
        Request snr = request(Sh.SNR, id);
        Sh.SUBS_REQ_TYPE.add(snr.getAvps(), Sh.SUBSCRIBE);
        Sh.DATA_REFERENCE.add(snr.getAvps(), 17);
        assertThat(result(call(snr))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        pnrs.clear();
        try {
            assertThat(HttpProbe.http1("PUT", admin + "/admin/v1/hss/pnr/rate", "{\"rate\":20,\"dataReference\":\"MSISDN\"}",
                    "content-type", "application/json").json().get("rate").asDouble()).isEqualTo(20);
            Thread.sleep(1000);
        } finally {
            HttpProbe.http1("PUT", admin + "/admin/v1/hss/pnr/rate", "{\"rate\":0}", "content-type", "application/json");
        }
        assertThat(pnrs).hasSizeGreaterThanOrEqualTo(5);
        assertThat(ShData.parse(Sh.USER_DATA.octets(pnrs.get(0).getAvps())).msisdns()).containsExactly("15550000005");
        assertThat(HttpProbe.http1("GET", admin + "/metrics", null).body()).containsPattern("peer_hss_pnr_total\\{[^}]*result=\"2001\"");
    }

    @Test
    void provisionedSubscribersHaveTheirOwnIdentitiesAndDataAndBadBodiesAreRefused() throws Exception {
        var created = HttpProbe.http1("PUT", admin + "/admin/v1/hss/subscribers/sip:alice@ims.corebed.test", """
                {"identities":["tel:+4915112345678"],"msisdn":"4915112345678",
                 "repositoryData":[{"serviceIndication":"MMTEL-Services","sequenceNumber":7,"serviceData":"<simservs/>"}]}""",
                "content-type", "application/json");
        assertThat(created.status()).isEqualTo(201);
        assertThat(userData(udr("sip:alice@ims.corebed.test", 0, "MMTEL-Services")).repositoryData("MMTEL-Services"))
                .isEqualTo(new ShData.RepositoryData("MMTEL-Services", 7, "<simservs/>"));
        assertThat(userData(udr("msisdn-4915112345678", 17, null)).msisdns()).containsExactly("4915112345678");
        for (String bad : List.of("{\"repositoryData\":[{\"serviceIndication\":\"X\",\"serviceData\":\"<open>\"}]}",
                "{\"msisdn\":\"12ab\"}", "{\"repositoryData\":[{\"serviceIndication\":\"X\",\"sequenceNumber\":70000,\"serviceData\":\"<a/>\"}]}",
                "[1]")) {
            var r = HttpProbe.http1("PUT", admin + "/admin/v1/hss/subscribers/sip:bob@ims.corebed.test", bad, "content-type", "application/json");
            assertThat(r.status()).as(bad).isEqualTo(400);
        }
        // a misspelt field is refused, naming it, rather than ignored
        for (String[] c : new String[][] {{"/admin/v1/hss/subscribers/sip:bob@ims.corebed.test", "PUT", "{\"msisdnn\":\"4915112345679\"}", "/msisdnn"},
                {"/admin/v1/hss/subscribers/sip:bob@ims.corebed.test", "PUT",
                        "{\"repositoryData\":[{\"serviceIndication\":\"X\",\"serviceData\":\"<a/>\",\"seq\":1}]}", "/repositoryData/0/seq"},
                {"/admin/v1/hss/pnr", "POST", "{\"userIdentity\":\"tel:+15550000001\",\"dataReference\":\"MSISDN\",\"destHost\":\"x\"}", "/destHost"},
                {"/admin/v1/hss/pnr/rate", "PUT", "{\"rate\":1,\"dataRef\":\"MSISDN\"}", "/dataRef"}}) {
            var r = HttpProbe.http1(c[1], admin + c[0], c[2], "content-type", "application/json");
            assertThat(r.status()).as(c[2]).isEqualTo(400);
            assertThat(r.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(c[3]);
        }
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/hss/pnr/rate", null).json().get("rate").asDouble()).isZero();
        assertThat(result(udr("sip:bob@ims.corebed.test", 17, null))).isEqualTo(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN);
        assertThat(HttpProbe.http1("DELETE", admin + "/admin/v1/hss/subscribers/sip:alice@ims.corebed.test", null).status())
                .isEqualTo(200);
        assertThat(result(udr("sip:alice@ims.corebed.test", 17, null))).isEqualTo(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN);
    }
}
