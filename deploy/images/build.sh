#!/usr/bin/env bash
# Builds corebed's container images as tarballs, with no Docker daemon and no container registry:
#
#   1. the Java 21 base image tarball (deploy/images/base-image.sh), unless it already exists;
#   2. ./mvnw -B -Pimages -pl <the modules with an image> -am package -DskipTests, whose `package` phase runs
#      jib:buildTar on a tar:// base: <module>/target/jib-image.tar. The modules with an image are those whose
#      pom.xml turns jib.skip off (every stub and the launcher; see the images profile of the root pom.xml).
#
#   deploy/images/build.sh                  both steps
#   deploy/images/build.sh --force-base     rebuild the base tarball first
#   deploy/images/build.sh -o               extra arguments go to Maven (here: offline)
#
# Load the results with `docker load -i nrf-stub/target/jib-image.tar` (see README.md beside this).
# JAVA_HOME must be a JDK 21 or newer (Maven and the compiler run on it; the images run Java 21).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
now() { date +%s.%N; }
since() { awk -v a="$(now)" -v b="$1" 'BEGIN { printf "%.1f", a - b }'; }
human() { numfmt --to=iec-i --suffix=B "$1"; }

base_args=()
mvn_args=()
for arg in "$@"; do
  case $arg in
    --force-base) base_args+=(--force) ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) mvn_args+=("$arg") ;;
  esac
done

T0=$(now)
"$HERE/base-image.sh" "${base_args[@]}"
echo "[images] base image: $(since "$T0") s"

T1=$(now)
cd "$ROOT"
mapfile -t modules < <(grep -l '<jib.skip>false</jib.skip>' -- */pom.xml | xargs -n1 dirname | sort)
echo "[images] modules with an image: ${modules[*]}"
# jib.disableUpdateChecks: Jib would otherwise look for a newer Jib release on the network.
./mvnw -B -Pimages -pl "$(IFS=,; echo "${modules[*]}")" -am package -DskipTests -Djib.disableUpdateChecks=true "${mvn_args[@]}"
echo "[images] maven package -Pimages: $(since "$T1") s"

echo "[images] image tarballs (docker load -i <file>):"
for m in "${modules[@]}"; do
  f=$ROOT/$m/target/jib-image.tar
  if [[ -f $f ]]; then
    ref=$(tar -xOf "$f" manifest.json | python3 -c 'import json, sys; print(", ".join(json.load(sys.stdin)[0]["RepoTags"]))')
    printf '  %-40s %8s  %s\n' "${f#"$ROOT"/}" "$(human "$(stat -c %s "$f")")" "$ref"
  else
    echo "  ${f#"$ROOT"/} missing" >&2
    exit 1
  fi
done
base=$HERE/target/corebed-base-jre21.tar
printf '  %-40s %8s  (base, input of all)\n' "${base#"$ROOT"/}" "$(human "$(stat -c %s "$base")")"
echo "[images] done in $(since "$T0") s"
