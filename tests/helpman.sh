#!/usr/bin/env bash
# tests/helpman.sh: 'ras COMMAND --help' and rasd.8 document the same
# options, for dump, decode, daemon, top, dimms, doctor, health and summary, both ways; and what the
# program accepts (the getopt tables in ras.c) is documented.  Standalone
# runner: for each command prints the mismatches, then "ok - "/"FAIL - "
# lines (tests/testlib.py; tests.sh relays them), then their count; exits 1
# if any failed.  Needs a built ras
# ('make').
#
#   tests/helpman.sh [RAS [MANPAGE]]      default ./ras and ./rasd.8
#
# What counts as documented:
#   --help   the option column of each entry ("  -c, --cpu N   text"),
#            including lists such as "--format, --tracefs ... as for dump";
#            an option named only inside another one's text (--trigger's
#            "--trigger-severity") counts, and is listed as a note
#   rasd.8   the .It entries of the list in ".Ss ras COMMAND"; for the
#            daemon also the key list of "Configuration file" (each key is
#            a long option), reported where it differs from the entries
#   ras.c    each command's struct option table and getopt short string
# A short option is matched with its long one when written "-c, --cpu"
# (help), "Fl c , \-cpu" (rasd.8) or given the same letter (ras.c).
set -u
cd "$(dirname "$0")/.." || exit 1
RAS=${1:-./ras}
MAN=${2:-rasd.8}
. tests/lib.sh
[ -x "$RAS" ] || { fail "helpman: $RAS is not built (make)"; summary helpman; exit; }
[ "$(readlink -f "$RAS")" != "$PWD/ras" ] || make -q ras 2>/dev/null ||
	echo "   note: ./ras is older than its sources; run make first"
exec python3 - "$RAS" "$MAN" ras.c contrib/ras.conf.example <<'EOF'
import re, subprocess, sys
sys.path.insert(0, 'tests')
import testlib

ras, manpage, source, confex = sys.argv[1:5]
COMMANDS = ['dump', 'decode', 'daemon', 'top', 'dimms', 'doctor', 'health', 'summary']
OPT = re.compile(r'(?<![\w/-])(--[a-z0-9][a-z0-9-]*|-[A-Za-z0-9])(?![\w-])')

def say(ok, what, lines=()):
    for l in lines:
        print('   ' + l)
    testlib.check(what, ok, '%d mismatch%s' % (len(lines), '' if len(lines) == 1 else 'es'))

def pairs_in(tokens):
    """short option immediately followed by a long one: -c, --cpu"""
    return {(a, b) for a, b in zip(tokens, tokens[1:]) if not a.startswith('--') and b.startswith('--')}

# ---- --help -----------------------------------------------------------------
def parse_help(text):
    lines = text.splitlines()
    # the description column: most common start of text after the option column
    cols = {}
    for l in lines:
        m = re.match(r'^( {2,}-\S.*?\S)( {2,})\S', l)
        if m:
            c = len(m.group(1)) + len(m.group(2))
            cols[c] = cols.get(c, 0) + 1
    col = max(cols, key=cols.get) if cols else 0
    opts, mentions, pairs = [], set(), set()
    for l in lines:
        if re.match(r'^ {2,}-', l):
            if col and len(l) > col and l[col - 1] == ' ' and l[col] != ' ':
                head, text = l[:col], l[col:]
            else:
                m = re.match(r'^(.*?\S)(?: {2,}(.*))?$', l)
                head, text = m.group(1), m.group(2) or ''
            toks = OPT.findall(head)
            opts += toks
            pairs |= pairs_in(toks)
            mentions |= set(OPT.findall(text))
        elif l.startswith(' '):
            mentions |= set(OPT.findall(l))
    return set(opts), mentions - set(opts), pairs

# ---- rasd.8 -------------------------------------------------------------------
DELIMS = {',', ';', '|', '.', ':', '(', ')', '[', ']', '?', '!'}

def mdoc_words(line):
    line = line.replace('\\-', '-').replace('\\&', '')
    return re.findall(r'"[^"]*"|\S+', line)

