package dev.corebed.nrf.store;

import dev.corebed.model.common.PlmnIds;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.Tais;
import dev.corebed.model.ts29510.TaiRange;
import dev.corebed.model.ts29571.Tai;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The values discovery filters an NF profile on, in the form a search compares them: served identity and TAC
 * ranges, S-NSSAI/DNN pairs, services. Built once per profile by {@link NfProfileInfos}; the TS 29.571 types
 * (S-NSSAI, PLMN, TAI, Guami) compare through the helpers of {@code dev.corebed.model.common}, on both sides.
 */
public final class NfProfileKeys {

    private static final Logger log = LoggerFactory.getLogger(NfProfileKeys.class);

    private NfProfileKeys() {}

    /** One S-NSSAI an SMF or UPF serves and the DNNs it serves on it ({@code "*"} = any DNN). */
    public record SliceDnns(Snssais.Served slice, Set<String> dnns) {
        public boolean servesDnn(String dnn) {
            return dnns.contains(dnn) || dnns.contains("*");
        }
    }

    /**
     * SupiRange / IdentityRange: a numeric range over the digits of the identity (IMSI, MSISDN), or a
     * regular expression over the whole identity ("imsi-...").
     */
    public record IdRange(String start, String end, Pattern pattern) {

        /** @param id the identity ("imsi-001010000000001"); digits its IMSI or MSISDN digits, null for another kind */
        public boolean contains(String id, String digits) {
            if (pattern != null) {
                return pattern.matcher(id).matches();
            }
            return digits != null && start != null && end != null
                    && compareDigits(digits, start) >= 0 && compareDigits(digits, end) <= 0;
        }

        /** Numeric order of two digit strings without parsing them: longer is larger, then lexicographic. */
        private static int compareDigits(String digits, String bound) {
            return digits.length() != bound.length() ? digits.length() - bound.length() : digits.compareTo(bound);
        }
    }

    /** One TacRange of a TaiRange (TS 29.510): TACs of one PLMN ({@code PlmnIds.key}) in [start, end] or matching a pattern. */
    public record TacRange(String plmn, int start, int end, Pattern pattern) {
        public boolean contains(String wantedPlmn, String tac, int tacValue) {
            if (!plmn.equals(wantedPlmn)) {
                return false;
            }
            return pattern != null ? pattern.matcher(tac).matches() : tacValue >= start && tacValue <= end;
        }

        public boolean contains(Tai tai) {
            return contains(PlmnIds.key(tai.plmnId().mcc(), tai.plmnId().mnc(), tai.nid()), tai.tac(), Tais.tac(tai.tac()));
        }

        /** The TacRanges of a TaiRange; one whose pattern does not compile is left out. */
        public static List<TacRange> of(TaiRange range, String nfInstanceId) {
            String plmn = PlmnIds.key(range.plmnId().mcc(), range.plmnId().mnc(), range.nid());
            List<TacRange> out = new ArrayList<>(range.tacRangeList().size());
            for (var t : range.tacRangeList()) {
                Pattern p = compile(t.pattern(), nfInstanceId);
                int start = Tais.tac(t.start());
                int end = Tais.tac(t.end());
                if (p != null || (start >= 0 && end >= 0)) {
                    out.add(new TacRange(plmn, start, end, p));
                }
            }
            return out;
        }
    }

    /**
     * Whether a TAI is served by an info block's taiList and taiRangeList (TS 29.510 AmfInfo, SmfInfo, NwdafInfo...):
     * when it has neither, any TAI is.
     */
    public static boolean servesTai(List<Tai> taiList, List<TaiRange> taiRangeList, Tai tai, String nfInstanceId) {
        if (taiList == null && taiRangeList == null) {
            return true;
        }
        String key = Tais.key(tai);
        if (taiList != null && taiList.stream().anyMatch(t -> Tais.key(t).equals(key))) {
            return true;
        }
        return taiRangeList != null && taiRangeList.stream()
                .anyMatch(r -> TacRange.of(r, nfInstanceId).stream().anyMatch(t -> t.contains(tai)));
    }

    /** A range's pattern (a regular expression of the NF's choosing); null when absent or when it does not compile. */
    static Pattern compile(String regex, String nfInstanceId) {
        if (regex == null) {
            return null;
        }
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            log.warn("NF instance {}: ignoring a range whose pattern is not a regular expression: {}", nfInstanceId, regex);
            return null;
        }
    }

    /** One NF service: its name and the NF types allowed to use it (null = any). */
    public record Service(String name, Set<String> allowedNfTypes) {
        public boolean allows(String requesterNfType) {
            return allowedNfTypes == null || requesterNfType == null || allowedNfTypes.contains(requesterNfType);
        }
    }

    /** The xxxInfo object of a profile and every value of its xxxInfoList map. */
    public static <T> List<T> infos(T one, Map<String, T> many) {
        List<T> out = new ArrayList<>(1);
        if (one != null) {
            out.add(one);
        }
        if (many != null) {
            out.addAll(many.values());
        }
        return out;
    }

    /** DNNs and FQDNs compare without case (TS 23.003 §9.1, RFC 4343). */
    public static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
