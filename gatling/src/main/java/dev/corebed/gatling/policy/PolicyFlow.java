package dev.corebed.gatling.policy;

import dev.corebed.gatling.policy.PolicyStep.Op;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One kind of session of a call model, started at its own rate: an SM policy association of one DNN with its
 * updates (and, for IMS, the Rx session bound to it), a UE's AM and UE policy associations, a Gx session... Each
 * session sends its steps in order, spread over its lifetime.
 *
 * @param name         the flow's name in the summary ({@code dnn_internet})
 * @param dnn          the DNN (APN) of its sessions, or null for AM/UE
 * @param pduSessionId its PDU session id: one per DNN, so that a subscriber's sessions of several DNNs are distinct
 * @param rate         sessions started per second at scale 1
 * @param steps        the messages of one session, in order
 */
public record PolicyFlow(String name, String dnn, int pduSessionId, double rate, List<PolicyStep> steps) {

    public PolicyFlow {
        steps = List.copyOf(steps);
    }

    /** The same flow at another rate (a model's variant, or the rate at a scale). */
    public PolicyFlow withRate(double r) {
        return new PolicyFlow(name, dnn, pduSessionId, r, steps);
    }

    /** How many messages of each name one session sends, in the order they first appear. */
    public Map<String, Integer> perSession() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        steps.forEach(s -> counts.merge(s.name(), 1, Integer::sum));
        return counts;
    }

    /** Whether a session sends any message of that interface. */
    public boolean uses(PolicyStep.Interface iface) {
        return steps.stream().anyMatch(s -> s.op().iface == iface);
    }

    public static Builder builder(String name, String dnn, int pduSessionId, double rate) {
        return new Builder(name, dnn, pduSessionId, rate);
    }

    /**
     * Steps in slots spread evenly over the lifetime: the first slot at its start, the last at its end. A step added
     * {@link #with} shares the slot of the one before it (sent as soon as that one is answered).
     */
    public static final class Builder {
        private final String name;
        private final String dnn;
        private final int pduSessionId;
        private final double rate;
        private final List<List<String[]>> slots = new ArrayList<>();

        private Builder(String name, String dnn, int pduSessionId, double rate) {
            this.name = name;
            this.dnn = dnn;
            this.pduSessionId = pduSessionId;
            this.rate = rate;
        }

        /** A step in a slot of its own. */
        public Builder then(String stepName, Op op) {
            slots.add(new ArrayList<>());
            return with(stepName, op);
        }

        /** {@code n} steps of the same name, each in a slot of its own. */
        public Builder repeat(int n, String stepName, Op op) {
            for (int i = 0; i < n; i++) {
                then(stepName, op);
            }
            return this;
        }

        /** A step in the slot of the one before it. */
        public Builder with(String stepName, Op op) {
            slots.getLast().add(new String[] {stepName, op.name()});
            return this;
        }

        public PolicyFlow build() {
            List<PolicyStep> steps = new ArrayList<>();
            for (int i = 0; i < slots.size(); i++) {
                double position = slots.size() == 1 ? 0 : (double) i / (slots.size() - 1);
                for (String[] s : slots.get(i)) {
                    steps.add(new PolicyStep(s[0], Op.valueOf(s[1]), position));
                }
            }
            return new PolicyFlow(name, dnn, pduSessionId, rate, steps);
        }
    }
}
