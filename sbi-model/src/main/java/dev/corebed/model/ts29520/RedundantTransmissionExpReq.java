// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;


/** TS 29.520 RedundantTransmissionExpReq (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record RedundantTransmissionExpReq(
        String redTOrderCriter,
        String order) {}
