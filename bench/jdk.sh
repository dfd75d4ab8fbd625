# Sourced by ./corebed and by the scripts it runs (benchmarks, load): exports JAVA_HOME as a JDK 21 or newer
# (JAVA_HOME when it is one, otherwise the newest under /usr/lib/jvm, /opt/java, /opt/jdk*) and puts it first on PATH.
java_major() { "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | cut -d. -f1; }

pick_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ] && [ "$(java_major "$JAVA_HOME")" -ge 21 ]; then
    echo "$JAVA_HOME"; return
  fi
  local best="" best_v=0 d v
  for d in /usr/lib/jvm/* /opt/java/* /opt/jdk*; do
    [ -x "$d/bin/javac" ] || continue
    v=$(java_major "$d") || continue
    if [ -n "$v" ] && [ "$v" -ge 21 ] && [ "$v" -gt "$best_v" ]; then best="$d"; best_v="$v"; fi
  done
  if [ -z "$best" ]; then
    echo "corebed: no JDK 21 or newer found; set JAVA_HOME to one" >&2; return 1
  fi
  echo "$best"
}

JAVA_HOME="$(pick_jdk)" || exit 1
export JAVA_HOME
export PATH="$JAVA_HOME/bin:$PATH"
