#!/bin/bash
# tests/qemu/kernel.sh -- obtain Debian's stock kernel for the QEMU tests (cached, idempotent).
#
# Usage:
#   tests/qemu/kernel.sh [--series 6.1|6.12] [--refresh]      prints shell assignments:
#       QEMU_KERNEL_VERSION=6.1.0-NN-amd64
#       QEMU_KERNEL_IMAGE=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/boot/vmlinuz-6.1.0-NN-amd64
#       QEMU_KERNEL_VMLINUX=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/boot/vmlinux-6.1.0-NN-amd64
#       QEMU_KERNEL_MODULES=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/lib/modules/6.1.0-NN-amd64
#       QEMU_KERNEL_DIR=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64
#       QEMU_KERNEL_SERIES=6.1
#   eval "$(tests/qemu/kernel.sh)"        ...to get them into a script, or
#   . tests/qemu/kernel.sh [--series S]   sourcing (bash) sets and exports them too.
#
# Series (Debian 12's two stock kernels; default 6.1, or $RAS_QEMU_KERNEL_SERIES):
#   6.1    meta-package linux-image-amd64    -> linux-image-6.1.0-NN-amd64
#   6.12   meta-package linux-image-6.12-amd64 -> linux-image-6.12.NNN+deb12-amd64
# How the kernel is found: `apt-cache depends META` names the current ABI package; `apt-get
# download` fetches its -unsigned variant when apt has one (the same kernel and modules without
# the Secure Boot signature on vmlinuz), else the package itself, and `dpkg -x` unpacks it,
# without installing anything on the host. The unpacked tree lives in
# .cache/qemu/kernel-<version>/ and .cache/qemu/kernel-current[-SERIES] remembers which version
# the cache holds for the series (kernel-current: 6.1), so later runs do not ask apt at all
# (instant, and works offline). Why not re-resolve every time: debian-security keeps only the
# newest ABI, so a cached tree is the only copy of an older one; --refresh (or an empty cache,
# as on CI) resolves the newest again.
#
# QEMU_KERNEL_VMLINUX is the same kernel, uncompressed (the payload of vmlinuz: xz on 6.1, zstd
# on 6.12; an ELF with a PVH entry note). QEMU boots it directly through PVH, which skips the
# in-guest decompression: that alone takes ~4.5 s under TCG, half of the boot to /init. Empty
# when it cannot be extracted (then boot vmlinuz).
#
# Modules: 6.12 ships them xz-compressed (.ko.xz); initramfs.sh decompresses the ones it puts
# in the guest (busybox insmod takes plain .ko files).
#
# Environment:
#   RAS_QEMU_KERNEL=VERSION          use exactly this version (e.g. 6.1.0-NN-amd64 or
#                                    6.12.NNN+deb12-amd64; downloaded if not cached)
#   RAS_QEMU_KERNEL_SERIES=6.12      default series (--series wins)
#   RAS_QEMU_CACHE=DIR               cache directory (default <repo>/.cache/qemu)

# Sourced: run ourselves as a child (our `set -eu` must not leak into the caller) and import
# the assignments. No arguments are passed on: a sourced file sees the caller's positional
# parameters when given none, which are not meant for us.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Only an explicit "--series S" is passed on (see above): ". kernel.sh --series 6.12".
  if [ "${1:-}" = --series ] && [ -n "${2:-}" ]; then
    __qemu_kernel_out=$(bash "${BASH_SOURCE[0]}" --series "$2") || return 1
  else
    __qemu_kernel_out=$(bash "${BASH_SOURCE[0]}") || return 1
  fi
  eval "$__qemu_kernel_out"
  export QEMU_KERNEL_VERSION QEMU_KERNEL_IMAGE QEMU_KERNEL_VMLINUX QEMU_KERNEL_MODULES QEMU_KERNEL_DIR \
    QEMU_KERNEL_SERIES
  unset __qemu_kernel_out
  return 0
fi

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

REFRESH=0 SERIES=${RAS_QEMU_KERNEL_SERIES:-6.1}
while [ $# -gt 0 ]; do
  case $1 in
    --refresh) REFRESH=1; shift ;;
    --series) [ $# -ge 2 ] || qemu_die "kernel.sh: --series needs a value (6.1 or 6.12)"
              SERIES=$2; shift 2 ;;
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) qemu_die "kernel.sh: unknown argument '$1'" ;;
  esac
done

# The meta-package that names the series' current ABI package, and the cache's record of it.
case $SERIES in
  6.1) META=linux-image-amd64 CURRENT_FILE=$QEMU_CACHE_DIR/kernel-current ;;
  6.12) META=linux-image-6.12-amd64 CURRENT_FILE=$QEMU_CACHE_DIR/kernel-current-6.12 ;;
  *) qemu_die "kernel.sh: unknown kernel series '$SERIES' (known: 6.1 6.12)" ;;
