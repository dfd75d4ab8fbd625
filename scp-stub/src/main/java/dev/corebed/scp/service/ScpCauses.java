package dev.corebed.scp.service;

/**
 * The causes an SCP gives its own errors beyond those every NF uses ({@link dev.corebed.sbi.Cause}): TS 29.500
 * Table 5.2.7.2-1 and §6.10.8.
 */
public final class ScpCauses {
    private ScpCauses() {}

    /** 504: delegated discovery could not reach the NRF. */
    public static final String NRF_NOT_REACHABLE = "NRF_NOT_REACHABLE";
    /** 400: the NRF refused the discovery the 3gpp-Sbi-Discovery-* headers made, or found no producer. */
    public static final String NF_DISCOVERY_FAILURE = "NF_DISCOVERY_FAILURE";
    /** 503: producers were found but none could take the request (all ejected, overloaded or over their limits). */
    public static final String NF_SELECTION_FAILURE = "NF_SELECTION_FAILURE";
    /** 400: a 3gpp-Sbi-Discovery-* header names no discovery parameter, or its value is not one. */
    public static final String INVALID_DISCOVERY_PARAM = "INVALID_DISCOVERY_PARAM";
    /** 508: the request came back to this SCP (its Via), or 3gpp-Sbi-Max-Forward-Hops ran out. */
    public static final String LOOP_DETECTED = "LOOP_DETECTED";
}
