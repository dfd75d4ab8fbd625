package dev.corebed.sbi.config;

import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.admin.ManagementRoutes;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.health.StubHealth;
import dev.corebed.core.journal.Journal;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.oauth2.AccessTokenCheck;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiForwarder;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import org.springframework.context.SmartLifecycle;

/**
 * Starts a stub's SBI server and management server once the context is ready (so the data tier
 * is migrated before the first request), stops them first on shutdown, and tells where they listen.
 */
public final class SbiEndpoints implements SmartLifecycle {

    private final SbiProperties sbi;
    private final AdminProperties admin;
    private final List<SbiRoutes> routes;
    private final List<AdminRoutes> adminRoutes;
    private final SbiMetrics metrics;
    private final FaultRules faults;
    private final OverloadControl overload;
    private final PrometheusMeterRegistry registry;
    private final AnswerRules answers;
    private final Journal journal;
    private final AccessTokenCheck tokens;
    private StubHealth health;
    private SbiForwarder forwarder;
    private List<dev.corebed.sbi.Route> managementRoutes = List.of();
    private SbiServer server;
    private SbiServer management;
    private boolean running;

    public SbiEndpoints(SbiProperties sbi, AdminProperties admin, List<SbiRoutes> routes, SbiMetrics metrics,
                        FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry) {
        this(sbi, admin, routes, List.of(), metrics, faults, overload, registry);
    }

    /** With the stub's own {@link AdminRoutes}, served on the management port after the common ones. */
    public SbiEndpoints(SbiProperties sbi, AdminProperties admin, List<SbiRoutes> routes, List<AdminRoutes> adminRoutes,
                        SbiMetrics metrics, FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry) {
        this(sbi, admin, routes, adminRoutes, metrics, faults, overload, registry, null, null, null);
    }

    /**
     * With the stub's scripted answers and journal, which its SBI server applies and records into, and the
     * OAuth2 check of the SBI ports' requests (any may be null: none; the management port is never checked).
     */
    public SbiEndpoints(SbiProperties sbi, AdminProperties admin, List<SbiRoutes> routes, List<AdminRoutes> adminRoutes,
                        SbiMetrics metrics, FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry,
                        AnswerRules answers, Journal journal, AccessTokenCheck tokens) {
        this.tokens = tokens;
        this.sbi = sbi;
        this.admin = admin;
        this.routes = routes;
        this.adminRoutes = List.copyOf(adminRoutes);
        this.metrics = metrics;
        this.faults = faults;
        this.overload = overload;
        this.registry = registry;
        this.answers = answers;
        this.journal = journal;
    }

    /** The SBI port's forwarding path for requests no route serves (see {@link SbiForwarder}); set before {@link #start()}. */
    public SbiEndpoints forwarder(SbiForwarder forwarder) {
        this.forwarder = forwarder;
        return this;
    }

    /** What the management port's {@code /health} reports; set before {@link #start()}. */
    public SbiEndpoints health(StubHealth health) {
        this.health = health;
        return this;
    }

    @Override
    public synchronized void start() {
        var all = new ArrayList<dev.corebed.sbi.Route>();
        routes.forEach(r -> all.addAll(r.routes()));
        SbiServerConfig config = new SbiServerConfig(sbi.nf(), sbi.bindAddress(), sbi.port(), sbi.tlsPort(),
                sbi.maxConcurrentStreams(), (int) sbi.maxHeaderSize().toBytes(), (int) sbi.maxBodySize().toBytes(),
                sbi.tls().keyStore(), sbi.tls().keyStorePassword(), sbi.tls().selfSignedDir());
        try {
            if (sbi.port() >= 0) {
                SbiDispatcher dispatcher = new SbiDispatcher(new RouteTable(all, sbi.nf()), metrics, faults, overload,
                        answers, journal, tokens);
                if (forwarder != null) {
                    dispatcher.forwarder(forwarder, sbi.nf());
                }
                server = new SbiServer(config, dispatcher).start();
            }
            if (admin.port() >= 0) {
                var mgmt = new ArrayList<>(new ManagementRoutes(sbi.nf(), registry, overload, health).routes());
                adminRoutes.forEach(r -> mgmt.addAll(r.routes()));
                managementRoutes = List.copyOf(mgmt);
                SbiServerConfig mc = new SbiServerConfig(sbi.nf() + "-admin", admin.bindAddress(), admin.port(), -1,
                        100, 16 * 1024, 1024 * 1024, null, null, null);
                management = new SbiServer(mc, new SbiDispatcher(new RouteTable(mgmt, sbi.nf()), null, null, null)).start();
            }
            running = true;
        } catch (Exception e) {
            stop();
            throw new IllegalStateException(sbi.nf() + ": cannot start the SBI server: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void stop() {
        running = false;
        if (management != null) {
            management.close();
            management = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return running;
    }

    public String nf() {
        return sbi.nf();
    }

    /** The SBI port; -1 when the stub has none ({@code sbi.port=-1}: a peer simulator that only speaks Diameter). */
    public int sbiPort() {
        return server == null ? -1 : server.port();
    }

    public int tlsPort() {
        return server == null ? -1 : server.tlsPort();
    }

    /** The routes the management port serves (empty before start). */
    public synchronized List<dev.corebed.sbi.Route> managementRoutes() {
        return managementRoutes;
    }

    public int adminPort() {
        return management == null ? -1 : management.port();
    }
}
