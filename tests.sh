#!/usr/bin/env bash
# tests.sh: ras's test suite.  './tests.sh' runs the default groups (what CI
# runs), './tests.sh GROUP...' only those, './tests.sh --help' lists them.  The
# harness (ok, fail, check, relay, daemon_start, ...) is tests/lib.sh; the
# larger groups are tests/GROUP.sh files, sourced below.  See tests/README.
set -u
cd "$(dirname "$0")"
ROOT=$PWD
OUT=$ROOT/tests/out
. "$ROOT/tests/lib.sh"

group_build() {
	make --no-print-directory >"$OUT/build.log" 2>&1 || { fail "make" "$(tail -5 "$OUT/build.log")"; return; }
	ok "make"
	check "ras is a static binary" sh -c "file '$ROOT/ras' | grep -q 'statically linked'"
	local sz; sz=$(strip -o "$OUT/ras.stripped" "$ROOT/ras" && wc -c < "$OUT/ras.stripped")
	echo "   stripped size: $sz bytes ($((sz / 1024)) KiB)"
	# 747,400 bytes before ras tables (every table row with its source: 20 KiB) and reading
	# ras's own logs, the trust policy and the log shapes (about 29 KiB); 800,648 before the
	# previous boot of a persistent trace instance and rotated logs (about 12 KiB); ncurses
	# as make deps builds it today is 8 KiB more than the one these were measured with;
	# 857,992 before PCIe AER records (issue 33: the record kind through every view and
	# reader, sysfs, state, metrics, top, doctor, the kernel's AER lines: about 37 KiB)
	check "stripped ras under 900 KiB" test "$sz" -lt $((900 * 1024))
}

group_unit() {
	local cc=${1:-gcc} flags=${2:-}
	$cc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g $flags -o "$OUT/unit$3" tests/unit.c 2>"$OUT/unit-build.log" ||
		{ fail "unit tests build$3" "$(head -5 "$OUT/unit-build.log")"; return; }
	if "$OUT/unit$3" "$FMT" >"$OUT/unit.log" 2>&1; then ok "unit tests$3 ($(tail -1 "$OUT/unit.log"))"
	else fail "unit tests$3" "$(grep -m5 -E 'FAIL|ERROR|runtime error' "$OUT/unit.log")"; fi
	# the ring review's reproducers: a write in flight over the oldest read-only record, a
	# writable ring's data_head read as 0 once
	$cc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g $flags -o "$OUT/ring_repro$3" tests/ring_repro.c 2>"$OUT/ring_repro-build.log" ||
		{ fail "ring reproducers build$3" "$(head -5 "$OUT/ring_repro-build.log")"; return; }
	if "$OUT/ring_repro$3" "$FMT" >"$OUT/ring_repro.log" 2>&1; then ok "ring: a write in flight is one record lost, a torn data_head is not a rewind, a pread ring drains to the last head it read and reads what lies before a head it read without poll(), a mapped ring reads data_head only on news, failing reads are said once and leave poll()$3"
	else fail "ring reproducers$3" "$(grep -v '^  ' "$OUT/ring_repro.log" | head -5)"; fi
	$cc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g $flags -o "$OUT/daemon_regress$3" tests/daemon_regress.c 2>"$OUT/daemon_regress-build.log" ||
		{ fail "daemon regression cases build$3" "$(head -5 "$OUT/daemon_regress-build.log")"; return; }
	if "$OUT/daemon_regress$3" "$FMT" >"$OUT/daemon_regress.log" 2>&1; then ok "daemon regression cases: torn headers, buckets, trigger keys$3 ($(tail -1 "$OUT/daemon_regress.log"))"
	else fail "daemon regression cases$3" "$(grep -m5 -i 'fail' "$OUT/daemon_regress.log")"; fi
}

layouts="linux-2.6.32 linux-3.10 linux-6.1 linux-6.10 linux-6.15"

cli_usage() {
	check "--help exits 0" run 0 "$OUT/so" "$OUT/se" "$RAS" --help
	check "--version" sh -c "'$RAS' --version | grep -q '^ras [0-9]'"
	check "dump --help" sh -c "'$RAS' dump --help | grep -q -- '--input FILE'"
	check "no command: usage, exit 2" sh -c "'$RAS' 2>&1 >/dev/null | grep -q 'usage: ras'; [ \$? = 0 ] && ! '$RAS' 2>/dev/null; '$RAS' >/dev/null 2>&1; [ \$? = 2 ]"
	expect_err "unknown command: exit 2" 2 "unknown command 'frob'" "$RAS" frob
	check "unknown option: usage, exit 2" sh -c "'$RAS' dump --frob 2>&1 | grep -q 'usage: ras dump'; '$RAS' dump --frob >/dev/null 2>&1; [ \$? = 2 ]"
	expect_err "--cpu out of range" 2 "--cpu 99999" "$RAS" dump --cpu 99999
	expect_err "--cpu bad model" 2 "--cpu via:6:1" "$RAS" dump --cpu via:6:1
	expect_err "--bank out of range" 2 "--bank 256" "$RAS" dump --bank 256
	expect_err "--pages not a power of two" 2 "--pages 3" "$RAS" dump --pages 3
	expect_err "--wait negative" 2 "--wait -1" "$RAS" dump --wait -1
	expect_err "--source unknown" 2 "--source foo" "$RAS" dump --source foo
	expect_err "stray argument" 2 "unexpected argument 'x'" "$RAS" dump x
}

cli_layouts() {
	local l ref="" got
	for l in $layouts; do
		$MK capture "$FMT/$l" "$OUT/$l.cap" "$REC/common.jsonl" || { fail "mkcapture $l"; continue; }
		# keys every layout has; values must not depend on the layout
		got=$("$RAS" dump --input "$OUT/$l.cap" --json |
			jq -c '{time,mcgcap,mcgstatus,status,addr,misc,ip,tsc,walltime,cpu,cpuid,apicid,socketid,cs,bank,cpuvendor,src_cpu,time_ns}') ||
			{ fail "dump --json $l"; continue; }
		[ -n "$ref" ] || ref=$got
		if [ "$got" = "$ref" ] && [ "$(echo "$got" | wc -l)" = 5 ]; then ok "layout $l decodes the same values"
		else fail "layout $l decodes the same values" "$(diff <(echo "$ref") <(echo "$got") | head -5)"; fi
	done
	# the values are the ones written, field by field
	got=$(grep -v '^#' "$REC/common.jsonl" | jq -c '{status,addr,bank,cpu,walltime}')
	check "values match the input records" test "$got" = "$(echo "$ref" | jq -c '{status: .status, addr: .addr, bank, cpu, walltime}')"
	check "6.10 layout carries ppin and microcode" sh -c \
		"'$RAS' dump --input '$OUT/linux-6.10.cap' --json | jq -e 'has(\"ppin\") and has(\"microcode\")' >/dev/null"
	check "2.6.32 layout has no synd/ipid keys" sh -c \
		"'$RAS' dump --input '$OUT/linux-2.6.32.cap' --json | jq -e 'has(\"synd\") | not' >/dev/null"
}

