#!/usr/bin/env bash
# sbi-bench.sh: the SBI data-plane benchmark (see bench/README.md).
#
# Runs h2load (h2c, prior knowledge) against
#   (a) ReferenceServer: bare Netty HTTP/2, fixed 2500-byte JSON answer, the yardstick;
#   (b) StubServer: an sbi-core route answering the same bytes, metrics + fault rules + scripted answers
#       + overload on, and the request journal recording every request, as stubs run by default;
#   (c) StubServer with the journal off (journal.enabled=false), to show what recording costs;
# in one run, alternating a, b, c, a, b, c..., and prints req/s, the ratios b/a, c/a and b/c, p50/p99
# latency, server CPU and allocation per request, and the stubs' heap after the run. Prints figures;
# asserts nothing.
#
# Usage: bench/sbi-bench.sh [-r ROUNDS] [-n REQUESTS] [-c CLIENTS] [-m STREAMS] [-t THREADS]
#                           [-w WARMUP_REQUESTS] [--warmup-runs N] [--jvm-opts "..."] [--out DIR]
#                           [--keep-logs] [--rebuild]
# Every option also has an environment variable (flags win); see usage() below.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"

ROUNDS="${BENCH_ROUNDS:-3}"
REQUESTS="${BENCH_REQUESTS:-200000}"
CLIENTS="${BENCH_CLIENTS:-16}"
STREAMS="${BENCH_STREAMS:-32}"
THREADS="${BENCH_THREADS:-1}"
WARMUP_REQUESTS="${BENCH_WARMUP_REQUESTS:-200000}"
WARMUP_RUNS="${BENCH_WARMUP_RUNS:-3}"
JVM_OPTS="${BENCH_JVM_OPTS:---enable-native-access=ALL-UNNAMED -Xms512m -Xmx512m -XX:+UseParallelGC}"
TARGET="${BENCH_TARGET:-0.8}"
URI_PATH="${BENCH_PATH:-/nnrf-disc/v1/nf-instances?target-nf-type=PCF&requester-nf-type=SMF}"
OUT="${BENCH_OUT:-}"
KEEP_LOGS="${BENCH_KEEP_LOGS:-0}"
REBUILD="${BENCH_REBUILD:-0}"

usage() {
  cat <<EOF
Usage: $0 [options]
  -r, --rounds N          measured rounds per server, alternating a,b,c     (BENCH_ROUNDS, default 3)
  -n, --requests N        requests per measured round                       (BENCH_REQUESTS, default 200000)
  -c, --clients N         h2load -c, connections                            (BENCH_CLIENTS, default 16)
  -m, --streams N         h2load -m, concurrent streams per connection      (BENCH_STREAMS, default 32)
  -t, --threads N         h2load -t, client threads                         (BENCH_THREADS, default 1)
  -w, --warmup N          requests per warm-up run, results discarded       (BENCH_WARMUP_REQUESTS, default 200000)
      --warmup-runs N     warm-up runs per server                           (BENCH_WARMUP_RUNS, default 3)
      --jvm-opts "..."    JVM flags of the servers                          (BENCH_JVM_OPTS, default
                          "--enable-native-access=ALL-UNNAMED -Xms512m -Xmx512m -XX:+UseParallelGC")
      --target X          ratio b/a the stub should reach                   (BENCH_TARGET, default 0.8)
      --path P            request path and query                            (BENCH_PATH)
      --out DIR           where logs and the summary go                     (BENCH_OUT, default bench/target/runs/<time>)
      --keep-logs         keep h2load's per-request logs (about 5 MB/round) (BENCH_KEEP_LOGS=1)
      --rebuild           rebuild the bench jar even if it looks current     (BENCH_REBUILD=1)
EOF
}

