package dev.corebed.bsf.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import tools.jackson.databind.JsonNode;

/**
 * Checks a PcfBinding (TS 29.521 §5.6.2.2) before it is stored, and extracts what the data tier indexes:
 * <ul>
 *   <li>dnn and snssai are mandatory;</li>
 *   <li>a UE address: ipv4Addr and/or ipv6Prefix (IP PDU session, dual stack allowed), or macAddr48
 *       (Ethernet PDU session), never an IP address with a MAC address;</li>
 *   <li>an address of the PCF: pcfFqdn or pcfIpEndPoints (Npcf_PolicyAuthorization), or pcfDiamHost with
 *       pcfDiamRealm (Rx); pcfDiamHost and pcfDiamRealm come together;</li>
 *   <li>every present attribute has its TS 29.571 form.</li>
 * </ul>
 * Attributes the schema does not define are kept as they are (TS 29.500: unknown attributes are ignored).
 */
public final class PcfBindingValidator {

    private PcfBindingValidator() {}

    /** The index columns of a valid binding. */
    public record BindingKeys(Long ipv4, String ipDomain, UeAddress.Ipv6Prefix ipv6, Long mac, String supi, String gpsi,
                              String dnn, String snssai) {}

    public static BindingKeys validate(JsonNode b) {
        if (b == null || !b.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "PcfBinding must be a JSON object");
        }
        Checks c = new Checks();
        String dnn = c.matching(b, "dnn", null, Checks.MAX_DNN, true, "a DNN");
        if (!Checks.present(b, "dnn")) {
            c.missing("/dnn", "mandatory attribute missing");
        }
        String snssai = c.snssai(b.get("snssai"), "/snssai", true);
        if (!Checks.present(b, "snssai")) {
            c.missing("/snssai", "mandatory attribute missing");
        }

        // The UE address(es).
        boolean hasV4 = Checks.present(b, "ipv4Addr");
        boolean hasV6 = Checks.present(b, "ipv6Prefix");
        boolean hasMac = Checks.present(b, "macAddr48");
        if (!hasV4 && !hasV6 && !hasMac) {
            c.missing("/ipv4Addr", "one of ipv4Addr, ipv6Prefix, macAddr48 is mandatory");
            c.missing("/ipv6Prefix", "one of ipv4Addr, ipv6Prefix, macAddr48 is mandatory");
            c.missing("/macAddr48", "one of ipv4Addr, ipv6Prefix, macAddr48 is mandatory");
        }
        if (hasMac && (hasV4 || hasV6 || Checks.present(b, "addIpv6Prefixes"))) {
            c.incorrect("/macAddr48", "an Ethernet PDU session's MAC address cannot come with IP addresses");
        }
        if (Checks.present(b, "addMacAddrs") && (hasV4 || hasV6)) {
            c.incorrect("/addMacAddrs", "MAC addresses cannot come with IP addresses");
        }
        Long ipv4 = null;
        String v4 = c.string(b, "ipv4Addr", true);
        if (v4 != null) {
            try {
                ipv4 = UeAddress.ipv4(v4);
            } catch (IllegalArgumentException e) {
                c.incorrect("/ipv4Addr", e.getMessage());
            }
        }
        UeAddress.Ipv6Prefix ipv6 = null;
        String v6 = c.string(b, "ipv6Prefix", true);
        if (v6 != null) {
            try {
                if (!v6.contains("/")) {
                    throw new IllegalArgumentException("an Ipv6Prefix has a length (/64, /128...)");
                }
                ipv6 = UeAddress.Ipv6Prefix.parse(v6);
            } catch (IllegalArgumentException e) {
                c.incorrect("/ipv6Prefix", e.getMessage());
            }
        }
        Long mac = null;
        String m = c.string(b, "macAddr48", true);
        if (m != null) {
            try {
                mac = UeAddress.mac48(m);
            } catch (IllegalArgumentException e) {
                c.incorrect("/macAddr48", e.getMessage());
            }
        }
        String ipDomain = c.matching(b, "ipDomain", null, Checks.MAX_IP_DOMAIN, false, "a non-empty string");
        c.stringArray(b, "addIpv6Prefixes", Checks::isIpv6Prefix, "an Ipv6Prefix");
        c.stringArray(b, "addMacAddrs", s -> UeAddress.MAC48.matcher(s).matches(), "a MacAddr48");
        c.stringArray(b, "ipv4FrameRouteList", s -> s.contains("/") && UeAddress.IPV4.matcher(s.substring(0, s.indexOf('/'))).matches()
                && s.substring(s.indexOf('/') + 1).matches("[0-9]|[1-2][0-9]|3[0-2]"), "an Ipv4AddrMask");
        c.stringArray(b, "ipv6FrameRouteList", Checks::isIpv6Prefix, "an Ipv6Prefix");

