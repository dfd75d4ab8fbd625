package dev.corebed.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.validation.Alternatives;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The binding rules on small records shaped like the generated ones. */
class StrictJsonTest {

    @Presence("any(has(fqdn),has(addr))")
    record Profile(@NotNull @Size(max = 8) String id, String fqdn, String addr, Integer i32, @Min(0) Long total,
                   Double ratio, Boolean flag, @JsonSetter(nulls = Nulls.SET) String clearable,
                   @JsonProperty("5gFlag") Boolean fiveGFlag,
                   @Size(min = 1) List<@Valid Service> services, Map<String, @Valid Service> byName,
                   @Alternatives(value = {Service.class, Other.class}, exactlyOne = true) JsonNode cond) {}

    record Service(@NotNull @Pattern(regexp = "^[0-9]+\\.[0-9]+$") String version, Other other) {}

    record Other(@NotNull Long n) {}

    private static Violation refused(String json) {
        try {
            StrictJson.read(json.getBytes(StandardCharsets.UTF_8), Profile.class);
        } catch (ModelException e) {
            return e.violations().get(0);
        }
        throw new AssertionError("accepted: " + json);
    }

    @Test
    void aValidBodyBinds() {
        Profile p = StrictJson.read(("{\"id\":\"a\",\"fqdn\":\"x\",\"i32\":1,\"total\":5,\"ratio\":1,\"flag\":true,"
                + "\"clearable\":null,\"5gFlag\":false,\"unknown\":{\"x\":null},\"services\":[{\"version\":\"1.0\"}],"
                + "\"cond\":{\"n\":3}}").getBytes(StandardCharsets.UTF_8), Profile.class);
        assertThat(p.fiveGFlag()).isFalse();
        assertThat(p.ratio()).isEqualTo(1.0);
        assertThat(p.services().get(0).version()).isEqualTo("1.0");
    }

