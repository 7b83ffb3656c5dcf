#!/usr/bin/env python3
"""Kernel-log text for the text-parse benchmark of tests.sh bench.

  mktextlog.py [--count N] [--seed S] [--vary] [OUT|-]

N records (default 200,000) of four lines each, as linux 6.1's __print_mce
prints them (arch/x86/kernel/cpu/mce/core.c): "CPU %d: Machine Check%s: %Lx
Bank %d: %016Lx", "TSC %llx [ADDR %llx ][MISC %llx ][PPIN %llx ]", "PROCESSOR
%u:%x TIME %llu SOCKET %u APIC %x microcode %x", and before them "Machine
check events logged" (mce_notify_irq) or after the first an "RIP%s
%02x:<%016Lx> {sym}" line (an exception).  Each record has one of the
prefixes the logs in tests/logs show: dmesg's "[  123.456789] ", syslog's
"Mon DD HH:MM:SS host kernel: [...] ", journalctl's short and short-iso;
the kernel's stamp moves by a few microseconds from line to line.
The CPUs and banks change from record to record (the records of several CPUs
come one after another); a few status values repeat, as in a storm.
With --vary the registers vary as a fleet's logs do (issue 32): each record
its own corrected-error count (status bits 52:38, SDM 3B 16.3.2.2 with
CMCI), a physical address of its own (below 1 TiB, 64-byte lines), MISC's
bits above the address mode and LSB (8:0) its own, 112 CPUs on 2 sockets.
Deterministic: the same arguments give the same bytes.
"""
import random
import sys

HW = "mce: [Hardware Error]: "
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
# Skylake-SP (cpuid 0x50654): memory CE, cache CE, a UC/PCC bank 9 (with RIP),
# an UCNA, a patrol-scrub SRAO and an IFU error
STATUS = [
    (13, 0xcc00008000010090, 0, 0x2a6c3a4c0, 0x900002000a00086),
    (7, 0x9c00004001010091, 0, 0x3f1c2000, 0x86),
    (9, 0xbd000000000000c0, 5, 0x5a5a000, 0x86),
    (13, 0xbc00000000010090, 0, 0x12345000, 0x8c),
    (14, 0xbd0000000001009f, 5, 0x7fe3c000, 0x86),
    (0, 0x9000004000010005, 0, 0, 0),
]


def main(argv):
    count, seed, out, vary = 200000, 1, "-", False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--vary":
            vary = True
        elif a == "--count":
            count = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        else:
            out = a
    rnd = random.Random(seed)
    f = sys.stdout if out == "-" else open(out, "w")
    t = 1234.0	# seconds since boot
    wall = 1796284619
    lines = []
    for i in range(count):
        t += rnd.randrange(1, 5000) / 1e6
        wall = 1796284619 + int(t)
        cpu = rnd.randrange(112 if vary else 64)
        bank, status, mcg, addr, misc = STATUS[rnd.randrange(len(STATUS))]
        if vary:
            status = status & ~(0x7fff << 38) | rnd.randrange(1, 0x8000) << 38
            if addr:
                addr = rnd.randrange(1 << 34) << 6
            if misc:
                misc = misc & 0x1ff | rnd.randrange(1 << 20) << 9
        style = rnd.randrange(4)
        hms = "%02d:%02d:%02d" % (wall // 3600 % 24, wall // 60 % 60, wall % 60)
        day = wall // 86400 % 28 + 1
        month = MONTHS[wall // 2592000 % 12]
        body = []
        exc = mcg != 0
        if not exc:
            body.append("Machine check events logged")
        body.append("CPU %d: Machine Check%s: %x Bank %d: %016x" %
                    (cpu, " Exception" if exc else "", mcg, bank, status))
        if exc:
            body.append("RIP !INEXACT! 10:<ffffffff%08x> {native_safe_halt+0xb/0x10}" %
                        rnd.randrange(1 << 32))
        tsc = "TSC %x " % rnd.randrange(1 << 44)
        if addr:
            tsc += "ADDR %x " % addr
        if misc:
            tsc += "MISC %x " % misc
        tsc += "PPIN %x " % (0x22f1c3b2d8e9a1a0 + cpu // 32)
        body.append(tsc)
        body.append("PROCESSOR 0:50654 TIME %d SOCKET %d APIC %x microcode 2006e05" %
                    (wall, cpu // (56 if vary else 32), cpu * 2))
        for msg in body:
            # each line a printk of its own: the kernel's stamp moves by a few us
            t += rnd.randrange(1, 20) / 1e6
            stamp = "[%12.6f] " % t
            if style == 0:		# dmesg
                pre = stamp + HW
            elif style == 1:	# syslog (rsyslog, syslog-ng): its time, then the kernel's
                pre = "%s %2d %s node12 kernel: %s%s" % (month, day, hms, stamp, HW)
            elif style == 2:	# journalctl -o short-iso
                pre = "2026-12-%02dT%s+0000 node12 kernel: %s" % (day, hms, HW)
            else:			# journalctl (short)
                pre = "%s %02d %s node12 kernel: %s" % (month, day, hms, HW)
            lines.append(pre + msg + "\n")
        if len(lines) >= 4096:
            f.write("".join(lines))
            lines = []
    f.write("".join(lines))
    if f is not sys.stdout:
        f.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