        // The PCF's address(es).
        boolean fqdn = Checks.present(b, "pcfFqdn");
        boolean endPoints = Checks.present(b, "pcfIpEndPoints");
        boolean diamHost = Checks.present(b, "pcfDiamHost");
        boolean diamRealm = Checks.present(b, "pcfDiamRealm");
        if (!fqdn && !endPoints && !diamHost && !diamRealm) {
            c.missing("/pcfFqdn", "one of pcfFqdn, pcfIpEndPoints, or pcfDiamHost with pcfDiamRealm is mandatory");
            c.missing("/pcfIpEndPoints", "one of pcfFqdn, pcfIpEndPoints, or pcfDiamHost with pcfDiamRealm is mandatory");
            c.missing("/pcfDiamHost", "one of pcfFqdn, pcfIpEndPoints, or pcfDiamHost with pcfDiamRealm is mandatory");
        } else if (diamHost != diamRealm) {
            c.missing(diamHost ? "/pcfDiamRealm" : "/pcfDiamHost", "pcfDiamHost and pcfDiamRealm come together");
        }
        c.matching(b, "pcfFqdn", Checks.FQDN, 253, true, "an FQDN");
        c.ipEndPoints(b, "pcfIpEndPoints", true);
        c.matching(b, "pcfDiamHost", Checks.FQDN, 253, true, "a DiameterIdentity");
        c.matching(b, "pcfDiamRealm", Checks.FQDN, 253, true, "a DiameterIdentity");
        c.matching(b, "pcfSmFqdn", Checks.FQDN, 253, false, "an FQDN");
        c.ipEndPoints(b, "pcfSmIpEndPoints", false);

        // The rest.
        String supi = c.matching(b, "supi", Checks.SUPI, Checks.MAX_IDENTITY, false, "a SUPI");
        String gpsi = c.matching(b, "gpsi", Checks.GPSI, Checks.MAX_IDENTITY, false, "a GPSI");
        c.matching(b, "suppFeat", Checks.SUPPORTED_FEATURES, 64, false, "SupportedFeatures (hex)");
        c.uuid(b, "pcfId");
        c.matching(b, "pcfSetId", null, 255, false, "an NfSetId");
        c.matching(b, "bindLevel", null, 32, false, "a BindingLevel");
        String recovery = c.string(b, "recoveryTime", false);
        if (recovery != null) {
            try {
                OffsetDateTime.parse(recovery);
            } catch (DateTimeParseException e) {
                c.optionalIncorrect("/recoveryTime", "not a DateTime (RFC 3339)");
            }
        }
        JsonNode paraCom = b.get("paraCom");
        if (paraCom != null && !paraCom.isNull()) {
            if (!paraCom.isObject()) {
                c.optionalIncorrect("/paraCom", "must be a ParameterCombination object");
            } else {
                Checks nested = new Checks();
                nested.matching(paraCom, "supi", Checks.SUPI, Checks.MAX_IDENTITY, false, "a SUPI");
                nested.matching(paraCom, "dnn", null, Checks.MAX_DNN, false, "a DNN");
                nested.snssai(paraCom.get("snssai"), "/snssai", false);
                nested.optionalIncorrect.forEach(p -> c.optionalIncorrect("/paraCom" + p.param(), p.reason()));
                if (!Checks.present(paraCom, "supi") && supi == null && !Checks.present(b, "supi")) {
                    c.optionalIncorrect("/paraCom", "the SamePcf check needs a SUPI, in paraCom or in the binding");
                }
            }
        }
        c.throwIfAny();
        return new BindingKeys(ipv4, ipDomain == null ? "" : ipDomain, ipv6, mac, supi, gpsi, dnn, snssai);
    }
}
