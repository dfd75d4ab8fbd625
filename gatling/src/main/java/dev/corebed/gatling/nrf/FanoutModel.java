package dev.corebed.gatling.nrf;

import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * How many of the population's subscriptions an NRF notifies for one change of one NF, worked out from
 * the SubscriptionData as TS 29.510 reads it: the subscriptions whose condition covers the NF, and for a
 * change of an attribute only those monitoring it ({@code notifCondition.monitoredAttributes}). So a run
 * can size its /load changes to the seed's NFStatusNotify rate, and say how many notifications the
 * changes it made should have brought.
 */
public final class FanoutModel {

    private final List<JsonNode> subscriptions;

    public FanoutModel(List<JsonNode> subscriptionData) {
        this.subscriptions = List.copyOf(subscriptionData);
    }

    /**
     * Subscriptions told of a change of {@code attribute} ("/load") of this profile; with a null attribute,
     * of its registration or deregistration (monitored attributes do not filter those).
     */
    public int covering(JsonNode profile, String attribute) {
        int n = 0;
        for (JsonNode s : subscriptions) {
            if (attribute != null && !monitors(s, attribute)) {
                continue;
            }
            if (covers(s.path("subscrCond"), profile)) {
                n++;
            }
        }
        return n;
    }

    /** The average of {@link #covering} over these profiles. */
    public double average(List<GeneratedProfile> profiles, String attribute, boolean asNewInstance) {
        return profiles.stream().mapToInt(p -> {
            JsonNode profile = p.profile();
            if (asNewInstance) {
                profile = p.profile().deepCopy();
                ((tools.jackson.databind.node.ObjectNode) profile).put("nfInstanceId", "00000000-0000-4000-8000-000000000000");
            }
            return covering(profile, attribute);
        }).average().orElse(0);
    }

    private static boolean monitors(JsonNode subscription, String attribute) {
        JsonNode monitored = subscription.path("notifCondition").path("monitoredAttributes");
        if (monitored.isMissingNode() || monitored.isEmpty()) {
            return true;
        }
        for (JsonNode m : monitored) {
            String pointer = m.asString();
            if (attribute.equals(pointer) || attribute.startsWith(pointer + "/") || pointer.startsWith(attribute + "/")) {
                return true;
            }
        }
        return false;
    }

    static boolean covers(JsonNode c, JsonNode p) {
        if (c.isMissingNode() || c.isEmpty()) {
            return true;
        }
        if (c.has("nfGroupId")) {
            return c.get("nfType").asString().equals(p.path("nfType").asString()) && c.get("nfGroupId").asString().equals(groupId(p));
        }
        if (c.has("nfType")) {
            return c.get("nfType").asString().equals(p.path("nfType").asString());
        }
        if (c.has("nfInstanceId")) {
            return c.get("nfInstanceId").asString().equals(p.path("nfInstanceId").asString());
        }
        if (c.has("nfSetId")) {
            return strings(p.path("nfSetIdList")).contains(c.get("nfSetId").asString());
        }
        if (c.has("serviceName")) {
            return strings(p.path("nfServices").findValues("serviceName")).contains(c.get("serviceName").asString());
        }
        if (c.has("amfSetId")) {
            JsonNode amf = p.path("amfInfo");
            return c.get("amfSetId").asString().equals(amf.path("amfSetId").asString())
                    && c.path("amfRegionId").asString().equals(amf.path("amfRegionId").asString());
        }
        if (c.has("guamiList")) {
            return intersects(c.get("guamiList"), p.path("amfInfo").path("guamiList"));
        }
        if (c.has("snssaiList")) {
            return intersects(c.get("snssaiList"), p.path("sNssais"));
        }
        return false;
    }

    private static boolean intersects(JsonNode wanted, JsonNode have) {
        for (JsonNode w : wanted) {
            for (JsonNode h : have) {
                if (w.equals(h)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String groupId(JsonNode p) {
        for (String info : List.of("udmInfo", "ausfInfo", "udrInfo")) {
            JsonNode g = p.path(info).path("groupId");
            if (g.isString()) {
                return g.asString();
            }
        }
        return null;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asString()));
        return values;
    }

    private static List<String> strings(List<JsonNode> nodes) {
        return nodes.stream().map(JsonNode::asString).toList();
    }
}
