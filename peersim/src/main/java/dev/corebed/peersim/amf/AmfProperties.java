package dev.corebed.peersim.amf;

import dev.corebed.sbi.callback.CallbackProperties;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.amf.*}.
 *
 * @param uePolicyComplete  after an N1N2MessageTransfer of a UE policy container (n1MessageClass UPDP), send the UE's
 *                          MANAGE UE POLICY COMPLETE to the UE's UPDP subscriptions (N1MessageNotify)
 * @param deleteOnTerminate after an AM or UE policy termination request, delete the association at the PCF, as an AMF does
 * @param receivedCapacity  the newest messages kept for {@code GET /admin/v1/amf/received}
 * @param notifications     the delivery of the N1 message notifications it sends
 */
@ConfigurationProperties("peer.amf")
public record AmfProperties(@DefaultValue("true") boolean uePolicyComplete, @DefaultValue("true") boolean deleteOnTerminate,
                            @DefaultValue("10000") int receivedCapacity, @DefaultValue CallbackProperties notifications) {}
