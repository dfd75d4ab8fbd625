package dev.corebed.shcache;

import dev.corebed.sbi.test.HttpProbe;

/** A Prometheus scrape of a management port, read the way a user reads it: sums of a meter's lines with given labels. */
final class Scrape {

    private final String text;

    private Scrape(String text) {
        this.text = text;
    }

    static Scrape of(String adminRoot) {
        return new Scrape(HttpProbe.http1("GET", adminRoot + "/metrics", null).body());
    }

    /** The sum of the samples of {@code name} whose labels include every {@code label="value"} given. */
    double sum(String name, String... labels) {
        double total = 0;
        for (String line : text.lines().toList()) {
            if (!line.startsWith(name + "{") && !line.startsWith(name + " ")) {
                continue;
            }
            boolean all = true;
            for (String l : labels) {
                all &= line.contains(l);
            }
            if (all) {
                total += Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
            }
        }
        return total;
    }

    /** Requests the HSS simulator answered: {@code diameter_requests_seconds_count} of that command and result. */
    static double hssAnswered(ShCacheBed bed, String command, String result) {
        return of(bed.hssAdmin).sum("diameter_requests_seconds_count", "command=\"" + command + "\"", "result=\"" + result + "\"");
    }
}
