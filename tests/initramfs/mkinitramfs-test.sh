#!/bin/bash
# tests/initramfs/mkinitramfs-test.sh RAS_BINARY
#
# Builds a Debian initramfs with initramfs-tools' own mkinitramfs and the
# hook and init-top script of contrib/initramfs-tools, for the Debian kernel
# the QEMU harness uses (tests/qemu/kernel.sh), checks what the image holds,
# then boots it in QEMU (TCG) into the small root file system of the dracut
# test (tests/initramfs/common.sh: busybox and the static ras on an ext4
# virtio disk) and checks the whole hand-over with real machine checks
# injected from the QEMU monitor (tests/initramfs/boot.py):
#   1. in the initramfs, as the last init-bottom script (the test's
#      tests/initramfs/before-switch-root.sh, put in as
#      scripts/init-bottom/rastest): the early daemon runs with contrib's
#      options and logs a machine check (ADDR 0x1000) to /run/ras/early.log
#      and the kernel log;
#   2. after switch_root it still runs, the same process, writing into the
#      /run/ras that moved to the root (contrib's script leaves it running);
#      a second machine check (0x2000) comes while it is the only daemon;
#   3. the root's `ras daemon --import-early /run/ras` stops it through its
#      pidfile: it is gone when that command returns; its final log (0x1000,
#      0x2000, its stop line) and state (2 corrected) are imported, and
#      /run/ras holds early.log.imported and state.imported, no rasd.pid;
#   4. a third (0x3000) after the hand-over: the root's log has each of the
#      three exactly once, in order, and the counters add up to 3.
#
# Nothing is installed on the host but packages (initramfs-tools, the QEMU
# harness's): mkinitramfs reads /lib/modules/VERSION, so the cached kernel's
# modules (and its /boot, for config-VERSION) are bind-mounted there in a
# private mount namespace (unshare -m); empty directories made for the
# mount points are removed afterwards.  The image is cached by the hash of
# what goes into it (.cache/initramfs-tools/*.img, the newest three kept).
#
# Prints "ok - ...", "FAIL - ..." and "skip - ..." lines (tests/lib.sh), then
# their count; exit 1 if any
# check failed.  RAS_INITRAMFS_NOBOOT=1 skips the QEMU boot.  Output in
# tests/out/initramfs/.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
. tests/lib.sh
RAS=${1:-}
OUT=$ROOT/tests/out/initramfs
CACHE=${RAS_INITRAMFS_CACHE:-$ROOT/.cache/initramfs-tools}
finish() { summary "initramfs" "logs in tests/out/initramfs"; exit; }

[ -n "$RAS" ] && [ -x "$RAS" ] || { echo "usage: $0 RAS_BINARY (a static ras)" >&2; exit 2; }
RAS=$(readlink -f "$RAS")
. tests/initramfs/common.sh
initramfs_start "mkinitramfs test" "mount namespace, apt-get" || finish

# packages: the QEMU harness's (qemu, busybox-static, cpio, kmod, ...),
# initramfs-tools (mkinitramfs, lsinitramfs), util-linux (unshare),
# e2fsprogs (mke2fs -d for the root disk)
. tests/qemu/common.sh
initramfs_packages initramfs-tools util-linux e2fsprogs || finish

# the kernel the QEMU harness boots (downloaded and cached by kernel.sh)
eval "$(tests/qemu/kernel.sh)" || { fail "tests/qemu/kernel.sh"; finish; }
V=$QEMU_KERNEL_VERSION
[ -e "$QEMU_KERNEL_MODULES/modules.dep" ] || { fail "no modules.dep in $QEMU_KERNEL_MODULES"; finish; }

# a private configuration directory: the system's, made small and quick
# (gzip, only the modules listed and those hooks ask for, busybox), the
# modules for the root disk (virtio, ext4), the two contrib files, and the
# test's last init-bottom script
CONF=$OUT/conf
cp -a /etc/initramfs-tools "$CONF"
sed -i -e 's/^MODULES=.*/MODULES=list/' -e 's/^COMPRESS=.*/COMPRESS=gzip/' \
	-e 's/^BUSYBOX=.*/BUSYBOX=y/' "$CONF/initramfs.conf"
printf '%s\n' virtio_pci virtio_blk ext4 >> "$CONF/modules"
install -m 0755 contrib/initramfs-tools/hooks/ras "$CONF/hooks/ras"
mkdir -p "$CONF/scripts/init-top" "$CONF/scripts/init-bottom"
install -m 0755 contrib/initramfs-tools/scripts/init-top/ras "$CONF/scripts/init-top/ras"
install -m 0755 tests/initramfs/before-switch-root.sh "$CONF/scripts/init-bottom/rastest"

# the image's cache key: the kernel, the configuration directory, ras,
# initramfs-tools' own scripts and hooks (every package's), and the host
# packages whose files mkinitramfs copies in
key=$( { echo "$V ${QEMU_KERNEL_MODULES#$ROOT}"
	dpkg-query -W initramfs-tools-core busybox-static busybox klibc-utils libklibc udev kmod libkmod2 \
		libc6 util-linux e2fsprogs 2>/dev/null
	(cd "$CONF" && find . \( -type f -o -type l \) | LC_ALL=C sort | while read -r f; do
		printf '%s %s ' "$f" "$(stat -c %a "$f")"
		if [ -L "$f" ]; then readlink "$f"; else sha256sum < "$f"; fi
	done)
	find /usr/share/initramfs-tools -type f | LC_ALL=C sort | xargs sha256sum
	sha256sum < "$RAS"; } | sha256sum | cut -c1-16)
IMG=$CACHE/initrd-$V-$key.img

