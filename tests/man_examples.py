#!/usr/bin/env python3
"""man_examples.py RAS: rasd.8's examples are what ras prints.  The text block of OUTPUT
FORMATS against the record of the real 6.1 pages it shows (tests/tracefs/linux-6.1), wrapped
lines joined and '...' a wildcard; every '$ ras decode' and '$ ras tables' example runs, exit 0,
with output."""
import os, re, shlex, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib as t  # noqa: E402

ras = sys.argv[1]
man = open("rasd.8").read()

def say(ok, what):
    t.check(what, ok)

block = man.split(".Ss Text block", 1)[1].split(".Bd -literal -offset indent\n", 1)[1].split("\n.Ed", 1)[0]
pattern = r"\s+".join(".*".join(re.escape(part) for part in word.split("...")) for word in block.split())
out = subprocess.run([ras, "dump", "-S", "tracefs", "-T", "tests/tracefs/linux-6.1"], capture_output=True,
                     text=True).stdout
rec = [b for b in out.split("\n\n") if b.startswith(block.split("\n", 1)[0])]
say(bool(rec) and re.fullmatch(pattern, " ".join(rec[0].split())) is not None,
    "rasd.8's text block example is the block ras prints for that record" +
    ("" if rec else " (no such record)"))
for line in re.findall(r"^\.Dl \$ (ras (?:decode|tables) .*)$", man, re.M):
    cmd = line.replace("\\(dq", '"').replace("\\et", "\\t").split("|")[0]
    r = subprocess.run([ras] + shlex.split(cmd)[1:], capture_output=True, text=True)
    say(r.returncode == 0 and r.stdout.strip() != "", "rasd.8 example runs: %s" % cmd.strip())
sys.exit(t.summary("rasd.8 examples"))
