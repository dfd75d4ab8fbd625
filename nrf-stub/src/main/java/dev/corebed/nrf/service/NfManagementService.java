package dev.corebed.nrf.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.JsonPatch.Op;
import dev.corebed.core.json.JsonPatch.Operation;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.nrf.service.NfStatusNotifications.Announcement;
import dev.corebed.nrf.service.ProfileChanges.Change;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfProfileStore.Decision;
import dev.corebed.nrf.store.NfProfileStore.Page;
import dev.corebed.nrf.store.NfProfileStore.StoredProfile;
import dev.corebed.nrf.store.NfProfileStore.Suspension;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nnrf_NFManagement behaviour (TS 29.510 §5.2.2): register, update (JSON Patch, heartbeat), read, list
 * and deregister NF instances, and the heartbeat expiry that suspends silent ones. Each change is
 * committed first; the subscribers are told afterwards, without holding up the answer.
 */
public final class NfManagementService {

    /** The outcome of a registration: the profile as the NRF stored it, and whether it is new. */
    public record Registration(boolean created, byte[] profile) {}

    /** A profile as written by one change, with what the change announces. */
    private record Written(JsonNode before, JsonNode after, byte[] profile, List<Change> announced) {}

    /** Attributes a heartbeat may carry besides /nfStatus (TS 29.510 §5.2.2.3.2: the load, NF or service level). */
    private static final Set<String> HEARTBEAT_LEAVES = Set.of("nfStatus", "load", "loadTimeStamp");

    private final NfProfileStore store;
    private final NfStatusNotifications notifications;
    private final int heartBeatTimer;
    private final long silenceMillis;
    private final Clock clock;

    /**
     * @param heartBeatTimer seconds, imposed on every stored profile
     * @param grace          how long past heartBeatTimer a silent instance stays REGISTERED
     */
    public NfManagementService(NfProfileStore store, NfStatusNotifications notifications, int heartBeatTimer,
                               Duration grace, Clock clock) {
        this.store = store;
        this.notifications = notifications;
        this.heartBeatTimer = heartBeatTimer;
        this.silenceMillis = heartBeatTimer * 1000L + grace.toMillis();
        this.clock = clock;
    }

    /** Removes every NF instance (a reset); nobody is notified: the subscriptions go too. */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** NFRegister or full replacement (PUT) of a schema-valid NFProfile. Completes once the profile is committed. */
    public CompletableFuture<Registration> register(String nfInstanceId, Checked<NFProfile> body) {
        NfProfileRules.checkRegistration(nfInstanceId, body.value(), body.json());
        ObjectNode profile = body.json();
        // The NRF decides the heartbeat period and tells the NF in the answer (TS 29.510 §5.2.2.2.2).
        profile.put("heartBeatTimer", heartBeatTimer);
        byte[] bytes = Json.write(profile);
        NfProfileRules.checkSize(bytes);
        long now = clock.millis();
        return store.modify(nfInstanceId, current -> {
            if (current == null) {
                StoredProfile row = row(nfInstanceId, profile, bytes, now, NfStatusNotifications.loadOf(profile));
                return new Decision<>(row, true, new Written(null, profile, bytes, List.of()));
            }
            return replace(current, profile, bytes, now);
        }).thenApply(w -> {
            if (w.before() == null) {
                notifications.registered(w.after());
            } else if (!w.announced().isEmpty()) {
                notifications.changed(w.before(), w.after(), w.announced());
            }
            return new Registration(w.before() == null, w.profile());
        });
    }

    /**
     * NFUpdate (PATCH, TS 29.510 §5.2.2.3): applies a JSON Patch to the stored profile in one transaction,
     * all or nothing, and refreshes the heartbeat. The result must still be a valid NFProfile (400 as for a
     * registration, see {@link NfProfileRules}); nfInstanceId and nfType cannot change (403). Completes with the
     * updated profile, or with null for a heartbeat (replace of /nfStatus, optionally the load), answered 204.
     */
    public CompletableFuture<byte[]> update(String nfInstanceId, List<Operation> ops) {
        boolean heartbeat = isHeartbeat(ops);
        long now = clock.millis();
        return store.modify(nfInstanceId, current -> {
            if (current == null) {
                throw unknown(nfInstanceId);
            }
            JsonNode before = Json.parse(current.profile());
            JsonNode after = JsonPatch.apply(before, ops);
            for (String fixed : List.of("nfInstanceId", "nfType")) {
                JsonNode was = before.get(fixed);
                JsonNode is = after.get(fixed);
                if (is != null && was != null && !JsonPatch.equal(was, is)) {
                    throw SbiException.modificationNotAllowed(fixed + " of a registered NF instance cannot change",
                            List.of("/" + fixed), "cannot be modified");
                }
            }
            NfProfileRules.checkPatched(after, ops);
            ((ObjectNode) after).put("heartBeatTimer", heartBeatTimer);
            byte[] bytes = Json.write(after);
            NfProfileRules.checkSize(bytes);
            return replace(current, (ObjectNode) after, bytes, now);
        }).thenApply(w -> {
            if (!w.announced().isEmpty()) {
                notifications.changed(w.before(), w.after(), w.announced());
            }
            return heartbeat ? null : w.profile();
        });
    }