while [ $# -gt 0 ]; do
  case "$1" in
    -r|--rounds) ROUNDS="$2"; shift 2 ;;
    -n|--requests) REQUESTS="$2"; shift 2 ;;
    -c|--clients) CLIENTS="$2"; shift 2 ;;
    -m|--streams) STREAMS="$2"; shift 2 ;;
    -t|--threads) THREADS="$2"; shift 2 ;;
    -w|--warmup) WARMUP_REQUESTS="$2"; shift 2 ;;
    --warmup-runs) WARMUP_RUNS="$2"; shift 2 ;;
    --jvm-opts) JVM_OPTS="$2"; shift 2 ;;
    --target) TARGET="$2"; shift 2 ;;
    --path) URI_PATH="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --keep-logs) KEEP_LOGS=1; shift ;;
    --rebuild) REBUILD=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "sbi-bench: unknown option $1" >&2; usage >&2; exit 2 ;;
  esac
done

for v in ROUNDS REQUESTS CLIENTS STREAMS THREADS WARMUP_REQUESTS WARMUP_RUNS; do
  case "${!v}" in ''|*[!0-9]*) echo "sbi-bench: $v must be a whole number, got '${!v}'" >&2; exit 2 ;; esac
done
if [ "$ROUNDS" -lt 1 ] || [ "$REQUESTS" -lt 1 ]; then
  echo "sbi-bench: need at least one round of at least one request" >&2; exit 2
fi

say() { printf '%s\n' "$*"; }

# --- JDK: $JAVA_HOME if it is 21 or newer, else the newest one installed ---------------------------
. "$here/jdk.sh"
JAVA="$JAVA_HOME/bin/java"

# --- h2load (Debian nghttp2-client), installed only when missing ----------------------------------
if ! command -v h2load >/dev/null 2>&1; then
  say "sbi-bench: h2load not found; installing nghttp2-client"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nghttp2-client >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nghttp2-client >/dev/null
  else
    echo "sbi-bench: install h2load first: apt-get install nghttp2-client" >&2; exit 1
  fi
fi
command -v curl >/dev/null 2>&1 || { echo "sbi-bench: curl is needed to read the servers' stats port" >&2; exit 1; }

# --- the bench jar: built when missing or older than the sources it is made of ---------------------
jar="$root/bench/target/corebed-bench.jar"
if [ "$REBUILD" = 1 ] || [ ! -f "$jar" ] || [ ! -d "$root/bench/target/lib" ] \
   || [ -n "$(find "$root/pom.xml" "$root/sbi-core/pom.xml" "$root/sbi-core/src/main" "$root/stub-core/src/main" "$root/bench/pom.xml" "$root/bench/src/main" \
              -newer "$jar" -type f -print -quit 2>/dev/null)" ]; then
  say "sbi-bench: building sbi-core and bench"
  (cd "$root" && ./mvnw -q -B -pl sbi-core,bench -am package -DskipTests)
fi

# --- work directory, servers, cleanup -------------------------------------------------------------
[ -n "$OUT" ] || OUT="$root/bench/target/runs/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

ref_pid=""
stub_pid=""
nojrnl_pid=""
cleanup() {
  local p
  for p in $ref_pid $stub_pid $nojrnl_pid; do kill -TERM "$p" 2>/dev/null || true; done
  for p in $ref_pid $stub_pid $nojrnl_pid; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$p" 2>/dev/null || true
  done
  if [ "$KEEP_LOGS" != 1 ]; then rm -f "$OUT"/*.reqlog; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# start NAME MAINCLASS [ARGS...]: starts one server JVM, waits for its LISTENING line, sets <NAME>_port/_stats/_pid
start_server() {
  local name="$1" main="$2" log="$OUT/$1.log" line=""
  shift 2
  # shellcheck disable=SC2086 # JVM_OPTS is a list of flags
  "$JAVA" $JVM_OPTS -cp "$jar" "$main" --bind 127.0.0.1 --port 0 --stats-port 0 "$@" >"$log" 2>&1 &
  local pid=$!
  eval "${name}_pid=$pid"
  for _ in $(seq 300); do
    line="$(grep -m1 '^LISTENING ' "$log" 2>/dev/null || true)"
    [ -n "$line" ] && break
    kill -0 "$pid" 2>/dev/null || { echo "sbi-bench: $name server exited; its log:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.1
  done
  [ -n "$line" ] || { echo "sbi-bench: $name server did not start in 30 s; its log:" >&2; cat "$log" >&2; exit 1; }
  eval "${name}_port=$(sed -n 's/.* port=\([0-9]*\).*/\1/p' <<<"$line")"
  eval "${name}_stats=$(sed -n 's/.* stats-port=\([0-9]*\).*/\1/p' <<<"$line")"
}

