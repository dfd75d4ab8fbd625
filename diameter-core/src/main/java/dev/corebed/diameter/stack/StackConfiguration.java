package dev.corebed.diameter.stack;

import static org.jdiameter.server.impl.helpers.Parameters.AcceptUndefinedPeer;
import static org.jdiameter.server.impl.helpers.Parameters.AcctApplId;
import static org.jdiameter.server.impl.helpers.Parameters.ApplicationId;
import static org.jdiameter.server.impl.helpers.Parameters.AuthApplId;
import static org.jdiameter.server.impl.helpers.Parameters.CeaTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.Dictionary;
import static org.jdiameter.server.impl.helpers.Parameters.DictionaryEnabled;
import static org.jdiameter.server.impl.helpers.Parameters.DpaTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.DuplicateProtection;
import static org.jdiameter.server.impl.helpers.Parameters.DwaTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.Extensions;
import static org.jdiameter.server.impl.helpers.Parameters.IacTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.OwnDiameterURI;
import static org.jdiameter.server.impl.helpers.Parameters.OwnFirmwareRevision;
import static org.jdiameter.server.impl.helpers.Parameters.OwnIPAddress;
import static org.jdiameter.server.impl.helpers.Parameters.OwnIPAddresses;
import static org.jdiameter.server.impl.helpers.Parameters.OwnProductName;
import static org.jdiameter.server.impl.helpers.Parameters.OwnRealm;
import static org.jdiameter.server.impl.helpers.Parameters.OwnVendorID;
import static org.jdiameter.server.impl.helpers.Parameters.PeerAttemptConnection;
import static org.jdiameter.server.impl.helpers.Parameters.PeerIp;
import static org.jdiameter.server.impl.helpers.Parameters.PeerName;
import static org.jdiameter.server.impl.helpers.Parameters.PeerRating;
import static org.jdiameter.server.impl.helpers.Parameters.PeerTable;
import static org.jdiameter.server.impl.helpers.Parameters.RealmEntry;
import static org.jdiameter.server.impl.helpers.Parameters.RealmEntryExpTime;
import static org.jdiameter.server.impl.helpers.Parameters.RealmEntryIsDynamic;
import static org.jdiameter.server.impl.helpers.Parameters.RealmHosts;
import static org.jdiameter.server.impl.helpers.Parameters.RealmLocalAction;
import static org.jdiameter.server.impl.helpers.Parameters.RealmName;
import static org.jdiameter.server.impl.helpers.Parameters.RealmTable;
import static org.jdiameter.server.impl.helpers.Parameters.RecTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.RequestTable;
import static org.jdiameter.server.impl.helpers.Parameters.RequestTableClearSize;
import static org.jdiameter.server.impl.helpers.Parameters.RequestTableSize;
import static org.jdiameter.server.impl.helpers.Parameters.StopTimeOut;
import static org.jdiameter.server.impl.helpers.Parameters.VendorId;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jdiameter.api.Configuration;
import org.jdiameter.client.impl.helpers.AppConfiguration;
import org.jdiameter.client.impl.helpers.ExtensionPoint;
import org.jdiameter.server.impl.helpers.EmptyConfiguration;

/**
 * jDiameter's configuration, built in code from the node's settings (what its XML would say), plus
 * the transport classes and the realm table of this package in place of jDiameter's own, and the node's
 * {@link TransportEvents} for them to report to.
 */
public final class StackConfiguration extends EmptyConfiguration {

    /** A peer of the node: its Diameter URI (aaa://host:port), realm, address, and who connects. */
    public record Peer(String uri, String host, String realm, String address, boolean connect) {}

    /** An application the node serves: advertised in CER/CEA as Vendor-Specific-Application-Id when vendorId != 0. */
    public record App(long vendorId, long authApplicationId) {}

    /**
     * @param originHost      this node's Diameter identity (Origin-Host)
     * @param hostIpAddresses advertised in Host-IP-Address
     * @param watchdogMillis  Tw (RFC 3539): idle time before a DWR, and how long a DWA may take
     * @param reconnectMillis Tc (RFC 6733 §2.1): pause before reconnecting to a peer this node connects to
     * @param anyRealm        take requests for any Destination-Realm as local (a relaying node, see {@link NodeRealmTable})
     */
    public record Settings(String originHost, String originRealm, String bindAddress, int port, List<String> hostIpAddresses,
                           long vendorId, String productName, List<App> applications, List<Peer> peers,
                           boolean acceptUndefinedPeers, long watchdogMillis, long reconnectMillis, boolean anyRealm) {}

