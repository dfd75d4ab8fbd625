package dev.corebed.sbi.admin;

import dev.corebed.sbi.Route;
import java.util.List;

/**
 * Routes a stub adds to its management port (beside health, metrics, faults and overload), e.g.
 * provisioning under {@code /admin/v1/<nf>/...}. Like {@link dev.corebed.sbi.SbiRoutes}, but served
 * on {@code admin.port} only, without fault rules or overload control; errors are ProblemDetails.
 */
public interface AdminRoutes {
    List<Route> routes();
}
