# shellcheck shell=sh
# shellcheck disable=SC2034,SC3045  # variables are for scenarios; busybox read has -t
# /lib/rastest.sh -- guest-side library of the ras QEMU test harness (busybox sh).
#
# /init sources this file, opens the control channel and then runs the scenario with this
# library already sourced, so a scenario is written entirely from the guest's point of view:
#
#   log MSG...                  print "[rastest T] MSG" on the console (ttyS0 -> console.log)
#   mon HMP-COMMAND...          run a QEMU monitor command on the host; prints its output;
#                               status 0 unless the monitor refused the command
#   mce_inject [-b] CPU BANK STATUS MCGSTATUS ADDR MISC
#                               `mon mce ...`; fails if QEMU printed anything (an error)
#                               or if the guest has no such CPU
#   inject_sw FLAGS CPU BANK STATUS ADDR MISC
#                               software injection via mce-inject's debugfs (module loaded
#                               on first use); FLAGS is sw|hw|df|th (hw panics on Intel model)
#   load_module NAME [PARAM=VALUE...]   insmod NAME and its dependencies (idempotent)
#   putfile PATH [NAME]         copy a guest file to the host: OUT/files/NAME (default basename)
#   mark NAME                   record a host-side timestamp NAME in OUT/result.json
#   wait_for 'SHELL-COND' [TIMEOUT_S]   poll COND (eval'd) every 0.1 s until it succeeds;
#                               status 1 on timeout (default 30 s); sets WAITED_MS
#   now_ms                      prints guest uptime in milliseconds (10 ms resolution)
#   rasd_start LOG OUT [OPTION...]    `ras daemon -f --log LOG OPTION...` in the background
#                               (RASD its pid, output appended to OUT); the scenario fails
#                               unless LOG has a new start line within 15 s
#   rasd_stop [WHAT]            SIGTERM to $RASD; the scenario fails unless it exits 0
#   pass [MSG] | fail MSG | skip MSG   report the result to the host and end the scenario
#   expect_crash [MSG]          tell the host that QEMU exiting/the guest dying from now on
#                               is the expected outcome (result "pass" with the console saved)
#
# Variables: RASTEST_BOOT (1 on first boot, 2 after a guest reboot, ...), RASTEST_KVER,
# RASTEST_T (tracefs mount), RASTEST_MCEINJ (mce-inject debugfs dir).
#
# Control channel protocol (ttyS1, raw, no echo): request "ID VERB ARGS", reply lines
# "ID|text", terminated by "@@END ID STATUS"; see tests/qemu/README.md. Kernel console
# output goes to ttyS0 only, so it can never interleave with the channel. Requests from
# several guest processes are serialised with a lock directory. fd 8 is the channel: a
# scenario must not close or redirect it.

RASTEST_CTL_DEV=${RASTEST_CTL_DEV:-/dev/ttyS1}
RASTEST_T=/sys/kernel/tracing
RASTEST_MCEINJ=/sys/kernel/debug/mce-inject
RASTEST_KVER=$(uname -r)
RASTEST_RESULT_FILE=/tmp/.rastest-result
RASTEST_REPLY_TIMEOUT=${RASTEST_REPLY_TIMEOUT:-120}

log() {
  _up=$(cut -d' ' -f1 /proc/uptime)
  echo "[rastest $_up] $*"
}

