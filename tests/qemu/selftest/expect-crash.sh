# The same panic, announced with expect_crash: a pass.
# selftest-expect: 0
expect_crash "UC error without broadcast"
mce_inject 0 9 0xbd000000000000c0 0x5 0x1234000 0x86
sleep 30
fail "still alive"
