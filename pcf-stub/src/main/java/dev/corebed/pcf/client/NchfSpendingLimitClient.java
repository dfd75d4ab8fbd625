package dev.corebed.pcf.client;

import dev.corebed.sbi.Json;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nchf_SpendingLimitControl (TS 29.594) as the PCF uses it: subscribe to the subscriber's policy counters on
 * create (the initial spending limit report), unsubscribe on delete. The CHF notifies changes and the end of the
 * subscription to {@code notifUri/notify} and {@code notifUri/terminate}.
 */
public final class NchfSpendingLimitClient {

    static final String ROOT = "/nchf-spendinglimitcontrol/v1/subscriptions";

    /** The subscription's URI (Location) and the SpendingLimitStatus the CHF answered. */
    public record Subscribed(String uri, JsonNode status) {}

    private final PeerRequests requests;

    public NchfSpendingLimitClient(PeerRequests requests) {
        this.requests = requests;
    }

    /** POST subscriptions with a SpendingLimitContext; 201 + Location expected. */
    public CompletableFuture<Subscribed> subscribe(PeerRoute chf, String supi, String gpsi, List<String> counterIds,
                                                   String notifUri) {
        String operation = "Subscribe";
        byte[] body = context(supi, gpsi, counterIds, notifUri);
        return requests.send(chf, operation, "POST", ROOT, "application/json", body).thenApply(r -> {
            String location = r.header("location");
            if (r.status() != 201 || location == null) {
                throw PeerRequests.unexpected(chf, operation, r);
            }
            JsonNode status;
            try {
                status = r.json();
            } catch (RuntimeException e) {
                status = Json.MAPPER.createObjectNode();
            }
            return new Subscribed(location, status);
        });
    }

    /**
     * PUT the subscription with a SpendingLimitContext (the intermediate spending limit request, TS 29.594 §5.2.2.3):
     * the counters the PCF wants now; 200 SpendingLimitStatus expected.
     */
    public CompletableFuture<JsonNode> modify(String subscriptionUri, String supi, String gpsi, List<String> counterIds,
                                              String notifUri) {
        String operation = "SubscribeIntermediate";
        return requests.sendTo(Peer.CHF, operation, "PUT", subscriptionUri, "application/json",
                context(supi, gpsi, counterIds, notifUri)).thenApply(r -> {
            if (r.status() != 200) {
                throw new PeerException(Peer.CHF, r.status(), "CHF " + operation + " at " + subscriptionUri + " answered " + r.status());
            }
            return r.json();
        });
    }

    /** A SpendingLimitContext: the subscriber, the counters wanted (none: all the CHF keeps), the PCF's callback. */
    static byte[] context(String supi, String gpsi, List<String> counterIds, String notifUri) {
        ObjectNode context = Json.MAPPER.createObjectNode().put("supi", supi);
        if (gpsi != null) {
            context.put("gpsi", gpsi);
        }
        if (!counterIds.isEmpty()) {
            counterIds.forEach(context.putArray("policyCounterIds")::add);
        }
        context.put("notifUri", notifUri);
        return Json.write(context);
    }

    /** DELETE the subscription; one the CHF no longer has (404) is gone all the same. */
    public CompletableFuture<Void> unsubscribe(String subscriptionUri) {
        return requests.sendTo(Peer.CHF, "Unsubscribe", "DELETE", subscriptionUri)
                .thenAccept(r -> NudrPolicyDataClient.expectGone(Peer.CHF, r.status(), subscriptionUri));
    }
}
