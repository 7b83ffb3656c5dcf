#!/usr/bin/env python3
"""Boot a 6.12 kernel under QEMU (TCG) and check non-consuming readers of the
mapped trace instance "mce" (kernel.patch v4, /work/notes/v4-abi.md) with
tests/kernel/mapped-reader.c and tests/kernel/mapped-guest.sh.

    tests/kernel/mapped-test.py [--kernel BZIMAGE] [--out DIR] [SCENARIO...]

Scenarios: selftest (the reader's algorithm on pages built in memory, on the
host), main overflow hotplug stock (default: all).  The kernel defaults to the
last line printed by `KERNEL_CONFIG=tests/kernel/config tests/kernel/build.sh
6.12`.  On a kernel without v4 the reader prints "MR nofeature" and main,
overflow and hotplug fail; stock then shows why (no commit block, read()
consumes).  Logs go to DIR/<scenario>.log (default tests/out/kernel-mapped).
Prints "ok - NAME: detail" / "FAIL - NAME: why" (tests/testlib.py), exit 0
if every check passed.  QEMU boots through boot() of persist-test.py.
"""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, 'tests', 'out', 'kernel-mapped')
sys.path.insert(0, os.path.dirname(HERE))
import testlib  # noqa: E402

_spec = importlib.util.spec_from_file_location('persist_test', os.path.join(HERE, 'persist-test.py'))
persist = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(persist)
check, section = persist.check, persist.section

APPEND = 'trace_instance=mce,mce:mce_record'
CE1, CE2 = '0x9c00410000010016', '0x9c20004000010135'


def build_kernel():
    env = dict(os.environ, KERNEL_CONFIG=os.path.join(HERE, 'config'))
    out = subprocess.run([os.path.join(HERE, 'build.sh'), '6.12'], check=True, env=env,
                         stdout=subprocess.PIPE, text=True).stdout
    return out.strip().splitlines()[-1]


def build_reader():
    reader = os.path.join(OUT, 'mapped-reader')
    src = os.path.join(HERE, 'mapped-reader.c')
    if not os.path.exists(reader) or os.path.getmtime(reader) < os.path.getmtime(src):
        subprocess.check_call(['gcc', '-O2', '-Wall', '-Wextra', '-static', '-o', reader, src])
    return reader


def build_initrd(reader):
    with tempfile.TemporaryDirectory() as d:
        for sub in ('bin', 'proc', 'sys', 'dev', 'tmp'):
            os.makedirs(os.path.join(d, sub))
        shutil.copy('/bin/busybox', os.path.join(d, 'bin', 'busybox'))
        shutil.copy(os.path.join(HERE, 'mapped-guest.sh'), os.path.join(d, 'init'))
        shutil.copy(reader, os.path.join(d, 'mapped-reader'))
        os.chmod(os.path.join(d, 'init'), 0o755)
        initrd = os.path.join(OUT, 'initrd.gz')
        subprocess.check_call('find . | cpio -o -H newc --quiet | gzip -9 > %s' % initrd,
                              shell=True, cwd=d)
    return initrd


def boot(name, kernel, initrd, smp, append='', **kw):
    persist.OUT = OUT
    return persist.boot(name, kernel, initrd, smp, APPEND + ' ' + append, **kw)


def out(text, name):
    """the output of a background reader, printed between PT_OUT NAME and PT_OUT_END NAME"""
    return section(text, 'PT_OUT %s\n' % name, 'PT_OUT_END %s' % name)


def recs(text):
    """[{cpu, idx, ts, status, bank, mcecpu, addr, seq}] of the MR rec lines in text"""
    r = []
    for m in re.finditer(r'^MR rec (.*)$', text, re.M):
        d = {k: int(v, 0) for k, v in re.findall(r'(\w+)=(\S+)', m.group(1))}
        d['seq'] = (d['status'] >> 16) & 0xffff
        r.append(d)
    return r


