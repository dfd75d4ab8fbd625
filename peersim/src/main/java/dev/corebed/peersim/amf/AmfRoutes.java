package dev.corebed.peersim.amf;

import dev.corebed.model.ts29518.N1N2MessageTransferReqData;
import dev.corebed.model.ts29518.UeN1N2InfoSubscriptionCreateData;
import dev.corebed.peersim.common.Received;
import dev.corebed.peersim.common.ReceivedRoutes;
import dev.corebed.peersim.common.SimulatorState;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Multipart;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Namf_Communication (TS29518_Namf_Communication.yaml, API 1.2.4: N1N2MessageTransfer, N1N2MessageSubscribe,
 * N1N2MessageUnSubscribe) and the AMF's callbacks of AM and UE policy associations. Give the PCF
 * {@code notificationUri = http://<amf-sim>/namf-callback/v1/am-policy/<any id>} (or {@code ue-policy}); the PCF posts
 * {@code /update} (PolicyUpdate) and {@code /terminate} (TerminationNotification) under it.
 *
 * <pre>
 * GET  /admin/v1/amf/subscriptions                            the N1 message notification subscriptions
 * POST /admin/v1/amf/ue-contexts/{ueContextId}/n1-notify      the UE's MANAGE UE POLICY COMPLETE to its UPDP subscriptions now
 * GET|DELETE /admin/v1/amf/received                           what it received
 * </pre>
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AmfProperties.class)
public class AmfRoutes {

    static final String SERVICE = "namf-comm";
    static final String UE = "/namf-comm/v1/ue-contexts/{ueContextId}";
    static final String MULTIPART = "multipart/related";

    private static final Logger log = LoggerFactory.getLogger(AmfRoutes.class);

