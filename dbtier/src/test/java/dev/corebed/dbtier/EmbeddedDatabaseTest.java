package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class EmbeddedDatabaseTest {

    @Test
    void knowsItsUrlsBeforeStartWhenThePortIsFixed() {
        EmbeddedDatabase database = new EmbeddedDatabase(EmbeddedDatabase.Config.defaults());

        assertThat(database.serverUrl()).isEqualTo("jdbc:mariadb://127.0.0.1:13306");
        assertThat(database.jdbcUrl("corebed_nrf")).isEqualTo("jdbc:mariadb://127.0.0.1:13306/corebed_nrf");
    }

    @Test
    void picksItsPortAtStartWhenConfiguredWithZero() {
        EmbeddedDatabase database = new EmbeddedDatabase(TestDatabases.config(Path.of("target", "unused")));

        assertThatIllegalStateException().isThrownBy(database::port).withMessageContaining("when it starts");
    }
}
