#!/usr/bin/env bash
# SCP benchmark: the SCP stub as an HTTP/2 proxy against nghttpx (Debian nghttp2-proxy) and against no proxy at all,
# alternating in one run, every process on this machine and h2c over loopback:
#   direct   h2load -> producer
#   nghttpx  h2load -> nghttpx (a reverse proxy, one worker: the proxy a user would otherwise put there) -> producer
#   scp-c    h2load -> SCP, Model C (3gpp-Sbi-Target-apiRoot names the producer) -> producer
#   scp-d    h2load -> SCP, Model D (3gpp-Sbi-Discovery-* headers: delegated discovery, answered from the SCP's
#            discovery cache after the first request) -> producer
#   scp-c-nj the same as scp-c with the SCP's request journal off (journal.enabled=false), a second SCP
# The producer answering at full speed is bench's ReferenceServer (bare Netty, every request answered at once with a
# 4.5 KB JSON body); the requests carry 4.5 KB too (the seed's message size). Three phases:
#   1. saturation: ROUNDS rounds, each arm in turn, h2load -c CLIENTS -m STREAMS -n REQUESTS: messages/s, p50/p99,
#      what each proxy adds to the direct path's p50/p99, CPU per message of the proxy (the SCP's JVM and its
#      mariadbd; nghttpx's process) and of the producer, messages/s per busy core of the proxy (the seed's SCP
#      workers: 0.85-2.2K); the ratios SCP/nghttpx against the targets
#   2. a fixed rate (RATE msg/s, default 10,000, h2load --rps) for RATE_SECONDS per arm: achieved rate, p50/p99 and
#      what each proxy adds to p99 (target: <= 1 ms at 10K)
#   3. the producer simulator (topology d-t1: 50 PCFs, each on a loopback address of its own) answering after
#      150 ms (scheduled on its event loop); for each of INFLIGHT_LEVELS requests kept in flight by h2load: straight
#      to one PCF, then through the SCP by delegated discovery (spread over the 50): messages/s, p50/p99, non-2xx,
#      and the SCP's own in-flight count sampled during the run
# Prints figures and the verdicts; asserts nothing (exit 0 unless a process fails). Loopback only; bounded.
#
#   ./corebed bench-scp                                  # the defaults below; override with the environment:
#   ROUNDS=3 REQUESTS=100000 CLIENTS=8 STREAMS=32 RATE=10000 RATE_SECONDS=10 bench/scp-bench.sh
#   PHASES=1 bench/scp-bench.sh                          # saturation only (PHASES=1,2,3 by default)
#   INFLIGHT_LEVELS="2000 8000 20000 40000" PHASES=3 bench/scp-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

ROUNDS=${ROUNDS:-3}
REQUESTS=${REQUESTS:-60000}        # per arm and round (phase 1)
WARMUP=${WARMUP:-60000}            # per arm, before the rounds, discarded
CLIENTS=${CLIENTS:-8}              # h2load -c (phase 1)
STREAMS=${STREAMS:-32}             # h2load -m (phase 1): CLIENTS x STREAMS requests in flight
THREADS=${THREADS:-1}              # h2load -t
RATE=${RATE:-10000}                # phase 2: messages/s
RATE_SECONDS=${RATE_SECONDS:-10}
RATE_CLIENTS=${RATE_CLIENTS:-20}
INFLIGHT_LEVELS=${INFLIGHT_LEVELS:-"2000 8000 20000"}  # phase 3: requests h2load keeps in flight, each level in turn
INFLIGHT_STREAMS=${INFLIGHT_STREAMS:-200}              # phase 3: streams per connection (level / this = connections)
BODY_BYTES=${BODY_BYTES:-4500}
PHASES=${PHASES:-1,2,3}
ARMS=${ARMS:-"direct nghttpx scp-c scp-d scp-c-nj"}
PORT_BASE=${PORT_BASE:-18400}      # the ports: base + 0..9
TARGET_C=${TARGET_C:-0.5}          # SCP (Model C) msg/s >= this x nghttpx's
TARGET_D=${TARGET_D:-0.4}          # SCP (Model D, cache hit) msg/s >= this x nghttpx's
TARGET_P99_MS=${TARGET_P99_MS:-1}  # added p99 at RATE
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xms1g -Xmx1g"}
SIM_JVM_OPTS=${SIM_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}
NGHTTPX_WORKERS=${NGHTTPX_WORKERS:-1}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"
. "$here/bench/procs.sh"

