package dev.corebed.sbi.server;

import dev.corebed.sbi.Route;
import java.util.List;

/**
 * The lean path for the requests no route serves, passed on as they came: an SCP forwarding them to a producer,
 * a simulator answering any resource. The request's header block and body reach {@link #forward} as the
 * transport decoded them (no copy into strings and byte arrays), and the answer goes back the same way
 * ({@link ForwardExchange#respond}), while the dispatcher still applies what every request gets: overload
 * control, scripted answers and fault rules, the request timer and the journal, under the routes
 * {@link #routes()} names.
 *
 * <p>A stub has at most one forwarder (a bean of this type); requests for its own routes take the usual path.
 */
public interface SbiForwarder {

    /**
     * The operations forwarded requests are timed, journaled and matched by rules under: their service and
     * operation names (the routes' handlers are never called). At least one.
     */
    List<Route> routes();

    /** Which of {@link #routes()} this request is (its index); called on the event loop, header lookups only. */
    int classify(ForwardedRequest request);

    /**
     * Handles one request, on its connection's event loop, without blocking it: answers it once through the
     * exchange, from this thread or any other. Owns {@link ForwardedRequest#body()} from here on.
     */
    void forward(ForwardedRequest request, ForwardExchange exchange);
}
