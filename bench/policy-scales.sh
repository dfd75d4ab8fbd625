#!/usr/bin/env bash
# The highest scale at which each policy call model passes (every message at its target rate, 100 % success) with the
# cluster and the load on this machine: for each model, the scales of SCALES in turn until the first that fails.
# Each run starts its own cluster (the model's PCF settings) on the default ports, as ./corebed load does; loopback only.
#   bench/policy-scales.sh                                   # every model, the default ladder
#   MODELS="pcf-sm pcrf-voice-9" SCALES="0.01 0.02 0.04" DURATION=30 bench/policy-scales.sh
# Prints one line per run (model, scale, PASSED/FAILED, the gateway TPS line, load average) and the table at the end;
# the full output of each run is kept in $OUT (default target/policy-scales).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
. "$here/bench/jdk.sh"

MODELS=${MODELS:-"pcf-amue pcf-amue-n1n2 pcf-sm policy-3.2.10 pcf-sm-rx pcf-gx-um pcrf-data pcrf-data-sy pcrf-voice pcrf-voice-9"}
SCALES=${SCALES:-"0.005 0.01 0.02 0.04 0.08 0.16"}
DURATION=${DURATION:-30}
RAMP=${RAMP:-10}
OUT=${OUT:-"$here/target/policy-scales"}
mkdir -p "$OUT"

echo "== build (gatling, launcher)"
./mvnw -q -B -pl gatling,launcher -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/load-classpath.txt
cp="$here/gatling/target/test-classes:$here/gatling/target/classes:$(cat "$here/gatling/target/load-classpath.txt")"

table=()
for model in $MODELS; do
  best="none"
  for scale in $SCALES; do
    log="$OUT/$model-$scale.log"
    load0=$(cut -d' ' -f1-3 /proc/loadavg)
    set +e
    (cd gatling && "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED \
      -XX:+UseParallelGC -Xms1g -Xmx1g -cp "$cp" dev.corebed.gatling.LoadCommand "$model" --scale "$scale" \
      --duration "$DURATION" --ramp "$RAMP" --launcher-jar "$here/launcher/target/corebed-launcher.jar") > "$log" 2>&1
    rc=$?
    set -e
    verdict=$(grep -m1 -E "^(PASSED|FAILED)" "$log" | cut -c1-160 || true)
    [ -n "$verdict" ] || verdict="NO VERDICT (exit $rc; see $log)"
    printf '%-16s %-6s %s | load %s -> %s\n' "$model" "$scale" "$verdict" "$load0" "$(cut -d' ' -f1-3 /proc/loadavg)"
    grep -E "^TPS \(the seed|^Highest|^PCF egress by peer" "$log" | cut -c1-200 || true
    if [ $rc -eq 0 ] && [[ $verdict == PASSED* ]]; then best=$scale; else break; fi
  done
  table+=("$(printf '%-16s %s' "$model" "$best")")
done
echo
echo "Highest passing scale (DURATION=${DURATION}s, ramp ${RAMP}s), per model:"
printf '%s\n' "${table[@]}"