esac

# A cache entry is usable only when its .complete stamp exists: the stamp is written last, so
# an interrupted download/unpack is never mistaken for a good tree.
complete() { [ -f "$QEMU_CACHE_DIR/kernel-$1/.complete" ]; }

# Ask apt which ABI package $META currently points at. apt-cache answers from the local lists,
# which a fresh machine may not have: update them once and ask again.
resolve_version() {
  local pkg try
  for try in 1 2; do
    pkg=$(apt-cache depends "$META" 2>/dev/null |
          awk '$1 == "Depends:" && $2 ~ /^linux-image-[0-9]/ { print $2; exit }')
    if [ -n "$pkg" ]; then echo "${pkg#linux-image-}"; return 0; fi
    [ $try = 1 ] && qemu_apt_update_once
  done
  qemu_die "apt-cache depends $META names no linux-image-<version> package"
}

# The package to download for version $1: linux-image-$1-unsigned when apt knows it (6.12's
# meta-package points at the signed build; the unsigned one is the same kernel), else
# linux-image-$1. A version apt no longer lists is still tried under its plain name.
package_of() {
  if [ -n "$(apt-cache show --no-all-versions "linux-image-$1-unsigned" 2>/dev/null | sed -n 's/^Package: //p')" ]; then
    echo "linux-image-$1-unsigned"
  else
    echo "linux-image-$1"
  fi
}

# Download and unpack linux-image-$1 into the cache (caller holds the lock).
fetch() {
  local v=$1 dest=$QEMU_CACHE_DIR/kernel-$1 tmp deb pkg
  complete "$v" && return 0        # another run filled it while we waited for the lock
  qemu_ensure_deps
  tmp=$(mktemp -d "$QEMU_CACHE_DIR/tmp-kernel.XXXXXX")
  FETCH_TMP=$tmp                   # global: the EXIT trap runs after this function returned
  trap 'rm -rf "$FETCH_TMP"' EXIT
  pkg=$(package_of "$v")
  qemu_log "downloading $pkg (Debian stock kernel, 70-110 MB)"
  # apt-get download would drop privileges to _apt, which cannot write into our root-owned
  # cache; it then warns and downloads as root anyway. Ask for root directly: no warning.
  local get=(apt-get download -q -o APT::Sandbox::User=root "$pkg")
  if ! (cd "$tmp" && "${get[@]}" >&2); then
    qemu_apt_update_once
    pkg=$(package_of "$v") get=(apt-get download -q -o APT::Sandbox::User=root "$pkg")
    (cd "$tmp" && "${get[@]}" >&2) || qemu_die "apt-get download $pkg failed"
  fi
  deb=$(ls "$tmp"/linux-image-*.deb)
  qemu_log "unpacking $(basename "$deb")"
  dpkg -x "$deb" "$tmp/root"
  rm -f "$deb"
  # Debian 12 packages ship /lib/modules; a merged-/usr package would ship /usr/lib/modules.
  if [ ! -d "$tmp/root/lib/modules/$v" ] && [ -d "$tmp/root/usr/lib/modules/$v" ]; then
    mkdir -p "$tmp/root/lib/modules"
    mv "$tmp/root/usr/lib/modules/$v" "$tmp/root/lib/modules/$v"
  fi
  [ -f "$tmp/root/boot/vmlinuz-$v" ] || qemu_die "package has no boot/vmlinuz-$v"
  [ -d "$tmp/root/lib/modules/$v" ] || qemu_die "package has no lib/modules/$v"
  # The package ships no modules.dep (its postinst runs depmod): generate it, so that
  # initramfs.sh can include a module together with its dependencies.
  # (Not -F System.map: Debian ships a stub one; the real one is in the -dbg package.)
  depmod -b "$tmp/root" "$v"
  rm -rf "$dest"
  mv "$tmp/root" "$dest"
  date -u +%FT%TZ > "$dest/.complete"
  qemu_log "kernel $v cached in $dest ($(du -sh "$dest" | cut -f1))"
}

