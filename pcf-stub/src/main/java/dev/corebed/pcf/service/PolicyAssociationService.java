package dev.corebed.pcf.service;

import dev.corebed.pcf.client.NamfCommunicationClient;
import dev.corebed.pcf.client.NchfSpendingLimitClient;
import dev.corebed.pcf.client.NchfSpendingLimitClient.Subscribed;
import dev.corebed.pcf.client.NudrPolicyDataClient;
import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.client.PeerDirectory;
import dev.corebed.pcf.client.PeerRequests;
import dev.corebed.pcf.client.PeerRoute;
import dev.corebed.pcf.service.PeerSteps.Result;
import dev.corebed.pcf.store.PolicyAssociationRow;
import dev.corebed.pcf.store.PolicyAssociationStore;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.net.URI;
import java.time.Clock;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Npcf_AMPolicyControl (TS 29.507, N15) and Npcf_UEPolicyControl (TS 29.525): the policy associations an AMF makes per
 * UE, one service per kind. A create reads the UE's data at the UDR (am-data, ue-policy-set), subscribes to its
 * changes, and for AM optionally to the CHF's spending limits; for UE it subscribes to the UE's N1 messages of class
 * UPDP at the AMF and, once the association is stored and answered, sends the UE policy container there
 * (N1N2MessageTransfer), as the seed's 3.2.9 run does. Delete undoes every subscription.
 */
public final class PolicyAssociationService {

    /** What an update may change of the request (the attributes PolicyAssociationUpdateRequest shares with it). */
    static final Set<String> UPDATED_REQUEST = Set.of("notificationUri", "altNotifIpv4Addrs", "altNotifIpv6Addrs",
            "altNotifFqdns", "servAreaRes", "wlServAreaRes", "rfsp", "ueAmbr", "ueSliceMbrs", "userLoc", "allowedSnssais",
            "targetSnssais", "mappingSnssais", "accessTypes", "ratTypes", "n3gAllowedSnssais", "traceReq", "guami",
            "nwdafDatas", "servingPlmn", "groupIds", "uePolReq", "servingNfId", "proSeCapab");

    /**
     * One kind's settings (stub.pcf.am, stub.pcf.ue).
     *
     * @param kind     AM or UE
     * @param resource the association resources' base path ({@code /npcf-am-policy-control/v1/policies/})
     * @param n1n2     UE: subscribe to the AMF's UPDP messages and send the UE policy container
     */
    public record Options(String kind, String resource, List<UdrRead> udrReads, boolean udrSubscribe, boolean chf,
                          boolean n1n2, String policy, List<String> triggers, String supportedFeatures, boolean nrfCache) {

        public Options {
            udrReads = List.copyOf(udrReads);
            triggers = List.copyOf(triggers);
        }

        String tag() {
            return kind.toLowerCase(java.util.Locale.ROOT);
        }
    }

    public record Created(String polAssoId, ObjectNode policy) {}

    private final PolicyAssociationStore store;
    private final Options options;
    private final PolicyOptions policies;
    private final PeerSteps steps;
    private final PeerDirectory directory;
    private final NudrPolicyDataClient udr;
    private final NchfSpendingLimitClient chf;
    private final NamfCommunicationClient amf;
    private final PolicyNotifications notifications;
    private final PcfMetrics metrics;
    private final PcfSelf self;
    private final Clock clock;

    public PolicyAssociationService(PolicyAssociationStore store, Options options, PolicyOptions policies, PeerSteps steps,
                                    PeerDirectory directory, NudrPolicyDataClient udr, NchfSpendingLimitClient chf,
                                    NamfCommunicationClient amf, PolicyNotifications notifications, PcfMetrics metrics,
                                    PcfSelf self, Clock clock) {
        this.store = store;
        this.options = options;
        this.policies = policies;
        this.steps = steps;
        this.directory = directory;
        this.udr = udr;
        this.chf = chf;
        this.amf = amf;
        this.notifications = notifications;
        this.metrics = metrics;
        this.self = self;
        this.clock = clock;
    }

    public Options options() {
        return options;
    }

    private String callbacks(String id) {
        return self.apiRoot() + PcfSelf.CALLBACKS + "/" + options.tag() + "-policies/" + id;
    }

    /** The UDR resource an association watches: am-data or ue-policy-set. */
    private String watched() {
        return options.kind().equals("AM") ? "am-data" : "ue-policy-set";
    }

    // --- create ---

