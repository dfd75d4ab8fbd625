#!/usr/bin/env bash
# The Rx relay benchmark (see README.md, section Relaying): an AF load driver runs Rx sessions (AAR-I, AAR-U,
# STR) against a PCF directly and through a relay node, alternately, in one JVM on loopback; prints msg/s and
# p50/p99 latency of both, and the heap each kept session takes. Prints figures, asserts nothing. Bounded.
#
#   diameter-core/relay-bench.sh [in-flight sessions=100] [seconds per run=10] [rounds=3] [sessions for the memory probe=200000]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
. "$here/bench/jdk.sh"
cp_file="diameter-core/target/relay-bench.classpath"
./mvnw -B -q -pl diameter-core -am test-compile dependency:build-classpath \
  -Dmdep.outputFile="$here/$cp_file" -Dmdep.includeScope=test
CP="diameter-core/target/test-classes:diameter-core/target/classes:$(cat "$cp_file")"
# jDiameter logs every step below WARN; the bench prints its own lines.
exec "$JAVA_HOME/bin/java" -Xmx1g -XX:+UseParallelGC -Dlogback.configurationFile="$here/diameter-core/src/test/resources/logback-bench.xml" \
  -cp "$CP" dev.corebed.diameter.RxRelayBench "$@"
