# e2e-page-cec.sh -- with the kernel's corrected-error collector (CONFIG_RAS_CEC=y, on
# in Debian's 6.12 kernel) active, a page is taken out once, by the kernel, not twice.
# The collector's action threshold is set to 2 (debugfs ras/cec/action_threshold), ras runs
# with --page-action soft and its default page threshold 2/24h. Two corrected memory-controller
# read errors (bank 7, status VAL|EN|MISCV|ADDRV = 0x9c00000000000091, misc 0x86: physical
# address, LSB 6, which the collector takes: mce_usable_address()) on a free page, each logged
# before the next:
#   - ras says at start that the collector offlines pages and that it only accounts;
#   - ras's page threshold is crossed and accounted ("page-action account: not offlined"), no
#     soft-offline action record, ras_page_actions_total soft 0 and account 1;
#   - the kernel's collector soft-offlined the page ("Soft-offlining pfn" in the kernel log,
#     the pfn HWPOISON in /proc/kpageflags) and HardwareCorrupted grew by 4 kB, not 8.
#
# qemu-kernels: 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 120
# qemu-needs: ras

ST=0x9c00000000000091 MISC=0x86 BANK=7
CEC=/sys/kernel/debug/ras/cec
mkdir -p /var/lib/ras /run
LOG=/var/log/cec.log JSON=/var/log/cec.json PROM=/var/lib/ras/cec.prom

[ -d $CEC ] || fail "no $CEC: this kernel has no active corrected-error collector (CONFIG_RAS_CEC)"
[ -e /sys/devices/system/machinecheck/machinecheck0/bank$BANK ] || fail "the CPU has no bank $BANK"
[ -n "$(hc)" ] || fail "/proc/meminfo has no HardwareCorrupted"
echo 2 > $CEC/action_threshold || fail "cannot set $CEC/action_threshold"
log "collector: action_threshold $(cat $CEC/action_threshold), count_threshold $(cat $CEC/count_threshold 2>/dev/null)"

A=$(free_page 0x10000000) || fail "no free 4 MiB-aligned System RAM page from 0x10000000"
P=$(hex $(($A >> 12)))
log "page $A (pfn $P), kpageflags $(kpf $(($A >> 12)))"

rasd_start $LOG /tmp/cec.out --source perf --json-log $JSON --state none --pidfile /run/rasd.pid \
  --pstore-dir none --metrics $PROM --page-action soft
grep -q "page-action soft: the kernel's corrected-error collector (/sys/kernel/debug/ras/cec) offlines pages itself: ras accounts instead" $LOG ||
  { cat $LOG; fail "no start note that the collector offlines pages and ras accounts"; }
h0=$(hc)
mark inject
for i in 1 2; do
  mce_inject 0 $BANK $ST 0 $A $MISC || fail "monitor refused: mce 0 $BANK $ST 0 $A $MISC"
  wait_for "[ \$(grep -c 'status $ST addr $A ' $LOG) -ge $i ]" 10 || { cat $LOG; fail "error $i at $A not logged within 10 s"; }
done
wait_for "grep -qF 'page $A: threshold crossed; page-action account: not offlined' $LOG" 5 ||
  { cat $LOG; fail "ras did not account the crossing of page $A"; }
wait_for "[ \$(((\$(kpf $(($A >> 12))) >> 19) & 1)) = 1 ]" 10 ||
  { dmesg | tail -20; fail "the collector did not take pfn $P out (kpageflags $(kpf $(($A >> 12))))"; }
sleep 2	# anything that would act a second time has had its chance
h1=$(hc)
rasd_stop
echo "---- ras.log"; cat $LOG
echo "---- metrics"; grep '^ras_page_actions_total\|^ras_threshold_crossings_total' $PROM
putfile $LOG cec.log
putfile $JSON cec.json
dmesg | grep -i 'soft.offlin\|RAS:\|Memory failure' | tail -5
dmesg | grep -qi "Soft-offlining pfn: $P" || fail "no 'Soft-offlining pfn: $P' from the collector in the kernel log"
[ $((h1 - h0)) = 4 ] || fail "HardwareCorrupted grew by $((h1 - h0)) kB ($h0 -> $h1), not 4: one page, once"
grep -q '"action":"soft-offline"' $JSON && fail "ras acted on the page too: $(grep '"kind":"action"' $JSON)"
grep -q '^ras_page_actions_total{action="soft",result="done"} 0$' $PROM &&
  grep -q '^ras_page_actions_total{action="soft",result="failed"} 0$' $PROM &&
  grep -q '^ras_page_actions_total{action="account",result="done"} 1$' $PROM ||
  fail "metrics: $(grep '^ras_page_actions_total' $PROM | tr '\n' ' ')"
pass "collector active: pfn $P taken out once by the kernel (HardwareCorrupted $h0 -> $h1 kB), ras accounted"