need() { # command, Debian package
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "scp-bench: $1 not found; installing $2"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  else
    echo "scp-bench: install $2 first (apt-get install $2)" >&2; exit 1
  fi
}
need h2load nghttp2-client
command -v nghttpx >/dev/null 2>&1 || [ -x /usr/sbin/nghttpx ] || need nghttpx nghttp2-proxy
nghttpx_bin="$(command -v nghttpx || echo /usr/sbin/nghttpx)"

work="$here/bench/target/scp-bench"
rm -rf "$work" && mkdir -p "$work"

echo "== build (reactor, no install)"
./mvnw -q -B -pl scp-stub,bench -am -DskipTests -Dskip.bench=true package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="scp-stub/target/classes:bench/target/classes:$(cat scp-stub/target/bench-classpath.txt)"
logging="-Dlogging.level.root=WARN -Dlogging.level.dev.corebed=INFO"

ref_port=$((PORT_BASE)); nrf_port=$((PORT_BASE + 1)); nrf_admin=$((PORT_BASE + 2)); scp_port=$((PORT_BASE + 3))
scp_admin=$((PORT_BASE + 4)); nj_port=$((PORT_BASE + 5)); nj_admin=$((PORT_BASE + 6)); ngx_port=$((PORT_BASE + 7))
sim_port=$((PORT_BASE + 8)); sim_admin=$((PORT_BASE + 9))

wait_log() { # file, pattern, pid
  for _ in $(seq 1 900); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    kill -0 "$3" 2>/dev/null || { echo "scp-bench: a process ended; its log $1:" >&2; cat "$1" >&2; exit 1; }
    sleep 0.2
  done
  echo "scp-bench: timed out waiting for '$2' in $1" >&2; exit 1
}
child_db() { pgrep -P "$1" mariadbd || echo 0; }

load_start="$(cut -d' ' -f1-3 /proc/loadavg)"
printf '{"padding":"%s"}' "$(head -c $((BODY_BYTES > 14 ? BODY_BYTES - 14 : 0)) /dev/zero | tr '\0' x)" >"$work/body.json"
ref_body_bytes=$(stat -c %s "$work/body.json")

echo "== the producer: ReferenceServer on 127.0.0.1:$ref_port, ${ref_body_bytes}-byte answers"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.bench.ReferenceServer --bind 127.0.0.1 --port "$ref_port" --stats-port 0 \
  --body "$work/body.json" >"$work/ref.log" 2>&1 &
pids+=($!); ref_pid=$!
wait_log "$work/ref.log" "^LISTENING " "$ref_pid"

echo "== the NRF stub (h2c 127.0.0.1:$nrf_port): discovery answers valid for an hour"
"$java" $SIM_JVM_OPTS $logging -cp "$cp" dev.corebed.nrf.NrfStubApplication --sbi.port="$nrf_port" --sbi.tls-port=-1 \
  --admin.port="$nrf_admin" --sbi.bind-address=127.0.0.1 --db.embedded.port=0 --db.embedded.data-dir="$work/nrf-db" \
  --stub.nrf.discovery.validity-period=3600 --stub.nrf.heartbeat-grace=1h >"$work/nrf.log" 2>&1 &
pids+=($!); nrf_pid=$!
wait_log "$work/nrf.log" "nrf-admin: SBI" "$nrf_pid"
pcf_id=5c7d0000-0000-4000-8000-00000000bec1
curl -fsS -o /dev/null -X PUT -H 'content-type: application/json' "http://127.0.0.1:$nrf_port/nnrf-nfm/v1/nf-instances/$pcf_id" \
  -d '{"nfInstanceId":"'$pcf_id'","nfType":"PCF","nfStatus":"REGISTERED","heartBeatTimer":3600,"ipv4Addresses":["127.0.0.1"],
       "nfServices":[{"serviceInstanceId":"sm","serviceName":"npcf-smpolicycontrol","versions":[{"apiVersionInUri":"v1",
       "apiFullVersion":"1.2.0"}],"scheme":"http","nfServiceStatus":"REGISTERED","ipEndPoints":[{"ipv4Address":"127.0.0.1",
       "port":'$ref_port'}]}]}'