start_server ref dev.corebed.bench.ReferenceServer
start_server stub dev.corebed.bench.StubServer --journal on
start_server nojrnl dev.corebed.bench.StubServer --journal off
# server letter -> its variables' prefix
port_of() { case "$1" in a) echo "$ref_port" ;; b) echo "$stub_port" ;; c) echo "$nojrnl_port" ;; esac; }
stats_of() { case "$1" in a) echo "$ref_stats" ;; b) echo "$stub_stats" ;; c) echo "$nojrnl_stats" ;; esac; }
SERVERS="a b c"

stats() { curl -fsS --max-time 30 "http://127.0.0.1:$1/stats${2:-}"; }
kv() { sed -n "s/^$2=//p" "$1"; }

# h2load_run PORT N LOGFILE OUTFILE: one h2load run; LOGFILE "" = no per-request log
h2load_run() {
  local port="$1" n="$2" log="$3" out="$4"
  local args=(-n "$n" -c "$CLIENTS" -m "$STREAMS" -t "$THREADS")
  [ -n "$log" ] && args+=("--log-file=$log")
  h2load "${args[@]}" "http://127.0.0.1:$port$URI_PATH" >"$out" 2>&1 || {
    echo "sbi-bench: h2load failed against port $port:" >&2; cat "$out" >&2; exit 1; }
}

# percentiles_ms FILE...: nearest-rank p50 and p99 of h2load's per-request durations (3rd column, µs)
percentiles_ms() {
  cut -f3 "$@" | sort -n | awk -v ps="0.50 0.99" '
    { v[NR] = $1 }
    END {
      n = split(ps, p, " ");
      for (i = 1; i <= n; i++) {
        k = int(p[i] * NR); if (k < p[i] * NR) k++; if (k < 1) k = 1;
        printf "%s%.2f", (i > 1 ? " " : ""), v[k] / 1000;
      }
      printf "\n";
    }'
}

