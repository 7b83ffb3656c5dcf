# tests/edges.sh: sourced by tests.sh (group edges).  What a new user meets
# first: values pasted from a ticket, exit codes a script can use, the worst
# record always reaching the pager, nothing printed that the input did not give.

# edge_decode_reads: register values are hex, always; what people paste is read
edge_decode_reads() {
	check "decode: 9000000000000000 is hex (VAL EN), never decimal" sh -c \
		"'$RAS' decode 9000000000000000 | grep -q 'status 0x9000000000000000 \[VAL EN\]'"
	check "decode: bea0000000000108 without 0x is accepted" sh -c \
		"'$RAS' decode bea0000000000108 | grep -q 'status 0xbea0000000000108'"
	expect_err "decode: 17 digits named, exit 2" 2 "'19c00000000010135' is not a register value" \
		"$RAS" decode 19c00000000010135
	expect_err "decode: a non-hex character named, exit 2" 2 "'0x9g00000000000000' is not a register value" \
		"$RAS" decode 0x9g00000000000000
	check "decode: one bad value among good ones: nothing printed" sh -c \
		"! '$RAS' decode 9000000000000000 zz 2>/dev/null | grep -q status"
	expect_err "decode: a trailing 'Bank' without its number is named" 2 "'Bank' without a bank number" \
		"$RAS" decode 9000000000000000 Bank
	check "decode: three values, three records" sh -c \
		"[ \$('$RAS' decode 9000000000000000 bea0000000000108 0x8c00000000000000 | grep -c '^  status ') = 3 ]"
	check "decode: 'Bank 5: VALUE' fragment names the bank" sh -c \
		"'$RAS' decode --cpu intel:6:0x55 Bank 5: bea0000000000108 | head -1 | grep -q '^- bank 5\$'"
	check "decode: KEY=VALUE pairs make one record (ipid picks the SMCA bank type)" sh -c \
		"'$RAS' decode --cpu amd:0x19:0x11 status=bea0000000000108 ipid=0x9600350f00 bank=22 | grep -q 'UMC'"
	check "decode: a kernel record on stdin, as dump --input - reads it" sh -c \
		"'$RAS' decode < tests/logs/serial-6.1.log | grep -c '^  status ' | grep -qx 2"
	check "decode: a kernel line on the command line" sh -c \
		"'$RAS' decode 'CPU 3: Machine Check: 0 Bank 9: bd000000000000c0' | head -1 | grep -q 'CPU 3 bank 9'"
	local form
	for form in 0:50654 GenuineIntel:6:85 intel:6:0x55:4 intel:6:85; do
		check "decode --cpu $form: Skylake-SP" sh -c \
			"'$RAS' decode --cpu $form 9000000000000000 | grep -q 'processor Intel family 0x6 model 0x55'"
	done
	for form in AuthenticAMD:0x19:0x11 2:a10f11 amd:25:17; do
		check "decode --cpu $form: AMD family 0x19 model 0x11" sh -c \
			"'$RAS' decode --cpu $form 9000000000000000 | grep -q 'processor AMD family 0x19 model 0x11'"
	done
	expect_err "decode: a Bank after the last value is named, not ignored" 2 "'Bank 5' after the last value" \
		"$RAS" decode 9c00000000010090 bank 5
	check "decode --cpu intel:6:017: decimal 17, never octal" sh -c \
		"'$RAS' decode --cpu intel:6:017 9c00000000010090 | grep -q 'processor Intel family 0x6 model 0x11'"
	expect_err "decode --cpu: the error lists the accepted forms" 2 "GenuineIntel:6:85.*0:50654" \
		"$RAS" decode --cpu via:6 9000000000000000
}

