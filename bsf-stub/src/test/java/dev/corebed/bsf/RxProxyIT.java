package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubType;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.ProtocolErrorCases;
import dev.corebed.diameter.test.RawPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/**
 * The BSF as the Rx proxy: a PCF (RxTestPeer) and an AF (RxTestPeer) connect to the BSF's Diameter port; the
 * PCF's binding is created over Nbsf_Management with the PCF's Diameter identity, and the AF's Rx session
 * goes to that PCF through the BSF. A raw peer sends what RFC 6733 §7.1 has every node refuse (diameter-core's
 * ProtocolErrorCases, as on a plain node): the BSF answers each itself, forwards none, and keeps serving.
 */
@CorebedTest(stubs = StubType.BSF, reset = ResetMode.PER_CLASS)
class RxProxyIT {

    static final String BINDINGS = "/nbsf-management/v1/pcfBindings";
    static final String BSF = "bsf.corebed.test";
    static final String PCF = "pcf-rx.corebed.test";
    static final String PCF_WITHOUT_RX = "pcf-norx.corebed.test";
    static final String AF = "pcscf.corebed.test";

    @Stub
    static BsfHandle bsf;
    static RxTestPeer pcf;
    static RxTestPeer af;

    @BeforeAll
    static void boot() throws Exception {
        pcf = RxTestPeer.pcf(PCF, RxTestPeer.peer(BSF, bsf.diameter().orElseThrow().port()));
        af = RxTestPeer.af(AF, RxTestPeer.peer(BSF, bsf.diameter().orElseThrow().port()));
        assertThat(pcf.awaitOpen(BSF)).isTrue();
        assertThat(af.awaitOpen(BSF)).isTrue();
    }

