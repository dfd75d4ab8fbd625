#!/usr/bin/env bash
# PCF benchmark (callmodels/policy.md): the PCF stub in a JVM of its own, its peers in another (the real UDR and NRF
# stubs, the CHF, SMF and AMF simulators, `--stubs=udr,nrf --peers=chf,smf,amf`), each on its own embedded database.
# Populations first, through the bulk loaders: SUBSCRIBERS UEs in the UDR (sm-data of the internet DNN, am-data,
# ue-policy-set, operator-specific data) and PRELOAD SM policy associations in the PCF's data tier. Then, with
# PcfSessionBench (a third JVM, sbi-core's SbiClient over h2c):
#   1. 3.2.4's internet DNN: CreateSMPolicy, UPDATES UpdateSMPolicy, DeleteSMPolicy per session, the PCF reading the
#      UDR twice (sm-data, operator-specific-data), subscribing and unsubscribing there, subscribing and unsubscribing
#      at the CHF it discovers through the NRF (no discovery cache: one NRF query per session, as the seed's run);
#   2. 3.2.9's AM/UE 1:0:1 with N1N2: an AM and a UE policy association created and deleted per UE, the UE one with
#      the N1 subscription, the container's N1N2MessageTransfer and the unsubscription at the AMF simulator.
# Printed per scenario: sessions/s, the PCF's ingress and egress requests/s (and transactions/s counted as the seed
# counts them: ingress + egress), p50/p99 per operation, the CPU the PCF JVM and its mariadbd used per message and per
# session, transactions per second per busy PCF core beside the seed's 150-260, the PCF's heap after a full GC, and the
# load average (other work on these 2 cores makes every figure noisier). Loopback only, bounded session counts.
#
#   bench/pcf-bench.sh                                   # defaults below; override with the environment:
#   SUBSCRIBERS=1000000 PRELOAD=1000000 SESSIONS=400 ROUNDS=3 CONC=32 bench/pcf-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

SUBSCRIBERS=${SUBSCRIBERS:-1000000}  # UEs in the UDR
PRELOAD=${PRELOAD:-1000000}          # SM policy associations in the PCF's data tier before the sessions
UPDATES=${UPDATES:-74}               # UpdateSMPolicy per internet session (3.2.4)
WARMUP=${WARMUP:-100}                # sessions, discarded
ROUNDS=${ROUNDS:-2}                  # measured rounds per scenario
SESSIONS=${SESSIONS:-300}            # SM sessions per round
PAIRS=${PAIRS:-3000}                 # AM+UE association pairs per round
CONC=${CONC:-32}                     # sessions in flight
FIRST=310014000000000                # the first SUPI's digits
BASE=${BASE:-18180}                  # ports BASE+1.. (SBI) and BASE+1001.. (management)
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
DRIVER_JVM_OPTS=${DRIVER_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}

nrf=$((BASE + 1)); udr=$((BASE + 5)); pcf=$((BASE + 3)); smf=$((BASE + 11)); amf=$((BASE + 12)); chf=$((BASE + 13))
adm() { echo $(($1 + 1000)); }

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"

work="$here/pcf-stub/target/pcf-bench"
rm -rf "$work" && mkdir -p "$work"
. "$here/bench/procs.sh"

echo "== build (reactor, no install)"
./mvnw -q -B -pl launcher -am -DskipTests -Dspring-boot.repackage.skip=true package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="launcher/target/classes:pcf-stub/target/test-classes:$(cat launcher/target/bench-classpath.txt)"