# edge_absent_fields: a field the input did not give is absent, never 0,
# walked over every field of the record model decode can be given
edge_absent_fields() {
	local st=0x8c00000000000000 out
	out=$("$RAS" decode "$st")
	check "absent: no CPU, no bank when none was given" sh -c "! echo '$out' | head -1 | grep -Eq 'CPU|bank'"
	check "absent: ADDRV/MISCV set, no address given: 'not logged', never 0x0" sh -c \
		"echo '$out' | grep -q '^  addr not logged\$' && echo '$out' | grep -q '^  misc not logged\$' && ! echo '$out' | grep -q '0x0\$'"
	check "absent: no mcgstatus, ipid, synd, ip, cpuid when none was given" sh -c \
		"! echo '$out' | grep -v '^  processor ' | grep -Eq 'mcgstatus|ipid|synd|  ip |cpuid|microcode'"
	check "absent: JSON has the same fields as the text (status only)" sh -c \
		"[ \"\$('$RAS' decode --json $st | jq -c '[keys[] | select(. != \"schema\" and . != \"severity\" and . != \"bank_name\" and . != \"error\" and . != \"details\" and . != \"severity_reason\")]')\" = '[\"status\"]' ]"
	# each field given alone appears, with its value, in text and JSON
	local kv key val
	for kv in cpu=7:'CPU 7' bank=9:'bank 9' mcgstatus=5:'mcgstatus 0x5' addr=1234:'addr 0x1234' misc=86:'misc 0x86' \
		ipid=9600350f00:'ipid 0x9600350f00' synd=5a:'synd 0x5a' socket=1:'socket 1'; do
		key=${kv%%=*}; val=${kv#*=}; val=${val%%:*}
		check "present: $key given alone is printed as '${kv#*:}'" sh -c \
			"'$RAS' decode status=$st $key=$val | grep -q '${kv#*:}'"
		check "present: $key given alone is in the JSON" sh -c \
			"'$RAS' decode --json status=$st $key=$val | jq -e 'has(\"${key/socket/socketid}\")' >/dev/null"
	done
	# AMD families 10h-16h, mce_amd of 2.6.36 to 4.x: the address on its own line,
	# printed as pr_emerg(HW_ERR "MC%d_ADDR: 0x%016llx\n", m->bank, m->addr)
	printf '%s\n' '[  5.0] [Hardware Error]: CPU:2 (10:4:2) MC4_STATUS[-|UE|-|AddrV|-]: 0xb400000000070f0f' \
		'[  5.0] [Hardware Error]: MC4_ADDR: 0x000000001234f000' > "$OUT/mc4addr.log"
	check "AMD 10h-16h: the MC4_ADDR line gives the address" sh -c \
		"[ \"\$('$RAS' dump -i '$OUT/mc4addr.log' --json | jq -r '[.cpu, .bank, .addr] | join(\" \")')\" = '2 4 0x1234f000' ]"
	printf '%s\n' '[  5.0] [Hardware Error]: CPU:2 (10:4:2) MC4_STATUS[-|UE|-|AddrV|-]: 0xb400000000070f0f' > "$OUT/mc4noaddr.log"
	check "AMD 10h-16h: ADDRV set, the MC4_ADDR line missing: 'addr not logged'" sh -c \
		"'$RAS' dump -i '$OUT/mc4noaddr.log' -1 | grep -q 'addr not logged'"
	# a kernel log whose TSC line (where ADDR would be) never came
	printf '%s\n' '[ 1.0] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: 8c00000000010090' \
		'[ 1.1] mce: [Hardware Error]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 0 microcode 1' > "$OUT/notsc.log"
	check "absent: ADDRV set, the kernel's ADDR line missing: 'addr not logged'" sh -c \
		"'$RAS' dump -i '$OUT/notsc.log' -1 | grep -q 'addr not logged'"
	# the kernel prints ADDR only when it is not 0 (__print_mce): a TSC line without it means 0
	printf '%s\n' '[ 1.0] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: 8c00000000010090' \
		'[ 1.0] mce: [Hardware Error]: TSC 1f ' \
		'[ 1.1] mce: [Hardware Error]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 0 microcode 1' > "$OUT/tsc.log"
	check "present: the kernel's TSC line without ADDR: the address is 0 (the kernel omits 0)" sh -c \
		"'$RAS' dump -i '$OUT/tsc.log' -1 | grep -q 'addr 0x0 misc 0x0'"
}

# edge_dump_exit: exit codes and filters a script can rely on
edge_dump_exit() {
	local log=tests/logs/serial-6.1.log rc
	"$RAS" dump -i $log --fail-on uncorrected >/dev/null 2>&1; rc=$?
	check "dump --fail-on uncorrected: exit 3 when such a record was read" test "$rc" = 3
	"$RAS" dump -i $log --fail-on fatal >/dev/null 2>&1; rc=$?
	check "dump --fail-on fatal: exit 0 when none was" test "$rc" = 0
	check "dump --severity: only records at or above it" sh -c \
		"[ \$('$RAS' dump -i $log --severity uncorrected-action-optional -1 | wc -l) = 1 ]"
	check "dump --since/--until select by record time" sh -c \
		"[ \$('$RAS' dump -i $log --since 2026-12-03T07:00:00Z --until 2026-12-03T08:00Z -1 | wc -l) = 2 ] &&
		 [ \$('$RAS' dump -i $log --since 2026-12-04 -1 | wc -l) = 0 ] && [ \$('$RAS' dump -i $log --until -1h -1 | wc -l) = 2 ]"
	expect_err "dump --since: a bad time is a usage error" 2 "--since yesterday: expected a time" "$RAS" dump -i $log --since yesterday
	expect_err "dump --since: a day that does not exist is refused, not moved to March" 2 "--since 2024-02-31: expected" "$RAS" dump -i $log --since 2024-02-31
	expect_err "dump --since: negative hours refused" 2 "--since 2024-03-14T-1:-5: expected" "$RAS" dump -i $log --since 2024-03-14T-1:-5
	expect_err "dump --since: a relative time past a century refused (no overflow)" 2 "--since -9999999999999999w: expected" "$RAS" dump -i $log --since -9999999999999999w
	check "dump: a malformed value is a warning with its line, the run exits 0" sh -c \
		"'$RAS' dump -i tests/logs/bad-17digits.log >/dev/null 2>'$OUT/se'; [ \$? = 0 ] && grep -q 'bad-17digits.log:1: ' '$OUT/se'"
	printf '%s\n' '[ 1.0] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: 8c0000000001009z' \
		'[ 2.0] mce: [Hardware Error]: CPU 1: Machine Check: 0 Bank 7: 8c000000000100900' > "$OUT/two-bad.log"
	check "dump: several malformed values: each with its line, then their count" sh -c \
		"'$RAS' dump -i '$OUT/two-bad.log' >/dev/null 2>'$OUT/se'; [ \$? = 0 ] && grep -q 'two-bad.log:1: ' '$OUT/se' && grep -q 'two-bad.log:2: ' '$OUT/se' && grep -q '2 malformed values' '$OUT/se'"
	"$RAS" dump -i tests/logs/bad-17digits.log --strict >/dev/null 2>&1; rc=$?
	check "dump --strict: a malformed value fails the run (exit 1)" test "$rc" = 1
	check "dump -i -: standard input" sh -c "[ \$('$RAS' dump -i - -1 < $log | wc -l) = 2 ]"
	check "dump -i -: a capture on standard input" sh -c "[ \$('$RAS' dump -i - --json < '$OUT/linux-6.1.cap' | wc -l) = 5 ]"
	expect_err "dump: --json with --oneline names both" 2 "--json and --oneline contradict" "$RAS" dump --json --oneline
	expect_err "dump: --input with --wait names both" 2 "--input and --wait" "$RAS" dump -i $log --wait 5
	expect_err "dump: --input with --source names both" 2 "--input and --source" "$RAS" dump -i $log --source perf
	check "dump: --cpu given twice means either" sh -c \
		"[ \"\$('$RAS' dump -i '$OUT/linux-6.1.cap' --json --cpu 0 --cpu 1 | jq -r .cpu | sort -u | tr '\n' ' ')\" = '0 1 ' ]"
	check "dump -v: no internal counters" sh -c "! '$RAS' dump -v -i $log 2>&1 >/dev/null | grep -q memo"
	check "dump -v on failure: every source auto tried, and why not" sh -c \
		"'$RAS' dump -v --persistent-dir '$OUT/none' --tracefs '$OUT/fake-tracefs' 2>&1 | grep -q 'tried: persistent' &&
		 '$RAS' dump -v --persistent-dir '$OUT/none' --tracefs '$OUT/fake-tracefs' 2>&1 | grep -q 'tried: perf'"
	check "dump --json: the vendor by name next to its number" sh -c \
		"'$RAS' dump -i $log --json | jq -e 'select(.cpuvendor == 0 and .vendor == \"intel\")' >/dev/null"
	check "dump --help: exit codes 0 1 2 3" sh -c "'$RAS' dump --help | grep -q '3 a record at or above --fail-on'"
}

# edge_daemon_trigger: the worst record always gets its trigger
edge_daemon_trigger() {
	local d=$OUT/edge-trig t
	rm -rf "$d"; mkdir -p "$d"
	t=$d/trig.sh
	printf '#!/bin/sh\necho "$RAS_SEVERITY $RAS_COALESCED" >> %s/ran\nsleep 0.3\n' "$d" > "$t"; chmod +x "$t"
	python3 - "$d/burst.log" <<-'EOF'
	import sys
	with open(sys.argv[1], "w") as f:
	    for i in range(100):
	        f.write("[ %d.0] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: 9c00000000010090\n" % i)
	        f.write("[ %d.0] mce: [Hardware Error]: TSC 0 ADDR %x \n" % (i, 0x1000 + i))
	        f.write("[ %d.0] mce: [Hardware Error]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 0 microcode 1\n" % i)
	    f.write("[ 200.0] mce: [Hardware Error]: CPU 1: Machine Check Exception: 5 Bank 1: b200000000000150\n")
	    f.write("[ 200.0] mce: [Hardware Error]: TSC 0 \n")
	    f.write("[ 200.0] mce: [Hardware Error]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 1 microcode 1\n")
	EOF
	timeout 60 "$RAS" daemon --config none --input "$d/burst.log" --log "$d/log" --metrics "$d/metrics" \
		--trigger "$t" --trigger-severity corrected --trigger-max 1 2>"$d/err"
	check "daemon --trigger-max 1: 100 corrected then a fatal: the fatal record's trigger runs" grep -q '^fatal 1$' "$d/ran"
	check "daemon: the corrected ones coalesced into one run that says how many" sh -c \
		"grep -Eq '^corrected (9[0-9])$' '$d/ran' && grep -Eq 'trigger .*: 9[0-9] corrected-or-milder records coalesced' '$d/log'"
	check "daemon: coalesced records counted in the metrics" sh -c \
		"grep -Eq '^ras_trigger_coalesced_total (9[0-9])$' '$d/metrics'"
	expect_err "daemon: a relative trigger: 'must be an absolute path'" 2 "must be an absolute path" \
		"$RAS" daemon -f --config none --input tests/logs/serial-6.1.log --log none --trigger relative.sh
	mkdir -p "$d/ro"; chmod 555 "$d/ro"
	if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null; then
		# root writes anywhere: drop the capability for this check
		check "daemon: a metrics directory it cannot write fails at start, naming it" sh -c \
			"setpriv --inh-caps=-all --bounding-set=-dac_override,-dac_read_search '$RAS' daemon -f --config none --input tests/logs/serial-6.1.log --log none --metrics '$d/ro/m.prom' 2>&1 | grep -q 'metrics $d/ro/m.prom: directory $d/ro: Permission denied'"
	fi
	check "daemon: the start line never shows an empty sink list" sh -c \
		"'$RAS' daemon --config none --input tests/logs/serial-6.1.log --log - --json-log '$d/j' | grep 'daemon dry run' | grep -q 'sinks: log -, json'"
	check "daemon --input: a dry run through the sinks, exit 0, the real state untouched" sh -c \
		"'$RAS' daemon --config none --input tests/logs/serial-6.1.log --log '$d/dry.log' && [ \$(grep -c ' CPU [0-9]* bank ' '$d/dry.log') = 2 ]"
}

# edge_daemon_summary: SIGUSR1's summary gives times as ISO 8601
edge_daemon_summary() {
	local d=$OUT/edge-usr1
	daemon_feed "$d" 1 1 1 || { fail "ringfeed"; return; }
	daemon_start "$d"
	wait "$FEED"
	kill -USR1 "$DAEMON"
	wait_until 5 grep -q 'summary:' "$d/log"
	daemon_stop "$d"
	check "daemon SIGUSR1: summary with ISO times" grep -Eq 'summary: .* since [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z' "$d/log"
}

group_edges() {
	[ -x "$RAS" ] || { fail "edges: $RAS not built"; return; }
	[ -s "$OUT/linux-6.1.cap" ] || $MK capture "$FMT/linux-6.1" "$OUT/linux-6.1.cap" "$REC/common.jsonl"
	mkdir -p "$OUT/fake-tracefs/events"
	ringfeed_build || return
	edge_decode_reads
	edge_absent_fields
	edge_dump_exit
	edge_daemon_trigger
	edge_daemon_summary
	edge_log_shapes
	edge_compressed
	edge_text_in_place
}

# edge_text_in_place: the KEY VALUE pairs of a record's lines are read where
# they are (issue 32): a line is looked at whole after them, so the
# PROCESSOR line ends its record wherever on the line PROCESSOR is (the line
# was cut at its first token before, and a later TSC line joined the record)
edge_text_in_place() {
	local f=$OUT/in-place.log got
	printf 'mce: [Hardware Error]: %s\n' 'CPU 57: Machine Check: 0 Bank 0: 9000000000010005' \
		'TSC 8fac02ef145 PPIN 22f1c3b2d8e9a1a1 ' \
		'x PROCESSOR 0:50654 TIME 1796285855 SOCKET 1 APIC 72 microcode 2006e05' \
		'RIP !INEXACT! 10:<ffffffffc4cb47c2> {native_safe_halt+0xb/0x10}' > "$f"
	got=$("$RAS" dump --json -i "$f" 2>/dev/null | jq -r '[.tsc, .cpuid, .ip // "no ip"] | join(" ")')
	check_eq "edges: the PROCESSOR line ends its record wherever PROCESSOR is on it (a RIP line after it is not its)" \
		"$got" "0x8fac02ef145 0x50654 no ip"
	printf 'mce: [Hardware Error]: %s\n' 'CPU 1: Machine Check: 0 Bank 5: 9000000000010005' \
		'TSC 1 ADDR 12g4 MISC 0x86,' 'PROCESSOR 0:50654 TIME 1796285855 SOCKET 0 APIC 2 microcode 1' > "$f"
	got=$("$RAS" dump --json -i "$f" 2>&1 >/dev/null)
	check "edges: a bad value read in place is quoted alone ('12g4'), the next pair still read" sh -c \
		"echo \"\$1\" | grep -q \"not a number: '12g4'\" && [ \$('$RAS' dump --json -i '$f' 2>/dev/null | jq -r .misc) = 0x86 ]" _ "$got"
}

# edge_compressed: logrotate's .gz, .xz and .zst copies read as the plain
# log, known by their first bytes (RFC 1952, the .xz format, RFC 8878), through
# the format's own tool; without it, or cut short, said
edge_compressed() {
	local d=$OUT/compressed log=tests/logs/serial-6.1.log want f t
	rm -rf "$d"; mkdir -p "$d"
	cp "$log" "$d/kern.log"
	gzip -c "$log" > "$d/kern.log.1.gz"
	want=$("$RAS" dump --json -i "$d/kern.log" | jq -c 'del(.origin)' | md5sum)
	for t in "gzip -c:gz" "xz -c:xz" "zstd -q -c:zst"; do
		f=$d/kern.log.${t#*:}
		if ! ${t%:*} "$log" > "$f" 2>/dev/null; then
			skip "dump -i: a ${t#*:} log" "no ${t%% *} here"; continue
		fi
		check_eq "dump -i: a ${t#*:} log reads as the plain log" \
			"$("$RAS" dump --json -i "$f" | jq -c 'del(.origin)' | md5sum)" "$want"
	done
	mv "$d/kern.log.gz" "$d/renamed"
	check_eq "dump -i: known by its first bytes, not its name; from a pipe too" \
		"$("$RAS" dump --json -i "$d/renamed" | jq -c 'del(.origin)' | md5sum) $("$RAS" dump --json -i - < "$d/renamed" | jq -c 'del(.origin)' | md5sum)" \
		"$want $want"
	expect_err "dump -i: no zcat on PATH: the file named, with what to run (exit 1)" 1 \
		"renamed: gzip-compressed, and zcat could not run \(not on PATH\): install gzip, or decompress it first \(zcat .*renamed > FILE\)" \
		env PATH=/nonexistent "$RAS" dump -i "$d/renamed"
	head -c $(($(wc -c < "$d/renamed") / 2)) "$d/renamed" > "$d/cut.gz"
	run 0 "$OUT/so" "$OUT/se" "$RAS" dump -i "$d/cut.gz"
	check "dump -i: a .gz cut short: read as far as zcat gets, and said" \
		grep -q "cut.gz: zcat exited 1: what it gave was read (the file may be cut short)" "$OUT/se"
	check_eq "summary: a rotated text log and a rotated JSON log read through zcat" \
		"$("$RAS" dump --json -i "$log" > "$d/ras.jsonl" && gzip -k "$d/ras.jsonl" &&
		   "$RAS" summary --json "$d/kern.log.1.gz" "$d/ras.jsonl.gz" | jq -c '[.records, .by_severity]')" \
		"$("$RAS" summary --json "$d/kern.log" "$d/ras.jsonl" | jq -c '[.records, .by_severity]')"
}

# edge_log_shapes: the header of every kernel-log shape dmesg, journalctl,
# rsyslog, syslog-ng, busybox and /dev/kmsg write is skipped; a line with
# another program's tag is never a record (tests/logs/shapes, built by
# printing the kernel's __print_mce lines under each tool's own prefix)
edge_log_shapes() {
	local f name bad=0 n
	for f in tests/logs/shapes/*.log; do
		name=${f##*/}
		n=$("$RAS" dump -i "$f" --json 2>/dev/null | jq -r 'select(.cpu == 3 and .bank == 5 and .addr == "0xffcc0000" and .cpuid == "0x306f2") | .status' | wc -l)
		case $name in
		forge_*) n=$("$RAS" dump -i "$f" --json 2>/dev/null | wc -l); [ "$n" = 0 ] || { bad=$((bad + 1)); echo "   $name: $n records from a line that is not the kernel's"; } ;;
		*) [ "$n" = 1 ] || { bad=$((bad + 1)); echo "   $name: $n records, expected 1 whole record"; } ;;
		esac
	done
	if [ $bad = 0 ]; then ok "log shapes: $(ls tests/logs/shapes | grep -vc forge_) real prefixes read whole, $(ls tests/logs/shapes | grep -c forge_) forged tags refused"
	else fail "log shapes" "$bad files"; fi
}
