# Control channel edge cases: monitor errors, bad CPU, putfile variants, a reader that closes
# its pipe early (SIGPIPE), a long monitor reply.
# selftest-expect: 0
# qemu-timeout: 90

out=$(mon foo bar)
[ "$out" = "unknown command: 'foo'" ] || fail "mon foo: unexpected output [$out]"
if mce_inject 7 1 0x9c00410000010016 0 0x12345000 0 2>/dev/null; then fail "CPU 7 accepted"; fi
if putfile /nonexistent 2>/dev/null; then fail "putfile of a missing file succeeded"; fi
echo hi > /tmp/x
if putfile /tmp/x ../escape >/dev/null 2>&1; then fail "putfile name ../escape accepted"; fi
putfile /tmp/x sub/dir/x.txt || fail "putfile into a subdirectory"
head -c 100000 /dev/urandom > /tmp/big
t0=$(now_ms)
putfile /tmp/big || fail "putfile of 100 kB"
log "putfile 100000 bytes: $(( $(now_ms) - t0 )) ms"
# `head` closes the pipe after one line: mon must still read its whole reply, and the next
# request must get its own answer.
mon help | head -n 1
[ "$(mon info status)" = "VM status: running" ] || fail "channel out of step after SIGPIPE"
t0=$(now_ms)
n=$(mon info mtree | wc -c)
log "info mtree: $n bytes in $(( $(now_ms) - t0 )) ms"
[ "$n" -gt 1000 ] || fail "short mtree reply"
mark finished
pass
