# e2e-doctor-ramoops.sh -- `ras doctor` with a pstore backend: ramoops on 1 MiB of
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

# ramoops is a module here (CONFIG_PSTORE_RAM=m): ramoops.* on the command line would reach it
# only through modprobe, which reads /proc/cmdline; busybox insmod takes the parameters instead.
grep -q "memmap=1M\$0x1f000000" /proc/cmdline || fail "no memmap= in /proc/cmdline: $(cat /proc/cmdline)"
log "INFO pstore backend before ramoops: $(cat /sys/module/pstore/parameters/backend)"
load_module ramoops mem_address=0x1f000000 mem_size=0x100000 record_size=0x20000 ecc=1 ||
  fail "ramoops did not load"
log "INFO pstore backend: $(cat /sys/module/pstore/parameters/backend); $(dmesg | grep -m1 'ramoops: \|pstore: Registered' || true)"
doctor_run
doctor_want pstore ok "crash logs are kept by ramoops"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (kdump and daemon still warn)"
pass "ramoops loaded: pstore ok, exit $DOCTOR_RC"
