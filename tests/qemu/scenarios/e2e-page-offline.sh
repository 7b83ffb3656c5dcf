# e2e-page-offline.sh -- the daemon's page actions against the real kernel. Corrected
# memory-controller read errors are injected from the QEMU monitor into bank 7 (MCACOD 0x0091,
# status VAL|EN|MISCV|ADDRV = 0x9c00000000000091, misc 0x86: address LSB 6, physical mode), two
# on a page, which crosses the default page threshold 2/24h; one boot, a daemon (perf source,
# --state none, files of its own) per case:
#   1 soft    --page-action soft --page-retries 1 on a free RAM page (4 MiB aligned, in the
#             "System RAM" range of /proc/iomem, the head of a free buddy block by
#             /proc/kpageflags): crossing, "soft-offlined, verified", HardwareCorrupted +4 kB,
#             JSON action record done, ras_page_actions_total{action="soft",result="done"} 1
#   2 fail    the same on 0x4000000000 (256 GiB, no such pfn: the kernel says ENXIO):
#             the failure with the errno text, "retry 1 of 1 in 5 s", "gave up after 2
#             attempts", HardwareCorrupted unchanged, result="failed" 1 (a page given up)
#   3 hard    --page-action hard on another free page: "hard-offlined, verified", and the
#             kernel's ras:memory_failure_event for that pfn logged by the same daemon
#   4 account the default: "threshold crossed; page-action account: not offlined", nothing moves
# The host (e2e.sh) checks the JSON action records with jq.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 120
# qemu-needs: ras

ST=0x9c00000000000091 MISC=0x86 BANK=7
mkdir -p /var/lib/ras /run
[ -e /sys/devices/system/machinecheck/machinecheck0/bank$BANK ] || fail "the CPU has no bank $BANK"
[ -w /sys/devices/system/memory/soft_offline_page ] || fail "no soft_offline_page (CONFIG_MEMORY_FAILURE?)"
[ -n "$(hc)" ] || fail "/proc/meminfo has no HardwareCorrupted"
[ ! -e /sys/kernel/debug/ras/cec ] || fail "the kernel's corrected-error collector is active: ras would only account"
grep 'System RAM' /proc/iomem

# start NAME ARGS...: a daemon with files of its own
start() {
  n=$1; shift
  LOG=/var/log/$n.log JSON=/var/log/$n.json PROM=/var/lib/ras/$n.prom
  RASD_WHAT=$n rasd_start $LOG /tmp/$n.out --source perf --json-log $JSON --state none --pidfile /run/rasd.pid \
    --pstore-dir none --metrics $PROM "$@"
}
stop() {
  RASD_WHAT=$n rasd_stop
  echo "---- $n: ras.log"; cat $LOG
  echo "---- $n: metrics"; grep '^ras_page_actions_total\|^ras_threshold_crossings_total' $PROM
  putfile $LOG $n.log
  putfile $JSON $n.json
  putfile $PROM $n.prom
}
# two ADDR: two corrected errors at ADDR, each logged before the next (the kernel polls the bank
# every second; a second injection before the poll would overwrite the first)
two() {
  for i in 1 2; do
    mce_inject 0 $BANK $ST 0 $1 $MISC || fail "$n: monitor refused: mce 0 $BANK $ST 0 $1 $MISC"
    wait_for "[ \$(grep -c 'status $ST addr $1 ' $LOG) -ge $i ]" 10 ||
      { cat $LOG; fail "$n: error $i at $1 not logged within 10 s"; }
  done
}
crossing() { echo "page $1: 2 corrected errors in 86400 s: the page-threshold 2/86400s is crossed"; }
# want_crossing ADDR: the default 2/24h crossed by the two errors (said first: what every case needs)
want_crossing() {
  wait_for "grep -qF '$(crossing $1)' $LOG" 5 || { cat $LOG; fail "$n: two corrected errors at $1, \
$(grep "status $ST addr $1 " $LOG | cut -c1-20 | tr '\n' ' ')(the MCE times), did not cross the page threshold 2/24h"; }
}
# metric NAME VALUE: ras_page_actions_total{action=NAME,...} as the metrics file has it
want_metric() {
  wait_for "grep -q '^$1 $2\$' $PROM" 5 || { grep '^ras_' $PROM; fail "$n: metrics: no '$1 $2'"; }
}

