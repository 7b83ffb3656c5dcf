#!/bin/bash
# tests/initramfs/mkinitramfs-test.sh RAS_BINARY
#
# Builds a Debian initramfs with initramfs-tools' own mkinitramfs and the
# hook and init-top script of contrib/initramfs-tools, for the Debian kernel
# the QEMU harness uses (tests/qemu/kernel.sh), checks that the image holds
# /usr/sbin/ras and scripts/init-top/ras, then boots it in QEMU (TCG) with
# break=premount and checks on the serial console that the ras daemon runs.
#
# Nothing is installed on the host but packages (initramfs-tools, the QEMU
# harness's): mkinitramfs reads /lib/modules/VERSION, so the cached kernel's
# modules (and its /boot, for config-VERSION) are bind-mounted there in a
# private mount namespace (unshare -m); empty directories made for the
# mount points are removed afterwards.
#
# Prints "ok - ...", "FAIL - ..." and "skip - ..." lines; exit 1 if any
# check failed.  RAS_INITRAMFS_NOBOOT=1 skips the QEMU boot.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
RAS=${1:-}
OUT=$ROOT/tests/out/initramfs
FAILS=0
ok()   { echo "ok - $1"; }
fail() { FAILS=$((FAILS + 1)); echo "FAIL - $1${2:+: $2}"; }
skip() { echo "skip - $1"; }

[ -n "$RAS" ] && [ -x "$RAS" ] || { echo "usage: $0 RAS_BINARY (a static ras)" >&2; exit 2; }
RAS=$(readlink -f "$RAS")
if ! file -b "$RAS" | grep -q 'statically linked'; then
	fail "$RAS is not a static binary"; exit 1
fi
[ "$(id -u)" = 0 ] || { skip "mkinitramfs test: needs root (mount namespace, apt-get)"; exit 0; }
rm -rf "$OUT" && mkdir -p "$OUT"

# packages: initramfs-tools (mkinitramfs, lsinitramfs), busybox for the
# image's shell, and the QEMU harness's own
need=
command -v mkinitramfs >/dev/null || need="$need initramfs-tools"
[ -x /bin/busybox ] || need="$need busybox-static"
command -v unshare >/dev/null || need="$need util-linux"
if [ -n "$need" ]; then
	echo "installing:$need"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -q --no-install-recommends $need >"$OUT/apt.log" 2>&1 ||
	{ apt-get update -q >>"$OUT/apt.log" 2>&1 &&
	  apt-get install -y -q --no-install-recommends $need >>"$OUT/apt.log" 2>&1; } ||
	{ fail "apt-get install$need" "$(tail -3 "$OUT/apt.log")"; exit 1; }
fi

# the kernel the QEMU harness boots (downloaded and cached by kernel.sh)
eval "$(tests/qemu/kernel.sh)" || { fail "tests/qemu/kernel.sh"; exit 1; }
V=$QEMU_KERNEL_VERSION
[ -e "$QEMU_KERNEL_MODULES/modules.dep" ] || { fail "no modules.dep in $QEMU_KERNEL_MODULES"; exit 1; }

# a private configuration directory: the system's, made small and quick
# (gzip, only the modules hooks ask for, busybox), plus the two contrib files
CONF=$OUT/conf
cp -a /etc/initramfs-tools "$CONF"
sed -i -e 's/^MODULES=.*/MODULES=list/' -e 's/^COMPRESS=.*/COMPRESS=gzip/' \
	-e 's/^BUSYBOX=.*/BUSYBOX=y/' "$CONF/initramfs.conf"
install -m 0755 contrib/initramfs-tools/hooks/ras "$CONF/hooks/ras"
mkdir -p "$CONF/scripts/init-top"
install -m 0755 contrib/initramfs-tools/scripts/init-top/ras "$CONF/scripts/init-top/ras"

