package dev.corebed.nrf.config;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.nrf.*}: the NRF's own behaviour. Defaults follow the seed NRF benchmark (callmodels/nrf.md).
 *
 * @param heartBeatTimer seconds; the NRF answers every registration with this heartBeatTimer (TS 29.510 §5.2.2.2.2
 *                       lets the NRF override the NF's proposal); the seed bed ran 30 s
 */
@ConfigurationProperties("stub.nrf")
public record NrfProperties(@DefaultValue("30") int heartBeatTimer) {}
