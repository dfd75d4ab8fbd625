package dev.corebed.scp.service;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A 3gpp-Sbi-Routing-Binding header (TS 29.500 §5.2.3.2.6, §6.12): the binding level ({@code bl}: nf-instance, nf-set,
 * nfservice-instance, nfservice-set) and its parameters (nfinst, nfset, nfservinst, nfserviceset, servname...). The
 * SCP reselects within what it binds to when the target cannot serve.
 */
public record RoutingBinding(String level, Map<String, String> parameters) {

    public String nfSet() {
        return parameters.get("nfset");
    }

    public String nfInstance() {
        return parameters.get("nfinst");
    }

    /**
     * @throws IllegalArgumentException when the value does not follow the ABNF (bl= first, at least one parameter)
     */
    public static RoutingBinding parse(String value) {
        String[] parts = value.split(";");
        String first = parts[0].strip();
        if (!first.startsWith("bl=") || parts.length < 2) {
            throw new IllegalArgumentException("bl=<level> and at least one parameter expected");
        }
        String level = first.substring(3).strip().toLowerCase(Locale.ROOT);
        if (!level.equals("nf-instance") && !level.equals("nf-set") && !level.equals("nfservice-instance")
                && !level.equals("nfservice-set")) {
            throw new IllegalArgumentException("unknown binding level " + level);
        }
        Map<String, String> params = new HashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            int eq = p.indexOf('=');
            if (eq <= 0 || eq == p.length() - 1) {
                throw new IllegalArgumentException("parameter " + p + " is not name=token");
            }
            params.put(p.substring(0, eq).strip().toLowerCase(Locale.ROOT), p.substring(eq + 1).strip());
        }
        return new RoutingBinding(level, Map.copyOf(params));
    }
}
