package dev.corebed.bsf.service;

/** The application error causes of TS 29.521 §5.7.3 (Table 5.7.3-1) that the BSF answers. */
public final class BsfCause {
    private BsfCause() {}

    /** 403 to CreatePCFBinding: a binding for the parameter combination (paraCom) exists; ExtProblemDetails says where. */
    public static final String EXISTING_BINDING_INFO_FOUND = "EXISTING_BINDING_INFO_FOUND";
    /** 400 to GetPCFBindings: more than one binding matches, so no single PCF can be given. */
    public static final String MULTIPLE_BINDING_INFO_FOUND = "MULTIPLE_BINDING_INFO_FOUND";
}
