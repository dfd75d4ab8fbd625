package dev.corebed.scp.service;

import java.util.Locale;

/**
 * An apiRoot (TS 29.501 §4.4.1: {@code {scheme}://{authority}[/{prefix}]}), as in 3gpp-Sbi-Target-apiRoot (TS 29.500
 * §5.2.3.2.4) or built from an NF service's endpoint.
 *
 * @param tls       https
 * @param authority host[:port] as written (an IPv6 literal in brackets); the port is always present here
 * @param prefix    the path before the API name, "" or starting with "/" and not ending with one
 */
public record ApiRoot(boolean tls, String authority, String prefix) {

    /** The apiRoot as a URI prefix. */
    public String text() {
        return (tls ? "https://" : "http://") + authority + prefix;
    }

    /**
     * Parses a header value: {@code http(s)://host[:port][/prefix]} and nothing else (no query, no fragment, no user
     * info); the default port of the scheme is made explicit.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static ApiRoot parse(String value) {
        String v = value.strip();
        int sep = v.indexOf("://");
        if (sep < 0) {
            throw new IllegalArgumentException("not an apiRoot (scheme://host[:port][/prefix])");
        }
        String scheme = v.substring(0, sep).toLowerCase(Locale.ROOT);
        boolean tls;
        if (scheme.equals("https")) {
            tls = true;
        } else if (scheme.equals("http")) {
            tls = false;
        } else {
            throw new IllegalArgumentException("the scheme must be http or https");
        }
        String rest = v.substring(sep + 3);
        int slash = rest.indexOf('/');
        String authority = slash < 0 ? rest : rest.substring(0, slash);
        String prefix = slash < 0 ? "" : rest.substring(slash);
        if (authority.isEmpty() || authority.indexOf('@') >= 0 || rest.indexOf('?') >= 0 || rest.indexOf('#') >= 0
                || authority.indexOf(' ') >= 0) {
            throw new IllegalArgumentException("the authority must be host[:port], without user info, query or fragment");
        }
        String host;
        String port;
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("an IPv6 literal must end with ]");
            }
            host = authority.substring(0, close + 1);
            String after = authority.substring(close + 1);
            if (!after.isEmpty() && !after.startsWith(":")) {
                throw new IllegalArgumentException("after the IPv6 literal only :port may follow");
            }
            port = after.isEmpty() ? null : after.substring(1);
        } else {
            int colon = authority.lastIndexOf(':');
            host = colon < 0 ? authority : authority.substring(0, colon);
            port = colon < 0 ? null : authority.substring(colon + 1);
            if (host.indexOf(':') >= 0) {
                throw new IllegalArgumentException("an IPv6 address must be in brackets");
            }
        }
        if (host.isEmpty() || host.equals("[]")) {
            throw new IllegalArgumentException("the host is empty");
        }
        int p;
        if (port == null || port.isEmpty()) {
            p = tls ? 443 : 80;
        } else {
            try {
                p = Integer.parseInt(port);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the port is not a number");
            }
            if (p < 1 || p > 65535) {
                throw new IllegalArgumentException("the port is out of range");
            }
        }
        while (prefix.endsWith("/")) {
            prefix = prefix.substring(0, prefix.length() - 1);
        }
        return new ApiRoot(tls, host.toLowerCase(Locale.ROOT) + ":" + p, prefix);
    }
}
