package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * A node keeps answering when many requests wait for their answers at once, as under a load peak: jDiameter
 * keeps the route back of every request in flight in a table that, at its default size (10,240), it empties
 * once full, after warning of "a leak" and pausing 5 s with the lock every incoming request takes held.
 */
class DiameterNodeInFlightTest {

    static final int IN_FLIGHT = 12_000;

    @Test
    void twelveThousandRequestsHeldAtOnceAreAllAnsweredWithoutTheRouteTableOverflowing() throws Exception {
        Logger router = (Logger) LoggerFactory.getLogger("org.jdiameter.client.impl.router.RouterImpl");
        ListAppender<ILoggingEvent> warnings = new ListAppender<>();
        warnings.start();
        router.addAppender(warnings);
        CompletableFuture<Void> gate = new CompletableFuture<>();
        AtomicInteger held = new AtomicInteger();
        DiameterNode stub = new DiameterNode("pcf", props("pcf.corebed.test", 0,
                List.of(new DiameterProperties.Application(10415, 16777238)), List.of(), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Gx.CCR, r -> {
                    held.incrementAndGet();
                    return gate.thenApply(v -> Gx.cca(r, ResultCodes.DIAMETER_SUCCESS));
                })),
                new FaultRules(List.of()), new OverloadControl(OverloadControl.Settings.UNLIMITED), new SimpleMeterRegistry());
        stub.start();
        DiameterNode client = new DiameterNode("pcef", props("pcef.corebed.test", 0, List.of(),
                List.of(connectTo("pcf.corebed.test", stub.port())), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Gx.RAR, r -> CompletableFuture.completedFuture(r.success()))), null, null,
                new SimpleMeterRegistry());
        client.start();
        try {
            assertThat(client.awaitOpen("pcf.corebed.test", Duration.ofSeconds(10))).isTrue();
            List<CompletableFuture<Answer>> answers = new ArrayList<>();
            for (int i = 0; i < IN_FLIGHT; i++) {
                Request ccr = client.createRequest(Gx.CCR, client.newSessionId(), TestNodes.REALM, null);
                Avps.CC_REQUEST_TYPE.add(ccr.getAvps(), Avps.INITIAL_REQUEST);
                Avps.CC_REQUEST_NUMBER.add(ccr.getAvps(), 0);
                answers.add(client.send(ccr, Duration.ofSeconds(60)).toCompletableFuture());
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (held.get() < IN_FLIGHT && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(held.get()).as("requests waiting at the stub").isEqualTo(IN_FLIGHT);
            gate.complete(null);
            int ok = 0;
            for (CompletableFuture<Answer> a : answers) {
                if (Avps.resultCode(a.get(60, TimeUnit.SECONDS).getAvps()).equals(ResultCodes.DIAMETER_SUCCESS)) {
                    ok++;
                }
            }
            assertThat(ok).as("answers 2001").isEqualTo(IN_FLIGHT);
            assertThat(warnings.list).extracting(ILoggingEvent::getFormattedMessage)
                    .noneMatch(m -> m.contains("RequestRoute map size"));
        } finally {
            router.detachAppender(warnings);
            client.stop();
            stub.stop();
        }
    }
}
