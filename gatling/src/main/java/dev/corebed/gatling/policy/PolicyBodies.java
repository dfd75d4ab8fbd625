package dev.corebed.gatling.policy;

import java.util.List;
import java.util.Locale;

/**
 * The request bodies the load sends as the SMF and the AMF (TS 29.512 SmPolicyContextData and
 * SmPolicyUpdateContextData, TS 29.507 / TS 29.525 PolicyAssociationRequest), and the UDR population's documents
 * (TS 29.519), all for the run's keyspace. Plain strings: the load builds a few thousand a second.
 */
public final class PolicyBodies {

    /** The S-NSSAI of every session (and of the UDR's sm-data). */
    public static final String SNSSAI = "{\"sst\":1,\"sd\":\"000001\"}";
    static final String PLMN = "{\"mcc\":\"" + PolicyKeyspace.MCC + "\",\"mnc\":\"" + PolicyKeyspace.MNC + "\"}";
    /** The DNNs the UDR population has sm-data for. */
    public static final List<String> DNNS = List.of("internet", "ims", "app", "admin");

    private PolicyBodies() {}

    /** CreateSMPolicy: the session's subscriber, DNN, PDU session id, UE address and the SMF's callback URI. */
    public static String smCreate(String supi, String gpsi, String dnn, int pduSessionId, String ipv4, String notificationUri) {
        return "{\"supi\":\"" + supi + "\",\"gpsi\":\"" + gpsi + "\",\"pduSessionId\":" + pduSessionId
                + ",\"pduSessionType\":\"IPV4\",\"dnn\":\"" + dnn + "\",\"notificationUri\":\"" + notificationUri
                + "\",\"sliceInfo\":" + SNSSAI + ",\"ipv4Address\":\"" + ipv4 + "\",\"accessType\":\"3GPP_ACCESS\",\"ratType\":\"NR\","
                + "\"servingNetwork\":" + PLMN + ",\"subsSessAmbr\":{\"uplink\":\"100 Mbps\",\"downlink\":\"300 Mbps\"},"
                + "\"subsDefQos\":{\"5qi\":9,\"arp\":{\"priorityLevel\":8,\"preemptCap\":\"NOT_PREEMPT\",\"preemptVuln\":\"PREEMPTABLE\"}}}";
    }

    /** UpdateSMPolicy: the UE moved to another NR cell (USER_LOCATION_CH, a trigger the PCF subscribes to). */
    public static String smUpdate(long cell) {
        return "{\"repPolicyCtrlReqTriggers\":[\"USER_LOCATION_CH\"],\"userLocationInfo\":{\"nrLocation\":{\"tai\":{\"plmnId\":"
                + PLMN + ",\"tac\":\"000001\"},\"ncgi\":{\"plmnId\":" + PLMN + ",\"nrCellId\":\""
                + String.format(Locale.ROOT, "%09x", cell & 0xFFFFFFFFFL) + "\"}}}}";
    }

    /** DeleteSMPolicy: SmPolicyDeleteData, nothing to report. */
    public static String smDelete() {
        return "{}";
    }

    /**
     * CreateIndividualAMPolicyAssociation / UEPolicyAssociation: the AMF's callback URI and its GUAMI (a PCF that
     * discovers the AMF by GUAMI and finds none uses the notificationUri's AMF, i.e. this load).
     */
    public static String policyAssociation(String supi, String gpsi, String notificationUri) {
        return "{\"notificationUri\":\"" + notificationUri + "\",\"supi\":\"" + supi + "\",\"gpsi\":\"" + gpsi + "\",\"suppFeat\":\"0\","
                + "\"accessType\":\"3GPP_ACCESS\",\"ratType\":\"NR\",\"servingPlmn\":" + PLMN
                + ",\"guami\":{\"plmnId\":" + PLMN + ",\"amfId\":\"cafe01\"}}";
    }

    /**
     * The UDR's bulk load (POST /admin/v1/udr/policy-data/bulk) of the run's subscribers: am-data, the UE policy set,
     * sm-data for each of the DNNs of the models, operator-specific data, and the GPSI alias.
     */
    public static String udrBulk(PolicyKeyspace keys) {
        StringBuilder dnns = new StringBuilder();
        for (String dnn : DNNS) {
            if (!dnns.isEmpty()) {
                dnns.append(',');
            }
            dnns.append('"').append(dnn).append("\":{\"dnn\":\"").append(dnn).append("\",\"subscCats\":[\"")
                    .append(dnn.equals("ims") ? "ims" : "gold").append("\"],\"online\":true}");
        }
        return "{\"prefix\":\"imsi-\",\"first\":\"" + keys.imsi(0) + "\",\"count\":" + keys.subscribers()
                + ",\"gpsi\":{\"prefix\":\"msisdn-\",\"first\":\"" + keys.msisdn(0) + "\"},"
                + "\"amPolicyDataSet\":{\"subscCats\":[\"gold\"]},"
                + "\"uePolicyDataSet\":{\"subscCats\":[\"gold\"],\"uePolicySections\":{\"up1\":{\"uePolicySectionInfo\":\"AQIDBAUGBwg=\","
                + "\"upsi\":\"up1\"}},\"upsis\":[\"up1\"]},"
                + "\"smPolicyDataSet\":{\"smPolicySnssaiData\":{\"1-000001\":{\"snssai\":" + SNSSAI + ",\"smPolicyDnnData\":{" + dnns + "}}}},"
                + "\"operatorSpecificDataSet\":{\"tariff\":{\"dataType\":\"string\",\"value\":\"flat\"}}}";
    }
}