def flags_of(line):
    """the options an .It (or .Op) line names: the arguments of Fl"""
    out, mode = [], None
    for w in mdoc_words(line)[1:]:
        if re.fullmatch(r'[A-Z][a-z][a-z]?', w):
            mode = w
            continue
        if mode == 'Fl' and w not in DELIMS:
            out.append('-' + w)
    return out

def parse_man(path):
    text = open(path).read().splitlines()
    cmds = {c: {'opts': [], 'pairs': set()} for c in COMMANDS}
    cur, depth, keys, in_conf = None, 0, [], False
    for l in text:
        m = re.match(r'^\.S[hs] (.*)', l)
        if m:
            name = m.group(1).strip()
            mm = re.fullmatch(r'ras (\w+)', name)
            cur = mm.group(1) if mm and mm.group(1) in cmds else None
            in_conf = name == 'Configuration file'
            depth = 0
            continue
        if cur:
            if l.startswith('.Bl'):
                depth += 1
            elif l.startswith('.El'):
                depth -= 1
            elif l.startswith('.It') and depth == 1:
                toks = flags_of(l)
                cmds[cur]['opts'] += toks
                cmds[cur]['pairs'] |= pairs_in(toks)
        if in_conf and l.startswith('.Cm ') and ' , ' in l:
            keys += [w for w in mdoc_words(l)[1:] if w not in DELIMS]
    for c in cmds:
        cmds[c]['opts'] = set(cmds[c]['opts'])
    return cmds, keys

# ---- ras.c ----------------------------------------------------------------------
def parse_source(path):
    src = open(path).read()
    out = {}
    for c in COMMANDS:
        m = re.search(r'static const struct option %s_longopts\[\] = \{(.*?)\n\};' % c, src, re.S)
        if not m:
            continue
        longs = re.findall(r'\{\s*"([^"]+)",\s*\w+,\s*NULL,\s*([^ }]+)\s*\}', m.group(1))
        g = re.search(r'getopt_long\(\s*argc,\s*argv,\s*("[^"]*"|\w+),\s*%s_longopts' % c, src)
        short = g.group(1) if g else '""'
        if not short.startswith('"'):
            s = re.findall(r'\b%s\s*=\s*"([^"]*)"' % short, src[:g.start()])
            short = s[-1] if s else ''
        short = short.strip('"').replace(':', '')
        opts = {'--' + n for n, _ in longs} | {'-' + ch for ch in short}
        pairs = {('-' + v[1], '--' + n) for n, v in longs if re.fullmatch(r"'.'", v) and v[1] in short}
        out[c] = (opts, pairs)
    return out

def items(missing, pairs):
    """missing options as (label, tokens), sorted; a short and its long one
    missing together are one item ("-v, --verbose"); alone, the other one
    is named: "-F (--format)" """
    out, done = [], set()
    for o in sorted(missing, key=lambda o: (o.lstrip('-').lower(), o)):
        if o in done:
            continue
        mate = [b if a == o else a for a, b in pairs if o in (a, b)]
        if mate and mate[0] in missing:
            done.add(mate[0])
            out.append(('%s, %s' % tuple(sorted((o, mate[0]), key=len)), {o, mate[0]}))
        elif mate:
            out.append(('%s (%s)' % (o, mate[0]), {o}))
        else:
            out.append((o, {o}))
    return out

def expand(opts):
    """-1jv (mdoc's Fl 1jv) is -1 -j -v"""
    out = []
    for o in opts:
        out += ['-' + ch for ch in o[1:]] if not o.startswith('--') and len(o) > 2 else [o]
    return out

def parse_synopsis(path):
    syn, cur, on = {}, None, False
    for l in open(path).read().splitlines():
        if l.startswith('.Sh '):
            on = l.strip() == '.Sh SYNOPSIS'
            continue
        if not on:
            continue
        if l.startswith('.Nm'):
            cur = None
        elif l.startswith('.Cm ') and cur is None:
            w = mdoc_words(l)[1:]
            cur = w[0] if w and w[0] in COMMANDS else None
            syn.setdefault(cur, set())
        elif cur and l.startswith('.Op'):
            syn[cur] |= set(expand(flags_of(l)))
    return syn

