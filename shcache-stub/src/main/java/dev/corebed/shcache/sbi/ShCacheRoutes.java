package dev.corebed.shcache.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The REST front of the application servers (shcache-stub/README.md): a user's Sh data by TS 29.328's names,
 * {apiRoot}/sh-cache/v1/users/{userIdentity}/..., on h2c, HTTP/1.1 and h2 over TLS. Operation names (in metrics and
 * fault rules, service {@code sh-cache}) say what the application server does.
 */
@Component
public class ShCacheRoutes implements SbiRoutes {

    static final String SERVICE = "sh-cache";
    static final String USER = "/sh-cache/v1/users/{userIdentity}";
    static final String XML = "application/xml";
    static final String TEXT_XML = "text/xml";

    private final ShCacheHandler handler;

    public ShCacheRoutes(ShCacheHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        String repository = USER + "/RepositoryData/{serviceIndication}";
        String subscription = USER + "/subscriptions/{dataReference}";
        String repositorySubscription = USER + "/subscriptions/RepositoryData/{serviceIndication}";
        return List.of(
                Route.get(repository).service(SERVICE).operation("GetRepositoryData").to(handler::getRepositoryData),
                Route.put(repository).service(SERVICE).operation("UpdateRepositoryData").consumes(XML, TEXT_XML)
                        .to(handler::updateRepositoryData),
                Route.delete(repository).service(SERVICE).operation("DeleteRepositoryData").to(handler::deleteRepositoryData),
                Route.get(USER + "/MSISDN").service(SERVICE).operation("GetMSISDN").to(handler::getMsisdn),
                Route.get(USER + "/STN-SR").service(SERVICE).operation("GetSTN-SR").to(handler::getStnSr),
                Route.put(USER + "/STN-SR").service(SERVICE).operation("UpdateSTN-SR").consumes(XML, TEXT_XML)
                        .to(handler::updateStnSr),
                Route.put(subscription).service(SERVICE).operation("Subscribe").json().to(handler::subscribe),
                Route.get(subscription).service(SERVICE).operation("GetSubscription").to(handler::getSubscription),
                Route.delete(subscription).service(SERVICE).operation("Unsubscribe").to(handler::unsubscribe),
                Route.put(repositorySubscription).service(SERVICE).operation("SubscribeRepositoryData").json()
                        .to(handler::subscribe),
                Route.get(repositorySubscription).service(SERVICE).operation("GetRepositoryDataSubscription")
                        .to(handler::getSubscription),
                Route.delete(repositorySubscription).service(SERVICE).operation("UnsubscribeRepositoryData")
                        .to(handler::unsubscribe));
    }
}
