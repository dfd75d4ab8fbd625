package dev.corebed.diameter.stack;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jdiameter.client.api.parser.IMessageParser;
import org.jdiameter.common.api.concurrent.IConcurrentFactory;
import org.jdiameter.server.api.IMetaData;
import org.jdiameter.server.api.io.INetworkConnectionListener;
import org.jdiameter.server.api.io.INetworkGuard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The node's listening socket, in place of jDiameter's NetworkGuard, which binds on a background
 * task (a port in use is only logged), cannot bind port 0, does not say which port it got, and binds
 * the advertised Host-IP-Addresses rather than a separate listen address. This one binds
 * synchronously on the node's bind address and port, reports the port, and turns Nagle off on every
 * accepted connection (answers are small and must not wait for an ACK).
 */
public final class NodeNetworkGuard implements INetworkGuard {

    private static final Logger log = LoggerFactory.getLogger(NodeNetworkGuard.class);

    private final ServerSocketChannel server;
    private final CopyOnWriteArrayList<INetworkConnectionListener> listeners = new CopyOnWriteArrayList<>();

    /** The constructor jDiameter's TransportLayerFactory looks up; the addresses and port it passes are ignored. */
    public NodeNetworkGuard(InetAddress[] ignoredAddresses, int ignoredPort, IConcurrentFactory concurrentFactory,
                            IMessageParser parser, IMetaData metaData) throws IOException {
        StackConfiguration config = (StackConfiguration) metaData.getConfiguration();
        StackConfiguration.Settings s = config.settings();
        server = ServerSocketChannel.open();
        try {
            server.bind(new InetSocketAddress(InetAddress.getByName(s.bindAddress()), s.port()), 1024);
        } catch (IOException e) {
            server.close();
            String reason = "cannot listen on " + s.bindAddress() + ":" + s.port() + ": " + e.getMessage();
            config.events().bindFailed(reason);
            throw new IOException(reason, e);
        }
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        config.events().bound(port);
        log.info("Diameter {} listening on {}:{}", s.originHost(), s.bindAddress(), port);
        concurrentFactory.getThreadPool().execute(() -> accept(config, concurrentFactory, parser));
    }

    private void accept(StackConfiguration config, IConcurrentFactory concurrentFactory, IMessageParser parser) {
        Thread.currentThread().setName("diameter-accept-" + config.settings().originHost());
        while (server.isOpen()) {
            Socket socket = null;
            try {
                socket = server.accept().socket();
                socket.setTcpNoDelay(true);
                NodeConnection connection = new NodeConnection(config, concurrentFactory, socket, parser, null);
                for (INetworkConnectionListener l : listeners) {
                    l.newNetworkConnection(connection);
                }
            } catch (ClosedChannelException e) {
                return;
            } catch (Exception e) {
                log.warn("cannot take an incoming connection: {}", e.toString());
                closeQuietly(socket);
            }
        }
    }

    private static void closeQuietly(Socket socket) {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    @Override
    public void addListener(INetworkConnectionListener listener) {
        listeners.addIfAbsent(listener);
    }

    @Override
    public void remListener(INetworkConnectionListener listener) {
        listeners.remove(listener);
    }

    @Override
    public void destroy() {
        try {
            server.close();
        } catch (IOException e) {
            log.debug("closing the listening socket", e);
        }
    }
}
