#!/usr/bin/env bash
# tests/top.sh RAS: 'ras top' as a person sees it.  The real program runs in
# a detached tmux session at fixed sizes; keys go in with send-keys and the
# screen comes back with capture-pane.  Plus the --once golden frames
# (UPDATE=1 rewrites tests/top/*.txt) and a storm: how long a key takes to
# act while 100,000 records a second are replayed (STORM=N records, 0 skips).
set -u
RAS=$(realpath "${1:?usage: tests/top.sh RAS}")
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${OUT:-$ROOT/tests/out/top}
. tests/lib.sh
GOLD=$ROOT/tests/top
mkdir -p "$OUT"
rm -f "$OUT"/asan.*
export ASAN_OPTIONS=${ASAN_OPTIONS:-log_path=$OUT/asan}	# curses owns the screen: reports go to files
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:log_path=$OUT/asan}
# ncurses keeps the "prescreen" of a newterm() that failed (unknown TERM): its leak, not ours
echo 'leak:new_prescr' > "$OUT/lsan.supp"
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$OUT/lsan.supp}

SOCK=ras-top-$$
tm() { tmux -L "$SOCK" -f /dev/null "$@"; }
# quit: q ends a running ras top before its session goes (LeakSanitizer's exit
# hangs in a process whose terminal vanished under it)
quit() {
	tm has-session -t v 2>/dev/null || return 0
	tm send-keys -t v Escape Escape q
	wait_for '^\[exit [0-9]+\]$' 3 >/dev/null
	tm kill-session -t v
}
at_exit 'quit; tm kill-server 2>/dev/null'
tm new-session -d -s keep "sleep 3600"	# the server outlives each test's session

# start SIZE ENV ARGS...: ras top in a fresh session; the shell says [exit N] when it ends
start() {
	local size=$1 env=$2; shift 2
	quit
	SHOWN=0
	tm new-session -d -s v -x "${size%x*}" -y "${size#*x}" \
		"cd '$OUT' && env LANG=C.UTF-8 TERM=xterm-256color $env '$RAS' top $*; echo \"[exit \$?]\"; sleep 600"
}
screen() { tm capture-pane -p -t v; }
keys() { tm send-keys -t v "$@"; }
# wait_for PATTERN [SECONDS]: poll the screen until a line matches (grep -E)
wait_for() {
	local end=$((SECONDS + ${2:-5}))
	while [ $SECONDS -le $end ]; do
		screen | grep -qE -- "$1" && return 0
		sleep "${POLL:-0.02}"
	done
	return 1
}
# expect NAME PATTERN [SECONDS]: the screen shows it
expect() {
	if wait_for "$2" "${3:-10}"; then ok "$1"
	else
		fail "$1" "no /$2/ on screen${SHOWN:+ (shown above)}"
		[ "$SHOWN" = 1 ] || screen | sed 's/^/   | /'
		SHOWN=1
	fi
}
# expect_not NAME PATTERN: after a settle, the screen does not show it
expect_not() {
	sleep 0.3
	if screen | grep -qE -- "$2"; then fail "$1" "/$2/ still on screen"; else ok "$1"; fi
}
ms() { date +%s%3N; }

# fixtures
$MK capture tests/formats/linux-6.1 "$OUT/top.cap.new" tests/records/top.jsonl || exit 1
mv "$OUT/top.cap.new" "$OUT/top.cap"
CAP=top.cap	# relative: the frame shows the source's name

echo "# --once golden frames"
for size in 80x24 132x43 40x12; do
	got=$(cd "$OUT" && "$RAS" top --once --no-state --input $CAP --size $size 2>&1)
	if [ "${UPDATE:-0}" = 1 ]; then printf '%s\n' "$got" > "$GOLD/once-$size.txt"; fi
	if [ "$got" = "$(cat "$GOLD/once-$size.txt" 2>/dev/null)" ]; then ok "--once $size matches tests/top/once-$size.txt"
	else fail "--once $size golden" "$(diff <(printf '%s\n' "$got") "$GOLD/once-$size.txt" | head -10)"; fi