start_scp() { # name, port, admin port, extra settings...
  local name="$1" port="$2" admin="$3"
  shift 3
  "$java" $JVM_OPTS $logging -cp "$cp" dev.corebed.scp.ScpStubApplication --sbi.port="$port" --sbi.tls-port=-1 \
    --admin.port="$admin" --sbi.bind-address=127.0.0.1 --db.embedded.port=0 --db.embedded.data-dir="$work/$name-db" \
    --nrf.api-root="http://127.0.0.1:$nrf_port" --nrf.agent.enabled=false --stub.scp.response-timeout=10s \
    "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  eval "${name}_pid=$!"
  wait_log "$work/$name.log" "scp-admin: SBI" "$!"
}
echo "== the SCP stub as it ships (h2c 127.0.0.1:$scp_port; its request journal on) and a second with the journal off"
start_scp scp "$scp_port" "$scp_admin"
start_scp nj "$nj_port" "$nj_admin" --journal.enabled=false
scp_db=$(child_db "$scp_pid"); nj_db=$(child_db "$nj_pid")

echo "== nghttpx $("$nghttpx_bin" --version | awk '{print $2}') on 127.0.0.1:$ngx_port, $NGHTTPX_WORKERS worker(s), h2 to the producer"
start_nghttpx() { # name, frontend port, backend host, backend port
  "$nghttpx_bin" --frontend="127.0.0.1,$2;no-tls" --backend="$3,$4;;proto=h2" --workers="$NGHTTPX_WORKERS" \
    --frontend-http2-max-concurrent-streams=2000 --backend-http2-max-concurrent-streams=2000 \
    --conf=/dev/null --errorlog-file="$work/$1.log" --no-ocsp --no-via >"$work/$1.out" 2>&1 &
  pids+=($!)
  eval "${1}_pid=$!"
  for _ in $(seq 100); do curl -s -o /dev/null --http2-prior-knowledge "http://127.0.0.1:$2/" && return 0; sleep 0.1; done
  echo "scp-bench: nghttpx did not start:" >&2; cat "$work/$1.log" "$work/$1.out" >&2; exit 1
}
start_nghttpx ngx "$ngx_port" 127.0.0.1 "$ref_port"

PATH_C=/npcf-smpolicycontrol/v1/sm-policies
# arm ARM: sets URI and HDR (h2load -H arguments) for an arm
arm() {
  HDR=()
  case "$1" in
    direct) URI="http://127.0.0.1:$ref_port$PATH_C" ;;
    nghttpx) URI="http://127.0.0.1:$ngx_port$PATH_C" ;;
    scp-c) URI="http://127.0.0.1:$scp_port$PATH_C"; HDR=(-H "3gpp-Sbi-Target-apiRoot: http://127.0.0.1:$ref_port") ;;
    scp-c-nj) URI="http://127.0.0.1:$nj_port$PATH_C"; HDR=(-H "3gpp-Sbi-Target-apiRoot: http://127.0.0.1:$ref_port") ;;
    scp-d) URI="http://127.0.0.1:$scp_port$PATH_C"
      HDR=(-H "3gpp-Sbi-Discovery-target-nf-type: PCF" -H "3gpp-Sbi-Discovery-requester-nf-type: SMF"
           -H "3gpp-Sbi-Discovery-service-names: npcf-smpolicycontrol") ;;
    # phase 3: one of the producer simulator's PCFs (its own loopback address) directly; the SCP by delegated discovery
    sim-direct) URI="http://$sim_host:$sim_port$PATH_C" ;;
    sim-scp) URI="http://127.0.0.1:$scp_port$PATH_C"
      HDR=(-H "3gpp-Sbi-Discovery-target-nf-type: PCF" -H "3gpp-Sbi-Discovery-requester-nf-type: SMF"
           -H "3gpp-Sbi-Discovery-service-names: npcf-smpolicycontrol") ;;
    *) echo "scp-bench: unknown arm $1" >&2; exit 2 ;;
  esac
}
# the processes an arm's proxy runs in (its CPU), and the producer's
proxy_pids() {
  case "$1" in
    direct|sim-direct) echo "" ;;
    nghttpx) echo "$ngx_pid $(pgrep -P "$ngx_pid" | tr '\n' ' ')" ;;
    scp-c|scp-d|sim-scp) echo "$scp_pid $scp_db" ;;
    scp-c-nj) echo "$nj_pid $nj_db" ;;
  esac
}
producer_pid() { case "$1" in sim-*) echo "$sim_pid" ;; *) echo "$ref_pid" ;; esac; }
ticks() { local t=0 p; for p in "$@"; do [ "$p" != 0 ] && [ -r "/proc/$p/stat" ] && t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done; echo "$t"; }
hz=$(getconf CLK_TCK)

