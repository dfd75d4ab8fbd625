package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.model.Violation;
import dev.corebed.model.common.Ipv4Addrs;
import dev.corebed.model.common.Ipv6Prefixes;
import dev.corebed.model.common.MacAddr48s;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.ts29521.PcfBinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * What TS 29.521 §5.6.2.2 asks of a PcfBinding beyond its schema (which the model checks), and the columns the
 * data tier indexes it by:
 * <ul>
 *   <li>a UE address: ipv4Addr and/or ipv6Prefix (IP PDU session, dual stack allowed), or macAddr48 (Ethernet
 *       PDU session), never a MAC address with an IP address;</li>
 *   <li>an address of the PCF: pcfFqdn or pcfIpEndPoints (Npcf_PolicyAuthorization), or pcfDiamHost with
 *       pcfDiamRealm (Rx), the Diameter pair together;</li>
 *   <li>paraCom (SamePcf) needs a SUPI, in paraCom or in the binding, to be checked by an index;</li>
 *   <li>the indexed strings fit their columns (dnn, supi, gpsi, ipDomain): the spec sets no length, the table
 *       does.</li>
 * </ul>
 * Every problem is answered at once: MANDATORY_IE_MISSING before MANDATORY_IE_INCORRECT before
 * OPTIONAL_IE_INCORRECT, invalidParams naming each attribute.
 */
public final class PcfBindingRules {

    /** The UE and PCF addresses: optional in the schema, one of each is required (TS 29.521 §5.6.2.2). */
    public static final Set<String> CONDITIONAL = Set.of("/ipv4Addr", "/ipv6Prefix", "/macAddr48", "/pcfFqdn",
            "/pcfIpEndPoints", "/pcfDiamHost", "/pcfDiamRealm");

    private PcfBindingRules() {}

    /** The index columns of a binding that passed the rules. */
    public record BindingKeys(Long ipv4, String ipDomain, Ipv6Prefixes.Prefix ipv6, Long mac, String supi, String gpsi,
                              String dnn, String snssai) {}

    /** A PcfBinding body bound to the model, its UE and PCF addresses answered as conditional IEs. */
    public static Bound<PcfBinding> bind(JsonNode body) {
        return Bound.bind(body, PcfBinding.class, CONDITIONAL);
    }

    /** Checks the rules; answers the index columns. */
    public static BindingKeys check(PcfBinding b) {
        List<Violation> problems = new ArrayList<>();
        boolean v4 = b.ipv4Addr() != null;
        boolean v6 = b.ipv6Prefix() != null;
        boolean mac = b.macAddr48() != null;
        if (!v4 && !v6 && !mac) {
            for (String p : List.of("/ipv4Addr", "/ipv6Prefix", "/macAddr48")) {
                problems.add(Violations.missing(p, "one of ipv4Addr, ipv6Prefix, macAddr48 is mandatory"));
            }
        }
        if (mac && (v4 || v6 || b.addIpv6Prefixes() != null)) {
            problems.add(Violations.incorrect("/macAddr48", true, "an Ethernet PDU session's MAC address cannot come with IP addresses"));
        }
        if (b.addMacAddrs() != null && (v4 || v6)) {
            problems.add(Violations.incorrect("/addMacAddrs", true, "MAC addresses cannot come with IP addresses"));
        }
        boolean diamHost = b.pcfDiamHost() != null;
        boolean diamRealm = b.pcfDiamRealm() != null;
        if (b.pcfFqdn() == null && b.pcfIpEndPoints() == null && !diamHost && !diamRealm) {
            for (String p : List.of("/pcfFqdn", "/pcfIpEndPoints", "/pcfDiamHost")) {
                problems.add(Violations.missing(p, "one of pcfFqdn, pcfIpEndPoints, or pcfDiamHost with pcfDiamRealm is mandatory"));
            }
        } else if (diamHost != diamRealm) {
            problems.add(Violations.missing(diamHost ? "/pcfDiamRealm" : "/pcfDiamHost", "pcfDiamHost and pcfDiamRealm come together"));
        }
        if (b.paraCom() != null && b.paraCom().supi() == null && b.supi() == null) {
            problems.add(Violations.incorrect("/paraCom", false, "the SamePcf check needs a SUPI, in paraCom or in the binding"));
        }
        Violations.fits(problems, "/dnn", true, b.dnn(), PcfBindingStore.DNN_LENGTH);
        Violations.fits(problems, "/supi", false, b.supi(), PcfBindingStore.SUPI_LENGTH);
        Violations.fits(problems, "/gpsi", false, b.gpsi(), PcfBindingStore.GPSI_LENGTH);
        Violations.fits(problems, "/ipDomain", false, b.ipDomain(), PcfBindingStore.IP_DOMAIN_LENGTH);

        // The schema's patterns admit only what these parse; a refusal still is the consumer's 400, never a 500.
        Long ipv4 = null;
        Ipv6Prefixes.Prefix ipv6 = null;
        Long mac48 = null;
        try {
            ipv4 = v4 ? Ipv4Addrs.parse(b.ipv4Addr()) : null;
        } catch (IllegalArgumentException e) {
            problems.add(Violations.incorrect("/ipv4Addr", true, e.getMessage()));
        }
        try {
            ipv6 = v6 ? Ipv6Prefixes.parse(b.ipv6Prefix()) : null;
        } catch (IllegalArgumentException e) {
            problems.add(Violations.incorrect("/ipv6Prefix", true, e.getMessage()));
        }
        try {
            mac48 = mac ? MacAddr48s.parse(b.macAddr48()) : null;
        } catch (IllegalArgumentException e) {
            problems.add(Violations.incorrect("/macAddr48", true, e.getMessage()));
        }
        Violations.answer(problems);
        return new BindingKeys(ipv4, b.ipDomain() == null ? "" : b.ipDomain(), ipv6, mac48, b.supi(), b.gpsi(), b.dnn(),
                Snssais.key(b.snssai()));
    }
}
