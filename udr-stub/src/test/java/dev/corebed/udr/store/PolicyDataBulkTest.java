package dev.corebed.udr.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PolicyDataBulkTest {

    @Test
    void identitiesKeepTheWidthOfFirst() {
        PolicyDataBulk b = new PolicyDataBulk("imsi-", "001010000000998", 3, "msisdn-", "0033600000000", Map.of(), Map.of(), 1);
        assertThat(b.supi(0)).isEqualTo("imsi-001010000000998");
        assertThat(b.lastSupi()).isEqualTo("imsi-001010000001000");
        assertThat(b.gpsi(2)).isEqualTo("msisdn-0033600000002");
        assertThat(new PolicyDataBulk("imsi-", "00101", 1, null, null, Map.of(), Map.of(), 1).gpsi(0)).isNull();
    }

    @Test
    void templatesReplaceTheirPlaceholdersPerUe() {
        PolicyDataBulk.Template t = new PolicyDataBulk.Template("{\"v\":\"${supi}|${gpsi}|${index}|${supi}\"}");
        assertThat(t.render("imsi-1", "msisdn-2", 7)).isEqualTo("{\"v\":\"imsi-1|msisdn-2|7|imsi-1\"}");
        assertThat(t.render("imsi-1", null, 0)).isEqualTo("{\"v\":\"imsi-1||0|imsi-1\"}");
        PolicyDataBulk.Template plain = new PolicyDataBulk.Template("{\"a\":1}");
        assertThat(plain.render("x", "y", 1)).isSameAs(plain.text());
    }
}
