#!/bin/bash
# tests/state_prop.sh: build and run tests/state_prop.c, the property "state that survives": one
# record stream, with and without a restart (or an initramfs hand-over) at a few hundred points,
# leaves the same state file.  Prints ok/FAIL lines; exit 1 when a property fails, 2 when it could
# not be built or run.
#
#   tests/state_prop.sh                  all streams, 300 split points each (about a minute on one core)
#   tests/state_prop.sh -s 1 -k 50       one stream, 50 split points
#   tests/state_prop.sh -v               also print each stream's records
#   RAS_C=/tmp/copy/ras.c tests/state_prop.sh   against another copy of ras.c (its ras.h beside it)
#   CC=clang tests/state_prop.sh
set -u
RAS_C=${RAS_C:-}
case $RAS_C in ''|/*) ;; *) RAS_C=$(pwd)/$RAS_C ;; esac	# relative to where it was run
cd "$(dirname "$0")/.." || exit 2
cc=${CC:-gcc}
out=$(mktemp -d "${TMPDIR:-/tmp}/state_prop.build.XXXXXX") || exit 2
trap 'rm -rf "$out"' EXIT
# RAS_C becomes the C string the test #includes instead of ../ras.c
if ! $cc -std=gnu11 -Wall -Wextra -Werror -Wno-missing-field-initializers -O1 -g \
    ${RAS_C:+"-DRAS_C=\"$RAS_C\""} -o "$out/state_prop" tests/state_prop.c 2>"$out/build.log"; then
	echo "FAIL - state_prop: does not build"
	head -20 "$out/build.log"
	exit 2
fi
. tests/lib.sh
relay_lines "" < <("$out/state_prop" "$@")
summary state
