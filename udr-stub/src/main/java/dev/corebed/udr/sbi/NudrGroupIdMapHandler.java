package dev.corebed.udr.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.SubscriberIdentity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;

/**
 * GetNfGroupIDs: presence and form of the query parameters are checked by the descriptor; here each nf-type item
 * is an NFType name and the subscriberId no broken SUPI/GPSI, then {@link GroupIdMapService}.
 */
@Component
public class NudrGroupIdMapHandler {

    private final GroupIdMapService service;

    public NudrGroupIdMapHandler(GroupIdMapService service) {
        this.service = service;
    }

    CompletionStage<SbiResponse> getNfGroupIds(SbiRequest r) {
        List<String> nfTypes = nfTypes(r.query().get("nf-type"));
        SubscriberIdentity identity = SubscriberIdentity.parseQuery(r.queryParam("subscriberId"), "subscriberId");
        return service.nfGroupIds(nfTypes, identity).thenApply(found -> SbiResponse.json(200, found));
    }

    /** nf-type: style form, explode false — {@code nf-type=UDM,AUSF}; repeated parameters are accepted too. */
    static List<String> nfTypes(List<String> values) {
        List<String> types = new ArrayList<>();
        for (String value : values) {
            for (String type : value.split(",", -1)) {
                if (!GroupIdMapService.NF_TYPE.matcher(type).matches()) {
                    throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, "nf-type",
                            "not an NFType name");
                }
                if (!types.contains(type)) {
                    types.add(type);
                }
            }
        }
        return types;
    }
}
