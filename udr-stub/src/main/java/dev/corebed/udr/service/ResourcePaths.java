package dev.corebed.udr.service;

import java.net.URI;

/**
 * Resource keys: what a subscription watches and what a change touches, as the path of the resource URI
 * from {@code /policy-data/} on, percent-decoded and without a trailing slash
 * ({@code /policy-data/ues/imsi-001010000000001/sm-data}), so that a monitored URI matches whatever apiRoot
 * and API version ({@code /nudr-dr/v1}, {@code /nudr-dr/v2}) the subscriber wrote in it.
 */
final class ResourcePaths {

    static final String POLICY_DATA = "/policy-data/";
    static final String UES = "/policy-data/ues/";
    /** The longest key the data tier holds (policy_data_subscription_resources.resource). */
    static final int MAX_KEY = 512;

    private ResourcePaths() {}

    /** The key of a resource URI, or null when it is no URI or names nothing under /policy-data/. */
    static String key(String uri) {
        URI u;
        try {
            u = new URI(uri);
        } catch (java.net.URISyntaxException e) {
            return null;
        }
        String path = u.getPath();
        if (path == null) {
            return null;
        }
        int at = path.indexOf(POLICY_DATA);
        if (at < 0) {
            return null;
        }
        String key = path.substring(at);
        while (key.endsWith("/")) {
            key = key.substring(0, key.length() - 1);
        }
        return key;
    }

    /** What precedes /policy-data/ in a URI ({@code http://udr:8085/nudr-dr/v2}), to build sibling URIs. */
    static String base(String uri) {
        int at = uri.indexOf(POLICY_DATA);
        return at < 0 ? "" : uri.substring(0, at);
    }

    /** The key of a UE's resource: {@code /policy-data/ues/{ueId}} plus "/" + resource unless resource is empty. */
    static String ue(String ueId, String resource) {
        return resource.isEmpty() ? UES + ueId : UES + ueId + "/" + resource;
    }

    /** True when {@code watched} is {@code key} or one of its ancestors. */
    static boolean covers(String watched, String key) {
        return key.equals(watched) || key.startsWith(watched + "/");
    }
}
