# e2e-doctor-ramoops.sh -- issue 16: `ras doctor` with a pstore backend: ramoops on 1 MiB of
# RAM reserved with memmap=1M$0x1f000000 (at 496 MiB of the 512 MiB guest, the region
# e2e-pstore-crash uses), loaded with mem_address/mem_size/record_size and ecc=1: `pstore` ok
# naming ramoops; kdump and daemon still warn: exit 1.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-modules: ramoops
# qemu-cmdline: memmap=1M$0x1f000000

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

# ramoops is a module here (CONFIG_PSTORE_RAM=m): ramoops.* on the command line would reach it
# only through modprobe, which reads /proc/cmdline; busybox insmod takes the parameters instead.
grep -q "memmap=1M\$0x1f000000" /proc/cmdline || fail "no memmap= in /proc/cmdline: $(cat /proc/cmdline)"
log "INFO pstore backend before ramoops: $(cat /sys/module/pstore/parameters/backend)"
load_module ramoops mem_address=0x1f000000 mem_size=0x100000 record_size=0x20000 ecc=1 ||
  fail "ramoops did not load"
log "INFO pstore backend: $(cat /sys/module/pstore/parameters/backend); $(dmesg | grep -m1 'ramoops: \|pstore: Registered' || true)"
run_doctor
want pstore ok "crash logs are kept by ramoops"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (kdump and daemon still warn)"
pass "ramoops loaded: pstore ok, exit $DOCTOR_RC"
