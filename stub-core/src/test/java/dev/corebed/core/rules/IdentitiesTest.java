package dev.corebed.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdentitiesTest {

    @Test
    void aNumericPublicIdentityNamesItsMsisdn() {
        assertThat(Identities.msisdnOf("tel:+15550000001")).isEqualTo("msisdn-15550000001");
        assertThat(Identities.msisdnOf("TEL:+15550000001;phone-context=x")).isEqualTo("msisdn-15550000001");
        assertThat(Identities.msisdnOf("sip:+15550000001@ims.corebed.test")).isEqualTo("msisdn-15550000001");
        assertThat(Identities.msisdnOf("sip:+15550000001;user=phone@ims.corebed.test")).isEqualTo("msisdn-15550000001");
        assertThat(Identities.same(Identities.msisdnOf("tel:+15550000001"), "15550000001")).isTrue();
    }

    @Test
    void otherIdentitiesNameNone() {
        assertThat(Identities.msisdnOf("sip:alice@ims.corebed.test")).isNull();
        assertThat(Identities.msisdnOf("msisdn-15550000001")).isNull();
        assertThat(Identities.msisdnOf("sh-cache")).isNull();
        assertThat(Identities.msisdnOf(null)).isNull();
    }
}
