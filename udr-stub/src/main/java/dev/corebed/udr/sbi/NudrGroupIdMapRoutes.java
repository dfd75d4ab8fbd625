package dev.corebed.udr.sbi;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import dev.corebed.model.ts29504.NudrGroupIdMap;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Nudr_GroupIDmap (TS29504_Nudr_GroupIDmap.yaml): GET {apiRoot}/nudr-group-id-map/v1/nf-group-ids. */
@Component
public class NudrGroupIdMapRoutes implements SbiRoutes {

    static final String SERVICE = "nudr-group-id-map";

    /**
     * GetNfGroupIDs as the yaml defines it, except that {@code nf-type} may also be repeated
     * ({@code nf-type=UDM&nf-type=AUSF}) beside the yaml's comma-separated form, as consumers send it: the
     * handler splits the items.
     */
    static final Operation GET_NF_GROUP_IDS = repeatable(NudrGroupIdMap.GET_NF_GROUP_I_DS, "nf-type");

    private final NudrGroupIdMapHandler handler;

    public NudrGroupIdMapRoutes(NudrGroupIdMapHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.get(GET_NF_GROUP_IDS.path()).service(SERVICE).operation(GET_NF_GROUP_IDS)
                .to(handler::getNfGroupIds));
    }

    /** The operation with one array query parameter accepted repeated (explode true) as well. */
    static Operation repeatable(Operation op, String name) {
        List<Parameter> params = op.parameters().stream().map(p -> p.name().equals(name)
                && p.schema() instanceof ParamSchema.Array a
                ? new Parameter(p.name(), p.in(), p.required(), new ParamSchema.Array(a.items(), true, a.minItems(), a.maxItems(), a.uniqueItems()))
                : p).toList();
        return new Operation(op.method(), op.path(), op.operationId(), params);
    }
}
