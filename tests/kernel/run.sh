#!/bin/bash
# tests/kernel/run.sh RAS_BINARY -- the tests of the kernel patch series in one
# runner, called by `./tests.sh kernel`, for each kernel series (6.1 and 6.12):
#
#   1. build:    tests/kernel/build.sh SERIES: linux-source-SERIES (apt-get) + its patch
#                (the default series: kernel.patch, others tests/kernel/SERIES/kernel.patch) +
#                tinyconfig + tests/kernel/config, checkpatch, cached by the hash of patch +
#                config + source version (an unchanged patch is not rebuilt);
#   2. contract: tests/kernel/persist-test.py: the kernel side of the buffers, read by
#                persist-reader (no ras): boot-time bank records, mapping rules, poll(),
#                overwrite arithmetic, hotplug, mce=persistent_pages=, late CPUs, lockdown;
#   3. ras:      the QEMU harness (tests/qemu/boot.py, TCG) boots that kernel with RAS_BINARY
#                as /bin/ras and runs ras-main.sh (early records, concurrent readers,
#                daemon wake-up, CPU hotplug), ras-overflow.sh (full buffer, exact loss) and
#                ras-lockdown.sh (lockdown=integrity: the mce_record<N>.read files);
#   4. race:     a debug kernel (tests/kernel/config + config-debug: KASAN, lockdep,
#                PROVE_RCU, the test knob mce/persistent_test; its own cache hash):
#                persist-test.py race destroys persistent events while their overflow
#                handler runs (stopped in a sample by the knob), takes a CPU offline/online
#                under load, and checks for a report;
#   5. nofix:    on request, part 4 on debug kernels without perf core's serialization
#                (race-noguard.patch) and without the fix as well (race-nofix.patch).
#
# Output: "ok - SERIES: NAME", "FAIL - SERIES: NAME: why", "skip - SERIES: NAME: why" lines
# (tests/lib.sh), then "# kernel: N passed, N failed, N skipped in T s".  Exit 0 if nothing
# failed, 1 otherwise, 2 on usage.
# Logs: tests/out/kernel/SERIES/ (ras-main/, ras-overflow/: console.log, files/, result.json),
# tests/out/kernel-persist/SERIES/ (the contract boots).
#
# Environment: KERNEL_SERIES="6.1 6.12" picks the kernels (in this order); KERNEL_CONTRACT=0
# skips part 2 (~60 s a kernel); KERNEL_RAS_TESTS="main overflow lockdown" picks the ras
# scenarios; KERNEL_RACE=0 skips part 4 (and its build), KERNEL_RACE_SERIES (default: the
# series of the root kernel.patch) picks its kernel; KERNEL_RACE_NOFIX=1 adds part 5: two more
# debug builds, with tests/kernel/race-noguard.patch (passes: the destroy's wait) and
# race-nofix.patch (must report the use-after-free that part 4 checks for); build.sh's KERNEL_PATCH (for one series only) and JOBS are passed on
# (KERNEL_CONFIG is set here).
set -u

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
. "$ROOT/tests/lib.sh"
SERIES_LIST=${KERNEL_SERIES:-6.1 6.12}

