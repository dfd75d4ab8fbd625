// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.math.BigInteger;

/** TS 29.512 TsnBridgeInfo (TS29512_Npcf_SMPolicyControl.yaml). */
public record TsnBridgeInfo(
        @DecimalMin("0") @DecimalMax("18446744073709551615") BigInteger bridgeId,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String dsttAddr,
        @Min(0L) Long dsttPortNum,
        @Min(0L) Long dsttResidTime) {}
