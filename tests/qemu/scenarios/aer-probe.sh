# aer-probe.sh -- real PCIe AER errors on Debian's stock kernels, for the ras:aer_event parser:
# captures the kernel's console lines, the tracepoint's text and raw per-CPU pages, the format
# files and the sysfs counters (copy OUT/files/aer/ to tests/fixtures/aer/linux-SERIES/).
# Not an e2e-* scenario: the default suite does not run it. Run it with
#   tests/qemu/boot.py --kernel-series 6.1  --out tests/out/qemu/aer-probe-6.1  tests/qemu/scenarios/aer-probe.sh
#   tests/qemu/boot.py --kernel-series 6.12 --out tests/out/qemu/aer-probe-6.12 tests/qemu/scenarios/aer-probe.sh
# Notes, outputs, pitfalls: /work/notes/aer-qemu.md.
#
# Topology (QEMU 7.2 q35; its _OSC grants AER to the OS: no pcie_ports= option needed;
# acpi-pci-hotplug-with-bridge-support=off gives the ports to pciehp: slots named 1 and 2 after
# slot=, not acpiphp's "0" and "0-2", and link resets that succeed instead of waiting for DLLLA):
#   00:01.0 pcie-root-port rp1 (chassis 1, slot 1) -- 01:00.0 e1000e nic1 (driver e1000e)
#   00:02.0 pcie-root-port rp2 (chassis 2, slot 2) -- 02:00.0 virtio-rng-pci,aer=on rng1 (virtio-pci)
# Two injection paths, because QEMU 7.2 cannot deliver everything:
#  - QEMU monitor `pcie_aer_inject_error` (the real message path: device -> root port -> MSI):
#    uncorrectable errors only. QEMU 7.2 drops every correctable message (its
#    pcie_aer_msg_alldev() passes only uncorrectable ones; fixed in QEMU 8.0), and e1000e's
#    Device Control error-enable bits are read-only 0 in QEMU (no pcie_cap_deverr_init), so the
#    endpoint used is virtio-rng-pci with aer=on (virtio-pci has no error_detected callback:
#    "can't recover", recovery fails, its status bits stay set) -- or the root port itself.
#  - the kernel's aer_inject module (/dev/aer_inject, CONFIG_PCIEAER_INJECT=m): fakes the AER
#    registers of a device and its root port and runs the root port's AER interrupt; everything
#    after that is the kernel's normal path. Used for correctable errors and for an error on
#    e1000e, whose driver recovers. It adds a "pcieport ...: aer_inject: Injecting errors" line.
#
# qemu-kernels: 6.1 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 240
# qemu-modules: e1000e aer_inject
# qemu-modules-6.1: virtio_pci
# qemu-args: -M q35 -global ICH9-LPC.acpi-pci-hotplug-with-bridge-support=off -device pcie-root-port,id=rp1,bus=pcie.0,chassis=1,slot=1 -netdev user,id=n1,restrict=on -device e1000e,id=nic1,bus=rp1,netdev=n1 -device pcie-root-port,id=rp2,bus=pcie.0,chassis=2,slot=2 -device virtio-rng-pci,aer=on,id=rng1,bus=rp2

T=$RASTEST_T
E=$T/events/ras/aer_event
O=/tmp/aer
mkdir -p $O/per_cpu $O/steps
[ -d $E ] || fail "no $E"
uname -r > $O/uname.txt
cat /proc/cmdline > $O/cmdline.txt

load_module e1000e
if [ -f /lib/modules/rastest/virtio-pci ]; then load_module virtio_pci; fi   # 6.1: =m; 6.12: built in
load_module aer_inject
[ -c /dev/aer_inject ] || fail "no /dev/aer_inject after loading aer_inject"

