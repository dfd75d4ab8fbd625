package dev.corebed.testkit;

/**
 * Request patterns named after the operations the stubs serve: the operationIds of the 3GPP OpenAPI files
 * (TS 29.510, 29.519, 29.521), with the service, and the Diameter commands by their abbreviations.
 * {@link Corebed#operation(String)} names any other. Each is a {@link RequestPattern} to refine:
 * {@code registerNfInstance().withBody("/nfType", "SMF")}.
 */
public final class Operations {

    private Operations() {}

    private static RequestPattern sbi(String service, String operationId) {
        return RequestPattern.operation(operationId).withService(service);
    }

    // ---- NRF: Nnrf_NFManagement (nnrf-nfm) ----

    /** RegisterNFInstance: PUT /nf-instances/{nfInstanceID}. */
    public static RequestPattern registerNfInstance() {
        return sbi("nnrf-nfm", "RegisterNFInstance");
    }

    /** GetNFInstance: GET /nf-instances/{nfInstanceID}. */
    public static RequestPattern getNfInstance() {
        return sbi("nnrf-nfm", "GetNFInstance");
    }

    /** GetNFInstances: GET /nf-instances. */
    public static RequestPattern getNfInstances() {
        return sbi("nnrf-nfm", "GetNFInstances");
    }

    /** OptionsNFInstances: OPTIONS /nf-instances. */
    public static RequestPattern optionsNfInstances() {
        return sbi("nnrf-nfm", "OptionsNFInstances");
    }

    /** UpdateNFInstance: PATCH /nf-instances/{nfInstanceID}: a heartbeat or a JSON Patch. */
    public static RequestPattern updateNfInstance() {
        return sbi("nnrf-nfm", "UpdateNFInstance");
    }

    /** DeregisterNFInstance: DELETE /nf-instances/{nfInstanceID}. */
    public static RequestPattern deregisterNfInstance() {
        return sbi("nnrf-nfm", "DeregisterNFInstance");
    }

    /** CreateSubscription: POST /subscriptions. */
    public static RequestPattern createSubscription() {
        return sbi("nnrf-nfm", "CreateSubscription");
    }

    /** UpdateSubscription: PATCH /subscriptions/{subscriptionID}. */
    public static RequestPattern updateSubscription() {
        return sbi("nnrf-nfm", "UpdateSubscription");
    }

    /** RemoveSubscription: DELETE /subscriptions/{subscriptionID}. */
    public static RequestPattern removeSubscription() {
        return sbi("nnrf-nfm", "RemoveSubscription");
    }

    // ---- NRF: Nnrf_NFDiscovery (nnrf-disc) ----

    /** SearchNFInstances: GET /nf-instances?target-nf-type=...&requester-nf-type=.... */
    public static RequestPattern searchNfInstances() {
        return sbi("nnrf-disc", "SearchNFInstances");
    }

    // ---- NRF: the access token service (nnrf-oauth2) ----

    /** AccessTokenRequest: POST /oauth2/token. */
    public static RequestPattern accessTokenRequest() {
        return sbi("nnrf-oauth2", "AccessTokenRequest");
    }

    /** GetJwks: GET /oauth2/jwks: the stub's own route, the keys that verify its tokens. */
    public static RequestPattern getJwks() {
        return sbi("nnrf-oauth2", "GetJwks");
    }

    // ---- UDR: Nudr_DataRepository policy data (nudr-dr), v2 and v1 ----

    /** ReadPolicyData: GET /policy-data/ues/{ueId}. */
    public static RequestPattern readPolicyData() {
        return sbi("nudr-dr", "ReadPolicyData");
    }

    /** ReadAccessAndMobilityPolicyData: GET /policy-data/ues/{ueId}/am-data. */
    public static RequestPattern readAccessAndMobilityPolicyData() {
        return sbi("nudr-dr", "ReadAccessAndMobilityPolicyData");
    }

    /** ReadUEPolicySet: GET /policy-data/ues/{ueId}/ue-policy-set. */
    public static RequestPattern readUePolicySet() {
        return sbi("nudr-dr", "ReadUEPolicySet");
    }

    /** CreateOrReplaceUEPolicySet: PUT /policy-data/ues/{ueId}/ue-policy-set. */
    public static RequestPattern createOrReplaceUePolicySet() {
        return sbi("nudr-dr", "CreateOrReplaceUEPolicySet");
    }

