package dev.corebed.model;

import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29521.PcfBinding;
import java.nio.charset.StandardCharsets;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import tools.jackson.databind.json.JsonMapper;

/**
 * Prints the cost of strict binding + validation against a plain tree parse, per body, side by side in one
 * run (no assertion: figures only). Run:
 * {@code ./mvnw -B -pl sbi-model test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt} then
 * {@code java -cp sbi-model/target/test-classes:sbi-model/target/classes:$(cat sbi-model/target/cp.txt) dev.corebed.model.BindingBench}.
 */
public final class BindingBench {

    /** The body of the BSF benchmark's CreatePCFBinding: what a call model sends again and again. */
    static final String CREATE_PCF_BINDING = "{\"supi\":\"imsi-001020000000001\",\"ipv4Addr\":\"10.1.2.3\",\"dnn\":\"internet\","
            + "\"snssai\":{\"sst\":1,\"sd\":\"000001\"},\"pcfFqdn\":\"pcf1.operator.test\","
            + "\"pcfIpEndPoints\":[{\"ipv4Address\":\"192.0.2.10\",\"port\":8080}],\"pcfDiamHost\":\"pcf1.operator.test\","
            + "\"pcfDiamRealm\":\"operator.test\",\"pcfId\":\"2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11\",\"bindLevel\":\"NF_INSTANCE\"}";

    public static void main(String[] args) {
        byte[] binding = ModelBindingTest.PCF_BINDING.getBytes(StandardCharsets.UTF_8);
        byte[] create = CREATE_PCF_BINDING.getBytes(StandardCharsets.UTF_8);
        byte[] profile = largeProfile();
        JsonMapper plain = JsonMapper.builder().build();
        // Hibernate Validator's own @Pattern validator, as StrictJson had it before PatternValidator.
        Validator hibernate = Validation.byProvider(HibernateValidator.class).configure()
                .messageInterpolator(new ParameterMessageInterpolator()).buildValidatorFactory().getValidator();
        PcfBinding created = StrictJson.read(create, PcfBinding.class);
        NFProfile bound = StrictJson.read(profile, NFProfile.class);
        System.out.printf("PcfBinding %d bytes, CreatePCFBinding %d bytes, NFProfile %d bytes%n", binding.length, create.length,
                profile.length);
        for (int round = 0; round < 5; round++) {
            double treeB = time(() -> plain.readTree(binding));
            double bindB = time(() -> StrictJson.read(binding, PcfBinding.class));
            double treeP = time(() -> plain.readTree(profile));
            double bindP = time(() -> StrictJson.read(profile, NFProfile.class));
            double validC = time(() -> StrictJson.VALIDATOR.validate(created));
            double validCh = time(() -> hibernate.validate(created));
            double validP = time(() -> StrictJson.VALIDATOR.validate(bound));
            double validPh = time(() -> hibernate.validate(bound));
            System.out.printf("round %d: PcfBinding parse %.2f us, bind+validate %.2f us (x%.1f); "
                    + "NFProfile parse %.2f us, bind+validate %.2f us (x%.1f)%n",
                    round, treeB, bindB, bindB / treeB, treeP, bindP, bindP / treeP);
            System.out.printf("         validate only, StrictJson vs Hibernate's @Pattern: CreatePCFBinding %.2f vs %.2f us (%.2f);"
                    + " NFProfile %.2f vs %.2f us (%.2f)%n", validC, validCh, validC / validCh, validP, validPh, validP / validPh);
        }
    }

    /** An NFProfile of about 16 KB: a PCF with many services, versions and endpoints. */
    static byte[] largeProfile() {
        StringBuilder sb = new StringBuilder("{\"nfInstanceId\":\"4947a69a-f61b-4bc1-b9da-47c9c5d14b64\",\"nfType\":\"PCF\","
                + "\"nfStatus\":\"REGISTERED\",\"fqdn\":\"pcf.example.org\",\"heartBeatTimer\":30,\"priority\":1,"
                + "\"capacity\":100,\"ipv4Addresses\":[\"10.0.0.1\",\"10.0.0.2\"],"
                + "\"sNssais\":[{\"sst\":1,\"sd\":\"000001\"},{\"sst\":2}],\"plmnList\":[{\"mcc\":\"001\",\"mnc\":\"01\"}],"
                + "\"pcfInfo\":{\"dnnList\":[\"internet\",\"ims\"],\"supiRanges\":[{\"start\":\"001010000000000\",\"end\":\"001019999999999\"}]},"
                + "\"nfServices\":[");
        int i = 0;
        while (sb.length() < 16_000) {
            sb.append(i == 0 ? "" : ",").append("{\"serviceInstanceId\":\"s").append(i)
                    .append("\",\"serviceName\":\"npcf-smpolicycontrol\",\"scheme\":\"http\",\"nfServiceStatus\":\"REGISTERED\","
                            + "\"versions\":[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"1.2.0\"}],"
                            + "\"ipEndPoints\":[{\"ipv4Address\":\"10.0.0.1\",\"transport\":\"TCP\",\"port\":8083}],"
                            + "\"allowedNfTypes\":[\"SMF\",\"AF\"],\"priority\":1,\"capacity\":100,"
                            + "\"allowedNssais\":[{\"sst\":1,\"sd\":\"000001\"}]}");
            i++;
        }
        return sb.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Mean µs per call over about half a second, after the JIT has seen it. */
    static double time(Runnable r) {
        long end = System.nanoTime() + 200_000_000L;
        while (System.nanoTime() < end) {
            r.run();
        }
        long n = 0;
        long start = System.nanoTime();
        end = start + 500_000_000L;
        long now;
        do {
            for (int k = 0; k < 100; k++) {
                r.run();
            }
            n += 100;
            now = System.nanoTime();
        } while (now < end);
        return (now - start) / 1000.0 / n;
    }
}
