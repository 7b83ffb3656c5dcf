# smoke.sh -- harness self-test (busybox only, no ras): a corrected error injected from the QEMU
# monitor and one injected through mce-inject's software path both reach the kernel's
# mce:mce_record tracepoint; the trace comes back to the host as files/trace.txt.
#
# qemu-cpus: Skylake-Server-v1 EPYC
# qemu-smp: 2
# qemu-timeout: 120
# qemu-cmdline: trace_event=mce:mce_record

T=$RASTEST_T
EV=$T/events/mce/mce_record

log "cpu: $(grep -m1 '^model name' /proc/cpuinfo | cut -d: -f2-) x$(nproc)"
[ -d "$EV" ] || fail "no mce:mce_record tracepoint in $T/events"
[ "$(cat "$EV/enable")" = 1 ] || fail "mce_record not enabled by trace_event= on the command line"
log "machinecheck devices: $(ls /sys/devices/system/machinecheck | tr '\n' ' ')"
log "check_interval: $(cat /sys/devices/system/machinecheck/machinecheck0/check_interval)"

# Facts the ras scenarios rely on (reported, not required here).
log "perf_event_paranoid: $(cat /proc/sys/kernel/perf_event_paranoid 2>/dev/null || echo missing)"
log "tracepoint PMU: $(cat /sys/bus/event_source/devices/tracepoint/type 2>/dev/null || echo missing)"
for c in $(seq 0 $(($(nproc) - 1))); do
  f=$T/per_cpu/cpu$c/trace_pipe_raw
  if [ -e "$f" ]; then log "$f exists"; else log "$f MISSING"; fi
done

count() { grep -c "$1" "$T/trace" || true; }

# 1. QEMU monitor: fills CPU 0 bank 1 with a corrected error; the kernel finds it when it polls.
mark mon_inject
t0=$(now_ms)
mce_inject 0 1 0x9c00410000010016 0 0x12345000 0 || fail "monitor refused the mce command"
t1=$(now_ms)
wait_for "grep -q 9c00410000010016 $T/trace" 30 ||
  fail "monitor-injected error not in the trace after 30 s"
mark mon_seen
log "LATENCY monitor: mon round trip $((t1 - t0)) ms, record in trace $WAITED_MS ms later"

# 2. mce-inject software path on CPU 1, bank 2: logged at once, no polling involved.
mark sw_inject
inject_sw sw 1 2 0x9c20004000010135 0xabc000 0x86 || fail "mce-inject write failed"
wait_for "grep -q 9c20004000010135 $T/trace" 10 ||
  fail "mce-inject record not in the trace after 10 s"
mark sw_seen
log "LATENCY mce-inject: record in trace after $WAITED_MS ms"

log "records: monitor=$(count 9c00410000010016) sw=$(count 9c20004000010135)"
grep -v '^#' "$T/trace"
putfile "$T/trace" trace.txt
dmesg > /tmp/dmesg.txt
putfile /tmp/dmesg.txt
pass "both injections reached mce:mce_record"
