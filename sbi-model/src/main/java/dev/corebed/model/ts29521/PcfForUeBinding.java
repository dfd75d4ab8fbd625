// Generated from the 3GPP Rel-17 OpenAPI file TS29521_Nbsf_Management.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29521;

import dev.corebed.model.ts29510.IpEndPoint;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.521 PcfForUeBinding (TS29521_Nbsf_Management.yaml). */
@Presence("any(has(pcfForUeFqdn),has(pcfForUeIpEndPoints))")
public record PcfForUeBinding(
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String pcfForUeFqdn,
        @Size(min = 1) List<@Valid IpEndPoint> pcfForUeIpEndPoints,
        @Format(Format.Kind.UUID) String pcfId,
        String pcfSetId,
        String bindLevel,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat) {}
