#!/bin/bash
# Build a small x86_64 kernel for the ras tests: Debian's linux-source-SERIES,
# with the series' kernel patch applied, configured as tinyconfig plus
# tests/kernel/config (plus tests/kernel/SERIES/config, if there is one).
#
#   tests/kernel/build.sh [SERIES]  build (or reuse) and print the image path
#
# SERIES is a Debian kernel source package series, 6.1 or 6.12 (default:
# $KERNEL_SERIES, else DEFAULT_SERIES below).  The patch of the default series
# is <repo>/kernel.patch, that of any other series tests/kernel/SERIES/kernel.patch;
# so making another series the default is: move the two patch files, change
# DEFAULT_SERIES.
#
# Environment:
#   KERNEL_SERIES  the series when none is given as argument
#   KERNEL_PATCH   the patch series (default: see above)
#   KERNEL_CONFIG  the common config fragment(s), separated by spaces, merged in
#                  order (default: tests/kernel/config; the debug kernel of
#                  the race tests adds tests/kernel/config-debug)
#   JOBS           make -j (default: nproc)
#   KEEP_TREE=1    keep the patched source tree and the object directory
#
# Everything goes below <repo>/.cache/ (git-ignored):
#   kernel-src/<version>/linux-source-SERIES the unpacked Debian source
#   kernel-build/<hash>/bzImage              the image, keyed by the hash of
#                                            patch + fragment(s) + source version
#   kernel-build/<hash>/{config,build.log,checkpatch.log,persist-reader}
#   kernel-build/<hash>/map_test             the series' ring-buffer selftest
#                                            (when the patch changes it), static
# An existing image for the same hash is reused without building.
# The last line of the output is the path of the image.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
# The series whose patch is <repo>/kernel.patch.
DEFAULT_SERIES=6.12
SERIES=${1:-${KERNEL_SERIES:-$DEFAULT_SERIES}}
case $SERIES in
6.1|6.12) ;;
*) echo "build.sh: unknown kernel series '$SERIES' (6.1 or 6.12)" >&2; exit 2 ;;
esac
if [ "$SERIES" = "$DEFAULT_SERIES" ]; then
	PATCH=${KERNEL_PATCH:-$ROOT/kernel.patch}
else
	PATCH=${KERNEL_PATCH:-$HERE/$SERIES/kernel.patch}
fi
PATCH=$(realpath "$PATCH")
FRAGS=
for f in ${KERNEL_CONFIG:-$HERE/config}; do
	FRAGS="$FRAGS $(realpath "$f")"
done
# What one series needs on top of the common fragment (none has one today).
SFRAG=$HERE/$SERIES/config
[ -f "$SFRAG" ] || SFRAG=
SRCPKG=linux-source-$SERIES
CACHE=$ROOT/.cache
JOBS=${JOBS:-$(nproc)}
# Bump when the way the image is built changes.
RECIPE=1

die() { echo "build.sh: $*" >&2; exit 1; }

[ -f "$PATCH" ] || die "no patch at $PATCH"
for f in $FRAGS; do
	[ -f "$f" ] || die "no config fragment at $f"
done

# --- packages -------------------------------------------------------------
# python3-ply and python3-git: scripts/spdxcheck.py, run by checkpatch.pl.
PKGS="$SRCPKG build-essential bc flex bison libelf-dev libssl-dev
      xz-utils patch perl git python3 python3-ply python3-git"
missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "build.sh: installing$missing"
	[ "$(id -u)" = 0 ] || die "need root to install:$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq $missing >/dev/null
fi

VERSION=$(dpkg-query -W -f='${Version}' "$SRCPKG")
TARBALL=/usr/src/$SRCPKG.tar.xz
[ -f "$TARBALL" ] || die "$TARBALL missing"

# The series' own fragment only enters the hash when there is one, so that a
# series without one hashes as before the series existed (cached images stay).
# shellcheck disable=SC2086
HASH=$( { cat "$PATCH"; echo "--- fragment"; cat $FRAGS;
	  if [ -n "$SFRAG" ]; then echo "--- fragment $SERIES"; cat "$SFRAG"; fi
	  echo "--- source $VERSION recipe $RECIPE"; } | sha256sum | cut -c1-16)
OUT=$CACHE/kernel-build/$HASH
mkdir -p "$CACHE/kernel-build"

# One build at a time.
exec 9>"$CACHE/kernel-build/.lock"
flock 9

