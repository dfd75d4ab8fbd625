package dev.corebed.bench;

/**
 * Command line of both benchmark servers: {@code --bind 127.0.0.1 --port 0 --stats-port 0}; the reference
 * also takes {@code --body FILE}, the bytes it answers (default: the 2.5 KB NF profile body), the stub
 * {@code --journal on|off}, whether it records requests in its journal (default on, as stubs run)
 * (0 = any free port). Once listening, a server prints one line the script waits for:
 * {@code LISTENING name=<name> port=<h2c port> stats-port=<stats port> pid=<pid>}.
 */
record BenchArgs(String bind, int port, int statsPort, java.nio.file.Path body, boolean journal) {

    static BenchArgs parse(String[] args) {
        String bind = "127.0.0.1";
        int port = 0;
        int statsPort = 0;
        java.nio.file.Path body = null;
        boolean journal = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--bind" -> bind = require(a, v);
                case "--port" -> port = Integer.parseInt(require(a, v));
                case "--stats-port" -> statsPort = Integer.parseInt(require(a, v));
                case "--body" -> body = java.nio.file.Path.of(require(a, v));
                case "--journal" -> journal = switch (require(a, v)) {
                    case "on" -> true;
                    case "off" -> false;
                    default -> throw new IllegalArgumentException("--journal on or off");
                };
                default -> throw new IllegalArgumentException("unknown argument " + a
                        + "; usage: [--bind 127.0.0.1] [--port 0] [--stats-port 0] [--body FILE] [--journal on|off]");
            }
            i++;
        }
        return new BenchArgs(bind, port, statsPort, body, journal);
    }

    private static String require(String name, String value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        return value;
    }

    static void announce(String name, int port, int statsPort) {
        System.out.println("LISTENING name=" + name + " port=" + port + " stats-port=" + statsPort
                + " pid=" + ProcessHandle.current().pid());
        System.out.flush();
    }
}
