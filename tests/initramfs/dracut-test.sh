#!/bin/bash
# tests/initramfs/dracut-test.sh RAS_BINARY [--systemd]
#
# Builds an initramfs with dracut and contrib/dracut/90ras for the Debian
# kernel the QEMU harness uses (tests/qemu/kernel.sh), boots it in QEMU (TCG)
# with a small root file system (busybox and the static ras on an ext4 virtio
# disk), and checks the whole hand-over with real machine checks injected
# from the QEMU monitor (tests/initramfs/boot.py; the root disk, its init
# and the checks are shared with mkinitramfs-test.sh: common.sh):
#   1. in the initramfs, before switch_root (the test's pre-pivot hook
#      tests/initramfs/before-switch-root.sh): the early daemon runs with
#      contrib's options and logs a machine check (ADDR 0x1000) to
#      /run/ras/early.log and the kernel log;
#   2. it is stopped before switch_root, its final state written;
#   3. after switch_root, with no daemon running, a second one (0x2000)
#      waits in the ftrace buffer (trace_event=mce:mce_record);
#   4. the root's `ras daemon --import-early /run/ras` imports the early
#      log (0x1000 and the early daemon's stop line) and state (1
#      corrected), leaving early.log.imported and state.imported, and logs
#      the second, then a third (0x3000): each of the three exactly once,
#      in order, and the counters add up to 3.
# Default: shell-only dracut (no systemd in the image); --systemd: dracut's
# systemd initramfs (ras-early.service), slower (~1 min more under TCG).
#
# dracut (Debian 12: 059) conflicts with initramfs-tools, so it is never
# installed: dracut-core is fetched with apt-get download and unpacked with
# dpkg -x into .cache/dracut/, and run from there (dracutbasedir, --kmoddir,
# an empty --conf and --confdir).  The image is cached by the hash of what
# goes into it (.cache/dracut/*.img).  Packages it needs are installed with
# apt-get.
#
# Prints "ok - ...", "FAIL - ..." and "skip - ..." lines (tests/lib.sh), then
# their count; exit 1 if any
# check failed.  Output in tests/out/dracut-MODE/.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
. tests/lib.sh
RAS=${1:-}
MODE=shell
[ "${2:-}" = --systemd ] && MODE=systemd
OUT=$ROOT/tests/out/dracut-$MODE
CACHE=${RAS_DRACUT_CACHE:-$ROOT/.cache/dracut}
finish() { summary "dracut ($MODE)" "logs in tests/out/dracut-$MODE"; exit; }

[ -n "$RAS" ] && [ -x "$RAS" ] || { echo "usage: $0 RAS_BINARY [--systemd]" >&2; exit 2; }
RAS=$(readlink -f "$RAS")
. tests/initramfs/common.sh
initramfs_start "dracut test" "apt-get, dracut" || finish

# packages: the QEMU harness's (qemu, busybox-static, cpio, kmod, ...), and
# what dracut-core depends on or runs (udev, e2fsprogs, the libraries of
# its dracut-install), mke2fs -d for the root disk, systemd for --systemd
. tests/qemu/common.sh
initramfs_packages udev e2fsprogs bash libkmod2 libzstd1 liblzma5 libssl3 $([ $MODE = systemd ] && echo systemd) || finish

