// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_AccessToken.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.510 TS29510_Nnrf_AccessToken.yaml: path, operationId, query and path parameters. */
public final class NnrfAccessToken {

    private NnrfAccessToken() {}

    public static final Operation ACCESS_TOKEN_REQUEST = new Operation("POST", "/oauth2/token", "AccessTokenRequest", List.of());
}
