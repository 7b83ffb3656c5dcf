# shellcheck shell=bash
# tests/qemu/common.sh -- host-side helpers shared by the QEMU harness scripts.
#
# Source it (bash):  . tests/qemu/common.sh
# Defines:
#   QEMU_HARNESS_DIR   absolute path of tests/qemu
#   QEMU_REPO_ROOT     absolute path of the repository root (computed, never hard-coded)
#   QEMU_CACHE_DIR     $QEMU_REPO_ROOT/.cache/qemu (git-ignored), override with RAS_QEMU_CACHE
#   qemu_log MSG...    message to stderr with a "qemu-harness:" prefix
#   qemu_die MSG...    same, then exit 1
#   qemu_ensure_deps   apt-get installs whatever host package the harness lacks
#   qemu_python        prints the python3 to use (Debian's /usr/bin/python3 when present)
#   qemu_is_static FILE  true when FILE is an ELF binary without a program interpreter
#   qemu_ras_arg SCRIPT FILE  the ras binary a runner was given: its absolute path, or exit 2
#   qemu_with_lock NAME CMD...  run CMD holding cache lock NAME (parallel runs share one cache)
#   qemu_header FILE KEY        a scenario's "# qemu-KEY:" header value
#   qemu_matrix FILE [KERNELS] [CPUS]   the scenario's runs, "SERIES CPU" per line
#   qemu_rasdaemon     Debian's rasdaemon package, fetched once into the cache; prints its directory

# Resolve our own location from BASH_SOURCE, so this works whether it is sourced from
# tests.sh, .ci/run or a script in this directory, and from any working directory.
QEMU_HARNESS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
QEMU_REPO_ROOT=$(cd "$QEMU_HARNESS_DIR/../.." && pwd)
QEMU_CACHE_DIR=${RAS_QEMU_CACHE:-$QEMU_REPO_ROOT/.cache/qemu}

# depmod, dpkg-query & co. live in sbin, which a non-login or CI shell may lack in PATH.
case ":$PATH:" in *:/usr/sbin:*) ;; *) PATH=$PATH:/usr/sbin ;; esac
case ":$PATH:" in *:/sbin:*) ;; *) PATH=$PATH:/sbin ;; esac

qemu_log() { printf 'qemu-harness: %s\n' "$*" >&2; }
qemu_die() { qemu_log "error: $*"; exit 1; }

# Debian packages the harness needs on the host, as "package:probe" pairs. The probe is
# a command that must succeed when the package is usable. busybox-static is probed through
# dpkg because the dynamic "busybox" package also ships /bin/busybox, and a dynamically
# linked busybox cannot run inside our libc-less initramfs. xz and zstd: 6.12's vmlinuz
# payload is zstd (kernel.sh) and its modules are .ko.xz (initramfs.sh).
QEMU_HOST_PACKAGES=(
  "qemu-system-x86:command -v qemu-system-x86_64"
  "busybox-static:qemu_pkg_installed busybox-static"
  "cpio:command -v cpio"
  "gzip:command -v gzip"
  "python3:test -x /usr/bin/python3"
  "util-linux:command -v flock"
  "kmod:command -v depmod"
  "xz-utils:command -v xz"
  "zstd:command -v zstd"
)

qemu_pkg_installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# apt lists may be absent on a fresh machine (apt-cache then knows no package): update them
# once per process, only when a look-up actually needs them.
QEMU_APT_UPDATED=${QEMU_APT_UPDATED:-0}
qemu_apt_update_once() {
  [ "$QEMU_APT_UPDATED" = 1 ] && return 0
  qemu_log "apt-get update"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || qemu_die "apt-get update failed"
  QEMU_APT_UPDATED=1
  export QEMU_APT_UPDATED
}

