package dev.corebed.nrf.store;

import static dev.corebed.nrf.store.NfProfileKeys.infos;
import static dev.corebed.nrf.store.NfProfileKeys.lower;

import dev.corebed.model.common.Guamis;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.Tais;
import dev.corebed.model.ts29510.AmfInfo;
import dev.corebed.model.ts29510.ChfInfo;
import dev.corebed.model.ts29510.DnnSmfInfoItem;
import dev.corebed.model.ts29510.DnnUpfInfoItem;
import dev.corebed.model.ts29510.IdentityRange;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.SmfInfo;
import dev.corebed.model.ts29510.SnssaiSmfInfoItem;
import dev.corebed.model.ts29510.SnssaiUpfInfoItem;
import dev.corebed.model.ts29510.SupiRange;
import dev.corebed.model.ts29510.TaiRange;
import dev.corebed.model.ts29510.UpfInfo;
import dev.corebed.model.ts29571.Tai;
import dev.corebed.nrf.store.NfProfileKeys.IdRange;
import dev.corebed.nrf.store.NfProfileKeys.SliceDnns;
import dev.corebed.nrf.store.NfProfileKeys.TacRange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * What the NF-type specific *Info blocks of one profile (udmInfo, amfInfo, smfInfo... and their *InfoList maps)
 * say to discovery, read once: group ids, served SUPI/GPSI ranges, routing indicators, data sets, DNNs, Guamis,
 * TAIs, PGW FQDNs, S-NSSAI/DNN pairs.
 *
 * <p>Conventions: {@code null} means "not provided", which TS 29.510 reads as "no restriction" for ranges and
 * lists of served items; an empty set means "has none" where absence cannot match (groupId, guamiList, pgwFqdn).
 */
final class NfProfileInfos {

    private final Set<String> groupIds = new HashSet<>();
    private final List<IdRange> supiRanges;
    private final List<IdRange> gpsiRanges;
    private final Set<String> routingIndicators;
    private final Set<String> dataSets;
    private final Set<String> dnnList;
    private final Set<String> guamis = new HashSet<>();
    private final Set<String> amfRegionIds = new HashSet<>();
    private final Set<String> amfSetIds = new HashSet<>();
    private final Set<String> tais;
    private final List<TacRange> tacRanges;
    private final Set<String> pgwFqdns = new HashSet<>();
    private final List<SliceDnns> sliceDnns;

    NfProfileInfos(NFProfile p) {
        var udm = infos(p.udmInfo(), p.udmInfoList());
        var ausf = infos(p.ausfInfo(), p.ausfInfoList());
        var udr = infos(p.udrInfo(), p.udrInfoList());
        var pcf = infos(p.pcfInfo(), p.pcfInfoList());
        var bsf = infos(p.bsfInfo(), p.bsfInfoList());
        var chf = infos(p.chfInfo(), p.chfInfoList());
        var amf = infos(p.amfInfo(), p.amfInfoList());
        var smf = infos(p.smfInfo(), p.smfInfoList());
        var upf = infos(p.upfInfo(), p.upfInfoList());
        var nwdaf = infos(p.nwdafInfo(), p.nwdafInfoList());
        String id = p.nfInstanceId();

        Stream.of(udm.stream().map(i -> i.groupId()), ausf.stream().map(i -> i.groupId()), udr.stream().map(i -> i.groupId()),
                        pcf.stream().map(i -> i.groupId()), bsf.stream().map(i -> i.groupId()), chf.stream().map(ChfInfo::groupId))
                .flatMap(s -> s).filter(Objects::nonNull).forEach(groupIds::add);
        this.supiRanges = supiRanges(id, Stream.of(udm.stream().map(i -> i.supiRanges()), ausf.stream().map(i -> i.supiRanges()),
                udr.stream().map(i -> i.supiRanges()), pcf.stream().map(i -> i.supiRanges()), bsf.stream().map(i -> i.supiRanges()),
                chf.stream().map(ChfInfo::supiRangeList)).flatMap(s -> s).toList());
        this.gpsiRanges = identityRanges(id, Stream.of(udm.stream().map(i -> i.gpsiRanges()), udr.stream().map(i -> i.gpsiRanges()),
                pcf.stream().map(i -> i.gpsiRanges()), bsf.stream().map(i -> i.gpsiRanges()),
                chf.stream().map(ChfInfo::gpsiRangeList)).flatMap(s -> s).toList());
        this.routingIndicators = union(Stream.concat(udm.stream().map(i -> i.routingIndicators()),
                ausf.stream().map(i -> i.routingIndicators())), Function.identity());
        this.dataSets = union(udr.stream().map(i -> i.supportedDataSets()), Function.identity());
        this.dnnList = union(Stream.concat(pcf.stream().map(i -> i.dnnList()), bsf.stream().map(i -> i.dnnList())),
                NfProfileKeys::lower);

        for (AmfInfo info : amf) {
            info.guamiList().forEach(g -> guamis.add(Guamis.key(g)));
            amfRegionIds.add(lower(info.amfRegionId()));
            amfSetIds.add(lower(info.amfSetId()));
        }

        List<List<Tai>> taiLists = Stream.of(amf.stream().map(AmfInfo::taiList), smf.stream().map(SmfInfo::taiList),
                upf.stream().map(UpfInfo::taiList), nwdaf.stream().map(i -> i.taiList())).flatMap(s -> s).toList();
        List<List<TaiRange>> rangeLists = Stream.of(amf.stream().map(AmfInfo::taiRangeList), smf.stream().map(SmfInfo::taiRangeList),
                upf.stream().map(UpfInfo::taiRangeList), nwdaf.stream().map(i -> i.taiRangeList())).flatMap(s -> s).toList();
        Set<String> taiSet = union(taiLists.stream(), Tais::key);
        List<TacRange> ranges = tacRanges(id, rangeLists);
        // Either one alone restricts the TAIs: the other then stands for "none".
        this.tais = taiSet == null && ranges != null ? Set.of() : taiSet;
        this.tacRanges = ranges == null && taiSet != null ? List.of() : ranges;

        List<SliceDnns> items = new ArrayList<>();
        for (SmfInfo info : smf) {
            if (info.pgwFqdn() != null) {
                pgwFqdns.add(lower(info.pgwFqdn()));
            }
            if (info.pgwFqdnList() != null) {
                info.pgwFqdnList().forEach(f -> pgwFqdns.add(lower(f)));
            }
            for (SnssaiSmfInfoItem item : info.sNssaiSmfInfoList()) {
                items.add(new SliceDnns(Snssais.Served.of(item.sNssai()),
                        dnns(item.dnnSmfInfoList().stream().map(DnnSmfInfoItem::dnn))));
            }
        }
        for (UpfInfo info : upf) {
            for (SnssaiUpfInfoItem item : info.sNssaiUpfInfoList()) {
                items.add(new SliceDnns(Snssais.Served.of(item.sNssai()),
                        dnns(item.dnnUpfInfoList().stream().map(DnnUpfInfoItem::dnn))));
            }
        }
        this.sliceDnns = items.isEmpty() ? null : items;
    }