cli_dump() {
	local cap=$OUT/linux-6.1.cap
	check "text dump shows every record" sh -c "[ \$('$RAS' dump --input '$cap' | grep -c '^  status 0x') = 5 ]"
	check "text dump: status and bits" sh -c "'$RAS' dump --input '$cap' | grep -q 'status 0xbd000000000000c0 \[VAL UC EN MISCV ADDRV S\]'"
	check "text dump: addr only when ADDRV" sh -c "! '$RAS' dump --input '$cap' --bank 1 --cpu 1 | grep -q addr"
	check "json is valid for jq" sh -c "'$RAS' dump --input '$cap' --json | jq -e . >/dev/null"
	check "json hex values are strings" sh -c "'$RAS' dump --input '$cap' --json | jq -e -s 'all(.status | test(\"^0x[0-9a-f]+$\"))' >/dev/null"
	check "--cpu filter" sh -c "[ \$('$RAS' dump --input '$cap' --json --cpu 1 | wc -l) = 2 ]"
	check "--bank filter" sh -c "[ \$('$RAS' dump --input '$cap' --json --bank 1 | wc -l) = 2 ]"
	check "--cpu and --bank" sh -c "[ \$('$RAS' dump --input '$cap' --json --cpu 0 --bank 9 | jq -r .status) = 0xbd000000000000c0 ]"
	rm -f "$OUT/resaved.cap"
	check "--save round trip" sh -c "'$RAS' dump --input '$cap' --save '$OUT/resaved.cap' --json > '$OUT/a.json' &&
		'$RAS' dump --input '$OUT/resaved.cap' --json > '$OUT/b.json' && cmp -s '$OUT/a.json' '$OUT/b.json'"
	expect_err "--save refuses to overwrite" 1 "File exists" "$RAS" dump --input "$cap" --save "$OUT/resaved.cap"
	check "cpu model travels with the capture" sh -c "$MK capture '$FMT/linux-2.6.32' '$OUT/m.cap' '$REC/common.jsonl' --cpu-model amd:0x19:0x11 &&
		'$RAS' dump --input '$OUT/m.cap' --bank 9 | grep -q 'processor Intel family 0x6 model 0x55' "
	check "empty capture: no records, exit 0" sh -c "echo -n | $MK capture '$FMT/linux-6.1' '$OUT/empty.cap' - &&
		'$RAS' dump --input '$OUT/empty.cap' > '$OUT/so' && [ ! -s '$OUT/so' ]"
	$MK capture "$FMT/linux-6.1" "$OUT/lost.cap" - <<-'EOF'
	{"status":"0x9c00410000010016","bank":1,"cpu":2}
	{"lost":17,"_cpu":2}
	EOF
	check "lost records in a capture are reported" sh -c "'$RAS' dump --input '$OUT/lost.cap' 2>&1 >/dev/null | grep -q 'cpu 2: 17 records lost'"
}

cli_bad_input() {
	local cap=$OUT/linux-6.1.cap size i bad=0
	expect_err "missing input file" 1 "/nonexistent.cap: No such file" "$RAS" dump --input /nonexistent.cap
	check "a file that is not a capture is read as a text log" sh -c "'$RAS' dump --input '$FMT/linux-6.1' 2>&1 >/dev/null | grep -q 'no machine check records found'"
	printf 'RASCAPT\nxxxx' > "$OUT/badhdr.cap"
	expect_err "capture with a bad header" 1 "truncated in the header|too short" "$RAS" dump --input "$OUT/badhdr.cap"
	: > "$OUT/empty.file"
	expect_err "empty input file" 1 "empty.file: empty file" "$RAS" dump --input "$OUT/empty.file"
	printf 'RASCAPT\n\x63\x00\x00\x00\x00\x00\x00\x00' > "$OUT/newer.cap"
	expect_err "capture from a newer version" 1 "version 99 is newer" "$RAS" dump --input "$OUT/newer.cap"
	cat "$cap" "$cap" > "$OUT/double.cap"
	expect_err "data after the end marker" 1 "data after the end marker" "$RAS" dump --input "$OUT/double.cap"
	# every truncation of a (one-record) capture is refused, and nothing is printed
	head -2 "$REC/common.jsonl" | $MK capture "$FMT/linux-6.1" "$OUT/one.cap" -
	cap=$OUT/one.cap size=$(wc -c < "$cap")
	for ((i = 0; i < size; i += ${TRUNC_STEP:-1})); do
		head -c "$i" "$cap" > "$OUT/trunc.cap"
		if "$RAS" dump --input "$OUT/trunc.cap" >"$OUT/so" 2>"$OUT/se" || [ -s "$OUT/so" ] ||
		   ! grep -qE 'truncated|too short|empty file' "$OUT/se"; then
			bad=$((bad + 1)); [ $bad -lt 3 ] && echo "   truncated at $i: $(cat "$OUT/se")"
		fi
	done
	if [ $bad = 0 ]; then ok "capture truncated at each of $size offsets is refused"; else fail "truncated captures" "$bad offsets accepted"; fi
}

cli_live() {
	# This machine's kernel may have no MCE tracepoint: dump must say why, exit 1.
	mkdir -p "$OUT/fake-tracefs/events"
	expect_err "tracefs without mce events" 1 "no mce:mce_record tracepoint" "$RAS" dump --tracefs "$OUT/fake-tracefs"
	expect_err "persistent dir missing" 1 "pdir-none: No such file" "$RAS" dump --source persistent --persistent-dir "$OUT/pdir-none"
	if [ -d /sys/kernel/tracing/events/mce/mce_record ] || [ -d /sys/kernel/debug/tracing/events/mce/mce_record ]; then
		check "live dump on this kernel" run 0 "$OUT/so" "$OUT/se" "$RAS" dump
	else
		expect_err "live dump on a kernel without MCE events fails cleanly" 1 "mce_record|tracefs" "$RAS" dump
	fi
}

cli_persistent() {
	local d=$OUT/pdir n lost
	rm -rf "$d"; mkdir -p "$d"
	grep -v '^#' "$REC/common.jsonl" | head -4 > "$OUT/four.jsonl"
	$MK ring "$FMT/linux-6.1" "$d" 0 "$OUT/four.jsonl" --pages 1
	$MK ring "$FMT/linux-6.1" "$d" 1 "$OUT/four.jsonl" --pages 1
	check "persistent: every buffer read" sh -c "[ \$('$RAS' dump --source persistent --persistent-dir '$d' --format '$FMT/linux-6.1' --json | wc -l) = 8 ]"
	check "auto picks persistent when its files exist" sh -c "'$RAS' dump -v --persistent-dir '$d' --format '$FMT/linux-6.1' 2>&1 >/dev/null | grep -q 'source: persistent'"
	check "persistent: a second reader sees the same" sh -c "'$RAS' dump --persistent-dir '$d' --format '$FMT/linux-6.1' --json > '$OUT/r1' &&
		'$RAS' dump --persistent-dir '$d' --format '$FMT/linux-6.1' --json > '$OUT/r2' && cmp -s '$OUT/r1' '$OUT/r2'"
	expect_err "missing format file" 1 "/nonexistent/format: No such file" "$RAS" dump --source persistent --persistent-dir "$d" --format /nonexistent/format
	# overwrite: 1 page holds 28 samples of 144 bytes; write 100
	rm -rf "$d"; mkdir -p "$d"
	python3 -c 'import json
for i in range(100): print(json.dumps({"status": 0x9c00000000000000 + i, "bank": 1, "cpu": 0, "_time": i}))' > "$OUT/hundred.jsonl"
	$MK ring "$FMT/linux-6.1" "$d" 0 "$OUT/hundred.jsonl" --pages 1
	"$RAS" dump --persistent-dir "$d" --format "$FMT/linux-6.1" --json >"$OUT/so" 2>"$OUT/se"
	n=$(wc -l < "$OUT/so"); lost=$(grep -o '[0-9]* records overwritten' "$OUT/se" | cut -d' ' -f1)
	if [ "$n" = 28 ] && [ "$lost" = 72 ] && [ "$(head -1 "$OUT/so" | jq -r .status)" = 0x9c00000000000048 ]; then
		ok "persistent overwrite: 72 lost counted exactly, newest 28 read"
	else fail "persistent overwrite" "read $n, lost '$lost': $(cat "$OUT/se")"; fi
	# a writer appending while we read, with --wait
	rm -rf "$d"; mkdir -p "$d"
	$MK ring "$FMT/linux-6.1" "$d" 0 "$OUT/hundred.jsonl" --pages 4 --start 100   # empty buffer
	( sleep 0.3; $MK ring "$FMT/linux-6.1" "$d" 0 "$OUT/hundred.jsonl" --pages 4 --delay 0.005 ) &
	"$RAS" dump --persistent-dir "$d" --format "$FMT/linux-6.1" --json --wait 8 --interval 50 >"$OUT/so" 2>"$OUT/se"	# the writer needs 0.8 s idle, more under load
	wait
	if jq -r .status "$OUT/so" | cmp -s - <(python3 -c 'for i in range(100): print(hex(0x9c00000000000000 + i))'); then
		ok "persistent: 100 records from a concurrent writer, in order, none lost"
	else fail "persistent concurrent writer" "$(wc -l < "$OUT/so") records; $(head -3 "$OUT/se")"; fi
}