    /** @param request a PolicyAssociationRequest that passed its schema */
    public CompletableFuture<Created> create(ObjectNode request) {
        String id = Ids.newId();
        String supi = request.get("supi").asString();
        String gpsi = Documents.string(request, "gpsi");
        String cb = callbacks(id);
        String[] udrDiscovery = steps.options().udrGroupId().isBlank() ? new String[] {"supi", supi}
                : new String[] {"group-id-list", steps.options().udrGroupId()};
        boolean cache = options.nrfCache();
        CompletableFuture<Result<UdrReads.Data>> reads = options.udrReads().isEmpty() ? PeerSteps.skipped()
                : steps.step(Peer.UDR, cache, r -> UdrReads.read(udr, r, options.udrReads(), supi, null, null), udrDiscovery);
        CompletableFuture<Result<String>> udrSub = !options.udrSubscribe() ? PeerSteps.skipped()
                : steps.step(Peer.UDR, cache, r -> udr.subscribe(r, supi, List.of(watched()), cb + "/udr-notify"), udrDiscovery);
        CompletableFuture<Result<Subscribed>> chfSub = !options.chf() ? PeerSteps.skipped()
                : steps.step(Peer.CHF, cache, r -> chf.subscribe(r, supi, gpsi, policies.policyCounterIds(), cb + "/chf"));
        CompletableFuture<Optional<PeerRoute>> amfRoute = options.n1n2() ? amfRoute(request, cache)
                : CompletableFuture.completedFuture(Optional.empty());
        CompletableFuture<Result<String>> n1Sub = !options.n1n2() ? PeerSteps.skipped()
                : amfRoute.thenCompose(route -> route.isEmpty() ? PeerSteps.<String>skipped()
                        : steps.at(Peer.AMF, route.get().apiRoot(), x -> amf.subscribe(route.get(), supi, cb + "/n1-notify",
                        self.nfInstanceId())));

        return CompletableFuture.allOf(reads, udrSub, chfSub, n1Sub).thenCompose(v -> {
            SbiException error = steps.judge(List.of(reads.join(), udrSub.join(), chfSub.join(), n1Sub.join()));
            String udrUri = udrSub.join().value();
            Subscribed chfSubscribed = chfSub.join().value();
            String chfUri = chfSubscribed == null ? null : chfSubscribed.uri();
            String n1Uri = n1Sub.join().value();
            if (error != null) {
                undo(udrUri, chfUri, n1Uri);
                metrics.association(options.tag(), "refused");
                return CompletableFuture.failedFuture(error);
            }
            ObjectNode inputs = inputs(reads.join().value());
            if (chfSubscribed != null) {
                inputs.set("chf", chfSubscribed.status());
            }
            ObjectNode policy = policy(request, inputs);
            long now = clock.millis();
            String amfRoot = amfRoute.join().map(PeerRoute::apiRoot).orElse(null);
            PolicyAssociationRow row = new PolicyAssociationRow(id, options.kind(), supi, Documents.text(request),
                    Documents.text(policy), Documents.text(inputs), udrUri, chfUri, n1Uri, amfRoot, 1, now, now);
            return store.insert(row).handle((ok, failure) -> {
                if (failure != null) {
                    undo(udrUri, chfUri, n1Uri);
                    throw failure instanceof RuntimeException re ? re : new java.util.concurrent.CompletionException(failure);
                }
                metrics.association(options.tag(), "created");
                if (amfRoot != null && n1Uri != null) {
                    deliver(row); // after the answer's commit: the UE policy container to the UE through its AMF
                }
                return new Created(id, policy);
            });
        });
    }

