package dev.corebed.dbtier;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * The data tier of a stub context that sets {@code db.schema}: its schema on the configured SQL node
 * or on the JVM's shared embedded database, a HikariCP pool on it, the stub's migrations applied
 * before anyone gets the pool, and the {@link DbExecutor}.
 *
 * <p>Shutdown runs in reverse: the executor drains, the pool closes, the embedded database stops
 * after its last context.
 */
@AutoConfiguration(beforeName = "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration")
@ConditionalOnProperty(prefix = "db", name = "schema")
@EnableConfigurationProperties(DbProperties.class)
public class DbTierAutoConfiguration {

    @Bean(destroyMethod = "close")
    DbServer dbServer(DbProperties db) {
        return DbServer.open(db);
    }

    @Bean(destroyMethod = "close")
    HikariDataSource dataSource(DbServer server, DbProperties db) {
        HikariConfig pool = new HikariConfig();
        pool.setPoolName("dbtier-" + db.schema());
        pool.setJdbcUrl(server.jdbcUrl());
        pool.setUsername(db.user());
        pool.setPassword(db.password());
        pool.setMaximumPoolSize(db.poolSize());
        // NDB offers only READ COMMITTED; running the embedded database the same way keeps behaviour alike,
        // and avoids InnoDB's gap locks (two first registrations locking the same gap deadlock).
        pool.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        HikariDataSource dataSource = new HikariDataSource(pool);
        try {
            DbMigrations.migrate(dataSource, db.migrationLocation(), db.engine());
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        return dataSource;
    }

    @Bean(destroyMethod = "close")
    DbExecutor dbExecutor(HikariDataSource dataSource, DbProperties db) {
        return new DbExecutor(dataSource, db.schema(), db.poolSize(), db.executorQueue());
    }
}
