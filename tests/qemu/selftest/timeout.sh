# The hard timeout kills QEMU.
# selftest-expect: 2
# qemu-timeout: 15
sleep 1000
