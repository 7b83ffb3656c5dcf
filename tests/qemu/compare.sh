#!/bin/bash
# tests/qemu/compare.sh -- ras side by side with rasdaemon (`./tests.sh compare`).
# Boots scenarios/compare-rasdaemon.sh once per CPU model with Debian's rasdaemon package, its
# shared libraries and its dynamic loader in the initramfs; both daemons run on the same machine
# checks injected from the QEMU monitor. On the host, compare-report.py matches the records of
# both daemons and prints, per record: CPU, bank, status, both decodes, the latency of each
# daemon (injection -> log line, and kernel record -> log line) and each daemon's RSS.
#
# Usage: tests/qemu/compare.sh RAS
#   RAS      the static ras binary under test
# Environment: COMPARE_OUT (default <repo>/tests/out/compare), COMPARE_CPUS (default
# "Skylake-Server-v1 EPYC"), COMPARE_VERBOSE=1 (print boot.py's output), RAS_QEMU_CACHE.
#
# rasdaemon is fetched once with `apt-get download rasdaemon` and `dpkg -x`ed into
# <cache>/rasdaemon-<version>/ (git-ignored .cache/qemu/; later runs use it offline).
#
# Prints "ok - ..." when ras logged every injected record exactly once, "FAIL - ..." when it
# missed one (or the run failed) (tests/lib.sh); what rasdaemon misses or decodes differently
# is reported, not failed; then the count. Exit status: 0 no ras failure, 1 a ras failure,
# 2 usage.

set -u
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
. "$QEMU_REPO_ROOT/tests/lib.sh"

