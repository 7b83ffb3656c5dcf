#!/bin/bash
# tests/qemu/initramfs.sh -- build the guest initramfs for one QEMU test run.
#
# Usage:
#   tests/qemu/initramfs.sh -o OUT.cpio.gz [--scenario FILE] [--ras FILE]
#                           [--file SRC[:DEST]]... [--module NAME]...
#
#   -o FILE            output (gzip'd newc cpio); FILE.key records what it was built from
#   --scenario FILE    guest shell script (busybox sh) that /init runs, as /scenario.sh;
#                      without it the scenario is just `pass` (a boot test)
#   --ras FILE         static ras binary, installed as /bin/ras
#   --file SRC[:DEST]  any extra file, at DEST (default /SRC's basename under /root)
#   --module NAME      kernel module to include with its dependencies, loadable in the
#                      guest with `load_module NAME` (mce-inject is always included)
#
# Contents: busybox-static (applets linked at boot by /init), /init (guest/init),
# /lib/rastest.sh (guest/lib.sh), the modules, the scenario, ras and the extra files.
# The kernel (for its modules) comes from kernel.sh, or from $QEMU_KERNEL_MODULES/VERSION.
#
# Rebuilds are skipped when OUT.key matches the hash of every input (it is ~0.5 s anyway).

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

OUT='' SCENARIO='' RAS=''
FILES=() MODULES=(mce-inject)
while [ $# -gt 0 ]; do
  case $1 in
    -o|--output) OUT=$2; shift 2 ;;
    --scenario) SCENARIO=$2; shift 2 ;;
    --ras) RAS=$2; shift 2 ;;
    --file) FILES+=("$2"); shift 2 ;;
    --module) MODULES+=("$2"); shift 2 ;;
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) qemu_die "initramfs.sh: unknown argument '$1' (see --help)" ;;
  esac
done
[ -n "$OUT" ] || qemu_die "initramfs.sh: -o OUTPUT is required"
[ -z "$SCENARIO" ] || [ -f "$SCENARIO" ] || qemu_die "no such scenario: $SCENARIO"
[ -z "$RAS" ] || [ -f "$RAS" ] || qemu_die "no such ras binary: $RAS"

qemu_ensure_deps
if [ -z "${QEMU_KERNEL_MODULES:-}" ] || [ -z "${QEMU_KERNEL_VERSION:-}" ]; then
  . "$QEMU_HARNESS_DIR/kernel.sh"
fi
MODDIR=$QEMU_KERNEL_MODULES KVER=$QEMU_KERNEL_VERSION
BUSYBOX=/bin/busybox

# The ras binary must be static: the initramfs has no libc.
if [ -n "$RAS" ] && ! qemu_is_static "$RAS"; then
  qemu_die "$RAS is not a static x86-64 ELF binary; the guest has no libc (build with -static)"
fi

