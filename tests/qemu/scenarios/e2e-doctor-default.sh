# e2e-doctor-default.sh -- `ras doctor` on Debian's stock kernel in a default QEMU
# boot (Skylake-Server-v1 on 6.1, Icelake-Server-v1 on 6.12: 10 MCA banks, no CMCI, no
# trace_event=, no pstore backend, no daemon). Every check's status is printed as an INFO line;
# asserted: mce ok (10 banks), tracepoint ok, decode ok (by the CPU's model: Skylake-SP for
# Skylake-Server-v1's 0x55; QEMU 7.2's Icelake-Server models are family 6 model 134 = 0x86, the
# number of Snow Ridge, not Ice Lake-SP's 0x6a, so ras rightly names Snow Ridge's tables), boot warn ("not covered"), cec ok and what it says (6.12 has the kernel's
# corrected-error collector, 6.1 not), and the exit status the statuses imply. Also prints MCG_CAP read through /dev/cpu/0/msr (CMCI_P is bit 10) as
# evidence for what `corrected` says about CMCI. Host side: tests/qemu/e2e.sh (jq).
#
# qemu-kernels: 6.1 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-cpus-6.12: Icelake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-modules: msr

doctor_run
while read -r l; do
  c=${l#*\"check\":\"}; s=${l#*\"status\":\"}
  log "INFO doctor: ${c%%\"*} ${s%%\"*}"
done < /tmp/doctor.json
log "INFO doctor: exit $DOCTOR_RC"
doctor_want mce ok "10 banks, polled every 1 s"
doctor_want corrected ok "CMCI not turned off"
doctor_want tracepoint ok "mce:mce_record (id "
case $(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -n 1) in
  85) doctor_want decode ok "model 0x55: Skylake-SP" ;;
  106) doctor_want decode ok "model 0x6a: Ice Lake-SP" ;;
  134) doctor_want decode ok "model 0x86: Snow Ridge" ;;
  *) fail "no decode expectation for CPU model $(grep -m1 '^model' /proc/cpuinfo)" ;;
esac
if [ -d /sys/kernel/debug/ras/cec ]; then
  doctor_want cec ok "corrected-error collector is on: it soft-offlines a page after $(cat /sys/kernel/debug/ras/cec/action_threshold) corrected errors"
else
  doctor_want cec ok "no corrected-error collector seen"
fi
doctor_want boot warn "not covered"
case $RASTEST_KVER in
  6.1.*) doctor_want previous-boot ok "this kernel (6.1) keeps no trace buffer across a reboot" ;;
  *) doctor_want previous-boot warn "not kept" ;;
esac

# MCG_CAP (MSR 0x179): bit 10 CMCI_P says whether the CPU has CMCI at all
if load_module msr && cap=$(dd if=/dev/cpu/0/msr bs=8 count=1 skip=$((0x179)) iflag=skip_bytes 2>/dev/null |
    od -A n -t x8 | tr -d ' ') && [ -n "$cap" ]; then
  log "INFO MCG_CAP 0x$cap: CMCI_P $(( (0x$cap >> 10) & 1 )); cmci_disabled $(cat /sys/devices/system/machinecheck/machinecheck0/cmci_disabled)"
fi
pass "ras doctor: exit $DOCTOR_RC; mce, tracepoint, decode ok; boot warn"
