# e2e-dimm-locate-two.sh -- which DIMM, for a machine check of the memory controller,
# on a machine with TWO populated slots: the four SMBIOS type 17 structures of
# tests/fixtures/smbios/server (P1-DIMMA1, P1-DIMMB1 populated, P1-DIMMA2 and a nameless slot
# empty), given to QEMU with -smbios file= (they replace QEMU's own type 17). The same corrected
# memory-controller read error as e2e-dimm-locate-one.sh (bank 7, status 0x9c00000000000091:
# VAL|EN|MISCV|ADDRV, MCACOD 0x0091, addr 0x12345000, misc 0x86) names no channel-to-slot map, so
# ras must not choose: text "slot not known: 2 populated slots ..." naming both, JSON
# .dimm_candidates ["P1-DIMMA1","P1-DIMMB1"] and no .dimm. The slot assertions are checked after
# the record is logged and reported
# together. The host (e2e.sh) checks the JSON record with jq.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 90
# qemu-needs: ras
# qemu-args: -smbios file=$REPO/tests/fixtures/smbios/server/blobs/17-a1.bin -smbios file=$REPO/tests/fixtures/smbios/server/blobs/17-a2.bin -smbios file=$REPO/tests/fixtures/smbios/server/blobs/17-b1.bin -smbios file=$REPO/tests/fixtures/smbios/server/blobs/17-b2.bin

LOG=/var/log/ras.log JSON=/var/log/ras.json STATE=/var/lib/ras/state PROM=/var/lib/ras/metrics.prom
ST=0x9c00000000000091 ADDR=0x12345000 MISC=0x86 BANK=7
mkdir -p /var/lib/ras /run

# the machine: the fixture's four slots, two populated, as the kernel exposes them
for i in 0 1 2 3; do
  [ -e /sys/firmware/dmi/entries/17-$i/raw ] || fail "no /sys/firmware/dmi/entries/17-$i/raw"
done
[ ! -e /sys/firmware/dmi/entries/17-4 ] || fail "more than the 4 type 17 entries given (QEMU kept its own?)"
ras dimms > /tmp/dimms.txt 2>/dev/null || fail "ras dimms exited $?"
ras dimms --json > /tmp/dimms.json 2>/dev/null || fail "ras dimms --json exited $?"
cat /tmp/dimms.txt
putfile /tmp/dimms.txt
putfile /tmp/dimms.json
[ "$(grep -c . /tmp/dimms.json)" = 4 ] || fail "expected 4 slots: $(cat /tmp/dimms.json)"
[ "$(grep -vc '"empty":true' /tmp/dimms.json)" = 2 ] || fail "expected 2 populated slots: $(cat /tmp/dimms.json)"
grep -q '^P1-DIMMA1  *P0_Node0_Channel0_Dimm0  *2 GB  *DDR4  *2933 MT/s  *Samsung  *03A5B6C7  *M393A2K43DB3-CWE  *0x0030$' /tmp/dimms.txt ||
  fail "no row P1-DIMMA1: $(cat /tmp/dimms.txt)"
grep -q '^P1-DIMMB1  *P0_Node0_Channel1_Dimm0  *2 GB  *DDR4  *2933 MT/s  *Micron Technology  *2A1B3C4D  *36ASF2G72PZ-2G9E2  *0x0032$' /tmp/dimms.txt ||
  fail "no row P1-DIMMB1: $(cat /tmp/dimms.txt)"
[ "$(grep -c ' empty ' /tmp/dimms.txt)" = 2 ] || fail "expected 2 empty rows: $(cat /tmp/dimms.txt)"
[ -e /sys/devices/system/machinecheck/machinecheck0/bank$BANK ] || fail "the CPU has no bank $BANK"

rasd_start $LOG /tmp/rasd.out --json-log $JSON --state $STATE --pidfile /run/rasd.pid --metrics $PROM
grep 'daemon started' $LOG

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

# what holds today: exactly this record, once
[ "$(grep -c ' CPU [0-9]* bank [0-9]* ' $LOG)" = 1 ] || fail "ras.log holds $(grep -c ' CPU [0-9]* bank [0-9]* ' $LOG) records, expected 1"
[ "$(grep -c . $JSON)" = 1 ] || fail "ras.json holds $(grep -c . $JSON) lines, expected 1"
grep -q "CPU 0 bank $BANK corrected .*| status $ST addr $ADDR misc $MISC " $LOG || fail "record line: $(grep "status $ST" $LOG)"

# two populated slots, none chosen, both named. Reported together.
pending=
grep "status $ST " $LOG | grep 'slot not known: 2 populated slots' | grep 'P1-DIMMA1' | grep -q 'P1-DIMMB1' ||
  pending="$pending; text: no 'slot not known: 2 populated slots' line naming P1-DIMMA1 and P1-DIMMB1"
grep -q '"dimm_candidates":\["P1-DIMMA1","P1-DIMMB1"\]' $JSON ||
  pending="$pending; JSON: no .dimm_candidates [\"P1-DIMMA1\",\"P1-DIMMB1\"]"
grep -q '"dimm":' $JSON && pending="$pending; JSON: a .dimm (a slot chosen of two)"
grep -q 'slot P1-DIMM' $LOG && pending="$pending; text: a slot chosen of two"
[ -z "$pending" ] || fail "slot assertions${pending}"
pass "a memory-controller machine check on a 2-slot machine: both candidates named, none chosen"
