package dev.corebed.udr.sbi;

import static dev.corebed.model.ts29504.NudrDataRepository.CREATE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION;
import static dev.corebed.model.ts29504.NudrDataRepository.CREATE_OR_REPLACE_UE_POLICY_SET;
import static dev.corebed.model.ts29504.NudrDataRepository.CREATE_USAGE_MONITORING_RESOURCE;
import static dev.corebed.model.ts29504.NudrDataRepository.DELETE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION;
import static dev.corebed.model.ts29504.NudrDataRepository.DELETE_OPERATOR_SPECIFIC_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.DELETE_USAGE_MONITORING_INFORMATION;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_ACCESS_AND_MOBILITY_POLICY_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_OPERATOR_SPECIFIC_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_POLICY_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_SESSION_MANAGEMENT_POLICY_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_UE_POLICY_SET;
import static dev.corebed.model.ts29504.NudrDataRepository.READ_USAGE_MONITORING_INFORMATION;
import static dev.corebed.model.ts29504.NudrDataRepository.REPLACE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION;
import static dev.corebed.model.ts29504.NudrDataRepository.REPLACE_OPERATOR_SPECIFIC_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.UPDATE_OPERATOR_SPECIFIC_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.UPDATE_SESSION_MANAGEMENT_POLICY_DATA;
import static dev.corebed.model.ts29504.NudrDataRepository.UPDATE_UE_POLICY_SET;

import dev.corebed.model.api.Operation;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nudr_DataRepository, policy data (TS29504_Nudr_DR.yaml, resources of TS29519_Policy_Data.yaml): the
 * operations of the UE resources and of subs-to-notify, each declared by its generated descriptor (so its
 * query and path parameters are checked before the handler), under {apiRoot}/nudr-dr/v2 as the yaml's server
 * says and, for consumers of earlier releases, the same operations under /nudr-dr/v1.
 */
@Component
public class NudrDataRepositoryRoutes implements SbiRoutes {

    static final String SERVICE = "nudr-dr";
    /** The descriptors' paths carry the yaml's server base, /nudr-dr/v2; v1 serves the same operations. */
    static final String V2 = "/nudr-dr/v2";
    static final List<String> VERSIONS = List.of(V2, "/nudr-dr/v1");
    static final String MERGE_PATCH = "application/merge-patch+json";
    static final String JSON_PATCH = "application/json-patch+json";

    private final NudrDataRepositoryHandler h;

    public NudrDataRepositoryRoutes(NudrDataRepositoryHandler handler) {
        this.h = handler;
    }

    @Override
    public List<Route> routes() {
        List<Route> routes = new ArrayList<>();
        for (String v : VERSIONS) {
            routes.addAll(List.of(
                    route(v, READ_POLICY_DATA).to(h::readPolicyData),
                    route(v, READ_ACCESS_AND_MOBILITY_POLICY_DATA).to(h::readAccessAndMobilityPolicyData),
                    route(v, READ_UE_POLICY_SET).to(h::readUePolicySet),
                    route(v, CREATE_OR_REPLACE_UE_POLICY_SET).json().to(h::createOrReplaceUePolicySet),
                    route(v, UPDATE_UE_POLICY_SET).consumes(MERGE_PATCH).to(h::updateUePolicySet),
                    route(v, READ_SESSION_MANAGEMENT_POLICY_DATA).to(h::readSessionManagementPolicyData),
                    route(v, UPDATE_SESSION_MANAGEMENT_POLICY_DATA).consumes(MERGE_PATCH).to(h::updateSessionManagementPolicyData),
                    route(v, READ_USAGE_MONITORING_INFORMATION).to(h::readUsageMonitoringInformation),
                    route(v, CREATE_USAGE_MONITORING_RESOURCE).json().to(h::createUsageMonitoringResource),
                    route(v, DELETE_USAGE_MONITORING_INFORMATION).to(h::deleteUsageMonitoringInformation),
                    route(v, READ_OPERATOR_SPECIFIC_DATA).to(h::readOperatorSpecificData),
                    route(v, REPLACE_OPERATOR_SPECIFIC_DATA).json().to(h::replaceOperatorSpecificData),
                    route(v, UPDATE_OPERATOR_SPECIFIC_DATA).consumes(JSON_PATCH).to(h::updateOperatorSpecificData),
                    route(v, DELETE_OPERATOR_SPECIFIC_DATA).to(h::deleteOperatorSpecificData),
                    route(v, CREATE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION).json().to(h::createIndividualPolicyDataSubscription),
                    route(v, REPLACE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION).json().to(h::replaceIndividualPolicyDataSubscription),
                    route(v, DELETE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION).to(h::deleteIndividualPolicyDataSubscription)));
        }
        return routes;
    }

    /** The operation's route under one API version: the descriptor's path with its base replaced. */
    static Route.Builder route(String version, Operation op) {
        if (!op.path().startsWith(V2 + "/")) {
            throw new IllegalArgumentException(op.operationId() + ": " + op.path() + " is not under " + V2);
        }
        String path = version + op.path().substring(V2.length());
        Route.Builder b = switch (op.method()) {
            case "GET" -> Route.get(path);
            case "PUT" -> Route.put(path);
            case "POST" -> Route.post(path);
            case "PATCH" -> Route.patch(path);
            case "DELETE" -> Route.delete(path);
            default -> throw new IllegalArgumentException(op.operationId() + ": method " + op.method());
        };
        return b.service(SERVICE).operation(op);
    }
}
