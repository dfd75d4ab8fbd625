package dev.corebed.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29521.PcfBinding;
import jakarta.validation.constraints.Pattern;
import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The validators that replace a regular expression or remember its answers answer as the expression does. */
class ValidatorsTest {

    static final java.util.regex.Pattern UUID =
            java.util.regex.Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    static final java.util.regex.Pattern IPV4 = java.util.regex.Pattern.compile(
            "((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])");
    static final String FQDN = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$";

    static String random(Random rnd, String alphabet, int maxLength) {
        StringBuilder sb = new StringBuilder();
        for (int i = rnd.nextInt(maxLength + 1); i > 0; i--) {
            sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @Test
    void uuidAndIpv4AnswerAsTheirExpressions() {
        for (String s : new String[] {"", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.1.1.1", "1.1.1", "1.1.1.1.",
                "1.1.1.1.1", "1..1.1", "10.20.30.40", "1.2.3.04", "199.249.250.255", "1.1.1.1 ", "1000.1.1.1",
                "2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11", "2D7F8A36-2B0C-4A39-9D3C-3F4B0A2C9E11", "2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e1",
                "2d7f8a362b0c-4a39-9d3c-3f4b0a2c9e11-", "2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e1g"}) {
            assertThat(FormatValidator.ipv4(s)).as(s).isEqualTo(IPV4.matcher(s).matches());
            assertThat(FormatValidator.uuid(s)).as(s).isEqualTo(UUID.matcher(s).matches());
        }
        Random rnd = new Random(29571);
        for (int i = 0; i < 200_000; i++) {
            String ip = random(rnd, "0123456789.", 17);
            assertThat(FormatValidator.ipv4(ip)).as(ip).isEqualTo(IPV4.matcher(ip).matches());
            String id = random(rnd, "0123456789abcdefABCDEF-g", 38);
            assertThat(FormatValidator.uuid(id)).as(id).isEqualTo(UUID.matcher(id).matches());
        }
        // what the random strings cannot hit by chance
        for (int i = 0; i < 10_000; i++) {
            String ip = rnd.nextInt(300) + "." + rnd.nextInt(300) + "." + rnd.nextInt(300) + "." + rnd.nextInt(300);
            assertThat(FormatValidator.ipv4(ip)).as(ip).isEqualTo(IPV4.matcher(ip).matches());
            String id = java.util.UUID.randomUUID().toString();
            assertThat(FormatValidator.uuid(id)).isTrue();
        }
    }

    @Test
    void aRememberedPatternAnswersAsItsExpressionEveryTime() {
        PatternValidator v = new PatternValidator();
        v.initialize(pattern(FQDN));
        java.util.regex.Pattern p = java.util.regex.Pattern.compile(FQDN);
        Random rnd = new Random(29500);
        for (int i = 0; i < 20_000; i++) {
            String s = random(rnd, "ab0-.", 12);
            boolean expected = p.matcher(s).matches();
            assertThat(v.isValid(s, null)).as(s).isEqualTo(expected);
            assertThat(v.isValid(s, null)).as(s + " again").isEqualTo(expected);
        }
        assertThat(v.isValid(null, null)).isTrue();
        String longName = "a".repeat(60) + "." + "b".repeat(60) + "." + "c".repeat(60) + ".test";
        assertThat(v.isValid(longName, null)).isTrue();
        assertThat(v.isValid(longName + "-", null)).isFalse();
    }

    @Test
    void strictBindingUsesItAndStillRefusesWhatTheSchemaRefuses() {
        String good = """
                {"ipv4Addr":"10.1.2.3","dnn":"internet","snssai":{"sst":1,"sd":"000001"},"pcfFqdn":"pcf1.operator.test"}""";
        for (int i = 0; i < 3; i++) {
            assertThat(StrictJson.read(good.getBytes(StandardCharsets.UTF_8), PcfBinding.class).pcfFqdn()).isEqualTo("pcf1.operator.test");
        }
        for (String bad : new String[] {"pcf1..operator.test", "-pcf1.operator.test", "pcf1.operator.t"}) {
            byte[] body = good.replace("pcf1.operator.test", bad).getBytes(StandardCharsets.UTF_8);
            try {
                StrictJson.read(body, PcfBinding.class);
                throw new AssertionError(bad + " was accepted");
            } catch (ModelException e) {
                assertThat(e.violations()).extracting(dev.corebed.model.Violation::pointer).containsExactly("/pcfFqdn");
            }
        }
    }

    static Pattern pattern(String regexp) {
        return new Pattern() {
            @Override
            public String regexp() {
                return regexp;
            }

            @Override
            public Flag[] flags() {
                return new Flag[0];
            }

            @Override
            public String message() {
                return "";
            }

            @Override
            public Class<?>[] groups() {
                return new Class<?>[0];
            }

            @SuppressWarnings("unchecked")
            @Override
            public Class<? extends jakarta.validation.Payload>[] payload() {
                return new Class[0];
            }

            @Override
            public Class<? extends Annotation> annotationType() {
                return Pattern.class;
            }
        };
    }
}
