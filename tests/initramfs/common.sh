# tests/initramfs/common.sh: what dracut-test.sh and mkinitramfs-test.sh
# share, sourced by both after they set ROOT (the repository), OUT (their
# output directory), RAS (the static ras) and source tests/lib.sh (ok, fail):
#   initramfs_start NAME WHY        the checks before anything is built
#   initramfs_packages PKG...       the packages the test needs, installed
#   initramfs_rootdisk              the root file system: $OUT/root.img
#   initramfs_boot KERNEL IMAGE CMDLINE TIMEOUT
#                                   boots it under QEMU (boot.py), which
#                                   injects the machine checks; sets C to
#                                   the console text
#   initramfs_check_initramfs       1. the early daemon in the initramfs
#   initramfs_check_switch_root stopped|running
#                                   2. the early daemon at switch_root:
#                                   stopped before it (dracut) or running
#                                   on in the root (initramfs-tools)
#   initramfs_check_handover stopped|running
#                                   3.-4. the root daemon's --import-early
# The guest side: before-switch-root.sh (the initramfs's last step: the
# first machine check) and root-init.sh (the root's /sbin/init: the second
# between the daemons, the third after the hand-over, and what is printed
# for these checks).

# initramfs_start NAME WHY: RAS must be a static binary (else a failed check), we must be
# root (else NAME skipped: needs root (WHY)); then OUT afresh, CACHE, sbin in PATH.
# 1 when the test cannot go on
initramfs_start() {
	file -b "$RAS" | grep -q 'statically linked' || { fail "$RAS is not a static binary"; return 1; }
	[ "$(id -u)" = 0 ] || { skip "$1" "needs root ($2)"; return 1; }
	rm -rf "$OUT" && mkdir -p "$OUT" "$CACHE"
	case ":$PATH:" in *:/usr/sbin:*) ;; *) PATH=$PATH:/usr/sbin:/sbin ;; esac
}

# initramfs_packages PKG...: the QEMU harness's host packages (tests/qemu/common.sh,
# sourced by then) and these, installed when missing (apt-get, its output in
# $OUT/apt.log); 1 if that failed (said with fail)
initramfs_packages() {
	local p need=
	(qemu_ensure_deps) >"$OUT/apt.log" 2>&1 || { fail "QEMU harness packages" "$(tail -3 "$OUT/apt.log")"; return 1; }
	for p in "$@"; do qemu_pkg_installed "$p" || need="$need $p"; done
	[ -n "$need" ] || return 0
	echo "installing:$need"
	(qemu_apt_update_once) >>"$OUT/apt.log" 2>&1
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $need >>"$OUT/apt.log" 2>&1 ||
		{ fail "apt-get install$need" "$(tail -3 "$OUT/apt.log")"; return 1; }
}

# the root file system: busybox, ras, root-init.sh as /sbin/init, an
# os-release (systemd switches only into a root that has one); mke2fs -d
# needs no mount.  1 if it could not be made (said with fail).
initramfs_rootdisk() {
	local r=$OUT/rootdir
	rm -rf "$r"
	mkdir -p "$r"/{bin,sbin,usr/sbin,proc,sys,dev,run,tmp,etc,var/log,var/lib/ras}
	cp /bin/busybox "$r/bin/busybox" && ln -s busybox "$r/bin/sh"
	install -m 0755 "$RAS" "$r/usr/sbin/ras"
	install -m 0755 "$ROOT/tests/initramfs/root-init.sh" "$r/sbin/init"
	printf 'NAME="ras initramfs test root"\nID=rastest\n' > "$r/etc/os-release"
	mke2fs -q -F -t ext4 -L rasroot -d "$r" "$OUT/root.img" 24M >"$OUT/mke2fs.log" 2>&1 ||
		{ fail "mke2fs -d" "$(tail -3 "$OUT/mke2fs.log")"; return 1; }
}

# section NAME: the lines after "@@NAME" up to the next "@@" line, without
# the kernel's console lines
section() { sed -n "/^@@$1\\( .*\\)\\{0,1\\}\$/,/^@@/p" "$C" | sed '1d;$d' | grep -v '^\[ *[0-9]*\.[0-9]*\]'; }
# the ADDR of each record line read on standard input, in order
addrs() { grep -o ' CPU [0-9]* bank [0-9]* .* addr 0x[0-9a-f]* ' | sed 's/.* addr //' | tr -d ' ' | tr '\n' ' '; }
# the root's dmesg lines of ras (--kmsg), printed at the end; they look
# like the kernel's console lines that section leaves out
kmsg() { sed -n '/^@@KMSG$/,/^@@END$/p' "$C" | grep -E '^\[ *[0-9.]+\] ras: '; }
# marker NAME: the rest of the first "@@NAME ..." line
marker() { grep -m1 "^@@$1 " "$C" | sed "s/^@@$1 //"; }

