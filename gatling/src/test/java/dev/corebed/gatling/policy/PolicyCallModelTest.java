package dev.corebed.gatling.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.corebed.gatling.policy.PolicyStep.Interface;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The policy models against the seed's own figures (callmodels/policy.md): each model's sessions, at its rates, send
 * what the seed's tables count; and the pacing's count of what a schedule asks for against the schedule played out.
 */
class PolicyCallModelTest {

    /** Requests per second the load sends over these interfaces at scale 1 (the PCF's own RARs and ASRs left out). */
    static double rate(PolicyCallModel m, Interface... ifaces) {
        Set<Interface> of = Set.of(ifaces);
        return m.flows().stream().mapToDouble(f -> f.rate() * f.steps().stream()
                .filter(s -> of.contains(s.op().iface) && !s.op().fromPcf()).count()).sum();
    }

    /** Requests per second the PCF sends the load's PCEF and AF at scale 1 (RAR, ASR). */
    static double fromPcf(PolicyCallModel m) {
        return m.flows().stream().mapToDouble(f -> f.rate() * f.steps().stream().filter(s -> s.op().fromPcf()).count()).sum();
    }

    static final Interface[] SBI = {Interface.N7, Interface.N15, Interface.UE_POLICY};

    @Test
    void theSmModelsSendTheSeedsIngressAndDiameter() {
        // 3.2.8 and 3.2.10: the SBI ingress and the Diameter ingress of their tables
        assertThat(rate(PolicyCallModel.PCF_SM_3_2_8, SBI)).isCloseTo(20_722.23, within(5.0));
        assertThat(rate(PolicyCallModel.PCF_SM_3_2_8, Interface.RX)).isCloseTo(3_315.61, within(1.0));
        assertThat(rate(PolicyCallModel.PCF_SM_3_2_10, SBI)).isCloseTo(21_844.57, within(5.0));
        assertThat(rate(PolicyCallModel.PCF_SM_3_2_10, Interface.RX)).isCloseTo(3_427.82, within(1.0));
        // 3.2.4, one site: internet 49,000 / 2 at 76 a session, IMS and Rx 1,520 / 2 each
        PolicyFlow internet = PolicyCallModel.PCF_SM_3_2_4.flows().get(0);
        assertThat(internet.rate() * internet.steps().size()).isCloseTo(24_500, within(20.0));
        assertThat(rate(PolicyCallModel.PCF_SM_3_2_4, Interface.RX)).isCloseTo(760, within(1.0));
        // 3.2.3: the per-DNN ratios, 74 updates per internet session, 8 per IMS one, none for APP and ADMIN
        assertThat(PolicyCallModel.PCF_SM.seedFigures().get("update-dnn_internet").rate()).isCloseTo(151.6 * 74, within(0.1));
        assertThat(PolicyCallModel.PCF_SM.flows().get(1).perSession()).containsEntry("update-dnn_ims", 8)
                .containsEntry("AAR-I", 1).containsEntry("STR", 1).doesNotContainKey("AAR-U");
        assertThat(PolicyCallModel.PCF_SM.flows().get(2).perSession()).containsOnlyKeys("create-dnn_app", "delete-dnn_app");
    }

    @Test
    void theSmRxCallIsElevenSbiNineDiameterInAtTheSeedsRate() {
        PolicyCallModel m = PolicyCallModel.PCF_SM_RX;
        double call = m.flows().get(0).rate();
        assertThat(call * 49).isCloseTo(29_747, within(0.5));
        assertThat(rate(m, SBI) / call).isCloseTo(11, within(1e-9));
        assertThat(rate(m, Interface.RX) / call).isCloseTo(9, within(1e-9));
        assertThat(fromPcf(m) / call).isCloseTo(3, within(1e-9));
        assertThat(m.seedFigures()).containsKeys("create-dnn_ims", "N7-dnn_internet_1st", "N7-dnn_internet_2nd",
                "N7-dnn_internet_3rd", "delete-dnn_ims");
        assertThat(m.seedFigures().get("N7-dnn_internet_1st").rate()).isCloseTo(3 * call, within(1e-9));
        // binding on in 3.5.1, off in 3.5.2
        assertThat(m.pcfSettings()).contains("stub.pcf.dnns.ims.binding=true");
        assertThat(PolicyCallModel.PCF_SM_RX_OFF.pcfSettings()).contains("stub.pcf.dnns.ims.binding=false");
    }

    @Test
    void theAmUeModelsSendTheSeedsIngress() {
        assertThat(rate(PolicyCallModel.PCF_AMUE, SBI)).isCloseTo(7_200, within(1.0));
        assertThat(rate(PolicyCallModel.PCF_AMUE_3_2_6, SBI)).isCloseTo(13_344, within(1.0));
        assertThat(rate(PolicyCallModel.PCF_AMUE_3_2_7, SBI)).isCloseTo(16_680, within(1.0));
        assertThat(rate(PolicyCallModel.PCF_AMUE_N1N2, SBI)).isCloseTo(21_204.32, within(5.0));
        assertThat(PolicyCallModel.PCF_AMUE_N1N2.seed().total()).isCloseTo(53_743, within(1.0));
        // Little's law: the seed's subscribers are the sessions in progress
        assertThat(PolicyCallModel.PCF_AMUE.sessions()).isCloseTo(10_000_000, within(1.0));
        assertThat(PolicyCallModel.PCF_SM_3_2_4.sessions() / PolicyCallModel.PCF_SM_3_2_4.createRate()).isCloseTo(1_220, within(0.1));
    }

