#!/bin/bash
# dracut module: put the static ras binary into the initramfs and start
# the ras daemon as early as the initramfs allows (Fedora, RHEL, and any
# distribution that builds its initramfs with dracut).
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
		# belongs to that hook's service and is killed when the service
		# stops at switch-root.  A unit of its own that is not stopped on
		# isolate keeps running into the real root, where systemd takes
		# it over.
		inst_simple "$moddir/ras-early.service" "$systemdsystemunitdir/ras-early.service"
		$SYSTEMCTL -q --root "$initdir" add-wants sysinit.target ras-early.service
	else
		# shell-only dracut: a hook, as early as hooks run
		inst_hook cmdline 01 "$moddir/ras-early.sh"
	fi
}