# Resolve each module to its .ko and dependencies (modules.dep order: a module's deps are
# listed so that loading them last-to-first works), as paths relative to $MODDIR.
declare -A MODLIST=()
modules_dep() { # NAME -> prints relative .ko paths to insmod in order
  local name=${1//_/-} line ko deps i
  line=$(awk -v n="$name" '{ k = $1; sub(":$", "", k); b = k; sub(".*/", "", b); sub("\\.ko.*$", "", b);
                              gsub("_", "-", b); if (b == n) { print; exit } }' "$MODDIR/modules.dep")
  [ -n "$line" ] || qemu_die "module $1 not found in $MODDIR/modules.dep"
  ko=${line%%:*}
  read -r -a deps <<< "${line#*:}"
  for ((i = ${#deps[@]} - 1; i >= 0; i--)); do echo "${deps[i]}"; done
  echo "$ko"
}
for m in "${MODULES[@]}"; do MODLIST[${m//_/-}]=$(modules_dep "$m"); done

# Cache key: every input's content plus the arguments. Same key -> keep the existing output.
key_of() {
  {
    echo "kver=$KVER"
    sha256sum "$BUSYBOX" "$QEMU_HARNESS_DIR/guest/init" "$QEMU_HARNESS_DIR/guest/lib.sh" "$0"
    [ -n "$SCENARIO" ] && sha256sum "$SCENARIO"
    [ -n "$RAS" ] && sha256sum "$RAS"
    local f
    for f in "${FILES[@]}"; do echo "file=$f"; sha256sum "${f%%:*}"; done
    for f in "${!MODLIST[@]}"; do echo "module=$f"; done | sort
  } | sha256sum | cut -d' ' -f1
}
KEY=$(key_of)
if [ -f "$OUT" ] && [ "$(cat "$OUT.key" 2>/dev/null)" = "$KEY" ]; then
  echo "$OUT"
  exit 0
fi

STAGE=$(mktemp -d "${TMPDIR:-/tmp}/rastest-initramfs.XXXXXX")
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE"/{bin,sbin,usr/bin,usr/sbin,lib/modules/rastest,etc,proc,sys,dev,tmp,run,root,var/log}

cp "$BUSYBOX" "$STAGE/bin/busybox"
install -m 755 "$QEMU_HARNESS_DIR/guest/init" "$STAGE/init"
install -m 644 "$QEMU_HARNESS_DIR/guest/lib.sh" "$STAGE/lib/rastest.sh"
if [ -n "$SCENARIO" ]; then
  install -m 755 "$SCENARIO" "$STAGE/scenario.sh"
else
  printf '# no scenario given: boot test\npass "booted"\n' > "$STAGE/scenario.sh"
fi
[ -n "$RAS" ] && install -m 755 "$RAS" "$STAGE/bin/ras"

for m in "${!MODLIST[@]}"; do
  : > "$STAGE/lib/modules/rastest/$m"
  while read -r rel; do
    mkdir -p "$STAGE/lib/modules/$KVER/$(dirname "$rel")"
    # Compressed modules (6.12 ships .ko.xz) go in as plain .ko: busybox insmod's
    # finit_module() call passes no MODULE_INIT_COMPRESSED_FILE flag.
    case $rel in
      *.ko) cp "$MODDIR/$rel" "$STAGE/lib/modules/$KVER/$rel" ;;
      *.ko.xz) xz -dc "$MODDIR/$rel" > "$STAGE/lib/modules/$KVER/${rel%.xz}" ||
                 qemu_die "xz -dc $MODDIR/$rel failed" ;;
      *.ko.zst) zstd -qdc "$MODDIR/$rel" > "$STAGE/lib/modules/$KVER/${rel%.zst}" ||
                 qemu_die "zstd -dc $MODDIR/$rel failed" ;;
      *.ko.gz) gzip -dc "$MODDIR/$rel" > "$STAGE/lib/modules/$KVER/${rel%.gz}" ||
                 qemu_die "gzip -dc $MODDIR/$rel failed" ;;
      *) qemu_die "$MODDIR/modules.dep: '$rel' is not a module file" ;;
    esac
    rel=${rel%.xz} rel=${rel%.zst} rel=${rel%.gz}
    echo "/lib/modules/$KVER/$rel" >> "$STAGE/lib/modules/rastest/$m"
  done <<< "${MODLIST[$m]}"
done

for spec in "${FILES[@]}"; do
  src=${spec%%:*}
  if [ "$src" != "$spec" ]; then dest=${spec#*:}; else dest=/root/$(basename "$src"); fi
  [ -e "$src" ] || qemu_die "--file: no such file: $src"
  case $dest in /*) ;; *) dest=/$dest ;; esac
  mkdir -p "$STAGE$(dirname "$dest")"
  cp -a "$src" "$STAGE$dest"
done

mkdir -p "$(dirname "$OUT")"
# gzip -1: the guest decompresses under TCG; a lighter level costs nothing measurable there.
(cd "$STAGE" && find . -mindepth 1 | LC_ALL=C sort | cpio -o -H newc -R 0:0 --quiet) |
  gzip -1 > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "$KEY" > "$OUT.key"
echo "$OUT"