median() { tr ' ' '\n' <<<"$*" | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

cpus="$(nproc 2>/dev/null || echo '?')"
jdk="$("$JAVA" -version 2>&1 | head -1)"
h2v="$(h2load --version 2>&1 | head -1)"

{
say "== corebed SBI benchmark, $(date '+%Y-%m-%d %H:%M:%S %Z') =="
say "machine: $(uname -sr), $cpus cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'); $jdk; $h2v"
say "servers: a = bare-Netty reference (pid $ref_pid, port $ref_port), b = sbi-core stub with the journal on"\
" (pid $stub_pid, port $stub_port), c = the same stub with the journal off (pid $nojrnl_pid, port $nojrnl_port)"
say "         all: $JVM_OPTS"
say "load:    h2load -n $REQUESTS -c $CLIENTS -m $STREAMS -t $THREADS http://127.0.0.1:PORT$URI_PATH"
say "         $WARMUP_RUNS warm-up run(s) of $WARMUP_REQUESTS per server (discarded), then $ROUNDS measured rounds per server, alternating a, b, c"
say "output:  $OUT"
} | tee "$OUT/summary.txt"

rps_of() { sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$1"; }
for i in $(seq "$WARMUP_RUNS"); do
  line="warm-up $i:"
  for x in $SERVERS; do
    h2load_run "$(port_of "$x")" "$WARMUP_REQUESTS" "" "$OUT/warmup-$i-$x.txt"
    line="$line $x $(rps_of "$OUT/warmup-$i-$x.txt") req/s,"
  done
  say "${line%,} (discarded)"
done

# measure ROUND X PORT STATSPORT: one measured round, printed as a row; its files stay in $OUT
measure() {
  local round="$1" x="$2" port="$3" sport="$4"
  local base="$OUT/round-$round-$x"
  stats "$sport" >"$base.before"
  h2load_run "$port" "$REQUESTS" "$base.reqlog" "$base.txt"
  stats "$sport" >"$base.after"
  local rps ok2xx failed errored pcts cpu alloc gcs
  rps="$(sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$base.txt")"
  ok2xx="$(sed -n 's/^status codes: \([0-9]*\) 2xx.*/\1/p' "$base.txt")"
  failed="$(sed -n 's/^requests: .* \([0-9]*\) failed, \([0-9]*\) errored.*/\1/p' "$base.txt")"
  errored="$(sed -n 's/^requests: .* \([0-9]*\) failed, \([0-9]*\) errored.*/\2/p' "$base.txt")"
  pcts="$(percentiles_ms "$base.reqlog")"
  cpu="$(awk -v a="$(kv "$base.before" cpu_ns)" -v b="$(kv "$base.after" cpu_ns)" -v n="$REQUESTS" 'BEGIN { printf "%.2f", (b - a) / 1000 / n }')"
  alloc="$(awk -v a="$(kv "$base.before" allocated_bytes)" -v b="$(kv "$base.after" allocated_bytes)" -v n="$REQUESTS" 'BEGIN { printf "%.0f", (b - a) / n }')"
  gcs=$(( $(kv "$base.after" gc_count) - $(kv "$base.before" gc_count) ))
  local label; case "$x" in a) label="a netty" ;; b) label="b stub" ;; c) label="c nojrnl" ;; esac
  printf '%-5s %-8s %10.0f %8s %8s %8s %6s %11s %11s %4s\n' "$round" "$label" "$rps" ${pcts} "${ok2xx:-?}" \
    "$(( ${failed:-0} + ${errored:-0} ))" "$cpu" "$alloc" "$gcs"
}

{
say ""
printf '%-5s %-8s %10s %8s %8s %8s %6s %11s %11s %4s\n' round server "req/s" "p50 ms" "p99 ms" 2xx fail "cpu us/req" "alloc B/req" GCs
} | tee -a "$OUT/summary.txt"
for r in $(seq "$ROUNDS"); do
  for x in $SERVERS; do
    measure "$r" "$x" "$(port_of "$x")" "$(stats_of "$x")" | tee -a "$OUT/summary.txt"
  done
done
# measure ran in a pipeline (a subshell): collect the figures from the files it left
warnings=0
a_rps=(); b_rps=(); c_rps=(); a_cpu=(); b_cpu=(); c_cpu=(); a_alloc=(); b_alloc=(); c_alloc=()
ratios=(); c_ratios=(); journal_ratios=()
for r in $(seq "$ROUNDS"); do
  for x in $SERVERS; do
    base="$OUT/round-$r-$x"
    rps="$(sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$base.txt")"
    cpu="$(awk -v a="$(kv "$base.before" cpu_ns)" -v b="$(kv "$base.after" cpu_ns)" -v n="$REQUESTS" 'BEGIN { printf "%.2f", (b - a) / 1000 / n }')"
    alloc="$(awk -v a="$(kv "$base.before" allocated_bytes)" -v b="$(kv "$base.after" allocated_bytes)" -v n="$REQUESTS" 'BEGIN { printf "%.0f", (b - a) / n }')"
    ok2xx="$(sed -n 's/^status codes: \([0-9]*\) 2xx.*/\1/p' "$base.txt")"
    bad="$(sed -n 's/^requests: .* \([0-9]*\) failed, \([0-9]*\) errored, \([0-9]*\) timeout.*/\1\2\3/p' "$base.txt")"
    if [ "${ok2xx:-0}" != "$REQUESTS" ] || [ "$bad" != 000 ]; then warnings=$((warnings + 1)); fi
    eval "${x}_rps+=(\"$rps\"); ${x}_cpu+=(\"$cpu\"); ${x}_alloc+=(\"$alloc\")"
  done
  ratio() { awk -v x="$1" -v y="$2" 'BEGIN { printf "%.3f", x / y }'; }
  ratios+=("$(ratio "${b_rps[$((r - 1))]}" "${a_rps[$((r - 1))]}")")
  c_ratios+=("$(ratio "${c_rps[$((r - 1))]}" "${a_rps[$((r - 1))]}")")
  journal_ratios+=("$(ratio "${b_rps[$((r - 1))]}" "${c_rps[$((r - 1))]}")")
