package dev.corebed.bsf.service;

import dev.corebed.bsf.service.BsfSubscriptionService.Watch;
import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfForUeBindingRow;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.callback.CallbackDelivery;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The BsfNotification (TS 29.521 §5.6.2.6) of each subscription a committed binding change concerns, POSTed to
 * its notifUri by the shared callback delivery (retries, bound on what is in flight), one per subscription and
 * change:
 * <ul>
 *   <li>PCF_PDU_SESSION_BINDING_REGISTRATION / _DEREGISTRATION for any PDU session binding of the subscribed SUPI
 *       (of the subscription's S-NSSAI and DNN pairs, when it has some);</li>
 *   <li>SNSSAI_DNN_BINDING_REGISTRATION / _DEREGISTRATION for a binding of one of those pairs, naming it in
 *       matchSnssaiDnns;</li>
 *   <li>PCF_UE_BINDING_REGISTRATION / _DEREGISTRATION for the SUPI's PCF for a UE binding.</li>
 * </ul>
 */
public final class BindingNotifications implements BindingEvents {

    public static final String PDU_REGISTRATION = "PCF_PDU_SESSION_BINDING_REGISTRATION";
    public static final String PDU_DEREGISTRATION = "PCF_PDU_SESSION_BINDING_DEREGISTRATION";
    public static final String UE_REGISTRATION = "PCF_UE_BINDING_REGISTRATION";
    public static final String UE_DEREGISTRATION = "PCF_UE_BINDING_DEREGISTRATION";
    public static final String PAIR_REGISTRATION = "SNSSAI_DNN_BINDING_REGISTRATION";
    public static final String PAIR_DEREGISTRATION = "SNSSAI_DNN_BINDING_DEREGISTRATION";

    /** BsfNotification, POSTed to the subscription's notifUri (TS 29.521 names no 3gpp-Sbi-Callback value for it). */
    public static final CallbackDelivery.Kind KIND = new CallbackDelivery.Kind("BsfNotification", null);

    private final BsfSubscriptionService subscriptions;
    private final CallbackDelivery delivery;

    public BindingNotifications(BsfSubscriptionService subscriptions, CallbackDelivery delivery) {
        this.subscriptions = subscriptions;
        this.delivery = delivery;
    }

    @Override
    public boolean watchesAny() {
        return subscriptions.watchesAny();
    }

    @Override
    public void pduSessionBinding(boolean registered, PcfBindingRow binding) {
        List<Watch> watches = subscriptions.watches(binding.supi());
        if (watches.isEmpty()) {
            return;
        }
        JsonNode b = Json.parse(binding.body());
        String pair = BsfSubscriptionService.pair(binding.snssai(), binding.dnn());
        for (Watch w : watches) {
            ArrayNode notifs = Json.MAPPER.createArrayNode();
            boolean pairMatches = w.pairs().contains(pair);
            String pduEvent = registered ? PDU_REGISTRATION : PDU_DEREGISTRATION;
            String pairEvent = registered ? PAIR_REGISTRATION : PAIR_DEREGISTRATION;
            if (w.events().contains(pduEvent) && (w.pairs().isEmpty() || pairMatches)) {
                notifs.add(pduNotification(pduEvent, b, null));
            }
            if (w.events().contains(pairEvent) && pairMatches) {
                notifs.add(pduNotification(pairEvent, b, b));
            }
            send(w, notifs);
        }
    }

    @Override
    public void ueBinding(boolean registered, PcfForUeBindingRow binding) {
        List<Watch> watches = subscriptions.watches(binding.supi());
        if (watches.isEmpty()) {
            return;
        }
        JsonNode b = Json.parse(binding.body());
        String event = registered ? UE_REGISTRATION : UE_DEREGISTRATION;
        for (Watch w : watches) {
            if (w.events().contains(event)) {
                ObjectNode info = Json.MAPPER.createObjectNode();
                copy(b, "pcfForUeFqdn", info, "pcfFqdn");
                copy(b, "pcfForUeIpEndPoints", info, "pcfIpEndPoints");
                copy(b, "pcfId", info, "pcfId");
                copy(b, "pcfSetId", info, "pcfSetId");
                copy(b, "bindLevel", info, "bindLevel");
                ObjectNode n = Json.MAPPER.createObjectNode().put("event", event);
                n.set("pcfForUeInfo", info);
                send(w, Json.MAPPER.createArrayNode().add(n));
            }
        }
    }

    private void send(Watch w, ArrayNode notifs) {
        if (notifs.isEmpty()) {
            return;
        }
        ObjectNode notification = Json.MAPPER.createObjectNode().put("notifCorreId", w.correId());
        notification.set("eventNotifs", notifs);
        delivery.deliver(KIND, w.notifUri().toString(), Json.write(notification));
    }

    /** BsfEventNotification with one PcfForPduSessionInfo (TS 29.521 §5.6.2.8) built from the binding. */
    private static ObjectNode pduNotification(String event, JsonNode b, JsonNode matchPair) {
        ObjectNode info = Json.MAPPER.createObjectNode();
        for (String name : List.of("dnn", "snssai", "pcfFqdn", "pcfIpEndPoints", "ipv4Addr", "ipDomain", "pcfId", "pcfSetId",
                "bindLevel")) {
            copy(b, name, info, name);
        }
        ArrayNode v6 = Json.MAPPER.createArrayNode();
        if (b.hasNonNull("ipv6Prefix")) {
            v6.add(b.get("ipv6Prefix"));
        }
        if (b.hasNonNull("addIpv6Prefixes") && b.get("addIpv6Prefixes").isArray()) {
            v6.addAll((ArrayNode) b.get("addIpv6Prefixes"));
        }
        if (!v6.isEmpty()) {
            info.set("ipv6Prefixes", v6);
        }
        ArrayNode macs = Json.MAPPER.createArrayNode();
        if (b.hasNonNull("macAddr48")) {
            macs.add(b.get("macAddr48"));
        }
        if (b.hasNonNull("addMacAddrs") && b.get("addMacAddrs").isArray()) {
            macs.addAll((ArrayNode) b.get("addMacAddrs"));
        }
        if (!macs.isEmpty()) {
            info.set("macAddrs", macs);
        }
        ObjectNode n = Json.MAPPER.createObjectNode().put("event", event);
        n.set("pcfForPduSessInfos", Json.MAPPER.createArrayNode().add(info));
        if (matchPair != null) {
            ObjectNode pair = Json.MAPPER.createObjectNode();
            pair.set("dnn", matchPair.get("dnn"));
            pair.set("snssai", matchPair.get("snssai"));
            n.set("matchSnssaiDnns", Json.MAPPER.createArrayNode().add(pair));
        }
        return n;
    }

    private static void copy(JsonNode from, String name, ObjectNode to, String as) {
        JsonNode v = from.get(name);
        if (v != null && !v.isNull()) {
            to.set(as, v);
        }
    }
}
