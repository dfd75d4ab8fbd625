package dev.corebed.bsf.nrf;

import dev.corebed.bsf.config.BsfProperties;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.nrf.NfProfileContributor;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * bsfInfo of the BSF's NFProfile (TS 29.510 BsfInfo): the DNNs and UE address ranges of {@code stub.bsf.info.*}
 * (none set: the attributes are left out, which means any), and rxDiamHost / rxDiamRealm, the identity the Rx
 * proxy answers under, when the Diameter node is on (a PCF or AF finds the BSF's Rx side through them).
 */
@Component
public class BsfInfoContributor implements NfProfileContributor {

    private final BsfProperties.Info info;
    private final DiameterProperties diameter;
    private final ObjectProvider<DiameterNode> node;

    public BsfInfoContributor(BsfProperties properties, DiameterProperties diameter, ObjectProvider<DiameterNode> node) {
        this.info = properties.info();
        this.diameter = diameter;
        this.node = node;
    }

    @Override
    public void contribute(ObjectNode profile) {
        ObjectNode bsfInfo = Json.MAPPER.createObjectNode();
        if (!info.dnnList().isEmpty()) {
            ArrayNode dnns = bsfInfo.putArray("dnnList");
            info.dnnList().forEach(dnns::add);
        }
        ranges(bsfInfo, "ipv4AddressRanges", info.ipv4AddressRanges());
        ranges(bsfInfo, "ipv6PrefixRanges", info.ipv6PrefixRanges());
        DiameterNode n = node.getIfAvailable();
        if (n != null && diameter.port() >= 0) {
            bsfInfo.put("rxDiamHost", n.originHost());
            bsfInfo.put("rxDiamRealm", n.originRealm());
        }
        profile.set("bsfInfo", bsfInfo);
    }

    private static void ranges(ObjectNode bsfInfo, String name, List<String> ranges) {
        if (ranges.isEmpty()) {
            return;
        }
        ArrayNode array = bsfInfo.putArray(name);
        for (String r : ranges) {
            int dash = r.indexOf('-');
            array.addObject().put("start", r.substring(0, dash).trim()).put("end", r.substring(dash + 1).trim());
        }
    }
}