# run ARM N OUT [h2load options...]: one h2load run; OUT.reqlog has its per-request log, OUT.cpu the CPU it cost
run() {
  local a="$1" n="$2" out="$3"
  shift 3
  arm "$a"
  local pp; pp="$(proxy_pids "$a")"
  local p0 r0; p0=$(ticks $pp); r0=$(ticks "$(producer_pid "$a")")
  h2load -n "$n" -t "$THREADS" "$@" -d "$work/body.json" -H 'content-type: application/json' "${HDR[@]}" \
    --log-file="$out.reqlog" "$URI" >"$out" 2>&1 || { echo "scp-bench: h2load failed ($a):" >&2; cat "$out" >&2; exit 1; }
  echo "$(( $(ticks $pp) - p0 )) $(( $(ticks "$(producer_pid "$a")") - r0 ))" >"$out.cpu"
}
rps_of() { sed -n 's/^finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$1"; }
ok_of() { sed -n 's/^status codes: \([0-9]*\) 2xx.*/\1/p' "$1"; }
# pct FILE... : nearest-rank p50 p99 (ms) of h2load's per-request durations (3rd column, µs)
pct() {
  cut -f3 "$@" | sort -n | awk '{ v[NR] = $1 } END {
    split("0.50 0.99", p, " ");
    for (i = 1; i <= 2; i++) { k = int(p[i] * NR); if (k < p[i] * NR) k++; if (k < 1) k = 1; printf "%s%.3f", (i > 1 ? " " : ""), v[k] / 1000 }
    printf "\n" }'
}
median() { tr ' ' '\n' <<<"$*" | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
us_per() { awk -v t="$1" -v n="$2" -v hz="$hz" 'BEGIN { if (n > 0) printf "%.1f", t / hz * 1e6 / n; else print "-" }'; }
has_phase() { case ",$PHASES," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

summary="$work/summary.txt"
{
echo ""
echo "== corebed SCP benchmark, $(date '+%Y-%m-%d %H:%M:%S %Z'): $(uname -sr), $(nproc) cores, load average $load_start at the start"
echo "   $("$java" -version 2>&1 | head -1); $(h2load --version 2>&1 | head -1); nghttpx $("$nghttpx_bin" --version | awk '{print $2}') -n $NGHTTPX_WORKERS"
echo "   JVMs: $JVM_OPTS; requests and answers $ref_body_bytes B of JSON, POST $PATH_C, h2c with prior knowledge"
} | tee "$summary"

# ---------------------------------------------------------------- phase 1: saturation
if has_phase 1; then
  {
  echo ""
  echo "== 1. saturation: h2load -c $CLIENTS -m $STREAMS ($((CLIENTS * STREAMS)) in flight), $REQUESTS requests per arm and round,"\
    "$ROUNDS rounds alternating: $ARMS"
  } | tee -a "$summary"
  for a in $ARMS; do
    case "$a" in direct|nghttpx|scp-c|scp-d|scp-c-nj) ;; *) echo "scp-bench: ARMS: $a is not an arm of phase 1" >&2; exit 2 ;; esac
    run "$a" "$WARMUP" "$work/warmup-$a.txt" -c "$CLIENTS" -m "$STREAMS"
    echo "   warm-up $a: $(rps_of "$work/warmup-$a.txt") msg/s (discarded)" | tee -a "$summary"
  done
  printf '%-6s %-9s %10s %9s %9s %9s %9s %8s %12s %12s\n' round arm "msg/s" "p50 ms" "p99 ms" "+p50 ms" "+p99 ms" 2xx \
    "proxy us/msg" "prod. us/msg" | tee -a "$summary"
  for r in $(seq "$ROUNDS"); do
    for a in $ARMS; do
      out="$work/round-$r-$a.txt"
      run "$a" "$REQUESTS" "$out" -c "$CLIENTS" -m "$STREAMS"
    done
    read -r d50 d99 <<<"$(pct "$work/round-$r-direct.txt.reqlog" 2>/dev/null || echo "0 0")"
    for a in $ARMS; do
      out="$work/round-$r-$a.txt"
      read -r p50 p99 <<<"$(pct "$out.reqlog")"
      read -r pt rt <<<"$(cat "$out.cpu")"
      proxy_cpu="$( [ "$a" = direct ] && echo "-" || us_per "$pt" "$REQUESTS")"
      printf '%-6s %-9s %10.0f %9s %9s %9s %9s %8s %12s %12s\n' "$r" "$a" "$(rps_of "$out")" "$p50" "$p99" \
        "$(awk -v a="$p50" -v b="$d50" 'BEGIN { printf "%+.3f", a - b }')" "$(awk -v a="$p99" -v b="$d99" 'BEGIN { printf "%+.3f", a - b }')" \
        "$(ok_of "$out")" "$proxy_cpu" "$(us_per "$rt" "$REQUESTS")" | tee -a "$summary"
    done
  done
  {
  echo ""
  printf '%-9s %14s %16s %16s %14s %16s %10s\n' arm "msg/s median" "p50/p99 ms" "added p50/p99" "proxy us/msg" \
    "msg/s/busy core" "x nghttpx"
  } | tee -a "$summary"
  declare -A med
  read -r d50 d99 <<<"$(pct "$work"/round-*-direct.txt.reqlog 2>/dev/null || echo "0 0")"
  for a in $ARMS; do
    rates=(); cpus=()
    for r in $(seq "$ROUNDS"); do
      rates+=("$(rps_of "$work/round-$r-$a.txt")")
      read -r pt rt <<<"$(cat "$work/round-$r-$a.txt.cpu")"
      cpus+=("$(us_per "$pt" "$REQUESTS")")
    done
    med[$a]="$(median "${rates[@]}")"
    read -r p50 p99 <<<"$(pct "$work"/round-*-"$a".txt.reqlog)"
    added="$(awk -v a="$p50" -v b="$d50" -v c="$p99" -v d="$d99" 'BEGIN { printf "%+.3f/%+.3f", a - b, c - d }')"
    us="$(median "${cpus[@]}")"
    printf '%-9s %14.0f %16s %16s %14s %16s %10s\n' "$a" "${med[$a]}" "$p50/$p99" "$([ "$a" = direct ] && echo - || echo "$added")" \
      "$([ "$a" = direct ] && echo - || echo "$us")" \
      "$([ "$a" = direct ] && echo - || awk -v u="$us" 'BEGIN { if (u > 0) printf "%.0f", 1e6 / u; else print "-" }')" \
      "$([ -n "${med[nghttpx]:-}" ] && awk -v x="${med[$a]}" -v y="${med[nghttpx]}" 'BEGIN { printf "%.2f", x / y }' || echo -)" | tee -a "$summary"
  done
  if [ -n "${med[nghttpx]:-}" ]; then
    verdict() { awk -v x="$1" -v y="${med[nghttpx]}" -v t="$2" 'BEGIN { r = x / y; printf "%.2f x nghttpx (target >= %s): %s", r, t, (r >= t ? "met" : "NOT met") }'; }
    {
    [ -n "${med[scp-c]:-}" ] && echo "   SCP Model C: $(verdict "${med[scp-c]}" "$TARGET_C")"
    [ -n "${med[scp-d]:-}" ] && echo "   SCP Model D, discovery cache hit: $(verdict "${med[scp-d]}" "$TARGET_D")"
    [ -n "${med[scp-c-nj]:-}" ] && echo "   SCP Model C, journal off: $(verdict "${med[scp-c-nj]}" "$TARGET_C")"
    echo "   (a message is one request through the proxy and its answer; added latency: the arm's percentile minus the"\
      "direct path's over all rounds; CPU: the proxy's process(es) only, the SCP's mariadbd included; msg/s per busy"\
      "core = 1 s of CPU over the proxy's CPU per message; the seed's SCP workers did 0.85-2.2K MPS per busy vCPU)"
    } | tee -a "$summary"
  fi
  curl -fsS "http://127.0.0.1:$scp_admin/admin/v1/scp/status" | grep -oE '"stub\.scp\.(discovery|requests)[^"]*":[0-9.E]+' \
    | sed 's/^/   SCP counter: /' | tee -a "$summary" || true
