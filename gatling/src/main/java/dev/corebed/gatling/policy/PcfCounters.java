package dev.corebed.gatling.policy;

import dev.corebed.gatling.report.Prometheus;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the corebed PCF counted at its edge, from its management port's Prometheus scrape: the SBI requests it served
 * (the seed's Ingress GW), the requests it sent (Egress GW: each peer request by peer and operation, each NRF
 * discovery that went to the NRF, each callback to the SMF, AMF or AF), and the Diameter requests it served and sent.
 * Two snapshots give a run's transactions the way the seed counts its TPS.
 */
public final class PcfCounters {

    /**
     * One reading.
     *
     * @param ingress  SBI requests served, by "service operation"
     * @param egress   requests sent, by "peer operation" (peer udr, chf, bsf, amf; nrf NFDiscover; smf/amf/af callbacks)
     * @param diameterIn  Diameter requests served, by "application command"
     * @param diameterOut Diameter requests sent, by "peer command" (pcef RAR, af RAR, af ASR, ocs SLR, ocs STR)
     */
    public record Snapshot(long nanos, Map<String, Double> ingress, Map<String, Double> egress, Map<String, Double> diameterIn,
                           Map<String, Double> diameterOut) {

        /** What changed since {@code before}, by key, zeros left out. */
        public Delta since(Snapshot before) {
            return new Delta((nanos - before.nanos) / 1e9, minus(ingress, before.ingress), minus(egress, before.egress),
                    minus(diameterIn, before.diameterIn), minus(diameterOut, before.diameterOut));
        }

        /** What grew since {@code then}, by key (keys that did not grow left out). */
        public static Map<String, Double> minus(Map<String, Double> now, Map<String, Double> then) {
            Map<String, Double> out = new TreeMap<>();
            now.forEach((k, v) -> {
                double d = v - then.getOrDefault(k, 0.0);
                if (d > 0) {
                    out.put(k, d);
                }
            });
            return out;
        }
    }

    /** Counts between two snapshots, over {@code seconds}. */
    public record Delta(double seconds, Map<String, Double> ingress, Map<String, Double> egress, Map<String, Double> diameterIn,
                        Map<String, Double> diameterOut) {

        public static double total(Map<String, Double> m) {
            return m.values().stream().mapToDouble(Double::doubleValue).sum();
        }

        /** Requests sent to one peer ("udr", "chf", "nrf", "smf"...), every operation. */
        public double egressTo(String peer) {
            return egress.entrySet().stream().filter(e -> e.getKey().startsWith(peer + " ")).mapToDouble(Map.Entry::getValue).sum();
        }
    }

    private final String admin;

    /** @param admin the PCF's management apiRoot, e.g. http://127.0.0.1:10083 */
    public PcfCounters(String admin) {
        this.admin = admin;
    }

    public Snapshot read() throws IOException, InterruptedException {
        long now = System.nanoTime();
        Prometheus m = Prometheus.scrape(admin);
        Map<String, Double> ingress = new LinkedHashMap<>();
        m.samples().stream().filter(s -> s.name().equals("sbi_requests_seconds_count") && s.label("nf").equals("pcf"))
                .forEach(s -> ingress.merge(s.label("service") + " " + s.label("operation"), s.value(), Double::sum));
        Map<String, Double> egress = new LinkedHashMap<>();
        m.samples().stream().filter(s -> s.name().equals("stub_pcf_peer_requests_total"))
                .forEach(s -> egress.merge(s.label("peer") + " " + s.label("operation"), s.value(), Double::sum));
        // a discovery answered from the cache sends nothing; "none" and "failed" went to the NRF too
        m.samples().stream().filter(s -> s.name().equals("stub_pcf_discovery_total") && !s.label("result").equals("cache"))
                .forEach(s -> egress.merge("nrf NFDiscover " + s.label("target").toUpperCase(java.util.Locale.ROOT), s.value(), Double::sum));
        m.samples().stream().filter(s -> s.name().equals("sbi_callbacks_total") && s.label("nf").equals("pcf"))
                .forEach(s -> egress.merge(callbackPeer(s.label("kind")) + " " + s.label("kind"), s.value(), Double::sum));
        Map<String, Double> diameterIn = new LinkedHashMap<>();
        m.samples().stream().filter(s -> s.name().equals("diameter_requests_seconds_count") && s.label("nf").equals("pcf"))
                .forEach(s -> diameterIn.merge(s.label("application") + " " + s.label("command"), s.value(), Double::sum));
        Map<String, Double> diameterOut = new LinkedHashMap<>();
        m.samples().stream().filter(s -> s.name().equals("stub_pcf_diameter_sent_total"))
                .forEach(s -> diameterOut.merge(s.label("peer") + " " + s.label("command"), s.value(), Double::sum));
        return new Snapshot(now, ingress, egress, diameterIn, diameterOut);
    }

    /** Who a PCF callback goes to, by its kind (sbi_callbacks_total): the SMF (N7), the AMF (AM/UE policy) or the AF (N5). */
    static String callbackPeer(String kind) {
        if (kind.startsWith("SmPolicy")) {
            return "smf";
        }
        if (kind.startsWith("AmPolicy") || kind.startsWith("UePolicy")) {
            return "amf";
        }
        return "af";
    }
}
