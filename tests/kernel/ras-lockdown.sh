# ras-lockdown.sh -- tests/kernel/run.sh: ras on the persistent buffers of a kernel locked
# down (lockdown=integrity, as Debian under Secure Boot), where debugfs refuses to open
# mce_record<N> (it can be mapped): ras must read mce_record<N>.read with pread() instead.
# (QEMU harness scenario; needs /root/ras-lib.sh and /bin/persist-reader, see run.sh.)
# Records come from the QEMU monitor only: mce-inject's debugfs files are refused too.
#  1. the kernel is locked down, open(mce_record0) fails with EPERM;
#  2. `ras dump -v` prints a record made before it ran, from source persistent;
#  3. `ras daemon` is woken by poll() on the .read files, logs a new record, and sleeps
#     in poll() when nothing comes.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-cmdline: lockdown=integrity no_timer_check
# qemu-needs: ras

. /root/ras-lib.sh

log "KT files: $(ls $D | tr '\n' ' ')"
ck "lockdown: kernel locked down (integrity)" "$(dmesg | grep -i 'locked down' | head -1)" \
	"dmesg | grep -q 'Kernel is locked down from'"
$PR open $D/mce_record0 > /tmp/open.out
ck "lockdown: open(mce_record0) fails with EPERM" "$(cat /tmp/open.out)" \
	"grep -q 'Operation not permitted' /tmp/open.out"

setci
monitor 0 1 0xf0001000
# persist-reader reads the .read files too (the files to map cannot be opened)
wait_for '$PR dump $D/mce_record0.read $D/mce_record1.read | grep -q addr=0xf0001000' 15
rc=0; ras dump -v > /tmp/ld.out 2> /tmp/ld.err || rc=$?
cat /tmp/ld.out /tmp/ld.err
ck "lockdown: ras dump -v reads the persistent buffers (source persistent, pread) and prints the record" \
	"exit $rc: $(show /tmp/ld.out) $(tr '\n' '|' < /tmp/ld.err)" \
	"[ $rc = 0 ] && grep -q '^ras: source: persistent .*pread' /tmp/ld.err && same_set /tmp/ld.out 0xf0001000"

mkdir -p /var/lib/ras
ras daemon -f --problem-interval 0 --storm-threshold 0 --page-threshold 0 --socket-threshold 0 --cpu-threshold 0 --log /var/log/ras.log --state /var/lib/ras/state --pidfile none 2> /tmp/daemon.err &
DPID=$!
# the daemon's header read covers data_head, which the kernel then counts as
# seen: the record already there must be read at once, not at the next one
early=0
wait_for 'grep -q "addr 0xf0001000" /var/log/ras.log' 10 || early=1
ck "lockdown: ras daemon logs the record made before it started without waiting for a new one (${WAITED_MS:-?} ms)" \
	"$(show /var/log/ras.log) $(tr '\n' '|' < /tmp/daemon.err)" "[ $early = 0 ]"
monitor 1 2 0xf0002000
wait_for 'grep -q "addr 0xf0002000" /var/log/ras.log' 15
cat /tmp/daemon.err /var/log/ras.log
ck "lockdown: ras daemon woken by poll() logs the early and a new record" \
	"$(grep -m1 'daemon started' /tmp/daemon.err); log: $(show /var/log/ras.log)" \
	"grep -q 'woken by poll()' /tmp/daemon.err && same_set /var/log/ras.log '0xf0001000 0xf0002000'"
T0=$(cputicks $DPID); sleep 3; T1=$(cputicks $DPID)
ck "lockdown: the daemon sleeps in poll() when nothing comes ($((T1 - T0)) ticks in 3 s < 30)" \
	"$((T1 - T0)) ticks" "[ $((T1 - T0)) -lt 30 ]"
ck "lockdown: no kernel BUG/WARNING" "$(oops | head -3)" "[ -z \"\$(oops)\" ]"
kill -TERM $DPID
wait $DPID
finish lockdown
