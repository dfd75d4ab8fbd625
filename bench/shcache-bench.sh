#!/usr/bin/env bash
# Sh cache benchmark: the seed's Sh Cache call model (callmodels/shcache.md: get-mmtel-services 35 %, get-msisdn 35 %,
# put-mmtel-services 10 %, put-stn-sr 10 %, ue-reachability-subscribe 10 %, two REST requests per session) against the
# Sh cache stub on its embedded database, with the HSS simulator behind it over Diameter Sh, each in a JVM of its own.
# ShCacheBench (a third JVM, sbi-core's client over h2c, open model) runs each rate of RATES from an empty cache: a
# warm-up that settles the first GETs' hit ratio (TTL and pools sized for the seed's ~40 % misses), then the measured
# window. Prints per rate: sessions/s, success, p50/p99 per scenario beside the seed's, hit ratios, UDR/PUR/SNR per
# second, CPU per session of the stub JVM, its mariadbd and the HSS simulator (so sessions/s per core), the cache's rows;
# at the end the stub's heap after a full GC and RSS. Asserts nothing; loopback only; bounded (RATES x durations).
#
#   bench/shcache-bench.sh                               # defaults below; override with the environment:
#   RATES=500,1000,2000 WARMUP=60 DURATION=30 TTL=60 FLUSH=2 bench/shcache-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

RATES=${RATES:-500,1000,1500,2000,2500}   # sessions/s, all scenarios together (the seed's rating: 700)
WARMUP=${WARMUP:-60}          # seconds per rate before measuring (the seed ramped for 20 min)
DURATION=${DURATION:-30}      # measured seconds per rate
TTL=${TTL:-60}                # the cache's TTL in seconds (the seed: 1200 with 200,000 subscribers per scenario)
FLUSH=${FLUSH:-1}             # the embedded MariaDB's innodb_flush_log_at_trx_commit: 1 (its default) syncs the redo
                              # log at every commit; 2 once a second (closer to NDB's in-memory commit)
PORT=${PORT:-18086}           # the stub's REST port (h2c); its management port, and the HSS simulator's ports:
ADMIN=${ADMIN:-18186}
HSS_PORT=${HSS_PORT:-13874}
HSS_ADMIN=${HSS_ADMIN:-18194}
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
HSS_JVM_OPTS=${HSS_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}
DRIVER_JVM_OPTS=${DRIVER_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"

work="$here/shcache-stub/target/shcache-bench"
rm -rf "$work" && mkdir -p "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

echo "== build (reactor, no install)"
./mvnw -q -B -pl gatling -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="gatling/target/test-classes:gatling/target/classes:$(cat gatling/target/bench-classpath.txt)"
logging="-Dlogging.level.root=WARN -Dlogging.level.dev.corebed=INFO"

wait_log() { # file, pattern, pid
  for _ in $(seq 1 600); do
    grep -q "$2" "$1" && return 0
    kill -0 "$3" 2>/dev/null || { cat "$1" >&2; exit 1; }
    sleep 0.2
  done
  echo "timed out waiting for '$2' in $1" >&2; exit 1
}

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
hss_port=$HSS_PORT; hss_admin=$HSS_ADMIN; admin=$ADMIN
echo "== HSS simulator (Diameter 127.0.0.1:$hss_port): 1,000,000 generated subscribers"
"$java" $HSS_JVM_OPTS $logging -cp "$cp" dev.corebed.peersim.hss.HssSimulator --admin.port="$hss_admin" \
  --diameter.port="$hss_port" --diameter.bind-address=127.0.0.1 >"$work/hss.log" 2>&1 &
pids+=($!); hss_pid=$!
wait_log "$work/hss.log" "hss-admin: SBI" "$hss_pid"

echo "== Sh cache stub (REST h2c 127.0.0.1:$PORT, TTL ${TTL}s, innodb_flush_log_at_trx_commit=$FLUSH)"
"$java" $JVM_OPTS $logging -cp "$cp" dev.corebed.shcache.ShCacheStubApplication --sbi.port="$PORT" --sbi.tls-port=-1 \
  --admin.port="$admin" --sbi.bind-address=127.0.0.1 --diameter.port=0 --diameter.bind-address=127.0.0.1 \
  "--diameter.peers[0].uri=aaa://hss.corebed.test:$hss_port" "--diameter.peers[0].address=127.0.0.1" \
  --diameter.reconnect-timer=1s --db.embedded.port=0 --db.embedded.data-dir="$work/db" --stub.shcache.ttl="${TTL}s" \
  >"$work/shcache.log" 2>&1 &
pids+=($!); stub_pid=$!
wait_log "$work/shcache.log" "shcache-admin: SBI" "$stub_pid"
db_pid=$(pgrep -P "$stub_pid" mariadbd || echo 0)
db_port=$(sed -n 's/.*Embedded MariaDB ready on 127.0.0.1:\([0-9]*\).*/\1/p' "$work/shcache.log" | head -1)
"$java" -cp "$cp" dev.corebed.gatling.shcache.ShCacheBench --flush "$db_port" "$FLUSH"
for _ in $(seq 1 100); do
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/sh-cache/v1/users/sip:+15550000000@ims.corebed.test/MSISDN" && break
  sleep 0.2
done

echo "== ${RATES} sessions/s: ${WARMUP} s warm-up then ${DURATION} s measured each, from an empty cache (h2c, open model)"
"$java" $DRIVER_JVM_OPTS -Dlogging.level.root=WARN -cp "$cp" dev.corebed.gatling.shcache.ShCacheBench \
  "http://127.0.0.1:$PORT" "http://127.0.0.1:$admin" "$stub_pid" "$db_pid" "$hss_pid" "$RATES" "$WARMUP" "$DURATION" \
  | tee "$work/driver.log"

rss() { awk '/^VmRSS/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$1/status"; }
heap() {
  "$JAVA_HOME/bin/jcmd" "$1" GC.run >/dev/null
  "$JAVA_HOME/bin/jstat" -gc "$1" | awk 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
    NR == 2 { printf "%.1f MiB", ($c["S0U"] + $c["S1U"] + $c["EU"] + $c["OU"]) / 1024 }'
}
echo "stub JVM after the run: heap after full GC $(heap "$stub_pid"), RSS $(rss "$stub_pid");" \
  "mariadbd RSS $([ "$db_pid" != 0 ] && rss "$db_pid" || echo '?'); HSS simulator heap after full GC $(heap "$hss_pid")"
curl -sf "http://127.0.0.1:$admin/metrics" >"$work/metrics.txt" || true
grep -E '^sbi_requests_seconds_count\{.*status="503"' "$work/metrics.txt" | sed 's/{application="[^"]*",/{/' || echo "no request shed (503)"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with other work)"