IMG=$OUT/initrd.img-$V
made_moddir=
made_libmod=
made_boot=
cleanup() {
	[ -n "$made_moddir" ] && rmdir "/lib/modules/$V" 2>/dev/null
	[ -n "$made_boot" ] && rmdir /boot 2>/dev/null
	[ -n "$made_libmod" ] && rmdir /lib/modules 2>/dev/null
	[ -n "${QPID:-}" ] && kill "$QPID" 2>/dev/null
	return 0
}
trap cleanup EXIT
[ -d /lib/modules ] || made_libmod=1
[ -d /boot ] || { mkdir /boot && made_boot=1; }
if [ ! -e "/lib/modules/$V" ]; then
	mkdir -p "/lib/modules/$V" && made_moddir=1
fi
t0=$SECONDS
if RAS_BINARY=$RAS unshare -m sh -c '
	mount --make-rprivate / 2>/dev/null
	if [ -n "$3" ]; then mount --bind "$2" "/lib/modules/$1" || exit 1; fi
	# mkinitramfs reads /boot/config-VERSION for the compressors the kernel has
	[ -e "/boot/config-$1" ] || mount --bind "$6/boot" /boot || exit 1
	mkinitramfs -d "$4" -o "$5" "$1"' sh "$V" "$QEMU_KERNEL_MODULES" "$made_moddir" "$CONF" "$IMG" "$QEMU_KERNEL_DIR" \
	>"$OUT/mkinitramfs.log" 2>&1 && [ -s "$IMG" ]; then
	ok "mkinitramfs with contrib hooks for $V ($(($(stat -c %s "$IMG") / 1024)) KiB, $((SECONDS - t0)) s)"
else
	fail "mkinitramfs" "$(tail -5 "$OUT/mkinitramfs.log")"; exit 1
fi
grep -q "ras: .* not found" "$OUT/mkinitramfs.log" && fail "hook did not find $RAS" "$(grep ras: "$OUT/mkinitramfs.log")"

# what is in the image
lsinitramfs "$IMG" >"$OUT/contents.txt" 2>"$OUT/lsinitramfs.err" || fail "lsinitramfs" "$(head -3 "$OUT/lsinitramfs.err")"
if grep -qx 'usr/sbin/ras' "$OUT/contents.txt"; then ok "image holds usr/sbin/ras"; else fail "image lacks usr/sbin/ras"; fi
if grep -qx 'scripts/init-top/ras' "$OUT/contents.txt"; then ok "image holds scripts/init-top/ras"; else fail "image lacks scripts/init-top/ras"; fi
X=$OUT/unpacked
mkdir -p "$X"
if unmkinitramfs "$IMG" "$X" 2>"$OUT/unmkinitramfs.err"; then
	r=$X/usr/sbin/ras; [ -e "$X/main/usr/sbin/ras" ] && r=$X/main/usr/sbin/ras
	s=$X/scripts/init-top/ras; [ -e "$X/main/scripts/init-top/ras" ] && s=$X/main/scripts/init-top/ras
	if cmp -s "$r" "$RAS"; then ok "image's ras is the given binary"; else fail "image's ras differs from $RAS"; fi
	if [ -x "$s" ] && cmp -s "$s" contrib/initramfs-tools/scripts/init-top/ras
	then ok "image's init-top script is contrib's, executable"; else fail "init-top script missing, different or not executable"; fi
	if grep -q '"init-top/ras"\|/scripts/init-top/ras' "$(dirname "$s")/ORDER" 2>/dev/null
	then ok "init-top ORDER runs ras"; else fail "scripts/init-top/ORDER does not list ras" "$(cat "$(dirname "$s")/ORDER" 2>/dev/null | tr '\n' ' ')"; fi
else
	fail "unmkinitramfs" "$(head -3 "$OUT/unmkinitramfs.err")"
fi

if [ -n "${RAS_INITRAMFS_NOBOOT:-}" ]; then
	skip "boot in QEMU (RAS_INITRAMFS_NOBOOT set)"
	[ "$FAILS" = 0 ]; exit $?
fi
command -v qemu-system-x86_64 >/dev/null || { skip "boot in QEMU: no qemu-system-x86_64 (make test-deps)"; [ "$FAILS" = 0 ]; exit $?; }

