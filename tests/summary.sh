# tests/summary.sh: sourced by tests.sh (group summary).  'ras summary' on a
# hand-written JSON log whose counts are known, on the kernel logs of
# tests/logs (the same counts as 'ras dump --json' of them, summarised), and
# what it must refuse or report: a malformed line with its number, a gzip
# file, no input, a bad time.

# summary_log FILE: the daemon's JSON log, by hand: two sockets, a located MCE twice, a fatal,
# EDAC errors (located, by label only, without a time), a record with "time" and no "walltime"
summary_log() {
	cat > "$1" <<'EOF'
{"time":"2026-01-01T00:00:00Z","walltime":1767225600,"cpu":0,"socketid":0,"bank":13,"severity":"corrected","bank_name":"iMC0 ch0","error":"memory controller read error, channel 0","details":"x","location":{"unit":"iMC","socket":0,"channel":0},"dimm":{"smbios_handle":"0x0030","locator":"A1","serial":"S1","basis":"b"}}
{"time":"2026-01-01T01:00:00Z","walltime":1767229200,"cpu":0,"socketid":0,"bank":13,"severity":"corrected","bank_name":"iMC0 ch0","error":"memory controller read error, channel 0","dimm":{"locator":"A1","serial":"S1"}}
{"time":"2026-01-02T00:00:00Z","walltime":1767312000,"cpu":8,"socketid":1,"bank":4,"status":"0xb200000000000402","severity":"fatal","bank_name":"PCU","error":"internal timer error","details":"{\"not\":[1,2]}"}

{"kind":"memory","walltime":1767398400,"severity":"uncorrected","bank_name":"EDAC MC1","error":"memory read error","memory":{"reported_by":["edac"],"bank":7,"socket":1,"dimm":{"locator":"B1","serial":"S2"},"edac_label":"B1"}}
{"kind":"memory","severity":"corrected","bank_name":"EDAC MC0","error":"memory read error","memory":{"reported_by":["edac"],"edac_label":"A1 \"top\" \u00e9"}}
{"time":"2026-01-05T00:00:00Z","cpu":1,"socketid":0,"bank":1,"severity":"corrected","bank_name":"DCU","error":"L1 (LL=0) data cache: data read"}
EOF
}

# summary_q NAME FILTER WANT ARGS...: ras summary --json ARGS, through jq -c
summary_q() {
	local n=$1 f=$2 want=$3 got; shift 3
	got=$("$RAS" summary --json "$@" 2>"$OUT/summary.err" | jq -c "$f" 2>&1)
	check_eq "summary: $n" "$got" "$want"
}

summary_counts() {
	local log=$OUT/summary.jsonl
	summary_log "$log"
	summary_q "records, first, last, untimed" '[.records, .uncorrected, .untimed, .first, .last, .malformed]' \
		'[6,2,1,"2026-01-01T00:00:00Z","2026-01-05T00:00:00Z",0]' -i "$log"
	summary_q "by severity, most first" '[.by_severity[] | "\(.severity)=\(.count)"]' \
		'["corrected=4","fatal=1","uncorrected=1"]' -i "$log"
	summary_q "by socket (none: null)" '[.by_socket[] | "\(.socket)=\(.count)/\(.uncorrected)"]' \
		'["0=3/0","null=2/1","1=1/1"]' -i "$log"
	summary_q "by CPU" '[.by_cpu[] | "\(.cpu)=\(.count)"]' '["null=2","0=2","1=1","8=1"]' -i "$log"
	summary_q "by CPU and bank, with the bank name (memory.bank is not the MCA bank)" \
		'[.by_cpu_bank[] | "\(.cpu)/\(.bank)/\(.bank_name)=\(.count)"]' \
		'["0/13/iMC0 ch0=2","null/null/EDAC MC0=1","null/null/EDAC MC1=1","1/1/DCU=1","8/4/PCU=1"]' -i "$log"
	summary_q "by DIMM: located (locator, serial), else EDAC's label, escapes decoded" \
		'[.by_dimm[] | "\(.locator)/\(.serial)=\(.count)/\(.uncorrected)"]' \
		'["A1/S1=2/0","A1 \"top\" é/null=1/0","B1/S2=1/1"]' -i "$log"
	summary_q "by kind of error" '[.by_error[] | "\(.error)=\(.count)"]' \
		'["memory controller read error, channel 0=2","memory read error=2","L1 (LL=0) data cache: data read=1","internal timer error=1"]' -i "$log"
	check "summary --json: one valid object, every grouping an array" sh -c \
		"'$RAS' summary --json '$log' | jq -e -s 'length == 1 and (.[0] | [.by_severity, .by_socket, .by_cpu, .by_cpu_bank, .by_dimm, .by_error] | all(type == \"array\"))' >/dev/null"
	check "summary: the table has each section, counts first" sh -c \
		"'$RAS' summary '$log' > '$OUT/summary.txt' && grep -q '^6 records (2 uncorrected) from 1 input, 2026-01-01T00:00:00Z to 2026-01-05T00:00:00Z' '$OUT/summary.txt' &&
		 grep -q '^1 records without a time' '$OUT/summary.txt' && grep -Eq '^ +2 +0 +0 +13 +iMC0 ch0 *\$' '$OUT/summary.txt' &&
		 grep -Eq '^ +1 +1 +B1 +S2 *\$' '$OUT/summary.txt' && [ \$(grep -c '^ *COUNT' '$OUT/summary.txt') = 6 ]"
	# rotated copies: the same records split over three files count the same
	sed -n 1,2p "$log" > "$OUT/summary.jsonl.2"; sed -n 3,4p "$log" > "$OUT/summary.jsonl.1"; sed -n '5,$p' "$log" > "$OUT/summary.jsonl.0"
	check_eq "summary: the log and its rotated copies (-i, and as arguments) count as one" \
		"$("$RAS" summary --json -i "$OUT/summary.jsonl.0" "$OUT/summary.jsonl.1" -i "$OUT/summary.jsonl.2" | jq -c 'del(.inputs)')" \
		"$("$RAS" summary --json "$log" | jq -c 'del(.inputs)')"
	# more rows than a section shows
	for i in $(seq 0 24); do printf '{"walltime":%d,"cpu":%d,"severity":"corrected","bank_name":"DCU","error":"e"}\n' $((1767225600 + i)) "$i"; done > "$OUT/summary-cpus.jsonl"
	check "summary: a section shows 20 rows, then how many more; --json all of them" sh -c \
		"'$RAS' summary '$OUT/summary-cpus.jsonl' | grep -q '^(and 5 more, 5 records: --json lists every row)' &&
		 [ \$('$RAS' summary --json '$OUT/summary-cpus.jsonl' | jq '.by_cpu | length') = 25 ]"
}

