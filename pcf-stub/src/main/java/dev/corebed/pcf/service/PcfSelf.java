package dev.corebed.pcf.service;

/** This PCF as its peers see it: the apiRoot of its callbacks and resources, and its NF instance id (null when none). */
public interface PcfSelf {

    /** The service routes' base of the PCF's own callbacks (UDR, CHF and AMF notifications). */
    String CALLBACKS = "/npcf-callback/v1";

    String apiRoot();

    String nfInstanceId();

    /** The PCF's Diameter identity (Origin-Host), what the BSF relays Rx sessions to; null without a Diameter node. */
    default String diameterHost() {
        return null;
    }

    /** The PCF's Diameter realm; null without a Diameter node. */
    default String diameterRealm() {
        return null;
    }
}
