// Generated from the 3GPP Rel-17 OpenAPI file TS29504_Nudr_GroupIDmap.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29504;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.504 TS29504_Nudr_GroupIDmap.yaml: path, operationId, query and path parameters. */
public final class NudrGroupIdMap {

    private NudrGroupIdMap() {}

    public static final Operation GET_NF_GROUP_I_DS = new Operation("GET", "/nudr-group-id-map/v1/nf-group-ids", "GetNfGroupIDs", List.of(
            Parameter.query("nf-type", true, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("subscriberId", true, new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|impi-.+|impu-.+|.+)$"), List.of(), null, null, null))));
}