# initramfs_boot KERNEL IMAGE CMDLINE TIMEOUT: the root disk is a snapshot
# (never written); console in $OUT/console.log, as text (no CR) in $C
initramfs_boot() {
	local t0=$SECONDS brc
	python3 "$ROOT/tests/initramfs/boot.py" "$1" "$2" "$OUT/root.img" "$OUT/console.log" "$3" "$4" \
		2>"$OUT/boot.log"
	brc=$?
	C=$OUT/console.txt
	tr -d '\r' < "$OUT/console.log" > "$C" 2>/dev/null
	if [ $brc = 0 ]; then
		ok "booted $V with the image into the root file system and back ($((SECONDS - t0)) s; $(grep -o '^@@ROOT up .*' "$C" | sed 's/@@ROOT up/switch_root at/') guest time)"
	else
		fail "boot" "$(tail -2 "$OUT/boot.log" | tr '\n' ' ') console: $(grep -v '^\[' "$C" | tail -5 | tr '\n' '|')"
	fi
	return $brc
}

# the options contrib's scripts start the early daemon with
EARLY_ARGS="/usr/sbin/ras daemon --config none --log /run/ras/early.log --state /run/ras/state --pidfile /run/ras/rasd.pid"

# 1. the early daemon, in the initramfs
initramfs_check_initramfs() {
	local got args
	args=$(marker EARLY-ARGS)
	"$RAS" daemon --help 2>&1 | grep -q -- '--kmsg' && EARLY_ARGS="$EARLY_ARGS --kmsg"
	if [ "${args% }" = "$EARLY_ARGS" ]; then ok "initramfs: ras daemon runs as contrib starts it: $EARLY_ARGS"
	else fail "initramfs: no ras daemon with contrib's options" "got '${args% }' (pid line: $(grep -m1 '^@@EARLY-PID' "$C"))"; fi
	got=$(section INITRAMFS-LOG | addrs)
	if [ "$got" = "0x1000 " ]; then ok "initramfs: the machine check injected before switch_root is in /run/ras/early.log ($(marker INITRAMFS-LOG))"
	else fail "initramfs: /run/ras/early.log before switch_root" "records '$got', want '0x1000 '"; fi
	case $EARLY_ARGS in *--kmsg) ;; *) return 0 ;; esac
	if kmsg | grep -qE '\] ras: CPU 0 bank 1 .* addr 0x1000 '
	then ok "initramfs: --kmsg: the record is in the kernel log (dmesg in the root)"
	else fail "initramfs: --kmsg: no 'ras: CPU 0 bank 1 ... addr 0x1000' in the root's dmesg"; fi
}

# 2. at switch_root: stopped before it with its final state in /run/ras
# (dracut), or running on in the root (initramfs-tools)
initramfs_check_switch_root() {
	local at_root early alive
	at_root=$(section RUN-RAS-AT-ROOT | tr '\n' ' ')
	if [ "$1" = stopped ]; then
		if grep -q '^@@EARLY-ALIVE' "$C"; then fail "the early daemon still runs after switch_root" "$(grep -m1 '^@@EARLY-ALIVE' "$C")"
		elif [ "$at_root" = "early.log state " ]; then ok "stopped before switch_root: /run/ras in the root holds early.log and state, no pidfile"
		else fail "/run/ras in the root" "'$at_root', want 'early.log state '"; fi
		if section EARLY-STATE-AT-ROOT | grep -q '^count 0 1 corrected 1 '
		then ok "the early daemon's last state reached the root (count 0 1 corrected 1)"
		else fail "the early daemon's state in the root" "$(section EARLY-STATE-AT-ROOT | grep '^count' | tr '\n' '|')"; fi
		return
	fi
	# the same process as in the initramfs, with the same options
	early=$(marker EARLY-PID)
	alive=$(marker EARLY-ALIVE)
	if [ -n "$alive" ] && [ "${alive% }" = "$early $EARLY_ARGS" ]
	then ok "the early daemon runs on in the root after switch_root (pid $early, the initramfs's)"
	else fail "the early daemon in the root" "'${alive% }', want '$early $EARLY_ARGS'"; fi
	if [ "$at_root" = "early.log rasd.pid state " ]; then ok "/run/ras in the root holds early.log, rasd.pid and state"
	else fail "/run/ras in the root" "'$at_root', want 'early.log rasd.pid state '"; fi
	if [ "$(marker EARLY-BEFORE-ROOT-DAEMON)" = alive ]
	then ok "the early daemon still runs when the root daemon starts (a machine check later)"
	else fail "the early daemon when the root daemon starts" "'$(marker EARLY-BEFORE-ROOT-DAEMON)', want alive"; fi
}