    @Test
    void aRefusalNamesAtMostMaxViolationsAttributes() {
        StringBuilder services = new StringBuilder();
        for (int i = 0; i < 3 * StrictJson.MAX_VIOLATIONS; i++) {
            services.append(i == 0 ? "" : ",").append("{\"version\":\"x\"}");
        }
        String body = "{\"id\":\"a\",\"fqdn\":\"x\",\"services\":[" + services + "]}";
        assertThatThrownBy(() -> StrictJson.read(body.getBytes(StandardCharsets.UTF_8), Profile.class))
                .isInstanceOfSatisfying(ModelException.class, e -> {
                    assertThat(e.violations()).hasSize(StrictJson.MAX_VIOLATIONS);
                    assertThat(e.violations()).allSatisfy(v -> assertThat(v.pointer()).matches("/services/[0-9]+/version"));
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"null", "0", "true", "1.5", "{}", "[]"})
    void aStringAttributeRefusesOtherJsonTypes(String value) {
        Violation v = refused("{\"id\":\"a\",\"addr\":\"x\",\"fqdn\":" + value + "}");
        assertThat(v.pointer()).isEqualTo("/fqdn");
        assertThat(v.kind()).isEqualTo(Violation.Kind.INCORRECT);
        assertThat(v.mandatory()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"1\"", "1.5", "1.0", "true", "2147483648", "null"})
    void anInt32RefusesStringsFractionsAndOverflow(String value) {
        Violation v = refused("{\"id\":\"a\",\"fqdn\":\"x\",\"i32\":" + value + "}");
        assertThat(v.pointer()).isEqualTo("/i32");
        assertThat(v.kind()).isEqualTo(Violation.Kind.INCORRECT);
    }

    @Test
    void anIntegerBeyondTwoToTheSixtyFourIsRefusedWithItsPointer() {
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"total\":18446744073709551616}").pointer()).isEqualTo("/total");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"total\":-1}").pointer()).isEqualTo("/total");
    }

    @Test
    void numbersAndBooleansAreNotCoerced() {
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"ratio\":\"1.5\"}").pointer()).isEqualTo("/ratio");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"ratio\":1e400}").pointer()).isEqualTo("/ratio");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"flag\":\"true\"}").pointer()).isEqualTo("/flag");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"flag\":1}").pointer()).isEqualTo("/flag");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"5gFlag\":0}").pointer()).isEqualTo("/5gFlag");
    }

    @Test
    void aRequiredAttributeMissingOrNullOrWrong() {
        Violation missing = refused("{\"fqdn\":\"x\"}");
        assertThat(missing).isEqualTo(new Violation("/id", Violation.Kind.MISSING, true, "required attribute is missing"));
        Violation nul = refused("{\"id\":null,\"fqdn\":\"x\"}");
        assertThat(nul.pointer()).isEqualTo("/id");
        assertThat(nul.kind()).isEqualTo(Violation.Kind.INCORRECT);
        assertThat(nul.mandatory()).isTrue();
        Violation tooLong = refused("{\"id\":\"123456789\",\"fqdn\":\"x\"}");
        assertThat(tooLong.pointer()).isEqualTo("/id");
        assertThat(tooLong.mandatory()).isTrue();
    }

    @Test
    void nestedPointersNameArrayIndicesAndMapKeys() {
        Violation v = refused("{\"id\":\"a\",\"fqdn\":\"x\",\"services\":[{\"version\":\"1.0\"},{\"version\":\"x\"}]}");
        assertThat(v.pointer()).isEqualTo("/services/1/version");
        assertThat(v.mandatory()).isFalse();
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"services\":[{\"version\":\"1.0\",\"other\":{\"n\":\"1\"}}]}")
                .pointer()).isEqualTo("/services/0/other/n");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"byName\":{\"a/b\":{\"version\":7}}}").pointer())
                .isEqualTo("/byName/a~1b/version");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"byName\":{\"k\":{}}}").pointer()).isEqualTo("/byName/k/version");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"services\":[]}").pointer()).isEqualTo("/services");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"services\":[null]}").pointer()).isEqualTo("/services/0");
    }

    @Test
    void presenceRulesAndAlternatives() {
        Violation none = refused("{\"id\":\"a\"}");
        assertThat(none.pointer()).isEqualTo("/fqdn");
        assertThat(none.kind()).isEqualTo(Violation.Kind.MISSING);
        Violation both = refused("{\"id\":\"a\",\"fqdn\":\"x\",\"cond\":{\"version\":\"1.0\",\"n\":1}}");
        assertThat(both.pointer()).isEqualTo("/cond");
        assertThat(both.reason()).contains("more than one");
        assertThat(refused("{\"id\":\"a\",\"fqdn\":\"x\",\"cond\":{\"n\":\"1\"}}").reason()).contains("none");
    }

    @Test
    void malformedBodies() {
        for (String body : List.of("", "{", "{\"id\":\"a\",\"fqdn\":\"x\"} x", "{\"id\":\"a\",\"id\":\"b\",\"fqdn\":\"x\"}", "[]",
                "null", "\"x\"")) {
            Violation v = refused(body);
            assertThat(v.kind()).as(body).isEqualTo(Violation.Kind.MALFORMED);
            assertThat(v.pointer()).isEmpty();
        }
    }

    @Test
    void invalidUtf8IsRefusedEvenWhereJacksonWouldTakeIt() {
        byte[] surrogate = "{\"id\":\"a\",\"fqdn\":\"x\u0000\"}".getBytes(StandardCharsets.UTF_8);
        // replace the NUL with an encoded surrogate (ED A0 80): not UTF-8
        byte[] body = new byte[surrogate.length + 2];
        int j = 0;
        for (byte b : surrogate) {
            if (b == 0) {
                body[j++] = (byte) 0xED;
                body[j++] = (byte) 0xA0;
                body[j++] = (byte) 0x80;
            } else {
                body[j++] = b;
            }
        }
        assertThatThrownBy(() -> StrictJson.read(body, Profile.class)).isInstanceOf(ModelException.class)
                .satisfies(e -> assertThat(((ModelException) e).violations().get(0).kind()).isEqualTo(Violation.Kind.MALFORMED));
        byte[] overlong = {'{', '"', 'i', 'd', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'};
        assertThatThrownBy(() -> StrictJson.read(overlong, Profile.class)).isInstanceOf(ModelException.class);
    }

    @Test
    void containerRootsPointIntoTheirElements() {
        var type = StrictJson.listOf(Service.class);
        try {
            StrictJson.read("[{\"version\":\"1.0\"},{\"version\":\"1\"}]".getBytes(StandardCharsets.UTF_8), type);
            throw new AssertionError("accepted");
        } catch (ModelException e) {
            assertThat(e.violations().get(0).pointer()).isEqualTo("/1/version");
        }
        try {
            StrictJson.read("{\"k\":{\"version\":1}}".getBytes(StandardCharsets.UTF_8), StrictJson.mapOf(Service.class));
            throw new AssertionError("accepted");
        } catch (ModelException e) {
            assertThat(e.violations().get(0).pointer()).isEqualTo("/k/version");
            assertThat(e.violations().get(0).mandatory()).isTrue();
        }
    }
}
