#!/bin/bash
# tests/qemu/capture-tracefs.sh -- boot Debian's stock kernel, inject machine checks and save a
# fake tracefs tree of real mce:mce_record pages (tests/tracefs/linux-<series>-<vendor>/):
# events/header_page, events/header_event, events/mce/mce_record/{format,id,enable},
# per_cpu/cpuN/{stats,trace_pipe_raw} (one 4096-byte page each), trace (the kernel's text of the
# same records: the expected values), uname, dmesg. Guest side: capture/tracefs-mce.sh.
#
# Usage: tests/qemu/capture-tracefs.sh SERIES CPU DEST
#   e.g. tests/qemu/capture-tracefs.sh 6.12 Skylake-Server-v1 tests/tracefs/linux-6.12-intel
# DEST must not exist (fixtures are not overwritten by accident).

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
[ $# = 3 ] || { sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 2; }
SERIES=$1 CPU=$2 DEST=$3
[ ! -e "$DEST" ] || qemu_die "$DEST exists: remove it first"
OUT=$QEMU_REPO_ROOT/tests/out/capture-tracefs-$SERIES-$CPU
"$(qemu_python)" "$QEMU_HARNESS_DIR/boot.py" -q --kernel-series "$SERIES" --cpu "$CPU" --out "$OUT" \
  "$QEMU_HARNESS_DIR/capture/tracefs-mce.sh" || qemu_die "capture boot failed (see $OUT)"
[ -d "$OUT/files/tree" ] || qemu_die "$OUT/files/tree: the guest sent no tree"
mkdir -p "$(dirname "$DEST")"
cp -r "$OUT/files/tree" "$DEST"
echo "$DEST: $(grep -c . "$DEST/trace") records, kernel $(cat "$DEST/uname"), -cpu $CPU"
