package dev.corebed.nrf;

import dev.corebed.launcher.StubCluster;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiEndpoints;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The NRF side of bench/nrf-discovery-bench.sh: a fake SLF, an NRF stub on its own embedded database
 * with the seed's 260 profiles registered through its PUT API, the SLF answer of the benchmark's
 * subscriber cached. Writes the answer of the benchmark's search to a file (the reference server serves
 * the same bytes), prints READY (with the management port), and runs until it is stopped (SIGTERM closes the stub and its database).
 *
 * <p>Arguments: SBI port, file for the answer, data directory, the search's query string.
 */
public final class NrfDiscoveryBenchBed {

    private NrfDiscoveryBenchBed() {}

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Path answer = Path.of(args[1]);
        Path dataDir = Path.of(args[2]);
        String query = args[3];
        FakePeer slf = new FakePeer("bench-slf", NfDiscoveryIT.slfRoute(),
                r -> SbiResponse.json(200, Map.of(r.queryParam("nf-type"), NrfBenchPopulation.UDM_GROUP)));
        Map<String, String> settings = new java.util.LinkedHashMap<>(Map.of("nrf-stub.sbi.port", String.valueOf(port),
                "nrf-stub.sbi.tls-port", "-1", "nrf-stub.admin.port", "0", "sbi.bind-address", "127.0.0.1",
                "admin.bind-address", "127.0.0.1", "db.embedded.port", "0",
                "db.embedded.data-dir", dataDir.toAbsolutePath().resolve("db").toString(), "logging.level.root", "WARN"));
        settings.put("stub.nrf.slf.api-root", slf.apiRoot());
        settings.put("stub.nrf.slf.cache-ttl", "24h");
        // Nothing heartbeats between the fan-out driver's rounds: without this, the 260 NFs would be
        // SUSPENDED 60 s after registration and the search would answer other bytes (EmptyList).
        settings.put("stub.nrf.heartbeat-grace", "1h");
        ConfigurableApplicationContext nrf = StubCluster.start(settings, java.util.List.of("nrf-stub")).context("nrf-stub");
        Runtime.getRuntime().addShutdownHook(new Thread(slf::close));

        SbiClient client = nrf.getBean(SbiClient.class);
        String base = "http://127.0.0.1:" + port;
        Map<String, Integer> sizes = new TreeMap<>();
        for (Map.Entry<String, byte[]> p : NrfBenchPopulation.profiles().entrySet()) {
            SbiClient.Response put = client.put(base + "/nnrf-nfm/v1/nf-instances/" + p.getKey(), p.getValue()).get();
            if (put.status() != 201 && put.status() != 200) {
                throw new IllegalStateException("registration refused: " + put.status() + " " + new String(put.body()));
            }
            sizes.merge(Json.MAPPER.readTree(p.getValue()).get("nfType").asString() + " max B", p.getValue().length, Math::max);
        }
        SbiClient.Response search;
        long deadline = System.currentTimeMillis() + 10_000;
        do {
            Thread.sleep(100); // the view polls the data tier
            search = client.get(base + "/nnrf-disc/v1/nf-instances?" + query).get();
        } while (Json.MAPPER.readTree(search.body()).get("nfInstances").size() < 6 && System.currentTimeMillis() < deadline);
        Files.write(answer, search.body());
        System.out.println("population: " + sizes);
        System.out.println("READY status=" + search.status() + " profiles="
                + Json.MAPPER.readTree(search.body()).get("nfInstances").size() + " bytes=" + search.body().length
                + " admin=" + nrf.getBean(SbiEndpoints.class).adminPort());
        Thread.currentThread().join();
    }
}
