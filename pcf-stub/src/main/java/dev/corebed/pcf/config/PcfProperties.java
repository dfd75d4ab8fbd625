package dev.corebed.pcf.config;

import dev.corebed.sbi.callback.CallbackProperties;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.pcf.*}: what the PCF decides and which of its peers it calls, where the specifications leave the
 * choice to the PCF. Every default is here and in docs/configuration.md; {@link PcfConfiguration} turns these into
 * the services' option records.
 *
 * @param apiRoot       the PCF's apiRoot as its peers reach it, for the callback URIs it gives them (UDR, CHF, AMF
 *                      notifications) and the binding it registers; empty = {@code http://<advertised address>:<sbi.port>}
 * @param sm            Npcf_SMPolicyControl: the fan-out and decision of every DNN that has no entry in {@code dnns}
 * @param dnns          per DNN, the settings of {@code sm} that differ (unset fields keep {@code sm}'s)
 * @param policies      the policy profiles decisions are made of, by name; {@code default} always exists
 * @param snssaiPolicies the policy of the sessions of an S-NSSAI ({@code 1-000001: gold}), after the subscriber's
 *                      and the DNN's
 * @param chf           how spending limit statuses change the decision
 * @param am            Npcf_AMPolicyControl
 * @param ue            Npcf_UEPolicyControl
 * @param authorization Npcf_PolicyAuthorization
 * @param peers         where the UDR, CHF, BSF, AMF and NRF are, and what a failing one does
 * @param info          the pcfInfo the NRF agent registers
 * @param notifications the delivery of the PCF's callbacks (SMF, AMF and AF notifications)
 * @param bulk          the bulk load of SM policy associations (populations)
 * @param gx            the PCRF's Gx sessions: their fan-out per APN, Event-Triggers, the S-NSSAI they are decided under
 * @param diameterTimeout how long a request the PCRF sends the PCEF (Gx RAR) or the AF (Rx RAR, ASR) waits for its answer
 */
@ConfigurationProperties("stub.pcf")
public record PcfProperties(
        @DefaultValue("") String apiRoot,
        @DefaultValue Sm sm,
        Map<String, Dnn> dnns,
        Map<String, Policy> policies,
        Map<String, String> snssaiPolicies,
        @DefaultValue Chf chf,
        @DefaultValue Am am,
        @DefaultValue Ue ue,
        @DefaultValue Authorization authorization,
        @DefaultValue Peers peers,
        @DefaultValue Info info,
        @DefaultValue CallbackProperties notifications,
        @DefaultValue Bulk bulk,
        @DefaultValue Gx gx,
        @DefaultValue("2s") Duration diameterTimeout) {

    public PcfProperties {
        dnns = dnns == null ? Map.of() : Map.copyOf(dnns);
        policies = policies == null ? Map.of() : Map.copyOf(policies);
        snssaiPolicies = snssaiPolicies == null ? Map.of() : Map.copyOf(snssaiPolicies);
    }

    /**
     * The SM policy of a DNN without an entry of its own.
     *
     * @param udrReads     the UDR reads of a create, in order (sm-data, operator-specific-data, am-data, ue-policy-set,
     *                     policy-data); their number is the seed's "UDR reads per session"
     * @param udrSubscribe subscribe to the UDR's changes of the UE's sm-data on create, unsubscribe on delete
     * @param chf          subscribe to the CHF's spending limits on create, unsubscribe on delete
     * @param binding      register the PCF binding in the BSF on create, deregister on delete
     * @param nrfCache     reuse an NRF discovery result while its validityPeriod lasts; false = discover per session
     * @param policy       the policy profile of the DNN; empty = the S-NSSAI's, else {@code default}
     * @param triggers     the policy control request triggers the PCF subscribes to (policyCtrlReqTriggers)
     * @param rejectUnsubscribedTriggers an update reporting a trigger neither subscribed nor always reported is
     *                     400 ERROR_TRIGGER_EVENT
     * @param validateUser a subscriber the UDR does not know (404) is 400 USER_UNKNOWN; false = the default policy
     * @param supportedFeatures the Npcf_SMPolicyControl features of this PCF (hex), answered as the intersection
     * @param chfModifyTriggers an update reporting one of these triggers first refreshes the session's CHF subscription
     *                     (SubscribeIntermediate) and is decided on the answered status; empty = never (the seed's count)
     * @param usageMonitoring session-level usage monitoring (umDecs, US_RE): the UE's remaining allowance read from the
     *                     UDR's usage monitoring resource on create, the SMF's reports accumulated and written back to it
     * @param usageMonitoringKey the umId of the decision, the UDR's usageMonId and limitId
     * @param usageVolumeThreshold the volumeThreshold (bytes) the SMF reports at; lowered to the remaining allowance
     * @param usageAllowedVolume the allowance (bytes) of a UE the UDR has no usage monitoring data of
     */
    public record Sm(
            @DefaultValue({"sm-data", "operator-specific-data"}) List<String> udrReads,
            @DefaultValue("true") boolean udrSubscribe,
            @DefaultValue("true") boolean chf,
            @DefaultValue("false") boolean binding,
            @DefaultValue("true") boolean nrfCache,
            @DefaultValue("") String policy,
            @DefaultValue({"PLMN_CH", "RES_MO_RE", "AC_TY_CH", "UE_IP_CH", "PS_DA_OFF", "DEF_QOS_CH", "SE_AMBR_CH",
                    "QOS_NOTIF", "NO_CREDIT", "PRA_CH", "SAREA_CH", "SCNN_CH", "RE_TIMEOUT", "RES_RELEASE",
                    "SUCC_RES_ALLO", "RAT_TY_CH", "REF_QOS_IND_CH", "NUM_OF_PACKET_FILTER", "UE_STATUS_RESUME",
                    "UE_TZ_CH", "US_RE", "APP_STA", "APP_STO", "USER_LOCATION_CH", "SCELL_CH"}) List<String> triggers,
            @DefaultValue("true") boolean rejectUnsubscribedTriggers,
            @DefaultValue("false") boolean validateUser,
            @DefaultValue("0") String supportedFeatures,
            @DefaultValue({}) List<String> chfModifyTriggers,
            @DefaultValue("false") boolean usageMonitoring,
            @DefaultValue("um-session") String usageMonitoringKey,
            @DefaultValue("1000000000") long usageVolumeThreshold,
            @DefaultValue("10000000000") long usageAllowedVolume) {}

    /** A DNN's settings that differ from {@link Sm}'s; null = as {@code stub.pcf.sm}. */
    public record Dnn(List<String> udrReads, Boolean udrSubscribe, Boolean chf, Boolean binding, Boolean nrfCache,
                      String policy, List<String> chfModifyTriggers, Boolean usageMonitoring, String usageMonitoringKey,
                      Long usageVolumeThreshold, Long usageAllowedVolume) {}

    /**
     * A policy profile: what the session rule, the default PCC rule and its QoS data say.
     *
     * @param sessionAmbrUplink   authSessAmbr; empty = the SMF's subsSessAmbr
     * @param sessionAmbrDownlink
     * @param default5qi          the default QoS and the default PCC rule's QoS; null = the SMF's subsDefQos
     * @param arpPriorityLevel    their ARP priority level
     * @param maxbrUplink         the default PCC rule's QoS MBR; empty = none
     * @param maxbrDownlink
     * @param ratingGroup         a charging decision (chgDecs) for the default PCC rule; null = none
     * @param rfsp                AM policy: the RFSP index; null = none
     * @param ueAmbrUplink        AM policy: the UE-AMBR; empty = the AMF's
     * @param ueAmbrDownlink
     * @param predefinedRules     predefined PCC rules the policy activates by name (configured in the SMF or PCEF)
     */
    public record Policy(
            @DefaultValue("") String sessionAmbrUplink,
            @DefaultValue("") String sessionAmbrDownlink,
            Integer default5qi,
            Integer arpPriorityLevel,
            @DefaultValue("") String maxbrUplink,
            @DefaultValue("") String maxbrDownlink,
            Integer ratingGroup,
            Integer rfsp,
            @DefaultValue("") String ueAmbrUplink,
            @DefaultValue("") String ueAmbrDownlink,
            List<String> predefinedRules) {}

    /**
     * @param policyCounterIds   the counters the PCF subscribes to (empty: all the CHF keeps)
     * @param restrictedStatuses a counter whose currentStatus is one of these puts the session on restrictedPolicy
     * @param restrictedPolicy   the profile of a subscriber over a spending limit
     */
    public record Chf(
            List<String> policyCounterIds,
            @DefaultValue("exceeded") List<String> restrictedStatuses,
            @DefaultValue("restricted") String restrictedPolicy) {}

    /**
     * @param udrReads     the UDR reads of a create (am-data by default)
     * @param udrSubscribe subscribe to the UE's am-data changes
     * @param chf          subscribe to spending limits (the seed's "CHF enabled (AM)")
     * @param policy       the profile (rfsp, UE-AMBR) unless the subscriber's category names another
     * @param triggers     request triggers subscribed (RequestTrigger of TS 29.507)
     * @param supportedFeatures this PCF's Npcf_AMPolicyControl features
     */
    public record Am(
            @DefaultValue("am-data") List<String> udrReads,
            @DefaultValue("true") boolean udrSubscribe,
            @DefaultValue("false") boolean chf,
            @DefaultValue("default") String policy,
            @DefaultValue({"LOC_CH", "PRA_CH", "SERV_AREA_CH", "RFSP_CH", "UE_AMBR_CH"}) List<String> triggers,
            @DefaultValue("0") String supportedFeatures) {}

    /**
     * @param udrReads      the UDR reads of a create (ue-policy-set by default)
     * @param udrSubscribe  subscribe to the UE's ue-policy-set changes
     * @param n1n2          subscribe to the AMF's N1 messages (UPDP) and send the UE policy container with
     *                      N1N2MessageTransfer after the create; unsubscribe on delete
     * @param triggers      request triggers subscribed (LOC_CH, PRA_CH are the ones TS 29.525 permits)
     * @param supportedFeatures this PCF's Npcf_UEPolicyControl features
     */
    public record Ue(
            @DefaultValue("ue-policy-set") List<String> udrReads,
            @DefaultValue("true") boolean udrSubscribe,
            @DefaultValue("true") boolean n1n2,
            List<String> triggers,
            @DefaultValue("0") String supportedFeatures) {}

    /**
     * @param fiveQi            the 5QI of a media component's QoS by its medType (AUDIO, VIDEO, DATA, APPLICATION,
     *                          CONTROL, TEXT, MESSAGE, OTHER); a type not listed gets {@code default5qi}
     * @param default5qi
     * @param precedence        the precedence of the first PCC rule an application session installs (the next ones +1)
     * @param supportedFeatures this PCF's Npcf_PolicyAuthorization features
     */
    public record Authorization(
            Map<String, Integer> fiveQi,
            @DefaultValue("9") int default5qi,
            @DefaultValue("100") int precedence,
            @DefaultValue("0") String supportedFeatures) {

        public Authorization {
            fiveQi = fiveQi == null || fiveQi.isEmpty()
                    ? Map.of("AUDIO", 1, "VIDEO", 2, "CONTROL", 5, "TEXT", 9, "MESSAGE", 9, "DATA", 9)
                    : Map.copyOf(fiveQi);
        }
    }

    /**
     * @param udr   Nudr_DataRepository
     * @param chf   Nchf_SpendingLimitControl
     * @param bsf   Nbsf_Management
     * @param amf   Namf_Communication
     * @param nrf   Nnrf_NFDiscovery
     * @param scp   an SCP every peer request goes through (TS 29.500 model C: the peer's apiRoot in
     *              3gpp-Sbi-Target-apiRoot); empty = direct
     */
    public record Peers(
            @DefaultValue Peer udr,
            @DefaultValue Peer chf,
            @DefaultValue Peer bsf,
            @DefaultValue Peer amf,
            @DefaultValue Nrf nrf,
            @DefaultValue("") String scp,
            @DefaultValue Ocs ocs) {}

    /**
     * The OCS over Diameter Sy: a peer of the stub's Diameter node ({@code diameter.peers[n]}), reached by realm or host.
     *
     * @param destinationRealm the Destination-Realm of SLR and STR; empty = the node's realm
     * @param destinationHost  the Destination-Host; empty = any open peer of the realm that advertised Sy
     * @param onFailure        what a CCR does when the OCS answers an error or nothing (as for the SBI peers)
     * @param timeout          how long one request waits for the OCS's answer
     */
    public record Ocs(
            @DefaultValue("") String destinationRealm,
            @DefaultValue("") String destinationHost,
            @DefaultValue("continue") OnFailure onFailure,
            @DefaultValue("2s") Duration timeout) {}

    /**
     * The Gx sessions of an APN without an entry of its own: the steps at the peers (as {@link Sm}'s, the spending limits
     * from the OCS over Sy), and what the PCEF is told beyond the decision.
     *
     * @param udrReads      the UDR reads of a CCR-I (3.1.1: none; 3.1.5: the UDR interworking)
     * @param udrSubscribe  subscribe to the UE's sm-data changes (a change is pushed with a Gx RAR)
     * @param sy            SLR (initial) to the OCS on CCR-I, STR on CCR-T; SNR from it re-decides the session
     * @param binding       register the session's binding in the BSF (pcfDiamHost: Rx reaches this PCRF through it)
     * @param nrfCache      reuse discovery results while their validityPeriod lasts
     * @param policy        the policy profile of the APN; empty = the subscriber's category, else {@code default}
     * @param usageMonitoring session-level usage monitoring (Usage-Monitoring-Information, Event-Trigger USAGE_REPORT)
     * @param eventTriggers the Event-Triggers every Gx session subscribes to (TS 29.212 names)
     * @param syIntermediateTriggers a CCR-U reporting one of these Event-Triggers first asks the OCS again (intermediate SLR)
     * @param snssai        the S-NSSAI ({@code <sst>} or {@code <sst>-<sd>}) Gx sessions are decided under
     * @param apns          per APN, the settings that differ (unset fields keep these)
     */
    public record Gx(
            @DefaultValue({}) List<String> udrReads,
            @DefaultValue("false") boolean udrSubscribe,
            @DefaultValue("true") boolean sy,
            @DefaultValue("false") boolean binding,
            @DefaultValue("true") boolean nrfCache,
            @DefaultValue("") String policy,
            @DefaultValue("false") boolean usageMonitoring,
            @DefaultValue("um-session") String usageMonitoringKey,
            @DefaultValue("1000000000") long usageVolumeThreshold,
            @DefaultValue("10000000000") long usageAllowedVolume,
            @DefaultValue({"RAT_CHANGE", "PLMN_CHANGE", "IP-CAN_CHANGE", "DEFAULT_EPS_BEARER_QOS_CHANGE",
                    "SUCCESSFUL_RESOURCE_ALLOCATION"}) List<String> eventTriggers,
            @DefaultValue({}) List<String> syIntermediateTriggers,
            @DefaultValue("1-000001") String snssai,
            Map<String, Apn> apns) {

        public Gx {
            apns = apns == null ? Map.of() : Map.copyOf(apns);
        }
    }

    /** An APN's Gx settings that differ from {@link Gx}'s; null = as {@code stub.pcf.gx}. */
    public record Apn(List<String> udrReads, Boolean udrSubscribe, Boolean sy, Boolean binding, Boolean nrfCache, String policy,
                      Boolean usageMonitoring, String usageMonitoringKey, Long usageVolumeThreshold, Long usageAllowedVolume) {}

    /**
     * @param apiRoot   the peer's apiRoot; empty = discovered through the NRF
     * @param onFailure what a create does when the peer answers an error or nothing: {@code fail} it (500
     *                  SYSTEM_FAILURE naming the peer; the subscriptions made at other peers are undone) or
     *                  {@code continue} without what the peer would have given
     * @param timeout   how long one request waits for the peer's answer
     * @param groupId   UDR: discover the UDRs of this group (group-id-list) instead of by the subscriber's SUPI
     */
    public record Peer(
            @DefaultValue("") String apiRoot,
            @DefaultValue("continue") OnFailure onFailure,
            @DefaultValue("2s") Duration timeout,
            @DefaultValue("") String groupId) {}

    public enum OnFailure { FAIL, CONTINUE }

    /**
     * @param apiRoot the NRF discovery is asked; empty = the NRF the stub registers with ({@code nrf.api-root})
     * @param timeout per discovery request
     */
    public record Nrf(@DefaultValue("") String apiRoot, @DefaultValue("2s") Duration timeout) {}

    /**
     * The part of PcfInfo (TS 29.510) a tester sets.
     *
     * @param dnnList the DNNs this PCF serves; empty = any (no dnnList)
     * @param groupId the PCF's group
     */
    public record Info(List<String> dnnList, @DefaultValue("") String groupId) {
        public Info {
            dnnList = dnnList == null ? List.of() : List.copyOf(dnnList);
        }
    }

    /**
     * @param connections data-tier connections a bulk load writes on in parallel
     * @param maxCount    the most associations one bulk load may create
     */
    public record Bulk(@DefaultValue("4") int connections, @DefaultValue("50000000") int maxCount) {}
}
