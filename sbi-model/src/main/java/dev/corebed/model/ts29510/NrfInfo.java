// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Alternatives;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** TS 29.510 NrfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record NrfInfo(
        @Size(min = 1) Map<String, @Valid UdrInfo> servedUdrInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid UdrInfo>> servedUdrInfoList,
        @Size(min = 1) Map<String, @Valid UdmInfo> servedUdmInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid UdmInfo>> servedUdmInfoList,
        @Size(min = 1) Map<String, @Valid AusfInfo> servedAusfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid AusfInfo>> servedAusfInfoList,
        @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.AmfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode> servedAmfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.AmfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode>> servedAmfInfoList,
        @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.SmfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode> servedSmfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.SmfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode>> servedSmfInfoList,
        @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.UpfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode> servedUpfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Alternatives(value = {dev.corebed.model.ts29510.UpfInfo.class, dev.corebed.model.ts29571.EmptyObject.class}, exactlyOne = false) JsonNode>> servedUpfInfoList,
        @Size(min = 1) Map<String, @Valid PcfInfo> servedPcfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid PcfInfo>> servedPcfInfoList,
        @Size(min = 1) Map<String, @Valid BsfInfo> servedBsfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid BsfInfo>> servedBsfInfoList,
        @Size(min = 1) Map<String, @Valid ChfInfo> servedChfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid ChfInfo>> servedChfInfoList,
        @Size(min = 1) Map<String, @Valid NefInfo> servedNefInfo,
        @Size(min = 1) Map<String, @Valid NwdafInfo> servedNwdafInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid NwdafInfo>> servedNwdafInfoList,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid PcscfInfo>> servedPcscfInfoList,
        @Size(min = 1) Map<String, @Valid GmlcInfo> servedGmlcInfo,
        @Size(min = 1) Map<String, @Valid LmfInfo> servedLmfInfo,
        @Size(min = 1) Map<String, @Valid NfInfo> servedNfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid HssInfo>> servedHssInfoList,
        @Size(min = 1) Map<String, @Valid UdsfInfo> servedUdsfInfo,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid UdsfInfo>> servedUdsfInfoList,
        @Size(min = 1) Map<String, @Valid ScpInfo> servedScpInfoList,
        @Size(min = 1) Map<String, @Valid SeppInfo> servedSeppInfoList,
        Map<String, @Size(min = 1) Map<String, @Valid AanfInfo>> servedAanfInfoList,
        @Size(min = 1) Map<String, @Valid _5GDdnmfInfo> served5gDdnmfInfo,
        @Size(min = 1) Map<String, @Valid MfafInfo> servedMfafInfoList,
        Map<String, @Size(min = 1) Map<String, @Valid EasdfInfo>> servedEasdfInfoList,
        @Size(min = 1) Map<String, @Valid DccfInfo> servedDccfInfoList,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid MbSmfInfo>> servedMbSmfInfoList,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid TsctsfInfo>> servedTsctsfInfoList,
        @Size(min = 1) Map<String, @Size(min = 1) Map<String, @Valid MbUpfInfo>> servedMbUpfInfoList,
        @Size(min = 1) Map<String, @Valid TrustAfInfo> servedTrustAfInfo,
        @Size(min = 1) Map<String, @Valid NssaafInfo> servedNssaafInfo) {}
