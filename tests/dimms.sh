# tests/dimms.sh: sourced by tests.sh (group dimms).  'ras dimms' on sysfs
# trees built here: the SMBIOS type 17 entries QEMU guests gave
# (tests/fixtures/smbios/CASE/entries/17-N.raw, checked field by field
# against the guest's dmidecode by tests/dimms_check.py), EDAC trees as the
# kernel lays them out (edac_mc_sysfs.c: mcN/dimmM, rankM, csrowM/chK_*),
# and what must fail with one clear line.

DIMM_CASES="none fields fields20g server edge"

# dimms_tree CASE DIR: DIR/firmware/dmi/entries/T-N/raw from the fixture's entries
dimms_tree() {
	local f b
	rm -rf "$2"
	for f in tests/fixtures/smbios/$1/entries/*.raw; do
		b=$(basename "$f" .raw)
		mkdir -p "$2/firmware/dmi/entries/$b" && cp "$f" "$2/firmware/dmi/entries/$b/raw" || return 1
	done
}

# edac_dimm DIR MC DIMM LABEL CE UE [SIZE_MB]: one mcN/dimmM directory, "%s\n" as sysfs shows each
edac_dimm() {
	local d=$1/devices/system/edac/mc/mc$2/dimm$3
	mkdir -p "$d"
	printf '%s\n' "$4" > "$d/dimm_label"
	printf '%s\n' "$5" > "$d/dimm_ce_count"
	printf '%s\n' "$6" > "$d/dimm_ue_count"
	printf '%s\n' "${7:-2048}" > "$d/size"
	printf 'Registered-DDR4\n' > "$d/dimm_mem_type"
	printf 'channel %d slot 0 \n' "$3" > "$d/dimm_location"
}

# dimms_json DIR JQ-FILTER EXPECTED NAME: ras dimms --json, slurped, through jq
dimms_json() {
	local got
	got=$("$RAS" dimms --json --sysfs "$1" 2>"$OUT/dimms.err" | jq -c -s "$2" 2>&1)
	if [ "$got" = "$3" ]; then ok "dimms: $4"; else fail "dimms: $4" "got $got, want $3; stderr: $(head -c 300 "$OUT/dimms.err")"; fi
}

dimms_fixtures() {
	local c
	for c in $DIMM_CASES; do
		dimms_tree "$c" "$OUT/dimms/$c" || { fail "dimms: tree of $c"; continue; }
		relay dimms "$OUT/dimms-$c.log" python3 tests/dimms_check.py "$RAS" "$c" "$OUT/dimms/$c" \
			"tests/fixtures/smbios/$c/dmidecode-t17.txt"
	done
	dimms_json "$OUT/dimms/edge" 'map(select(.serial_bad_index) | "\(.handle) \(.serial_bad_index) \(has("serial"))") | join(",")' \
		'"0x0046 7 false"' "a serial string index past the string set: its index, no string"
	check "dimms: the table says <bad index 7>" sh -c "'$RAS' dimms --sysfs '$OUT/dimms/edge' 2>/dev/null | grep -q '^DIMM_G0 .* <bad index 7> *BAD-INDEX '"
	dimms_json "$OUT/dimms/edge" 'map(select(.handle == "0x0047") | [.serial, .part_number]) | .[0]' \
		'["  36A1B2C3  ","MTC20F2085S1RC48BA1   "]' "JSON keeps the blanks of a string, as dmidecode does"
	check "dimms: the table trims them" sh -c "'$RAS' dimms --sysfs '$OUT/dimms/edge' 2>/dev/null | grep -q '^DIMM_H0 .*  36A1B2C3  *MTC20F2085S1RC48BA1  *0x0047\$'"
	check "dimms: no EDAC: said on stderr, no EDAC columns" sh -c "'$RAS' dimms --sysfs '$OUT/dimms/server' 2>'$OUT/dimms.err' | head -1 | grep -q 'HANDLE\$' &&
		grep -q 'no EDAC error counts: .*/devices/system/edac/mc: No such file or directory' '$OUT/dimms.err'"
}

