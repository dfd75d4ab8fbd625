package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.ManagementApiSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The Sh cache's and the HSS simulator's part of the management API: reset (the cache's rows and subscriptions gone,
 * this instance's memory too; the simulator's changes and subscriptions gone, configured rules back), the cache's rows
 * page by page, the journals of both (REST and PNRs at the cache, UDR/PUR/SNR at the simulator), a scripted Sh answer
 * of the simulator reaching an application server as the documented REST error.
 */
class ShCacheManagementIT {

    static final String MMTEL = "/RepositoryData/MMTEL-Services";
    static ShCacheBed bed;

    @BeforeAll
    static void boot() {
        bed = ShCacheBed.start(ShCacheBed.dataDir("shcache-mgmt"), "--faults.rules[0].id=configured-slow",
                "--faults.rules[0].service=sh-cache", "--faults.rules[0].delay.type=fixed", "--faults.rules[0].delay.ms=1");
    }

    @AfterAll
    static void shutdown() {
        if (bed != null) {
            bed.close();
        }
    }

    @BeforeEach
    void fresh() {
        assertThat(admin(bed.admin, "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(admin(bed.hssAdmin, "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
    }

    static Reply admin(String root, String method, String path, String body) {
        return HttpProbe.http1(method, root + path, body);
    }

    static String impu(int i) {
        return "sip:+" + (15550000000L + i) + "@ims.corebed.test";
    }

    static Reply get(String identity, String resource) {
        return HttpProbe.h2c("GET", bed.rest + "/sh-cache/v1/users/" + identity + resource, null);
    }

    @Test
    void resetEmptiesTheCacheAndItsSubscriptions() {
        String id = impu(101);
        assertThat(get(id, MMTEL).header("cache-status")).isEqualTo("shcache; fwd=miss");
        assertThat(get(id, MMTEL).header("cache-status")).isEqualTo("shcache; hit");
        assertThat(HttpProbe.h2c("PUT", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                .status()).isEqualTo(200);
        assertThat(admin(bed.admin, "GET", "/admin/v1/shcache/items", null).json().get("items")).hasSize(1);
        assertThat(admin(bed.admin, "GET", "/admin/v1/shcache/subscriptions", null).json().get("subscriptions")).hasSize(1);
        assertThat(admin(bed.admin, "POST", "/admin/v1/faults", "{\"service\":\"sh-cache\",\"error\":{\"type\":\"reset\"},\"after\":10}")
                .status()).isEqualTo(201);

        assertThat(admin(bed.admin, "POST", "/admin/v1/reset", null).status()).isEqualTo(204);

        JsonNode totals = admin(bed.admin, "GET", "/admin/v1/shcache/cache", null).json();
        assertThat(totals.get("items").asLong()).isZero();
        assertThat(totals.get("subscriptions").asLong()).isZero();
        assertThat(admin(bed.admin, "GET", "/admin/v1/journal", null).json().get("entries")).isEmpty();
        assertThat(admin(bed.admin, "GET", "/admin/v1/shcache/items", null).json().get("items")).isEmpty();
        assertThat(HttpProbe.h2c("GET", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                .status()).as("the subscription record is gone").isEqualTo(404);
        JsonNode faults = admin(bed.admin, "GET", "/admin/v1/faults", null).json();
        assertThat(faults).hasSize(1);
        assertThat(faults.get(0).get("id").asString()).isEqualTo("configured-slow");
        // read again within the near cache's max-age: the reset emptied this instance's memory as well
        assertThat(get(id, MMTEL).header("cache-status")).isEqualTo("shcache; fwd=miss");
        assertThat(Journal.entries(bed.hssAdmin, "operation=UDR", "avp=Public-Identity=" + id)).hasSize(2);
    }

    @Test
    void hssResetForgetsChangesProvisionedSubscribersSubscriptionsAndTheRate() {
        String id = impu(102);
        assertThat(HttpProbe.h2c("PUT", bed.rest + "/sh-cache/v1/users/" + id + MMTEL, """
                <Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication><ServiceData><a/></ServiceData>
                </RepositoryData></Sh-Data>""", "-H", "content-type: application/xml").status()).isEqualTo(200);
        assertThat(HttpProbe.h2c("PUT", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/MSISDN", null).status()).isEqualTo(200);
        assertThat(admin(bed.hssAdmin, "PUT", "/admin/v1/hss/subscribers/sip:alice@ims.corebed.test", "{\"msisdn\":\"4915112345678\"}")
                .status()).isEqualTo(201);
        assertThat(admin(bed.hssAdmin, "PUT", "/admin/v1/hss/pnr/rate", "{\"rate\":5}").status()).isEqualTo(200);

        assertThat(admin(bed.hssAdmin, "POST", "/admin/v1/reset", null).status()).isEqualTo(204);

        JsonNode subscriber = admin(bed.hssAdmin, "GET", "/admin/v1/hss/subscribers/" + id, null).json();
        assertThat(subscriber.get("repositoryData").get(0).get("sequenceNumber").asInt()).as("as generated").isZero();
        assertThat(subscriber.get("subscriptions")).isEmpty();
        assertThat(admin(bed.hssAdmin, "GET", "/admin/v1/hss/subscribers/sip:alice@ims.corebed.test", null).status()).isEqualTo(404);
        assertThat(admin(bed.hssAdmin, "GET", "/admin/v1/hss/pnr/rate", null).json().get("rate").asDouble()).isZero();
        JsonNode population = admin(bed.hssAdmin, "GET", "/admin/v1/hss/population", null).json();
        assertThat(population.get("changed").asLong()).isZero();
        assertThat(population.get("subscriptions").asLong()).isZero();
        assertThat(Journal.entries(bed.hssAdmin)).isEmpty();
    }

    @Test
    void theJournalsShowTheRestRequestsTheShRequestsAndThePnrs() {
        String msisdn = "15550000103";
        String id = "sip:+" + msisdn + "@ims.corebed.test";
        assertThat(get(id, MMTEL).status()).isEqualTo(200);
        assertThat(HttpProbe.h2c("PUT", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                .status()).isEqualTo(200);

        JsonNode rest = Journal.entries(bed.admin, "transport=sbi");
        assertThat(rest).hasSize(2);
        assertThat(rest.get(0).get("service").asString()).isEqualTo("sh-cache");
        assertThat(rest.get(0).get("operation").asString()).isEqualTo("GetRepositoryData");
        assertThat(rest.get(0).get("path").asString()).isEqualTo("/sh-cache/v1/users/" + id + MMTEL);
        assertThat(rest.get(0).get("status").asInt()).isEqualTo(200);
        assertThat(rest.get(1).get("operation").asString()).isEqualTo("Subscribe");
        assertThat(Journal.entries(bed.admin, "gpsi=msisdn-" + msisdn)).as("the REST requests of that MSISDN").hasSize(2);

        // what the cache sent the HSS, as the HSS received it
        JsonNode udr = Journal.last(bed.hssAdmin, "operation=UDR");
        assertThat(udr.get("service").asString()).isEqualTo("sh");
        assertThat(udr.get("peer").asString()).isEqualTo(ShCacheBed.CACHE_HOST);
        assertThat(Journal.avp(udr, "Public-Identity").asString()).isEqualTo(id);
        assertThat(Journal.avp(udr, "Data-Reference").asInt()).isZero();
        assertThat(Journal.avp(udr, "Service-Indication").asString()).isEqualTo("MMTEL-Services");
        assertThat(udr.get("resultCode").asInt()).isEqualTo(2001);
        JsonNode snr = Journal.last(bed.hssAdmin, "operation=SNR");
        assertThat(Journal.avp(snr, "Subs-Req-Type").asInt()).as("Subscribe").isZero();
        assertThat(Journal.avp(snr, "Data-Reference").asInt()).as("UEReachabilityForIP").isEqualTo(25);

        // a PNR the HSS sends is in the cache's journal with the PNA's result
        assertThat(admin(bed.hssAdmin, "POST", "/admin/v1/hss/pnr",
                "{\"userIdentity\":\"" + id + "\",\"dataReference\":\"UEReachabilityForIP\"}").status()).isEqualTo(200);
        JsonNode pnr = Journal.last(bed.admin, "transport=diameter", "operation=PNR");
        assertThat(pnr.get("service").asString()).isEqualTo("sh");
        assertThat(pnr.get("peer").asString()).isEqualTo(ShCacheBed.HSS_HOST);
        assertThat(Journal.avp(pnr, "Public-Identity").asString()).isEqualTo(id);
        assertThat(Journal.avp(pnr, "User-Data").asString()).contains("<UEReachabilityForIP>");
        assertThat(pnr.get("resultCode").asInt()).isEqualTo(2001);
        assertThat(Journal.entries(bed.admin, "transport=diameter", "gpsi=msisdn-" + msisdn)).hasSize(1);
    }

    @Test
    void aScriptedShAnswerOfTheHssReachesTheApplicationServerAsItsRestError() {
        String id = impu(104);
        Reply scripted = admin(bed.hssAdmin, "POST", "/admin/v1/answers", """
                {"match":{"service":"sh","operation":"UDR","avps":{"Public-Identity":"%s"}},"times":1,
                 "answer":{"resultCode":5001,"vendorId":10415}}""".formatted(id));
        assertThat(scripted.status()).as(scripted.body()).isEqualTo(201);
        Reply unknown = get(id, "/MSISDN");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.json().get("cause").asString()).isEqualTo("USER_UNKNOWN");
        assertThat(admin(bed.admin, "GET", "/admin/v1/shcache/items", null).json().get("items")).isEmpty();
        assertThat(get(id, "/MSISDN").status()).as("the answer was scripted once").isEqualTo(200);
    }

    @Test
    void theCachesRowsArePagedInKeyOrder() {
        for (int i = 110; i < 113; i++) {
            assertThat(get(impu(i), "/MSISDN").status()).isEqualTo(200);
        }
        Reply first = admin(bed.admin, "GET", "/admin/v1/shcache/items?limit=2", null);
        assertThat(first.status()).isEqualTo(200);
        JsonNode page = first.json();
        assertThat(page.get("items")).hasSize(2);
        JsonNode row = page.get("items").get(0);
        assertThat(row.get("userIdentity").asString()).isEqualTo(impu(110));
        assertThat(row.get("dataReference").asString()).isEqualTo("MSISDN");
        assertThat(row.get("expired").asBoolean()).isFalse();
        assertThat(row.get("userData").asString()).contains("<MSISDN>15550000110</MSISDN>");
        JsonNode second = admin(bed.admin, "GET", "/admin/v1/shcache/items?limit=2&after=" + page.get("next").asString(), null).json();
        assertThat(second.get("items")).hasSize(1);
        assertThat(second.has("next")).isFalse();
        List<String> users = new ArrayList<>();
        page.get("items").forEach(i -> users.add(i.get("userIdentity").asString()));
        users.add(second.get("items").get(0).get("userIdentity").asString());
        assertThat(users).containsExactly(impu(110), impu(111), impu(112));

        Reply badLimit = admin(bed.admin, "GET", "/admin/v1/shcache/items?limit=0", null);
        assertThat(badLimit.status()).isEqualTo(400);
        assertThat(badLimit.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("limit");
        Reply badAfter = admin(bed.admin, "GET", "/admin/v1/shcache/items?after=not-a-cursor", null);
        assertThat(badAfter.status()).isEqualTo(400);
        assertThat(badAfter.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("after");
        assertThat(admin(bed.admin, "GET", "/admin/v1/shcache/items?limt=2", null).status()).isEqualTo(400);
    }

    @Test
    void theManagementApiDocumentDescribesEveryRouteOfTheCacheAndTheSimulator() {
        ManagementApiSpec.assertDescribes("shcache", bed.cacheBean(SbiEndpoints.class).managementRoutes());
        ManagementApiSpec.assertDescribes("hss", bed.hssBean(SbiEndpoints.class).managementRoutes());
    }
}
