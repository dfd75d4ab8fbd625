package dev.corebed.gatling.population;

import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import dev.corebed.gatling.population.NfProfileGenerator.NfTypeSpec;
import dev.corebed.gatling.population.PopulationLoader.Tally;
import dev.corebed.gatling.population.SubscriptionGenerator.GeneratedSubscription;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import tools.jackson.databind.node.ObjectNode;

/**
 * Loads the seed NRF benchmark's population into a running NRF: the 260 NF profiles (RegisterNFInstance,
 * PUT) then the 1000 subscriptions (CreateSubscription, POST), with bounded concurrency; or writes the
 * profiles as JSON files. Usage and exit codes: gatling/README.md.
 */
public final class NrfPopulation {

    public static final int OK = 0;
    public static final int FAILED = 1;
    static final int USAGE = 2;
    public static final int SUBSCRIPTIONS_NOT_SUPPORTED = 3;
    /** What an NRF without CreateSubscription answers: no such resource, method or operation. */
    static final Set<Integer> NOT_SUPPORTED = Set.of(404, 405, 501);

    private static final String USAGE_TEXT = """
            usage: NrfPopulation --nrf=http://127.0.0.1:8081 [--callback=http://127.0.0.1:9999/notify] [--concurrency=32]
                   NrfPopulation --dump=DIR
              --nrf          apiRoot of the NRF to load (http:// is h2c with prior knowledge, https:// is h2 over TLS)
              --callback     nfStatusNotificationUri of every subscription
              --concurrency  requests in flight at most
              --dump         write the profiles to DIR/<nfType>/<nfInstanceId>.json instead, and contact no NRF""";

    private NrfPopulation() {}

    public static void main(String[] args) throws InterruptedException {
        System.exit(run(args, System.out));
    }

    static int run(String[] args, PrintStream out) throws InterruptedException {
        Map<String, String> options = new HashMap<>(Map.of("callback", "http://127.0.0.1:9999/notify", "concurrency", "32"));
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                return usage(out, "unexpected argument " + arg);
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg.substring(2) : arg.substring(2, eq);
            if (!Set.of("nrf", "callback", "concurrency", "dump").contains(name)) {
                return usage(out, "unknown option --" + name);
            }
            if (eq < 0 && i + 1 >= args.length) {
                return usage(out, "--" + name + " needs a value");
            }
            options.put(name, eq < 0 ? args[++i] : arg.substring(eq + 1));
        }
        int concurrency;
        try {
            concurrency = Integer.parseInt(options.get("concurrency"));
        } catch (NumberFormatException e) {
            concurrency = 0;
        }
        if (concurrency < 1) {
            return usage(out, "--concurrency must be a positive number");
        }

        String nrf = options.get("nrf");
        if (nrf == null && !options.containsKey("dump")) {
            return usage(out, "--nrf or --dump is required");
        }

        long start = System.nanoTime();
        List<GeneratedProfile> profiles = NfProfileGenerator.generate();
        printPopulation(profiles, out);
        if (options.containsKey("dump")) {
            return dump(profiles, Path.of(options.get("dump")), out);
        }
        nrf = nrf.endsWith("/") ? nrf.substring(0, nrf.length() - 1) : nrf;
        try {
            URI.create(nrf + "/nnrf-nfm/v1/subscriptions");
        } catch (IllegalArgumentException e) {
            return usage(out, "--nrf is not a URI: " + nrf);
        }
        String callback = options.get("callback");
        List<GeneratedSubscription> subscriptions = SubscriptionGenerator.generate(profiles, callback, Instant.now());

