package dev.corebed.bsf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.bsf.service.UeAddress.Ipv6Prefix;
import org.junit.jupiter.api.Test;

class UeAddressTest {

    @Test
    void ipv4AndMacRoundTrip() {
        assertThat(UeAddress.ipv4("10.0.1.44")).isEqualTo((10L << 24) | (1 << 8) | 44);
        assertThat(UeAddress.ipv4("255.255.255.255")).isEqualTo(0xFFFF_FFFFL);
        assertThat(UeAddress.ipv4(UeAddress.ipv4("192.0.2.1"))).isEqualTo("192.0.2.1");
        assertThat(UeAddress.mac48("00-1B-63-84-45-E6")).isEqualTo(0x001B638445E6L);
        assertThat(UeAddress.mac48(0x001B638445E6L)).isEqualTo("00-1b-63-84-45-e6");
        for (String bad : new String[] {"10.0.0.256", "10.0.0", "010.0.0.1", "10.0.0.1 ", "a.b.c.d"}) {
            assertThatThrownBy(() -> UeAddress.ipv4(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> UeAddress.mac48("00:1b:63:84:45:e6")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ipv6PrefixesParseAndPrintAsRfc5952() {
        Ipv6Prefix p = Ipv6Prefix.parse("2001:DB8:0:21::/64");
        assertThat(p.high()).isEqualTo(0x20010db800000021L);
        assertThat(p.low()).isZero();
        assertThat(p.len()).isEqualTo(64);
        assertThat(p).hasToString("2001:db8:0:21::/64");
        assertThat(Ipv6Prefix.parse("2001:db8::1")).hasToString("2001:db8::1/128");
        assertThat(Ipv6Prefix.parse("::/0")).hasToString("::/0");
        assertThat(Ipv6Prefix.parse("2001:db8:0:0:1:0:0:1/128")).hasToString("2001:db8::1:0:0:1/128");
        assertThat(Ipv6Prefix.parse("2001:db8:1:2:3:4:5:6/48")).as("bits past the length are cleared").hasToString("2001:db8:1::/48");
        for (String bad : new String[] {"2001:db8::1::2/128", "2001:db8:g::/64", "2001:db8::/129", "1:2:3:4:5:6:7:8:9/128",
                "::ffff:192.0.2.1/128", "", "2001:db8::/"}) {
            assertThatThrownBy(() -> Ipv6Prefix.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aPrefixContainsTheAddressesAndLongerPrefixesInIt() {
        Ipv6Prefix p64 = Ipv6Prefix.parse("2001:db8:0:21::/64");
        assertThat(p64.contains(Ipv6Prefix.parse("2001:db8:0:21:a:b:c:d/128"))).isTrue();
        assertThat(p64.contains(Ipv6Prefix.parse("2001:db8:0:21::/64"))).isTrue();
        assertThat(p64.contains(Ipv6Prefix.parse("2001:db8:0:22::1/128"))).isFalse();
        assertThat(p64.contains(Ipv6Prefix.parse("2001:db8::/48"))).as("a shorter prefix is not inside").isFalse();
        Ipv6Prefix host = Ipv6Prefix.parse("2001:db8::5/128");
        assertThat(host.contains(Ipv6Prefix.parse("2001:db8::5/128"))).isTrue();
        assertThat(host.contains(Ipv6Prefix.parse("2001:db8::6/128"))).isFalse();
    }

    @Test
    void lookupKeysCoverTheDelegatedLengths() {
        Ipv6Prefix address = Ipv6Prefix.parse("2001:db8:1:22ff::5/128");
        assertThat(address.lookupKeys()).containsExactly(0x20010db8000122ffL, 0x20010db8000122f0L, 0x20010db800012200L,
                0x20010db800012000L, 0x20010db800010000L);
        // A /56 binding is stored under its masked upper 64 bits: one of those keys.
        assertThat(Ipv6Prefix.parse("2001:db8:1:2200::/56").key()).isEqualTo(0x20010db800012200L);
        assertThat(Ipv6Prefix.parse("2001:db8::/32").lookupKeys()).containsExactly(0x20010db800000000L);
    }

    @Test
    void supportedFeaturesIntersect() {
        assertThat(SupportedFeatures.intersection("f", "6")).isEqualTo("6");
        assertThat(SupportedFeatures.intersection("1", "6")).isEqualTo("0");
        assertThat(SupportedFeatures.intersection("A6", "6")).isEqualTo("6");
        assertThat(SupportedFeatures.intersection("", "6")).isEqualTo("0");
    }

    @Test
    void bindingIdsAreVersion7AndOrderedByTime() {
        String a = BindingIds.newId(1_000_000L);
        String b = BindingIds.newId(1_000_001L);
        assertThat(a).matches("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
        assertThat(a.compareTo(b)).isNegative();
        var seq = BindingIds.sequence(2_000_000L);
        assertThat(seq.apply(0).compareTo(seq.apply(1))).isNegative();
        assertThat(seq.apply(9).compareTo(seq.apply(10))).isNegative();
    }
}
