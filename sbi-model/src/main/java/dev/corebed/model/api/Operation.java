package dev.corebed.model.api;

import java.util.List;

/**
 * One operation of a 3GPP service API as its OpenAPI file defines it: method, path template (the
 * server's base path included), operationId, and its query and path parameters. Generated per service
 * (e.g. {@code dev.corebed.model.ts29510.NnrfNfDiscovery.SEARCH_NF_INSTANCES}); routes declare it so the
 * parameters are checked before the handler runs.
 */
public record Operation(String method, String path, String operationId, List<Parameter> parameters) {

    public Operation {
        parameters = List.copyOf(parameters);
    }
}
