#!/bin/bash
# tests/qemu/e2e.sh -- end-to-end tests of ras against the real kernel:
# runs every tests/qemu/scenarios/e2e-*.sh on each kernel series and CPU model of its headers
# ("# qemu-kernels:", "# qemu-cpus:", "# qemu-cpus-SERIES:", see qemu_matrix in common.sh) through
# boot.py (with the extra arguments of an args_NAME function, if any), then checks on the host
# what the guest cannot (jq on the JSON the guest sent back, `ras dump --input` on the serial
# console log and on the pstore file).
#
# Usage: tests/qemu/e2e.sh RAS [NAME...]
#   RAS      the static ras binary to test (installed in the guest as /bin/ras; the same
#            binary decodes console logs on the host)
#   NAME     run only these scenarios (e.g. e2e-sw-storm), default all e2e-*.sh
# Environment: E2E_OUT (default <repo>/tests/out/qemu-e2e), E2E_KERNELS ("6.1 6.12" for every
# scenario instead of its header), E2E_CPUS ("M1 M2" likewise), E2E_VERBOSE=1 (print boot.py's
# output). Each run's output directory is E2E_OUT/NAME-SERIES-CPU.
#
# Prints "ok - NAME [SERIES CPU] T s", "FAIL - NAME [SERIES CPU] ...: why" or "skip - ..." per run
# (tests/lib.sh), LATENCY/STORM/INFO lines of the guest, and a closing "# e2e: N passed, N failed,
# N skipped in T s".
# Exit status: 0 when nothing failed, 1 otherwise, 2 usage.

set -u
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
. "$QEMU_REPO_ROOT/tests/lib.sh"

