package dev.corebed.gatling.bsf;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.gatling.diameter.DiameterLoadRun.DiameterStep;
import dev.corebed.gatling.load.OpenLoad;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * The Rx side of the BSF call models: an AF (P-CSCF) and a PCF, two diameter-core nodes of the load JVM,
 * both connected to the BSF's Diameter port. A session is AAR-I (the AF, to the realm, with the
 * Framed-IP-Address of a bound UE: the BSF finds the binding and relays to its pcfDiamHost, which is this
 * PCF), AAR-U and STR (the AF, following the session), and in between an RAR from the PCF, which the BSF
 * relays back to the AF: the seed's AAR-I → AAR-U → RAR → STR in equal counts. The PCF answers AAR and STR
 * 2001, the AF answers RAR (and ASR) 2001, at once.
 *
 * <p>The bindings the AAR-Is target must name {@link #pcfHost()} in realm {@link #realm()} as their
 * pcfDiamHost / pcfDiamRealm.
 */
public final class RxSessions implements AutoCloseable {

    public static final String AF_HOST = "af-load.corebed.test";
    public static final String PCF_HOST = "pcf-load.corebed.test";

    private final DiameterNode af;
    private final DiameterNode pcf;
    private final String bsfHost;
    private final String realm;
    private final Duration timeout;

    /**
     * Starts both nodes and waits until the BSF has answered their CER.
     *
     * @param bsf     the BSF's Diameter address, host:port
     * @param bsfHost the BSF's Diameter identity (its Origin-Host)
     * @param realm   the realm of the BSF, the AF and the PCF
     */
    public RxSessions(String bsf, String bsfHost, String realm, Duration timeout) throws InterruptedException {
        int colon = bsf.lastIndexOf(':');
        String address = bsf.substring(0, colon);
        int port = Integer.parseInt(bsf.substring(colon + 1));
        this.bsfHost = bsfHost;
        this.realm = realm;
        this.timeout = timeout;
        DiameterProperties.Peer peer = new DiameterProperties.Peer("aaa://" + bsfHost + ":" + port, realm, address, true);
        af = node("af", AF_HOST, peer, List.of(Rx.RAR, Rx.ASR));
        pcf = node("pcf", PCF_HOST, peer, List.of(Rx.AAR, Rx.STR));
        try {
            af.start();
            pcf.start();
            if (!af.awaitOpen(bsfHost, Duration.ofSeconds(15)) || !pcf.awaitOpen(bsfHost, Duration.ofSeconds(15))) {
                throw new IllegalStateException("the BSF " + bsfHost + " at " + bsf + " did not open the AF's and the PCF's"
                        + " connections (CER/CEA) within 15 s");
            }
        } catch (RuntimeException | InterruptedException e) {
            close();
            throw e;
        }
    }

    private DiameterNode node(String nf, String host, DiameterProperties.Peer bsf, List<Command> answered) {
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", host, realm, List.of(), 10415, "corebed-load",
                List.of(new DiameterProperties.Application(10415, Rx.APPLICATION.authApplicationId())), List.of(bsf), true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), timeout, false);
        return new DiameterNode(nf, props, answered.stream()
                .map(c -> new DiameterRoute(c, r -> CompletableFuture.completedFuture(r.success()))).toList(), null, null, null);
    }

    public String pcfHost() {
        return PCF_HOST;
    }

    public String realm() {
        return realm;
    }

    /**
     * The session's four steps, in order; {@code ue} gives each new session the address of a bound UE.
     * Each step succeeds on a 2xxx answer (a 5065 to the AAR-I means the BSF found no binding).
     */
    public List<OpenLoad.Step> steps(Supplier<Inet4Address> ue) {
        OpenLoad.Step aarI = new DiameterStep(BsfCallModel.AAR_I, timeout, af, chain -> {
            String session = af.newSessionId();
            chain.put("session", session);
            Inet4Address address = ue.get();
            Request r = af.createRequest(Rx.AAR, session, realm, null);
            AvpSet avps = r.getAvps();
            Rx.RX_REQUEST_TYPE.add(avps, Rx.INITIAL_REQUEST);
            Rx.AF_CHARGING_IDENTIFIER.add(avps, "icid-" + chain.number());
            String a = address.getHostAddress();
            Rx.addMediaComponent(avps, new Rx.MediaComponent(1, 0, 64_000L, 64_000L, 2, List.of(
                    new Rx.MediaSubComponent(1, List.of("permit out 17 from 10.255.0.1 49000 to " + a + " 50000",
                            "permit in 17 from " + a + " 50000 to 10.255.0.1 49000"), null))));
            Avps.addFramedIpAddress(avps, address);
            Rx.SPECIFIC_ACTION.add(avps, 2); // INDICATION_OF_LOSS_OF_BEARER
            return r;
        });
        OpenLoad.Step aarU = new DiameterStep(BsfCallModel.AAR_U, timeout, af, chain -> {
            Request r = af.createRequest(Rx.AAR, chain.get("session"), realm, PCF_HOST);
            Rx.RX_REQUEST_TYPE.add(r.getAvps(), Rx.UPDATE_REQUEST);
            Rx.addMediaComponent(r.getAvps(), new Rx.MediaComponent(1, 0, 128_000L, 128_000L, 2, List.of()));
            return r;
        });
        OpenLoad.Step rar = new DiameterStep(BsfCallModel.RAR, timeout, pcf, chain -> {
            Request r = pcf.createRequest(Rx.RAR, chain.get("session"), realm, AF_HOST);
            Avps.RE_AUTH_REQUEST_TYPE.add(r.getAvps(), Avps.AUTHORIZE_ONLY);
            Rx.SPECIFIC_ACTION.add(r.getAvps(), 2);
            return r;
        });
        OpenLoad.Step str = new DiameterStep(BsfCallModel.STR, timeout, af, chain -> {
            Request r = af.createRequest(Rx.STR, chain.get("session"), realm, PCF_HOST);
            Avps.TERMINATION_CAUSE.add(r.getAvps(), Avps.DIAMETER_LOGOUT);
            return r;
        });
        return List.of(aarI, aarU, rar, str);
    }

    /** The BSF's identity, as the summary names the target. */
    public String bsfHost() {
        return bsfHost;
    }

    @Override
    public void close() {
        for (DiameterNode n : new DiameterNode[] {af, pcf}) {
            if (n != null && n.isRunning()) {
                n.stop();
            }
        }
    }
}
