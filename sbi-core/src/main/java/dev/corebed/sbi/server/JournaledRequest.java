package dev.corebed.sbi.server;

import dev.corebed.core.journal.JournalPayload;
import dev.corebed.core.rules.Identities;
import dev.corebed.sbi.SbiHeaders;
import io.netty.util.AsciiString;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An SBI request as the journal keeps it: method, URI and headers copied as bytes into one array (each a
 * 16-bit length and its octets, as received), and the body bytes (a copy of the first
 * {@code journal.max-body-size} when longer). A full ring of these is a few objects per request for the
 * garbage collector to walk, where the transport's header maps are dozens; the copy costs less than walking
 * them would. Decoded back into a request view the first time the journal reads it.
 */
final class JournaledRequest implements JournalPayload {

    private final byte[] head;
    private final byte[] body;
    private final boolean truncated;
    private SbiRequestView view;

    private JournaledRequest(byte[] head, byte[] body, boolean truncated) {
        this.head = head;
        this.body = body;
        this.truncated = truncated;
    }

    static JournaledRequest of(String method, String uri, SbiHeaders headers, byte[] body, int maxBody) {
        int[] size = {length(method) + length(uri)};
        headers.forEachRaw((name, value) -> size[0] += length(name) + length(value));
        byte[] head = new byte[size[0]];
        int[] at = {put(head, put(head, 0, method), uri)};
        headers.forEachRaw((name, value) -> at[0] = put(head, put(head, at[0], name), value));
        boolean truncated = body.length > maxBody;
        return new JournaledRequest(head, truncated ? Arrays.copyOf(body, maxBody) : body, truncated);
    }

    /** A forwarded request, copied when it arrives (the forwarder changes its headers and passes its body on). */
    static JournaledRequest of(String method, String uri, SbiHeaders headers, io.netty.buffer.ByteBuf body, int maxBody) {
        int n = body.readableBytes();
        boolean truncated = n > maxBody;
        byte[] bytes = io.netty.buffer.ByteBufUtil.getBytes(body, body.readerIndex(), truncated ? maxBody : n);
        JournaledRequest r = of(method, uri, headers, bytes, Integer.MAX_VALUE);
        return truncated ? new JournaledRequest(r.head, bytes, true) : r;
    }

    private static int length(CharSequence s) {
        return 2 + Math.min(s.length(), 0xffff);
    }

    /** Writes a 16-bit length and the octets of {@code s} (chars above 0xff do not occur in HTTP headers). */
    private static int put(byte[] out, int at, CharSequence s) {
        int n = Math.min(s.length(), 0xffff);
        out[at] = (byte) (n >>> 8);
        out[at + 1] = (byte) n;
        at += 2;
        if (s instanceof AsciiString a) {
            System.arraycopy(a.array(), a.arrayOffset(), out, at, n);
        } else {
            for (int i = 0; i < n; i++) {
                out[at + i] = (byte) s.charAt(i);
            }
        }
        return at + n;
    }

    /** The request decoded; racing readers may decode it twice, to equal views. */
    private SbiRequestView view() {
        SbiRequestView v = view;
        if (v == null) {
            List<String> fields = new ArrayList<>();
            int at = 0;
            while (at < head.length) {
                int n = (head[at] & 0xff) << 8 | head[at + 1] & 0xff;
                fields.add(new String(head, at + 2, n, StandardCharsets.ISO_8859_1));
                at += 2 + n;
            }
            v = new SbiRequestView(fields.get(0), fields.get(1), new Headers(fields.subList(2, fields.size())),
                    truncated ? new byte[0] : body);
            view = v;
        }
        return v;
    }

    /** Header names and values in pairs. */
    private record Headers(List<String> pairs) implements SbiHeaders {
        @Override
        public String get(String name) {
            for (int i = 0; i < pairs.size(); i += 2) {
                if (pairs.get(i).equalsIgnoreCase(name)) {
                    return pairs.get(i + 1);
                }
            }
            return null;
        }

        @Override
        public void forEach(BiConsumer<String, String> action) {
            for (int i = 0; i < pairs.size(); i += 2) {
                action.accept(pairs.get(i).toLowerCase(Locale.ROOT), pairs.get(i + 1));
            }
        }
    }

    @Override
    public String transport() {
        return SBI;
    }

    @Override
    public String method() {
        return view().method();
    }

    @Override
    public String path() {
        return view().path();
    }

    @Override
    public List<String> queryValues(String name) {
        return view().queryValues(name);
    }

    @Override
    public String header(String name) {
        return view().header(name);
    }

    /** Null for a truncated body: what is kept of it is not JSON. */
    @Override
    public JsonNode json() {
        return view().json();
    }

    @Override
    public List<String> identities(Identities.Kind kind) {
        return view().identities(kind);
    }

    @Override
    public void writeTo(ObjectNode entry) {
        SbiRequestView v = view();
        entry.put("method", v.method());
        entry.put("path", v.path());
        ObjectNode q = entry.putObject("query");
        for (Map.Entry<String, List<String>> p : v.query().entrySet()) {
            var values = q.putArray(p.getKey());
            p.getValue().forEach(values::add);
        }
        String raw = v.undecodableQuery();
        if (raw != null) {
            entry.put("rawQuery", raw);
        }
        ObjectNode h = entry.putObject("headers");
        v.headers.forEach((name, value) -> {
            JsonNode seen = h.get(name);
            h.put(name, seen == null ? value : seen.asString() + ", " + value);
        });
        JsonNode parsed = v.json();
        if (body.length == 0) {
            entry.putNull("body");
        } else if (parsed != null) {
            entry.set("body", parsed);
        } else {
            String text = utf8(body);
            if (text != null) {
                entry.put("body", text);
            } else {
                entry.put("body", Base64.getEncoder().encodeToString(body));
                entry.put("bodyEncoding", "base64");
            }
        }
        if (truncated) {
            entry.put("truncated", true);
        }
    }

    /** The bytes as text when they are UTF-8 (a truncated body may end inside a character: that is kept as text too). */
    private String utf8(byte[] bytes) {
        int end = bytes.length;
        for (int cut = 0; cut < 4 && end > 0; cut++) {
            try {
                return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, end)).toString();
            } catch (CharacterCodingException e) {
                if (!truncated) {
                    return null;
                }
                end--;
            }
        }
        return null;
    }
}
