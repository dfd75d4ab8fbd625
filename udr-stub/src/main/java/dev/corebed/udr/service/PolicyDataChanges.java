package dev.corebed.udr.service;

import dev.corebed.sbi.Json;
import dev.corebed.udr.service.PolicyDataNotifications.Change;
import dev.corebed.udr.store.PolicyDataProvisioningStore.UeWritten;
import dev.corebed.udr.store.PolicyDataSet;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import dev.corebed.udr.store.PolicyDataStore.Written;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * What a committed write changed, as {@link PolicyDataNotifications} needs it: one {@link Change} per document
 * or usage monitoring resource whose stored text differs, the UE named by all its identities (SUPI and GPSI).
 * Nothing is built when the write found no subscription watching it.
 */
public final class PolicyDataChanges {

    /** The attribute of PolicyDataChangeNotification carrying each document. */
    static final Map<PolicyDataSet, String> NOTIFICATION_ATTRIBUTE = new EnumMap<>(Map.of(
            PolicyDataSet.AM_DATA, "amPolicyData",
            PolicyDataSet.UE_POLICY_SET, "uePolicySet",
            PolicyDataSet.SM_DATA, "smPolicyData",
            PolicyDataSet.OPERATOR_SPECIFIC_DATA, "opSpecDataMap"));

    private final PolicyDataNotifications notifications;

    public PolicyDataChanges(PolicyDataNotifications notifications) {
        this.notifications = notifications;
    }

    /** A write of one document. */
    void document(Written w, PolicyDataSet set) {
        if (!w.watchers().isEmpty()) {
            notifications.changed(aliases(w.ueId(), w.gpsi()), List.of(documentChange(set, w.before(), w.after())), w.watchers());
        }
    }

    /** A write of one usage monitoring resource. */
    void usageMon(Written w, String usageMonId) {
        if (!w.watchers().isEmpty()) {
            notifications.changed(aliases(w.ueId(), w.gpsi()), List.of(usageMonChange(usageMonId, w.before(), w.after())),
                    w.watchers());
        }
    }

    /** A provisioning write of a whole UE: one change per document and usage monitoring resource that differs. */
    void ue(UeWritten w) {
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
                changes.add(documentChange(set, b, a));
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
                changes.add(usageMonChange(id, b, a));
            }
        }
        UeRecord any = after != null ? after : before;
        Set<String> aliases = new LinkedHashSet<>(aliases(any.ueId(), any.gpsi()));
        if (before != null && before.gpsi() != null) {
            aliases.add(before.gpsi());
        }
        notifications.changed(aliases, changes, w.watchers());
    }

    static List<String> aliases(String ueId, String gpsi) {
        return gpsi == null || gpsi.equals(ueId) ? List.of(ueId) : List.of(ueId, gpsi);
    }

    private static Change documentChange(PolicyDataSet set, String before, String after) {
        return new Change(set.resource(), set.resource(), NOTIFICATION_ATTRIBUTE.get(set), null, parse(before), parse(after));
    }

    private static Change usageMonChange(String usageMonId, String before, String after) {
        return new Change("sm-data/" + usageMonId, "usage-mon", "usageMonData", usageMonId, parse(before), parse(after));
    }

    static JsonNode parse(String json) {
        return json == null ? null : Json.parse(json.getBytes(StandardCharsets.UTF_8));
    }
}
