# ras-overflow.sh -- tests/kernel/run.sh: full persistent buffers and ras's loss accounting
# (QEMU harness scenario; needs /root/ras-lib.sh and /bin/persist-reader, see run.sh).
# mce=persistent_pages=1: one 4096-byte data page; samples are REC bytes (144 on 6.1, 152
# on 6.12: computed from the trace event's format), so it holds FIT = 4096 / REC (28, 26)
# and the kernel overwrites the oldest (README.md, "Full buffer").  Record n has addr
# 0x100000 + n * 4096, so the test knows exactly which records each reader got.
# The numbers below are those of 6.1 (REC 144, FIT 28).
#
# What a reader may claim (README.md): the kernel may be writing one record past data_head
# over the oldest bytes.  ras reads a record more than data_size - size behind the head
# only if the head has not moved 1 ms after the copy (a write in flight is published
# within microseconds), so when the buffer is quiet it loses exactly what the kernel
# overwrote: a reader at record P with the head at H reports
# lost(P, H) = ceil((REC * (H - P) - 4096) / REC) records (when positive).
#  1. 40 records, no reader: the kernel overwrote 12 (persist-reader reads 28);
#     `ras dump -v` prints the same 28 (12..39) and reports exactly 12 lost;
#     a second dump prints the same (read-only readers consume nothing);
#  2. `ras daemon` started afterwards logs the same 28 and reports 12 lost;
#  3. daemon stopped (SIGSTOP) while 28 records arrive: 0 lost; while 29 arrive: exactly 1;
#  4. a burst of 100 while the daemon and a `ras dump --wait` read: for each reader,
#     printed + lost = written, in order, none twice.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 150
# qemu-cmdline: mce=persistent_pages=1 no_timer_check
# qemu-needs: ras

. /root/ras-lib.sh

A() { printf '0x%x' $((0x100000 + $1 * 4096)); }
# inject FROM TO: records FROM..TO-1, as fast as the shell goes
inject() { _i=$1; while [ $_i -lt $2 ]; do sw 0 1 "$(A $_i)"; _i=$((_i + 1)); done; }
# seq_addrs FROM TO: the expected addresses, one a line
seq_addrs() { _i=$1; while [ $_i -lt $2 ]; do A $_i; echo; _i=$((_i + 1)); done; }
# ordered FILE FROM TO: FILE's records are exactly FROM..TO-1, in this order
ordered() { [ "$(addrs "$1")" = "$(seq_addrs "$2" "$3")" ]; }
# idx FILE: the record numbers in FILE, on one line (for messages)
idx() { for _a in $(addrs "$1"); do printf '%d ' $(( (_a - 0x100000) / 4096 )); done; }
lost_lines() { grep -o 'lost [0-9]* records on CPU 0' /tmp/daemon.err | awk '{ s += $2 } END { print s + 0 }'; }

# REC: the size of a TIME|CPU|RAW sample: header, time, cpu (8 bytes each), then the
# trace entry (its fields' end rounded up to 8: it has u64 fields) after a u32 size,
# padded to 8 bytes.
FMT=/sys/kernel/tracing/events/mce/mce_record/format
[ -r $FMT ] || FMT=/sys/kernel/debug/tracing/events/mce/mce_record/format
REC=$(sed -n 's/.*offset:\([0-9]*\);[^s]*size:\([0-9]*\);.*/\1 \2/p' $FMT |
	awk '{ if ($1 + $2 > e) e = $1 + $2 } END { if (e) print 24 + int((4 + int((e + 7) / 8) * 8 + 7) / 8) * 8 }')
DSZ=4096
[ -n "$REC" ] || { bad "sample size" "cannot read the fields of mce:mce_record from $FMT"; REC=144; }
FIT=$((DSZ / REC))
N3=$((40 + FIT))	# stage 3: FIT records (all fit), then FIT + 1 (one lost)
N4=$((N3 + FIT + 1))	# stage 4: the burst starts here
log "KT sample size $REC bytes (from $FMT), $FIT fit in $DSZ"
SAFE=$DSZ
# lost P H: records lost by a reader at record P when the head is at record H (see above)
lost() { _b=$(( ($2 - $1) * REC - SAFE )); [ $_b -gt 0 ] && echo $(( (_b + REC - 1) / REC )) || echo 0; }

