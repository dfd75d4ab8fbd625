#!/usr/bin/env bash
# BSF binding benchmark, before and after side by side in one run: two BSF stubs, each on its own embedded database
# with PRELOAD bindings loaded first through its bulk provisioning; "off" runs with stub.bsf.view.enabled=false (every
# read and write goes to the data tier on its own, as before), "on" with its default (the bindings in memory, writes
# committed in groups). Measured, alternating between the two:
#   - GetPCFBindings by UE address: h2load over h2c, GETS requests per round (-c 16 -m 32), URIs drawn at random
#     from the preloaded addresses (every one found), req/s and p50/p99;
#   - the seed's S1 Nbsf mix, Create 1 : Delete 1 (callmodels/bsf.md): BsfBindingBench (a JVM of its own, sbi-core's
#     SbiClient over h2c), CONC create->delete pairs in flight, each delete taking the Location of its create.
# Also printed: the bulk-load time, each BSF JVM's heap after a full GC, its RSS and its mariadbd's, with the
# population loaded, the CPU per pair of the BSF JVM and of mariadbd, and the load average (other work on these cores
# makes every figure noisier: compare the two columns of one run). Loopback only, bounded request counts.
#
#   bench/bsf-binding-bench.sh                        # defaults below; override with the environment:
#   PRELOAD=1000000 PAIRS=50000 ROUNDS=3 CONC=64 bench/bsf-binding-bench.sh
#   VIEWS=on bench/bsf-binding-bench.sh               # the new path only
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

PRELOAD=${PRELOAD:-1000000}   # bindings in each data tier before the measurements
VIEWS=${VIEWS:-"off on"}      # stub.bsf.view.enabled of each BSF: off = before, on = after
WARMUP=${WARMUP:-20000}       # pairs, discarded: the JIT and the database settle
ROUNDS=${ROUNDS:-3}           # measured rounds of each kind per BSF
PAIRS=${PAIRS:-50000}         # create+delete pairs per round
CONC=${CONC:-64}              # pairs in flight
GETS=${GETS:-500000}          # GetPCFBindings per round
URIS=${URIS:-20000}           # distinct UE addresses the GETs cycle through, drawn from the preloaded ones
FLUSH=${FLUSH:-1}             # the embedded MariaDB's innodb_flush_log_at_trx_commit: 1 (its default) syncs the redo
                              # log at every commit; 2 syncs it once a second (closer to NDB's in-memory commit)
PORT=${PORT:-18184}           # the first BSF's SBI port; the second takes PORT+1
JVM_OPTS_OFF=${JVM_OPTS_OFF:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
# The bindings in memory are off the heap: a 256 MiB heap holds the indexes of a million of them.
JVM_OPTS_ON=${JVM_OPTS_ON:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx256m -XX:MaxDirectMemorySize=2g"}
DRIVER_JVM_OPTS=${DRIVER_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"
command -v h2load >/dev/null || { echo "h2load is missing: apt-get install nghttp2-client" >&2; exit 1; }

. "$here/bench/stub-bed.sh"
bench_work "$here/bsf-stub/target/bsf-binding-bench"
bench_build bsf-stub

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A pid admin dbpid port
i=0
for v in $VIEWS; do
  port[$v]=$((PORT + i)); i=$((i + 1))
  opts=$JVM_OPTS_OFF; [ "$v" = on ] && opts=$JVM_OPTS_ON
  enabled=false; [ "$v" = on ] && enabled=true
  echo "== BSF '$v' (stub.bsf.view.enabled=$enabled, port ${port[$v]}, $opts): $PRELOAD bindings preloaded, innodb_flush_log_at_trx_commit=$FLUSH"
  "$java" $opts -Dstub.bsf.view.enabled=$enabled -cp "$cp" dev.corebed.bsf.BsfBenchBed "${port[$v]}" "$work/data-$v" "$PRELOAD" \
    "$FLUSH" >"$work/bsf-$v.log" 2>&1 &
  pids+=($!)
  p=$!
  for _ in $(seq 1 9000); do
    grep -q '^READY' "$work/bsf-$v.log" && break
    kill -0 "$p" 2>/dev/null || { cat "$work/bsf-$v.log" >&2; exit 1; }
    sleep 0.2
  done
  grep -q '^READY' "$work/bsf-$v.log" || { echo "the BSF '$v' did not get ready" >&2; exit 1; }
  grep -E '^(preload|table)' "$work/bsf-$v.log" | sed 's/; {.*//'
  pid[$v]=$(sed -n 's/^READY .*pid=\([0-9]*\).*/\1/p' "$work/bsf-$v.log")
  admin[$v]=$(sed -n 's/^READY admin=\([0-9]*\).*/\1/p' "$work/bsf-$v.log")
  dbpid[$v]=$(pgrep -P "${pid[$v]}" mariadbd || true)
  echo "BSF '$v' with the population: bindings stored $(curl -sf "http://127.0.0.1:${admin[$v]}/admin/v1/bsf/pcf-bindings/count");" \
    "heap after full GC $(heap "${pid[$v]}"), RSS $(rss "${pid[$v]}"); mariadbd RSS $([ -n "${dbpid[$v]}" ] && rss "${dbpid[$v]}" || echo '?')"
done

# The GETs' URIs: URIS preloaded addresses at random (10.0.0.0 + i, i < PRELOAD), the same draw for both BSFs.
awk -v n="$URIS" -v max="$PRELOAD" 'BEGIN { srand(17); for (k = 0; k < n; k++) { i = int(rand() * max); a = 167772160 + i;
  printf "/nbsf-management/v1/pcfBindings?ipv4Addr=%d.%d.%d.%d\n", int(a / 16777216) % 256, int(a / 65536) % 256, int(a / 256) % 256, a % 256 } }' \
  >"$work/paths.txt"
for v in $VIEWS; do sed "s|^|http://127.0.0.1:${port[$v]}|" "$work/paths.txt" >"$work/uris-$v.txt"; done

get_round() { # view round
  local v=$1 r=$2 out="$work/get-$1-$2"
  h2load -n "$GETS" -c 16 -m 32 -t 1 -i "$work/uris-$v.txt" --log-file="$out.log" >"$out.out" 2>&1 || true
  local rate ok lat
  rate=$(sed -n 's/^finished in [0-9.]*s, \([0-9.]*\) req\/s.*/\1/p' "$out.out")
  ok=$(sed -n 's/^status codes: \([0-9]*\) 2xx.*/\1/p' "$out.out")
  lat=$(awk -F'\t' '{ print $3 }' "$out.log" | sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) { print "0 0"; exit }
        printf "%.2f %.2f", v[int(NR * 0.5)] / 1000, v[int(NR * 0.99)] / 1000 }')
  rm -f "$out.log"
  printf 'GET   %-3s round %d: %9.0f req/s  p50 %6s ms  p99 %6s ms  2xx %s of %s; load %s\n' "$v" "$r" "${rate:-0}" \
    ${lat} "${ok:-0}" "$GETS" "$(cut -d' ' -f1 /proc/loadavg)"
  echo "$v ${rate:-0}" >>"$work/get-rates"
}

