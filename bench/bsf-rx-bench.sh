#!/usr/bin/env bash
# BSF Rx relay benchmark: the real BSF stub on its embedded database, PRELOAD bindings loaded first (all naming the
# test PCF's Diameter identity), and the test kit's PCF connected to it. An AF runs Rx sessions (AAR-I, AAR-U, STR)
# through the BSF, each for a random preloaded UE address (so every AAR-I is a binding lookup in the data tier), and
# another AF runs the same sessions straight to the PCF; they alternate in one JVM (RxProxyBench). Prints msg/s,
# p50/p99 over all messages and for AAR-I, CPU per message (JVM + mariadbd), and what the BSF adds. Asserts nothing;
# loopback only; bounded (ROUNDS x RUN_SECONDS per side).
#
#   bench/bsf-rx-bench.sh                           # defaults below; override with the environment:
#   PRELOAD=1000000 WINDOW=100 RUN_SECONDS=10 ROUNDS=3 bench/bsf-rx-bench.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

PRELOAD=${PRELOAD:-1000000}   # bindings in the data tier before the sessions start
WINDOW=${WINDOW:-100}         # Rx sessions in flight
RUN_SECONDS=${RUN_SECONDS:-10}    # seconds per run (each side, each round)
ROUNDS=${ROUNDS:-3}
JVM_OPTS=${JVM_OPTS:-"--enable-native-access=ALL-UNNAMED -XX:+UseParallelGC -Xmx1g"}

. "$here/bench/jdk.sh"

work="$here/bsf-stub/target/bsf-rx-bench"
rm -rf "$work" && mkdir -p "$work"

echo "== build (reactor, no install)"
./mvnw -q -B -pl bsf-stub -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
cp="bsf-stub/target/test-classes:bsf-stub/target/classes:$(cat bsf-stub/target/bench-classpath.txt)"

echo "== BSF stub with $PRELOAD bindings, Rx sessions through it and straight to the PCF, $WINDOW in flight"
# jDiameter logs every step below WARN; the bench prints its own lines.
exec "$JAVA_HOME/bin/java" $JVM_OPTS -Dlogging.config="$here/diameter-core/src/test/resources/logback-bench.xml" \
  -cp "$cp" dev.corebed.bsf.RxProxyBench "$work/data" "$PRELOAD" "$WINDOW" "$RUN_SECONDS" "$ROUNDS"
