package dev.corebed.udr.service;

import dev.corebed.udr.service.PolicyDocument.Schema;
import dev.corebed.udr.store.PolicyDataStore;
import java.util.concurrent.CompletableFuture;

/**
 * The usage monitoring resources of a UE, {@code /policy-data/ues/{ueId}/sm-data/{usageMonId}} (TS 29.519
 * §5.2.7: ReadUsageMonitoringInformation, CreateUsageMonitoringResource, DeleteUsageMonitoringInformation).
 * A PUT creates the UE when it is new; DELETE needs the UE and the resource.
 */
public final class UsageMonitoringService {

    private final PolicyDataStore store;
    private final PolicyDataChanges changes;

    public UsageMonitoringService(PolicyDataStore store, PolicyDataChanges changes) {
        this.store = store;
        this.changes = changes;
    }

    public CompletableFuture<byte[]> read(String ueId, String usageMonId) {
        return store.readUsageMon(ueId, usageMonId).thenApply(r -> PolicyDataService.found(r, ueId, "sm-data/" + usageMonId));
    }

    /** CreateUsageMonitoringResource: true when the resource is new. */
    public CompletableFuture<Boolean> put(String ueId, String usageMonId, PolicyDocument usageMonData) {
        if (usageMonData.schema() != Schema.USAGE_MON_DATA) {
            throw new IllegalArgumentException("a UsageMonData expected, not a " + usageMonData.schema());
        }
        String text = usageMonData.text();
        return store.writeUsageMon(ueId, usageMonId, (before, exists) -> text).thenApply(w -> {
            changes.usageMon(w, usageMonId);
            return w.before() == null;
        });
    }

    /** DeleteUsageMonitoringInformation. */
    public CompletableFuture<Void> delete(String ueId, String usageMonId) {
        return store.writeUsageMon(ueId, usageMonId, (before, exists) -> {
            PolicyDataService.requireData(before, exists, ueId, "sm-data/" + usageMonId);
            return null;
        }).thenAccept(w -> changes.usageMon(w, usageMonId));
    }
}
