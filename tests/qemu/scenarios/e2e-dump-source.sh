# e2e-dump-source.sh -- `ras dump -v` and `ras dump -S SOURCE` on a stock kernel: which source
# is chosen and reported, what it reads, and the errors when a source cannot be read.
#  - auto (`ras dump -v`): no persistent buffers (no kernel.patch) -> perf, said on stderr;
#  - `-S perf -v --wait 3` with a record injected (mce-inject sw) while it waits: 1 record,
#    decoded on stdout, "1 records (1 printed, 0 lost) from perf" on stderr;
#  - `-S persistent`: exit 1, and the message says what was tried;
#  - an unknown source: exit 2 (usage);
#  - tracefs unmounted: ras (root) mounts it and perf still works.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 60
# qemu-needs: ras
# qemu-load: mce-inject

# 1. auto
rc=0; ras dump -v > /tmp/auto.out 2> /tmp/auto.err || rc=$?
log "ras dump -v: exit $rc; stderr: $(tr '\n' '|' < /tmp/auto.err)"
[ $rc = 0 ] || fail "ras dump -v exited $rc"
grep -q '^ras: source: perf ' /tmp/auto.err || fail "auto did not report perf as its source"
[ -d /sys/kernel/debug/mce ] && log "INFO /sys/kernel/debug/mce exists: $(ls /sys/kernel/debug/mce | tr '\n' ' ')"

# 2. perf, with a record arriving while it waits
ras dump -S perf -v --wait 3 > /tmp/perf.out 2> /tmp/perf.err &
P=$!
wait_for "grep -q 'source: perf' /tmp/perf.err" 10 || fail "ras dump -S perf did not report its source"
inject_sw sw 1 4 0x9c00000000000151 0x7654000 0x0 || fail "mce-inject failed"
rc=0; wait $P || rc=$?
cat /tmp/perf.out /tmp/perf.err
[ $rc = 0 ] || fail "ras dump -S perf exited $rc"
grep -q '1 records (1 printed, 0 lost) from perf' /tmp/perf.err || fail "perf summary: $(tail -1 /tmp/perf.err)"
grep -q '^[^ ]* CPU 1 bank 4 ' /tmp/perf.out || fail "record not printed as CPU 1 bank 4"
grep -q 'severity corrected' /tmp/perf.out || fail "severity not corrected"
grep -q 'status 0x9c00000000000151 ' /tmp/perf.out || fail "status missing"
grep -q 'addr 0x7654000' /tmp/perf.out || fail "addr missing"

# 3. persistent on a stock kernel
rc=0; ras dump -S persistent -v > /tmp/pers.out 2> /tmp/pers.err || rc=$?
log "ras dump -S persistent: exit $rc; stderr: $(tr '\n' '|' < /tmp/pers.err)"
[ $rc = 1 ] || fail "ras dump -S persistent exited $rc on a stock kernel, expected 1"
grep -q 'persistent\|debug/mce' /tmp/pers.err || fail "the message does not say what was tried"

# 4. usage error
rc=0; ras dump -S nonsense > /dev/null 2> /tmp/bad.err || rc=$?
log "ras dump -S nonsense: exit $rc; $(head -1 /tmp/bad.err)"
[ $rc = 2 ] || fail "an unknown source gave exit $rc, expected 2"

# 5. tracefs not mounted: ras mounts it (we are root)
umount /sys/kernel/tracing || fail "cannot unmount tracefs"
[ -e /sys/kernel/tracing/events ] && fail "tracefs still mounted"
ras dump -v -S perf --wait 2 > /tmp/mnt.out 2> /tmp/mnt.err &
P=$!
wait_for "grep -q 'source: perf' /tmp/mnt.err" 10 || { cat /tmp/mnt.err; fail "ras did not open perf without tracefs mounted"; }
inject_sw sw 0 5 0x9c00000000000151 0x7655000 0x0 || fail "mce-inject failed"
rc=0; wait $P || rc=$?
cat /tmp/mnt.err
[ $rc = 0 ] || fail "ras dump without tracefs mounted exited $rc"
grep -q '1 records (1 printed, 0 lost) from perf' /tmp/mnt.err || fail "without tracefs: $(tail -1 /tmp/mnt.err)"
log "INFO tracefs after ras: $(grep -c tracefs /proc/mounts) mount(s)"

pass "source auto=perf reported; perf reads; persistent fails with exit 1; usage exit 2"
