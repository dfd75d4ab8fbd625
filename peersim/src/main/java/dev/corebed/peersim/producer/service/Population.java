package dev.corebed.peersim.producer.service;

import dev.corebed.sbi.Json;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The producer NF instances of the SCP seed's topologies (callmodels/scp.md §3): how many of each type, their NF
 * sets and localities, their services (the seed's per-type lists, each with its own priority, capacity and load),
 * the slices, DNNs, TAIs, SUPI ranges and group ids that the seed's delegated discovery headers ask for, and where
 * each is reached. Deterministic: the same settings give the same instances (ids, addresses) on every start.
 */
public final class Population {

    /** One service of an NF type: its name and the API version in its URIs. */
    public record ServiceDef(String name, String versionInUri, String fullVersion) {}

    /** The services each NF type offers (callmodels/scp.md §3.1, §3.3, §3.4). SLF is a UDR offering the group-id map. */
    public static final Map<String, List<ServiceDef>> SERVICES = Map.ofEntries(
            Map.entry("AMF", List.of(new ServiceDef("namf-comm", "v1", "1.2.4"), new ServiceDef("namf-loc", "v1", "1.2.0"))),
            Map.entry("SMF", List.of(new ServiceDef("nsmf-pdusession", "v1", "1.2.3"), new ServiceDef("nsmf-event-exposure", "v1", "1.2.0"))),
            Map.entry("PCF", List.of(new ServiceDef("npcf-am-policy-control", "v1", "1.2.3"), new ServiceDef("npcf-smpolicycontrol", "v1", "1.2.3"),
                    new ServiceDef("npcf-policyauthorization", "v1", "1.2.3"), new ServiceDef("npcf-bdtpolicycontrol", "v1", "1.2.0"),
                    new ServiceDef("npcf-ue-policy-control", "v1", "1.2.2"))),
            Map.entry("UDM", List.of(new ServiceDef("nudm-uecm", "v1", "1.2.3"), new ServiceDef("nudm-sdm", "v2", "2.2.3"),
                    new ServiceDef("nudm-ee", "v1", "1.2.1"), new ServiceDef("nudm-ueau", "v1", "1.2.2"), new ServiceDef("nudm-pp", "v1", "1.2.1"))),
            Map.entry("AUSF", List.of(new ServiceDef("nausf-auth", "v1", "1.2.2"))),
            Map.entry("UDR", List.of(new ServiceDef("nudr-dr", "v2", "2.2.3"), new ServiceDef("nudr-group-id-map", "v1", "1.2.0"))),
            Map.entry("SLF", List.of(new ServiceDef("nudr-group-id-map", "v1", "1.2.0"))),
            Map.entry("CHF", List.of(new ServiceDef("nchf-spendinglimitcontrol", "v1", "1.2.0"),
                    new ServiceDef("nchf-convergedcharging", "v3", "3.2.0"))),
            Map.entry("BSF", List.of(new ServiceDef("nbsf-management", "v1", "1.2.3"))),
            Map.entry("NSSF", List.of(new ServiceDef("nnssf-nsselection", "v2", "2.2.2"), new ServiceDef("nnssf-nssaiavailability", "v1", "1.2.1"))),
            Map.entry("SMSF", List.of(new ServiceDef("nsmsf-sms", "v2", "2.2.0"))),
            Map.entry("NSSAAF", List.of(new ServiceDef("nnssaaf-nssaa", "v1", "1.2.0"))));

    /** A topology: instances per type (in order), instances per NF set, localities. */
    record Topology(Map<String, Integer> counts, int setSize, int localities) {}

    static final Map<String, Topology> TOPOLOGIES = Map.of(
            // D-T1, Table 4-3: 176 profiles
            "d-t1", new Topology(ordered("SMF", 80, "PCF", 50, "UDM", 6, "UDR", 10, "CHF", 10, "AUSF", 10, "BSF", 10), 2, 2),
            // D-T2 / D-T3, Tables 4-7 and 4-11: 480
            "d-t2", new Topology(ordered("AMF", 150, "SMF", 150, "PCF", 50, "UDM", 40, "AUSF", 40, "CHF", 20, "UDR", 10, "BSF", 10,
                    "SLF", 10), 2, 2),
            // C-T1, Table 3-2: 500 NFs, of which the SCP/NRF column is not a producer: 456
            "c-t1", new Topology(ordered("PCF", 86, "CHF", 6, "AMF", 52, "UDR", 52, "UDM", 52, "SLF", 52, "SMF", 52, "AUSF", 52,
                    "BSF", 52), 2, 22),
            // C-T2, Table 3-5: 850 itemised producers, the other 350 of the 1,200 taken as SMFs (the mix's *→SMF rows)
            "c-t2", new Topology(ordered("PCF", 128, "UDR", 470, "UDM", 80, "AMF", 80, "AUSF", 62, "CHF", 6, "SMSF", 6, "BSF", 6,
                    "NSSF", 6, "NSSAAF", 6, "SMF", 350), 2, 4),
            "small", new Topology(ordered("AMF", 2, "SMF", 4, "PCF", 4, "UDM", 4, "AUSF", 2, "UDR", 2, "SLF", 2, "CHF", 2, "BSF", 2), 2, 2),
            "none", new Topology(Map.of(), 2, 1));

    private static Map<String, Integer> ordered(Object... kv) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (Integer) kv[i + 1]);
        }
        return m;
    }

    /**
     * @param ip   each instance on an address of its own (127.1.x.y); else all on {@code host} with an apiPrefix each
     */
    public record Options(String topology, Map<String, Integer> nfs, int setSize, int localities, boolean ip, String host,
                          String mcc, String mnc, long subscribers) {}

    private final List<Instance> instances;
    private final Map<InetAddress, Instance> byAddress = new HashMap<>();
    private final Map<String, Instance> byPrefix = new HashMap<>();
    private final Map<String, Instance> byId = new HashMap<>();
    private final Options options;

    public Population(Options o) {
        this.options = o;
        Topology t = TOPOLOGIES.get(o.topology().toLowerCase(Locale.ROOT));
        if (t == null) {
            throw new IllegalArgumentException("peer.producer.topology: " + o.topology() + " (d-t1, d-t2, c-t1, c-t2, small or none)");
        }
        Map<String, Integer> counts = new LinkedHashMap<>(t.counts());
        o.nfs().forEach((type, n) -> counts.put(type.toUpperCase(Locale.ROOT), n));
        int setSize = o.setSize() > 0 ? o.setSize() : t.setSize();
        int localities = o.localities() > 0 ? o.localities() : t.localities();
        List<Instance> list = new ArrayList<>();
        int global = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            String kind = e.getKey();
            if (!SERVICES.containsKey(kind)) {
                throw new IllegalArgumentException("peer.producer.nfs: no services known for " + kind + " (" + SERVICES.keySet() + ")");
            }
            int n = e.getValue();
            int sets = (n + setSize - 1) / setSize;
            for (int k = 0; k < n; k++) {
                int set = k / setSize;
                String name = kind.toLowerCase(Locale.ROOT) + "-" + String.format("%04d", k + 1);
                String address = o.ip() ? ipOf(global) : o.host();
                Instance i = new Instance(global, kind, k, name, address, o.ip() ? "" : "/" + name, set, sets,
                        "site-" + (set % localities + 1), o);
                list.add(i);
                byId.put(i.id(), i);
                if (o.ip()) {
                    try {
                        byAddress.put(InetAddress.getByName(address), i);
                    } catch (UnknownHostException impossible) {
                        throw new IllegalStateException(impossible);
                    }
                } else {
                    byPrefix.put(name, i);
                }
                global++;
            }
        }
        this.instances = List.copyOf(list);
    }

    /** 127.1.0.1, 127.1.0.2, ... 127.1.0.250, 127.1.1.1 ...: one loopback address each. */
    static String ipOf(int g) {
        return "127." + (1 + g / 62_500) + "." + (g / 250 % 250) + "." + (g % 250 + 1);
    }

    public List<Instance> all() {
        return instances;
    }

    public Instance byId(String id) {
        return byId.get(id);
    }

    /** The instance a request reached: by the address it connected to, or by its path's first segment. */
    public Instance find(InetAddress local, String path) {
        if (options.ip()) {
            return local == null ? null : byAddress.get(local);
        }
        int end = path.indexOf('/', 1);
        String first = end < 0 ? path.substring(1) : path.substring(1, end);
        int q = first.indexOf('?');
        return byPrefix.get(q < 0 ? first : first.substring(0, q));
    }

    public boolean ipAddressing() {
        return options.ip();
    }

    /** One producer NF instance: its identity, where it is, its profile's variety, and what it reports. */
    public static final class Instance {
        final int index;
        final String nfType;
        final String kind;
        final int ordinal;
        final String name;
        final String address;
        final String prefix;
        final int set;
        final int sets;
        final String locality;
        final String id;
        final Options o;
        /** The load it reports (LCI), and its 3gpp-Sbi-Lci / 3gpp-Sbi-Oci header values (null: none now). */
        volatile int load;
        final int initialLoad;
        volatile CharSequence lci;
        volatile CharSequence oci;
        /** Set on the management port: its own behaviour over the simulator's; its reports fixed (not moved by the timer). */
        volatile Behaviour override;
        volatile boolean pinned;
        final java.util.concurrent.atomic.LongAdder received = new java.util.concurrent.atomic.LongAdder();
        final java.util.concurrent.atomic.LongAdder failed = new java.util.concurrent.atomic.LongAdder();

        Instance(int index, String kind, int ordinal, String name, String address, String prefix, int set, int sets,
                 String locality, Options o) {
            this.index = index;
            this.kind = kind;
            this.nfType = kind.equals("SLF") ? "UDR" : kind;
            this.ordinal = ordinal;
            this.name = name;
            this.address = address;
            this.prefix = prefix;
            this.set = set;
            this.sets = sets;
            this.locality = locality;
            this.o = o;
            this.id = UUID.nameUUIDFromBytes(("corebed-producer-" + name).getBytes(StandardCharsets.UTF_8)).toString();
            this.load = 10 + (index * 37) % 50;
            this.initialLoad = load;
        }

        public String id() {
            return id;
        }

        public String nfType() {
            return nfType;
        }

        /** SMF, SLF... (SLF instances are UDRs offering only the group-id map). */
        public String kind() {
            return kind;
        }

        public String name() {
            return name;
        }

        public String locality() {
            return locality;
        }

        public String nfSet() {
            return "set" + (set + 1) + "." + kind.toLowerCase(Locale.ROOT) + "set.5gc.mnc" + pad3(o.mnc()) + ".mcc" + o.mcc();
        }

        public int load() {
            return load;
        }

        public long received() {
            return received.sum();
        }

        public void countReceived() {
            received.increment();
        }

        public void countFailed() {
            failed.increment();
        }

        /** Its 3gpp-Sbi-Lci value now, or null when it reports none. */
        public CharSequence lciHeader() {
            return lci;
        }

        /** Its 3gpp-Sbi-Oci value now, or null. */
        public CharSequence ociHeader() {
            return oci;
        }

        /** Forgets what it received, what the management port set for it and what it reported (a reset). */
        public void clearCounts() {
            received.reset();
            failed.reset();
            override = null;
            pinned = false;
            load = initialLoad;
            lci = null;
            oci = null;
        }

        /** Its own behaviour, or null: the simulator's. */
        public Behaviour override() {
            return override;
        }

        public void override(Behaviour b) {
            override = b;
        }

        /** Reports this load and this overload reduction (0: none) from now on, until a reset. */
        public void pin(int newLoad, int reduction, long validitySeconds) {
            String now = java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME.withZone(java.time.ZoneOffset.UTC)
                    .format(java.time.Instant.now());
            load = newLoad;
            lci = new io.netty.util.AsciiString("Timestamp: \"" + now + "\"; Load-Metric: " + newLoad + "%; NF-Instance: " + id);
            oci = reduction <= 0 ? null : new io.netty.util.AsciiString("Timestamp: \"" + now + "\"; Period-of-Validity: "
                    + validitySeconds + "s; Overload-Reduction-Metric: " + reduction + "%; NF-Instance: " + id);
            pinned = true;
        }

        public long failed() {
            return failed.sum();
        }

        /** The apiRoot of its services, given the simulator's port. */
        public String apiRoot(int port) {
            return "http://" + address + ":" + port + prefix;
        }

        /** Its NFProfile (TS 29.510), the services at {@code port}. */
        public ObjectNode profile(int port) {
            ObjectNode p = Json.MAPPER.createObjectNode();
            p.put("nfInstanceId", id).put("nfType", nfType).put("nfStatus", "REGISTERED").put("nfInstanceName", name)
                    .put("heartBeatTimer", 60);
            p.putArray("plmnList").addObject().put("mcc", o.mcc()).put("mnc", o.mnc());
            ArrayNode slices = p.putArray("sNssais");
            slices.addObject().put("sst", 1);
            slices.addObject().put("sst", 1).put("sd", "000001");
            p.putArray("nfSetIdList").add(nfSet());
            p.put("locality", locality);
            p.put("priority", 1).put("capacity", 50 + (index * 13) % 100).put("load", load);
            p.putArray("ipv4Addresses").add(address);
            info(p);
            ObjectNode services = p.putObject("nfServiceList");
            List<ServiceDef> defs = SERVICES.get(kind);
            for (int s = 0; s < defs.size(); s++) {
                ServiceDef d = defs.get(s);
                String sid = d.name() + "-" + (ordinal + 1);
                ObjectNode svc = services.putObject(sid);
                svc.put("serviceInstanceId", sid).put("serviceName", d.name());
                svc.putArray("versions").addObject().put("apiVersionInUri", d.versionInUri()).put("apiFullVersion", d.fullVersion());
                svc.put("scheme", "http").put("nfServiceStatus", "REGISTERED");
                svc.putArray("ipEndPoints").addObject().put("ipv4Address", address).put("transport", "TCP").put("port", port);
                if (!prefix.isEmpty()) {
                    svc.put("apiPrefix", prefix);
                }
                // distinct per service, as the seed's profiles have them
                svc.put("priority", 1).put("capacity", 40 + (index * 7 + s * 11) % 120).put("load", (load + s * 9) % 100);
            }
            return p;
        }

        private void info(ObjectNode p) {
            switch (kind) {
                case "SMF" -> {
                    ObjectNode i = p.putObject("smfInfo");
                    ArrayNode list = i.putArray("sNssaiSmfInfoList");
                    for (String sd : new String[] {null, "000001"}) {
                        ObjectNode item = list.addObject();
                        ObjectNode slice = item.putObject("sNssai").put("sst", 1);
                        if (sd != null) {
                            slice.put("sd", sd);
                        }
                        ArrayNode dnns = item.putArray("dnnSmfInfoList");
                        dnns.addObject().put("dnn", "internet");
                        dnns.addObject().put("dnn", "ims");
                    }
                    taiList(i);
                }
                case "AMF" -> {
                    ObjectNode i = p.putObject("amfInfo");
                    String setId = String.format("%03x", set % 0x400);
                    i.put("amfSetId", setId).put("amfRegionId", "01");
                    i.putArray("guamiList").addObject().put("amfId", "01" + String.format("%04x", ordinal % 0x10000).substring(0, 4))
                            .putObject("plmnId").put("mcc", o.mcc()).put("mnc", o.mnc());
                    taiList(i);
                }
                case "PCF" -> {
                    ObjectNode i = p.putObject("pcfInfo");
                    i.putArray("dnnList").add("internet").add("ims");
                    supiRange(i.putArray("supiRanges"));
                }
                case "UDM" -> {
                    ObjectNode i = p.putObject("udmInfo").put("groupId", groupId());
                    supiRange(i.putArray("supiRanges"));
                    i.putArray("routingIndicators").add("0000");
                }
                case "AUSF" -> {
                    ObjectNode i = p.putObject("ausfInfo").put("groupId", groupId());
                    supiRange(i.putArray("supiRanges"));
                    i.putArray("routingIndicators").add("0000");
                }
                case "UDR", "SLF" -> {
                    ObjectNode i = p.putObject("udrInfo").put("groupId", groupId());
                    supiRange(i.putArray("supiRanges"));
                    i.putArray("supportedDataSets").add("SUBSCRIPTION").add("POLICY");
                }
                case "CHF" -> supiRange(p.putObject("chfInfo").putArray("supiRangeList"));
                case "BSF" -> {
                    ObjectNode i = p.putObject("bsfInfo");
                    i.putArray("dnnList").add("internet").add("ims");
                    i.putArray("ipv4AddressRanges").addObject().put("start", "10.0.0.0").put("end", "10.255.255.255");
                }
                default -> { }
            }
        }

        /** The group of its set (the SLF maps SUPIs to it): udm-group-1... */
        public String groupId() {
            return kind.toLowerCase(Locale.ROOT) + "-group-" + (set + 1);
        }

        /** TACs 000001 to 000010 of the PLMN. */
        private void taiList(ObjectNode info) {
            ArrayNode tais = info.putArray("taiList");
            for (int tac = 1; tac <= 10; tac++) {
                ObjectNode tai = tais.addObject().put("tac", String.format("%06x", tac));
                tai.putObject("plmnId").put("mcc", o.mcc()).put("mnc", o.mnc());
            }
        }

        /** Its set's share of the subscribers: the sets of a type split them in equal ranges. */
        private void supiRange(ArrayNode ranges) {
            ranges.addObject().put("start", supiDigits(true)).put("end", supiDigits(false));
        }

        /** Whether its profile has SUPI ranges (UDM, AUSF, UDR, SLF, PCF, CHF). */
        public boolean hasSupiRange() {
            return switch (kind) {
                case "UDM", "AUSF", "UDR", "SLF", "PCF", "CHF" -> true;
                default -> false;
            };
        }

        /** The first or last IMSI (15 digits) of its set's SUPI range. */
        public String supiDigits(boolean first) {
            long per = Math.max(1, o.subscribers() / sets);
            long from = 1 + set * per;
            long to = set == sets - 1 ? Math.max(from, o.subscribers()) : from + per - 1;
            String plmn = o.mcc() + o.mnc();
            int msinDigits = 15 - plmn.length();
            return plmn + String.format("%0" + msinDigits + "d", first ? from : to);
        }

        private static String pad3(String mnc) {
            return mnc.length() == 2 ? "0" + mnc : mnc;
        }

        @Override
        public String toString() {
            return name + " " + id;
        }
    }
}
