package dev.corebed.gatling.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the benchmarks read of the processes they measure, from /proc (Linux). */
public final class Processes {

    /** USER_HZ: Linux reports process times in 1/100 s on every architecture this runs on. */
    public static final long TICKS_PER_SECOND = 100;

    private Processes() {}

    /** CPU ticks (user + system) each process used so far; -1 for a pid of 0 or one that is gone. */
    public static long[] cpuTicks(long[] pids) {
        long[] out = new long[pids.length];
        for (int i = 0; i < pids.length; i++) {
            out[i] = -1;
            if (pids[i] <= 0) {
                continue;
            }
            try {
                String stat = Files.readString(Path.of("/proc", Long.toString(pids[i]), "stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                out[i] = Long.parseLong(f[11]) + Long.parseLong(f[12]);
            } catch (IOException | RuntimeException e) {
                out[i] = -1;
            }
        }
        return out;
    }

    /**
     * CPU ticks the JIT compiler threads of a JVM used so far (its tasks named "C1 CompilerThre…", "C2 CompilerThre…"):
     * the part of a JVM's CPU that goes to compiling rather than running, large on a short or slow-rising run; -1 for a
     * pid of 0 or one that is gone.
     */
    public static long jitTicks(long pid) {
        if (pid <= 0) {
            return -1;
        }
        long sum = 0;
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks.toList()) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
                        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        sum += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    }
                } catch (IOException | RuntimeException e) {
                    // a thread that ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return sum;
    }

    /** The load average over 1, 5 and 15 minutes, as /proc/loadavg has it; "?" where it cannot be read. */
    public static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "?";
        }
    }
}