[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: tests/kernel/run.sh RAS_BINARY" >&2; exit 2; }
[ -f "$1" ] || { echo "run.sh: no such file: $1" >&2; exit 2; }
RAS=$(realpath "$1")
if [ -n "${KERNEL_PATCH:-}${KERNEL_CONFIG:-}" ] && [ "$(echo $SERIES_LIST | wc -w)" != 1 ]; then
	echo "run.sh: KERNEL_PATCH/KERNEL_CONFIG need a single KERNEL_SERIES" >&2
	exit 2
fi

finish() { summary kernel; exit; }

. "$ROOT/tests/qemu/common.sh"
if ! qemu_is_static "$RAS"; then
	fail "ras binary" "$RAS is not a static x86-64 binary (the guest has no libc)"
	finish
fi

# run_series SERIES: parts 1-3 for one kernel; every name is prefixed with "SERIES: "
run_series() {
local S=$1 P="$1: "
local OUT=$ROOT/tests/out/kernel/$S
local t bout IMG HASH READER wall secs cout crc line n MODS sc dir bline brc res summ
mkdir -p "$OUT"
# --- 1. build -----------------------------------------------------------------------------
t=$(date +%s.%N)
if ! bout=$(KERNEL_CONFIG="$HERE/config" "$HERE/build.sh" "$S" 2>&1); then
	printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
	fail "${P}kernel build" "tests/kernel/build.sh $S failed (output above)"
	return
fi
printf '%s\n' "$bout" | sed '$d' | sed 's/^/# /'
IMG=$(printf '%s\n' "$bout" | tail -1)
HASH=$(basename "$(dirname "$IMG")")
READER=$(dirname "$IMG")/persist-reader
wall=$(echo "$(date +%s.%N) - $t" | bc | xargs printf '%.1f')
if printf '%s\n' "$bout" | grep -q '^build.sh: cached image'; then
	echo "kernel $S: build time: cached (image $HASH, ${wall} s to check)"
	ok "${P}kernel build: cached image for patch+config hash $HASH"
else
	secs=$(printf '%s\n' "$bout" | sed -n 's/^build.sh: built in \([0-9]*\) s.*/\1/p')
	echo "kernel $S: build time: ${secs:-?} s make, ${wall} s in all"
	ok "${P}kernel build: patch applies, checkpatch clean, no warnings, built in ${secs:-?} s (hash $HASH)"
fi
[ -x "$READER" ] || { fail "${P}persist-reader" "$READER was not built"; return; }

# --- 2. kernel contract (persist-reader) ----------------------------------------------------
if [ "${KERNEL_CONTRACT:-1}" = 0 ]; then
	skip "${P}contract" "KERNEL_CONTRACT=0"
else
	t=$(date +%s)
	relay -s '^info ' "${P}contract" "$OUT/contract.log" \
		python3 "$HERE/persist-test.py" --kernel "$IMG" --out "$ROOT/tests/out/kernel-persist/$S"
	echo "# $S contract: $(($(date +%s) - t)) s, logs in tests/out/kernel-persist/$S/"
fi

# --- 3. ras on the persistent buffers (QEMU harness) -----------------------------------------
# The harness puts mce-inject's module into every initramfs (from Debian's kernel); this
# kernel has it built in.  An empty stand-in keeps initramfs.sh from fetching Debian's kernel.
MODS=$OUT/modules
mkdir -p "$MODS/kernel"
: > "$MODS/kernel/mce-inject.ko"
echo "kernel/mce-inject.ko:" > "$MODS/modules.dep"
export QEMU_KERNEL_MODULES=$MODS QEMU_KERNEL_VERSION=ras-kernel-patch-$S

for sc in ${KERNEL_RAS_TESTS:-main overflow lockdown}; do
	t=$(date +%s)
	dir=$OUT/ras-$sc
	rm -f "$dir/files/$sc.results" "$dir/console.log"	# never read a previous run's
	bline=$(python3 "$ROOT/tests/qemu/boot.py" -q --kernel "$IMG" --ras "$RAS" \
		--file "$HERE/ras-lib.sh:/root/ras-lib.sh" --file "$READER:/bin/persist-reader" \
		--out "$dir" "$HERE/ras-$sc.sh" 2>&1)
	brc=$?
	res=$dir/files/$sc.results
	# boot.py's summary line, else its last line (a harness error)
	summ=$(printf '%s\n' "$bline" | grep -m1 '^qemu:' || printf '%s\n' "$bline" | tail -1)
	if [ -f "$res" ]; then
		relay_lines "$P$sc" < "$res"
	elif [ -f "$dir/console.log" ]; then
		# the guest did not get to send its results: take what it printed
		sed -n 's/^\[rastest [0-9.]*\] KT \(\(ok\|FAIL\|skip\) - .*\)/\1/p' "$dir/console.log" |
			tr -d '\r' > "$OUT/$sc.partial"
		relay_lines "$P$sc" < "$OUT/$sc.partial"
	fi
	case $brc in
	0|1) [ -f "$res" ] && ok "$P$sc: guest ran every check and powered off" ||
		fail "$P$sc: guest" "boot.py exit $brc, no results file: $summ" ;;
	5) skip "$P$sc" "$summ" ;;
	*) printf '%s\n' "$bline" | tail -25 | sed 's/^/# /'
	   fail "$P$sc: guest" "boot.py exit $brc: $summ" ;;
	esac
	echo "# $S $sc: $(($(date +%s) - t)) s, logs in ${dir#"$ROOT"/}/"
