package dev.corebed.sbi;

import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http2.Http2Headers;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;

/** Netty's header maps seen as {@link SbiHeaders}; shared by the SBI server and client. */
public final class NettyHeaders {

    private NettyHeaders() {}

    public static SbiHeaders of(Http2Headers headers) {
        return new H2(headers);
    }

    public static SbiHeaders of(HttpHeaders headers) {
        return new H1(headers);
    }

    /** HTTP/2 header names are lower case on the wire, so lookups lower-case the name once. */
    private record H2(Http2Headers headers) implements SbiHeaders {
        @Override
        public String get(String name) {
            CharSequence v = headers.get(name.toLowerCase(Locale.ROOT));
            return v == null ? null : v.toString();
        }

        @Override
        public void forEach(BiConsumer<String, String> action) {
            headers.forEach(e -> {
                CharSequence k = e.getKey();
                if (k.length() > 0 && k.charAt(0) != ':') {
                    action.accept(k.toString(), e.getValue().toString());
                }
            });
        }

        @Override
        public void forEachRaw(BiConsumer<CharSequence, CharSequence> action) {
            headers.forEach(e -> {
                CharSequence k = e.getKey();
                if (k.length() > 0 && k.charAt(0) != ':') {
                    action.accept(k, e.getValue());
                }
            });
        }
    }

    private record H1(HttpHeaders headers) implements SbiHeaders {
        @Override
        public String get(String name) {
            return headers.get(name);
        }

        @Override
        public void forEach(BiConsumer<String, String> action) {
            for (Map.Entry<String, String> e : headers) {
                action.accept(e.getKey().toLowerCase(Locale.ROOT), e.getValue());
            }
        }
    }
}
