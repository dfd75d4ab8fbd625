package dev.corebed.pcf.client;

import dev.corebed.pcf.service.UdrRead;
import dev.corebed.sbi.Json;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nudr_DataRepository, policy data (TS 29.504 / TS 29.519) as the PCF uses it: the reads of a create, the
 * subscription to the UE's changes ({@code subs-to-notify}) for the life of an association, and the UE's usage
 * monitoring resource ({@code sm-data/{usageMonId}}).
 */
public final class NudrPolicyDataClient {

    static final String ROOT = "/nudr-dr/v2/policy-data";

    /**
     * A read's answer: the document, or null when the UDR has none (404); {@code userUnknown} when the UDR says
     * the subscriber does not exist (USER_NOT_FOUND).
     */
    public record PolicyData(JsonNode body, boolean userUnknown) {}

    private final PeerRequests requests;

    public NudrPolicyDataClient(PeerRequests requests) {
        this.requests = requests;
    }

    /**
     * One read of the UE's data. sm-data is asked for the session's S-NSSAI and DNN (both may be null).
     */
    public CompletableFuture<PolicyData> read(PeerRoute udr, UdrRead read, String ueId, JsonNode snssai, String dnn) {
        String ue = ROOT + "/ues/" + encode(ueId);
        String path = switch (read) {
            case POLICY_DATA -> ue;
            case SM_DATA -> ue + "/sm-data" + smDataQuery(snssai, dnn);
            default -> ue + "/" + read.resource;
        };
        String operation = switch (read) {
            case SM_DATA -> "ReadSessionManagementPolicyData";
            case OPERATOR_SPECIFIC_DATA -> "ReadOperatorSpecificData";
            case AM_DATA -> "ReadAccessAndMobilityPolicyData";
            case UE_POLICY_SET -> "ReadUEPolicySet";
            case POLICY_DATA -> "ReadPolicyData";
        };
        return requests.send(udr, operation, "GET", path, null, null).thenApply(r -> {
            if (r.status() == 200) {
                return new PolicyData(r.json(), false);
            }
            if (r.status() == 404) {
                String cause = cause(r.body());
                return new PolicyData(null, "USER_NOT_FOUND".equals(cause));
            }
            throw PeerRequests.unexpected(udr, operation, r);
        });
    }

    /**
     * ReadUsageMonitoringInformation: the UE's UsageMonData of usageMonId, or null when the UDR has none (204, 404).
     */
    public CompletableFuture<JsonNode> readUsageMonitoring(PeerRoute udr, String ueId, String usageMonId) {
        String operation = "ReadUsageMonitoringInformation";
        return requests.send(udr, operation, "GET", usageMonitoring(ueId, usageMonId), null, null).thenApply(r -> {
            if (r.status() == 200) {
                return r.json();
            }
            if (r.status() == 204 || r.status() == 404) {
                return null;
            }
            throw PeerRequests.unexpected(udr, operation, r);
        });
    }

    /** CreateUsageMonitoringResource: the UE's UsageMonData of usageMonId, created or replaced (201). */
    public CompletableFuture<Void> writeUsageMonitoring(PeerRoute udr, String ueId, String usageMonId, JsonNode usageMonData) {
        String operation = "CreateUsageMonitoringResource";
        return requests.send(udr, operation, "PUT", usageMonitoring(ueId, usageMonId), "application/json", Json.write(usageMonData))
                .thenAccept(r -> {
                    if (r.status() / 100 != 2) {
                        throw PeerRequests.unexpected(udr, operation, r);
                    }
                });
    }

    private static String usageMonitoring(String ueId, String usageMonId) {
        return ROOT + "/ues/" + encode(ueId) + "/sm-data/" + encode(usageMonId);
    }

    private static String smDataQuery(JsonNode snssai, String dnn) {
        StringBuilder q = new StringBuilder();
        if (snssai != null) {
            q.append("?snssai=").append(encode(snssai.toString()));
        }
        if (dnn != null) {
            q.append(q.isEmpty() ? '?' : '&').append("dnn=").append(encode(dnn));
        }
        return q.toString();
    }

    /**
     * CreateIndividualPolicyDataSubscription: the UDR notifies notificationUri of changes of the given resources of
     * the UE (e.g. {@code sm-data}). Completes with the subscription's URI (Location).
     */
    public CompletableFuture<String> subscribe(PeerRoute udr, String ueId, List<String> resources, String notificationUri) {
        ObjectNode body = Json.MAPPER.createObjectNode().put("notificationUri", notificationUri);
        ArrayNode monitored = body.putArray("monitoredResourceUris");
        for (String resource : resources) {
            monitored.add(udr.apiRoot() + ROOT + "/ues/" + encode(ueId) + "/" + resource);
        }
        String operation = "CreateIndividualPolicyDataSubscription";
        return requests.send(udr, operation, "POST", ROOT + "/subs-to-notify", "application/json", Json.write(body))
                .thenApply(r -> {
                    String location = r.header("location");
                    if (r.status() != 201 || location == null) {
                        throw PeerRequests.unexpected(udr, operation, r);
                    }
                    return location;
                });
    }

    /** DeleteIndividualPolicyDataSubscription; a subscription the UDR no longer has (404) is gone all the same. */
    public CompletableFuture<Void> unsubscribe(String subscriptionUri) {
        return requests.sendTo(Peer.UDR, "DeleteIndividualPolicyDataSubscription", "DELETE", subscriptionUri)
                .thenAccept(r -> expectGone(Peer.UDR, r.status(), subscriptionUri));
    }

    static void expectGone(Peer peer, int status, String uri) {
        if (status / 100 != 2 && status != 404) {
            throw new PeerException(peer, status, peer + " DELETE " + uri + " answered " + status);
        }
    }

    static String cause(byte[] problem) {
        try {
            return Json.MAPPER.readTree(problem).path("cause").asString(null);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