    @AfterAll
    static void shutdown() {
        for (AutoCloseable c : new AutoCloseable[] {af, pcf}) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (Exception ignored) {
                // best effort
            }
        }
    }

    static void bind(String address, boolean ipv6, String diamHost) {
        ObjectNode b = (ObjectNode) Json.MAPPER.readTree("""
                {"supi":"imsi-001010000000001","dnn":"ims","snssai":{"sst":1},"pcfFqdn":"pcf.corebed.test",
                 "pcfId":"2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11"}""");
        b.put(ipv6 ? "ipv6Prefix" : "ipv4Addr", address);
        if (diamHost != null) {
            b.put("pcfDiamHost", diamHost).put("pcfDiamRealm", RxTestPeer.REALM);
        }
        Reply created = HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, b.toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
    }

    static String metrics() {
        return HttpProbe.http1("GET", bsf.adminUri() + "/metrics", null).body();
    }

    static String sid(Request r) {
        return Avps.SESSION_ID.requireString(r.getAvps());
    }

    static Inet4Address ipv4(String s) throws Exception {
        return (Inet4Address) InetAddress.getByName(s);
    }

    @Test
    void aSessionGoesToThePcfOfTheBindingAndThePcfsRarReachesTheAf() throws Exception {
        bind("10.46.0.7", false, PCF);
        Request aar = af.aarInitial(ipv4("10.46.0.7"));
        String sid = sid(aar);

        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).as("the PCF answered").isEqualTo(PCF);
        assertThat(Avps.SESSION_ID.requireString(aaa.getAvps())).isEqualTo(sid);

        Request seen = pcf.awaitRequest(Rx.AAR, sid);
        assertThat(seen).isNotNull();
        AvpSet avps = seen.getAvps();
        assertThat(Avps.ORIGIN_HOST.requireString(avps)).as("the AF stays the origin").isEqualTo(AF);
        assertThat(Avps.DESTINATION_HOST.requireString(avps)).isEqualTo(PCF);
        assertThat(Avps.framedIpAddress(avps)).isEqualTo(ipv4("10.46.0.7"));

        Answer aaaU = af.call(af.aarUpdate(sid, PCF));
        assertThat(Avps.resultCode(aaaU.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaaU.getAvps())).isEqualTo(PCF);
        Request update = pcf.received().stream()
                .filter(r -> r.getCommandCode() == Rx.AAR.code() && sid.equals(sid(r))
                        && Rx.RX_REQUEST_TYPE.number(r.getAvps(), -1) == Rx.UPDATE_REQUEST)
                .findFirst().orElse(null);
        assertThat(update).as("the AAR-U reached the PCF").isNotNull();

        Answer raa = pcf.call(pcf.rar(sid, AF));
        assertThat(Avps.resultCode(raa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(raa.getAvps())).as("the AF answered").isEqualTo(AF);
        Request rar = af.awaitRequest(Rx.RAR, sid);
        assertThat(rar).isNotNull();
        assertThat(Avps.ORIGIN_HOST.requireString(rar.getAvps())).isEqualTo(PCF);
        assertThat(Avps.DESTINATION_HOST.requireString(rar.getAvps())).isEqualTo(AF);

        Answer sta = af.call(af.str(sid, PCF));
        assertThat(Avps.resultCode(sta.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(pcf.awaitRequest(Rx.STR, sid)).isNotNull();

        // The session ended with its STA: an update now is the BSF's 5002.
        Answer late = af.call(af.aarUpdate(sid, PCF));
        assertThat(Avps.resultCode(late.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.ORIGIN_HOST.requireString(late.getAvps())).isEqualTo(BSF);
        assertThat(metrics()).containsPattern("diameter_relay_requests_total\\{[^}]*command=\"RAR\"[^}]*direction=\"to-client\"[^}]*outcome=\"relayed\"")
                .contains("diameter_relay_sessions_ended_total{");
    }

    // ---- RFC 6733 §7.1 on the proxy port: answered by the BSF, nothing forwarded, the connection kept ----

    /** Runs one case from a raw AF connection, then checks the PCF saw nothing and the timer counted the answer. */
    static void refused(Case c, String command, String result) throws Exception {
        pcf.clearReceived();
        // An Origin-Host of its own per case: jDiameter may lose the first requests of a peer that reconnects
        // under the same identity right after a disconnect (diameter-core/README.md, The stack).
        String host = "raw-af-" + command.toLowerCase() + "-" + result + ".corebed.test";
        try (RawPeer raw = new RawPeer(bsf.diameter().orElseThrow().port(), host, Rx.APPLICATION.authApplicationId())) {
            c.run(new ProtocolErrorCases(raw, BSF));
        }
        assertThat(pcf.received()).as("nothing reached the PCF").isEmpty();
        assertThat(metrics()).containsPattern("diameter_requests_seconds_count\\{application=\"" + (command.equals("AAR") ? "rx" : "base")
                + "\",command=\"" + command + "\",[^}]*result=\"" + result + "\"[^}]*\\} [1-9]");
    }

    interface Case {
        void run(ProtocolErrorCases cases) throws Exception;
    }

    @Test
    void aVersion2HeaderIs5011() throws Exception {
        refused(ProtocolErrorCases::unsupportedVersion, "AAR", "5011");
    }

    @Test
    void aDwrWithTheEBitIs3008() throws Exception {
        refused(ProtocolErrorCases::errorBitOnAWatchdog, "DWR", "3008");
    }

    @Test
    void anUnknownCommandIs3001() throws Exception {
        refused(ProtocolErrorCases::unknownCommand, "unknown", "3001");
    }

    @Test
    void anUnknownAvpWithTheMBitIsTheBsfs5001() throws Exception {
        refused(ProtocolErrorCases::unknownMandatoryAvp, "AAR", "5001");
    }

    @Test
    void twoSessionIdsAre5009() throws Exception {
        refused(ProtocolErrorCases::sessionIdTwice, "AAR", "5009");
    }

    @Test
    void anAarWithoutAuthApplicationIdIs5005() throws Exception {
        refused(ProtocolErrorCases::missingAuthApplicationId, "AAR", "5005");
    }

    @Test
    void anAddressWithoutBindingIsIpCanSessionNotAvailable() throws Exception {
        Request aar = af.aarInitial(ipv4("10.46.9.9"));
        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo(BSF);
        assertThat(pcf.awaitRequest(Rx.AAR, sid(aar))).as("nothing reached the PCF").isNull();
        assertThat(metrics()).containsPattern("diameter_relay_requests_total\\{[^}]*command=\"AAR-I\"[^}]*outcome=\"no-target\"");
    }

    @Test
    void aBindingWithoutPcfDiameterIdentityIsIpCanSessionNotAvailable() throws Exception {
        bind("10.46.0.8", false, null);
        Answer aaa = af.call(af.aarInitial(ipv4("10.46.0.8")));
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
    }

    @Test
    void anIpv6PrefixBindingIsFoundByFramedIpv6Prefix() throws Exception {
        bind("2001:db8:46:1::/64", true, PCF);
        Request aar = af.aarInitial(ipv4("192.0.2.1"));
        // An IPv6-only PDU session: no Framed-IP-Address, the UE's /64 in Framed-IPv6-Prefix.
        aar.getAvps().removeAvp(Avps.FRAMED_IP_ADDRESS.code());
        Avps.addFramedIpv6Prefix(aar.getAvps(), (Inet6Address) InetAddress.getByName("2001:db8:46:1::"), 64);
        String sid = sid(aar);

        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo(PCF);
        Request seen = pcf.awaitRequest(Rx.AAR, sid);
        assertThat(seen).isNotNull();
        assertThat(Avps.framedIpv6Prefix(seen.getAvps())).isEqualTo("2001:db8:46:1:0:0:0:0/64");
    }
}