# Uncompress vmlinuz's payload (xz on 6.1, zstd on 6.12) into boot/vmlinux-$1 if it is a
# PVH-bootable ELF. The payload is located by the boot protocol's setup header (payload_offset
# and payload_length, relative to the protected-mode code after the setup sectors), so no
# trailing bytes reach the decompressor.
extract_vmlinux() {
  local v=$1 dir=$QEMU_CACHE_DIR/kernel-$1/boot
  [ -f "$dir/vmlinux-$v" ] || [ -f "$dir/.no-vmlinux" ] && return 0
  "$(qemu_python)" - "$dir/vmlinuz-$v" "$dir/vmlinux-$v" <<'PY' || touch "$dir/.no-vmlinux"
import lzma, os, shutil, struct, subprocess, sys
src, dst = sys.argv[1:3]
data = open(src, "rb").read()
if data[0x202:0x206] != b"HdrS":
    sys.exit(f"kernel.sh: {src} has no boot protocol header; booting the compressed image")
setup_sects = data[0x1f1] or 4
pm = (setup_sects + 1) * 512
poff, plen = struct.unpack_from("<II", data, 0x248)
payload = data[pm + poff:pm + poff + plen]
if payload.startswith(b"\xfd7zXZ\x00"):
    elf = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(payload)
elif payload.startswith(b"\x28\xb5\x2f\xfd"):
    if not shutil.which("zstd"):
        sys.exit("kernel.sh: vmlinuz has a zstd payload and zstd is not installed; booting the compressed image")
    # the kernel's zstd payload ends with the uncompressed size (4 bytes, little-endian)
    r = subprocess.run(["zstd", "-dc"], input=payload[:-4], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode != 0:
        sys.exit(f"kernel.sh: zstd -dc of {src}'s payload failed: {r.stderr.decode(errors='replace').strip()}")
    elf = r.stdout
else:
    sys.exit(f"kernel.sh: {src}: payload is neither xz nor zstd ({payload[:4].hex()}); booting the compressed image")
# Require the PVH entry note (Xen ELF note 18, XEN_ELFNOTE_PHYS32_ENTRY), or QEMU can't boot it.
if elf[:4] != b"\x7fELF" or elf[4] != 2:
    sys.exit("kernel.sh: payload is not a 64-bit ELF; booting the compressed image")
phoff, = struct.unpack_from("<Q", elf, 0x20)
phentsize, phnum = struct.unpack_from("<HH", elf, 0x36)
pvh = False
for k in range(phnum):
    ptype, _, off, _, _, filesz = struct.unpack_from("<IIQQQQ", elf, phoff + k * phentsize)
    if ptype != 4:                                   # PT_NOTE
        continue
    pos = off
    while pos + 12 <= off + filesz:
        namesz, descsz, ntype = struct.unpack_from("<III", elf, pos)
        name = elf[pos + 12:pos + 12 + namesz]
        if name.rstrip(b"\x00") == b"Xen" and ntype == 18:
            pvh = True
        pos += 12 + (namesz + 3) // 4 * 4 + (descsz + 3) // 4 * 4
if not pvh:
    sys.exit("kernel.sh: no PVH entry note; booting the compressed image")
with open(dst + ".tmp", "wb") as f:
    f.write(elf)
os.rename(dst + ".tmp", dst)
PY
}

mkdir -p "$QEMU_CACHE_DIR"
# RAS_QEMU_KERNEL pins the version of its own series only (6.1.0-NN-amd64 -> 6.1).
PINNED=''
case ${RAS_QEMU_KERNEL:-} in "$SERIES".*|"$SERIES"-*) PINNED=$RAS_QEMU_KERNEL ;; esac
if [ -n "$PINNED" ]; then
  VERSION=$PINNED
elif [ $REFRESH = 0 ] && [ -s "$CURRENT_FILE" ] && complete "$(cat "$CURRENT_FILE")"; then
  VERSION=$(cat "$CURRENT_FILE")
else
  VERSION=$(resolve_version)
fi

if ! complete "$VERSION"; then
  qemu_with_lock kernel fetch "$VERSION"
fi
[ -n "$PINNED" ] || echo "$VERSION" > "$CURRENT_FILE"
if [ ! -f "$QEMU_CACHE_DIR/kernel-$VERSION/boot/vmlinux-$VERSION" ] &&
   [ ! -f "$QEMU_CACHE_DIR/kernel-$VERSION/boot/.no-vmlinux" ]; then
  qemu_with_lock kernel extract_vmlinux "$VERSION"
fi

DIR=$QEMU_CACHE_DIR/kernel-$VERSION
printf 'QEMU_KERNEL_VERSION=%q\n' "$VERSION"
printf 'QEMU_KERNEL_IMAGE=%q\n' "$DIR/boot/vmlinuz-$VERSION"
VMLINUX=$DIR/boot/vmlinux-$VERSION
[ -f "$VMLINUX" ] || VMLINUX=
printf 'QEMU_KERNEL_VMLINUX=%q\n' "$VMLINUX"
printf 'QEMU_KERNEL_MODULES=%q\n' "$DIR/lib/modules/$VERSION"
printf 'QEMU_KERNEL_DIR=%q\n' "$DIR"
printf 'QEMU_KERNEL_SERIES=%q\n' "$SERIES"