# 3.-4. the root daemon's hand-over; stopped|running as above
initramfs_check_handover() {
	local log got run n want
	if grep -q '^@@ROOT-DAEMON rc 0 pid [0-9]' "$C"; then ok "root: ras daemon --import-early /run/ras started"
	else fail "root: ras daemon --import-early /run/ras" "$(sed -n '/^@@ROOT-DAEMON/,/^@@/p' "$C" | head -4 | tr '\n' '|')"; fi
	if [ "$1" = running ]; then
		if [ "$(marker EARLY-AFTER-ROOT-DAEMON)" = gone ]
		then ok "root: --import-early stopped the early daemon (gone when the root daemon's start returned)"
		else fail "root: the early daemon after the root daemon's start" "'$(marker EARLY-AFTER-ROOT-DAEMON)', want gone; root daemon said: $(section ROOT-DAEMON | tr '\n' '|')"; fi
	fi
	# what the early daemon logged and counted, until it stopped: in the
	# root it also logged the second machine check (the root daemon's
	# SIGTERM makes it drain the ftrace buffer first)
	n=1 want="0x1000 "
	[ "$1" = running ] && n=2 want="0x1000 0x2000 "
	# only the early daemon writes to the kernel log (--kmsg): running on
	# in the root, it logged the second machine check there as it came
	case $EARLY_ARGS in *--kmsg)
		got=$(kmsg | addrs)
		if [ "$got" = "$want" ]; then ok "the kernel log holds the early daemon's ${want% } (--kmsg)"
		else fail "the early daemon's records in the kernel log (--kmsg)" "'$got', want '$want'"; fi
	esac
	got=$(section EARLY-LOG-IMPORTED | addrs)
	if [ "$got" = "$want" ] && section EARLY-LOG-IMPORTED | grep -q "ras: stopping: $n records logged this run\$"
	then ok "the early daemon logged ${want% } to /run/ras/early.log, then 'stopping: $n records logged this run'"
	else fail "the early daemon's log (early.log.imported)" "records '$got', want '$want'; $(section EARLY-LOG-IMPORTED | grep -m1 'stopping:' || echo 'no stopping: line')"; fi
	if section EARLY-STATE-IMPORTED | grep -q "^count 0 1 corrected $n "
	then ok "the early daemon's final state (state.imported): count 0 1 corrected $n"
	else fail "the early daemon's final state (state.imported)" "$(section EARLY-STATE-IMPORTED | grep '^count' | tr '\n' '|'), want 'count 0 1 corrected $n'"; fi
	log=$(section LOG)
	if echo "$log" | grep -q "ras: imported [0-9]* lines of the initramfs daemon's log /run/ras/early.log\$"
	then ok "root: $(echo "$log" | grep -o "imported [0-9]* lines of the initramfs daemon's log /run/ras/early.log")"
	else fail "root: no import note in /var/log/ras.log"; fi
	got=$(echo "$log" | addrs)
	if [ "$got" = "0x1000 0x2000 0x3000 " ]
	then ok "root: /var/log/ras.log has each of the 3 machine checks (initramfs, between the daemons, root) exactly once, in order"
	else fail "root: /var/log/ras.log records" "'$got', want '0x1000 0x2000 0x3000 '"; fi
	if [ "$(echo "$log" | grep -c 'daemon started')" = 2 ]
	then ok "root: the log holds both daemons' start lines, once each"
	else fail "root: start lines in the log" "$(echo "$log" | grep -c 'daemon started'), want 2"; fi
	run=$(section RUN-RAS | tr '\n' ' ')
	if [ "$run" = "early.log.imported state.imported " ]; then ok "root: /run/ras: early.log.imported state.imported (no rasd.pid left)"
	else fail "root: /run/ras after the import" "'$run', want 'early.log.imported state.imported '"; fi
	if section STATE | grep -q '^count 0 1 corrected 3 '
	then ok "root: counters merged: count 0 1 corrected 3 in /var/lib/ras/state"
	else fail "root: counters in /var/lib/ras/state" "$(section STATE | grep '^count' | tr '\n' '|'), want 'count 0 1 corrected 3'"; fi
}
