package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.MergePatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.service.PolicyDataNotifications.Change;
import dev.corebed.udr.store.PolicyDataBulk;
import dev.corebed.udr.store.PolicyDataSet;
import dev.corebed.udr.store.PolicyDataStore;
import dev.corebed.udr.store.PolicyDataStore.Read;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import dev.corebed.udr.store.PolicyDataStore.UeWritten;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import dev.corebed.udr.store.PolicyDataStore.Written;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The policy data of the UEs (Nudr_DataRepository, TS 29.519 §5.2): the per-UE documents, their usage
 * monitoring resources, and their provisioning. Documents are stored as the consumer wrote them (after the
 * checks of {@link PolicyDataSchemas}); a write that changes something notifies the subscriptions watching it
 * once it is committed.
 *
 * <p>Not-found causes (TS 29.504 §6.1.7.3): a ueId with nothing stored is USER_NOT_FOUND ("the user does not
 * exist"); a known UE without the requested document or usage monitoring resource is DATA_NOT_FOUND. A PUT
 * creates what it names, the UE included; PATCH and DELETE need both the UE and the document.
 */
public final class PolicyDataService {

    /** PolicyDataSubset values of ReadPolicyData's data-subset-names, and the attribute of PolicyDataForIndividualUe each selects. */
    public static final Map<String, String> SUBSETS = Map.of(
            "AM_POLICY_DATA", "amPolicyDataSet",
            "SM_POLICY_DATA", "smPolicyDataSet",
            "UE_POLICY_DATA", "uePolicyDataSet",
            "UM_DATA", "umData",
            "OPERATOR_SPECIFIC_DATA", "operatorSpecificDataSet");

    /** The attribute of PolicyDataForIndividualUe (and of the provisioning body) holding each document. */
    static final Map<PolicyDataSet, String> DATA_SET_ATTRIBUTE = new EnumMap<>(Map.of(
            PolicyDataSet.AM_DATA, "amPolicyDataSet",
            PolicyDataSet.UE_POLICY_SET, "uePolicyDataSet",
            PolicyDataSet.SM_DATA, "smPolicyDataSet",
            PolicyDataSet.OPERATOR_SPECIFIC_DATA, "operatorSpecificDataSet"));

    /** The fields of a provisioned UE (PUT /admin/v1/udr/policy-data/{ueId}); ueId as GET shows it, ignored. */
    public static final Set<String> PROVISIONING_FIELDS = Set.of("ueId", "gpsi", "umData", "amPolicyDataSet",
            "uePolicyDataSet", "smPolicyDataSet", "operatorSpecificDataSet");
    /** The fields of a policy data bulk load. */
    public static final Set<String> BULK_FIELDS = Set.of("prefix", "first", "count", "gpsi", "groupIds", "connections",
            "amPolicyDataSet", "uePolicyDataSet", "smPolicyDataSet", "operatorSpecificDataSet");

    /** The attribute of PolicyDataChangeNotification carrying each document. */
    static final Map<PolicyDataSet, String> NOTIFICATION_ATTRIBUTE = new EnumMap<>(Map.of(
            PolicyDataSet.AM_DATA, "amPolicyData",
            PolicyDataSet.UE_POLICY_SET, "uePolicySet",
            PolicyDataSet.SM_DATA, "smPolicyData",
            PolicyDataSet.OPERATOR_SPECIFIC_DATA, "opSpecDataMap"));

    private static final int MAX_BULK_WATCHERS = 10_000;

    private final PolicyDataStore store;
    private final dev.corebed.udr.store.PolicyDataSubscriptionStore subscriptions;
    private final PolicyDataNotifications notifications;

    public PolicyDataService(PolicyDataStore store, dev.corebed.udr.store.PolicyDataSubscriptionStore subscriptions,
                             PolicyDataNotifications notifications) {
        this.store = store;
        this.subscriptions = subscriptions;
        this.notifications = notifications;
    }

    // ---------------------------------------------------------------- reads

    /** One document as stored (JSON bytes): am-data, ue-policy-set, sm-data or operator-specific-data. */
    public CompletableFuture<byte[]> read(String ueId, PolicyDataSet set) {
        return store.read(ueId, set).thenApply(r -> found(r, ueId, set.resource()));
    }

    /**
     * ReadSessionManagementPolicyData: the SmPolicyData, its smPolicySnssaiData narrowed to the S-NSSAI and
     * to the DNN when given (404 DATA_NOT_FOUND when nothing is left), then only the {@code fields} when given.
     */
    public CompletableFuture<byte[]> readSmData(String ueId, JsonNode snssai, String dnn, List<String> fields) {
        return read(ueId, PolicyDataSet.SM_DATA).thenApply(json -> {
            if (snssai == null && dnn == null && fields == null) {
                return json;
            }
            JsonNode sm = Json.parse(json);
            if (snssai != null || dnn != null) {
                sm = narrow(sm, snssai, dnn, ueId);
            }
            return Json.write(fields == null ? sm : Fields.select(sm, fields));
        });
    }

    /** ReadOperatorSpecificData: the map, only its {@code fields} members when given. */
    public CompletableFuture<byte[]> readOperatorSpecificData(String ueId, List<String> fields) {
        return read(ueId, PolicyDataSet.OPERATOR_SPECIFIC_DATA)
                .thenApply(json -> fields == null ? json : Json.write(Fields.select(Json.parse(json), fields)));
    }

    /** ReadPolicyData: PolicyDataForIndividualUe with the subsets asked for (all without data-subset-names). */
    public CompletableFuture<JsonNode> readPolicyData(String ueId, Set<String> subsets) {
        return store.readUe(ueId).thenApply(found -> {
            UeRecord ue = found.orElseThrow(() -> userNotFound(ueId));
            ObjectNode all = policyData(ue);
            ObjectNode selected = Json.MAPPER.createObjectNode();
            for (Map.Entry<String, String> s : SUBSETS.entrySet()) {
                if ((subsets == null || subsets.contains(s.getKey())) && all.has(s.getValue())) {
                    selected.set(s.getValue(), all.get(s.getValue()));
                }
            }
            if (selected.isEmpty()) {
                throw new SbiException(404, UdrCause.DATA_NOT_FOUND, "no policy data of the requested subsets for " + ueId);
            }
            return selected;
        });
    }

    public CompletableFuture<byte[]> readUsageMon(String ueId, String usageMonId) {
        return store.readUsageMon(ueId, usageMonId).thenApply(r -> found(r, ueId, "sm-data/" + usageMonId));
    }

    // ---------------------------------------------------------------- writes

    /**
     * CreateOrReplaceUEPolicySet, ReplaceOperatorSpecificData: stores the document, creating the UE if it is
     * new. True when the document did not exist before (201).
     */
    public CompletableFuture<Boolean> replace(String ueId, PolicyDataSet set, JsonNode document) {
        check(set, document);
        String text = text(document);
        return store.write(ueId, set, (before, exists) -> text)
                .thenApply(w -> {
                    notify(w, set);
                    return w.before() == null;
                });
    }

    /** UpdateUEPolicySet, UpdateSessionManagementPolicyData: a JSON merge patch of an existing document. */
    public CompletableFuture<Void> mergePatch(String ueId, PolicyDataSet set, JsonNode patch) {
        if (set == PolicyDataSet.UE_POLICY_SET) {
            PolicyDataSchemas.uePolicySetPatch(patch);
        } else if (set == PolicyDataSet.SM_DATA) {
            PolicyDataSchemas.smPolicyDataPatch(patch);
        } else {
            throw new IllegalArgumentException("no merge patch of " + set);
        }
        return modify(ueId, set, doc -> {
            JsonNode after = MergePatch.apply(doc, patch);
            PolicyDataSchemas.afterPatch(() -> check(set, after));
            return after;
        });
    }

    /** UpdateOperatorSpecificData: a JSON patch (RFC 6902) of the existing map, applied all or nothing. */
    public CompletableFuture<Void> jsonPatch(String ueId, PolicyDataSet set, JsonNode patch) {
        List<JsonPatch.Operation> ops = JsonPatch.parse(patch);
        return modify(ueId, set, doc -> {
            JsonNode after = JsonPatch.apply(doc, ops);
            PolicyDataSchemas.afterPatch(() -> check(set, after));
            return after;
        });
    }

    /** DeleteOperatorSpecificData. */
    public CompletableFuture<Void> delete(String ueId, PolicyDataSet set) {
        return store.write(ueId, set, (before, exists) -> {
            requireData(before, exists, ueId, set.resource());
            return null;
        }).thenAccept(w -> notify(w, set));
    }

    /** CreateUsageMonitoringResource: true when the resource is new. */
    public CompletableFuture<Boolean> putUsageMon(String ueId, String usageMonId, JsonNode usageMonData) {
        PolicyDataSchemas.usageMonData(usageMonData);
        String text = text(usageMonData);
        return store.writeUsageMon(ueId, usageMonId, (before, exists) -> text).thenApply(w -> {
            notifyUsageMon(w, usageMonId);
            return w.before() == null;
        });
    }

    /** DeleteUsageMonitoringInformation. */
    public CompletableFuture<Void> deleteUsageMon(String ueId, String usageMonId) {
        return store.writeUsageMon(ueId, usageMonId, (before, exists) -> {
            requireData(before, exists, ueId, "sm-data/" + usageMonId);
            return null;
        }).thenAccept(w -> notifyUsageMon(w, usageMonId));
    }

    private CompletableFuture<Void> modify(String ueId, PolicyDataSet set, Function<JsonNode, JsonNode> change) {
        return store.write(ueId, set, (before, exists) -> {
            requireData(before, exists, ueId, set.resource());
            return text(change.apply(Json.parse(before.getBytes(StandardCharsets.UTF_8))));
        }).thenAccept(w -> notify(w, set));
    }

    private static void requireData(String before, boolean exists, String ueId, String resource) {
        if (!exists) {
            throw userNotFound(ueId);
        }
        if (before == null) {
            throw dataNotFound(ueId, resource);
        }
    }

    // ---------------------------------------------------------------- provisioning

    /**
     * Creates or replaces a whole UE from a PolicyDataForIndividualUe (umData: usage monitoring resources by
     * usageMonId) with an optional gpsi. True when the UE is new.
     */
    public CompletableFuture<Boolean> provision(String ueId, JsonNode body) {
        Check.body(body, "PolicyDataForIndividualUe");
        String gpsi = null;
        JsonNode g = body.get("gpsi");
        if (g != null && !g.isNull()) {
            if (!g.isString()) {
                throw Check.incorrect(false, "/gpsi", "a GPSI (msisdn-..., extid-...) expected");
            }
            SubscriberIdentity id = SubscriberIdentity.parse(g.asString(), "/gpsi", Cause.OPTIONAL_IE_INCORRECT);
            if (!SubscriberIdentity.GPSI.equals(id.identityType())) {
                throw Check.incorrect(false, "/gpsi", "a GPSI (msisdn-..., extid-...) expected");
            }
            gpsi = g.asString();
        }
        Map<PolicyDataSet, String> sets = new EnumMap<>(PolicyDataSet.class);
        for (Map.Entry<PolicyDataSet, String> a : DATA_SET_ATTRIBUTE.entrySet()) {
            JsonNode doc = body.get(a.getValue());
            if (doc != null && !doc.isNull()) {
                prefixed("/" + a.getValue(), () -> check(a.getKey(), doc));
                sets.put(a.getKey(), text(doc));
            }
        }
        Map<String, String> usage = new LinkedHashMap<>();
        JsonNode um = body.get("umData");
        if (um != null && !um.isNull()) {
            if (!um.isObject()) {
                throw Check.incorrect(false, "/umData", "a map of UsageMonData by usageMonId expected");
            }
            for (Map.Entry<String, JsonNode> e : um.properties()) {
                prefixed(Check.pointer("/umData", e.getKey()), () -> PolicyDataSchemas.usageMonData(e.getValue()));
                usage.put(e.getKey(), text(e.getValue()));
            }
        }
        return store.putUe(new UeRecord(ueId, gpsi, sets, usage)).thenApply(w -> {
            notifyUe(w);
            return w.before() == null;
        });
    }

    /** The UE as provisioning shows it: ueId, gpsi and the PolicyDataForIndividualUe attributes. */
    public CompletableFuture<Optional<JsonNode>> provisioned(String ueId) {
        return store.readUe(ueId).thenApply(found -> found.map(ue -> {
            ObjectNode view = Json.MAPPER.createObjectNode().put("ueId", ue.ueId());
            if (ue.gpsi() != null) {
                view.put("gpsi", ue.gpsi());
            }
            view.setAll(policyData(ue));
            return view;
        }));
    }

    /** Removes every UE's policy data (the management port's delete all, a reset); nobody is notified. */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** Removes a whole UE; false when it did not exist. */
    public CompletableFuture<Boolean> deprovision(String ueId) {
        return store.deleteUe(ueId).thenApply(w -> {
            w.ifPresent(this::notifyUe);
            return w.isPresent();
        });
    }

    /**
     * A bulk load, then the notifications of the subscriptions that watched any of the loaded UEs (at most
     * {@value #MAX_BULK_WATCHERS} of them; typically none: subscriptions come after provisioning).
     */
    public CompletableFuture<PolicyDataBulk.Result> bulkLoad(PolicyDataBulk bulk) {
        return store.bulkLoad(bulk).thenCompose(result -> notifyBulk(bulk).handle((v, e) -> result));
    }

    private CompletableFuture<Void> notifyBulk(PolicyDataBulk bulk) {
        List<CompletableFuture<List<Watcher>>> ranges = new ArrayList<>();
        ranges.add(subscriptions.watchersBetween(ResourcePaths.UES + bulk.supi(0),
                ResourcePaths.UES + bulk.lastSupi() + "0", MAX_BULK_WATCHERS));
        if (bulk.gpsiFirst() != null) {
            ranges.add(subscriptions.watchersBetween(ResourcePaths.UES + bulk.gpsi(0),
                    ResourcePaths.UES + bulk.gpsi(bulk.count() - 1) + "0", MAX_BULK_WATCHERS));
        }
        return CompletableFuture.allOf(ranges.toArray(CompletableFuture[]::new)).thenCompose(v -> {
            Set<String> ues = new LinkedHashSet<>();
            for (CompletableFuture<List<Watcher>> r : ranges) {
                for (Watcher w : r.join()) {
                    for (String key : w.resources()) {
                        String ue = key.substring(ResourcePaths.UES.length()).split("/", 2)[0];
                        if (loaded(bulk, ue)) {
                            ues.add(ue);
                        }
                    }
                }
            }
            List<CompletableFuture<Void>> each = new ArrayList<>();
            for (String ue : ues) {
                // Each loaded UE as one provisioning write that found it new: the watchers of its resources hear of all of it.
                each.add(store.readUe(ue).thenCompose(found -> found.isEmpty() ? CompletableFuture.completedFuture(null)
                        : subscriptionsOf(found.get()).thenAccept(watchers ->
                                notifyUe(new UeWritten(null, found.get(), watchers)))));
            }
            return CompletableFuture.allOf(each.toArray(CompletableFuture[]::new));
        });
    }

    private CompletableFuture<List<Watcher>> subscriptionsOf(UeRecord ue) {
        List<CompletableFuture<List<Watcher>>> parts = new ArrayList<>();
        for (String alias : aliases(ue.ueId(), ue.gpsi())) {
            parts.add(subscriptions.watchersBetween(ResourcePaths.UES + alias, ResourcePaths.UES + alias + "0", MAX_BULK_WATCHERS));
        }
        return CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new)).thenApply(v -> {
            Map<String, Watcher> all = new LinkedHashMap<>();
            for (CompletableFuture<List<Watcher>> p : parts) {
                for (Watcher w : p.join()) {
                    all.merge(w.subsId(), w, (a, b) -> {
                        a.resources().addAll(b.resources());
                        return a;
                    });
                }
            }
            return new ArrayList<>(all.values());
        });
    }

    /** True when ue is one of the SUPIs or GPSIs the bulk load wrote. */
    private static boolean loaded(PolicyDataBulk bulk, String ue) {
        return inRange(ue, bulk.prefix(), bulk.first(), bulk.count())
                || (bulk.gpsiFirst() != null && inRange(ue, bulk.gpsiPrefix(), bulk.gpsiFirst(), bulk.count()));
    }

    private static boolean inRange(String ue, String prefix, String first, long count) {
        if (!ue.startsWith(prefix) || ue.length() != prefix.length() + first.length()) {
            return false;
        }
        String digits = ue.substring(prefix.length());
        if (!digits.chars().allMatch(Character::isDigit)) {
            return false;
        }
        long n = Long.parseLong(digits) - Long.parseLong(first);
        return n >= 0 && n < count;
    }

    // ---------------------------------------------------------------- notifications

    private void notify(Written w, PolicyDataSet set) {
        if (w.watchers().isEmpty()) {
            return;
        }
        notifications.changed(aliases(w.ueId(), w.gpsi()), List.of(new Change(set.resource(), set.resource(),
                NOTIFICATION_ATTRIBUTE.get(set), null, parse(w.before()), parse(w.after()))), w.watchers());
    }

    private void notifyUsageMon(Written w, String usageMonId) {
        if (w.watchers().isEmpty()) {
            return;
        }
        notifications.changed(aliases(w.ueId(), w.gpsi()), List.of(new Change("sm-data/" + usageMonId, "usage-mon",
                "usageMonData", usageMonId, parse(w.before()), parse(w.after()))), w.watchers());
    }

    /** A provisioning write: one change per document and usage monitoring resource that differs. */
    private void notifyUe(UeWritten w) {
        if (w.watchers().isEmpty()) {
            return;
        }
        UeRecord before = w.before();
        UeRecord after = w.after();
        List<Change> changes = new ArrayList<>();
        for (PolicyDataSet set : PolicyDataSet.values()) {
            String b = before == null ? null : before.sets().get(set);
            String a = after == null ? null : after.sets().get(set);
            if (!Objects.equals(b, a)) {
                changes.add(new Change(set.resource(), set.resource(), NOTIFICATION_ATTRIBUTE.get(set), null, parse(b), parse(a)));
            }
        }
        Set<String> usageIds = new LinkedHashSet<>();
        if (before != null) {
            usageIds.addAll(before.usageMon().keySet());
        }
        if (after != null) {
            usageIds.addAll(after.usageMon().keySet());
        }
        for (String id : usageIds) {
            String b = before == null ? null : before.usageMon().get(id);
            String a = after == null ? null : after.usageMon().get(id);
            if (!Objects.equals(b, a)) {
                changes.add(new Change("sm-data/" + id, "usage-mon", "usageMonData", id, parse(b), parse(a)));
            }
        }
        Set<String> aliases = new LinkedHashSet<>();
        UeRecord any = after != null ? after : before;
        aliases.addAll(aliases(any.ueId(), any.gpsi()));
        if (before != null && before.gpsi() != null) {
            aliases.add(before.gpsi());
        }
        notifications.changed(aliases, changes, w.watchers());
    }

    private static List<String> aliases(String ueId, String gpsi) {
        return gpsi == null || gpsi.equals(ueId) ? List.of(ueId) : List.of(ueId, gpsi);
    }

    // ---------------------------------------------------------------- helpers

    private static ObjectNode policyData(UeRecord ue) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        for (Map.Entry<PolicyDataSet, String> e : ue.sets().entrySet()) {
            data.set(DATA_SET_ATTRIBUTE.get(e.getKey()), parse(e.getValue()));
        }
        if (data.has("operatorSpecificDataSet") && data.get("operatorSpecificDataSet").isEmpty()) {
            data.remove("operatorSpecificDataSet"); // minProperties 1
        }
        if (!ue.usageMon().isEmpty()) {
            ObjectNode um = data.putObject("umData");
            ue.usageMon().forEach((id, json) -> um.set(id, parse(json)));
        }
        return data;
    }

    private static void check(PolicyDataSet set, JsonNode document) {
        switch (set) {
            case AM_DATA -> PolicyDataSchemas.amPolicyData(document);
            case UE_POLICY_SET -> PolicyDataSchemas.uePolicySet(document);
            case SM_DATA -> PolicyDataSchemas.smPolicyData(document);
            case OPERATOR_SPECIFIC_DATA -> PolicyDataSchemas.operatorSpecificData(document);
        }
    }

    /** Runs a check of a nested document, naming its attributes from the enclosing body ({@code /smPolicyDataSet/...}). */
    private static void prefixed(String prefix, Runnable check) {
        try {
            check.run();
        } catch (SbiException e) {
            if (Cause.INVALID_MSG_FORMAT.equals(e.cause())) {
                throw Check.incorrect(false, prefix, "a JSON object expected");
            }
            throw prefix(e, prefix);
        }
    }

    /** The same error, its invalidParams named from the enclosing body. */
    private static SbiException prefix(SbiException e, String prefix) {
        List<dev.corebed.sbi.ProblemDetails.InvalidParam> params = e.toProblem(null).invalidParams();
        if (params == null) {
            return e;
        }
        List<dev.corebed.sbi.ProblemDetails.InvalidParam> renamed = params.stream()
                .map(p -> new dev.corebed.sbi.ProblemDetails.InvalidParam(prefix + p.param(), p.reason())).toList();
        return new SbiException(e.status(), e.cause(), renamed.get(0).reason() + ": " + renamed.get(0).param(), renamed);
    }

    private static byte[] found(Read r, String ueId, String resource) {
        return switch (r.found()) {
            case DATA -> r.json();
            case NO_DATA -> throw dataNotFound(ueId, resource);
            case NO_USER -> throw userNotFound(ueId);
        };
    }

    static SbiException userNotFound(String ueId) {
        return new SbiException(404, UdrCause.USER_NOT_FOUND, "no policy data for " + ueId);
    }

    static SbiException dataNotFound(String ueId, String resource) {
        return new SbiException(404, UdrCause.DATA_NOT_FOUND, "no " + resource + " for " + ueId);
    }

    private static String text(JsonNode document) {
        return new String(Json.write(document), StandardCharsets.UTF_8);
    }

    private static JsonNode parse(String json) {
        return json == null ? null : Json.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    /** smPolicySnssaiData narrowed to the S-NSSAI and the DNN. */
    private static JsonNode narrow(JsonNode sm, JsonNode snssai, String dnn, String ueId) {
        ObjectNode out = (ObjectNode) sm.deepCopy();
        ObjectNode kept = Json.MAPPER.createObjectNode();
        for (Map.Entry<String, JsonNode> e : sm.path("smPolicySnssaiData").properties()) {
            JsonNode perSnssai = e.getValue();
            if (snssai != null && !sameSnssai(perSnssai.get("snssai"), snssai)) {
                continue;
            }
            if (dnn != null) {
                ObjectNode dnns = Json.MAPPER.createObjectNode();
                for (Map.Entry<String, JsonNode> d : perSnssai.path("smPolicyDnnData").properties()) {
                    if (d.getKey().equals(dnn) || dnn.equals(d.getValue().path("dnn").asString(null))) {
                        dnns.set(d.getKey(), d.getValue());
                    }
                }
                if (dnns.isEmpty()) {
                    continue;
                }
                ObjectNode copy = (ObjectNode) perSnssai.deepCopy();
                copy.set("smPolicyDnnData", dnns);
                perSnssai = copy;
            }
            kept.set(e.getKey(), perSnssai);
        }
        if (kept.isEmpty()) {
            throw new SbiException(404, UdrCause.DATA_NOT_FOUND, "no sm-data of " + ueId + " for"
                    + (snssai != null ? " snssai " + snssai : "") + (dnn != null ? " dnn " + dnn : ""));
        }
        out.set("smPolicySnssaiData", kept);
        return out;
    }

    static boolean sameSnssai(JsonNode stored, JsonNode wanted) {
        if (stored == null || !stored.isObject()) {
            return false;
        }
        if (stored.path("sst").asInt(-1) != wanted.path("sst").asInt(-2)) {
            return false;
        }
        String a = stored.path("sd").asString(null);
        String b = wanted.path("sd").asString(null);
        return a == null ? b == null : a.equalsIgnoreCase(b);
    }

    /**
     * Bulk load input, checked: {@code prefix} imsi- (or any SUPI/GPSI prefix), {@code first} digits,
     * {@code count} 1..max, optional {@code gpsi: {prefix, first}}, the documents as templates, optional
     * {@code groupIds: {NFType: [groupId...]}} and {@code connections}.
     */
    public static PolicyDataBulk bulkSpec(JsonNode body, int defaultConnections, long maxCount) {
        Check.body(body, "bulk load");
        String prefix = body.path("prefix").asString("imsi-");
        if (!prefix.equals("imsi-") && !prefix.equals("msisdn-")) {
            throw Check.incorrect(false, "/prefix", "imsi- or msisdn-");
        }
        String first = digits(body.get("first"), "/first");
        JsonNode c = body.get("count");
        if (c == null) {
            throw Check.missing("/count");
        }
        if (!c.isIntegralNumber() || c.asLong() < 1 || c.asLong() > maxCount) {
            throw Check.incorrect(true, "/count", "1 to " + maxCount);
        }
        long count = c.asLong();
        fits(first, count, "/count");
        String gpsiPrefix = null;
        String gpsiFirst = null;
        JsonNode gpsi = body.get("gpsi");
        if (gpsi != null && !gpsi.isNull()) {
            if (!gpsi.isObject()) {
                throw Check.incorrect(false, "/gpsi", "{prefix: msisdn-, first: digits} expected");
            }
            gpsiPrefix = gpsi.path("prefix").asString("msisdn-");
            if (!gpsiPrefix.equals("msisdn-")) {
                throw Check.incorrect(false, "/gpsi/prefix", "msisdn-");
            }
            gpsiFirst = digits(gpsi.get("first"), "/gpsi/first");
            fits(gpsiFirst, count, "/gpsi/first");
        }
        Map<PolicyDataSet, PolicyDataBulk.Template> templates = new EnumMap<>(PolicyDataSet.class);
        for (Map.Entry<PolicyDataSet, String> a : DATA_SET_ATTRIBUTE.entrySet()) {
            JsonNode doc = body.get(a.getValue());
            if (doc != null && !doc.isNull()) {
                prefixed("/" + a.getValue(), () -> check(a.getKey(), doc));
                templates.put(a.getKey(), new PolicyDataBulk.Template(text(doc)));
            }
        }
        if (templates.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/amPolicyDataSet",
                    "at least one of amPolicyDataSet, uePolicyDataSet, smPolicyDataSet, operatorSpecificDataSet");
        }
        Map<String, List<String>> groupIds = new LinkedHashMap<>();
        JsonNode groups = body.get("groupIds");
        if (groups != null && !groups.isNull()) {
            if (!groups.isObject()) {
                throw Check.incorrect(false, "/groupIds", "a map of NF type to group ids expected");
            }
            for (Map.Entry<String, JsonNode> g : groups.properties()) {
                String at = Check.pointer("/groupIds", g.getKey());
                if (!GroupIdMapService.NF_TYPE.matcher(g.getKey()).matches()) {
                    throw Check.incorrect(false, at, "the key is not an NFType");
                }
                List<String> ids = new ArrayList<>();
                for (JsonNode id : g.getValue()) {
                    if (!id.isString() || id.asString().isBlank() || id.asString().length() > 128) {
                        throw Check.incorrect(false, at, "NfGroupIds (1 to 128 characters) expected");
                    }
                    ids.add(id.asString());
                }
                if (!g.getValue().isArray() || ids.isEmpty()) {
                    throw Check.incorrect(false, at, "a non-empty array of group ids expected");
                }
                groupIds.put(g.getKey(), List.copyOf(ids));
            }
        }
        int connections = defaultConnections;
        JsonNode conn = body.get("connections");
        if (conn != null && !conn.isNull()) {
            if (!conn.isIntegralNumber() || conn.asInt() < 1 || conn.asInt() > 64) {
                throw Check.incorrect(false, "/connections", "1 to 64");
            }
            connections = conn.asInt();
        }
        return new PolicyDataBulk(prefix, first, count, gpsiPrefix, gpsiFirst, templates, groupIds, connections);
    }

    private static String digits(JsonNode value, String at) {
        if (value == null || value.isNull()) {
            throw Check.missing(at);
        }
        if (!value.isString() || !value.asString().matches("[0-9]{5,15}")) {
            throw Check.incorrect(true, at, "5 to 15 digits (a string)");
        }
        return value.asString();
    }

    private static void fits(String first, long count, String at) {
        if (Long.toString(Long.parseLong(first) + count - 1).length() > first.length()) {
            throw Check.incorrect(true, at, "the range runs past " + "9".repeat(first.length()));
        }
    }
}
