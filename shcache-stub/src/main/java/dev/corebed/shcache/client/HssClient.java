package dev.corebed.shcache.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.shcache.service.Hss;
import dev.corebed.shcache.service.ShCacheException;
import dev.corebed.shcache.service.ShCacheException.Problem;
import dev.corebed.shcache.service.ShCacheMetrics;
import dev.corebed.shcache.service.ShItem;
import dev.corebed.shcache.service.UserIdentity;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * The HSS over Diameter Sh (TS 29.329): UDR, PUR and SNR built as the ABNFs of §6.1 order them, sent through the
 * stub's Diameter node (to {@code destination-host} when set, else to an open peer of the realm that advertised Sh),
 * each waiting at most {@code timeout}. At most {@code maxInFlight} requests wait at once: beyond, a request is
 * refused at once (NF_CONGESTION) rather than queued behind a slow HSS. Every request is counted by command and
 * result in {@code stub.shcache.hss.requests}.
 */
public final class HssClient implements Hss {

    /**
     * @param destinationRealm Destination-Realm; empty: the node's own realm
     * @param destinationHost  Destination-Host; empty: none
     */
    public record Options(String destinationRealm, String destinationHost, Duration timeout, int maxInFlight) {}

    private final DiameterNode node;
    private final Options options;
    private final ShCacheMetrics metrics;
    private final AtomicInteger inFlight = new AtomicInteger();

    public HssClient(DiameterNode node, Options options, ShCacheMetrics metrics) {
        this.node = node;
        this.options = options;
        this.metrics = metrics;
        metrics.hssInFlight(inFlight::get);
    }

    @Override
    public CompletableFuture<Answer> userData(UserIdentity user, ShItem item) {
        return send(Sh.UDR, () -> {
            Request r = request(Sh.UDR, user);
            AvpSet avps = r.getAvps();
            if (!item.serviceIndication().isEmpty()) {
                Sh.addServiceIndication(avps, item.serviceIndication());
            }
            Sh.DATA_REFERENCE.add(avps, item.kind().dataReference());
            return r;
        });
    }

    @Override
    public CompletableFuture<Answer> profileUpdate(UserIdentity user, ShItem item, byte[] shData) {
        return send(Sh.PUR, () -> {
            Request r = request(Sh.PUR, user);
            AvpSet avps = r.getAvps();
            Sh.DATA_REFERENCE.add(avps, item.kind().dataReference());
            Sh.USER_DATA.add(avps, shData);
            return r;
        });
    }

    @Override
    public CompletableFuture<Answer> subscribeNotifications(UserIdentity user, ShItem item, Subscription s) {
        return send(Sh.SNR, () -> {
            Request r = request(Sh.SNR, user);
            AvpSet avps = r.getAvps();
            if (!item.serviceIndication().isEmpty()) {
                Sh.addServiceIndication(avps, item.serviceIndication());
            }
            if (s.sendData()) {
                Sh.SEND_DATA_INDICATION.add(avps, Sh.USER_DATA_REQUESTED);
            }
            Sh.SUBS_REQ_TYPE.add(avps, s.subscribe() ? Sh.SUBSCRIBE : Sh.UNSUBSCRIBE);
            Sh.DATA_REFERENCE.add(avps, item.kind().dataReference());
            if (s.expiryTime() != null) {
                Sh.addExpiryTime(avps, s.expiryTime());
            }
            if (s.oneTime()) {
                Sh.ONE_TIME_NOTIFICATION.add(avps, Sh.ONE_TIME_NOTIFICATION_REQUESTED);
            }
            return r;
        });
    }

    private Request request(Command command, UserIdentity user) {
        String realm = options.destinationRealm().isEmpty() ? node.originRealm() : options.destinationRealm();
        Request r = Sh.request(node, command, realm, options.destinationHost().isEmpty() ? null : options.destinationHost());
        Sh.addUserIdentity(r.getAvps(), user.isMsisdn() ? new Sh.UserIdentity(null, user.msisdn())
                : new Sh.UserIdentity(user.value(), null));
        return r;
    }

    private interface Builder {
        Request build();
    }

    private CompletableFuture<Answer> send(Command command, Builder builder) {
        String name = command.request();
        if (inFlight.incrementAndGet() > options.maxInFlight()) {
            inFlight.decrementAndGet();
            metrics.hssRequest(name, "congestion", 0);
            return CompletableFuture.failedFuture(new ShCacheException(Problem.NF_CONGESTION,
                    options.maxInFlight() + " requests already wait for the HSS (stub.shcache.hss.max-in-flight)"));
        }
        long start = System.nanoTime();
        CompletableFuture<org.jdiameter.api.Answer> sent;
        try {
            sent = node.send(builder.build(), options.timeout()).toCompletableFuture();
        } catch (RuntimeException e) {
            sent = CompletableFuture.failedFuture(new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_DELIVER,
                    "the Diameter node cannot send: " + e));
        }
        return sent.handle((answer, failure) -> {
            inFlight.decrementAndGet();
            long nanos = System.nanoTime() - start;
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
                if (cause instanceof TimeoutException) {
                    metrics.hssRequest(name, "timeout", nanos);
                    throw new ShCacheException(Problem.TIMED_OUT_REQUEST, "the HSS did not answer " + name + " within "
                            + options.timeout().toMillis() + " ms");
                }
                metrics.hssRequest(name, "unreachable", nanos);
                throw new ShCacheException(Problem.TARGET_NF_NOT_REACHABLE, "no " + name + " could be sent to the HSS: "
                        + cause.getMessage());
            }
            return read(command, answer, nanos);
        });
    }

    private Answer read(Command command, org.jdiameter.api.Answer answer, long nanos) {
        AvpSet avps = answer.getAvps();
        ResultCode rc;
        try {
            rc = Avps.resultCode(avps);
        } catch (DiameterException e) {
            rc = null;
        }
        metrics.hssRequest(command.request(), rc == null ? "none" : rc.tag(), nanos);
        if (rc == null || !rc.success()) {
            return new Answer(rc, null, null);
        }
        try {
            byte[] userData = Sh.USER_DATA.octets(avps);
            Instant expiry = Sh.expiryTime(avps);
            return new Answer(rc, userData, expiry);
        } catch (DiameterException e) {
            throw new ShCacheException(Problem.UNEXPECTED_HSS_ANSWER, "the HSS's " + command.answer() + " does not read: "
                    + e.getMessage());
        }
    }
}
