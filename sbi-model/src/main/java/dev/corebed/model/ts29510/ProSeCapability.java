// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;


/** TS 29.510 ProSeCapability (TS29510_Nnrf_NFManagement.yaml). */
public record ProSeCapability(
        Boolean proseDirectDiscovey,
        Boolean proseDirectCommunication,
        Boolean proseL2UetoNetworkRelay,
        Boolean proseL3UetoNetworkRelay,
        Boolean proseL2RemoteUe,
        Boolean proseL3RemoteUe) {}
