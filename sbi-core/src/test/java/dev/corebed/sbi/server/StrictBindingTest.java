package dev.corebed.sbi.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.NnrfNfDiscovery;
import dev.corebed.model.ts29510.NnrfNfManagement;
import dev.corebed.model.ts29521.PcfBinding;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bodies bound to the model and parameters checked against the operation's descriptor, over the wire. */
class StrictBindingTest {

    @TempDir
    static Path tlsDir;

    static SbiServer server;
    static String base;

    static final String PROFILE = "{\"nfInstanceId\":\"4947a69a-f61b-4bc1-b9da-47c9c5d14b64\",\"nfType\":\"PCF\","
            + "\"nfStatus\":\"REGISTERED\",\"fqdn\":\"pcf.example.org\","
            + "\"nfServices\":[{\"serviceInstanceId\":\"1\",\"serviceName\":\"npcf-smpolicycontrol\",\"scheme\":\"http\","
            + "\"nfServiceStatus\":\"REGISTERED\",\"versions\":[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"1.2.0\"}]}]}";

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.get("/nnrf-disc/v1/nf-instances").service("nnrf-disc").operation(NnrfNfDiscovery.SEARCH_NF_INSTANCES)
                        .to(r -> CompletableFuture.completedFuture(SbiResponse.json(200, Map.of("ok", true)))),
                Route.put("/nnrf-nfm/v1/nf-instances/{nfInstanceID}").service("nnrf-nfm")
                        .operation(NnrfNfManagement.REGISTER_NF_INSTANCE).json()
                        .to(r -> {
                            NFProfile p = r.body(NFProfile.class);
                            return CompletableFuture.completedFuture(SbiResponse.json(201, Map.of("fqdn", p.fqdn())));
                        }),
                Route.post("/nbsf-management/v1/pcfBindings").service("nbsf-management").json()
                        .to(r -> CompletableFuture.completedFuture(SbiResponse.json(201,
                                Map.of("dnn", r.body(PcfBinding.class).dnn())))));
        SbiServerConfig config = new SbiServerConfig("test", "127.0.0.1", 0, 0, 2000, 8 * 1024, 64 * 1024, null, null, tlsDir);
        server = new SbiServer(config, new SbiDispatcher(new RouteTable(routes, "test"), null, null, null)).start();
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Reply put(String body) {
        return HttpProbe.http1("PUT", base + "/nnrf-nfm/v1/nf-instances/4947a69a-f61b-4bc1-b9da-47c9c5d14b64", body,
                "content-type", "application/json");
    }

    static void assertProblem(Reply r, String cause, String param) {
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.json().path("cause").asString()).as(r.body()).isEqualTo(cause);
        if (param != null) {
            assertThat(r.json().path("invalidParams").path(0).path("param").asString()).isEqualTo(param);
        }
    }

    @Test
    void aValidProfileReachesTheHandler() {
        Reply r = put(PROFILE);
        assertThat(r.status()).isEqualTo(201);
        assertThat(r.json().path("fqdn").asString()).isEqualTo("pcf.example.org");
    }

    @Test
    void fqdnOfTheWrongTypeIsAnOptionalIeIncorrect() {
        for (String fqdn : List.of("null", "0", "true", "1.5")) {
            assertProblem(put(PROFILE.replace("\"pcf.example.org\"", fqdn)), "OPTIONAL_IE_INCORRECT", "/fqdn");
        }
    }

    @Test
    void causesFollowTheAttribute() {
        assertProblem(put(PROFILE.replace("\"nfType\":\"PCF\",", "")), "MANDATORY_IE_MISSING", "/nfType");
        assertProblem(put(PROFILE.replace("\"nfType\":\"PCF\"", "\"nfType\":7")), "MANDATORY_IE_INCORRECT", "/nfType");
        assertProblem(put(PROFILE.replace("\"1.2.0\"", "120")), "OPTIONAL_IE_INCORRECT",
                "/nfServices/0/versions/0/apiFullVersion");
        assertProblem(put("{\"nfType\":"), "INVALID_MSG_FORMAT", null);
        assertProblem(put(PROFILE.replace("\"nfStatus\"", "\"priority\":18446744073709551616,\"nfStatus\"")),
                "OPTIONAL_IE_INCORRECT", "/priority");
    }

    @Test
    void aBindingWithANullSupiIsRefused() {
        Reply r = HttpProbe.http1("POST", base + "/nbsf-management/v1/pcfBindings",
                "{\"supi\":null,\"dnn\":\"internet\",\"snssai\":{\"sst\":1}}", "content-type", "application/json");
        assertProblem(r, "OPTIONAL_IE_INCORRECT", "/supi");
    }

    @Test
    void aPathParameterOfTheWrongFormIsAMandatoryIeIncorrect() {
        Reply r = HttpProbe.http1("PUT", base + "/nnrf-nfm/v1/nf-instances/not-a-uuid", PROFILE,
                "content-type", "application/json");
        assertProblem(r, "MANDATORY_IE_INCORRECT", "nfInstanceID");
    }

    static Reply discover(String query) {
        return HttpProbe.http1("GET", base + "/nnrf-disc/v1/nf-instances?" + query, null);
    }

    @Test
    void discoveryParametersAreCheckedForForm() {
        assertThat(discover("target-nf-type=PCF&requester-nf-type=SMF").status()).isEqualTo(200);
        assertThat(discover("target-nf-type=PCF&requester-nf-type=SMF&snssais=%5B%7B%22sst%22%3A1%7D%5D").status())
                .isEqualTo(200);
        assertProblem(discover("requester-nf-type=SMF"), "MANDATORY_QUERY_PARAM_MISSING", "target-nf-type");
        assertProblem(discover("target-nf-type=P%C3CF&requester-nf-type=SMF"), "MANDATORY_QUERY_PARAM_INCORRECT",
                "target-nf-type");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&snssais=sst1"), "OPTIONAL_QUERY_PARAM_INCORRECT",
                "snssais");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&snssais=%5B%7B%22sst%22%3A256%7D%5D"),
                "OPTIONAL_QUERY_PARAM_INCORRECT", "snssais");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&limit=ten"), "OPTIONAL_QUERY_PARAM_INCORRECT",
                "limit");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&target-nf-instance-id=x"),
                "OPTIONAL_QUERY_PARAM_INCORRECT", "target-nf-instance-id");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&upf-iwk-eps-ind=yes"),
                "OPTIONAL_QUERY_PARAM_INCORRECT", "upf-iwk-eps-ind");
        assertProblem(discover("target-nf-type=PCF&requester-nf-type=SMF&no-such-thing=1"), "INVALID_QUERY_PARAM",
                "no-such-thing");
    }
}
