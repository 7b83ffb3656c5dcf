# compare-rasdaemon.sh -- `ras daemon -f` side by side with rasdaemon (Debian's
# package, a real peer) on the same machine checks injected from the QEMU monitor. Not an e2e-*
# scenario: it needs rasdaemon, its shared libraries and its loader in the initramfs, which
# tests/qemu/compare.sh puts there (--file); without them it skips. The guest only collects:
# both daemons' logs, the time each log line appeared (a watcher per log, polling every 20 ms),
# the injection times, a kernel-clock marker, RSS; compare.sh (tests/qemu/compare-report.py)
# matches the records and prints the table on the host.
#
# Guest files (from compare.sh): /usr/sbin/rasdaemon, its libraries at the paths ldd printed
# (/lib/x86_64-linux-gnu/..., /lib64/ld-linux-x86-64.so.2), /root/compare-records (one
# injection per line: "[-b] CPU BANK STATUS MCGSTATUS ADDR MISC [; STATUS2 ...]" where the
# statuses after ";" are further records the injection produces, e.g. the broadcast's second).
#
# qemu-cpus: Skylake-Server-v1 EPYC
# qemu-smp: 2
# qemu-timeout: 110
# qemu-needs: ras

# shellcheck disable=SC2086,SC2012  # word splitting of the record lines is intended
RD=/usr/sbin/rasdaemon
[ -x $RD ] || skip "no rasdaemon in the initramfs (run tests/qemu/compare.sh)"
[ -f /root/compare-records ] || skip "no /root/compare-records (run tests/qemu/compare.sh)"
O=/tmp/cmp
mkdir -p $O /var/lib/rasdaemon /var/lib/ras /run /etc
VENDOR=$(grep -m1 '^vendor_id' /proc/cpuinfo | sed 's/.*: //')
log "INFO cpu: $VENDOR, $(grep -m1 '^model name' /proc/cpuinfo | sed 's/.*: //'), family" \
  "$(grep -m1 '^cpu family' /proc/cpuinfo | sed 's/.*: //') model $(grep -m1 '^model[[:space:]]' /proc/cpuinfo | sed 's/.*: //')"

# rasdaemon 0.6.8 looks debugfs up in /proc/mounts and uses <debugfs>/tracing (the tracefs
# automount), creating its own instance instances/rasdaemon. /init mounted both already.
grep -q ' debugfs ' /proc/mounts || mount -t debugfs debugfs /sys/kernel/debug
grep -q ' tracefs ' /proc/mounts || mount -t tracefs tracefs /sys/kernel/tracing
[ -d /sys/kernel/debug/tracing/events/mce ] || fail "no /sys/kernel/debug/tracing/events/mce"

# watch FILE TIMELINE: append "UPTIME_MS LINES" whenever FILE's line count changes (every 20 ms)
watch_lines() {
  _last=0
  while [ ! -e $O/stop ]; do
    _n=$(grep -c '' "$1" 2>/dev/null || true)
    if [ "${_n:-0}" != "$_last" ]; then echo "$(now_ms) $_n" >> "$2"; _last=${_n:-0}; fi
    sleep 0.02
  done
}
rss() {  # rss LABEL NAME PID: one line "LABEL NAME VmRSS VmHWM" (kB)
  echo "$1 $2 $(awk '/^VmRSS:/ { r = $2 } /^VmHWM:/ { h = $2 } END { print r + 0, h + 0 }' /proc/$3/status)" >> $O/rss
}

: > $O/rasdaemon.out
: > $O/ras.log
: > $O/rasdaemon.times
: > $O/ras.times
: > $O/rss
watch_lines $O/rasdaemon.out $O/rasdaemon.times &
W1=$!
watch_lines $O/ras.log $O/ras.times &
W2=$!

INST=/sys/kernel/debug/tracing/instances/rasdaemon

# start_rasdaemon: rasdaemon -f -r in the background (RDPID), events on stdout (one flushed line
# each), its own messages on stderr (appended: two runs)
start_rasdaemon() {
  _t0=$(now_ms)
  LD_LIBRARY_PATH=/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu $RD -f -r \
    >> $O/rasdaemon.out 2>> $O/rasdaemon.err &
  RDPID=$!
  wait_for "[ \$(grep -c 'Listening to events' $O/rasdaemon.err) -ge $1 ] || ! kill -0 $RDPID" 30 || true
  if ! kill -0 $RDPID 2>/dev/null || [ "$(grep -c 'Listening to events' $O/rasdaemon.err)" -lt "$1" ]; then
    cat $O/rasdaemon.err
    putfile $O/rasdaemon.err rasdaemon.err
    fail "rasdaemon did not start (see rasdaemon.err)"
  fi
  log "INFO rasdaemon started in $(( $(now_ms) - _t0 )) ms (pid $RDPID, buffer_percent $(cat $INST/buffer_percent))"
}