dimms_edac() {
	local d=$OUT/dimms/edac
	dimms_tree server "$d"
	# ghes_edac's label of P1-DIMMA1, "BANK LOCATOR" cut to 31 bytes
	edac_dimm "$d" 0 0 "P0_Node0_Channel0_Dimm0 P1-DIMM" 5 0
	edac_dimm "$d" 0 1 "P1-DIMMB1" 0 1				# a label that is the locator
	edac_dimm "$d" 1 0 "CPU_SrcID#0_MC#1_Chan#0_DIMM#0" 2 0	# skx_edac's own: no slot
	dimms_json "$d" 'map([.handle // "-", .edac.label // "-", .edac.ce_count // "-", .edac.ue_count // "-", .edac.joined_by // "-"] | join("|")) | join(",")' \
		'"0x0030|P0_Node0_Channel0_Dimm0 P1-DIMM|5|0|label is bank locator + locator (ghes_edac),0x0031|-|-|-|-,0x0032|P1-DIMMB1|0|1|label is the locator,0x0033|-|-|-|-,-|CPU_SrcID#0_MC#1_Chan#0_DIMM#0|2|0|-"' \
		"EDAC DIMMs joined by ghes_edac's label (cut to 31 bytes) and by the locator; another on its own line"
	dimms_json "$d" '.[0].edac | [.mc, .dimm, .location, .mem_type, .size_mb] | map(tostring) | join("|")' \
		'"0|0|channel 0 slot 0|Registered-DDR4|2048"' "EDAC DIMM: location (trailing blank trimmed), type, size"
	"$RAS" dimms --sysfs "$d" > "$OUT/dimms.txt" 2>"$OUT/dimms.err"
	check "dimms: table with EDAC, label, CE and UE columns" sh -c "head -1 '$OUT/dimms.txt' | grep -q 'HANDLE  EDAC  *LABEL  *CE  UE\$' &&
		grep -q '^P1-DIMMA1 .* 0x0030  mc0/dimm0  P0_Node0_Channel0_Dimm0 P1-DIMM  5   0 *\$' '$OUT/dimms.txt' &&
		grep -q '^P1-DIMMB1 .* 0x0032  mc0/dimm1  P1-DIMMB1  *0   1 *\$' '$OUT/dimms.txt' &&
		grep -q '^- .* mc1/dimm0  CPU_SrcID#0_MC#1_Chan#0_DIMM#0  *2   0 *\$' '$OUT/dimms.txt' && [ ! -s '$OUT/dimms.err' ]"
	# two EDAC DIMMs naming one slot: neither is joined
	edac_dimm "$d" 1 1 "P1-DIMMB1" 7 0
	dimms_json "$d" 'map(select(.edac.label == "P1-DIMMB1") | [.handle // "-", (.edac.smbios_candidates // [] | join(" "))] | join("|")) | join(",")' \
		'"-|0x0032,-|0x0032"' "two EDAC DIMMs with one slot's locator: neither joined, both name it"
	check "dimms: the table says what they name" sh -c "'$RAS' dimms --sysfs '$d' 2>/dev/null | grep -c '^(1 named) .* P1-DIMMB1 ' | grep -qx 2"
	# QEMU -m 20G: two slots, ghes_edac would give both the same 31-byte label
	d=$OUT/dimms/edac20g
	dimms_tree fields20g "$d"
	edac_dimm "$d" 0 0 "P0_Node0_Channel0_Dimm0 P1-DIMM" 0 0 16384
	edac_dimm "$d" 0 1 "P0_Node0_Channel0_Dimm0 P1-DIMM" 3 0 4096
	dimms_json "$d" 'map([.handle // "-", (.edac.smbios_candidates // [] | join(" "))] | join("|")) | join(",")' \
		'"0x1100|,0x1101|,-|0x1100 0x1101,-|0x1100 0x1101"' "labels that name two slots: joined to none, candidates listed"
	# csrow-based (older kernels): chK_dimm_label, chK_ce_count; no per-DIMM UE count
	d=$OUT/dimms/csrow
	rm -rf "$d"; mkdir -p "$d/devices/system/edac/mc/mc0/csrow0" "$d/devices/system/edac/mc/mc0/csrow1"
	printf 'DIMM_A0\n' > "$d/devices/system/edac/mc/mc0/csrow0/ch0_dimm_label"
	printf '3\n' > "$d/devices/system/edac/mc/mc0/csrow0/ch0_ce_count"
	printf 'DIMM_B0\n' > "$d/devices/system/edac/mc/mc0/csrow0/ch1_dimm_label"
	printf '0\n' > "$d/devices/system/edac/mc/mc0/csrow0/ch1_ce_count"
	printf '1\n' > "$d/devices/system/edac/mc/mc0/csrow0/ue_count"
	printf 'Unbuffered-DDR3\n' > "$d/devices/system/edac/mc/mc0/csrow0/mem_type"
	printf 'DIMM_A1\n' > "$d/devices/system/edac/mc/mc0/csrow1/ch0_dimm_label"
	dimms_json "$d" 'map(.edac | [.mc, .csrow, .channel, .label, .ce_count // "-", .ue_count // "-", .mem_type // "-"] | map(tostring) | join("|")) | join(",")' \
		'"0|0|0|DIMM_A0|3|-|Unbuffered-DDR3,0|0|1|DIMM_B0|0|-|Unbuffered-DDR3,0|1|0|DIMM_A1|-|-|-"' \
		"csrow layout: a DIMM per channel label, CE per channel, no UE (counted per csrow)"
	check "dimms: EDAC without SMBIOS: listed, exit 0, said on stderr" sh -c "'$RAS' dimms --sysfs '$d' 2>'$OUT/dimms.err' | grep -q '^-  .*mc0/csrow0/ch1  DIMM_B0  0   -\$' &&
		grep -q 'no SMBIOS inventory: .*/firmware/dmi/entries: No such file or directory' '$OUT/dimms.err'"
	# chip-select based drivers name them rankN; mc10 after mc2
	d=$OUT/dimms/rank
	rm -rf "$d"
	edac_dimm "$d" 10 0 "A" 1 0; edac_dimm "$d" 2 0 "B" 2 0
	mv "$d/devices/system/edac/mc/mc10/dimm0" "$d/devices/system/edac/mc/mc10/rank0"
	dimms_json "$d" 'map(.edac | "mc\(.mc)/\(.dimm) \(.label)") | join(",")' '"mc2/0 B,mc10/0 A"' \
		"rankN directories read as DIMMs, controllers in numeric order"
}

