#!/usr/bin/env python3
"""Boot the kernel of tests/kernel/build.sh under QEMU (TCG) and check the
persistent mce_record buffers of kernel.patch against the ras contract.

    tests/kernel/persist-test.py [--kernel BZIMAGE] [--out DIR] [SCENARIO...]

Scenarios: main overflow late stat (default: all).  Logs go to
DIR/<scenario>.log (default DIR: tests/out/kernel-persist).  Needs qemu-system-x86,
busybox-static, cpio and gcc (installed with apt-get when missing and root).
Exit status 0 if every check passed.
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, 'tests', 'out', 'kernel-persist')
FAILS = []

# Corrected errors (MCi_STATUS) used by the guest script and the monitor.
CE1, CE2 = '0x9c00410000010016', '0x9c20004000010135'


def check(name, ok, detail=''):
    print('%s %s%s' % ('PASS' if ok else 'FAIL', name, (': ' + detail) if detail else ''))
    if not ok:
        FAILS.append(name)


def ensure_packages():
    need = {'qemu-system-x86_64': 'qemu-system-x86', 'cpio': 'cpio', 'gcc': 'gcc'}
    missing = [p for b, p in need.items() if not shutil.which(b)]
    if not os.path.exists('/bin/busybox'):
        missing.append('busybox-static')
    if missing:
        print('installing', ' '.join(missing))
        subprocess.check_call(['apt-get', 'install', '-y', '-qq'] + missing,
                              stdout=subprocess.DEVNULL)


def build_kernel():
    out = subprocess.run([os.path.join(HERE, 'build.sh')], check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    print(out, end='')
    return out.strip().splitlines()[-1]


def build_initrd(kernel):
    reader = os.path.join(os.path.dirname(kernel), 'persist-reader')
    if not os.path.exists(reader):
        reader = os.path.join(OUT, 'persist-reader')
        subprocess.check_call(['gcc', '-O2', '-Wall', '-static', '-o', reader,
                               os.path.join(HERE, 'persist-reader.c')])
    with tempfile.TemporaryDirectory() as d:
        for sub in ('bin', 'proc', 'sys', 'dev', 'tmp'):
            os.makedirs(os.path.join(d, sub))
        shutil.copy('/bin/busybox', os.path.join(d, 'bin', 'busybox'))
        shutil.copy(os.path.join(HERE, 'persist-guest.sh'), os.path.join(d, 'init'))
        shutil.copy(reader, os.path.join(d, 'persist-reader'))
        os.chmod(os.path.join(d, 'init'), 0o755)
        initrd = os.path.join(OUT, 'initrd.gz')
        subprocess.check_call('find . | cpio -o -H newc --quiet | gzip -9 > %s' % initrd,
                              shell=True, cwd=d)
    return initrd


def boot(name, kernel, initrd, smp, append, pre=(), on=(), timeout=300):
    """Start QEMU paused, send the monitor commands `pre`, continue, and send
    each (marker, command) of `on` once marker appears on the console."""
    log = os.path.join(OUT, name + '.log')
    sock = os.path.join(OUT, name + '.sock')
    for f in (log, sock):
        if os.path.exists(f):
            os.unlink(f)
    t0 = time.time()
    q = subprocess.Popen(['qemu-system-x86_64', '-accel', 'tcg', '-cpu', 'Skylake-Server-v1',
                          '-smp', str(smp), '-m', '512M', '-display', 'none', '-vga', 'none',
                          '-no-reboot', '-S', '-kernel', kernel, '-initrd', initrd,
                          '-append', 'console=ttyS0 panic=-1 ptest=%s %s' % (name.split('-')[0], append),
                          '-monitor', 'unix:%s,server,nowait' % sock, '-serial', 'file:' + log],
                         stderr=subprocess.DEVNULL)
    while not os.path.exists(sock):
        time.sleep(0.05)
    s = socket.socket(socket.AF_UNIX)
    s.connect(sock)
    s.settimeout(0.3)

    def send(cmd):
        s.sendall((cmd + '\n').encode())
        time.sleep(0.3)
        try:
            while s.recv(65536):
                pass
        except socket.timeout:
            pass

    for c in pre:
        send(c)
    send('cont')
    on = list(on)
    while q.poll() is None and time.time() < t0 + timeout:
        text = open(log, errors='replace').read() if os.path.exists(log) else ''
        while on and on[0][0] in text:
            send(on.pop(0)[1])
        time.sleep(0.2)
    if q.poll() is None:
        q.kill()
        check(name + ': guest finished in time', False)
    q.wait()
    s.close()
    if os.path.exists(sock):
        os.unlink(sock)
    text = open(log, errors='replace').read()
    print('--- %s: qemu exit %d after %.1f s' % (name, q.returncode, time.time() - t0))
    check(name + ': no kernel warning/oops', 'PT_NO_OOPS' in text)
    check(name + ': guest script completed', 'PT_DONE' in text)
    return text


def section(text, start, end=None):
    i = text.find(start)
    if i < 0:
        return ''
    j = text.find(end, i) if end else -1
    return text[i:j] if j >= 0 else text[i:]


def records(text):
    """{file: [addr, ...]} and the header lines of the dumps in text."""
    recs, heads, cur = {}, {}, None
    for line in text.splitlines():
        m = re.match(r'PR (/\S+): st_size=(\d+) .*data_head=(\d+) record_size=(\d+) '
                     r'written=(\d+) overwritten=(\d+)', line)
        if m:
            cur = m.group(1)
            heads[cur] = tuple(int(x) for x in m.groups()[1:])
            recs[cur] = []
        m = re.search(r'PR   REC .* addr=(0x[0-9a-f]+)', line)
        if m and cur:
            recs[cur].append(int(m.group(1), 16))
    return recs, heads


def sample_size(text):
    """The size of a TIME|CPU|RAW sample of mce:mce_record, from the format the
    guest printed: the raw data is the trace entry (8-byte aligned, it has u64
    fields) after a u32 size, padded to 8 bytes; before it the header, time
    and cpu (8 bytes each).  144 on 6.1, 152 on 6.12 (ppin, microcode)."""
    end = 0
    for off, size in re.findall(r'PT_FMT\s+field:[^;]*;\s*offset:(\d+);\s*size:(\d+);', text):
        end = max(end, int(off) + int(size))
    if not end:
        return 0
    entry = (end + 7) // 8 * 8
    return 24 + (4 + entry + 7) // 8 * 8


def main_scenario(kernel, initrd):
    mon = lambda cpu, bank, st, addr, misc: 'mce %d %d %s 0 %s %s' % (cpu, bank, st, addr, misc)
    text = boot('main', kernel, initrd, 2, '',
                pre=[mon(0, 1, CE1, '0xb007000', 0), mon(1, 2, CE2, '0xb0071000', '0x86')],
                on=[('PT_READY_MON1', mon(0, 1, CE1, '0x12345000', 0)),
                    ('PT_READY_MON1', mon(1, 2, CE2, '0xabc000', '0x86')),
                    ('PT_READY_MON2', mon(1, 3, CE1, '0x8888000', 0))])
    first, heads = records(section(text, 'PT_PHASE first-reader', 'PT_PHASE concurrent'))
    got = sorted(a for v in first.values() for a in v)
    want = sorted([0xb007000, 0xb0071000, 0x12345000, 0xabc000, 0x1111000, 0x2222000])
    check('main: 2 boot-time + 2 monitor + 2 mce-inject records readable by the first reader',
          got == want, ' '.join(hex(a) for a in got))
    rec = sample_size(text)
    check('main: all samples %d bytes (TIME|CPU|RAW, %d bytes of raw data, from the format)'
          % (rec, rec - 28), rec and heads and all(h[2] == rec for h in heads.values() if h[1])
          and 'bad sample' not in text, str(sorted(set(h[2] for h in heads.values()))))
    sizes = re.findall(r'PT_STAT \S+ (\d+)', text)
    check('main: st_size = mapping length = 129 pages', sizes and all(int(x) == 129 * 4096 for x in sizes),
          ' '.join(sizes))
    holds = re.findall(r'PR hold (\S+): pid (\d+) (mapped|done), data_head=(\d+)', text)
    grew = [h for h in holds if h[2] == 'done'
            and int(h[3]) > int([x for x in holds if x[1] == h[1] and x[2] == 'mapped'][0][3])]
    check('main: three readers mapped at once, the new record shows in the live mappings',
          len(holds) == 6 and len(grew) >= 1)
    check('main: 50 map/unmap cycles keep the data', text.count('data kept') == 2)
    check('main: refused mappings (EACCES for write, EINVAL for other shapes)',
          'PR check /sys/kernel/debug/mce/mce_record0: passed' in text)
    polls = re.findall(r'PR poll \S+: (first|second) poll ret=(\d+)', text)
    check('main: poll reports existing data, then wakes on a new record',
          sorted(polls) == [('first', '1'), ('first', '1'), ('second', '0'), ('second', '1')],
          str(polls))
    check('main: data of an offline CPU stays readable',
          re.search(r'PT_ONLINE 0\n(.*\n)*?PR /sys/kernel/debug/mce/mce_record1: .*written=[1-9]', text)
          is not None)
    final, _ = records(section(text, 'PT_PHASE final'))
    got = sorted(a for v in final.values() for a in v)
    want = sorted(want + [0x3333000, 0x4444000, 0x5555000, 0x6666000, 0x8888000]
                  + [0x770000 + n * 0x1000 for n in range(5)])
    check('main: all 16 records present after 6 CPU offline/online cycles', got == want,
          ' '.join(hex(a) for a in got))
    rec1 = final.get('/sys/kernel/debug/mce/mce_record1', [])
    check('main: CPU 1 records again after re-online', 0x6666000 in rec1 and 0x8888000 in rec1)


def overflow_scenario(kernel, initrd):
    text = boot('overflow', kernel, initrd, 1, 'mce_persistent_pages=1')
    recs, heads = records(section(text, 'PT_PHASE overflow-dump', 'PT_PHASE overflow-dump2'))
    h = heads.get('/sys/kernel/debug/mce/mce_record0')
    # 6.1: 40 * 144 = 5760 bytes in 4096: the 12 oldest are (partly) overwritten, 28 remain;
    # 6.12: 40 * 152 = 6080: 14 overwritten, 26 remain.
    rec = sample_size(text) or 1
    ov = lambda n: max(0, -(-(n * rec - 4096) // rec))
    o40, o41 = ov(40), ov(41)
    check('overflow: %d-byte samples: 40 written, %d overwritten, %d readable' % (rec, o40, 40 - o40),
          h and h[0] == 8192 and h[1] == 40 * rec and h[2] == rec and h[3] == 40 and h[4] == o40
          and len(recs['/sys/kernel/debug/mce/mce_record0']) == 40 - o40, str(h))
    r = recs.get('/sys/kernel/debug/mce/mce_record0', [])
    check('overflow: the newest records are kept (%d..39)' % o40,
          r == [0x100000 + n * 4096 for n in range(o40, 40)])
    _, heads = records(section(text, 'PT_PHASE overflow-dump2'))
    h = heads.get('/sys/kernel/debug/mce/mce_record0')
    check('overflow: one more: 41 written, %d overwritten' % o41,
          h and h[3] == 41 and h[4] == o41, str(h))


def late_scenario(kernel, initrd):
    text = boot('late', kernel, initrd, 2, 'maxcpus=1')
    files = re.findall(r'PT_FILES (.*)', text)
    check('late: a CPU onlined after boot gets its file',
          len(files) == 2 and 'mce_record1' not in files[0] and 'mce_record1' in files[1], str(files))
    recs, _ = records(text)
    check('late: and records into it, also after offline/online',
          recs.get('/sys/kernel/debug/mce/mce_record1') == [0xa1a1000, 0xa2a2000])


def stat_scenario(kernel, initrd):
    text = boot('stat-pages3', kernel, initrd, 2, 'mce_persistent_pages=3')
    sizes = re.findall(r'PT_STAT \S+ (\d+)', text)
    check('stat: mce_persistent_pages=3 rounds up to 4: st_size 5 pages',
          sizes == ['20480', '20480'], str(sizes))
    check('stat: no "mce argument ... ignored" for mce_persistent_pages=', 'mce argument' not in text)
    text = boot('stat-pages0', kernel, initrd, 2, 'mce_persistent_pages=0')
    check('stat: mce_persistent_pages=0 disables the files',
          re.search(r'PT_FILES *\n', text) is not None)
    text = boot('stat-smp4', kernel, initrd, 4, '')
    check('stat: one file per CPU with -smp 4',
          'PT_FILES mce_record0 mce_record1 mce_record2 mce_record3' in text)


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
    ensure_packages()
    kernel = kernel or build_kernel()
    initrd = build_initrd(kernel)
    scenarios = {'main': main_scenario, 'overflow': overflow_scenario,
                 'late': late_scenario, 'stat': stat_scenario}
    for name in args or list(scenarios):
        scenarios[name](kernel, initrd)
    print('%d check(s) failed' % len(FAILS) if FAILS else 'all checks passed')
    return 1 if FAILS else 0


if __name__ == '__main__':
    sys.exit(main())