[ $# -ge 1 ] || { sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 2; }
RAS=$(qemu_ras_arg e2e.sh "$1") || exit 2
shift
OUT=${E2E_OUT:-$QEMU_REPO_ROOT/tests/out/qemu-e2e}
mkdir -p "$OUT"

qemu_ensure_deps
if ! command -v jq >/dev/null; then
  qemu_apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jq >&2 || qemu_die "cannot install jq"
fi
PY=$(qemu_python)

if [ $# -gt 0 ]; then
  SCENARIOS=()
  for n in "$@"; do SCENARIOS+=("$QEMU_HARNESS_DIR/scenarios/${n%.sh}.sh"); done
else
  SCENARIOS=("$QEMU_HARNESS_DIR"/scenarios/e2e-*.sh)
fi
# fetch (or find) every kernel series the runs need once, outside the timings
while read -r k; do
  . "$QEMU_HARNESS_DIR/kernel.sh" --series "$k" < /dev/null || { echo "e2e.sh: kernel.sh --series $k failed" >&2; exit 1; }
done < <(for sc in "${SCENARIOS[@]}"; do [ -f "$sc" ] && qemu_matrix "$sc" "${E2E_KERNELS:-}" "${E2E_CPUS:-}"; done |
         awk '{ print $1 }' | sort -u)

# ---- host-side checks, one function per scenario (optional); $D is the run's output dir,
# $SERIES its kernel series (6.1, 6.12), $CPU its QEMU CPU model.
# Each returns non-zero with a message on stdout when something is wrong.

# json_lines FILE N: every line of FILE is one JSON object, N of them
json_lines() {
  local n bad
  [ -f "$1" ] || { echo "$1 missing"; return 1; }
  bad=$(jq -c 'select(type != "object")' "$1" 2>&1 | head -3) || { echo "$(basename "$1"): not JSON: $bad"; return 1; }
  [ -z "$bad" ] || { echo "$(basename "$1"): non-object lines: $bad"; return 1; }
  n=$(jq -c . "$1" | wc -l)
  [ "$(wc -l < "$1")" = "$n" ] || { echo "$(basename "$1"): $n JSON values on $(wc -l < "$1") lines"; return 1; }
  [ "$n" = "$2" ] || { echo "$(basename "$1"): $n records, expected $2"; return 1; }
}

crashed() { jq -e '.message | test("died as expected")' "$D/result.json" >/dev/null; }

# kernel_mces FILE: "CPU BANK STATUS" of every record the kernel printed in FILE, parsed here
# independently of ras ("mce: [Hardware Error]: CPU 1: Machine Check Exception: 5 Bank 3: be00...")
kernel_mces() {
  sed -n 's/.*\[Hardware Error\]: CPU \([0-9]*\): Machine Check[ A-Za-z]*: [0-9a-f]* Bank \([0-9]*\): \([0-9a-f]*\).*/\1 \2 0x\3/p' "$1" | sort
}
# ras_mces JSONFILE: the same from `ras dump --json`
ras_mces() { jq -r '"\(.cpu) \(.bank) \(.status)"' "$1" | sort; }

# boot_part FILE N: the console of boot N (boots start with the kernel's "Linux version" line)
boot_part() { awk -v n="$2" '/\] Linux version / { b++ } b == n' "$1"; }

host_e2e-ce-daemon() {
  json_lines "$D/files/ras.json" 2 || return 1
  jq -e -s 'map({cpu, bank, status, addr, misc, severity}) | sort_by(.cpu) ==
    [{cpu:0, bank:1, status:"0x9c00410000010016", addr:"0x12345000", misc:"0x0", severity:"corrected"},
     {cpu:1, bank:2, status:"0x9c20004000010135", addr:"0xabc000", misc:"0x86", severity:"corrected"}]' \
    "$D/files/ras.json" >/dev/null || { echo "ras.json records: $(jq -c '{cpu,bank,status,severity}' "$D/files/ras.json" | tr '\n' ' ')"; return 1; }
  # the kernel's console lines, decoded on the host, give the same records, but those the
  # kernel's CEC took (6.12 on Intel: files/cec-taken) which it does not print
  local taken
  [ -f "$D/files/cec-taken" ] || { echo "no files/cec-taken"; return 1; }
  taken=$(jq -R -s -c 'split("\n") | map(select(length > 0))' "$D/files/cec-taken")
  [ "$taken" = '[]' ] || echo "  host: taken by the kernel's CEC, not on the console: $taken"
  "$RAS" dump --json --input "$D/console.log" > "$D/host-console.json" 2> "$D/host-console.err" ||
    { echo "ras dump --input console.log failed: $(cat "$D/host-console.err")"; return 1; }
  json_lines "$D/host-console.json" $((2 - $(jq length <<< "$taken"))) || return 1
  [ "$(jq -c '[.cpu,.bank,.status,.severity,.error]' "$D/host-console.json" | sort)" = \
    "$(jq -c --argjson t "$taken" 'select(.status | IN($t[]) | not) | [.cpu,.bank,.status,.severity,.error]' "$D/files/ras.json" | sort)" ] ||
    { echo "console decode differs from the daemon's"; return 1; }
}

host_e2e-uc-broadcast() {
  if crashed; then
    grep -q 'Kernel panic - not syncing' "$D/console.log" || { echo "expected crash, but no panic on the console"; return 1; }
    echo "  kernel: $(grep -a -m1 'Machine check: ' "$D/console.log" | sed 's/.*Hardware Error\]: //'); $(grep -a -m1 'Kernel panic' "$D/console.log" | sed 's/^\[[^]]*\] //')"
    "$RAS" dump --json --input "$D/console.log" > "$D/host-console.json" 2> "$D/host-console.err" ||
      { echo "ras dump --input console.log failed: $(cat "$D/host-console.err")"; return 1; }
    "$RAS" dump -1 --input "$D/console.log" 2>/dev/null | sed 's/^/  host: /'
    # exactly the records the kernel printed (the panicking CPU varies: either injected record)
    [ -n "$(kernel_mces "$D/console.log")" ] || { echo "the kernel printed no MCE before it died"; return 1; }
    [ "$(kernel_mces "$D/console.log")" = "$(ras_mces "$D/host-console.json")" ] ||
      { echo "kernel printed [$(kernel_mces "$D/console.log" | tr '\n' ';')], ras decoded [$(ras_mces "$D/host-console.json" | tr '\n' ';')]"; return 1; }
    ras_mces "$D/host-console.json" | grep -qvx '0 9 0xbd000000000000c0\|1 1 0xa000000000000000' &&
      { echo "a record that was not injected: $(ras_mces "$D/host-console.json")"; return 1; }
    jq -e 'select(.status == "0xbd000000000000c0") | select(.addr != "0x1234000" or .misc != "0x86" or .mcgstatus != "0x5")' \
      "$D/host-console.json" >/dev/null && { echo "addr/misc/mcgstatus wrong"; return 1; }
    # a record that panicked the kernel must not be graded below uncorrected
    jq -e 'select(.severity | test("^(uncorrected|fatal)") | not)' "$D/host-console.json" >/dev/null &&
      { echo "severity below uncorrected for a record that panicked the kernel"; return 1; }
    echo "  host: severity $(jq -r '.severity + " (" + .severity_reason + ")"' "$D/host-console.json" | tr '\n' ' ')- the kernel panicked"
  else
    json_lines "$D/files/ras.json" 2 || return 1
    jq -e -s 'map({cpu, bank, status}) | sort_by(.cpu) ==
      [{cpu:0, bank:9, status:"0xbd000000000000c0"}, {cpu:1, bank:1, status:"0xa000000000000000"}]' \
      "$D/files/ras.json" >/dev/null || { echo "ras.json: $(jq -c '{cpu,bank,status}' "$D/files/ras.json" | tr '\n' ' ')"; return 1; }
  fi
}

host_e2e-sw-storm() {
  local f
  json_lines "$D/files/ras.json" 100 || return 1
  json_lines "$D/files/dump.json" 100 || return 1
  for f in ras.json dump.json; do
    [ "$(jq -r .addr "$D/files/$f" | sort -u | wc -l)" = 100 ] || { echo "$f: duplicate addresses"; return 1; }
  done
  [ "$(jq -c '[.cpu,.bank,.status,.addr,.misc,.severity]' "$D/files/ras.json" | sort)" = \
    "$(jq -c '[.cpu,.bank,.status,.addr,.misc,.severity]' "$D/files/dump.json" | sort)" ] ||
    { echo "daemon JSON log and dump --json disagree"; return 1; }
  # the injected set: record i = CPU i%2, bank i%6, ADDR i*0x1000, MISC i
  [ "$(jq -c '[.cpu,.bank,.addr,.misc]' "$D/files/ras.json" | sort)" = \
    "$(for i in $(seq 1 100); do printf '[%d,%d,"0x%x","0x%x"]\n' $((i % 2)) $((i % 6)) $((i * 4096)) "$i"; done | sort)" ] ||
    { echo "ras.json is not the injected set"; return 1; }
  [ "$(grep -c 'mce_record:' "$D/files/trace.txt")" = 100 ] || { echo "kernel trace: not 100 records"; return 1; }
  [ "$(awk '$1 == "count" { n += $5 } END { print n }' "$D/files/state")" = 100 ] || { echo "state sum"; return 1; }
}

host_e2e-pstore-crash() {
  local p="$D/files/pstore-dmesg.txt" n f
  [ -f "$p" ] || { echo "no pstore file came back"; return 1; }
  echo "  pstore format: first line '$(head -1 "$p")'; line prefix '$(grep -a -m1 'Hardware Error' "$p" | sed 's/\(\] \).*/\1/')'; $(wc -c < "$p") bytes"
  boot_part "$D/console.log" 1 > "$D/console-boot1.log"
  boot_part "$D/console.log" 2 > "$D/console-boot2.log"
  for f in "$p" "$D/console-boot1.log"; do
    "$RAS" dump --json --input "$f" > "$f.json" 2>/dev/null || { echo "ras dump --input $(basename "$f") failed"; return 1; }
    n=$(wc -l < "$f.json")
    [ "$n" = 1 ] || { echo "$(basename "$f"): $n records decoded on the host, expected 1"; return 1; }
    [ "$(kernel_mces "$f")" = "$(ras_mces "$f.json")" ] || { echo "$(basename "$f"): kernel lines and decode differ"; return 1; }
    jq -e 'select(.cpu == 1 and .bank == 3 and .status == "0xbe00000000000135" and .addr == "0x5678000"
      and .misc == "0x8c" and .mcgstatus == "0x5" and .severity == "fatal")' "$f.json" >/dev/null ||
      { echo "$(basename "$f"): $(cat "$f.json")"; return 1; }
  done
  "$RAS" dump -1 --input "$p" 2>/dev/null | sed 's/^/  host: pstore: /'
  "$RAS" dump -1 --input "$D/console-boot2.log" 2>/dev/null | sed 's/^/  host: boot 2 console (banks re-logged after the reset): /'
  echo "  boots: host time to /init $(jq -c '[.boots[].host_s]' "$D/result.json") s"
}

# the whole object: every field QEMU was given (e2e-dimms.sh's qemu-args), nothing else
host_e2e-dimms() {
  json_lines "$D/files/dimms.json" 1 || return 1
  jq -e '. == {handle: "0x1100", length: 40, array_handle: "0x1000", locator: "CPU0_DIMM_ 0",
    bank_locator: "P0_Node0_Channel0_Dimm0", manufacturer: "Samsung", serial: "S3R1AL01",
    asset_tag: "A1", part_number: "M393A4K40CB2-CTD", size_bytes: 536870912, form_factor: "DIMM",
    type: "RAM", type_detail: ["Other"], speed_mts: 2933, configured_speed_mts: 2933}' \
    "$D/files/dimms.json" >/dev/null || { echo "dimms.json: $(cat "$D/files/dimms.json")"; return 1; }
}

