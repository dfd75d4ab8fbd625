package dev.corebed.pcf.service;

/** This PCF as its peers see it: the apiRoot of its callbacks and resources, and its NF instance id (null when none). */
public interface PcfSelf {

    /** The service routes' base of the PCF's own callbacks (UDR, CHF and AMF notifications). */
    String CALLBACKS = "/npcf-callback/v1";

    String apiRoot();

    String nfInstanceId();
}