# The ring-buffer selftest as the series changes it (tools/testing/selftests/ring-buffer/
# map_test.c), static for the test initramfs: the selftest headers and the uapi header from
# the source, the series' changes to them applied with git apply --include.
build_selftest() {
	local src tmp d
	grep -q '^+++ b/tools/testing/selftests/ring-buffer/map_test.c' "$PATCH" || return 0
	[ -x "$OUT/map_test" ] && [ "$OUT/map_test" -nt "$PATCH" ] && return 0
	src=$(ls -d "$CACHE/kernel-src/$VERSION"/linux-source-* 2>/dev/null | head -1)
	[ -d "$src" ] || die "no unpacked source in $CACHE/kernel-src/$VERSION for the selftest"
	tmp=$(mktemp -d)
	for d in tools/testing/selftests/ring-buffer tools/testing/selftests/user_events include/uapi/linux; do
		mkdir -p "$tmp/$d"
	done
	cp "$src"/tools/testing/selftests/kselftest*.h "$tmp/tools/testing/selftests/"
	cp "$src/tools/testing/selftests/ring-buffer/map_test.c" "$tmp/tools/testing/selftests/ring-buffer/"
	cp "$src/tools/testing/selftests/user_events/user_events_selftests.h" \
		"$tmp/tools/testing/selftests/user_events/"
	cp "$src/include/uapi/linux/trace_mmap.h" "$tmp/include/uapi/linux/"
	(cd "$tmp" && git apply --include='tools/testing/selftests/ring-buffer/*' \
		--include='include/uapi/linux/trace_mmap.h' "$PATCH") ||
		die "the series' selftest changes do not apply"
	mkdir -p "$tmp/inc/linux"
	cp "$tmp/include/uapi/linux/trace_mmap.h" "$tmp/inc/linux/"
	rm -f "$OUT/map_test"
	(cd "$tmp/tools/testing/selftests/ring-buffer" && gcc -static -D_GNU_SOURCE -Wall \
		-I"$tmp/inc" -o "$OUT/map_test" map_test.c) || die "map_test.c does not build"
	rm -rf "$tmp"
}

build_reader() {
	# The test reader of tests/kernel/persist-reader.c, static for initramfs.
	local src=$HERE/persist-reader.c
	if [ -f "$src" ] && { [ ! -x "$OUT/persist-reader" ] || [ "$src" -nt "$OUT/persist-reader" ]; }; then
		# a new file, never written into: .cache may be hard-linked to other clones
		rm -f "$OUT/persist-reader"
		gcc -O2 -Wall -Wextra -static -o "$OUT/persist-reader" "$src"
	fi
}

if [ -f "$OUT/bzImage" ]; then
	build_reader
	build_selftest
	echo "build.sh: cached image for patch+config+source hash $HASH (source $SRCPKG $VERSION)"
	echo "build.sh: image size $(stat -c %s "$OUT/bzImage") bytes"
	echo "$OUT/bzImage"
	exit 0
fi

# --- source ---------------------------------------------------------------
PRISTINE=$CACHE/kernel-src/$VERSION/$SRCPKG
if [ ! -f "$PRISTINE/.unpacked" ]; then
	echo "build.sh: unpacking $TARBALL ($VERSION)"
	rm -rf "$CACHE/kernel-src/$VERSION"
	mkdir -p "$CACHE/kernel-src/$VERSION"
	tar -C "$CACHE/kernel-src/$VERSION" -xf "$TARBALL"
	touch "$PRISTINE/.unpacked"
fi

# A patched copy made of hard links: patch(1) replaces the files it changes
# instead of writing into them, so the pristine tree stays intact.
TREE=$CACHE/kernel-src/$VERSION-$HASH
rm -rf "$TREE" "$OUT"
if [ "${KEEP_TREE:-0}" != 1 ]; then
	trap 'rm -rf "$TREE" "$OUT/obj"' EXIT
fi
cp -al "$PRISTINE" "$TREE"
rm -f "$TREE/.unpacked"
mkdir -p "$OUT/obj"
echo "build.sh: applying $PATCH"
patch -p1 -d "$TREE" --quiet --no-backup-if-mismatch -f < "$PATCH" ||
	die "$PATCH does not apply to $SRCPKG $VERSION"

# --- checkpatch -------------------------------------------------------------
# Each mail of the series on its own.  FILE_PATH_CHANGES ("added, moved or
# deleted file(s), does MAINTAINERS need updating?") is ignored: the 6.12
# series adds its ABI file to MAINTAINERS itself, and the new files of 6.1's
# are covered by the existing patterns kernel/events/* and
# arch/x86/kernel/cpu/mce/*.  UNKNOWN_COMMIT_ID is ignored: the tree's git
# holds only LICENSES (below), not the kernel's history, so the ids of Fixes:
# tags cannot be looked up here (those of the 6.12 series, 01b2a5217173 and
# 75961e55415c, are the commits that added trace_pipe_raw's first ioctl and
# the mapping's selftest, as the kernel's own history names them).
SPLIT=$OUT/series
mkdir -p "$SPLIT"
echo "build.sh: checkpatch.pl --strict on each patch of the series"
awk -v dir="$SPLIT" '/^From [0-9a-f]+ Mon Sep 17 00:00:00 2001$/ { n++ }
	{ print > sprintf("%s/%04d.patch", dir, n) }' "$PATCH"
