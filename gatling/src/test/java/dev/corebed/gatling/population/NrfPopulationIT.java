package dev.corebed.gatling.population;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.nrf.NrfStubApplication;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.config.SbiEndpoints;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** The generator against the NRF stub: every profile is registered as generated, subscriptions are created or reported unsupported. */
class NrfPopulationIT {

    @Test
    void loadsThePopulationIntoARunningNrf() throws Exception {
        Path dir = Path.of("target", "it-data", "population-" + UUID.randomUUID()).toAbsolutePath();
        try (ConfigurableApplicationContext nrf = new SpringApplicationBuilder(NrfStubApplication.class)
                .properties(Map.of("spring.config.name", NrfStubApplication.CONFIG_NAME))
                .run("--sbi.port=0", "--sbi.tls-port=-1", "--admin.port=-1", "--sbi.bind-address=127.0.0.1",
                        "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"),
                        // diameter-core is on this module's class path (the Diameter load driver); the NRF has no Diameter side
                        "--spring.autoconfigure.exclude=dev.corebed.diameter.config.DiameterAutoConfiguration")) {
            String apiRoot = "http://127.0.0.1:" + nrf.getBean(SbiEndpoints.class).sbiPort();
            ByteArrayOutputStream report = new ByteArrayOutputStream();

            // The generator's default concurrency: concurrent first registrations must all succeed.
            int exit = NrfPopulation.run(new String[] {"--nrf=" + apiRoot},
                    new PrintStream(report, true, StandardCharsets.UTF_8));

            String printed = report.toString(StandardCharsets.UTF_8);
            assertThat(exit).as(printed).isEqualTo(NrfPopulation.OK);
            assertThat(printed).contains("260 of 260 profiles registered").contains("1000 of 1000 subscriptions created");

            Map<String, Integer> stored = new HashMap<>();
            try (Connection c = nrf.getBean(DataSource.class).getConnection();
                 ResultSet rs = c.createStatement().executeQuery("SELECT nf_type, COUNT(*) FROM nf_instances GROUP BY nf_type")) {
                while (rs.next()) {
                    stored.put(rs.getString(1), rs.getInt(2));
                }
            }
            for (NfProfileGenerator.NfTypeSpec spec : NfProfileGenerator.SEED) {
                assertThat(stored.get(spec.nfType())).as(spec.nfType()).isEqualTo(spec.count());
            }

            // what the NRF keeps is what was generated (apart from the heartBeatTimer it decides)
            NfProfileGenerator.GeneratedProfile amf = NfProfileGenerator.generate().get(0);
            try (Connection c = nrf.getBean(DataSource.class).getConnection();
                 PreparedStatement s = c.prepareStatement("SELECT profile FROM nf_instances WHERE nf_instance_id = ?")) {
                s.setString(1, amf.nfInstanceId());
                try (ResultSet rs = s.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                    assertThat(Json.MAPPER.readTree(rs.getString(1)).get("amfInfo")).isEqualTo(amf.profile().get("amfInfo"));
                }
            }
        }
    }

    @Test
    void dumpsTheProfilesAsJsonFilesWithoutAnNrf() throws Exception {
        Path dir = Path.of("target", "it-data", "dump-" + UUID.randomUUID()).toAbsolutePath();
        int exit = NrfPopulation.run(new String[] {"--dump", dir.toString()}, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));

        assertThat(exit).isEqualTo(NrfPopulation.OK);
        List<NfProfileGenerator.GeneratedProfile> profiles = NfProfileGenerator.generate();
        try (var files = Files.walk(dir)) {
            assertThat(files.filter(Files::isRegularFile)).hasSize(260);
        }
        NfProfileGenerator.GeneratedProfile smsf = profiles.stream().filter(p -> p.nfType().equals("SMSF")).findFirst().orElseThrow();
        assertThat(Files.readAllBytes(dir.resolve("SMSF").resolve(smsf.nfInstanceId() + ".json"))).isEqualTo(smsf.json());
    }
}
