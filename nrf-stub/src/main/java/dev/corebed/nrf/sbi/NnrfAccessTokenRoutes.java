package dev.corebed.nrf.sbi;

import dev.corebed.model.ts29510.NnrfAccessToken;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nnrf_AccessToken (TS29510_Nnrf_AccessToken.yaml): the OAuth2 token endpoint under {nrfApiRoot}/oauth2,
 * service name nnrf-oauth2, and beside it the JWK Set that lets other stubs verify the tokens.
 */
@Component
public class NnrfAccessTokenRoutes implements SbiRoutes {

    static final String SERVICE = "nnrf-oauth2";
    static final String FORM = "application/x-www-form-urlencoded";

    private final NnrfAccessTokenHandler handler;

    public NnrfAccessTokenRoutes(NnrfAccessTokenHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post("/oauth2/token").service(SERVICE).operation(NnrfAccessToken.ACCESS_TOKEN_REQUEST).consumes(FORM)
                        .to(handler::accessTokenRequest),
                // not a TS 29.510 operation: no descriptor
                Route.get("/oauth2/jwks").service(SERVICE).operation("GetJwks").to(handler::getJwks));
    }
}