# ---- 1: soft, on a free page: done and verified
A1=$(free_page 0x10000000) || fail "no free 4 MiB-aligned System RAM page from 0x10000000"
log "case soft: page $A1, kpageflags $(kpf $(($A1 >> 12)))"
start soft --page-action soft --page-retries 1
h0=$(hc)
mark soft
two $A1
want_crossing $A1
wait_for "grep -q 'page $A1: soft-offlined, verified' $LOG" 5 || { cat $LOG; fail "soft: no 'page $A1: soft-offlined, verified'"; }
want_metric 'ras_page_actions_total{action="soft",result="done"}' 1
want_metric 'ras_threshold_crossings_total{kind="page"}' 1
h1=$(hc)
stop
grep -qF "$(crossing $A1)" $LOG || fail "soft: no crossing line '$(crossing $A1)'"
grep -q "page $A1: soft-offlined, verified: /proc/kpageflags HWPOISON, HardwareCorrupted $h0 -> $h1 kB (attempt 1)\$" $LOG ||
  fail "soft: verified line is not 'HardwareCorrupted $h0 -> $h1 kB (attempt 1)': $(grep "page $A1" $LOG)"
[ $((h1 - h0)) = 4 ] || fail "soft: HardwareCorrupted grew by $((h1 - h0)) kB, not 4"
[ $((($(kpf $(($A1 >> 12))) >> 19) & 1)) = 1 ] || fail "soft: the kernel has not marked pfn $(hex $(($A1 >> 12))) HWPoison"
grep '"kind":"action"' $JSON | grep '"action":"soft-offline"' | grep "\"target\":\"page $A1\"" |
  grep -q '"result":"done"' || fail "soft: no JSON action record soft-offline page $A1 done: $(grep action $JSON)"
grep -c 'gave up\|retry' $LOG | grep -qx 0 || fail "soft: a retry or failure on a page that was offlined"
log "soft: pfn $(hex $(($A1 >> 12))) kpageflags now $(kpf $(($A1 >> 12))) (HWPoison; a free page's soft offline prints nothing)"

# ---- 2: a pfn the kernel does not have: failed, retried once, given up
A2=0x4000000000
in_ram $A2 && fail "$A2 is RAM"
log "case fail: page $A2 (above the guest's memory)"
start fail --page-action soft --page-retries 1
h0=$(hc)
mark fail
two $A2
want_crossing $A2
F="page $A2: soft offline via /sys/devices/system/memory/soft_offline_page failed: No such device or address"
wait_for "grep -qF '$F; retry 1 of 1 in 5 s' $LOG" 5 || { cat $LOG; fail "fail: no '$F; retry 1 of 1 in 5 s'"; }
wait_for "grep -qF '$F; gave up after 2 attempts: the page stays in use' $LOG" 10 ||
  { cat $LOG; fail "fail: no '$F; gave up after 2 attempts: the page stays in use'"; }
want_metric 'ras_page_actions_total{action="soft",result="failed"}' 1
want_metric 'ras_page_actions_total{action="soft",result="done"}' 0
stop
grep -qF "$(crossing $A2)" $LOG || fail "fail: no crossing line '$(crossing $A2)'"
[ "$(grep -c "page $A2: soft offline" $LOG)" = 2 ] || fail "fail: $(grep -c "page $A2: soft offline" $LOG) attempts logged, not 2"
grep -q "page $A2: soft-offlined" $LOG && fail "fail: an offline of $A2 said done"
[ "$(hc)" = "$h0" ] || fail "fail: HardwareCorrupted changed $h0 -> $(hc) kB"
[ "$(grep '"action":"soft-offline"' $JSON | grep -c '"result":"failed"')" = 2 ] ||
  fail "fail: not 2 failed soft-offline records in the JSON log: $(grep action $JSON)"