summary_window() {
	local log=$OUT/summary.jsonl
	summary_q "--since/--until: records in the window; untimed ones left out and counted" \
		'[.records, .untimed, .untimed_left_out, .first, .last, [.by_severity[] | "\(.severity)=\(.count)"]]' \
		'[3,0,1,"2026-01-01T01:00:00Z","2026-01-03T00:00:00Z",["corrected=1","fatal=1","uncorrected=1"]]' \
		--since 2026-01-01T01:00:00Z --until 2026-01-03 -i "$log"
	check "summary: the untimed records left out are said on stderr" \
		grep -q '^ras: 1 records without a time left out by --since/--until' "$OUT/summary.err"
	summary_q "--since @UNIXTIME" '.records' '3' --since @1767312000 "$log"
	expect_err "summary: --since later than --until: exit 2" 2 "since is later than --until" \
		"$RAS" summary --since 2026-02-01 --until 2026-01-01 "$log"
	expect_err "summary: a bad time: exit 2" 2 "--since yesterday: expected a time" "$RAS" summary --since yesterday "$log"
}

# kernel logs through dump's parsers and decode: what dump --json of them says, counted the same
summary_textlogs() {
	local f bad="" a b t=$OUT/dimms/summary
	python3 tests/mktextlog.py --count 3000 "$OUT/summary-3k.log"
	for f in tests/logs/*.log "$OUT/summary-3k.log"; do
		a=$("$RAS" summary --json -i "$f" 2>/dev/null | jq -c 'del(.inputs)')
		b=$("$RAS" dump --json -i "$f" 2>/dev/null | "$RAS" summary --json -i - 2>/dev/null | jq -c 'del(.inputs)')
		[ -n "$a" ] && [ "$a" = "$b" ] || bad+=" $f"
	done
	check_eq "summary: each kernel log counts as its 'ras dump --json' does (37 logs)" "${bad:-none}" none
	summary_q "kernel log: 3000 records, times, severities" '[.records, .untimed, (.by_severity | length), (.by_cpu | length)]' \
		'[3000,0,3,64]' "$OUT/summary-3k.log"
	# with this machine's (a test tree's) DIMMs: located as dump --sysfs locates them
	dimms_tree server "$t" || { fail "summary: sysfs tree"; return; }
	a=$("$RAS" summary --json --sysfs "$t" -i tests/logs/locate.log | jq -c '[.by_dimm[] | "\(.locator)/\(.serial)=\(.count)"]')
	b=$("$RAS" dump --json --sysfs "$t" -i tests/logs/locate.log | "$RAS" summary --json - | jq -c '[.by_dimm[] | "\(.locator)/\(.serial)=\(.count)"]')
	check_eq "summary --sysfs: memory errors of a kernel log located to slot and serial" "$a" \
		'["P1-DIMMB1/2A1B3C4D=2","P1-DIMMA1/03A5B6C7=1","P1-DIMMA2/null=1"]'
	check_eq "summary --sysfs: the same as dump --json --sysfs of it, summarised" "$b" "$a"
	check "summary: a capture is read too" sh -c "$MK capture '$FMT/linux-6.1' '$OUT/summary.cap' - --count 500 --cpu-model intel:6:0x55 &&
		[ \$('$RAS' summary --json '$OUT/summary.cap' | jq .records) = 500 ]"
}

summary_errors() {
	local log=$OUT/summary.jsonl m=$OUT/summary-bad.jsonl
	{ sed -n 1,2p "$log"; echo '{"cpu":1,"severity":"corrected","error":"cut short'; echo '{"cpu":-1,"severity":"corrected"}'
	  echo '{"cpu":1}'; sed -n 3p "$log"; } > "$m"
	run 0 "$OUT/so" "$OUT/se" "$RAS" summary --json "$m"
	check_eq "summary: malformed lines skipped and counted, the first said with its line number, then how many" \
		"$(jq -c '[.records, .malformed]' "$OUT/so") $(grep -c . "$OUT/se") $(grep -c 'summary-bad.jsonl:3: malformed JSON record, skipped' "$OUT/se") $(grep -c '3 malformed lines skipped (the first at line 3)' "$OUT/se")" \
		"[3,3] 2 1 1"
	check "summary --strict: a malformed line fails the run (exit 1)" run 1 "$OUT/so" "$OUT/se" "$RAS" summary --strict "$m"
	gzip -c "$log" > "$OUT/summary.jsonl.gz"
	expect_err "summary: a gzip file on standard input refused by its magic bytes, with what to run" 1 \
		"stdin: gzip-compressed: a pipe is read as it comes; use: zcat FILE \| ras summary -i -" \
		sh -c "'$RAS' summary -i - < '$OUT/summary.jsonl.gz'"
	check "summary: a rotated .gz file is read (through zcat), and zcat | -i - works" sh -c \
		"[ \$('$RAS' summary --json '$log' '$OUT/summary.jsonl.gz' 2>/dev/null | jq .records) = 12 ] &&
		 [ \$(zcat '$OUT/summary.jsonl.gz' | '$RAS' summary --json -i - | jq .records) = 6 ]"
	expect_err "summary: no zcat on PATH: named, with what to run; exit 1 when nothing was read" 1 \
		"summary.jsonl.gz: gzip-compressed, and zcat could not run" \
		env PATH=/nonexistent "$RAS" summary "$OUT/summary.jsonl.gz"
	: > "$OUT/summary-empty.jsonl"
	check "summary: an empty log (just rotated) is no records, exit 0" sh -c \
		"[ \$('$RAS' summary --json '$OUT/summary-empty.jsonl' 2>'$OUT/summary.err' | jq .records) = 0 ] && [ ! -s '$OUT/summary.err' ]"
	expect_err "summary: no input: exit 2" 2 "summary: no input" "$RAS" summary
	expect_err "summary: a missing file: exit 1, named" 1 "nonexistent.jsonl: No such file" "$RAS" summary /nonexistent.jsonl
	expect_err "summary: a directory: exit 1" 1 "$OUT: Is a directory" "$RAS" summary "$OUT"
	check "summary: an unknown option: usage, exit 2" sh -c "'$RAS' summary --frob 2>&1 | grep -q 'usage: ras summary'; '$RAS' summary --frob >/dev/null 2>&1; [ \$? = 2 ]"
	check "summary --help: exit 0, names --input" sh -c "'$RAS' summary --help | grep -q -- '--input FILE'"
	printf '{1}[Hardware Error]: Hardware error from APEI Generic Hardware Error Source: 0\n' > "$OUT/summary-cper.log"
	check "summary: a CPER line starting with '{1}' is a kernel log, not JSON" sh -c \
		"'$RAS' summary --json '$OUT/summary-cper.log' 2>/dev/null | jq -e '.malformed == 0' >/dev/null"
}

# Logs of several hosts (the daemon's JSON names its host): one DIMM 0 a host, not
# one DIMM 0 with every host's errors; hosts ranked; logs without a host as before.
summary_hosts() {
	local a=$OUT/summary-host-a.jsonl b=$OUT/summary-host-b.jsonl i
	: > "$a"; : > "$b"
	for i in 1 2 3; do
		printf '{"host":"node-a","walltime":%d,"cpu":0,"bank":7,"severity":"corrected","dimm":{"locator":"DIMM 0"}}\n' $((1796284000 + i)) >> "$a"
	done
	printf '{"host":"node-b","walltime":1796284100,"cpu":1,"bank":7,"severity":"uncorrected","dimm":{"locator":"DIMM 0"}}\n' > "$b"
	check "summary: hosts apart: by_host ranks them, DIMM 0 counted per host" sh -c \
		"'$RAS' summary --json '$a' '$b' | jq -e '(.by_host | map([.host, .count, .uncorrected])) == [[\"node-a\",3,0],[\"node-b\",1,1]] and
		  (.by_dimm | map([.host, .locator, .count])) == [[\"node-a\",\"DIMM 0\",3],[\"node-b\",\"DIMM 0\",1]]' >/dev/null"
	check "summary: the text table has a HOST column only when a log names one" sh -c \
		"'$RAS' summary '$a' '$b' | grep -Eq '^ +3 +0 +DIMM 0 +- +node-a\$' &&
		 ! '$RAS' summary '$OUT/summary.jsonl' 2>/dev/null | grep -q HOST"
}

group_summary() {
	[ -x "$RAS" ] || { fail "summary: $RAS not built"; return; }
	summary_counts
	summary_window
	summary_textlogs
	summary_errors
	summary_hosts
}
