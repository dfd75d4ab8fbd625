// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFDiscovery.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.IpAddr;
import dev.corebed.model.ts29571.MbsSessionId;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Alternatives;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml). */
public record NnrfNfDiscoveryParameters() {

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline target-plmn-list. */
    public record TargetPlmnList(
            @NotNull @Size(min = 1) List<@Valid PlmnId> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline requester-plmn-list. */
    public record RequesterPlmnList(
            @NotNull @Size(min = 1) List<@Valid PlmnId> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline snssais. */
    public record Snssais(
            @NotNull @Size(min = 1) List<@Valid Snssai> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline requester-snssais. */
    public record RequesterSnssais(
            @NotNull @Size(min = 1) List<@Valid ExtSnssai> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline plmn-specific-snssai-list. */
    public record PlmnSpecificSnssaiList(
            @NotNull @Size(min = 1) List<@Valid PlmnSnssai> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline requester-plmn-specific-snssai-list. */
    public record RequesterPlmnSpecificSnssaiList(
            @NotNull @Size(min = 1) List<@Valid PlmnSnssai> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline ipv4-index. */
    public record Ipv4Index(
            @NotNull @Alternatives(value = {Long.class, String.class}, exactlyOne = false) JsonNode value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline ipv6-index. */
    public record Ipv6Index(
            @NotNull @Alternatives(value = {Long.class, String.class}, exactlyOne = false) JsonNode value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline tai. */
    public record Tai(
            @NotNull @Valid dev.corebed.model.ts29571.Tai value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline guami. */
    public record Guami(
            @NotNull @Valid dev.corebed.model.ts29571.Guami value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline pgw-ip. */
    public record PgwIp(
            @NotNull @Valid IpAddr value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline pfd-data. */
    public record PfdData(
            @NotNull @Valid dev.corebed.model.ts29510.PfdData value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline chf-supported-plmn. */
    public record ChfSupportedPlmn(
            @NotNull @Valid PlmnId value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline complex-query. */
    public record ComplexQuery(
            @NotNull @Alternatives(value = {dev.corebed.model.ts29571.Cnf.class, dev.corebed.model.ts29571.Dnf.class}, exactlyOne = true) JsonNode value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline atsss-capability. */
    public record AtsssCapability(
            @NotNull @Valid dev.corebed.model.ts29571.AtsssCapability value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline client-type. */
    public record ClientType(
            @NotNull String value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline lmf-id. */
    public record LmfId(
            @NotNull String value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline an-node-type. */
    public record AnNodeType(
            @NotNull String value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline rat-type. */
    public record RatType(
            @NotNull String value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline preferred-tai. */
    public record PreferredTai(
            @NotNull @Valid dev.corebed.model.ts29571.Tai value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline target-snpn. */
    public record TargetSnpn(
            @NotNull @Valid PlmnIdNid value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline requester-snpn-list. */
    public record RequesterSnpnList(
            @NotNull @Size(min = 1) List<@Valid PlmnIdNid> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline af-ee-data. */
    public record AfEeData(
            @NotNull @Valid AfEventExposureData value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline w-agf-info. */
    public record WAgfInfo(
            @NotNull @Valid dev.corebed.model.ts29510.WAgfInfo value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline tngf-info. */
    public record TngfInfo(
            @NotNull @Valid dev.corebed.model.ts29510.TngfInfo value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline twif-info. */
    public record TwifInfo(
            @NotNull @Valid dev.corebed.model.ts29510.TwifInfo value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline preferred-api-versions. */
    public record PreferredApiVersions(
            @NotNull @Size(min = 1) Map<String, String> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline remote-plmn-id. */
    public record RemotePlmnId(
            @NotNull @Valid PlmnId value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline remote-snpn-id. */
    public record RemoteSnpnId(
            @NotNull @Valid PlmnIdNid value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline preferred-vendor-specific-features. */
    public record PreferredVendorSpecificFeatures(
            @NotNull @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Size(min = 1) List<@Valid VendorSpecificFeature>>> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline preferred-vendor-specific-nf-features. */
    public record PreferredVendorSpecificNfFeatures(
            @NotNull @Size(min = 1) Map<String, @Size(min = 1) List<@Valid VendorSpecificFeature>> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline ml-analytics-info-list. */
    public record MlAnalyticsInfoList(
            @NotNull @Size(min = 1) List<@Valid MlAnalyticsInfo> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline nsacf-capability. */
    public record NsacfCapability(
            @NotNull @Valid dev.corebed.model.ts29510.NsacfCapability value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline mbs-session-id-list. */
    public record MbsSessionIdList(
            @NotNull @Size(min = 1) List<@Valid MbsSessionId> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline upf-n6-ip. */
    public record UpfN6Ip(
            @NotNull @Valid IpAddr value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline tai-list. */
    public record TaiList(
            @NotNull @Size(min = 1) List<dev.corebed.model.ts29571.@Valid Tai> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline v2x-capability. */
    public record V2xCapability(
            @NotNull @Valid dev.corebed.model.ts29510.V2xCapability value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline prose-capability. */
    public record ProseCapability(
            @NotNull @Valid ProSeCapability value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline exclude-nfservinst-list. */
    public record ExcludeNfservinstList(
            @NotNull @Size(min = 1) List<@Valid NfServiceInstance> value) {}

    /** TS 29.510 NnrfNfDiscovery: its query parameters with JSON content, each the value of a record (TS29510_Nnrf_NFDiscovery.yaml), inline preferred-analytics-delays. */
    public record PreferredAnalyticsDelays(
            @NotNull @Size(min = 1) Map<String, Long> value) {}
}