done

a_med="$(median "${a_rps[@]}")"; b_med="$(median "${b_rps[@]}")"; c_med="$(median "${c_rps[@]}")"
ratio_of_medians="$(awk -v a="$a_med" -v b="$b_med" 'BEGIN { printf "%.3f", b / a }')"
c_ratio_of_medians="$(awk -v a="$a_med" -v c="$c_med" 'BEGIN { printf "%.3f", c / a }')"
journal_ratio_of_medians="$(awk -v c="$c_med" -v b="$b_med" 'BEGIN { printf "%.3f", b / c }')"
median_ratio="$(median "${ratios[@]}")"
c_median_ratio="$(median "${c_ratios[@]}")"
journal_median_ratio="$(median "${journal_ratios[@]}")"
verdict() { awk -v r="$1" -v t="$TARGET" 'BEGIN { print (r >= t ? "met" : "NOT met") }'; }
read -r a_p50 a_p99 <<<"$(percentiles_ms "$OUT"/round-*-a.reqlog)"
read -r b_p50 b_p99 <<<"$(percentiles_ms "$OUT"/round-*-b.reqlog)"
read -r c_p50 c_p99 <<<"$(percentiles_ms "$OUT"/round-*-c.reqlog)"
cpu_ratio="$(awk -v a="$(median "${a_cpu[@]}")" -v b="$(median "${b_cpu[@]}")" 'BEGIN { printf "%.2f", b / a }')"
c_cpu_ratio="$(awk -v a="$(median "${a_cpu[@]}")" -v c="$(median "${c_cpu[@]}")" 'BEGIN { printf "%.2f", c / a }')"
journal_cpu_ratio="$(awk -v c="$(median "${c_cpu[@]}")" -v b="$(median "${b_cpu[@]}")" 'BEGIN { printf "%.2f", b / c }')"

# Heap after the run, read without forcing a GC, then the live heap after one; the metrics scrapes.
for x in $SERVERS; do
  stats "$(stats_of "$x")" >"$OUT/$x-after.stats"
  stats "$(stats_of "$x")" "?gc=1" >"$OUT/$x-after-gc.stats"
done
curl -fsS --max-time 30 "http://127.0.0.1:$stub_stats/metrics" >"$OUT/b-metrics.txt"
curl -fsS --max-time 30 "http://127.0.0.1:$nojrnl_stats/metrics" >"$OUT/c-metrics.txt"
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
expected=$(( WARMUP_RUNS * WARMUP_REQUESTS + ROUNDS * REQUESTS ))
timed() { awk '/^sbi_requests_seconds_count\{/ && /status="200"/ { s += $NF } END { printf "%.0f", s }' "$1"; }
faulted() { awk '/^sbi_requests_seconds_count\{/ && !/fault="none"/ { s += $NF } END { printf "%.0f", s }' "$1"; }
recorded() { awk '/^bench_journal_recorded/ { printf "%.0f", $NF }' "$1"; }
b_timed="$(timed "$OUT/b-metrics.txt")"; c_timed="$(timed "$OUT/c-metrics.txt")"
b_faulted="$(faulted "$OUT/b-metrics.txt")"; c_faulted="$(faulted "$OUT/c-metrics.txt")"
b_recorded="$(recorded "$OUT/b-metrics.txt")"; c_recorded="$(recorded "$OUT/c-metrics.txt")"

