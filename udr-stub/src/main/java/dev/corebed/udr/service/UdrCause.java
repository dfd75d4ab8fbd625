package dev.corebed.udr.service;

/** Application errors of Nudr_DataRepository (TS 29.504 §6.1.7.3) used by the policy data resources. */
public final class UdrCause {

    private UdrCause() {}

    /** 404: no data at all is stored for the ueId. */
    public static final String USER_NOT_FOUND = "USER_NOT_FOUND";
    /** 404: the UE exists, the requested data (data set, usage monitoring resource) does not. */
    public static final String DATA_NOT_FOUND = "DATA_NOT_FOUND";
}
