package dev.corebed.shcache;

import static dev.corebed.junit.StubType.HSS_SIM;
import static dev.corebed.junit.StubType.SHCACHE;
import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.RequestPattern.operation;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import org.junit.jupiter.api.Test;

/**
 * The Sh cache as a test of an application server starts it: the test kit's JUnit extension, with the HSS simulator
 * beside it (the cache's HSS); what the cache received and what the HSS was sent verified through the kit, a scripted
 * answer through the kit, and the kit's reset between tests emptying the cache.
 */
@CorebedTest(stubs = {SHCACHE, HSS_SIM})
class ShCacheKitIT {

    static final String USER = "/sh-cache/v1/users/sip:+15550000777@ims.corebed.test";

    @Stub(SHCACHE)
    static StubHandle cache;

    @Stub(HSS_SIM)
    static StubHandle hss;

    static Reply get(String resource) {
        return HttpProbe.h2c("GET", cache.sbiUri() + USER + resource, null);
    }

    @Test
    void aReadMissesThenHitsAndTheKitSeesBoth() {
        assertThat(get("/MSISDN").header("cache-status")).isEqualTo("shcache; fwd=miss");
        assertThat(get("/MSISDN").header("cache-status")).isEqualTo("shcache; hit");
        cache.client().verify().received(2, operation("GetMSISDN").withGpsi("msisdn-15550000777").withStatus(200));
        hss.client().verify().received(1, operation("UDR").withGpsi("msisdn-15550000777").withAvp("Data-Reference", 17));
    }

    @Test
    void theResetBetweenTestsEmptiedTheCache() {
        // runs in either order with the test above: after the kit's reset, the first read is a miss again
        assertThat(get("/MSISDN").header("cache-status")).isEqualTo("shcache; fwd=miss");
    }

    @Test
    void aScriptedAnswerOfTheCache() {
        cache.client().add(answer(operation("GetRepositoryData")).problem(503, "NF_CONGESTION").times(1));
        Reply refused = get("/RepositoryData/MMTEL-Services");
        assertThat(refused.status()).isEqualTo(503);
        assertThat(refused.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
        assertThat(get("/RepositoryData/MMTEL-Services").status()).isEqualTo(200);
    }
}