SZ=$(stat -c %s $D/mce_record0)
[ "$SZ" = 8192 ] || bad "mce=persistent_pages=1" "st_size $SZ, expected 8192 (1 header + 1 data page)"
[ "$(ls $D | grep -c 'mce_record[0-9]*$')" = 1 ] || bad "one CPU" "files: $(ls $D | tr '\n' ' ')"

# --- 1. no reader -----------------------------------------------------------------------------
inject 0 40
wait_for '[ "$(written)" -ge 40 ]' 10
KV=$($PR dump $D/mce_record0 | grep '^PR /')
log "KT kernel view: $KV"
L1=$(lost 0 40)		# 12 (6.12: 14)
ck "kernel keeps the newest: $REC-byte samples, 40 written, $L1 overwritten, $((40 - L1)) ($L1..39) readable (persist-reader)" \
	"$KV; readable: $(pr_addrs $D/mce_record0 | tr '\n' ' ')" \
	'echo "$KV" | grep -q " record_size=$REC written=40 overwritten=$L1" &&
	 [ "$(pr_addrs $D/mce_record0)" = "$(seq_addrs $L1 40)" ]'
rc=0; ras dump -v > /tmp/o1.out 2> /tmp/o1.err || rc=$?
cat /tmp/o1.err
ck "ras dump -v prints the $((40 - L1)) records known intact ($L1..39), in order" \
	"exit $rc; printed $(idx /tmp/o1.out)" '[ $rc = 0 ] && ordered /tmp/o1.out $L1 40'
ck "ras dump -v reports exactly $L1 lost (what the kernel overwrote): $((40 - L1)) printed, $L1 lost" \
	"$(tr '\n' '|' < /tmp/o1.err)" \
	"grep -q '^ras: cpu 0: $L1 records overwritten' /tmp/o1.err &&
	 grep -q '^ras: $((40 - L1)) records ($((40 - L1)) printed, $L1 lost) from persistent' /tmp/o1.err"
rc=0; ras dump -v > /tmp/o2.out 2> /tmp/o2.err || rc=$?
ck "a second ras dump prints the same records and the same loss (readers consume nothing)" \
	"exit $rc; $(diff /tmp/o1.out /tmp/o2.out | head -3 | tr '\n' '|') $(diff /tmp/o1.err /tmp/o2.err | head -3 | tr '\n' '|')" \
	'[ $rc = 0 ] && cmp -s /tmp/o1.out /tmp/o2.out && grep -q "($((40 - L1)) printed, $L1 lost)" /tmp/o2.err'

# --- 2. daemon started after the overflow -------------------------------------------------------
L=/var/log/ras.log
ras daemon -f --problem-interval 0 --storm-threshold 0 --page-threshold 0 --socket-threshold 0 --cpu-threshold 0 --log $L --state none --pidfile none 2> /tmp/daemon.err &
DPID=$!
wait_for '[ "$(count $L)" -ge $((40 - L1)) ]' 10
sleep 1.2	# and nothing else comes
ck "ras daemon started late logs the same $((40 - L1)) records and reports exactly $L1 lost" \
	"logged $(idx $L); lost lines: $(grep lost /tmp/daemon.err | tr '\n' '|')" \
	'ordered $L $L1 40 && [ "$(lost_lines)" = $L1 ]'

# --- 3. a daemon that falls behind by FIT records, and by FIT + 1 ------------------------------
# mce-inject only queues a record: the kernel writes it into the buffer from a work item,
# later.  The daemon continues only when all of them are in the buffer (else it may read the
# oldest before the last one overwrites it, and the count of lost records is not the test's).
kill -STOP $DPID
inject 40 $N3
wait_for '[ "$(written)" -ge $N3 ]' 10 || bad "inject" "the kernel wrote $(written) of $N3 records"
kill -CONT $DPID
wait_for '[ "$(count $L)" -ge $((N3 - L1)) ]' 10
sleep 1.2
ck "daemon stopped while $FIT records arrived ($((FIT * REC)) bytes <= $DSZ): all $FIT logged, 0 lost" \
	"logged $(idx $L); lost $(lost_lines)" 'ordered $L $L1 $N3 && [ "$(lost_lines)" = $L1 ]'