# the groups in files of their own (tests/GROUP.sh, written with tests/lib.sh's
# helpers); robust: what a RAS daemon must never do silently (sinks that stall,
# forged or changing input, privileges): tests/robust_*.sh
source "$ROOT/tests/daemon.sh"
source "$ROOT/tests/robust_sinks.sh"
source "$ROOT/tests/robust_input.sh"
source "$ROOT/tests/edges.sh"
source "$ROOT/tests/dimms.sh"
source "$ROOT/tests/doctor.sh"
source "$ROOT/tests/summary.sh"
source "$ROOT/tests/ecosystem.sh"
group_robust() {
	[ -x "$RAS" ] || { fail "robust: $RAS not built"; return; }
	group_robust_sinks
	group_robust_input
}

group_tracefs() {
	local cc=${1:-gcc} flags=${2:-} tag=${3:-}
	$cc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g $flags \
	    -o "$OUT/tracefs$tag" tests/tracefs_test.c 2>"$OUT/tracefs-build.log" ||
		{ fail "tracefs tests build$tag" "$(head -5 "$OUT/tracefs-build.log")"; return; }
	if "$OUT/tracefs$tag" tests/tracefs/linux-6.1 >"$OUT/tracefs.log" 2>&1
	then ok "tracefs page parser tests$tag ($(tail -1 "$OUT/tracefs.log"))"
	else fail "tracefs tests$tag" "$(grep -m5 -E 'FAIL|runtime error' "$OUT/tracefs.log")"; fi
	# end to end, as a user runs it: the real 6.1 pages in a fake tracefs tree
	check "ras dump -S tracefs reads the 4 records of real 6.1 pages" sh -c \
		"[ \$('$RAS' dump -S tracefs -T tests/tracefs/linux-6.1 -1 | grep -c 'status 0x') = 4 ]"
	# real pages of 6.1 and of 6.12 (ppin, microcode; Intel and AMD guests), every field of every
	# record against the kernel's own text of it (tests/tracefs_check.py)
	local t
	for t in linux-6.1 linux-6.12-intel linux-6.12-amd; do
		if python3 tests/tracefs_check.py "$RAS" tests/tracefs/$t >"$OUT/tracefs-check-$t.log" 2>&1
		then ok "ras dump -S tracefs of real $t pages: $(tail -1 "$OUT/tracefs-check-$t.log"), every field as the kernel's text"
		else fail "tracefs pages of $t" "$(grep -m3 FAIL "$OUT/tracefs-check-$t.log" || tail -2 "$OUT/tracefs-check-$t.log")"; fi
	done
	# PCIe AER errors injected under QEMU into Debian's 6.1 and 6.12 (issue 33): device,
	# severity, status bits (their values from the format's own print fmt) and TLP header of
	# every ras:aer_event against the kernel's text (tests/aer_check.py)
	for t in aer-6.1 aer-6.12; do
		if python3 tests/aer_check.py "$RAS" tests/tracefs/$t >"$OUT/aer-check-$t.log" 2>&1
		then ok "ras:aer_event of real $t pages: $(grep -c '^ok' "$OUT/aer-check-$t.log") checks, as the kernel's text"
		else fail "ras:aer_event of $t" "$(grep -m3 FAIL "$OUT/aer-check-$t.log" || tail -2 "$OUT/aer-check-$t.log")"; fi
	done
	# CXL (issue 33): QEMU 7.2 makes no cxl: record, so records are laid out by the real
	# 6.12 format files into built pages (tests/cxl_check.py): every field only when the kernel
	# gave it, the print fmt's names, severity, read back, and the daemon's counts and trigger
	if python3 tests/cxl_check.py "$RAS" "$OUT/cxl" >"$OUT/cxl-check.log" 2>&1
	then ok "cxl: events of 6.12's 8 format files, built pages: $(grep -c '^ok' "$OUT/cxl-check.log") checks"
	else fail "cxl: events from 6.12's format files" "$(grep -m3 FAIL "$OUT/cxl-check.log" || tail -2 "$OUT/cxl-check.log")"; fi
	tracefs_ras
}

