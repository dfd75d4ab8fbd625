package dev.corebed.gatling.population;

import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import dev.corebed.sbi.Json;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The seed's 1000 NF status subscriptions (callmodels/nrf.md §2e) as SubscriptionData of
 * TS29510_Nnrf_NFManagement.yaml: 506 by NF type, 260 by NF instance id (one per profile), 156 by
 * NF set id, 78 by other conditions (service name, AMF set and region, GUAMIs, slice, NF group).
 * Every subscription asks for NF_REGISTERED, NF_DEREGISTERED and NF_PROFILE_CHANGED, monitors
 * /load or /priority (the seed's conditions), and is made by one of the population's own NFs.
 */
public final class SubscriptionGenerator {

    public static final int BY_NF_TYPE = 506;
    public static final int BY_NF_INSTANCE_ID = 260;
    public static final int BY_NF_SET_ID = 156;
    public static final int MISC = 78;
    public static final List<String> NOTIF_EVENTS = List.of("NF_REGISTERED", "NF_DEREGISTERED", "NF_PROFILE_CHANGED");

    /** One subscription, and which part of the seed's breakdown it counts in. */
    public record GeneratedSubscription(String kind, ObjectNode subscriptionData) {}

    private SubscriptionGenerator() {}

    /**
     * @param callback  nfStatusNotificationUri of every subscription
     * @param now       validityTime is one day later
     */
    public static List<GeneratedSubscription> generate(List<GeneratedProfile> profiles, String callback, Instant now) {
        List<JsonNode> nfs = profiles.stream().map(p -> (JsonNode) p.profile()).toList();
        List<String> types = distinct(nfs, p -> List.of(p.get("nfType").asString()));
        List<String> sets = distinct(nfs, p -> strings(p.path("nfSetIdList")));
        List<List<ObjectNode>> misc = miscConditions(nfs);
        String validity = now.plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();

        List<GeneratedSubscription> all = new ArrayList<>();
        for (int k = 0; k < BY_NF_TYPE; k++) {
            all.add(subscription("by NF type", condition("nfType", types.get(k % types.size())), nfs, all.size(), callback, validity));
        }
        for (int k = 0; k < BY_NF_INSTANCE_ID; k++) {
            String target = nfs.get(k % nfs.size()).get("nfInstanceId").asString();
            all.add(subscription("by NF instance id", condition("nfInstanceId", target), nfs, all.size(), callback, validity));
        }
        for (int k = 0; k < BY_NF_SET_ID; k++) {
            all.add(subscription("by NF set id", condition("nfSetId", sets.get(k % sets.size())), nfs, all.size(), callback, validity));
        }
        for (int k = 0; k < MISC; k++) {
            // One kind after the other, so each kind gets its fifth of the 78.
            List<ObjectNode> kind = misc.get(k % misc.size());
            all.add(subscription("misc", kind.get(k / misc.size() % kind.size()).deepCopy(), nfs, all.size(), callback, validity));
        }
        return all;
    }

    private static GeneratedSubscription subscription(String kind, ObjectNode condition, List<JsonNode> nfs, int n,
                                                      String callback, String validity) {
        // Subscribers spread over the population: a prime stride, so neighbours in the list are not the same NF.
        JsonNode subscriber = nfs.get(n * 7 % nfs.size());
        ObjectNode s = Json.MAPPER.createObjectNode();
        s.put("nfStatusNotificationUri", callback);
        s.put("reqNfInstanceId", subscriber.get("nfInstanceId").asString());
        s.set("subscrCond", condition);
        ArrayNode events = s.putArray("reqNotifEvents");
        NOTIF_EVENTS.forEach(events::add);
        s.putObject("notifCondition").putArray("monitoredAttributes").add(n % 2 == 0 ? "/load" : "/priority");
        s.put("validityTime", validity);
        s.put("reqNfType", subscriber.get("nfType").asString());
        s.put("reqNfFqdn", subscriber.get("fqdn").asString());
        return new GeneratedSubscription(kind, s);
    }

    /** ServiceNameCond, AmfCond, GuamiListCond, NetworkSliceCond and NfGroupCond, taken from the population; one list per kind. */
    private static List<List<ObjectNode>> miscConditions(List<JsonNode> nfs) {
        List<ObjectNode> services = new ArrayList<>();
        for (String service : distinct(nfs, p -> strings(p.path("nfServices").findValues("serviceName")))) {
            services.add(condition("serviceName", service));
        }
        List<ObjectNode> amfSetConditions = new ArrayList<>();
        List<ObjectNode> guamiConditions = new ArrayList<>();
        Set<String> amfSets = new LinkedHashSet<>();
        for (JsonNode p : nfs) {
            JsonNode amf = p.get("amfInfo");
            if (amf != null && amfSets.add(amf.get("amfSetId").asString())) {
                ObjectNode byAmfSet = condition("amfSetId", amf.get("amfSetId").asString());
                byAmfSet.put("amfRegionId", amf.get("amfRegionId").asString());
                amfSetConditions.add(byAmfSet);
                ObjectNode byGuamis = Json.MAPPER.createObjectNode();
                byGuamis.set("guamiList", amf.get("guamiList").deepCopy());
                guamiConditions.add(byGuamis);
            }
        }
        List<ObjectNode> sliceConditions = new ArrayList<>();
        Set<String> slices = new LinkedHashSet<>();
        for (JsonNode p : nfs) {
            for (JsonNode snssai : p.path("sNssais")) {
                if (slices.add(snssai.toString())) {
                    ObjectNode bySlice = Json.MAPPER.createObjectNode();
                    bySlice.putArray("snssaiList").add(snssai.deepCopy());
                    sliceConditions.add(bySlice);
                }
            }
        }
        List<ObjectNode> groupConditions = new ArrayList<>();
        Set<String> groups = new LinkedHashSet<>();
        for (JsonNode p : nfs) {
            for (String info : List.of("udmInfo", "ausfInfo", "udrInfo")) {
                JsonNode groupId = p.path(info).path("groupId");
                if (groupId.isString() && groups.add(groupId.asString())) {
                    ObjectNode byGroup = condition("nfType", p.get("nfType").asString());
                    byGroup.put("nfGroupId", groupId.asString());
                    groupConditions.add(byGroup);
                }
            }
        }
        return List.of(services, amfSetConditions, guamiConditions, sliceConditions, groupConditions);
    }

    private static ObjectNode condition(String name, String value) {
        ObjectNode c = Json.MAPPER.createObjectNode();
        c.put(name, value);
        return c;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asString()));
        return values;
    }

    private static List<String> strings(List<JsonNode> nodes) {
        return nodes.stream().map(JsonNode::asString).toList();
    }

    private static List<String> distinct(List<JsonNode> nfs, Function<JsonNode, List<String>> values) {
        Set<String> seen = new LinkedHashSet<>();
        nfs.forEach(p -> seen.addAll(values.apply(p)));
        return List.copyOf(seen);
    }
}