kill -STOP $DPID
inject $N3 $N4
log "KT $(written) of $N4 records in the buffer when the injections returned"
wait_for '[ "$(written)" -ge $N4 ]' 10 || bad "inject" "the kernel wrote $(written) of $N4 records"
kill -CONT $DPID
wait_for 'grep -q "addr $(A $((N4 - 1)))" $L' 10
sleep 1.2
ck "daemon stopped while $((FIT + 1)) records arrived: exactly $(lost $N3 $N4) lost (record $N3), $((N3 + 1))..$((N4 - 1)) logged" \
	"logged after $((N3 - 1)): $(idx $L | sed "s/.* $((N3 - 1)) //"); lost $(lost_lines)" \
	'[ "$(addrs $L | tail -n +$((N3 - L1 + 1)))" = "$(seq_addrs $((N3 + 1)) $N4)" ] &&
	 [ "$(lost_lines)" = $((L1 + $(lost $N3 $N4))) ]'

# --- 4. burst with two live readers ------------------------------------------------------------
PRE=$(count $L) PRELOST=$(lost_lines)
K0=$(lost 0 $N4)		# what the dump loses at its start: records 0..K0-1
ras dump -v -1 --wait 9 > /tmp/b.out 2> /tmp/b.err &
PB=$!
wait_for 'grep -q "source:" /tmp/b.err' 10
sleep 1.5	# it has read the old ones
t0=$(now_ms)
inject $N4 $((N4 + 100))
BT=$(( $(now_ms) - t0 ))
rb=0; wait $PB || rb=$?
sleep 1.2
cat /tmp/b.err
DLOG=$(addrs $L | tail -n +$((PRE + 1)) | tr '\n' ' ')
DN=$(echo $DLOG | wc -w)
DL=$(( $(lost_lines) - PRELOST ))
BN=$(( $(count /tmp/b.out) - (N4 - K0) ))
BL=$(sed -n 's/^ras: [0-9]* records ([0-9]* printed, \([0-9]*\) lost).*/\1/p' /tmp/b.err)
BL=$(( ${BL:-999} - K0 ))
incr() { # the records of FILE after the first SKIP are strictly increasing and within N4..N4+99
	_p=$((N4 - 1))
	for _a in $(addrs "$1" | tail -n +$(($2 + 1))); do
		_k=$(( (_a - 0x100000) / 4096 ))
		[ $_k -gt $_p ] && [ $_k -le $((N4 + 99)) ] || return 1
		_p=$_k
	done
}
log "KT burst: 100 records in $BT ms; daemon logged $DN lost $DL; dump printed $BN lost $BL"
ck "burst: 100 records in $BT ms, daemon reading: logged $DN + lost $DL = 100, in order, none twice" \
	"logged $(echo $DLOG | head -c 300)" '[ $((DN + DL)) = 100 ] && incr $L $PRE'
ck "burst: ras dump --wait: $K0 lost at its start (0..$((K0 - 1))), then printed $BN + lost $BL = 100, in order, none twice" \
	"exit $rb; $(tr '\n' '|' < /tmp/b.err)" \
	'[ $rb = 0 ] && [ "$(addrs /tmp/b.out | head -$((N4 - K0)))" = "$(seq_addrs $K0 $N4)" ] &&
	 grep -q "^ras: cpu 0: $K0 records overwritten" /tmp/b.err && [ $((BN + BL)) = 100 ] && incr /tmp/b.out $((N4 - K0))'

kill -TERM $DPID
rd=0; wait $DPID || rd=$?
TOT=$(count $L)
ck "daemon SIGTERM: exit 0, \"$TOT records logged this run\"" "exit $rd: $(tail -2 /tmp/daemon.err | tr '\n' '|')" \
	'[ $rd = 0 ] && grep -q "stopping: $TOT records logged this run" /tmp/daemon.err'
ck "no kernel BUG/WARNING/oops" "$(oops | head -3)" '[ -z "$(oops)" ]'
putfile /tmp/daemon.err daemon.err
finish overflow
