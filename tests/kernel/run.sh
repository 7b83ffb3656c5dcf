#!/bin/bash
# tests/kernel/run.sh RAS_BINARY -- the tests of kernel.patch (issue 8) in one runner,
# called by `./tests.sh kernel`.
#
#   1. build:    tests/kernel/build.sh: linux-source-6.1 (apt-get) + kernel.patch +
#                tinyconfig + tests/kernel/config, checkpatch, cached by the hash of
#                patch + config + source version (an unchanged patch is not rebuilt);
#   2. contract: tests/kernel/persist-test.py: the kernel side of the buffers, read by
#                persist-reader (no ras): boot-time bank records, mapping rules, poll(),
#                overwrite arithmetic, hotplug, mce_persistent_pages=, late CPUs;
#   3. ras:      the QEMU harness (tests/qemu/boot.py, TCG) boots that kernel with RAS_BINARY
#                as /bin/ras and runs ras-main.sh (early records, concurrent readers,
#                daemon wake-up, CPU hotplug), ras-overflow.sh (full buffer, exact loss) and
#                ras-lockdown.sh (lockdown=integrity: the mce_record<N>.read files);
#   4. race:     a debug kernel (tests/kernel/config + config-debug: KASAN, lockdep,
#                PROVE_RCU, the test knob mce/persistent_test; its own cache hash):
#                persist-test.py race destroys persistent events that are recording,
#                and takes a CPU offline/online under load, and checks for a report.
#
# Output: "ok - NAME", "FAIL - NAME: why", "skip - NAME: why" lines, then
# "kernel: N ok, N failed in T s".  Exit 0 if nothing failed, 1 otherwise, 2 on usage.
# Logs: tests/out/kernel/ (ras-main/, ras-overflow/: console.log, files/, result.json),
# tests/out/kernel-persist/ (the contract boots).
#
# Environment: KERNEL_CONTRACT=0 skips part 2; KERNEL_RAS_TESTS="main overflow lockdown"
# picks the ras scenarios; KERNEL_RACE=0 skips part 4 (and its build); build.sh's
# KERNEL_PATCH, JOBS are passed on (KERNEL_CONFIG is set here).
set -u

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=$ROOT/tests/out/kernel
T0=$(date +%s.%N)
NOK=0 NFAIL=0

[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: tests/kernel/run.sh RAS_BINARY" >&2; exit 2; }
[ -f "$1" ] || { echo "run.sh: no such file: $1" >&2; exit 2; }
RAS=$(realpath "$1")
mkdir -p "$OUT"

ok()   { NOK=$((NOK + 1)); echo "ok - $1"; }
fail() { NFAIL=$((NFAIL + 1)); echo "FAIL - $1: $2"; }
skip() { echo "skip - $1${2:+: $2}"; }
# result LINE PREFIX: count and print a result line of a sub-test ("ok - ...", ...)
result() {
	case $1 in
	"ok - "*) ok "$2${1#ok - }" ;;
	"FAIL - "*) NFAIL=$((NFAIL + 1)); echo "FAIL - $2${1#FAIL - }" ;;
	"skip - "*) echo "skip - $2${1#skip - }" ;;
	esac
}
finish() {
	echo "kernel: $NOK ok, $NFAIL failed in $(echo "$(date +%s.%N) - $T0" | bc | xargs printf '%.0f') s"
	[ $NFAIL = 0 ]
	exit
}

# --- 1. build -----------------------------------------------------------------------------
t=$(date +%s.%N)
if ! bout=$(KERNEL_CONFIG="$HERE/config" "$HERE/build.sh" 2>&1); then
	printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
	fail "kernel build" "tests/kernel/build.sh failed (output above)"
	finish
fi
printf '%s\n' "$bout" | sed '$d' | sed 's/^/# /'
IMG=$(printf '%s\n' "$bout" | tail -1)
HASH=$(basename "$(dirname "$IMG")")
READER=$(dirname "$IMG")/persist-reader
wall=$(echo "$(date +%s.%N) - $t" | bc | xargs printf '%.1f')
if printf '%s\n' "$bout" | grep -q '^build.sh: cached image'; then
	echo "kernel: build time: cached (image $HASH, ${wall} s to check)"
	ok "kernel build: cached image for patch+config hash $HASH"
else
	secs=$(printf '%s\n' "$bout" | sed -n 's/^build.sh: built in \([0-9]*\) s.*/\1/p')
	echo "kernel: build time: ${secs:-?} s make, ${wall} s in all"
	ok "kernel build: patch applies, checkpatch clean, no warnings, built in ${secs:-?} s (hash $HASH)"
