#!/bin/sh
# The last step in the initramfs of the tests in tests/initramfs/: the root
# file system is mounted and switch_root comes next.  dracut-test.sh
# installs it as the pre-pivot hook of its test-only module 99rastest
# (sourced by dracut's shell init, or run by dracut-pre-pivot.service),
# mkinitramfs-test.sh as scripts/init-bottom/rastest (run by
# initramfs-tools' init after udev's, before /run is moved to the root).
# Markers go to /dev/console, where the host's driver (boot.py) reads them:
# "@@INJECT 1" makes it inject a corrected machine check with ADDR 0x1000
# through the QEMU monitor; then this waits until the initramfs ras daemon
# has logged it.  Shell built-ins and tr only, so that it brings no tool
# into the image that contrib's scripts would lack.

# initramfs-tools runs each script with "prereqs" when it builds the image,
# to order them: after udev's, which moves /dev to the root (dracut sources
# this with no argument)
case "${1:-}" in
prereqs)
	echo udev
	exit 0
	;;
esac

rastest_has() { # FILE TEXT: FILE has a line with TEXT (shell built-ins only)
	[ -r "$1" ] || return 1
	while IFS= read -r rastest_l; do
		case $rastest_l in *"$2"*) return 0 ;; esac
	done < "$1"
	return 1
}

rastest_cat() {
	[ -r "$1" ] || { echo "(no $1)"; return 0; }
	while IFS= read -r rastest_l; do echo "$rastest_l"; done < "$1"
}

rastest_initramfs() {
	# the kernel polls the banks for corrected errors: every second, not five minutes
	for rastest_f in /sys/devices/system/machinecheck/machinecheck*/check_interval; do
		echo 1 > "$rastest_f"
	done
	rastest_pid=
	[ -r /run/ras/rasd.pid ] && read -r rastest_pid < /run/ras/rasd.pid
	{
		echo	# initramfs-tools' "Begin: Running /scripts/init-bottom ... " has no newline
		echo "@@EARLY-PID ${rastest_pid:-none}"
		if [ -n "$rastest_pid" ] && [ -r "/proc/$rastest_pid/cmdline" ]; then
			# one write: a kernel message printed between two
			# writes would land inside the line
			rastest_args=$(tr '\0' ' ' < "/proc/$rastest_pid/cmdline" 2>/dev/null) ||
				rastest_args="(tr missing)"
			echo "@@EARLY-ARGS $rastest_args"
		fi
		echo "@@INJECT 1"
	} > /dev/console
	rastest_i=0
	while [ $rastest_i -lt 300 ] && ! rastest_has /run/ras/early.log ' addr 0x1000 '; do
		sleep 0.1
		rastest_i=$((rastest_i + 1))
	done
	{
		echo "@@INITRAMFS-LOG after $((rastest_i / 10)).$((rastest_i % 10)) s"
		rastest_cat /run/ras/early.log
		echo "@@INITRAMFS-END"
	} > /dev/console
	unset rastest_f rastest_pid rastest_i rastest_l
}

rastest_initramfs
