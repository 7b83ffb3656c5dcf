#!/bin/bash
# libFuzzer targets of ras.c (tests/fuzz/fuzz_*.c), with ASan and UBSan.
#
#   tests/fuzz/run.sh [SECONDS]    build, then fuzz each target SECONDS (default 30)
#   tests/fuzz/run.sh regress      build, then replay the seed corpus and every
#                                  reproducer in tests/fuzz/crashes/ once (fast;
#                                  for the default test suite; the reproducers
#                                  fail until their fix is in ras.c, see
#                                  FUZZ_REGRESS_CRASHES=0 to replay seeds only)
#
# Binaries and the growing working corpus go to tests/out/fuzz/; the seeds in
# tests/fuzz/corpus/ (written by mkseeds.py from the fixtures) are not changed.
# A crash, leak, UBSan report, timeout (-timeout=10) or OOM fails the run; its
# input is left in tests/out/fuzz/artifacts/TARGET/.  FUZZ_AVOID_KNOWN=1 builds
# with -DFUZZ_AVOID_KNOWN, steering around the bugs in the reproducers (for
# long runs that look for new ones while those are still open).
# Environment: CC (default clang), FUZZ_JOBS (targets run at once, default nproc).
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/tests/out/fuzz
CC=${CC:-clang}
MODE=${1:-30}
TARGETS=(format capture text decode ring config state smbios)
JOBS=${FUZZ_JOBS:-$(nproc)}
mkdir -p "$OUT/artifacts" "$OUT/corpus"

command -v "$CC" >/dev/null || { echo "fuzz: $CC not found (apt-get install clang libclang-rt-14-dev)"; exit 1; }
flags=(-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
	-DRAS_FIXTURES="\"$ROOT/tests/formats\"")
[ "${FUZZ_AVOID_KNOWN:-0}" = 1 ] && flags+=(-DFUZZ_AVOID_KNOWN)

build() {
	local t=$1
	"$CC" "${flags[@]}" -o "$OUT/fuzz_$t" "tests/fuzz/fuzz_$t.c" 2>"$OUT/build-$t.log" ||
		"$CC" "${flags[@]}" -o "$OUT/fuzz_$t" "tests/fuzz/fuzz_$t.c" -lncursesw 2>>"$OUT/build-$t.log"
}

[ -d tests/fuzz/corpus/format ] || python3 tests/fuzz/mkseeds.py tests/fuzz/corpus || exit 1
fail=0
for t in "${TARGETS[@]}"; do
	build "$t" || { echo "fuzz: build of $t failed:"; tail -20 "$OUT/build-$t.log"; fail=1; }
done
[ $fail = 0 ] || exit 1

export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}

if [ "$MODE" = regress ]; then
	for t in "${TARGETS[@]}"; do
		files=(tests/fuzz/corpus/$t/*)
		[ "${FUZZ_REGRESS_CRASHES:-1}" = 1 ] && files+=(tests/fuzz/crashes/$t-*)
		files=($(ls -d "${files[@]}" 2>/dev/null))
		if "$OUT/fuzz_$t" -close_fd_mask=3 -timeout=10 "${files[@]}" >"$OUT/regress-$t.log" 2>&1; then
			echo "fuzz regress $t: ${#files[@]} inputs ok"
		else
			echo "fuzz regress $t: FAILED (log $OUT/regress-$t.log):"
			grep -m1 -B1 -A6 'ERROR:\|runtime error\|Running: ' "$OUT/regress-$t.log" | grep -v '^\s*#[4-9]' | tail -8
			fail=1
		fi
	done
	exit $fail
fi

case $MODE in ''|*[!0-9]*) echo "usage: run.sh [SECONDS|regress]"; exit 2 ;; esac

fuzz_one() {
	local t=$1 log=$OUT/fuzz-$t.log
	mkdir -p "$OUT/corpus/$t" "$OUT/artifacts/$t"
	cp -n tests/fuzz/corpus/$t/* "$OUT/corpus/$t/" 2>/dev/null
	"$OUT/fuzz_$t" -max_total_time="$MODE" -timeout=10 -rss_limit_mb=2048 -close_fd_mask=3 \
	    -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$t/" "$OUT/corpus/$t" >"$log" 2>&1
	local rc=$?
	local runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	local rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
	if [ $rc = 0 ]; then
		echo "fuzz $t: ${runs:-?} runs, ${rate:-?} exec/s, no findings"
	else
		echo "fuzz $t: FINDING after ${runs:-?} runs (log $log):"
		grep -m1 -A5 'ERROR:\|runtime error\|Test unit written' "$log" | grep -v '^\s*#[4-9]' | head -8
		ls "$OUT/artifacts/$t/" | sed 's/^/    reproducer: /'
	fi
	return $rc
}

pids=()
for t in "${TARGETS[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
	fuzz_one "$t" &
	pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || fail=1; done
exit $fail
