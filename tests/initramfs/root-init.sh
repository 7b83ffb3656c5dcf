#!/bin/sh
# /sbin/init of the small root file system of tests/initramfs/dracut-test.sh
# and mkinitramfs-test.sh (busybox and the static ras on an ext4 disk,
# made by initramfs_rootdisk in tests/initramfs/common.sh).  The initramfs
# started the early ras daemon and switched root here; /run (with /run/ras)
# came along.  dracut's module stopped the daemon before switch_root;
# initramfs-tools' script leaves it running, writing into the moved
# /run/ras, until the root daemon's --import-early stops it.  "@@INJECT N"
# on the console asks the host for a corrected machine check with ADDR
# N * 0x1000; the other "@@" lines are what the host checks.
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
# switch_root moved /proc, /sys and /dev here; mounted again if not
/bin/busybox mount -t proc proc /proc 2>/dev/null
/bin/busybox mount -t sysfs sysfs /sys 2>/dev/null
/bin/busybox mount -t devtmpfs devtmpfs /dev 2>/dev/null
/bin/busybox --install -s /bin	# the applets (the host made only /bin/sh)
exec </dev/console >/dev/console 2>&1
echo "@@ROOT up $(cut -d' ' -f1 /proc/uptime) s"
# the kernel polls the banks for corrected errors every second (the
# initramfs hook set it too; this init does not rely on that)
for f in /sys/devices/system/machinecheck/machinecheck*/check_interval; do echo 1 > "$f"; done

# wait_for SECONDS COMMAND...: poll every 0.1 s; prints how long it took
wait_for() {
	n=$(($1 * 10)) i=0
	shift
	while [ $i -lt $n ] && ! "$@" >/dev/null 2>&1; do sleep 0.1; i=$((i + 1)); done
	echo "@@WAITED $((i / 10)).$((i % 10)) s for: $*"
}

echo "@@RUN-RAS-AT-ROOT"
ls -1 /run/ras
early=$(cat /run/ras/rasd.pid 2>/dev/null)
if [ -n "$early" ] && kill -0 "$early" 2>/dev/null; then
	echo "@@EARLY-ALIVE $early $(tr '\0' ' ' < /proc/$early/cmdline)"
fi
# alive|zombie|gone: the early daemon named by rasd.pid at the root
early_is() {
	if [ -z "$early" ] || ! kill -0 "$early" 2>/dev/null; then echo gone
	elif [ "$(cut -d')' -f2 /proc/$early/stat 2>/dev/null | cut -d' ' -f2)" = Z ]; then echo zombie
	else echo alive; fi
}
echo "@@EARLY-STATE-AT-ROOT"
cat /run/ras/state

# a machine check while no daemon runs: the ftrace buffer keeps it
echo "@@INJECT 2"
wait_for 30 sh -c "dmesg | grep -q 'ADDR 2000 '"

# the root file system's daemon takes over
echo "@@EARLY-BEFORE-ROOT-DAEMON $(early_is)"
mkdir -p /var/log /var/lib/ras
ras daemon --config none --log /var/log/ras.log --state /var/lib/ras/state \
	--pidfile /run/rasd.pid --import-early /run/ras >/tmp/rasd.out 2>&1
echo "@@ROOT-DAEMON rc $? pid $(cat /run/rasd.pid 2>/dev/null)"
cat /tmp/rasd.out
echo "@@EARLY-AFTER-ROOT-DAEMON $(early_is)"
wait_for 30 grep -q ' addr 0x2000 ' /var/log/ras.log

# and one after the hand-over
echo "@@INJECT 3"
wait_for 30 grep -q ' addr 0x3000 ' /var/log/ras.log

main=$(cat /run/rasd.pid 2>/dev/null)
[ -n "$main" ] && kill "$main"
wait_for 10 sh -c "! kill -0 $main"
echo "@@RUN-RAS"
ls -1 /run/ras
echo "@@EARLY-LOG-IMPORTED"
cat /run/ras/early.log.imported
echo "@@EARLY-STATE-IMPORTED"
cat /run/ras/state.imported
echo "@@LOG"
cat /var/log/ras.log
echo "@@STATE"
cat /var/lib/ras/state
echo "@@KMSG"
dmesg | grep ' ras: '
echo "@@END"
sync
poweroff -f
