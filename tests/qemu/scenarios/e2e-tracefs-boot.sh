# tracefs-boot.sh -- the tracefs source on a real kernel: machine checks injected BEFORE ras
# runs are read from the ftrace buffer that trace_event=mce:mce_record filled; dump consumes
# them; auto picks tracefs; a daemon started later logs the early ones, then new ones; a
# private instance (--instance ras --enable-event) wakes per event with buffer_percent 0.
#
# qemu-kernels: 6.1 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-cpus-6.12: EPYC-Milan-v1
# qemu-smp: 2
# qemu-timeout: 150
# qemu-cmdline: trace_event=mce:mce_record
# qemu-needs: ras

T=$RASTEST_T
[ "$(cat $T/events/mce/mce_record/enable)" = 1 ] || fail "trace_event= did not enable mce_record"

# 1. early errors, no ras running
mce_inject 0 1 0x9c00000000010090 0 0x1000 0 || fail "inject 1"
mce_inject 1 2 0x9c00000000010091 0 0x2000 0 || fail "inject 2"
wait_for '[ $(grep -c mce_record: $T/trace) -ge 2 ]' 20 || fail "records not in trace"
log "2 records in the ftrace buffer before ras ran"

# 2. ras dump -S tracefs reads them (and consumes them)
ras dump -S tracefs -v -1 >/tmp/dump1.txt 2>/tmp/dump1.err || { cat /tmp/dump1.err; fail "dump 1"; }
cat /tmp/dump1.err /tmp/dump1.txt
grep -q 9c00000000010090 /tmp/dump1.txt || fail "dump: first record missing"
grep -q 9c00000000010091 /tmp/dump1.txt || fail "dump: second record missing"
ras dump -S tracefs -1 >/tmp/dump2.txt 2>&1
[ ! -s /tmp/dump2.txt ] || { cat /tmp/dump2.txt; fail "second dump printed records: not consumed?"; }
log "dump read 2 records; a second dump read none (trace_pipe_raw consumes)"

# 3. auto picks tracefs, because mce_record is enabled in the main buffer
mce_inject 0 3 0x9c00000000010092 0 0x3000 0 || fail "inject 3"
wait_for 'grep -q 9c00000000010092 $T/trace' 20 || fail "record 3 not in trace"
ras dump -v -1 >/tmp/dump3.txt 2>/tmp/dump3.err || { cat /tmp/dump3.err; fail "dump 3"; }
cat /tmp/dump3.err /tmp/dump3.txt
grep -q 'auto: mce:mce_record enabled' /tmp/dump3.err || fail "auto did not pick tracefs"
grep -q 9c00000000010092 /tmp/dump3.txt || fail "auto dump: record 3 missing"

# 4. a daemon started after an error logs it, then the next one (main buffer: polled)
mce_inject 1 4 0x9c00000000010093 0 0x4000 0 || fail "inject 4"
wait_for 'grep -q 9c00000000010093 $T/trace' 20 || fail "record 4 not in trace"
ras daemon -f -S tracefs --log /var/log/ras.log --pidfile none --state none -I 200 2>/tmp/d1.err &
D1=$!
wait_for 'grep -q 9c00000000010093 /var/log/ras.log' 10 || { cat /tmp/d1.err; fail "daemon missed the early record"; }
log "daemon logged the record injected before it started (${WAITED_MS} ms after start)"
mce_inject 0 5 0x9c00000000010094 0 0x5000 0 || fail "inject 5"
t0=$(now_ms)
wait_for 'grep -q 9c00000000010094 /var/log/ras.log' 20 || { cat /tmp/d1.err; fail "daemon missed a new record"; }
log "main buffer, polled every 200 ms: new record logged $(( $(now_ms) - t0 )) ms after the mce command"
kill $D1; wait $D1 || true
cat /tmp/d1.err

# 5. a private instance: created, enabled, buffer_percent 0, woken per event
ras daemon -f -S tracefs --instance ras --enable-event --log /var/log/ras2.log --pidfile none \
    --state none -v 2>/tmp/d2.err &
D2=$!
wait_for '[ -d $T/instances/ras ] && [ "$(cat $T/instances/ras/events/mce/mce_record/enable)" = 1 ]' 10 ||
    { cat /tmp/d2.err; fail "instance not set up"; }
sleep 1
log "instance ras: buffer_percent $(cat $T/instances/ras/buffer_percent)"
mce_inject 1 6 0x9c00000000010095 0 0x6000 0 || fail "inject 6"
t0=$(now_ms)
wait_for 'grep -q 9c00000000010095 /var/log/ras2.log' 20 || { cat /tmp/d2.err; fail "instance daemon missed it"; }
log "instance, poll(): new record logged $(( $(now_ms) - t0 )) ms after the mce command"
inject_sw sw 0 7 0x9c00000000010096 0x7000 0 || fail "inject_sw"
t0=$(now_ms)
wait_for 'grep -q 9c00000000010096 /var/log/ras2.log' 20 || { cat /tmp/d2.err; fail "instance daemon missed the sw record"; }
log "instance, poll(): mce-inject sw record logged $(( $(now_ms) - t0 )) ms after the write (10 ms clock)"
kill $D2; wait $D2 || true
cat /tmp/d2.err
cat /var/log/ras.log /var/log/ras2.log
putfile /var/log/ras.log
putfile /var/log/ras2.log
pass "tracefs source: early records, consume, auto, daemon, instance"
