package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The cases that never reach a database. */
class DbTierAutoConfigurationTest {

    private final ApplicationContextRunner contexts = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(DbTierAutoConfiguration.class));

    @Test
    void staysOffInAContextWithoutASchema() {
        contexts.run(context -> assertThat(context).hasNotFailed()
                .doesNotHaveBean(DataSource.class)
                .doesNotHaveBean(DbExecutor.class));
    }

    @Test
    void failsAtStartupWithoutAMigrationSet() {
        contexts.withPropertyValues("db.schema=corebed_nrf").run(context -> assertThat(context).hasFailed()
                .getFailure().rootCause().hasMessageContaining("db.migrations"));
    }
}
