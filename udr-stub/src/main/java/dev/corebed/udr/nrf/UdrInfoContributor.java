package dev.corebed.udr.nrf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.nrf.NfProfileContributor;
import dev.corebed.udr.config.UdrProperties;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ObjectNode;

/**
 * udrInfo of the UDR's NFProfile (TS 29.510 UdrInfo): its group ({@code stub.udr.info.group-id}), so that a consumer
 * discovers it by {@code group-id-list} (the policy seed's 3.2.10). Without a group the attribute is left out (any).
 */
@Component
public class UdrInfoContributor implements NfProfileContributor {

    private final UdrProperties.Info info;

    public UdrInfoContributor(UdrProperties properties) {
        this.info = properties.info();
    }

    @Override
    public void contribute(ObjectNode profile) {
        if (!info.groupId().isBlank()) {
            profile.set("udrInfo", Json.MAPPER.createObjectNode().put("groupId", info.groupId()));
        }
    }
}
