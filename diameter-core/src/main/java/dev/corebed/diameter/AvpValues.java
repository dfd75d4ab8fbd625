package dev.corebed.diameter;

import dev.corebed.core.rules.RuleException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Date;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * AVPs as JSON, both ways, by the stub's {@link AvpDictionary}: the journal shows a received message's
 * AVPs ({@code {"code","vendorId","name","value"}}, grouped ones as arrays), and scripted answers write
 * AVPs given by name or code with a JSON value. Text formats are strings, numbers are numbers, Address
 * and Framed-IP-Address are IP literals, other octets are text when they are printable UTF-8 and
 * {@code "0x..."} otherwise.
 */
public final class AvpValues {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern IP_LITERAL = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");
    /** Grouped AVPs are read this deep; a deeper nesting is shown as octets. */
    private static final int MAX_DEPTH = 8;

    private final AvpDictionary dictionary;

    public AvpValues(AvpDictionary dictionary) {
        this.dictionary = dictionary;
    }

    // ---- reading ----

    /** The AVPs of a set as the journal shows them. */
    public ArrayNode toJson(AvpSet set) {
        return toJson(set, 0);
    }

    private ArrayNode toJson(AvpSet set, int depth) {
        ArrayNode out = NODES.arrayNode();
        for (Avp avp : set) {
            AvpDef def = dictionary.get(avp.getCode(), avp.getVendorId());
            ObjectNode n = out.addObject();
            n.put("code", avp.getCode());
            n.put("vendorId", avp.getVendorId());
            n.put("name", def == null ? null : def.name());
            n.set("value", value(avp, def, depth));
        }
        return out;
    }

    private JsonNode value(Avp avp, AvpDef def, int depth) {
        try {
            byte[] raw = avp.getRaw();
            AvpType type = def == null ? AvpType.OCTET_STRING : def.type();
            return switch (type) {
                case GROUPED -> depth < MAX_DEPTH ? toJson(avp.getGrouped(), depth + 1) : NODES.stringNode(hex(raw));
                case UTF8_STRING, DIAMETER_IDENTITY, DIAMETER_URI, IP_FILTER_RULE -> NODES.stringNode(new String(raw, StandardCharsets.UTF_8));
                case INTEGER32, ENUMERATED -> raw.length == 4 ? NODES.numberNode(avp.getInteger32()) : NODES.stringNode(hex(raw));
                case UNSIGNED32, TIME -> raw.length == 4 ? NODES.numberNode(avp.getUnsigned32()) : NODES.stringNode(hex(raw));
                case INTEGER64, UNSIGNED64 -> raw.length == 8 ? NODES.numberNode(avp.getInteger64()) : NODES.stringNode(hex(raw));
                case FLOAT32 -> raw.length == 4 ? NODES.numberNode(avp.getFloat32()) : NODES.stringNode(hex(raw));
                case FLOAT64 -> raw.length == 8 ? NODES.numberNode(avp.getFloat64()) : NODES.stringNode(hex(raw));
                case ADDRESS -> NODES.stringNode(address(raw));
                case OCTET_STRING -> NODES.stringNode(octets(avp, raw));
            };
        } catch (AvpDataException | RuntimeException e) {
            return NODES.nullNode();
        }
    }

    /** Every value of the AVPs of that name or code (decimal) in the set and its grouped AVPs, as text. */
    public List<String> find(AvpSet set, String nameOrCode) {
        List<String> out = new ArrayList<>();
        int code;
        long vendor;
        if (!nameOrCode.isEmpty() && nameOrCode.chars().allMatch(Character::isDigit)) {
            code = Integer.parseInt(nameOrCode);
            vendor = -1;
        } else {
            AvpDef def = dictionary.byName(nameOrCode);
            if (def == null) {
                return out;
            }
            code = def.code();
            vendor = def.vendorId();
        }
        find(set, code, vendor, out, 0);
        return out;
    }