dimms_errors() {
	local d=$OUT/dimms/err un=
	rm -rf "$d"; mkdir -p "$d"
	expect_err "dimms: nothing there: exit 1, both places named" 1 \
		"no DIMM found: $d/firmware/dmi/entries: No such file or directory; $d/devices/system/edac/mc: No such file or directory \(no EDAC\)" \
		"$RAS" dimms --sysfs "$d"
	mkdir -p "$d/firmware/dmi/entries/0-0" "$d/devices/system/edac/mc"
	expect_err "dimms: no type 17 entry, no EDAC driver: exit 1, said" 1 \
		"no SMBIOS type 17 \(memory device\) entry in .*; no memory controller in .* \(no EDAC driver loaded\)" \
		"$RAS" dimms --sysfs "$d"
	# as nobody: a copy of ras and the tree where nobody reaches them (tmp_dir), whatever
	# the modes above the clone; the entries readable by root only, as in /sys
	tmp_dir dimms-np; un=$TD
	cp "$RAS" "$un/ras" && dimms_tree server "$un/np" && chmod -R a+rX "$un"
	chmod 0400 "$un"/np/firmware/dmi/entries/*/raw
	expect_err "dimms: not root: the entry named, Permission denied (not root)" 1 \
		"no DIMM found: .*/17-0/raw: Permission denied \(not root\)" as_nobody "$un/ras" dimms --sysfs "$un/np"
	dimms_tree server "$d/bad"
	head -c 10 "tests/fixtures/smbios/server/entries/17-1.raw" > "$d/bad/firmware/dmi/entries/17-1/raw"
	printf '\021\024\060\000' > "$d/bad/firmware/dmi/entries/17-2/raw"
	"$RAS" dimms --json --sysfs "$d/bad" > "$OUT/dimms.json" 2>"$OUT/dimms.err"
	check "dimms: a cut entry and one shorter than SMBIOS 2.1's: named, skipped, the rest listed" sh -c \
		"[ \"\$(jq -r .handle '$OUT/dimms.json' | tr '\n' ' ')\" = '0x0030 0x0033 ' ] &&
		grep -q '17-1/raw: not an SMBIOS type 17 structure (type 17, length 92, 10 bytes' '$OUT/dimms.err' &&
		grep -q '17-2/raw: not an SMBIOS type 17 structure (type 17, length 20, 4 bytes' '$OUT/dimms.err'"
	expect_err "dimms: stray argument: exit 2" 2 "unexpected argument 'x'" "$RAS" dimms x
	check "dimms: unknown option: usage, exit 2" sh -c "'$RAS' dimms --frob 2>&1 | grep -q 'usage: ras dimms'; '$RAS' dimms --frob >/dev/null 2>&1; [ \$? = 2 ]"
	check "dimms --help names --sysfs" sh -c "'$RAS' dimms --help | grep -q -- '--sysfs DIR'"
}

