package dev.corebed.gatling.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * What the runs print about the machine they ran on, from /proc: the load average (other engineers share these cores,
 * so every figure goes with it), the CPU time a process used, and which local process serves a port (the cluster a
 * run uses, whoever started it). Linux only; elsewhere the figures read "n/a" or are absent.
 */
public final class Host {

    /** Linux reports process times in 1/100 s (USER_HZ) on every architecture this runs on. */
    public static final long TICKS_PER_SECOND = 100;

    private Host() {}

    /** The 1, 5 and 15 minute load averages, "5.17 6.97 4.75". */
    public static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }

    public static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** CPU ticks (user + system) the process used so far; -1 for a pid of 0 or less, or a process that is gone. */
    public static long cpuTicks(long pid) {
        if (pid <= 0) {
            return -1;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The pids of a process's children whose command name is {@code comm} (the embedded mariadbd of a stub JVM). */
    public static List<Long> children(long pid, String comm) {
        List<Long> out = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().matches("[0-9]+")).toList()) {
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (Long.parseLong(f[1]) == pid && name.equals(comm)) {
                        out.add(Long.parseLong(p.getFileName().toString()));
                    }
                } catch (IOException | RuntimeException gone) {
                    // the process ended while we looked
                }
            }
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    /**
     * The local process listening on this TCP port (IPv4 or IPv6), found through its socket's inode: the cluster a
     * load run uses, whether it started it or not. Empty when none is found (another user's process, no /proc).
     */
    public static OptionalLong listeningPid(int port) {
        List<String> inodes = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table))) {
                    String[] f = line.trim().split("\\s+");
                    // sl local_address rem_address st ... inode; st 0A = LISTEN
                    if (f.length > 9 && f[1].contains(":") && f[3].equals("0A")
                            && Integer.parseInt(f[1].substring(f[1].lastIndexOf(':') + 1), 16) == port) {
                        inodes.add("socket:[" + f[9] + "]");
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no such table here
            }
        }
        if (inodes.isEmpty()) {
            return OptionalLong.empty();
        }
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().matches("[0-9]+")).toList()) {
                try (Stream<Path> fds = Files.list(p.resolve("fd"))) {
                    for (Path fd : fds.toList()) {
                        try {
                            if (inodes.contains(Files.readSymbolicLink(fd).toString())) {
                                return OptionalLong.of(Long.parseLong(p.getFileName().toString()));
                            }
                        } catch (IOException | RuntimeException gone) {
                            // closed while we looked
                        }
                    }
                } catch (IOException | RuntimeException notOurs) {
                    // a process we may not look into, or one that ended
                }
            }
        } catch (IOException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }

    /** CPU ticks (user + system) each process used so far; -1 for a pid of 0 or one that is gone. */
    public static long[] cpuTicks(long[] pids) {
        long[] out = new long[pids.length];
        for (int i = 0; i < pids.length; i++) {
            out[i] = cpuTicks(pids[i]);
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
}
