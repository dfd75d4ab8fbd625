// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;


/** TS 29.572 CivicAddress (TS29572_Nlmf_Location.yaml). */
public record CivicAddress(
        String country,
        String A1,
        String A2,
        String A3,
        String A4,
        String A5,
        String A6,
        String PRD,
        String POD,
        String STS,
        String HNO,
        String HNS,
        String LMK,
        String LOC,
        String NAM,
        String PC,
        String BLD,
        String UNIT,
        String FLR,
        String ROOM,
        String PLC,
        String PCN,
        String POBOX,
        String ADDCODE,
        String SEAT,
        String RD,
        String RDSEC,
        String RDBR,
        String RDSUBBR,
        String PRM,
        String POM,
        String usageRules,
        String method,
        String providedBy) {}