    /**
     * Requests received and not yet answered that jDiameter keeps the route of (to send the answer back). Past the
     * clear size every new request takes one lock; past the size jDiameter warns of "a leak", holds that lock for
     * 5 s (no request comes in meanwhile) and forgets every route. At its default (10,240) a BSF relaying a load
     * peak stalled that way over and over. A route is a few hundred bytes, kept only while its request is in flight.
     */
    static final int REQUEST_TABLE_SIZE = 1 << 20;
    static final int REQUEST_TABLE_CLEAR_SIZE = REQUEST_TABLE_SIZE - (1 << 16);

    private final Settings settings;
    private final TransportEvents events;

    public StackConfiguration(Settings s, TransportEvents events) {
        super(true);
        this.settings = s;
        this.events = events;
        add(OwnDiameterURI, "aaa://" + s.originHost() + ":" + s.port());
        add(OwnRealm, s.originRealm());
        add(OwnVendorID, s.vendorId());
        add(OwnProductName, s.productName());
        add(OwnFirmwareRevision, 1L);
        add(OwnIPAddresses, s.hostIpAddresses().stream()
                .map(ip -> getInstance().add(OwnIPAddress, ip)).toArray(Configuration[]::new));
        add(ApplicationId, s.applications().stream().map(StackConfiguration::app).toArray(Configuration[]::new));

        add(AcceptUndefinedPeer, s.acceptUndefinedPeers());
        add(DuplicateProtection, false);
        add(IacTimeOut, s.watchdogMillis());
        add(DwaTimeOut, s.watchdogMillis());
        add(RecTimeOut, s.reconnectMillis());
        add(CeaTimeOut, 10_000L);
        add(DpaTimeOut, 2_000L);
        add(StopTimeOut, 2_000L);
        add(RequestTable, getInstance().add(RequestTableSize, REQUEST_TABLE_SIZE).add(RequestTableClearSize, REQUEST_TABLE_CLEAR_SIZE));
        // jDiameter's validator drops a message it finds wrong without answering; the node validates instead.
        add(Dictionary, getInstance().add(DictionaryEnabled, false));

        add(PeerTable, s.peers().stream().map(p -> {
            AppConfiguration c = getInstance().add(PeerRating, 1).add(PeerName, p.uri()).add(PeerAttemptConnection, p.connect());
            return p.address() == null ? c : c.add(PeerIp, p.address());
        }).toArray(Configuration[]::new));
        add(RealmTable, realms(s).toArray(Configuration[]::new));

        AppConfiguration internal = (AppConfiguration) getChildren(Extensions.ordinal())[ExtensionPoint.Internal.id()];
        internal.add(org.jdiameter.server.impl.helpers.ExtensionPoint.InternalNetworkGuard, NodeNetworkGuard.class.getName());
        internal.add(ExtensionPoint.InternalConnectionClass, NodeConnection.class.getName());
        internal.add(ExtensionPoint.InternalRealmController, NodeRealmTable.class.getName());
    }

    private static Configuration app(App a) {
        return getInstance().add(VendorId, a.vendorId()).add(AuthApplId, a.authApplicationId()).add(AcctApplId, 0L);
    }

    /**
     * One realm entry per (realm, application): jDiameter matches a request's realm and application id
     * exactly, vendor included, and Gx, Rx and Sy requests name their application in a plain
     * Auth-Application-Id (vendor 0) while CER/CEA advertise it with Vendor-Id 10415. So every
     * application gets an entry in both forms, for the local realm and each peer's realm.
     */
    private static List<Configuration> realms(Settings s) {
        List<String> realms = new ArrayList<>();
        realms.add(s.originRealm());
        s.peers().stream().map(Peer::realm).filter(r -> !realms.contains(r)).forEach(realms::add);
        List<Configuration> entries = new ArrayList<>();
        for (String realm : realms) {
            String hosts = s.peers().stream().filter(p -> p.realm().equals(realm)).map(Peer::host)
                    .collect(Collectors.joining(","));
            for (App a : s.applications()) {
                for (long vendor : a.vendorId() == 0 ? new long[] {0} : new long[] {a.vendorId(), 0}) {
                    AppConfiguration e = getInstance()
                            .add(ApplicationId, app(new App(vendor, a.authApplicationId())))
                            .add(RealmName, realm)
                            .add(RealmHosts, hosts.isEmpty() ? s.originHost() : hosts)
                            .add(RealmLocalAction, "LOCAL")
                            .add(RealmEntryIsDynamic, false)
                            .add(RealmEntryExpTime, 1L);
                    entries.add(getInstance().add(RealmEntry, e));
                }
            }
        }
        return entries;
    }

    public Settings settings() {
        return settings;
    }

    public TransportEvents events() {
        return events;
    }
}
