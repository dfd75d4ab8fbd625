# Sourced by the benchmarks that run a stub from its module's test sources (after bench/jdk.sh), with
# bench/procs.sh's process bookkeeping and measurements:
#   bench_work DIR      a fresh work directory
#   bench_build MODULE  builds MODULE and what it needs (no install), and sets cp to its test class path
. "$(dirname "${BASH_SOURCE[0]}")/procs.sh"

bench_work() {
  work="$1"
  rm -rf "$work" && mkdir -p "$work"
}

bench_build() {
  echo "== build (reactor, no install)"
  ./mvnw -q -B -pl "$1" -am -DskipTests package dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
  cp="$1/target/test-classes:$1/target/classes:$(cat "$1/target/bench-classpath.txt")"
}
