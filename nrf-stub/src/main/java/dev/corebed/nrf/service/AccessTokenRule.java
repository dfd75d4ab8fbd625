package dev.corebed.nrf.service;

import java.util.List;

/**
 * One authorization rule of the NRF: requesters of these NF types may get access tokens for targets of
 * these NF types, with these scopes (service names such as nudm-sdm, or additional scopes). An empty
 * list matches anything. Bound from {@code stub.nrf.access-token.rules[n].*}.
 */
public record AccessTokenRule(List<String> requesterNfTypes, List<String> targetNfTypes, List<String> scopes) {

    public AccessTokenRule {
        requesterNfTypes = requesterNfTypes == null ? List.of() : List.copyOf(requesterNfTypes);
        targetNfTypes = targetNfTypes == null ? List.of() : List.copyOf(targetNfTypes);
        scopes = scopes == null ? List.of() : List.copyOf(scopes);
    }

    /** Whether the rule speaks of this requester and target; a null type (unknown) only matches an empty list. */
    boolean covers(String requesterNfType, String targetNfType) {
        return matches(requesterNfTypes, requesterNfType) && matches(targetNfTypes, targetNfType);
    }

    private static boolean matches(List<String> types, String type) {
        // List.copyOf lists throw on contains(null)
        return types.isEmpty() || type != null && types.contains(type);
    }

    /** Whether every requested scope is granted. */
    boolean grants(List<String> requested) {
        return scopes.isEmpty() || scopes.containsAll(requested);
    }
}