done
printf 'ras-state 1\nstart 1796280000\nlost 2\ncount 3 7 corrected 100 MC7\n' > "$OUT/state"
got=$(cd "$OUT" && "$RAS" top --once --input $CAP --state state)
if echo "$got" | grep -q '^total 135: corrected 128' && echo "$got" | grep -qE '^    cpu   3 +(\. +){4}100 ' &&
   echo "$got" | grep -q 'lost 5'; then ok "--state FILE: counters start from the daemon's state"
else fail "--state FILE" "$(echo "$got" | head -9)"; fi
got=$("$RAS" top --once --input "$OUT/$CAP" --bank 13 --no-state | sed -n 2p)
if [ "${got%%:*}" = "total 11" ]; then ok "--bank 13: only that bank counted"; else fail "--bank" "$got"; fi

echo "# refusals"
got=$("$RAS" top --input "$OUT/$CAP" </dev/null 2>&1 >/dev/null); rc=$?
if [ $rc = 1 ] && echo "$got" | grep -q 'needs a terminal'; then ok "no terminal: exit 1, says so"; else fail "no terminal" "rc $rc: $got"; fi
"$RAS" top --speed -1 >/dev/null 2>&1; rc=$?
if [ $rc = 2 ]; then ok "--speed -1: usage error"; else fail "--speed -1" "rc $rc"; fi
if "$RAS" top --help | grep -q -- '--once'; then ok "top --help"; else fail "top --help"; fi
start 80x24 TERM=dumb --input $CAP --no-state
expect "TERM=dumb refuses politely, exit 1" "cannot move the cursor"
expect "TERM=dumb: exit status 1" '^\[exit 1\]$'
start 80x24 TERM=nosuchterm --input $CAP --no-state
expect "unknown TERM: says so, exit 1" "unknown terminal type 'nosuchterm'"

echo "# PCIe records (issue 33): their pane; Enter shows a record the source no longer holds"
start 100x30 "" --input "$ROOT/tests/fixtures/aer/text/v5.4-multiple.txt" --no-state
expect "PCIe: the device pane" '^0000:02:00.0  -  +1 +0 +0'
keys Enter
expect "PCIe: Enter shows the detail of a record the parser's buffer held (review finding)" '^- PCIe 0000:02:00.0|PCIe 0000:02:00.0: bad DLLP'
keys q
expect "PCIe: q exits 0" '^\[exit 0\]$'

echo "# 80x24: matrix, list, keys"
start 80x24 "" --input $CAP --no-state
expect "header: host, kernel, CPU model, source" '^ras top  host mkcapture  kernel test  Intel family 0x6 model 0x55  capture top'
expect "header: totals by severity, lost" '^total 35: corrected 28 deferred 0 uncorrected 6 fatal 1  lost 3'
expect "matrix: CPU 0 bank 1 holds 5" '^s0  cpu   0 +\. +5 +\.'
expect "matrix: CPU 7 bank 2 holds 6, grouped under socket 1" '^    cpu   7 +\. +\. +6 '
expect "matrix: the newest cell (CPU 6 bank 5) is marked" '^    cpu   6( +\.){3} +1\* '
expect "latest record decoded, on top" '^latest records' 
if screen | grep -A1 '^latest records' | tail -1 | grep -qE 'cpu 6 bank 5 fatal [^:]+: internal timer error'; then
	ok "newest record first: cpu 6 bank 5 fatal, decoded"