def ends(text):
    """{cpu: (entries, seen)}, {cpu: lost}, {cpu: dropped} of the dumps in text"""
    e = {int(c): (int(n), int(s)) for c, n, s in
         re.findall(r'^MR end cpu=(\d+) entries=(\d+) seen=(\d+)', text, re.M)}
    lost = {int(c): int(n) for c, n in re.findall(r'^MR lost cpu=(\d+) n=(\d+)', text, re.M)}
    drop = {int(c): int(n) for c, n in re.findall(r'^MR dropped cpu=(\d+) n=(\d+)', text, re.M)}
    return e, lost, drop


def addrs(text):
    return sorted(r['addr'] for r in recs(text))


def hexs(xs):
    return ' '.join(hex(x) for x in xs)


def feature(name, text):
    nf = re.search(r'MR nofeature meta_struct_len=(\d+)', text)
    check(name + ': the kernel has the v4 commit block (meta_struct_len >= 120)', not nf,
          'MR nofeature meta_struct_len=%s: not a v4 kernel' % nf.group(1) if nf else '')
    return not nf


def consistent(name, text, what):
    """each CPU of a dump: seen + lost = entries; no unstable/anomaly/reset"""
    e, lost, _ = ends(text)
    bad = [c for c in e if e[c][1] + lost.get(c, -1) != e[c][0]]
    check('%s: %s: returned + lost = entries on every CPU' % (name, what),
          e and not bad and not re.search(r'^MR (unstable|anomaly|reset)', text, re.M),
          ' '.join('cpu%d entries=%d seen=%d lost=%s' % (c, e[c][0], e[c][1], lost.get(c))
                   for c in sorted(e)) + ' ' + ' | '.join(
              re.findall(r'^MR (?:unstable|anomaly|reset).*', text, re.M)))


def selftest_scenario(reader):
    p = subprocess.run([reader, 'selftest'], stdout=subprocess.PIPE, text=True)
    lines = re.findall(r'MR selftest (ok|FAIL) - (.*)', p.stdout)
    for res, what in lines:
        check('selftest: ' + what, res == 'ok')
    check('selftest: reader algorithm self-test passed', p.returncode == 0 and lines,
          p.stdout.strip().splitlines()[-1] if p.stdout.strip() else 'no output')


def main_scenario(kernel, initrd):
    mon = lambda cpu, bank, st, addr, misc: 'mce %d %d %s 0 %s %s' % (cpu, bank, st, addr, misc)
    text = boot('main', kernel, initrd, 2,
                pre=[mon(0, 1, CE1, '0xb007000', 0), mon(1, 2, CE2, '0xb0071000', '0x86')],
                on=[('PT_READY_MON1', mon(0, 1, CE1, '0x12345000', 0)),
                    ('PT_READY_MON1', mon(1, 2, CE2, '0xabc000', '0x86'))])
    check('main: instance "mce" from trace_instance=, mce_record enabled',
          re.search(r'PT_INSTANCE present .*enable=1', text) is not None,
          ' '.join(re.findall(r'PT_INSTANCE .*', text)))
    if not feature('main', section(text, 'PT_PHASE info', 'PT_PHASE two-readers')):
        return
    boot_t = [0xb007000, 0xb0071000]
    mon_t = [0x12345000, 0xabc000]
    inj_t = [0x1111000, 0x2222000]
    want = sorted(boot_t + mon_t + inj_t)
    r1, r2, r3 = out(text, 'r1'), out(text, 'r2'), out(text, 'r3')
    got = addrs(r1)
    check('main: records of the boot-time bank scan (injected before boot) in the instance',
          all(a in got for a in boot_t), hexs(got))
    check('main: records of the run-time poll (monitor) and of mce-inject, before any reader',
          all(a in got for a in mon_t + inj_t), hexs(got))
    both = 'MR mapped' in r1 and 'MR mapped' in r2
    check('main: two reader processes, both mapped before either reads, each see all 6',
          both and addrs(r1) == want and addrs(r2) == want,
          'reader 1: %s | reader 2: %s' % (hexs(addrs(r1)), hexs(addrs(r2))))
    consistent('main', r1, 'reader 1')
    check('main: a third reader started later sees the same records (nothing consumed)',
          addrs(r3) == want, hexs(addrs(r3)))
    e1, _, _ = ends(r1)
    e3, _, _ = ends(r3)
    check('main: entries the same for the first and the third reader', e1 and e1 == e3,
          '%s %s' % (e1, e3))
    for f in ('f1', 'f2'):
        t = out(text, f)
        fol = section(t, 'MR following')
        back = section(t, '', 'MR following')
        new = [r for r in recs(fol) if r['addr'] == 0x4444000]
        spur = re.search(r'MR done n=\d+ wakes=(\d+) spurious=(\d+)', t)
        check('main: follow reader %s: backlog = the 6 records, then woken for CPU 0 and '
              'printed the new record (idx %s)' % (f[1], new and new[0]['idx']),
              addrs(back) == want and 'MR woke cpu=0' in fol and len(new) == 1 and new[0]['cpu'] == 0
              and re.search(r'MR done n=1 ', t) is not None,
              ' | '.join(l for l in t.splitlines() if not l.startswith('MR rec'))[:400])
        check('main: follow reader %s: no spurious wake-up' % f[1],
              spur is not None and spur.group(2) == '0', spur.group(0) if spur else 'no done line')
    stats = re.findall(r'PT_STATS (\d+) (\d+) (\d+) (\d+)', section(text, 'PT_PHASE stats'))
    check('main: per_cpu/cpuN/stats: 0 read events (nothing consumed)',
          stats and all(s[3] == '0' for s in stats),
          ' '.join('cpu%s entries=%s overrun=%s read=%s' % s for s in stats))
    r4 = out(text, 'r4')
    check('main: final reader: all 7 records', addrs(r4) == sorted(want + [0x4444000]),
          hexs(addrs(r4)))
    consistent('main', r4, 'final reader')
    e4, _, _ = ends(r4)
    ent = {int(s[0]): int(s[1]) for s in stats}
    check('main: commit.entries = the entries of per_cpu/cpuN/stats',
          e4 and all(ent.get(c) == e4[c][0] for c in e4), '%s %s' % (e4, ent))


