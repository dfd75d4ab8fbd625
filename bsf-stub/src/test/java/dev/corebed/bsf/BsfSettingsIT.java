package dev.corebed.bsf;

import static dev.corebed.bsf.PcfBindingIT.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubType;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** The choices the spec leaves to the BSF, set the other way: keep same-address bindings, reject ambiguous discoveries, audit on. */
@CorebedTest(stubs = StubType.BSF, shared = false, reset = ResetMode.NEVER, properties = {"stub.bsf.same-ue-address=keep",
        "stub.bsf.multiple-bindings=reject", "stub.bsf.audit.max-age=2s", "stub.bsf.audit.interval=200ms",
        "stub.bsf.audit.batch-size=2"})
class BsfSettingsIT {

    static final String BINDINGS = "/nbsf-management/v1/pcfBindings";

    @Stub
    static BsfHandle bsf;

    static Reply create(ObjectNode b) {
        return HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, b.toString());
    }

    @Test
    void keptDuplicatesMakeAmbiguousDiscoveriesA400() {
        assertThat(create(PcfBindingIT.binding("10.3.0.1", "imsi-001010000003001")).status()).isEqualTo(201);
        assertThat(create(PcfBindingIT.binding("10.3.0.1", "imsi-001010000003002")).status()).isEqualTo(201);
        assertProblem(HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.3.0.1", null), 400, "MULTIPLE_BINDING_INFO_FOUND");
        Reply one = HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.3.0.1&supi=imsi-001010000003002", null);
        assertThat(one.status()).isEqualTo(200);
        assertThat(one.json().get("supi").asString()).isEqualTo("imsi-001010000003002");
    }

    @Test
    void theAuditRemovesBindingsOlderThanMaxAge() throws Exception {
        for (int i = 1; i <= 5; i++) {
            assertThat(create(PcfBindingIT.binding("10.3.1." + i, "imsi-00101000000310" + i)).status()).isEqualTo(201);
        }
        Reply ue = HttpProbe.h2c("POST", bsf.sbiUri() + "/nbsf-management/v1/pcf-ue-bindings",
                PcfForUeBindingIT.ueBinding("imsi-001010000003101", null, "pcf-am1.operator.test").toString());
        assertThat(ue.status()).isEqualTo(201);
        assertThat(HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.3.1.5", null).status()).isEqualTo(200);
        long deadline = System.currentTimeMillis() + 15_000;
        while (HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.3.1.5", null).status() != 204) {
            assertThat(System.currentTimeMillis()).as("the audit removed the binding within 15 s").isLessThan(deadline);
            Thread.sleep(200);
        }
        for (int i = 1; i <= 5; i++) {
            assertThat(HttpProbe.http1("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.3.1." + i, null).status()).isEqualTo(204);
        }
        // The UE binding was made after the others: it may pass max-age one audit run later.
        while (!HttpProbe.h2c("GET", bsf.sbiUri() + "/nbsf-management/v1/pcf-ue-bindings?supi=imsi-001010000003101", null).json().isEmpty()) {
            assertThat(System.currentTimeMillis()).as("the audit removed the PCF for a UE binding within 15 s").isLessThan(deadline);
            Thread.sleep(200);
        }
        String metrics = HttpProbe.http1("GET", bsf.adminUri() + "/metrics", null).body();
        assertThat(metrics).containsPattern("stub_bsf_audit_removed_total\\{.*binding=\"pdu_session\".*} [5-9]")
                .containsPattern("stub_bsf_audit_runs_total\\{.*} [1-9]");
    }
}
