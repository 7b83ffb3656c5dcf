#!/bin/bash
# tests/qemu/kernel.sh -- obtain Debian's stock kernel for the QEMU tests (cached, idempotent).
#
# Usage:
#   tests/qemu/kernel.sh [--refresh]      prints shell assignments:
#       QEMU_KERNEL_VERSION=6.1.0-NN-amd64
#       QEMU_KERNEL_IMAGE=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/boot/vmlinuz-6.1.0-NN-amd64
#       QEMU_KERNEL_VMLINUX=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/boot/vmlinux-6.1.0-NN-amd64
#       QEMU_KERNEL_MODULES=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64/lib/modules/6.1.0-NN-amd64
#       QEMU_KERNEL_DIR=<repo>/.cache/qemu/kernel-6.1.0-NN-amd64
#   eval "$(tests/qemu/kernel.sh)"        ...to get them into a script, or
#   . tests/qemu/kernel.sh                sourcing (bash) sets and exports them too.
#
# How the kernel is found: `apt-cache depends linux-image-amd64` names the current ABI package
# (linux-image-6.1.0-NN-amd64); `apt-get download` fetches it and `dpkg -x` unpacks it, without
# installing anything on the host. The unpacked tree lives in .cache/qemu/kernel-<version>/ and
# .cache/qemu/kernel-current remembers which version the cache holds, so later runs do not ask
# apt at all (instant, and works offline). Why not re-resolve every time: debian-security keeps
# only the newest ABI, so a cached tree is the only copy of an older one; --refresh (or an
# empty cache, as on CI) resolves the newest again.
#
# QEMU_KERNEL_VMLINUX is the same kernel, uncompressed (the xz payload of vmlinuz, an ELF with
# a PVH entry note). QEMU boots it directly through PVH, which skips the in-guest xz
# decompression: that alone takes ~4.5 s under TCG, half of the boot to /init. Empty when it
# cannot be extracted (then boot vmlinuz).
#
# Environment:
#   RAS_QEMU_KERNEL=6.1.0-NN-amd64   use exactly this version (downloaded if not cached)
#   RAS_QEMU_CACHE=DIR               cache directory (default <repo>/.cache/qemu)

# Sourced: run ourselves as a child (our `set -eu` must not leak into the caller) and import
# the assignments. No arguments are passed on: a sourced file sees the caller's positional
# parameters when given none, which are not meant for us.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  __qemu_kernel_out=$(bash "${BASH_SOURCE[0]}") || return 1
  eval "$__qemu_kernel_out"
  export QEMU_KERNEL_VERSION QEMU_KERNEL_IMAGE QEMU_KERNEL_VMLINUX QEMU_KERNEL_MODULES QEMU_KERNEL_DIR
  unset __qemu_kernel_out
  return 0
fi

set -eu
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

REFRESH=0
for arg in "$@"; do
  case $arg in
    --refresh) REFRESH=1 ;;
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) qemu_die "kernel.sh: unknown argument '$arg'" ;;
  esac
done

CURRENT_FILE=$QEMU_CACHE_DIR/kernel-current

# A cache entry is usable only when its .complete stamp exists: the stamp is written last, so
# an interrupted download/unpack is never mistaken for a good tree.
complete() { [ -f "$QEMU_CACHE_DIR/kernel-$1/.complete" ]; }

# Ask apt which ABI package linux-image-amd64 currently points at. apt-cache answers from the
# local lists, which a fresh machine may not have: update them once and ask again.
resolve_version() {
  local pkg try
  for try in 1 2; do
    pkg=$(apt-cache depends linux-image-amd64 2>/dev/null |
          awk '$1 == "Depends:" && $2 ~ /^linux-image-[0-9]/ { print $2; exit }')
    if [ -n "$pkg" ]; then echo "${pkg#linux-image-}"; return 0; fi
    [ $try = 1 ] && qemu_apt_update_once
  done
  qemu_die "apt-cache depends linux-image-amd64 names no linux-image-<version> package"
}

# Download and unpack linux-image-$1 into the cache (caller holds the lock).
fetch() {
  local v=$1 dest=$QEMU_CACHE_DIR/kernel-$1 tmp deb
  complete "$v" && return 0        # another run filled it while we waited for the lock
  qemu_ensure_deps
  tmp=$(mktemp -d "$QEMU_CACHE_DIR/tmp-kernel.XXXXXX")
  FETCH_TMP=$tmp                   # global: the EXIT trap runs after this function returned
  trap 'rm -rf "$FETCH_TMP"' EXIT
  qemu_log "downloading linux-image-$v (Debian stock kernel, ~70 MB)"
  # apt-get download would drop privileges to _apt, which cannot write into our root-owned
  # cache; it then warns and downloads as root anyway. Ask for root directly: no warning.
  local get=(apt-get download -q -o APT::Sandbox::User=root "linux-image-$v")
  if ! (cd "$tmp" && "${get[@]}" >&2); then
    qemu_apt_update_once
    (cd "$tmp" && "${get[@]}" >&2) || qemu_die "apt-get download linux-image-$v failed"
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

# Uncompress vmlinuz's xz payload into boot/vmlinux-$1 if it is a PVH-bootable ELF.
extract_vmlinux() {
  local v=$1 dir=$QEMU_CACHE_DIR/kernel-$1/boot
  [ -f "$dir/vmlinux-$v" ] || [ -f "$dir/.no-vmlinux" ] && return 0
  "$(qemu_python)" - "$dir/vmlinuz-$v" "$dir/vmlinux-$v" <<'PY' || touch "$dir/.no-vmlinux"
import lzma, os, struct, sys
src, dst = sys.argv[1:3]
data = open(src, "rb").read()
i = data.find(b"\xfd7zXZ\x00")
if i < 0:
    sys.exit("kernel.sh: vmlinuz has no xz payload; booting the compressed image")
elf = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data[i:])
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
if [ -n "${RAS_QEMU_KERNEL:-}" ]; then
  VERSION=$RAS_QEMU_KERNEL
elif [ $REFRESH = 0 ] && [ -s "$CURRENT_FILE" ] && complete "$(cat "$CURRENT_FILE")"; then
  VERSION=$(cat "$CURRENT_FILE")
else
  VERSION=$(resolve_version)
fi

if ! complete "$VERSION"; then
  qemu_with_lock kernel fetch "$VERSION"
fi
[ -n "${RAS_QEMU_KERNEL:-}" ] || echo "$VERSION" > "$CURRENT_FILE"
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
