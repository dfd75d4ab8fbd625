package dev.corebed.pcf.nrf;

import dev.corebed.pcf.config.PcfProperties;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.nrf.NfProfileContributor;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ObjectNode;

/**
 * pcfInfo of the PCF's NFProfile (TS 29.510 PcfInfo): the DNNs and group of {@code stub.pcf.info.*} (none set: the
 * attributes are left out, which means any). The PCRF's rxDiamHost / rxDiamRealm come with its Diameter side.
 */
@Component
public class PcfInfoContributor implements NfProfileContributor {

    private final PcfProperties.Info info;

    public PcfInfoContributor(PcfProperties properties) {
        this.info = properties.info();
    }

    @Override
    public void contribute(ObjectNode profile) {
        ObjectNode pcfInfo = Json.MAPPER.createObjectNode();
        if (!info.groupId().isBlank()) {
            pcfInfo.put("groupId", info.groupId());
        }
        if (!info.dnnList().isEmpty()) {
            info.dnnList().forEach(pcfInfo.putArray("dnnList")::add);
        }
        profile.set("pcfInfo", pcfInfo);
    }
}