else fail "newest record first" "$(screen | grep -A1 '^latest')"; fi
expect "rates line" '^rate [0-9.]+/s  24/min  peak 1/s'
keys '?'
expect "? shows the help" 'ras top: machine checks, live'
keys x
expect "any key leaves the help" '^latest records'
keys Enter
expect "Enter: detail pane of the selected record" '^record detail'
expect "detail: the full decode and the severity reason" 'severity fatal: '
expect "detail: status with its bits" 'status 0xbe00000000800400 \[VAL UC EN MISCV ADDRV PCC\]'
expect "detail: every field" 'apicid=12 socketid=1 cs=0x0 bank=5'
keys l
expect "detail: l shows the next older record" '^[0-9TZ:-]+ CPU 3 bank 13 socket 0'
keys Escape
expect "Esc closes the detail" '^latest records'
keys g j j Enter
expect "g j j Enter: detail of the third newest" '^[0-9TZ:-]+ CPU 5 bank 16 socket 1'
keys Escape Tab l
expect "Tab, l: the matrix cursor on CPU 0 bank 1" '^rows 1-8/8  cpu 0 bank 1 DCU: 5 errors, worst corrected'
keys Enter
expect "Enter on a cell: its newest record" '^[0-9TZ:-]+ CPU 0 bank 1 socket 0'
keys Escape j j
expect "j j: CPU 2 bank 1 is empty" '  cpu 2 bank 1 DCU: 0 errors$'
keys h
expect "h: CPU 2 bank 0 holds 3" '  cpu 2 bank 0 IFU: 3 errors, worst corrected'
keys Tab / f a t a l Enter
expect "filter: header says so" 'filter fatal'
expect "filter: the matrix keeps only fatal (one column: bank 5)" '^s0  cpu   0 +\.$'
expect "filter: list shows only fatal" 'latest records, newest first \(1 kept of 35\)'
keys / BSpace BSpace BSpace BSpace BSpace M C 1 3 Enter
expect "filter by bank name MC13: 11 kept" 'latest records, newest first \(11 kept of 35\)'
keys / BSpace BSpace BSpace BSpace Enter
expect "empty filter clears" 'latest records, newest first \(35 kept of 35\)'
keys s
expect "s: CPUs by socket" '^rows: CPUs by socket$'
keys s
expect "s: busiest first" '^rows: busiest CPUs first'
if [ "$(screen | sed -n 6,8p | awk '{print $3}' | tr '\n' ' ')" = "0 1 7 " ]; then
	ok "busiest: CPUs 0, 1, 7 on top"
else fail "busiest order" "$(screen | sed -n 4,8p)"; fi
keys s
expect "s: per core" '^rows: per core'
expect "s: per core, a replay has no topology: the CPU rows stay" '^s0  cpu   0 '
keys s
expect "s: per socket totals" '^socket    0 +3 +5 +\. '
keys s
expect "s: back to automatic" '^rows: CPUs by socket \(per core, then per socket, when they do not fit\)'
expect "s: back to automatic: CPU rows" '^s0  cpu   0 '
keys c
expect "c clears the counters" '^total 0: corrected 0'
expect "c: matrix empty, rows kept" '^s0  cpu   0( +\.){12}$'
keys q
expect "q quits, exit 0" '^\[exit 0\]$'

echo "# replay at --speed, pause"
start 80x24 "" --input $CAP --no-state --speed 20
expect "--speed 20: records arrive over time" '^total [0-9]: '
keys p
expect "p: PAUSED" 'PAUSED'
a=$(screen | grep '^total'); sleep 1; b=$(screen | grep '^total')
if [ "$a" = "$b" ] && ! echo "$a" | grep -q '^total 35'; then ok "paused: nothing read"; else fail "pause" "$a / $b"; fi
keys p
expect "unpaused: the replay finishes" '^total 35: ' 10

