package dev.corebed.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29505.OperatorSpecificDataContainer;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.SubscriptionData;
import dev.corebed.model.ts29519.UsageMonData;
import dev.corebed.model.ts29521.PcfBinding;
import dev.corebed.model.ts29521.PcfForUeBinding;
import dev.corebed.model.ts29571.PatchItem;
import dev.corebed.model.ts29571.ServiceAreaRestriction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generated records enforce their Rel-17 schemas. */
class ModelBindingTest {

    static final String NF_PROFILE = "{\"nfInstanceId\":\"4947a69a-f61b-4bc1-b9da-47c9c5d14b64\",\"nfType\":\"PCF\","
            + "\"nfStatus\":\"REGISTERED\",\"fqdn\":\"pcf.example.org\",\"heartBeatTimer\":30,"
            + "\"nfServices\":[{\"serviceInstanceId\":\"1\",\"serviceName\":\"npcf-smpolicycontrol\",\"scheme\":\"http\","
            + "\"nfServiceStatus\":\"REGISTERED\",\"versions\":[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"1.2.0\"}]}]}";

    static final String PCF_BINDING = "{\"supi\":\"imsi-001010000000001\",\"dnn\":\"internet\",\"ipv4Addr\":\"10.0.0.1\","
            + "\"snssai\":{\"sst\":1,\"sd\":\"000001\"},\"pcfFqdn\":\"pcf.example.org\"}";

    static List<Violation> refused(String json, Class<?> type) {
        try {
            StrictJson.read(json.getBytes(StandardCharsets.UTF_8), type);
        } catch (ModelException e) {
            return e.violations();
        }
        throw new AssertionError("accepted: " + json);
    }

    static String with(String json, String attribute, String value) {
        return json.substring(0, json.length() - 1) + ",\"" + attribute + "\":" + value + "}";
    }

    @Test
    void typicalBodiesBind() {
        NFProfile p = StrictJson.read(NF_PROFILE.getBytes(StandardCharsets.UTF_8), NFProfile.class);
        assertThat(p.nfServices().get(0).versions().get(0).apiFullVersion()).isEqualTo("1.2.0");
        PcfBinding b = StrictJson.read(PCF_BINDING.getBytes(StandardCharsets.UTF_8), PcfBinding.class);
        assertThat(b.snssai().sst()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"null", "0", "true", "1.5", "\"not a fqdn\"", "\"a\""})
    void nfProfileFqdnOfTheWrongTypeOrFormIsRefused(String fqdn) {
        String body = NF_PROFILE.replace("\"fqdn\":\"pcf.example.org\"", "\"fqdn\":" + fqdn);
        Violation v = refused(body, NFProfile.class).get(0);
        assertThat(v.pointer()).isEqualTo("/fqdn");
        assertThat(v.kind()).isEqualTo(Violation.Kind.INCORRECT);
        assertThat(v.mandatory()).isFalse();
    }

    @Test
    void nfProfileWithoutAnyAddressNamesTheAnyOf() {
        Violation v = refused(NF_PROFILE.replace("\"fqdn\":\"pcf.example.org\",", ""), NFProfile.class).get(0);
        assertThat(v.pointer()).isEqualTo("/fqdn");
        assertThat(v.kind()).isEqualTo(Violation.Kind.MISSING);
    }

    @Test
    void nestedPointers() {
        Violation v = refused(NF_PROFILE.replace("\"apiFullVersion\":\"1.2.0\"", "\"apiFullVersion\":1"), NFProfile.class).get(0);
        assertThat(v.pointer()).isEqualTo("/nfServices/0/versions/0/apiFullVersion");
        assertThat(v.mandatory()).isFalse(); // required in NFServiceVersion, but nfServices itself is optional
        Violation missing = refused(NF_PROFILE.replace("\"apiFullVersion\":\"1.2.0\"", "\"x\":1"), NFProfile.class).get(0);
        assertThat(missing.pointer()).isEqualTo("/nfServices/0/versions/0/apiFullVersion");
        assertThat(missing.kind()).isEqualTo(Violation.Kind.MISSING);
    }

    @Test
    void mandatoryAttributesAreToldFromOptionalOnes() {
        Violation v = refused(NF_PROFILE.replace("\"nfInstanceId\":\"4947a69a-f61b-4bc1-b9da-47c9c5d14b64\"",
                "\"nfInstanceId\":\"4947a69a\""), NFProfile.class).get(0);
        assertThat(v.pointer()).isEqualTo("/nfInstanceId");
        assertThat(v.mandatory()).isTrue();
        Violation sst = refused(PCF_BINDING.replace("\"sst\":1", "\"sst\":256"), PcfBinding.class).get(0);
        assertThat(sst.pointer()).isEqualTo("/snssai/sst");
        assertThat(sst.mandatory()).isTrue();
    }

    @Test
    void integersBeyondTheirTypeAreRefusedWithTheirPointer() {
        assertThat(refused(NF_PROFILE.replace("30", "18446744073709551616"), NFProfile.class).get(0).pointer())
                .isEqualTo("/heartBeatTimer");
        assertThat(refused(with(NF_PROFILE, "priority", "70000"), NFProfile.class).get(0).pointer()).isEqualTo("/priority");
        assertThat(refused(PCF_BINDING.replace("\"sst\":1", "\"sst\":1.5"), PcfBinding.class).get(0).pointer())
                .isEqualTo("/snssai/sst");
    }

    @Test
    void pcfBindingNullsAreRefused() {
        for (String attribute : List.of("supi", "pcfFqdn", "dnn")) {
            String body = PCF_BINDING.replaceFirst("\"" + attribute + "\":\"[^\"]*\"", "\"" + attribute + "\":null");
            Violation v = refused(body, PcfBinding.class).get(0);
            assertThat(v.pointer()).isEqualTo("/" + attribute);
            assertThat(v.mandatory()).isEqualTo(attribute.equals("dnn"));
        }
    }

