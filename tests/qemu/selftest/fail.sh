# A failing command ends the scenario (set -e) and the run fails.
# selftest-expect: 1
log "about to fail"
false
pass "not reached"