echo "== GetPCFBindings by UE address: one warm-up round each, then $ROUNDS rounds of $GETS, alternating (h2load -c 16 -m 32, $URIS addresses)"
for v in $VIEWS; do h2load -n "$GETS" -c 16 -m 32 -t 1 -i "$work/uris-$v.txt" >/dev/null 2>&1 || true; done
for r in $(seq 1 "$ROUNDS"); do for v in $VIEWS; do get_round "$v" "$r"; done; done

echo "== create+delete pairs: $WARMUP warm-up each, then $ROUNDS rounds of $PAIRS, alternating, $CONC in flight (h2c)"
driver() { "$java" $DRIVER_JVM_OPTS -cp "$cp" dev.corebed.bsf.BsfBindingBench "http://127.0.0.1:${port[$1]}" "${@:2}"; }
declare -A cpu0 cpu1 db0 db1
for v in $VIEWS; do driver "$v" "$WARMUP" 0 0 "$CONC" | sed "s/^/$v /"; done
for v in $VIEWS; do cpu0[$v]=0; db0[$v]=0; done
for r in $(seq 1 "$ROUNDS"); do
  for v in $VIEWS; do
    b=$(cpu "${pid[$v]}"); d=$([ -n "${dbpid[$v]}" ] && cpu "${dbpid[$v]}" || echo 0)
    driver "$v" 0 1 "$PAIRS" "$CONC" | grep '^round' | sed "s/^round 1/pairs $v round $r/;s/$/; load $(cut -d' ' -f1 \/proc\/loadavg)/" \
      | tee -a "$work/pairs.log"
    cpu0[$v]=$(echo "${cpu0[$v]} + $(cpu "${pid[$v]}") - $b" | bc)
    db0[$v]=$(echo "${db0[$v]} + $([ -n "${dbpid[$v]}" ] && cpu "${dbpid[$v]}" || echo 0) - $d" | bc)
  done
done

echo "== summary (medians of the rounds; load average now $(cut -d' ' -f1-3 /proc/loadavg))"
for v in $VIEWS; do
  g=$(awk -v v="$v" '$1 == v { print $2 }' "$work/get-rates" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  p=$(sed -n "s/^pairs $v round [0-9]*: .*: \([0-9]*\) pairs\/s.*/\1/p" "$work/pairs.log" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  awk -v v="$v" -v g="$g" -v p="$p" -v b="${cpu0[$v]}" -v d="${db0[$v]}" -v n="$((ROUNDS * PAIRS))" 'BEGIN {
    printf "BSF %-3s GET %7.0f req/s; create+delete %6.0f pairs/s = %6.0f ops/s; CPU per pair: BSF JVM %4.0f us, mariadbd %4.0f us\n",
           v, g, p, 2 * p, b * 1e6 / n, d * 1e6 / n }'
  echo "        after the run: bindings stored $(curl -sf "http://127.0.0.1:${admin[$v]}/admin/v1/bsf/pcf-bindings/count");" \
    "heap after full GC $(heap "${pid[$v]}"), RSS $(rss "${pid[$v]}"); mariadbd RSS $([ -n "${dbpid[$v]}" ] && rss "${dbpid[$v]}" || echo '?')"
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with other work)"