fi

# ---------------------------------------------------------------- phase 2: a fixed rate
if has_phase 2; then
  per_client=$(( (RATE + RATE_CLIENTS - 1) / RATE_CLIENTS ))
  n=$(( per_client * RATE_CLIENTS * RATE_SECONDS ))
  {
  echo ""
  echo "== 2. a fixed rate: $((per_client * RATE_CLIENTS)) msg/s (h2load -c $RATE_CLIENTS --rps $per_client -m 16), $n requests per arm"
  printf '%-9s %12s %9s %9s %9s %9s %12s\n' arm "msg/s" "p50 ms" "p99 ms" "+p50 ms" "+p99 ms" "proxy us/msg"
  } | tee -a "$summary"
  rate_arms=""
  for a in $ARMS; do case "$a" in direct|nghttpx|scp-c|scp-d) rate_arms="$rate_arms $a" ;; esac; done
  for a in $rate_arms; do run "$a" "$n" "$work/rate-$a.txt" -c "$RATE_CLIENTS" -m 16 --rps "$per_client"; done
  read -r d50 d99 <<<"$(pct "$work/rate-direct.txt.reqlog" 2>/dev/null || echo "0 0")"
  for a in $rate_arms; do
    out="$work/rate-$a.txt"
    read -r p50 p99 <<<"$(pct "$out.reqlog")"
    read -r pt rt <<<"$(cat "$out.cpu")"
    printf '%-9s %12.0f %9s %9s %9s %9s %12s\n' "$a" "$(rps_of "$out")" "$p50" "$p99" \
      "$(awk -v a="$p50" -v b="$d50" 'BEGIN { printf "%+.3f", a - b }')" "$(awk -v a="$p99" -v b="$d99" 'BEGIN { printf "%+.3f", a - b }')" \
      "$([ "$a" = direct ] && echo - || us_per "$pt" "$n")" | tee -a "$summary"
  done
  if [ -f "$work/rate-scp-c.txt.reqlog" ]; then
    read -r s50 s99 <<<"$(pct "$work/rate-scp-c.txt.reqlog")"
    achieved="$(rps_of "$work/rate-scp-c.txt")"
    awk -v s="$s99" -v d="$d99" -v t="$TARGET_P99_MS" -v a="$achieved" -v r="$((per_client * RATE_CLIENTS))" 'BEGIN {
      x = s - d; printf "   SCP Model C adds %.3f ms to p99 at %.0f msg/s (target <= %s ms at %d): %s\n", x, a, t, r,
        (x <= t && a >= 0.95 * r ? "met" : (a < 0.95 * r ? "NOT met (the rate was not reached)" : "NOT met")) }' | tee -a "$summary"
  fi