qemu_ensure_deps() {
  local entry pkg probe missing=()
  for entry in "${QEMU_HOST_PACKAGES[@]}"; do
    pkg=${entry%%:*} probe=${entry#*:}
    eval "$probe" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  [ "$(id -u)" = 0 ] || qemu_die "missing packages (${missing[*]}) and not root to install them"
  qemu_log "installing missing packages: ${missing[*]}"
  qemu_apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 \
    || qemu_die "apt-get install ${missing[*]} failed"
}

qemu_python() {
  if [ -x /usr/bin/python3 ]; then echo /usr/bin/python3; else command -v python3; fi
}

# A dynamically linked binary cannot run in the initramfs (there is no libc there); the guest
# shell would only say "not found". Check the ELF program headers for PT_INTERP up front.
qemu_is_static() {
  "$(qemu_python)" - "$1" <<'PY'
import struct, sys
with open(sys.argv[1], "rb") as f:
    d = f.read(1 << 20)
if d[:4] != b"\x7fELF" or d[4] != 2:
    sys.exit(1)                                   # not a 64-bit ELF at all
phoff, = struct.unpack_from("<Q", d, 0x20)
phentsize, phnum = struct.unpack_from("<HH", d, 0x36)
for i in range(phnum):
    if struct.unpack_from("<I", d, phoff + i * phentsize)[0] == 3:   # PT_INTERP
        sys.exit(1)
PY
}

# qemu_ras_arg SCRIPT FILE: the ras binary a runner (SCRIPT) was given on its command line:
# prints its absolute path; a missing file or a dynamic binary is said, exit 2
qemu_ras_arg() {
  [ -f "$2" ] || { echo "$1: no such file: $2" >&2; exit 2; }
  local p
  p=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
  qemu_is_static "$p" || { echo "$1: $p is not a static binary" >&2; exit 2; }
  echo "$p"
}

# qemu_with_lock NAME CMD... : run CMD (a command or shell function) in a subshell holding the
# cache lock NAME, so parallel runs (two CI jobs, two developers' terminals) never fill one
# cache entry twice. Use distinct names for nested locks: flock would deadlock on itself.
qemu_with_lock() {
  local name=$1; shift
  mkdir -p "$QEMU_CACHE_DIR"
  ( flock 9 || exit 1; "$@" ) 9>"$QEMU_CACHE_DIR/.lock-$name"
}

# qemu_header FILE KEY: the value of the scenario header "# qemu-KEY: VALUE" (first 60 lines)
qemu_header() {
  sed -n "1,60s/^#[[:space:]]*qemu-$2:[[:space:]]*//p" "$1" | head -n 1 | sed 's/[[:space:]]*$//'
}

# qemu_matrix FILE [KERNELS] [CPUS]: the runs of a scenario, one "SERIES CPU" line each.
# Kernel series: KERNELS, else the "# qemu-kernels:" header, else 6.1. CPU models on series S:
# CPUS, else the "# qemu-cpus-S:" header, else "# qemu-cpus:", else $RAS_QEMU_CPUS, else
# Skylake-Server-v1. So a scenario spreads over the matrix without multiplying:
#   # qemu-kernels: 6.1 6.12
#   # qemu-cpus: Skylake-Server-v1 EPYC          (on 6.1)
#   # qemu-cpus-6.12: EPYC-Milan                 (on 6.12)
qemu_matrix() {
  local f=$1 kernels=${2:-} cpus k c
  [ -n "$kernels" ] || kernels=$(qemu_header "$f" kernels)
  for k in ${kernels:-6.1}; do
    cpus=${3:-}
    [ -n "$cpus" ] || cpus=$(qemu_header "$f" "cpus-$k")
    [ -n "$cpus" ] || cpus=$(qemu_header "$f" cpus)
    for c in ${cpus:-${RAS_QEMU_CPUS:-Skylake-Server-v1}}; do echo "$k $c"; done
  done
}

# qemu_rasdaemon: Debian's rasdaemon package, fetched once (apt-get download, dpkg -x) into
# $QEMU_CACHE_DIR/rasdaemon-VERSION/ (later runs use it offline), under the cache lock;
# prints that directory.  Used by compare.sh and e2e.sh's e2e-doctor-rasdaemon.
qemu_rasdaemon() {
  qemu_with_lock rasdaemon qemu_rasdaemon_fetch >&2 || return 1
  qemu_rasdaemon_cached
}
qemu_rasdaemon_cached() {
  local d
  d=$(ls -d "$QEMU_CACHE_DIR"/rasdaemon-[0-9]*/ 2>/dev/null | sort -V | tail -n 1)
  [ -n "$d" ] && [ -x "$d/usr/sbin/rasdaemon" ] && echo "${d%/}"
}
qemu_rasdaemon_fetch() {
  local ver tmp
  qemu_rasdaemon_cached >/dev/null && return 0
  ver=$(apt-cache show --no-all-versions rasdaemon 2>/dev/null | sed -n 's/^Version: //p' | head -n 1)
  if [ -z "$ver" ]; then
    qemu_apt_update_once
    ver=$(apt-cache show --no-all-versions rasdaemon 2>/dev/null | sed -n 's/^Version: //p' | head -n 1)
  fi
  [ -n "$ver" ] || qemu_die "apt knows no package rasdaemon"
  tmp=$QEMU_CACHE_DIR/rasdaemon-dl.$$
  rm -rf "$tmp" && mkdir -p "$tmp"
  chmod 777 "$tmp"                      # apt-get download as root drops to _apt when it can
  qemu_log "apt-get download rasdaemon ($ver)"
  (cd "$tmp" && apt-get download -q rasdaemon >&2 2>/dev/null) || qemu_die "apt-get download rasdaemon failed"
  dpkg -x "$tmp"/rasdaemon_*.deb "$tmp/x" || qemu_die "dpkg -x rasdaemon failed"
  cp "$tmp"/rasdaemon_*.deb "$tmp/x/"
  mv "$tmp/x" "$QEMU_CACHE_DIR/rasdaemon-${ver//[:\/]/_}"
  rm -rf "$tmp"
}
