package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Nudr_DataRepository policy data of one UE against TS29519_Policy_Data.yaml: the UE resources under
 * /nudr-dr/v2 and /nudr-dr/v1 over h2c, their status codes, query parameters and errors, and the state an
 * error leaves (untouched).
 */
@CorebedTest(stubs = UDR, reset = ResetMode.PER_CLASS)
class PolicyDataIT {

    static final String AM = """
            {"subscCats":["gold"],"praInfos":{"1":{"praId":"1","presenceState":"IN_AREA"}}}""";
    static final String UE_POLICY_SET = """
            {"subscCats":["silver"],"uePolicySections":{"up1":{"uePolicySectionInfo":"AQID","upsi":"up1"}},"upsis":["up1"],"andspInd":true}""";
    static final String SM = """
            {"smPolicySnssaiData":{
              "1-000001":{"snssai":{"sst":1,"sd":"000001"},"smPolicyDnnData":{
                 "internet":{"dnn":"internet","allowedServices":["web"],"subscCats":["gold"],"online":true},
                 "ims":{"dnn":"ims","imsSignallingPrio":true}}},
              "2":{"snssai":{"sst":2},"smPolicyDnnData":{"internet":{"dnn":"internet","offline":true}}}},
             "umDataLimits":{"lim1":{"limitId":"lim1","usageLimit":{"totalVolume":1000000}}}}""";
    static final String USAGE = """
            {"limitId":"lim1","allowedUsage":{"totalVolume":500000},"umLevel":"SESSION_LEVEL"}""";
    static final String OSD = """
            {"tariff":{"dataType":"string","value":"flat"},"quota":{"dataType":"integer","value":10}}""";

    @Stub
    static UdrHandle udr;



    static String ue(String version, String ueId) {
        return udr.sbiUri() + "/nudr-dr/" + version + "/policy-data/ues/" + ueId;
    }

    static Reply sbi(String method, String url, String body, String... headers) {
        return HttpProbe.h2c(method, url, body, headers);
    }