done
}

for s in $SERIES_LIST; do
	run_series "$s"
done

# --- 4. races, on the debug kernel ----------------------------------------------------------
if [ "${KERNEL_RACE:-1}" = 0 ]; then
	skip "race" "KERNEL_RACE=0"
	finish
fi
t=$(date +%s.%N)
RS=${KERNEL_RACE_SERIES:-$(sed -n 's/^DEFAULT_SERIES=//p' "$HERE/build.sh")}
if ! bout=$(KERNEL_CONFIG="$HERE/config $HERE/config-debug" "$HERE/build.sh" "$RS" 2>&1); then
	printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
	fail "$RS: debug kernel build" "tests/kernel/build.sh $RS with config-debug failed (output above)"
	finish
fi
DIMG=$(printf '%s\n' "$bout" | tail -1)
wall=$(echo "$(date +%s.%N) - $t" | bc | xargs printf '%.1f')
echo "kernel $RS: debug build: $(printf '%s\n' "$bout" | grep -m1 '^build.sh: \(cached\|built\)') (${wall} s)"
t=$(date +%s)
mkdir -p "$ROOT/tests/out/kernel-persist/$RS"
relay -s '^info ' "$RS: race" "$ROOT/tests/out/kernel-persist/$RS/race-run.log" \
	python3 "$HERE/persist-test.py" --kernel "$DIMG" --out "$ROOT/tests/out/kernel-persist/$RS" race
echo "# $RS race: $(($(date +%s) - t)) s, logs in tests/out/kernel-persist/$RS/race.log"

# --- 5. (KERNEL_RACE_NOFIX=1) what the race test shows without the fix -------------------------
# Two more debug builds, on request only: race-noguard.patch takes out perf core's own
# serialization of the release against a running handler (the release then returns under the
# held handler every cycle, and the destroy's wait must keep the event alive); race-nofix.patch
# takes out the destroy's wait too, and the test must report v1's use-after-free.
if [ "${KERNEL_RACE_NOFIX:-0}" = 1 ]; then
	if [ "$RS" = "$(sed -n 's/^DEFAULT_SERIES=//p' "$HERE/build.sh")" ]; then
		SP=$ROOT/kernel.patch
	else
		SP=$HERE/$RS/kernel.patch
	fi
	for v in noguard nofix; do
		NP=$ROOT/tests/out/kernel-persist/$RS/kernel-$v.patch
		cat "$SP" "$HERE/race-$v.patch" > "$NP"
		if ! bout=$(KERNEL_PATCH=$NP KERNEL_CONFIG="$HERE/config $HERE/config-debug" \
				"$HERE/build.sh" "$RS" 2>&1); then
			printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
			fail "$RS: debug kernel build with race-$v.patch" "build.sh failed (output above)"
			continue
		fi
		NIMG=$(printf '%s\n' "$bout" | tail -1)
		relay -s '^info ' "$RS" "$ROOT/tests/out/kernel-persist/$RS/race-$v-run.log" \
			python3 "$HERE/persist-test.py" --kernel "$NIMG" --out "$ROOT/tests/out/kernel-persist/$RS" race-$v
		echo "# $RS race-$v: log in tests/out/kernel-persist/$RS/race-$v.log"
	done
fi
finish