# the endpoints by what they are, their root ports by the sysfs path
EP1='' EP2=''
for d in /sys/bus/pci/devices/*; do
  case "$(cat $d/vendor):$(cat $d/device)" in
    0x8086:0x10d3) EP1=${d##*/} ;;    # e1000e (82574L)
    0x1af4:0x1044) EP2=${d##*/} ;;    # virtio-rng-pci (modern)
  esac
done
[ -n "$EP1" ] && [ -n "$EP2" ] || fail "no e1000e / virtio-rng: $(ls /sys/bus/pci/devices)"
parent() { p=$(readlink /sys/bus/pci/devices/$1); p=${p%/*}; echo ${p##*/}; }
RP1=$(parent $EP1) RP2=$(parent $EP2)
log "e1000e $EP1 behind $RP1, virtio-rng $EP2 behind $RP2"
sleep 1     # e1000e's probe messages

sysfs_dump() {
  for b in $RP1 $EP1 $RP2 $EP2; do
    d=/sys/bus/pci/devices/$b
    echo "== $b -> $(readlink $d)"
    for f in vendor device subsystem_vendor subsystem_device class revision; do
      echo "$f: $(cat $d/$f)"
    done
    echo "driver: $(readlink $d/driver 2>/dev/null || echo '(none)')"
    for f in aer_dev_correctable aer_dev_nonfatal aer_dev_fatal aer_rootport_total_err_cor \
             aer_rootport_total_err_fatal aer_rootport_total_err_nonfatal; do
      [ -f $d/$f ] || continue
      echo "-- $f"
      cat $d/$f
    done
  done
  echo "== /sys/bus/pci/slots"
  for s in /sys/bus/pci/slots/*; do
    [ -d "$s" ] || continue
    echo "${s##*/}: address=$(cat $s/address)"
  done
}
sysfs_dump > $O/sysfs-before.txt
ls /sys/bus/pci/slots/*/ > $O/slots-ls.txt 2>&1 || true
ls /sys/bus/pci_express/devices/ > $O/pci_express-devices.txt 2>&1 || true
grep -i -E 'aerdrv|pcie' /proc/interrupts > $O/interrupts.txt || true

for f in header_page header_event; do cat $T/events/$f > $O/$f; done
cat $E/format > $O/ras-aer_event.format
cat $E/id > $O/ras-aer_event.id

echo 1 > $E/enable
echo > $T/trace
n() { grep -c ' aer_event:' $T/trace || true; }
dmesg > /tmp/dmesg0
N=0 STEP=0

# step NAME EXPECTED-NEW-RECORDS SETTLE-S COMMAND...: run COMMAND, wait for the records, keep the
# new console lines in steps/NN-NAME.dmesg and the new trace lines in steps/NN-NAME.trace
step() {
  name=$1 want=$2 settle=$3; shift 3
  STEP=$((STEP + 1))
  tag=$(printf '%02d-%s' $STEP $name)
  lines0=$(wc -l < /tmp/dmesg0)
  log "STEP $tag: $*"
  t0=$(now_ms)
  "$@" || fail "$tag: $* failed"
  if [ "$want" -gt 0 ]; then
    wait_for "[ \$(n) -ge $((N + want)) ]" 20 || fail "$tag: no aer_event (records: $(n), expected $((N + want)))"
    log "$tag: $want aer_event record(s) after $(( $(now_ms) - t0 )) ms"
  fi
  sleep "$settle"        # recovery messages; and a record that should not come would come by now
  [ "$(n)" = $((N + want)) ] || log "NOTE $tag: $(( $(n) - N )) new aer_event records, expected $want"
  grep ' aer_event:' $T/trace | tail -n +$((N + 1)) > $O/steps/$tag.trace
  N=$(n)
  dmesg > /tmp/dmesg1
  tail -n +$((lines0 + 1)) /tmp/dmesg1 > $O/steps/$tag.dmesg
  cp /tmp/dmesg1 /tmp/dmesg0
  cat $O/steps/$tag.dmesg $O/steps/$tag.trace
}
qinj() { # HMP pcie_aer_inject_error ARGS; QEMU answers "OK id: ... root bus: ..., bus: N devfn: D.F"
  out=$(mon pcie_aer_inject_error "$@") || { echo "$out"; return 1; }
  echo "monitor: $out"
  case $out in OK*) ;; *) return 1 ;; esac
}
le32() { printf '\\%03o\\%03o\\%03o\\%03o' $(($1 & 255)) $(($1 >> 8 & 255)) $(($1 >> 16 & 255)) $(($1 >> 24 & 255)); }
kinj() { # aer_inject BDF UNCOR COR [HDR0 HDR1 HDR2 HDR3]
  # struct aer_error_inj { u8 bus, dev, fn; u32 uncor_status, cor_status, header_log0..3, domain; }
  b=${1#*:} b=${b%%:*} df=${1##*:}; dv=${df%.*} fn=${df#*.}
  fmt="$(printf '\\%03o\\%03o\\%03o\\000' $((0x$b)) $((0x$dv)) $fn)"
  for v in $2 $3 ${4:-0} ${5:-0} ${6:-0} ${7:-0} $((0x${1%%:*})); do fmt="$fmt$(le32 $v)"; done
  printf "$fmt" > /tmp/einj
  [ "$(wc -c < /tmp/einj)" = 32 ] || { echo "aer_error_inj is $(wc -c < /tmp/einj) bytes"; return 1; }
  dd if=/tmp/einj of=/dev/aer_inject bs=32 count=1 2>/dev/null
}

# QEMU's injections first: once aer_inject has faked a root port's registers (it keeps them
# until rmmod), QEMU's real messages to that port are hidden from the kernel.
# 1. QEMU, correctable: QEMU 7.2 never delivers it (expected: no record, no console line)
step qemu-cor-rcvr-dropped 0 2 qinj -c rng1 RCVR
# 2-4. QEMU, uncorrectable non-fatal (default severities), on virtio-rng and on the root port
step qemu-nonfatal-cmplto 1 1.5 qinj rng1 COMP_TIME
# header dwords: QEMU stores each big-endian, the kernel prints it byte-swapped (see notes)
step qemu-nonfatal-unsupreq-hdr 1 1.5 qinj rng1 UNSUP 0x01000000 0x0f000001 0x000064fe 0x00000000
step qemu-rootport-nonfatal-unsupreq 1 1.5 qinj rp1 UNSUP
# 5. QEMU, uncorrectable fatal (Malformed TLP: fatal by default severity) on virtio-rng: the
# kernel reads no status of a fatal error's endpoint (record status 0, "type=Inaccessible"); the
# root port's link is reset (through pciehp: native hotplug, see qemu-args), recovery fails
# (virtio-pci has no error_detected callback)
step qemu-fatal-malftlp-hdr 1 2.5 qinj rng1 MALF_TLP 0x10000060 0xff000000 0x00000000 0x000064fe
# 6-7. aer_inject, correctable, on e1000e
step kinj-cor-rxerr 1 1 kinj $EP1 0 0x00000001
step kinj-cor-badtlp-replaytimer 1 1 kinj $EP1 0 0x00001040
# 8. aer_inject, uncorrectable non-fatal on e1000e: its driver recovers
step kinj-nonfatal-unsupreq-hdr 1 2 kinj $EP1 0x00100000 0 0x00000001 0x0100000f 0xfe640000 0
# 9. QEMU again, after rmmod aer_inject (which gives the buses their config accessors back):
# fatal on the root port itself (Surprise Down): a port's own status is read even when fatal;
# its link is reset, e1000e recovers ("device recovery successful")
rmmod aer_inject
step qemu-rootport-fatal-sdes 1 2.5 qinj rp1 SDN

sysfs_dump > $O/sysfs-after.txt
cat $O/sysfs-after.txt

cat $T/trace > $O/trace.txt
for d in $T/per_cpu/cpu*; do
  c=${d##*/}
  grep '^entries:\|^overrun:' $d/stats > $O/per_cpu/$c.stats
  if grep -q '^entries: [1-9]' $d/stats; then
    timeout 5 dd if=$d/trace_pipe_raw of=$O/per_cpu/$c.trace_pipe_raw bs=4096 count=1 2>/dev/null ||
      fail "$d/trace_pipe_raw: dd failed"
  fi
done
dmesg > $O/dmesg.txt
cd $O
for f in $(find . -type f | sed 's|^\./||'); do putfile $O/$f aer/$f; done
pass "$N aer_event records in $STEP steps"
