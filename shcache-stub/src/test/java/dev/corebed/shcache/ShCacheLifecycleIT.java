package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdiameter.api.PeerState;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import tools.jackson.databind.JsonNode;

/**
 * The cache over time and under trouble, with a TTL of 4 s and the HSS's answers bounded to 2 s: an expired item
 * is never served, the sweep leaves the table at the live set, a silent or missing HSS (the latter on a bed of its
 * own) is a bounded 504 that caches nothing while what is cached is still served, and beyond its in-flight limit the
 * cache sheds (503 + Retry-After on REST, 3004 to a PNR).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ShCacheLifecycleIT {

    static ShCacheBed bed;
    static final AtomicInteger next = new AtomicInteger(100);

    @BeforeAll
    static void boot() throws InterruptedException {
        // the sweep runs when a test asks for it, so that what a read meets does not depend on the sweep's timing
        bed = ShCacheBed.start(ShCacheBed.dataDir("shcache-lifecycle"), "--stub.shcache.ttl=4s",
                "--stub.shcache.sweep.interval=1h", "--stub.shcache.hss.timeout=2s");
        // Bounds wider than a test would rather wait, for machines shared with other builds (load averages of 20-30 on
        // two cores): with a 500 ms HSS bound a fresh subscriber's first read could be a 504, and with a 2 s TTL five
        // reads in a row could outlast the first one's item. The first reads of a fresh JVM pair are slower still (the
        // JIT): warm the path with a subscriber no test uses, so the tests meet the bound only where they mean to.
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (HttpProbe.h2c("GET", msisdnUrl("sip:+15550009999@ims.corebed.test"), null).status() != 200
                && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
    }

    @AfterAll
    static void shutdown() {
        if (bed != null) {
            bed.close();
        }
    }

    static String impu() {
        return "sip:+" + (15550000000L + next.getAndIncrement()) + "@ims.corebed.test";
    }

    static String msisdnUrl(String identity) {
        return bed.rest + "/sh-cache/v1/users/" + identity + "/MSISDN";
    }

    static JsonNode totals() {
        return HttpProbe.http1("GET", bed.admin + "/admin/v1/shcache/cache", null).json();
    }

    @Test
    @Order(1)
    void anExpiredItemIsNeverServedAndIsReadAgain() throws Exception {
        String id = impu();
        Reply miss = HttpProbe.h2c("GET", msisdnUrl(id), null);
        assertThat(miss.header("cache-status")).as(miss.status() + " " + miss.body()).isEqualTo("shcache; fwd=miss");
        assertThat(HttpProbe.h2c("GET", msisdnUrl(id), null).header("cache-status")).isEqualTo("shcache; hit");
        double udr = Scrape.hssAnswered(bed, "UDR", "2001");
        Thread.sleep(4200);
        JsonNode row = HttpProbe.http1("GET", bed.admin + "/admin/v1/shcache/users/" + id, null).json().get("items").get(0);
        assertThat(row.get("expired").asBoolean()).as("still stored, not swept yet").isTrue();
        Reply again = HttpProbe.h2c("GET", msisdnUrl(id), null);
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.header("cache-status")).isEqualTo("shcache; fwd=stale");
        assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).isEqualTo(udr + 1);
        JsonNode refilled = HttpProbe.http1("GET", bed.admin + "/admin/v1/shcache/users/" + id, null).json().get("items").get(0);
        assertThat(java.time.Instant.parse(refilled.get("filledAt").asString()))
                .isAfter(java.time.Instant.parse(row.get("filledAt").asString()));
        assertThat(Scrape.of(bed.admin).sum("stub_shcache_lookups_total", "data_reference=\"MSISDN\"", "result=\"expired\""))
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(2)
    void theSweepLeavesTheTableAtTheLiveSet() throws Exception {
        HttpProbe.http1("DELETE", bed.admin + "/admin/v1/shcache/cache", null);
        for (int i = 0; i < 5; i++) {
            assertThat(HttpProbe.h2c("GET", msisdnUrl(impu()), null).status()).isEqualTo(200);
        }
        JsonNode before = totals();
        assertThat(before.get("items").asLong()).isEqualTo(5);
        assertThat(before.get("liveItems").asLong()).isEqualTo(5);
        assertThat(before.get("ttl").asString()).isEqualTo("PT4S");
        Thread.sleep(4200);
        assertThat(totals().get("liveItems").asLong()).isZero();
        String live = impu();
        HttpProbe.h2c("GET", msisdnUrl(live), null);
        JsonNode swept = HttpProbe.http1("POST", bed.admin + "/admin/v1/shcache/sweep", null).json();
        assertThat(swept.get("items").asLong()).isEqualTo(5);
        JsonNode after = totals();
        assertThat(after.get("items").asLong()).isEqualTo(1);
        assertThat(after.get("liveItems").asLong()).isEqualTo(1);
        assertThat(Scrape.of(bed.admin).sum("stub_shcache_sweep_removed_total", "table=\"sh_data\"")).isGreaterThanOrEqualTo(5);
    }

    @Test
    @Order(3)
    void aSilentHssIsA504WithinTheBoundAndNothingIsCached() {
        String id = impu();
        try {
            HttpProbe.http1("PUT", bed.hssAdmin + "/admin/v1/faults/silent",
                    "{\"service\":\"sh\",\"operation\":\"UDR\",\"error\":{\"type\":\"no-answer\"}}");
            long t0 = System.nanoTime();
            Reply r = HttpProbe.h2c("GET", msisdnUrl(id), null);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertThat(r.status()).isEqualTo(504);
            assertThat(r.json().get("cause").asString()).isEqualTo("TIMED_OUT_REQUEST");
            assertThat(ms).as("answered after the 2 s bound, not much later").isBetween(1950L, 6000L);
        } finally {
            HttpProbe.http1("DELETE", bed.hssAdmin + "/admin/v1/faults", null);
        }
        assertThat(HttpProbe.http1("GET", bed.admin + "/admin/v1/shcache/users/" + id, null).json().get("items")).isEmpty();
        assertThat(Scrape.of(bed.admin).sum("stub_shcache_hss_requests_seconds_count", "command=\"UDR\"", "result=\"timeout\""))
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(4)
    void beyondItsInFlightLimitTheCacheShedsOnRestAndDiameter() throws Exception {
        String slow = impu();
        String other = impu();
        // the PNR's user is cached, so the PNR is about data the cache holds
        assertThat(HttpProbe.h2c("GET", msisdnUrl(other), null).status()).isEqualTo(200);
        try {
            HttpProbe.http1("PUT", bed.admin + "/admin/v1/overload", "{\"maxInFlight\":1,\"maxRate\":0,\"burst\":0,\"retryAfter\":2}");
            // a request held 2 s once admitted (a delay on the cache's own operation): the one request in flight
            HttpProbe.http1("PUT", bed.admin + "/admin/v1/faults/slow",
                    "{\"service\":\"sh-cache\",\"operation\":\"GetMSISDN\",\"delay\":{\"type\":\"fixed\",\"ms\":2000}}");
            CompletableFuture<Reply> first = CompletableFuture.supplyAsync(() -> HttpProbe.h2c("GET", msisdnUrl(slow), null));
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (HttpProbe.http1("GET", bed.admin + "/admin/v1/overload", null).json().path("inFlight").asInt() < 1
                    && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            Reply shed = HttpProbe.h2c("GET", msisdnUrl(impu()), null);
            assertThat(shed.status()).isEqualTo(503);
            assertThat(shed.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
            assertThat(shed.header("retry-after")).isEqualTo("2");
            JsonNode pnr = HttpProbe.http1("POST", bed.hssAdmin + "/admin/v1/hss/pnr", """
                    {"userIdentity":"%s","dataReference":"MSISDN","destinationHost":"%s"}""".formatted(other, ShCacheBed.CACHE_HOST))
                    .json().get("sent");
            assertThat(pnr.get(0).get("result").asString()).isEqualTo("3004");
            assertThat(first.get().status()).isEqualTo(200);
        } finally {
            HttpProbe.http1("PUT", bed.admin + "/admin/v1/overload", "{\"maxInFlight\":2000,\"maxRate\":0,\"burst\":0,\"retryAfter\":1}");
            HttpProbe.http1("DELETE", bed.admin + "/admin/v1/faults", null);
        }
        assertThat(Scrape.of(bed.admin).sum("sbi_requests_seconds_count", "status=\"503\"", "cause=\"NF_CONGESTION\""))
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(5)
    void withoutTheHssCachedItemsAreServedAndMissesAre504() throws Exception {
        // a bed of its own, with the default TTL: the HSS's shutdown may take longer than this class's 4 s TTL on a
        // loaded machine, and the item read before it must still be live after it
        try (ShCacheBed own = ShCacheBed.start(ShCacheBed.dataDir("shcache-no-hss"), "--stub.shcache.hss.timeout=500ms")) {
            String cached = impu();
            String url = own.rest + "/sh-cache/v1/users/" + cached + "/MSISDN";
            assertThat(HttpProbe.h2c("GET", url, null).header("cache-status")).isEqualTo("shcache; fwd=miss");
            own.hss.close();
            DiameterNode node = own.cacheBean(DiameterNode.class);
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (node.peer(ShCacheBed.HSS_HOST) != null && node.peer(ShCacheBed.HSS_HOST).state() == PeerState.OKAY
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(HttpProbe.h2c("GET", url, null).header("cache-status")).isEqualTo("shcache; hit");
            String missing = impu();
            long t0 = System.nanoTime();
            Reply r = HttpProbe.h2c("GET", own.rest + "/sh-cache/v1/users/" + missing + "/MSISDN", null);
            assertThat(r.status()).isEqualTo(504);
            assertThat(r.json().get("cause").asString()).isEqualTo("TARGET_NF_NOT_REACHABLE");
            assertThat(r.json().get("detail").asString()).contains("HSS");
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(2000);
            Reply put = HttpProbe.h2c("PUT", own.rest + "/sh-cache/v1/users/" + missing + "/subscriptions/UEReachabilityForIP", null);
            assertThat(put.status()).isEqualTo(504);
            assertThat(HttpProbe.http1("GET", own.admin + "/admin/v1/shcache/users/" + missing, null).json().get("items")).isEmpty();
        }
    }
}
