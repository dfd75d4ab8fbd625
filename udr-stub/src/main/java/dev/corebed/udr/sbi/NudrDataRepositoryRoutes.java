package dev.corebed.udr.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nudr_DataRepository, policy data (TS29504_Nudr_DR.yaml, resources of TS29519_Policy_Data.yaml): the
 * operationIds of the UE resources and of subs-to-notify, under {apiRoot}/nudr-dr/v2 and, for consumers of
 * earlier releases, the same routes under /nudr-dr/v1. Query parameters are those each operation defines.
 */
@Component
public class NudrDataRepositoryRoutes implements SbiRoutes {

    static final String SERVICE = "nudr-dr";
    static final List<String> VERSIONS = List.of("/nudr-dr/v2", "/nudr-dr/v1");
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
            String ue = v + "/policy-data/ues/{ueId}";
            String subs = v + "/policy-data/subs-to-notify";
            routes.addAll(List.of(
                    Route.get(ue).service(SERVICE).operation("ReadPolicyData")
                            .query("supp-feat", "data-subset-names").to(h::readPolicyData),
                    Route.get(ue + "/am-data").service(SERVICE).operation("ReadAccessAndMobilityPolicyData")
                            .to(h::readAccessAndMobilityPolicyData),
                    Route.get(ue + "/ue-policy-set").service(SERVICE).operation("ReadUEPolicySet")
                            .query("supp-feat").to(h::readUePolicySet),
                    Route.put(ue + "/ue-policy-set").service(SERVICE).operation("CreateOrReplaceUEPolicySet")
                            .json().to(h::createOrReplaceUePolicySet),
                    Route.patch(ue + "/ue-policy-set").service(SERVICE).operation("UpdateUEPolicySet")
                            .consumes(MERGE_PATCH).to(h::updateUePolicySet),
                    Route.get(ue + "/sm-data").service(SERVICE).operation("ReadSessionManagementPolicyData")
                            .query("snssai", "dnn", "fields", "supp-feat").to(h::readSessionManagementPolicyData),
                    Route.patch(ue + "/sm-data").service(SERVICE).operation("UpdateSessionManagementPolicyData")
                            .consumes(MERGE_PATCH).to(h::updateSessionManagementPolicyData),
                    Route.get(ue + "/sm-data/{usageMonId}").service(SERVICE).operation("ReadUsageMonitoringInformation")
                            .query("supp-feat").to(h::readUsageMonitoringInformation),
                    Route.put(ue + "/sm-data/{usageMonId}").service(SERVICE).operation("CreateUsageMonitoringResource")
                            .json().to(h::createUsageMonitoringResource),
                    Route.delete(ue + "/sm-data/{usageMonId}").service(SERVICE).operation("DeleteUsageMonitoringInformation")
                            .to(h::deleteUsageMonitoringInformation),
                    Route.get(ue + "/operator-specific-data").service(SERVICE).operation("ReadOperatorSpecificData")
                            .query("fields", "supp-feat").to(h::readOperatorSpecificData),
                    Route.put(ue + "/operator-specific-data").service(SERVICE).operation("ReplaceOperatorSpecificData")
                            .json().to(h::replaceOperatorSpecificData),
                    Route.patch(ue + "/operator-specific-data").service(SERVICE).operation("UpdateOperatorSpecificData")
                            .consumes(JSON_PATCH).to(h::updateOperatorSpecificData),
                    Route.delete(ue + "/operator-specific-data").service(SERVICE).operation("DeleteOperatorSpecificData")
                            .to(h::deleteOperatorSpecificData),
                    Route.post(subs).service(SERVICE).operation("CreateIndividualPolicyDataSubscription")
                            .json().to(h::createIndividualPolicyDataSubscription),
                    Route.put(subs + "/{subsId}").service(SERVICE).operation("ReplaceIndividualPolicyDataSubscription")
                            .json().to(h::replaceIndividualPolicyDataSubscription),
                    Route.delete(subs + "/{subsId}").service(SERVICE).operation("DeleteIndividualPolicyDataSubscription")
                            .to(h::deleteIndividualPolicyDataSubscription)));
        }
        return routes;
    }
}
