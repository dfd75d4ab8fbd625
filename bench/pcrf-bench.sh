#!/usr/bin/env bash
# PCRF benchmark (callmodels/policy.md §1.1): the PCF stub's Diameter side in a JVM of its own on its embedded
# database, the BSF stub (its Rx proxy, its own database) and the OCS simulator each in another, and diameter-core's
# bare answering node (gatling's ReferencePcrf) in a fourth. PcrfBench (a fifth JVM, the driver's PCEF and AF roles)
# plays in one run, at fixed rates, open model:
#   - the 9-message voice call (3.1.4: CCR-I of the IMS APN, AAR-I, Gx RAR, CCR-U, AAR-U, CCR-U, Rx RAR, STR, CCR-T),
#     the AF through the BSF, which finds the PCF in the binding the PCF registered on the CCR-I;
#   - the data call with Sy (3.1.1 without its LDAP search: CCR-I with the PCF's SLR to the OCS, CCR-U, CCR-T with its
#     STR);
# against the PCF stub and, alternating round by round, the same calls against the reference node (the AF straight
# to it). Prints per message OK/s, p50 and p99 on both sides; calls/s, messages/s, CPU per message of the PCF JVM + its
# mariadbd (BSF, its mariadbd and the OCS apart) and of the reference JVM; what the PCRF's logic and state add; the
# seed's figures; the load average (other work on these cores makes every figure noisier). Asserts nothing; loopback
# only; bounded (ROUNDS x DURATION per side, plus the warm-up).
#
#   bench/pcrf-bench.sh                                  # defaults below; override with the environment:
#   VOICE_RATE=50 DATA_RATE=50 WARMUP=120 DURATION=30 ROUNDS=2 bench/pcrf-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

VOICE_RATE=${VOICE_RATE:-30}     # 9-message voice calls/s
VOICE11_RATE=${VOICE11_RATE:-0}  # 11-message voice calls/s (3.1.2), none by default
DATA_RATE=${DATA_RATE:-30}       # data calls/s
WARMUP=${WARMUP:-90}             # seconds per side before measuring (the JIT still compiles a third of the time after 60 s)
DURATION=${DURATION:-30}         # measured seconds per side and round
ROUNDS=${ROUNDS:-2}
FLUSH=${FLUSH:-1}                # the PCF's MariaDB innodb_flush_log_at_trx_commit (1: its default, 2: once a second)
BASE=${BASE:-18380}              # ports: BASE+1.. (Diameter), BASE+11.. (SBI), BASE+21.. (management)
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
PEER_JVM_OPTS=${PEER_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}

pcf_d=$((BASE + 1)); bsf_d=$((BASE + 2)); ocs_d=$((BASE + 3)); ref_d=$((BASE + 4))
bsf_sbi=$((BASE + 12)); pcf_sbi=$((BASE + 11))
pcf_adm=$((BASE + 21)); bsf_adm=$((BASE + 22)); ocs_adm=$((BASE + 23))

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"

work="$here/pcf-stub/target/pcrf-bench"
rm -rf "$work" && mkdir -p "$work"
. "$here/bench/procs.sh"

echo "== build (reactor, no install)"
./mvnw -q -B -pl gatling -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="gatling/target/test-classes:gatling/target/classes:$(cat gatling/target/bench-classpath.txt)"
quiet="-Dlogging.level.root=WARN -Dlogging.level.dev.corebed=INFO -Dlogging.level.dev.corebed.diameter.stack=WARN"

wait_for() { # log, pattern, pid
  for _ in $(seq 1 3000); do
    grep -qs "$2" "$1" && return 0
    kill -0 "$3" 2>/dev/null || { tail -50 "$1" >&2; exit 1; }
    sleep 0.2
  done
  echo "waited 10 min for '$2' in $1" >&2; exit 1
}
child_db() { pgrep -P "$1" mariadbd || echo 0; }

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== BSF stub (Diameter :$bsf_d, SBI :$bsf_sbi), its own JVM and data tier"
"$java" $PEER_JVM_OPTS $quiet -cp "$cp" dev.corebed.bsf.BsfStubApplication --sbi.port=$bsf_sbi --sbi.tls-port=-1 \
  --admin.port=$bsf_adm --sbi.bind-address=127.0.0.1 --diameter.port=$bsf_d --diameter.bind-address=127.0.0.1 \
  --db.embedded.port=0 --db.embedded.data-dir="$work/bsf-db" >"$work/bsf.log" 2>&1 &
