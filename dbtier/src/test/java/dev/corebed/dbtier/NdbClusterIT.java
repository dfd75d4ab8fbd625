package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.testcontainers.containers.ComposeContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The NRF migrations on a real NDB Cluster: the test bed's management node, two data nodes and SQL
 * node from deploy/docker-compose.yml. Skipped where no Docker engine runs.
 */
@Testcontainers(disabledWithoutDocker = true)
class NdbClusterIT {

    private static final int MYSQLD_PORT = 3306;

    @Container
    static final ComposeContainer BED = new ComposeContainer(new File("../deploy/docker-compose.yml"))
            .withServices("mgmd", "ndbd1", "ndbd2", "mysqld")
            .withExposedService("mysqld", MYSQLD_PORT, Wait.forHealthcheck().withStartupTimeout(Duration.ofMinutes(5)));

    @Test
    void nrfTablesAndFlywayHistoryLiveInNdb() {
        String url = "jdbc:mariadb://" + BED.getServiceHost("mysqld", MYSQLD_PORT) + ":"
                + BED.getServicePort("mysqld", MYSQLD_PORT) + "?allowPublicKeyRetrieval=true";
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DbTierAutoConfiguration.class))
                .withPropertyValues(
                        "db.url=" + url,
                        "db.user=corebed",
                        "db.password=corebed",
                        "db.engine=NDBCLUSTER",
                        "db.schema=corebed_nrf",
                        "db.migrations=nrf")
                .run(context -> assertThat(context.getBean(DbExecutor.class).submit(DbTierAutoConfigurationIT::tables))
                        .succeedsWithin(Duration.ofSeconds(30))
                        .isEqualTo(List.of("access_token_keys ndbcluster", "flyway_schema_history ndbcluster", "nf_instances ndbcluster")));
    }
}