# A memory error located to its slot, with the basis: the
# CPER record's SMBIOS handle, the CPER DIMM location (cper.c: bank locator and locator), an
# EDAC label that is the locator; a label naming an empty slot stays a label; a log from
# another machine is located only with --sysfs
dimms_locate() {
	local t=$OUT/dimms/locate got want
	dimms_tree server "$t" || { fail "dimms locate: tree"; return; }
	got=$("$RAS" dump -i tests/logs/locate.log --sysfs "$t" --json 2>/dev/null |
		jq -r -s 'map(.memory.dimm | if . then "\(.locator)/\(.serial)/\(.basis)" else "-" end) | join(",")')
	want="P1-DIMMB1/2A1B3C4D/the firmware's CPER record names its SMBIOS handle,"
	want+="P1-DIMMA1/03A5B6C7/the CPER DIMM location is its bank locator and locator,"
	want+="P1-DIMMB1/2A1B3C4D/label is the locator,-"
	check_eq "memory errors located to their slot and serial, each with its basis" "$got" "$want"
	dimms_tree fields20g "$OUT/dimms/f20" || { fail "dimms locate: tree"; return; }
	check "a label naming two slots (ghes_edac's cut label): both candidates listed, none chosen" sh -c \
		"'$RAS' dump -1 -i tests/logs/locate-ambiguous.log --sysfs '$OUT/dimms/f20' |
		grep -q 'slot not known: 2 populated slots match (.*): P1-DIMM 0, P1-DIMM 1;'"
	check "a log read with --input is not located against this machine's DIMMs" sh -c \
		"! '$RAS' dump -i tests/logs/locate.log --json 2>/dev/null | jq -e 'select(.memory.dimm)' >/dev/null"
}

# edac_at DIR MC MC_NAME DIR_NAME LABEL LOCATION: one EDAC DIMM with the mc_name and
# dimm_location a driver writes ("%s %d " per layer: the trailing space is the kernel's)
edac_at() {
	local d=$1/devices/system/edac/mc/mc$2
	mkdir -p "$d/$4"
	printf '%s\n' "$3" > "$d/mc_name"
	printf '%s\n' "$5" > "$d/$4/dimm_label"
	printf '%s\n' "$6" > "$d/$4/dimm_location"
	printf '0\n' > "$d/$4/dimm_ce_count"
	printf '0\n' > "$d/$4/dimm_ue_count"
	printf '2048\n' > "$d/$4/size"
}

# mce_locate_case NAME LOG TREE JQ WANT: the location an MCE's memory error gets
mce_locate_case() {
	local got
	got=$("$RAS" dump -i "tests/logs/$2" --sysfs "$3" --json 2>"$OUT/dimms.err" | jq -r -s "$4" 2>&1)
	check_eq "MCE located: $1" "$got" "$5"
}

