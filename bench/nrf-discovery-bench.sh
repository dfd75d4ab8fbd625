#!/usr/bin/env bash
# NRF discovery benchmark: the seed's UDM search with a SUPI (6 profiles of ~3.2 KB, the SLF answer cached
# from a fake SLF) against the NRF stub holding the seed's 260 profiles, and, alternating in the same run,
# against the bench module's bare-Netty ReferenceServer serving the very same answer bytes. Prints req/s of
# both, their ratio (the goal: >= 0.8) and p50/p99 latency. Loopback only, bounded request counts.
#
# While each measured NRF round runs (not the reference's), NrfFanoutBed, a process of its own, drives the seed's
# management traffic against the NRF: 1 registration, 1 update and 1 deregistration per second and 52 heartbeats,
# some changing /load across the 10 % threshold, so that the 1000 subscriptions it made (the seed's breakdown, all
# with their callback on its notification sink) should get about FANOUT_TARGET NFStatusNotify per second; all rates
# times FANOUT_SCALE. Each round prints the notifications the sink received per second, what the NRF counted as
# sent/failed/dropped (its stub_nrf_notifications_total) and the delay from the change to the notification.
# The NRF's discovery meters show that every answer held 6 profiles and the SLF answer came from the cache.
#
#   bench/nrf-discovery-bench.sh            # defaults below; override with the environment:
#   N=200000 C=16 M=32 ROUNDS=3 bench/nrf-discovery-bench.sh
#
# The reference server comes from the bench module's jar (bench/target/corebed-bench.jar, or BENCH_JAR), class
# dev.corebed.bench.ReferenceServer, started as REFERENCE_ARGS says ({port} and {body} are replaced: the
# port to listen on with h2c prior knowledge, and a file whose bytes every GET answers as application/json).
# REFERENCE_CMD replaces the whole command (same placeholders), e.g. to measure against another server.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