# Boot: vmlinuz + the image; break=premount gives a shell after init-top
# (no panic=: initramfs-tools reboots instead of giving the shell when it is set)
# (where ras was started) and module loading.  The console is driven by
# a small expect-like loop: wait for the prompt, ask, read the answers.
t0=$SECONDS
python3 - "$QEMU_KERNEL_IMAGE" "$IMG" "$OUT/console.log" <<'PY'
import os, select, subprocess, sys, time
kernel, initrd, log = sys.argv[1:4]
cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "Skylake-Server-v1", "-m", "512M",
       "-smp", "2", "-nodefaults", "-display", "none", "-vga", "none", "-no-reboot",
       "-serial", "stdio", "-kernel", kernel, "-initrd", initrd,
       "-append", "console=ttyS0 break=premount"]
p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=open(log + ".qemu-stderr", "wb"))
buf = b""
out = open(log, "wb")
def wait_for(marker, timeout):
    global buf
    end = time.time() + timeout
    while time.time() < end:
        if marker in buf:
            return True
        r, _, _ = select.select([p.stdout], [], [], 0.5)
        if r:
            chunk = os.read(p.stdout.fileno(), 65536)
            if not chunk:
                return marker in buf
            buf += chunk
            out.write(chunk); out.flush()
    return marker in buf
def send(s):
    p.stdin.write(s.encode()); p.stdin.flush()
rc = 1
try:
    if not wait_for(b"(initramfs)", 150):
        print("no initramfs shell prompt within 150 s", file=sys.stderr)
    else:
        # the daemon may still be opening its source: give it a few seconds
        # markers made by printf, so the echo of the command line does not match them
        m = lambda w: "printf '@@%%s\\n' %s" % w
        send("sleep 3; %s; ps; %s; cat /run/ras/early.log; %s; cat /run/ras/rasd.pid; "
             "%s; tr '\\0' ' ' < /proc/$(cat /run/ras/rasd.pid)/cmdline; echo; %s\n"
             % (m("PS"), m("LOG"), m("PID"), m("ARGS"), m("END")))
        if wait_for(b"\n@@END", 60):
            rc = 0
        send("poweroff -f\n")
        time.sleep(1)
finally:
    p.kill()
    p.wait()
    out.close()
sys.exit(rc)
PY
brc=$?
C=$OUT/console.log
if [ $brc != 0 ]; then
	fail "boot to the initramfs shell" "$(tail -c 600 "$C" 2>/dev/null | tr -d '\r')"
else
	ok "booted $V with the image to the initramfs shell ($((SECONDS - t0)) s)"
	# what the shell printed after the commands were echoed back
	ans=$(tr -d '\r' < "$C" | sed -n '/^@@PS$/,/^@@END$/p')
	if echo "$ans" | sed -n '/^@@PS$/,/^@@LOG$/p' | grep -q 'ras daemon'
	then ok "ras daemon runs in the initramfs: $(echo "$ans" | grep -m1 'ras daemon' | sed 's/  */ /g')"
	else fail "no ras daemon process in the initramfs" "$(echo "$ans" | head -20 | tr '\n' '|')"; fi
	if echo "$ans" | sed -n '/^@@LOG$/,/^@@PID$/p' | grep -q 'daemon started'
	then ok "/run/ras/early.log: $(echo "$ans" | grep -m1 'daemon started' | cut -c1-150)"
	else fail "/run/ras/early.log has no start-up line" "$(echo "$ans" | sed -n '/^@@LOG$/,/^@@PID$/p' | tr '\n' '|')"; fi
	if echo "$ans" | sed -n '/^@@PID$/,/^@@ARGS$/p' | grep -qE '^[0-9]+$'
	then ok "/run/ras/rasd.pid written"
	else fail "no pid in /run/ras/rasd.pid"; fi
	# the daemon writes records (not its own notes) to the kernel log; no
	# machine check is injected here, so check that the option was given
	if "$RAS" daemon --help 2>&1 | grep -q -- '--kmsg'; then
		if echo "$ans" | sed -n '/^@@ARGS$/,/^@@END$/p' | grep 'ras daemon' | grep -q -- '--kmsg'
		then ok "init-top started the daemon with --kmsg"
		else fail "this ras has --kmsg but the daemon runs without it"; fi
	else
		skip "--kmsg: this ras does not have it, so the init-top script left it out"
	fi
fi
echo "initramfs: $FAILS failed (logs in tests/out/initramfs)"
[ "$FAILS" = 0 ]
