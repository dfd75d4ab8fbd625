package dev.corebed.nrf.store;

import static dev.corebed.nrf.store.NfProfileKeys.lower;
import static dev.corebed.nrf.store.NfProfileKeys.text;

import dev.corebed.nrf.store.NfProfileKeys.IdRange;
import dev.corebed.nrf.store.NfProfileKeys.Service;
import dev.corebed.nrf.store.NfProfileKeys.Slice;
import dev.corebed.nrf.store.NfProfileKeys.SliceDnns;
import dev.corebed.nrf.store.NfProfileKeys.TacRange;
import dev.corebed.sbi.Json;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One NF instance as discovery sees it, built once per change of its row: the NFProfile in its
 * discovery form (TS29510_Nnrf_NFDiscovery.yaml NFProfile) already serialized, and every attribute
 * discovery filters on already parsed, so a search touches no JSON. Immutable.
 *
 * <p>Conventions of the filter fields: {@code null} means "not provided", which TS 29.510 reads as "no
 * restriction" for ranges, lists of served items and slices (an NF without supiRanges serves any SUPI);
 * an empty set means "has none" where absence cannot match (groupId, guamiList, pgwFqdn).
 */
public final class NfProfileViewEntry {

    /** NFStatus; anything else (a newer enum value) is never discovered. */
    public enum Status { REGISTERED, SUSPENDED, UNDISCOVERABLE, OTHER }

    private final String nfInstanceId;
    private final String nfType;
    private final Status status;
    private final long updatedAt;
    /** The row as read, to tell a re-read row from a changed one. */
    private final String rowStatus;
    private final String rowProfile;
    private final String locality;
    private final int priority;
    private final int capacity;
    private final String fqdn;
    private final Set<String> nfSetIds;
    private final Set<String> allowedNfTypes;
    private final List<Slice> allowedNssais;
    private final List<Slice> sNssais;
    private final NfProfileInfos infos;
    private final Service[] services;
    private final boolean servicesRestricted;
    private final NfProfileVariants variants;

    /**
     * The entry of one nf_instances row. The NFProfile was validated when it was registered; attributes
     * of an unexpected shape are read as absent rather than failing the whole view.
     */
    public static NfProfileViewEntry of(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt) {
        JsonNode parsed = Json.MAPPER.readTree(profileJson);
        return new NfProfileViewEntry(nfInstanceId, nfType, nfStatus, profileJson, updatedAt,
                parsed.isObject() ? (ObjectNode) parsed : Json.MAPPER.createObjectNode());
    }

    private NfProfileViewEntry(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt,
                               ObjectNode profile) {
        this.nfInstanceId = nfInstanceId;
        this.nfType = nfType;
        this.status = status(nfStatus);
        this.updatedAt = updatedAt;
        this.rowStatus = nfStatus;
        this.rowProfile = profileJson;
        this.locality = text(profile.get("locality"));
        // TS 29.510: lower priority values are preferred, higher capacity is preferred; absent = least preferred.
        this.priority = intOr(profile.get("priority"), 65536);
        this.capacity = intOr(profile.get("capacity"), -1);
        String fqdnText = text(profile.get("fqdn"));
        this.fqdn = fqdnText == null ? null : lower(fqdnText);
        this.nfSetIds = NfProfileInfos.lowerSet(profile.get("nfSetIdList"));
        this.allowedNfTypes = NfProfileInfos.stringSet(profile.get("allowedNfTypes"));
        this.allowedNssais = NfProfileInfos.slices(profile.get("allowedNssais"));
        this.sNssais = NfProfileInfos.slices(profile.get("sNssais"));
        this.infos = new NfProfileInfos(nfInstanceId, profile);
        this.services = NfProfileInfos.readServices(profile);
        boolean restricted = false;
        for (Service service : services) {
            restricted |= service.allowedNfTypes() != null;
        }
        this.servicesRestricted = restricted;
        this.variants = new NfProfileVariants(profile, services.length);
    }

    // --- what discovery reads -------------------------------------------------------------------

    public String nfInstanceId() {
        return nfInstanceId;
    }

    public String nfType() {
        return nfType;
    }

    public Status status() {
        return status;
    }

    public long updatedAt() {
        return updatedAt;
    }

    /** Whether this entry was built from a row with this status and profile. */
    public boolean sameRow(String nfStatus, String profileJson) {
        return Objects.equals(rowStatus, nfStatus) && rowProfile.equals(profileJson);
    }

    public String locality() {
        return locality;
    }

    public int priority() {
        return priority;
    }

    public int capacity() {
        return capacity;
    }

    public String fqdn() {
        return fqdn;
    }

    public Set<String> nfSetIds() {
        return nfSetIds;
    }

    public Set<String> allowedNfTypes() {
        return allowedNfTypes;
    }

    public List<Slice> allowedNssais() {
        return allowedNssais;
    }

    public List<Slice> sNssais() {
        return sNssais;
    }

    public List<SliceDnns> sliceDnns() {
        return infos.sliceDnns();
    }

    public Set<String> dnnList() {
        return infos.dnnList();
    }

    public Set<String> groupIds() {
        return infos.groupIds();
    }

    public List<IdRange> supiRanges() {
        return infos.supiRanges();
    }

    public List<IdRange> gpsiRanges() {
        return infos.gpsiRanges();
    }

    public Set<String> routingIndicators() {
        return infos.routingIndicators();
    }

    public Set<String> dataSets() {
        return infos.dataSets();
    }

    public Set<String> guamis() {
        return infos.guamis();
    }

    public Set<String> amfRegionIds() {
        return infos.amfRegionIds();
    }

    public Set<String> amfSetIds() {
        return infos.amfSetIds();
    }

    /** TAIs served one by one, as {@link NfProfileKeys#taiKey} strings; null with {@link #tacRanges} null = any TAI. */
    public Set<String> tais() {
        return infos.tais();
    }

    public List<TacRange> tacRanges() {
        return infos.tacRanges();
    }

    public Set<String> pgwFqdns() {
        return infos.pgwFqdns();
    }

    public Service[] services() {
        return services;
    }

    /** Whether some service limits the NF types allowed to use it, so a requester may see fewer services. */
    public boolean servicesRestricted() {
        return servicesRestricted;
    }

    /** The discovery NFProfile with every service, as served. */
    public byte[] bytes() {
        return variants.bytes();
    }

    /**
     * The discovery NFProfile with only the services whose bit is set in {@code serviceMask} (bit i =
     * {@code services()[i]}); TS 29.510 returns only the requested services of a profile. Serialized
     * once per subset and kept, since a deployment asks for few distinct subsets.
     */
    public byte[] bytes(long serviceMask) {
        return variants.bytes(serviceMask);
    }

    private static Status status(String s) {
        if (s == null) {
            return Status.OTHER;
        }
        return switch (s) {
            case "REGISTERED" -> Status.REGISTERED;
            case "SUSPENDED" -> Status.SUSPENDED;
            case "UNDISCOVERABLE" -> Status.UNDISCOVERABLE;
            default -> Status.OTHER;
        };
    }

    private static int intOr(JsonNode n, int absent) {
        return n != null && n.isIntegralNumber() ? n.asInt() : absent;
    }
}
