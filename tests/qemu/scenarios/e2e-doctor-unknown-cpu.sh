# e2e-doctor-unknown-cpu.sh -- issue 16: `ras doctor` on a CPU model the decode tables lack:
# QEMU's SandyBridge is Intel family 6 model 0x2a (the client part; the tables have Sandy
# Bridge-EP 0x2d only): `decode` warns "... is not in our tables", exit 1.
#
# qemu-cpus: SandyBridge
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras

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

fam=$(grep -m1 '^cpu family' /proc/cpuinfo | sed 's/.*: //')
mod=$(grep -m1 '^model[[:space:]]' /proc/cpuinfo | sed 's/.*: //')
log "INFO cpu: $(grep -m1 '^vendor_id' /proc/cpuinfo | sed 's/.*: //') family $fam model $mod: $(grep -m1 '^model name' /proc/cpuinfo | sed 's/.*: //')"
[ "$fam" = 6 ] && [ "$mod" = 42 ] || fail "expected family 6 model 42 (0x2a), got $fam $mod"
run_doctor
want decode warn "Intel family 0x6 model 0x2a is not in our tables"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
pass "-cpu SandyBridge (model 0x2a): decode warn, exit $DOCTOR_RC"