    public CompletableFuture<byte[]> profile(String nfInstanceId) {
        return store.profile(nfInstanceId).thenApply(p -> p.orElseThrow(() -> unknown(nfInstanceId)));
    }

    /**
     * NFListRetrieval (GET /nf-instances): the ids of the registered instances, optionally of one NF type.
     * The collection is the first {@code limit} of them in id order; {@code pageSize} and {@code pageNumber}
     * (from 1) cut it into pages. Null parameters are absent ones.
     *
     * @return the page, with {@code total} the size of the whole collection
     */
    public CompletableFuture<Page> list(String nfType, Integer limit, Integer pageNumber, Integer pageSize) {
        int collection = limit == null ? Integer.MAX_VALUE : limit;
        int size = pageSize == null ? collection : pageSize;
        long offset = (long) (pageNumber == null ? 0 : pageNumber - 1) * size;
        int max = (int) Math.max(0, Math.min(size, collection - offset));
        return store.page(nfType, (int) Math.min(offset, Integer.MAX_VALUE), max)
                .thenApply(p -> new Page(p.nfInstanceIds(), Math.min(p.total(), collection)));
    }

    public CompletableFuture<Void> deregister(String nfInstanceId) {
        return store.delete(nfInstanceId).thenAccept(removed -> notifications.deregistered(
                Json.parse(removed.orElseThrow(() -> unknown(nfInstanceId)).profile())));
    }

    /**
     * The heartbeat expiry (TS 29.510 §5.2.2.3.2): every REGISTERED instance not heard of for heartBeatTimer
     * plus the grace becomes SUSPENDED, and its subscribers get NF_PROFILE_CHANGED for /nfStatus. Safe to run
     * on every NRF instance of the data tier at once; completes with the number this instance suspended.
     */
    public CompletableFuture<Integer> suspendSilentInstances() {
        long now = clock.millis();
        return store.suspendSilent(now - silenceMillis, now, p -> {
            ObjectNode profile = (ObjectNode) Json.parse(p.profile());
            profile.put("nfStatus", "SUSPENDED");
            return Json.write(profile);
        }).thenApply(suspensions -> {
            for (Suspension s : suspensions) {
                JsonNode before = Json.parse(s.before().profile());
                JsonNode after = Json.parse(s.profile());
                notifications.changed(before, after, ProfileChanges.between(before, after));
            }
            return suspensions.size();
        });
    }

    /** A stored instance replaced by a new profile: only the heartbeat time moves when nothing changed. */
    private Decision<Written> replace(StoredProfile current, ObjectNode after, byte[] bytes, long now) {
        JsonNode before = Json.parse(current.profile());
        List<Change> changes = ProfileChanges.between(before, after);
        if (changes.isEmpty()) {
            StoredProfile touched = new StoredProfile(current.nfInstanceId(), current.nfType(), current.nfStatus(),
                    current.profile(), now, current.notifiedLoad());
            return new Decision<>(touched, false, new Written(before, before, current.profile(), List.of()));
        }
        Announcement a = notifications.announce(changes, current.notifiedLoad(), after);
        return new Decision<>(row(current.nfInstanceId(), after, bytes, now, a.notifiedLoad()), true,
                new Written(before, after, bytes, a.changes()));
    }

    private static StoredProfile row(String nfInstanceId, JsonNode profile, byte[] bytes, long now, Integer notifiedLoad) {
        return new StoredProfile(nfInstanceId, profile.get("nfType").asString(), profile.get("nfStatus").asString(), bytes,
                now, notifiedLoad);
    }

    /** The heartbeat form: a replace of /nfStatus, and otherwise only the load of the NF or of its services. */
    private static boolean isHeartbeat(List<Operation> ops) {
        boolean status = false;
        for (Operation o : ops) {
            List<String> p = o.path();
            boolean leaf = (p.size() == 1 && HEARTBEAT_LEAVES.contains(p.get(0)))
                    || (p.size() == 3 && (p.get(0).equals("nfServices") || p.get(0).equals("nfServiceList"))
                            && !p.get(2).equals("nfStatus") && HEARTBEAT_LEAVES.contains(p.get(2)));
            if (!leaf || (o.op() != Op.REPLACE && o.op() != Op.ADD)) {
                return false;
            }
            status |= o.op() == Op.REPLACE && p.equals(List.of("nfStatus"));
        }
        return status;
    }

    private static SbiException unknown(String nfInstanceId) {
        return SbiException.notFound("NF instance " + nfInstanceId + " is not registered");
    }
}
