#!/bin/busybox sh
# /init of the guest for tests/kernel/persist-test.py: exercises the
# persistent mce_record perf buffers of kernel.patch.  The scenario comes from
# the kernel parameter ptest=NAME; lines starting with PT_ are markers for the
# host, the persist-reader prints lines starting with "PR ".
# Run as "/init inj CPU BANK STATUS ADDR MISC" it only injects (for taskset).

D=/sys/kernel/debug/mce
I=/sys/kernel/debug/mce-inject
PR=/persist-reader
# The files to map, not their mce_record<N>.read twins (the tests have < 10 CPUs)
MR=$D/'mce_record[0-9]'

inj() { # inj CPU BANK STATUS ADDR MISC: mce-inject, software path
	echo sw > $I/flags; echo "$3" > $I/status; echo "$4" > $I/addr
	echo "$5" > $I/misc; echo "$1" > $I/cpu; echo "$2" > $I/bank
}
if [ "$1" = inj ]; then
	shift; inj "$@"; exit 0
fi
# "/init injloop CPU BANK": inject until /tmp/stop exists (run it with taskset)
if [ "$1" = injloop ]; then
	n=0
	while [ ! -e /tmp/stop ]; do
		inj "$2" "$3" 0x9c00410000010016 $((0x200000 + (n % 4096) * 4096)) 0
		n=$((n + 1))
	done
	echo "PT_INJECTED $n on CPU $2"
	exit 0
fi

/bin/busybox --install -s /bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
mount -t debugfs debugfs /sys/kernel/debug

MODE=none
for x in $(cat /proc/cmdline); do case $x in ptest=*) MODE=${x#ptest=};; esac; done
echo "PT_BOOTED mode=$MODE online=$(cat /sys/devices/system/cpu/online)"

setci() { for d in /sys/devices/system/machinecheck/machinecheck*; do echo 1 > $d/check_interval; done; }
heads() { for f in $MR; do echo "PT_HEAD $f $($PR dump $f | grep -o 'data_head=[0-9]*')"; done; }
cpu1() { echo "$1" > /sys/devices/system/cpu/cpu1/online; }
# The fields of mce:mce_record (6.12 has more than 6.1): the host computes
# the sample size from them.
fmt() {
	for f in /sys/kernel/tracing/events/mce/mce_record/format \
	    /sys/kernel/debug/tracing/events/mce/mce_record/format; do
		[ -r $f ] || continue
		grep 'field:' $f | sed 's/^/PT_FMT /'
		return
	done
	echo "PT_FMT none"
}
oops() {
	if dmesg | grep -E 'BUG|WARNING|Oops|Call Trace|general protection'; then
		echo "PT_OOPS_FOUND${1:+ $1}"
	else
		echo "PT_NO_OOPS${1:+ $1}"
	fi
}

case $MODE in
main)
	fmt
	# Two errors were put into the banks from the QEMU monitor before the
	# guest started (found by the boot-time bank scan).  Now two more from
	# the monitor, found by the 1 s poll, and two from mce-inject: all
	# before any reader opens the files.
	setci
	echo "PT_READY_MON1"
	sleep 8
	inj 0 1 0x9c00410000010016 0x1111000 0
	inj 1 2 0x9c20004000010135 0x2222000 0x86
	sleep 3
	echo "PT_PHASE first-reader"
	$PR dump $MR
	for f in $MR; do echo "PT_STAT $f $(stat -c %s $f)"; done
	for f in $MR; do echo "PT_RSTAT $f.read $(stat -c %s $f.read)"; done
	echo "PT_PHASE concurrent"
	# Readers in the background write to files, printed after wait: lines of
	# two processes and the kernel's console must not interleave on ttyS0
	$PR hold 6 $D/mce_record0 > /tmp/bg0 &
	$PR hold 6 $D/mce_record0 > /tmp/bg1 &
	$PR hold 6 $D/mce_record1 > /tmp/bg2 &
	sleep 1
	inj 0 3 0x9c00410000010016 0x3333000 0
	sleep 2
	$PR dump $MR | grep -E "^PR /"
	wait
	cat /tmp/bg0 /tmp/bg1 /tmp/bg2
	echo "PT_PHASE remap"
	for f in $MR; do $PR remap 50 $f; done
	echo "PT_PHASE check"
	$PR check $D/mce_record0
	echo "PT_PHASE cmp"
	for f in $MR; do $PR cmp $f; done
	echo "PT_PHASE poll"
	# which buffers hold data before (CPU 1's may hold none: a record lands
	# in the buffer of the CPU whose work logs it); the new record is
	# logged from CPU 0, so it wakes the reader of mce_record0 only
	heads
	$PR poll 6000 $D/mce_record0 > /tmp/bg0 &
	$PR poll 6000 $D/mce_record1 > /tmp/bg1 &
	sleep 1
	taskset 1 /init inj 0 4 0x9c00410000010016 0x4444000 0
	wait
	cat /tmp/bg0 /tmp/bg1
	echo "PT_PHASE epoll"
	$PR epoll 6000 $D/mce_record0 > /tmp/bg0 &
	sleep 1
	# from CPU 0: the sample lands in the buffer of the CPU that logs it
	taskset 1 /init inj 0 8 0x9c00410000010016 0x4545000 0
	wait
	cat /tmp/bg0
	echo "PT_PHASE hotplug"
	heads
	cpu1 0
	echo "PT_ONLINE $(cat /sys/devices/system/cpu/online)"
	$PR dump $D/mce_record1 | grep -E "^PR /"
	inj 0 5 0x9c00410000010016 0x5555000 0
	sleep 2
	cpu1 1
	echo "PT_ONLINE $(cat /sys/devices/system/cpu/online)"
	taskset 2 /init inj 1 6 0x9c00410000010016 0x6666000 0
	sleep 2
	heads
	n=0
	while [ $n -lt 5 ]; do
		cpu1 0
		inj 0 7 0x9c00410000010016 0x77${n}000 0
		cpu1 1
		n=$((n + 1))
	done
	setci
	echo "PT_ONLINE $(cat /sys/devices/system/cpu/online)"
	sleep 2
	# One more from the monitor, into CPU 1's bank after all that hotplug.
	echo "PT_READY_MON2"
	sleep 6
	echo "PT_PHASE final"
	$PR dump $MR
	oops
	;;
