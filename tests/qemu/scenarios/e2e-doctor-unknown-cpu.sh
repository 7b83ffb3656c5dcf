# e2e-doctor-unknown-cpu.sh -- `ras doctor` on a CPU model the decode tables lack:
# QEMU's SandyBridge is Intel family 6 model 0x2a (the client part; the tables have Sandy
# Bridge-EP 0x2d only): `decode` warns "... is not in our tables", exit 1.
#
# qemu-cpus: SandyBridge
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras

fam=$(grep -m1 '^cpu family' /proc/cpuinfo | sed 's/.*: //')
mod=$(grep -m1 '^model[[:space:]]' /proc/cpuinfo | sed 's/.*: //')
log "INFO cpu: $(grep -m1 '^vendor_id' /proc/cpuinfo | sed 's/.*: //') family $fam model $mod: $(grep -m1 '^model name' /proc/cpuinfo | sed 's/.*: //')"
[ "$fam" = 6 ] && [ "$mod" = 42 ] || fail "expected family 6 model 42 (0x2a), got $fam $mod"
doctor_run
doctor_want decode warn "Intel family 0x6 model 0x2a is not in our tables"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
pass "-cpu SandyBridge (model 0x2a): decode warn, exit $DOCTOR_RC"
