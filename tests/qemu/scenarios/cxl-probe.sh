# cxl-probe.sh -- what Debian's 6.12 shows of CXL under QEMU 7.2 (q35,cxl=on, one pxb-cxl host
# bridge, one cxl-rp, one cxl-type3): the events/cxl/*/format files (-> tests/fixtures/cxl/
# linux-6.12/), the cxl modules' console lines, /sys/bus/cxl, and which error paths exist.
# Not an e2e-* scenario. Run it with
#   tests/qemu/boot.py --out tests/out/qemu/cxl-probe-6.12 tests/qemu/scenarios/cxl-probe.sh
#   tests/qemu/boot.py --cmdline pci=nomsi --out tests/out/qemu/cxl-probe-6.12-nomsi tests/qemu/scenarios/cxl-probe.sh
# Findings (details: /work/notes/aer-qemu.md): no CXL record can be made with QEMU 7.2. It has
# no cxl-inject-* QMP commands (QEMU 8.0+); cxl_pci's probe fails ("Failed to get interrupt for
# event Info log": the OS is granted CXL memory error reporting, and QEMU 7.2's type 3 device has
# no event interrupts); with pci=nomsi the probe succeeds (no vectors: event processing off) but
# the firmware then keeps AER and CXL error control; the device has no AER capability, no
# poison list or inject-poison commands (no trigger_poison_list, debugfs mem0/ only dpamem); an
# error injected into the cxl-rp is latched in its AER registers but its INTx never arrives.
# The scenario reports those facts and passes; it fails only if the formats cannot be read.
#
# qemu-kernels: 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-modules: cxl_acpi cxl_pci cxl_mem cxl_pmem
# qemu-args: -M q35,cxl=on -m 512M,maxmem=2G,slots=2 -object memory-backend-ram,id=cxlmem0,share=on,size=256M -object memory-backend-ram,id=cxllsa0,share=on,size=256M -device pxb-cxl,bus_nr=12,bus=pcie.0,id=cxl.1 -device cxl-rp,port=0,bus=cxl.1,id=cxlrp0,chassis=0,slot=2 -device cxl-type3,bus=cxlrp0,memdev=cxlmem0,lsa=cxllsa0,id=cxlmem0dev -M cxl-fmw.0.targets.0=cxl.1,cxl-fmw.0.size=4G

T=$RASTEST_T
O=/tmp/cxl
mkdir -p $O
uname -r > $O/uname.txt
cat /proc/cmdline > $O/cmdline.txt
# cxl_core is built in (CONFIG_CXL_BUS=y): events/cxl exists before any module is loaded
[ -d $T/events/cxl ] || fail "no $T/events/cxl"
for e in $T/events/cxl/*/; do
  e=${e%/}
  cat $e/format > $O/cxl-${e##*/}.format || fail "cannot read $e/format"
done
for f in header_page header_event; do cat $T/events/$f > $O/$f; done
ls $T/events/cxl > $O/events-cxl.txt
log "events/cxl: $(ls $O/*.format | wc -l) formats"

for m in cxl_acpi cxl_pci cxl_mem cxl_pmem; do load_module $m || log "load_module $m failed"; done
sleep 2
echo 1 > $T/events/cxl/enable
echo 1 > $T/events/ras/aer_event/enable
{
  echo "== cmdline: $(cat /proc/cmdline)"
  echo "== /sys/bus/cxl/devices"
  for d in /sys/bus/cxl/devices/*; do [ -e "$d" ] && echo "${d##*/} -> $(readlink $d)"; done
  echo "== PCI"
  for d in /sys/bus/pci/devices/*; do
    echo "${d##*/} $(cat $d/vendor):$(cat $d/device) class $(cat $d/class)" \
         "driver=$(basename "$(readlink $d/driver 2>/dev/null)" 2>/dev/null) aer_files=$(ls $d | grep -c '^aer_' || true)"
  done
  echo "== mem0"
  ls /sys/bus/cxl/devices/mem0/ 2>&1 | tr '\n' ' '; echo
  for f in serial firmware_version payload_max label_storage_size; do
    [ -f /sys/bus/cxl/devices/mem0/$f ] && echo "$f: $(cat /sys/bus/cxl/devices/mem0/$f)"
  done
  echo "trigger_poison_list: $([ -e /sys/bus/cxl/devices/mem0/trigger_poison_list ] && echo present || echo absent)"
  echo "== /sys/kernel/debug/cxl"
  ls -R /sys/kernel/debug/cxl 2>&1
} > $O/sysfs.txt 2>&1
cat $O/sysfs.txt

if [ -e /sys/bus/cxl/devices/mem0/trigger_poison_list ]; then
  echo 1 > /sys/bus/cxl/devices/mem0/trigger_poison_list || log "trigger_poison_list: write failed"
fi
if [ -e /sys/kernel/debug/cxl/mem0/inject_poison ]; then
  echo 0x0 > /sys/kernel/debug/cxl/mem0/inject_poison || log "inject_poison: write failed"
fi
# AER through the CXL hierarchy: non-fatal Completion Timeout on the device and on its root port
dmesg > /tmp/d0
mon pcie_aer_inject_error cxlmem0dev COMP_TIME
sleep 2
mon pcie_aer_inject_error cxlrp0 COMP_TIME
sleep 2
# the port's AER registers (capability at 0x100): uncorrectable status +4, root status +0x30
od -Ax -tx4 -v /sys/bus/pci/devices/0000:0c:00.0/config > $O/cxl-rp-config.txt
grep -E 'aerdrv|PCIe' /proc/interrupts > $O/interrupts.txt || true
dmesg > $O/dmesg.txt
grep -v '^#' $T/trace > $O/trace.txt || true
log "records in trace after the injections: $(grep -c . $O/trace.txt || true)"
tail -n +$(($(wc -l < /tmp/d0) + 1)) $O/dmesg.txt
cd $O
for f in *; do putfile $O/$f cxl/$f; done
pass "$(ls $O/*.format | wc -l) cxl formats; mem0 $([ -d /sys/bus/cxl/devices/mem0 ] && echo present || echo absent)"
