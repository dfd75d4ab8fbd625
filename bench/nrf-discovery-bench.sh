#!/usr/bin/env bash
# NRF discovery benchmark: the seed's UDM search with a SUPI (6 profiles of ~3.2 KB, the SLF answer cached
# from a fake SLF) against the NRF stub holding the seed's 260 profiles, and, alternating in the same run,
# against the bench module's bare-Netty ReferenceServer serving the very same answer bytes. Prints req/s of
# both, their ratio (the goal: >= 0.8) and p50/p99 latency. Loopback only, bounded request counts.
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
ROUNDS=${ROUNDS:-3}     # measured rounds; each runs the NRF, then the reference (after one warm-up round)
NRF_PORT=${NRF_PORT:-18181}
REF_PORT=${REF_PORT:-18182}
QUERY=${QUERY:-"target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-208930000000001"}
REFERENCE_ARGS=${REFERENCE_ARGS:-"--port {port} --body {body}"}
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xms1g -Xmx1g"}

if [ -z "${JAVA_HOME:-}" ]; then
  JAVA_HOME=$(ls -d /usr/lib/jvm/temurin-25* /usr/lib/jvm/* 2>/dev/null | while read -r d; do [ -x "$d/bin/javac" ] && echo "$d" && break; done)
fi
export JAVA_HOME
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
  jar=${BENCH_JAR:-$(ls bench/target/corebed-bench.jar bench/target/bench-*.jar 2>/dev/null | grep -v -e '-tests' -e '-sources' | head -n 1 || true)}
  if [ -z "$jar" ] || ! unzip -l "$jar" 2>/dev/null | grep -q 'dev/corebed/bench/ReferenceServer.class'; then
    echo "No ReferenceServer: build the bench module (bench/target/bench-*.jar with dev.corebed.bench.ReferenceServer)," >&2
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

# p50 and p99 of the third column (microseconds until the end of the response) of h2load log files, in ms.
percentiles() {
  cut -f3 "$@" | sort -n | awk '{ v[NR] = $1 } END {
    p50 = v[int(NR * 0.50) > 0 ? int(NR * 0.50) : 1]; p99 = v[int(NR * 0.99) > 0 ? int(NR * 0.99) : 1];
    printf "%.2f %.2f", p50 / 1000, p99 / 1000 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

bytes=$(stat -c %s "$work/answer.json")
echo "== h2load -n $N -c $C -m $M -t 1, answer $bytes B; warm-up round, then $ROUNDS measured rounds (NRF, reference)"
run "$NRF_PORT" "$work/warmup-nrf.log" >/dev/null
run "$REF_PORT" "$work/warmup-ref.log" >/dev/null
: >"$work/nrf.rps"; : >"$work/ref.rps"
for r in $(seq 1 "$ROUNDS"); do
  nrf=$(run "$NRF_PORT" "$work/round$r-nrf.log"); echo "$nrf" >>"$work/nrf.rps"
  ref=$(run "$REF_PORT" "$work/round$r-ref.log"); echo "$ref" >>"$work/ref.rps"
  printf "round %d: NRF %10.0f req/s   reference %10.0f req/s   ratio %s\n" "$r" "$nrf" "$ref" "$(ratio "$nrf" "$ref")"
done
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
