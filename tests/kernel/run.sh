#!/bin/bash
# tests/kernel/run.sh RAS_BINARY -- the tests of the kernel patch series in one
# runner, called by `./tests.sh kernel`, for each kernel series:
#   6.12 (the root kernel.patch, v4: readers of mapped trace instances that do not consume)
#   6.1  (tests/kernel/6.1/kernel.patch, v3: persistent perf events in debugfs, kept while
#        ras reads them; README.md says why v4 replaced it)
#
#   1. build:    tests/kernel/build.sh SERIES: linux-source-SERIES (apt-get) + its patch +
#                tinyconfig + tests/kernel/config (+ SERIES/config), checkpatch, cached by
#                the hash of patch + config + source version;
#   2. contract: the kernel side, without ras: v4 tests/kernel/mapped-test.py (mapped-reader:
#                boot records, readers that do not consume each other's, exact loss,
#                poll(), hotplug); v3 tests/kernel/persist-test.py (persist-reader);
#   3. ras:      the QEMU harness (tests/qemu/boot.py, TCG) boots that kernel with RAS_BINARY
#                as /bin/ras: v4 ras-mapped.sh and ras-selftest.sh (the series' own
#                kselftest, map_test, built by build.sh); v3 ras-main.sh,
#                ras-overflow.sh, ras-lockdown.sh;
#   4. debug:    the v4 kernel again with tests/kernel/config-debug (KASAN, lockdep,
#                PROVE_RCU, DEBUG_ATOMIC_SLEEP; its own cache hash): the contract's main
#                and hotplug scenarios and ras-mapped.sh, which fail on any kernel report;
#   5. stock:    ras-mapped.sh on Debian's stock 6.12 kernel: the checks of the gaps v4
#                closes must FAIL there (and the others pass), so each gap has a test that
#                fails without the patch;
#   6. v3 race:  on request (KERNEL_RACE_V3=1), v3's race test on a 6.1 debug kernel
#                (persist-test.py race, with 6.1/config-race), and with
#                KERNEL_RACE_NOFIX=1 also without its fix (race-noguard.patch,
#                race-nofix.patch).
#
# Output: "ok - SERIES: NAME", "FAIL - SERIES: NAME: why", "skip - SERIES: NAME: why" lines
# (tests/lib.sh), then "# kernel: N passed, N failed, N skipped in T s".  Exit 0 if nothing
# failed, 1 otherwise, 2 on usage.
# Logs: tests/out/kernel/SERIES/ (ras-*/: console.log, files/, result.json),
# tests/out/kernel-mapped/SERIES/ and tests/out/kernel-persist/SERIES/ (the contract boots).
#
# Environment: KERNEL_SERIES="6.1 6.12" picks the kernels (in this order); KERNEL_CONTRACT=0
# skips part 2; KERNEL_RAS_TESTS="..." picks the ras scenarios of a series;
# KERNEL_DEBUG=0 skips part 4 (and its build), KERNEL_STOCK=0 part 5; build.sh's
# KERNEL_PATCH (for one series only) and JOBS are passed on (KERNEL_CONFIG is set here).
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

# The patch of a series, and its design: v4 if it adds TRACE_MMAP_IOCTL_SET_SEEN, else v3.
DEFAULT_SERIES=$(sed -n 's/^DEFAULT_SERIES=//p' "$HERE/build.sh")
series_patch() {
	if [ -n "${KERNEL_PATCH:-}" ]; then echo "$KERNEL_PATCH"
	elif [ "$1" = "$DEFAULT_SERIES" ]; then echo "$ROOT/kernel.patch"
	else echo "$HERE/$1/kernel.patch"; fi
}
series_kind() { grep -q 'TRACE_MMAP_IOCTL_SET_SEEN' "$(series_patch "$1")" && echo v4 || echo v3; }

# The harness puts mce-inject's module into every initramfs (from Debian's kernel); these
# kernels have it built in.  An empty stand-in keeps initramfs.sh from fetching Debian's.
stub_modules() {
	mkdir -p "$1/kernel"
	: > "$1/kernel/mce-inject.ko"
	echo "kernel/mce-inject.ko:" > "$1/modules.dep"
}

