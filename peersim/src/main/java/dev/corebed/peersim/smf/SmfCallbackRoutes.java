package dev.corebed.peersim.smf;

import dev.corebed.model.ts29512.SmPolicyNotification;
import dev.corebed.model.ts29512.TerminationNotification;
import dev.corebed.peersim.common.Received;
import dev.corebed.peersim.common.ReceivedRoutes;
import dev.corebed.peersim.common.SimulatorState;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.client.SbiClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;

/**
 * The SMF's N7 callbacks. Give the PCF {@code notificationUri = http://<smf-sim>/nsmf-callback/v1/sm-policy-notify/<any id>};
 * the PCF posts {@code <notificationUri>/update} (SmPolicyNotification) and {@code <notificationUri>/terminate}
 * (TerminationNotification). Both are checked against their Rel-17 schema (400 otherwise), kept with the smPolicyId
 * of their resourceUri as key, and answered 204.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SmfProperties.class)
public class SmfCallbackRoutes {

    static final String BASE = "/nsmf-callback/v1/sm-policy-notify/{notifId}";
    static final String UPDATE = "SmPolicyUpdateNotification";
    static final String TERMINATE = "SmPolicyControlTerminationRequestNotification";

    private static final Logger log = LoggerFactory.getLogger(SmfCallbackRoutes.class);

    @Bean
    Received smfReceived(SmfProperties properties) {
        return new Received(properties.receivedCapacity());
    }

    @Bean
    SbiRoutes smfCallbacks(Received smfReceived, SmfProperties properties, SbiClient client) {
        return () -> List.of(
                Route.post(BASE + "/update").service("nsmf-callback").operation(UPDATE).json().to(r -> {
                    JsonNode body = r.json();
                    Json.bind(body, SmPolicyNotification.class);
                    smfReceived.record(UPDATE, smPolicyId(body), body, 204);
                    return done();
                }),
                Route.post(BASE + "/terminate").service("nsmf-callback").operation(TERMINATE).json().to(r -> {
                    JsonNode body = r.json();
                    Json.bind(body, TerminationNotification.class);
                    smfReceived.record(TERMINATE, smPolicyId(body), body, 204);
                    if (properties.deleteOnTerminate()) {
                        delete(client, body.get("resourceUri").asString());
                    }
                    return done();
                }));
    }

    @Bean
    SimulatorState smfState(Received smfReceived) {
        return new SimulatorState("what the SMF received", smfReceived, () -> { });
    }

    @Bean
    AdminRoutes smfAdmin(Received smfReceived) {
        return () -> ReceivedRoutes.of("smf", smfReceived);
    }

    private static CompletionStage<SbiResponse> done() {
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    /** The last segment of the PCF's resourceUri: the smPolicyId. */
    static String smPolicyId(JsonNode body) {
        String uri = body.path("resourceUri").asString("");
        return uri.substring(uri.lastIndexOf('/') + 1);
    }

    /** DeleteSMPolicy at the PCF, after answering the termination request. */
    private static void delete(SbiClient client, String resourceUri) {
        try {
            client.post(resourceUri + "/delete", "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8))
                    .whenComplete((r, t) -> {
                        if (t != null || r.status() != 204) {
                            log.debug("DeleteSMPolicy {} after termination: {}", resourceUri, t != null ? t.toString() : r.status());
                        }
                    });
        } catch (RuntimeException e) {
            log.debug("DeleteSMPolicy {} after termination: {}", resourceUri, e.toString());
        }
    }
}