# seen_ras STATUS / seen_rd STATUS: the record is in that daemon's log
seen_ras() { grep -q "status $1 " $O/ras.log; }
seen_rd() { grep -q -E "status= ${1#0x}([^0-9a-f]|\$)" $O/rasdaemon.out; }
# wait_seen WHO STATUS MS: poll (50 ms) until WHO's log holds STATUS, at most MS ms
wait_seen() {
  _end=$(( $(now_ms) + $3 ))
  until "seen_$1" "$2"; do
    [ "$(now_ms)" -gt $_end ] && return 1
    sleep 0.05
  done
}

t0=$(now_ms)
ras daemon -f -v --storm-threshold 0 --log $O/ras.log --json-log $O/ras.json --state /var/lib/ras/state \
  > $O/ras.out 2>&1 &
RASPID=$!
wait_for "grep -q 'daemon started' $O/ras.log" 15 || { cat $O/ras.out; fail "ras daemon did not start"; }
log "INFO ras daemon started in $(( $(now_ms) - t0 )) ms (pid $RASPID): $(grep -m1 'daemon started' $O/ras.log | sed 's/.*: source/source/; s/;.*//')"

: > $O/injections
# inject KIND [-b] CPU BANK STATUS MCGSTATUS ADDR MISC [; STATUS2...]: one monitor injection,
# then wait until ras logged each of its records (10 s: the kernel polls every 1 s) and
# rasdaemon too (at most 3 s after ras); the host takes the times from the watchers' timelines.
inject() {
  _kind=$1; shift
  _line=$*
  _inj=${_line%%;*}
  _more=''; [ "$_inj" != "$_line" ] && _more=${_line#*;}
  set -- $_inj
  _b=''; [ "$1" = -b ] && { _b=-b; shift; }
  _t0=$(now_ms)
  mce_inject $_b "$1" "$2" "$3" "$4" "$5" "$6" || fail "monitor refused: mce $_b $*"
  echo "$_kind $_t0 $(now_ms) $_b $* ; $_more" >> $O/injections
  for _s in $3 $_more; do
    wait_seen ras "$_s" 10000 || log "ras did not log status $_s within 10 s"
    wait_seen rd "$_s" 3000 || log "rasdaemon ($_kind) did not log status $_s within 3 s of ras"
  done
}

# Phase 1, as packaged: Debian 12's rasdaemon 0.6.8 polls trace_pipe_raw of its instance,
# whose buffer_percent is the kernel's default 50 (since 6.1-rc6 poll waits for that watermark;
# rasdaemon learnt to write 0 later, mchehab/rasdaemon pull 86). One probe record.
start_rasdaemon 1
sleep 0.5
rss stock-idle rasdaemon $RDPID
while read -r kind rest; do
  [ "$kind" = probe ] && inject stock $rest
done < /root/compare-records
kill -TERM $RDPID; wait $RDPID 2>/dev/null || true
rmdir $INST || fail "cannot remove the tracefs instance rasdaemon"
echo "phase1-end $(grep -c '' $O/rasdaemon.out)" >> $O/injections

# Phase 2: the same binary with its instance's buffer_percent 0 (created before rasdaemon,
# which accepts an existing instance), as newer rasdaemon does itself: the comparison proper.
mkdir $INST
echo 0 > $INST/buffer_percent
start_rasdaemon 2
sleep 0.5
rss idle rasdaemon $RDPID
rss idle ras $RASPID
while read -r kind rest; do
  [ "$kind" = rec ] && inject fixed $rest
done < /root/compare-records
sleep 1.5       # late or duplicate lines would show up by now

# the kernel clock (record time_ns, dmesg) against uptime (now_ms) at one instant
echo "rastest-clock $(now_ms)" > /dev/kmsg
rss end rasdaemon $RDPID
rss end ras $RASPID
for p in $RDPID $RASPID; do echo "threads $p $(ls /proc/$p/task | wc -l)" >> $O/rss; done

cat /sys/kernel/debug/tracing/instances/rasdaemon/buffer_percent > $O/rd-buffer_percent 2>/dev/null || true
touch $O/stop
wait $W1 $W2 2>/dev/null || true
kill -TERM $RASPID $RDPID 2>/dev/null || true
wait $RASPID 2>/dev/null || true
wait $RDPID 2>/dev/null || true
dmesg > $O/dmesg.txt
for f in ras.log ras.json ras.out ras.times rasdaemon.out rasdaemon.err rasdaemon.times \
         injections rss rd-buffer_percent dmesg.txt; do
  [ -f $O/$f ] && putfile $O/$f $f
done
[ -f /var/lib/rasdaemon/ras-mc_event.db ] && putfile /var/lib/rasdaemon/ras-mc_event.db ras-mc_event.db
pass "both daemons ran on $(grep -c . $O/injections) injections ($VENDOR)"
