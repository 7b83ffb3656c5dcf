# e2e-doctor-trace-event.sh -- `ras doctor` with trace_event=mce:mce_record
# trace_clock=global: `boot` ok (covered from the kernel's start) and `source` ok (the ftrace
# buffer); pstore, kdump and daemon still warn: exit 1.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-cmdline: trace_event=mce:mce_record trace_clock=global

[ "$(cat $RASTEST_T/events/mce/mce_record/enable)" = 1 ] || fail "trace_event= did not enable mce_record"
doctor_run
doctor_want boot ok "covered from the kernel's start"
doctor_want source ok "the ftrace buffer"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (pstore, kdump and daemon still warn)"
pass "trace_event=mce:mce_record trace_clock=global: boot and source ok, exit $DOCTOR_RC"
