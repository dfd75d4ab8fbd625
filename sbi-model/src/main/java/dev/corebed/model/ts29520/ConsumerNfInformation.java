// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Tai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 ConsumerNfInformation (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(one(has(nfId),has(nfSetId)),has(taiList))")
public record ConsumerNfInformation(
        @Format(Format.Kind.UUID) String nfId,
        String nfSetId,
        @Size(min = 1) List<@Valid Tai> taiList) {}
