package dev.corebed.bench;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * The fixed answer both benchmark servers send: an NRF discovery SearchResult (TS 29.510) holding
 * one PCF profile with two services, exactly {@value #SIZE} bytes of compact JSON. Built the same
 * way on every run (name-based UUIDs, no clock, no randomness), so the reference and the stub send
 * the same bytes and a run today compares with a run last month.
 */
public final class NfProfileBody {

    /** Size of the body in bytes. */
    public static final int SIZE = 2500;

    /** The body. Shared, never modified: callers must not write into it. */
    public static final byte[] BYTES = build();

    private NfProfileBody() {}

    private static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    private static byte[] build() {
        String json = json("");
        int missing = SIZE - json.getBytes(StandardCharsets.UTF_8).length;
        if (missing < 0) {
            throw new IllegalStateException("profile is " + (-missing) + " bytes over " + SIZE);
        }
        // Fill up to SIZE with a free-text field, the way operators put notes in customInfo.
        StringBuilder note = new StringBuilder(missing);
        String words = "corebed benchmark profile; static answer of a stub NRF for h2load. ";
        while (note.length() < missing) {
            note.append(words.charAt(note.length() % words.length()));
        }
        byte[] bytes = json(note.toString()).getBytes(StandardCharsets.UTF_8);
        if (bytes.length != SIZE) {
            throw new IllegalStateException("profile is " + bytes.length + " bytes, not " + SIZE);
        }
        return bytes;
    }

    private static String json(String note) {
        String nfId = uuid("corebed-bench-pcf-1");
        StringBuilder b = new StringBuilder(SIZE);
        b.append("{\"validityPeriod\":3600,\"nfInstances\":[{")
                .append("\"nfInstanceId\":\"").append(nfId).append("\",")
                .append("\"nfType\":\"PCF\",\"nfStatus\":\"REGISTERED\",\"heartBeatTimer\":60,")
                .append("\"plmnList\":[{\"mcc\":\"001\",\"mnc\":\"01\"},{\"mcc\":\"001\",\"mnc\":\"001\"}],")
                .append("\"sNssais\":[{\"sst\":1},{\"sst\":1,\"sd\":\"000001\"},{\"sst\":2,\"sd\":\"00000a\"}],")
                .append("\"nsiList\":[\"nsi-embb-01\",\"nsi-urllc-01\"],")
                .append("\"fqdn\":\"pcf-1.pcf.5gc.mnc001.mcc001.3gppnetwork.org\",")
                .append("\"ipv4Addresses\":[\"10.10.1.21\",\"10.10.1.22\"],")
                .append("\"priority\":1,\"capacity\":100,\"load\":17,\"locality\":\"dc-east-1\",")
                .append("\"pcfInfo\":{\"groupId\":\"pcf-group-1\",\"dnnList\":[\"internet\",\"ims\",\"mms\"],")
                .append("\"supiRanges\":[{\"start\":\"001010000000000\",\"end\":\"001010000999999\"},")
                .append("{\"start\":\"001010001000000\",\"end\":\"001010001999999\"}],")
                .append("\"rxDiamHost\":\"pcrf-1.epc.mnc001.mcc001.3gppnetwork.org\",")
                .append("\"rxDiamRealm\":\"epc.mnc001.mcc001.3gppnetwork.org\",\"v2xSupportInd\":false},")
                .append("\"nfServices\":[");
        service(b, nfId, 1, "npcf-smpolicycontrol", "1.2.0", "SMF", 8083);
        b.append(',');
        service(b, nfId, 2, "npcf-am-policy-control", "1.1.0", "AMF", 8083);
        b.append("],")
                .append("\"nfProfileChangesSupportInd\":true,")
                .append("\"customInfo\":{\"note\":\"").append(note).append("\"}")
                .append("}],\"searchId\":\"").append(uuid("corebed-bench-search")).append("\",")
                .append("\"numNfInstComplete\":1}");
        return b.toString();
    }

    private static void service(StringBuilder b, String nfId, int n, String name, String version, String consumer, int port) {
        b.append("{\"serviceInstanceId\":\"").append(uuid(nfId + "/" + n)).append("\",")
                .append("\"serviceName\":\"").append(name).append("\",")
                .append("\"versions\":[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"").append(version)
                .append("\",\"expiry\":\"2030-12-31T23:59:59Z\"}],")
                .append("\"scheme\":\"http\",\"nfServiceStatus\":\"REGISTERED\",")
                .append("\"fqdn\":\"pcf-1.pcf.5gc.mnc001.mcc001.3gppnetwork.org\",")
                .append("\"ipEndPoints\":[{\"ipv4Address\":\"10.10.1.21\",\"transport\":\"TCP\",\"port\":").append(port)
                .append("},{\"ipv4Address\":\"10.10.1.22\",\"transport\":\"TCP\",\"port\":").append(port).append("}],")
                .append("\"apiPrefix\":\"\",")
                .append("\"allowedPlmns\":[{\"mcc\":\"001\",\"mnc\":\"01\"}],")
                .append("\"allowedNfTypes\":[\"").append(consumer).append("\",\"NEF\",\"AF\"],")
                .append("\"allowedNssais\":[{\"sst\":1},{\"sst\":1,\"sd\":\"000001\"}],")
                .append("\"priority\":1,\"capacity\":100,\"load\":").append(10 + n).append(',')
                .append("\"supportedFeatures\":\"3fff\"}");
    }
}
