package dev.corebed.nrf.service;

import static dev.corebed.nrf.store.NfProfileKeys.lower;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.common.Guamis;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.Tais;
import dev.corebed.model.ts29510.AmfCond;
import dev.corebed.model.ts29510.AmfInfo;
import dev.corebed.model.ts29510.DccfCond;
import dev.corebed.model.ts29510.GuamiListCond;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.NFService;
import dev.corebed.model.ts29510.NefCond;
import dev.corebed.model.ts29510.NetworkSliceCond;
import dev.corebed.model.ts29510.NfGroupCond;
import dev.corebed.model.ts29510.NfGroupListCond;
import dev.corebed.model.ts29510.NfInstanceIdCond;
import dev.corebed.model.ts29510.NfInstanceIdListCond;
import dev.corebed.model.ts29510.NfServiceSetCond;
import dev.corebed.model.ts29510.NfSetCond;
import dev.corebed.model.ts29510.NfTypeCond;
import dev.corebed.model.ts29510.NwdafCond;
import dev.corebed.model.ts29510.ScpDomainCond;
import dev.corebed.model.ts29510.ServiceNameCond;
import dev.corebed.model.ts29510.ServiceNameListCond;
import dev.corebed.model.ts29510.UpfCond;
import dev.corebed.model.ts29510.UpfInfo;
import dev.corebed.nrf.store.NfProfileKeys;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * The SubscrCond of a subscription (TS 29.510 SubscriptionData, a oneOf of the condition types) and the NF
 * profiles it covers, both reduced to keys: a subscription watches some keys, a profile offers some, and the
 * subscription covers the profile when they share one (and, for the conditions on an NF type's info block,
 * when the profile passes the condition's own test). The data tier indexes the watched keys, so an event
 * reads only the subscriptions that may want it.
 *
 * <p>Every condition type of Rel-17 is evaluated. Approximations, all on the side of notifying: NetworkSliceCond
 * compares S-NSSAIs (not nsiList, nor the profile's SD ranges); UpfCond compares TAIs one by one (not the
 * profile's taiRangeList); NwdafCond, NefCond and DccfCond do not compare their taiRangeList, mlAnalyticsList,
 * gpsiRanges and externalGroupIdentifiersRanges. As in discovery, a list the profile does not declare restricts
 * nothing.
 */
public final class SubscriptionConditions {

    /** Watched by a subscription without subscrCond, offered by every profile. */
    static final String ALL = "*";

    /** What one subscription watches: its keys, and the test of the profile beyond them (null: none). */
    public record Condition(List<Watched> watched, Predicate<NFProfile> test) {

        /** Whether the condition covers a profile that offers these keys. */
        public boolean covers(NFProfile profile, Set<String> offered) {
            for (Watched w : watched) {
                if (offered.contains(w.key())) {
                    return test == null || test.test(profile);
                }
            }
            return false;
        }

        public List<String> keys() {
            return watched.stream().map(Watched::key).toList();
        }
    }

    /** One key, and the attribute of the SubscriptionData it comes from (a JSON pointer). */
    public record Watched(String key, String attribute) {}

    /** NfGroupCond's nfType values, the NF types whose info blocks have a groupId. */
    private static final List<String> GROUP_TYPES = List.of("UDM", "AUSF", "UDR", "PCF", "CHF", "HSS");

    private static final String C = "/subscrCond/";

    /** The types of the subscrCond oneOf, each with the attributes that tell it from the others. */
    private static final Map<Class<?>, Predicate<JsonNode>> TYPES = typesInOrder();

    private SubscriptionConditions() {}

    /**
     * The condition of a subscrCond (null: absent) that passed the SubscriptionData schema, so it is exactly one
     * of the condition types.
     */
    public static Condition of(JsonNode subscrCond) {
        if (subscrCond == null) {
            return new Condition(List.of(new Watched(ALL, "/subscrCond")), null);
        }
        return switch (typed(subscrCond)) {
            case NfInstanceIdCond c -> one("nfInstanceId:" + lower(c.nfInstanceId()), "nfInstanceId");
            case NfInstanceIdListCond c -> each(c.nfInstanceIdList(), "nfInstanceIdList", id -> "nfInstanceId:" + lower(id));
            case NfTypeCond c -> one("nfType:" + c.nfType(), "nfType");
            case ServiceNameCond c -> one("serviceName:" + c.serviceName(), "serviceName");
            case ServiceNameListCond c -> each(c.serviceNameList(), "serviceNameList", name -> "serviceName:" + name);
            case NfSetCond c -> one("nfSetId:" + lower(c.nfSetId()), "nfSetId");
            case NfServiceSetCond c -> one("nfServiceSetId:" + lower(c.nfServiceSetId()), "nfServiceSetId");
            case NfGroupCond c -> one("nfGroupId:" + c.nfType() + ":" + c.nfGroupId(), "nfGroupId");
            case NfGroupListCond c -> each(c.nfGroupIdList(), "nfGroupIdList", g -> "nfGroupId:" + c.nfType() + ":" + g);
            // AmfCond: an AMF set within a region, or a whole region
            case AmfCond c -> c.amfSetId() != null
                    ? one("amfSet:" + (c.amfRegionId() == null ? "*" : lower(c.amfRegionId())) + "/" + lower(c.amfSetId()), "amfSetId")
                    : one("amfRegion:" + lower(c.amfRegionId()), "amfRegionId");
            case GuamiListCond c -> each(nonEmpty(c.guamiList(), "guamiList"), "guamiList", g -> "guami:" + Guamis.key(g));
            case NetworkSliceCond c -> each(nonEmpty(c.snssaiList(), "snssaiList"), "snssaiList", s -> "snssai:" + Snssais.key(s));
            case UpfCond c -> upf(c);
            case ScpDomainCond c -> new Condition(each(c.scpDomains(), "scpDomains", d -> "scpDomain:" + d).watched(),
                    c.nfTypeList() == null ? null : p -> c.nfTypeList().contains(p.nfType()));
            case NwdafCond c -> new Condition(List.of(new Watched("nfType:NWDAF", "/subscrCond")), p -> NfInfoConditions.nwdaf(c, p));
            case NefCond c -> new Condition(List.of(new Watched("nfType:NEF", "/subscrCond")), p -> NfInfoConditions.nef(c, p));
            case DccfCond c -> new Condition(List.of(new Watched("nfType:DCCF", "/subscrCond")), p -> NfInfoConditions.dccf(c, p));
            default -> throw new IllegalStateException("no SubscrCond type " + subscrCond);
        };
    }

    /** The keys an NF profile offers: its instance id, type, NF sets, services, slices, AMF, UPF, group, SCP domains. */
    public static Set<String> offered(NFProfile p) {
        Set<String> keys = new LinkedHashSet<>();
        keys.add(ALL);
        keys.add("nfInstanceId:" + lower(p.nfInstanceId()));
        keys.add("nfType:" + p.nfType());
        forEach(p.nfSetIdList(), set -> keys.add("nfSetId:" + lower(set)));
        List<NFService> services = new ArrayList<>();
        forEach(p.nfServices(), services::add);
        if (p.nfServiceList() != null) {
            services.addAll(p.nfServiceList().values());
        }
        for (NFService s : services) {
            keys.add("serviceName:" + s.serviceName());
            forEach(s.nfServiceSetIdList(), set -> keys.add("nfServiceSetId:" + lower(set)));
        }
        for (AmfInfo amf : NfProfileKeys.infos(p.amfInfo(), p.amfInfoList())) {
            String region = lower(amf.amfRegionId());
            String set = lower(amf.amfSetId());
            keys.add("amfRegion:" + region);
            keys.add("amfSet:" + region + "/" + set);
            keys.add("amfSet:*/" + set);
            amf.guamiList().forEach(g -> keys.add("guami:" + Guamis.key(g)));
        }
        forEach(p.sNssais(), s -> keys.add("snssai:" + Snssais.key(s.sst(), s.sd())));
        for (UpfInfo upf : NfProfileKeys.infos(p.upfInfo(), p.upfInfoList())) {
            forEach(upf.smfServingArea(), area -> keys.add("upfArea:" + area));
            forEach(upf.taiList(), tai -> keys.add("upfTai:" + Tais.key(tai)));
        }
        for (String group : groupIds(p)) {
            keys.add("nfGroupId:" + p.nfType() + ":" + group);
        }
        forEach(p.scpDomains(), d -> keys.add("scpDomain:" + d));
        return keys;
    }

    /** UpfCond: UPFs serving any of the SMF serving areas or TAIs given; with neither, every UPF. */
    private static Condition upf(UpfCond c) {
        List<Watched> keys = new ArrayList<>();
        if (c.smfServingArea() != null) {
            keys.addAll(each(c.smfServingArea(), "smfServingArea", area -> "upfArea:" + area).watched());
        }
        if (c.taiList() != null) {
            keys.addAll(each(c.taiList(), "taiList", tai -> "upfTai:" + Tais.key(tai)).watched());
        }
        return new Condition(keys.isEmpty() ? List.of(new Watched("nfType:UPF", "/subscrCond")) : keys, null);
    }

    /** The group ids of the info blocks of a UDM, AUSF, UDR, PCF, CHF or HSS. */
    private static List<String> groupIds(NFProfile p) {
        if (!GROUP_TYPES.contains(p.nfType())) {
            return List.of();
        }
        List<String> groups = new ArrayList<>();
        Predicate<String> add = g -> g != null && groups.add(g);
        switch (p.nfType()) {
            case "UDM" -> NfProfileKeys.infos(p.udmInfo(), p.udmInfoList()).forEach(i -> add.test(i.groupId()));
            case "AUSF" -> NfProfileKeys.infos(p.ausfInfo(), p.ausfInfoList()).forEach(i -> add.test(i.groupId()));
            case "UDR" -> NfProfileKeys.infos(p.udrInfo(), p.udrInfoList()).forEach(i -> add.test(i.groupId()));
            case "PCF" -> NfProfileKeys.infos(p.pcfInfo(), p.pcfInfoList()).forEach(i -> add.test(i.groupId()));
            case "CHF" -> NfProfileKeys.infos(p.chfInfo(), p.chfInfoList()).forEach(i -> add.test(i.groupId()));
            default -> NfProfileKeys.infos(null, p.hssInfoList()).forEach(i -> add.test(i.groupId()));
        }
        return groups;
    }

    /**
     * The condition type the value is: the one whose telling attributes it has, or, when it has those of
     * several (the oneOf ignores what a type does not define), the one it validates as.
     */
    private static Object typed(JsonNode cond) {
        List<Class<?>> candidates = new ArrayList<>(2);
        TYPES.forEach((type, tells) -> {
            if (tells.test(cond)) {
                candidates.add(type);
            }
        });
        for (Class<?> type : candidates) {
            if (candidates.size() == 1) {
                return StrictJson.MAPPER.treeToValue(cond, type);
            }
            try {
                return StrictJson.read(cond, type);
            } catch (ModelException e) {
                // not this one
            }
        }
        throw new IllegalStateException("subscrCond is none of the SubscrCond types: " + cond);
    }

    private static Map<Class<?>, Predicate<JsonNode>> typesInOrder() {
        Map<Class<?>, Predicate<JsonNode>> m = new LinkedHashMap<>();
        m.put(NfInstanceIdCond.class, c -> c.has("nfInstanceId"));
        m.put(NfInstanceIdListCond.class, c -> c.has("nfInstanceIdList"));
        m.put(NfTypeCond.class, c -> c.has("nfType") && !c.has("nfGroupId"));
        m.put(ServiceNameCond.class, c -> c.has("serviceName"));
        m.put(ServiceNameListCond.class, c -> conditionType(c, "SERVICE_NAME_LIST_COND"));
        m.put(AmfCond.class, c -> c.has("amfSetId") || c.has("amfRegionId"));
        m.put(GuamiListCond.class, c -> c.has("guamiList"));
        m.put(NetworkSliceCond.class, c -> c.has("snssaiList"));
        m.put(NfGroupCond.class, c -> c.has("nfType") && c.has("nfGroupId"));
        m.put(NfGroupListCond.class, c -> conditionType(c, "NF_GROUP_LIST_COND"));
        m.put(NfSetCond.class, c -> c.has("nfSetId"));
        m.put(NfServiceSetCond.class, c -> c.has("nfServiceSetId"));
        m.put(UpfCond.class, c -> conditionType(c, "UPF_COND"));
        m.put(ScpDomainCond.class, c -> c.has("scpDomains"));
        m.put(NwdafCond.class, c -> conditionType(c, "NWDAF_COND"));
        m.put(NefCond.class, c -> conditionType(c, "NEF_COND"));
        m.put(DccfCond.class, c -> conditionType(c, "DCCF_COND"));
        return m;
    }

    private static boolean conditionType(JsonNode cond, String value) {
        JsonNode t = cond.get("conditionType");
        return t != null && t.isString() && t.asString().equals(value);
    }

    private static Condition one(String key, String attribute) {
        return new Condition(List.of(new Watched(key, C + attribute)), null);
    }

    private static <T> Condition each(List<T> items, String attribute, Function<T, String> key) {
        List<Watched> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            out.add(new Watched(key.apply(items.get(i)), C + attribute + "/" + i));
        }
        return new Condition(out, null);
    }

    /** guamiList and snssaiList have no minItems in the yaml, but an empty one would watch nothing at all. */
    private static <T> List<T> nonEmpty(List<T> items, String attribute) {
        if (items.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, C + attribute,
                    "must not be empty: the condition would cover no NF");
        }
        return items;
    }

    private static <T> void forEach(List<T> items, Consumer<T> action) {
        if (items != null) {
            items.forEach(action);
        }
    }
}
