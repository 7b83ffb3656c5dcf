#!/bin/bash
# tests/qemu/selftest.sh -- tests of the harness itself: each selftest/*.sh declares the
# boot.py exit status it must produce ("# selftest-expect: N"): pass, fail, timeout, crash,
# expected crash, reboot with pstore, skip, control-channel edge cases. ~1 min.
#
# Usage: tests/qemu/selftest.sh [--out DIR] [SELFTEST.sh...]

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

OUT=$QEMU_REPO_ROOT/tests/out/qemu-selftest
if [ "${1:-}" = --out ]; then OUT=$2; shift 2; fi
TESTS=("$@")
[ ${#TESTS[@]} -gt 0 ] || TESTS=("$QEMU_HARNESS_DIR"/selftest/*.sh)

qemu_ensure_deps
PY=$(qemu_python)
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
pass=0 fail=0
for t in "${TESTS[@]}"; do
  name=$(basename "$t" .sh)
  want=$(sed -n 's/^#[[:space:]]*selftest-expect:[[:space:]]*//p' "$t" | head -n 1)
  rc=0
  "$PY" "$QEMU_HARNESS_DIR/boot.py" -q --out "$OUT/$name" "$t" > "$LOG" 2>&1 || rc=$?
  if [ "$rc" = "${want:-0}" ]; then
    pass=$((pass + 1)); echo "ok    $name (exit $rc): $(head -n 1 "$LOG")"
  else
    fail=$((fail + 1)); echo "FAIL  $name: exit $rc, expected ${want:-0}"; cat "$LOG"
  fi
done
echo "qemu-selftest: $pass passed, $fail failed"
[ $fail -eq 0 ]
