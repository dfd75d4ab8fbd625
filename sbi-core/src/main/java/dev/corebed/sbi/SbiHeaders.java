package dev.corebed.sbi;

import java.util.function.BiConsumer;

/** Request headers as handlers see them, whatever the HTTP version. Names are case-insensitive. */
public interface SbiHeaders {

    /** First value of the header, or null. */
    String get(String name);

    /** Every header, names in lower case (HTTP/2 pseudo-headers excluded). */
    void forEach(BiConsumer<String, String> action);

    /** Like {@link #forEach}, as the transport holds them (no String made per header; names may be in any case). */
    default void forEachRaw(BiConsumer<CharSequence, CharSequence> action) {
        forEach(action::accept);
    }

    /** The 3gpp-Sbi-* headers of TS 29.500 §5.2.3, passed through untouched to handlers. */
    default java.util.Map<String, String> sbiHeaders() {
        var map = new java.util.LinkedHashMap<String, String>();
        forEach((n, v) -> {
            if (n.startsWith("3gpp-sbi-")) {
                map.putIfAbsent(n, v);
            }
        });
        return map;
    }
}
