# e2e-pcie-aer.sh -- PCIe AER errors, for real (issue 33). q35 with two pcie-root-ports (slots 1
# and 2) and an e1000e and a virtio-rng-pci (aer=on) behind them; the daemon on the perf source
# logs each error the kernel's AER driver reports (ras:aer_event) with its device, slot, driver
# and IDs as sysfs says them; the per-device threshold, the metrics, the trigger, the state and
# `ras health` follow; ras doctor sees the AER service; and every record agrees with the
# kernel's own AER lines in the same boot. Injections as tests/qemu/scenarios/aer-probe.sh
# measured them (tests/fixtures/aer/README-qemu.md): QEMU's monitor for uncorrectable errors,
# the kernel's aer_inject module for correctable ones (QEMU 7.2 drops those), QEMU's first.
#
# qemu-kernels: 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 180
# qemu-needs: ras
# qemu-modules: e1000e aer_inject
# qemu-args: -M q35 -global ICH9-LPC.acpi-pci-hotplug-with-bridge-support=off -device pcie-root-port,id=rp1,bus=pcie.0,chassis=1,slot=1 -netdev user,id=n1,restrict=on -device e1000e,id=nic1,bus=rp1,netdev=n1 -device pcie-root-port,id=rp2,bus=pcie.0,chassis=2,slot=2 -device virtio-rng-pci,aer=on,id=rng1,bus=rp2