echo "# live: a persistent buffer written while watched"
rm -rf "$OUT/pd"; mkdir -p "$OUT/pd"
grep -v -e '^#' -e lost tests/records/top.jsonl > "$OUT/top-records.jsonl"
$MK ring tests/formats/linux-6.1 "$OUT/pd" 0 "$OUT/top-records.jsonl" --pages 4 --start 100
start 80x24 "" --source persistent --persistent-dir pd --format "$ROOT/tests/formats/linux-6.1" --no-state --interval 200
expect "live: nothing yet" '^total 0: corrected 0'
$MK ring tests/formats/linux-6.1 "$OUT/pd" 0 "$OUT/top-records.jsonl" --pages 4 --delay 0.02 &
expect "live: records appear as the kernel writes them" '^total 35: corrected 28'
expect "live: the newest cell is marked" '^    cpu   6( +\.){3} +1\* '
wait
keys s s s
expect "live, s s s: per core" '^rows: per core'
if [ "$(cat /sys/devices/system/cpu/cpu0/topology/core_id 2>/dev/null)" = 0 ]; then
	expect "live, per core: CPU 0's core is a row of its own, from sysfs topology" '^s0  core  0 '
fi

echo "# resize"
start 80x24 "" --input $CAP --no-state
expect "80x24: every bank with errors shown, bank 13 and up included" '^cpu\\bank +0 +1 +2 +5 +9 +13 +16 +17$'
expect "80x24: banks headed by their unit and channel" '^ +IFU +DCU +DTLB +UPI0 +CHA +iMC0ch0 +iMC1ch1 +iMC0ch2$'
tm resize-window -t v -x 132 -y 43
expect "resize to 132x43: the banks with errors" '^cpu\\bank +0 .* 17$'
expect "132x43: CPU 1 bank 13 holds 7" '^    cpu   1( +\.){5} +7 '
tm resize-window -t v -x 40 -y 12
expect "resize to 40x12: per-socket totals when the CPUs do not fit" '^socket    0 +3 +5 +\. '
expect_not "40x12: no line wider than the screen" '^.{41}'
keys Tab
expect "40x12: the footer names the cell under the cursor" '^rows 1-2/2  socket 0 bank 0 IFU: 3 err'

echo "# 40x12 and 132x43 from the start"
start 40x12 "" --input $CAP --no-state
expect "40x12: totals" '^total 35: corrected 28'
expect "40x12: per-socket row" '^socket    1 '
start 132x43 "" --input $CAP --no-state
expect "132x43: all banks with errors and all 8 CPUs" '^    cpu   7 +\. +\. +6( +\.){5}$'

echo "# 64 CPUs x 32 banks at 80x24: collapse, scroll"
[ -s "$OUT/many.cap" ] || $MK capture tests/formats/linux-6.1 "$OUT/many.cap" --count 2000
start 80x24 "" --input many.cap --no-state
expect "64 CPUs do not fit: per-socket totals" '^socket    1 '
keys Tab
expect "the footer: two socket rows" '^rows 1-2/2  socket 0 bank 0( [A-Za-z0-9]+)?: [0-9]+ errors'
keys s
expect "s: every CPU" '^cpu\\bank '
keys j k
expect "CPUs scroll: the first rows of 64 shown" '^rows 1-[0-9]+/64  cpu [0-9]+ bank 0'
expect "CPUs cut: a marker says how many more" '^\+[0-9]+ more CPUs \(0 above\)'
keys G
expect "G: the view scrolled to the last rows" '^rows [0-9]+-64/64  cpu [0-9]+ bank 0'
keys '$' l l l l l l l l l l l l l l l l l l l l l l l l l l l l l l l l
expect "l: the columns scroll to bank 31" '^cpu\\bank .* 31$'

echo "# replay: record time, end, the log's own host; filter and help"
python3 - "$OUT/spaced.log" <<'PYEOF'
import sys
with open(sys.argv[1], "w") as f:
    f.write("Mar 14 03:00:00 db7 kernel: [    0.000000] Linux version 5.14.0-70.el9.x86_64 (mockbuild@example)\n")
    for i in range(3):	# three records three minutes apart
        f.write("Mar 14 03:%02d:45 db7 kernel: [1234567.1] mce: [Hardware Error]: CPU 3: Machine Check: 0 Bank 5: be00000000800400\n" % (12 + 3 * i))
        f.write("Mar 14 03:%02d:45 db7 kernel: [1234567.2] mce: [Hardware Error]: TSC 0 ADDR ffcc0000 MISC 7f0000000086\n" % (12 + 3 * i))
        f.write("Mar 14 03:%02d:45 db7 kernel: [1234567.3] mce: [Hardware Error]: PROCESSOR 0:306f2 TIME %d SOCKET 0 APIC 6 microcode 3c\n" % (12 + 3 * i, 1796284619 + 180 * i))
