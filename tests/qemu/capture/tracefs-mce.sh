# capture/tracefs-mce.sh -- guest side of tests/qemu/capture-tracefs.sh: real ftrace pages of
# mce:mce_record for tests/tracefs/linux-<series>-<vendor>/ (fixtures read without booting).
# Machine checks, as for tests/tracefs/linux-6.1: from the QEMU monitor, corrected
# `mce 0 1 0x9c00410000010016 0 0x12345000 0` and `mce 1 2 0x9c20004000010135 0 0xabc000 0x86`
# (both found by the kernel's 1 s poll), then on Intel the survivable broadcast
# `mce -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86` (which also leaves a000000000000000 in CPU 1
# bank 1); on AMD (which panics on that) an mce-inject `sw` record, CPU 1 bank 3
# 0x9c00000000000135 ADDR 0x5000 MISC 0. The kernel's text `trace` (the expected values) is read
# first, then one page of each CPU's trace_pipe_raw.
#
# qemu-kernels: 6.12
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 90
# qemu-cmdline: trace_event=mce:mce_record

T=$RASTEST_T
E=$T/events/mce/mce_record
[ "$(cat $E/enable)" = 1 ] || fail "trace_event= did not enable mce_record"
VENDOR=$(grep -m1 '^vendor_id' /proc/cpuinfo | sed 's/.*: //')
n() { grep -c 'mce_record:' $T/trace || true; }

mce_inject 0 1 0x9c00410000010016 0 0x12345000 0 || fail "mce 1"
wait_for '[ $(n) -ge 1 ]' 20 || fail "record 1 not traced"
mce_inject 1 2 0x9c20004000010135 0 0xabc000 0x86 || fail "mce 2"
wait_for '[ $(n) -ge 2 ]' 20 || fail "record 2 not traced"
case $VENDOR in
  GenuineIntel)
    mce_inject -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86 || fail "mce -b"
    wait_for '[ $(n) -ge 4 ]' 20 || fail "broadcast records not traced ($(n))" ;;
  *)
    inject_sw sw 1 3 0x9c00000000000135 0x5000 0x0 || fail "mce-inject"
    wait_for '[ $(n) -ge 3 ]' 20 || fail "mce-inject record not traced ($(n))" ;;
esac
sleep 1.5     # nothing else may arrive
grep -v '^#' $T/trace > /tmp/trace
log "INFO $(grep -c . /tmp/trace) records in trace"
mkdir -p /tmp/c/events/mce/mce_record
for f in header_page header_event; do cat $T/events/$f > /tmp/c/events/$f; done
for f in format id enable; do cat $E/$f > /tmp/c/events/mce/mce_record/$f; done
for d in $T/per_cpu/cpu*; do
  c=${d##*/}
  mkdir -p /tmp/c/per_cpu/$c
  grep '^entries:\|^overrun:' $d/stats > /tmp/c/per_cpu/$c/stats
  # one page (the whole buffer here); a CPU without records has nothing to read: no file
  if grep -q '^entries: [1-9]' $d/stats; then
    timeout 5 dd if=$d/trace_pipe_raw of=/tmp/c/per_cpu/$c/trace_pipe_raw bs=4096 count=1 2>/dev/null ||
      fail "$d/trace_pipe_raw: dd failed"
  fi
done
uname -r > /tmp/c/uname
dmesg > /tmp/c/dmesg
cp /tmp/trace /tmp/c/trace
cd /tmp/c
for f in $(find . -type f | sed 's|^\./||'); do putfile /tmp/c/$f tree/$f; done
pass "$VENDOR: $(grep -c . /tmp/trace) records, pages of $(ls per_cpu/*/trace_pipe_raw | wc -l) CPUs"
