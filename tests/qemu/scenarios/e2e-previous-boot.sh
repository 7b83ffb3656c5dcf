# e2e-previous-boot.sh -- the previous boot's machine checks on a stock 6.12 kernel, from a
# persistent trace instance (reserve_mem= and trace_instance=NAME^traceoff@LABEL), read once in
# the next boot, across a warm reset and a fatal machine check (panic=1).
#
# Boot 1: A (CPU 0) is injected before ras runs: tracing is off in the instance (^traceoff) but
#   the main buffer (trace_event=) has it. The daemon takes the instance (its previous boot: none),
#   turns tracing on, logs A from the main buffer, then B (CPU 1) and C (CPU 0) live from the
#   instance, and writes how far it read (instance.mcei.pos). D (CPU 1) comes after the daemon
#   stopped: in the instance, unread. Then the monitor's system_reset.
# Boot 2: 6.12.118 shows the page each CPU was being read from again (B, C and D); ras leaves B
#   and C out (read before the reboot) and keeps D: `ras dump` shows D once, marked previous-boot,
#   and so does a second dump; the daemon logs D once, and not again when restarted in the same
#   boot. E is logged live, F injected and read, then a fatal machine check (PCC) panics the
#   kernel, which reboots it (panic=1).
# Boot 3: an initramfs daemon (state in /run) reads the main buffer (X) and leaves the instance
#   off; the daemon of the real root stops it, imports X and takes the instance.
#   E and F were read before the crash and their positions are on the disk: left out; G
#   was read too, but less than a second before the crash, after the positions the disk has: it
#   comes back once, as the previous boot's (a record logged twice, never one lost). No kernel
#   warning in any boot.
# /var/lib/ras (the state file and instance.mcei.pos) is kept on a small virtio disk
# (tests/qemu/e2e.sh args_e2e-previous-boot) as a tar, written and synced before each reset.
#
# qemu-kernels: 6.12
# qemu-cpus-6.12: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 200
# qemu-needs: ras
# qemu-reboot: yes
# qemu-modules: virtio_blk
# qemu-cmdline: reserve_mem=12M:16M:mcei trace_instance=mcei^traceoff@mcei,mce:mce_record trace_event=mce:mce_record

I=$RASTEST_T/instances/mcei
CE=0x9c00000000010090
load_module virtio_blk || fail "virtio_blk did not load"
wait_for '[ -b /dev/vda ]' 10 || fail "no /dev/vda"
mkdir -p /var/lib/ras /run /var/log

# /var/lib/ras to and from the disk, as a tar
keep_state() { tar cf /dev/vda -C /var/lib ras && sync || fail "writing /dev/vda"; }
restore_state() {
  tar xf /dev/vda -C /var/lib || fail "boot $RASTEST_BOOT: /var/lib/ras not on the disk"
  log "restored: $(ls /var/lib/ras | tr '\n' ' ')"
}
inject() { # NAME CPU ADDR: a corrected error, waited for in the main buffer
  _n=$(grep -c mce_record: $RASTEST_T/trace || true)
  mce_inject "$2" 1 $CE 0 "$3" 0 || fail "inject $1"
  wait_for "[ \$(grep -c mce_record: $RASTEST_T/trace) -gt $_n ]" 15 || fail "$1 not in the main buffer"
}
count() { grep -c "$1" "$2" 2>/dev/null || true; }

log "boot $RASTEST_BOOT: $(dmesg | grep -c 'is from previous boot') CPU buffers from the previous boot;" \
  "last_boot_info $(tr '\n\t' '  ' < $I/last_boot_info)"
[ -f $I/last_boot_info ] || fail "instances/mcei is not a persistent instance"
[ "$(cat $I/tracing_on)" = 0 ] || fail "boot $RASTEST_BOOT: tracing_on is not 0 (^traceoff)"

