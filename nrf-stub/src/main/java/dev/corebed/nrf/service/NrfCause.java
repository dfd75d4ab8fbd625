package dev.corebed.nrf.service;

/** Application errors of Nnrf_NFManagement (TS 29.510 Table 6.1.7.3-1); the common ones are in sbi-core's Cause. */
public final class NrfCause {

    private NrfCause() {}

    /** 404: no NF profile for the nfInstanceId of an NfInstanceIdCond. */
    public static final String NF_NOT_FOUND = "NF_NOT_FOUND";
}