    Set<String> groupIds() {
        return groupIds;
    }

    List<IdRange> supiRanges() {
        return supiRanges;
    }

    List<IdRange> gpsiRanges() {
        return gpsiRanges;
    }

    Set<String> routingIndicators() {
        return routingIndicators;
    }

    Set<String> dataSets() {
        return dataSets;
    }

    Set<String> dnnList() {
        return dnnList;
    }

    Set<String> guamis() {
        return guamis;
    }

    Set<String> amfRegionIds() {
        return amfRegionIds;
    }

    Set<String> amfSetIds() {
        return amfSetIds;
    }

    Set<String> tais() {
        return tais;
    }

    List<TacRange> tacRanges() {
        return tacRanges;
    }

    Set<String> pgwFqdns() {
        return pgwFqdns;
    }

    List<SliceDnns> sliceDnns() {
        return sliceDnns;
    }

    /** The union of one list attribute over info blocks, mapped; null when no block has it (= any). */
    private static <T> Set<String> union(Stream<List<T>> lists, Function<T, String> key) {
        Set<String> out = null;
        for (List<T> list : (Iterable<List<T>>) lists::iterator) {
            if (list != null) {
                if (out == null) {
                    out = new HashSet<>();
                }
                for (T item : list) {
                    out.add(key.apply(item));
                }
            }
        }
        return out;
    }

    private static Set<String> dnns(Stream<String> dnns) {
        Set<String> out = new HashSet<>();
        dnns.forEach(d -> out.add(lower(d)));
        return out;
    }

    private static List<IdRange> supiRanges(String id, List<List<SupiRange>> lists) {
        return ranges(id, lists, r -> new IdRange(r.start(), r.end(), NfProfileKeys.compile(r.pattern(), id)));
    }

    private static List<IdRange> identityRanges(String id, List<List<IdentityRange>> lists) {
        return ranges(id, lists, r -> new IdRange(r.start(), r.end(), NfProfileKeys.compile(r.pattern(), id)));
    }

    /** SupiRange and IdentityRange (alike, two types in the yaml): null when no block has a list (= any identity). */
    private static <T> List<IdRange> ranges(String id, List<List<T>> lists, Function<T, IdRange> range) {
        List<IdRange> out = null;
        for (List<T> list : lists) {
            if (list != null) {
                out = out == null ? new ArrayList<>() : out;
                for (T item : list) {
                    IdRange r = range.apply(item);
                    if (r.pattern() != null || (r.start() != null && r.end() != null)) {
                        out.add(r);
                    }
                }
            }
        }
        return out;
    }

    /** The TAC ranges of taiRangeList; null when no block has one. */
    private static List<TacRange> tacRanges(String id, List<List<TaiRange>> lists) {
        List<TacRange> out = null;
        for (List<TaiRange> list : lists) {
            if (list != null) {
                out = out == null ? new ArrayList<>() : out;
                for (TaiRange range : list) {
                    out.addAll(TacRange.of(range, id));
                }
            }
        }
        return out;
    }
}
