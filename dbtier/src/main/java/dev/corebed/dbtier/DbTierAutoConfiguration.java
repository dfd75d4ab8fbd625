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

    /** HikariCP's least connection timeout. */
    static final long CONNECTION_TIMEOUT_MILLIS = 250;
    static final long CONNECT_TIMEOUT_MILLIS = 500;

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
        // A request's work has db.request-timeout in all; a connection that is not there at once means the tier is
        // down (each executor thread has its own), so waiting longer than Hikari's least would only delay the 503.
        pool.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        pool.setValidationTimeout(CONNECTION_TIMEOUT_MILLIS);
        // New connections to a server that went away fail fast (TCP connect), so the pool keeps trying cheaply.
        pool.addDataSourceProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_MILLIS));
        // Server-side prepared statements, kept per connection by the driver: the SQL node parses each statement once
        // instead of at every execution. The Sh cache's mix cost its mariadbd about 30 % less CPU per session with
        // them (bench/shcache-bench.sh at 1,000 and 1,500 sessions/s: 396 → 283 and 388 → 264 us).
        pool.addDataSourceProperty("useServerPrepStmts", "true");
        TierDataSource dataSource = new TierDataSource(pool);
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
        DataTierHealth health = new DataTierHealth(db.schema(), dataSource, () -> {
            // Connections made before the tier went away are dead: drop them, the pool makes new ones.
            var pool = dataSource.getHikariPoolMXBean();
            if (pool != null) {
                pool.softEvictConnections();
            }
        });
        DbExecutor executor = new DbExecutor(dataSource, db.schema(), db.poolSize(), db.executorQueue(), db.requestTimeout(), health)
                .queueDelay(db.queueDelayTarget(), db.maxQueueDelay());
        if (dataSource instanceof TierDataSource t) {
            t.down = health::isDown;
        }
        return executor;
    }

    /**
     * Hikari's pool, closed in the background when its tier is unreachable: there is nothing to hand back then, and
     * Hikari waits a second per pool for its connection creator, which a stop with the tier down (every stub of a
     * cluster in turn) would add up.
     */
    static final class TierDataSource extends HikariDataSource {

        volatile java.util.function.BooleanSupplier down = () -> false;

        TierDataSource(HikariConfig config) {
            super(config);
        }

        @Override
        public void close() {
            if (!isClosed() && down.getAsBoolean()) {
                Thread closing = new Thread(() -> super.close(), getPoolName() + "-close");
                closing.setDaemon(true);
                closing.start();
                return;
            }
            super.close();
        }
    }

    /** The data tier's state in {@code /health} ({@code dataTier}). */
    @Bean
    DataTierHealth dataTierHealth(DbExecutor executor) {
        return executor.health();
    }
}
