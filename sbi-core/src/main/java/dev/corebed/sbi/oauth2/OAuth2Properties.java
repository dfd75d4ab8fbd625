package dev.corebed.sbi.oauth2;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code sbi.oauth2.*}: the optional check of the access token every SBI request carries (TS 33.501
 * §13.4.1, TS 29.500 §6.7), off by default.
 *
 * @param enabled           check the Bearer token of every request on the SBI ports (not the NRF's own token
 *                          endpoint and key set, not the management port)
 * @param jwksUri           where the NRF publishes its key set; empty = {@code nrf.api-root} + {@code /oauth2/jwks}
 * @param audiences         the {@code aud} values this NF accepts; empty = its NF type and its nfInstanceId
 * @param jwksRefreshInterval a token signed with a key the cached set lacks fetches the set again, at most this often
 * @param clockSkew         tolerance on {@code exp}
 */
@ConfigurationProperties("sbi.oauth2")
public record OAuth2Properties(
        @DefaultValue("false") boolean enabled,
        @DefaultValue("") String jwksUri,
        List<String> audiences,
        @DefaultValue("30s") Duration jwksRefreshInterval,
        @DefaultValue("0s") Duration clockSkew) {

    public OAuth2Properties {
        audiences = audiences == null ? List.of() : List.copyOf(audiences);
    }
}
