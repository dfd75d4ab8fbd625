package dev.corebed.testkit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A Diameter request in the journal.
 *
 * @param service    the application ({@code gx}, {@code rx}, {@code sy}, {@code sh})
 * @param operation  the command, with its request type for Credit-Control ({@code CCR-I}, {@code AAR})
 * @param peer       the Origin-Host of the peer that sent it
 * @param avps       the request's AVPs, in order, grouped ones with their members
 * @param resultCode the Result-Code or Experimental-Result-Code answered; null when nothing was
 * @param vendorId   the Experimental-Result's Vendor-Id, null for a Result-Code
 */
public record DiameterEntry(long id, Instant time, String nf, String service, String operation, String peer,
                            String sessionId, List<Avp> avps, Long resultCode, boolean experimental, Long vendorId,
                            String fault, String answer, long durationMicros, JsonNode json) implements JournalEntry {

    /**
     * One AVP: its code, Vendor-Id (0 for IETF), name in the stub's dictionary, and value (a string or number;
     * for a grouped AVP an array, also given as {@code members}).
     */
    public record Avp(long code, long vendorId, String name, JsonNode value, List<Avp> members) {

        static Avp of(JsonNode n) {
            JsonNode value = n.get("value");
            List<Avp> members = new ArrayList<>();
            if (value != null && value.isArray()) {
                value.forEach(m -> members.add(of(m)));
            }
            return new Avp(n.path("code").asLong(), n.path("vendorId").asLong(), JournalEntry.text(n, "name"), value,
                    List.copyOf(members));
        }

        public boolean grouped() {
            return value != null && value.isArray();
        }

        /** The value as text ({@code "001010000000001"}, {@code "10.45.0.9"}, {@code "1"}). */
        public String asString() {
            return value == null || value.isNull() ? null : grouped() ? value.toString() : value.asString();
        }

        public long asLong() {
            return value.asLong();
        }

        /** A member of this grouped AVP (searched at any depth), by name or code. */
        public Optional<Avp> member(String nameOrCode) {
            return find(members, nameOrCode);
        }

        boolean is(String nameOrCode) {
            return nameOrCode.equalsIgnoreCase(name) || nameOrCode.equals(String.valueOf(code));
        }
    }

    static DiameterEntry of(JsonNode n) {
        List<Avp> avps = new ArrayList<>();
        n.path("avps").forEach(a -> avps.add(Avp.of(a)));
        return new DiameterEntry(n.path("id").asLong(), Instant.parse(n.path("time").asString()), JournalEntry.text(n, "nf"),
                JournalEntry.text(n, "service"), JournalEntry.text(n, "operation"), JournalEntry.text(n, "peer"),
                JournalEntry.text(n, "sessionId"), List.copyOf(avps), JournalEntry.number(n, "resultCode"),
                n.path("experimental").asBoolean(false), JournalEntry.number(n, "vendorId"), JournalEntry.text(n, "fault"),
                JournalEntry.text(n, "answer"), n.path("durationMicros").asLong(), n);
    }

    @Override
    public Long answered() {
        return resultCode;
    }

    /** The first AVP of this name or code, at any depth (inside grouped AVPs too). */
    public Optional<Avp> avp(String nameOrCode) {
        return find(avps, nameOrCode);
    }

    /** Every AVP of this name or code, at any depth, in message order. */
    public List<Avp> avps(String nameOrCode) {
        List<Avp> out = new ArrayList<>();
        collect(avps, nameOrCode, out);
        return out;
    }

    private static Optional<Avp> find(List<Avp> avps, String nameOrCode) {
        List<Avp> out = new ArrayList<>();
        collect(avps, nameOrCode, out);
        return out.stream().findFirst();
    }

    private static void collect(List<Avp> avps, String nameOrCode, List<Avp> out) {
        for (Avp a : avps) {
            if (a.is(nameOrCode)) {
                out.add(a);
            }
            collect(a.members(), nameOrCode, out);
        }
    }

    @Override
    public String summary() {
        return "#" + id + " " + (operation != null ? operation : "?") + (service != null ? " (" + service + ")" : "")
                + " from " + peer + " → " + (resultCode == null ? "no answer" : resultCode + (experimental ? " (experimental)" : ""))
                + (answer != null ? " [scripted answer " + answer + "]" : "") + (fault != null ? " [fault " + fault + "]" : "");
    }
}
