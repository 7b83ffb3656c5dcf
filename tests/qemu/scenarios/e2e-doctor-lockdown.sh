# e2e-doctor-lockdown.sh -- `ras doctor` with lockdown=integrity (Debian's kernel has
# the lockdown LSM). /init does not mount securityfs, and doctor mounts nothing, so the
# scenario runs doctor once as /init left the guest (kept as files/unmounted/doctor.json), then
# mounts securityfs itself (as systemd does on a real machine), checks
# /sys/kernel/security/lockdown shows [integrity], and asserts `lockdown` warn
# "kernel lockdown [integrity]: debugfs refuses ...", exit 1; before the mount: warn "cannot tell".
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-cmdline: lockdown=integrity

L=/sys/kernel/security/lockdown
# /init does not mount securityfs (systemd does on a real machine); doctor mounts nothing.
# First, as /init left it: what doctor says without securityfs.
grep -q ' securityfs ' /proc/mounts && fail "securityfs already mounted: this scenario assumes /init does not"
doctor_run unmounted
log "INFO without securityfs: $(grep '"check":"lockdown"' /tmp/doctor.json)"
doctor_want lockdown warn "cannot tell: securityfs is not mounted"
log "INFO kernel: $(dmesg | grep -i -m1 'locked down' || echo 'no lockdown message in dmesg')"
# Then with securityfs mounted by the scenario, as on a systemd machine
mount -t securityfs securityfs /sys/kernel/security || fail "cannot mount securityfs"
log "INFO mounted securityfs; $L: $(cat $L)"
grep -q '\[integrity\]' $L || fail "$L is '$(cat $L)', not [integrity]"
# what integrity lockdown refuses in debugfs: any file that is writable (or has ioctl/mmap),
# even for reading (fs/debugfs/file.c debugfs_locked_down); a read-only file still opens
for f in /sys/kernel/debug/sched/verbose /sys/kernel/debug/mce/fake_panic /sys/kernel/debug/sched/debug; do
  [ -e $f ] && log "INFO debugfs under lockdown: $(ls -l $f | cut -c1-10) $f: $(head -c 40 $f 2>&1 | head -1)"
done
doctor_run
doctor_want lockdown warn "kernel lockdown [integrity]: debugfs refuses every file that can be written or mapped"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
pass "lockdown=integrity (securityfs mounted by the scenario): lockdown warn, exit $DOCTOR_RC"
