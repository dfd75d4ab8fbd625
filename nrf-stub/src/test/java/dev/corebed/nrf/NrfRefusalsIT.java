package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.nrf.NfManagementIT.assertProblem;
import static dev.corebed.nrf.NfManagementIT.uri;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the NRF refuses because the Rel-17 schema or its data tier's columns say so: each class of input that
 * once made it answer 5xx (big integers, a non-finite number, an array or an object where a string belongs, a
 * value longer than its column), the readOnly attributes, and a patch that would leave an invalid NFProfile. Each
 * is a 400 (413 for a document longer than its column) with the TS 29.500 cause and the attribute's JSON pointer,
 * and leaves the stored state as it was.
 */
@CorebedTest(stubs = NRF, reset = ResetMode.PER_CLASS)
class NrfRefusalsIT {

    static final String JSON_PATCH = "content-type: application/json-patch+json";

    @Stub
    static NrfHandle nrf;
    static String h2c;

    @BeforeAll
    static void addresses() {
        h2c = nrf.sbiUri().toString();
    }

    /** A valid NFProfile with {@code extra} members added (a leading comma each). */
    static String profile(String id, String extra) {
        return """
                {"nfInstanceId":"%s","nfType":"UDM","nfStatus":"REGISTERED","fqdn":"udm.corebed.test","sNssais":[{"sst":1}],
                 "nfServices":[{"serviceInstanceId":"s1","serviceName":"nudm-sdm","versions":[{"apiVersionInUri":"v2","apiFullVersion":"2.2.0"}],
                   "scheme":"http","nfServiceStatus":"REGISTERED"}]%s}""".formatted(id, extra);
    }

    static Reply put(String id, String body) {
        return HttpProbe.h2c("PUT", h2c + uri(id), body);
    }

    static Reply patch(String id, String patch) {
        return HttpProbe.h2c("PATCH", h2c + uri(id), patch, "-H", JSON_PATCH);
    }

    static void assertParam(Reply r, int status, String cause, String param) {
        assertProblem(r, status, cause);
        assertThat(r.json().get("invalidParams").get(0).get("param").asString()).as(r.body()).isEqualTo(param);
    }

    @Test
    void registrationsOfValuesTheSchemaRefusesAre400AndStoreNothing() throws Exception {
        String id = UUID.randomUUID().toString();
        String aaa = "a".repeat(302);
        // the classes of the 5xx a fuzz found before the bodies were bound to the model
        assertParam(put(id, profile(id, ",\"heartBeatTimer\":9223372036854775808")), 400, "OPTIONAL_IE_INCORRECT", "/heartBeatTimer");
        assertParam(put(id, profile(id, ",\"load\":2147483648")), 400, "OPTIONAL_IE_INCORRECT", "/load");
        assertParam(put(id, profile(id, ",\"capacity\":1E+400")), 400, "OPTIONAL_IE_INCORRECT", "/capacity");
        assertParam(put(id, profile(id, ",\"nwdafInfo\":[]")), 400, "OPTIONAL_IE_INCORRECT", "/nwdafInfo");
        assertParam(put(id, profile(id, "").replace("{\"sst\":1}", "{\"sst\":18446744073709551616}")), 400,
                "OPTIONAL_IE_INCORRECT", "/sNssais/0/sst");
        assertParam(put(id, profile(id, "").replace("\"serviceName\":\"nudm-sdm\"", "\"serviceName\":[]")), 400,
                "OPTIONAL_IE_INCORRECT", "/nfServices/0/serviceName");
        // NFType is an extensible enumeration: any string is schema-valid, but the column holds 32 characters
        assertParam(put(id, profile(id, "").replace("\"UDM\"", "\"" + aaa + "\"")), 400, "MANDATORY_IE_INCORRECT", "/nfType");
        assertParam(put(id, profile(id, "").replace("\"REGISTERED\"", "\"" + "R".repeat(33) + "\"")), 400,
                "MANDATORY_IE_INCORRECT", "/nfStatus");
        // readOnly in the yaml: the NRF says it, an NF does not send it
        assertParam(put(id, profile(id, ",\"nfProfileChangesInd\":true")), 400, "OPTIONAL_IE_INCORRECT", "/nfProfileChangesInd");
        assertThat(storedProfile(id)).isNull();
        // 32 characters fit
        assertThat(put(id, profile(id, "").replace("\"UDM\"", "\"" + "U".repeat(32) + "\"")).status()).isEqualTo(201);
    }

