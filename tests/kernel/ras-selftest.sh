# ras-selftest.sh -- tests/kernel/run.sh: the series' own kselftest, the ring-buffer mapping
# tests of tools/testing/selftests/ring-buffer/map_test.c as kernel.patch changes them (built
# static by build.sh, installed as /root/map_test), run in the guest; each TAP result is a
# check, and the commit tests must run, not skip.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-cmdline: no_timer_check
# qemu-needs: ras

. /root/ras-lib.sh

[ -x /root/map_test ] || { bad "map_test" "no /root/map_test"; finish selftest; }
rc=0; /root/map_test > /tmp/map_test.out 2>&1 || rc=$?
cat /tmp/map_test.out
# "ok 3 map.subbuf_size_4k.commit_snapshot", "ok 7 ... # SKIP why", "not ok 4 ..."
while IFS= read -r line; do
	case $line in
	"not ok "*) bad "map_test: ${line#not ok [0-9]* }" "see the console" ;;
	"ok "*"# SKIP"*) skp "map_test: $(echo "${line#ok [0-9]* }" | sed 's/ *# SKIP.*//')" "${line#*# SKIP }" ;;
	"ok "*) ok "map_test: ${line#ok [0-9]* }" ;;
	esac
done < /tmp/map_test.out
ck "map_test: exit 0" "exit $rc" "[ $rc = 0 ]"
ck "map_test: the 5 commit tests ran (not skipped) on both sub-buffer sizes" \
	"$(grep commit /tmp/map_test.out | tr '\n' '|')" \
	"[ \$(grep -c '^ok [0-9]* map.subbuf_size_[48]k.commit_[a-z_]*\$' /tmp/map_test.out) = 10 ] &&
	 grep -q '^ok [0-9]* global.commit_not_mapped\$' /tmp/map_test.out"
ck "map_test: no kernel BUG/WARNING/oops" "$(oops | head -3)" "! oops | grep -q ."
finish selftest