{
say ""
say "== summary: $ROUNDS rounds x $REQUESTS requests per server, h2load -c $CLIENTS -m $STREAMS -t $THREADS =="
printf '%-34s %18s %20s %20s\n' "" "a: bare Netty" "b: stub, journal on" "c: journal off"
printf '%-34s %18.0f %20.0f %20.0f\n' "req/s, median of rounds" "$a_med" "$b_med" "$c_med"
printf '%-34s %18s %20s %20s\n' "req/s, each round" "$(printf '%.0f ' "${a_rps[@]}")" "$(printf '%.0f ' "${b_rps[@]}")" \
  "$(printf '%.0f ' "${c_rps[@]}")"
printf '%-34s %18s %20s %20s\n' "latency p50 / p99 (ms, all rounds)" "$a_p50 / $a_p99" "$b_p50 / $b_p99" "$c_p50 / $c_p99"
printf '%-34s %18s %20s %20s\n' "server CPU us/request, median" "$(median "${a_cpu[@]}")" "$(median "${b_cpu[@]}")" \
  "$(median "${c_cpu[@]}")"
printf '%-34s %18.0f %20.0f %20.0f\n' "allocated bytes/request, median" "$(median "${a_alloc[@]}")" "$(median "${b_alloc[@]}")" \
  "$(median "${c_alloc[@]}")"
say ""
say "                            journal on (b/a)   journal off (c/a)   journal cost (b/c)"
printf '%-28s %16s %19s %20s\n' "ratio of median req/s" "$ratio_of_medians" "$c_ratio_of_medians" "$journal_ratio_of_medians"
printf '%-28s %16s %19s %20s\n' "median of per-round ratios" "$median_ratio" "$c_median_ratio" "$journal_median_ratio"
printf '%-28s %16s %19s %20s\n' "server CPU per request" "$cpu_ratio" "$c_cpu_ratio" "$journal_cpu_ratio"
say "per-round ratios: b/a ${ratios[*]}; c/a ${c_ratios[*]}; b/c ${journal_ratios[*]}"
say "target b/a >= $TARGET (the stub as it runs, journal on): $(verdict "$ratio_of_medians") by the ratio of medians,"\
" $(verdict "$median_ratio") by the median of per-round ratios"
say ""
for x in b c; do
  say "stub $x heap after the run:  used $(mib "$(kv "$OUT/$x-after.stats" heap_used_bytes)") (no GC forced),"\
" live $(mib "$(kv "$OUT/$x-after-gc.stats" heap_used_bytes)") after a full GC;"\
" committed $(mib "$(kv "$OUT/$x-after.stats" heap_committed_bytes)"), max $(mib "$(kv "$OUT/$x-after.stats" heap_max_bytes)")"
done
say "reference heap, to compare: used $(mib "$(kv "$OUT/a-after.stats" heap_used_bytes)") (no GC forced),"\
" live $(mib "$(kv "$OUT/a-after-gc.stats" heap_used_bytes)") after a full GC"
say "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') (other work on these $cpus cores makes every figure noisier)"
say "stub metrics: b $b_timed, c $c_timed requests timed with status 200 (expected $expected each), $b_faulted and $c_faulted"\
" with a fault tag; journal recorded b $b_recorded, c $c_recorded"
if [ "$warnings" -gt 0 ] || [ "$b_timed" != "$expected" ] || [ "$c_timed" != "$expected" ] || [ "$b_faulted" != 0 ] \
   || [ "$c_faulted" != 0 ] || [ "$b_recorded" != "$expected" ] || [ "$c_recorded" != 0 ]; then
  say "WARNING: some requests failed or were not answered 200, or the stubs' metrics or journals disagree; see $OUT"
fi
} | tee -a "$OUT/summary.txt"
