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
        /** Rx (the AF / P-CSCF): AAR INITIAL_REQUEST, AAR UPDATE_REQUEST, STR. */
        RX_AAR_I(Interface.RX), RX_AAR_U(Interface.RX), RX_STR(Interface.RX),
        /** Gx (the PCEF): CCR-I, CCR-U, CCR-T. */
        GX_CCR_I(Interface.GX), GX_CCR_U(Interface.GX), GX_CCR_T(Interface.GX);

        public final Interface iface;

        Op(Interface iface) {
            this.iface = iface;
        }

        /** Whether the message goes over Diameter (the load's own driver) rather than the SBI (Gatling). */
        public boolean diameter() {
            return iface == Interface.RX || iface == Interface.GX;
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
