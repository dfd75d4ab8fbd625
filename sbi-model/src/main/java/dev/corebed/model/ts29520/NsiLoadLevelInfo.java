// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.TimeWindow;
import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 NsiLoadLevelInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record NsiLoadLevelInfo(
        @NotNull Long loadLevelInformation,
        @NotNull @Valid Snssai snssai,
        String nsiId,
        @Valid ResourceUsage resUsage,
        @Min(0L) Long numOfExceedLoadLevelThr,
        Boolean exceedLoadLevelThrInd,
        @Valid NetworkAreaInfo networkArea,
        @Valid TimeWindow timePeriod,
        @Size(min = 1) List<@Valid TimeWindow> resUsgThrCrossTimePeriod,
        @Valid NumberAverage numOfUes,
        @Valid NumberAverage numOfPduSess,
        @Min(0L) Long confidence) {}
