// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.IpAddr;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 EasdfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record EasdfInfo(
        @Size(min = 1) List<@Valid SnssaiEasdfInfoItem> sNssaiEasdfInfoList,
        @Size(min = 1) List<@Valid IpAddr> easdfN6IpAddressList,
        @Size(min = 1) List<@Valid IpAddr> upfN6IpAddressList) {}