made_moddir=
made_libmod=
made_boot=
cleanup() {
	[ -n "$made_moddir" ] && rmdir "/lib/modules/$V" 2>/dev/null
	[ -n "$made_boot" ] && rmdir /boot 2>/dev/null
	[ -n "$made_libmod" ] && rmdir /lib/modules 2>/dev/null
	return 0
}
at_exit cleanup
t0=$SECONDS
if [ -s "$IMG" ]; then
	ok "mkinitramfs image with contrib's hook and script for $V: cached ($(($(stat -c %s "$IMG") / 1024)) KiB)"
else
	[ -d /lib/modules ] || made_libmod=1
	[ -d /boot ] || { mkdir /boot && made_boot=1; }
	if [ ! -e "/lib/modules/$V" ]; then
		mkdir -p "/lib/modules/$V" && made_moddir=1
	fi
	if RAS_BINARY=$RAS nice -n 10 unshare -m sh -c '
		mount --make-rprivate / 2>/dev/null
		if [ -n "$3" ]; then mount --bind "$2" "/lib/modules/$1" || exit 1; fi
		# mkinitramfs reads /boot/config-VERSION for the compressors the kernel has
		[ -e "/boot/config-$1" ] || mount --bind "$6/boot" /boot || exit 1
		mkinitramfs -d "$4" -o "$5" "$1"' sh "$V" "$QEMU_KERNEL_MODULES" "$made_moddir" "$CONF" "$IMG.tmp" "$QEMU_KERNEL_DIR" \
		>"$OUT/mkinitramfs.log" 2>&1 && [ -s "$IMG.tmp" ] && mv "$IMG.tmp" "$IMG"; then
		ok "mkinitramfs with contrib's hook and script for $V ($(($(stat -c %s "$IMG") / 1024)) KiB, $((SECONDS - t0)) s)"
		# keep the newest three
		ls -t "$CACHE"/initrd-*.img | tail -n +4 | xargs -r rm -f
	else
		rm -f "$IMG.tmp"
		fail "mkinitramfs" "$(tail -5 "$OUT/mkinitramfs.log")"; finish
	fi
	grep -q "ras: .* not found" "$OUT/mkinitramfs.log" && fail "hook did not find $RAS" "$(grep ras: "$OUT/mkinitramfs.log")"
	cleanup
	made_moddir= made_boot= made_libmod=
fi

# what is in the image
lsinitramfs "$IMG" >"$OUT/contents.txt" 2>"$OUT/lsinitramfs.err" || fail "lsinitramfs" "$(head -3 "$OUT/lsinitramfs.err")"
miss=
for f in usr/sbin/ras scripts/init-top/ras scripts/init-bottom/rastest; do grep -qx "$f" "$OUT/contents.txt" || miss="$miss $f"; done
if [ -z "$miss" ]; then ok "image holds usr/sbin/ras, scripts/init-top/ras and the test's scripts/init-bottom/rastest"
else fail "image lacks:$miss"; fi
X=$OUT/unpacked
mkdir -p "$X"
if unmkinitramfs "$IMG" "$X" 2>"$OUT/unmkinitramfs.err"; then
	m=$X; [ -d "$X/main" ] && m=$X/main
	if cmp -s "$m/usr/sbin/ras" "$RAS"; then ok "image's ras is the given binary"; else fail "image's ras differs from $RAS"; fi
	s=$m/scripts/init-top/ras
	if [ -x "$s" ] && cmp -s "$s" contrib/initramfs-tools/scripts/init-top/ras
	then ok "image's init-top script is contrib's, executable"; else fail "init-top script missing, different or not executable"; fi
	if grep -q '^/scripts/init-top/ras ' "$m/scripts/init-top/ORDER" 2>/dev/null
	then ok "init-top ORDER runs ras"; else fail "scripts/init-top/ORDER does not list ras" "$(tr '\n' ' ' < "$m/scripts/init-top/ORDER" 2>/dev/null)"; fi
	# rastest runs after udev's init-bottom script (it moves /dev to the
	# root), if there is one
	order=$(grep -o '^/scripts/init-bottom/[^ ]*' "$m/scripts/init-bottom/ORDER" 2>/dev/null | sed 's#.*/##' | tr '\n' ' ')
	case " ${order// /  }" in	# every name between spaces of its own
	*" udev "*" rastest "*) ok "init-bottom ORDER runs the test's script after udev's: $order" ;;
	*" udev "*|*" rastest "*" udev "*) fail "scripts/init-bottom/ORDER" "'$order', want rastest after udev" ;;
	*" rastest "*) ok "init-bottom ORDER runs the test's script (no udev script): $order" ;;
	*) fail "scripts/init-bottom/ORDER" "'$order', want rastest after udev" ;;
	esac
else
	fail "unmkinitramfs" "$(head -3 "$OUT/unmkinitramfs.err")"
fi

if [ -n "${RAS_INITRAMFS_NOBOOT:-}" ]; then
	skip "boot in QEMU (RAS_INITRAMFS_NOBOOT set)"
	finish
fi

initramfs_rootdisk || finish
# fastboot: no fsck in the initramfs; panic=-1: initramfs-tools' panic
# reboots (QEMU exits, -no-reboot) instead of waiting in a shell
cmdline="console=ttyS0 panic=-1 root=/dev/vda rootfstype=ext4 rw fastboot"
cmdline="$cmdline trace_event=mce:mce_record trace_clock=global"
# the uncompressed kernel when kernel.sh has it (TCG boots it sooner)
KERNEL=${QEMU_KERNEL_VMLINUX:-$QEMU_KERNEL_IMAGE}
[ -s "$KERNEL" ] || KERNEL=$QEMU_KERNEL_IMAGE
initramfs_boot "$KERNEL" "$IMG" "$cmdline" 150
initramfs_check_initramfs
initramfs_check_switch_root running
initramfs_check_handover running
finish
