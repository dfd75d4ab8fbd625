package dev.corebed.testkit;

import java.util.Arrays;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An AVP of a scripted Diameter answer, by name (as in the stub's dictionary) or by code and Vendor-Id; a
 * grouped one holds its members: {@code group("Subscription-Id", avp("Subscription-Id-Type", 0), avp("Subscription-Id-Data", "33600000001"))}.
 * The stub checks names and values against its dictionary when the answer is added.
 */
public final class AvpSpec {

    private final ObjectNode json;

    private AvpSpec(ObjectNode json) {
        this.json = json;
    }

    /** A simple AVP: a string, a number, an IP address as text, or {@code "0x..."} octets. */
    public static AvpSpec avp(String name, Object value) {
        return new AvpSpec(value(Wire.JSON.createObjectNode().put("name", name), value));
    }

    public static AvpSpec avp(long code, long vendorId, Object value) {
        return new AvpSpec(value(Wire.JSON.createObjectNode().put("code", code).put("vendorId", vendorId), value));
    }

    public static AvpSpec group(String name, AvpSpec... members) {
        ObjectNode n = Wire.JSON.createObjectNode().put("name", name);
        ArrayNode a = n.putArray("value");
        Arrays.stream(members).forEach(m -> a.add(m.json()));
        return new AvpSpec(n);
    }

    private static ObjectNode value(ObjectNode n, Object value) {
        if (value instanceof Double || value instanceof Float) {
            n.put("value", ((Number) value).doubleValue());
        } else if (value instanceof Number num) {
            n.put("value", num.longValue());
        } else {
            n.put("value", String.valueOf(value));
        }
        return n;
    }

    ObjectNode json() {
        return json.deepCopy();
    }

    @Override
    public String toString() {
        return json.toString();
    }
}