# scripts/spdxcheck.py reads LICENSES/ from git: give it a repository with
# just that, and run checkpatch.pl from the tree, where it looks for .git.
git -C "$TREE" init -q
git -C "$TREE" add -f LICENSES
git -C "$TREE" -c user.name=build.sh -c user.email=build.sh@localhost \
	commit -q -m "LICENSES for spdxcheck.py"
cp_fail=0 count=0
for p in "$SPLIT"/*.patch; do
	# The cover letter (no diff) is not a patch for checkpatch.
	grep -q '^diff --git ' "$p" || continue
	count=$((count + 1))
	# /usr/bin first: spdxcheck.py wants the python3 that has ply and git.
	out=$(cd "$TREE" && PATH=/usr/bin:/bin:$PATH scripts/checkpatch.pl --strict \
		--ignore FILE_PATH_CHANGES,UNKNOWN_COMMIT_ID "$p" 2>&1) || true
	printf '%s\n' "$out" >> "$OUT/checkpatch.log"
	res=$(printf '%s\n' "$out" | grep '^total:') || true
	subject=$(awk '/^Subject: / { s = substr($0, 10)
		while ((getline l) > 0 && l ~ /^ /) s = s l
		print s; exit }' "$p")
	echo "  $subject: $res"
	case $res in
	"total: 0 errors, 0 warnings,"*) ;;
	*) cp_fail=1 ;;
	esac
done
[ $count -gt 0 ] || die "no patches found in $PATCH"
if [ $cp_fail != 0 ]; then
	cat "$OUT/checkpatch.log"
	die "checkpatch.pl found errors or warnings"
fi

# --- config -----------------------------------------------------------------
echo "build.sh: tinyconfig +$FRAGS${SFRAG:+ + $SFRAG}"
FRAG=$OUT/fragment
# shellcheck disable=SC2086
cat $FRAGS > "$FRAG"
make -s -C "$TREE" O="$OUT/obj" tinyconfig >/dev/null
# shellcheck disable=SC2086
"$TREE/scripts/kconfig/merge_config.sh" -m -O "$OUT/obj" "$OUT/obj/.config" "$FRAG" $SFRAG >/dev/null
make -s -C "$TREE" O="$OUT/obj" olddefconfig >/dev/null
bad=0
while IFS= read -r line; do
	case $line in
	CONFIG_*=*)
		grep -qxF "$line" "$OUT/obj/.config" || { echo "  not set: $line"; bad=1; } ;;
	"# CONFIG_"*" is not set")
		sym=${line#\# }; sym=${sym%% *}
		! grep -q "^$sym=" "$OUT/obj/.config" || { echo "  set: $sym"; bad=1; } ;;
	esac
done < <(cat "$FRAG" ${SFRAG:+"$SFRAG"})
[ $bad = 0 ] || die "the config fragment does not survive olddefconfig"
cp "$OUT/obj/.config" "$OUT/config"

# --- build ------------------------------------------------------------------
echo "build.sh: make -j$JOBS bzImage (log: $OUT/build.log)"
T0=$(date +%s)
if ! make -C "$TREE" O="$OUT/obj" -j"$JOBS" bzImage > "$OUT/build.log" 2>&1; then
	tail -40 "$OUT/build.log"
	die "kernel build failed"
fi
T1=$(date +%s)
if grep -E '(warning|error):' "$OUT/build.log"; then
	die "the build produced warnings"
fi
cp "$OUT/obj/arch/x86/boot/bzImage" "$OUT/bzImage.tmp"
printf '%s\n' "series=$SERIES" "source=$VERSION" "patch=$PATCH" "fragment=$FRAGS" \
	"series_fragment=$SFRAG" "hash=$HASH" \
	"build_seconds=$((T1 - T0))" "jobs=$JOBS" > "$OUT/info"
mv "$OUT/bzImage.tmp" "$OUT/bzImage"
build_reader
build_selftest

echo "build.sh: built in $((T1 - T0)) s with -j$JOBS, image size $(stat -c %s "$OUT/bzImage") bytes"
echo "$OUT/bzImage"