    /**
     * The AMF serving the UE: stub.pcf.peers.amf.api-root, else discovery (by the request's GUAMI when it has one), else the
     * AMF that gave the notification URI (its apiRoot).
     */
    private CompletableFuture<Optional<PeerRoute>> amfRoute(JsonNode request, boolean cache) {
        String[] params = request.has("guami") ? new String[] {"guami", request.get("guami").toString()} : new String[0];
        CompletableFuture<Optional<PeerRoute>> found;
        try {
            found = directory.route(Peer.AMF, cache, params).exceptionally(t -> Optional.empty());
        } catch (RuntimeException e) {
            found = CompletableFuture.completedFuture(Optional.empty());
        }
        return found.thenApply(r -> r.or(() -> {
            try {
                URI u = URI.create(request.get("notificationUri").asString());
                return u.getScheme() == null || u.getRawAuthority() == null ? Optional.empty()
                        : Optional.of(directory.requests().route(Peer.AMF, u.getScheme() + "://" + u.getRawAuthority()));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }));
    }

    private ObjectNode inputs(UdrReads.Data data) {
        ObjectNode inputs = Json.MAPPER.createObjectNode();
        if (data == null) {
            return inputs;
        }
        JsonNode doc = data.get(options.kind().equals("AM") ? UdrRead.AM_DATA : UdrRead.UE_POLICY_SET);
        if (doc != null) {
            inputs.set("udr", udrInputs(doc));
        }
        return inputs;
    }

    /** What the policy takes from am-data / ue-policy-set: the categories, and for UE the policy sections to send. */
    private ObjectNode udrInputs(JsonNode doc) {
        ObjectNode udrInputs = UdrReads.categories(doc);
        if (options.kind().equals("UE")) {
            ArrayNode sections = udrInputs.putArray("uePolicySections");
            for (JsonNode s : doc.path("uePolicySections")) {
                sections.add(s.path("uePolicySectionInfo").asString(""));
            }
        }
        return udrInputs;
    }

    /** The PolicyAssociation: the request, the triggers subscribed, the profile's RFSP and UE-AMBR (AM), the features. */
    ObjectNode policy(JsonNode request, JsonNode inputs) {
        ObjectNode p = Json.MAPPER.createObjectNode();
        p.set("request", request);
        if (!options.triggers().isEmpty()) {
            options.triggers().forEach(p.putArray("triggers")::add);
        }
        if (options.kind().equals("AM")) {
            PolicyProfile profile = profile(inputs);
            if (profile.rfsp() != null) {
                p.put("rfsp", profile.rfsp());
            }
            ObjectNode ambr = SmPolicyDecisions.ambr(profile.ueAmbrUplink(), profile.ueAmbrDownlink(), request.get("ueAmbr"));
            if (ambr != null) {
                p.set("ueAmbr", ambr);
            }
        }
        p.put("suppFeat", Keys.features(options.supportedFeatures(), request.path("suppFeat").asString("0")));
        return p;
    }

    private PolicyProfile profile(JsonNode inputs) {
        for (JsonNode counter : inputs.path("chf").path("statusInfos")) {
            if (policies.restrictedStatuses().contains(counter.path("currentStatus").asString(""))) {
                return policies.profile(policies.restrictedPolicy());
            }
        }
        for (JsonNode category : inputs.path("udr").path("subscCats")) {
            if (policies.profiles().containsKey(category.asString())) {
                return policies.profile(category.asString());
            }
        }
        return policies.profile(options.policy());
    }

    /** The policy attributes that changed (the PolicyUpdate of an update answer or notification, without resourceUri). */
    static ObjectNode changes(JsonNode before, JsonNode after) {
        ObjectNode d = Json.MAPPER.createObjectNode();
        for (var e : after.properties()) {
            if (!e.getKey().equals("request") && !e.getKey().equals("suppFeat") && !e.getValue().equals(before.get(e.getKey()))) {
                d.set(e.getKey(), e.getValue());
            }
        }
        // An attribute the policy no longer has is left out: TS 29.507 / 29.525 give most of them no null (unchanged).
        return d;
    }

    private void undo(String udrUri, String chfUri, String n1Uri) {
        List<CompletableFuture<? extends Result<?>>> undone = List.of(steps.at(Peer.UDR, udrUri, udr::unsubscribe),
                steps.at(Peer.CHF, chfUri, chf::unsubscribe), steps.at(Peer.AMF, n1Uri, amf::unsubscribe));
        CompletableFuture.allOf(undone.toArray(CompletableFuture[]::new))
                .thenRun(() -> steps.count(undone.stream().map(CompletableFuture::join).toList()));
    }

    // --- the UE policy container ---

    /**
     * Sends the UE its policy sections in a MANAGE UE POLICY COMMAND (TS 24.501 Annex D: PTI, message type 1, the UE
     * policy section management list) with N1N2MessageTransfer; the outcome is counted.
     */
    public CompletableFuture<String> deliver(PolicyAssociationRow row) {
        if (row.amfApiRoot() == null) {
            return CompletableFuture.failedFuture(new SbiException(409, Cause.SYSTEM_FAILURE,
                    "no AMF for UE policy association " + row.polAssoId()));
        }
        byte[] nas = manageUePolicyCommand(row.polAssoId(), Documents.parse(row.inputs()).path("udr").path("uePolicySections"));
        return amf.transfer(directory.requests().route(Peer.AMF, row.amfApiRoot()), row.supi(), nas).whenComplete((cause, t) ->
                metrics.association("ue", t == null ? "container_sent" : "container_failed"));
    }

    static byte[] manageUePolicyCommand(String polAssoId, JsonNode sections) {
        java.io.ByteArrayOutputStream content = new java.io.ByteArrayOutputStream();
        for (JsonNode s : sections) {
            try {
                content.writeBytes(Base64.getDecoder().decode(s.asString("")));
            } catch (IllegalArgumentException e) {
                // a section the UDR stored that is not base64: sent as nothing
            }
        }
        byte[] list = content.toByteArray();
        byte[] nas = new byte[4 + list.length];
        nas[0] = pti(polAssoId);
        nas[1] = 0x01; // MANAGE UE POLICY COMMAND
        nas[2] = (byte) (list.length >>> 8);
        nas[3] = (byte) list.length;
        System.arraycopy(list, 0, nas, 4, list.length);
        return nas;
    }

    /** A procedure transaction identity of 1..254 (0 and 255 are reserved), the same for one association. */
    static byte pti(String polAssoId) {
        return (byte) (1 + Math.floorMod(polAssoId.hashCode(), 254));
    }

    /** The UE's answer to the container (N1MessageNotify): COMPLETE (2) or COMMAND REJECT (3) recorded in the inputs. */
    public CompletableFuture<Optional<ObjectNode>> uePolicyDelivered(String polAssoId, byte[] nas) {
        String outcome = nas.length > 1 && nas[1] == 0x02 ? "MANAGE_UE_POLICY_COMPLETE"
                : nas.length > 1 && nas[1] == 0x03 ? "MANAGE_UE_POLICY_COMMAND_REJECT" : "UNKNOWN";
        return reevaluate(polAssoId, (row, inputs) -> inputs.put("delivery", outcome), false);
    }

    // --- read, update, delete ---

    public CompletableFuture<ObjectNode> get(String polAssoId) {
        return find(polAssoId).thenApply(row -> Documents.parse(row.policy()));
    }

    public CompletableFuture<PolicyAssociationRow> find(String polAssoId) {
        if (!Ids.plausible(polAssoId)) {
            return CompletableFuture.failedFuture(notFound(polAssoId));
        }
        return store.find(polAssoId).thenApply(r -> r.filter(x -> x.kind().equals(options.kind())).orElseThrow(() -> notFound(polAssoId)));
    }

    private SbiException notFound(String id) {
        return new SbiException(404, PcfCause.CONTEXT_NOT_FOUND, "no " + options.kind() + " policy association " + id);
    }

    /** @return the PolicyUpdate: resourceUri and the policy attributes that changed */
    public CompletableFuture<ObjectNode> update(String polAssoId, JsonNode update) {
        return find(polAssoId).thenCompose(row -> change(row, r -> {
            ObjectNode request = Documents.parse(r.request());
            Documents.copy(update, request, UPDATED_REQUEST);
            ObjectNode inputs = Documents.parse(r.inputs());
            return r.next(Documents.text(request), Documents.text(policy(request, inputs)), r.inputs(), clock.millis());
        })).thenApply(pair -> {
            metrics.association(options.tag(), "updated");
            return policyUpdate(pair[1], changes(Documents.parse(pair[0].policy()), Documents.parse(pair[1].policy())));
        });
    }

    private ObjectNode policyUpdate(PolicyAssociationRow row, ObjectNode changes) {
        ObjectNode u = Json.MAPPER.createObjectNode().put("resourceUri", self.apiRoot() + options.resource() + row.polAssoId());
        u.setAll(changes);
        return u;
    }

    /** Writes a change with optimistic concurrency; completes with {before, after}. */
    private CompletableFuture<PolicyAssociationRow[]> change(PolicyAssociationRow row,
                                                             java.util.function.UnaryOperator<PolicyAssociationRow> f) {
        return OptimisticWrite.apply(row, r -> new PolicyAssociationRow[] {r, f.apply(r)}, pair -> store.update(pair[1]),
                r -> find(r.polAssoId()), "policy association " + row.polAssoId());
    }

    public CompletableFuture<Void> delete(String polAssoId) {
        if (!Ids.plausible(polAssoId)) {
            return CompletableFuture.failedFuture(notFound(polAssoId));
        }
        return store.delete(polAssoId).thenCompose(deleted -> {
            if (deleted.isEmpty() || !deleted.get().kind().equals(options.kind())) {
                return CompletableFuture.failedFuture(notFound(polAssoId));
            }
            PolicyAssociationRow row = deleted.get();
            List<CompletableFuture<? extends Result<?>>> undone = List.of(steps.at(Peer.UDR, row.udrSubscription(), udr::unsubscribe),
                    steps.at(Peer.CHF, row.chfSubscription(), chf::unsubscribe),
                    steps.at(Peer.AMF, row.n1n2Subscription(), amf::unsubscribe));
            return CompletableFuture.allOf(undone.toArray(CompletableFuture[]::new)).thenRun(() -> {
                steps.count(undone.stream().map(CompletableFuture::join).toList());
                metrics.association(options.tag(), "deleted");
            });
        });
    }

    // --- PCF-initiated ---

    /** A PolicyUpdate to the AMF: the whole policy in force. */
    public CompletableFuture<Outcome> notifyUpdate(String polAssoId) {
        return find(polAssoId).thenCompose(row -> {
            ObjectNode policy = Documents.parse(row.policy());
            policy.remove("request");
            policy.remove("suppFeat");
            return sendUpdate(row, policy);
        });
    }

    private CompletableFuture<Outcome> sendUpdate(PolicyAssociationRow row, ObjectNode changes) {
        metrics.association(options.tag(), "notified");
        return notifications.send(options.kind().equals("AM") ? PolicyNotifications.AM_UPDATE : PolicyNotifications.UE_UPDATE,
                notificationUri(row), "/update", policyUpdate(row, changes));
    }

    public CompletableFuture<Outcome> terminate(String polAssoId, String cause) {
        return find(polAssoId).thenCompose(row -> {
            ObjectNode body = Json.MAPPER.createObjectNode().put("resourceUri", self.apiRoot() + options.resource() + polAssoId)
                    .put("cause", cause == null ? "UNSPECIFIED" : cause);
            metrics.association(options.tag(), "terminate_requested");
            return notifications.send(options.kind().equals("AM") ? PolicyNotifications.AM_TERMINATE : PolicyNotifications.UE_TERMINATE,
                    notificationUri(row), "/terminate", body);
        });
    }

    private static String notificationUri(PolicyAssociationRow row) {
        return Documents.parse(row.request()).path("notificationUri").asString(null);
    }

    /**
     * Re-evaluates after a change of the inputs (a UDR notification, the UE's answer); notifies the AMF when the policy
     * changed and {@code notify} is set. Empty when the association does not exist.
     */
    public CompletableFuture<Optional<ObjectNode>> reevaluate(String polAssoId, BiFunction<PolicyAssociationRow, ObjectNode, ObjectNode> inputs,
                                                              boolean notify) {
        if (!Ids.plausible(polAssoId)) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return store.find(polAssoId).thenCompose(found -> {
            if (found.isEmpty() || !found.get().kind().equals(options.kind())) {
                return CompletableFuture.completedFuture(Optional.<ObjectNode>empty());
            }
            return change(found.get(), r -> {
                ObjectNode in = inputs.apply(r, Documents.parse(r.inputs()));
                ObjectNode request = Documents.parse(r.request());
                return r.next(r.request(), Documents.text(policy(request, in)), Documents.text(in), clock.millis());
            }).thenApply(pair -> {
                ObjectNode changes = changes(Documents.parse(pair[0].policy()), Documents.parse(pair[1].policy()));
                if (notify && !changes.isEmpty()) {
                    sendUpdate(pair[1], changes);
                }
                return Optional.of(changes);
            });
        });
    }

    /** PolicyDataChangeNotifications: the new am-data / ue-policy-set replaces the association's UDR data. */
    public CompletableFuture<Optional<ObjectNode>> policyDataChanged(String polAssoId, JsonNode notifications) {
        String key = options.kind().equals("AM") ? "amPolicyData" : "uePolicySet";
        return reevaluate(polAssoId, (row, inputs) -> {
            for (JsonNode n : notifications) {
                if (n.has(key)) {
                    inputs.set("udr", udrInputs(n.get(key)));
                }
            }
            return inputs;
        }, true);
    }

    public CompletableFuture<Long> count() {
        return store.count(options.kind());
    }

    /** One page of this kind's associations in polAssoId order (the management API's listing). */
    public CompletableFuture<java.util.List<PolicyAssociationRow>> page(String supi, String after, int limit) {
        return store.page(options.kind(), supi, after, limit);
    }
}
