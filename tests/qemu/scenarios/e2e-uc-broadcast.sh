# e2e-uc-broadcast.sh -- an uncorrected error broadcast from the QEMU monitor
# (`mce -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86`: UC|EN|MISCV|ADDRV|S, MCACOD 0x00c0
# memory scrub, MCGSTATUS RIPV|MCIP) while `ras daemon -f` runs. ras must tell what the kernel saw:
#  - the Intel model (MCG_CAP.SER_P) survives it as SRAO; the daemon logs it as
#    uncorrected-action-optional on CPU 0 bank 9, plus the broadcast's second record
#    (a000000000000000, VAL|UC, on the other CPU), each once, as the kernel printed them;
#  - the AMD model has no MCA recovery (no SUCCOR): the kernel panics ("Uncorrected error without
#    MCA Recovery", "Fatal local machine check"). The run then ends as an expected crash and
#    tests/qemu/e2e.sh checks on the host that `ras dump --input console.log` decodes the record
#    the kernel printed before it died.
#
# qemu-kernels: 6.1 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-cpus-6.12: Icelake-Server-v1 EPYC-Milan-v1
# qemu-smp: 2
# qemu-timeout: 90
# qemu-needs: ras
# qemu-cmdline: trace_event=mce:mce_record

LOG=/var/log/ras.log JSON=/var/log/ras.json STATE=/var/lib/ras/state
mkdir -p /var/lib/ras /run
VENDOR=$(grep -m1 '^vendor_id' /proc/cpuinfo | sed 's/.*: //')
log "INFO vendor $VENDOR, banks: $(set -- /sys/devices/system/machinecheck/machinecheck0/bank*; echo $#)"

rasd_start $LOG /tmp/rasd.out --json-log $JSON --state $STATE --pidfile /run/rasd.pid

# Whatever the kernel does is acceptable; ras must report it truthfully.
expect_crash "UC broadcast on $VENDOR: the kernel may panic (checked on the host)"
mark inject
t0=$(now_ms)
mce_inject -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86 || fail "monitor refused the mce -b command"
log "survived the UC broadcast ($VENDOR)"
wait_for "grep -q 'status 0xbd000000000000c0 ' $LOG" 10 || { cat $LOG; fail "UC record not logged in 10 s"; }
log "LATENCY UC broadcast: mce command -> ras.log $(( $(now_ms) - t0 )) ms (no poll: #MC handler)"
# The second record sits in the other CPU's bank 1 until the kernel's next poll (1 s).
wait_for "grep -q 'status 0xa000000000000000 ' $LOG" 10 || { cat $LOG; fail "second broadcast record not logged"; }
mark logged
sleep 1.5
cat $LOG

recs=$(grep -c ' CPU [0-9]* bank [0-9]* ' $LOG || true)
[ "$recs" = 2 ] || fail "ras.log holds $recs records, expected 2"
grep -q 'CPU 0 bank 9 uncorrected-action-optional [^|]*memory scrubbing[^|]*| status 0xbd000000000000c0 addr 0x1234000 misc 0x86 mcgstatus 0x5' $LOG ||
  fail "UC record: wrong severity/decode (expected SRAO memory scrubbing, CPU 0 bank 9)"
grep -q 'CPU 1 bank 1 [^|]*| status 0xa000000000000000 ' $LOG || fail "second record: wrong CPU/bank"
sev2=$(grep 'status 0xa000000000000000 ' $LOG | sed 's/.* bank 1 \([a-z-]*\) .*/\1/')
log "INFO second broadcast record (VAL|UC, EN clear) graded: $sev2"
case $sev2 in uncorrected*) ;; *) fail "second record (UC set) graded $sev2" ;; esac
grep -q '"status":"0xbd000000000000c0".*"severity":"uncorrected-action-optional"' $JSON ||
  fail "JSON severity of the UC record"

# The kernel's own view: its console lines, parsed by ras, must give the same records.
dmesg > /tmp/dmesg.txt
grep -q 'Kernel panic' /tmp/dmesg.txt && fail "kernel log mentions a panic, yet we are alive"
ras dump -1 --input /tmp/dmesg.txt --sysfs /sys > /tmp/kernel.txt 2>/dev/null || fail "ras dump --input dmesg failed"
cat /tmp/kernel.txt
for s in 0xbd000000000000c0 0xa000000000000000; do
  k=$(grep "status $s " /tmp/kernel.txt | sed 's/^[^ ]* //; s/ socket.*//')
  d=$(grep "status $s " $LOG | sed 's/^[^ ]* //; s/ socket.*//')
  [ -n "$k" ] || fail "kernel did not print status $s"
  [ "$k" = "$d" ] || fail "status $s: daemon logged '$d', kernel log decodes to '$k'"
done
grep 'Memory failure' /tmp/dmesg.txt | while read -r l; do log "INFO kernel: $l"; done

rasd_stop
grep -q '^count 0 9 uncorrected-action-optional 1 ' $STATE || { cat $STATE; fail "state file"; }
putfile $LOG ras.log
putfile $JSON ras.json
putfile /tmp/dmesg.txt dmesg.txt
pass "UC broadcast survived and logged truthfully ($VENDOR)"
