#!/bin/bash
# tests/qemu/run-all.sh -- run QEMU scenarios on each of their kernel series and CPU models.
#
# Usage: tests/qemu/run-all.sh [options] [SCENARIO.sh...]
#   (no scenarios)      every tests/qemu/scenarios/*.sh
#   --ras PATH          static ras binary for the guest (default: <repo>/ras when it is a
#                       static binary; scenarios with "# qemu-needs: ras" are skipped without)
#   --kernels "6.1 6.12"  kernel series for every scenario (default: each scenario's
#                       "# qemu-kernels:" header, else 6.1)
#   --cpus "M1 M2"      CPU models for every scenario (default: each scenario's
#                       "# qemu-cpus-SERIES:" or "# qemu-cpus:" header, else $RAS_QEMU_CPUS, else
#                       Skylake-Server-v1; see qemu_matrix in common.sh)
#   --out DIR           output root (default <repo>/tests/out/qemu); one
#                       DIR/<scenario>-<series>-<cpu>/ per run, see boot.py --help
#   --timeout S         hard timeout per run, overriding the scenario headers
#   --setup-only        install host packages and fetch the kernels, run nothing
#   -v                  stream guest consoles
#   -- ARGS...          passed to every boot.py invocation
#
# Prints one line per run and a closing "qemu: N passed, N failed, N skipped" line.
# Exit status: 0 when nothing failed (skips are fine), 1 otherwise.

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

RAS='' CPUS='' KERNELS='' OUT=$QEMU_REPO_ROOT/tests/out/qemu SETUP_ONLY=0
EXTRA=() SCENARIOS=()
while [ $# -gt 0 ]; do
  case $1 in
    --ras) RAS=$2; shift 2 ;;
    --cpus) CPUS=$2; shift 2 ;;
    --kernels) KERNELS=$2; shift 2 ;;
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
if [ ${#SCENARIOS[@]} -eq 0 ]; then
  SCENARIOS=("$QEMU_HARNESS_DIR"/scenarios/*.sh)
fi
# Fetch (or find) every kernel series the runs need once, before any timing.
for sc in "${SCENARIOS[@]}"; do [ -f "$sc" ] || qemu_die "no such scenario: $sc"; done
mapfile -t SERIES < <(for sc in "${SCENARIOS[@]}"; do qemu_matrix "$sc" "$KERNELS" "$CPUS"; done |
                      awk '{ print $1 }' | sort -u)
ready=()
for k in "${SERIES[@]}"; do
  . "$QEMU_HARNESS_DIR/kernel.sh" --series "$k"
  ready+=("$QEMU_KERNEL_VERSION")
done
[ $SETUP_ONLY = 1 ] && { qemu_log "ready: kernels ${ready[*]}"; exit 0; }
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
  name=$(basename "$sc" .sh)
  while read -r k cpu; do
    rc=0 run="$k $cpu" dir=$OUT/$name-$k-$cpu
    "$PY" "$QEMU_HARNESS_DIR/boot.py" --kernel-series "$k" --cpu "$cpu" --out "$dir" \
      ${RAS_ARGS[@]+"${RAS_ARGS[@]}"} ${EXTRA[@]+"${EXTRA[@]}"} "$sc" < /dev/null || rc=$?
    case $rc in
      0) pass=$((pass + 1)); SUMMARY+=("PASS  $name [$run]") ;;
      5) skip=$((skip + 1)); SUMMARY+=("SKIP  $name [$run]") ;;
      *) fail=$((fail + 1)); SUMMARY+=("FAIL  $name [$run] (boot.py exit $rc, see $dir)") ;;
    esac
  done < <(qemu_matrix "$sc" "$KERNELS" "$CPUS")
done

echo "---- qemu scenarios ----"
printf '  %s\n' "${SUMMARY[@]}"
echo "qemu: $pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
