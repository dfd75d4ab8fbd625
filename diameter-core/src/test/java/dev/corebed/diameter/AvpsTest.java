package dev.corebed.diameter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sy.Sy;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.impl.parser.MessageParser;
import org.junit.jupiter.api.Test;

/** The typed AVP helpers: encodings the specs define, and bad values turned into the right result code. */
class AvpsTest {

    static AvpSet avps() {
        return new MessageParser().createEmptyMessage(265, 16777236).getAvps();
    }

    @Test
    void framedIpv6PrefixIsRfc3162() throws Exception {
        AvpSet set = avps();
        Avps.addFramedIpv6Prefix(set, (Inet6Address) InetAddress.getByName("2001:db8:1::"), 64);
        assertThat(Avps.FRAMED_IPV6_PREFIX.octets(set)).hasSize(10).startsWith(0, 64, 0x20, 0x01, 0x0d, 0xb8, 0, 1);
        assertThat(Avps.framedIpv6Prefix(set)).isEqualTo("2001:db8:1:0:0:0:0:0/64");

        AvpSet bad = avps();
        Avps.FRAMED_IPV6_PREFIX.add(bad, new byte[] {0, (byte) 129});
        assertThatThrownBy(() -> Avps.framedIpv6Prefix(bad)).isInstanceOfSatisfying(DiameterException.class,
                e -> assertThat(e.resultCode()).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_VALUE));
    }

    @Test
    void msisdnIsTbcdInUserIdentity() {
        AvpSet set = avps();
        Sh.addUserIdentity(set, new Sh.UserIdentity(null, "491701234567"));
        byte[] tbcd = Sh.MSISDN.octets(Sh.USER_IDENTITY.requireGrouped(set));
        assertThat(tbcd).containsExactly(0x94, 0x71, 0x10, 0x32, 0x54, 0x76);
        assertThat(Sh.userIdentity(set)).isEqualTo(new Sh.UserIdentity(null, "491701234567"));

        AvpSet odd = avps();
        Sh.addUserIdentity(odd, new Sh.UserIdentity("sip:alice@corebed.test", "12345"));
        assertThat(Sh.MSISDN.octets(Sh.USER_IDENTITY.requireGrouped(odd))).containsExactly(0x21, 0x43, 0xf5);
        assertThat(Sh.userIdentity(odd)).isEqualTo(new Sh.UserIdentity("sip:alice@corebed.test", "12345"));

        AvpSet none = avps();
        Sh.USER_IDENTITY.addGrouped(none);
        assertThatThrownBy(() -> Sh.userIdentity(none)).isInstanceOfSatisfying(DiameterException.class,
                e -> assertThat(e.resultCode()).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP));
    }

    @Test
    void mediaComponentsRoundTrip() {
        AvpSet set = avps();
        Rx.MediaComponent audio = new Rx.MediaComponent(1, 0, 64_000L, 64_000L, 2, List.of(
                new Rx.MediaSubComponent(1, List.of("permit out 17 from 10.45.0.7 49152 to 192.0.2.10 30000",
                        "permit in 17 from 192.0.2.10 30000 to 10.45.0.7 49152"), null),
                new Rx.MediaSubComponent(2, List.of(), 1)));
        Rx.addMediaComponent(set, audio);
        assertThat(Rx.mediaComponents(set)).containsExactly(audio);
    }

    @Test
    void numbersAreCheckedAgainstTheirFormatAndValueSet() {
        AvpSet set = avps();
        Avps.CC_REQUEST_TYPE.add(set, 7);
        assertThatThrownBy(() -> Avps.CC_REQUEST_TYPE.requireNumber(set)).isInstanceOfSatisfying(DiameterException.class,
                e -> assertThat(e.resultCode()).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_VALUE));
        AvpSet shortOne = avps();
        Avps.CC_REQUEST_NUMBER.add(shortOne, new byte[] {1, 2});
        assertThatThrownBy(() -> Avps.CC_REQUEST_NUMBER.requireNumber(shortOne)).isInstanceOfSatisfying(DiameterException.class,
                e -> assertThat(e.resultCode()).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_LENGTH));
        assertThatThrownBy(() -> Avps.SESSION_ID.requireString(avps())).isInstanceOfSatisfying(DiameterException.class,
                e -> assertThat(e.getMessage()).isEqualTo("missing AVP Session-Id (263)"));
        AvpSet big = avps();
        Avps.CC_REQUEST_NUMBER.add(big, 0xfffffffeL);
        assertThat(Avps.CC_REQUEST_NUMBER.requireNumber(big)).as("Unsigned32 above 2^31").isEqualTo(0xfffffffeL);
    }

    @Test
    void addressesAndTimesUseTheDiameterFormats() throws Exception {
        AvpSet set = avps();
        Gx.AN_GW_ADDRESS.add(set, InetAddress.getByName("192.0.2.7"));
        assertThat(Gx.AN_GW_ADDRESS.octets(set)).containsExactly(0, 1, 192, 0, 2, 7);
        assertThat(Gx.AN_GW_ADDRESS.address(set)).isEqualTo(InetAddress.getByName("192.0.2.7"));
        Date change = Date.from(Instant.parse("2026-12-01T00:00:00Z"));
        Sy.PENDING_POLICY_COUNTER_CHANGE_TIME.add(set, change);
        assertThat(Sy.PENDING_POLICY_COUNTER_CHANGE_TIME.number(set, 0)).as("NTP seconds")
                .isEqualTo(change.getTime() / 1000 + 2_208_988_800L);
        assertThat(Sy.PENDING_POLICY_COUNTER_CHANGE_TIME.time(set)).isEqualTo(change);
    }

    @Test
    void resultCodesTellTheVendorApart() {
        assertThat(ResultCodes.of(0, 5001)).isSameAs(ResultCodes.DIAMETER_AVP_UNSUPPORTED);
        assertThat(ResultCodes.of(10415, 5001)).isSameAs(ResultCodes.DIAMETER_ERROR_USER_UNKNOWN);
        assertThat(ResultCodes.of(10415, 5065).tag()).isEqualTo("10415:5065");
        assertThat(ResultCodes.of(0, 4999).name()).isNull();

        AvpSet answer = avps();
        Avps.addResultCode(answer, ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
        assertThat(answer.getAvp(268)).isNull();
        assertThat(Avps.resultCode(answer)).isSameAs(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
    }
}