overflow)
	# One data page holds 28 samples of 144 bytes (6.1; 26 of 152 on 6.12):
	# write 40, then one more.
	fmt
	n=0
	while [ $n -lt 40 ]; do
		inj 0 1 0x9c00410000010016 $((0x100000 + n * 4096)) 0
		usleep 20000
		n=$((n + 1))
	done
	sleep 2
	echo "PT_PHASE overflow-dump"
	$PR dump $MR
	inj 0 1 0x9c00410000010016 0xfff000 0
	sleep 1
	echo "PT_PHASE overflow-dump2"
	$PR dump $MR | grep -E "^PR /"
	oops
	;;
late)
	# maxcpus=1: CPU 1 comes online for the first time only now.  It is
	# stopped on its way up and on its way down at the hotplug state just
	# below the one of the persistent events (CPU_HOTPLUG_STATE_CONTROL):
	# running, but without a recording event.  The host then broadcasts a
	# machine check (a record in CPU 1's bank); the record must be
	# processed at once and land in CPU 0's buffer, not wait for the
	# hotplug to finish.
	S=/sys/devices/system/cpu/hotplug/states
	T=/sys/devices/system/cpu/cpu1/hotplug
	echo "PT_FILES $(ls $D | grep mce_record | tr '\n' ' ')"
	pst=$(sed -n 's/^ *\([0-9]*\): x86\/mce\/persistent:online$/\1/p' $S)
	below=$(awk -F: -v s="$pst" '$1 + 0 < s + 0 { b = $1 + 0 } END { print b }' $S)
	full=$(sed -n 's/^ *\([0-9]*\): online$/\1/p' $S)
	echo "PT_STATES persistent=$pst below=$below online=$full"
	echo "$below" > $T/target
	echo "PT_CPU1 up-held state=$(cat $T/state) online=$(cat /sys/devices/system/cpu/online)"
	echo "PT_READY_MCE1"
	sleep 6
	echo "PT_PHASE held-up"
	$PR dump $MR
	echo "PT_CPU1 still state=$(cat $T/state)"
	echo "$full" > $T/target
	# the work item creates CPU 1's event and files
	n=0
	while [ ! -e $D/mce_record1 ] && [ $n -lt 50 ]; do usleep 100000; n=$((n + 1)); done
	sleep 1
	echo "PT_FILES $(ls $D | grep mce_record | tr '\n' ' ')"
	taskset 2 /init inj 1 2 0x9c00410000010016 0xa1a1000 0
	sleep 1
	echo "$below" > $T/target
	echo "PT_CPU1 down-held state=$(cat $T/state) online=$(cat /sys/devices/system/cpu/online)"
	echo "PT_READY_MCE2"
	sleep 6
	echo "PT_PHASE held-down"
	$PR dump $MR
	echo "PT_CPU1 still state=$(cat $T/state)"
	echo "$full" > $T/target
	# offline and online again (through target: the online file still
	# takes CPU 1 for offline, as it came up through target)
	echo 0 > $T/target
	echo "PT_CPU1 offline state=$(cat $T/state) online=$(cat /sys/devices/system/cpu/online)"
	echo "$full" > $T/target
	echo "PT_CPU1 online state=$(cat $T/state) online=$(cat /sys/devices/system/cpu/online)"
	taskset 2 /init inj 1 3 0x9c00410000010016 0xa2a2000 0
	sleep 1
	echo "PT_PHASE final"
	$PR dump $MR
	oops
	;;
