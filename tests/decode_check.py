#!/usr/bin/env python3
"""Run table-driven decode cases through `ras decode --json -` and check them.

  decode_check.py RAS CASEFILE...

Case format: tests/decode/README.  Prints one line per failing case and a
summary; exits 1 if any case fails or no case was found.
"""
import json
import shlex
import subprocess
import sys


def parse(path):
    cases = []
    for n, line in enumerate(open(path), 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if "=>" not in s:
            sys.exit("%s:%d: no '=>' in a case" % (path, n))
        inp, exp = s.split("=>", 1)
        want = []
        for item in shlex.split(exp):
            for op in ("~=", "="):
                if op in item:
                    k, v = item.split(op, 1)
                    want.append((k, op, v))
                    break
            else:
                sys.exit("%s:%d: bad expectation '%s'" % (path, n, item))
        cases.append((path, n, inp.strip(), want))
    return cases


KEYS = {"sev": "severity", "bank": "bank_name", "error": "error", "details": "details"}


def main():
    ras, files = sys.argv[1], sys.argv[2:]
    cases = [c for f in files for c in parse(f)]
    if not cases:
        sys.exit("no cases")
    feed = "".join(c[2] + "\n" for c in cases)
    p = subprocess.run([ras, "decode", "--json", "-"], input=feed, capture_output=True, text=True)
    outs = p.stdout.splitlines()
    if p.returncode != 0 or len(outs) != len(cases):
        sys.exit("ras decode: exit %d, %d outputs for %d cases\n%s" %
                 (p.returncode, len(outs), len(cases), p.stderr))
    bad = 0
    for (path, n, inp, want), out in zip(cases, outs):
        got = json.loads(out)
        for k, op, v in want:
            if k not in KEYS:
                sys.exit("%s:%d: unknown key %s" % (path, n, k))
            have = got.get(KEYS[k], "")
            if (op == "=" and have != v) or (op == "~=" and v not in have):
                bad += 1
                print("FAIL %s:%d: %s: %s %s '%s', got '%s'" % (path, n, inp, k, op, v, have))
    print("decode cases: %d, failed: %d" % (len(cases), bad))
    sys.exit(1 if bad else 0)


main()
