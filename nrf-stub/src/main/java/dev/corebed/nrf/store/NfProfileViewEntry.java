package dev.corebed.nrf.store;

import static dev.corebed.nrf.store.NfProfileKeys.lower;

import dev.corebed.model.StrictJson;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.NFService;
import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.nrf.store.NfProfileKeys.IdRange;
import dev.corebed.nrf.store.NfProfileKeys.Service;
import dev.corebed.nrf.store.NfProfileKeys.SliceDnns;
import dev.corebed.nrf.store.NfProfileKeys.TacRange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
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
    /** The NFProfile as stored, what GetNFInstance answers. */
    private final byte[] stored;
    private final String locality;
    private final int priority;
    private final int capacity;
    private final String fqdn;
    private final Set<String> nfSetIds;
    private final Set<String> allowedNfTypes;
    private final List<Snssais.Served> allowedNssais;
    private final List<Snssais.Served> sNssais;
    private final NfProfileInfos infos;
    private final Service[] services;
    private final boolean servicesRestricted;
    private final NfProfileVariants variants;

    /**
     * The entry of one nf_instances row. The NFProfile was validated when it was stored, so it binds to the model
     * (strictly, without validating again); a row that does not is refused with the binding's exception.
     */
    public static NfProfileViewEntry of(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt) {
        ObjectNode tree = (ObjectNode) StrictJson.MAPPER.readTree(profileJson);
        NFProfile profile = StrictJson.MAPPER.treeToValue(tree, NFProfile.class);
        return new NfProfileViewEntry(nfInstanceId, nfType, nfStatus, profileJson, updatedAt, profile, tree);
    }

    private NfProfileViewEntry(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt,
                               NFProfile profile, ObjectNode tree) {
        this.nfInstanceId = nfInstanceId;
        this.nfType = nfType;
        this.status = status(nfStatus);
        this.updatedAt = updatedAt;
        this.rowStatus = nfStatus;
        this.rowProfile = profileJson;
        this.stored = profileJson.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        this.locality = profile.locality();
        // TS 29.510: lower priority values are preferred, higher capacity is preferred; absent = least preferred.
        this.priority = profile.priority() == null ? 65536 : profile.priority().intValue();
        this.capacity = profile.capacity() == null ? -1 : profile.capacity().intValue();
        this.fqdn = profile.fqdn() == null ? null : lower(profile.fqdn());
        this.nfSetIds = new HashSet<>();
        if (profile.nfSetIdList() != null) {
            profile.nfSetIdList().forEach(s -> nfSetIds.add(lower(s)));
        }
        this.allowedNfTypes = profile.allowedNfTypes() == null ? null : Set.copyOf(profile.allowedNfTypes());
        this.allowedNssais = served(profile.allowedNssais());
        this.sNssais = served(profile.sNssais());
        this.infos = new NfProfileInfos(profile);
        this.services = services(profile);
        boolean restricted = false;
        for (Service service : services) {
            restricted |= service.allowedNfTypes() != null;
        }
        this.servicesRestricted = restricted;
        this.variants = new NfProfileVariants(tree, services.length);
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

    /** The NFProfile as stored and registered (not the discovery form): GetNFInstance's answer. Do not modify. */
    public byte[] storedProfile() {
        return stored;
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

    public List<Snssais.Served> allowedNssais() {
        return allowedNssais;
    }

    public List<Snssais.Served> sNssais() {
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

    private static List<Snssais.Served> served(List<ExtSnssai> slices) {
        return slices == null ? null : slices.stream().map(Snssais.Served::of).toList();
    }

    /** nfServices, then the values of nfServiceList, in order: the numbering of {@link #bytes(long)}'s mask. */
    private static Service[] services(NFProfile profile) {
        List<NFService> all = new ArrayList<>();
        if (profile.nfServices() != null) {
            all.addAll(profile.nfServices());
        }
        if (profile.nfServiceList() != null) {
            all.addAll(profile.nfServiceList().values());
        }
        Service[] out = new Service[all.size()];
        for (int i = 0; i < out.length; i++) {
            NFService s = all.get(i);
            out[i] = new Service(s.serviceName(), s.allowedNfTypes() == null ? null : Set.copyOf(s.allowedNfTypes()));
        }
        return out;
    }
}