# ras_scenario P SC DIR [boot.py options]: boot tests/kernel/ras-SC.sh, relay its results
ras_scenario() {
	local P=$1 sc=$2 dir=$3 bline brc res summ t
	shift 3
	t=$(date +%s)
	rm -f "$dir/files/$sc.results" "$dir/console.log"	# never read a previous run's
	bline=$(python3 "$ROOT/tests/qemu/boot.py" -q --ras "$RAS" \
		--file "$HERE/ras-lib.sh:/root/ras-lib.sh" "$@" \
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
			tr -d '\r' > "$dir.partial"
		relay_lines "$P$sc" < "$dir.partial"
	fi
	case $brc in
	0|1) [ -f "$res" ] && ok "$P$sc: guest ran every check and powered off" ||
		fail "$P$sc: guest" "boot.py exit $brc, no results file: $summ" ;;
	5) skip "$P$sc" "$summ" ;;
	*) printf '%s\n' "$bline" | tail -25 | sed 's/^/# /'
	   fail "$P$sc: guest" "boot.py exit $brc: $summ" ;;
	esac
	echo "# ${P%: } $sc: $(($(date +%s) - t)) s, logs in ${dir#"$ROOT"/}/"
}

# run_series SERIES: parts 1-3 for one kernel; every name is prefixed with "SERIES: "
run_series() {
local S=$1 P="$1: " K
local OUT=$ROOT/tests/out/kernel/$S
local t bout IMG HASH READER wall secs sc
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
K=$(series_kind "$S")
if [ "$K" = v4 ]; then
	DEBUG_IMG_OF=$S
else
	[ -x "$READER" ] || { fail "${P}persist-reader" "$READER was not built"; return; }
fi

# --- 2. kernel contract (mapped-reader, persist-reader) ------------------------------------
if [ "${KERNEL_CONTRACT:-1}" = 0 ]; then
	skip "${P}contract" "KERNEL_CONTRACT=0"
elif [ "$K" = v4 ]; then
	t=$(date +%s)
	relay -s '^info ' "${P}contract" "$OUT/contract.log" \
		python3 "$HERE/mapped-test.py" --kernel "$IMG" --out "$ROOT/tests/out/kernel-mapped/$S"
	echo "# $S contract: $(($(date +%s) - t)) s, logs in tests/out/kernel-mapped/$S/"
else
	t=$(date +%s)
	relay -s '^info ' "${P}contract" "$OUT/contract.log" \
		python3 "$HERE/persist-test.py" --kernel "$IMG" --out "$ROOT/tests/out/kernel-persist/$S"
	echo "# $S contract: $(($(date +%s) - t)) s, logs in tests/out/kernel-persist/$S/"
fi

# --- 3. ras on the kernel's buffers (QEMU harness) -------------------------------------------
stub_modules "$OUT/modules"
if [ "$K" = v4 ]; then
	for sc in ${KERNEL_RAS_TESTS:-mapped selftest}; do
		QEMU_KERNEL_MODULES=$OUT/modules QEMU_KERNEL_VERSION=ras-kernel-patch-$S \
			ras_scenario "$P" "$sc" "$OUT/ras-$sc" --kernel "$IMG" \
			--file "$(dirname "$IMG")/map_test:/root/map_test"
	done
	return
fi
for sc in ${KERNEL_RAS_TESTS:-main overflow lockdown}; do
	QEMU_KERNEL_MODULES=$OUT/modules QEMU_KERNEL_VERSION=ras-kernel-patch-$S \
		ras_scenario "$P" "$sc" "$OUT/ras-$sc" --kernel "$IMG" \
		--file "$READER:/bin/persist-reader"
done
}

for s in $SERIES_LIST; do
	run_series "$s"
done

# --- 4. the v4 kernel with KASAN, lockdep, PROVE_RCU --------------------------------------------
if [ "${KERNEL_DEBUG:-1}" = 0 ]; then
	skip "debug" "KERNEL_DEBUG=0"
elif [ -n "${DEBUG_IMG_OF:-}" ]; then
	S=$DEBUG_IMG_OF
	t=$(date +%s.%N)
	if ! bout=$(KERNEL_CONFIG="$HERE/config $HERE/config-debug" "$HERE/build.sh" "$S" 2>&1); then
		printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
		fail "$S debug: kernel build" "tests/kernel/build.sh $S with config-debug failed (output above)"
	else
		DIMG=$(printf '%s\n' "$bout" | tail -1)
		wall=$(echo "$(date +%s.%N) - $t" | bc | xargs printf '%.1f')
		echo "kernel $S: debug build: $(printf '%s\n' "$bout" | grep -m1 '^build.sh: \(cached\|built\)') (${wall} s)"
		t=$(date +%s)
		relay -s '^info ' "$S debug: contract" "$ROOT/tests/out/kernel/$S-debug/contract.log" \
			python3 "$HERE/mapped-test.py" --kernel "$DIMG" --out "$ROOT/tests/out/kernel-mapped/$S-debug" main hotplug
		echo "# $S debug contract: $(($(date +%s) - t)) s"
		stub_modules "$ROOT/tests/out/kernel/$S-debug/modules"
		QEMU_KERNEL_MODULES=$ROOT/tests/out/kernel/$S-debug/modules QEMU_KERNEL_VERSION=ras-kernel-patch-$S-debug \
			ras_scenario "$S debug: " mapped "$ROOT/tests/out/kernel/$S-debug/ras-mapped" --kernel "$DIMG"
	fi