wait_for() { # log, pattern, pid
  for _ in $(seq 1 3000); do
    grep -q "$2" "$1" && return 0
    kill -0 "$3" 2>/dev/null || { tail -50 "$1" >&2; exit 1; }
    sleep 0.2
  done
  echo "waited 10 min for '$2' in $1" >&2; exit 1
}

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== peers: NRF :$nrf, UDR :$udr, CHF :$chf, SMF :$smf, AMF :$amf (one JVM)"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.launcher.CorebedLauncher --stubs=udr,nrf --peers=chf,smf,amf \
  --sbi.bind-address=127.0.0.1 --sbi.tls-port=-1 --db.embedded.port=0 --db.embedded.data-dir="$work/peers-db" \
  --nrf-stub.sbi.port=$nrf --nrf-stub.admin.port=$(adm $nrf) --udr-stub.sbi.port=$udr --udr-stub.admin.port=$(adm $udr) \
  --chf-sim.sbi.port=$chf --chf-sim.admin.port=$(adm $chf) --smf-sim.sbi.port=$smf --smf-sim.admin.port=$(adm $smf) \
  --amf-sim.sbi.port=$amf --amf-sim.admin.port=$(adm $amf) --smf-sim.peer.smf.received-capacity=1000 \
  --amf-sim.peer.amf.received-capacity=1000 --chf-sim.peer.chf.received-capacity=1000 >"$work/peers.log" 2>&1 &
pids+=($!)
wait_for "$work/peers.log" 'corebed cluster up' "${pids[0]}"

echo "== PCF :$pcf (its own JVM and data tier); the UDR configured, the CHF discovered, no discovery cache"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.pcf.PcfStubApplication --sbi.port=$pcf --admin.port=$(adm $pcf) --sbi.tls-port=-1 \
  --sbi.bind-address=127.0.0.1 --diameter.port=-1 --db.embedded.port=0 --db.embedded.data-dir="$work/pcf-db" --nrf.api-root=http://127.0.0.1:$nrf \
  --stub.pcf.peers.udr.api-root=http://127.0.0.1:$udr --stub.pcf.sm.nrf-cache=false --stub.pcf.peers.amf.api-root=http://127.0.0.1:$amf \
  >"$work/pcf.log" 2>&1 &
pids+=($!)
pcf_pid=$!
wait_for "$work/pcf.log" 'Started PcfStubApplication' "$pcf_pid"
pcf_db=$(pgrep -P "$pcf_pid" mariadbd || true)

echo "== populations"
cat >"$work/udr-bulk.json" <<EOF
{"prefix":"imsi-","first":"$FIRST","count":$SUBSCRIBERS,
 "amPolicyDataSet":{"subscCats":["gold"]},
 "uePolicyDataSet":{"subscCats":["gold"],"uePolicySections":{"up1":{"uePolicySectionInfo":"AQIDBAUGBwg=","upsi":"up1"}},"upsis":["up1"]},
 "smPolicyDataSet":{"smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
   "smPolicyDnnData":{"internet":{"dnn":"internet","subscCats":["gold"],"online":true}}}}},
 "operatorSpecificDataSet":{"tariff":{"dataType":"string","value":"flat"}}}
EOF
curl -sf -X POST -H 'content-type: application/json' --data-binary @"$work/udr-bulk.json" \
  http://127.0.0.1:$(adm $udr)/admin/v1/udr/policy-data/bulk | sed 's/^/UDR bulk load: /'; echo
curl -sf -X POST -H 'content-type: application/json' http://127.0.0.1:$(adm $pcf)/admin/v1/pcf/sm-policies/bulk -d "{
  \"prefix\":\"imsi-\",\"first\":\"$FIRST\",\"count\":$PRELOAD,\"dnn\":\"internet\",\"snssai\":{\"sst\":1,\"sd\":\"000001\"},
  \"ipv4First\":\"10.0.0.1\",\"notificationUri\":\"http://127.0.0.1:$smf/nsmf-callback/v1/sm-policy-notify/bulk\"}" \
  | sed 's/^/PCF bulk load: /'; echo
echo "PCF associations stored: $(curl -sf http://127.0.0.1:$(adm $pcf)/admin/v1/pcf/sm-policies/count)"

# The PCF's egress requests so far: every peer request, and the NRF discoveries it sent.
egress() {
  curl -sf http://127.0.0.1:$(adm $pcf)/metrics | awk '
    /^stub_pcf_peer_requests_total/ { n += $NF }
    /^stub_pcf_discovery_total/ && /result="(nrf|none|failed)"/ { n += $NF }
    END { printf "%d", n }'
}
echo "PCF JVM with the population: heap after full GC $(heap "$pcf_pid"), RSS $(rss "$pcf_pid"); its mariadbd RSS $([ -n "$pcf_db" ] && rss "$pcf_db" || echo '?')"