# ---- 3: hard, on another free page: memory_failure() takes it and reports it
A3=$(free_page $(($A1 + 0x400000))) || fail "no second free page"
log "case hard: page $A3, kpageflags $(kpf $(($A3 >> 12)))"
start hard --page-action hard --page-retries 1
h0=$(hc)
mark hard
two $A3
want_crossing $A3
wait_for "grep -q 'page $A3: hard-offlined, verified' $LOG" 5 || { cat $LOG; fail "hard: no 'page $A3: hard-offlined, verified'"; }
wait_for "grep -q \"memory_failure: poisoned .*kernel's action: .* | addr $A3 \" $LOG" 5 ||
  { cat $LOG; fail "hard: the kernel's ras:memory_failure_event for pfn $(hex $(($A3 >> 12))) not logged"; }
want_metric 'ras_page_actions_total{action="hard",result="done"}' 1
h1=$(hc)
stop
grep -qF "$(crossing $A3)" $LOG || fail "hard: no crossing line '$(crossing $A3)'"
grep -q "page $A3: hard-offlined, verified: /proc/kpageflags HWPOISON, HardwareCorrupted $h0 -> $h1 kB (attempt 1)\$" $LOG ||
  fail "hard: verified line: $(grep "page $A3" $LOG)"
[ $((h1 - h0)) = 4 ] || fail "hard: HardwareCorrupted grew by $((h1 - h0)) kB, not 4"
grep '"kind":"action"' $JSON | grep '"action":"hard-offline"' | grep "\"target\":\"page $A3\"" |
  grep -q '"result":"done"' || fail "hard: no JSON action record hard-offline page $A3 done"
grep memory_failure $JSON | grep -q "\"pfn\":\"$(hex $(($A3 >> 12)))\"" || fail "hard: no memory_failure JSON record for the pfn"
kact=$(dmesg | sed -n "s/.*Memory failure: $(hex $(($A3 >> 12))): recovery action for \(.*\)/\1/p" | tail -n 1)
[ -n "$kact" ] || fail "hard: the kernel printed no 'Memory failure: $(hex $(($A3 >> 12)))'"
log "kernel: Memory failure: $(hex $(($A3 >> 12))): recovery action for $kact"
grep -Eq "memory_failure: poisoned ${kact%%:*}: kernel's action: ${kact##*: }(;[^|]*)? \| addr $A3 " $LOG ||
  fail "hard: ras's memory_failure line disagrees with the kernel's '$kact': $(grep memory_failure $LOG)"

# ---- 4: account (the default): said, nothing offlined
A4=0x10800000
[ $A4 != $A1 ] && [ $A4 != $A3 ] || A4=0x11800000
log "case account: page $A4"
start account
h0=$(hc)
mark account
two $A4
want_crossing $A4
wait_for "grep -q 'page $A4: threshold crossed; page-action account: not offlined' $LOG" 5 ||
  { cat $LOG; fail "account: no 'page $A4: threshold crossed; page-action account: not offlined'"; }
want_metric 'ras_page_actions_total{action="account",result="done"}' 1
sleep 1	# an offline would have been tried by now
stop
grep -qF "$(crossing $A4)" $LOG || fail "account: no crossing line '$(crossing $A4)'"
grep -q "offlined, verified\|soft offline\|hard offline" $LOG && fail "account: an offline was tried"
[ "$(hc)" = "$h0" ] || fail "account: HardwareCorrupted changed $h0 -> $(hc) kB"
[ $((($(kpf $(($A4 >> 12))) >> 19) & 1)) = 0 ] || fail "account: pfn $(hex $(($A4 >> 12))) is HWPoison"
echo "$A1 $A2 $A3 $A4" > /tmp/pages.txt
putfile /tmp/pages.txt
pass "soft $A1 offlined and verified, $A2 failed twice and given up, hard $A3 offlined with the kernel's event, account $A4 left in use"
