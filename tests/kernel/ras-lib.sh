# shellcheck shell=sh
# tests/kernel/ras-lib.sh -- guest helpers for the ras scenarios of tests/kernel/run.sh
# (ras-main.sh, ras-overflow.sh), installed as /root/ras-lib.sh and sourced by them.
# They run in the QEMU harness (tests/qemu) on the kernel built by build.sh.
#
# Results: one line per check in $RES ("ok - NAME", "FAIL - NAME: why",
# "skip - NAME: why"), also logged on the console as "KT ...".  The scenario
# sends $RES to the host with `putfile` at its end; run.sh prints it.

set +e		# every check handles its own failure; a failed command must not end the run

D=/sys/kernel/debug/mce
PR=/bin/persist-reader
RES=/tmp/kt.results
CE1=0x9c00410000010016	# corrected, Intel: "generic cache hierarchy" style codes
CE2=0x9c20004000010135
: > $RES
NFAIL=0

ok()   { echo "ok - $1" >> $RES; log "KT ok - $1"; }
bad()  { echo "FAIL - $1: $2" >> $RES; log "KT FAIL - $1: $2"; NFAIL=$((NFAIL + 1)); }
skp()  { echo "skip - $1: $2" >> $RES; log "KT skip - $1: $2"; }
# ck NAME WHY-IF-NOT 'CONDITION': ok if CONDITION (eval'd here, functions allowed) is true
ck()   { _n=$1 _w=$2; shift 2; if eval "$*"; then ok "$_n"; else bad "$_n" "$_w"; fi; }

# sw CPU BANK ADDR [ON-CPU]: mce-inject (software path) of a corrected error; the
# record is logged by the writing CPU, so ON-CPU picks the buffer it lands in.
sw() {
	if [ -n "${4:-}" ]; then
		taskset -c "$4" sh -c ". /lib/rastest.sh; inject_sw sw $1 $2 $CE1 $3 0"
	else
		inject_sw sw "$1" "$2" "$CE1" "$3" 0
	fi || bad "inject" "mce-inject sw $*"
}
# monitor CPU BANK ADDR: QEMU monitor `mce`, found by the CPU's 1 s machinecheck poll
monitor() { mce_inject "$1" "$2" "$CE2" 0 "$3" 0x86 || bad "inject" "monitor mce $*"; }
setci() { for _d in /sys/devices/system/machinecheck/machinecheck*; do echo 1 > "$_d/check_interval"; done; }

# What the kernel holds, seen by persist-reader (not ras): the sum of records
# written to every buffer, and the addresses readable in FILE...
written() {
	$PR dump $D/mce_record[0-9] | sed -n 's/^PR \/.* written=\([0-9]*\) .*/\1/p' |
		awk '{ s += $1 } END { print s + 0 }'
}
pr_addrs() { $PR dump "$@" | sed -n 's/^PR   REC .* addr=\(0x[0-9a-f]*\).*/\1/p'; }
# cputicks PID: user + system time of a process, in clock ticks
cputicks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# addrs FILE: the addr of each record in a ras output (dump, dump -1, daemon log), in order
addrs() { grep -o 'addr 0x[0-9a-f]*' "$1" | sed 's/addr //'; }
# same_set FILE EXPECTED: the addresses in FILE, each exactly once, are the words of EXPECTED
same_set() {
	[ "$(addrs "$1" | sort)" = "$(printf '%s\n' $2 | sort)" ]
}
# show FILE: the addresses in FILE, on one line (for a failure message)
show() { echo "$(addrs "$1" | tr '\n' ' ')"; }
count() { addrs "$1" | wc -l; }

oops() { dmesg | grep -E 'BUG:|WARNING: CPU:|WARNING: at |Oops|Call Trace|general protection|KASAN|circular locking|recursive locking|inconsistent lock state|suspicious RCU usage|lock held when returning'; }

# finish NAME: send the results to the host, end the scenario
finish() {
	putfile $RES "$1.results" || log "KT putfile failed"
	if [ $NFAIL = 0 ]; then pass "all checks passed"; else fail "$NFAIL check(s) failed"; fi
}
