#!/usr/bin/env python3
"""tests/eco_check.py: what a real receiver (rsyslog, syslog-ng, journald) got
from ras, against what ras wrote and counted.

  eco_check.py received KIND OUT INPUT DAEMON_DIR [DROPPED]
      KIND rsyslog, syslog-ng: OUT as contrib/receivers/*-ras.conf write it
           (rsyslog: mmpstrucdata's tree under "json"; syslog-ng: format-json
           with _SDATA);
           journal: journalctl -o json.
      INPUT: the receiver's input to look at (imtcp, s_udp, ..., or "-").
      DAEMON_DIR: the daemon's log and json (tests/lib.sh daemon_start).
      Checks: every message the receiver got is a line of ras's text log,
      none twice; the lines it did not get are exactly DROPPED (what ras
      counted, default 0) plus the drop reports written after the daemon's
      last send; every record's structured data / RAS_* fields equal its
      JSON record's values.  Prints "N records, M notes" or why not; exit 1.
"""
import json
import re
import sys
from collections import Counter

TS = re.compile(r'^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ ')


def log_messages(path):
    """ras's text log as the messages syslog got: no timestamp, notes
    without 'ras: '."""
    out = []
    for line in open(path, encoding='utf-8', errors='replace'):
        line = line.rstrip('\n')
        m = TS.match(line)
        if not m:
            continue
        msg = line[m.end():]
        if msg.startswith('ras: '):
            msg = msg[5:]
        out.append(msg)
    return out


def received(kind, path, inp):
    """(msg, params or None) of each ras message the receiver got."""
    got = []
    for line in open(path, encoding='utf-8', errors='replace'):
        line = line.rstrip('\n')
        if not line:
            continue
        if kind == 'rsyslog':    # contrib/receivers/rsyslog-ras.conf
            j = json.loads(line)
            tree = j.get('json', {})
            if j.get('program') != 'ras' or (inp != '-' and tree.get('input') != inp):
                continue
            got.append((j.get('msg', '').lstrip(' '),
                        tree.get('rfc5424-sd', {}).get('ras@32473')))
        elif kind == 'syslog-ng':
            j = json.loads(line)
            if j.get('program') != 'ras' or (inp != '-' and j.get('src') != inp):
                continue
            got.append((j.get('msg', ''), j.get('_SDATA', {}).get('ras@32473')))
        else:
            j = json.loads(line)
            if j.get('SYSLOG_IDENTIFIER') != 'ras':
                continue
            p = {k[4:].lower(): v for k, v in j.items() if k.startswith('RAS_')}
            p['_message_id'] = j.get('MESSAGE_ID')
            p['_priority'] = j.get('PRIORITY')
            got.append((j.get('MESSAGE', ''), p or None))
    return got


JIDS = {'mce': '6f6b413d4c3e4de19826fb6ba3e1595a',
        'memory': '1a159dfe76f64e599f6e0d30414c540a',
        'note': '945c8cbbb8684708a361bf46930e4595'}
PRIO = {'fatal': '2', 'corrected': '4', 'corrected-threshold': '4', 'invalid': '5'}


def want_params(rec):
    """What ras's structured data should say of its JSON record."""
    w = {'kind': rec.get('kind', 'mce'), 'severity': rec['severity']}
    for k in ('cpu', 'bank'):
        if k in rec:
            w[k] = str(rec[k])
    for k in ('status', 'addr'):
        if k in rec:
            w[k] = rec[k]
    if 'time' in rec:
        w['time'] = rec['time']
    if isinstance(rec.get('dimm'), dict) and rec['dimm'].get('locator'):
        w['dimm'] = rec['dimm']['locator']
    return w


def main():
    kind, path, inp, ddir = sys.argv[2:6]
    dropped = int(sys.argv[6]) if len(sys.argv) > 6 else 0
    sent = log_messages(ddir + '/log')
    got = received(kind, path, inp)
    errs = []
    cnt = Counter(m for m, _ in got)
    twice = [m for m, n in cnt.items() if n > 1]
    if twice:
        errs.append('%d messages received more than once: %s' % (len(twice), twice[0][:120]))
    missing = Counter(sent) - cnt
    extra = cnt - Counter(sent)
    if extra:
        errs.append('%d received messages are not in the log: %s' % (
            sum(extra.values()), next(iter(extra))[:160]))
    # written after the last send (the exit's drop reports): never sent
    stop = max((i for i, m in enumerate(sent) if m.startswith('stopping: ')), default=len(sent))
    late = Counter(m for m in sent[stop + 1:] if re.search(r': \d+ messages dropped \(', m))
    lost = sum((missing - late).values())
    if lost != dropped:
        ex = next(iter(missing - late), '')
        errs.append('%d messages missing at the receiver, ras counted %d dropped (one: %s)'
                    % (lost, dropped, ex[:160]))
    # structured data against the JSON log, by record address
    recs = {}
    for line in open(ddir + '/json', encoding='utf-8'):
        r = json.loads(line)
        if r.get('kind') != 'action' and 'addr' in r:
            recs[(r.get('cpu'), r['addr'])] = r
    nrec = nnote = bad = 0
    for msg, p in got:
        if not re.match(r'CPU \d+ bank \d+ ', msg):
            nnote += 1
            if kind == 'journal' and (p or {}).get('_message_id') != JIDS['note']:
                bad += 1
                errs.append('note without the note MESSAGE_ID: %s' % msg[:80]) if bad < 3 else None
            continue
        nrec += 1
        if inp in ('imuxsock', 's_ux'):
            continue    # RFC 3164: no structured data
        m = re.match(r'CPU (\d+) .* addr (0x[0-9a-f]+) ', msg)
        rec = recs.get((int(m.group(1)), m.group(2))) if m else None
        if rec is None:
            errs.append('no JSON record for: %s' % msg[:100])
            continue
        w = want_params(rec)
        have = {k: v for k, v in (p or {}).items() if not k.startswith('_')}
        if kind == 'journal':
            if p.get('_message_id') != JIDS[w['kind']]:
                have['MESSAGE_ID'] = p.get('_message_id')
            if p.get('_priority') != PRIO.get(w['severity'], '3'):
                have['PRIORITY'] = p.get('_priority')
        if have != w:
            bad += 1
            if bad < 3:
                errs.append('parameters %s, JSON says %s' % (have, w))
    if errs:
        print('; '.join(errs))
        sys.exit(1)
    print('%d records, %d notes; %d missing = %d counted dropped + %d exit reports'
          % (nrec, nnote, lost + sum(late.values()), dropped, sum(late.values())))


if __name__ == '__main__':
    main()