def overflow_scenario(kernel, initrd):
    text = boot('overflow', kernel, initrd, 1)
    if not feature('overflow', text):
        return
    N, K = 120, 10
    info = re.search(r'MR info cpu=0 .*subbuf_size=(\d+) nr_subbufs=(\d+)', text)
    check('overflow: buffer_size_kb=1: 2 sub-buffers + the reader page',
          info and info.group(2) == '3',
          '%s %s' % (' '.join(re.findall(r'PT_BUFSIZE.*', text)), info and info.group(0)))
    early = section(text, 'PT_PHASE early-dump', 'PT_PHASE overflow-dump')
    check('overflow: the first %d records, nothing lost' % K,
          [r['seq'] for r in recs(early)] == list(range(K)) and ends(early)[1].get(0) == 0,
          str([r['seq'] for r in recs(early)]))
    fresh = section(text, 'PT_PHASE overflow-dump', 'PT_PHASE state-dump')
    e, lost, _ = ends(fresh)
    seqs = [r['seq'] for r in recs(fresh)]
    P = len(seqs)
    check('overflow: a new reader: printed + lost = %d exactly (printed %d, lost %s)'
          % (N, P, lost.get(0)), e.get(0, (0,))[0] == N and P + lost.get(0, -1) == N and P < N,
          'entries=%s' % (e.get(0),))
    check('overflow: the printed ones are the newest, in order (%s..%s)' % (N - P, N - 1),
          seqs == list(range(N - P, N)), str(seqs))
    idx = [r['idx'] for r in recs(fresh)]
    check('overflow: their indexes are %d..%d' % (N - P, N - 1), idx == list(range(N - P, N)),
          str(idx[:3]) + '...')
    sd = section(text, 'PT_PHASE state-dump', 'PT_PHASE again')
    e2, lost2, _ = ends(sd)
    seqs2 = [r['seq'] for r in recs(sd)]
    P2 = len(seqs2)
    check('overflow: a reader that had seen the first %d: lost %s = %d - %d - %d exactly, '
          'then the newest' % (K, lost2.get(0), N, P2, K),
          re.search(r'MR state cpu=0 n=%d ' % K, sd) is not None and lost2.get(0) == N - P2 - K
          and seqs2 == list(range(N - P2, N)), 'seqs %s' % seqs2[:3])
    st = re.findall(r'PT_STATS 0 (\d+) (\d+) (\d+)', sd)
    check('overflow: the kernel\'s overrun (stats) = what the new reader counted lost',
          st and int(st[0][1]) == lost.get(0), 'stats entries/overrun/read %s, lost %s'
          % (st, lost.get(0)))
    ag = section(text, 'PT_PHASE again')
    e3, lost3, _ = ends(ag)
    check('overflow: read again, nothing new: nothing returned, nothing lost',
          not recs(ag) and lost3.get(0) == 0 and e3.get(0, (0,))[0] == N, '%s %s' % (e3, lost3))


