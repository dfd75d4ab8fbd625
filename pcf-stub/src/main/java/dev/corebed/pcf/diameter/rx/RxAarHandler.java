package dev.corebed.pcf.diameter.rx;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.model.common.BitRates;
import dev.corebed.pcf.diameter.PcrfErrors;
import dev.corebed.pcf.diameter.SubscriberIds;
import dev.corebed.pcf.service.RxSessionService;
import dev.corebed.sbi.Json;
import java.net.Inet4Address;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * AA-Request (TS 29.214 §5.6.1): an AF session opened (AAR-I) or modified (AAR-U, or any AAR of a known Session-Id),
 * its media components read into N5's form (medComponents: medCompN, medType, marBwUl/Dl, fStatus, medSubComps with
 * fNum, fDescs, flowUsage) and installed as PCC rules in the Gx or N7 session of its UE address. The AAA carries the
 * IP-CAN-Type and RAT-Type of that session when the PCRF knows them. No session of the address: Experimental-Result
 * 10415/5065 IP-CAN_SESSION_NOT_AVAILABLE; an AAR-U of an unknown Session-Id: 5002.
 */
@Component
public class RxAarHandler {

    static final String[] FLOW_STATUS = {"ENABLED-UPLINK", "ENABLED-DOWNLINK", "ENABLED", "DISABLED", "REMOVED"};
    static final String[] FLOW_USAGE = {"NO_INFO", "RTCP", "AF_SIGNALLING"};

    private final RxSessionService rx;

    public RxAarHandler(RxSessionService rx) {
        this.rx = rx;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        AvpSet avps = request.avps();
        return PcrfErrors.call(() -> {
            String sessionId = PcrfErrors.identity(avps, Avps.SESSION_ID);
            PcrfErrors.identity(avps, Avps.ORIGIN_HOST);
            PcrfErrors.identity(avps, Avps.ORIGIN_REALM);
            boolean update = Rx.RX_REQUEST_TYPE.number(avps, Rx.INITIAL_REQUEST) == Rx.UPDATE_REQUEST;
            Inet4Address ipv4 = Avps.framedIpAddress(avps);
            String ipv6 = Avps.framedIpv6Prefix(avps);
            SubscriberIds ids = SubscriberIds.of(avps);
            String apn = Avps.CALLED_STATION_ID.string(avps);
            byte[] appId = Rx.AF_APPLICATION_IDENTIFIER.octets(avps);
            byte[] charging = Rx.AF_CHARGING_IDENTIFIER.octets(avps);
            var authorization = new RxSessionService.Authorization(sessionId, update, request.peerHost(), request.peerRealm(),
                    request.connectionPeer(), ipv4 == null ? null : ipv4.getHostAddress(), ipv6, apn,
                    appId == null ? null : new String(appId, java.nio.charset.StandardCharsets.UTF_8),
                    charging == null ? null : new String(charging, java.nio.charset.StandardCharsets.UTF_8),
                    mediaComponents(avps), Rx.specificActions(avps), ids.subscriber(), ids.gpsi());
            return rx.authorize(authorization).thenApply(a -> {
                Answer aaa = request.answer(ResultCodes.DIAMETER_SUCCESS);
                if (a.ipCanType() != null) {
                    Gx.IP_CAN_TYPE.add(aaa.getAvps(), a.ipCanType());
                }
                if (a.ratType() != null) {
                    Gx.RAT_TYPE.add(aaa.getAvps(), a.ratType());
                }
                return aaa;
            });
        });
    }

    /** The Media-Component-Descriptions as N5's medComponents, keyed by number. */
    static ObjectNode mediaComponents(AvpSet avps) {
        ObjectNode components = Json.MAPPER.createObjectNode();
        for (Rx.MediaComponent c : Rx.mediaComponents(avps)) {
            ObjectNode mc = components.putObject(Long.toString(c.number())).put("medCompN", c.number());
            if (c.mediaType() != null) {
                String type = Rx.MEDIA_TYPES.get(c.mediaType() & 0xFFFFFFFFL);
                if (type == null) {
                    throw DiameterException.invalidAvpValue(Rx.MEDIA_TYPE.find(Rx.MEDIA_COMPONENT_DESCRIPTION.groupedAll(avps)
                            .stream().filter(g -> Rx.MEDIA_COMPONENT_NUMBER.requireNumber(g) == c.number()).findFirst()
                            .orElseThrow()), "not a Media-Type of TS 29.214 §5.3.19");
                }
                mc.put("medType", type);
            }
            if (c.maxRequestedBandwidthUl() != null) {
                mc.put("marBwUl", BitRates.of(c.maxRequestedBandwidthUl()));
            }
            if (c.maxRequestedBandwidthDl() != null) {
                mc.put("marBwDl", BitRates.of(c.maxRequestedBandwidthDl()));
            }
            if (c.flowStatus() != null) {
                mc.put("fStatus", FLOW_STATUS[c.flowStatus()]);
            }
            if (!c.subComponents().isEmpty()) {
                ObjectNode subs = mc.putObject("medSubComps");
                for (Rx.MediaSubComponent s : c.subComponents()) {
                    ObjectNode sub = subs.putObject(Long.toString(s.flowNumber())).put("fNum", s.flowNumber());
                    if (!s.flowDescriptions().isEmpty()) {
                        ArrayNode descs = sub.putArray("fDescs");
                        s.flowDescriptions().forEach(descs::add);
                    }
                    if (s.flowUsage() != null) {
                        sub.put("flowUsage", FLOW_USAGE[s.flowUsage()]);
                    }
                }
            }
        }
        return components;
    }
}
