#!/bin/sh
# dracut cleanup hook (shell-only dracut; sourced, so no 'exit' at the top
# level): stop the initramfs ras daemon right before switch_root, and wait
# until it has drained its source and written its log and state.
#
# Why not let it run on into the real root: its state, metrics and pidfile
# are written by path (/run/ras/...), and after switch_root its paths
# resolve in the initramfs, which switch_root empties, while /run itself
# was moved to the real root.  Its last state would be lost, and with it
# the counters and read positions that the root file system's daemon
# imports (--import-early /run/ras).  Stopped here, nothing is lost with
# the tracefs and persistent sources: what the kernel logs until the root
# daemon starts stays in their buffers.  systemd's initramfs ends it at
# switch-root too (ras-early.service).

ras_running() {
	ras_state=Z
	[ -r "/proc/$1/stat" ] && read -r _ _ ras_state _ < "/proc/$1/stat" 2>/dev/null
	[ "$ras_state" != Z ]
}

ras_stop() {
	ras_pid=
	[ -r /run/ras/rasd.pid ] && read -r ras_pid < /run/ras/rasd.pid
	[ -n "$ras_pid" ] && [ -r "/proc/$ras_pid/cmdline" ] || return 0
	# the pidfile names our daemon, not a pid reused by something else
	case "$(tr '\0' ' ' < "/proc/$ras_pid/cmdline")" in
	"/usr/sbin/ras daemon "*) ;;
	*) return 0 ;;
	esac
	kill -TERM "$ras_pid" 2>/dev/null || return 0
	# gone, or a zombie (init, its parent now, may not have reaped it yet)
	ras_i=0
	while [ $ras_i -lt 100 ] && ras_running "$ras_pid"; do
		sleep 0.1
		ras_i=$((ras_i + 1))
	done
	ras_running "$ras_pid" &&
		echo "ras: the early machine check daemon (pid $ras_pid) did not exit within 10 s" >&2
	unset ras_pid ras_i ras_state
	return 0
}

ras_stop
