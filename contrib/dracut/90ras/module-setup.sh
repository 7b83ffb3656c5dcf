#!/bin/bash
# dracut module: put the static ras binary into the initramfs, start the
# ras daemon as early as the initramfs allows and stop it right before
# switch_root (Fedora, RHEL, and any distribution that builds its
# initramfs with dracut); the root file system's daemon takes over with
# --import-early /run/ras.  Tested with dracut 059 (contrib/README).
# Install: copy this directory to /usr/lib/dracut/modules.d/90ras/, then
#   dracut -f --add ras        (or add_dracutmodules+=" ras " in
#                               /etc/dracut.conf.d/ras.conf)
# RAS_BINARY (environment) names another binary than /usr/sbin/ras; it
# must be the static build.

# only when asked for (--add ras, add_dracutmodules), and only with ras
check() {
	[ -x "${RAS_BINARY:-/usr/sbin/ras}" ] || return 1
	return 255
}

depends() {
	return 0
}

install() {
	inst_simple "${RAS_BINARY:-/usr/sbin/ras}" /usr/sbin/ras
	inst_multiple -o mkdir mount
	inst_simple "$moddir/ras-early.sh" /usr/sbin/ras-early
	if dracut_module_included "systemd"; then
		# With systemd in the initramfs a process started from a hook
		# belongs to that hook's service: a unit of its own, started
		# before sysinit.target and stopped before switch-root
		inst_simple "$moddir/ras-early.service" "$systemdsystemunitdir/ras-early.service"
		$SYSTEMCTL -q --root "$initdir" add-wants sysinit.target ras-early.service
	else
		# shell-only dracut: hooks, as early as hooks run, and stopped
		# right before switch_root (see ras-stop.sh)
		inst_hook cmdline 01 "$moddir/ras-early.sh"
		inst_multiple tr
		inst_hook cleanup 99 "$moddir/ras-stop.sh"
	fi
}