PYEOF
got=$(cd "$OUT" && "$RAS" top --once --no-state --input spaced.log --size 80x24)
if echo "$got" | grep -q '^ras top  host db7  kernel 5.14.0-70.el9.x86_64 '; then ok "text log: the header names the log's host and kernel"
else fail "text log header" "$(echo "$got" | head -1)"; fi
if echo "$got" | grep -q '^rate 0.1/s  1/min  peak 1/s'; then ok "text log: rates follow record time (3 records 3 minutes apart)"
else fail "text log rates" "$(echo "$got" | sed -n 3p)"; fi
if echo "$got" | grep -q 'end of replay'; then ok "replay: the end is shown"; else fail "replay end" "$(echo "$got" | sed -n 2p)"; fi
if ! echo "$got" | grep -q '^q quit'; then ok "--once: no key footer"; else fail "--once footer"; fi
got=$(cd "$OUT" && "$RAS" top --once --no-state --input $CAP --size 40x12)
if echo "$got" | grep -q '^socket\\bank .*+4 banks$'; then ok "40x12: banks that do not fit are counted, '+4 banks'"
else fail "40x12 +N banks" "$(echo "$got" | sed -n 4p)"; fi
start 80x24 "" --input spaced.log --no-state --speed 60
expect "text log --speed 60: the first record at once" '^total 1: '
expect_not "text log --speed 60: not the second yet (3 minutes later)" '^total 2: '
expect "text log --speed 60: the second after 3 s" '^total 2: ' 6
expect "text log --speed 60: the end of the replay" 'end of replay' 8
start 80x24 "" --input $CAP --no-state
keys / f a t a l Enter / 
expect "/ again: starts with an empty filter" 'filter \(severity or bank, empty clears\): _$'
keys Escape
start 40x12 "" --input $CAP --no-state
keys '?'
expect "40x12 help: wrapped, no line wider than the screen" 'ras top: machine checks'
expect_not "40x12 help: no line over 40 columns" '^.{41}'

echo "# the DIMM pane: memory errors placed on their slot (--sysfs: an SMBIOS tree)"
. tests/dimms.sh	# dimms_tree
dimms_tree none "$OUT/sys-one" && dimms_tree server "$OUT/sys-two" || fail "DIMM pane: SMBIOS trees"
# bank 7 memory-controller read errors (MCACOD 0x91) of a Skylake server, a minute apart; 0xbc..: uncorrected
python3 - "$OUT" <<'PYEOF'
import sys
def mce(f, i, status, t):
    f.write("[1234567.%d] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: %s\n" % (i, status))
    f.write("[1234567.%d] mce: [Hardware Error]: TSC 0 ADDR %x MISC 86\n" % (i, 0x12345000 + 0x40000 * i))
    f.write("[1234567.%d] mce: [Hardware Error]: PROCESSOR 0:50654 TIME %d SOCKET 0 APIC 0 microcode 2006e05\n" % (i, t))
with open(sys.argv[1] + "/dimm-ce.log", "w") as f:
    for i in range(12):
        mce(f, i, "9c00000000000091", 1796284619 + 60 * i)
with open(sys.argv[1] + "/dimm-ue.log", "w") as f:
    mce(f, 12, "bc00000000000091", 1796284619 + 720)