# the slot of a memory-controller machine check: one populated slot is the slot, with
# its basis; of two, both are candidates and none is chosen
host_e2e-dimm-locate-one() {
  json_lines "$D/files/ras.json" 1 || return 1
  jq -e '.status == "0x9c00000000000091" and .bank == 7 and .severity == "corrected"
    and .dimm.locator == "DIMM 0" and .dimm.basis == "the only populated slot on this machine"' \
    "$D/files/ras.json" >/dev/null || { echo "ras.json: $(cat "$D/files/ras.json")"; return 1; }
}

host_e2e-dimm-locate-two() {
  json_lines "$D/files/ras.json" 1 || return 1
  jq -e '.status == "0x9c00000000000091" and .bank == 7 and .severity == "corrected"
    and .dimm_candidates == ["P1-DIMMA1", "P1-DIMMB1"] and (has("dimm") | not)' \
    "$D/files/ras.json" >/dev/null || { echo "ras.json: $(cat "$D/files/ras.json")"; return 1; }
  [ "$(jq -s 'map(select(.empty | not) | .locator)' -c "$D/files/dimms.json")" = '["P1-DIMMA1","P1-DIMMB1"]' ] ||
    { echo "dimms.json: populated slots $(jq -s -c 'map(select(.empty | not) | .locator)' "$D/files/dimms.json")"; return 1; }
}

