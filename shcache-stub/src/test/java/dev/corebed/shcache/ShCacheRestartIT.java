package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

/** The cache lives in the data tier: a stopped and restarted cache serves what it held, with no read from the HSS. */
class ShCacheRestartIT {

    @Test
    void theCacheSurvivesARestartOfTheStub() {
        Path dir = ShCacheBed.dataDir("shcache-restart");
        String id = "sip:+15550000500@ims.corebed.test";
        String subscription;
        try (ShCacheBed bed = ShCacheBed.start(dir)) {
            Reply filled = HttpProbe.h2c("GET", bed.rest + "/sh-cache/v1/users/" + id + "/RepositoryData/MMTEL-Services", null);
            assertThat(filled.header("cache-status")).isEqualTo("shcache; fwd=miss");
            assertThat(HttpProbe.h2c("PUT", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                    .status()).isEqualTo(200);
            subscription = HttpProbe.h2c("GET", bed.rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                    .body();

            bed.cache.close();
            try (ConfigurableApplicationContext again = ShCacheBed.startCache(dir, bed.hss.getBean(DiameterNode.class).port())) {
                String rest = "http://127.0.0.1:" + again.getBean(dev.corebed.sbi.config.SbiEndpoints.class).sbiPort();
                double udr = Scrape.hssAnswered(bed, "UDR", "2001");
                Reply read = HttpProbe.h2c("GET", rest + "/sh-cache/v1/users/" + id + "/RepositoryData/MMTEL-Services", null);
                assertThat(read.status()).isEqualTo(200);
                assertThat(read.header("cache-status")).isEqualTo("shcache; hit");
                assertThat(read.body()).isEqualTo(filled.body());
                assertThat(Scrape.hssAnswered(bed, "UDR", "2001")).isEqualTo(udr);
                assertThat(HttpProbe.h2c("GET", rest + "/sh-cache/v1/users/" + id + "/subscriptions/UEReachabilityForIP", null)
                        .body()).isEqualTo(subscription);
            }
        }
    }
}
