package dev.corebed.bsf;

import dev.corebed.diameter.RxRelayBench;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.sbi.config.SbiEndpoints;
import java.net.Inet4Address;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The Rx relay of the real BSF stub (bench/bsf-rx-bench.sh): a BSF on its embedded database with {@code preload}
 * bindings loaded through its bulk provisioning, all naming one PCF's Diameter identity; that PCF (the test kit's
 * Rx peer) connects to the BSF, as a PCF does. An AF runs Rx sessions (AAR-I, AAR-U, STR, each after the previous
 * answer) through the BSF, each for a UE address drawn at random from the preloaded ones, so every AAR-I is a
 * binding lookup in the data tier; a second AF runs the same sessions straight to the PCF. The two alternate,
 * round after round, in this one process, and the difference is what the BSF adds. Printed per run: answers/s,
 * p50/p99 over all messages and for AAR-I (the one that reads the data tier), and the CPU time per message of this
 * JVM plus the embedded mariadbd. Asserts nothing; loopback only; bounded (rounds × seconds).
 *
 * <p>Arguments: data directory, bindings to preload, sessions in flight, seconds per run, rounds.
 */
public final class RxProxyBench {

    static final String BSF = "bsf.corebed.test";
    static final String PCF = "pcf-bench.corebed.test";

    private RxProxyBench() {}

    public static void main(String[] args) throws Exception {
        Path dataDir = Path.of(args[0]).toAbsolutePath();
        int preload = Integer.parseInt(args[1]);
        int window = Integer.parseInt(args[2]);
        int seconds = Integer.parseInt(args[3]);
        int rounds = Integer.parseInt(args[4]);

        ConfigurableApplicationContext bsf = BsfBenchBed.start(dataDir, 0);
        int admin = bsf.getBean(SbiEndpoints.class).adminPort();
        int diameterPort = bsf.getBean(dev.corebed.diameter.DiameterNode.class).port();
        BsfBenchBed.preload(admin, preload, PCF, RxTestPeer.REALM);
        LongSupplier databaseCpu = databaseCpu();

        RxTestPeer pcf = RxTestPeer.pcf(PCF, RxTestPeer.peer(BSF, diameterPort)).recording(false);
        RxTestPeer viaBsf = RxTestPeer.af("af-bsf.corebed.test", RxTestPeer.peer(BSF, diameterPort)).recording(false);
        RxTestPeer direct = RxTestPeer.af("af-direct.corebed.test", RxTestPeer.peer(PCF, pcf.port())).recording(false);
        if (!pcf.awaitOpen(BSF) || !viaBsf.awaitOpen(BSF) || !direct.awaitOpen(PCF)) {
            throw new IllegalStateException("the Diameter peers did not open");
        }
        // Each session's UE: one of the preloaded addresses (10.0.0.0 + i), at random, so lookups miss the caches.
        Supplier<Inet4Address> ue = () -> inet4((10L << 24) + ThreadLocalRandom.current().nextInt(preload));
        System.out.printf("Rx sessions AAR-I → AAR-U → STR through the BSF (%d bindings in the data tier) and straight to the PCF;"
                        + " %d sessions in flight, %d s per run, %d rounds; %d cores, load %s%n",
                preload, window, seconds, rounds, Runtime.getRuntime().availableProcessors(), RxRelayBench.load());

        RxRelayBench.alternate(direct, viaBsf, "via BSF", PCF, ue, window, seconds, rounds, databaseCpu);
        System.out.printf("load at the end %s%n", RxRelayBench.load());
        direct.close();
        viaBsf.close();
        pcf.close();
        bsf.close();
        System.exit(0);
    }

    /** CPU nanoseconds used so far by the embedded mariadbd this JVM started (0 when the database runs elsewhere). */
    static LongSupplier databaseCpu() {
        List<ProcessHandle> db = ProcessHandle.current().descendants()
                .filter(p -> p.info().command().map(c -> c.endsWith("mariadbd") || c.endsWith("mysqld")).orElse(false))
                .toList();
        return () -> db.stream().mapToLong(p -> p.info().totalCpuDuration().map(Duration::toNanos).orElse(0L)).sum();
    }

    /** The IPv4 address of an unsigned 32-bit number. */
    static Inet4Address inet4(long v) {
        try {
            return (Inet4Address) java.net.InetAddress.getByAddress(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }
}
