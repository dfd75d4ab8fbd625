#!/usr/bin/env bash
# Runs an image tarball without Docker and probes it: unpacks its layers into a rootfs, starts its
# entrypoint (with the image's Env and WorkingDir) by chroot inside new mount, PID and network namespaces
# (unshare; only loopback, so nothing clashes with ports in use on the host), waits for the SBI port,
# sends the probes below over h2c with curl from inside that network namespace, then stops the
# process with SIGTERM (as `docker stop` would) and removes the rootfs.
#
#   deploy/images/smoke-test.sh nrf-stub/target/jib-image.tar
#   deploy/images/smoke-test.sh launcher/target/jib-image.tar --keep    keep the rootfs and logs
#
# Probes, on the stub's ports (the NRF's for the launcher): GET /health on the management port must be 200
# (the launcher: every stub's); a request for something that does not exist on the SBI port (h2c, prior
# knowledge) must be 404 with Content-Type application/problem+json, and on the TLS port (h2 by ALPN, the
# self-signed certificate) 404 too: an NF instance (NRF), a UE's am-data (UDR), a PCF for a UE binding (BSF).
# Needs root, unshare and chroot (util-linux, coreutils), curl with HTTP/2, python3.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
IMAGE=${1:?usage: smoke-test.sh IMAGE.tar [--keep]}
KEEP=${2:-}
IMAGE=$(cd "$(dirname "$IMAGE")" && pwd)/$(basename "$IMAGE")
NAME=$(basename "$(dirname "$(dirname "$IMAGE")")")   # nrf-stub/target/jib-image.tar -> nrf-stub
WORK=$HERE/target/smoke/$NAME
ROOTFS=$WORK/rootfs
LOG=$WORK/container.log
TIMEOUT=${SMOKE_TIMEOUT:-180}

now() { date +%s.%N; }
since() { awk -v a="$(now)" -v b="$1" 'BEGIN { printf "%.1f", a - b }'; }
[[ $(id -u) == 0 ]] || { echo "[smoke] needs root (chroot, unshare)" >&2; exit 1; }

# Each image's ports and its probe of something that does not exist.
uuid=$(cat /proc/sys/kernel/random/uuid)
case $NAME in
  udr-stub) ADMIN=10085 SBI=8085 TLS=9085 METHOD=GET PROBE=/nudr-dr/v2/policy-data/ues/imsi-001019999999999/am-data
            HEALTH=(10085) ;;
  bsf-stub) ADMIN=10084 SBI=8084 TLS=9084 METHOD=DELETE PROBE=/nbsf-management/v1/pcf-ue-bindings/$uuid
            HEALTH=(10084) ;;
  pcf-stub) ADMIN=10083 SBI=8083 TLS=9083 METHOD=GET PROBE=/npcf-smpolicycontrol/v1/sm-policies/$uuid
            HEALTH=(10083) ;;
  shcache-stub) ADMIN=10086 SBI=8086 TLS=9086 METHOD=GET PROBE=/sh-cache/v1/users/tel:+15550000001/subscriptions/UEReachabilityForIP
            HEALTH=(10086) ;;  # no HSS needed: a subscription the cache does not hold
  scp-stub) ADMIN=10082 SBI=8082 TLS=9082 METHOD=GET PROBE=/nnrf-nfm/v1/nf-instances/$uuid
            HEALTH=(10082) ;;  # no NRF: a request without routing headers, refused 400 by the SCP itself
  launcher) ADMIN=10081 SBI=8081 TLS=9081 METHOD=GET PROBE=/nnrf-nfm/v1/nf-instances/$uuid
            HEALTH=(10081 10082 10085 10084 10083 10086) ;;
  *)        ADMIN=10081 SBI=8081 TLS=9081 METHOD=GET PROBE=/nnrf-nfm/v1/nf-instances/$uuid
            HEALTH=(10081) ;;
esac

PID=
cleanup() {
  if [[ -n $PID ]] && kill -0 "$PID" 2>/dev/null; then
    kill -KILL "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
  fi
  [[ $KEEP == --keep ]] || { rm -rf "$WORK"; rmdir "$HERE/target/smoke" 2>/dev/null || true; }
}
trap cleanup EXIT

rm -rf "$WORK"
mkdir -p "$WORK"
T=$(now)
python3 "$HERE/inspect_image.py" "$IMAGE" --extract "$ROOTFS" > "$WORK/inspect.txt"
echo "[smoke] unpacked $IMAGE into $ROOTFS in $(since "$T") s ($(du -sh "$ROOTFS" | cut -f1))"

# The image's Env, WorkingDir, Entrypoint + Cmd and Volumes, from its config.
python3 - "$IMAGE" "$WORK" <<'EOF'
import json, shlex, sys, tarfile
with tarfile.open(sys.argv[1]) as t:
    m = json.load(t.extractfile("manifest.json"))[0]
    c = json.load(t.extractfile(m["Config"]))["config"]
