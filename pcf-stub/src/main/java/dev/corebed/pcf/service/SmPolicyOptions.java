package dev.corebed.pcf.service;

import java.util.List;
import java.util.Map;

/**
 * Npcf_SMPolicyControl's settings (stub.pcf.sm, stub.pcf.dnns).
 *
 * @param defaults          the fan-out of a DNN without settings of its own
 * @param dnns              per DNN
 * @param triggers          the policyCtrlReqTriggers of every decision
 * @param rejectUnsubscribedTriggers an update reporting a trigger neither subscribed nor always reported is 400
 *                          ERROR_TRIGGER_EVENT
 * @param validateUser      a subscriber the UDR does not know is 400 USER_UNKNOWN
 * @param supportedFeatures this PCF's features (hex)
 */
public record SmPolicyOptions(FanOut defaults, Map<String, FanOut> dnns, List<String> triggers,
                              boolean rejectUnsubscribedTriggers, boolean validateUser, String supportedFeatures) {

    public SmPolicyOptions {
        dnns = Map.copyOf(dnns);
        triggers = List.copyOf(triggers);
    }

    public FanOut fanOut(String dnn) {
        return dnns.getOrDefault(dnn, defaults);
    }
}