PYEOF
cat "$OUT/dimm-ce.log" "$OUT/dimm-ue.log" > "$OUT/dimm-ceue.log"
# locate.log's CPER and EDAC errors, the MCEs, and an uncorrected CPER error naming P1-DIMMA1's handle
{ cat tests/logs/locate.log "$OUT/dimm-ce.log"; cat <<'LOGEOF'
[  404.000100] {5}[Hardware Error]: Hardware error from APEI Generic Hardware Error Source: 1
[  404.000101] {5}[Hardware Error]: event severity: recoverable
[  404.000102] {5}[Hardware Error]:  Error 0, type: recoverable
[  404.000103] {5}[Hardware Error]:   section_type: memory error
[  404.000105] {5}[Hardware Error]:   physical_address: 0x0000000100008000
[  404.000106] {5}[Hardware Error]:   error_type: 3, multi-bit ECC
[  404.000107] {5}[Hardware Error]:   DIMM location: not present. DMI handle: 0x0030 
LOGEOF
} > "$OUT/dimm-mixed.log"
dimm_once() { "$RAS" top --once --no-state "$@" 2>&1; }
# dimm_row NAME PATTERN ARGS...: the --once frame has a line matching PATTERN
dimm_row() {
	local name=$1 pat=$2 got; shift 2
	got=$(dimm_once "$@")
	if echo "$got" | grep -qE -- "$pat"; then ok "$name"; else fail "$name" "no /$pat/ in: $(echo "$got" | sed -n 4,12p)"; fi
}
dimm_row "DIMM pane: one slot, 12 corrected MCEs in 12 minutes: DIMM 0, CE 12, CE/24h 12, watch (10 or more a day)" \
	'^DIMM 0 +- +12 +0 +12  several pages  watch$' --input "$OUT/dimm-ce.log" --sysfs "$OUT/sys-one"
dimm_row "DIMM pane: the title names the columns" '^DIMM +serial +CE +UE +CE/24h +fault +verdict$' \
	--input "$OUT/dimm-ce.log" --sysfs "$OUT/sys-one"
dimm_row "DIMM pane: and an uncorrected one: UE 1, replace" '^DIMM 0 +- +12 +1 +12  several pages  replace$' \
	--input "$OUT/dimm-ceue.log" --sysfs "$OUT/sys-one"
got=$(dimm_once --input "$OUT/dimm-ce.log" --sysfs "$OUT/sys-two")
if echo "$got" | grep -q '^total 12: corrected 12' && ! echo "$got" | grep -qE '^(DIMM|P1-DIMM|[0-9]+ DIMM)'; then
	ok "DIMM pane: two populated slots, an MCE that cannot say which: no DIMM counts it, no pane"
else fail "DIMM pane: unplaced MCE" "$(echo "$got" | sed -n 2,10p)"; fi
got=$(dimm_once --input tests/logs/locate.log --sysfs "$OUT/sys-two")
if echo "$got" | grep -qE '^P1-DIMMB1 +2A1B3C4D +2 +0 +0  one cell +ok$' &&
   echo "$got" | grep -qE '^P1-DIMMA1 +03A5B6C7 +1 +0 +0  one address +ok$'; then
	ok "DIMM pane: CPER with a DMI handle (and an EDAC label): P1-DIMMB1 2 CE, P1-DIMMA1 1 (no times in the log: none in CE/24h)"
else fail "DIMM pane: located CPER" "$(echo "$got" | sed -n 4,10p)"; fi
got=$(dimm_once --input "$OUT/dimm-mixed.log" --sysfs "$OUT/sys-two")
if [ "$(echo "$got" | grep -E '^P1-DIMM' | awk '{print $1, $3, $4}' | tr '\n' ,)" = "P1-DIMMA1 1 1,P1-DIMMB1 2 0," ] &&
   echo "$got" | grep -qE '^P1-DIMMA1 .* replace$'; then
	ok "DIMM pane: worst verdict first (P1-DIMMA1 replace above P1-DIMMB1's 2 CE); the 12 MCEs counted by neither"
else fail "DIMM pane: order" "$(echo "$got" | sed -n 4,10p)"; fi
if [ -z "$(dimm_once --input "$OUT/dimm-mixed.log" | grep -E '^(DIMM|P1-DIMM)')" ]; then
	ok "DIMM pane: a log read with --input and no --sysfs is not placed on this machine's DIMMs"