[ $# -ge 1 ] || { sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 2; }
RAS=$(qemu_ras_arg compare.sh "$1") || exit 2
OUT=${COMPARE_OUT:-$QEMU_REPO_ROOT/tests/out/compare}
CPUS=${COMPARE_CPUS:-Skylake-Server-v1 EPYC}
SCENARIO=$QEMU_HARNESS_DIR/scenarios/compare-rasdaemon.sh
mkdir -p "$OUT"

qemu_ensure_deps
. "$QEMU_HARNESS_DIR/kernel.sh"        # fetch (or find) the kernel once, outside the timings
PY=$(qemu_python)

# ---- rasdaemon: the Debian package, unpacked in the cache
RDDIR=$(qemu_rasdaemon) || qemu_die "no rasdaemon in $QEMU_CACHE_DIR"
RDBIN=$RDDIR/usr/sbin/rasdaemon
RDVER=${RDDIR##*/rasdaemon-}

# Its libraries, as the host's loader resolves them (Debian 12 host = Debian 12 package). A
# library the host lacks (libsqlite3-0 on a minimal host) is unpacked from its package too.
rd_libs() { LD_LIBRARY_PATH=${RDLIBPATH:-} ldd "$RDBIN"; }
RDLIBPATH=''
if rd_libs | grep -q 'not found'; then
  libdir=$RDDIR/deps
  fetch_deps() {
    local p
    [ -d "$libdir" ] && return 0
    mkdir -p "$libdir.tmp" && chmod 777 "$libdir.tmp"
    for p in $(apt-cache depends rasdaemon | sed -n 's/^ *Depends: \(lib[^ <]*\)$/\1/p' | grep -v '^libc6$\|perl'); do
      (cd "$libdir.tmp" && apt-get download -q "$p" >&2 2>/dev/null) || qemu_die "apt-get download $p failed"
    done
    for p in "$libdir.tmp"/*.deb; do dpkg -x "$p" "$libdir.tmp/x"; done
    mv "$libdir.tmp/x" "$libdir" && rm -rf "$libdir.tmp"
  }
  qemu_with_lock rasdaemon fetch_deps || exit 1
  RDLIBPATH=$libdir/lib/x86_64-linux-gnu:$libdir/usr/lib/x86_64-linux-gnu
fi
if rd_libs | grep -q 'not found'; then
  fail "compare: rasdaemon's libraries" "$(rd_libs | grep 'not found' | tr -d '\t' | tr '\n' ' ')"
  summary compare; exit
fi
FILES=(--file "$RDBIN:/usr/sbin/rasdaemon")
LIBS=()
while read -r lib; do
  # the guest gets each at the path the loader looks for it (DEST), from the real file
  dest=$lib
  case $lib in "$RDDIR"/deps/*) dest=/lib/x86_64-linux-gnu/$(basename "$lib") ;; esac
  FILES+=(--file "$(readlink -f "$lib"):$dest")
  LIBS+=("$(basename "$lib")")
done < <(rd_libs | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }')
echo "rasdaemon $RDVER from $RDDIR; libraries: ${LIBS[*]}"

# ---- the injected records, per vendor. One injection per line: probe|rec [-b] CPU BANK STATUS
# MCGSTATUS ADDR MISC [; further STATUS the injection produces]. The probe goes to rasdaemon
# as packaged, the recs to rasdaemon with buffer_percent 0 (see the scenario).
records_intel() {
  cat <<'EOF'
probe 0 1 0x9c00000000000134 0 0x5000 0x86
rec 0 0 0x9000000000010150 0 0 0
rec 1 1 0x9c20004000010135 0 0xabc000 0x86
rec 0 2 0x9c00000000000014 0 0x7000 0x86
rec 1 3 0x9c0000000001010a 0 0x8000 0x86
rec 0 7 0x9c00000000010090 0 0x1234000 0x86
rec 1 8 0x9c0000000020009f 0 0x2345000 0x86
rec -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86 ; 0xa000000000000000
EOF
}
records_amd() {     # no UC: the AMD model has no MCA recovery, the kernel would panic
  cat <<'EOF'
probe 0 0 0x9c00000000000135 0 0x5000 0x86
rec 0 0 0x9c00000000010135 0 0x6000 0x86
rec 1 1 0x9c00000000000151 0 0x7000 0x86
rec 0 2 0x9c0000000002010a 0 0x8000 0x86
rec 1 4 0x9c00000000080813 0 0x9000 0x86
EOF
}

for cpu in $CPUS; do
  D=$OUT/$cpu
  rm -rf "$D"
  mkdir -p "$D"
  case $cpu in *EPYC*|*Opteron*|*phenom*|*AMD*|*Dhyana*) records_amd ;; *) records_intel ;; esac > "$OUT/records-$cpu"
  t0=$(date +%s.%N)
  rc=0
  "$PY" "$QEMU_HARNESS_DIR/boot.py" --cpu "$cpu" --ras "$RAS" --out "$D" "${FILES[@]}" \
    --file "$OUT/records-$cpu:/root/compare-records" "$SCENARIO" > "$OUT/$cpu.txt" 2>&1 || rc=$?
  [ "${COMPARE_VERBOSE:-0}" = 1 ] && cat "$OUT/$cpu.txt"
  dt=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $t0 }")
  if [ $rc != 0 ]; then
    fail "compare [$cpu] $dt s" "boot.py exit $rc: $(jq -r '.result + ": " + .message' "$D/result.json" 2>/dev/null || tail -n 1 "$OUT/$cpu.txt") (see $D)"
    tail -n 30 "$OUT/$cpu.txt" | sed 's/^/    /'
    continue
  fi
  grep -a -h 'INFO\|did not log' "$D/console.log" | sed 's/^\[rastest [0-9.]*\] /  guest: /; s/\r$//' | grep '^  guest:'
  # its result line, counted here (relay_lines without a prefix: the line names compare [CPU])
  relay_lines "" < <("$PY" "$QEMU_HARNESS_DIR/compare-report.py" --cpu "$cpu" --rasdaemon-version "$RDVER" --time "$dt" "$D" 2>&1)
done
summary compare "output: $OUT"
