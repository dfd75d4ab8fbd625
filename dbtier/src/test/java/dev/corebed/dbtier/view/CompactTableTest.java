package dev.corebed.dbtier.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompactTableTest {

    static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static List<String> strings(List<byte[]> payloads) {
        List<String> out = new ArrayList<>();
        payloads.forEach(p -> out.add(new String(p, StandardCharsets.UTF_8)));
        return out;
    }

    @Test
    void rowsAreFoundByKeyAndBySecondaryKeysAndGoneOnceRemoved() {
        CompactTable t = new CompactTable(2);
        assertThat(t.put("a", new long[] {10, 100}, b("row a"))).isTrue();
        assertThat(t.put("b", new long[] {10, CompactTable.NONE}, b("row b"))).isTrue();
        assertThat(t.put("c", new long[] {11, 100}, b("row c, longer than the others"))).isTrue();

        assertThat(t.size()).isEqualTo(3);
        assertThat(new String(t.get("c"), StandardCharsets.UTF_8)).isEqualTo("row c, longer than the others");
        assertThat(t.get("d")).isNull();
        assertThat(strings(t.find(1, 10, 10))).containsExactlyInAnyOrder("row a", "row b");
        assertThat(strings(t.find(2, 100, 10))).containsExactlyInAnyOrder("row a", "row c, longer than the others");
        assertThat(t.find(2, CompactTable.NONE, 10)).as("an absent key is not indexed").isEmpty();
        assertThat(t.find(1, 10, 1)).hasSize(1);

        assertThat(t.remove("a")).isTrue();
        assertThat(t.remove("a")).isFalse();
        assertThat(t.get("a")).isNull();
        assertThat(strings(t.find(1, 10, 10))).containsExactly("row b");
        assertThat(strings(t.find(2, 100, 10))).containsExactly("row c, longer than the others");
        assertThat(t.size()).isEqualTo(2);
    }

    @Test
    void aPutReplacesTheRowOfItsKeyAndItsSecondaryKeys() {
        CompactTable t = new CompactTable(1);
        t.put("a", new long[] {1}, b("first"));
        assertThat(t.put("a", new long[] {2}, b("second, in a slot of another size"))).isFalse();
        assertThat(t.size()).isEqualTo(1);
        assertThat(new String(t.get("a"), StandardCharsets.UTF_8)).isEqualTo("second, in a slot of another size");
        assertThat(t.find(1, 1, 10)).isEmpty();
        assertThat(t.find(1, 2, 10)).hasSize(1);
    }

    @Test
    void manyRowsAndTheirRemovalsKeepEveryIndexRight() {
        CompactTable t = new CompactTable(1);
        int n = 50_000;
        for (int i = 0; i < n; i++) {
            t.put("key-" + i, new long[] {i % 1000}, b("payload of " + i + "x".repeat(i % 300)));
        }
        for (int i = 0; i < n; i += 2) {
            t.remove("key-" + i);
        }
        assertThat(t.size()).isEqualTo(n / 2);
        for (int i = 0; i < n; i++) {
            byte[] p = t.get("key-" + i);
            if (i % 2 == 0) {
                assertThat(p).isNull();
            } else {
                assertThat(new String(p, StandardCharsets.UTF_8)).isEqualTo("payload of " + i + "x".repeat(i % 300));
            }
        }
        assertThat(t.find(1, 7, 1000)).as("odd keys with i % 1000 == 7").hasSize(n / 1000);
        assertThat(t.offHeapBytes()).isGreaterThan(0);
    }

    @Test
    void aSweepRemovesTheRowsNotPutAgainAndClearEmptiesTheTable() {
        CompactTable t = new CompactTable(1);
        t.put("a", new long[] {1}, b("a"));
        t.put("b", new long[] {1}, b("b"));
        t.beginSweep();
        t.put("b", new long[] {1}, b("b again"));
        t.put("c", new long[] {1}, b("c"));
        assertThat(t.endSweep()).isEqualTo(1);
        assertThat(t.get("a")).isNull();
        assertThat(strings(t.find(1, 1, 10))).containsExactlyInAnyOrder("b again", "c");

        t.clear();
        assertThat(t.size()).isZero();
        assertThat(t.get("b")).isNull();
        assertThat(t.find(1, 1, 10)).isEmpty();
        t.put("d", new long[] {1}, b("d"));
        assertThat(strings(t.find(1, 1, 10))).containsExactly("d");
    }
}