argv = (c.get("Entrypoint") or []) + (c.get("Cmd") or [])
with open(sys.argv[2] + "/run.env", "w") as f:
    f.write("ENV=(" + " ".join(shlex.quote(e) for e in c.get("Env") or []) + ")\n")
    f.write("ARGV=(" + " ".join(shlex.quote(a) for a in argv) + ")\n")
    f.write("WORKDIR=" + shlex.quote(c.get("WorkingDir") or "/") + "\n")
    f.write("VOLUMES=(" + " ".join(shlex.quote(v) for v in sorted(c.get("Volumes") or {})) + ")\n")
EOF
# shellcheck disable=SC1091
source "$WORK/run.env"
echo "[smoke] entrypoint: ${ARGV[*]}"
for v in "${VOLUMES[@]}"; do mkdir -p "$ROOTFS$v"; done   # a fresh, empty volume each

# In the new namespaces: loopback up, /dev from the host (bind, read-only is not needed), a fresh /proc
# for the new PID namespace, then chroot and exec the entrypoint as PID 1 with only the image's Env.
T=$(now)
unshare --mount --pid --net --fork --kill-child=SIGKILL --propagation private bash -c '
  set -e
  ip link set lo up 2>/dev/null || true
  mount --rbind /dev "$0/dev"
  mount -t proc proc "$0/proc"
  mount -t tmpfs tmpfs "$0/tmp"; chmod 1777 "$0/tmp"
  cd "$0"
  exec chroot "$0" /usr/bin/env -i "$@"
' "$ROOTFS" "${ENV[@]}" /bin/sh -c 'cd "$0" && exec "$@"' "$WORKDIR" "${ARGV[@]}" > "$LOG" 2>&1 &
PID=$!
# env -i takes the image's NAME=VALUE words, then sh cds to WorkingDir and execs the entrypoint.
sleep 1
CHILD=$(pgrep -P "$PID" | head -n 1 || true)
[[ -n $CHILD ]] || { echo "[smoke] the process did not start:" >&2; cat "$LOG" >&2; exit 1; }
inns() { nsenter --net="/proc/$CHILD/ns/net" "$@"; }

ok=0
for ((i = 0; i < TIMEOUT * 2; i++)); do
  if ! kill -0 "$PID" 2>/dev/null; then echo "[smoke] the process exited:" >&2; tail -n 40 "$LOG" >&2; exit 1; fi
  if inns curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$ADMIN/health"; then ok=1; break; fi
  sleep 0.5
done
((ok)) || { echo "[smoke] no answer on $ADMIN within ${TIMEOUT} s" >&2; tail -n 40 "$LOG" >&2; exit 1; }
echo "[smoke] up in $(since "$T") s (first answer on the management port)"

fail=0
for port in "${HEALTH[@]}"; do
  for ((i = 0; i < TIMEOUT * 2; i++)); do
    inns curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$port/health" && break
    sleep 0.5
  done
  health=$(inns curl -s --http2-prior-knowledge -w '\n%{http_code} %{http_version}' "http://127.0.0.1:$port/health")
  echo "[smoke] GET :$port/health -> $(tail -n 1 <<< "$health"): $(head -n 1 <<< "$health")"
  [[ $(tail -n 1 <<< "$health") == "200 "* ]] || fail=1
done

resp=$(inns curl -s --http2-prior-knowledge -X "$METHOD" -D "$WORK/headers.txt" -w '\n%{http_code} HTTP/%{http_version}' \
  "http://127.0.0.1:$SBI$PROBE")
ctype=$(grep -i '^content-type:' "$WORK/headers.txt" | tr -d '\r' | cut -d' ' -f2-)
echo "[smoke] $METHOD :$SBI$PROBE -> $(tail -n 1 <<< "$resp"), $ctype"
echo "[smoke]   body: $(head -n -1 <<< "$resp")"
[[ $(tail -n 1 <<< "$resp") == "404 HTTP/2" && $ctype == application/problem+json* ]] || fail=1

tls=$(inns curl -sk --http2 -X "$METHOD" -o /dev/null -w '%{http_code} HTTP/%{http_version}' \
  "https://127.0.0.1:$TLS$PROBE" || true)
echo "[smoke] $METHOD https://:$TLS$PROBE (self-signed, ALPN) -> $tls"
[[ $tls == "404 HTTP/2" ]] || fail=1

# What the process wrote under the volume (embedded DB data and binaries, self-signed TLS).
for v in "${VOLUMES[@]}"; do
  echo "[smoke] volume $v: $(cd "$ROOTFS$v" && find . -mindepth 1 -maxdepth 2 | sort | tr '\n' ' ')"
done

T=$(now)
kill -TERM "$CHILD"
for ((i = 0; i < 60; i++)); do kill -0 "$PID" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$PID" 2>/dev/null; then
  echo "[smoke] still running 30 s after SIGTERM, killing" >&2; fail=1
else
  wait "$PID" && rc=0 || rc=$?
  echo "[smoke] stopped by SIGTERM in $(since "$T") s, exit status $rc"
fi
PID=
echo "[smoke] last lines of the log ($LOG):"
tail -n 6 "$LOG" | sed 's/^/    /'
((fail == 0)) && echo "[smoke] PASS $NAME" || { echo "[smoke] FAIL $NAME" >&2; exit 1; }