LOG=/var/log/ras.log JSON=/var/log/ras.json M=/var/log/ras.prom ST=/var/lib/ras/state
mkdir -p /var/lib/ras /run /tmp/trig
load_module e1000e
load_module aer_inject
EP1='' EP2=''
for d in /sys/bus/pci/devices/*; do
  case "$(cat $d/vendor):$(cat $d/device)" in
    0x8086:0x10d3) EP1=${d##*/} ;;    # e1000e, behind rp1 (slot 1)
    0x1af4:0x1044) EP2=${d##*/} ;;    # virtio-rng-pci, behind rp2 (slot 2)
  esac
done
[ -n "$EP1" ] && [ -n "$EP2" ] || fail "no e1000e / virtio-rng: $(ls /sys/bus/pci/devices)"
p=$(readlink /sys/bus/pci/devices/$EP1); p=${p%/*}; RP1=${p##*/}
log "e1000e $EP1 behind $RP1, virtio-rng $EP2"

printf '#!/bin/sh\nenv | grep "^RAS_" | sort > /tmp/trig/env.$$\n' > /tmp/trig.sh
chmod +x /tmp/trig.sh
rasd_start $LOG /tmp/rasd.out --source perf --json-log $JSON --metrics $M --state $ST \
  --pidfile /run/rasd.pid --trigger /tmp/trig.sh --trigger-severity corrected --pcie-threshold 2/1h
grep 'daemon started' $LOG
grep -q 'ras: .*aer_event' $LOG || fail "the daemon's source does not name ras:aer_event: $(grep 'daemon started' $LOG)"
# the running kernel's 8 cxl: formats (cxl_core is built in) parsed and opened by perf: the CXL
# record kinds' live path up to the record QEMU 7.2 cannot make (tests/cxl_check.py builds those)
n=$(ls -d /sys/kernel/tracing/events/cxl/cxl_* 2>/dev/null | wc -l)
grep -q "; cxl: $n events" $LOG && [ "$n" = 8 ] ||
  fail "the daemon's source does not name the kernel's $n cxl: events: $(grep 'daemon started' $LOG)"

qinj() { out=$(mon pcie_aer_inject_error "$@"); echo "monitor: $out"; case $out in OK*) ;; *) return 1 ;; esac; }
le32() { printf '\\%03o\\%03o\\%03o\\%03o' $(($1 & 255)) $(($1 >> 8 & 255)) $(($1 >> 16 & 255)) $(($1 >> 24 & 255)); }
kinj() { # aer_inject BDF UNCOR COR: struct aer_error_inj { u8 bus, dev, fn; u32 uncor, cor, header_log[4], domain }
  b=${1#*:} b=${b%%:*} df=${1##*:}; dv=${df%.*} fn=${df#*.}
  fmt="$(printf '\\%03o\\%03o\\%03o\\000' $((0x$b)) $((0x$dv)) $fn)"
  for v in $2 $3 0 0 0 0 $((0x${1%%:*})); do fmt="$fmt$(le32 $v)"; done
  printf "$fmt" > /tmp/einj
  dd if=/tmp/einj of=/dev/aer_inject bs=32 count=1 2>/dev/null
}
pcie() { grep -c '"kind":"pcie"' $JSON 2>/dev/null || true; }

qinj rng1 COMP_TIME || fail "monitor refused pcie_aer_inject_error"     # non-fatal CmpltTO, 02:00.0
wait_for "[ \$(pcie) -ge 1 ]" 20 || { cat $LOG; fail "the non-fatal error was not logged"; }
kinj $EP1 0 0x00000001 || fail "aer_inject: RxErr"                     # corrected, twice:
sleep 1
kinj $EP1 0 0x00001040 || fail "aer_inject: BadTLP|Timeout"            # the pcie-threshold 2/1h
wait_for "[ \$(pcie) -ge 3 ]" 20 || { cat $LOG; fail "the corrected errors were not logged"; }
rmmod aer_inject                # its faked registers hide QEMU's messages to that port
qinj rp1 SDN || fail "monitor refused the fatal error"                 # fatal SDES, the root port
wait_for "[ \$(pcie) -ge 4 ]" 20 || { cat $LOG; fail "the fatal error was not logged"; }
sleep 2                         # recovery; a record that should not come would come by now
rasd_stop
cat $LOG
[ "$(pcie)" = 4 ] || fail "$(pcie) PCIe records, not 4"

# each with what the event gave and what sysfs said, with the basis
rec() { grep '"kind":"pcie"' $JSON | grep "\"device\":\"$1\"" | grep "\"aer_severity\":\"$2\""; }
rec $EP2 non-fatal | grep '"errors":\["CmpltTO"\]' | grep '"vendor_id":"0x1af4","device_id":"0x1044"' |
  grep '"driver":"virtio-pci"' | grep '"slot":"2"' | grep -q '"basis":"sysfs when read"' ||
  fail "the virtio-rng's CmpltTO: $(rec $EP2 non-fatal)"
[ "$(rec $EP1 corrected | grep '"vendor_id":"0x8086","device_id":"0x10d3"' | grep '"driver":"e1000e"' |
  grep -c '"slot":"1"')" = 2 ] || fail "e1000e's two corrected errors: $(rec $EP1 corrected)"
rec $EP1 corrected | grep -q '"errors":\["BadTLP","Timeout"\]' || fail "BadTLP|Timeout not named"
rec $RP1 fatal | grep '"errors":\["SDES"\]' | grep -q '"driver":"pcieport"' || fail "the root port's SDES: $(rec $RP1 fatal)"
rec $RP1 fatal | grep -q '"slot"' && fail "the root port has no slot of its own, yet one was named"
grep -q "^20[0-9T:-]*Z fatal PCIe $RP1: surprise down error (SDES); device 1b36:000c; driver pcieport;.* (time: when logged)" $LOG ||
  fail "text log: the fatal SDES, with the time it was logged"
grep -q "PCIe $EP1.*pcie-threshold 2/3600s is crossed" $LOG || fail "no pcie-threshold crossing for $EP1"
# the kernel's own lines say the same: its device line, then the bit's short name
for r in "$EP2 CmpltTO" "$EP1 RxErr" "$EP1 BadTLP" "$EP1 Timeout" "$RP1 SDES"; do
  set -- $r
  dmesg | grep -A4 "$1: PCIe Bus Error" | grep -q "\] $2" || fail "the kernel's console has no $2 for $1"
done
grep "ras_pcie_errors_total" $M
grep -q "ras_pcie_errors_total{device=\"$EP1\",slot=\"1\",severity=\"corrected\",kind=\"aer\"} 2" $M ||
  fail "metrics: e1000e's corrected errors"
grep -q "ras_pcie_errors_total{device=\"$RP1\",slot=\"\",severity=\"fatal\",kind=\"aer\"} 1" $M || fail "metrics: the fatal error"
grep -q 'kind="cxl"' $M && fail "metrics: CXL series without a CXL record"
grep -q '^pcie-cxl ' $ST && fail "state: CXL counts without a CXL record"
grep -q "^pcie 2 0 0 .* $EP1 1$" $ST || fail "state: $(grep '^pcie' $ST)"
# the trigger ran for each, as a live PCIe record
[ "$(grep -l '^RAS_KIND=pcie$' /tmp/trig/env.* | xargs grep -l '^RAS_PROVENANCE=live$' | wc -l)" -ge 4 ] ||
  fail "the trigger did not run for the 4 live PCIe records: $(cat /tmp/trig/env.*)"
grep -l "^RAS_PCIE_DEVICE=$EP2$" /tmp/trig/env.* | xargs grep -q '^RAS_PCIE_SLOT=2$' || fail "trigger: no slot for $EP2"
# health: the fatal error is a problem, named with its device
rc=0; ras health --state $ST --pidfile none > /tmp/health.txt || rc=$?
cat /tmp/health.txt
[ $rc = 1 ] && grep -q "PCIe $RP1: 1 fatal" /tmp/health.txt || fail "ras health: exit $rc: $(cat /tmp/health.txt)"
ras summary --json $JSON | grep -q "\"by_pcie_device\":\[.*\"$EP1\"" || fail "summary: no by_pcie_device"
# the kernel's own lines, read as a text log: the same errors, device, severity and status
dmesg > /tmp/kernel.log
ras dump --json --input /tmp/kernel.log > /tmp/text.json 2>/tmp/text.err || { cat /tmp/text.err; fail "dump of dmesg failed"; }
key() { sed -n 's/.*"device":"\([^"]*\)","aer_severity":"\([^"]*\)","aer_status":"\([^"]*\)".*/\1 \2 \3/p' "$1" | sort; }
key $JSON > /tmp/k1; key /tmp/text.json > /tmp/k2
cat /tmp/k2
cmp -s /tmp/k1 /tmp/k2 || fail "dmesg read as a text log: $(cat /tmp/k2 | tr '\n' ';') not the live records $(cat /tmp/k1 | tr '\n' ';')"
ras doctor > /tmp/doctor.txt || true
grep pcie-aer /tmp/doctor.txt
grep -q "^ok .*pcie-aer.*serves 2 PCIe ports" /tmp/doctor.txt || fail "doctor: $(grep pcie-aer /tmp/doctor.txt)"
putfile $LOG ras.log
putfile $JSON ras.json
pass "4 PCIe AER errors (non-fatal, 2 corrected, fatal) in every view, with device, slot and driver; dmesg read as a text log gives the same"
