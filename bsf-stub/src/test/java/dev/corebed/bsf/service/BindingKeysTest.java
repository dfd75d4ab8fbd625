package dev.corebed.bsf.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.common.Ipv6Prefixes;
import org.junit.jupiter.api.Test;

/** The keys the BSF stores and looks bindings up by: IPv6 lookup keys, resource ids. */
class BindingKeysTest {

    @Test
    void lookupKeysCoverTheDelegatedLengths() {
        Ipv6Prefixes.Prefix address = Ipv6Prefixes.parse("2001:db8:1:22ff::5/128");
        assertThat(BindingQuery.lookupKeys(address)).containsExactly(0x20010db8000122ffL, 0x20010db8000122f0L,
                0x20010db800012200L, 0x20010db800012000L, 0x20010db800010000L);
        // A /56 binding is stored under its masked upper 64 bits: one of those keys.
        assertThat(Ipv6Prefixes.parse("2001:db8:1:2200::/56").high()).isEqualTo(0x20010db800012200L);
        assertThat(BindingQuery.lookupKeys(Ipv6Prefixes.parse("2001:db8::/32"))).containsExactly(0x20010db800000000L);
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

    @Test
    void onlyIdsOfTheIssuedFormNameAResource() {
        assertThat(BindingIds.issued(BindingIds.newId())).isTrue();
        assertThat(BindingIds.issued(BindingIds.sequence(1L).apply(7))).isTrue();
        for (String other : new String[] {null, "", "nope", "0190A0F1-0000-7000-8000-000000000000",
                "0190a0f1-0000-7000-8000-00000000000\u00e9", "0190a0f1x0000-7000-8000-000000000000",
                "0190a0f1-0000-7000-8000-0000000000000"}) {
            assertThat(BindingIds.issued(other)).as(other).isFalse();
        }
    }
}
