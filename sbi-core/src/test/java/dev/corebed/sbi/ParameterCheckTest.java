package dev.corebed.sbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.corebed.model.ts29510.NnrfNfDiscovery;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Query parameters checked against their full Rel-17 schema: JSON content bound as the value of the
 * parameter's generated holder (array bounds, maps, unions), an object in form style read as JSON, and
 * uniqueItems of a form-style array. SearchNFInstances (TS 29.510) has each kind.
 */
class ParameterCheckTest {

    private static final ParameterCheck SEARCH = ParameterCheck.compile(NnrfNfDiscovery.SEARCH_NF_INSTANCES, "/nnrf-disc/v1/nf-instances");

    private static SbiException refusal(String query) {
        SbiRequest r = new SbiRequest("GET", "/nnrf-disc/v1/nf-instances", Map.of(), query, new SbiHeaders() {
            @Override
            public String get(String name) {
                return null;
            }

            @Override
            public void forEach(java.util.function.BiConsumer<String, String> action) {}
        }, new byte[0], "HTTP/2.0", "http", "localhost");
        try {
            SEARCH.check(r);
            return null;
        } catch (SbiException e) {
            return e;
        }
    }

    private static String q(String name, String value) {
        return "target-nf-type=UDR&requester-nf-type=PCF&" + name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    @Test
    void jsonParametersAreCheckedAgainstTheirWholeSchema() {
        assertThat(refusal(q("target-plmn-list", "[{\"mcc\":\"001\",\"mnc\":\"01\"}]"))).isNull();
        SbiException empty = refusal(q("target-plmn-list", "[]"));
        assertThat(empty.cause()).isEqualTo(Cause.OPTIONAL_QUERY_PARAM_INCORRECT);
        assertThat(empty.invalidParams()).singleElement().satisfies(p -> assertThat(p.param()).isEqualTo("target-plmn-list"));
        assertThat(refusal(q("target-plmn-list", "[{\"mcc\":\"0011\",\"mnc\":\"01\"}]")).invalidParams().get(0).reason())
                .endsWith("at /0/mcc");
        assertThat(refusal(q("tai", "{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"0001\"} x"))).isNotNull();
        assertThat(refusal(q("tai", "null"))).isNotNull();
        // a map of strings with at least one entry; a union of an integer and a string
        assertThat(refusal(q("preferred-api-versions", "{\"nudm-sdm\":\"v2\"}"))).isNull();
        assertThat(refusal(q("preferred-api-versions", "{}"))).isNotNull();
        assertThat(refusal(q("preferred-api-versions", "true"))).isNotNull();
        assertThat(refusal(q("ipv4-index", "3"))).isNull();
        assertThat(refusal(q("ipv4-index", "{}"))).isNotNull();
        assertThat(refusal(q("preferred-vendor-specific-nf-features", "-1"))).isNotNull();
    }

    @Test
    void anObjectInFormStyleIsJsonOfItsSchema() {
        assertThat(refusal(q("nsacf-capability", "{\"supportUeSAC\":true}"))).isNull();
        assertThat(refusal(q("nsacf-capability", "true"))).isNotNull();
        assertThat(refusal(q("nsacf-capability", "{\"supportUeSAC\":\"yes\"}"))).isNotNull();
    }

    @Test
    void aUniqueItemsArrayRefusesAnItemGivenTwice() {
        assertThat(refusal(q("service-names", "nudm-sdm,nudm-uecm"))).isNull();
        SbiException twice = refusal(q("service-names", "nudm-sdm,nudm-sdm"));
        assertThat(twice.invalidParams()).singleElement().satisfies(p -> assertThat(p.param()).isEqualTo("service-names"));
    }
}
