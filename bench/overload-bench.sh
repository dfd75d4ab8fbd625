#!/usr/bin/env bash
# Overload benchmark: the BSF stub with its default overload control, BSF GET by UE address (from memory; VIEW=false:
# one data-tier read per request; MODE=create: a CreatePCFBinding, a data-tier write, per request) offered at 70 %,
# 2x and 10x of the rate it serves, then the closed-loop flood of the issue (16,384 streams
# in flight). Per level it prints what h2load offered, the rate served (2xx) against capacity, the share shed
# (503/429), the admitted requests' p99 against the p99 at 70 %, the stub's heap and RSS, and the load average.
# Figures only, nothing asserted. Loopback only; h2load shares the cores with the stub, so on a small machine it may
# not reach 10x: the "offered" column says what it really sent.
#
#   bench/overload-bench.sh                          # defaults below; override with the environment:
#   DURATION=20 PRELOAD=100000 bench/overload-bench.sh
#   QUEUE=64 bench/overload-bench.sh                  # the data tier's queue shorter than its default
#   MODE=create bench/overload-bench.sh               # CreatePCFBinding instead of GET: every request a data-tier write
#   VIEW=false bench/overload-bench.sh                # the bindings not held in memory (stub.bsf.view.enabled=false)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

PRELOAD=${PRELOAD:-10000}     # bindings in the data tier; the GETs cycle over ADDRESSES of them
ADDRESSES=${ADDRESSES:-64}
DURATION=${DURATION:-10}      # seconds measured per level
WARMUP=${WARMUP:-3}           # seconds of h2load warm-up (not measured) before each level
CLIENTS=${CLIENTS:-32}        # h2load connections of the rate-driven levels
STREAMS=${STREAMS:-256}       # streams each of them may hold in flight
LEVELS=${LEVELS:-"0.7 2 10"}  # offered load as a multiple of the measured capacity
BSF_PORT=${BSF_PORT:-18284}
QUEUE=${QUEUE:-}              # db.executor-queue for the stub; empty: its default (2048)
MAX_QUEUE_DELAY=${MAX_QUEUE_DELAY:-}  # db.max-queue-delay for the stub; empty: its default (250ms)
MODE=${MODE:-get}             # get: GetPCFBindings by UE address; create: CreatePCFBinding of one UE address (each
                              # replaces the previous binding of that address: a write of two rows)
VIEW=${VIEW:-true}            # stub.bsf.view.enabled
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}
JVM_OPTS="$JVM_OPTS -Dstub.bsf.view.enabled=$VIEW"
[ -n "$QUEUE" ] && JVM_OPTS="$JVM_OPTS -Ddb.executor-queue=$QUEUE"
[ -n "$MAX_QUEUE_DELAY" ] && JVM_OPTS="$JVM_OPTS -Ddb.max-queue-delay=$MAX_QUEUE_DELAY"

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"
command -v h2load >/dev/null || { echo "h2load is missing: apt-get install nghttp2-client" >&2; exit 1; }

. "$here/bench/stub-bed.sh"
bench_work "$here/bsf-stub/target/overload-bench"
bench_build bsf-stub

echo "== BSF stub (port $BSF_PORT), overload settings as configured, db.executor-queue ${QUEUE:-2048 (default)},"\
  "db.max-queue-delay ${MAX_QUEUE_DELAY:-250ms (default)}, stub.bsf.view.enabled=$VIEW, $PRELOAD bindings, $MODE; $(uptime)"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.bsf.BsfBenchBed "$BSF_PORT" "$work/data" "$PRELOAD" >"$work/bsf.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 3000); do
  grep -q '^READY' "$work/bsf.log" && break
  kill -0 "${pids[0]}" 2>/dev/null || { cat "$work/bsf.log" >&2; exit 1; }
  sleep 0.2
done
grep -q '^READY' "$work/bsf.log" || { echo "the BSF did not get ready" >&2; exit 1; }
pid=$(sed -n 's/^READY .*pid=\([0-9]*\).*/\1/p' "$work/bsf.log")
admin=$(sed -n 's/^READY admin=\([0-9]*\).*/\1/p' "$work/bsf.log")
echo "overload settings: $(curl -sf "http://127.0.0.1:$admin/admin/v1/overload")"

# The GETs: ADDRESSES preloaded UE addresses (10.0.0.0 upwards), one URI each, which h2load cycles through.
# The creates: one body, posted again and again (each create replaces the binding of that address).
uris=()
post=()
if [ "$MODE" = create ]; then
  printf '%s' '{"supi":"imsi-001019999999999","ipv4Addr":"10.250.0.1","dnn":"internet","snssai":{"sst":1,"sd":"000001"},
    "pcfFqdn":"pcf1.operator.test","pcfDiamHost":"pcf1.operator.test","pcfDiamRealm":"operator.test"}' >"$work/binding.json"
  uris+=("http://127.0.0.1:$BSF_PORT/nbsf-management/v1/pcfBindings")
  post=(-d "$work/binding.json" -H "content-type: application/json")
else
  for i in $(seq 0 $((ADDRESSES - 1))); do
    n=$((i * (PRELOAD / ADDRESSES)))
    uris+=("http://127.0.0.1:$BSF_PORT/nbsf-management/v1/pcfBindings?ipv4Addr=10.0.$((n >> 8 & 255)).$((n & 255))")
  done