# dracut-core, unpacked (not installed) once into the cache
get_dracut() {
	local tmp deb v
	[ -s "$CACHE/dracut-current" ] && [ -f "$CACHE/$(cat "$CACHE/dracut-current")/.complete" ] && return 0
	tmp=$(mktemp -d "$CACHE/tmp.XXXXXX")
	if ! (cd "$tmp" && apt-get download -q -o APT::Sandbox::User=root dracut-core) >>"$OUT/apt.log" 2>&1; then
		(qemu_apt_update_once) >>"$OUT/apt.log" 2>&1
		(cd "$tmp" && apt-get download -q -o APT::Sandbox::User=root dracut-core) >>"$OUT/apt.log" 2>&1 ||
			{ rm -rf "$tmp"; return 1; }
	fi
	deb=$(ls "$tmp"/dracut-core_*.deb) || { rm -rf "$tmp"; return 1; }
	v=$(dpkg-deb -f "$deb" Version) && dpkg -x "$deb" "$tmp/root" || { rm -rf "$tmp"; return 1; }
	rm -rf "$CACHE/dracut-core-$v"
	mv "$tmp/root" "$CACHE/dracut-core-$v" && rm -rf "$tmp"
	date -u +%FT%TZ > "$CACHE/dracut-core-$v/.complete"
	echo "dracut-core-$v" > "$CACHE/dracut-current"
}
qemu_with_lock dracut get_dracut || { fail "apt-get download dracut-core and dpkg -x" "$(tail -3 "$OUT/apt.log")"; finish; }
DR=$CACHE/$(cat "$CACHE/dracut-current")
miss=$(ldd "$DR/usr/lib/dracut/dracut-install" 2>&1 | grep 'not found')
[ -z "$miss" ] || { fail "dracut-install's libraries" "$miss"; finish; }
DRACUT_VERSION=$(. "$DR/usr/lib/dracut/dracut-version.sh" && echo "$DRACUT_VERSION")

eval "$(tests/qemu/kernel.sh)" || { fail "tests/qemu/kernel.sh"; finish; }
V=$QEMU_KERNEL_VERSION
KERNEL=${QEMU_KERNEL_VMLINUX:-$QEMU_KERNEL_IMAGE}
[ -s "$KERNEL" ] || KERNEL=$QEMU_KERNEL_IMAGE

# dracut's own modules plus contrib's 90ras and the test's 99rastest, in a
# private copy of its base directory (made for each run: a few files)
BASE=$OUT/dracutbase
mkdir -p "$BASE" "$OUT/confdir" "$OUT/tmp"
cp -a "$DR/usr/lib/dracut/." "$BASE/"
cp -r contrib/dracut/90ras tests/initramfs/dracut/99rastest "$BASE/modules.d/"
install -m 0755 tests/initramfs/before-switch-root.sh "$BASE/modules.d/99rastest/"
mods="bash base rootfs-block ras rastest"
[ $MODE = systemd ] && mods="bash systemd systemd-initrd dracut-systemd base rootfs-block ras rastest"
args=(--conf /dev/null --confdir "$OUT/confdir" --tmpdir "$OUT/tmp" --kver "$V" --kmoddir "$QEMU_KERNEL_MODULES"
	--no-hostonly -m "$mods" --drivers "virtio_pci virtio_blk ext4" --no-early-microcode --force)

# the image's cache key: dracut, its arguments, the modules, ras, the kernel,
# and the host packages whose files dracut copies in
key=$( { echo "$DRACUT_VERSION $V ${args[*]//$ROOT/}"
	dpkg-query -W bash udev systemd libc6 kmod util-linux 2>/dev/null
	cd "$BASE/modules.d" && find 90ras 99rastest -type f | LC_ALL=C sort | xargs sha256sum
	sha256sum < "$RAS"; } | sha256sum | cut -c1-16)
IMG=$CACHE/initrd-$MODE-$key.img
t0=$SECONDS
if [ -s "$IMG" ]; then
	ok "dracut $DRACUT_VERSION image with contrib's 90ras ($MODE): cached ($(($(stat -c %s "$IMG") / 1024)) KiB)"
elif RAS_BINARY=$RAS dracutbasedir=$BASE nice -n 10 bash "$DR/usr/bin/dracut" "${args[@]}" "$IMG.tmp" \
	>"$OUT/dracut.log" 2>&1 && [ -s "$IMG.tmp" ] && mv "$IMG.tmp" "$IMG"; then
	ok "dracut $DRACUT_VERSION built the image with contrib's 90ras ($MODE, $(($(stat -c %s "$IMG") / 1024)) KiB, $((SECONDS - t0)) s)"
	# keep the newest three of this mode
	ls -t "$CACHE"/initrd-$MODE-*.img | tail -n +4 | xargs -r rm -f
