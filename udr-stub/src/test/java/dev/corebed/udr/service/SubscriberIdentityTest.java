package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.SbiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SubscriberIdentityTest {

    @Test
    void classifiesSupiAndGpsiForms() {
        assertThat(SubscriberIdentity.parseQuery("imsi-001010000000042", "subscriberId"))
                .isEqualTo(new SubscriberIdentity("imsi-001010000000042", "supi", "001010000000042"));
        assertThat(SubscriberIdentity.parseQuery("msisdn-33600001234", "subscriberId"))
                .isEqualTo(new SubscriberIdentity("msisdn-33600001234", "gpsi", "33600001234"));
        assertThat(SubscriberIdentity.parseQuery("nai-bob@operator.test", "subscriberId").identityType()).isEqualTo("supi");
        assertThat(SubscriberIdentity.parseQuery("extid-dev1@mtc.test", "subscriberId").identityType()).isEqualTo("gpsi");
        // The yaml's '.+': opaque identifiers, matched by per-subscriber entries only.
        assertThat(SubscriberIdentity.parseQuery("impu-sip:alice@ims.test", "subscriberId").identityType()).isNull();
        assertThat(SubscriberIdentity.parseQuery("some-other-id", "subscriberId").identityType()).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "imsi-", "imsi-1234", "imsi-0010100000000421", "imsi-12ab5", "msisdn-12", "extid-x", "nai-", "impu-"})
    void refusesMalformedIdentitiesNamingTheParameter(String value) {
        assertThatThrownBy(() -> SubscriberIdentity.parseQuery(value, "subscriberId"))
                .isInstanceOfSatisfying(SbiException.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.cause()).isEqualTo("MANDATORY_QUERY_PARAM_INCORRECT");
                    assertThat(e.getMessage()).endsWith("subscriberId");
                });
    }
}
