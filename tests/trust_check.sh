#!/bin/bash
# trust_check.sh RAS [DIR]: every fixture of DIR/MANIFEST.tsv (tests/logs/trust: one log shape or
# forgery each, the kernel's print code cited per line) through ras dump and a daemon dry run:
# - the records read, their key fields, and each one's boundary marking (.boundary "unverified";
#   anything else is verified);
# - the machine-check-like lines not read (ras says "N machine-check-like lines not read: ...");
# - dump --fail-on corrected's exit code (an unverified record counts: it is shown and counted);
# - a daemon dry run with a trigger at corrected runs it once per verified record, never for an
#   unverified or forged one (TRIGGER=0 skips this).
# Prints "ok - FILE" or "FAIL - FILE: what differs".
RAS=${1:-./ras} DIR=${2:-tests/logs/trust}
. "$(dirname "$0")/lib.sh"
TRIGGER=${TRIGGER:-1}
tmp_dir trust; td=$TD
printf '#!/bin/sh\necho "$RAS_PROVENANCE $*" >> %s/ran\n' "$td" > "$td/t.sh"; chmod +x "$td/t.sh"
while IFS=$'\t' read -r file shape bound n keys marks forged failon health cite; do
	[[ $file == \#* || -z $file ]] && continue
	f=$DIR/$file bad=()
	out=$("$RAS" dump -i "$f" --json 2>"$td/err")
	"$RAS" dump -i "$f" --fail-on corrected >/dev/null 2>&1; rc=$?
	got=$(printf '%s' "$out" | grep -c '^{')
	[ "$got" = "$n" ] || bad+=("records $got want $n")
	[ "$rc" = "$failon" ] || bad+=("--fail-on corrected exit $rc want $failon")
	if [ "$got" = "$n" ] && [ "$n" != 0 ]; then
		IFS=';' read -ra R <<<"$keys"; IFS=';' read -ra M <<<"$marks"
		for i in "${!R[@]}"; do
			rec=$(printf '%s\n' "$out" | sed -n "$((i + 1))p")
			IFS=',' read -ra KV <<<"${R[$i]}"
			for kv in "${KV[@]}"; do
				k=${kv%%=*} v=${kv#*=}
				case $k in
				cpu|bank) g=$(jq -r ".$k // \"-\"" <<<"$rec") ;;
				status) g=$(jq -r '.status // "-"' <<<"$rec") ;;
				kind) g=$(jq -r '.kind // "mce"' <<<"$rec") ;;
				addr) g=$(jq -r '.addr // .memory.addr // "unknown"' <<<"$rec") ;;
				label) g=$(jq -r '.memory.edac_label // "none"' <<<"$rec") ;;
				via) g=$(jq -r '(.memory.reported_by // []) | join("+")' <<<"$rec") ;;
				*) g="?" ;;
				esac
				[ "$g" = "$v" ] || bad+=("record $((i + 1)) $k=$g want $v")
			done
			gm=$(jq -r 'if .boundary == "unverified" then "unverified" else "verified" end' <<<"$rec")
			[ "$gm" = "${M[$i]}" ] || bad+=("record $((i + 1)) marked $gm want ${M[$i]}")
		done
	fi
	gf=$(sed -n 's/^ras: \([0-9]*\) machine-check-like lines\{0,1\} not read:.*/\1/p' "$td/err" | tail -1)
	[ "${gf:-0}" = "$forged" ] || bad+=("lines not read ${gf:-0} want $forged")
	if [ "$TRIGGER" = 1 ]; then
		rm -f "$td/ran"
		timeout 60 "$RAS" daemon --config none --input "$f" --log none --trigger "$td/t.sh" \
			--trigger-severity corrected --trigger-max 64 >/dev/null 2>&1
		gt=$(cat "$td/ran" 2>/dev/null | wc -l)
		[ "$gt" = "$health" ] || bad+=("daemon dry run: trigger ran $gt times want $health")
		! grep -q '^unverified' "$td/ran" 2>/dev/null || bad+=("a trigger ran for an unverified record")
	fi
	if [ ${#bad[@]} = 0 ]; then ok "$file ($shape, $bound)"
	else fail "$file" "$(IFS='; '; echo "${bad[*]}")"; fi
done < "$DIR/MANIFEST.tsv"
summary trust
