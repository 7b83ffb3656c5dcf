# e2e-dimms.sh -- `ras dimms` on the SMBIOS type 17 entry a real kernel exposes
# (/sys/firmware/dmi/entries/17-0/raw) for QEMU's `-smbios type=17,...` fields: locator prefix,
# bank, manufacturer, serial, asset tag, part number and speed, and the size of -m (512M). The
# guest checks the table, the host (e2e.sh) the JSON object whole. No EDAC driver binds in the
# guest: ras says so on stderr and exits 0.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras
# qemu-args: -smbios type=17,loc_pfx=CPU0_DIMM_,bank=P0_Node0_Channel0_Dimm0,manufacturer=Samsung,serial=S3R1AL01,asset=A1,part=M393A4K40CB2-CTD,speed=2933

[ -e /sys/firmware/dmi/entries/17-0/raw ] || fail "no /sys/firmware/dmi/entries/17-0/raw (CONFIG_DMI_SYSFS?)"
rc=0; ras dimms --json > /tmp/dimms.json 2> /tmp/dimms.err || rc=$?
putfile /tmp/dimms.json
[ $rc = 0 ] || fail "ras dimms --json exited $rc: $(cat /tmp/dimms.err)"
grep -q 'no EDAC error counts: no memory controller in /sys/devices/system/edac/mc (no EDAC driver loaded)' /tmp/dimms.err ||
  fail "no note about EDAC: $(cat /tmp/dimms.err)"
ras dimms > /tmp/dimms.txt 2>/dev/null || fail "ras dimms exited $?"
cat /tmp/dimms.txt
putfile /tmp/dimms.txt
[ "$(wc -l < /tmp/dimms.txt)" = 2 ] || fail "expected a header and one DIMM"
head -1 /tmp/dimms.txt | grep -q '^SLOT  *BANK  *SIZE  *TYPE  *SPEED  *MANUFACTURER  *SERIAL  *PART  *HANDLE$' ||
  fail "header: $(head -1 /tmp/dimms.txt)"
tail -1 /tmp/dimms.txt | grep -q '^CPU0_DIMM_ 0  *P0_Node0_Channel0_Dimm0  *512 MB  *RAM  *2933 MT/s  *Samsung  *S3R1AL01  *M393A4K40CB2-CTD  *0x1100$' ||
  fail "row: $(tail -1 /tmp/dimms.txt)"
pass "ras dimms lists the -smbios type=17 fields"