fi

# The heap as the load left it (no forced GC: a full GC would disturb the next level), and the full GCs so far.
heap_now() {
  "$JAVA_HOME/bin/jstat" -gc "$pid" | awk 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
    NR == 2 { printf "heap %.0f MiB used of %.0f MiB, full GCs %d", ($c["S0U"] + $c["S1U"] + $c["EU"] + $c["OU"]) / 1024,
              ($c["S0C"] + $c["S1C"] + $c["EC"] + $c["OC"]) / 1024, $c["FGC"] }'
}
load() { cut -d' ' -f1-3 /proc/loadavg; }

# Summary of one h2load log (start, status, microseconds): counts, served and offered rates, p99 of the 2xx.
summarize() { # log duration
  local counts lat
  counts=$(awk -F'\t' '{ n++; if ($2 >= 200 && $2 < 300) ok++; else if ($2 == 503 || $2 == 429) shed++; else other++ }
    END { printf "%d %d %d %d", n, ok, shed, other }' "$1")
  # p50 and p99 of the 2xx durations (microseconds in column 3; h2load logs the measured period only)
  lat=$(awk -F'\t' '$2 >= 200 && $2 < 300 { print $3 }' "$1" | sort -n | awk '{ v[NR] = $1 }
    END { if (NR == 0) { print "0 0"; exit } i = int(NR * 0.5); j = int(NR * 0.99); if (i < 1) i = 1; if (j < 1) j = 1
          printf "%.2f %.2f", v[i] / 1000, v[j] / 1000 }')
  read -r n ok shed other <<<"$counts"
  echo "$n $ok $shed $other $(awk -v n="$n" -v d="$2" 'BEGIN { printf "%.0f", n / d }') $(awk -v n="$ok" -v d="$2" 'BEGIN { printf "%.0f", n / d }') $lat"
}

run() { # name log h2load-args...
  local name=$1 log=$2; shift 2
  h2load --warm-up-time="$WARMUP" -D "$DURATION" --log-file="$log" "${post[@]}" "$@" "${uris[@]}" >"$work/$name.out" 2>&1 || true
}

echo "== warm-up and capacity: closed loop, 16 connections x 4 streams (64 in flight: every data-tier thread busy, no limit reached)"
run warmup "$work/warmup.log" -c 16 -m 4 -t 1
run capacity "$work/capacity.log" -c 16 -m 4 -t 1
read -r n ok shed other offered served p50 p99 <<<"$(summarize "$work/capacity.log" "$DURATION")"
capacity=$served
echo "capacity: $capacity req/s served (2xx), p50 $p50 ms, p99 $p99 ms, $shed shed, $other other; $(heap_now), RSS $(rss "$pid"); load $(load)"

printf '%-10s %9s %9s %7s %9s %9s %9s %8s %s\n' level offered served "served/" shed admitted "p99/" other "heap / RSS / load"
printf '%-10s %9s %9s %7s %9s %9s %9s %8s %s\n' "" "req/s" "req/s" capacity share "p99 ms" "p99@70%" "" ""
p99_70=""
for level in $LEVELS; do
  rate=$(awk -v c="$capacity" -v f="$level" -v k="$CLIENTS" 'BEGIN { r = c * f / k; printf "%d", r < 1 ? 1 : r }')
  run "x$level" "$work/x$level.log" -c "$CLIENTS" -m "$STREAMS" -t 1 --rps="$rate"
  read -r n ok shed other offered served p50 p99 <<<"$(summarize "$work/x$level.log" "$DURATION")"
  [ -z "$p99_70" ] && p99_70=$p99
  printf '%-10s %9s %9s %7s %8s%% %9s %9s %8s %s\n' "${level}x" "$offered" "$served" \
    "$(awk -v s="$served" -v c="$capacity" 'BEGIN { printf "%.2f", s / c }')" \
    "$(awk -v s="$shed" -v n="$n" 'BEGIN { printf "%.1f", (n ? 100 * s / n : 0) }')" "$p99" \
    "$(awk -v a="$p99" -v b="$p99_70" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')" "$other" "$(heap_now), RSS $(rss "$pid"), load $(load)"
done

echo "== the issue's flood: closed loop, 64 connections x 256 streams = 16,384 in flight"
run flood "$work/flood.log" -c 64 -m 256 -t 1
read -r n ok shed other offered served p50 p99 <<<"$(summarize "$work/flood.log" "$DURATION")"
echo "flood: $n answered ($offered/s), $served/s served ($(awk -v s="$served" -v c="$capacity" 'BEGIN { printf "%.2f", s / c }') of capacity),"\
  "$(awk -v s="$shed" -v n="$n" 'BEGIN { printf "%.1f", (n ? 100 * s / n : 0) }')% shed, admitted p50 $p50 ms p99 $p99 ms"\
  "($(awk -v a="$p99" -v b="$p99_70" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }') x the p99 at 70 %), $other other; $(heap_now), RSS $(rss "$pid"); load $(load)"
grep -E '^(sbi_requests_seconds_count)' <(curl -sf "http://127.0.0.1:$admin/metrics") | grep -E 'status="(503|429)"' \
  | sed 's/{application="[^"]*",/{/' | head -5 || true
echo "h2load outputs and per-request logs: $work"
