#!/bin/bash
# trust_daemon.sh: what a record may make the daemon do (rasd.8, TRUST), case by case; each case
# failed before records carried their provenance.  Actions that would touch this machine run in a
# private mount namespace over a fake sysfs tree, never against the real one.
# Prints "ok - ..." / "FAIL - ..."; exit 1 if any failed.
set -u
cd "$(dirname "$0")/.."
. tests/lib.sh
OUT=${OUT:-/tmp/trust-daemon}
rm -rf "$OUT"; mkdir -p "$OUT"
ringfeed_build || { summary trust-daemon; exit 1; }
# the daemon's options for a ring of 30 corrected errors on two pages (0x5a5a000, 0x5a5a001)
feed() {
	rm -rf "$1"; mkdir -p "$1/st"
	"$OUT/ringfeed" "$FMT/linux-6.1" "$1" 1 16 30 0 0 2 > "$1/feed.out" 2>&1 &
	FEED=$!
	wait_until 5 grep -q ready "$1/feed.out"
}
daemon_opts() {
	echo -f --config none -F "$FMT/linux-6.1" -I 10 --log "$1/log" --json-log "$1/json" \
		--state "$1/st/state" --pidfile "$1/pid" --metrics "$1/metrics" --storm-threshold 0 \
		--dimm-threshold 0 --socket-threshold 0 --cpu-threshold 0 --rank-threshold 0 --row-threshold 0 \
		--page-threshold 10/24h --page-action soft --page-retries 0
}
# in_ns DIR CMD: CMD in a private mount namespace whose /sys/devices/system/memory is a tmpfs
# holding an empty soft_offline_page; DIR/written gets what was written to it (exit 3: no namespace)
in_ns() {
	local d=$1; shift
	unshare --mount --propagation private sh -c '
		mount -t tmpfs ras-test /sys/devices/system/memory || exit 3
		: > /sys/devices/system/memory/soft_offline_page
		d=$1; shift
		"$@"
		cat /sys/devices/system/memory/soft_offline_page > "$d/written"' sh "$d" "$@"
}
ns=1
unshare --mount --propagation private true 2>/dev/null || ns=0

# 1, 2. a ring directory and a copy of the persistent buffers are replays: with the default
# soft_offline_page, a crossing is said and not acted on; a file named on the command line is
if [ $ns = 1 ]; then
	for src in ring persistent; do
		d=$OUT/page-$src
		feed "$d"
		if [ $src = ring ]; then so=(--ring-dir "$d"); else so=(-S persistent -P "$d"); fi
		in_ns "$d" timeout 20 sh -c '"$@" & p=$!; sleep 2; kill -TERM $p; wait $p' sh \
			"$RAS" daemon $(daemon_opts "$d") "${so[@]}" 2>>"$d/err"
		wait "$FEED" 2>/dev/null
		if [ ! -s "$d/written" ] && grep -q 'page 0x5a5a000: threshold crossed; not acted on: a replay record .* not on this machine.s /sys/devices/system/memory/soft_offline_page' "$d/log"; then
			ok "a $src replay's page crossing: not written to this machine's soft_offline_page, said"
		else
			fail "a $src replay's page crossing: soft_offline_page holds '$(cat "$d/written" 2>/dev/null)'; $(grep -m1 'page 0x5a5a000' "$d/log")"
		fi
	done
else
	echo "   skip: no private mount namespace for the page-action cases"
fi
d=$OUT/page-file
feed "$d"
: > "$d/offline"
"$RAS" daemon $(daemon_opts "$d") --ring-dir "$d" --page-offline-file "$d/offline" 2>>"$d/err" &
p=$!; wait "$FEED"; wait_until 10 sh -c "[ \$(grep -c ' CPU 0 bank ' '$d/log') = 30 ]"; kill -TERM $p; wait $p
if [ "$(cat "$d/offline")" = 0x5a5a000 ]; then
	ok "a replay acts on the file named on the command line (a test tree)"
else
	fail "a replay with --page-offline-file: '$(cat "$d/offline")' written"
fi

# 3. a copy of a tracefs tree (-T DIR not on tracefs) is a replay: its CPU crossing is refused by
# the policy, naming the default CPU directory, before any other check
d=$OUT/cpu-tracefs t=$OUT/cpu-tree
mkdir -p "$d/st"
rm -rf "$t"; for c in 0 1 2 3; do mkdir -p "$t/cpu$c/topology"; echo 1 > "$t/cpu$c/online"
	echo "$((c / 2 * 2))-$((c / 2 * 2 + 1))" > "$t/cpu$c/topology/thread_siblings_list"; done
