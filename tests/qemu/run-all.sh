#!/bin/bash
# tests/qemu/run-all.sh -- run QEMU scenarios on each of their CPU models; the entry point for
# ./tests.sh and CI.
#
# Usage: tests/qemu/run-all.sh [options] [SCENARIO.sh...]
#   (no scenarios)      every tests/qemu/scenarios/*.sh
#   --ras PATH          static ras binary for the guest (default: <repo>/ras when it is a
#                       static binary; scenarios with "# qemu-needs: ras" are skipped without)
#   --cpus "M1 M2"      CPU models for every scenario (default: each scenario's "# qemu-cpus:"
#                       header, else $RAS_QEMU_CPUS, else Skylake-Server-v1)
#   --out DIR           output root (default <repo>/tests/out/qemu); one DIR/<scenario>-<cpu>/
#                       per run, see boot.py --help
#   --timeout S         hard timeout per run, overriding the scenario headers
#   --setup-only        install host packages and fetch the kernel, run nothing
#   -v                  stream guest consoles
#   -- ARGS...          passed to every boot.py invocation
#
# Prints one line per run and a closing "qemu: N passed, N failed, N skipped" line.
# Exit status: 0 when nothing failed (skips are fine), 1 otherwise.

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

RAS='' CPUS='' OUT=$QEMU_REPO_ROOT/tests/out/qemu SETUP_ONLY=0
EXTRA=() SCENARIOS=()
while [ $# -gt 0 ]; do
  case $1 in
    --ras) RAS=$2; shift 2 ;;
    --cpus) CPUS=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --timeout) EXTRA+=(--timeout "$2"); shift 2 ;;
    --setup-only) SETUP_ONLY=1; shift ;;
    -v|--verbose) EXTRA+=(-v); shift ;;
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    --) shift; EXTRA+=("$@"); break ;;
    -*) qemu_die "run-all.sh: unknown option '$1' (see --help)" ;;
    *) SCENARIOS+=("$1"); shift ;;
  esac
done

qemu_ensure_deps
. "$QEMU_HARNESS_DIR/kernel.sh"       # fetch (or find) the kernel once, before any timing
[ $SETUP_ONLY = 1 ] && { qemu_log "ready: kernel $QEMU_KERNEL_VERSION"; exit 0; }

if [ ${#SCENARIOS[@]} -eq 0 ]; then
  SCENARIOS=("$QEMU_HARNESS_DIR"/scenarios/*.sh)
fi
if [ -z "$RAS" ] && [ -f "$QEMU_REPO_ROOT/ras" ]; then
  if qemu_is_static "$QEMU_REPO_ROOT/ras"; then
    RAS=$QEMU_REPO_ROOT/ras
  else
    qemu_log "note: $QEMU_REPO_ROOT/ras is not static; scenarios that need ras are skipped"
  fi
fi
RAS_ARGS=()
[ -n "$RAS" ] && RAS_ARGS=(--ras "$(cd "$(dirname "$RAS")" && pwd)/$(basename "$RAS")")

PY=$(qemu_python)
pass=0 fail=0 skip=0
SUMMARY=()
for sc in "${SCENARIOS[@]}"; do
  [ -f "$sc" ] || qemu_die "no such scenario: $sc"
  name=$(basename "$sc" .sh)
  cpus=$CPUS
  [ -n "$cpus" ] || cpus=$(sed -n '1,60s/^#[[:space:]]*qemu-cpus:[[:space:]]*//p' "$sc" | head -n 1)
  [ -n "$cpus" ] || cpus=${RAS_QEMU_CPUS:-Skylake-Server-v1}
  for cpu in $cpus; do
    rc=0
    "$PY" "$QEMU_HARNESS_DIR/boot.py" --cpu "$cpu" --out "$OUT/$name-$cpu" \
      ${RAS_ARGS[@]+"${RAS_ARGS[@]}"} ${EXTRA[@]+"${EXTRA[@]}"} "$sc" || rc=$?
    case $rc in
      0) pass=$((pass + 1)); SUMMARY+=("PASS  $name [$cpu]") ;;
      5) skip=$((skip + 1)); SUMMARY+=("SKIP  $name [$cpu]") ;;
      *) fail=$((fail + 1)); SUMMARY+=("FAIL  $name [$cpu] (boot.py exit $rc, see $OUT/$name-$cpu)") ;;
    esac
  done
done

echo "---- qemu scenarios ----"
printf '  %s\n' "${SUMMARY[@]}"
echo "qemu: $pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
