package dev.corebed.diameter;

import java.util.Set;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.impl.parser.ElementParser;

/**
 * The AVP checks of one command's requests, against the node's dictionary and the command's ABNF
 * ({@link Command#required()}, {@link Command#single()}); the first problem met, in AVP order, is the
 * answer (RFC 6733 §7.5: Failed-AVP names the first AVP that could not be processed):
 * <ul>
 *   <li>an AVP with the M bit that the dictionary does not know, at any depth: 5001 DIAMETER_AVP_UNSUPPORTED
 *       (§4.1: a client, server, proxy or translation agent must reject it);</li>
 *   <li>a second instance of a single-valued AVP of the command: 5009 DIAMETER_AVP_OCCURS_TOO_MANY_TIMES,
 *       that instance in Failed-AVP (§7.1.5);</li>
 *   <li>a required AVP missing: 5005 DIAMETER_MISSING_AVP, a zero-filled example in Failed-AVP;</li>
 *   <li>a known AVP whose data does not fit its format or closed value set: 5004 or 5014. A node serving
 *       the command checks every AVP so; a proxy ({@code forwarded}) only the AVPs it routes on (Session-Id,
 *       Origin-Host, Origin-Realm, Destination-Host, Destination-Realm, Route-Record): the values of the
 *       application's AVPs are the server's to judge, and a proxy reads grouped AVPs on a copy, so that
 *       what it forwards goes out octet for octet.</li>
 * </ul>
 * Occurrences are checked among the request's own AVPs, not inside grouped ones.
 */
final class RequestValidator {

    /** Grouped AVPs are checked this deep; a deeper nesting is left to the handler. */
    private static final int MAX_DEPTH = 6;
    /** Decodes grouped AVPs of forwarded requests into copies (the AVP itself keeps its octets). */
    private static final ElementParser PARSER = new ElementParser();
    private static final Set<AvpDef> ROUTING = Set.of(Avps.SESSION_ID, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_HOST, Avps.DESTINATION_REALM, Avps.ROUTE_RECORD);

    private final AvpDictionary dictionary;
    private final Command command;
    private final boolean forwarded;
    /** The dictionary keys of the command's single-valued AVPs; an AVP's index here is its bit in the "seen" mask. */
    private final long[] singles;

    RequestValidator(AvpDictionary dictionary, Command command, boolean forwarded) {
        this.dictionary = dictionary;
        this.command = command;
        this.forwarded = forwarded;
        this.singles = command.single().stream().mapToLong(d -> AvpDictionary.key(d.code(), d.vendorId())).toArray();
    }

    /** The first problem of the request's AVPs; null when there is none. */
    DiameterException check(AvpSet avps) {
        long seen = 0;
        for (Avp avp : avps) {
            int slot = slot(AvpDictionary.key(avp.getCode(), avp.getVendorId()));
            if (slot >= 0) {
                long bit = 1L << slot;
                if ((seen & bit) != 0) {
                    return DiameterException.occursTooManyTimes(avp);
                }
                seen |= bit;
            }
            DiameterException invalid = forwarded ? checkForwarded(avp, 0) : checkServed(avp, 0);
            if (invalid != null) {
                return invalid;
            }
        }
        for (AvpDef required : command.required()) {
            if (required.find(avps) == null) {
                return DiameterException.missingAvp(required);
            }
        }
        return null;
    }

    private int slot(long key) {
        for (int i = 0; i < singles.length; i++) {
            if (singles[i] == key) {
                return i;
            }
        }
        return -1;
    }

    private DiameterException checkServed(Avp avp, int depth) {
        AvpDef def = dictionary.get(avp.getCode(), avp.getVendorId());
        if (def == null) {
            return avp.isMandatory() ? DiameterException.avpUnsupported(avp) : null;
        }
        DiameterException invalid = def.check(avp);
        if (invalid != null || def.type() != AvpType.GROUPED || depth >= MAX_DEPTH) {
            return invalid;
        }
        try {
            for (Avp member : def.grouped(avp)) {
                invalid = checkServed(member, depth + 1);
                if (invalid != null) {
                    return invalid;
                }
            }
            return null;
        } catch (DiameterException e) {
            return e;
        }
    }

    private DiameterException checkForwarded(Avp avp, int depth) {
        AvpDef def = dictionary.get(avp.getCode(), avp.getVendorId());
        if (def == null) {
            return avp.isMandatory() ? DiameterException.avpUnsupported(avp) : null;
        }
        if (depth == 0 && ROUTING.contains(def)) {
            return def.check(avp);
        }
        if (def.type() != AvpType.GROUPED || depth >= MAX_DEPTH) {
            return null;
        }
        AvpSet members;
        try {
            byte[] raw = avp.getRaw();
            members = raw.length == 0 ? avp.getGrouped() : PARSER.decodeAvpSet(raw);
        } catch (AvpDataException | RuntimeException e) {
            return DiameterException.invalidAvpLength(avp, "its members do not parse");
        }
        for (Avp member : members) {
            DiameterException invalid = checkForwarded(member, depth + 1);
            if (invalid != null) {
                return invalid;
            }
        }
        return null;
    }
}
