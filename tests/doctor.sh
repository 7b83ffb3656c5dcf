# tests/doctor.sh: sourced by tests.sh (group doctor).  'ras doctor' on this host
# (no machine check support: fail, exit 2, valid JSON) and on trees read with --root,
# each built as the kernel lays its files out, one change per case, each asserting the
# check that must change and the exit status (0 ok, 1 warn, 2 fail).

# doctor_tree DIR: a healthy machine: MCE with 22 banks and CMCI, mce:mce_record enabled
# at boot with trace_clock=global, an Intel Skylake-SP, two SMBIOS slots, efi_pstore,
# kdump, perf_event_paranoid 2, no lockdown.  The daemon's pidfile is locked by the
# caller when it wants it running.
doctor_tree() {
	local r=$1 m=$1/sys/devices/system/machinecheck/machinecheck0 t=$1/sys/kernel/tracing i
	rm -rf "$r"
	dimms_tree server "$r/sys" || return 1	# first: it makes the directory afresh
	mkdir -p "$m" "$t/events/mce/mce_record" "$r/proc/sys/kernel" "$r/sys/kernel/security" \
		"$r/sys/module/pstore/parameters" "$r/run" "$r/var/log" "$r/var/lib/ras" || return 1
	for i in $(seq 0 21); do echo 0xffffffffffffffff > "$m/bank$i"; done
	echo 300 > "$m/check_interval"; echo 0 > "$m/ignore_ce"; echo 0 > "$m/cmci_disabled"
	echo 'BOOT_IMAGE=/vmlinuz root=/dev/sda1 ro trace_event=mce:mce_record trace_clock=global' > "$r/proc/cmdline"
	echo 113 > "$t/events/mce/mce_record/id"; echo 1 > "$t/events/mce/mce_record/enable"
	echo 50 > "$t/buffer_percent"
	echo 2 > "$r/proc/sys/kernel/perf_event_paranoid"
	echo 6.1.0-57-amd64 > "$r/proc/sys/kernel/osrelease"
	printf 'processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 85\nmodel name\t: Intel(R) Xeon(R)\nstepping\t: 4\n\n' > "$r/proc/cpuinfo"
	echo '[none] integrity confidentiality' > "$r/sys/kernel/security/lockdown"
	echo efi_pstore > "$r/sys/module/pstore/parameters/backend"
	echo 1 > "$r/sys/kernel/kexec_crash_loaded"
	mkdir -p "$r/proc/1"; echo systemd > "$r/proc/1/comm"
	: > "$r/run/rasd.pid"
}

# doctor_previous_boot ROOT: the previous boot kept or not, by kernel and command line
# (6.12: reserve_mem= and trace_instance=NAME^traceoff@LABEL; a boot-mapped instance has
# last_boot_info); ROOT's command line is 'ro mce=ignore_ce' when called, and is left so
doctor_previous_boot() {
	local r=$1 i=$1/sys/kernel/tracing/instances/mcei
	doctor_case "6.1: no persistent trace instance in this kernel, said as such" "$r" 1 previous-boot ok \
		'this kernel \(6.1\) keeps no trace buffer across a reboot'
	echo 6.12.118+deb12-amd64 > "$r/proc/sys/kernel/osrelease"
	doctor_case "6.12 without one: warn, with the boot parameters" "$r" 1 previous-boot warn 'not kept'
	check "doctor: ... the fix is the exact command line" sh -c "jq -r 'select(.check == \"previous-boot\") | .fix' '$OUT/doctor.json' |
		grep -q 'reserve_mem=12M:16M:ras trace_instance=ras^traceoff@ras,mce:mce_record trace_event=mce:mce_record'"
	mkdir -p "$i/events/mce/mce_record" && echo 1 > "$i/events/mce/mce_record/enable" && echo 0 > "$i/tracing_on" &&
		printf 'text delta:\t0\ndata delta:\t0\n' > "$i/last_boot_info"
	echo 'ro mce=ignore_ce reserve_mem=12M:4096:mcei trace_instance=mcei^traceoff@mcei,mce:mce_record trace_event=mce:mce_record' > "$r/proc/cmdline"
	doctor_case "a persistent instance with ^traceoff: kept, not read yet this boot" "$r" 1 previous-boot ok \
		'instances/mcei keeps the previous boot across a warm reset or a crash \(not a power cycle\): not read yet'
	echo 'ro mce=ignore_ce reserve_mem=12M:4096:mcei trace_instance=mcei@mcei,mce:mce_record' > "$r/proc/cmdline"
	doctor_case "... without ^traceoff: warn (6.12 writes over old records)" "$r" 1 previous-boot warn 'no \^traceoff'
	rm -rf "$r/sys/kernel/tracing/instances"
	echo 6.1.0-57-amd64 > "$r/proc/sys/kernel/osrelease"
	echo 'ro mce=ignore_ce' > "$r/proc/cmdline"
}

