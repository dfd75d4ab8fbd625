// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFDiscovery.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Format;
import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.510 TS29510_Nnrf_NFDiscovery.yaml: path, operationId, query and path parameters. */
public final class NnrfNfDiscovery {

    private NnrfNfDiscovery() {}

    public static final Operation SEARCH_NF_INSTANCES = new Operation("GET", "/nnrf-disc/v1/nf-instances", "SearchNFInstances", List.of(
            Parameter.query("target-nf-type", true, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("requester-nf-type", true, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("preferred-collocated-nf-types", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("requester-nf-instance-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID)),
            Parameter.query("service-names", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, true)),
            Parameter.query("requester-nf-instance-fqdn", false, new ParamSchema.Text(List.of("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$"), List.of(), 4, 253, null)),
            Parameter.query("target-plmn-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.TargetPlmnList.class)),
            Parameter.query("requester-plmn-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RequesterPlmnList.class)),
            Parameter.query("target-nf-instance-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID)),
            Parameter.query("target-nf-fqdn", false, new ParamSchema.Text(List.of("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$"), List.of(), 4, 253, null)),
            Parameter.query("hnrf-uri", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("snssais", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.Snssais.class)),
            Parameter.query("requester-snssais", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RequesterSnssais.class)),
            Parameter.query("plmn-specific-snssai-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PlmnSpecificSnssaiList.class)),
            Parameter.query("requester-plmn-specific-snssai-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RequesterPlmnSpecificSnssaiList.class)),
            Parameter.query("dnn", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("ipv4-index", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.Ipv4Index.class)),
            Parameter.query("ipv6-index", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.Ipv6Index.class)),
            Parameter.query("nsi-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("smf-serving-area", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("mbsmf-serving-area", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("tai", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.Tai.class)),
            Parameter.query("amf-region-id", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]{2}$"), List.of(), null, null, null)),
            Parameter.query("amf-set-id", false, new ParamSchema.Text(List.of("^[0-3][A-Fa-f0-9]{2}$"), List.of(), null, null, null)),
            Parameter.query("guami", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.Guami.class)),
            Parameter.query("supi", false, new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("ue-ipv4-address", false, new ParamSchema.Text(List.of("^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$"), List.of(), null, null, null)),
            Parameter.query("ip-domain", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("ue-ipv6-prefix", false, new ParamSchema.Text(List.of("^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$", "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$"), List.of(), null, null, null)),
            Parameter.query("pgw-ind", false, new ParamSchema.Bool()),
            Parameter.query("preferred-pgw-ind", false, new ParamSchema.Bool()),
            Parameter.query("pgw", false, new ParamSchema.Text(List.of("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$"), List.of(), 4, 253, null)),
            Parameter.query("pgw-ip", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PgwIp.class)),
            Parameter.query("gpsi", false, new ParamSchema.Text(List.of("^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$"), List.of(), null, null, null)),
            Parameter.query("external-group-identity", false, new ParamSchema.Text(List.of("^extgroupid-[^@]+@[^@]+$"), List.of(), null, null, null)),
            Parameter.query("internal-group-identity", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$"), List.of(), null, null, null)),
            Parameter.query("pfd-data", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PfdData.class)),
            Parameter.query("data-set", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("routing-indicator", false, new ParamSchema.Text(List.of("^[0-9]{1,4}$"), List.of(), null, null, null)),
            Parameter.query("group-id-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("dnai-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("pdu-session-types", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("event-id-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("nwdaf-event-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("supported-features", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null)),
            Parameter.query("upf-iwk-eps-ind", false, new ParamSchema.Bool()),
            Parameter.query("chf-supported-plmn", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.ChfSupportedPlmn.class)),
            Parameter.query("preferred-locality", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("access-type", false, new ParamSchema.Text(List.of(), List.of("3GPP_ACCESS", "NON_3GPP_ACCESS"), null, null, null)),
            Parameter.query("limit", false, new ParamSchema.Int(1L, null)),
            Parameter.query("required-features", false, new ParamSchema.Array(new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("complex-query", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.ComplexQuery.class)),
            Parameter.query("max-payload-size", false, new ParamSchema.Int(null, 2000L)),
            Parameter.query("max-payload-size-ext", false, new ParamSchema.Int(null, null)),
            Parameter.query("atsss-capability", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.AtsssCapability.class)),
            Parameter.query("upf-ue-ip-addr-ind", false, new ParamSchema.Bool()),
            Parameter.query("client-type", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.ClientType.class)),
            Parameter.query("lmf-id", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.LmfId.class)),
            Parameter.query("an-node-type", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.AnNodeType.class)),
            Parameter.query("rat-type", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RatType.class)),
            Parameter.query("preferred-tai", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PreferredTai.class)),
            Parameter.query("preferred-nf-instances", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID), false, 1, null, false)),
            Parameter.query("target-snpn", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.TargetSnpn.class)),
            Parameter.query("requester-snpn-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RequesterSnpnList.class)),
            Parameter.query("af-ee-data", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.AfEeData.class)),
            Parameter.query("w-agf-info", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.WAgfInfo.class)),
            Parameter.query("tngf-info", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.TngfInfo.class)),
            Parameter.query("twif-info", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.TwifInfo.class)),
            Parameter.query("target-nf-set-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("target-nf-service-set-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("nef-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("notification-type", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("n1-msg-class", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("n2-info-class", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("serving-scope", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("imsi", false, new ParamSchema.Text(List.of("^[0-9]{5,15}$"), List.of(), null, null, null)),
            Parameter.query("ims-private-identity", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("ims-public-identity", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("msisdn", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("preferred-api-versions", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PreferredApiVersions.class)),
            Parameter.query("v2x-support-ind", false, new ParamSchema.Bool()),
            Parameter.query("redundant-gtpu", false, new ParamSchema.Bool()),
            Parameter.query("redundant-transport", false, new ParamSchema.Bool()),
            Parameter.query("ipups", false, new ParamSchema.Bool()),
            Parameter.query("scp-domain-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("address-domain", false, new ParamSchema.Text(List.of("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$"), List.of(), 4, 253, null)),
            Parameter.query("ipv4-addr", false, new ParamSchema.Text(List.of("^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$"), List.of(), null, null, null)),
            Parameter.query("ipv6-prefix", false, new ParamSchema.Text(List.of("^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$", "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$"), List.of(), null, null, null)),
            Parameter.query("served-nf-set-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("remote-plmn-id", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RemotePlmnId.class)),
            Parameter.query("remote-snpn-id", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.RemoteSnpnId.class)),
            Parameter.query("data-forwarding", false, new ParamSchema.Bool()),
            Parameter.query("preferred-full-plmn", false, new ParamSchema.Bool()),
            Parameter.query("requester-features", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null)),
            Parameter.query("realm-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("storage-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("vsmf-support-ind", false, new ParamSchema.Bool()),
            Parameter.query("ismf-support-ind", false, new ParamSchema.Bool()),
            Parameter.query("nrf-disc-uri", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("preferred-vendor-specific-features", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PreferredVendorSpecificFeatures.class)),
            Parameter.query("preferred-vendor-specific-nf-features", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PreferredVendorSpecificNfFeatures.class)),
            Parameter.query("required-pfcp-features", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("home-pub-key-id", false, new ParamSchema.Int(null, null)),
            Parameter.query("prose-support-ind", false, new ParamSchema.Bool()),
            Parameter.query("analytics-aggregation-ind", false, new ParamSchema.Bool()),
            Parameter.query("serving-nf-set-id", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("serving-nf-type", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("ml-analytics-info-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.MlAnalyticsInfoList.class)),
            Parameter.query("analytics-metadata-prov-ind", false, new ParamSchema.Bool()),
            Parameter.query("nsacf-capability", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.NsacfCapability.class)),
            Parameter.query("mbs-session-id-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.MbsSessionIdList.class)),
            Parameter.query("area-session-id", false, new ParamSchema.Int(0L, 65535L)),
            Parameter.query("gmlc-number", false, new ParamSchema.Text(List.of("^[0-9]{5,15}$"), List.of(), null, null, null)),
            Parameter.query("upf-n6-ip", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.UpfN6Ip.class)),
            Parameter.query("tai-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.TaiList.class)),
            Parameter.query("preferences-precedence", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 2, null, false)),
            Parameter.query("support-onboarding-capability", false, new ParamSchema.Bool()),
            Parameter.query("uas-nf-functionality-ind", false, new ParamSchema.Bool()),
            Parameter.query("v2x-capability", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.V2xCapability.class)),
            Parameter.query("prose-capability", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.ProseCapability.class)),
            Parameter.query("shared-data-id", false, new ParamSchema.Text(List.of("^[0-9]{5,6}-.+$"), List.of(), null, null, null)),
            Parameter.query("target-hni", false, new ParamSchema.Text(List.of("^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$"), List.of(), 4, 253, null)),
            Parameter.query("target-nw-resolution", false, new ParamSchema.Bool()),
            Parameter.query("exclude-nfinst-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID), false, 1, null, false)),
            Parameter.query("exclude-nfservinst-list", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.ExcludeNfservinstList.class)),
            Parameter.query("exclude-nfserviceset-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("exclude-nfset-list", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("preferred-analytics-delays", false, new ParamSchema.Json(dev.corebed.model.ts29510.NnrfNfDiscoveryParameters.PreferredAnalyticsDelays.class)),
            Parameter.query("high-latency-com", false, new ParamSchema.Bool()),
            Parameter.query("nsac-sai", false, new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation RETRIEVE_STORED_SEARCH = new Operation("GET", "/nnrf-disc/v1/searches/{searchId}", "RetrieveStoredSearch", List.of(
            Parameter.path("searchId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation RETRIEVE_COMPLETE_SEARCH = new Operation("GET", "/nnrf-disc/v1/searches/{searchId}/complete", "RetrieveCompleteSearch", List.of(
            Parameter.path("searchId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation SCP_DOMAIN_ROUTING_INFO_GET = new Operation("GET", "/nnrf-disc/v1/scp-domain-routing-info", "SCPDomainRoutingInfoGet", List.of(
            Parameter.query("local", false, new ParamSchema.Bool())));

    public static final Operation SCP_DOMAIN_ROUTING_INFO_SUBSCRIBE = new Operation("POST", "/nnrf-disc/v1/scp-domain-routing-info-subs", "ScpDomainRoutingInfoSubscribe", List.of());

    public static final Operation SCP_DOMAIN_ROUTING_INFO_UNSUBSCRIBE = new Operation("DELETE", "/nnrf-disc/v1/scp-domain-routing-info-subs/{subscriptionID}", "ScpDomainRoutingInfoUnsubscribe", List.of(
            Parameter.path("subscriptionID", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
