package dev.corebed.sbi.nrf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The profile the agent builds from nrf.* and the SBI ports: identity, addresses, services. */
class NfProfileTemplateTest {

    private static NrfAgentProperties props(String nfInstanceId, String fqdn, List<String> ipv4, List<String> ipv6,
                                            List<NrfAgentProperties.NfService> services) {
        return new NrfAgentProperties("http://127.0.0.1:8081",
                new NrfAgentProperties.Agent(null, null, null, null, null), nfInstanceId, "", "", fqdn, ipv4, ipv6,
                null, null, "", 30, services, true);
    }

    private static NrfAgentProperties.NfService service(String name, String scheme, Integer port, String... versions) {
        return new NrfAgentProperties.NfService(name, "", List.of(versions), scheme, port, "", List.of());
    }

    @Test
    void derivesAStableInstanceIdPerTypeAddressAndPort() {
        NrfAgentProperties p = props("", "", List.of(), List.of(), List.of());
        String a = NfProfileTemplate.resolve(p, "bsf", "127.0.0.1", 8084, -1).nfInstanceId();
        assertThat(a).matches("[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}");
        assertThat(NfProfileTemplate.resolve(p, "bsf", "127.0.0.1", 8084, -1).nfInstanceId()).isEqualTo(a);
        assertThat(NfProfileTemplate.resolve(p, "bsf", "127.0.0.1", 18084, -1).nfInstanceId()).isNotEqualTo(a);
        assertThat(NfProfileTemplate.resolve(p, "udr", "127.0.0.1", 8084, -1).nfInstanceId()).isNotEqualTo(a);
        // a configured id wins, in the lower case of TS 29.571's examples
        NrfAgentProperties fixed = props("C0EBED00-4E52-4600-8000-0000000000B5", "", List.of(), List.of(), List.of());
        assertThat(NfProfileTemplate.resolve(fixed, "bsf", "127.0.0.1", 8084, -1).nfInstanceId())
                .isEqualTo("c0ebed00-4e52-4600-8000-0000000000b5");
    }

    @Test
    void advertisesTheConfiguredAddressesOrTheBindAddress() {
        NrfAgentProperties none = props("", "", List.of(), List.of(), List.of(service("nbsf-management", "http", null, "1.1.0")));
        JsonNode p = NfProfileTemplate.resolve(none, "bsf", "::1", 8084, -1).toProfile();
        assertThat(p.path("ipv6Addresses").toString()).isEqualTo("[\"0:0:0:0:0:0:0:1\"]");
        assertThat(p.has("ipv4Addresses")).isFalse();
        assertThat(p.path("nfType").asString()).isEqualTo("BSF");
        assertThat(p.path("nfInstanceName").asString()).isEqualTo("bsf-stub");

        // bound to all addresses, with its NRF on the loopback: the address it reaches the NRF from, not the
        // host's first interface (which a client on a loopback-only bed may not reach)
        JsonNode wildcard = NfProfileTemplate.resolve(none, "bsf", "0.0.0.0", 8084, -1).toProfile();
        assertThat(wildcard.path("ipv4Addresses").toString()).isEqualTo("[\"127.0.0.1\"]");
        NrfAgentProperties onAnotherLoopbackAddress = new NrfAgentProperties("http://127.0.0.7:8081", none.agent(), "", "", "",
                "", List.of(), List.of(), null, null, "", 30, none.nfServices(), true);
        assertThat(NfProfileTemplate.resolve(onAnotherLoopbackAddress, "bsf", "0.0.0.0", 8084, -1).toProfile()
                .path("ipv4Addresses").path(0).asString()).startsWith("127.");
        NrfAgentProperties noNrf = new NrfAgentProperties("", none.agent(), "", "", "",
                "", List.of(), List.of(), null, null, "", 30, none.nfServices(), true);
        assertThat(NfProfileTemplate.resolve(noNrf, "bsf", "0.0.0.0", 8084, -1).toProfile()
                .path("ipv4Addresses").path(0).asString()).isNotEqualTo("0.0.0.0").isNotEmpty();

        NrfAgentProperties named = props("", "bsf.corebed.test", List.of(), List.of(),
                List.of(service("nbsf-management", "http", null, "1.1.0")));
        JsonNode f = NfProfileTemplate.resolve(named, "bsf", "0.0.0.0", 8084, -1).toProfile();
        assertThat(f.path("fqdn").asString()).isEqualTo("bsf.corebed.test");
        assertThat(f.has("ipv4Addresses")).isFalse();
        assertThat(f.path("nfServices").path(0).path("fqdn").asString()).isEqualTo("bsf.corebed.test");
        assertThat(f.path("nfServices").path(0).path("ipEndPoints").toString())
                .isEqualTo("[{\"transport\":\"TCP\",\"port\":8084}]");
    }

    @Test
    void anHttpsServiceIsOnTheTlsPort() {
        NrfAgentProperties p = props("", "", List.of("192.0.2.10"), List.of(), List.of(
                service("nbsf-management", "https", null, "1.1.0", "2.0.1"),
                service("nbsf-other", "http", 7777, "1.0.0")));
        JsonNode profile = NfProfileTemplate.resolve(p, "bsf", "0.0.0.0", 8084, 9084).toProfile();
        JsonNode tls = profile.path("nfServiceList").path("nbsf-management");
        assertThat(tls.path("scheme").asString()).isEqualTo("https");
        assertThat(tls.path("ipEndPoints").path(0).path("ipv4Address").asString()).isEqualTo("192.0.2.10");
        assertThat(tls.path("ipEndPoints").path(0).path("port").asInt()).isEqualTo(9084);
        assertThat(tls.path("versions").path(1).path("apiVersionInUri").asString()).isEqualTo("v2");
        assertThat(profile.path("nfServiceList").path("nbsf-other").path("ipEndPoints").path(0).path("port").asInt())
                .isEqualTo(7777);

        NrfAgentProperties listOnly = new NrfAgentProperties(p.apiRoot(), p.agent(), "", "", "", "", p.ipv4Addresses(),
                List.of(), null, null, "", 30, p.nfServices(), false);
        JsonNode rel17 = NfProfileTemplate.resolve(listOnly, "bsf", "0.0.0.0", 8084, 9084).toProfile();
        assertThat(rel17.has("nfServices")).isFalse();
        assertThat(rel17.path("nfServiceList").size()).isEqualTo(2);

        assertThatThrownBy(() -> NfProfileTemplate.resolve(p, "bsf", "0.0.0.0", 8084, -1))
                .hasMessageContaining("scheme https needs sbi.tls-port");
    }
}
