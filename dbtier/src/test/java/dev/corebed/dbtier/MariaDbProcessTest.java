package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

/** The level each line of mariadbd and mariadb-install-db is logged at. */
class MariaDbProcessTest {

    @Test
    void mariadbdsOwnTagDecidesAndTheChatterIsDebug() {
        assertThat(MariaDbProcess.level("2026-11-25 13:14:23 0 [ERROR] Aborting")).isEqualTo(Level.ERROR);
        assertThat(MariaDbProcess.level("ERROR: 1064  You have an error in your SQL syntax")).isEqualTo(Level.ERROR);
        // a warning that mentions an error is a warning
        assertThat(MariaDbProcess.level("2026-11-25 13:14:23 5 [Warning] Aborted connection 5 to db: 'corebed_nrf'"
                + " (Got an error reading communication packets)")).isEqualTo(Level.WARN);
        assertThat(MariaDbProcess.level("2026-11-25 13:25:38 0 [Warning] Could not increase number of max_open_files to"
                + " more than 20000 (request: 32184)")).isEqualTo(Level.INFO);
        assertThat(MariaDbProcess.level("2026-11-25 13:25:39 0 [Note] InnoDB: Using Linux native AIO")).isEqualTo(Level.DEBUG);
        assertThat(MariaDbProcess.level("Installing MariaDB/MySQL system tables in '/tmp/db' ...")).isEqualTo(Level.DEBUG);
        assertThat(MariaDbProcess.level("See the MariaDB Knowledgebase at https://mariadb.com/kb")).isEqualTo(Level.DEBUG);
    }
}