    /** UpdateUEPolicySet: PATCH /policy-data/ues/{ueId}/ue-policy-set. */
    public static RequestPattern updateUePolicySet() {
        return sbi("nudr-dr", "UpdateUEPolicySet");
    }

    /** ReadSessionManagementPolicyData: GET /policy-data/ues/{ueId}/sm-data. */
    public static RequestPattern readSessionManagementPolicyData() {
        return sbi("nudr-dr", "ReadSessionManagementPolicyData");
    }

    /** UpdateSessionManagementPolicyData: PATCH /policy-data/ues/{ueId}/sm-data. */
    public static RequestPattern updateSessionManagementPolicyData() {
        return sbi("nudr-dr", "UpdateSessionManagementPolicyData");
    }

    /** ReadUsageMonitoringInformation: GET /policy-data/ues/{ueId}/sm-data/{usageMonId}. */
    public static RequestPattern readUsageMonitoringInformation() {
        return sbi("nudr-dr", "ReadUsageMonitoringInformation");
    }

    /** CreateUsageMonitoringResource: PUT /policy-data/ues/{ueId}/sm-data/{usageMonId}. */
    public static RequestPattern createUsageMonitoringResource() {
        return sbi("nudr-dr", "CreateUsageMonitoringResource");
    }

    /** DeleteUsageMonitoringInformation: DELETE /policy-data/ues/{ueId}/sm-data/{usageMonId}. */
    public static RequestPattern deleteUsageMonitoringInformation() {
        return sbi("nudr-dr", "DeleteUsageMonitoringInformation");
    }

    /** ReadOperatorSpecificData: GET /policy-data/ues/{ueId}/operator-specific-data. */
    public static RequestPattern readOperatorSpecificData() {
        return sbi("nudr-dr", "ReadOperatorSpecificData");
    }

    /** ReplaceOperatorSpecificData: PUT /policy-data/ues/{ueId}/operator-specific-data. */
    public static RequestPattern replaceOperatorSpecificData() {
        return sbi("nudr-dr", "ReplaceOperatorSpecificData");
    }

    /** UpdateOperatorSpecificData: PATCH /policy-data/ues/{ueId}/operator-specific-data. */
    public static RequestPattern updateOperatorSpecificData() {
        return sbi("nudr-dr", "UpdateOperatorSpecificData");
    }

    /** DeleteOperatorSpecificData: DELETE /policy-data/ues/{ueId}/operator-specific-data. */
    public static RequestPattern deleteOperatorSpecificData() {
        return sbi("nudr-dr", "DeleteOperatorSpecificData");
    }

    /** CreateIndividualPolicyDataSubscription: POST /policy-data/subs-to-notify. */
    public static RequestPattern createIndividualPolicyDataSubscription() {
        return sbi("nudr-dr", "CreateIndividualPolicyDataSubscription");
    }

    /** ReplaceIndividualPolicyDataSubscription: PUT /policy-data/subs-to-notify/{subsId}. */
    public static RequestPattern replaceIndividualPolicyDataSubscription() {
        return sbi("nudr-dr", "ReplaceIndividualPolicyDataSubscription");
    }

    /** DeleteIndividualPolicyDataSubscription: DELETE /policy-data/subs-to-notify/{subsId}. */
    public static RequestPattern deleteIndividualPolicyDataSubscription() {
        return sbi("nudr-dr", "DeleteIndividualPolicyDataSubscription");
    }

    /** ReadAccessAndMobilityPolicyData, by its short name: GET /policy-data/ues/{ueId}/am-data. */
    public static RequestPattern readAmPolicyData() {
        return readAccessAndMobilityPolicyData();
    }

    /** ReadSessionManagementPolicyData, by its short name: GET /policy-data/ues/{ueId}/sm-data. */
    public static RequestPattern readSmPolicyData() {
        return readSessionManagementPolicyData();
    }

    /** UpdateSessionManagementPolicyData, by its short name: PATCH /policy-data/ues/{ueId}/sm-data. */
    public static RequestPattern updateSmPolicyData() {
        return updateSessionManagementPolicyData();
    }

    // ---- UDR: Nudr_GroupIDmap (nudr-group-id-map), the SLF ----

    /** GetNfGroupIDs: GET /nf-group-ids?nf-type=...&subscriberId=.... */
    public static RequestPattern getNfGroupIds() {
        return sbi("nudr-group-id-map", "GetNfGroupIDs");
    }