# ras: events from real pages: memory_failure_event fired by madvise(MADV_HWPOISON) and
# hwpoison_inject on Debian 6.1 and 6.12 (the 6.12 kernel renumbered the page types: the
# names must come from each kernel's format), and mc_event/extlog_mem_event injected on the
# test kernel (tests/fixtures/ras-events; expected values: the kernel's own trace text)
tracefs_ras() {
	local v want got cap=$OUT/ras-events.cap
	for v in 6.1 6.12; do
		want=$(sed -n 's/.*memory_failure_event: pfn \(0x[0-9a-f]*\): recovery action for \(.*\): \(.*\)/\1 \2 \3/p' \
			tests/fixtures/ras-events/linux-$v/memory_failure.trace.txt | sort)
		got=$("$RAS" dump -S tracefs -T tests/tracefs/ras-$v --json 2>/dev/null |
			jq -r '.memory | "\(.pfn) \(.operation) \(.kernel_action)"' | sort)
		if [ -n "$want" ] && [ "$want" = "$got" ]; then ok "ras:memory_failure_event of Linux $v: $(echo "$got" | wc -l) pages, as the kernel's trace says"
		else fail "ras:memory_failure_event of Linux $v" "got '$got' want '$want'"; fi
	done
	got=$("$RAS" dump -S tracefs -T tests/tracefs/ras-inject --json 2>/dev/null | jq -r -s \
		'map(select(.memory.reporter == "edac" or .memory.reporter == "cper") | .memory |
		[.reporter, .reporter_severity, .count // "-", .edac_mc // "-",
		.addr // (if .addr_unknown then "unknown" else "-" end), .grain, .syndrome // "-",
		.edac_label // "-", .operation // "-", .fru_text // "-", .seq // "-", .edac_layer_top // "-",
		.edac_layer_mid // "-", .edac_layer_low // "-"] | join(" ")) | join(",")')
	# address 0 with grain 1 is EDAC's "not known", "any memory" its placeholder, not a label
	want="edac corrected 1 0 0x12345000 64 0x55 CPU_SrcID#0_MC#0_Chan#1_DIMM#0 memory read error - - 1 2 -,"
	want+="edac uncorrected 3 1 unknown 1 0x0 - - - - 0 - -,edac corrected 0 2 unknown 1 0x0 - - - - 0 0 0,"
	want+="cper corrected - - 0x12345000 64 - - single-bit ECC P1-DIMMA1 7 - - -"
	check_eq "ras:mc_event and ras:extlog_mem_event (injected on the test kernel): every field, __data_loc strings" "$got" "$want"
	# ras:aer_event among them (issue 33): the kernel's own text of it is
	# "0000:00:1c.0 PCIe Bus Error: severity=Corrected, Receiver Error"
	got=$("$RAS" dump -S tracefs -T tests/tracefs/ras-inject --json 2>/dev/null |
		jq -r 'select(.kind == "pcie") | .pcie | "\(.device) \(.aer_severity) \(.aer_status) \(.errors | join(","))"')
	check_eq "ras:aer_event (injected on the test kernel): its device, severity and status bits, as the kernel's trace" \
		"$got" "0000:00:1c.0 corrected 0x00000001 RxErr"
	# a capture keeps each event's format: it replays anywhere
	rm -f "$cap"
	"$RAS" dump -S tracefs -T tests/tracefs/ras-6.12 --save "$cap" >/dev/null 2>&1
	check "capture of ras: events replays the same records" sh -c \
		"[ \"\$('$RAS' dump -S tracefs -T tests/tracefs/ras-6.12 -1 2>/dev/null)\" = \"\$('$RAS' dump -i '$cap' -1 2>/dev/null)\" ] &&
		 [ \$('$RAS' dump -i '$cap' -1 2>/dev/null | grep -c 'memory_failure') = 5 ]"
}

# QEMU: the stock Debian kernel under TCG, machine checks injected for real
group_qemu() {
	[ -x "$RAS" ] || { fail "qemu: $RAS not built"; return; }
	relay -s '^(LATENCY|STORM|INFO|# e2e:)' qemu "$OUT/qemu-e2e.log" tests/qemu/e2e.sh "$RAS"
}

# Hardening: the fuzz corpus and crash reproducers replayed, and the table
# of bad inputs (each must fail with one clear line, never crash or hang)
group_harden() {
	if bash tests/fuzz/run.sh regress >"$OUT/fuzz-regress.log" 2>&1
	then ok "fuzz regression: $(grep -c 'inputs ok' "$OUT/fuzz-regress.log") targets replay corpus and crashes"
	else fail "fuzz regression" "$(tail -5 "$OUT/fuzz-regress.log")"; fi
	if bash tests/fuzz/run.sh 10 >"$OUT/fuzz-smoke.log" 2>&1
	then ok "fuzz smoke: every target 10 s, no findings"
	else fail "fuzz smoke" "$(tail -5 "$OUT/fuzz-smoke.log")"; fi
	if bash tests/bad_input.sh "${1:-$RAS}" >"$OUT/bad-input.log" 2>&1
	then ok "bad inputs${2:-}: $(sed -n 's/^# bad_input: \([0-9]* passed, [0-9]* failed\).*/\1/p' "$OUT/bad-input.log")"
	else fail "bad inputs${2:-}" "$(grep -A1 '^FAIL - ' "$OUT/bad-input.log" | head -6)"; fi
}

# bench: numbers, not pass/fail thresholds (the machine may be busy)
now_ns() { date +%s%N; }
# bench_rate LABEL N CMD...: 5 wall-clock runs, min and median, records/s of
# the median (BENCH_MED, us, for ratios); a shared machine's wall clock
# varies, the instruction counts below do not
bench_rate() {
	local label=$1 n=$2 t0 t1 i ts=(); shift 2
	for i in 1 2 3 4 5; do
		t0=$(now_ns); "$@" >/dev/null 2>&1 || { fail "bench $label"; return; }; t1=$(now_ns)
		ts+=($(( (t1 - t0) / 1000 )))
	done
	read -r -a ts <<< "$(printf '%s\n' "${ts[@]}" | sort -n | tr '\n' ' ')"
	BENCH_MED=${ts[2]}
	printf '   %-34s %6d ms min %6d median  %10d records/s\n' "$label" $((ts[0] / 1000)) $((ts[2] / 1000)) \
		$((n * 1000000 / ts[2]))
	ok "bench $label"
}

group_bench() {
	local cap=$OUT/bench-1m.cap n=1000000 d=$OUT/bench-daemon t0 t1 hwm rss sz
	[ -s "$cap" ] || $MK capture "$FMT/linux-6.1" "$cap" - --count $n --cpu-model intel:6:0x55 ||
		{ fail "bench capture"; return; }
	echo "   1,000,000 records ($(($(wc -c < "$cap") / 1048576)) MiB capture, Skylake-SP, 6 status values x 32 banks):"
	bench_rate "dump, text blocks" $n "$RAS" dump --input "$cap"
	bench_rate "dump --oneline (the daemon's line)" $n "$RAS" dump --oneline --input "$cap"
	bench_rate "dump --json" $n "$RAS" dump --json --input "$cap"
	bench_rate "read and parse only (--bank 255)" $n "$RAS" dump --bank 255 --input "$cap"
	"$RAS" dump -v --input "$cap" 2>&1 >/dev/null | grep memo | sed 's/^/   /'
	# the same dump from the kernel's own lines: the text-log reader
	local log=$OUT/bench-200k.log nt=200000
	[ -s "$log" ] || python3 tests/mktextlog.py --count $nt "$log" || { fail "bench text log"; return; }
	echo "   200,000 records of kernel-log text ($(($(wc -c < "$log") / 1048576)) MiB, 4 lines each, dmesg/syslog/journal prefixes):"
	bench_rate "dump of kernel-log text" $nt "$RAS" dump --input "$log"
	bench_rate "dump --oneline of kernel-log text" $nt "$RAS" dump --oneline --input "$log"
	# a fleet's variation (issue 32): counts, addresses, MISC, CPUs all
	# differ; bare lines, the shape mcelog --ascii reads, so both read one file
	local vlog=$OUT/bench-200k-vary.log med mcelog=${MCELOG:-$(command -v mcelog)}
	[ -s "$vlog" ] || python3 tests/mktextlog.py --count $nt --vary - |
		sed 's/^.*mce: \[Hardware Error\]: //' > "$vlog" || { fail "bench varied text log"; return; }
	echo "   200,000 records of varied kernel-log text, bare (tests/mktextlog.py --vary):"
	bench_rate "dump of varied text" $nt "$RAS" dump --input "$vlog"; med=$BENCH_MED
	bench_rate "dump --oneline of varied text" $nt "$RAS" dump --oneline --input "$vlog"
	local med1=$BENCH_MED
	bench_rate "dump --json of varied text" $nt "$RAS" dump --json --input "$vlog"
	if [ -n "$mcelog" ] && [ -x "$mcelog" ]; then
		bench_rate "mcelog --ascii ($("$mcelog" --version 2>&1 | head -1))" $nt "$mcelog" --ascii --file "$vlog"
		printf '   %-34s %8s blocks, %s one line (medians; goal 10 and 12)\n' "ras / mcelog, varied text" \
			"$(echo "scale=1; $BENCH_MED / $med" | bc)x" "$(echo "scale=1; $BENCH_MED / $med1" | bc)x"
	else
		echo "   (no mcelog: MCELOG=PATH, built from its source with its Makefile, gives the ratio)"
	fi
	# ras summary of the daemon's JSON log: its own parser, no decode
	local jl=$OUT/bench-1m.jsonl
	[ -s "$jl" ] || python3 tests/mkjsonlog.py --count $n "$jl" || { fail "bench JSON log"; return; }
	echo "   1,000,000 records of the daemon's JSON log ($(($(wc -c < "$jl") / 1048576)) MiB, 24 DIMMs, 112 CPUs, 4 severities):"
	bench_rate "summary of the JSON log" $n "$RAS" summary -i "$jl"
	bench_rate "summary --json of the JSON log" $n "$RAS" summary --json -i "$jl"
	bench_rate "summary of kernel-log text" $nt "$RAS" summary -i "$log"
	# the drain every live source uses, from a buffer the benchmark fills
	gcc -std=gnu11 -O2 -Wall -Wextra -Werror -Wno-missing-field-initializers -o "$OUT/bench_ring" tests/bench_ring.c &&
		"$OUT/bench_ring" "$FMT/linux-6.1" 10000000 | sed 's/^/   /' && ok "bench ring_drain"
	# instructions per record: stable across machines and load, for comparing commits
	# the start-up baseline the instruction counts subtract
	$MK capture "$FMT/linux-6.1" "$OUT/empty.cap" - --count 0 || { fail "bench empty capture"; return; }
	if command -v valgrind >/dev/null; then
		$MK capture "$FMT/linux-6.1" "$OUT/bench-20k.cap" - --count 20000 --cpu-model intel:6:0x55
		valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out" "$RAS" dump --oneline \
			--input "$OUT/bench-20k.cap" >/dev/null 2>"$OUT/callgrind.log"
		valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind0.out" "$RAS" dump --oneline \
			--input "$OUT/empty.cap" >/dev/null 2>>"$OUT/callgrind.log"
		local ir ir0
		ir=$(sed -n 's/^summary: //p' "$OUT/callgrind.out"); ir0=$(sed -n 's/^summary: //p' "$OUT/callgrind0.out")
		printf '   %-34s %8d instructions per record (callgrind, 20,000 records, start-up subtracted)\n' \
			"dump --oneline" $(( (ir - ir0) / 20000 ))
		python3 tests/mktextlog.py --count 20000 "$OUT/bench-20k.log"
		valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind-log.out" "$RAS" dump --oneline \
			--input "$OUT/bench-20k.log" >/dev/null 2>>"$OUT/callgrind.log"
		ir=$(sed -n 's/^summary: //p' "$OUT/callgrind-log.out")
		printf '   %-34s %8d instructions per record (the same, from kernel-log text)\n' \
			"dump --oneline of kernel-log text" $(( (ir - ir0) / 20000 ))
		head -80000 "$vlog" > "$OUT/bench-20k-vary.log"
		for m in "" --oneline; do
			valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind-vary.out" "$RAS" dump $m \
				--input "$OUT/bench-20k-vary.log" >/dev/null 2>>"$OUT/callgrind.log"
			ir=$(sed -n 's/^summary: //p' "$OUT/callgrind-vary.out")
			printf '   %-34s %8d instructions per record (varied text)\n' \
				"dump ${m:-(blocks)} of varied text" $(( (ir - ir0) / 20000 ))
		done
		ok "bench callgrind"
	fi
	t0=$(now_ns); "$RAS" dump --input "$OUT/empty.cap" >/dev/null 2>&1; t1=$(now_ns)
	printf '   %-34s %8d us\n' "start-up: dump of an empty capture" $(( (t1 - t0) / 1000 ))
	sz=$(strip -o "$OUT/ras.stripped" "$RAS" && wc -c < "$OUT/ras.stripped")
	printf '   %-34s %8d bytes\n' "static binary, stripped" "$sz"
	# daemon: a storm through 4 perf-layout rings, text and JSON logs
	ringfeed_build || return
	daemon_feed "$d" 4 64 $n || { fail "bench ringfeed"; return; }
	t0=$(now_ns)
	daemon_start "$d" -I 2
	wait "$FEED"
	wait_records 120 "$d/log" $n
	t1=$(now_ns)
	sleep 1
	hwm=$(awk '/VmHWM/ { print $2 }' /proc/$DAEMON/status)
	rss=$(awk '/VmRSS|RssAnon|RssFile|RssShmem/ { printf "%s %s KiB, ", $1, $2 }' /proc/$DAEMON/status)
	daemon_stop "$d"
	printf '   %-34s %8d ms  %10d records/s, peak RSS %d KiB\n' \
		"daemon storm (4 CPUs, text+JSON)" $(( (t1 - t0) / 1000000 )) $(( n * 1000000000 / (t1 - t0) )) "$hwm"
	echo "   after the storm: ${rss%, } (RssFile: the 4 x 65-page ring files and the binary)"
	check "bench daemon storm: all $n records logged once" daemon_exactly_once "$d/log" $n
}

# kernel.patch: build (cached by patch+config hash), boot, and read the
# persistent buffers with ras (also run by .ci/run)
group_kernel() {
	relay kernel "$OUT/kernel.log" tests/kernel/run.sh "$RAS"
}

# side by side with rasdaemon on the same injected errors (opt-in: slow)
group_compare() {
	relay compare "$OUT/compare.log" tests/qemu/compare.sh "$RAS"
}

# initramfs-tools (mkinitramfs with contrib's hook and script) and dracut (contrib's
# 90ras, shell-only dracut): each image boots into the same small root file system
# whose daemon takes over with --import-early; machine checks injected in the
# initramfs, between the daemons and after the hand-over are each logged once,
# counters 3.  initramfs-tools' early daemon runs on in the root until the root
# daemon stops it; dracut's is stopped before switch_root.  Images cached by hash.
group_initramfs() {
	relay initramfs "$OUT/initramfs.log" tests/initramfs/mkinitramfs-test.sh "$RAS"
	relay dracut "$OUT/dracut.log" tests/initramfs/dracut-test.sh "$RAS"
}

# the same with systemd in the dracut image (ras-early.service; opt-in: ~1 min more)
group_dracut-systemd() {
	relay dracut-systemd "$OUT/dracut-systemd.log" tests/initramfs/dracut-test.sh "$RAS" --systemd
}

# static analysis: zero findings from cppcheck and clang's analyzer
# 'ras COMMAND --help' and rasd.8 list the same options, both ways (tests/helpman.sh)
group_helpman() {
	relay helpman "$OUT/helpman.log" tests/helpman.sh "$RAS"
	relay "rasd.8 examples" "$OUT/man-examples.log" python3 tests/man_examples.py "$RAS"
}

# make install / install-contrib (DESTDIR, PREFIX), man ras, the unit, logrotate
# with a running daemon (tests/install.sh)
group_install() {
	relay install "$OUT/install.log" tests/install.sh
}

group_lint() {
	local f=$OUT/lint.log
	if cppcheck --enable=warning,performance,portability --std=c11 --quiet --error-exitcode=1 \
	    --suppress=missingIncludeSystem ras.c >"$f" 2>&1
	then ok "cppcheck --enable=warning,performance,portability: no findings"
	else fail "cppcheck" "$(head -5 "$f")"; fi
	# insecureAPI flags every snprintf; padding is a size note, not a bug
	clang-tidy ras.c --checks='-*,clang-analyzer-*,-clang-analyzer-security.insecureAPI.*,-clang-analyzer-optin.performance.Padding' \
	    -- -std=gnu11 -I/usr/include/ncursesw >"$f" 2>&1
	if ! grep -qE 'warning:|error:' "$f"
	then ok "clang-tidy clang-analyzer-*: no findings"
	else fail "clang-tidy" "$(grep -E 'warning:|error:' "$f" | head -5)"; fi
	check "rasd.8: mandoc -Tlint, no warnings" sh -c "mandoc -Tlint -W warning rasd.8 >'$f' 2>&1"
	# 80 columns where a line can break: what is left is a string literal
	# (never split: a message is grepped for), a table row or a macro
	local wide
	wide=$(expand ras.c | awk 'length > 80' | wc -l)
	if [ "$wide" -le 440 ]; then ok "ras.c: $wide lines past 80 columns (at most 440)"
	else fail "ras.c: $wide lines past 80 columns, more than 440" "$(expand ras.c | awk 'length > 80 { print FNR ": " $0 }' | head -5)"; fi
}

# fuzzing: each target for ${FUZZ_SECONDS:-60} s (the default suite runs 10 s each in harden)
group_fuzz() {
	if bash tests/fuzz/run.sh "${FUZZ_SECONDS:-60}" >"$OUT/fuzz.log" 2>&1
	then ok "fuzz: every target ${FUZZ_SECONDS:-60} s, no findings"; grep '^fuzz ' "$OUT/fuzz.log" | sed 's/^/   /'
	else fail "fuzz" "$(tail -5 "$OUT/fuzz.log")"; fi
}

# ras top: driven in tmux at fixed sizes, --once golden frames, terminals
group_top() {
	STORM=${STORM:-300000} relay top "$OUT/top.log" bash tests/top.sh "${1:-$RAS}"
}

group_decode() {
	# ras tables: every table of ras.h with its row count and sources; the policy as rasd.8 has it
	relay "tables" "$OUT/tables.log" bash tests/tables_check.sh "$RAS"
	relay "trust" "$OUT/trust-policy.log" bash tests/trust_policy.sh "$RAS"
	local out
	out=$(python3 tests/decode_check.py "$RAS" tests/decode/*.txt 2>&1)
	if [ $? = 0 ]; then ok "decode table cases: $(echo "$out" | tail -1)"; else fail "decode table cases" "$(echo "$out" | tail -15)"; fi
	check "decode: one status on the command line" sh -c "'$RAS' decode --cpu intel:6:0x3a --bank 8 0x9000000000000091 | grep -q 'memory controller read error, channel 1'"
	check "decode --json parses" sh -c "'$RAS' decode --json --cpu amd:0x19:0x11 0x9c00100000000000 | jq -e '.severity == \"deferred\"' >/dev/null"
	expect_err "decode: not a number" 2 "'0xzz' is not a register value" "$RAS" decode 0xzz
	expect_err "decode: 17 hex digits" 2 "'0x19c00000000010135' is not a register value .*at most 16 digits" "$RAS" decode 0x19c00000000010135
	expect_err "decode: bank out of range" 2 "--bank 300" "$RAS" decode --bank 300 0x9000000000000000
	check "decode of pasted kernel lines: memory records decoded as such" sh -c \
		"'$RAS' decode < tests/logs/extlog-6.1.log | grep -q 'uncorrected firmware (CPER): multi-bit ECC'"
	expect_err "decode: batch bad item" 2 "stdin:1: 'frob' is not a register value" sh -c "echo 'status=0x1 frob' | '$RAS' decode -"
}

# kernel console, syslog, journal, mcelog and EDAC shapes (tests/logs)
text_case() {
	local name=$1 file=$2 filter=$3 want=$4 got
	got=$("$RAS" dump --input "tests/logs/$file" --json 2>/dev/null | jq -r -s "$filter" 2>&1)
	if [ "$got" = "$want" ]; then ok "text log: $name"; else fail "text log: $name" "got '$got' want '$want'"; fi
}

group_text() {
	# the reading model per log shape, forgeries, old kernels' shapes (tests/logs/trust/MANIFEST.tsv)
	relay "trust" "$OUT/trust.log" bash tests/trust_check.sh "$RAS" tests/logs/trust
	# every byte value through every string field of a log's records, into every output
	relay "bytes" "$OUT/bytes.log" python3 tests/bytes_check.py "$RAS"
	# ras reads its own logs back: dump -> JSON -> dump, the daemon's text and JSON logs
	relay "own logs" "$OUT/roundtrip.log" bash tests/roundtrip.sh "$RAS"
	# PCIe AER errors as aer.c, dpc.c and cper.c print them, 3.x to 7.x (issue 33)
	relay "PCIe AER lines" "$OUT/aer-text.log" python3 tests/aer_text_check.py "$RAS" tests/fixtures/aer/text
	# the review's cases of the AER reader among other lines (tests/fixtures/aer/regress)
	text_case "AER: a driver's line inside a CPER memory block leaves its address" ../fixtures/aer/regress/il.log \
		'map(.memory.addr) | join(" ")' "0x4a3f2c1000"
	text_case "AER: records in the log's order, behind one held for its other reports" ../fixtures/aer/regress/order.log \
		'map(.cpu // .pcie.device) | join(" ")' "0 5 0000:02:00.0"
	text_case "AER: a PCIe section's unverified boundary is not the next memory error's" ../fixtures/aer/regress/unv.log \
		'map(.boundary // "-") | join(" ")' "unverified -"
	text_case "AER: a driver's other line is no machine check's for the boundary" ../fixtures/aer/regress/bnd.log \
		'map(.boundary // "-") | join(" ")' "unverified"
	text_case "AER: an orphan 'found no error details' invents no record" ../fixtures/aer/regress/stale.log \
		'map(.pcie.device) | join(" ")' "0000:02:00.0"
	text_case "AER: 3.x's requester id names the device" ../fixtures/aer/regress/cantfind.log \
		'map(.pcie.device) | join(" ")' "0000:02:00.0"
	text_case "6.1 serial console: two records" serial-6.1.log 'length' 2
	text_case "6.1 serial console: values" serial-6.1.log '.[0] | [.cpu, .bank, .status, .mcgstatus, .addr, .misc, .ip, .cs, .tsc, .cpuid, .walltime, .microcode, .severity] | join(" ")' \
		"0 9 0xbd000000000000c0 0x5 0x1234000 0x86 0xffffffffb4e592eb 0x10 0x60d75c826 0x50654 1796284619 0x1 uncorrected-action-optional"
	text_case "6.1 serial console: second record" serial-6.1.log '.[1] | [.cpu, .bank, .status, .apicid, .severity, (.partial // false)] | join(" ")' "1 1 0xa000000000000000 1 uncorrected-no-action false"
	text_case "syslog prefix, unrelated lines skipped" syslog-4.x.log '.[] | select(.kind != "memory") | [.cpu, .bank, .status, .addr, .misc, .cpuid, .severity] | join(" ")' \
		"3 5 0xbe00000000800400 0xffcc0000 0x7f0000000086 0x306f2 fatal"
	text_case "syslog: the EDAC line of another page is a record of its own" syslog-4.x.log \
		'map(.memory.addr // "-") | join(" ")' "- 0xffcc000"
	# drivers/edac/skx_common.c skx_mce_check_error(): "EDAC skx MCn: CPU %d: Machine Check %s: 0x%llx Bank %d:
	# 0x%llx", then TSC/ADDR/MISC/PROCESSOR lines; skx_mce_output_error() -> edac_mc.c edac_ce_error():
	# "EDAC MCn: %d CE %s on %s (%s page:0x%lx offset:0x%lx grain:%ld syndrome:0x%lx - %s)"
	text_case "skx_edac: its MCE copy and its EDAC line are one record" edac-skx-6.1.log \
		'map([.cpu, .bank, .addr, (.memory.reported_by // [] | join("+")), .memory.edac_label // "-", .memory.row // "-", .memory.column // "-", .memory.rank // "-"] | join(" ")) | join(",")' \
		"0 14 0x1234567040 mce+edac CPU_SrcID#0_MC#0_Chan#1_DIMM#0 418 1016 1,5 1 0x0  - - - -"
	text_case "mce=print_all: the core's print and the driver's of one MCE: one record" edac-skx-printall.log \
		'map([.printed_twice, .microcode, .apicid, (.memory.reported_by | join("+")), .memory.slot] | join(" ")) | join(",")' \
		"true 0x5003604 4 mce+edac 1"
	# drivers/edac/sb_edac.c sbridge_mce_check_error()/sbridge_mce_output_error(): no 0x; detail "area:%s err_code:%04x:%04x socket:%d ha:%d channel_mask:%ld rank:%d"
	text_case "sb_edac (3.x): values without 0x, its detail keys" edac-sb-3.x.log \
		'map([.cpu, .bank, .addr, .misc, .memory.socket, .memory.imc, .memory.channel, .memory.rank, (.memory.reported_by | join("+"))] | join(" ")) | join(",")' \
		"0 7 0x3a4f21000 0x140e0086 0 0 2 2 mce+edac"
	# skx_edac before 5.x: "err_code:%04x:%04x socket:%d imc:%d rank:%d bg:%d ba:%d row:%x col:%x"; "A or B" labels
	# (edac_mc.c OTHER_LABEL); the UE line has no syndrome, "( page:" when no layer is known
	text_case "EDAC lines alone: hex row/col, ambiguous labels, UE" edac-skx-4.x.log \
		'map([.severity, .memory.addr, .memory.row // "-", .memory.column // "-", .memory.count, ((.details | test("DIMM one of: ")) | tostring)] | join(" ")) | join(",")' \
		"corrected 0x1f2e3d45c0 6699 1016 1 false,corrected 0x1f2e3d45c0 - - 2 true,uncorrected 0x22000 - - 1 false"
	# drivers/acpi/apei/ghes.c __ghes_print_estatus() "{seq}" HW_ERR, efi/cper.c cper_estatus_print() and
	# cper_print_mem(); ghes_edac.c's EDAC line; apei/apei-base.c... mce/apei.c apei_mce_report_mem_error()'s bank 255 record
	text_case "GHES: CPER block, ghes_edac line and the stand-in MCE: one record" ghes-6.1.log \
		'.[0] | [.bank, .bank_name, (.memory.reported_by | join("+")), .memory.dimm_location, .memory.fru_text, .memory.node, .memory.card, .memory.bank_group, .memory.bank, .memory.row, .memory.column, .memory.cper_error_type] | join(" ")' \
		"255 APEI mce+edac+cper NODE 1 CPU1_DIMM_B1 Card03, ChnB, DIMM0 1 3 2 1 4660 1016 2"
	text_case "GHES: a PCIe section is no memory record; a lone ghes_edac line is one" ghes-6.1.log \
		'map(select(.memory) | .memory.addr) | join(" ")' "0x4a3f2c1000 0x77aa1240"
	text_case "GHES: the PCIe section is a PCIe record (its registers cut off: no status)" ghes-6.1.log \
		'map(select(.kind == "pcie") | .pcie | "\(.device) \(.aer_severity) \(.aer_status // "-")") | join(",")' \
		"0000:00:01.0 non-fatal -"
	# drivers/acpi/acpi_extlog.c extlog_print(): "{seq}" HW_ERR "Hardware error detected on CPU%d"; cper_dimm_err_location()
	text_case "extlog: recoverable, CPU, DMI handle the kernel could not find" extlog-6.1.log \
		'.[0] | [.kind, .cpu, .severity, .memory.reporter_severity, .memory.smbios_handle, .memory.addr_mask, .memory.module] | join(" ")' \
		"memory 5 uncorrected recoverable 0x24 0xffffffffffffffc0 2"
	text_case "CPER location before 5.10: \"node: 0 card: 1\"" ghes-4.x.log \
		'.[0] | [.memory.card, .memory.bank, .memory.row, .memory.column, .memory.dimm_location] | join(" ")' "1 3 7 640 A2"
	text_case "the same error repeating stays one record per report" repeat-same-addr.log 'length' 3
	# rsyslog's RSYSLOG_FileFormat (RFC 3339 with a zone): an EDAC line and a GHES block take the
	# log's time (the block's first line's); a traditional syslog stamp has no year: no time
	text_case "ISO 8601 syslog: memory records take the line's wall time, a yearless stamp none" \
		rsyslog-iso-memory.log 'map((.memory.addr) + " " + (.time // "-")) | join(",")' \
		"0x1234000 2026-12-04T16:05:00Z,0x4a3f2c1000 2026-12-04T16:10:00Z,0x2234000 -"
	text_case "EDAC line and CPER block cut short: flagged, no address made up from what is left" edac-cut.log \
		'map([(.partial // false), .memory.addr // "-", .memory.pfn // "-"] | join(" ")) | join(",")' \
		"false 0x1f2e3d45c0 -,true - 0x1f2e3d4,true - -"
	# review findings (maintainer-level read of the join): each its reproduction
	text_case "AMD: amd64_edac's line after mce_amd's, addresses differ (normalised): one record" review-amd-zen-edac.log \
		'map([.bank, (.memory.reported_by // [] | join("+")), .memory.csrow // "-"] | join(" ")) | join(",")' "22 mce+edac 1"
	text_case "GHES block, then 200+ other lines, then ghes_edac's line: one record" review-ghes-late.log \
		'map(.memory.reported_by | join("+")) | join(",")' "edac+cper"
	text_case "one page, two addresses (another channel): two records" review-page-join.log 'map(.memory.addr // .addr) | join(" ")' "0x5040 0x5140"
	text_case "a label with parentheses stays whole" review-paren.log '.[0].memory.edac_label' "NODE 1 DIMM_A1 (top)"
	text_case "ghes_edac's 'not present. DMI handle:' is a handle, not a locator" review-edac-handle.log \
		'.[0] | [.memory.smbios_handle, (.memory.dimm_location // "-")] | join(" ")' "0x24 -"
	text_case "extlog's CPU survives the join with ghes_edac" review-ext+edac.log '.[0] | [.cpu, (.memory.reported_by | join("+"))] | join(" ")' "5 edac+cper"
	text_case "decode memo keyed by MISC (Westmere DIMM/channel from MISC)" review-memo-misc.log \
		'map(.details | capture("DIMM (?<d>[0-9]+); channel (?<c>[0-9]+)") | "\(.d)/\(.c)") | join(" ")' "1/0 3/3"
	text_case "hostile EDAC lines: no read past the line" review-dimm-overlap.log 'length' 1
	text_case "hostile EDAC key at the end of the location" review-mem-keys-ub.log 'length' 1
	text_case "journal shape with PPIN" journal-5.x.log '.[0] | [.cpu, .bank, .ppin, .apicid, .microcode] | join(" ")' "14 13 0x22f1c3b2d8e9a1a0 28 0x5003604"
	text_case "2.6.32 shape, no microcode" rhel6-2.6.32.log '.[0] | [.status, .mcgstatus, .cpuid, has("microcode"), (.partial // false)] | join(" ")' "0xb200000000070f0f 0x4 0x206d7 false false"
	text_case "mcelog records" mcelog.log 'map([.cpu, .bank, .status, .mcgcap, .apicid, .cpuid] | join(" ")) | join(",")' \
		"2 7 0x8c00004000010091 0x1000c16 4 0x406f1,5 1 0xbd80000000100134 0x1000c16 10 0x406f1"
	text_case "mcelog RIP and severity" mcelog.log '.[1] | [.cs, .ip, .severity] | join(" ")' "0x33 0x7f3b2c4d5e6f uncorrected-action-required"
	text_case "AMD EDAC decoder lines" amd-edac.log '.[0] | [.cpu, .bank, .status, .addr, .ipid, .synd, .cpuid, .cpuvendor] | join(" ")' \
		"0 22 0x9c2040000000011b 0x7f4c52e0 0x9600350f00 0x5a020001 0x830f10 2"
	# arch/i386/kernel/cpu/mcheck/{k7,p4,p6,non-fatal}.c of 2.4/2.6: printk(KERN_EMERG "CPU %d: Machine
	# Check Exception: %08x%08x\n") then "Bank %d: %08x%08x" [" at %08x%08x"] per bank; P6 later "CPU %d: Bank %d: ..."
	text_case "2.4/2.6 i386 handlers: a record per Bank line" linux-2.6-i386.log \
		'map([.cpu, .bank, .status, .mcgstatus // "-", .addr // "-", (.partial // false)] | join(" ")) | join(",")' \
		"1 3 0xf20000000002010a 0x4 0x12345000 false,1 4 0xb200000000070f0f 0x4 - false,0 2 0xb200000000000150 - 0xffcc0000 false"
	# mce_amd: pr_emerg(HW_ERR "IPID: 0x%016llx", m->ipid), ", Syndrome: ..." only when SyndV is set
	text_case "AMD EDAC: IPID on its own line (SyndV clear) still names the bank type" amd-edac-nosynd.log \
		'.[0] | [.cpu, .bank, .ipid, (has("synd") | tostring), .bank_name] | join(" ")' "2 5 0x500b000000000 false EX"
	text_case "record cut short is decoded and flagged" partial.log '.[0] | [.status, .severity, .partial] | join(" ")' "0xb200000000000150 fatal true"
	expect_err "status of 17 hex digits: named, --strict exit 1" 1 "bad-17digits.log:1: value does not fit in 64 bits: '19c00000000010135'" \
		sh -c "'$RAS' dump --strict --input tests/logs/bad-17digits.log >/dev/null"
	check "text with no records: nothing, says so, exit 0" sh -c "'$RAS' dump --input README 2>'$OUT/se' > '$OUT/so' && [ ! -s '$OUT/so' ] && grep -q 'no machine check records' '$OUT/se'"
}

group_cli() {
	[ -x "$RAS" ] || { fail "cli: $RAS not built"; return; }
	cli_usage
	cli_layouts
	cli_dump
	cli_bad_input
	cli_live
	cli_persistent
}

group_asan() {
	make --no-print-directory asan >"$OUT/asan-build.log" 2>&1 || { fail "make asan" "$(tail -5 "$OUT/asan-build.log")"; return; }
	ok "make asan"
	group_unit gcc "-fsanitize=address,undefined -fno-sanitize-recover=undefined" " (asan)"
	group_tracefs gcc "-fsanitize=address,undefined -fno-sanitize-recover=undefined" " (asan)"
	echo "# top with the ASan/UBSan build"
	STORM=0 group_top "$ROOT/ras-asan"
	echo "# cli tests with the ASan/UBSan build"
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 RAS=$ROOT/ras-asan group_cli_asan
}

group_cli_asan() {
	local RAS=$ROOT/ras-asan TRUNC_STEP=13
	cli_usage; cli_layouts; cli_dump; cli_bad_input; cli_persistent; group_decode; group_text; group_dimms; group_summary
}

DEFAULT_GROUPS="build unit cli decode text edges dimms doctor summary daemon robust ecosystem tracefs top harden lint helpman install asan qemu initramfs"
OPTIN_GROUPS="kernel bench fuzz compare dracut-systemd"

usage() {
	cat <<EOF
usage: ./tests.sh [GROUP...]    the default groups, or only those named, in that order
       ./tests.sh --help        this text
default groups, in order (what CI runs):
$(echo "$DEFAULT_GROUPS" | fold -s -w 76 | sed 's/ *$//; s/^/    /')
opt-in groups:
    kernel          kernel.patch built into Debian's kernels, booted under QEMU
                    (.ci/run runs it too)
    bench           decode, drain, summary and daemon figures
    fuzz            every fuzz target for FUZZ_SECONDS (60) s
    compare         side by side with rasdaemon under QEMU
    dracut-systemd  the dracut test with systemd in the image
RAS=PATH tests another ras binary (default ./ras).  Each check prints "ok - NAME",
"FAIL - NAME: why" or "skip - NAME: why"; the last line counts them, the exit
status is 1 if any failed.  Output in tests/out/.  Set-up (README): as root
'make deps test-deps', then 'make'.
EOF
}

main() {
	local groups=("$@") g t0=$SECONDS prev tg
	for g in "${groups[@]}"; do
		case $g in -h|--help|help) usage; exit 0 ;; esac
		case " $DEFAULT_GROUPS $OPTIN_GROUPS " in
		*" $g "*) ;;
		*) echo "tests.sh: unknown group '$g'" >&2; usage >&2; exit 2 ;;
		esac
	done
	[ ${#groups[@]} -gt 0 ] || read -r -a groups <<< "$DEFAULT_GROUPS"
	mkdir -p "$OUT"
	for g in "${groups[@]}"; do
		[ "$g" = "${groups[0]}" ] || echo "#   ($prev took $((SECONDS - tg)) s)"
		echo "# $g"
		prev=$g tg=$SECONDS
		case $g in
		unit) group_unit gcc "" "" ;;
		*) "group_$g" ;;
		esac
	done
	echo "#   ($prev took $((SECONDS - tg)) s)"
	echo "# $PASS passed, $FAIL failed$([ "$SKIP" = 0 ] || echo ", $SKIP skipped") in $((SECONDS - t0)) s"
	[ "$SKIP" = 0 ] || printf '#   skipped: %s\n' "${SKIPPED[@]}"
	[ "$FAIL" = 0 ] || { printf '#   failed: %s\n' "${FAILED[@]}"; exit 1; }
}

main "$@"