else
	skip "debug" "no v4 series in KERNEL_SERIES"
fi

# --- 5. the gaps: ras-mapped.sh on Debian's stock 6.12 ------------------------------------------
# What stock 6.12 already has must pass there (boot records reach a trace_instance= buffer;
# one consuming reader counts its losses exactly; an idle reader sleeps); every other check
# is one of what v4 adds (readers that do not consume each other's, and what follows from
# that for a daemon, dumps, a restart) and must fail there.
STOCK_HAS='early: 2 monitor + 2 mce-inject records made before ras ran
wakeup: the daemon sleeps in poll()
hotplug: 3 offline/online cycles: no kernel
overflow: 
overflow, reset: no kernel'
if [ "${KERNEL_STOCK:-1}" = 0 ]; then
	skip "stock 6.12" "KERNEL_STOCK=0"
else
	t=$(date +%s)
	dir=$ROOT/tests/out/kernel/stock-6.12/ras-mapped
	rm -f "$dir/files/mapped.results"
	bline=$(python3 "$ROOT/tests/qemu/boot.py" -q --kernel-series 6.12 --ras "$RAS" \
		--file "$HERE/ras-lib.sh:/root/ras-lib.sh" --out "$dir" "$HERE/ras-mapped.sh" 2>&1)
	res=$dir/files/mapped.results
	if [ ! -s "$res" ]; then
		printf '%s\n' "$bline" | tail -15 | sed 's/^/# /'
		fail "stock 6.12: ras-mapped.sh" "no results: $(printf '%s\n' "$bline" | tail -1)"
	else
		ngap=0
		while IFS= read -r line; do
			st=${line%% - *}
			rest=${line#* - }
			name=${rest%%: *}
			has=0
			while IFS= read -r h; do
				[ -n "$h" ] && case $rest in "$h"*) has=1 ;; esac
			done <<< "$STOCK_HAS"
			if [ $has = 1 ]; then
				[ "$st" = ok ] && ok "stock 6.12 has it: $name" ||
					fail "stock 6.12 has it: $name" "${rest#"$name": }"
			elif [ "$st" = FAIL ]; then
				ngap=$((ngap + 1))
				ok "stock 6.12 lacks it (fails without the patch): $name"
			else
				fail "stock 6.12: $name" "passes without the patch: not a gap the patch closes"
			fi
		done < <(grep -E '^(ok|FAIL) - ' "$res")
		echo "# stock 6.12: $ngap checks fail without the patch, $(($(date +%s) - t)) s, logs in ${dir#"$ROOT"/}/"
	fi
fi

# --- 6. (KERNEL_RACE_V3=1) v3's race test, on a 6.1 debug kernel ----------------------------------
if [ "${KERNEL_RACE_V3:-0}" != 1 ]; then
	finish
fi
RS=6.1
t=$(date +%s.%N)
if ! bout=$(KERNEL_CONFIG="$HERE/config $HERE/config-debug $HERE/$RS/config-race" "$HERE/build.sh" "$RS" 2>&1); then
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

# (KERNEL_RACE_NOFIX=1) what the race test shows without the fix: two more debug builds.
# race-noguard.patch takes out perf core's own serialization of the release against a
# running handler (the release then returns under the held handler every cycle, and the
# destroy's wait must keep the event alive); race-nofix.patch takes out the destroy's wait
# too, and the test must report v1's use-after-free.
if [ "${KERNEL_RACE_NOFIX:-0}" = 1 ]; then
	SP=$HERE/$RS/kernel.patch
	for v in noguard nofix; do
		NP=$ROOT/tests/out/kernel-persist/$RS/kernel-$v.patch
		cat "$SP" "$HERE/race-$v.patch" > "$NP"
		if ! bout=$(KERNEL_PATCH=$NP KERNEL_CONFIG="$HERE/config $HERE/config-debug $HERE/$RS/config-race" \
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
