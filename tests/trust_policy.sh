#!/bin/bash
# trust_policy.sh RAS: rasd.8's TRUST table and 'ras tables policy' say the same, row by row,
# so the manual cannot drift from the one table every action site asks.
RAS=${1:-./ras}
. "$(dirname "$0")/lib.sh"
man=$(sed -n '/^\.\\" policy table:/,/^\.El/p' rasd.8 | sed -n 's/^\.It \([a-z-]*\) Ta /\1 /p' |
	sed 's/ Ta /\t/g; s/\\(em/-/g; s/ /\t/')
code=$("$RAS" tables policy | awk -F'\t' '$1 == "policy" { out = $2; for (i = 3; i <= 9; i++) out = out "\t" $i; print out }')
if [ -n "$man" ] && [ "$man" = "$code" ]; then
	ok "rasd.8's TRUST table is 'ras tables policy' ($(echo "$code" | wc -l) rows)"
else
	fail "rasd.8's TRUST table differs from 'ras tables policy'" "$(diff <(echo "$man") <(echo "$code") | tr '\n' ' ')"
fi
summary policy