touch "$t/TRUST-FAKE-TREE"
if [ $ns = 1 ]; then
	unshare --mount --propagation private sh -c '
		mount --bind "$1" /sys/devices/system/cpu || exit 3
		[ -e /sys/devices/system/cpu/TRUST-FAKE-TREE ] || exit 3
		timeout 20 "$2" daemon -f --config none -S tracefs -T tests/tracefs/linux-6.1 -c intel:6:0x55 \
			--log "$3/log" --state "$3/st/state" --pidfile "$3/pid" --storm-threshold 0 \
			--page-threshold 0 --cpu-threshold 1/1h --cpu-action isolate 2>>"$3/err" & p=$!
		sleep 2; kill -TERM $p; wait $p' sh "$t" "$RAS" "$d"
	if grep -q 'CPU 0 bank 1: threshold crossed; not isolated: a replay record .*not on this machine.s /sys/devices/system/cpu' "$d/log" &&
	   [ "$(cat "$t/cpu1/online")" = 1 ]; then
		ok "a copied tracefs tree's CPU crossing: refused by the policy (a replay), no CPU touched"
	else
		fail "a copied tracefs tree's CPU crossing: $(grep -m1 'CPU 0 bank 1: threshold' "$d/log")"
	fi
fi

# 4. EDAC and CPER memory records run the trigger (RAS_KIND, RAS_PROVENANCE), uncorrected ones
# at the default trigger severity
d=$OUT/trig; mkdir -p "$d"
printf '#!/bin/sh\nenv | grep "^RAS_" | sort > %s/env.$$\n' "$d" > "$d/t.sh"; chmod +x "$d/t.sh"
timeout 30 "$RAS" daemon --config none --input tests/logs/edac-skx-4.x.log --log none --trigger "$d/t.sh" \
	>/dev/null 2>&1
if cat "$d"/env.* 2>/dev/null | grep -q '^RAS_KIND=memory$' &&
   cat "$d"/env.* | grep -q '^RAS_SEVERITY=uncorrected' && cat "$d"/env.* | grep -q '^RAS_PROVENANCE=text$'; then
	ok "an uncorrected EDAC memory record runs the trigger (RAS_KIND=memory, RAS_PROVENANCE=text)"
else
	fail "EDAC memory record trigger: $(cat "$d"/env.* 2>/dev/null | tr '\n' ' ' | head -c 300)"
fi

# 5. an address the EDAC driver did not know (page 0, offset 0, grain 1) is unknown, not page 0:
# two such errors do not cross a 2/24h page threshold, and JSON says why there is no address
d=$OUT/addr; mkdir -p "$d"
for i in 1 2; do
	echo "[ 10$i.000000] EDAC MC0: 1 CE single-bit ECC on unknown memory (node:0 card:$i module:0 page:0x0 offset:0x0 grain:1 syndrome:0x0 - APEI location: node:0 card:$i module:0)"
done > "$d/edac.log"
"$RAS" daemon --config none --input "$d/edac.log" --log "$d/log" --json-log "$d/json" --page-threshold 2/24h \
	--page-action account >/dev/null 2>&1
if ! grep -q 'page 0x0' "$d/log" && [ "$(jq -r '.memory.addr_unknown // "-"' "$d/json" | sort -u)" = \
   "the EDAC driver did not know it (page 0, offset 0, grain 1)" ] && [ "$(jq -r '.memory.addr // "none"' "$d/json" | sort -u)" = none ]; then
	ok "EDAC's page 0 offset 0 grain 1 is an unknown address: no page 0x0 bucket, addr_unknown said"
else
	fail "unknown address: $(grep -m1 'page 0x0' "$d/log"); $(jq -c .memory "$d/json" | head -1)"
fi

# 8. --import-early merges the initramfs daemon's buckets into the root daemon's: a page with one
# error counted by each (its state and the initramfs state) crosses a 2/24h threshold
d=$OUT/import e=$OUT/import-early
rm -rf "$d" "$e"; mkdir -p "$d/st" "$e"
RINGFEED_STATUS=0x9c00004000010091 "$OUT/ringfeed" "$FMT/linux-6.1" "$d" 1 16 1 > "$d/feed.out" 2>&1 &
FEED=$!; wait_until 5 grep -q ready "$d/feed.out"
printf 'ras-state 1\nstart 1796284000\nlost 0\nbucket page 23130 1 1796284600 86400 0 page%%200x5a5a000\n' > "$e/state"
printf 'ras-state 1\nstart 1796284000\nlost 0\nbucket page 23130 1 1796284500 86400 0 page%%200x5a5a000\n' > "$d/st/state"
"$RAS" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" -I 10 --log "$d/log" --state "$d/st/state" \
	--pidfile "$d/pid" --storm-threshold 0 --dimm-threshold 0 --socket-threshold 0 --cpu-threshold 0 \
	--rank-threshold 0 --row-threshold 0 --page-threshold 2/24h --import-early "$e" 2>>"$d/err" &
p=$!; wait "$FEED"; wait_until 10 grep -q ' CPU 0 bank ' "$d/log"; sleep 0.3; kill -TERM $p; wait $p
if grep -q 'page 0x5a5a000: .*both sides of the hand-over.*the page-threshold 2/86400s is crossed' "$d/log" &&
   grep -q '^bucket page 23130 0 1796284500 86400 1 ' "$d/st/state"; then
	ok "--import-early: a page's error on each side of the hand-over crosses 2/24h, said, kept in the state"
else
	fail "--import-early merge: $(grep -i 'page 0x5a5a000' "$d/log" | head -2 | tr '\n' ' '); $(grep '^bucket' "$d/st/state")"
fi
summary trust-daemon
