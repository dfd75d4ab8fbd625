package dev.corebed.peersim.amf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.Multipart;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.node.ObjectNode;

/**
 * The AMF's UE-specific N1 message notification subscriptions (N1N2MessageSubscribe), in memory, and the
 * N1MessageNotify it sends them: a multipart/related body, the N1MessageNotification JSON and the NAS message.
 */
public final class N1Subscriptions {

    static final CallbackDelivery.Kind N1_NOTIFY = new CallbackDelivery.Kind("N1MessageNotify", "Namf_Communication_N1MessageNotify");
    /** TS 24.501 Annex D: the UE policy delivery service's MANAGE UE POLICY COMPLETE message type. */
    static final byte MANAGE_UE_POLICY_COMPLETE = 0x02;

    public record Subscription(String id, String ueContextId, String n1MessageClass, String callbackUri) {}

    private final CallbackDelivery delivery;
    private final ConcurrentHashMap<String, Subscription> subscriptions = new ConcurrentHashMap<>();

    public N1Subscriptions(CallbackDelivery delivery) {
        this.delivery = delivery;
    }

    public Subscription subscribe(String ueContextId, String n1MessageClass, String callbackUri) {
        Subscription s = new Subscription(UUID.randomUUID().toString(), ueContextId, n1MessageClass, callbackUri);
        subscriptions.put(s.id(), s);
        return s;
    }

    /** Removes a subscription of that UE; empty when it has none of that id. */
    public Optional<Subscription> unsubscribe(String ueContextId, String id) {
        Subscription s = subscriptions.get(id);
        if (s == null || !s.ueContextId().equals(ueContextId)) {
            return Optional.empty();
        }
        return Optional.ofNullable(subscriptions.remove(id));
    }

    public List<Subscription> all() {
        return List.copyOf(subscriptions.values());
    }

    /** Every subscription gone, notifications waiting for a retry dropped (a reset). */
    public void clear() {
        subscriptions.clear();
        delivery.dropPending();
    }

    /**
     * Sends the UE's MANAGE UE POLICY COMPLETE (PTI of the command it answers) to every UPDP subscription of the UE.
     *
     * @param pti the procedure transaction identity of the MANAGE UE POLICY COMMAND
     */
    public CompletableFuture<List<Outcome>> uePolicyComplete(String ueContextId, byte pti) {
        List<CompletableFuture<Outcome>> sent = subscriptions.values().stream()
                .filter(s -> s.ueContextId().equals(ueContextId) && "UPDP".equals(s.n1MessageClass()))
                .map(s -> notify(s, new byte[] {pti, MANAGE_UE_POLICY_COMPLETE})).toList();
        return CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new))
                .thenApply(v -> sent.stream().map(CompletableFuture::join).toList());
    }

    private CompletableFuture<Outcome> notify(Subscription s, byte[] nas) {
        ObjectNode json = Json.MAPPER.createObjectNode().put("n1NotifySubscriptionId", s.id());
        json.putObject("n1MessageContainer").put("n1MessageClass", s.n1MessageClass())
                .putObject("n1MessageContent").put("contentId", "n1msg");
        String boundary = "amf-sim-" + UUID.randomUUID();
        byte[] body = Multipart.write(boundary, List.of(new Multipart.Part("application/json", null, Json.write(json)),
                new Multipart.Part("application/vnd.3gpp.5gnas", "n1msg", nas)));
        return delivery.deliver(N1_NOTIFY, s.callbackUri(), Multipart.contentType(boundary), body);
    }
}