    // ---- BSF: Nbsf_Management (nbsf-management) ----

    /** CreatePCFBinding: POST /pcfBindings. */
    public static RequestPattern createPcfBinding() {
        return sbi("nbsf-management", "CreatePCFBinding");
    }

    /** GetPCFBindings: GET /pcfBindings?ipv4Addr=... (or ipv6Prefix, macAddr48, supi, gpsi...). */
    public static RequestPattern getPcfBindings() {
        return sbi("nbsf-management", "GetPCFBindings");
    }

    /** DeleteIndPCFBinding: DELETE /pcfBindings/{bindingId}. */
    public static RequestPattern deleteIndPcfBinding() {
        return sbi("nbsf-management", "DeleteIndPCFBinding");
    }

    /** UpdateIndPCFBinding: PATCH /pcfBindings/{bindingId}. */
    public static RequestPattern updateIndPcfBinding() {
        return sbi("nbsf-management", "UpdateIndPCFBinding");
    }

    /** CreateIndividualSubcription: POST /subscriptions (the spec's spelling of the operationId). */
    public static RequestPattern createIndividualSubcription() {
        return sbi("nbsf-management", "CreateIndividualSubcription");
    }

    /** ReplaceIndividualSubcription: PUT /subscriptions/{subId}. */
    public static RequestPattern replaceIndividualSubcription() {
        return sbi("nbsf-management", "ReplaceIndividualSubcription");
    }

    /** DeleteIndividualSubcription: DELETE /subscriptions/{subId}. */
    public static RequestPattern deleteIndividualSubcription() {
        return sbi("nbsf-management", "DeleteIndividualSubcription");
    }

    /** CreatePCFforUEBinding: POST /pcf-ue-bindings. */
    public static RequestPattern createPcfForUeBinding() {
        return sbi("nbsf-management", "CreatePCFforUEBinding");
    }

    /** GetPCFForUeBindings: GET /pcf-ue-bindings?supi=... (or gpsi). */
    public static RequestPattern getPcfForUeBindings() {
        return sbi("nbsf-management", "GetPCFForUeBindings");
    }

    /** DeleteIndPCFforUEBinding: DELETE /pcf-ue-bindings/{bindingId}. */
    public static RequestPattern deleteIndPcfForUeBinding() {
        return sbi("nbsf-management", "DeleteIndPCFforUEBinding");
    }

    /** UpdateIndPCFforUEBinding: PATCH /pcf-ue-bindings/{bindingId}. */
    public static RequestPattern updateIndPcfForUeBinding() {
        return sbi("nbsf-management", "UpdateIndPCFforUEBinding");
    }

    // ---- Diameter: by command, as in fault rules and the journal ----

    /** Gx Credit-Control-Request, any CC-Request-Type; {@code ccr().initial()} for CCR-I. */
    public static CcrPattern ccr() {
        return new CcrPattern(RequestPattern.operation("CCR").withService("gx"));
    }

    /** Rx AA-Request. */
    public static RequestPattern aar() {
        return RequestPattern.operation("AAR").withService("rx");
    }

    /** Session-Termination-Request (Rx or Sy; {@code .withService("rx")} for one). */
    public static RequestPattern str() {
        return RequestPattern.operation("STR");
    }

    /** Re-Auth-Request (Gx or Rx). */
    public static RequestPattern rar() {
        return RequestPattern.operation("RAR");
    }

    /** Rx Abort-Session-Request. */
    public static RequestPattern asr() {
        return RequestPattern.operation("ASR").withService("rx");
    }

    /** Sy Spending-Limit-Request. */
    public static RequestPattern slr() {
        return RequestPattern.operation("SLR").withService("sy");
    }

    /** Sy Spending-Status-Notification-Request, or Sh Subscribe-Notifications-Request ({@code .withService} for one). */
    public static RequestPattern snr() {
        return RequestPattern.operation("SNR");
    }

    /** Sh User-Data-Request (UDR in TS 29.329; named in full here, apart from the UDR stub). */
    public static RequestPattern userDataRequest() {
        return RequestPattern.operation("UDR").withService("sh");
    }

    /** Sh Profile-Update-Request. */
    public static RequestPattern pur() {
        return RequestPattern.operation("PUR").withService("sh");
    }

    /** Sh Push-Notification-Request. */
    public static RequestPattern pnr() {
        return RequestPattern.operation("PNR").withService("sh");
    }
}