# doctor_case NAME ROOT WANT_RC CHECK STATUS REGEX: one run, the check's line and the exit status
doctor_case() {
	local rc=0 got
	"$RAS" doctor --json --root "$2" > "$OUT/doctor.json" 2>"$OUT/doctor.err" || rc=$?
	got=$(jq -r --arg c "$4" 'select(.check == $c) | "\(.status) \(.message)"' "$OUT/doctor.json" 2>&1)
	if [ "$rc" = "$3" ] && [[ "$got" =~ ^$5\ .*$6 ]]; then ok "doctor: $1"
	else fail "doctor: $1" "exit $rc (want $3); $4: $got (want $5 $6)"; fi
}

group_doctor() {
	local r=$OUT/doctor-root rc=0 lock
	[ -x "$RAS" ] || { fail "doctor: $RAS not built"; return; }
	# this host: no MCE support (its kernel has no machinecheck tree)
	"$RAS" doctor --json > "$OUT/doctor-host.json" 2>"$OUT/doctor.err" || rc=$?
	if [ -d /sys/devices/system/machinecheck/machinecheck0 ]; then
		ok "doctor: host has MCE support (the no-MCE case is covered by --root below)"
	else
		check "doctor: host without MCE support: mce fails, exit 2" sh -c \
			"[ $rc = 2 ] && jq -e -s 'map(select(.check == \"mce\"))[0].status == \"fail\"' '$OUT/doctor-host.json' >/dev/null"
	fi
	check "doctor: --json is one valid object per check, in the fixed order" sh -c \
		"jq -r .check '$OUT/doctor-host.json' | tr '\n' ' ' | grep -qx 'mce corrected tracepoint source perf boot previous-boot cec firmware-first pcie-aer lockdown consumers decode dimms pstore kdump daemon '"
	check "doctor: every line has a status, a message, a fix when not ok" sh -c \
		"jq -e 'select((.status | IN(\"ok\",\"warn\",\"fail\") | not) or (.message | length) == 0 or (.status != \"ok\" and (.fix | not)))' '$OUT/doctor-host.json' | grep -q . && exit 1 || exit 0"

	doctor_tree "$r" || { fail "doctor: tree"; return; }
	flock "$r/run/rasd.pid" sleep 60 & lock=$!
	wait_until 5 sh -c "! flock -n '$r/run/rasd.pid' true"
	doctor_case "a healthy machine: all ok, exit 0" "$r" 0 boot ok 'covered from the kernel.s start'
	doctor_case "the polling interval with its unit" "$r" 0 mce ok '22 banks, polled every 300 s$'
	check "doctor: a healthy machine: every check ok" sh -c "[ \$(jq -r .status '$OUT/doctor.json' | sort -u) = ok ]"
	check "doctor: text output: one line per check, fix lines only for others" sh -c \
		"'$RAS' doctor --root '$r' | grep -c '^ok ' | grep -qx 17"
	echo 1 > "$r/sys/devices/system/machinecheck/machinecheck0/ignore_ce"
	doctor_case "ignore_ce: corrected errors not reported" "$r" 1 corrected warn 'corrected errors are not reported'
	echo 0 > "$r/sys/devices/system/machinecheck/machinecheck0/ignore_ce"
	echo 'ro mce=ignore_ce' > "$r/proc/cmdline"
	doctor_case "mce=ignore_ce on the command line" "$r" 1 corrected warn 'corrected errors are not reported'
	doctor_case "no trace_event: boot not covered" "$r" 1 boot warn 'not covered'
	doctor_previous_boot "$r"
	echo 'ro trace_event=mce:mce_record' > "$r/proc/cmdline"
	doctor_case "trace_event without trace_clock=global" "$r" 1 boot warn 'trace_event=mce:mce_record without trace_clock=global'
	echo 'ro mce=off' > "$r/proc/cmdline"
	doctor_case "mce=off: fail, exit 2" "$r" 2 mce fail 'machine checks are off \(mce=off'
	echo 'ro trace_event=mce:mce_record trace_clock=global' > "$r/proc/cmdline"
	echo 1 > "$r/sys/devices/system/machinecheck/machinecheck0/cmci_disabled"
	doctor_case "CMCI off: corrected errors only by polling" "$r" 1 corrected warn 'CMCI is off: corrected errors are found only by polling every 300 s'
	echo 0 > "$r/sys/devices/system/machinecheck/machinecheck0/cmci_disabled"
	echo 0 > "$r/sys/kernel/tracing/events/mce/mce_record/enable"
	doctor_case "event not enabled: perf, from the daemon's start only" "$r" 1 source warn 'perf: machine checks are seen only from when ras starts'
	echo 1 > "$r/sys/kernel/tracing/events/mce/mce_record/enable"
	mkdir -p "$r/sys/kernel/debug/mce"; : > "$r/sys/kernel/debug/mce/mce_record0"
	doctor_case "persistent buffers: the source" "$r" 0 source ok 'persistent buffers'
	echo 'none [integrity] confidentiality' > "$r/sys/kernel/security/lockdown"
	doctor_case "lockdown with persistent buffers: fail, the mode alone named" "$r" 2 lockdown fail 'kernel lockdown \[integrity\]: debugfs refuses .*: the persistent buffers cannot be read$'
	: > "$r/sys/kernel/debug/mce/mce_record0.read"
	doctor_case "lockdown with the mce_record<N>.read files: ok, read with pread()" "$r" 0 lockdown ok 'kernel lockdown \[integrity\]: the persistent buffers are read through mce_record<N>.read'
	rm -rf "$r/sys/kernel/debug/mce"
	doctor_case "lockdown without persistent buffers: warn" "$r" 1 lockdown warn 'kernel lockdown'
	rm "$r/sys/kernel/security/lockdown"
	doctor_case "securityfs not mounted: lockdown cannot be told" "$r" 1 lockdown warn 'cannot tell: securityfs is not mounted'
	echo 'securityfs /sys/kernel/security securityfs rw,nosuid,nodev,noexec,relatime 0 0' > "$r/proc/mounts"
	doctor_case "securityfs mounted, no lockdown file: no lockdown LSM" "$r" 0 lockdown ok 'no lockdown LSM'
	echo '[none] integrity confidentiality' > "$r/sys/kernel/security/lockdown"
	mkdir -p "$r/sys/kernel/debug/ras/cec"; echo 2 > "$r/sys/kernel/debug/ras/cec/action_threshold"
	doctor_case "the corrected-error collector: said, with its threshold" "$r" 0 cec ok 'soft-offlines a page after 2 corrected errors'
	mkdir -p "$r/sys/firmware/acpi/tables"; : > "$r/sys/firmware/acpi/tables/HEST"
	doctor_case "HEST without GHES or extlog: warn" "$r" 1 firmware-first warn 'ACPI HEST present but no GHES'
	mkdir -p "$r/sys/module/ghes_edac"
	doctor_case "HEST with ghes_edac: ok" "$r" 0 firmware-first ok 'ACPI HEST present'
	# PCIe AER (issue 33): the AER port service's devices (NAME:pcie002), as QEMU's q35 under
	# Debian's 6.1 and 6.12 showed them (tests/fixtures/aer/boot-variants.txt)
	mkdir -p "$r/sys/bus/pci_express/devices/0000:00:01.0:pcie001" "$r/sys/bus/pci_express/devices/0000:00:01.0:pcie010"
	doctor_case "PCIe ports without the AER service: the firmware keeps AER" "$r" 1 pcie-aer warn 'none with the kernel.s AER service'
	mkdir -p "$r/sys/bus/pci_express/devices/0000:00:01.0:pcie002" "$r/sys/bus/pci_express/devices/0000:00:02.0:pcie002"
	doctor_case "AER without ras:aer_event" "$r" 1 pcie-aer warn 'serves 2 ports, but this kernel has no ras:aer_event'
	mkdir -p "$r/sys/kernel/tracing/events/ras/aer_event"
	doctor_case "AER on 2 root ports, the event there: ok" "$r" 0 pcie-aer ok 'serves 2 PCIe ports: their errors reach ras as ras:aer_event'
	echo 'ro trace_event=mce:mce_record trace_clock=global pci=nomsi,noaer' > "$r/proc/cmdline"
	doctor_case "pci=noaer among pci= options" "$r" 1 pcie-aer warn 'pci=noaer: the kernel.s AER driver is off'
	echo 'ro trace_event=mce:mce_record trace_clock=global pcie_ports=compat' > "$r/proc/cmdline"
	doctor_case "pcie_ports=compat" "$r" 1 pcie-aer warn 'pcie_ports=compat: the kernel.s AER driver is off'
	echo 'ro trace_event=mce:mce_record trace_clock=global pci=noaerx' > "$r/proc/cmdline"
	doctor_case "pci=noaerx is not pci=noaer" "$r" 0 pcie-aer ok 'serves 2 PCIe ports'
	echo 'ro trace_event=mce:mce_record trace_clock=global' > "$r/proc/cmdline"
	mkdir -p "$r/proc/4242/fd"; echo rasdaemon > "$r/proc/4242/comm"
	doctor_case "rasdaemon beside: two logs" "$r" 1 consumers warn 'rasdaemon \(pid 4242\) also logs'
	ln -s /sys/kernel/tracing/trace_pipe "$r/proc/4242/fd/3"
	doctor_case "a reader of the main buffer's trace_pipe" "$r" 1 consumers warn 'pid 4242 reads /sys/kernel/tracing/trace_pipe'
	rm -rf "$r/proc/4242"
	# mcelog run to decode a paste reads no machine checks: not a second logger
	mkdir -p "$r/proc/4343/fd"; echo mcelog > "$r/proc/4343/comm"; printf 'mcelog\0--ascii\0' > "$r/proc/4343/cmdline"
	doctor_case "mcelog --ascii (a decoder) is not another consumer" "$r" 0 consumers ok 'no rasdaemon, mcelog'
	printf 'mcelog\0--daemon\0' > "$r/proc/4343/cmdline"
	doctor_case "mcelog --daemon is" "$r" 1 consumers warn 'mcelog \(pid 4343\) also logs'
	rm -rf "$r/proc/4343"
	# no tracepoint: perf cannot be ok
	mv "$r/sys/kernel/tracing/events/mce/mce_record/id" "$r/id.saved"
	doctor_case "no mce:mce_record: perf fails too, not ok beside it" "$r" 2 perf fail 'no mce:mce_record tracepoint for them to open'
	mv "$r/id.saved" "$r/sys/kernel/tracing/events/mce/mce_record/id"
	# a tracefs this user may not read (mode 0700, not root): permission, and what to run
	if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
		local pr=/tmp/ras-doctor-perm.$$
		rm -rf "$pr"; cp -a "$r" "$pr"; chmod 755 "$pr"; chmod 700 "$pr/sys/kernel/tracing"
		setpriv --reuid=65534 --regid=65534 --clear-groups "$RAS" doctor --json --root "$pr" > "$OUT/doctor-perm.json" 2>"$OUT/doctor-perm.err"
		check "doctor: a tracefs this user may not read: permission, run as root (not 'not mounted')" sh -c \
			"jq -e -s 'map(select(.check == \"tracepoint\"))[0] | (.message | test(\"permission denied\")) and (.fix | test(\"sudo ras doctor\"))' '$OUT/doctor-perm.json' >/dev/null"
		rm -rf "$pr"
	fi
	sed -i 's/^model\t\t: 85/model\t\t: 1/' "$r/proc/cpuinfo"
	doctor_case "an Intel model not in the tables: architectural decode only" "$r" 1 decode warn 'Intel family 0x6 model 0x1 is not in our tables'
	sed -i 's/^model\t\t: 1$/model\t\t: 85/' "$r/proc/cpuinfo"
	rm -rf "$r/sys/module/pstore" "$r/sys/kernel/kexec_crash_loaded"
	doctor_case "no pstore backend" "$r" 1 pstore warn 'no pstore backend'
	doctor_case "no kdump" "$r" 1 kdump warn 'no crash kernel loaded'
	mkdir -p "$r/sys/module/ramoops"; echo 1 > "$r/sys/kernel/kexec_crash_loaded"
	doctor_case "ramoops: the pstore backend" "$r" 0 pstore ok 'crash logs are kept by ramoops'
	pkill -P "$lock" 2>/dev/null; kill "$lock" 2>/dev/null; wait "$lock" 2>/dev/null
	doctor_case "no daemon running" "$r" 1 daemon warn 'no ras daemon running'
	rm -rf "$r/sys/firmware/dmi"
	doctor_case "no SMBIOS: DIMMs cannot be named" "$r" 1 dimms warn 'no SMBIOS memory devices'
	rm -rf "$r/sys/devices/system/machinecheck"
	doctor_case "no machinecheck tree: fail" "$r" 2 mce fail 'no .*/sys/devices/system/machinecheck/machinecheck0'
	check "doctor: usage error is exit 3" run 3 "$OUT/so" "$OUT/se" "$RAS" doctor --bogus
	group_health_cases
}

