package dev.corebed.sbi.nrf;

import dev.corebed.sbi.Json;
import tools.jackson.databind.node.ObjectNode;

/**
 * A stub's part of the NFProfile its NRF agent registers: the NF-specific info (bsfInfo, udrInfo,
 * pcfInfo...), sNssais, plmnList, allowedNfTypes... Declare one as a bean; every contributor is
 * applied, in bean order, to the profile built from {@code nrf.*} before each registration.
 * Attribute names are those of NFProfile in TS29510_Nnrf_NFManagement.yaml.
 *
 * <p>Runs on the agent's own thread, not an I/O thread; it should still be quick (no data-tier query).
 * The agent restores {@code nfInstanceId} afterwards: a contributor cannot change the instance.
 *
 * <pre>{@code
 * @Bean
 * NfProfileContributor bsfInfo() {
 *     return NfProfileContributor.of("bsfInfo", Map.of("dnnList", List.of("internet", "ims"),
 *             "ipv4AddressRanges", List.of(Map.of("start", "10.0.0.0", "end", "10.255.255.255"))));
 * }
 * }</pre>
 */
@FunctionalInterface
public interface NfProfileContributor {

    void contribute(ObjectNode profile);

    /** Sets one attribute of the profile to a value Jackson can write (a Map, a List, a record...). */
    static NfProfileContributor of(String attribute, Object value) {
        return profile -> profile.set(attribute, Json.MAPPER.valueToTree(value));
    }
}
