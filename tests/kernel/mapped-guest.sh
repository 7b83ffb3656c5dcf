#!/bin/busybox sh
# /init of the guest for tests/kernel/mapped-test.py: non-consuming readers of
# the mapped trace instance "mce" (kernel.patch v4, /work/notes/v4-abi.md).
# The kernel command line has trace_instance=mce,mce:mce_record and
# ptest=NAME (the scenario).  Lines starting with PT_ are markers for the
# host; /mapped-reader prints lines starting with "MR ".  Output of readers
# run in the background goes to files, printed after "PT_OUT NAME" once they
# are done (lines of two processes and the kernel must not interleave).
# "/init inj CPU BANK STATUS ADDR MISC"  only injects (for taskset);
# "/init injseq CPU FROM TO"             injects records FROM..TO-1 (see st);
# "/init injloop CPU"                    injects until /tmp/stop exists.

D=/sys/kernel/debug
I=/sys/kernel/tracing/instances/mce
MRD=/mapped-reader

inj() { # inj CPU BANK STATUS ADDR MISC: mce-inject, software path (logged on this CPU)
	echo sw > $D/mce-inject/flags; echo "$3" > $D/mce-inject/status
	echo "$4" > $D/mce-inject/addr; echo "$5" > $D/mce-inject/misc
	echo "$1" > $D/mce-inject/cpu; echo "$2" > $D/mce-inject/bank
}
# A corrected error whose status carries SEQ in bits 16..31 (model-specific
# error code; MCACOD 0x0016 kept), addr = 0x5e0000000 + SEQ * 4096.
st() { printf '0x9c004100%04x0016' "$1"; }
ad() { printf '0x%x' $((0x5e0000000 + $1 * 4096)); }
if [ "$1" = inj ]; then
	shift; inj "$@"; exit 0
fi
if [ "$1" = injseq ]; then
	n=$3
	while [ $n -lt $4 ]; do
		inj "$2" 1 "$(st $n)" "$(ad $n)" 0
		usleep 10000	# let the mce work drain the gen pool (80 entries)
		n=$((n + 1))
	done
	exit 0
fi
if [ "$1" = injloop ]; then
	n=0
	while [ ! -e /tmp/stop ]; do
		inj "$2" 1 "$(st $n)" "$(ad $n)" 0
		usleep 5000
		n=$((n + 1))
	done
	echo "PT_INJECTED $n"
	exit 0
fi

/bin/busybox --install -s /bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
mount -t debugfs debugfs /sys/kernel/debug
mount -t tracefs tracefs /sys/kernel/tracing

MODE=none
for x in $(cat /proc/cmdline); do case $x in ptest=*) MODE=${x#ptest=};; esac; done
echo "PT_BOOTED mode=$MODE online=$(cat /sys/devices/system/cpu/online) kernel=$(uname -r)"
echo "PT_INSTANCE $([ -d $I ] && echo present || echo missing) buffer_size_kb=$(cat $I/buffer_size_kb 2>/dev/null) enable=$(cat $I/events/mce/mce_record/enable 2>/dev/null)"

setci() { for d in /sys/devices/system/machinecheck/machinecheck*; do echo 1 > $d/check_interval; done; }
cpu1() { echo "$1" > /sys/devices/system/cpu/cpu1/online; }
out() { echo "PT_OUT $1"; cat "/tmp/$1"; echo "PT_OUT_END $1"; }
stats() { # PT_STATS CPU entries overrun read
	for c in 0 1 2 3; do
		f=$I/per_cpu/cpu$c/stats
		[ -r $f ] || continue
		echo "PT_STATS $c $(sed -n 's/^entries: //p' $f) $(sed -n 's/^overrun: //p' $f) $(sed -n 's/^read events: //p' $f)"
	done
}
# wait until each file given has a line "MR following" / "MR mapped" (at most 20 s)
ready() {
	w=$1; shift
	n=0
	while [ $n -lt 200 ]; do
		k=0
		for f in "$@"; do grep -q "^MR $w" "$f" 2>/dev/null && k=$((k + 1)); done
		[ $k = $# ] && return 0
		usleep 100000
		n=$((n + 1))
	done
	echo "PT_NOT_READY $w $*"
}
oops() {
	if dmesg | grep -E 'BUG:|WARNING: CPU:|WARNING: at |Oops|Call Trace|general protection|KASAN|circular locking|recursive locking|inconsistent lock state|suspicious RCU usage'; then
		echo "PT_OOPS_FOUND${1:+ $1}"
	else
		echo "PT_NO_OOPS${1:+ $1}"
	fi
}

case $MODE in
main)
	# Two records were put into the banks from the QEMU monitor before the
	# guest started (the boot-time bank scan finds them), two more from the
	# monitor now (the 1 s poll), then two with mce-inject: all before any
	# reader maps the buffers.
	setci
	echo "PT_READY_MON1"
	sleep 8
	inj 0 1 "$(st 1)" 0x1111000 0
	inj 1 2 "$(st 2)" 0x2222000 0x86
	sleep 2
	echo "PT_PHASE info"
	$MRD info $I 0
	$MRD info $I 1
	echo "PT_PHASE two-readers"
	# two processes, both mapped before either reads (--hold)
	$MRD dump --hold 2000 $I 0 1 > /tmp/r1 2>&1 &
	$MRD dump --hold 2000 $I 0 1 > /tmp/r2 2>&1 &
	wait
	out r1; out r2
	echo "PT_PHASE third-reader"
	sleep 1
	$MRD dump $I 0 1 > /tmp/r3 2>&1
	out r3
	echo "PT_PHASE follow"
	$MRD follow $I 1 30 0 1 > /tmp/f1 2>&1 &
	$MRD follow $I 1 30 0 1 > /tmp/f2 2>&1 &
	ready following /tmp/f1 /tmp/f2
	sleep 1
	# logged on CPU 0: lands in CPU 0's buffer
	taskset 1 /init inj 0 4 "$(st 4)" 0x4444000 0
	wait
	out f1; out f2
	echo "PT_PHASE stats"
	stats
	echo "PT_PHASE final"
	$MRD dump $I 0 1 > /tmp/r4 2>&1
	out r4
	oops
	;;
overflow)
	# The smallest buffer: buffer_size_kb=1 gives 2 sub-buffers per CPU
	# (+ the reader page); 120 records on CPU 0.  A reader saves its state
	# after the first 10 (--state) and reads again after all 120.
	N=120; K=10
	echo 1 > $I/buffer_size_kb
	echo > $I/trace
	echo "PT_BUFSIZE $(cat $I/buffer_size_kb)"
	$MRD info $I 0
	taskset 1 /init injseq 0 0 $K
	sleep 1
	echo "PT_PHASE early-dump"
	$MRD dump --state /tmp/state $I 0
	taskset 1 /init injseq 0 $K $N
	sleep 1
	echo "PT_INJECTED_SEQ $N"
	echo "PT_PHASE overflow-dump"
	$MRD dump $I 0
	echo "PT_PHASE state-dump"
	$MRD dump --state /tmp/state $I 0
	stats
	echo "PT_PHASE again"
	# nothing new: nothing returned, nothing lost
	$MRD dump --state /tmp/state $I 0
	oops
	;;