def hotplug_scenario(kernel, initrd):
    text = boot('hotplug', kernel, initrd, 2)
    if not feature('hotplug', text):
        return
    onl = re.findall(r'PT_ONLINE \d+ (\S+)', text)
    check('hotplug: CPU 1 offline 4 times', onl == ['0'] * 4, str(onl))
    inj = re.search(r'PT_INJECTED (\d+)', text)
    n = int(inj.group(1)) if inj else -1
    final = section(text, 'PT_PHASE final', 'PT_PHASE small')
    fr = recs(final)
    seqs = sorted(r['seq'] for r in fr)
    e, lost, _ = ends(final)
    check('hotplug: every injected record (%d) once in the final dump of both CPUs' % n,
          n > 0 and seqs == list(range(n)), 'got %d records, %d distinct'
          % (len(seqs), len(set(seqs))))
    consistent('hotplug', final, 'final dump')
    c1 = set(r['seq'] for r in fr if r['cpu'] == 1)
    offs = [out(text, 'off%d' % i) for i in range(4)]
    kept = []
    for i, o in enumerate(offs):
        oe, ol, _ = ends(o)
        s = [r['seq'] for r in recs(o)]
        kept.append(len(s))
        check('hotplug: offline #%d: CPU 1\'s buffer mapped and read, %d records, all still '
              'there at the end' % (i, len(s)),
              oe.get(1) and oe[1][0] == len(s) and ol.get(1) == 0 and set(s) <= c1
              and 'maperr' not in o and 'openerr' not in o,
              ' | '.join(l for l in o.splitlines() if not l.startswith('MR rec'))[:300])
    check('hotplug: CPU 1\'s buffer held records while offline', kept and kept[0] > 0, str(kept))
    s = out(text, 's1')
    lines = re.findall(r'MR stress cpu=(\d+) .*', s)
    check('hotplug: two readers in one process all along: same records, no duplicates, '
          'returned + lost = entries',
          re.search(r'MR stress-end unstable=0 anomalies=0 resets=0 .*passed', s) is not None
          and len(lines) == 2 and 'INCONSISTENT' not in s,
          ' | '.join(re.findall(r'MR stress.*', s)))
    tot = sum(v[0] for v in e.values())
    check('hotplug: the readers\' final n = the final dump\'s entries',
          all(re.search(r'MR stress cpu=%d .*n=%d,%d ' % (c, e[c][0], e[c][0]), s) for c in e),
          'dump entries %s' % {c: e[c][0] for c in e})
    print('info hotplug: %d records injected, %d in the buffers' % (n, tot))
    # small buffers, a slow second reader, CPU 1 offline twice
    s = out(text, 's2')
    inj = re.search(r'PT_INJECTED (\d+)', out(text, 'inj2'))
    n = int(inj.group(1)) if inj else -1
    st = re.findall(r'MR stress cpu=(\d+) .*n=(\d+),(\d+) seen=(\d+),(\d+) lost=(\d+),(\d+) '
                    r'both=(\d+)', s)
    lost1 = sum(int(x[6]) for x in st)
    check('hotplug: small buffers: two readers (one slow: lost %d) agree on every record both '
          'returned, no duplicates, time order kept, returned + lost = entries' % lost1,
          'passed' in s and 'INCONSISTENT' not in s and len(st) == 2,
          ' | '.join(re.findall(r'MR stress.*', s)))
    # whether the slow reader was overrun depends on how fast this machine injects (a debug
    # kernel may not fill the buffer within the hold); overflow tests the loss count exactly
    if lost1 > 0:
        testlib.ok('hotplug: small buffers: the slow reader was overrun and counted %d lost' % lost1)
    else:
        testlib.skip('hotplug: small buffers: slow reader overrun',
                     'the writer did not fill the buffer within the hold here (lost 0); '
                     'the overflow scenario tests the loss count')
    small = section(text, 'PT_PHASE small-final')
    e, lost, _ = ends(small)
    consistent('hotplug', small, 'small buffers, final dump')
    check('hotplug: small buffers: sum of commit.entries = %d records injected' % n,
          n > 0 and sum(v[0] for v in e.values()) == n and all(
              re.search(r'MR stress cpu=%d .*n=%d,%d ' % (c, e[c][0], e[c][0]), s) for c in e),
          'entries %s' % {c: e[c][0] for c in e})
    seqs = [r['seq'] for r in recs(small)]
    check('hotplug: small buffers: no record twice in the final dump', len(seqs) == len(set(seqs)),
          '%d records, %d distinct' % (len(seqs), len(set(seqs))))


