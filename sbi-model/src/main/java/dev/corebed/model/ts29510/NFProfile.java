// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 NFProfile (TS29510_Nnrf_NFManagement.yaml). */
@Presence("any(has(fqdn),has(ipv4Addresses),has(ipv6Addresses))")
public record NFProfile(
        @NotNull @Format(Format.Kind.UUID) String nfInstanceId,
        String nfInstanceName,
        @NotNull String nfType,
        @NotNull String nfStatus,
        @Size(min = 1) List<@Valid CollocatedNfInstance> collocatedNfInstances,
        @Min(1L) Long heartBeatTimer,
        @Size(min = 1) List<@Valid PlmnId> plmnList,
        @Size(min = 1) List<@Valid PlmnIdNid> snpnList,
        @Size(min = 1) List<@Valid ExtSnssai> sNssais,
        @Size(min = 1) List<@Valid PlmnSnssai> perPlmnSnssaiList,
        @Size(min = 1) List<String> nsiList,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String fqdn,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String interPlmnFqdn,
        @Size(min = 1) List<@Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String> ipv4Addresses,
        @Size(min = 1) List<@Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String> ipv6Addresses,
        @Size(min = 1) List<@Valid PlmnId> allowedPlmns,
        @Size(min = 1) List<@Valid PlmnIdNid> allowedSnpns,
        @Size(min = 1) List<String> allowedNfTypes,
        @Size(min = 1) List<String> allowedNfDomains,
        @Size(min = 1) List<@Valid ExtSnssai> allowedNssais,
        @Min(0L) @Max(65535L) Long priority,
        @Min(0L) @Max(65535L) Long capacity,
        @Min(0L) @Max(100L) Long load,
        @Format(Format.Kind.DATE_TIME) String loadTimeStamp,
        String locality,
        @Valid UdrInfo udrInfo,
        @Size(min = 1) Map<String, @Valid UdrInfo> udrInfoList,
        @Valid UdmInfo udmInfo,
        @Size(min = 1) Map<String, @Valid UdmInfo> udmInfoList,
        @Valid AusfInfo ausfInfo,
        @Size(min = 1) Map<String, @Valid AusfInfo> ausfInfoList,
        @Valid AmfInfo amfInfo,
        @Size(min = 1) Map<String, @Valid AmfInfo> amfInfoList,
        @Valid SmfInfo smfInfo,
        @Size(min = 1) Map<String, @Valid SmfInfo> smfInfoList,
        @Valid UpfInfo upfInfo,
        @Size(min = 1) Map<String, @Valid UpfInfo> upfInfoList,
        @Valid PcfInfo pcfInfo,
        @Size(min = 1) Map<String, @Valid PcfInfo> pcfInfoList,
        @Valid BsfInfo bsfInfo,
        @Size(min = 1) Map<String, @Valid BsfInfo> bsfInfoList,
        @Valid ChfInfo chfInfo,
        @Size(min = 1) Map<String, @Valid ChfInfo> chfInfoList,
        @Valid NefInfo nefInfo,
        @Valid NrfInfo nrfInfo,
        @Valid UdsfInfo udsfInfo,
        @Size(min = 1) Map<String, @Valid UdsfInfo> udsfInfoList,
        @Valid NwdafInfo nwdafInfo,
        @Size(min = 1) Map<String, @Valid NwdafInfo> nwdafInfoList,
        @Size(min = 1) Map<String, @Valid PcscfInfo> pcscfInfoList,
        @Size(min = 1) Map<String, @Valid HssInfo> hssInfoList,
        @Valid CustomInfo customInfo,
        @Format(Format.Kind.DATE_TIME) String recoveryTime,
        Boolean nfServicePersistence,
        @Size(min = 1) List<@Valid NFService> nfServices,
        @Size(min = 1) Map<String, @Valid NFService> nfServiceList,
        Boolean nfProfileChangesSupportInd,
        Boolean nfProfileChangesInd,
        List<@Valid DefaultNotificationSubscription> defaultNotificationSubscriptions,
        @Valid LmfInfo lmfInfo,
        @Valid GmlcInfo gmlcInfo,
        @Size(min = 1) List<String> nfSetIdList,
        @Size(min = 1) List<String> servingScope,
        Boolean lcHSupportInd,
        Boolean olcHSupportInd,
        @Size(min = 1) Map<String, @Format(Format.Kind.DATE_TIME) String> nfSetRecoveryTimeList,
        @Size(min = 1) Map<String, @Format(Format.Kind.DATE_TIME) String> serviceSetRecoveryTimeList,
        @Size(min = 1) List<String> scpDomains,
        @Valid ScpInfo scpInfo,
        @Valid SeppInfo seppInfo,
        @Pattern(regexp = "^[0-9]{6}$") String vendorId,
        @Size(min = 1) Map<String, @Size(min = 1) List<@Valid VendorSpecificFeature>> supportedVendorSpecificFeatures,
        @Size(min = 1) Map<String, @Valid AanfInfo> aanfInfoList,
        @JsonProperty("5gDdnmfInfo") @Valid _5GDdnmfInfo _5gDdnmfInfo,
        @Valid MfafInfo mfafInfo,
        @Size(min = 1) Map<String, @Valid EasdfInfo> easdfInfoList,
        @Valid DccfInfo dccfInfo,
        @Size(min = 1) Map<String, @Valid NsacfInfo> nsacfInfoList,
        @Size(min = 1) Map<String, @Valid MbSmfInfo> mbSmfInfoList,
        @Size(min = 1) Map<String, @Valid TsctsfInfo> tsctsfInfoList,
        @Size(min = 1) Map<String, @Valid MbUpfInfo> mbUpfInfoList,
        @Valid TrustAfInfo trustAfInfo,
        @Valid NssaafInfo nssaafInfo,
        @Size(min = 1) List<@Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String> hniList,
        @Valid IwmscInfo iwmscInfo,
        @Valid MnpfInfo mnpfInfo) {

    /** TS 29.510 NFProfile (TS29510_Nnrf_NFManagement.yaml), inline customInfo. */
    public record CustomInfo() {}
}
