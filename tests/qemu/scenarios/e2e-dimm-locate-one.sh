# e2e-dimm-locate-one.sh -- which DIMM, for a machine check of the memory controller,
# on a machine with ONE populated slot (QEMU's own SMBIOS type 17: locator "DIMM 0", the size of
# -m). `ras daemon -f` logs a corrected memory-controller read error injected from the QEMU
# monitor into bank 7 (MCACOD 0x0091: memory controller, read, channel 1; status VAL|EN|MISCV|ADDRV
# = 0x9c00000000000091, addr 0x12345000 in guest RAM, misc 0x86: address LSB 6, physical mode).
# The only populated slot is then the slot, and the log says why: text detail
# "slot DIMM 0 ...: the only populated slot on this machine", JSON .dimm {locator, basis},
# metric ras_dimm_errors_total{locator="DIMM 0",...,severity="corrected"} 1.
# The slot assertions are checked after the record is logged, all of them, and reported together. The host (e2e.sh) checks
# the JSON record with jq.
# Boot B, two populated slots (tests/fixtures/smbios/server): e2e-dimm-locate-two.sh.
#
# qemu-kernels: 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 90
# qemu-needs: ras

LOG=/var/log/ras.log JSON=/var/log/ras.json STATE=/var/lib/ras/state PROM=/var/lib/ras/metrics.prom
ST=0x9c00000000000091 ADDR=0x12345000 MISC=0x86 BANK=7
SLOT="DIMM 0" BASIS="the only populated slot on this machine"
mkdir -p /var/lib/ras /run

# the machine: QEMU's one type 17 entry, populated
[ -e /sys/firmware/dmi/entries/17-0/raw ] || fail "no /sys/firmware/dmi/entries/17-0/raw (CONFIG_DMI_SYSFS?)"
[ ! -e /sys/firmware/dmi/entries/17-1 ] || fail "QEMU made more than one type 17 entry"
ras dimms > /tmp/dimms.txt 2>/dev/null || fail "ras dimms exited $?"
ras dimms --json > /tmp/dimms.json 2>/dev/null || fail "ras dimms --json exited $?"
cat /tmp/dimms.txt
putfile /tmp/dimms.txt
putfile /tmp/dimms.json
[ "$(grep -vc '"empty":true' /tmp/dimms.json)" = 1 ] || fail "expected one populated slot: $(cat /tmp/dimms.json)"
grep -q "^$SLOT  *-  *512 MB  *RAM .* 0x1100\$" /tmp/dimms.txt || fail "no populated slot '$SLOT': $(cat /tmp/dimms.txt)"
[ -e /sys/devices/system/machinecheck/machinecheck0/bank$BANK ] || fail "the CPU has no bank $BANK"

rasd_start $LOG /tmp/rasd.out --json-log $JSON --state $STATE --pidfile /run/rasd.pid --metrics $PROM
grep 'daemon started' $LOG
# perf gives the ras: events a ring of their own per CPU: the start line counts CPUs, not rings
grep -q 'daemon started.*source perf.*; 1 CPUs; sinks' $LOG || fail "start line miscounts CPUs: $(grep 'daemon started' $LOG)"

mark inject
mce_inject 0 $BANK $ST 0 $ADDR $MISC || fail "monitor refused: mce 0 $BANK $ST 0 $ADDR $MISC"
wait_for "grep -q 'status $ST ' $LOG" 10 || { cat $LOG; fail "bank $BANK status $ST not logged within 10 s"; }
wait_for "grep -q '\"status\":\"$ST\"' $JSON" 5 || fail "status $ST in the text log but not the JSON log"
mark logged
wait_for "grep -q 'cpu=\"0\",bank=\"$BANK\",.*severity=\"corrected\"} 1\$' $PROM" 5 ||
  { cat $PROM; fail "metrics do not count the record"; }
sleep 1.5	# a duplicate or a later metrics write would show by now
rasd_stop
echo "---- the record, text log:"; grep "status $ST " $LOG
echo "---- the record, JSON log:"; cat $JSON
echo "---- metrics:"; grep -v '^#' $PROM
putfile $LOG ras.log
putfile $JSON ras.json
putfile $PROM metrics.prom

# what holds today: exactly this record, once, decoded as a memory controller read error
[ "$(grep -c ' CPU [0-9]* bank [0-9]* ' $LOG)" = 1 ] || fail "ras.log holds $(grep -c ' CPU [0-9]* bank [0-9]* ' $LOG) records, expected 1"
[ "$(grep -c . $JSON)" = 1 ] || fail "ras.json holds $(grep -c . $JSON) lines, expected 1"
grep -q "CPU 0 bank $BANK corrected .*| status $ST addr $ADDR misc $MISC " $LOG || fail "record line: $(grep "status $ST" $LOG)"
grep -q '"severity":"corrected"' $JSON || fail "JSON severity: $(cat $JSON)"

# the slot of a memory-controller error when only one slot is populated.
# Checked all together, reported in one message.
pending=
grep "status $ST " $LOG | grep -q "slot .*$SLOT.*: $BASIS" ||
  pending="$pending; text: no 'slot .*$SLOT.*: $BASIS'"
grep -q "\"dimm\":{[^}]*\"locator\":\"$SLOT\"" $JSON ||
  pending="$pending; JSON: no .dimm.locator \"$SLOT\""
grep -q "\"dimm\":{[^}]*\"basis\":\"$BASIS\"" $JSON ||
  pending="$pending; JSON: no .dimm.basis \"$BASIS\""
grep '^ras_dimm_errors_total{' $PROM | grep "locator=\"$SLOT\"" | grep 'severity="corrected"' | grep -q '} 1$' ||
  pending="$pending; metrics: no ras_dimm_errors_total{locator=\"$SLOT\",...,severity=\"corrected\"} 1"
[ -z "$pending" ] || fail "slot assertions${pending}"
pass "a memory-controller machine check located to the only populated slot, $SLOT"
