package dev.corebed.nrf.config;

import dev.corebed.nrf.service.AccessTokenRule;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.nrf.access-token.*}: Nnrf_AccessToken. Every default is listed in docs/configuration.md.
 *
 * @param nrfInstanceId the NRF's own nfInstanceId: the {@code iss} of every token, and the nfInstanceId under
 *                      which the NRF asks itself for the tokens of its own outbound calls (the SLF lookup)
 * @param lifetime      validity of an issued token ({@code expires_in}, {@code exp - iat}); the seed bed ran 24 h
 * @param rules         authorization rules; none = any requester gets a token for any target and scope.
 *                      With rules, a request no rule covers is refused (unauthorized_client), and one whose
 *                      scopes no covering rule grants too (invalid_scope)
 */
@ConfigurationProperties("stub.nrf.access-token")
public record AccessTokenProperties(
        @DefaultValue("c0ebed00-4e52-4600-8000-000000000001") UUID nrfInstanceId,
        @DefaultValue("24h") Duration lifetime,
        List<AccessTokenRule> rules) {

    public AccessTokenProperties {
        if (lifetime.toSeconds() < 1) {
            throw new IllegalArgumentException("stub.nrf.access-token.lifetime must be at least 1s, got " + lifetime);
        }
        rules = rules == null ? List.of() : List.copyOf(rules);
    }
}
