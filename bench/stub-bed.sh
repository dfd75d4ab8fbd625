# Sourced by the benchmarks that run a stub from its module's test sources (after bench/jdk.sh):
#   bench_work DIR      a fresh work directory; the pids in ${pids[@]} are stopped on exit
#   bench_build MODULE  builds MODULE and what it needs (no install), and sets cp to its test class path
bench_work() {
  work="$1"
  rm -rf "$work" && mkdir -p "$work"
  pids=()
  trap bench_cleanup EXIT
}

bench_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}

bench_build() {
  echo "== build (reactor, no install)"
  ./mvnw -q -B -pl "$1" -am -DskipTests package dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
  cp="$1/target/test-classes:$1/target/classes:$(cat "$1/target/bench-classpath.txt")"
}
