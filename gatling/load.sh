#!/usr/bin/env bash
# ./corebed load MODEL [options]: a seed call model against the cluster (started for the run unless one
# already answers at https://127.0.0.1:9081, :9084 for the BSF models, :9083 for the policy ones), or against --target; ends with Gatling's HTML report and the
# summary table, exit code 1 when a message missed its rate or had a failure. Options: gatling/README.md.
#   ./corebed load nrf --scale 0.01 --duration 60
#   ./corebed load nrf-5k --scale 0.1 --target https://nrf.example:9081
#   ./corebed load bsf-s1 --scale 0.01                    # BSF S1 22K: Nbsf_Management and Rx through the BSF
#   ./corebed load shcache --scale 0.1                    # Sh cache 700: its REST front, the HSS simulator behind it
#   ./corebed load pcf-sm --scale 0.01                    # the policy seed's SM model; pcf-amue, pcrf-voice-9... (gatling/README.md)
#   ./corebed load diameter --rate 20000 --delay 150      # the Diameter driver against an answering node
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"

. "$here/bench/jdk.sh"
# Gatling reads String internals for its log writer (gatling-maven-plugin passes the same --add-opens).
LOAD_JVM_OPTS=${LOAD_JVM_OPTS:-"--enable-native-access=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED -XX:+UseParallelGC -Xms1g -Xmx1g"}

modules=gatling
case " $* " in *" --target"*|" diameter "*|" nrf-searches "*) ;; *) modules=gatling,launcher ;; esac # the launcher's jar runs the cluster
echo "== build ($modules, reactor, no install)" >&2
./mvnw -q -B -pl "$modules" -am -DskipTests package dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/load-classpath.txt

cd gatling
exec "$JAVA_HOME/bin/java" $LOAD_JVM_OPTS -cp "target/test-classes:target/classes:$(cat target/load-classpath.txt)" \
  dev.corebed.gatling.LoadCommand "$@" --launcher-jar "$here/launcher/target/corebed-launcher.jar"
