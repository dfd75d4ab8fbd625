package dev.corebed.bsf;

import static dev.corebed.bsf.PcfBindingIT.assertProblem;
import static dev.corebed.bsf.PcfBindingIT.params;
import static dev.corebed.junit.StubType.BSF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** PCF for a UE bindings (/pcf-ue-bindings): CreatePCFforUEBinding, GetPCFForUeBindings, UpdateIndPCFforUEBinding, DeleteIndPCFforUEBinding. */
@CorebedTest(stubs = BSF)
class PcfForUeBindingIT {

    static final String UE_BINDINGS = "/nbsf-management/v1/pcf-ue-bindings";

    @Stub
    static BsfHandle bsf;

    static ObjectNode ueBinding(String supi, String gpsi, String fqdn) {
        ObjectNode b = Json.MAPPER.createObjectNode().put("supi", supi).put("pcfForUeFqdn", fqdn)
                .put("pcfId", "5a1e0a52-3e8f-4a0e-9c6e-1b2f3d4c5e6f").put("bindLevel", "NF_SET");
        if (gpsi != null) {
            b.put("gpsi", gpsi);
        }
        return b;
    }

    static Reply create(ObjectNode body) {
        return HttpProbe.h2c("POST", bsf.sbiUri() + UE_BINDINGS, body.toString());
    }

    static Reply get(String query) {
        return HttpProbe.h2c("GET", bsf.sbiUri() + UE_BINDINGS + "?" + query, null);
    }

    @Test
    void createFindUpdateDelete() {
        ObjectNode b = ueBinding("imsi-001010000001001", "msisdn-33600001001", "pcf-am1.operator.test");
        Reply created = create(b);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).matches(bsf.sbiUri() + UE_BINDINGS + "/" + PcfBindingIT.UUID_PATTERN);
        assertThat(created.json()).isEqualTo(b);

        Reply bySupi = get("supi=imsi-001010000001001");
        assertThat(bySupi.status()).isEqualTo(200);
        assertThat(bySupi.json().isArray()).isTrue();
        assertThat(bySupi.json()).hasSize(1);
        assertThat(bySupi.json().get(0)).isEqualTo(b);
        assertThat(get("gpsi=msisdn-33600001001").json().get(0)).isEqualTo(b);
        assertThat(get("supi=imsi-001010000001001&gpsi=msisdn-33600009999").json()).isEmpty();

        Reply patched = HttpProbe.h2c("PATCH", created.header("location"),
                "{\"pcfForUeFqdn\":\"pcf-am2.operator.test\",\"pcfForUeIpEndPoints\":[{\"ipv4Address\":\"192.0.2.20\"}]}",
                "-H", "content-type: application/merge-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(200);
        assertThat(patched.json().get("pcfForUeFqdn").asString()).isEqualTo("pcf-am2.operator.test");
        assertThat(get("supi=imsi-001010000001001").json().get(0)).isEqualTo(patched.json());
        assertProblem(HttpProbe.h2c("PATCH", created.header("location"), "{\"supi\":\"imsi-001010000001002\"}",
                "-H", "content-type: application/merge-patch+json"), 403, "MODIFICATION_NOT_ALLOWED");

        assertThat(HttpProbe.h2c("DELETE", created.header("location"), null).status()).isEqualTo(204);
        assertThat(get("supi=imsi-001010000001001").json()).isEmpty();
        assertProblem(HttpProbe.h2c("DELETE", created.header("location"), null), 404, "RESOURCE_NOT_FOUND");
    }

    @Test
    void aUeHasOnePcfForTheUe() {
        Reply first = create(ueBinding("imsi-001010000001010", null, "pcf-am1.operator.test"));
        Reply second = create(ueBinding("imsi-001010000001010", null, "pcf-am3.operator.test"));
        assertThat(second.status()).isEqualTo(201);
        Reply found = get("supi=imsi-001010000001010");
        assertThat(found.json()).hasSize(1);
        assertThat(found.json().get(0).get("pcfForUeFqdn").asString()).isEqualTo("pcf-am3.operator.test");
        assertThat(HttpProbe.h2c("DELETE", first.header("location"), null).status()).isEqualTo(404);
    }

    @Test
    void badInputIs400AndStoresNothing() {
        ObjectNode noSupi = ueBinding("imsi-001010000001020", null, "pcf-am1.operator.test");
        noSupi.remove("supi");
        assertThat(params(assertProblem(create(noSupi), 400, "MANDATORY_IE_MISSING"))).containsExactly("/supi");
        ObjectNode noPcf = ueBinding("imsi-001010000001020", null, "pcf-am1.operator.test");
        noPcf.remove("pcfForUeFqdn");
        // The schema's anyOf of the two: the model names its first attribute.
        assertThat(params(assertProblem(create(noPcf), 400, "MANDATORY_IE_MISSING"))).containsExactly("/pcfForUeFqdn");
        assertThat(params(assertProblem(create(ueBinding("imsi-001010000001020", null, "not a fqdn")), 400,
                "MANDATORY_IE_INCORRECT"))).containsExactly("/pcfForUeFqdn");
        ObjectNode longSupi = ueBinding("nai-" + "u".repeat(125), null, "pcf-am1.operator.test");
        assertThat(params(assertProblem(create(longSupi), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/supi");
        ObjectNode nullLevel = ueBinding("imsi-001010000001020", null, "pcf-am1.operator.test");
        nullLevel.putNull("bindLevel");
        assertThat(params(assertProblem(create(nullLevel), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/bindLevel");
        assertThat(get("supi=imsi-001010000001020").json()).isEmpty();
        for (String id : List.of("%C3%A9t%C3%A9", "%E2%9C%93", "nope")) {
            assertProblem(HttpProbe.h2c("DELETE", bsf.sbiUri() + UE_BINDINGS + "/" + id, null), 404, "RESOURCE_NOT_FOUND");
            assertProblem(HttpProbe.h2c("PATCH", bsf.sbiUri() + UE_BINDINGS + "/" + id, "{\"pcfForUeFqdn\":\"pcf-am2.operator.test\"}",
                    "-H", "content-type: application/merge-patch+json"), 404, "RESOURCE_NOT_FOUND");
        }
        assertThat(params(assertProblem(get("supi="), 400, "MANDATORY_QUERY_PARAM_INCORRECT"))).containsExactly("supi");
        assertThat(params(assertProblem(get("supp-feat=1"), 400, "MANDATORY_QUERY_PARAM_MISSING"))).containsExactly("supi", "gpsi");
        assertThat(params(assertProblem(get("supi=imsi-1&ipv4Addr=10.0.0.1"), 400, "INVALID_QUERY_PARAM"))).containsExactly("ipv4Addr");
    }
}
