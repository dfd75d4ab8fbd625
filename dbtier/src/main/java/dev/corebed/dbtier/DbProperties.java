package dev.corebed.dbtier;

import java.time.Duration;
import java.util.regex.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code db.*} block of one stub. Defaults and meanings are listed in dbtier/README.md.
 *
 * @param url JDBC URL of the SQL node, without a schema ({@code jdbc:mariadb://mysqld:3306}); empty
 *     runs the stub on this JVM's shared embedded database
 * @param user SQL user (ignored by the embedded database, which runs without grant tables)
 * @param password SQL password
 * @param schema this stub's schema, created if missing ({@code corebed_nrf})
 * @param migrations this stub's migration set, {@code classpath:db/migration/<migrations>}
 * @param engine storage engine of every table: {@code InnoDB}, or {@code NDBCLUSTER} on NDB
 * @param poolSize connections in the pool, and threads of the {@link DbExecutor}
 * @param executorQueue {@link DbExecutor} work waiting for a thread before new work is rejected
 * @param requestTimeout the deadline of a request's data-tier work, from the moment it is submitted: queue wait,
 *     connection and statements; past it the request is answered 503 (3004) and its work not started or cut
 * @param queueDelayTarget the wait for the data tier a queue may keep: when the work taken from it waited longer for
 *     100 ms, new request work is refused at once (503 NF_CONGESTION / 3004) until a shorter wait is seen; zero: no
 *     target
 * @param maxQueueDelay how long the oldest queued request work may have waited for a thread before new request
 *     work is refused at once, whatever the target
 * @param groupMaxSize writes a stub commits together at most, where it groups them ({@link GroupCommit})
 * @param groupParallel groups of writes on the data tier at once, per grouped store (at most {@code poolSize}:
 *     {@link #groupsAtOnce()})
 * @param embedded the embedded database, used when {@code url} is empty
 */
@ConfigurationProperties("db")
public record DbProperties(
        String url,
        @DefaultValue("root") String user,
        String password,
        String schema,
        String migrations,
        @DefaultValue("InnoDB") String engine,
        @DefaultValue("16") int poolSize,
        @DefaultValue("2048") int executorQueue,
        @DefaultValue("3s") Duration requestTimeout,
        @DefaultValue("100ms") Duration queueDelayTarget,
        @DefaultValue("250ms") Duration maxQueueDelay,
        @DefaultValue("32") int groupMaxSize,
        @DefaultValue("4") int groupParallel,
        @DefaultValue EmbeddedDatabase.Config embedded) {

    /** Spliced into DDL as ${engine} and into SET default_storage_engine, so a bare word only. */
    private static final Pattern ENGINE = Pattern.compile("[A-Za-z]+");
    private static final Pattern MIGRATIONS = Pattern.compile("[A-Za-z0-9_-]+");

    public DbProperties {
        url = url == null ? "" : url.strip();
        password = password == null ? "" : password;
        embedded = embedded != null ? embedded : EmbeddedDatabase.Config.defaults();
        Schemas.requireValidName(schema);
        if (migrations == null || !MIGRATIONS.matcher(migrations).matches()) {
            throw new IllegalArgumentException("db.migrations must name a folder under classpath:db/migration,"
                    + " got: " + migrations);
        }
        if (!ENGINE.matcher(engine).matches()) {
            throw new IllegalArgumentException("db.engine must be a storage engine name such as InnoDB or"
                    + " NDBCLUSTER, got: " + engine);
        }
        if (requestTimeout == null || requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("db.request-timeout must be positive, got " + requestTimeout);
        }
        if (maxQueueDelay == null || maxQueueDelay.isNegative() || maxQueueDelay.isZero()
                || queueDelayTarget == null || queueDelayTarget.isNegative()) {
            throw new IllegalArgumentException("db.max-queue-delay must be positive and db.queue-delay-target not"
                    + " negative, got " + maxQueueDelay + " and " + queueDelayTarget);
        }
        if (groupMaxSize < 1 || groupParallel < 1) {
            throw new IllegalArgumentException("db.group-max-size and db.group-parallel must be positive, got "
                    + groupMaxSize + " and " + groupParallel);
        }
        if (poolSize < 1 || executorQueue < 1) {
            throw new IllegalArgumentException("db.pool-size and db.executor-queue must be positive, got "
                    + poolSize + " and " + executorQueue);
        }
    }

    public boolean usesEmbeddedDatabase() {
        return url.isEmpty();
    }

    /**
     * How far back before its previous poll a {@link dev.corebed.dbtier.view.ChangeLog} reader reads: a write's
     * longest way from its timestamp to its commit (the request deadline) and 2 s of clock skew between instances.
     */
    public Duration changeLogMargin() {
        return requestTimeout.plusSeconds(2);
    }

    /** {@code db.group-parallel}, but no more than the pool's connections (the test kit's pool has four). */
    public int groupsAtOnce() {
        return Math.min(groupParallel, poolSize);
    }

    public String migrationLocation() {
        return "classpath:db/migration/" + migrations;
    }
}
