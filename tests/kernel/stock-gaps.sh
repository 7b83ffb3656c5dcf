# stock-gaps.sh -- what a boot-time trace instance (trace_instance=mce,mce:mce_record) gives a
# machine-check reader on Debian's STOCK 6.12 kernel: boot-time records, two consuming readers,
# the text `trace` file, mmap of trace_pipe_raw (two mappers, GET_READER, a read() consumer),
# overflow accounting, poll() with two readers; with a reserve_mem= persistent instance
# ("boot"), whether its trace_pipe_raw can be mapped. A measurement, not a test of ras: it
# fails only when the harness or the reader broke. tests/kernel/stock-gaps.py drives it (it
# builds /root/stock-reader from stock-reader.c, boots QEMU paused with -S, injects machine
# checks from the monitor before the kernel runs, and says how many in stockgaps.early=N).
# Every measured line starts with "SG " (this script) or "SR " (stock-reader).
#
# qemu-kernels: 6.12
# qemu-cpus-6.12: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 240
# qemu-cmdline: trace_event=mce:mce_record trace_instance=mce,mce:mce_record
# qemu-load: mce-inject

T=$RASTEST_T
I=$T/instances/mce
SR=/root/stock-reader
[ -x $SR ] || fail "no $SR (run with --file stock-reader, see tests/kernel/stock-gaps.py)"
log "SG kernel $(uname -r) | $(cat /proc/version)"
log "SG cmdline $(cat /proc/cmdline)"
echo 1 > /proc/sys/kernel/printk   # records still go to dmesg, not over our console lines
ntrace() { grep -c 'mce_record:' "$1/trace" || true; }

# ---- second boot: the persistent (reserve_mem) instance ------------------------------------
if [ -d $T/instances/boot ]; then
  log "SG boot-instance present: buffer_size_kb=$(cat $T/instances/boot/buffer_size_kb) enable=$(cat $T/instances/boot/events/mce/mce_record/enable)"
  $SR mapfail $T/instances/boot 0 || fail "stock-reader mapfail"
  $SR inject 0 2 0xe001 || fail "inject"
  log "SG boot-instance trace has $(ntrace $T/instances/boot) mce_record lines after 2 injections"
  SR_LABEL=boot-read $SR raw $T/instances/boot || fail "raw"
  SR_LABEL=mce-instance $SR mapfail $I 0 || fail "stock-reader mapfail (normal instance)"
  pass "persistent instance measured"
fi

[ -d $I ] || fail "no instance mce: trace_instance= not honoured"
log "SG instance mce: enable=$(cat $I/events/mce/mce_record/enable) buffer_size_kb=$(cat $I/buffer_size_kb) buffer_percent=$(cat $I/buffer_percent) overwrite=$(cat $I/options/overwrite) subbuf_kb=$(cat $I/buffer_subbuf_size_kb 2>/dev/null)"

# ---- 1. boot-time records (monitor-injected before the kernel ran) --------------------------
EARLY=$(sed -n 's/.*stockgaps\.early=\([0-9]*\).*/\1/p' /proc/cmdline); EARLY=${EARLY:-0}
if [ "$EARLY" -gt 0 ]; then
  wait_for "[ \$(ntrace $T) -ge $EARLY ]" 30 || log "SG main buffer has only $(ntrace $T) of $EARLY early records after 30 s"
fi
log "SG boot: early_injected=$EARLY main_trace=$(ntrace $T) instance_trace=$(ntrace $I) uptime=$(cut -d' ' -f1 /proc/uptime)"
grep mce_record: $I/trace | sed 's/^/SG   instance trace: /' || true
dmesg | grep -i -e 'Hardware Error' -e 'mce:' | head -20 | sed 's/^/SG   dmesg: /' || true

# run-time records before any reader: 2 on each CPU
$SR inject 0 2 0xc001 || fail "inject"
$SR inject 1 2 0xc101 || fail "inject"
wait_for "[ \$(ntrace $T) -ge $((EARLY + 4)) ]" 20 || log "SG main buffer: only $(ntrace $T) records"
log "SG before readers: main_trace=$(ntrace $T) instance_trace=$(ntrace $I)"
for c in 0 1; do log "SG stats cpu$c before readers: $(tr '\n' ';' < $I/per_cpu/cpu$c/stats)"; done

# ---- 2. two consuming readers, and the text `trace` ----------------------------------------
SR_LABEL=readerA SR_VERBOSE=1 $SR raw $I || fail "reader A"
SR_LABEL=readerB $SR raw $I || fail "reader B"
log "SG after readers A and B: instance_trace=$(ntrace $I) main_trace=$(ntrace $T)"
for c in 0 1; do log "SG stats cpu$c after readers: $(tr '\n' ';' < $I/per_cpu/cpu$c/stats)"; done

# ---- 3. mmap ------------------------------------------------------------------------------------
$SR mmap $I 0 || fail "stock-reader mmap"
for c in 0; do log "SG stats cpu$c after mmap test: $(tr '\n' ';' < $I/per_cpu/cpu$c/stats)"; done
dmesg | grep -e WARNING -e 'ring_buffer' | head | sed 's/^/SG   dmesg: /' || true

# ---- 5. poll(), buffer_percent 0, two readers --------------------------------------------------
echo 0 > $I/buffer_percent
$SR poll $I 1 0 || fail "stock-reader poll"
$SR poll $I 1 300 || fail "stock-reader poll (delayed reads)"

# ---- 4. overflow -------------------------------------------------------------------------------
SR_LABEL=main-drain $SR raw $T >/dev/null || fail "main drain"
echo 8 > $I/buffer_size_kb || fail "buffer_size_kb"
echo > $I/trace
log "SG overflow: buffer_size_kb=$(cat $I/buffer_size_kb) buffer_total_size_kb=$(cat $I/buffer_total_size_kb) overwrite=$(cat $I/options/overwrite)"
N=200
$SR inject 0 $N 0xd000 || fail "inject overflow"
sleep 1
for c in 0 1; do log "SG overflow stats cpu$c before read: $(tr '\n' ';' < $I/per_cpu/cpu$c/stats)"; done
SR_LABEL=overflow SR_VERBOSE=1 $SR raw $I || fail "overflow read"
for c in 0 1; do log "SG overflow stats cpu$c after read: $(tr '\n' ';' < $I/per_cpu/cpu$c/stats)"; done
SR_LABEL=overflow-main $SR raw $T || fail "main read"
log "SG overflow: injected=$N"
# a mapper that walks the sub-buffers of a wrapped buffer without the ioctl
$SR inject 0 100 0xf000 || fail "inject wrap"
SR_LABEL=wrapwalk $SR mapfail $I 0 || fail "wrap walk"
log "SG wrap stats cpu0: $(tr '\n' ';' < $I/per_cpu/cpu0/stats)"
dmesg | grep -e WARNING -e 'pool full' -e 'ring_buffer' | head | sed 's/^/SG   dmesg: /' || true
pass "stock 6.12 measured"