else fail "DIMM pane: --input without --sysfs"; fi
# the daemon's state file: its per-DIMM counts (key "serial 03A5B6C7") start the pane's
t=$(( $(date +%s) - 3600 ))	# an hour ago: in CE/24h as of now (the log has no times)
printf 'ras-state 1\nstart %s\ndimm 7 0 0 %s %s 0 -1 -1 0 serial%%2003A5B6C7 P1-DIMMA1 P0_Node0_Channel0_Dimm0 03A5B6C7 -\nrecent 7 %s %s %s %s %s %s %s\n' $t $t $t $t $t $t $t $t $t $t > "$OUT/dimm-state"
got=$("$RAS" top --once --input tests/logs/locate.log --sysfs "$OUT/sys-two" --state "$OUT/dimm-state" 2>&1)
if echo "$got" | grep -qE '^P1-DIMMA1 +03A5B6C7 +8 +0 +7 ' && echo "$got" | grep -qE '^P1-DIMMB1 +2A1B3C4D +2 +0 +0 '; then
	ok "DIMM pane: --state FILE: the daemon's 7 errors of P1-DIMMA1 and the log's 1 make 8"
else fail "DIMM pane: --state" "$(echo "$got" | sed -n 4,10p)"; fi
# small screens: the matrix is drawn as it is without the pane; columns and rows give way
for size in 80x24 40x12 60x10 20x8; do
	a=$(dimm_once --input "$OUT/dimm-mixed.log" --size $size | sed 's/ up [0-9:]*$//')
	b=$(dimm_once --input "$OUT/dimm-mixed.log" --sysfs "$OUT/sys-two" --size $size | sed 's/ up [0-9:]*$//')
	first=$(diff <(echo "$a") <(echo "$b") | sed -n 's/^[0-9,]*[acd]\([0-9]*\).*/\1/p' | head -1)
	line=$(echo "$b" | sed -n "${first:-0}p")
	if [ -n "$first" ] && echo "$line" | grep -qE '^(DIMM |[0-9]+ DIMMs)' && ! echo "$b" | grep -qE "^.{${size%x*}}."; then
		ok "DIMM pane at $size: under the matrix, which is drawn as without it; no line wider than the screen"
	else fail "DIMM pane at $size" "first difference at line ${first:-none}: '$line'"; fi
done
dimm_row "DIMM pane at 40x12: the fault and serial columns give way, the verdict stays" \
	'^P1-DIMMA1 +1 +1 +0  replace$' --input "$OUT/dimm-mixed.log" --sysfs "$OUT/sys-two" --size 40x12
dimm_row "DIMM pane at 60x10: too few rows: how many DIMMs, the worst verdict, enlarge" \
	'^2 DIMMs with errors, the worst replace: enlarge the window$' --input "$OUT/dimm-mixed.log" \
	--sysfs "$OUT/sys-two" --size 60x10
dimm_row "DIMM pane at 20x8: shorter still" '^2 DIMMs: replace$' --input "$OUT/dimm-mixed.log" \
	--sysfs "$OUT/sys-two" --size 20x8
start 80x24 "" --input "$OUT/dimm-mixed.log" --sysfs "$OUT/sys-two" --no-state
expect "DIMM pane on screen: P1-DIMMA1 replace" '^P1-DIMMA1 +03A5B6C7 +1 +1 +0  several pages +replace$'
expect "DIMM pane: the footer names the d key" ' d DIMMs$'
keys d
expect "d hides the DIMM pane, says so" '^DIMM pane hidden \(d shows it\)$'
expect_not "d: the pane is gone" '^P1-DIMM'
expect "d: the latest records take its rows (12 machine checks and 5 memory reports)" '^latest records, newest first \(17 kept of 17\)'
keys d
expect "d again shows it" '^P1-DIMMB1 +2A1B3C4D +2 '
keys '?'
expect "? lists the d key" '^ +d +hide or show the DIMM pane'
keys x
start 80x24 "" --input "$OUT/dimm-ce.log" --no-state
wait_for '^total 12: ' 5
keys d d
expect "d without an inventory: says a log needs --sysfs" '^no DIMM inventory to place memory errors on \(with --input: --sysfs DIR\)$'