man, keys = parse_man(manpage)
synopsis = parse_synopsis(manpage)
code = parse_source(source)
for c in COMMANDS:
    h = subprocess.run([ras, c, '--help'], capture_output=True, text=True)
    if h.returncode != 0 or not h.stdout:
        say(False, '%s: ras %s --help' % (c, c), ['exit %d, stderr: %s' % (h.returncode, h.stderr[:200])])
        continue
    hopts, hment, hpairs = parse_help(h.stdout)
    mopts, mpairs = man[c]['opts'], man[c]['pairs']
    if not mopts:
        say(False, '%s: rasd.8 has an option list' % c, ['no .It entries found under ".Ss ras %s"' % c])
        continue
    bad = ['%s: %s in rasd.8, not in ras %s --help' % (c, o, c) for o, _ in items(mopts - hopts - hment, mpairs)]
    bad += ['%s: %s in ras %s --help, not in rasd.8' % (c, o, c) for o, _ in items(hopts - mopts, hpairs)]
    for s, l in sorted(hpairs ^ mpairs):
        if s in hopts and s in mopts and l in hopts and l in mopts:
            bad.append('%s: %s and %s paired in %s only' % (c, s, l, '--help' if (s, l) in hpairs else 'rasd.8'))
    notes = ['%s: note: --help names %s only inside another option\'s text' % (c, o) for o, _ in items(hment & mopts - hopts, ())]
    for n in notes:
        print('   ' + n)
    say(not bad, '%s: ras %s --help and rasd.8 document the same options' % (c, c), bad)
    if synopsis.get(c):     # the daemon's is '[options]'
        # every entry in the SYNOPSIS (by itself or by its short/long mate), but -h
        syn, sb = synopsis[c], []
        for o, t in items(mopts - {'-h', '--help'}, mpairs):
            mates = t | {x for p in mpairs if t & set(p) for x in p}
            if not mates & syn:
                sb.append('%s: %s in rasd.8 entries, not in its SYNOPSIS' % (c, o))
        sb += ['%s: %s in rasd.8 SYNOPSIS, no entry' % (c, o) for o, _ in items(syn - mopts, ())]
        say(not sb, '%s: rasd.8 SYNOPSIS and entries agree' % c, sb)
    if c == 'daemon':
        want = {o[2:] for o in mopts if o.startswith('--')} - {'config', 'help', 'input'}  # input: a dry run, command line only
        kb = ['daemon: key %s in rasd.8 Configuration file, no --%s entry in rasd.8 (nor in --help: %s)'
              % (k, k, 'yes' if ('--' + k) in hopts | hment else 'no') for k in sorted(set(keys) - want)]
        kb += ['daemon: --%s in rasd.8 entries, not a key in its Configuration file list' % k for k in sorted(want - set(keys))]
        say(not kb, 'daemon: rasd.8 configuration keys are the daemon options', kb)
        ex = set(re.findall(r'^#?([a-z][a-z-]*) = ', open(confex).read(), re.M))
        eb = ['daemon: key %s in rasd.8, not in contrib/ras.conf.example' % k for k in sorted(set(keys) - ex)]
        eb += ['daemon: key %s in contrib/ras.conf.example, not in rasd.8' % k for k in sorted(ex - set(keys))]
        say(not eb, 'daemon: contrib/ras.conf.example shows every configuration key', eb)
    if c in code:
        copts, cpairs = code[c]
        miss = copts - hopts - hment
        cb = ['%s: %s accepted (ras.c), not in --help%s' % (c, o, '' if t & mopts else ' nor in rasd.8')
              for o, t in items(miss, cpairs)]
        cb += ['%s: %s in --help, not accepted by ras.c\'s option table' % (c, o) for o, _ in items(hopts - copts, ())]
        say(not cb, '%s: what ras %s accepts is in its --help' % (c, c), cb)
sys.exit(testlib.summary('helpman'))
EOF