N=${N:-200000}          # requests per h2load run
C=${C:-16}              # connections
M=${M:-32}              # concurrent streams per connection
ROUNDS=${ROUNDS:-3}     # measured rounds; each runs the NRF, then the reference
WARMUP=${WARMUP:-3}     # warm-up rounds per server, discarded: the NRF's JIT needs about three to settle
NRF_PORT=${NRF_PORT:-18181}
REF_PORT=${REF_PORT:-18182}
QUERY=${QUERY:-"target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-208930000000001"}
REFERENCE_ARGS=${REFERENCE_ARGS:-"--port {port} --body {body}"}
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xms1g -Xmx1g"}
FANOUT=${FANOUT:-1}                 # 0: no subscriptions, no management traffic (discovery only)
FANOUT_SCALE=${FANOUT_SCALE:-1}     # times the seed's rates of management events
FANOUT_TARGET=${FANOUT_TARGET:-750} # notifications/s the load changes are sized for, at scale 1 (the seed's 750)
SINK_PORT=${SINK_PORT:-18183}
FANOUT_JVM_OPTS=${FANOUT_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseSerialGC -Xmx256m -XX:TieredStopAtLevel=1"}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"

if ! command -v h2load >/dev/null 2>&1; then
  echo "h2load missing: installing Debian's nghttp2-client"
  apt-get install -y -qq nghttp2-client >/dev/null
fi

work="$here/nrf-stub/target/nrf-discovery-bench"
rm -rf "$work" && mkdir -p "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

echo "== build (reactor, no install)"
modules=nrf-stub
[ -n "${REFERENCE_CMD:-}${BENCH_JAR:-}" ] || modules=nrf-stub,bench # the ReferenceServer's jar and its lib/
./mvnw -q -B -pl "$modules" -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="nrf-stub/target/test-classes:nrf-stub/target/classes:$(cat nrf-stub/target/bench-classpath.txt)"

if [ -n "${REFERENCE_CMD:-}" ]; then
  ref_cmd="$REFERENCE_CMD"
else
  jar=${BENCH_JAR:-bench/target/corebed-bench.jar}
  # unzip exits non-zero when the member is missing (a pipe into grep -q would trip pipefail)
  if [ -z "$jar" ] || ! unzip -l "$jar" 'dev/corebed/bench/ReferenceServer.class' >/dev/null 2>&1; then
    echo "No ReferenceServer: build the bench module (bench/target/corebed-bench.jar with dev.corebed.bench.ReferenceServer)," >&2
    echo "point BENCH_JAR at its jar, or give REFERENCE_CMD ({port}, {body} placeholders)." >&2
    exit 2
  fi
  ref_cmd="$java $JVM_OPTS -cp $jar:$cp dev.corebed.bench.ReferenceServer $REFERENCE_ARGS"
fi

echo "== NRF stub with the seed's 260 profiles, fake SLF (port $NRF_PORT)"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.nrf.NrfDiscoveryBenchBed "$NRF_PORT" "$work/answer.json" "$work/data" "$QUERY" \
  >"$work/nrf.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 600); do
  grep -q '^READY' "$work/nrf.log" && break
  kill -0 "${pids[0]}" 2>/dev/null || { cat "$work/nrf.log" >&2; exit 1; }
  sleep 0.2
done
grep -E '^(population|READY)' "$work/nrf.log"
grep -q '^READY status=200 profiles=6 ' "$work/nrf.log" || { echo "the search does not answer 6 profiles" >&2; exit 1; }
admin=$(sed -n 's/^READY .* admin=\([0-9]*\).*/\1/p' "$work/nrf.log")

if [ "$FANOUT" != 0 ]; then
  echo "== notification sink, 1000 subscriptions, management driver (port $SINK_PORT)"
  "$java" $FANOUT_JVM_OPTS -cp "$cp" dev.corebed.nrf.NrfFanoutBed "http://127.0.0.1:$NRF_PORT" "$SINK_PORT" \
    "$FANOUT_SCALE" "$FANOUT_TARGET" >"$work/fanout.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 600); do
    grep -q '^READY' "$work/fanout.log" && break
    kill -0 "${pids[-1]}" 2>/dev/null || { cat "$work/fanout.log" >&2; exit 1; }
    sleep 0.2
  done
  grep -E '^(subscriptions|driver)' "$work/fanout.log"
fi

echo "== reference server (port $REF_PORT), same answer bytes"
cmd=${ref_cmd//\{port\}/$REF_PORT}
cmd=${cmd//\{body\}/$work/answer.json}
$cmd >"$work/reference.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 150); do
  curl -sf --http2-prior-knowledge -o "$work/reference-answer.json" "http://127.0.0.1:$REF_PORT/nnrf-disc/v1/nf-instances?$QUERY" && break
  kill -0 "${pids[1]}" 2>/dev/null || { cat "$work/reference.log" >&2; exit 1; }
  sleep 0.2
done
cmp -s "$work/answer.json" "$work/reference-answer.json" || { echo "the reference server does not answer the same bytes" >&2; exit 1; }
curl -sf --http2-prior-knowledge -o "$work/nrf-answer.json" "http://127.0.0.1:$NRF_PORT/nnrf-disc/v1/nf-instances?$QUERY"
cmp -s "$work/answer.json" "$work/nrf-answer.json" || { echo "the NRF's answer changed since it was saved" >&2; exit 1; }

# One h2load run: prints req/s; the per-request log goes to $2.
run() {
  local port=$1 log=$2 out
  out=$(h2load -n "$N" -c "$C" -m "$M" -t 1 --log-file="$log" "http://127.0.0.1:$port/nnrf-disc/v1/nf-instances?$QUERY")
  if ! grep -q "succeeded, 0 failed, 0 errored" <<<"$out" || ! grep -q "status codes: $N 2xx" <<<"$out"; then
    echo "$out" >&2; echo "h2load: not every request got a 2xx" >&2; exit 1
  fi
  sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' <<<"$out"
}

# GetNFInstance over h2c: the population's profiles in turn (their URIs from GetNFInstances); prints req/s.
curl -sf --http2-prior-knowledge "http://127.0.0.1:$NRF_PORT/nnrf-nfm/v1/nf-instances" \
  | grep -o '"href":"[^"]*/nf-instances/[^"]*"' | sed 's/"href":"//; s/"$//' >"$work/instances.txt"
run_get() {
  local log=$1 out
  out=$(h2load -n "$N" -c "$C" -m "$M" -t 1 --log-file="$log" -i "$work/instances.txt")
  if ! grep -q "succeeded, 0 failed, 0 errored" <<<"$out" || ! grep -q "status codes: $N 2xx" <<<"$out"; then
    echo "$out" >&2; echo "h2load: not every GetNFInstance got a 2xx" >&2; exit 1
  fi
  sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' <<<"$out"
}

# p50 and p99 of the third column (microseconds until the end of the response) of h2load log files, in ms.
percentiles() {
  cut -f3 "$@" | sort -n | awk '{ v[NR] = $1 } END {
    p50 = v[int(NR * 0.50) > 0 ? int(NR * 0.50) : 1]; p99 = v[int(NR * 0.99) > 0 ? int(NR * 0.99) : 1];
    printf "%.2f %.2f", p50 / 1000, p99 / 1000 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# The NRF's Prometheus scrape, to a file.
scrape() { curl -sf "http://127.0.0.1:$admin/metrics" >"$1" || curl -sf --http2-prior-knowledge "http://127.0.0.1:$admin/metrics" >"$1"; }

# Sum of the samples of a metric (name, then an optional regex the labels must match) in a scrape, and its change.
metric() { awk -v n="$2" -v l="${3:-}" '$1 ~ "^" n "({|$)" && $1 ~ l { s += $NF } END { printf "%.0f", s }' "$1"; }
delta() { awk -v a="$(metric "$1" "$3" "${4:-}")" -v b="$(metric "$2" "$3" "${4:-}")" 'BEGIN { printf "%.0f", b - a }'; }

# A field (key=value) of the fan-out bed's round figures.
field() { sed -n "s/.*\b$2=\([^ ]*\).*/\1/p" <<<"$1"; }

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

bytes=$(stat -c %s "$work/answer.json")
echo "== h2load -n $N -c $C -m $M -t 1, answer $bytes B; $WARMUP warm-up round(s), then $ROUNDS measured rounds (NRF, reference)"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((w = 1; w <= WARMUP; w++)); do
  # the warm-up does what a measured round does, management traffic and fan-out included, so no path is cold
  [ "$FANOUT" = 0 ] || curl -sf --http2-prior-knowledge "http://127.0.0.1:$SINK_PORT/bench/start" >/dev/null
  run "$NRF_PORT" "$work/warmup-nrf-$w.log" >/dev/null
  [ "$FANOUT" = 0 ] || curl -sf --http2-prior-knowledge "http://127.0.0.1:$SINK_PORT/bench/stop" >/dev/null
  run "$REF_PORT" "$work/warmup-ref-$w.log" >/dev/null
  run_get "$work/warmup-get-$w.log" >/dev/null
done
: >"$work/nrf.rps"; : >"$work/ref.rps"; : >"$work/get.rps"
scrape "$work/metrics-start.txt"
: >"$work/fanout.rounds"
for r in $(seq 1 "$ROUNDS"); do
  scrape "$work/metrics-round$r-before.txt"
  [ "$FANOUT" = 0 ] || curl -sf --http2-prior-knowledge "http://127.0.0.1:$SINK_PORT/bench/start" >/dev/null
  nrf=$(run "$NRF_PORT" "$work/round$r-nrf.log"); echo "$nrf" >>"$work/nrf.rps"
  fan=""
  [ "$FANOUT" = 0 ] || fan=$(curl -sf --http2-prior-knowledge "http://127.0.0.1:$SINK_PORT/bench/stop")
  scrape "$work/metrics-round$r-after.txt"
  ref=$(run "$REF_PORT" "$work/round$r-ref.log"); echo "$ref" >>"$work/ref.rps"
  printf "round %d: NRF %8.0f req/s   reference %8.0f req/s   ratio %s\n" "$r" "$nrf" "$ref" "$(ratio "$nrf" "$ref")"
  get=$(run_get "$work/round$r-get.log"); echo "$get" >>"$work/get.rps"
  printf "         GetNFInstance %8.0f req/s (%s profiles in turn, no fan-out meanwhile): %s of this round's discovery\n" \
    "$get" "$(wc -l <"$work/instances.txt")" "$(ratio "$get" "$nrf")"
  b="$work/metrics-round$r-before.txt"; a="$work/metrics-round$r-after.txt"
  answers=$(delta "$b" "$a" stub_nrf_discovery_results_count); profiles=$(delta "$b" "$a" stub_nrf_discovery_results_sum)
  printf "         NRF discovery: %s answers, %s profiles each; SLF queries %s, SLF cache hits %s\n" "$answers" \
    "$(awk -v p="$profiles" -v a="$answers" 'BEGIN { printf "%.2f", a ? p / a : 0 }')" \
    "$(delta "$b" "$a" stub_nrf_discovery_slf_queries_total)" "$(delta "$b" "$a" stub_nrf_discovery_slf_cache_hits_total)"
  if [ -n "$fan" ]; then
    echo "$fan" >>"$work/fanout.rounds"
    printf "         fan-out: %s notify/s at the sink over %s s (%s received, %s expected from the changes made; delay p50 %s ms, p99 %s ms)\n" \
      "$(field "$fan" notify_per_s)" "$(field "$fan" seconds)" "$(field "$fan" received)" "$(field "$fan" expected)" \
      "$(field "$fan" delay_p50_ms)" "$(field "$fan" delay_p99_ms)"
    printf "         NRF notifications: sent %s, failed %s, dropped %s, retries %s, in flight after %s; changes %s, refused %s\n" \
      "$(delta "$b" "$a" stub_nrf_notifications_total 'outcome="sent"')" "$(delta "$b" "$a" stub_nrf_notifications_total 'outcome="failed"')" \
      "$(delta "$b" "$a" stub_nrf_notifications_total 'outcome="dropped"')" "$(delta "$b" "$a" sbi_callbacks_retries_total 'nf="nrf"')" \
      "$(metric "$a" sbi_callbacks_in_flight 'nf="nrf"')" "$(field "$fan" events)" "$(field "$fan" refused)"
  fi
done
scrape "$work/metrics-end.txt"
curl -sf --http2-prior-knowledge -o "$work/nrf-answer-end.json" "http://127.0.0.1:$NRF_PORT/nnrf-disc/v1/nf-instances?$QUERY"
cmp -s "$work/answer.json" "$work/nrf-answer-end.json" || echo "WARNING: the NRF's answer changed during the run (see nrf-answer-end.json)"

nrf_med=$(median <"$work/nrf.rps"); ref_med=$(median <"$work/ref.rps")
read -r nrf_p50 nrf_p99 <<<"$(percentiles "$work"/round*-nrf.log)"
read -r ref_p50 ref_p99 <<<"$(percentiles "$work"/round*-ref.log)"
echo
printf "%-10s %12s %10s %10s\n" "" "req/s (med)" "p50 ms" "p99 ms"
printf "%-10s %12.0f %10s %10s\n" "NRF stub" "$nrf_med" "$nrf_p50" "$nrf_p99"
printf "%-10s %12.0f %10s %10s\n" "reference" "$ref_med" "$ref_p50" "$ref_p99"
echo "ratio NRF/reference: $(ratio "$nrf_med" "$ref_med") (goal >= 0.80)"
get_med=$(median <"$work/get.rps")
read -r get_p50 get_p99 <<<"$(percentiles "$work"/round*-get.log)"
printf "%-10s %12.0f %10s %10s\n" "GetNFInst." "$get_med" "$get_p50" "$get_p99"
echo "ratio GetNFInstance/discovery: $(ratio "$get_med" "$nrf_med") (goal >= 0.80; discovery rounds ran with the fan-out when FANOUT != 0)"
s="$work/metrics-start.txt"; e="$work/metrics-end.txt"
answers=$(delta "$s" "$e" stub_nrf_discovery_results_count)
echo "NRF discovery, measured rounds: $answers answers of $(awk -v p="$(delta "$s" "$e" stub_nrf_discovery_results_sum)" -v a="$answers" \
  'BEGIN { printf "%.2f", a ? p / a : 0 }') profiles; SLF queries $(delta "$s" "$e" stub_nrf_discovery_slf_queries_total), SLF cache hits $(delta "$s" "$e" stub_nrf_discovery_slf_cache_hits_total)"
if [ "$FANOUT" != 0 ]; then
  fan_med=$(sed -n 's/.*notify_per_s=\([0-9.]*\).*/\1/p' "$work/fanout.rounds" | median)
  awk -v m="$fan_med" '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
         secs += v["seconds"]; win += v["received_in_window"]; rec += v["received"]; want += v["expected"]
         p50[NR] = v["delay_p50_ms"]; p99[NR] = v["delay_p99_ms"] }
       END { printf "fan-out while discovery ran: %.0f notify/s sustained (%d in %.1f s; rounds median %.0f/s); received %d of %d expected",
               win / secs, win, secs, m, rec, want
             s99 = ""; s50 = ""; for (i = 1; i <= NR; i++) { s50 = s50 " " p50[i]; s99 = s99 " " p99[i] }
             printf "\nnotify delay (change sent to notification received), per round: p50%s ms; p99%s ms\n", s50, s99 }' "$work/fanout.rounds"
  echo "NRF notifications over the measured rounds: sent $(delta "$s" "$e" stub_nrf_notifications_total 'outcome="sent"'), failed $(delta "$s" "$e" stub_nrf_notifications_total 'outcome="failed"'), dropped $(delta "$s" "$e" stub_nrf_notifications_total 'outcome="dropped"'), retries $(delta "$s" "$e" sbi_callbacks_retries_total 'nf="nrf"'); in flight at the end $(metric "$e" sbi_callbacks_in_flight 'nf="nrf"')"
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with other work)"
