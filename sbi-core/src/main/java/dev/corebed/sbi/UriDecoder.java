package dev.corebed.sbi;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Strict percent-decoding (RFC 3986 §2.1) of path segments, query strings and form bodies, the decoded
 * octets read as UTF-8 with a REPORTING decoder.
 *
 * <p>Written here rather than taken from a library because the ones at hand are lenient where an SBI
 * peer must be strict: Netty's {@code QueryStringDecoder} and the JDK's {@code URLDecoder} both replace
 * bytes that are not UTF-8 with U+FFFD (so {@code %C0%AF} or {@code %FF} would reach a handler as a
 * plausible value), and throw an unchecked exception on {@code %zz} that nothing maps to a 400. Every
 * component is decoded once; one without {@code %}, {@code +} or non-ASCII characters costs a scan and a
 * substring.
 *
 * <p>Raw octets above 0x7F in a request-target (HTTP/1.1 request lines and HTTP/2 {@code :path} values
 * reach us as ISO-8859-1 characters) are taken as the UTF-8 bytes they are, so a path id sent as raw
 * UTF-8 and the same id percent-encoded decode alike, and raw bytes that are not UTF-8 are refused alike.
 */
public final class UriDecoder {

    private UriDecoder() {}

    /**
     * A component that is not a valid percent-encoded UTF-8 string. {@code component} is its raw text or, from
     * {@link #decodeForm}, the parameter's name (decoded, or raw when the name itself does not decode).
     */
    public static final class MalformedException extends IllegalArgumentException {
        private final String component;

        MalformedException(String component, String reason) {
            super(reason, null);
            this.component = component;
        }

        public String component() {
            return component;
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this; // control flow, not a bug
        }
    }

    /** One path segment: {@code +} is a plus sign there. */
    public static String decodePathSegment(String segment) {
        return decode(segment, 0, segment.length(), false);
    }

    /** True when every escape of the path is well formed and its octets are UTF-8. */
    public static boolean isWellFormedPath(String path) {
        try {
            decode(path, 0, path.length(), false);
            return true;
        } catch (MalformedException e) {
            return false;
        }
    }

    /**
     * A query string or an application/x-www-form-urlencoded body: {@code name=value} pairs separated by
     * {@code &}, {@code +} meaning a space (the HTML form convention that Netty applied before; SBI clients
     * percent-encode both), names as sent, repeated names kept in order. Empty pairs ({@code a=1&&b=2}) are
     * skipped; a pair without {@code =} has the empty value.
     *
     * @throws MalformedException naming the first parameter that does not decode
     */
    public static Map<String, List<String>> decodeForm(String raw) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        int len = raw.length();
        int start = 0;
        while (start <= len) {
            int amp = raw.indexOf('&', start);
            int end = amp < 0 ? len : amp;
            if (end > start) {
                int eq = raw.indexOf('=', start);
                int nameEnd = eq < 0 || eq > end ? end : eq;
                String name;
                try {
                    name = decode(raw, start, nameEnd, true);
                } catch (MalformedException e) {
                    throw new MalformedException(raw.substring(start, nameEnd), e.getMessage());
                }
                String value;
                try {
                    value = nameEnd == end ? "" : decode(raw, nameEnd + 1, end, true);
                } catch (MalformedException e) {
                    throw new MalformedException(name, e.getMessage());
                }
                params.computeIfAbsent(name, k -> new ArrayList<>(1)).add(value);
            }
            start = end + 1;
        }
        return params;
    }

    private static String decode(String s, int from, int to, boolean plusIsSpace) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%' || c >= 0x80 || (plusIsSpace && c == '+')) {
                break;
            }
            i++;
        }
        if (i == to) {
            return s.substring(from, to);
        }
        // Slow path: collect octets. A character above 0xFF (only from a caller passing decoded text) takes
        // at most 3 bytes in UTF-8, a surrogate pair 4 for 2 chars: 3 per char is enough.
        byte[] bytes = new byte[(to - from) * 3];
        int n = 0;
        boolean ascii = true;
        for (int j = from; j < i; j++) {
            bytes[n++] = (byte) s.charAt(j);
        }
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%') {
                if (i + 2 >= to) {
                    throw new MalformedException(s.substring(from, to), "incomplete percent-encoding at the end of " + quote(s, from, to));
                }
                int hi = Character.digit(s.charAt(i + 1), 16);
                int lo = Character.digit(s.charAt(i + 2), 16);
                if (hi < 0 || lo < 0) {
                    throw new MalformedException(s.substring(from, to), "malformed percent-encoding '" + s.substring(i, i + 3) + "' in " + quote(s, from, to));
                }
                int b = (hi << 4) | lo;
                ascii &= b < 0x80;
                bytes[n++] = (byte) b;
                i += 3;
            } else if (c == '+' && plusIsSpace) {
                bytes[n++] = ' ';
                i++;
            } else if (c <= 0xFF) {
                ascii &= c < 0x80;
                bytes[n++] = (byte) c;
                i++;
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < to ? i + 2 : i + 1;
                byte[] utf8 = s.substring(i, end).getBytes(StandardCharsets.UTF_8);
                ascii = false;
                System.arraycopy(utf8, 0, bytes, n, utf8.length);
                n += utf8.length;
                i = end;
            }
        }
        if (ascii) {
            return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
        }
        try {
            // newDecoder() reports malformed input (overlong forms, surrogates, truncated sequences) instead of replacing it.
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, 0, n)).toString();
        } catch (CharacterCodingException e) {
            throw new MalformedException(s.substring(from, to), "not UTF-8 once percent-decoded: " + quote(s, from, to));
        }
    }

    /** The raw component for an error detail, cut short: a fuzzer's 5,000-character value need not come back whole. */
    private static String quote(String s, int from, int to) {
        return to - from <= 64 ? "'" + s.substring(from, to) + "'" : "'" + s.substring(from, from + 64) + "...'";
    }
}