    @Bean
    Received amfReceived(AmfProperties p) {
        return new Received(p.receivedCapacity());
    }

    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService amfTimers() {
        return Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "amf-sim-timers");
            t.setDaemon(true);
            return t;
        });
    }

    @Bean
    N1Subscriptions n1Subscriptions(AmfProperties p, SbiClient client, ScheduledExecutorService amfTimers, MeterRegistry registry) {
        return new N1Subscriptions(new CallbackDelivery(client, amfTimers, registry, "amf", p.notifications().options()));
    }

    @Bean
    SbiRoutes amfCommunication(N1Subscriptions subscriptions, Received amfReceived, AmfProperties p) {
        return () -> List.of(
                Route.post(UE + "/n1-n2-messages").service(SERVICE).operation("N1N2MessageTransfer")
                        .consumes("application/json", MULTIPART).to(r -> transfer(r, subscriptions, amfReceived, p)),
                Route.post(UE + "/n1-n2-messages/subscriptions").service(SERVICE).operation("N1N2MessageSubscribe").json().to(r -> {
                    JsonNode body = r.json();
                    Json.bind(body, UeN1N2InfoSubscriptionCreateData.class);
                    String ue = r.pathParam("ueContextId");
                    String callback = body.path("n1NotifyCallbackUri").asString(null);
                    String n1Class = body.path("n1MessageClass").asString(null);
                    if (callback == null || n1Class == null) {
                        throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, callback == null ? "/n1NotifyCallbackUri"
                                : "/n1MessageClass", "mandatory for an N1 message subscription");
                    }
                    N1Subscriptions.Subscription s = subscriptions.subscribe(ue, n1Class, callback);
                    amfReceived.record("N1N2MessageSubscribe", ue, body, 201);
                    return done(SbiResponse.json(201, Json.MAPPER.createObjectNode().put("n1n2NotifySubscriptionId", s.id()))
                            .header("location", r.apiRoot() + "/namf-comm/v1/ue-contexts/" + ue + "/n1-n2-messages/subscriptions/" + s.id()));
                }),
                Route.delete(UE + "/n1-n2-messages/subscriptions/{subscriptionId}").service(SERVICE)
                        .operation("N1N2MessageUnSubscribe").to(r -> {
                            String ue = r.pathParam("ueContextId");
                            subscriptions.unsubscribe(ue, r.pathParam("subscriptionId")).orElseThrow(() ->
                                    new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no subscription " + r.pathParam("subscriptionId")));
                            amfReceived.record("N1N2MessageUnSubscribe", ue, null, 204);
                            return done(SbiResponse.noContent());
                        }));
    }

    /**
     * The PCF's UE policy container (or any N1/N2 message): the JSON part checked against N1N2MessageTransferReqData, the
     * NAS part kept; 200 N1_N2_TRANSFER_INITIATED; then, for a UE policy (UPDP) container, the UE's MANAGE UE POLICY COMPLETE.
     */
    private static CompletionStage<SbiResponse> transfer(SbiRequest r, N1Subscriptions subscriptions, Received received, AmfProperties p) {
        String ue = r.pathParam("ueContextId");
        JsonNode json;
        byte[] nas = null;
        if (Multipart.isRelated(r.header("content-type"))) {
            List<Multipart.Part> parts = Multipart.parse(r.header("content-type"), r.body());
            Multipart.Part first = parts.get(0);
            if (!first.contentType().toLowerCase(Locale.ROOT).startsWith("application/json")) {
                throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "the first part of a multipart N1N2MessageTransfer is its JSON");
            }
            json = Json.parse(first.body());
            String contentId = json.path("n1MessageContainer").path("n1MessageContent").path("contentId").asString(null);
            for (Multipart.Part part : parts.subList(1, parts.size())) {
                if (contentId != null && contentId.equals(stripAngles(part.contentId()))) {
                    nas = part.body();
                }
            }
            if (contentId != null && nas == null) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/n1MessageContainer/n1MessageContent/contentId",
                        "no body part has Content-ID " + contentId);
            }
        } else {
            json = r.json();
        }
        Json.bind(json, N1N2MessageTransferReqData.class);
        ObjectNode kept = ((ObjectNode) json).deepCopy();
        if (nas != null) {
            kept.put("n1MessageBytes", nas.length);
        }
        received.record("N1N2MessageTransfer", ue, kept, 200);
        if (p.uePolicyComplete() && nas != null && nas.length > 0
                && "UPDP".equals(json.path("n1MessageContainer").path("n1MessageClass").asString(""))) {
            byte pti = nas[0];
            CompletableFuture.runAsync(() -> subscriptions.uePolicyComplete(ue, pti));
        }
        return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("cause", "N1_N2_TRANSFER_INITIATED")));
    }

    private static String stripAngles(String id) {
        if (id == null) {
            return null;
        }
        return id.startsWith("<") && id.endsWith(">") ? id.substring(1, id.length() - 1) : id;
    }

    /** The callbacks of AM and UE policy associations (TS 29.507 and TS 29.525: PolicyUpdate, TerminationNotification). */
    @Bean
    SbiRoutes amfPolicyCallbacks(Received amfReceived, AmfProperties p, SbiClient client) {
        List<Route> routes = new ArrayList<>();
        for (String kind : List.of("am", "ue")) {
            String base = "/namf-callback/v1/" + kind + "-policy/{notifId}";
            String service = kind.equals("am") ? "npcf-am-policy-control" : "npcf-ue-policy-control";
            Class<?> update = kind.equals("am") ? dev.corebed.model.ts29507.PolicyUpdate.class : dev.corebed.model.ts29525.PolicyUpdate.class;
            Class<?> terminate = kind.equals("am") ? dev.corebed.model.ts29507.TerminationNotification.class
                    : dev.corebed.model.ts29525.TerminationNotification.class;
            String prefix = kind.equals("am") ? "AmPolicy" : "UePolicy";
            routes.add(Route.post(base + "/update").service("namf-callback").operation(prefix + "UpdateNotification").json().to(r -> {
                JsonNode body = r.json();
                Json.bind(body, update);
                amfReceived.record(prefix + "UpdateNotification", lastSegment(body), body, 204);
                return done(SbiResponse.noContent());
            }));
            routes.add(Route.post(base + "/terminate").service("namf-callback").operation(prefix + "TerminationNotification").json().to(r -> {
                JsonNode body = r.json();
                Json.bind(body, terminate);
                amfReceived.record(prefix + "TerminationNotification", lastSegment(body), body, 204);
                if (p.deleteOnTerminate()) {
                    String uri = body.get("resourceUri").asString();
                    client.delete(uri).whenComplete((x, t) -> log.debug("DELETE {} after termination: {}", uri,
                            t != null ? t.toString() : x.status()));
                }
                return done(SbiResponse.noContent());
            }));
        }
        return () -> routes;
    }

    private static String lastSegment(JsonNode body) {
        String uri = body.path("resourceUri").asString("");
        return uri.substring(uri.lastIndexOf('/') + 1);
    }

    @Bean
    SimulatorState amfState(N1Subscriptions subscriptions, Received amfReceived) {
        return new SimulatorState("N1 message subscriptions and what the AMF received", amfReceived, subscriptions::clear);
    }

    @Bean
    AdminRoutes amfAdmin(N1Subscriptions subscriptions, Received amfReceived) {
        List<Route> routes = new ArrayList<>(List.of(
                Route.get("/admin/v1/amf/subscriptions").service("admin").operation("getSubscriptions").to(r -> {
                    ArrayNode list = Json.MAPPER.createArrayNode();
                    subscriptions.all().forEach(s -> list.addObject().put("subscriptionId", s.id()).put("ueContextId", s.ueContextId())
                            .put("n1MessageClass", s.n1MessageClass()).put("n1NotifyCallbackUri", s.callbackUri()));
                    return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", list.size()).set("subscriptions", list)));
                }),
                Route.post("/admin/v1/amf/ue-contexts/{ueContextId}/n1-notify").service("admin").operation("n1Notify").to(r ->
                        subscriptions.uePolicyComplete(r.pathParam("ueContextId"), (byte) 1).thenApply(outcomes -> {
                            ObjectNode o = Json.MAPPER.createObjectNode().put("notified", outcomes.size());
                            outcomes.forEach(x -> o.withArray("outcomes").add(x.name().toLowerCase(Locale.ROOT)));
                            return SbiResponse.json(200, o);
                        }))));
        routes.addAll(ReceivedRoutes.of("amf", amfReceived));
        return () -> routes;
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