fi

# ---------------------------------------------------------------- phase 3: 150 ms producers, requests in flight
if has_phase 3; then
  echo "" | tee -a "$summary"
  echo "== 3. the producer simulator (d-t1: 176 NFs, 50 PCFs) answering after 150 ms, registered with the NRF" | tee -a "$summary"
  "$java" $SIM_JVM_OPTS $logging -cp "$cp" dev.corebed.peersim.producer.ProducerSimulator --sbi.port="$sim_port" \
    --admin.port="$sim_admin" --nrf.api-root="http://127.0.0.1:$nrf_port" --peer.producer.topology=d-t1 \
    --peer.producer.delay=150ms --peer.producer.body-size="$BODY_BYTES" --peer.producer.lci.interval=0s \
    --journal.enabled=false >"$work/sim.log" 2>&1 &
  pids+=($!); sim_pid=$!
  wait_log "$work/sim.log" "NF instances registered" "$sim_pid"
  # (|| true: grep -m1 ends the pipe early, and pipefail would take tr's SIGPIPE for a failure)
  sim_host="$( (curl -fsS "http://127.0.0.1:$sim_admin/admin/v1/producer/instances" | tr '{' '\n' | grep -m1 '"kind":"PCF"' \
    | sed -n 's/.*"apiRoot":"http:\/\/\([0-9.]*\):.*/\1/p') || true)"
  [ -n "$sim_host" ] || { echo "scp-bench: the producer simulator has no PCF" >&2; exit 1; }
  # the delegated discoveries now find the simulator's PCFs only: the ReferenceServer's PCF leaves the NRF, the SCP
  # forgets what it cached
  curl -fsS -o /dev/null -X DELETE "http://127.0.0.1:$nrf_port/nnrf-nfm/v1/nf-instances/$pcf_id"
  curl -fsS -o /dev/null -X DELETE "http://127.0.0.1:$scp_admin/admin/v1/scp/discovery-cache"
  {
  echo "   each level: h2load keeps that many requests in flight (-m $INFLIGHT_STREAMS per connection), 5 x the level in"\
    "requests; straight to one PCF ($sim_host), then through the SCP (Model D: spread over the PCFs by the SCP's selection)"
  printf '%-9s %-10s %10s %9s %9s %8s %18s %12s %14s\n' level arm "msg/s" "p50 ms" "p99 ms" "non-2xx" "SCP in flight" \
    "proxy us/msg" "at most msg/s"
  } | tee -a "$summary"
  for level in $INFLIGHT_LEVELS; do
    conns=$(( (level + INFLIGHT_STREAMS - 1) / INFLIGHT_STREAMS ))
    n=$(( level * 5 ))
    for a in sim-direct sim-scp; do
      run "$a" "$(( level < 2000 ? level : 2000 ))" "$work/warm3-$level-$a.txt" -c "$conns" -m "$INFLIGHT_STREAMS"
      samples="-"
      if [ "$a" = sim-scp ]; then
        ( while true; do curl -fsS -m 2 "http://127.0.0.1:$scp_admin/admin/v1/scp/status" 2>/dev/null \
            | sed -n 's/^{[^{]*"inFlight":\([0-9]*\).*/\1/p'; sleep 0.5; done ) >"$work/inflight-$level.txt" &
        sampler=$!
      fi
      run "$a" "$n" "$work/inflight-$level-$a.txt" -c "$conns" -m "$INFLIGHT_STREAMS"
      if [ "$a" = sim-scp ]; then
        kill "$sampler" 2>/dev/null || true; wait "$sampler" 2>/dev/null || true
        samples="$(sort -n "$work/inflight-$level.txt" | awk '{ v[NR] = $1 } END { if (NR) printf "%d (max %d)", v[int((NR + 1) / 2)], v[NR]; else print "-" }')"
      fi
      out="$work/inflight-$level-$a.txt"
      read -r p50 p99 <<<"$(pct "$out.reqlog")"
      read -r pt rt <<<"$(cat "$out.cpu")"
      ok=$(ok_of "$out"); ok=${ok:-0}
      printf '%-9s %-10s %10.0f %9s %9s %8s %18s %12s %14.0f\n' "$level" "$a" "$(rps_of "$out")" "$p50" "$p99" "$((n - ok))" \
        "$samples" "$([ "$a" = sim-direct ] && echo - || us_per "$pt" "$n")" "$(awk -v l="$level" 'BEGIN { print l / 0.15 }')" \
        | tee -a "$summary"
    done
  done
  echo "   (at most msg/s: the level over the producers' 150 ms, what the delay alone would allow; SCP in flight: the"\
    "median (and max) of its own count, sampled every 0.5 s)" | tee -a "$summary"
fi

{
echo ""
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores shared with whatever else runs: every figure is noisier for it)"
echo "SCP JVM after the run: heap after full GC $(heap "$scp_pid"), RSS $(rss "$scp_pid"); logs and h2load's output in $work"
} | tee -a "$summary"