echo "# terminals"
for term in linux vt100 screen; do
	start 80x24 "TERM=$term" --input $CAP --no-state
	expect "TERM=$term: matrix drawn" '^s0  cpu   0 +\. +5 '
	keys '?'
	expect "TERM=$term: keys work" 'ras top: machine checks, live'
done
start 80x24 "TERMINFO=/nonexistent TERMINFO_DIRS=/nonexistent TERM=xterm" --input $CAP --no-state
expect "TERMINFO=/nonexistent: the built-in terminals still work" '^s0  cpu   0 +\. +5 '
start 80x24 "LANG=C" --input $CAP --no-state
expect "non-UTF-8 locale: ASCII sparkline" '^rate .*\[ +_ '
# no locale variable: musl's own locale is UTF-8, the terminal's need not be: ASCII
start 80x24 "LANG= LC_ALL= LC_CTYPE=" --input $CAP --no-state
expect "no LANG: ASCII sparkline, not UTF-8 blocks" '^rate .*\[ +_ '
# a log of memory reports only (EDAC): counted in the totals, listed, not "no machine checks yet"
start 80x24 "" --input "$PWD/tests/logs/edac-skx-4.x.log" --no-state
expect "memory reports only: in the totals" '^total 3: corrected 2 deferred 0 uncorrected 1 fatal 0 \(memory reports 3\)'
expect "memory reports only: listed" '^latest records, newest first \(3 kept of 3\)'

# latency NAME ARGS...: ms from send-keys to the help on screen, five times; the screen
# is polled without sleeping, so the numbers include tmux's own few ms
latency() {
	local name=$1 i t0 t1 worst=0 all=""; shift
	start 80x24 "" "$@"
	wait_for '^total [1-9]' 10
	for i in 1 2 3 4 5; do
		t0=$(ms); keys '?'
		POLL=0 wait_for 'ras top: machine checks, live' 5 || { worst=9999; break; }
		t1=$(ms); keys x; wait_for '^total ' 5
		all="$all $((t1 - t0))"; [ $((t1 - t0)) -gt $worst ] && worst=$((t1 - t0))
	done
	echo "   $name: key to screen (ms):$all; then $(screen | sed -n 's/^total \([0-9]*\):.*/\1/p') records read"
	if [ $worst -lt 500 ]; then ok "$name: keys act within 500 ms (max $worst ms)"
	else fail "$name: key latency" "$worst ms"; fi
}

N=${STORM:-300000}
if [ "$N" -gt 0 ]; then
	echo "# storm: $N records at 100,000/s (the capture has 1,000/s: --speed 100)"
	[ -s "$OUT/storm-$N.cap" ] || $MK capture tests/formats/linux-6.1 "$OUT/storm-$N.cap" --count "$N"
	latency "idle (for comparison)" --input $CAP --no-state
	latency "storm at 100,000/s" --input "storm-$N.cap" --no-state --speed 100
	latency "storm as fast as possible" --input "storm-$N.cap" --no-state --speed 0
	t0=$(ms)
	start 80x24 "" --input "storm-$N.cap" --no-state --speed 100
	wait_for "^total $N:" 60
	t=$(($(ms) - t0))
	echo "   --speed 100: $N records ($((N / 100000)).$((N / 10000 % 10)) s of storm) read and drawn in $t ms"
	if [ $t -lt $((N / 100 + 1500)) ]; then ok "storm: keeps up with 100,000 records/s"
	else fail "storm: falls behind 100,000 records/s" "$t ms"; fi
fi

quit
if grep -lE 'ERROR|runtime error' "$OUT"/asan.* >/dev/null 2>&1; then fail "sanitizer reports" "$(head -20 "$OUT"/asan.*)"
else ok "no sanitizer reports"; fi
summary top
