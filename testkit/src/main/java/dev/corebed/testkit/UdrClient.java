package dev.corebed.testkit;

import java.net.URI;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The UDR stub's management API: {@link StubClient}'s, and the provisioning of policy data and of the SLF's
 * group-id map (the UDR has no other way to get them). Writes of policy data notify the subscriptions watching
 * the UE, as SBI writes do.
 */
public class UdrClient extends StubClient {

    private static final String UES = "/admin/v1/udr/policy-data";
    private static final String RANGES = "/admin/v1/udr/group-id-ranges";
    private static final String ENTRIES = "/admin/v1/udr/group-ids";

    protected UdrClient(URI adminUri) {
        super(adminUri);
    }

    public static UdrClient of(URI adminUri) {
        return new UdrClient(adminUri);
    }

    public static UdrClient of(String adminUri) {
        return of(URI.create(adminUri));
    }

    /**
     * Stores a UE's policy data (a PolicyDataForIndividualUe: amPolicyDataSet, uePolicyDataSet, smPolicyDataSet,
     * operatorSpecificDataSet, umData, plus an optional gpsi): JSON text, a JsonNode, a Map. Returns the UE as stored.
     */
    public JsonNode putPolicyData(String ueId, Object policyData) {
        return http().put(UES + "/" + ManagementHttp.encode(ueId), Wire.toJson(policyData));
    }

    /** The UE as stored, or empty. */
    public Optional<JsonNode> policyData(String ueId) {
        return Optional.ofNullable(find(UES + "/" + ManagementHttp.encode(ueId)));
    }

    public void deletePolicyData(String ueId) {
        http().delete(UES + "/" + ManagementHttp.encode(ueId));
    }

    /** Removes every UE's policy data (nobody is notified); the group-id map stays. */
    public void clearPolicyData() {
        http().delete(UES);
    }

    /** Removes every UE's policy data and the group-id map (entries and ranges). */
    public void clearPolicyDataAndGroupIdMap() {
        http().delete(UES + "?include=group-id-map");
    }

    /** One subscriber's group for an NF type: {@code putGroupId("UDM", "imsi-001010000000042", "udm-vip")}. */
    public void putGroupId(String nfType, String subscriberId, String groupId) {
        http().put(ENTRIES + "/" + ManagementHttp.encode(nfType) + "/" + ManagementHttp.encode(subscriberId),
                Wire.JSON.createObjectNode().put("groupId", groupId));
    }

    /**
     * A range of subscribers in one group: {@code {"nfType":"UDM","identityType":"supi","start":"001010000000000",
     * "end":"001010000000999","groupId":"udm-g1"}} (or a {@code pattern} instead of start and end).
     */
    public JsonNode putGroupIdRange(String id, Object range) {
        return http().put(RANGES + "/" + ManagementHttp.encode(id), Wire.toJson(range));
    }
}