# the daemon's page actions, one daemon a case; files/pages.txt "SOFT FAIL HARD ACCOUNT"
host_e2e-page-offline() {
  local a s f h c
  read -r s f h a < "$D/files/pages.txt" || { echo "no pages.txt"; return 1; }
  acts() { jq -c -s --arg t "page $2" 'map(select(.kind == "action" and .target == $t) | [.action, .result])' "$D/files/$1.json"; }
  for c in "soft $s" "fail $f" "hard $h" "account $a"; do
    set -- $c
    [ "$(jq -c -s --arg t "page $2" 'map(select(.kind == "action" and .target != $t))' "$D/files/$1.json")" = '[]' ] ||
      { echo "$1: an action record on another page"; return 1; }
    echo "  host: $1 page $2: $(acts "$1" "$2")"
  done
  [ "$(acts soft "$s")" = '[["threshold","noted"],["soft-offline","done"]]' ] || { echo "soft: $(acts soft "$s")"; return 1; }
  [ "$(acts fail "$f")" = '[["threshold","noted"],["soft-offline","failed"],["soft-offline","failed"]]' ] ||
    { echo "fail: $(acts fail "$f")"; return 1; }
  [ "$(acts hard "$h")" = '[["threshold","noted"],["hard-offline","done"]]' ] || { echo "hard: $(acts hard "$h")"; return 1; }
  [ "$(acts account "$a")" = '[["threshold","noted"],["account","noted"]]' ] || { echo "account: $(acts account "$a")"; return 1; }
  # the kernel's own report of the hard offline, beside the daemon's records
  jq -e -s --arg p "$(printf '0x%x' $((h >> 12)))" 'any(.[]; .memory.pfn == $p and .memory.kernel_action == "Recovered" and .memory.operation == "free buddy page")' \
    "$D/files/hard.json" >/dev/null || { echo "hard: no memory_failure record for pfn of $h"; return 1; }
  [ "$(jq -s 'map(select(.kind != "action")) | length' "$D/files/soft.json")" = 2 ] || { echo "soft: not 2 records"; return 1; }
}

