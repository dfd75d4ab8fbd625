package dev.corebed.udr.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.store.PolicyDataBulk;
import dev.corebed.udr.store.PolicyDataProvisioningStore.UeWritten;
import dev.corebed.udr.store.PolicyDataProvisioningStore;
import dev.corebed.udr.store.PolicyDataSet;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import dev.corebed.udr.store.PolicyDataStore;
import dev.corebed.udr.store.PolicyDataSubscriptionStore;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Provisioning of policy data (the management port): whole UEs written, read and removed, and the bulk load of
 * generated UEs. Writes notify the subscriptions watching the UEs, as SBI writes do.
 */
public final class PolicyDataProvisioningService {

    /**
     * @param bulkConnections data-tier connections a bulk load uses unless the request says otherwise
     * @param bulkMaxCount    the most UEs one bulk load may generate
     */
    public record Options(int bulkConnections, long bulkMaxCount) {}

    /** A whole UE: its documents, its usage monitoring resources by usageMonId, and its GPSI alias (or null). */
    public record ProvisionedUe(String gpsi, Map<PolicyDataSet, PolicyDocument> documents, Map<String, PolicyDocument> usageMon) {}

    /**
     * A bulk load as asked: {@code count} SUPIs {@code prefix + (first + i)}, optionally GPSIs
     * {@code gpsiPrefix + (gpsiFirst + i)}, the documents as templates, the group-id entries per NF type, and the
     * data-tier connections (null: the default).
     */
    public record BulkRequest(String prefix, String first, long count, String gpsiPrefix, String gpsiFirst,
                              Map<PolicyDataSet, PolicyDocument> templates, Map<String, List<String>> groupIds,
                              Integer connections) {}

    /** What a bulk load did, and how. */
    public record Loaded(PolicyDataBulk bulk, PolicyDataBulk.Result result) {}

    private static final int MAX_BULK_WATCHERS = 10_000;

    private final PolicyDataStore store;
    private final PolicyDataProvisioningStore provisioning;
    private final PolicyDataSubscriptionStore subscriptions;
    private final PolicyDataChanges changes;
    private final Options options;

    public PolicyDataProvisioningService(PolicyDataStore store, PolicyDataProvisioningStore provisioning,
                                         PolicyDataSubscriptionStore subscriptions, PolicyDataChanges changes, Options options) {
        this.store = store;
        this.provisioning = provisioning;
        this.subscriptions = subscriptions;
        this.changes = changes;
        this.options = options;
    }

    /** Creates or replaces a whole UE; true when it is new. */
    public CompletableFuture<Boolean> provision(String ueId, ProvisionedUe ue) {
        Map<PolicyDataSet, String> sets = new EnumMap<>(PolicyDataSet.class);
        ue.documents().forEach((set, doc) -> sets.put(set, doc.text()));
        Map<String, String> usage = new LinkedHashMap<>();
        ue.usageMon().forEach((id, doc) -> usage.put(id, doc.text()));
        return provisioning.putUe(new UeRecord(ueId, ue.gpsi(), sets, usage)).thenApply(w -> {
            changes.ue(w);
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
            view.setAll(PolicyDataService.policyData(ue));
            return view;
        }));
    }

    /** Removes every UE's policy data (the management port's delete all, a reset); nobody is notified. */
    public CompletableFuture<Void> removeAll() {
        return provisioning.clear();
    }

    /**
     * Removes the UEs a bulk load made ({@code count} ueIds {@code prefix + (first + i)}, zero-padded to first's width),
     * with their GPSI aliases and usage monitoring resources, and no other; nobody is notified. Answers how many there were.
     */
    public CompletableFuture<Long> removeRange(String prefix, String first, long count) {
        if (count < 1 || count > options.bulkMaxCount()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "count", "1 to " + options.bulkMaxCount());
        }
        if (Long.toString(Long.parseLong(first) + count - 1).length() > first.length()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "count", "the range runs past " + "9".repeat(first.length()));
        }
        return provisioning.deleteRange(prefix + first, prefix + PolicyDataBulk.pad(Long.parseLong(first) + count - 1, first.length()));
    }

    /** Removes a whole UE; false when it did not exist. */
    public CompletableFuture<Boolean> deprovision(String ueId) {
        return provisioning.deleteUe(ueId).thenApply(w -> {
            w.ifPresent(changes::ue);
            return w.isPresent();
        });
    }

    /**
     * A bulk load, then the notifications of the subscriptions that watched any of the loaded UEs (at most
     * {@value #MAX_BULK_WATCHERS} of them; typically none: subscriptions come after provisioning). Refused with a
     * 400 naming the attribute: a count above the most allowed, a range that runs past the width of its first
     * number, no document.
     */
    public CompletableFuture<Loaded> bulkLoad(BulkRequest request) {
        PolicyDataBulk bulk = bulk(request);
        return provisioning.bulkLoad(bulk)
                .thenCompose(result -> notifyBulk(bulk).handle((v, e) -> new Loaded(bulk, result)));
    }

    private PolicyDataBulk bulk(BulkRequest r) {
        if (r.count() > options.bulkMaxCount()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "1 to " + options.bulkMaxCount());
        }
        fits(r.first(), r.count(), "/count");
        if (r.gpsiFirst() != null) {
            fits(r.gpsiFirst(), r.count(), "/gpsi/first");
        }
        if (r.templates().isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/amPolicyDataSet",
                    "at least one of amPolicyDataSet, uePolicyDataSet, smPolicyDataSet, operatorSpecificDataSet");
        }
        Map<PolicyDataSet, PolicyDataBulk.Template> templates = new EnumMap<>(PolicyDataSet.class);
        r.templates().forEach((set, doc) -> templates.put(set, new PolicyDataBulk.Template(doc.text())));
        return new PolicyDataBulk(r.prefix(), r.first(), r.count(), r.gpsiPrefix(), r.gpsiFirst(), templates,
                r.groupIds(), r.connections() == null ? options.bulkConnections() : r.connections());
    }

    private static void fits(String first, long count, String at) {
        if (Long.toString(Long.parseLong(first) + count - 1).length() > first.length()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at, "the range runs past " + "9".repeat(first.length()));
        }
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
                                changes.ue(new UeWritten(null, found.get(), watchers)))));
            }
            return CompletableFuture.allOf(each.toArray(CompletableFuture[]::new));
        });
    }

    private CompletableFuture<List<Watcher>> subscriptionsOf(UeRecord ue) {
        List<CompletableFuture<List<Watcher>>> parts = new ArrayList<>();
        for (String alias : PolicyDataChanges.aliases(ue.ueId(), ue.gpsi())) {
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
}
