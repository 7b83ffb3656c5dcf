#!/bin/bash
# roundtrip.sh RAS: ras reads its own logs back.  Every fixture log of tests/logs (and its
# shapes and trust cases) through dump --json, and that JSON through dump again: the same
# records, field for field (provenance aside: a record read from a file is text), the same
# text blocks; dump --oneline (the daemon's text log) read back: the same CPU, bank, status,
# address and time of every machine check.  Prints ok/FAIL lines.
RAS=${1:-./ras}
. "$(dirname "$0")/lib.sh"
tmp_dir roundtrip; td=$TD
n=0 bad=()
for f in tests/logs/*.log tests/logs/shapes/*.log tests/logs/trust/*.log; do
	"$RAS" dump -i "$f" --json > "$td/a.json" 2>/dev/null
	[ -s "$td/a.json" ] || continue
	n=$((n + 1))
	"$RAS" dump -i "$td/a.json" --json > "$td/b.json" 2>/dev/null
	"$RAS" dump -i "$f" > "$td/a.txt" 2>/dev/null
	"$RAS" dump -i "$td/a.json" > "$td/b.txt" 2>/dev/null
	cmp -s <(jq -S -c 'del(.provenance)' "$td/a.json") <(jq -S -c 'del(.provenance)' "$td/b.json") &&
		cmp -s "$td/a.txt" "$td/b.txt" || bad+=("$f")
done
if [ ${#bad[@]} = 0 ] && [ $n -gt 50 ]; then
	ok "dump -> JSON -> dump: the same records and text blocks, $n logs"
else
	fail "dump -> JSON -> dump differs for ${bad[*]} ($n logs)"
fi
# a line of the text log, its decode aside: when, where, and every register it keeps
keep() { sed -E 's/^([^ ]+ (CPU [0-9]+ bank [0-9]+ )?)[^|]*\|/\1|/'; }
m=0 bad=()
for f in tests/logs/*.log tests/logs/shapes/*.log tests/logs/trust/*.log; do
	"$RAS" dump -i "$f" --oneline > "$td/a.log" 2>/dev/null
	[ -s "$td/a.log" ] || continue
	m=$((m + 1))
	cmp -s <(grep ' bank .* | status ' "$td/a.log" | keep) \
		<("$RAS" dump -i "$td/a.log" --oneline 2>/dev/null | grep ' bank .* | status ' | keep) || bad+=("$f")
done
if [ ${#bad[@]} = 0 ] && [ $m -gt 50 ]; then
	ok "the daemon's text log read back: every machine check's time, CPU, bank and registers, $m logs"
else
	fail "text log read back differs for ${bad[*]} ($m logs)"
fi
# the daemon's JSON log: its action lines are not records, its records are
d=$td/d; mkdir -p "$d"
"$RAS" daemon --config none --input tests/logs/serial-6.1.log --log "$d/log" --json-log "$d/json" >/dev/null 2>&1
if [ "$("$RAS" dump -i "$d/json" -1 2>/dev/null | wc -l)" = 2 ] && [ "$("$RAS" dump -i "$d/log" -1 2>/dev/null | wc -l)" = 2 ] &&
   "$RAS" summary "$d/log" 2>/dev/null | grep -q '^2 records' && "$RAS" summary "$d/json" 2>/dev/null | grep -q '^2 records'; then
	ok "dump and summary read the daemon's JSON and text logs"
else
	fail "the daemon's logs: dump json $("$RAS" dump -i "$d/json" -1 2>&1 | wc -l), text $("$RAS" dump -i "$d/log" -1 2>&1 | wc -l); summary: $("$RAS" summary "$d/log" 2>&1 | head -2 | tr '\n' ' ')"
fi
summary roundtrip
