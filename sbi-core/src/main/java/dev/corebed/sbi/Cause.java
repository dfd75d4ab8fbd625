package dev.corebed.sbi;

/** Application error causes of TS 29.500 §5.2.7.2 (Table 5.2.7.2-1) and the service specs. */
public final class Cause {
    private Cause() {}

    // 400
    public static final String INVALID_API = "INVALID_API";
    public static final String INVALID_MSG_FORMAT = "INVALID_MSG_FORMAT";
    public static final String INVALID_QUERY_PARAM = "INVALID_QUERY_PARAM";
    public static final String MANDATORY_QUERY_PARAM_INCORRECT = "MANDATORY_QUERY_PARAM_INCORRECT";
    public static final String OPTIONAL_QUERY_PARAM_INCORRECT = "OPTIONAL_QUERY_PARAM_INCORRECT";
    public static final String MANDATORY_QUERY_PARAM_MISSING = "MANDATORY_QUERY_PARAM_MISSING";
    public static final String OPTIONAL_IE_INCORRECT = "OPTIONAL_IE_INCORRECT";
    public static final String MANDATORY_IE_INCORRECT = "MANDATORY_IE_INCORRECT";
    public static final String MANDATORY_IE_MISSING = "MANDATORY_IE_MISSING";
    public static final String UNSPECIFIED_MSG_FAILURE = "UNSPECIFIED_MSG_FAILURE";
    // 403
    public static final String MODIFICATION_NOT_ALLOWED = "MODIFICATION_NOT_ALLOWED";
    // 404
    public static final String RESOURCE_NOT_FOUND = "RESOURCE_NOT_FOUND";
    public static final String RESOURCE_URI_STRUCTURE_NOT_FOUND = "RESOURCE_URI_STRUCTURE_NOT_FOUND";
    public static final String SUBSCRIPTION_NOT_FOUND = "SUBSCRIPTION_NOT_FOUND";
    // 411, 413, 415
    public static final String INCORRECT_LENGTH = "INCORRECT_LENGTH";
    public static final String PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";
    public static final String UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE";
    // 429, 500, 503, 504
    public static final String NF_CONGESTION_RISK = "NF_CONGESTION_RISK";
    public static final String SYSTEM_FAILURE = "SYSTEM_FAILURE";
    public static final String NF_CONGESTION = "NF_CONGESTION";
    public static final String NF_SERVICE_FAILOVER = "NF_SERVICE_FAILOVER";
    public static final String TIMED_OUT_REQUEST = "TIMED_OUT_REQUEST";
    public static final String TARGET_NF_NOT_REACHABLE = "TARGET_NF_NOT_REACHABLE";
}
