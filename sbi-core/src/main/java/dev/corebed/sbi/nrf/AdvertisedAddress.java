package dev.corebed.sbi.nrf;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Collections;

/** Where peers reach a stub: the address its NRF profile registers, and its callbacks name. */
public final class AdvertisedAddress {

    private AdvertisedAddress() {}

    /**
     * The address peers reach the stub at: the bind address; for a wildcard bind, the local address this
     * host reaches its NRF from (a bed on the loopback registers 127.0.0.1, one whose NRF is across a network
     * the address on that network: what the NRF's other clients can reach too); without an NRF address, this
     * host's address (its name's, unless that is a loopback, as Debian's 127.0.1.1 is; else the first
     * non-loopback IPv4 of an interface that is up; else 127.0.0.1).
     */
    public static InetAddress of(String bindAddress, String nrfApiRoot) {
        try {
            InetAddress bind = InetAddress.getByName(bindAddress);
            if (!bind.isAnyLocalAddress()) {
                return bind;
            }
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("sbi.bind-address does not resolve: " + bindAddress, e);
        }
        InetAddress towardsNrf = localAddressTowards(nrfApiRoot);
        if (towardsNrf != null) {
            return towardsNrf;
        }
        try {
            InetAddress local = InetAddress.getLocalHost();
            if (local instanceof Inet4Address && !local.isLoopbackAddress()) {
                return local;
            }
        } catch (UnknownHostException e) {
            // no usable host name: look at the interfaces
        }
        try {
            for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nif.isUp() || nif.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                    if (a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress()) {
                        return a;
                    }
                }
            }
        } catch (SocketException e) {
            // fall through to the loopback
        }
        return InetAddress.getLoopbackAddress();
    }

    /**
     * The local address the routing table picks for the apiRoot's host: a UDP socket's connect sends nothing,
     * it only binds the socket to the route's source address. Null when the host does not resolve.
     */
    public static InetAddress localAddressTowards(String apiRoot) {
        if (apiRoot == null || apiRoot.isBlank()) {
            return null;
        }
        try (DatagramSocket socket = new DatagramSocket()) {
            URI uri = URI.create(apiRoot.strip());
            int port = uri.getPort() > 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
            socket.connect(new InetSocketAddress(InetAddress.getByName(uri.getHost()), port));
            InetAddress local = socket.getLocalAddress();
            return local == null || local.isAnyLocalAddress() ? null : local;
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }
}
