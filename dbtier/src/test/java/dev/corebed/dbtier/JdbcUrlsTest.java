package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class JdbcUrlsTest {

    @Test
    void appendsTheSchemaToAServerUrl() {
        assertThat(JdbcUrls.withSchema("jdbc:mariadb://mysqld:3306", "corebed_nrf"))
                .isEqualTo("jdbc:mariadb://mysqld:3306/corebed_nrf");
        assertThat(JdbcUrls.withSchema("jdbc:mariadb://mysqld:3306/", "corebed_nrf"))
                .isEqualTo("jdbc:mariadb://mysqld:3306/corebed_nrf");
    }

    @Test
    void keepsDriverOptionsAfterTheSchema() {
        assertThat(JdbcUrls.withSchema("jdbc:mysql://a:3306,b:3306?useSSL=false&allowPublicKeyRetrieval=true", "corebed_pcf"))
                .isEqualTo("jdbc:mysql://a:3306,b:3306/corebed_pcf?useSSL=false&allowPublicKeyRetrieval=true");
    }

    @Test
    void refusesAUrlThatAlreadyNamesASchema() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> JdbcUrls.withSchema("jdbc:mariadb://mysqld:3306/corebed_nrf", "corebed_pcf"))
                .withMessageContaining("db.schema");
    }

    @Test
    void refusesOtherDatabases() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> JdbcUrls.withSchema("jdbc:postgresql://pg:5432", "corebed_nrf"))
                .withMessageContaining("jdbc:mariadb://");
    }
}
