package dev.corebed.pcf.client;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.Multipart;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * Namf_Communication (TS 29.518) as the PCF uses it for UE policies: subscribe to the UE's N1 messages of class UPDP
 * (N1N2MessageSubscribe), send the UE policy container (N1N2MessageTransfer, multipart/related: the JSON and the
 * MANAGE UE POLICY COMMAND), unsubscribe (N1N2MessageUnSubscribe).
 */
public final class NamfCommunicationClient {

    static final String ROOT = "/namf-comm/v1/ue-contexts/";
    static final String CONTENT_ID = "n1msg";

    private final PeerRequests requests;

    public NamfCommunicationClient(PeerRequests requests) {
        this.requests = requests;
    }

    /** Completes with the subscription's URI (Location). */
    public CompletableFuture<String> subscribe(PeerRoute amf, String ueContextId, String callbackUri, String nfId) {
        ObjectNode body = Json.MAPPER.createObjectNode().put("n1MessageClass", "UPDP").put("n1NotifyCallbackUri", callbackUri);
        if (nfId != null) {
            body.put("nfId", nfId);
        }
        String operation = "N1N2MessageSubscribe";
        return requests.send(amf, operation, "POST", ROOT + NudrPolicyDataClient.encode(ueContextId) + "/n1-n2-messages/subscriptions",
                "application/json", Json.write(body)).thenApply(r -> {
                    String location = r.header("location");
                    if (r.status() != 201 || location == null) {
                        throw PeerRequests.unexpected(amf, operation, r);
                    }
                    return location;
                });
    }

    /** A subscription the AMF no longer has (404) is gone all the same. */
    public CompletableFuture<Void> unsubscribe(String subscriptionUri) {
        return requests.sendTo(Peer.AMF, "N1N2MessageUnSubscribe", "DELETE", subscriptionUri)
                .thenAccept(r -> NudrPolicyDataClient.expectGone(Peer.AMF, r.status(), subscriptionUri));
    }

    /** N1N2MessageTransfer of a UE policy container; 200 or 202 expected (the AMF's N1N2MessageTransferRspData). */
    public CompletableFuture<String> transfer(PeerRoute amf, String ueContextId, byte[] nas) {
        ObjectNode json = Json.MAPPER.createObjectNode();
        json.putObject("n1MessageContainer").put("n1MessageClass", "UPDP").putObject("n1MessageContent").put("contentId", CONTENT_ID);
        String boundary = "pcf-" + Long.toHexString(System.nanoTime());
        byte[] body = Multipart.write(boundary, List.of(new Multipart.Part("application/json", null, Json.write(json)),
                new Multipart.Part("application/vnd.3gpp.5gnas", CONTENT_ID, nas)));
        String operation = "N1N2MessageTransfer";
        return requests.send(amf, operation, "POST", ROOT + NudrPolicyDataClient.encode(ueContextId) + "/n1-n2-messages",
                Multipart.contentType(boundary), body).thenApply(r -> {
                    if (r.status() != 200 && r.status() != 202) {
                        throw PeerRequests.unexpected(amf, operation, r);
                    }
                    try {
                        return r.json().path("cause").asString("");
                    } catch (RuntimeException e) {
                        return "";
                    }
                });
    }
}
