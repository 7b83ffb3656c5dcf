#!/usr/bin/env python3
"""The daemon's JSON Lines log (--json-log), for the summary benchmark of tests.sh bench.

  mkjsonlog.py [--count N] [--seed S] [OUT|-]

N records (default 1,000,000), one object a line, in the shape and key order
format_json writes them (ras dump --json of a Skylake-SP log read with the
machine's DIMM inventory): memory-controller MCEs located to one of 24
DIMMs (location, dimm), EDAC memory errors (kind memory, memory.dimm), L1
cache and CHA errors; corrected mostly, some uncorrected, a few fatal.
Times go forward a few seconds a record; CPUs 0-111 on two sockets.
Deterministic: the same arguments give the same bytes.
"""
import random
import sys

DIMMS = [("CPU%d_DIMM_%s%d" % (s, c, n), "%08X" % (0x2A1B0000 + s * 100 + i * 7 + n))
         for s in (0, 1) for i, c in enumerate("ABCDEF") for n in (1, 2)]

MCE = ('{"time":"%(time)s","mcgstatus":"0x0","status":"%(status)s","addr":"0x%(addr)x",'
       '"misc":"0x200414a228001086","tsc":"0x0","walltime":%(wall)d,"cpu":%(cpu)d,"cpuid":"0x50654",'
       '"apicid":%(apic)d,"socketid":%(socket)d,"bank":%(bank)d,"cpuvendor":0,"microcode":"0x2007006",'
       '"vendor":"intel","severity":"%(sev)s","bank_name":"%(bname)s","error":"%(error)s",'
       '"details":"%(details)s","severity_reason":"%(why)s"%(where)s}\n')
MEM = ('{"kind":"memory","time":"%(time)s","walltime":%(wall)d,"severity":"%(sev)s",'
       '"bank_name":"EDAC MC%(mc)d","error":"memory read error","details":"slot %(loc)s '
       '(P%(socket)d_Node0_Channel%(chan)d_Dimm0) serial %(serial)s: label is the locator; channel '
       '%(chan)d slot 0","severity_reason":"the reporter says %(sev)s","memory":{"reported_by":["edac"],'
       '"reporter_severity":"%(sev)s","channel":%(chan)d,"slot":0,"count":1,"addr":"0x%(addr)x",'
       '"grain":32,"syndrome":"0x0","edac_mc":%(mc)d,"dimm":{"smbios_handle":"0x%(handle)04x",'
       '"locator":"%(loc)s","bank_locator":"P%(socket)d_Node0_Channel%(chan)d_Dimm0","serial":"%(serial)s",'
       '"part":"36ASF2G72PZ-2G9E2","manufacturer":"Micron Technology","basis":"label is the locator"},'
       '"operation":"memory read error","edac_label":"%(loc)s"}}\n')
WHERE = (',"location":{"unit":"iMC","socket":%(socket)d,"imc":%(imc)d,"channel":%(chan)d},'
         '"dimm":{"smbios_handle":"0x%(handle)04x","locator":"%(loc)s","bank_locator":'
         '"P%(socket)d_Node0_Channel%(chan)d_Dimm0","serial":"%(serial)s","part":"36ASF2G72PZ-2G9E2",'
         '"manufacturer":"Micron Technology","basis":"EDAC lists mc%(mc)d channel %(chan)d slot 0 (%(loc)s) '
         'as the one DIMM there"}')
# bank, status, severity, bank name, error, details, severity reason (as ras decodes them)
OTHER = [
    (1, "0x9000004000010134", "corrected", "DCU", "L1 (LL=0) data cache: data read",
     "data cache unit (L1 data cache); MSCOD 0x0001 (model-specific, not in our tables)", "corrected"),
    (9, "0xbd800000000c0136", "uncorrected-action-required", "CHA", "generic cache hierarchy, data read, L3",
     "caching/home agent 0; MSCOD 0x000c", "uncorrected, action required (SRAR): data load"),
    (4, "0xb200000000000402", "fatal", "PCU", "internal timer error",
     "power control unit; MCACOD 0x0402", "processor context corrupt (PCC)"),
]


def main(argv):
    count, seed, out = 1000000, 1, "-"
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--count":
            count = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        else:
            out = a
    rnd = random.Random(seed)
    f = sys.stdout if out == "-" else open(out, "w")
    wall, buf = 1796284619, []
    for i in range(count):
        wall += rnd.randrange(0, 4)
        h, m, s = wall // 3600 % 24, wall // 60 % 60, wall % 60
        d = {"wall": wall, "time": "2026-12-%02dT%02d:%02d:%02dZ" % (wall // 86400 % 28 + 1, h, m, s)}
        k = rnd.randrange(10)
        di = rnd.randrange(len(DIMMS)) if rnd.randrange(4) else 3	# one DIMM is bad
        sock, chan = di // 12, di // 2 % 6
        d.update(cpu=sock * 56 + rnd.randrange(56), socket=sock, chan=chan, imc=chan // 3,
                 mc=sock * 2 + chan // 3, loc=DIMMS[di][0], serial=DIMMS[di][1], handle=0x30 + di,
                 addr=rnd.randrange(1 << 36) & ~0x3f)
        d["apic"] = d["cpu"] * 2
        if k < 5:
            d.update(bank=13 + chan, status="0x9c000040000100%02x" % (0x90 + chan % 3),
                     sev="corrected", bname="iMC%d ch%d" % (chan // 3, chan % 3),
                     error="memory controller read error, channel %d" % (chan % 3),
                     details="integrated memory controller %d, channel %d; MSCOD 0x0001: address parity error"
                     % (chan // 3, chan % 3), why="corrected")
            d["where"] = WHERE % d
            buf.append(MCE % d)
        elif k < 8:
            d["sev"] = "uncorrected" if rnd.randrange(50) == 0 else "corrected"
            buf.append(MEM % d)
        else:
            o = OTHER[0] if k == 8 else OTHER[1 + (rnd.randrange(20) == 0)]
            d.update(bank=o[0], status=o[1], sev=o[2], bname=o[3], error=o[4], details=o[5], why=o[6],
                     where="")
            buf.append(MCE % d)
        if len(buf) >= 10000:
            f.write("".join(buf))
            buf = []
    f.write("".join(buf))
    f.close()


if __name__ == "__main__":
    main(sys.argv[1:])