        try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(4, Math.max(1024, concurrency)))) {
            Loaded loaded = load(client, nrf, profiles, subscriptions, concurrency, out);
            out.printf("%nDone in %.2f s%n", (System.nanoTime() - start) / 1e9);
            return loaded.exitCode();
        }
    }

    /** A subscription the NRF created: its id (the last segment of its Location) and the SubscriptionData sent. */
    public record CreatedSubscription(String subscriptionId, ObjectNode subscriptionData) {}

    /**
     * What a load left on the NRF.
     *
     * @param exitCode       {@link #OK}, {@link #FAILED} or {@link #SUBSCRIPTIONS_NOT_SUPPORTED}
     * @param createdProfiles the nfInstanceIds this load registered anew (201; a 200 replaced a profile already there)
     * @param subscriptions  the subscriptions created, in the generator's order
     * @param refusedAtLimit subscriptions the NRF refused at its subscription limit (the only failures when
     *                       {@link #onlyLimitRefusals()}): the NRF already held others
     */
    public record Loaded(int exitCode, List<GeneratedProfile> profiles, List<String> createdProfiles,
                         List<CreatedSubscription> subscriptions, int refusedAtLimit, boolean onlyLimitRefusals) {}

    /**
     * How an NRF refuses a subscription beyond its limit: TS 29.510 defines no answer; the NRF stub's default
     * (403 SUBSCRIPTION_NOT_ALLOWED) and TS 29.500's generic shortage (500 INSUFFICIENT_RESOURCES).
     */
    static final Set<String> LIMIT_REFUSALS = Set.of("403 SUBSCRIPTION_NOT_ALLOWED", "500 INSUFFICIENT_RESOURCES");

    /**
     * Registers the profiles, then creates the subscriptions, reporting to {@code out} as the command does;
     * a call model's simulation loads its population this way before its load starts.
     */
    public static Loaded load(SbiClient client, String nrf, List<GeneratedProfile> profiles,
                              List<GeneratedSubscription> subscriptions, int concurrency, PrintStream out) throws InterruptedException {
        String apiRoot = nrf.endsWith("/") ? nrf.substring(0, nrf.length() - 1) : nrf;
        out.printf("%nRegisterNFInstance: PUT %s/nnrf-nfm/v1/nf-instances/{nfInstanceId}, %d in flight at most%n", apiRoot, concurrency);
        Tally registered = PopulationLoader.send(client, profiles.stream()
                .map(p -> SbiClient.Request.of("PUT", apiRoot + "/nnrf-nfm/v1/nf-instances/" + p.nfInstanceId())
                        .body("application/json", p.json()))
                .toList(), concurrency, Set.of());
        print("profiles", "registered", registered, out);
        List<String> createdProfiles = new ArrayList<>();
        for (int i = 0; i < profiles.size(); i++) {
            if (registered.locations().get(i) != null) {
                createdProfiles.add(profiles.get(i).nfInstanceId());
            }
        }
        if (registered.succeeded() == 0) {
            out.println("No profile registered: the subscriptions are not sent.");
            return new Loaded(FAILED, profiles, createdProfiles, List.of(), 0, false);
        }

        String callback = subscriptions.isEmpty() ? "" : subscriptions.get(0).subscriptionData().path("nfStatusNotificationUri").asString();
        out.printf("%nCreateSubscription: POST %s/nnrf-nfm/v1/subscriptions, callback %s%n", apiRoot, callback);
        Tally subscribed = PopulationLoader.send(client, subscriptions.stream()
                .map(s -> SbiClient.Request.of("POST", apiRoot + "/nnrf-nfm/v1/subscriptions").json(s.subscriptionData()))
                .toList(), concurrency, NOT_SUPPORTED);
        print("subscriptions", "created", subscribed, out);
        out.println("  " + subscriptions.stream().collect(Collectors.groupingBy(GeneratedSubscription::kind,
                        LinkedHashMap::new, Collectors.counting()))
                .entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
        if (subscribed.notSupported() > 0) {
            out.printf("  %d not supported by this NRF (answered %s): it has no CreateSubscription%n",
                    subscribed.notSupported(), new TreeSet<>(NOT_SUPPORTED));
        }
        List<CreatedSubscription> created = new ArrayList<>();
        for (int i = 0; i < subscriptions.size(); i++) {
            String location = subscribed.locations().get(i);
            if (location != null) {
                created.add(new CreatedSubscription(location.substring(location.lastIndexOf('/') + 1),
                        subscriptions.get(i).subscriptionData()));
            }
        }
        int atLimit = LIMIT_REFUSALS.stream().mapToInt(k -> subscribed.byStatus().getOrDefault(k, 0)).sum();
        if (atLimit > 0) {
            out.printf("  %d refused at the NRF's subscription limit: it holds subscriptions this load did not make%n", atLimit);
        }
        int exit = registered.failed() > 0 || subscribed.failed() > 0 ? FAILED
                : subscribed.notSupported() > 0 ? SUBSCRIPTIONS_NOT_SUPPORTED : OK;
        return new Loaded(exit, profiles, createdProfiles, created, atLimit,
                registered.failed() == 0 && subscribed.failed() == atLimit);
    }

    private static void printPopulation(List<GeneratedProfile> profiles, PrintStream out) {
        Map<String, IntSummaryStatistics> sizes = profiles.stream().collect(Collectors.groupingBy(GeneratedProfile::nfType,
                TreeMap::new, Collectors.summarizingInt(p -> p.json().length)));
        out.printf("NRF population: %d NF profiles of %d NF types (pretty JSON, bytes)%n", profiles.size(), sizes.size());
        out.printf("  %-5s %5s %13s %15s%n", "type", "count", "size", "seed");
        for (NfTypeSpec spec : NfProfileGenerator.SEED) {
            IntSummaryStatistics s = sizes.get(spec.nfType());
            out.printf("  %-5s %5d %13s %15s%n", spec.nfType(), s.getCount(), range(s.getMin(), s.getMax()),
                    range(spec.minBytes(), spec.maxBytes()));
        }
        out.printf("  total %d bytes%n", profiles.stream().mapToLong(p -> p.json().length).sum());
    }

    private static String range(int min, int max) {
        return min == max ? Integer.toString(min) : min + "-" + max;
    }

    private static void print(String what, String verb, Tally t, PrintStream out) {
        out.printf("  %d of %d %s %s in %.2f s (%d bytes sent); answers %s%n", t.succeeded(), t.sent(), what, verb,
                t.nanos() / 1e9, t.bytes(), t.byStatus());
        if (t.failed() > 0) {
            out.printf("  %d failed, e.g.:%n", t.failed());
            t.problems().forEach(p -> out.println("    " + p));
        }
    }

    private static int dump(List<GeneratedProfile> profiles, Path dir, PrintStream out) {
        try {
            for (GeneratedProfile p : profiles) {
                Path typeDir = Files.createDirectories(dir.resolve(p.nfType()));
                Files.write(typeDir.resolve(p.nfInstanceId() + ".json"), p.json());
            }
        } catch (IOException e) {
            out.println("cannot write the profiles to " + dir + ": " + e);
            return FAILED;
        }
        out.printf("Wrote %d profiles to %s/<nfType>/<nfInstanceId>.json%n", profiles.size(), dir.toAbsolutePath());
        return OK;
    }

    private static int usage(PrintStream out, String problem) {
        out.println(problem);
        out.println(USAGE_TEXT);
        return USAGE;
    }
}
