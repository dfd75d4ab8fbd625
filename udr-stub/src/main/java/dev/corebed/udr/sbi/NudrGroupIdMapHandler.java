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

/** GetNfGroupIDs: query parameters checked against the yaml, then {@link GroupIdMapService}. */
@Component
public class NudrGroupIdMapHandler {

    private final GroupIdMapService service;

    public NudrGroupIdMapHandler(GroupIdMapService service) {
        this.service = service;
    }

    CompletionStage<SbiResponse> getNfGroupIds(SbiRequest r) {
        List<String> nfTypes = nfTypes(r.query().get("nf-type"));
        List<String> subscriber = r.query().get("subscriberId");
        if (subscriber == null || subscriber.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, "subscriberId", "missing");
        }
        if (subscriber.size() > 1) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, "subscriberId", "given more than once");
        }
        SubscriberIdentity identity = SubscriberIdentity.parseQuery(subscriber.get(0), "subscriberId");
        return service.nfGroupIds(nfTypes, identity).thenApply(found -> SbiResponse.json(200, found));
    }

    /** nf-type: style form, explode false — {@code nf-type=UDM,AUSF}; repeated parameters are accepted too. */
    static List<String> nfTypes(List<String> values) {
        if (values == null || values.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, "nf-type", "missing");
        }
        List<String> types = new ArrayList<>();
        for (String value : values) {
            for (String type : value.split(",", -1)) {
                if (!GroupIdMapService.NF_TYPE.matcher(type).matches()) {
                    throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, "nf-type",
                            "not an NFType: '" + type + "'");
                }
                if (!types.contains(type)) {
                    types.add(type);
                }
            }
        }
        return types;
    }
}
