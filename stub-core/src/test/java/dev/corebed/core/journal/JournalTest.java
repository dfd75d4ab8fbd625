package dev.corebed.core.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

class JournalTest {

    record Sbi(String method, String path, String body) implements JournalPayload {
        public String transport() {
            return SBI;
        }

        public JsonNode json() {
            return body == null ? null : JsonMapper.builder().build().readTree(body);
        }

        public String header(String name) {
            return name.equalsIgnoreCase("user-agent") ? "SMF" : null;
        }

        public void writeTo(ObjectNode entry) {
            entry.put("method", method).put("path", path);
        }
    }

    static void sbi(Journal j, String op, String path, String body, int status) {
        j.record(RequestView.SBI, System.currentTimeMillis(), 1000, "nnrf-nfm", op, op, status, 0, null, null, null,
                new Sbi("PUT", path, body));
    }

    static JournalQuery q(String... kv) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            params.computeIfAbsent(kv[i], k -> new ArrayList<>()).add(kv[i + 1]);
        }
        return JournalQuery.parse(params);
    }

    @Test
    void keepsTheNewestEntriesAndCountsTheOverwrittenOnes() {
        Journal j = new Journal("nrf", new Journal.Settings(true, 3, 1024));
        for (int i = 1; i <= 5; i++) {
            sbi(j, "RegisterNFInstance", "/nf-instances/" + i, null, 201);
        }
        Journal.Page page = j.read(JournalQuery.all());
        assertThat(page.entries()).extracting(JournalEntry::id).containsExactly(3L, 4L, 5L);
        assertThat(j.recorded()).isEqualTo(5);
        assertThat(j.dropped()).isEqualTo(2);
        j.clear();
        assertThat(j.read(JournalQuery.all()).entries()).isEmpty();
        sbi(j, "RegisterNFInstance", "/nf-instances/6", null, 201);
        assertThat(j.read(JournalQuery.all()).entries()).extracting(JournalEntry::id).containsExactly(6L);
        assertThat(j.dropped()).isEqualTo(2);
    }

    @Test
    void filtersByOperationPathHeaderBodyStatusSinceAndLimit() {
        Journal j = new Journal("nrf", new Journal.Settings(true, 100, 1024));
        sbi(j, "RegisterNFInstance", "/nnrf-nfm/v1/nf-instances/a", "{\"nfType\":\"SMF\"}", 201);
        sbi(j, "RegisterNFInstance", "/nnrf-nfm/v1/nf-instances/b", "{\"nfType\":\"AMF\"}", 201);
        sbi(j, "UpdateNFInstance", "/nnrf-nfm/v1/nf-instances/b", "[]", 400);
        assertThat(j.count(q("operation", "registernfinstance"))).isEqualTo(2);
        assertThat(j.count(q("body", "/nfType=SMF"))).isEqualTo(1);
        assertThat(j.count(q("path", "/nnrf-nfm/v1/nf-instances/*", "status", "400"))).isEqualTo(1);
        assertThat(j.count(q("header", "User-Agent: SMF"))).isEqualTo(3);
        assertThat(j.count(q("transport", "diameter"))).isZero();
        assertThat(j.count(q("since", "2"))).isEqualTo(1);
        Journal.Page page = j.read(q("limit", "2"));
        assertThat(page.total()).isEqualTo(3);
        assertThat(page.entries()).extracting(JournalEntry::id).containsExactly(2L, 3L);
        ObjectNode json = page.entries().get(1).toJson("nrf");
        assertThat(json.get("status").asInt()).isEqualTo(400);
        assertThat(json.get("path").asString()).isEqualTo("/nnrf-nfm/v1/nf-instances/b");
        assertThat(json.get("time").asString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
    }

    @Test
    void aWrongFilterNamesItsParameter() {
        assertThatThrownBy(() -> q("limit", "-1")).isInstanceOf(RuleException.class)
                .extracting(e -> ((RuleException) e).pointer()).isEqualTo("limit");
        assertThatThrownBy(() -> q("operaton", "x")).isInstanceOf(RuleException.class)
                .extracting(e -> ((RuleException) e).pointer()).isEqualTo("operaton");
        assertThatThrownBy(() -> q("since", "yesterday")).isInstanceOf(RuleException.class);
    }

    @Test
    void concurrentWritersLoseNothingWhileTheRingHasRoom() throws Exception {
        Journal j = new Journal("nrf", new Journal.Settings(true, 100_000, 1024));
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                for (int i = 0; i < 20_000; i++) {
                    sbi(j, "RegisterNFInstance", "/x", null, 201);
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        assertThat(j.count(JournalQuery.all())).isEqualTo(80_000);
        assertThat(j.dropped()).isZero();
    }

    @Test
    void aDisabledJournalRecordsNothing() {
        Journal j = new Journal("nrf", new Journal.Settings(false, 10, 1024));
        sbi(j, "RegisterNFInstance", "/x", null, 201);
        assertThat(j.recorded()).isZero();
        assertThat(j.read(JournalQuery.all()).entries()).isEmpty();
    }
}
