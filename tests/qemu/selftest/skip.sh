# skip reports exit 5.
# selftest-expect: 5
skip "nothing to do"
