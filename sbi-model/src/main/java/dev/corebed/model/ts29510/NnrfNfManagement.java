// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Format;
import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.510 TS29510_Nnrf_NFManagement.yaml: path, operationId, query and path parameters. */
public final class NnrfNfManagement {

    private NnrfNfManagement() {}

    public static final Operation GET_NF_INSTANCES = new Operation("GET", "/nnrf-nfm/v1/nf-instances", "GetNFInstances", List.of(
            Parameter.query("nf-type", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("limit", false, new ParamSchema.Int(1L, null)),
            Parameter.query("page-number", false, new ParamSchema.Int(1L, null)),
            Parameter.query("page-size", false, new ParamSchema.Int(1L, null))));

    public static final Operation OPTIONS_NF_INSTANCES = new Operation("OPTIONS", "/nnrf-nfm/v1/nf-instances", "OptionsNFInstances", List.of());

    public static final Operation GET_NF_INSTANCE = new Operation("GET", "/nnrf-nfm/v1/nf-instances/{nfInstanceID}", "GetNFInstance", List.of(
            Parameter.path("nfInstanceID", new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID)),
            Parameter.query("requester-features", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation REGISTER_NF_INSTANCE = new Operation("PUT", "/nnrf-nfm/v1/nf-instances/{nfInstanceID}", "RegisterNFInstance", List.of(
            Parameter.path("nfInstanceID", new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID))));

    public static final Operation UPDATE_NF_INSTANCE = new Operation("PATCH", "/nnrf-nfm/v1/nf-instances/{nfInstanceID}", "UpdateNFInstance", List.of(
            Parameter.path("nfInstanceID", new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID))));

    public static final Operation DEREGISTER_NF_INSTANCE = new Operation("DELETE", "/nnrf-nfm/v1/nf-instances/{nfInstanceID}", "DeregisterNFInstance", List.of(
            Parameter.path("nfInstanceID", new ParamSchema.Text(List.of(), List.of(), null, null, Format.Kind.UUID))));

    public static final Operation CREATE_SUBSCRIPTION = new Operation("POST", "/nnrf-nfm/v1/subscriptions", "CreateSubscription", List.of());

    public static final Operation UPDATE_SUBSCRIPTION = new Operation("PATCH", "/nnrf-nfm/v1/subscriptions/{subscriptionID}", "UpdateSubscription", List.of(
            Parameter.path("subscriptionID", new ParamSchema.Text(List.of("^([0-9]{5,6}-(x3Lf57A:nid=[A-Fa-f0-9]{11}:)?)?[^-]+$"), List.of(), null, null, null))));

    public static final Operation REMOVE_SUBSCRIPTION = new Operation("DELETE", "/nnrf-nfm/v1/subscriptions/{subscriptionID}", "RemoveSubscription", List.of(
            Parameter.path("subscriptionID", new ParamSchema.Text(List.of("^([0-9]{5,6}-(x3Lf57A:nid=[A-Fa-f0-9]{11}:)?)?[^-]+$"), List.of(), null, null, null))));
}