else
	rm -f "$IMG.tmp"
	fail "dracut" "$(grep -v '^dracut: \*\*\*' "$OUT/dracut.log" | tail -5)"; finish
fi

# what is in the image
LSI=(env dracutbasedir="$BASE" bash "$DR/usr/bin/lsinitrd")
"${LSI[@]}" "$IMG" >"$OUT/contents.txt" 2>&1 || fail "lsinitrd" "$(head -3 "$OUT/contents.txt")"
has() { grep -qE " $1( |\$)" "$OUT/contents.txt"; }
want=(usr/sbin/ras usr/sbin/ras-early usr/lib/dracut/hooks/pre-pivot/50-before-switch-root.sh)
if [ $MODE = shell ]; then
	want+=(usr/lib/dracut/hooks/cmdline/01-ras-early.sh usr/lib/dracut/hooks/cleanup/99-ras-stop.sh usr/bin/tr)
	has 'usr/lib/systemd/systemd' && fail "shell-only image holds systemd"
else
	want+=(usr/lib/systemd/system/ras-early.service "etc/systemd/system/sysinit.target.wants/ras-early.service ->.*")
fi
miss=
for f in "${want[@]}"; do has "$f" || miss="$miss ${f%% *}"; done
if [ -z "$miss" ]; then ok "image holds ras, ras-early and the $MODE start and stop: ${want[*]%% *}"
else fail "image lacks:$miss"; fi
"${LSI[@]}" -f usr/sbin/ras "$IMG" >"$OUT/image-ras" 2>/dev/null
strip -g -o "$OUT/ras-g" "$RAS" 2>/dev/null
if cmp -s "$OUT/image-ras" "$RAS" || cmp -s "$OUT/image-ras" "$OUT/ras-g"; then
	ok "image's usr/sbin/ras is the given binary (dracut strips debug info)"
else
	fail "image's usr/sbin/ras differs from $RAS (and from strip -g of it)"
fi

initramfs_rootdisk || finish
cmdline="console=ttyS0 panic=-1 root=/dev/vda rootfstype=ext4 rw rd.skipfsck rd.shell=0 rd.emergency=poweroff"
cmdline="$cmdline trace_event=mce:mce_record trace_clock=global"
timeout=150
[ $MODE = systemd ] && timeout=240
initramfs_boot "$KERNEL" "$IMG" "$cmdline" $timeout
initramfs_check_initramfs

# 2. stopped before switch_root, its state final
if [ $MODE = systemd ]; then
	# the console's status lines (cut and coloured): systemd's own
	# "systemd[1]: Started" reaches the console only while journald is not
	# up yet (it came 1.3 s before ras-early.service's in one boot)
	started=$(grep -n 'Started .*ras-early.service' "$C" | head -1 | cut -d: -f1)
	stopped=$(grep -n 'Stopped .*ras-early.service' "$C" | head -1 | cut -d: -f1)
	switch=$(grep -n 'Starting .*initrd-switch-root.service' "$C" | head -1 | cut -d: -f1)
	if [ -n "$started" ] && [ -n "$stopped" ] && [ -n "$switch" ] && [ "$stopped" -lt "$switch" ]
	then ok "systemd: ras-early.service started, and stopped before initrd-switch-root.service"
	else fail "systemd: ras-early.service start/stop before switch-root" "console lines: started '$started' stopped '$stopped' switch-root '$switch'"; fi
	if grep -q 'ras-early.service: .*PID' "$C"
	then fail "systemd: ras-early.service's PIDFile" "$(grep -m1 'ras-early.service: .*PID' "$C")"
	else ok "systemd: ras-early.service read its PIDFile (no complaint about /run/ras/rasd.pid)"; fi
fi
initramfs_check_switch_root stopped
initramfs_check_handover stopped
finish
