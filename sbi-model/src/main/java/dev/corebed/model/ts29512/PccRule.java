// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29514.TscaiInputContainer;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 PccRule (TS29512_Npcf_SMPolicyControl.yaml). */
public record PccRule(
        @Size(min = 1) List<@Valid FlowInformation> flowInfos,
        String appId,
        @Format(Format.Kind.BYTE) String appDescriptor,
        Long contVer,
        @NotNull String pccRuleId,
        @Min(0L) Long precedence,
        @JsonSetter(nulls = Nulls.SET) String afSigProtocol,
        Boolean appReloc,
        Boolean easRedisInd,
        @Size(min = 1, max = 1) List<String> refQosData,
        @Size(min = 1) List<String> refAltQosParams,
        @Size(min = 1, max = 1) List<String> refTcData,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 1) List<String> refChgData,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 1) List<String> refChgN3gData,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 1) List<String> refUmData,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 1) List<String> refUmN3gData,
        @JsonSetter(nulls = Nulls.SET) String refCondData,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 1) List<String> refQosMon,
        @JsonSetter(nulls = Nulls.SET) Boolean addrPreserInd,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputDl,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputUl,
        @Min(0L) Long tscaiTimeDom,
        @Valid DownlinkDataNotificationControl ddNotifCtrl,
        @JsonSetter(nulls = Nulls.SET) @Valid DownlinkDataNotificationControlRm ddNotifCtrl2,
        @JsonSetter(nulls = Nulls.SET) Boolean disUeNotif,
        @Min(0L) Long packFiltAllPrec) {}