# ---- ras doctor (e2e-doctor-*). The guest sends files/[DIR/]doctor.json (--json),
# doctor.txt (text) and doctor.rc (the --json run's exit status).

# doctor_common [DIR]: one object per check in the fixed order, each with a status, a message
# and (unless ok) a fix; the text form has the same checks and statuses; the exit status is
# the one the statuses imply (2 any fail, 1 any warn, 0 all ok)
doctor_common() {
  local f=$D/files/${1:+$1/}doctor rc want
  json_lines "$f.json" 17 || return 1
  [ "$(jq -r .check "$f.json" | tr '\n' ' ')" = \
    "mce corrected tracepoint source perf boot previous-boot cec firmware-first pcie-aer lockdown consumers decode dimms pstore kdump daemon " ] ||
    { echo "checks out of order: $(jq -r .check "$f.json" | tr '\n' ' ')"; return 1; }
  jq -e 'select((.status | IN("ok","warn","fail") | not) or (.message | length) == 0 or
    (.status != "ok" and (.fix | type) != "string"))' "$f.json" >/dev/null &&
    { echo "an object without status/message/fix: $(jq -c 'select(.status != "ok" and (.fix | not))' "$f.json" | head -1)"; return 1; }
  [ "$(jq -r '"\(.status) \(.check)"' "$f.json")" = "$(awk '/^(ok|warn|fail) / { print $1, $2 }' "$f.txt")" ] ||
    { echo "text and JSON statuses differ"; return 1; }
  rc=$(cat "$f.rc")
  want=$(jq -r -s 'if any(.status == "fail") then 2 elif any(.status == "warn") then 1 else 0 end' "$f.json")
  [ "$rc" = "$want" ] || { echo "exit $rc, the statuses imply $want"; return 1; }
}
# doctor_want [DIR:]CHECK STATUS REGEX: that check's status, and REGEX in its message
doctor_want() {
  local dir='' c=$1 got
  case $c in *:*) dir=${c%%:*}; c=${c#*:} ;; esac
  got=$(jq -r --arg c "$c" 'select(.check == $c) | "\(.status) \(.message)"' "$D/files/${dir:+$dir/}doctor.json")
  [ "${got%% *}" = "$2" ] && [[ "${got#* }" =~ $3 ]] || { echo "${dir:+$dir: }$c: '$got', want $2 /$3/"; return 1; }
  echo "  host: ${dir:+$dir: }$c $got"
}
doctor_rc() { [ "$(cat "$D/files/${2:+$2/}doctor.rc")" = "$1" ] || { echo "${2:+$2: }exit $(cat "$D/files/${2:+$2/}doctor.rc"), want $1"; return 1; }; }

