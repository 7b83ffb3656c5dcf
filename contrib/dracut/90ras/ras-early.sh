#!/bin/sh
# Start the ras daemon in the initramfs: a dracut hook (sourced by dracut's
# shell init, so no 'exit' at the top level), or the ExecStart of
# ras-early.service (run).  Does what contrib/initramfs-tools/scripts/init-top/ras
# does: logs to /run/ras/early.log and the kernel log; /run survives
# switch_root, and the root file system's daemon takes over with
# --import-early /run/ras (rasd(8), "EARLY BOOT AND HAND-OVER").

ras_early() {
	[ -x /usr/sbin/ras ] || return 0
	mkdir -p /run/ras
	ras_debugfs=
	while read -r _ ras_mp _; do
		[ "$ras_mp" = /sys/kernel/debug ] && ras_debugfs=1
	done < /proc/mounts
	[ -n "$ras_debugfs" ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null

	ras_kmsg=
	case "$(/usr/sbin/ras daemon --help 2>&1)" in
	*--kmsg*) ras_kmsg=--kmsg ;;
	esac

	# forks into the background once its source and log are open
	/usr/sbin/ras daemon --config none --log /run/ras/early.log --state /run/ras/state \
		--pidfile /run/ras/rasd.pid $ras_kmsg ||
		echo "ras: the early machine check daemon did not start" >&2
	unset ras_debugfs ras_mp ras_kmsg
	return 0
}

ras_early
