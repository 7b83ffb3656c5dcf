# e2e-doctor-default.sh -- issue 16: `ras doctor` on Debian's stock kernel in a default QEMU
# boot (Skylake-Server-v1: 10 MCA banks, no CMCI, no trace_event=, no pstore backend, no
# daemon). Every check's status is printed as an INFO line; asserted: mce ok (10 banks),
# tracepoint ok, decode ok (Skylake-SP), boot warn ("not covered"), and the exit status the
# statuses imply. Also prints MCG_CAP read through /dev/cpu/0/msr (CMCI_P is bit 10) as
# evidence for what `corrected` says about CMCI. Host side: tests/qemu/e2e.sh (jq).
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-modules: msr

# run_doctor [DIR]: `ras doctor --json` (its exit status in DOCTOR_RC) and the text form, on
# the console and to the host (files/[DIR/]doctor.json, doctor.txt, doctor.rc; e2e.sh checks
# them with jq)
run_doctor() {
  DOCTOR_RC=0; ras doctor --json > /tmp/doctor.json 2> /tmp/doctor.err || DOCTOR_RC=$?
  _trc=0; ras doctor > /tmp/doctor.txt 2>> /tmp/doctor.err || _trc=$?
  cat /tmp/doctor.txt /tmp/doctor.err
  echo "$DOCTOR_RC" > /tmp/doctor.rc
  for _f in json txt rc; do putfile /tmp/doctor.$_f "${1:+$1/}doctor.$_f"; done
  [ "$DOCTOR_RC" -le 2 ] || fail "ras doctor failed itself (exit $DOCTOR_RC): $(cat /tmp/doctor.err)"
  [ "$_trc" = "$DOCTOR_RC" ] || fail "ras doctor exited $_trc, ras doctor --json $DOCTOR_RC"
  # the exit status the statuses imply: 2 any fail, 1 any warn, 0 all ok
  _want=0
  grep -q '"status":"warn"' /tmp/doctor.json && _want=1
  grep -q '"status":"fail"' /tmp/doctor.json && _want=2
  [ "$DOCTOR_RC" = "$_want" ] || fail "ras doctor exited $DOCTOR_RC; its statuses imply $_want"
}
# want CHECK STATUS PHRASE: CHECK's JSON object has STATUS and PHRASE in its message
want() {
  _l=$(grep "^{\"check\":\"$1\"," /tmp/doctor.json) || fail "no check '$1' in ras doctor --json"
  _s=${_l#*\"status\":\"}; _s=${_s%%\"*}
  _m=${_l#*\"message\":\"}; _m=${_m%%\",\"fix\":*}; _m=${_m%\"\}}
  [ "$_s" = "$2" ] || fail "$1 is $_s, expected $2: $_m"
  case $_m in *"$3"*) ;; *) fail "$1 ($2): no '$3' in: $_m" ;; esac
  log "doctor $1 $_s as expected: $_m"
}

run_doctor
while read -r l; do
  c=${l#*\"check\":\"}; s=${l#*\"status\":\"}
  log "INFO doctor: ${c%%\"*} ${s%%\"*}"
done < /tmp/doctor.json
log "INFO doctor: exit $DOCTOR_RC"
want mce ok "10 banks, polled every 1 s"
want corrected ok "CMCI not turned off"
want tracepoint ok "mce:mce_record (id "
want decode ok "Skylake"
want boot warn "not covered"

# MCG_CAP (MSR 0x179): bit 10 CMCI_P says whether the CPU has CMCI at all
if load_module msr && cap=$(dd if=/dev/cpu/0/msr bs=8 count=1 skip=$((0x179)) iflag=skip_bytes 2>/dev/null |
    od -A n -t x8 | tr -d ' ') && [ -n "$cap" ]; then
  log "INFO MCG_CAP 0x$cap: CMCI_P $(( (0x$cap >> 10) & 1 )); cmci_disabled $(cat /sys/devices/system/machinecheck/machinecheck0/cmci_disabled)"
fi
pass "ras doctor: exit $DOCTOR_RC; mce, tracepoint, decode ok; boot warn"
