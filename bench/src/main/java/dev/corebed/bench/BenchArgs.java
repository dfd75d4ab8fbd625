package dev.corebed.bench;

/**
 * Command line of both benchmark servers: {@code --bind 127.0.0.1 --port 0 --stats-port 0}
 * (0 = any free port). Once listening, a server prints one line the script waits for:
 * {@code LISTENING name=<name> port=<h2c port> stats-port=<stats port> pid=<pid>}.
 */
record BenchArgs(String bind, int port, int statsPort) {

    static BenchArgs parse(String[] args) {
        String bind = "127.0.0.1";
        int port = 0;
        int statsPort = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--bind" -> bind = require(a, v);
                case "--port" -> port = Integer.parseInt(require(a, v));
                case "--stats-port" -> statsPort = Integer.parseInt(require(a, v));
                default -> throw new IllegalArgumentException("unknown argument " + a
                        + "; usage: [--bind 127.0.0.1] [--port 0] [--stats-port 0]");
            }
            i++;
        }
        return new BenchArgs(bind, port, statsPort);
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
