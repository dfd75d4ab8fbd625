package dev.corebed.nrf;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A peer the NRF calls (SLF, SCP, peer NRF), played by an SbiServer on loopback: it answers GET on one
 * path with what the test says, and keeps every request it received.
 */
final class FakePeer implements AutoCloseable {

    private final SbiServer server;
    final List<SbiRequest> received = new CopyOnWriteArrayList<>();
    volatile Function<SbiRequest, SbiResponse> answer;

    FakePeer(String name, Route.Builder route, Function<SbiRequest, SbiResponse> answer) throws Exception {
        this.answer = answer;
        Route r = route.to(request -> {
            received.add(request);
            return CompletableFuture.completedFuture(this.answer.apply(request));
        });
        server = new SbiServer(SbiServerConfig.loopback(name), new SbiDispatcher(new RouteTable(List.of(r), name), null, null, null))
                .start();
    }

    String apiRoot() {
        return "http://127.0.0.1:" + server.port();
    }

    int calls() {
        return received.size();
    }

    SbiRequest last() {
        return received.get(received.size() - 1);
    }

    @Override
    public void close() {
        server.close();
    }
}