    static Reply provision(String ueId, String body) {
        return HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + ueId, body);
    }

    static void assertProblem(Reply r, int status, String cause) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("content-type")).startsWith("application/problem+json");
        assertThat(r.json().get("status").asInt()).isEqualTo(status);
        if (cause != null) {
            assertThat(r.json().get("cause").asString()).isEqualTo(cause);
        }
    }

    static void assertInvalid(Reply r, String cause, String param) {
        assertProblem(r, 400, cause);
        assertThat(r.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(param);
    }

    static JsonNode json(String text) {
        return Json.parse(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void amDataIsReadUnderV2AndV1AndUnknownUesAreUserNotFound() {
        assertThat(provision("imsi-001010000000001", "{\"amPolicyDataSet\":" + AM + "}").status()).isEqualTo(201);
        for (String v : new String[] {"v2", "v1"}) {
            Reply am = sbi("GET", ue(v, "imsi-001010000000001") + "/am-data", null);
            assertThat(am.status()).as(am.body()).isEqualTo(200);
            assertThat(am.version()).isEqualTo("HTTP/2");
            assertThat(am.header("content-type")).startsWith("application/json");
            assertThat(am.json()).isEqualTo(json(AM));
        }
        // TS 29.504 §6.1.7.3: nothing stored for the ueId is USER_NOT_FOUND; a known UE without the data set is DATA_NOT_FOUND.
        assertProblem(sbi("GET", ue("v2", "imsi-001010000009999") + "/am-data", null), 404, "USER_NOT_FOUND");
        assertProblem(sbi("GET", ue("v2", "imsi-001010000000001") + "/ue-policy-set", null), 404, "DATA_NOT_FOUND");
        assertProblem(sbi("GET", ue("v2", "imsi-001010000000001") + "/sm-data", null), 404, "DATA_NOT_FOUND");
        // am-data defines no query parameter.
        Reply extra = sbi("GET", ue("v2", "imsi-001010000000001") + "/am-data?supp-feat=1", null);
        assertInvalid(extra, "INVALID_QUERY_PARAM", "supp-feat");
        // A SUPI form that is broken is no VarUeId.
        assertInvalid(sbi("GET", ue("v2", "imsi-12ab") + "/am-data", null), "MANDATORY_IE_INCORRECT", "ueId");
    }

    @Test
    void uePolicySetIsCreatedReplacedAndMergePatched() {
        String url = ue("v2", "imsi-001010000000002") + "/ue-policy-set";
        Reply created = sbi("PUT", url, UE_POLICY_SET);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).isEqualTo(url);
        assertThat(created.json()).isEqualTo(json(UE_POLICY_SET));
        assertThat(sbi("GET", url + "?supp-feat=0", null).json()).isEqualTo(json(UE_POLICY_SET));

        String replaced = UE_POLICY_SET.replace("silver", "bronze");
        Reply replace = sbi("PUT", url, replaced);
        assertThat(replace.status()).isEqualTo(204);
        assertThat(replace.body()).isEmpty();
        assertThat(sbi("GET", url, null).json().get("subscCats").get(0).asString()).isEqualTo("bronze");

        Reply patched = sbi("PATCH", url, """
                {"upsis":["up1","up2"],"uePolicySections":{"up2":{"uePolicySectionInfo":"BAUG","upsi":"up2"}},"andspInd":false}""",
                "-H", "content-type: application/merge-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(204);
        JsonNode after = sbi("GET", url, null).json();
        assertThat(after.get("upsis")).hasSize(2);
        assertThat(after.get("uePolicySections").has("up1")).isTrue();
        assertThat(after.get("uePolicySections").get("up2").get("upsi").asString()).isEqualTo("up2");
        assertThat(after.get("andspInd").asBoolean()).isFalse();
        assertThat(after.get("subscCats").get(0).asString()).isEqualTo("bronze");
        // UePolicySetPatch declares no attribute nullable: null cannot remove one, as the yaml has it.
        assertInvalid(sbi("PATCH", url, "{\"andspInd\":null}", "-H", "content-type: application/merge-patch+json"),
                "OPTIONAL_IE_INCORRECT", "/andspInd");

        // UePolicySetPatch does not carry subscCats: 403, nothing changed.
        Reply forbidden = sbi("PATCH", url, "{\"subscCats\":[\"gold\"]}", "-H", "content-type: application/merge-patch+json");
        assertProblem(forbidden, 403, "MODIFICATION_NOT_ALLOWED");
        assertThat(forbidden.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/subscCats");
        // A merge patch as application/json is refused: the yaml says application/merge-patch+json.
        assertProblem(sbi("PATCH", url, "{\"upsis\":[\"x\"]}"), 415, "UNSUPPORTED_MEDIA_TYPE");
        // A section of UePolicySetPatch is a whole UePolicySection: upsi cannot be removed (null), nor left out.
        Reply broken = sbi("PATCH", url, "{\"uePolicySections\":{\"up1\":{\"upsi\":null}}}",
                "-H", "content-type: application/merge-patch+json");
        assertInvalid(broken, "OPTIONAL_IE_INCORRECT", "/uePolicySections/up1/upsi");
        assertInvalid(sbi("PATCH", url, "{\"uePolicySections\":{\"up1\":{\"upsi\":\"up1\"}}}",
                "-H", "content-type: application/merge-patch+json"), "MANDATORY_IE_MISSING", "/uePolicySections/up1/uePolicySectionInfo");
        assertThat(sbi("GET", url, null).json()).isEqualTo(after);
        assertProblem(sbi("PATCH", ue("v2", "imsi-001010000009998") + "/ue-policy-set", "{\"upsis\":[\"x\"]}",
                "-H", "content-type: application/merge-patch+json"), 404, "USER_NOT_FOUND");
    }

    @Test
    void malformedBodiesAre400AndStoreNothing() {
        String url = ue("v2", "imsi-001010000000003") + "/ue-policy-set";
        assertProblem(sbi("PUT", url, "{not json"), 400, "INVALID_MSG_FORMAT");
        assertProblem(sbi("PUT", url, "[1,2]"), 400, "INVALID_MSG_FORMAT");
        assertInvalid(sbi("PUT", url, "{\"uePolicySections\":{\"up1\":{\"upsi\":\"up1\"}}}"),
                "MANDATORY_IE_MISSING", "/uePolicySections/up1/uePolicySectionInfo");
        assertInvalid(sbi("PUT", url, "{\"andspInd\":\"yes\"}"), "OPTIONAL_IE_INCORRECT", "/andspInd");
        assertInvalid(sbi("PUT", url, "{\"subscCats\":[]}"), "OPTIONAL_IE_INCORRECT", "/subscCats");
        // Nothing was stored: the UE is still unknown.
        assertProblem(sbi("GET", url, null), 404, "USER_NOT_FOUND");
        assertProblem(sbi("GET", ue("v2", "imsi-001010000000003"), null), 404, "USER_NOT_FOUND");

        String um = ue("v2", "imsi-001010000000003") + "/sm-data/um1";
        assertInvalid(sbi("PUT", um, "{\"allowedUsage\":{\"totalVolume\":1}}"), "MANDATORY_IE_MISSING", "/limitId");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"scopes\":{\"1\":{\"snssai\":{\"sst\":300}}}}"),
                "OPTIONAL_IE_INCORRECT", "/scopes/1/snssai/sst");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"resetTime\":\"yesterday\"}"), "OPTIONAL_IE_INCORRECT", "/resetTime");
        assertProblem(sbi("GET", um, null), 404, "USER_NOT_FOUND");
    }

    @Test
    void smDataIsFilteredBySnssaiDnnAndFields() {
        assertThat(provision("imsi-001010000000004", "{\"smPolicyDataSet\":" + SM + "}").status()).isEqualTo(201);
        String url = ue("v2", "imsi-001010000000004") + "/sm-data";
        assertThat(sbi("GET", url, null).json()).isEqualTo(json(SM));

        Reply slice = sbi("GET", url + "?snssai=" + enc("{\"sst\":1,\"sd\":\"000001\"}"), null);
        assertThat(slice.status()).as(slice.body()).isEqualTo(200);
        assertThat(slice.json().get("smPolicySnssaiData").propertyNames()).containsExactly("1-000001");
        assertThat(slice.json().has("umDataLimits")).isTrue();

        Reply dnn = sbi("GET", url + "?dnn=internet", null);
        JsonNode perSnssai = dnn.json().get("smPolicySnssaiData");
        assertThat(perSnssai.propertyNames()).containsExactlyInAnyOrder("1-000001", "2");
        assertThat(perSnssai.get("1-000001").get("smPolicyDnnData").propertyNames()).containsExactly("internet");

        Reply both = sbi("GET", url + "?snssai=" + enc("{\"sst\":1,\"sd\":\"000001\"}") + "&dnn=ims&fields=smPolicySnssaiData", null);
        assertThat(both.json().propertyNames()).containsExactly("smPolicySnssaiData");
        assertThat(both.json().get("smPolicySnssaiData").get("1-000001").get("smPolicyDnnData").propertyNames()).containsExactly("ims");

        Reply fields = sbi("GET", url + "?fields=umDataLimits,/smPolicySnssaiData/2", null);
        assertThat(fields.json().get("umDataLimits").has("lim1")).isTrue();
        assertThat(fields.json().get("smPolicySnssaiData").propertyNames()).containsExactly("2");

        assertProblem(sbi("GET", url + "?dnn=nowhere", null), 404, "DATA_NOT_FOUND");
        assertProblem(sbi("GET", url + "?snssai=" + enc("{\"sst\":9}"), null), 404, "DATA_NOT_FOUND");
        assertInvalid(sbi("GET", url + "?snssai=" + enc("{\"sd\":\"000001\"}"), null), "OPTIONAL_QUERY_PARAM_INCORRECT", "snssai");
        assertInvalid(sbi("GET", url + "?snssai=1-000001", null), "OPTIONAL_QUERY_PARAM_INCORRECT", "snssai");
        assertInvalid(sbi("GET", url + "?supp-feat=xyz", null), "OPTIONAL_QUERY_PARAM_INCORRECT", "supp-feat");
        assertInvalid(sbi("GET", url + "?snssais=1", null), "INVALID_QUERY_PARAM", "snssais");
    }

    @Test
    void smDataMergePatchModifiesUmDataAndBdtRefIdsOnly() {
        assertThat(provision("imsi-001010000000005", "{\"smPolicyDataSet\":" + SM + "}").status()).isEqualTo(201);
        String url = ue("v1", "imsi-001010000000005") + "/sm-data";
        Reply patched = sbi("PATCH", url, """
                {"umData":{"lim1":{"limitId":"lim1","allowedUsage":{"totalVolume":123}}},
                 "smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
                   "smPolicyDnnData":{"internet":{"dnn":"internet","bdtRefIds":{"a":"bdt-1"}}}}}}""",
                "-H", "content-type: application/merge-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(204);
        JsonNode sm = sbi("GET", url, null).json();
        assertThat(sm.get("umData").get("lim1").get("allowedUsage").get("totalVolume").asLong()).isEqualTo(123);
        JsonNode internet = sm.get("smPolicySnssaiData").get("1-000001").get("smPolicyDnnData").get("internet");
        assertThat(internet.get("bdtRefIds").get("a").asString()).isEqualTo("bdt-1");
        assertThat(internet.get("online").asBoolean()).isTrue(); // merged, not replaced

        Reply forbidden = sbi("PATCH", url, """
                {"smPolicySnssaiData":{"2":{"snssai":{"sst":2},"smPolicyDnnData":{"internet":{"dnn":"internet","online":true}}}}}""",
                "-H", "content-type: application/merge-patch+json");
        assertProblem(forbidden, 403, "MODIFICATION_NOT_ALLOWED");
        assertThat(forbidden.json().get("invalidParams").get(0).get("param").asString())
                .isEqualTo("/smPolicySnssaiData/2/smPolicyDnnData/internet/online");
        assertInvalid(sbi("PATCH", url, "{\"smPolicySnssaiData\":{\"2\":{\"smPolicyDnnData\":{\"internet\":{\"dnn\":\"internet\"}}}}}",
                "-H", "content-type: application/merge-patch+json"), "MANDATORY_IE_MISSING", "/smPolicySnssaiData/2/snssai");
        assertThat(sbi("GET", url, null).json()).isEqualTo(sm);
        provision("imsi-001010000000006", "{\"amPolicyDataSet\":" + AM + "}");
        assertProblem(sbi("PATCH", ue("v2", "imsi-001010000000006") + "/sm-data", "{\"umData\":null}",
                "-H", "content-type: application/merge-patch+json"), 404, "DATA_NOT_FOUND");
    }

    @Test
    void usageMonitoringResourcesArePutReadAndDeleted() {
        String url = ue("v2", "imsi-001010000000007") + "/sm-data/um1";
        Reply created = sbi("PUT", url, USAGE);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).isEqualTo(url);
        assertThat(created.json()).isEqualTo(json(USAGE));
        assertThat(sbi("GET", url, null).json()).isEqualTo(json(USAGE));
        // The PUT made the UE known: its other resources are DATA_NOT_FOUND now, not USER_NOT_FOUND.
        assertProblem(sbi("GET", ue("v2", "imsi-001010000000007") + "/am-data", null), 404, "DATA_NOT_FOUND");
        assertThat(sbi("GET", ue("v2", "imsi-001010000000007") + "?data-subset-names=UM_DATA,AM_POLICY_DATA", null)
                .json().get("umData").get("um1").get("limitId").asString()).isEqualTo("lim1");

        assertThat(sbi("DELETE", url, null).status()).isEqualTo(204);
        assertProblem(sbi("GET", url, null), 404, "DATA_NOT_FOUND");
        assertProblem(sbi("DELETE", url, null), 404, "DATA_NOT_FOUND");
        assertProblem(sbi("DELETE", ue("v2", "imsi-001010000009997") + "/sm-data/um1", null), 404, "USER_NOT_FOUND");
    }

    @Test
    void operatorSpecificDataIsReplacedPatchedFilteredAndDeleted() {
        String url = ue("v2", "imsi-001010000000008") + "/operator-specific-data";
        Reply created = sbi("PUT", url, OSD);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).isEqualTo(url);
        assertThat(sbi("PUT", url, OSD).status()).isEqualTo(204);
        assertThat(sbi("GET", url + "?fields=quota", null).json()).isEqualTo(json("{\"quota\":{\"dataType\":\"integer\",\"value\":10}}"));

        Reply patched = sbi("PATCH", url, """
                [{"op":"replace","path":"/quota/value","value":20},{"op":"add","path":"/vip","value":{"dataType":"boolean","value":true}}]""",
                "-H", "content-type: application/json-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(204);
        JsonNode osd = sbi("GET", url, null).json();
        assertThat(osd.get("quota").get("value").asInt()).isEqualTo(20);
        assertThat(osd.get("vip").get("value").asBoolean()).isTrue();

        // A patch leaving a container of the wrong type, or one that cannot apply: refused, nothing changed.
        assertInvalid(sbi("PATCH", url, "[{\"op\":\"replace\",\"path\":\"/quota/value\",\"value\":\"many\"}]",
                "-H", "content-type: application/json-patch+json"), "MANDATORY_IE_INCORRECT", "/quota/value");
        assertThat(sbi("PATCH", url, "[{\"op\":\"remove\",\"path\":\"/nothing\"}]",
                "-H", "content-type: application/json-patch+json").status()).isEqualTo(409);
        assertInvalid(sbi("PUT", url, "{\"x\":{\"value\":1}}"), "MANDATORY_IE_MISSING", "/x/dataType");
        assertThat(sbi("GET", url, null).json()).isEqualTo(osd);

        assertThat(sbi("DELETE", url, null).status()).isEqualTo(204);
        assertProblem(sbi("GET", url, null), 404, "DATA_NOT_FOUND");
        assertProblem(sbi("DELETE", url, null), 404, "DATA_NOT_FOUND");
    }

    @Test
    void readPolicyDataAndGpsiAliases() {
        Reply p = provision("imsi-001010000000009", """
                {"gpsi":"msisdn-33600000009","amPolicyDataSet":%s,"uePolicyDataSet":%s,"smPolicyDataSet":%s,
                 "operatorSpecificDataSet":%s,"umData":{"um1":%s}}""".formatted(AM, UE_POLICY_SET, SM, OSD, USAGE));
        assertThat(p.status()).as(p.body()).isEqualTo(201);
        assertThat(p.json().get("gpsi").asString()).isEqualTo("msisdn-33600000009");

        Reply all = sbi("GET", ue("v2", "imsi-001010000000009"), null);
        assertThat(all.status()).isEqualTo(200);
        assertThat(all.json().propertyNames()).containsExactlyInAnyOrder("amPolicyDataSet", "uePolicyDataSet",
                "smPolicyDataSet", "operatorSpecificDataSet", "umData");
        Reply two = sbi("GET", ue("v2", "imsi-001010000000009") + "?data-subset-names=AM_POLICY_DATA,UE_POLICY_DATA", null);
        assertThat(two.json().propertyNames()).containsExactlyInAnyOrder("amPolicyDataSet", "uePolicyDataSet");
        assertInvalid(sbi("GET", ue("v2", "imsi-001010000000009") + "?data-subset-names=AM_POLICY_DATA", null),
                "OPTIONAL_QUERY_PARAM_INCORRECT", "data-subset-names");

        // The GPSI names the same UE: reads and writes go to the SUPI's data.
        assertThat(sbi("GET", ue("v2", "msisdn-33600000009") + "/am-data", null).json()).isEqualTo(json(AM));
        assertThat(sbi("PUT", ue("v2", "msisdn-33600000009") + "/ue-policy-set", UE_POLICY_SET.replace("silver", "iron")).status())
                .isEqualTo(204);
        assertThat(sbi("GET", ue("v2", "imsi-001010000000009") + "/ue-policy-set", null).json()
                .get("subscCats").get(0).asString()).isEqualTo("iron");

        assertThat(HttpProbe.http1("DELETE", udr.adminUri() + "/admin/v1/udr/policy-data/imsi-001010000000009", null).status())
                .isEqualTo(204);
        assertProblem(sbi("GET", ue("v2", "msisdn-33600000009") + "/am-data", null), 404, "USER_NOT_FOUND");
        assertThat(HttpProbe.http1("GET", udr.adminUri() + "/admin/v1/udr/policy-data/imsi-001010000000009", null).status())
                .isEqualTo(404);
    }

    @Test
    void bodiesTheRel17SchemaRefusesAre400AndStoreNothing() {
        String ue = ue("v2", "imsi-001010000000010");
        String um = ue + "/sm-data/um1";
        // UsageMonData: a Volume is an integer from 0, not null
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":-1}}"),
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/totalVolume");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":null}}"),
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/totalVolume");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":18446744073709551616}}"),
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/totalVolume");
        assertInvalid(sbi("PUT", um, "{\"limitId\":1}"), "MANDATORY_IE_INCORRECT", "/limitId");
        // UePolicySet: uePolicySectionInfo is base64 Bytes, osIds are UUIDs
        assertInvalid(sbi("PUT", ue + "/ue-policy-set", "{\"uePolicySections\":{\"s\":{\"uePolicySectionInfo\":\"not base64!\",\"upsi\":\"s\"}}}"),
                "OPTIONAL_IE_INCORRECT", "/uePolicySections/s/uePolicySectionInfo");
        assertInvalid(sbi("PUT", ue + "/ue-policy-set", "{\"osIds\":[\"x\"]}"), "OPTIONAL_IE_INCORRECT", "/osIds/0");
        assertInvalid(sbi("PUT", ue + "/ue-policy-set", "{\"pei\":\"\"}"), "OPTIONAL_IE_INCORRECT", "/pei");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"allowedUsage\":{\"uplinkVolume\":1.5}}"),
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/uplinkVolume");
        assertInvalid(sbi("PUT", um, "{\"limitId\":\"l\",\"resetIds\":[]}"), "OPTIONAL_IE_INCORRECT", "/resetIds");
        // a PatchItem's from is a string
        provision("imsi-001010000000012", "{\"operatorSpecificDataSet\":" + OSD + "}");
        assertInvalid(sbi("PATCH", ue("v2", "imsi-001010000000012") + "/operator-specific-data",
                "[{\"op\":\"copy\",\"path\":\"/x\",\"from\":1}]", "-H", "content-type: application/json-patch+json"),
                "OPTIONAL_IE_INCORRECT", "/0/from");
        assertThat(sbi("GET", ue("v2", "imsi-001010000000012") + "/operator-specific-data", null).json()).isEqualTo(json(OSD));
        // OperatorSpecificDataContainer: a number is finite, and of its dataType
        assertInvalid(sbi("PUT", ue + "/operator-specific-data", "{\"a\":{\"dataType\":\"number\",\"value\":1e400}}"),
                "MANDATORY_IE_INCORRECT", "/a/value");
        assertProblem(sbi("GET", um, null), 404, "USER_NOT_FOUND");
        // Provisioning: an S-NSSAI's sst of 2^63 is out of range, named from the provisioning body
        Reply p = provision("imsi-001010000000010", "{\"smPolicyDataSet\":{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":9223372036854775808}}}}}");
        assertInvalid(p, "OPTIONAL_IE_INCORRECT", "/smPolicyDataSet/smPolicySnssaiData/1/snssai/sst");
        assertInvalid(provision("imsi-001010000000010", "{\"gpsi\":\"imsi-001010000000010\",\"amPolicyDataSet\":{}}"),
                "OPTIONAL_IE_INCORRECT", "/gpsi");
        assertInvalid(provision("imsi-001010000000010", "{\"operatorSpecificDataSet\":{\"a\":{\"dataType\":\"boolean\",\"value\":1}}}"),
                "MANDATORY_IE_INCORRECT", "/operatorSpecificDataSet/a/value");
        assertProblem(sbi("GET", ue, null), 404, "USER_NOT_FOUND");
    }

    @Test
    void identifiersLongerThanTheirColumnAre400BeforeTheDataTier() {
        assertInvalid(sbi("GET", ue("v2", "x".repeat(256)) + "/am-data", null), "MANDATORY_IE_INCORRECT", "ueId");
        assertInvalid(sbi("PUT", ue("v2", "x".repeat(256)) + "/ue-policy-set", UE_POLICY_SET), "MANDATORY_IE_INCORRECT", "ueId");
        assertInvalid(sbi("PUT", ue("v2", "imsi-001010000000011") + "/sm-data/" + "u".repeat(256), USAGE),
                "MANDATORY_IE_INCORRECT", "usageMonId");
        assertInvalid(provision("x".repeat(256), "{\"amPolicyDataSet\":" + AM + "}"), "MANDATORY_IE_INCORRECT", "ueId");
        assertInvalid(provision("imsi-001010000000011", "{\"gpsi\":\"extid-" + "a".repeat(250) + "@b\",\"amPolicyDataSet\":" + AM + "}"),
                "OPTIONAL_IE_INCORRECT", "/gpsi");
        assertProblem(sbi("GET", ue("v2", "imsi-001010000000011"), null), 404, "USER_NOT_FOUND");
        // 255 characters are stored and read back
        String longest = "nai-" + "n".repeat(251);
        assertThat(sbi("PUT", ue("v2", longest) + "/ue-policy-set", UE_POLICY_SET).status()).isEqualTo(201);
        assertThat(sbi("GET", ue("v2", longest) + "/ue-policy-set", null).json()).isEqualTo(json(UE_POLICY_SET));
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