    @Test
    void aPatchMustLeaveAValidNfProfileAndChangesNothingWhenRefused() throws Exception {
        String id = UUID.randomUUID().toString();
        assertThat(put(id, profile(id, ",\"load\":10")).status()).isEqualTo(201);
        String stored = storedProfile(id);

        Reply load = patch(id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"},{\"op\":\"replace\",\"path\":\"/load\",\"value\":101}]");
        assertParam(load, 400, "OPTIONAL_IE_INCORRECT", "/load");
        assertThat(load.json().get("invalidParams").get(0).get("reason").asString()).endsWith("(failed operation index= 1)");
        assertParam(patch(id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"" + "a".repeat(302) + "\"}]"), 400,
                "MANDATORY_IE_INCORRECT", "/nfStatus");
        assertParam(patch(id, "[{\"op\":\"remove\",\"path\":\"/nfStatus\"}]"), 400, "MANDATORY_IE_MISSING", "/nfStatus");
        assertParam(patch(id, "[{\"op\":\"add\",\"path\":\"/sNssais/-\",\"value\":{\"sst\":\"1\"}}]"), 400,
                "OPTIONAL_IE_INCORRECT", "/sNssais/1/sst");
        assertParam(patch(id, "[{\"op\":\"move\",\"from\":\"/fqdn\",\"path\":\"/locality\"}]"), 400, "MANDATORY_IE_MISSING", "/fqdn");
        assertParam(patch(id, "[{\"op\":\"add\",\"path\":\"/nfProfileChangesInd\",\"value\":true}]"), 400,
                "OPTIONAL_IE_INCORRECT", "/nfProfileChangesInd");
        // the whole document replaced: checked whole
        assertParam(patch(id, "[{\"op\":\"replace\",\"path\":\"\",\"value\":{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"UDM\"}}]"),
                400, "MANDATORY_IE_MISSING", "/fqdn");
        // PatchItem of TS 29.571: from is a string
        assertParam(patch(id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\",\"from\":true}]"), 400,
                "OPTIONAL_IE_INCORRECT", "/0/from");
        assertThat(storedProfile(id)).as("nothing written").isEqualTo(stored);

        assertThat(patch(id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"},{\"op\":\"replace\",\"path\":\"/load\",\"value\":100}]")
                .status()).as("a heartbeat with a valid load").isEqualTo(204);
    }

    @Test
    void subscriptionsOfValuesTheSchemaOrTheColumnsRefuseAre400AndStoreNothing() throws Exception {
        int before = subscriptions();
        String ok = "\"nfStatusNotificationUri\":\"http://127.0.0.1:9/n\"";
        // the classes of the 5xx a fuzz found
        assertParam(subscribe("{" + ok + ",\"reqNfInstanceId\":{}}"), 400, "OPTIONAL_IE_INCORRECT", "/reqNfInstanceId");
        assertParam(subscribe("{" + ok + ",\"subscrCond\":{\"conditionType\":{}}}"), 400, "OPTIONAL_IE_INCORRECT", "/subscrCond");
        assertParam(subscribe("{" + ok + ",\"subscrCond\":{\"nfType\":\"UDM\",\"nfGroupId\":\"" + "a".repeat(302) + "\"}}"), 400,
                "OPTIONAL_IE_INCORRECT", "/subscrCond/nfGroupId");
        assertParam(subscribe("{" + ok + ",\"subscrCond\":{\"nfType\":\"" + "b".repeat(5002) + "\"}}"), 400,
                "OPTIONAL_IE_INCORRECT", "/subscrCond/nfType");
        assertParam(subscribe("{" + ok + ",\"subscrCond\":{\"serviceNameList\":[\"nudm-sdm\",\"" + "c".repeat(200) + "\"],"
                + "\"conditionType\":\"SERVICE_NAME_LIST_COND\"}}"), 400, "OPTIONAL_IE_INCORRECT", "/subscrCond/serviceNameList/1");
        // readOnly: the NRF assigns them
        assertParam(subscribe("{" + ok + ",\"subscriptionId\":\"mine\"}"), 400, "OPTIONAL_IE_INCORRECT", "/subscriptionId");
        assertParam(subscribe("{" + ok + ",\"nrfSupportedFeatures\":\"1\"}"), 400, "OPTIONAL_IE_INCORRECT", "/nrfSupportedFeatures");
        // longer than the TEXT column: 413
        List<String> scopes = new ArrayList<>();
        for (int i = 0; i < 7000; i++) {
            scopes.add("\"scope-" + i + "\"");
        }
        assertProblem(subscribe("{" + ok + ",\"servingScope\":[" + String.join(",", scopes) + "]}"), 413, "PAYLOAD_TOO_LARGE");
        assertThat(subscriptions()).isEqualTo(before);
        // a condition key of 200 characters fits
        Reply fits = subscribe("{" + ok + ",\"subscrCond\":{\"nfType\":\"" + "d".repeat(200 - "nfType:".length()) + "\"}}");
        assertThat(fits.status()).as(fits.body()).isEqualTo(201);
        // what NfTypeCond does not define is ignored (TS 29.500 §6.2): an NfTypeCond, not an unknown condition type
        Reply extended = subscribe("{" + ok + ",\"subscrCond\":{\"nfType\":\"UDM\",\"conditionType\":{}}}");
        assertThat(extended.status()).as(extended.body()).isEqualTo(201);
    }

    static Reply subscribe(String body) {
        return HttpProbe.h2c("POST", h2c + "/nnrf-nfm/v1/subscriptions", body);
    }

    static String storedProfile(String id) throws Exception {
        try (Connection c = InProcess.bean(nrf, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT profile FROM nf_instances WHERE nf_instance_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    static int subscriptions() throws Exception {
        try (Connection c = InProcess.bean(nrf, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT (SELECT COUNT(*) FROM nf_subscriptions)"
                     + " + (SELECT COUNT(*) FROM nf_subscription_conditions)")) {
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
