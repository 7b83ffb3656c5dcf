# e2e-doctor-ignore-ce.sh -- `ras doctor` with mce=ignore_ce on the kernel command
# line: the `corrected` check warns that corrected errors are not reported; exit 1.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-cmdline: mce=ignore_ce

grep -qw 'mce=ignore_ce' /proc/cmdline || fail "no mce=ignore_ce in /proc/cmdline: $(cat /proc/cmdline)"
log "INFO ignore_ce in sysfs: $(cat /sys/devices/system/machinecheck/machinecheck0/ignore_ce)"
doctor_run
doctor_want corrected warn "corrected errors are not reported"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
pass "mce=ignore_ce: corrected warn, exit $DOCTOR_RC"