host_e2e-doctor-default() {
  doctor_common || return 1
  jq -r '"  host: \(.status) \(.check): \(.message)"' "$D/files/doctor.json"
  local model cec
  case $CPU in
    Skylake-Server*) model='model 0x55: Skylake-SP' ;;
    Icelake-Server*) model='model 0x86: Snow Ridge' ;;   # QEMU 7.2's Icelake-Server is model 134
    *) echo "host_e2e-doctor-default: no decode expectation for $CPU"; return 1 ;;
  esac
  # Debian's 6.12 has CONFIG_RAS_CEC=y, 6.1 not
  case $SERIES in 6.1) cec='^no corrected-error collector seen' ;; *) cec="^the kernel's corrected-error collector is on" ;; esac
  doctor_want mce ok '^10 banks' && doctor_want tracepoint ok '^mce:mce_record \(id [0-9]+\) in /sys/kernel/tracing$' &&
    doctor_want decode ok "$model" && doctor_want boot warn '^not covered' && doctor_want cec ok "$cec" || return 1
  echo "  host: exit $(cat "$D/files/doctor.rc")"
}
host_e2e-doctor-ignore-ce() { doctor_common && doctor_want corrected warn 'corrected errors are not reported' && doctor_rc 1; }
host_e2e-doctor-trace-event() {
  doctor_common && doctor_want boot ok "covered from the kernel's start" &&
    doctor_want source ok '^the ftrace buffer' && doctor_rc 1
}
host_e2e-doctor-lockdown() {
  doctor_common unmounted && doctor_common && doctor_want lockdown warn 'kernel lockdown \[integrity\]' && doctor_rc 1 || return 1
  echo "  host: without securityfs mounted: lockdown $(jq -r 'select(.check == "lockdown") | "\(.status): \(.message)"' "$D/files/unmounted/doctor.json")"
}
host_e2e-doctor-unknown-cpu() {
  doctor_common && doctor_want decode warn 'Intel family 0x6 model 0x2a is not in our tables' && doctor_rc 1
}
host_e2e-doctor-ramoops() { doctor_common && doctor_want pstore ok 'crash logs are kept by ramoops' && doctor_rc 1; }
host_e2e-doctor-rasdaemon() {
  [ "$(cat "$D/files/rasdaemon-kind" 2>/dev/null)" = real ] || { echo "the guest ran a stand-in, not rasdaemon"; return 1; }
  doctor_common rasdaemon && doctor_want rasdaemon:consumers warn '^rasdaemon \(pid [0-9]+\) also logs machine checks' &&
    doctor_rc 1 rasdaemon && doctor_common &&
    doctor_want consumers warn '^pid [0-9]+ reads /sys/kernel/tracing/trace_pipe: ' && doctor_rc 1
}

# args_NAME: extra boot.py arguments for that scenario, one a line
# Debian's rasdaemon package (qemu_rasdaemon: cached as for tests/qemu/compare.sh), its libraries and
# loader as the host's ldd resolves them (a Debian 12 host for a Debian 12 package)
args_e2e-doctor-rasdaemon() {
  local d lib
  d=$(qemu_rasdaemon) || return 1
  ldd "$d/usr/sbin/rasdaemon" | grep -q 'not found' && { qemu_log "rasdaemon: $(ldd "$d/usr/sbin/rasdaemon" | grep 'not found')"; return 1; }
  echo "--file"; echo "$d/usr/sbin/rasdaemon:/usr/sbin/rasdaemon"
  ldd "$d/usr/sbin/rasdaemon" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' |
    while read -r lib; do echo "--file"; echo "$(readlink -f "$lib"):$lib"; done
}

