package dev.corebed.peersim.smf;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.smf.*}.
 *
 * @param deleteOnTerminate after a termination request, delete the association at the PCF ({@code POST
 *                          {resourceUri}/delete}, TS 29.512 §4.2.3.3: the SMF releases the PDU session's policy)
 * @param receivedCapacity  the newest notifications kept for {@code GET /admin/v1/smf/received}
 */
@ConfigurationProperties("peer.smf")
public record SmfProperties(@DefaultValue("true") boolean deleteOnTerminate, @DefaultValue("10000") int receivedCapacity) {}
