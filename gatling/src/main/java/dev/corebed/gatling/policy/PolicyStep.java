package dev.corebed.gatling.policy;

/**
 * One message of a policy session: the name it is reported under (the seed's scenario names where it has them:
 * {@code create-dnn_ims}, {@code N7-dnn_internet_1st}, {@code Gx-init}...), what it is, and when in the session it is
 * sent, as a fraction of the session's lifetime (0 at the start, 1 at the end: the session's messages are spread
 * evenly over its Little's-law lifetime).
 */
public record PolicyStep(String name, Op op, double position) {

    /** What a step sends, and over which interface. */
    public enum Op {
        /** Npcf_SMPolicyControl (N7, the SMF): CreateSMPolicy, UpdateSMPolicy, DeleteSMPolicy. */
        SM_CREATE(Interface.N7), SM_UPDATE(Interface.N7), SM_DELETE(Interface.N7),
        /** Npcf_AMPolicyControl (N15, the AMF). */
        AM_CREATE(Interface.N15), AM_DELETE(Interface.N15),
        /** Npcf_UEPolicyControl (the AMF). */
        UE_CREATE(Interface.UE_POLICY), UE_DELETE(Interface.UE_POLICY),
        /**
         * Rx (the AF / P-CSCF): AAR INITIAL_REQUEST (subscribing to no bearer event; to the loss of bearer; to
         * successful resource allocation and loss of bearer), AAR UPDATE_REQUEST (the same media; a changed bandwidth),
         * STR; and the PCF's RAR and ASR, which the AF answers (the step waits for them).
         */
        RX_AAR_I(Interface.RX), RX_AAR_I_LOSS(Interface.RX), RX_AAR_I_ALLOCATION(Interface.RX), RX_AAR_U(Interface.RX),
        RX_AAR_U_CHANGE(Interface.RX), RX_STR(Interface.RX), RX_RAR(Interface.RX), RX_ASR(Interface.RX),
        /**
         * Gx (the PCEF): CCR-I; CCR-U reporting a RAT change, the voice rule active, the voice rule lost, the usage of
         * the session's monitoring key; CCR-T (with the final usage); and the PCRF's RAR, which the PCEF answers.
         */
        GX_CCR_I(Interface.GX), GX_CCR_U(Interface.GX), GX_CCR_U_ACTIVE(Interface.GX), GX_CCR_U_LOST(Interface.GX),
        GX_CCR_U_USAGE(Interface.GX), GX_CCR_T(Interface.GX), GX_CCR_T_USAGE(Interface.GX), GX_RAR(Interface.GX);

        public final Interface iface;

        Op(Interface iface) {
            this.iface = iface;
        }

        /** Whether the message goes over Diameter (the load's own driver) rather than the SBI (Gatling). */
        public boolean diameter() {
            return iface == Interface.RX || iface == Interface.GX;
        }

        /** Whether the PCF sends it and the load answers (a step that waits for it). */
        public boolean fromPcf() {
            return this == RX_RAR || this == RX_ASR || this == GX_RAR;
        }
    }

    /** The interfaces the load plays, each as the seed's client NF. */
    public enum Interface {
        N7("SMF, Npcf_SMPolicyControl"), N15("AMF, Npcf_AMPolicyControl"), UE_POLICY("AMF, Npcf_UEPolicyControl"),
        RX("AF (P-CSCF), Diameter Rx"), GX("PCEF, Diameter Gx");

        public final String description;

        Interface(String description) {
            this.description = description;
        }
    }
}
