# --reboot: a panic on boot 1 is found in ramoops' pstore on boot 2.
# selftest-expect: 0
# qemu-reboot: yes
# qemu-modules: ramoops
# qemu-cmdline: memmap=1M$0x1f000000
load_module ramoops mem_address=0x1f000000 mem_size=0x100000 record_size=0x20000
log "boot $RASTEST_BOOT; pstore: $(ls /sys/fs/pstore | tr '\n' ' ')"
if [ "$RASTEST_BOOT" = 1 ]; then
  mce_inject 0 9 0xbd000000000000c0 0x5 0x1234000 0x86
  sleep 30
  fail "no panic"
fi
[ "$RASTEST_BOOT" = 2 ] || fail "RASTEST_BOOT=$RASTEST_BOOT"
ls /sys/fs/pstore/dmesg-ramoops-0 >/dev/null || fail "no dmesg record in pstore"
putfile /sys/fs/pstore/dmesg-ramoops-0
grep -q 'Kernel panic' /sys/fs/pstore/dmesg-ramoops-0 || fail "pstore record has no panic"
pass "pstore kept the panic of boot 1"