if [ "$RASTEST_BOOT" = 1 ]; then
  doctor_run
  doctor_want previous-boot ok "instances/mcei keeps the previous boot across a warm reset or a crash (not a power cycle): not read yet this boot"
  inject A 0 0xa000
  rasd_start /var/log/ras.log /tmp/rasd.out --state /var/lib/ras/state --pidfile /run/rasd.pid -v
  wait_for "grep -q 'addr 0xa000' /var/log/ras.log" 10 || { cat /var/log/ras.log; fail "A (before ras) not logged"; }
  grep -q "instances/mcei records mce:mce_record (persistent" /var/log/ras.log || { cat /var/log/ras.log; fail "auto did not pick the instance"; }
  grep -q "the previous boot's 0 records kept in /run/ras/previous-boot.mcei.cap; the buffer emptied, tracing on" /var/log/ras.log &&
    grep -q "0 records logged; 1 records of this boot from before it was turned on read from the main buffer" /var/log/ras.log ||
    { cat /var/log/ras.log; fail "boot 1: the take not said"; }
  [ "$(cat $I/tracing_on)" = 1 ] || fail "tracing not turned on"
  inject B 1 0xb000; wait_for "grep -q 'addr 0xb000' /var/log/ras.log" 10 || fail "B not logged live"
  inject C 0 0xc000; wait_for "grep -q 'addr 0xc000' /var/log/ras.log" 10 || fail "C not logged live"
  wait_for "grep -q '^cpu 1 ' /var/lib/ras/instance.mcei.pos && grep -q '^cpu 0 ' /var/lib/ras/instance.mcei.pos" 10 ||
    fail "positions not written: $(cat /var/lib/ras/instance.mcei.pos)"
  rasd_stop
  inject D 1 0xd000
  cat /var/log/ras.log
  keep_state
  log "system_reset"; mark reset1
  mon system_reset
  sleep 30; fail "no reset"
fi

restore_state
[ "$(dmesg | grep -c 'Ring buffer meta \[[01]\] is from previous boot')" = 2 ] ||
  fail "boot $RASTEST_BOOT: not both CPU buffers kept: $(dmesg | grep 'Ring buffer' | tr '\n' ';')"

if [ "$RASTEST_BOOT" = 2 ]; then
  # /run/ras read-only: the take cannot keep what it would read, so it reads nothing; auto
  # goes elsewhere, and --instance reads nothing of the previous boot as this boot's
  mkdir -p /run/ras && mount -t tmpfs -o ro tmpfs /run/ras || fail "read-only /run/ras"
  ras dump -1 > /tmp/ro1.txt 2> /tmp/ro1.err
  grep -q "instances/mcei: Read-only file system: it cannot be emptied nor turned on" /tmp/ro1.err ||
    { cat /tmp/ro1.err; fail "read-only /run/ras: auto did not say it leaves the instance"; }
  ras dump -1 -S tracefs --instance mcei > /tmp/ro2.txt 2> /tmp/ro2.err
  cat /tmp/ro1.err /tmp/ro2.err
  grep -q "previous boot is left unread, tracing off" /tmp/ro2.err || fail "--instance: the failed take not said"
  [ "$(cat /tmp/ro1.txt /tmp/ro2.txt | grep -c 'addr 0x[bcd]000')" = 0 ] || fail "read-only /run/ras: the previous boot read as this boot's"
  [ "$(cat $I/tracing_on)" = 0 ] || fail "read-only /run/ras: tracing turned on"
  umount /run/ras
  ras dump -1 > /tmp/dump1.txt 2> /tmp/dump1.err || { cat /tmp/dump1.err; fail "dump 1"; }
  ras dump --json > /tmp/dump2.json 2> /tmp/dump2.err || { cat /tmp/dump2.err; fail "dump 2"; }
  cat /tmp/dump1.err /tmp/dump1.txt
  grep -q "previous boot's 1 records kept in /run/ras/previous-boot.mcei.cap (those read before the reboot left out)" /tmp/dump1.err ||
    fail "dump: the take not said as expected"
  [ "$(count 'addr 0xd000' /tmp/dump1.txt)" = 1 ] || fail "dump: D not shown once"
  [ "$(count 'addr 0x[bc]000' /tmp/dump1.txt)" = 0 ] || fail "dump: B or C (read before the reboot) shown again"
  grep '0xd000' /tmp/dump2.json | grep -q '"provenance":"previous-boot"' || fail "dump --json: D not previous-boot: $(cat /tmp/dump2.json)"
  [ "$(count '"addr":"0xd000"' /tmp/dump2.json)" = 1 ] || fail "second dump: D not shown once"
  rasd_start /var/log/ras.log /tmp/rasd.out --state /var/lib/ras/state --pidfile /run/rasd.pid
  wait_for "grep -q 'the previous boot (/sys/kernel/tracing/instances/mcei): 1 records logged' /var/log/ras.log" 10 ||
    { cat /var/log/ras.log; fail "daemon: previous boot not logged"; }
  rasd_stop
  rasd_start /var/log/ras.log /tmp/rasd.out --state /var/lib/ras/state --pidfile /run/rasd.pid
  inject E 0 0xe000; wait_for "grep -q 'addr 0xe000' /var/log/ras.log" 10 || fail "E not logged live"
  wait_for "grep -q '^cpu 0 ' /var/lib/ras/instance.mcei.pos" 10 || fail "E's position not written"
  # restarted in the same boot: the positions of the daemon before it are kept (E's, CPU 0)
  rasd_stop
  rasd_start /var/log/ras.log /tmp/rasd.out --state /var/lib/ras/state --pidfile /run/rasd.pid
  inject F 1 0xf000; wait_for "grep -q 'addr 0xf000' /var/log/ras.log" 10 || fail "F not logged live"
  [ "$(count 'addr 0xd000' /var/log/ras.log)" = 1 ] || { cat /var/log/ras.log; fail "daemon: D logged $(count 'addr 0xd000' /var/log/ras.log) times"; }
  grep 'addr 0xd000' /var/log/ras.log | grep -q '(the previous boot)' || fail "daemon: D not marked as the previous boot's"
  wait_for "grep -q '^cpu 1 ' /var/lib/ras/instance.mcei.pos" 10 || fail "positions not written"
  grep -q '^cpu 0 ' /var/lib/ras/instance.mcei.pos || fail "a restart lost CPU 0's position: $(cat /var/lib/ras/instance.mcei.pos)"
  sleep 1.5
  cat /var/log/ras.log
  keep_state
  # G: logged, but after the positions on disk (a crash less than a second after a record);
  # then a fatal error: the kernel panics, panic=1 reboots
  inject G 1 0x6000; wait_for "grep -q 'addr 0x6000' /var/log/ras.log" 10 || fail "G not logged live"
  mark fatal
  case $(grep -m1 '^vendor_id' /proc/cpuinfo) in *AMD*) B= ;; *) B=-b ;; esac
  mce_inject $B 0 3 0xbe00000000000135 0x5 0x5678000 0x8c || fail "fatal"
  sleep 30; fail "no panic after a PCC machine check"
