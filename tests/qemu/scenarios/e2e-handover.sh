# e2e-handover.sh -- the initramfs daemon hands over to the root filesystem's daemon.
# Boot-time capture (trace_event=mce:mce_record), an "early" daemon as contrib's init-top
# starts it (/run/ras, --kmsg), errors while it runs, errors while neither runs (the
# ftrace buffer holds them), then `ras daemon --import-early /run/ras` as the real root
# would start it, and errors after: the final log holds every record exactly once, in order.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 90
# qemu-needs: ras
# qemu-cmdline: trace_event=mce:mce_record trace_clock=global
# qemu-load: mce-inject

mkdir -p /run/ras /var/log /var/lib/ras
[ -d "$RASTEST_MCEINJ" ] || load_module mce-inject || fail "no mce-inject"
rec() { grep -c ' CPU [0-9]* bank [0-9]* ' "$1" 2>/dev/null || echo 0; }
inject() { # inject FROM TO: records FROM..TO-1, addr = n * 4096
  _i=$1
  while [ $_i -lt $2 ]; do
    inject_sw sw 0 1 0x9c20004000010135 $(printf 0x%x $((_i * 4096))) 0 || fail "inject $_i"
    _i=$((_i + 1))
  done
}

ras daemon -f --log /run/ras/early.log --state /run/ras/state --pidfile /run/ras/rasd.pid --kmsg \
  >/tmp/early.out 2>&1 &
EARLY=$!
wait_for '[ -s /run/ras/rasd.pid ]' 10 || { cat /tmp/early.out; fail "early daemon did not start"; }
inject 1 4
wait_for '[ $(rec /run/ras/early.log) -ge 3 ]' 10 || fail "early daemon logged $(rec /run/ras/early.log) of 3"
dmesg | grep -q 'ras: CPU 0 bank 1 ' || fail "--kmsg: no record line in the kernel log"

t0=$(now_ms)
ras daemon -f --log /var/log/ras.log --state /var/lib/ras/state --pidfile /run/rasd.pid \
  --import-early /run/ras >/tmp/main.out 2>&1 &
MAIN=$!
wait_for '[ -s /run/rasd.pid ]' 10 || { cat /tmp/main.out; fail "root daemon did not start"; }
log "INFO hand-over took $(( $(now_ms) - t0 )) ms"
kill -0 $EARLY 2>/dev/null && fail "the early daemon still runs after the hand-over"
inject 4 7
wait_for '[ $(rec /var/log/ras.log) -ge 6 ]' 10 || fail "root daemon log has $(rec /var/log/ras.log) of 6"
sleep 0.5
kill $MAIN; wait $MAIN

addrs=$(grep ' CPU [0-9]* bank ' /var/log/ras.log | sed 's/.* addr \(0x[0-9a-f]*\) .*/\1/' | tr '\n' ' ')
want="0x1000 0x2000 0x3000 0x4000 0x5000 0x6000 "
[ "$addrs" = "$want" ] || { cat /var/log/ras.log; fail "final log: $addrs, expected $want"; }
[ -e /run/ras/early.log.imported ] || fail "early log not marked imported"
grep -q '^count 0 1 corrected 6 ' /var/lib/ras/state || { cat /var/lib/ras/state; fail "counters not merged"; }
putfile /var/log/ras.log handover.log
pass "6 records across the initramfs hand-over, each once, in order"
