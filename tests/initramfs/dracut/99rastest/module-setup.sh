#!/bin/bash
# Test-only dracut module (tests/initramfs/dracut-test.sh): a pre-pivot hook
# (tests/initramfs/before-switch-root.sh, which the test copies next to
# this file) that, with the root file system mounted and before
# switch_root, asks the host for a machine check (QEMU monitor) and waits
# until the initramfs ras daemon has logged it.  Never installed anywhere:
# the test copies it into its private copy of dracut's modules.d.  Shell
# built-ins and tr only, so that it brings no tool into the image that
# contrib's module would lack.

check() {
	return 255
}

depends() {
	echo ras
	return 0
}

install() {
	inst_hook pre-pivot 50 "$moddir/before-switch-root.sh"
}
