// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 NFService (TS29510_Nnrf_NFManagement.yaml). */
public record NFService(
        @NotNull String serviceInstanceId,
        @NotNull String serviceName,
        @NotNull @Size(min = 1) List<@Valid NFServiceVersion> versions,
        @NotNull String scheme,
        @NotNull String nfServiceStatus,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String fqdn,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String interPlmnFqdn,
        @Size(min = 1) List<@Valid IpEndPoint> ipEndPoints,
        String apiPrefix,
        @Size(min = 1) List<@Valid DefaultNotificationSubscription> defaultNotificationSubscriptions,
        @Size(min = 1) List<@Valid PlmnId> allowedPlmns,
        @Size(min = 1) List<@Valid PlmnIdNid> allowedSnpns,
        @Size(min = 1) List<String> allowedNfTypes,
        @Size(min = 1) List<String> allowedNfDomains,
        @Size(min = 1) List<@Valid ExtSnssai> allowedNssais,
        @Size(min = 1) Map<String, @Size(min = 1) List<String>> allowedOperationsPerNfType,
        @Size(min = 1) Map<String, @Size(min = 1) List<String>> allowedOperationsPerNfInstance,
        @Min(0L) @Max(65535L) Long priority,
        @Min(0L) @Max(65535L) Long capacity,
        @Min(0L) @Max(100L) Long load,
        @Format(Format.Kind.DATE_TIME) String loadTimeStamp,
        @Format(Format.Kind.DATE_TIME) String recoveryTime,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Size(min = 1) List<String> nfServiceSetIdList,
        @Size(min = 1) List<@Valid ExtSnssai> sNssais,
        @Size(min = 1) List<@Valid PlmnSnssai> perPlmnSnssaiList,
        @Pattern(regexp = "^[0-9]{6}$") String vendorId,
        @Size(min = 1) Map<String, @Size(min = 1) List<@Valid VendorSpecificFeature>> supportedVendorSpecificFeatures,
        Boolean oauth2Required,
        @Valid PlmnOauth2 perPlmnOauth2ReqList) {}
