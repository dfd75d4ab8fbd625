package dev.corebed.sbi.admin;

import dev.corebed.core.reset.StubReset;
import dev.corebed.core.rules.RuleException;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;

/**
 * {@code POST /admin/v1/reset}, body optional {@code {"keep":["state","journal","faults","answers","overload"]}}:
 * 204 once the stub is back to its configured defaults (see {@link StubReset}).
 */
public final class ResetAdminRoutes implements AdminRoutes {

    /** The reset request's body. */
    public record ResetBody(List<String> keep) {}

    private final StubReset reset;

    public ResetAdminRoutes(StubReset reset) {
        this.reset = reset;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.post("/admin/v1/reset").service("admin").operation("reset").json().to(this::reset));
    }

    private CompletionStage<SbiResponse> reset(SbiRequest r) {
        Set<StubReset.Part> keep;
        try {
            keep = StubReset.parts(r.hasBody() ? AdminBodies.read(r, ResetBody.class).keep() : null);
        } catch (RuleException e) {
            throw AdminBodies.invalid(e);
        }
        return reset.reset(keep).thenApply(v -> SbiResponse.noContent());
    }
}
