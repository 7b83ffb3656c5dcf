"""tests/testlib.py: result lines of the Python runners, the same as tests/lib.sh
prints them, so that tests.sh (lib.sh's relay) counts them:

    ok - NAME
    FAIL - NAME: WHY
    skip - NAME: WHY
    # NAME: P passed, F failed, S skipped in T s      (summary, the last line)

    import testlib as t         (sys.path: the tests directory)
    t.check(name, condition, why)   t.ok(name)   t.fail(name, why)   t.skip(name, why)
    sys.exit(t.summary('dimms'))    # 1 if any check failed
"""
import sys
import time

passed = failed = skipped = 0
failures = []
_t0 = time.time()


def _say(line):
    print(line, flush=True)


def ok(name):
    global passed
    passed += 1
    _say('ok - ' + name)


def fail(name, why=''):
    global failed
    failed += 1
    failures.append(name)
    _say('FAIL - %s%s' % (name, ': ' + why if why else ''))


def skip(name, why=''):
    global skipped
    skipped += 1
    _say('skip - %s%s' % (name, ': ' + why if why else ''))


def check(name, condition, why=''):
    """ok or fail by condition; returns it"""
    if condition:
        ok(name)
    else:
        fail(name, why)
    return bool(condition)


def summary(name, note=''):
    """the summary line; returns the exit status (1 if any check failed)"""
    _say('# %s: %d passed, %d failed, %d skipped in %d s%s'
         % (name, passed, failed, skipped, time.time() - _t0, ' (%s)' % note if note else ''))
    for f in failures:
        _say('#   failed: ' + f)
    return 1 if failed else 0