pids+=($!); bsf_pid=$!
echo "== OCS simulator (Diameter :$ocs_d)"
"$java" $PEER_JVM_OPTS $quiet -cp "$cp" dev.corebed.peersim.ocs.OcsSimulator --admin.port=$ocs_adm \
  --diameter.port=$ocs_d --diameter.bind-address=127.0.0.1 >"$work/ocs.log" 2>&1 &
pids+=($!); ocs_pid=$!
echo "== reference node (Diameter :$ref_d)"
"$java" $PEER_JVM_OPTS -Dlogging.level.root=WARN -cp "$cp" dev.corebed.gatling.pcrf.ReferencePcrf $ref_d \
  >"$work/reference.log" 2>&1 &
pids+=($!); ref_pid=$!
wait_for "$work/bsf.log" 'Started BsfStubApplication' "$bsf_pid"
wait_for "$work/ocs.log" 'Started OcsSimulator' "$ocs_pid"
wait_for "$work/reference.log" 'reference PCRF' "$ref_pid"

echo "== PCF stub (Diameter :$pcf_d, management :$pcf_adm), its own JVM and data tier; peers: the BSF and the OCS"
"$java" $JVM_OPTS $quiet -cp "$cp" dev.corebed.pcf.PcfStubApplication --sbi.port=$pcf_sbi --sbi.tls-port=-1 \
  --admin.port=$pcf_adm --sbi.bind-address=127.0.0.1 --diameter.port=$pcf_d --diameter.bind-address=127.0.0.1 \
  --diameter.reconnect-timer=1s \
  "--diameter.peers[0].uri=aaa://bsf.corebed.test:$bsf_d" "--diameter.peers[0].address=127.0.0.1" \
  "--diameter.peers[0].realm=corebed.test" \
  "--diameter.peers[1].uri=aaa://ocs.corebed.test:$ocs_d" "--diameter.peers[1].address=127.0.0.1" \
  "--diameter.peers[1].realm=corebed.test" \
  --stub.pcf.peers.bsf.api-root=http://127.0.0.1:$bsf_sbi \
  --db.embedded.port=0 --db.embedded.data-dir="$work/pcf-db" >"$work/pcf.log" 2>&1 &
pids+=($!); pcf_pid=$!
wait_for "$work/pcf.log" 'Started PcfStubApplication' "$pcf_pid"
pcf_db=$(child_db "$pcf_pid"); bsf_db=$(child_db "$bsf_pid")
db_port=$(sed -n 's/.*Embedded MariaDB ready on 127.0.0.1:\([0-9]*\).*/\1/p' "$work/pcf.log" | head -1)
if [ "$FLUSH" != 1 ]; then
  "$java" -cp "$cp" dev.corebed.gatling.shcache.ShCacheBench --flush "$db_port" "$FLUSH"
fi

echo "== driver: voice $VOICE_RATE/s, data $DATA_RATE/s$([ "$VOICE11_RATE" != 0 ] && echo ", 11-message voice $VOICE11_RATE/s");" \
  "${WARMUP} s warm-up, then $ROUNDS rounds of ${DURATION} s per side"
"$java" $JVM_OPTS -Dlogging.level.root=WARN -cp "$cp" dev.corebed.gatling.pcrf.PcrfBench \
  --pcf=127.0.0.1:$pcf_d --pcf-host=pcf.corebed.test --bsf=127.0.0.1:$bsf_d --bsf-host=bsf.corebed.test \
  --reference=127.0.0.1:$ref_d --reference-host=reference.corebed.test --pcf-admin=http://127.0.0.1:$pcf_adm --pcf-db-port=${db_port:-0} \
  --pids=pcf:$pcf_pid,pcf-db:$pcf_db,bsf:$bsf_pid,bsf-db:$bsf_db,ocs:$ocs_pid,reference:$ref_pid \
  --voice-rate=$VOICE_RATE --voice11-rate=$VOICE11_RATE --data-rate=$DATA_RATE --warmup=$WARMUP \
  --duration=$DURATION --rounds=$ROUNDS | tee "$work/driver.log"

echo "PCF JVM after the run: heap after full GC $(heap "$pcf_pid"), RSS $(rss "$pcf_pid"); its mariadbd RSS" \
  "$([ "$pcf_db" != 0 ] && rss "$pcf_db" || echo '?'); reference JVM heap after full GC $(heap "$ref_pid")"
curl -sf "http://127.0.0.1:$pcf_adm/admin/v1/pcf/sm-policies/count" && echo " (the PCF's associations left)"
curl -sf "http://127.0.0.1:$pcf_adm/metrics" >"$work/metrics.txt" || true
grep -E '^diameter_requests_seconds_count\{.*result="3004"' "$work/metrics.txt" | sed 's/{application="[^"]*",/{/' \
  || echo "no request shed (3004)"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores shared with other work)"
