package dev.corebed.udr.service;

import dev.corebed.sbi.SbiException;
import dev.corebed.udr.store.GroupIdRangeView;
import dev.corebed.udr.store.GroupIdStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * Nudr_GroupIDmap GetNfGroupIDs (TS 29.504 §5.5.2.2): per-subscriber entries first (primary-key reads on the
 * data tier), then the identity ranges (from the in-memory {@link GroupIdRangeView}).
 */
public final class GroupIdMapService {

    /** TS 29.504 §6.5.7.3: no NF group id for the subscriber and NF type(s). */
    public static final String DATA_NOT_FOUND = "DATA_NOT_FOUND";
    /**
     * NFType of TS29510_Nnrf_NFManagement.yaml: an extensible enum (any string is schema-valid), whose names are
     * upper case; 32 characters is what the data tier's nf_type holds.
     */
    public static final String NF_TYPE_PATTERN = "[A-Z][A-Z0-9_]{0,31}";
    public static final Pattern NF_TYPE = Pattern.compile(NF_TYPE_PATTERN);

    private final GroupIdStore store;
    private final GroupIdRangeView ranges;

    public GroupIdMapService(GroupIdStore store, GroupIdRangeView ranges) {
        this.store = store;
        this.ranges = ranges;
    }

    /** The NfGroupIdMapResult (NF type → group id), or 404 DATA_NOT_FOUND when no requested type has one. */
    public CompletableFuture<Map<String, String>> nfGroupIds(List<String> nfTypes, SubscriberIdentity subscriber) {
        return store.entries(nfTypes, subscriber.value()).thenApply(entries -> {
            Map<String, String> found = new LinkedHashMap<>();
            for (String nfType : nfTypes) {
                String group = entries.get(nfType);
                if (group == null && subscriber.identityType() != null) {
                    group = ranges.match(nfType, subscriber.identityType(), subscriber.value(), subscriber.digits());
                }
                if (group != null) {
                    found.put(nfType, group);
                }
            }
            if (found.isEmpty()) {
                throw new SbiException(404, DATA_NOT_FOUND, "no NF group id of " + String.join(",", nfTypes)
                        + " for " + subscriber.value());
            }
            return found;
        });
    }
}
