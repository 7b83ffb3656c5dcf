# e2e-doctor-lockdown.sh -- issue 16: `ras doctor` with lockdown=integrity (Debian's kernel has
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

L=/sys/kernel/security/lockdown
# /init does not mount securityfs (systemd does on a real machine); doctor mounts nothing.
# First, as /init left it: what doctor says without securityfs.
grep -q ' securityfs ' /proc/mounts && fail "securityfs already mounted: this scenario assumes /init does not"
run_doctor unmounted
log "INFO without securityfs: $(grep '"check":"lockdown"' /tmp/doctor.json)"
want lockdown warn "cannot tell: securityfs is not mounted"
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
run_doctor
want lockdown warn "kernel lockdown [integrity]: debugfs refuses every file that can be written or mapped"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
pass "lockdown=integrity (securityfs mounted by the scenario): lockdown warn, exit $DOCTOR_RC"
