#!/usr/bin/env bash
# BSF binding benchmark: the seed's S1 Nbsf mix, Create 1 : Delete 1 (callmodels/bsf.md), against the BSF stub on
# the embedded database with PRELOAD bindings loaded first through its bulk provisioning. BsfBindingBench (a JVM of
# its own, sbi-core's SbiClient over h2c) runs CONC create→delete pairs at a time, each delete taking the Location of
# its create, and prints pairs/s, operations/s and p50/p99 per operation. Also printed: the bulk-load time, the BSF
# JVM's heap after a full GC and its RSS (and the embedded mariadbd's) with the population loaded, and the load
# average (other work on these cores makes every figure noisier). Loopback only, bounded pair counts.
#
#   bench/bsf-binding-bench.sh                        # defaults below; override with the environment:
#   PRELOAD=1000000 PAIRS=50000 ROUNDS=3 CONC=64 bench/bsf-binding-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

PRELOAD=${PRELOAD:-1000000}   # bindings in the data tier before the pairs start
WARMUP=${WARMUP:-20000}       # pairs, discarded: the JIT and the database settle
ROUNDS=${ROUNDS:-3}           # measured rounds
PAIRS=${PAIRS:-50000}         # create+delete pairs per round
CONC=${CONC:-64}              # pairs in flight
FLUSH=${FLUSH:-1}             # the embedded MariaDB's innodb_flush_log_at_trx_commit: 1 (its default) syncs the redo
                              # log at every commit; 2 syncs it once a second (closer to NDB's in-memory commit)
BSF_PORT=${BSF_PORT:-18184}
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
DRIVER_JVM_OPTS=${DRIVER_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"

. "$here/bench/stub-bed.sh"
bench_work "$here/bsf-stub/target/bsf-binding-bench"
bench_build bsf-stub

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== BSF stub (port $BSF_PORT), $PRELOAD bindings preloaded, innodb_flush_log_at_trx_commit=$FLUSH"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.bsf.BsfBenchBed "$BSF_PORT" "$work/data" "$PRELOAD" "$FLUSH" >"$work/bsf.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 6000); do
  grep -q '^READY' "$work/bsf.log" && break
  kill -0 "${pids[0]}" 2>/dev/null || { cat "$work/bsf.log" >&2; exit 1; }
  sleep 0.2
done
grep -q '^READY' "$work/bsf.log" || { echo "the BSF did not get ready" >&2; exit 1; }
grep -E '^(preload|table)' "$work/bsf.log" | sed 's/; {.*//'
pid=$(sed -n 's/^READY .*pid=\([0-9]*\).*/\1/p' "$work/bsf.log")
admin=$(sed -n 's/^READY admin=\([0-9]*\).*/\1/p' "$work/bsf.log")
db_pid=$(pgrep -P "$pid" mariadbd || true)

count() { curl -sf "http://127.0.0.1:$admin/admin/v1/bsf/pcf-bindings/count"; }

echo "bindings stored: $(count)"
echo "BSF JVM with the population: heap after full GC $(heap "$pid"), RSS $(rss "$pid"); mariadbd RSS $([ -n "$db_pid" ] && rss "$db_pid" || echo '?')"


echo "== create+delete pairs: $WARMUP warm-up, then $ROUNDS x $PAIRS, $CONC in flight (h2c)"
driver=("$java" $DRIVER_JVM_OPTS -cp "$cp" dev.corebed.bsf.BsfBindingBench "http://127.0.0.1:$BSF_PORT")
"${driver[@]}" "$WARMUP" 0 0 "$CONC" | grep -v '^RESULT' | tee "$work/warmup.log"
bsf0=$(cpu "$pid"); db0=$([ -n "$db_pid" ] && cpu "$db_pid" || echo 0)
"${driver[@]}" 0 "$ROUNDS" "$PAIRS" "$CONC" | tee "$work/driver.log"
bsf1=$(cpu "$pid"); db1=$([ -n "$db_pid" ] && cpu "$db_pid" || echo 0)
awk -v b="$(echo "$bsf1 - $bsf0" | bc)" -v d="$(echo "$db1 - $db0" | bc)" -v n="$((ROUNDS * PAIRS))" 'BEGIN {
  printf "CPU over the measured rounds: BSF JVM %.1f s (%.0f us per pair), mariadbd %.1f s (%.0f us per pair)\n",
         b, b * 1e6 / n, d, d * 1e6 / n }'
echo "bindings stored after the pairs: $(count) (every pair deleted what it created)"
echo "BSF JVM after the run: heap after full GC $(heap "$pid"), RSS $(rss "$pid"); mariadbd RSS $([ -n "$db_pid" ] && rss "$db_pid" || echo '?')"
curl -sf "http://127.0.0.1:$admin/metrics" >"$work/metrics.txt" || true
grep -E '^stub_bsf_bindings_total' "$work/metrics.txt" | sed 's/{application="[^"]*",/{/' || true
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with other work)"
