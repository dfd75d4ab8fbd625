package dev.corebed.pcf.diameter.gx;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.pcf.diameter.PcrfErrors;
import dev.corebed.pcf.diameter.SubscriberIds;
import dev.corebed.pcf.service.GxSessionService;
import dev.corebed.pcf.service.Pcef;
import java.net.Inet4Address;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.springframework.stereotype.Component;

/**
 * Credit-Control (TS 29.212 §5.6.2): CCR-I opens the IP-CAN session, CCR-U reports and updates it, CCR-T ends it, each
 * answered with a CCA carrying the decisions ({@link GxPolicyAvps}). The request is read into the service's typed
 * request here; what a PCRF needs beyond the command's ABNF is required here too: a CCR-I without a Subscription-Id
 * of the subscriber, a UE address or an APN (Called-Station-Id) is answered 5005 naming it in Failed-AVP.
 */
@Component
public class GxCcrHandler {

    /** The longest APN (TS 23.003 §9.1: 100 octets), the DNN column's length. */
    static final int MAX_APN = 100;

    private final GxSessionService gx;

    public GxCcrHandler(GxSessionService gx) {
        this.gx = gx;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        AvpSet avps = request.avps();
        long type = Avps.CC_REQUEST_TYPE.requireNumber(avps);
        return PcrfErrors.call(() -> switch ((int) type) {
            case Avps.INITIAL_REQUEST -> initial(request);
            case Avps.UPDATE_REQUEST -> update(request);
            case Avps.TERMINATION_REQUEST -> termination(request);
            default -> throw DiameterException.invalidAvpValue(Avps.CC_REQUEST_TYPE.find(avps),
                    "Gx has no EVENT_REQUEST (TS 29.212 §5.3: CC-Request-Type is 1, 2 or 3)");
        });
    }

    private CompletionStage<Answer> initial(DiameterRequest request) {
        AvpSet avps = request.avps();
        String sessionId = PcrfErrors.identity(avps, Avps.SESSION_ID);
        PcrfErrors.identity(avps, Avps.ORIGIN_HOST);
        PcrfErrors.identity(avps, Avps.ORIGIN_REALM);
        SubscriberIds ids = SubscriberIds.of(avps);
        if (ids.subscriber() == null) {
            throw DiameterException.missingAvp(Avps.SUBSCRIPTION_ID);
        }
        Inet4Address ipv4 = Avps.framedIpAddress(avps);
        String ipv6 = Avps.framedIpv6Prefix(avps);
        if (ipv4 == null && ipv6 == null) {
            throw DiameterException.missingAvp(Avps.FRAMED_IP_ADDRESS);
        }
        String apn = Avps.CALLED_STATION_ID.string(avps);
        if (apn == null) {
            throw DiameterException.missingAvp(Avps.CALLED_STATION_ID);
        }
        if (apn.isEmpty() || apn.length() > MAX_APN) {
            throw DiameterException.invalidAvpValue(Avps.CALLED_STATION_ID.find(avps), "an APN of 1 to " + MAX_APN + " characters");
        }
        long[] ambr = Gx.apnAggregateMaxBitrate(avps);
        var initial = new GxSessionService.Initial(sessionId, request.peerHost(), request.peerRealm(), request.connectionPeer(),
                ids.subscriber(), ids.gpsi(), ipv4 == null ? null : ipv4.getHostAddress(), ipv6, apn, integer(Gx.IP_CAN_TYPE, avps),
                integer(Gx.RAT_TYPE, avps), ambr == null ? null : ambr[0], ambr == null ? null : ambr[1], defaultQos(avps));
        return gx.open(initial).thenApply(policy -> answer(request, policy));
    }

    private CompletionStage<Answer> update(DiameterRequest request) {
        AvpSet avps = request.avps();
        long[] ambr = Gx.apnAggregateMaxBitrate(avps);
        var update = new GxSessionService.Update(request.sessionId(), Avps.CC_REQUEST_NUMBER.requireNumber(avps),
                Gx.eventTriggers(avps), integer(Gx.IP_CAN_TYPE, avps), integer(Gx.RAT_TYPE, avps), ambr == null ? null : ambr[0],
                ambr == null ? null : ambr[1], defaultQos(avps), reports(avps), usage(avps));
        return gx.update(update).thenApply(policy -> answer(request, policy));
    }

    private CompletionStage<Answer> termination(DiameterRequest request) {
        AvpSet avps = request.avps();
        var termination = new GxSessionService.Termination(request.sessionId(), Avps.CC_REQUEST_NUMBER.requireNumber(avps),
                usage(avps));
        return gx.terminate(termination).thenApply(v -> Gx.cca(request, ResultCodes.DIAMETER_SUCCESS));
    }

    private static Answer answer(DiameterRequest request, GxSessionService.Policy policy) {
        Answer cca = Gx.cca(request, ResultCodes.DIAMETER_SUCCESS);
        GxPolicyAvps.write(cca.getAvps(), policy.change(), policy.decision());
        return cca;
    }

    /** Charging-Rule-Reports, as the service reads them. */
    static List<Pcef.RuleReport> reports(AvpSet avps) {
        List<Pcef.RuleReport> reports = new ArrayList<>();
        for (Gx.RuleReport r : Gx.chargingRuleReports(avps)) {
            reports.add(new Pcef.RuleReport(r.ruleNames(), r.status()));
        }
        return reports;
    }

    /** Usage-Monitoring-Information with a Used-Service-Unit: the usage the PCEF reports per Monitoring-Key. */
    private static List<GxSessionService.UsageReport> usage(AvpSet avps) {
        List<GxSessionService.UsageReport> usage = new ArrayList<>();
        for (Gx.UsageMonitoring um : Gx.usageMonitoringInformation(avps)) {
            if (um.used() != null) {
                usage.add(new GxSessionService.UsageReport(um.monitoringKey(), um.used().totalOctets(), um.used().inputOctets(),
                        um.used().outputOctets(), um.used().time()));
            }
        }
        return usage;
    }

    private static GxSessionService.DefaultQos defaultQos(AvpSet avps) {
        Gx.DefaultBearerQos q = Gx.defaultEpsBearerQos(avps);
        return q == null ? null : new GxSessionService.DefaultQos(q.qci(), q.arp().priorityLevel(), q.arp().mayPreempt(),
                q.arp().preemptable());
    }

    private static Integer integer(dev.corebed.diameter.AvpDef def, AvpSet avps) {
        return def.find(avps) == null ? null : (int) def.requireNumber(avps);
    }
}
