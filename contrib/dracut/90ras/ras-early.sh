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
	if /usr/sbin/ras daemon --config none --log /run/ras/early.log --state /run/ras/state \
		--pidfile /run/ras/rasd.pid $ras_kmsg; then
		# the child writes its pid after the parent has exited: wait for
		# it (up to 5 s), so that ras-early.service's PIDFile= is read
		# with the pid in it, and ras-stop.sh finds it
		ras_i=0
		while [ $ras_i -lt 50 ] && ! [ -s /run/ras/rasd.pid ]; do
			sleep 0.1
			ras_i=$((ras_i + 1))
		done
	else
		echo "ras: the early machine check daemon did not start" >&2
	fi
	unset ras_debugfs ras_mp ras_kmsg ras_i
	return 0
}

ras_early
