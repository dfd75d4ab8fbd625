package dev.corebed.testkit;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** The NRF stub's management API: {@link StubClient}'s, and its NF status subscriptions. */
public class NrfClient extends StubClient {

    private static final String SUBSCRIPTIONS = "/admin/v1/nrf/subscriptions";

    protected NrfClient(URI adminUri) {
        super(adminUri);
    }

    public static NrfClient of(URI adminUri) {
        return new NrfClient(adminUri);
    }

    public static NrfClient of(String adminUri) {
        return of(URI.create(adminUri));
    }

    /** The valid NF status subscriptions, each a SubscriptionData as granted (with its subscriptionId). */
    public List<JsonNode> subscriptions() {
        List<JsonNode> out = new ArrayList<>();
        http().get(SUBSCRIPTIONS).forEach(out::add);
        return out;
    }

    /** Removes every subscription; nobody is notified. */
    public void clearSubscriptions() {
        http().delete(SUBSCRIPTIONS);
    }
}
