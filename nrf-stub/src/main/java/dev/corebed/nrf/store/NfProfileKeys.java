package dev.corebed.nrf.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * The values discovery filters an NF profile on, in the form a search compares them: slices, served identity
 * and TAC ranges, services, and the string keys of Guamis, PLMNs and TAIs. Built once per profile by
 * {@link NfProfileInfos}; a query builds its side with the same helpers, so both compare alike.
 */
public final class NfProfileKeys {

    private NfProfileKeys() {}

    /** An S-NSSAI, or an ExtSnssai with its sdRanges / wildcardSd. sd = -1: no SD. */
    public record Slice(int sst, int sd, int[] sdStarts, int[] sdEnds, boolean wildcardSd) {

        /** Whether this (served) slice covers the requested S-NSSAI, per TS 29.571 ExtSnssai. */
        public boolean serves(Slice wanted) {
            if (sst != wanted.sst) {
                return false;
            }
            if (wildcardSd) {
                return true;
            }
            if (sdStarts != null && wanted.sd >= 0) {
                for (int i = 0; i < sdStarts.length; i++) {
                    if (wanted.sd >= sdStarts[i] && wanted.sd <= sdEnds[i]) {
                        return true;
                    }
                }
            }
            return sd == wanted.sd;
        }

        /** Parses Snssai / ExtSnssai; null when it is not one (sst 0-255, sd six hex digits). */
        public static Slice parse(JsonNode n) {
            if (n == null || !n.isObject()) {
                return null;
            }
            JsonNode sst = n.get("sst");
            if (sst == null || !sst.isIntegralNumber() || sst.asInt() < 0 || sst.asInt() > 255) {
                return null;
            }
            int sd = -1;
            JsonNode sdNode = n.get("sd");
            if (sdNode != null) {
                sd = hex6(sdNode);
                if (sd < 0) {
                    return null;
                }
            }
            int[] starts = null;
            int[] ends = null;
            JsonNode ranges = n.get("sdRanges");
            if (ranges != null && ranges.isArray()) {
                starts = new int[ranges.size()];
                ends = new int[ranges.size()];
                for (int i = 0; i < ranges.size(); i++) {
                    starts[i] = hex6(ranges.get(i).get("start"));
                    ends[i] = hex6(ranges.get(i).get("end"));
                }
            }
            JsonNode wildcard = n.get("wildcardSd");
            return new Slice(sst.asInt(), sd, starts, ends, wildcard != null && wildcard.asBoolean(false));
        }

        /** By value, ranges included: slices are parts of search keys. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Slice s && sst == s.sst && sd == s.sd && wildcardSd == s.wildcardSd
                    && Arrays.equals(sdStarts, s.sdStarts) && Arrays.equals(sdEnds, s.sdEnds);
        }

        @Override
        public int hashCode() {
            return (sst * 31 + sd) * 31 + Arrays.hashCode(sdStarts);
        }

        private static int hex6(JsonNode n) {
            String s = text(n);
            if (s == null || s.length() != 6) {
                return -1;
            }
            try {
                return Integer.parseInt(s, 16);
            } catch (NumberFormatException e) {
                return -1;
            }
        }
    }

    /** One S-NSSAI an SMF or UPF serves and the DNNs it serves on it ({@code "*"} = any DNN). */
    public record SliceDnns(Slice slice, Set<String> dnns) {
        public boolean servesDnn(String dnn) {
            return dnns.contains(dnn) || dnns.contains("*");
        }
    }

    /**
     * SupiRange / IdentityRange: a numeric range over the digits of the identity (IMSI, MSISDN), or a
     * regular expression over the whole identity ("imsi-...").
     */
    public record IdRange(String start, String end, Pattern pattern) {

        /** @param id the identity ("imsi-001010000000001"); digitsFrom where its digits start (-1: none) */
        public boolean contains(String id, int digitsFrom) {
            if (pattern != null) {
                return pattern.matcher(id).matches();
            }
            return digitsFrom >= 0 && start != null && end != null
                    && compareDigits(id, digitsFrom, start) >= 0 && compareDigits(id, digitsFrom, end) <= 0;
        }

        /** Numeric order of two digit strings without parsing them: longer is larger, then lexicographic. */
        private static int compareDigits(String id, int from, String bound) {
            int len = id.length() - from;
            if (len != bound.length()) {
                return len - bound.length();
            }
            for (int i = 0; i < len; i++) {
                int d = id.charAt(from + i) - bound.charAt(i);
                if (d != 0) {
                    return d;
                }
            }
            return 0;
        }
    }

    /** A TaiRange: TACs of one PLMN ("mcc-mnc") in [start, end] or matching a pattern. */
    public record TacRange(String plmn, int start, int end, Pattern pattern) {
        public boolean contains(String wantedPlmn, String tac, int tacValue) {
            if (!plmn.equals(wantedPlmn)) {
                return false;
            }
            return pattern != null ? pattern.matcher(tac).matches() : tacValue >= start && tacValue <= end;
        }
    }

    /** One NF service: its name and the NF types allowed to use it (null = any). */
    public record Service(String name, Set<String> allowedNfTypes) {
        public boolean allows(String requesterNfType) {
            return allowedNfTypes == null || requesterNfType == null || allowedNfTypes.contains(requesterNfType);
        }
    }

    /** "mcc-mnc-amfid" in lower case: how a Guami is compared. Null when it is not a Guami. */
    public static String guamiKey(JsonNode guami) {
        if (guami == null || !guami.isObject()) {
            return null;
        }
        JsonNode plmn = guami.get("plmnId");
        String mcc = plmn == null ? null : text(plmn.get("mcc"));
        String mnc = plmn == null ? null : text(plmn.get("mnc"));
        String amfId = text(guami.get("amfId"));
        if (mcc == null || mnc == null || amfId == null) {
            return null;
        }
        return mcc + "-" + mnc + "-" + lower(amfId);
    }

    /** "mcc-mnc": a PlmnId as a string (TS 29.571), or null. */
    public static String plmnKey(JsonNode plmn) {
        String mcc = plmn == null ? null : text(plmn.get("mcc"));
        String mnc = plmn == null ? null : text(plmn.get("mnc"));
        return mcc == null || mnc == null ? null : mcc + "-" + mnc;
    }

    /** "mcc-mnc-TAC" with the TAC in upper case: how a Tai is compared. */
    public static String taiKey(String plmn, String tac) {
        return plmn + "-" + tac.toUpperCase(Locale.ROOT);
    }

    public static String text(JsonNode n) {
        return n != null && n.isString() ? n.stringValue() : null;
    }

    public static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    /** A TAC's value, or -1 when it is not hexadecimal. */
    public static int hex(String s) {
        if (s == null || s.isEmpty() || s.length() > 6) {
            return -1;
        }
        try {
            return Integer.parseInt(s, 16);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