fi

[ "$RASTEST_BOOT" = 3 ] || fail "unexpected boot $RASTEST_BOOT"
# the initramfs daemon (its state in /run) leaves the previous boot alone and reads the main
# buffer; the daemon of the real root stops it, imports its log and takes the instance
mkdir -p /run/ras
ras daemon -f --log /run/ras/early.log --state /run/ras/state --pidfile /run/ras/rasd.pid \
  > /tmp/early.out 2>&1 &
wait_for "grep -q 'daemon started' /run/ras/early.log" 15 || { cat /tmp/early.out; fail "early daemon did not start"; }
grep -q 'source tracefs (/sys/kernel/tracing,' /run/ras/early.log || { cat /run/ras/early.log; fail "early daemon: not the main buffer"; }
mce_inject 1 1 $CE 0 0x7000 0 || fail "inject X"	# the early daemon consumes the main buffer
wait_for "grep -q 'addr 0x7000' /run/ras/early.log" 10 || fail "X not logged by the early daemon"
[ "$(cat $I/tracing_on)" = 0 ] && [ ! -e /run/ras/previous-boot.mcei.cap ] || fail "the early daemon took the instance"
rasd_start /var/log/ras.log /tmp/rasd.out --state /var/lib/ras/state --pidfile /run/rasd.pid --import-early /run/ras
wait_for "grep -q 'the previous boot (/sys/kernel/tracing/instances/mcei)' /var/log/ras.log" 10 ||
  { cat /var/log/ras.log; fail "boot 3: previous boot not read"; }
cat /var/log/ras.log
[ "$(count 'addr 0x6000' /var/log/ras.log)" = 1 ] || fail "boot 3: G not logged once"
[ "$(count 'addr 0x[ef]000' /var/log/ras.log)" = 0 ] || fail "boot 3: E or F (read before the crash) logged again"
[ "$(count 'addr 0x7000' /var/log/ras.log)" = 1 ] || fail "boot 3: X (the early daemon's) not imported once"
inject H 0 0x8000; wait_for "grep -q 'addr 0x8000' /var/log/ras.log" 10 || fail "H not logged live"
rasd_stop
[ "$(dmesg | grep -c 'WARNING: CPU')" = 0 ] || fail "kernel warnings: $(dmesg | grep -A2 'WARNING: CPU' | head -6)"
putfile /var/log/ras.log ras-boot3.log
pass "previous boots read once: D after a reset, G after a panic; live records before and after"
