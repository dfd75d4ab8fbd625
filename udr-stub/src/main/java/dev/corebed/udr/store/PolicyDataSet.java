package dev.corebed.udr.store;

/** The per-UE documents of /policy-data/ues/{ueId} (TS 29.519 §5.2), each in one column of policy_data_ues. */
public enum PolicyDataSet {
    AM_DATA("am_data", "am-data"),
    UE_POLICY_SET("ue_policy_set", "ue-policy-set"),
    SM_DATA("sm_data", "sm-data"),
    OPERATOR_SPECIFIC_DATA("op_spec_data", "operator-specific-data");

    private final String column;
    private final String resource;

    PolicyDataSet(String column, String resource) {
        this.column = column;
        this.resource = resource;
    }

    /** The column of policy_data_ues. */
    public String column() {
        return column;
    }

    /** The last segment of the resource URI: /policy-data/ues/{ueId}/{resource}. */
    public String resource() {
        return resource;
    }
}