hotplug)
	# Two readers in one process read both CPUs' buffers all along, while
	# records are written from CPU 1 (taskset; after its first offline the
	# injector may run anywhere) and CPU 1 goes offline and online 4 times.
	$MRD stress $I 20 0 1 > /tmp/s1 2>&1 &
	sp=$!
	ready stressing /tmp/s1
	sleep 1
	taskset 2 /init injloop 0 > /tmp/inj 2>&1 &
	ip=$!
	sleep 2
	n=0
	while [ $n -lt 4 ]; do
		cpu1 0
		echo "PT_ONLINE $n $(cat /sys/devices/system/cpu/online)"
		sleep 1
		$MRD dump $I 1 > /tmp/off$n 2>&1
		sleep 1
		cpu1 1
		sleep 1
		n=$((n + 1))
	done
	touch /tmp/stop
	wait $ip
	sleep 1
	echo "PT_PHASE offline-dumps"
	for n in 0 1 2 3; do out off$n; done
	wait $sp
	echo "PT_PHASE stress"
	out s1
	out inj
	echo "PT_PHASE final"
	$MRD dump $I 0 1
	stats
	# The smallest buffer (2 sub-buffers per CPU), records written faster
	# than a slow reader (every 2.5 s) reads: overwritten pages, pages
	# torn while copied; CPU 1 offline and online twice meanwhile.
	echo "PT_PHASE small"
	echo 1 > $I/buffer_size_kb
	echo > $I/trace
	rm -f /tmp/stop
	$MRD stress --hold 2500 $I 12 0 1 > /tmp/s2 2>&1 &
	sp=$!
	ready stressing /tmp/s2
	taskset 2 /init injloop 0 > /tmp/inj2 2>&1 &
	ip=$!
	sleep 2
	for n in 0 1; do cpu1 0; sleep 2; cpu1 1; sleep 2; done
	touch /tmp/stop
	wait $ip
	wait $sp
	out s2
	out inj2
	echo "PT_PHASE small-final"
	$MRD dump $I 0 1
	stats
	oops
	;;
stock)
	# What v4 fixes: stock 6.12 has no commit block (MR nofeature), and
	# read() of trace_pipe_raw consumes (a second reader sees nothing).
	# logged on CPU 0 (taskset): CPU 0's buffer
	taskset 1 /init inj 0 1 "$(st 1)" 0x1111000 0
	taskset 1 /init inj 0 1 "$(st 2)" 0x2222000 0
	sleep 2
	echo "PT_PHASE info"
	$MRD info $I 0; echo "PT_RC info $?"
	$MRD dump $I 0; echo "PT_RC dump $?"
	echo "PT_PHASE forced"
	# parser on real pages (indexes meaningless without the commit block)
	$MRD dump --force $I 0 1
	echo "PT_PHASE rawread"
	$MRD rawread $I 0
	$MRD rawread $I 0
	stats
	oops
	;;
esac
echo "PT_DONE"
poweroff -f
