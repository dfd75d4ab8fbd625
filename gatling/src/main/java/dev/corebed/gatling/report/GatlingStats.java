package dev.corebed.gatling.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The statistics of a Gatling run, read from the statistics table of its HTML report ({@code index.html}):
 * per request and per group, the OK and KO counts and the four percentiles of gatling.conf (this module
 * sets them to 50, 90, 95 and 99). Gatling 3.15 writes no {@code js/stats.json} any more and its
 * {@code simulation.log} is a binary format of its own; the table is the figures its report shows, in a
 * layout fixed for the pinned version (the smoke runs of the test suite read it).
 */
public final class GatlingStats {

    /** One request or group: counts, and latency in ms (percentiles over OK and KO answers together). */
    public record Entry(String name, boolean group, long ok, long ko, SeedFigures.Latency latency) {}

    private static final Pattern ROW = Pattern.compile("<tr id=\"([^\"]+)\"[^>]*>(.*?)</tr>", Pattern.DOTALL);
    private static final Pattern NAME = Pattern.compile("class=\"ellipsed-name\">(.*?)</span>", Pattern.DOTALL);
    private static final Pattern CELL = Pattern.compile("<td class=\"value [a-z]+ col-(\\d+)\">([^<]*)</td>");
    private static final Pattern HEADER = Pattern.compile("<th id=\"col-(\\d+)\"[^>]*><span>(\\d+)th pct</span></th>");

    private final Map<String, Entry> entries;
    private final Path reportDir;

    private GatlingStats(Path reportDir, Map<String, Entry> entries) {
        this.reportDir = reportDir;
        this.entries = entries;
    }

    public static GatlingStats read(Path reportDir) throws IOException {
        return new GatlingStats(reportDir, parse(Files.readString(reportDir.resolve("index.html"), StandardCharsets.UTF_8)));
    }

    static Map<String, Entry> parse(String html) {
        // the percentile columns, in the order of gatling.conf's percentile1..4
        Matcher h = HEADER.matcher(html);
        Map<Integer, Integer> percentileColumns = new LinkedHashMap<>();
        while (h.find()) {
            percentileColumns.put(Integer.parseInt(h.group(2)), Integer.parseInt(h.group(1)));
        }
        if (!percentileColumns.keySet().containsAll(List.of(50, 90, 95, 99))) {
            throw new IllegalArgumentException("the report's table has percentiles " + percentileColumns.keySet()
                    + ", not 50/90/95/99: is gatling.conf of this module on the class path?");
        }
        Map<String, Entry> entries = new LinkedHashMap<>();
        Matcher row = ROW.matcher(html);
        while (row.find()) {
            Matcher n = NAME.matcher(row.group(2));
            if (!n.find()) {
                continue;
            }
            Map<Integer, String> cells = new LinkedHashMap<>();
            Matcher c = CELL.matcher(row.group(2));
            while (c.find()) {
                cells.put(Integer.parseInt(c.group(1)), c.group(2).trim());
            }
            String name = unescape(n.group(1).trim());
            SeedFigures.Latency latency = new SeedFigures.Latency(number(cells.get(percentileColumns.get(50))),
                    number(cells.get(percentileColumns.get(90))), number(cells.get(percentileColumns.get(95))),
                    number(cells.get(percentileColumns.get(99))));
            entries.putIfAbsent(name, new Entry(name, row.group(1).startsWith("group_"), (long) number(cells.get(3)),
                    (long) number(cells.get(4)), latency));
        }
        return entries;
    }

    private static double number(String s) {
        if (s == null || s.isEmpty() || s.equals("-")) {
            return Double.NaN;
        }
        return Double.parseDouble(s.replace(",", ""));
    }

    private static String unescape(String s) {
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&");
    }

    /** The newest report directory (one holding index.html) under Gatling's results folder. */
    public static Optional<Path> newestReport(Path resultsFolder) throws IOException {
        if (!Files.isDirectory(resultsFolder)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(resultsFolder)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("index.html")))
                    .max((a, b) -> Long.compare(a.toFile().lastModified(), b.toFile().lastModified()));
        }
    }

    public Optional<Entry> entry(String name) {
        return Optional.ofNullable(entries.get(name.trim()));
    }

    public Map<String, Entry> entries() {
        return entries;
    }

    public Path reportDir() {
        return reportDir;
    }

    public Path indexHtml() {
        return reportDir.resolve("index.html");
    }
}