now_ms() {
  # /proc/uptime is "SECONDS.CC IDLE"; integer milliseconds keep busybox arithmetic simple.
  _up=$(cut -d' ' -f1 /proc/uptime)
  echo $(( ${_up%.*} * 1000 + 1${_up#*.} * 10 - 1000 ))
}

# --- control channel -------------------------------------------------------------------
# fd 8 stays open for the whole run (opened by /init, inherited by the scenario). The tty
# must be raw and -echo before the host sends anything: with echo on, the guest tty would
# send each reply straight back to the host; with icrnl/opost, bytes would be rewritten.
rastest_ctl_open() {
  exec 8<>"$RASTEST_CTL_DEV" || return 1
  stty raw -echo -echoe -echok -echoctl -echoke 115200 <&8 2>/dev/null || stty raw -echo <&8
}

# The real PID of the calling (sub)shell: $$ is the top-level shell's even in a subshell.
_mypid() { read -r _pid _rest < /proc/self/stat; echo "$_pid"; }

# Requests are serialised with a lock directory holding the owner's PID. A lock whose owner
# died (e.g. `mon ... | head -1` killed by SIGPIPE) is taken over.
_ctl_lock() {
  _me=$(_mypid)
  _n=0
  until mkdir /tmp/.rastest-ctl.lock 2>/dev/null; do
    _owner=$(cat /tmp/.rastest-ctl.lock/pid 2>/dev/null)
    if [ -n "$_owner" ] && [ ! -d "/proc/$_owner" ]; then
      rm -rf /tmp/.rastest-ctl.lock
      continue
    fi
    _n=$((_n + 1))
    [ $_n -gt 1200 ] && { echo "rastest: control channel lock held by $_owner for 2 min" >&2; return 1; }
    sleep 0.1
  done
  echo "$_me" > /tmp/.rastest-ctl.lock/pid
}
_ctl_unlock() { rm -rf /tmp/.rastest-ctl.lock; return 0; }

# _ctl_reply ID FILE: read reply lines until "@@END ID STATUS"; payload lines ("ID|text")
# are collected in FILE. Anything else (empty lines, lines of another ID) is a leftover of a
# request whose sender died, or that was cut by a guest reset, before reading its reply: it
# is ignored, so the channel resynchronises by itself.
_ctl_reply() {
  : > "$2"
  while :; do
    if ! IFS= read -r -t "$RASTEST_REPLY_TIMEOUT" _line <&8; then
      echo "rastest: control channel: no reply from host within ${RASTEST_REPLY_TIMEOUT}s" >&2
      return 111
    fi
    case $_line in
      "$1|"*) printf '%s\n' "${_line#"$1|"}" >> "$2" ;;
      "@@END $1 "*) return "${_line#"@@END $1 "}" ;;
    esac
  done
}

# _ctl_request VERB [ARGS...]: send one request line, print the reply payload, return its
# status. The whole reply is read before anything is printed: if our stdout is a pipe that
# closes early, we must not die half-way through reading the channel.
# With RASTEST_PAYLOAD set to a file, its base64 follows the request line, ended by ".".
_ctl_request() {
  _ctl_lock || return 1
  read -r _id < /proc/sys/kernel/random/uuid
  _id=${_id%%-*}
  _out=/tmp/.rastest-reply.$_id
  if [ -n "${RASTEST_PAYLOAD:-}" ]; then
    { printf '%s %s\n' "$_id" "$*"; base64 "$RASTEST_PAYLOAD"; echo .; } >&8
  else
    printf '%s %s\n' "$_id" "$*" >&8
  fi
  _ctl_reply "$_id" "$_out"
  _rc=$?
  _ctl_unlock
  cat "$_out"
  rm -f "$_out"
  return $_rc
}

mon() { _ctl_request "mon $*"; }

mark() { _ctl_request "mark $1" >/dev/null; }

mce_inject() {
  # QEMU's `mce` prints nothing on success and an error text for some mistakes (bad bank, no
  # MCE on this CPU model...). Turn that into a status the scenario can test.
  # A CPU index that does not exist is silently ignored by QEMU: check it here.
  _cpu=$1; [ "$_cpu" = -b ] && _cpu=$2
  _present=$(cat /sys/devices/system/cpu/present)
  if [ "$_cpu" -gt "${_present##*-}" ] 2>/dev/null; then
    echo "mce_inject: no CPU $_cpu (present: $_present)" >&2
    return 1
  fi
  _out=$(mon mce "$@") || { echo "$_out"; return 1; }
  [ -z "$_out" ] && return 0
  echo "mce_inject: monitor said: $_out" >&2
  return 1
}

putfile() {
  _src=$1
  _name=${2:-$(basename "$1")}
  # Snapshot first: procfs/sysfs/tracefs files change between reads, and size, checksum and
  # payload must all describe the same bytes.
  _tmp=/tmp/.rastest-putfile.$(_mypid)
  if ! cat "$_src" > "$_tmp" 2>/dev/null; then
    echo "putfile: cannot read $_src" >&2
    rm -f "$_tmp"
    return 1
  fi
  _size=$(wc -c < "$_tmp")
  _sum=$(md5sum < "$_tmp" | cut -d' ' -f1)
  RASTEST_PAYLOAD=$_tmp
  _ctl_request putfile "$_name" "$_size" "$_sum"
  _rc=$?
  RASTEST_PAYLOAD=
  rm -f "$_tmp"
  return $_rc
}

# --- results -----------------------------------------------------------------------------
_result() {
  _kind=$1; shift
  _ctl_request "result $_kind $*" >/dev/null
  echo "$_kind" > "$RASTEST_RESULT_FILE"
  log "RESULT $_kind${*:+: $*}"
}
pass() { _result pass "$@"; exit 0; }
fail() { _result fail "${*:-failed}"; exit 1; }
skip() { _result skip "${*:-skipped}"; exit 0; }
expect_crash() { _ctl_request "expect crash $*" >/dev/null; }

# --- waiting -----------------------------------------------------------------------------
wait_for() {
  _cond=$1
  _limit=$(( ${2:-30} * 1000 ))
  _t0=$(now_ms)
  while :; do
    if eval "$_cond" >/dev/null 2>&1; then
      WAITED_MS=$(( $(now_ms) - _t0 ))
      return 0
    fi
    WAITED_MS=$(( $(now_ms) - _t0 ))
    [ "$WAITED_MS" -ge "$_limit" ] && return 1
    sleep 0.1
  done
}

# --- the daemon under test -------------------------------------------------------------
# RASD_WHAT (optional) names the case in the failure messages
rasd_start() {
  _rlog=$1 _rout=$2; shift 2
  _rn=$(grep -c 'daemon started' "$_rlog" 2>/dev/null || true); _rn=${_rn:-0}   # scenarios run with set -e
  ras daemon -f --log "$_rlog" "$@" >> "$_rout" 2>&1 &
  RASD=$!
  wait_for "[ \"\$(grep -c 'daemon started' $_rlog 2>/dev/null)\" -gt $_rn ]" 15 ||
    { cat "$_rout"; fail "${RASD_WHAT:+$RASD_WHAT: }ras daemon did not start"; }
}
rasd_stop() {
  kill -TERM $RASD
  _rrc=0; wait $RASD || _rrc=$?
  [ $_rrc = 0 ] || fail "${RASD_WHAT:+$RASD_WHAT: }ras daemon exited $_rrc on ${1:-SIGTERM}"
}

# --- kernel modules ----------------------------------------------------------------------
# initramfs.sh stores, for each included module, /lib/modules/rastest/NAME: the .ko files to
# insmod in order (dependencies first). busybox insmod does not resolve dependencies itself.
load_module() {
  _m=$(echo "$1" | tr _ -); shift
  _list=/lib/modules/rastest/$_m
  [ -f "$_list" ] || { echo "load_module: $_m is not in the initramfs (add --module $_m)" >&2; return 1; }
  _last=$(tail -n 1 "$_list")
  while read -r _ko; do
    _mod=$(basename "$_ko" .ko | tr - _)
    grep -q "^$_mod " /proc/modules && continue
    if [ "$_ko" = "$_last" ]; then insmod "$_ko" "$@"; else insmod "$_ko"; fi || return 1
  done < "$_list"
}

inject_sw() {
  [ $# -eq 6 ] || { echo "usage: inject_sw FLAGS CPU BANK STATUS ADDR MISC" >&2; return 2; }
  [ -d "$RASTEST_MCEINJ" ] || load_module mce-inject || return 1
  # Writing "bank" triggers the injection, so it goes last (it also resets the other fields).
  echo "$1" > "$RASTEST_MCEINJ/flags" &&
  echo "$4" > "$RASTEST_MCEINJ/status" &&
  echo "$5" > "$RASTEST_MCEINJ/addr" &&
  echo "$6" > "$RASTEST_MCEINJ/misc" &&
  echo "$2" > "$RASTEST_MCEINJ/cpu" &&
  echo "$3" > "$RASTEST_MCEINJ/bank"
}

# ras doctor in the e2e-doctor-* scenarios: doctor_run [DIR] runs it (text and --json, files
# put to the host under DIR/), checks its exit status against the statuses it printed
doctor_run() {
  DOCTOR_RC=0; ras doctor --json > /tmp/doctor.json 2> /tmp/doctor.err || DOCTOR_RC=$?
  _trc=0; ras doctor > /tmp/doctor.txt 2>> /tmp/doctor.err || _trc=$?
  cat /tmp/doctor.txt /tmp/doctor.err
  echo "$DOCTOR_RC" > /tmp/doctor.rc
  for _f in json txt rc; do putfile /tmp/doctor.$_f "${1:+$1/}doctor.$_f"; done
  [ "$DOCTOR_RC" -le 2 ] || fail "ras doctor failed itself (exit $DOCTOR_RC): $(cat /tmp/doctor.err)"
  [ "$_trc" = "$DOCTOR_RC" ] || fail "ras doctor exited $_trc, ras doctor --json $DOCTOR_RC"
  # the exit status the statuses imply: 2 any fail, 1 any warn, 0 all ok
  _want=0
  grep -q '"status":"warn"' /tmp/doctor.json && _want=1
  grep -q '"status":"fail"' /tmp/doctor.json && _want=2
  [ "$DOCTOR_RC" = "$_want" ] || fail "ras doctor exited $DOCTOR_RC; its statuses imply $_want"
}
# doctor_want CHECK STATUS PHRASE: CHECK's JSON object has STATUS and PHRASE in its message
doctor_want() {
  _l=$(grep "^{\"check\":\"$1\"," /tmp/doctor.json) || fail "no check '$1' in ras doctor --json"
  _s=${_l#*\"status\":\"}; _s=${_s%%\"*}
  _m=${_l#*\"message\":\"}; _m=${_m%%\",\"fix\":*}; _m=${_m%\"\}}
  [ "$_s" = "$2" ] || fail "$1 is $_s, expected $2: $_m"
  case $_m in *"$3"*) ;; *) fail "$1 ($2): no '$3' in: $_m" ;; esac
  log "doctor $1 $_s as expected: $_m"
}

# Memory pages, for the page-action scenarios (e2e-page-offline, e2e-page-cec):
# hc: /proc/meminfo HardwareCorrupted in kB; hex N; in_ram ADDR: inside a "System RAM" range of
# /proc/iomem; kpf PFN: the page's /proc/kpageflags word, decimal; free_page FROM: the first
# 4 MiB-aligned address from FROM on that is System RAM, the head of a free buddy block
# (KPF_BUDDY, bit 10) and not poisoned (KPF_HWPOISON, bit 19)
hc() { awk '/^HardwareCorrupted/ { print $2 }' /proc/meminfo; }
hex() { printf '0x%x' "$1"; }
in_ram() {
  while IFS= read -r _l; do
    case $_l in *" : System RAM") ;; *) continue ;; esac
    _r=${_l%% : *}; _r=${_r##* }
    [ $(($1)) -ge $((0x${_r%-*})) ] && [ $(($1)) -le $((0x${_r#*-})) ] && return 0
  done < /proc/iomem
  return 1
}
kpf() { dd if=/proc/kpageflags bs=8 skip="$1" count=1 2>/dev/null | od -An -tu8 | tr -d ' '; }
free_page() {
  _a=$(($1))
  while [ $_a -lt $((0x20000000)) ]; do
    _f=$(kpf $((_a >> 12)))
    if in_ram $_a && [ -n "$_f" ] && [ $(((_f >> 10) & 1)) = 1 ] && [ $(((_f >> 19) & 1)) = 0 ]; then
      hex $_a; return 0
    fi
    _a=$((_a + 0x400000))
  done
  return 1
}