    @Test
    void entriesOfMapsOfANullableSchemaMayBeNullTheMapsThemselvesOnlyWhereNullable() {
        // An SmPolicyDecision removes a rule with a null entry (QosData and SessionRule are nullable: true).
        var d = StrictJson.read("{\"qosDecs\":{\"q1\":null},\"sessRules\":{\"s1\":null},\"pccRules\":null}"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8), dev.corebed.model.ts29512.SmPolicyDecision.class);
        assertThat(d.qosDecs()).containsEntry("q1", null);
        assertThat(d.sessRules()).containsEntry("s1", null);
        // qosDecs itself is not nullable; the entries of a map of a schema that is not nullable are not either.
        assertThat(refused("{\"qosDecs\":null}", dev.corebed.model.ts29512.SmPolicyDecision.class).get(0).pointer())
                .isEqualTo("/qosDecs");
        // A nullable array of a schema that is not: the array may be null, an entry may not.
        assertThat(refused("{\"nwdafDatas\":[null]}", dev.corebed.model.ts29507.PolicyAssociationUpdateRequest.class).get(0).pointer())
                .isEqualTo("/nwdafDatas/0");
        StrictJson.read("{\"nwdafDatas\":null}".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                dev.corebed.model.ts29507.PolicyAssociationUpdateRequest.class);
        assertThat(refused("{\"nfServiceList\":{\"s\":null},\"nfInstanceId\":\"3fa85f64-5717-4562-b3fc-2c963f66afa6\","
                + "\"nfType\":\"UDM\",\"nfStatus\":\"REGISTERED\"}", NFProfile.class).get(0).pointer()).startsWith("/nfServiceList");
    }

    @Test
    void pcfForUeBindingNeedsAnEndpoint() {
        Violation v = refused("{\"supi\":\"imsi-001010000000001\"}", PcfForUeBinding.class).get(0);
        assertThat(v.kind()).isEqualTo(Violation.Kind.MISSING);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "null", "\"1\"", "1.5"})
    void usageMonitoringVolumesAreNonNegativeIntegers(String volume) {
        String body = "{\"limitId\":\"l1\",\"allowedUsage\":{\"totalVolume\":" + volume + "}}";
        assertThat(refused(body, UsageMonData.class).get(0).pointer()).isEqualTo("/allowedUsage/totalVolume");
    }

    @Test
    void oneOfAlternativesBindToExactlyOne() {
        String base = "{\"nfStatusNotificationUri\":\"http://smf.example.org/notify\",\"reqNotifEvents\":[\"NF_REGISTERED\"],"
                + "\"subscrCond\":";
        StrictJson.read((base + "{\"nfType\":\"PCF\"}}").getBytes(StandardCharsets.UTF_8), SubscriptionData.class);
        // nfType with nfGroupId is NfGroupCond only (NfTypeCond says not nfGroupId): still exactly one
        StrictJson.read((base + "{\"nfType\":\"PCF\",\"nfGroupId\":\"g\"}}").getBytes(StandardCharsets.UTF_8),
                SubscriptionData.class);
        Violation none = refused(base + "{\"unknownCond\":1}}", SubscriptionData.class).get(0);
        assertThat(none.pointer()).isEqualTo("/subscrCond");
        assertThat(none.reason()).contains("none");
    }

    @Test
    void presenceRulesWithValues() {
        StrictJson.read("{\"restrictionType\":\"ALLOWED_AREAS\",\"areas\":[],\"maxNumOfTAs\":3}".getBytes(StandardCharsets.UTF_8),
                ServiceAreaRestriction.class);
        Violation v = refused("{\"restrictionType\":\"NOT_ALLOWED_AREAS\",\"areas\":[],\"maxNumOfTAs\":3}",
                ServiceAreaRestriction.class).get(0);
        assertThat(v.pointer()).isEqualTo("/maxNumOfTAs");
        assertThat(refused("{\"restrictionType\":\"ALLOWED_AREAS\"}", ServiceAreaRestriction.class).get(0).pointer())
                .isEqualTo("/restrictionType");
    }

    @Test
    void containerBodies() {
        List<PatchItem> patch = StrictJson.read("[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"SUSPENDED\"}]"
                .getBytes(StandardCharsets.UTF_8), StrictJson.listOf(PatchItem.class));
        assertThat(patch.get(0).value().asString()).isEqualTo("SUSPENDED");
        try {
            StrictJson.read("[{\"op\":\"replace\"}]".getBytes(StandardCharsets.UTF_8), StrictJson.listOf(PatchItem.class));
            throw new AssertionError("accepted");
        } catch (ModelException e) {
            assertThat(e.violations().get(0)).isEqualTo(new Violation("/0/path", Violation.Kind.MISSING, true,
                    "required attribute is missing"));
        }
        Map<String, OperatorSpecificDataContainer> data = StrictJson.read(
                "{\"k\":{\"dataType\":\"integer\",\"value\":5}}".getBytes(StandardCharsets.UTF_8),
                StrictJson.mapOf(OperatorSpecificDataContainer.class));
        assertThat(data.get("k").value().asInt()).isEqualTo(5);
        try {
            StrictJson.read("{\"k\":{\"dataType\":\"int\",\"value\":5}}".getBytes(StandardCharsets.UTF_8),
                    StrictJson.mapOf(OperatorSpecificDataContainer.class));
            throw new AssertionError("accepted");
        } catch (ModelException e) {
            assertThat(e.violations().get(0).pointer()).isEqualTo("/k/dataType");
        }
    }
}