# e2e-previous-boot: a disk for /var/lib/ras, which survives the guest's resets as a real one would
args_e2e-previous-boot() {
  local img=$OUT/e2e-previous-boot-disk.img
  mkdir -p "$OUT" && rm -f "$img" && truncate -s 1M "$img" || return 1
  echo "--qemu-arg=-drive"; echo "--qemu-arg=file=$img,if=virtio,format=raw"
}

# ---- run
TIMES=()
for sc in "${SCENARIOS[@]}"; do
  [ -f "$sc" ] || { fail "$(basename "$sc" .sh)" "no such scenario"; continue; }
  name=$(basename "$sc" .sh)
  while read -r SERIES CPU; do
    cpu=$CPU run="$SERIES $CPU"
    D=$OUT/$name-$SERIES-$CPU
    t0=$(date +%s.%N)
    rc=0 EXTRA=()
    if declare -F "args_$name" >/dev/null; then
      mapfile -t EXTRA < <("args_$name" < /dev/null) || true
    fi
    "$PY" "$QEMU_HARNESS_DIR/boot.py" --kernel-series "$SERIES" --cpu "$cpu" --ras "$RAS" --out "$D" \
      "${EXTRA[@]}" "$sc" > "$D.txt" 2>&1 < /dev/null || rc=$?
    # A guest kernel that hung before userspace (TCG, seen once in a few
    # hundred boots: no "Run /init" in 120 s) tested nothing of ras: boot
    # it once more, and say so.  A hang after /init is a failure as any.
    retried=
    if [ $rc = 2 ] && ! grep -aq 'Run /init as init process' "$D/console.log" 2>/dev/null; then
      retried=" (retried: the first boot hung before /init)"
      rm -rf "$D.hung"; mv "$D" "$D.hung"
      rc=0
      "$PY" "$QEMU_HARNESS_DIR/boot.py" --kernel-series "$SERIES" --cpu "$cpu" --ras "$RAS" --out "$D" \
        "${EXTRA[@]}" "$sc" > "$D.txt" 2>&1 < /dev/null || rc=$?
    fi
    [ "${E2E_VERBOSE:-0}" = 1 ] && cat "$D.txt"
    grep -a -h 'LATENCY\|STORM\|INFO\|boot [0-9]; pstore' "$D/console.log" 2>/dev/null |
      sed 's/^\[rastest [0-9.]*\] /  guest: /; s/\r$//' | grep '^  guest:'
    why='' hostout=''
    case $rc in
      0) if declare -F "host_$name" >/dev/null; then
           hostout=$("host_$name" 2>&1 < /dev/null) || why="host check: $(echo "$hostout" | grep -v '^  ' | tail -1)"
           echo "$hostout" | grep '^  '
         fi ;;
      5) ;;
      *) why="boot.py exit $rc: $(jq -r '.result + ": " + .message' "$D/result.json" 2>/dev/null)" ;;
    esac
    dt=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $t0 }")
    TIMES+=("$dt s  $name [$run]")
    if [ $rc = 5 ]; then
      skip "$name [$run]" "$(jq -r .message "$D/result.json" 2>/dev/null)"
    elif [ -z "$why" ]; then
      ok "$name [$run] $dt s$retried"
    else
      fail "$name [$run] $dt s" "$why (see $D)"
      tail -n 40 "$D.txt" | sed 's/^/    /'
    fi
  done < <(qemu_matrix "$sc" "${E2E_KERNELS:-}" "${E2E_CPUS:-}")
done
echo "---- timings"
printf '  %s\n' "${TIMES[@]}"
summary e2e "output: $OUT"
