#!/usr/bin/env bash
# Data-tier outage run: the longer, scripted form of DataTierOutageIT, with an external database and a stub killed.
# A MariaDB server of its own (an external SQL node to the stub, db.url), the BSF stub on it, and OutageClient
# creating bindings from WORKERS clients with a log of every answer. Meanwhile: mariadbd is killed -9 and started again
# DB_DOWN seconds later on the same data dir; later the BSF is killed -9 and started again on the same data tier.
# Then the log is checked against what the BSF stores: every answer 201 or 503 NF_CONGESTION with Retry-After, 503s
# within 1 s, no acknowledged binding lost, no binding refused with "nothing was done/kept" stored; the creates left
# without an answer while the stub was dead are reported (their outcome is unknown to any client), and how long after
# each event the first 201 came. Loopback only; ports and data under bsf-stub/target/data-tier-outage-run.
#
#   bench/data-tier-outage-run.sh                 # defaults below; override with the environment:
#   WORKERS=16 PHASE=20 DB_DOWN=10 bench/data-tier-outage-run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

WORKERS=${WORKERS:-8}        # clients creating bindings, one request in flight each
PHASE=${PHASE:-10}           # seconds of writing before each event and after the last one
DB_DOWN=${DB_DOWN:-5}        # seconds the database stays down
DB_PORT=${DB_PORT:-23306}
BSF_PORT=${BSF_PORT:-18384}
ADMIN_PORT=${ADMIN_PORT:-18385}
MARIADB_BASE=${MARIADB_BASE:-$HOME/.corebed/db/base}   # MariaDB binaries (the embedded database unpacks them here)
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx512m"}

. "$here/bench/jdk.sh"
java="$JAVA_HOME/bin/java"
[ -x "$MARIADB_BASE/bin/mariadbd" ] || { echo "no mariadbd under $MARIADB_BASE: run ./corebed run once, or set MARIADB_BASE" >&2; exit 1; }

. "$here/bench/stub-bed.sh"
bench_work "$here/bsf-stub/target/data-tier-outage-run"
mkdir -p "$work/db" "$work/db-tmp"
# The processes are restarted under new pids: these are the current ones, stopped on exit.
db_pid=""; bsf_pid=""; client_pid=""
stop_all() {
  for pid in $client_pid $bsf_pid $db_pid; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_all EXIT
now_ms() { date +%s%3N; }
event() { echo "$1 $(now_ms)" >>"$work/events"; echo "$(date -u +%T.%3N) $1 (load $(cut -d' ' -f1-3 /proc/loadavg))"; }

bench_build bsf-stub

user=(); [ "$(id -u)" = 0 ] && user=(--user=root)
start_db() {
  "$MARIADB_BASE/bin/mariadbd" --no-defaults "${user[@]}" --basedir="$MARIADB_BASE" --datadir="$work/db" \
    --tmpdir="$work/db-tmp" --port="$DB_PORT" --socket="$work/mariadb.sock" --bind-address=127.0.0.1 \
    --skip-grant-tables --skip-ssl --skip-name-resolve --pid-file="$work/mariadbd.pid" >>"$work/mariadbd.log" 2>&1 &
  db_pid=$!
  for _ in $(seq 1 200); do
    (exec 3<>"/dev/tcp/127.0.0.1/$DB_PORT") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "mariadbd did not start" >&2; cat "$work/mariadbd.log" >&2; exit 1
}
start_bsf() {
  "$java" $JVM_OPTS -cp "$cp" dev.corebed.bsf.BsfStubApplication --db.url="jdbc:mariadb://127.0.0.1:$DB_PORT" \
    --sbi.port="$BSF_PORT" --sbi.tls-port=0 --admin.port="$ADMIN_PORT" --diameter.port=0 --sbi.bind-address=127.0.0.1 \
    --sbi.tls.self-signed-dir="$work/tls" --logging.level.root=WARN >>"$work/bsf.log" 2>&1 &
  bsf_pid=$!
  for _ in $(seq 1 600); do
    curl -sf "http://127.0.0.1:$ADMIN_PORT/health" >/dev/null 2>&1 && return 0
    kill -0 "$bsf_pid" 2>/dev/null || { tail -30 "$work/bsf.log" >&2; exit 1; }
    sleep 0.1
  done
  echo "the BSF did not get ready" >&2; exit 1
}

echo "== external MariaDB on 127.0.0.1:$DB_PORT, data in $work/db"
"$MARIADB_BASE/scripts/mariadb-install-db" --no-defaults "${user[@]}" --basedir="$MARIADB_BASE" --datadir="$work/db" \
  --tmpdir="$work/db-tmp" --force --skip-name-resolve >"$work/install.log" 2>&1
start_db
echo "== BSF stub on it (SBI $BSF_PORT, management $ADMIN_PORT)"
start_bsf

echo "== $WORKERS clients creating bindings until the last event is $PHASE s old"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.bsf.OutageClient write "http://127.0.0.1:$BSF_PORT" "$work/answers.log" "$WORKERS" 600 \
  "$work/stop" &
client_pid=$!
sleep "$PHASE"

event database-killed
kill -9 "$db_pid"; wait "$db_pid" 2>/dev/null || true
sleep 1
echo "   /health of the BSF: $(curl -s "http://127.0.0.1:$ADMIN_PORT/health")"
sleep $((DB_DOWN - 1))
start_db
event database-back
sleep "$PHASE"

event bsf-killed
kill -9 "$bsf_pid"; wait "$bsf_pid" 2>/dev/null || true
start_bsf
event bsf-back
sleep "$PHASE"

event both-killed
kill -9 "$bsf_pid" "$db_pid"; wait "$bsf_pid" "$db_pid" 2>/dev/null || true
start_db
start_bsf
event both-back
sleep "$PHASE"
touch "$work/stop"
wait "$client_pid"; client_pid=""
echo "== the client-side log of every answer against what the BSF stores"
"$java" $JVM_OPTS -cp "$cp" dev.corebed.bsf.OutageClient verify "http://127.0.0.1:$BSF_PORT" \
  "http://127.0.0.1:$ADMIN_PORT" "$work/answers.log" "$work/events" && verdict=met || verdict="NOT met"
echo "targets (every answer 201/503 within 1 s, 0 acknowledged lost, 0 refused stored): $verdict; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "logs: $work"
