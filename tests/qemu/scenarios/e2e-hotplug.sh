# e2e-hotplug.sh -- a CPU brought online after the daemon started: on the tracefs
# source the daemon opens its trace_pipe_raw as the kernel's uevent says it came online and
# logs the machine checks it reports; on the perf source, which cannot open it under the
# sandbox, the daemon says the CPU is not read instead of staying silent.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-cmdline: trace_event=mce:mce_record
# qemu-needs: ras

T=$RASTEST_T
[ -w /sys/devices/system/cpu/cpu1/online ] || fail "cpu1 cannot be taken offline on this kernel"
echo 0 > /sys/devices/system/cpu/cpu1/online || fail "offline cpu1"
log "cpu1 offline: online CPUs $(cat /sys/devices/system/cpu/online)"

# 1. tracefs: the daemon starts with cpu0 alone, cpu1 comes online, its record is logged
ras daemon -f -S tracefs --log /var/log/hp.log --pidfile none --state none -I 200 2>/tmp/hp.err &
D=$!
wait_for 'grep -q "daemon started" /var/log/hp.log' 10 || { cat /tmp/hp.err; fail "daemon did not start"; }
grep 'daemon started' /var/log/hp.log
echo 1 > /sys/devices/system/cpu/cpu1/online || fail "online cpu1"
wait_for 'grep -q "CPU 1: came online: its ftrace buffer is read from now on" /var/log/hp.log' 15 ||
    { cat /var/log/hp.log /tmp/hp.err; fail "tracefs: the daemon did not notice cpu1 coming online"; }
log "tracefs: the daemon opened cpu1's buffer ${WAITED_MS} ms after it came online"
mce_inject 1 2 0x9c00000000010091 0 0x2000 0 || fail "inject on cpu1"
wait_for 'grep -q "CPU 1 bank 2 .*9c00000000010091" /var/log/hp.log' 20 ||
    { cat /var/log/hp.log /tmp/hp.err; fail "tracefs: the record of the CPU that came online was not logged"; }
log "tracefs: the machine check of the CPU that came online is logged"
kill $D; wait $D || true

# 2. perf: the daemon says the CPU it cannot read
echo 0 > /sys/devices/system/cpu/cpu1/online || fail "offline cpu1 again"
ras daemon -f -S perf --log /var/log/hp2.log --pidfile none --state none 2>/tmp/hp2.err &
D=$!
wait_for 'grep -q "daemon started" /var/log/hp2.log' 10 || { cat /tmp/hp2.err; fail "perf daemon did not start"; }
echo 1 > /sys/devices/system/cpu/cpu1/online || fail "online cpu1 again"
wait_for 'grep -q "CPU 1: came online after the daemon started: the perf source does not read it" /var/log/hp2.log' 15 ||
    { cat /var/log/hp2.log /tmp/hp2.err; fail "perf: no word about the CPU it does not read"; }
log "perf: the daemon says cpu1 is not read (${WAITED_MS} ms)"
kill $D; wait $D || true
pass "hotplug: tracefs reads a CPU that came online, perf says it does not"