def stock_scenario(kernel, initrd):
    text = boot('stock', kernel, initrd, 2)
    info = section(text, 'PT_PHASE info', 'PT_PHASE forced')
    nf = re.search(r'MR nofeature meta_struct_len=(\d+)', info)
    if nf:
        check('stock: no v4 commit block: mapped-reader says "MR nofeature meta_struct_len=%s", '
              'exit 3' % nf.group(1), 'PT_RC info 3' in info and 'PT_RC dump 3' in info,
              ' '.join(re.findall(r'PT_RC .*', info)))
        m = re.search(r'MR info cpu=0 .* entries=(\d+) overrun=(\d+) read=(\d+)', info)
        print('info stock: meta counters of a non-consuming mapping: %s' % (m and m.group(0)))
    else:
        check('stock: v4 kernel: the commit block is there', 'PT_RC info 0' in info,
              ' '.join(re.findall(r'MR info .*', info))[:300])
    forced = section(text, 'PT_PHASE forced', 'PT_PHASE rawread')
    got = addrs(forced)
    check('stock: the reader\'s page parser finds the injected records in the real pages '
          '(--force)', 0x1111000 in got and 0x2222000 in got and 'anomaly' not in forced,
          hexs(got))
    raw = re.findall(r'MR raw cpu=0 pages=(\d+) events=(\d+) recs=(\d+)', text)
    check('stock: read() of trace_pipe_raw consumes: the first reader gets the records, '
          'a second one none', len(raw) == 2 and int(raw[0][2]) >= 2 and raw[1][2] == '0',
          str(raw))
    st = re.findall(r'PT_STATS 0 (\d+) (\d+) (\d+)', text)
    check('stock: stats count them as read', st and int(st[0][2]) >= 2, str(st))


def main():
    global OUT
    args = sys.argv[1:]
    kernel = None
    while args[:1] in (['--kernel'], ['--out']):
        if args[0] == '--kernel':
            kernel = os.path.abspath(args[1])
        else:
            OUT = os.path.abspath(args[1])
        args = args[2:]
    os.makedirs(OUT, exist_ok=True)
    persist.ensure_packages()
    reader = build_reader()
    names = args or ['selftest', 'main', 'overflow', 'hotplug', 'stock']
    if 'selftest' in names:
        selftest_scenario(reader)
    boots = {'main': main_scenario, 'overflow': overflow_scenario,
             'hotplug': hotplug_scenario, 'stock': stock_scenario}
    if any(n in boots for n in names):
        kernel = kernel or build_kernel()
        print('kernel:', kernel)
        initrd = build_initrd(reader)
        for n in names:
            if n in boots:
                boots[n](kernel, initrd)
    return testlib.summary('mapped-test')


if __name__ == '__main__':
    sys.exit(main())
