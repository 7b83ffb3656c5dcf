# An uncorrected error without broadcast panics the guest: result "crash".
# selftest-expect: 3
mce_inject 0 9 0xbd000000000000c0 0x5 0x1234000 0x86
sleep 30
pass "not reached"