# ras health: one line and node-problem-detector's exit codes, from state files as the
# daemon writes them (rasd.8 State file), and the contrib monitor that runs it
group_health_cases() {
	local d=$OUT/health rc
	rm -rf "$d"; mkdir -p "$d"
	health_case() {	# NAME STATEFILE WANT_RC REGEX [OPTIONS...]
		local name=$1 st=$2 want=$3 re=$4 got; shift 4
		rc=0; got=$("$RAS" health --pidfile none --state "$st" "$@" 2>"$d/err") || rc=$?
		if [ "$rc" = "$want" ] && [[ "$got" =~ $re ]]; then ok "health: $name"
		else fail "health: $name" "exit $rc (want $want): $got"; fi
	}
	printf 'ras-state 1\nstart 1796284616\nlost 0\ncount 0 1 corrected 12 DCU\n' > "$d/ok"
	health_case "corrected errors only: OK, exit 0" "$d/ok" 0 '^OK$'
	printf 'ras-state 1\nstart 1796284616\nlost 0\ncount 0 1 corrected 12 DCU\ncount 17 4 uncorrected 3 PCU\ncount 2 5 uncorrected 1 UPI0\n' > "$d/uc"
	health_case "an uncorrected error on a CPU bank: the worst one named, exit 1" "$d/uc" 1 \
		'^CPU 17 bank 4 \(PCU\): 3 uncorrected errors since 2026-12-03T[0-9:]*Z \(and 1 more: ras dimms, ras dump\)$'
	printf 'ras-state 1\nstart 1796284616\nlost 0\ndimm 3 1 0 1796284616 1796284700 0 0 -1 0 serial%%2003A5B6C7 P1-DIMMA1 P0_Node0_Channel0_Dimm0 03A5B6C7 M393A2K43DB3-CWE\nrecent 3 1796284616 1796284616 1796284616\ncell 0x5a5a000 -1 -1 -1 -1 4 1796284616 1796284700\n' > "$d/dimm"
	health_case "a DIMM to replace: slot, serial, counts, rule" "$d/dimm" 1 \
		'^DIMM P1-DIMMA1 \(serial 03A5B6C7\) replace: 3 corrected, 1 uncorrected; R1: an uncorrected error$'
	# QEMU's and many boards' locators already say DIMM: not "DIMM DIMM 0"
	sed 's/P1-DIMMA1/DIMM%200/; s/ P1-DIMMA1 / DIMM%200 /' "$d/dimm" > "$d/dimm0"
	health_case "a slot named 'DIMM 0' is not called 'DIMM DIMM 0'" "$d/dimm0" 1 '^DIMM 0 \(serial 03A5B6C7\) replace: '
	printf 'ras-state 1\nstart 1796284616\nlost 0\ncount 3 2 fatal 1 LS\ndimm 3 1 0 1796284616 1796284700 0 0 -1 0 k P1-DIMMA1 - - -\n' > "$d/fatal"
	health_case "a fatal error is worse than a DIMM to replace" "$d/fatal" 1 '^CPU 3 bank 2 \(LS\): 1 fatal error since'
	now=$(date +%s)
	printf 'ras-state 1\nstart 1796284616\nlost 0\ndimm 12 0 0 %s %s 0 -1 4 %s serial%%202A1B3C4D P1-DIMMB1 - 2A1B3C4D -\n' "$now" "$now" "$now" > "$d/watch"
	health_case "a DIMM to watch: OK, said, exit 0" "$d/watch" 0 '^OK; DIMM P1-DIMMB1 \(serial 2A1B3C4D\) watch: R4: 10 or more corrected errors in 24 h$'
	now=$(date +%s)
	printf 'ras-state 1\nstart 1796284616\nlost 0\nbucket cpu 196609 3 %s 86400 1 CPU%%203%%20bank%%201\nbucket page 23130 1 %s 86400 1 page%%200x5a5a000\nbucket cpu 196610 3 1796000000 86400 1 CPU%%203%%20bank%%202\n' $((now - 60)) $((now - 60)) > "$d/cpu"
	health_case "a CPU bank's threshold crossed in an open window is a problem; a page's is not, nor a closed window's" "$d/cpu" 1 \
		'^CPU 3 bank 1: its cpu-threshold of corrected errors crossed 1 time in the window that began 6[0-9] s ago$'
	printf 'ras-state 1\nstart 1796284616\nlost 0\nofflined 23130\nofflined 23131\n' > "$d/done"
	health_case "pages ras took out are said after OK" "$d/done" 0 '^OK; 2 pages taken out by ras.s page action$'
	health_case "no state file: unknown, exit 2" "$d/none" 2 '^unknown: .*/none does not exist .the daemon writes it when it starts'
	printf 'garbage\n' > "$d/bad"
	health_case "a corrupt state file: unknown, exit 2" "$d/bad" 2 '^unknown: .*/bad cannot be read'
	rc=0; "$RAS" health --state "$d/ok" --pidfile "$d/nopid" > "$d/out" 2>&1 || rc=$?
	check "health: no daemon holding the pidfile: unknown, exit 2" sh -c "[ $rc = 2 ] && grep -q '^unknown: no ras daemon running' '$d/out'"
	check "health: --json: status and message" sh -c \
		"'$RAS' health --json --pidfile none --state '$d/uc' | jq -e '.status == \"problem\" and (.message | startswith(\"CPU 17 bank 4\"))' >/dev/null"
	x=$(printf '%063d' 0 | tr 0 x); y=$(printf '%063d' 0 | tr 0 y)
	printf 'ras-state 1\nstart 1796284616\nlost 0\ncount 3 2 uncorrected 1 LS\ndimm 3 1 0 1796284616 1796284700 0 0 -1 0 k %s - %s -\n' "$x" "$y" > "$d/long"
	check "health: the longest finding (63-byte locator and serial, and more) fits a node condition (240 bytes)" sh -c \
		"n=\$('$RAS' health --json --pidfile none --state '$d/long' | jq -r .message | wc -c) && [ \$n -gt 200 ] && [ \$n -le 241 ]"
	check "health: contrib node-problem-detector monitor runs 'ras health' for HardwareErrors" \
		sh -c "jq -e '.plugin == \"custom\" and .rules[0].path == \"/usr/sbin/ras\" and .rules[0].args[0] == \"health\" and .rules[0].condition == \"HardwareErrors\" and .conditions[0].type == \"HardwareErrors\" and .pluginConfig.max_output_length >= 240' contrib/node-problem-detector/ras-health-monitor.json >/dev/null"
}