fi
[ -x "$READER" ] || { fail "persist-reader" "$READER was not built"; finish; }

# --- 2. kernel contract (persist-reader) ----------------------------------------------------
if [ "${KERNEL_CONTRACT:-1}" = 0 ]; then
	skip "contract" "KERNEL_CONTRACT=0"
else
	t=$(date +%s)
	cout=$(python3 "$HERE/persist-test.py" --kernel "$IMG" 2>&1)
	crc=$?
	while IFS= read -r line; do
		case $line in
		"PASS "*) ok "contract: ${line#PASS }" ;;
		"FAIL "*) n=${line#FAIL }; fail "contract: ${n%%: *}" "${n#*: }" ;;
		esac
	done <<< "$cout"
	if [ $crc != 0 ] && ! grep -q '^FAIL ' <<< "$cout"; then
		printf '%s\n' "$cout" | tail -15 | sed 's/^/# /'
		fail "contract" "persist-test.py exited $crc (output above)"
	fi
	echo "# contract: $(($(date +%s) - t)) s, logs in tests/out/kernel-persist/"
fi

# --- 3. ras on the persistent buffers (QEMU harness) -----------------------------------------
. "$ROOT/tests/qemu/common.sh"
if ! qemu_is_static "$RAS"; then
	fail "ras binary" "$RAS is not a static x86-64 binary (the guest has no libc)"
	finish
fi
# The harness puts mce-inject's module into every initramfs (from Debian's kernel); this
# kernel has it built in.  An empty stand-in keeps initramfs.sh from fetching Debian's kernel.
MODS=$OUT/modules
mkdir -p "$MODS/kernel"
: > "$MODS/kernel/mce-inject.ko"
echo "kernel/mce-inject.ko:" > "$MODS/modules.dep"
export QEMU_KERNEL_MODULES=$MODS QEMU_KERNEL_VERSION=ras-kernel-patch

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
		while IFS= read -r line; do result "$line" "$sc: "; done < "$res"
	elif [ -f "$dir/console.log" ]; then
		# the guest did not get to send its results: take what it printed
		sed -n 's/^\[rastest [0-9.]*\] KT \(\(ok\|FAIL\|skip\) - .*\)/\1/p' "$dir/console.log" |
			tr -d '\r' > "$OUT/$sc.partial"
		while IFS= read -r line; do result "$line" "$sc: "; done < "$OUT/$sc.partial"
	fi
	case $brc in
	0|1) [ -f "$res" ] && ok "$sc: guest ran every check and powered off" ||
		fail "$sc: guest" "boot.py exit $brc, no results file: $summ" ;;
	5) skip "$sc" "$summ" ;;
	*) printf '%s\n' "$bline" | tail -25 | sed 's/^/# /'
	   fail "$sc: guest" "boot.py exit $brc: $summ" ;;
	esac
	echo "# $sc: $(($(date +%s) - t)) s, logs in ${dir#"$ROOT"/}/"
done

# --- 4. races, on the debug kernel ----------------------------------------------------------
if [ "${KERNEL_RACE:-1}" = 0 ]; then
	skip "race" "KERNEL_RACE=0"
	finish
fi
t=$(date +%s.%N)
if ! bout=$(KERNEL_CONFIG="$HERE/config $HERE/config-debug" "$HERE/build.sh" 2>&1); then
	printf '%s\n' "$bout" | tail -30 | sed 's/^/# /'
	fail "debug kernel build" "tests/kernel/build.sh with config-debug failed (output above)"
	finish
fi
DIMG=$(printf '%s\n' "$bout" | tail -1)
wall=$(echo "$(date +%s.%N) - $t" | bc | xargs printf '%.1f')
echo "kernel: debug build: $(printf '%s\n' "$bout" | grep -m1 '^build.sh: \(cached\|built\)') (${wall} s)"
t=$(date +%s)
cout=$(python3 "$HERE/persist-test.py" --kernel "$DIMG" race 2>&1)
crc=$?
while IFS= read -r line; do
	case $line in
	"PASS "*) ok "race: ${line#PASS }" ;;
	"FAIL "*) n=${line#FAIL }; fail "race: ${n%%: *}" "${n#*: }" ;;
	esac
done <<< "$cout"
if [ $crc != 0 ] && ! grep -q '^FAIL ' <<< "$cout"; then
	printf '%s\n' "$cout" | tail -15 | sed 's/^/# /'
	fail "race" "persist-test.py exited $crc (output above)"
fi
echo "# race: $(($(date +%s) - t)) s, logs in tests/out/kernel-persist/race.log"
finish
