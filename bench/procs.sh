# The benchmarks' process bookkeeping and measurements, sourced by bench/*.sh:
#   pids+=($!)        every process a script starts; all are stopped (killed, then awaited) when it exits
#   rss PID           resident memory, "123 MiB"
#   cpu PID           CPU seconds (user + system) the process has used so far
#   heap PID          a JVM's heap in use after a full GC (jcmd GC.run, then jstat's survivor, eden and old generation)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

rss() { awk '/^VmRSS/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$1/status"; }
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$1/stat"; }
heap() {
  "$JAVA_HOME/bin/jcmd" "$1" GC.run >/dev/null
  "$JAVA_HOME/bin/jstat" -gc "$1" | awk 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
    NR == 2 { printf "%.1f MiB", ($c["S0U"] + $c["S1U"] + $c["EU"] + $c["OU"]) / 1024 }'
}