stat)
	echo "PT_FILES $(ls $D | grep mce_record | tr '\n' ' ')"
	for f in $MR; do [ -e "$f" ] && echo "PT_STAT $f $(stat -c %s $f)"; done
	dmesg | grep -E 'persistent|argument .* ignored'
	echo "PT_MEMFREE $(sed -n 's/^MemFree: *\([0-9]*\) kB/\1/p' /proc/meminfo)"
	oops
	;;
lockdown)
	# lockdown=integrity: debugfs refuses files that can be mapped; the
	# .read files must still give the records (boot-time bank scan, and the
	# monitor's at run time; mce-inject's debugfs files are refused too)
	dmesg | grep -i 'locked down'
	$PR open $D/mce_record0
	$PR open $D/mce_record0.read
	setci
	echo "PT_READY_MON1"
	sleep 8
	echo "PT_PHASE read"
	$PR dump $D/mce_record0.read $D/mce_record1.read
	oops
	;;
lockconf)
	# Lockdown raised to confidentiality at run time (on the command line
	# it turns tracing off from boot: no mce_record event, no files)
	$PR open $D/mce_record0.read
	mount -t securityfs securityfs /sys/kernel/security
	echo confidentiality > /sys/kernel/security/lockdown
	echo "PT_LOCKDOWN $(cat /sys/kernel/security/lockdown)"
	$PR open $D/mce_record0.read
	$PR open $D/mce_record0
	oops
	;;
race)
	# Debug kernel (KASAN, lockdep): CPU 0 creates and destroys a
	# persistent event on CPU 1 while CPU 1 records mce-inject's records;
	# each time, the knob destroys the event while the event's handler is
	# held in the middle of a sample (kernel.patch 6/6).  Then CPU
	# hotplug under load.
	taskset 2 /init injloop 1 1 &
	sleep 1
	# from CPU 0: the release's IPI must interrupt CPU 1's handler
	if taskset 1 sh -c "echo '1 20' > $D/persistent_test"; then
		echo "PT_CYCLES done"
	else
		echo "PT_CYCLES failed"
	fi
	touch /tmp/stop
	wait
	oops cycles
	rm /tmp/stop
	taskset 2 /init injloop 1 2 &
	n=0
	while [ $n -lt 8 ]; do cpu1 0; cpu1 1; n=$((n + 1)); done
	touch /tmp/stop
	wait
	$PR dump $MR | grep -E "^PR /"
	oops hotplug
	;;
esac
echo "PT_DONE"
poweroff -f