# Step 3 of the location chain: an MCE's own registers (socket; Intel iMC/channel from the bank,
# else MCACOD's channel; AMD UMC and chip select), then EDAC's DIMMs on that channel (mc_name and
# dimm_location as skx_common.c, i10nm_base.c, amd64_edac.c write them), else SMBIOS alone: a
# slot only when one populated slot can hold it.  Cases from the kernel's decode rules
# (i10nm_mc_decode: ICX iMC (bank-13)/4, channel (bank-13)%2; SPR iMC (bank-13)/2; amd64_edac:
# channel IPID[31:20], chip select SYND).
dimms_mce_locate() {
	local t=$OUT/dimms/mloc f='.[0] | "\(.location | tostring) \(.dimm.locator // "-") \(.dimm_candidates // [] | join(",")) \(.dimm_basis // .dimm.basis // "-")"'
	rm -rf "$t"; mkdir -p "$t"
	dimms_tree none "$t/one" && dimms_tree server "$t/two" || { fail "mce locate: trees"; return; }
	mce_locate_case "one populated slot: that slot" mce-locate-chan.log "$t/one" "$f" \
		'{"unit":"iMC","socket":0,"channel":3} DIMM 0  the only populated slot on this machine'
	mce_locate_case "two populated slots, no EDAC: both candidates, none chosen" mce-locate-chan.log "$t/two" "$f" \
		'{"unit":"iMC","socket":0,"channel":3} - P1-DIMMA1,P1-DIMMB1 SMBIOS does not say which slot is on which channel'
	# skx: mc2 is socket 1 iMC 0; its channel 1 holds P1-DIMMB1 (a label set to the silkscreen name)
	cp -a "$t/two" "$t/skx"
	edac_at "$t/skx" 0 "Skylake Socket#0 IMC#0" dimm0 P1-DIMMA1 "channel 0 slot 0 "
	edac_at "$t/skx" 2 "Skylake Socket#1 IMC#0" dimm2 P1-DIMMB1 "channel 1 slot 0 "
	mce_locate_case "SKX bank 14 (iMC0 ch1), socket 1: EDAC's one DIMM there" mce-locate-skx.log "$t/skx" "$f" \
		'{"unit":"iMC","socket":1,"imc":0,"channel":1} P1-DIMMB1  EDAC lists mc2 channel 1 slot 0 (P1-DIMMB1) as the one DIMM there'
	# the driver's own label names no SMBIOS slot: EDAC's DIMM is said, no slot chosen
	cp -a "$t/two" "$t/skxdef"
	edac_at "$t/skxdef" 0 "Skylake Socket#0 IMC#0" dimm0 CPU_SrcID#0_MC#0_Chan#0_DIMM#0 "channel 0 slot 0 "
	edac_at "$t/skxdef" 2 "Skylake Socket#1 IMC#0" dimm2 CPU_SrcID#1_MC#0_Chan#1_DIMM#0 "channel 1 slot 0 "
	mce_locate_case "SKX, EDAC's default labels: its DIMM named, no slot" mce-locate-skx.log "$t/skxdef" "$f" \
		"{\"unit\":\"iMC\",\"socket\":1,\"imc\":0,\"channel\":1} -  EDAC's DIMMs there are mc2 channel 1 slot 0 (CPU_SrcID#1_MC#0_Chan#1_DIMM#0), a label no SMBIOS slot's locator matches"
	# i10nm, all four iMCs of the socket present: bank 17 is iMC1 channel 0
	cp -a "$t/two" "$t/icx"
	for i in 2 3; do mkdir -p "$t/icx/devices/system/edac/mc/mc$i"; echo "Intel_10nm Socket#0 IMC#$i" > "$t/icx/devices/system/edac/mc/mc$i/mc_name"; done
	edac_at "$t/icx" 0 "Intel_10nm Socket#0 IMC#0" dimm0 P1-DIMMA1 "channel 0 slot 0 "
	edac_at "$t/icx" 1 "Intel_10nm Socket#0 IMC#1" dimm0 P1-DIMMB1 "channel 0 slot 0 "
	mce_locate_case "ICX bank 17 (iMC1 ch0): EDAC's one DIMM there" mce-locate-icx.log "$t/icx" "$f" \
		'{"unit":"iMC","socket":0,"imc":1,"channel":0} P1-DIMMB1  EDAC lists mc1 channel 0 slot 0 (P1-DIMMB1) as the one DIMM there'
	# an iMC missing: Linux 6.12 renumbers the rest, so IMC# may not be the bank's iMC: EDAC not used
	rm -rf "$t/icx/devices/system/edac/mc/mc3"
	mce_locate_case "ICX, an iMC missing (6.12 renumbers): EDAC not trusted, candidates" mce-locate-icx.log "$t/icx" "$f" \
		'{"unit":"iMC","socket":0,"imc":1,"channel":0} - P1-DIMMA1,P1-DIMMB1 SMBIOS does not say which slot is on which channel'
	# SPR: bank 15 is iMC1 channel 0; EDAC has two DIMMs on that channel (slots 0 and 1)
	cp -a "$t/two" "$t/spr"
	for i in 0 2 3; do mkdir -p "$t/spr/devices/system/edac/mc/mc$i"; echo "Intel_10nm Socket#0 IMC#$i" > "$t/spr/devices/system/edac/mc/mc$i/mc_name"; done
	edac_at "$t/spr" 1 "Intel_10nm Socket#0 IMC#1" dimm0 P1-DIMMA1 "channel 0 slot 0 "
	edac_at "$t/spr" 1 "Intel_10nm Socket#0 IMC#1" dimm1 P1-DIMMB1 "channel 0 slot 1 "
	mce_locate_case "SPR bank 15 (iMC1 ch0), two DIMMs on the channel: both, none chosen" mce-locate-spr.log "$t/spr" "$f" \
		'{"unit":"iMC","socket":0,"imc":1,"channel":0} - P1-DIMMA1,P1-DIMMB1 EDAC lists mc1 channel 0 slot 0 (P1-DIMMA1), mc1 channel 0 slot 1 (P1-DIMMB1) there'
	# EDAC must list every populated slot for "the one there": one missing, EDAC is not used
	cp -a "$t/two" "$t/skxpart"
	edac_at "$t/skxpart" 2 "Skylake Socket#1 IMC#0" dimm2 P1-DIMMB1 "channel 1 slot 0 "
	mce_locate_case "EDAC lists fewer DIMMs than SMBIOS has populated: not trusted, candidates" mce-locate-skx.log "$t/skxpart" "$f" \
		'{"unit":"iMC","socket":1,"imc":0,"channel":1} - P1-DIMMA1,P1-DIMMB1 SMBIOS does not say which slot is on which channel'
	# sb_edac (Haswell): a home agent's channels may run in lockstep or mirrored pairs: both are candidates
	cp -a "$t/two" "$t/hsx"
	edac_at "$t/hsx" 0 "Haswell SrcID#0_Ha#0" dimm0 P1-DIMMA1 "channel 0 slot 0 "
	edac_at "$t/hsx" 0 "Haswell SrcID#0_Ha#0" dimm3 P1-DIMMB1 "channel 1 slot 0 "
	mce_locate_case "HSX bank 9 (iMC0 ch0), sb_edac: the lockstep partner channel's DIMM too" mce-locate-hsx.log "$t/hsx" "$f" \
		'{"unit":"iMC","socket":0,"imc":0,"channel":0} - P1-DIMMA1,P1-DIMMB1 EDAC lists mc0 channel 0 slot 0 (P1-DIMMA1), mc0 channel 1 slot 0 (P1-DIMMB1) there'
	# AMD: UMC 3 (IPID[31:20]), chip select 1 (SYND); amd64_edac's rankM "csrow CS channel UMC"
	cp -a "$t/two" "$t/amd"
	edac_at "$t/amd" 0 "F17h_M30h" rank0 P1-DIMMA1 "csrow 0 channel 0 "
	edac_at "$t/amd" 0 "F17h_M30h" rank11 P1-DIMMB1 "csrow 1 channel 3 "
	mce_locate_case "AMD UMC 3 cs 1: EDAC's rank there" mce-locate-amd.log "$t/amd" "$f" \
		'{"unit":"UMC","channel":3,"chip_select":1} P1-DIMMB1  EDAC lists mc0 csrow 1 channel 3 (P1-DIMMB1) as the one DIMM there'
	check "MCE located: the text names the slot and the MCE's coordinates" sh -c \
		"'$RAS' dump -1 -i tests/logs/mce-locate-amd.log --sysfs '$t/amd' | grep -q 'slot P1-DIMMB1 (P0_Node0_Channel1_Dimm0) serial 2A1B3C4D part 36ASF2G72PZ-2G9E2: EDAC lists .* (MCE: UMC 3, cs 1)'"
	check "MCE located: no inventory with --input, nothing added" sh -c \
		"! '$RAS' dump -i tests/logs/mce-locate-amd.log --json | jq -e 'select(.location or .dimm or .dimm_candidates)' >/dev/null"
}

group_dimms() {
	[ -x "$RAS" ] || { fail "dimms: $RAS not built"; return; }
	mkdir -p "$OUT/dimms"
	dimms_fixtures
	dimms_edac
	dimms_errors
	dimms_locate
	dimms_mce_locate
}
