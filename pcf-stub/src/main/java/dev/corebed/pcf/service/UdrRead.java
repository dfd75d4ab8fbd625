package dev.corebed.pcf.service;

import java.util.Locale;

/** A read of the UE's policy data the PCF makes on a create (Nudr_DataRepository, TS 29.519 resources). */
public enum UdrRead {
    /** ReadSessionManagementPolicyData of the session's S-NSSAI and DNN: the subscriber's category, charging, IP index. */
    SM_DATA("sm-data"),
    /** ReadOperatorSpecificData. */
    OPERATOR_SPECIFIC_DATA("operator-specific-data"),
    /** ReadAccessAndMobilityPolicyData: the subscriber's category for AM policy. */
    AM_DATA("am-data"),
    /** ReadUEPolicySet: the UE policy sections sent to the UE. */
    UE_POLICY_SET("ue-policy-set"),
    /** ReadPolicyData: the whole UE. */
    POLICY_DATA("policy-data");

    public final String resource;

    UdrRead(String resource) {
        this.resource = resource;
    }

    public static UdrRead of(String name) {
        for (UdrRead r : values()) {
            if (r.resource.equals(name.trim().toLowerCase(Locale.ROOT))) {
                return r;
            }
        }
        throw new IllegalArgumentException("no UDR read " + name + " (sm-data, operator-specific-data, am-data,"
                + " ue-policy-set, policy-data)");
    }
}