    @Test
    void thePcrfModelsSendTheSeedsMessages() {
        // 3.1.1: 1,250 sessions/s, three Gx messages each (the Sy and LDAP ones are the PCRF's)
        assertThat(rate(PolicyCallModel.PCRF_DATA, Interface.GX)).isCloseTo(3_750, within(1e-6));
        // 3.1.3: CCR-I 2,320, CCR-U 1,220, CCR-T 2,320; SNR 450
        PolicyCallModel sy = PolicyCallModel.PCRF_DATA_SY;
        assertThat(sy.seedFigures().get("CCR-I").rate()).isCloseTo(2_320, within(1e-6));
        assertThat(sy.seedFigures().get("CCR-U").rate()).isCloseTo(1_220, within(1e-6));
        assertThat(sy.seedFigures().get("CCR-T").rate()).isCloseTo(2_320, within(1e-6));
        assertThat(sy.snrRate()).isEqualTo(450);
        assertThat(sy.seed().total()).isEqualTo(11_520);
        // 3.1.2's 11 messages, 1:2:1:2:1:1:2:1, at 15K; 3.1.4's 9
        PolicyCallModel voice = PolicyCallModel.PCRF_VOICE;
        double calls = voice.flows().get(0).rate();
        assertThat(voice.flows().get(0).perSession()).containsEntry("CCR-I", 1).containsEntry("CCR-U", 2).containsEntry("CCR-T", 1)
                .containsEntry("Gx RAR", 2).containsEntry("AAR-I", 1).containsEntry("AAR-U", 1).containsEntry("Rx RAR", 2).containsEntry("STR", 1);
        assertThat((rate(voice, Interface.GX, Interface.RX) + fromPcf(voice)) / calls).isCloseTo(11, within(1e-9));
        assertThat(calls * 11).isCloseTo(15_000, within(1e-6));
        PolicyCallModel nine = PolicyCallModel.PCRF_VOICE_9;
        assertThat((rate(nine, Interface.GX, Interface.RX) + fromPcf(nine)) / nine.flows().get(0).rate()).isCloseTo(9, within(1e-9));
        assertThat(fromPcf(nine) * 9 / 2).isCloseTo(15_000, within(1e-6));
        // 3.6.1: 2,000 sessions of 5 Gx messages = 10,000 Diameter in
        assertThat(rate(PolicyCallModel.PCF_GX_UM, Interface.GX)).isCloseTo(10_000, within(1e-6));
        assertThat(PolicyCallModel.PCF_GX_UM.seedFigures()).containsKeys("Gx-init", "Gx-Update_1st", "Gx-Update_2nd", "Gx-Update_3rd",
                "Gx-Terminate");
    }

    @Test
    void everyNameAndAliasFindsItsModelAndNoneIsTakenTwice() {
        List<String> names = PolicyCallModel.names();
        assertThat(new HashSet<>(names)).hasSameSizeAs(names);
        assertThat(PolicyCallModel.byId("policy-3.2.9")).isSameAs(PolicyCallModel.PCF_AMUE_N1N2);
        assertThat(PolicyCallModel.byId("PCF-SM")).isSameAs(PolicyCallModel.PCF_SM);
        assertThatThrownBy(() -> PolicyCallModel.byId("policy-9.9")).hasMessageContaining("pcf-amue");
        for (PolicyCallModel m : PolicyCallModel.all()) {
            for (PolicyFlow f : m.flows()) {
                assertThat(f.steps().getFirst().position()).isZero();
                assertThat(f.steps().getLast().position()).isEqualTo(1.0);
            }
        }
    }

    /** The pacing's expected counts against the schedule played out, session by session. */
    @Test
    void theExpectedCountsAreWhatTheScheduleSends() {
        Pacing p = new Pacing(2, 5, 3);
        double rate = 4;
        for (double position : new double[] {0, 0.25, 0.5, 0.9, 1}) {
            long counted = 0;
            // new sessions at the open model's start times (the k-th when started() reaches k)
            for (long k = 1; ; k++) {
                double t = dev.corebed.gatling.load.OpenLoad.due(p.ramp(), rate, k);
                if (t > p.end()) {
                    break;
                }
                if (t + p.offset(position) <= p.end()) {
                    counted++;
                }
            }
            // those in progress: only the steps still ahead of their age, and due within the schedule
            int n = p.inProgress(rate);
            for (int j = 0; j < n; j++) {
                double due = p.offset(position) - p.age(j, n);
                if (due > 0 && due <= p.end()) {
                    counted++;
                }
            }
            assertThat(p.expected(rate, position)).as("position %s", position).isCloseTo(counted, within(1.0));
        }
        assertThat(p.inProgress(rate)).isEqualTo(12);
    }
}
