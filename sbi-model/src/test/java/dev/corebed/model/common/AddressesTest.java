package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.model.common.Ipv6Prefixes.Prefix;
import org.junit.jupiter.api.Test;

/** Ipv4Addr, Ipv6Prefix and MacAddr48 of TS 29.571 as numbers. */
class AddressesTest {

    @Test
    void ipv4AndMacRoundTrip() {
        assertThat(Ipv4Addrs.parse("10.0.1.44")).isEqualTo((10L << 24) | (1 << 8) | 44);
        assertThat(Ipv4Addrs.parse("255.255.255.255")).isEqualTo(0xFFFF_FFFFL);
        assertThat(Ipv4Addrs.parse("0.0.0.0")).isZero();
        assertThat(Ipv4Addrs.format(Ipv4Addrs.parse("192.0.2.1"))).isEqualTo("192.0.2.1");
        assertThat(MacAddr48s.parse("00-1B-63-84-45-E6")).isEqualTo(0x001B638445E6L);
        assertThat(MacAddr48s.format(0x001B638445E6L)).isEqualTo("00-1b-63-84-45-e6");
        for (String bad : new String[] {"10.0.0.256", "10.0.0", "010.0.0.1", "10.0.0.1 ", "a.b.c.d", "1.2.3.4.", "1..2.3",
                "1.2.3.4.5", "", "1.2.3.\u0661"}) {
            assertThatThrownBy(() -> Ipv4Addrs.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        for (String bad : new String[] {"00:1b:63:84:45:e6", "00-1b-63-84-45", "00-1b-63-84-45-e6-", "00-1b-63-84-45-g6",
                "00-1b-63-84-45-\uff16\uff16"}) {
            assertThatThrownBy(() -> MacAddr48s.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void ipv6PrefixesParseAndPrintAsRfc5952() {
        Prefix p = Ipv6Prefixes.parse("2001:DB8:0:21::/64");
        assertThat(p.high()).isEqualTo(0x20010db800000021L);
        assertThat(p.low()).isZero();
        assertThat(p.len()).isEqualTo(64);
        assertThat(p).hasToString("2001:db8:0:21::/64");
        assertThat(Ipv6Prefixes.parse("2001:db8::1")).as("an Ipv6Addr is a /128").hasToString("2001:db8::1/128");
        assertThat(Ipv6Prefixes.parse("::/0")).hasToString("::/0");
        assertThat(Ipv6Prefixes.parse("2001:db8:0:0:1:0:0:1/128")).hasToString("2001:db8::1:0:0:1/128");
        assertThat(Ipv6Prefixes.parse("2001:db8:1:2:3:4:5:6/48")).as("bits past the length are cleared").hasToString("2001:db8:1::/48");
        for (String bad : new String[] {"2001:db8::1::2/128", "2001:db8:g::/64", "2001:db8::/129", "1:2:3:4:5:6:7:8:9/128",
                "::ffff:192.0.2.1/128", "", "2001:db8::/", "2001:db8::/+1", "2001:db8::\u0661/128", "12345::/64"}) {
            assertThatThrownBy(() -> Ipv6Prefixes.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aPrefixContainsTheAddressesAndLongerPrefixesInIt() {
        Prefix p64 = Ipv6Prefixes.parse("2001:db8:0:21::/64");
        assertThat(p64.contains(Ipv6Prefixes.parse("2001:db8:0:21:a:b:c:d/128"))).isTrue();
        assertThat(p64.contains(Ipv6Prefixes.parse("2001:db8:0:21::/64"))).isTrue();
        assertThat(p64.contains(Ipv6Prefixes.parse("2001:db8:0:22::1/128"))).isFalse();
        assertThat(p64.contains(Ipv6Prefixes.parse("2001:db8::/48"))).as("a shorter prefix is not inside").isFalse();
        Prefix host = Ipv6Prefixes.parse("2001:db8::5/128");
        assertThat(host.contains(Ipv6Prefixes.parse("2001:db8::5/128"))).isTrue();
        assertThat(host.contains(Ipv6Prefixes.parse("2001:db8::6/128"))).isFalse();
    }
}
