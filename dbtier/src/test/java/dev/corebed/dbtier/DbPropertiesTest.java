package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** Binds the way a stub in a container does: from environment variables. */
class DbPropertiesTest {

    @Test
    void defaultsToTheEmbeddedDatabaseWithInnoDb() {
        DbProperties db = bindEnvironment(Map.of("DB_SCHEMA", "corebed_nrf", "DB_MIGRATIONS", "nrf"));

        assertThat(db.usesEmbeddedDatabase()).isTrue();
        assertThat(db.user()).isEqualTo("root");
        assertThat(db.password()).isEmpty();
        assertThat(db.engine()).isEqualTo("InnoDB");
        assertThat(db.poolSize()).isEqualTo(16);
        assertThat(db.executorQueue()).isEqualTo(2048);
        assertThat(db.requestTimeout()).isEqualTo(java.time.Duration.ofSeconds(3));
        assertThat(db.migrationLocation()).isEqualTo("classpath:db/migration/nrf");
        Path home = Path.of(System.getProperty("user.home"), ".corebed", "db");
        assertThat(db.embedded()).isEqualTo(new EmbeddedDatabase.Config(13306, home.resolve("data"), home.resolve("base")));
        assertThat(db.embedded().restartAttempts()).isEqualTo(5);
    }

    @Test
    void readsTheComposeFileVariables() {
        DbProperties db = bindEnvironment(Map.of(
                "DB_URL", "jdbc:mariadb://mysqld:3306?allowPublicKeyRetrieval=true",
                "DB_USER", "corebed",
                "DB_PASSWORD", "corebed",
                "DB_ENGINE", "NDBCLUSTER",
                "DB_POOLSIZE", "32",
                "DB_SCHEMA", "corebed_nrf",
                "DB_MIGRATIONS", "nrf",
                "DB_EMBEDDED_DATADIR", "/var/lib/corebed/data"));

        assertThat(db.usesEmbeddedDatabase()).isFalse();
        assertThat(db.url()).isEqualTo("jdbc:mariadb://mysqld:3306?allowPublicKeyRetrieval=true");
        assertThat(db.user()).isEqualTo("corebed");
        assertThat(db.engine()).isEqualTo("NDBCLUSTER");
        assertThat(db.poolSize()).isEqualTo(32);
        assertThat(db.embedded().dataDir()).isEqualTo(Path.of("/var/lib/corebed/data"));
    }

    @Test
    void refusesASchemaNameThatIsNoPlainIdentifier() {
        assertThatThrownBy(() -> bindEnvironment(Map.of("DB_SCHEMA", "corebed-nrf", "DB_MIGRATIONS", "nrf")))
                .isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("schema name must be");
    }

    @Test
    void refusesAnEngineThatIsNoBareWord() {
        assertThatThrownBy(() -> bindEnvironment(
                Map.of("DB_SCHEMA", "corebed_nrf", "DB_MIGRATIONS", "nrf", "DB_ENGINE", "InnoDB; DROP")))
                .isInstanceOf(BindException.class)
                .rootCause().hasMessageContaining("db.engine");
    }

    private static DbProperties bindEnvironment(Map<String, String> variables) {
        SystemEnvironmentPropertySource environment = new SystemEnvironmentPropertySource(
                StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, new HashMap<>(variables));
        return new Binder(ConfigurationPropertySources.from(environment)).bindOrCreate("db", DbProperties.class);
    }
}