driver=("$java" $DRIVER_JVM_OPTS -cp "$cp" dev.corebed.pcf.PcfSessionBench)
scenario() { # name, mode, callbacks, units per round, requests per unit (ingress), seed TPS per busy core
  local name=$1 mode=$2 callbacks=$3 units=$4
  echo "== $name: $WARMUP warm-up, then $ROUNDS x $units, $CONC in flight"
  "${driver[@]}" "$mode" http://127.0.0.1:$pcf "$callbacks" $FIRST $SUBSCRIBERS "$WARMUP" 0 0 "$CONC" "$UPDATES" | tee "$work/$mode-warmup.log"
  local c0 d0 e0 c1 d1 e1
  c0=$(cpu "$pcf_pid"); d0=$([ -n "$pcf_db" ] && cpu "$pcf_db" || echo 0); e0=$(egress)
  local t0=$(date +%s.%N)
  "${driver[@]}" "$mode" http://127.0.0.1:$pcf "$callbacks" $FIRST $SUBSCRIBERS 0 "$ROUNDS" "$units" "$CONC" "$UPDATES" | tee "$work/$mode.log"
  local t1=$(date +%s.%N)
  c1=$(cpu "$pcf_pid"); d1=$([ -n "$pcf_db" ] && cpu "$pcf_db" || echo 0); e1=$(egress)
  local ingress_per_unit=$5
  awk -v c="$(echo "$c1 - $c0" | bc)" -v d="$(echo "$d1 - $d0" | bc)" -v e="$((e1 - e0))" -v n="$((ROUNDS * units))" \
      -v ipu="$ingress_per_unit" -v s="$(echo "$t1 - $t0" | bc)" 'BEGIN {
    i = n * ipu; t = i + e
    printf "%s over %.1f s: ingress %d requests (%.0f/s), egress %d requests (%.0f/s, %.1f per unit), %d transactions (%.0f/s)\n",
           "'"$name"'", s, i, i / s, e, e / s, e / n, t, t / s
    printf "  CPU: PCF JVM %.1f s = %.0f us per transaction, %.0f us per unit; its mariadbd %.1f s = %.0f us per transaction\n",
           c, c * 1e6 / t, c * 1e6 / n, d, d * 1e6 / t
    printf "  transactions per busy core: %.0f (PCF JVM), %.0f (PCF JVM + its mariadbd); the seed: 150-260 per busy core\n",
           t / c, t / (c + d) }'
}
scenario "SM internet (3.2.4): create, $UPDATES updates, delete" sm "http://127.0.0.1:$smf/nsmf-callback/v1/sm-policy-notify/" \
  "$SESSIONS" $((UPDATES + 2))
scenario "AM/UE 1:0:1 with N1N2 (3.2.9)" amue "http://127.0.0.1:$amf/namf-callback/v1/" "$PAIRS" 4
echo "AMF simulator received: $(curl -sf "http://127.0.0.1:$(adm $amf)/admin/v1/amf/received?limit=0" | sed 's/,"messages":\[\]//')"
echo "CHF simulator received: $(curl -sf "http://127.0.0.1:$(adm $chf)/admin/v1/chf/received?limit=0" | sed 's/,"messages":\[\]//')"
echo "PCF associations stored after the runs: $(curl -sf http://127.0.0.1:$(adm $pcf)/admin/v1/pcf/sm-policies/count) (every session deleted what it created)"
echo "PCF JVM after the runs: heap after full GC $(heap "$pcf_pid"), RSS $(rss "$pcf_pid"); its mariadbd RSS $([ -n "$pcf_db" ] && rss "$pcf_db" || echo '?')"
curl -sf http://127.0.0.1:$(adm $pcf)/metrics >"$work/pcf-metrics.txt" || true
grep -E '^stub_pcf_(peer_requests|peer_failures|discovery)_total' "$work/pcf-metrics.txt" | sed 's/{application="[^"]*",/{/' || true
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with other work)"
