#!/bin/bash
# tables_check.sh RAS [COUNTS]: 'ras tables' prints every table of ras.h and the policy, each
# with the rows tests/tables.counts says (the row counts of the tables before they moved to
# ras.h one row a line), every row with its header's fields and a source; one table by name;
# an unknown name is exit 2.
set -u
RAS=${1:?usage: tables_check.sh RAS [COUNTS]}
COUNTS=${2:-$(dirname "$0")/tables.counts}
. "$(dirname "$0")/lib.sh"
tmp_dir tables; T=$TD
say() { if [ "$1" = 0 ]; then ok "$2"; else fail "$2"; fi; }

"$RAS" tables > "$T/all"
say $? "ras tables exits 0"
awk -F'\t' '!/^#/ { n[$1]++ } END { for (t in n) print t, n[t] }' "$T/all" | sort > "$T/got"
sort "$COUNTS" > "$T/want"
diff "$T/want" "$T/got" > "$T/diff"
say $? "row counts per table as tests/tables.counts ($(wc -l < "$T/want") tables, $(awk '{ s += $2 } END { print s }' "$T/want") rows)"
[ -s "$T/diff" ] && sed 's/^/     /' "$T/diff"
awk -F'\t' '/^# / { n = NF; next } NF != n { print; bad = 1 } END { exit bad }' "$T/all" > "$T/bad"
say $? "every row has its header's fields"
! grep -q '	not recorded$' "$T/all"
say $? "every row names its source"
"$RAS" tables intel_mscod > "$T/one"
[ $? = 0 ] && [ "$(grep -vc '^#' "$T/one")" = "$(awk '$1 == "intel_mscod" { print $2 }' "$COUNTS")" ] &&
	! grep -v '^#' "$T/one" | grep -qv '^intel_mscod	'
say $? "ras tables intel_mscod: that table alone"
"$RAS" tables nosuch > /dev/null 2> "$T/err"
[ $? = 2 ] && grep -q "'nosuch'" "$T/err"
say $? "ras tables nosuch: exit 2, naming it"
summary tables