    private void find(AvpSet set, int code, long vendor, List<String> out, int depth) {
        for (Avp avp : set) {
            AvpDef def = dictionary.get(avp.getCode(), avp.getVendorId());
            if (avp.getCode() == code && (vendor < 0 || avp.getVendorId() == vendor)) {
                JsonNode v = value(avp, def, MAX_DEPTH);
                if (v != null && !v.isNull() && !v.isArray()) {
                    out.add(v.isString() ? v.asString() : v.toString());
                }
            }
            if (def != null && def.type() == AvpType.GROUPED && depth < MAX_DEPTH) {
                try {
                    find(avp.getGrouped(), code, vendor, out, depth + 1);
                } catch (AvpDataException | RuntimeException malformed) {
                    // a grouped AVP whose members do not parse has nothing to find in it
                }
            }
        }
    }

    private static String octets(Avp avp, byte[] raw) {
        if (avp.getCode() == Avps.FRAMED_IP_ADDRESS.code() && avp.getVendorId() == 0 && raw.length == 4) {
            return address4(raw);
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(raw)).toString();
            if (text.chars().allMatch(c -> c >= 0x20 && c != 0x7f)) {
                return text;
            }
        } catch (CharacterCodingException notText) {
            // shown as hex
        }
        return hex(raw);
    }

    private static String address(byte[] raw) {
        if (raw.length == 6 && raw[0] == 0 && raw[1] == 1 || raw.length == 18 && raw[0] == 0 && raw[1] == 2) {
            byte[] ip = new byte[raw.length - 2];
            System.arraycopy(raw, 2, ip, 0, ip.length);
            try {
                return InetAddress.getByAddress(ip).getHostAddress();
            } catch (UnknownHostException e) {
                return hex(raw);
            }
        }
        return hex(raw);
    }

    private static String address4(byte[] raw) {
        return (raw[0] & 0xff) + "." + (raw[1] & 0xff) + "." + (raw[2] & 0xff) + "." + (raw[3] & 0xff);
    }

    private static String hex(byte[] raw) {
        return "0x" + HexFormat.of().formatHex(raw);
    }

    // ---- writing ----

    /** One AVP to write: its definition (or a bare code and vendor) and its value in the AVP's format. */
    record Prepared(int code, long vendorId, boolean mandatory, AvpType type, Object value) {}

    /**
     * Resolves and converts an AVP of a scripted answer ({@code {"name"|"code","vendorId","value"}});
     * problems are named under {@code pointer}.
     */
    Prepared prepare(String name, Long code, Long vendorId, JsonNode value, String pointer) {
        AvpDef def;
        if (name != null) {
            def = dictionary.byName(name);
            if (def == null) {
                throw new RuleException(pointer + "/name", "no AVP " + name + " in this stub's dictionary");
            }
            if (code != null && code != def.code()) {
                throw new RuleException(pointer + "/code", name + " is AVP " + def.code());
            }
        } else {
            long vendor = vendorId == null ? 0 : vendorId;
            def = dictionary.get(code.intValue(), vendor);
            if (def == null) {
                // not in the dictionary: written as given, octets, without the M bit
                return new Prepared(code.intValue(), vendor, false, AvpType.OCTET_STRING,
                        octetsOf(value, pointer + "/value", false));
            }
        }
        return new Prepared(def.code(), def.vendorId(), def.mandatory(), def.type(), convert(def, value, pointer + "/value"));
    }

    private Object convert(AvpDef def, JsonNode value, String pointer) {
        String text = value.isString() ? value.asString() : value.toString();
        return switch (def.type()) {
            case GROUPED -> {
                if (!value.isArray()) {
                    throw new RuleException(pointer, def.name() + " is Grouped: an array of AVPs");
                }
                List<Prepared> members = new ArrayList<>();
                for (int i = 0; i < value.size(); i++) {
                    JsonNode m = value.get(i);
                    String at = pointer + "/" + i;
                    if (!m.isObject() || !m.has("value") || !m.has("name") && !m.has("code")) {
                        throw new RuleException(at, "an AVP: {\"name\" or \"code\", \"vendorId\", \"value\"}");
                    }
                    for (String field : m.propertyNames()) {
                        if (!List.of("name", "code", "vendorId", "value").contains(field)) {
                            throw new RuleException(at + "/" + field, "unknown field");
                        }
                    }
                    members.add(prepare(m.has("name") ? m.get("name").asString() : null,
                            m.has("code") ? m.get("code").asLong() : null,
                            m.has("vendorId") ? m.get("vendorId").asLong() : null, m.get("value"), at));
                }
                yield members;
            }
            case UTF8_STRING, DIAMETER_IDENTITY, DIAMETER_URI, IP_FILTER_RULE -> text.getBytes(StandardCharsets.UTF_8);
            case OCTET_STRING -> octetsOf(value, pointer, def.code() == Avps.FRAMED_IP_ADDRESS.code() && def.vendorId() == 0);
            case INTEGER32, ENUMERATED, UNSIGNED32, INTEGER64, UNSIGNED64 -> number(text, def, pointer);
            case TIME -> {
                if (value.isNumber()) {
                    yield value.asLong();
                }
                try {
                    yield Date.from(OffsetDateTime.parse(text).toInstant());
                } catch (DateTimeParseException e) {
                    throw new RuleException(pointer, def.name() + " is a Time: an RFC 3339 time or NTP seconds");
                }
            }
            case FLOAT32, FLOAT64 -> {
                try {
                    yield Double.parseDouble(text);
                } catch (NumberFormatException e) {
                    throw new RuleException(pointer, def.name() + " is a number");
                }
            }
            case ADDRESS -> {
                if (!IP_LITERAL.matcher(text).matches()) {
                    throw new RuleException(pointer, def.name() + " is an Address: an IPv4 or IPv6 literal");
                }
                try {
                    yield InetAddress.getByName(text); // a literal: no name lookup
                } catch (UnknownHostException e) {
                    throw new RuleException(pointer, def.name() + " is an Address: an IPv4 or IPv6 literal");
                }
            }
        };
    }

    private static long number(String text, AvpDef def, String pointer) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new RuleException(pointer, def.name() + " is a number");
        }
    }

    private static byte[] octetsOf(JsonNode value, String pointer, boolean ipv4) {
        String text = value.isString() ? value.asString() : value.toString();
        if (text.startsWith("0x")) {
            try {
                return HexFormat.of().parseHex(text.substring(2));
            } catch (IllegalArgumentException e) {
                throw new RuleException(pointer, "\"0x\" and an even number of hex digits");
            }
        }
        if (ipv4 && text.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
            String[] parts = text.split("\\.");
            byte[] b = new byte[4];
            for (int i = 0; i < 4; i++) {
                b[i] = (byte) Integer.parseInt(parts[i]);
            }
            return b;
        }
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Writes a prepared AVP into a set. */
    @SuppressWarnings("unchecked")
    static void add(AvpSet set, Prepared p) {
        switch (p.type()) {
            case GROUPED -> {
                AvpSet g = set.addGroupedAvp(p.code(), p.vendorId(), p.mandatory(), false);
                ((List<Prepared>) p.value()).forEach(m -> add(g, m));
            }
            case INTEGER32, ENUMERATED -> set.addAvp(p.code(), (int) (long) (Long) p.value(), p.vendorId(), p.mandatory(), false);
            case UNSIGNED32 -> set.addAvp(p.code(), (Long) p.value(), p.vendorId(), p.mandatory(), false, true);
            case INTEGER64, UNSIGNED64 -> set.addAvp(p.code(), (Long) p.value(), p.vendorId(), p.mandatory(), false, false);
            case TIME -> {
                if (p.value() instanceof Date d) {
                    set.addAvp(p.code(), d, p.vendorId(), p.mandatory(), false);
                } else {
                    set.addAvp(p.code(), (Long) p.value(), p.vendorId(), p.mandatory(), false, true);
                }
            }
            case FLOAT32 -> set.addAvp(p.code(), (float) (double) (Double) p.value(), p.vendorId(), p.mandatory(), false);
            case FLOAT64 -> set.addAvp(p.code(), (double) (Double) p.value(), p.vendorId(), p.mandatory(), false);
            case ADDRESS -> set.addAvp(p.code(), (InetAddress) p.value(), p.vendorId(), p.mandatory(), false);
            default -> set.addAvp(p.code(), (byte[]) p.value(), p.vendorId(), p.mandatory(), false);
        }
    }
}
