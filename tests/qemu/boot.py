#!/usr/bin/env python3
"""tests/qemu/boot.py -- boot Debian's stock kernel under QEMU TCG and run one guest scenario.

    tests/qemu/boot.py [options] SCENARIO.sh

Builds the initramfs (initramfs.sh) around SCENARIO.sh, boots it, serves the guest's requests
on the control channel (ttyS1) until the guest reports a result, QEMU exits or the hard
timeout expires, then writes everything to the output directory and exits with:

    0 pass   1 fail   2 timeout   3 guest died without a result (panic, reset)   4 harness
    error   5 skip (guest called `skip`, or the scenario needs ras and none was given)

Scenario files may carry defaults in header comments (options on the command line win):

    # qemu-kernels: 6.1 6.12              Debian kernel series (kernel.sh --series; default 6.1;
                                           boot.py uses the first, run-all.sh and e2e.sh all)
    # qemu-cpus: Skylake-Server-v1 EPYC    CPU models (boot.py uses the first; run-all.sh all)
    # qemu-cpus-6.12: EPYC-Milan           CPU models on that kernel series (default: qemu-cpus)
    # qemu-smp: 2
    # qemu-timeout: 120                    hard timeout in seconds (whole run, boot included)
    # qemu-cmdline: trace_event=mce:mce_record
    # qemu-reboot: yes                     guest may reboot (panic=1, no -no-reboot)
    # qemu-needs: ras                      skip (exit 5) unless --ras is given
    # qemu-modules: ramoops                include modules (loadable with load_module)
    # qemu-modules-6.1: virtio_pci         more modules on that kernel series only (a driver
                                           that is =m there and built in elsewhere)
    # qemu-load: mce-inject                include and load at boot
    # qemu-build: guest/hwpoison.c         C helpers (paths under tests/qemu), built static
                                           with musl-gcc, installed as /bin/<name>
    # qemu-args: -smbios type=17,serial=S1  extra QEMU arguments (shell words), before --qemu-arg's;
                                           $REPO in them is the repository root (for fixtures:
                                           -smbios file=$REPO/tests/fixtures/...)

Output directory (default <repo>/tests/out/qemu/<scenario>-<series>-<cpu>/):
    console.log      the whole serial console (ttyS0): kernel messages and scenario output
    control.log      timestamped transcript of the control channel and QMP events
    files/NAME       every file the guest sent with putfile
    result.json      result, message, timings (boot, marks, total), files, command line
    qemu.stderr, qemu-cmd.txt, initramfs.cpio.gz
Only Python's standard library is used.
"""

import argparse
import base64
import ctypes
import hashlib
import json
import os
import re
import selectors
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

EXIT = {"pass": 0, "fail": 1, "timeout": 2, "crash": 3, "error": 4, "skip": 5}
DEFAULT_CPU = "Skylake-Server-v1"
DEFAULT_SERIES = "6.1"
END = "@@END"
TAIL_LINES = 60


class HarnessError(Exception):
    pass


def parse_header(path):
    """Collect '# qemu-KEY: VALUE' lines from the scenario (first 60 lines)."""
    hdr = {}
    if not path:
        return hdr
    with open(path, errors="replace") as f:
        for i, line in enumerate(f):
            if i >= 60:
                break
            m = re.match(r"#\s*qemu-([a-z0-9.-]+):\s*(.*?)\s*$", line)
            if m:
                hdr[m.group(1)] = m.group(2)
    return hdr


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="boot.py", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 2)[2])
    p.add_argument("scenario", nargs="?", help="guest scenario script (busybox sh); "
                   "none: just boot and pass")
    p.add_argument("--cpu", help=f"QEMU CPU model (default: header, else {DEFAULT_CPU})")
    p.add_argument("--smp", help="number of vCPUs, or QEMU's -smp with a topology "
                   "(4,sockets=1,cores=2,threads=2) (default 2)")
    p.add_argument("--mem", default="512M", help="guest memory (default 512M)")
    p.add_argument("--cmdline", default="", help="extra kernel command line, appended")
    p.add_argument("--timeout", type=float, help="hard timeout in seconds (default 120)")
    p.add_argument("--reboot", action="store_true", default=None,
                   help="let the guest reboot (panic=1, no -no-reboot); /init runs again "
                        "and RASTEST_BOOT counts boots")
    p.add_argument("--max-boots", type=int, default=3,
                   help="with --reboot: more boots than this is a failure (default 3)")
    p.add_argument("--out", help="output directory")
    p.add_argument("--ras", help="static ras binary, installed in the guest as /bin/ras")
    p.add_argument("--file", action="append", default=[], metavar="SRC[:DEST]",
                   help="extra file for the guest (default DEST /root/BASENAME)")
    p.add_argument("--module", action="append", default=[], help="include kernel module")
    p.add_argument("--load", action="append", default=[],
                   help="include kernel module and load it at boot")
    p.add_argument("--kernel-series", metavar="SERIES",
                   help=f"Debian kernel series, 6.1 or 6.12 (default: first of the header's "
                        f"qemu-kernels, else {DEFAULT_SERIES})")
    p.add_argument("--kernel", help="kernel image (default: Debian's, via kernel.sh)")
    p.add_argument("--bzimage", action="store_true",
                   help="boot Debian's compressed vmlinuz (as a bootloader would) instead of "
                        "the same kernel uncompressed via PVH (the default: ~4.5 s faster)")
    p.add_argument("--initrd", help="prebuilt initramfs (skips initramfs.sh; scenario, "
                   "--ras, --file, --module are then ignored)")
    p.add_argument("--accel", default="tcg", help="QEMU accelerator (default tcg; KVM does "
                   "not work on the project's machines)")
    p.add_argument("--qemu-arg", action="append", default=[], help="extra QEMU argument")
    p.add_argument("-x", "--xtrace", action="store_true",
                   help="run the scenario with `set -x` (trace on the console)")
    p.add_argument("-v", "--verbose", action="store_true", help="stream the console to stdout")
    p.add_argument("-q", "--quiet", action="store_true", help="print only the summary line")
    return p.parse_args(argv)


def resolve_options(a):
    hdr = parse_header(a.scenario)
    o = argparse.Namespace(**vars(a))
    o.name = os.path.splitext(os.path.basename(a.scenario))[0] if a.scenario else "boot"
    # --kernel FILE without --kernel-series: not one of Debian's; named "custom" in the summary
    o.series = a.kernel_series or ("custom" if a.kernel else
                                   (hdr.get("kernels", "").split() or [DEFAULT_SERIES])[0])
    o.cpu = a.cpu or (hdr.get("cpus-" + o.series, hdr.get("cpus", "")).split() or [DEFAULT_CPU])[0]
    o.smp = a.smp or hdr.get("smp", "2")
    o.timeout = a.timeout or float(hdr.get("timeout", "120"))
    o.reboot = a.reboot if a.reboot is not None else hdr.get("reboot", "no").lower() in ("yes", "1", "true")
    o.cmdline = " ".join(x for x in (hdr.get("cmdline", ""), a.cmdline) if x)
    o.modules = hdr.get("modules", "").split() + hdr.get("modules-" + o.series, "").split() + a.module
    o.load = hdr.get("load", "").split() + a.load
    o.needs = hdr.get("needs", "").split()
    o.build = hdr.get("build", "").split()
    # $REPO: repository-relative files (fixtures) whatever the working directory
    o.qemu_arg = shlex.split(hdr.get("args", "").replace("$REPO", shlex.quote(REPO))) + a.qemu_arg
    o.out = os.path.abspath(a.out or os.path.join(REPO, "tests", "out", "qemu",
                                                  f"{o.name}-{o.series}-{o.cpu}"))
    return o


def run_checked(cmd, what):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=None, text=True)
    if r.returncode != 0:
        raise HarnessError(f"{what} failed (exit {r.returncode}): {shlex.join(cmd)}")
    return r.stdout


def ensure_deps():
    run_checked(["bash", "-c", f". {shlex.quote(os.path.join(HERE, 'common.sh'))} && qemu_ensure_deps"],
                "installing host packages")


def get_kernel(series):
    out = run_checked(["bash", os.path.join(HERE, "kernel.sh"), "--series", series],
                      f"kernel.sh --series {series}")
    env = dict(shlex.split(line)[0].split("=", 1) for line in out.splitlines() if "=" in line)
    return env


def build_initrd(o, kenv):
    cmd = ["bash", os.path.join(HERE, "initramfs.sh"), "-o", os.path.join(o.out, "initramfs.cpio.gz")]
    if o.scenario:
        cmd += ["--scenario", o.scenario]
    if o.ras:
        cmd += ["--ras", o.ras]
    for f in o.file:
        cmd += ["--file", f]
    for src in o.build:
        name = os.path.splitext(os.path.basename(src))[0]
        exe = os.path.join(o.out, name)
        run_checked(["musl-gcc", "-static", "-O2", "-Wall", "-o", exe, os.path.join(HERE, src)],
                    f"building {src}")
        cmd += ["--file", f"{exe}:/bin/{name}"]
    for m in o.modules + o.load:
        cmd += ["--module", m]
    env = dict(os.environ, **kenv)
    r = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env)
    if r.returncode != 0:
        raise HarnessError(f"initramfs.sh failed (exit {r.returncode})")
    return r.stdout.strip().splitlines()[-1]


def set_pdeathsig():
    """Runs in the QEMU child before exec: die with the driver, even if it is SIGKILLed."""
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except OSError:
        pass


class LineConn:
    """A connected socket with a byte buffer split into lines."""

    def __init__(self, sock):
        self.sock = sock
        self.buf = b""
        self.eof = False

    def fill(self):
        try:
            data = self.sock.recv(65536)
        except BlockingIOError:
            return b""
        except OSError:                  # ECONNRESET when QEMU exits with unread data
            data = b""
        if not data:
            self.eof = True
        self.buf += data
        return data

    def lines(self):
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            yield line.rstrip(b"\r").decode("utf-8", "replace")


class Run:
    def __init__(self, o):
        self.o = o
        self.t0 = None
        self.result = None          # (kind, message)
        self.expect_crash = None
        self.boots = []             # [{host_s, guest_uptime}]
        self.marks = {}
        self.files = []
        self.qmp_events = []
        self.putfile = None         # in-progress upload: dict(name, size, md5, chunks)
        self.console_first = None   # host time of the first console byte (kernel started)
        self.kernel = None
        self.kver = None            # uname -r, from kernel.sh (or the guest's hello)
        self.qemu_rc = None
        self.rid = "-"              # id of the request being answered
        self.ctl_log = open(os.path.join(o.out, "control.log"), "w", buffering=1)
        self.console_log = open(os.path.join(o.out, "console.log"), "wb")

    # --- helpers ---------------------------------------------------------------------------
    def now(self):
        return time.monotonic() - self.t0

    def clog(self, direction, text):
        self.ctl_log.write(f"{self.now():9.3f} {direction} {text}\n")

    def say(self, msg):
        if not self.o.quiet:
            print(f"qemu[{self.o.name}/{self.o.series}/{self.o.cpu}] {self.now():7.2f}s {msg}", flush=True)

    def reply(self, lines, status=0):
        """Answer the current request: payload lines, then the end marker with its id."""
        # Leading "\n": ends any partial line still queued from before a guest reset, so it
        # cannot glue onto this reply. Every line carries the request id, so stale ones are
        # recognisable and ignored by the guest.
        data = "\n" + "".join(f"{self.rid}|{l}\n" for l in lines) + f"{END} {self.rid} {status}\n"
        for l in lines:
            self.clog("<", f"{self.rid}|{l}")
        self.clog("<", f"{END} {self.rid} {status}")
        # Blocking send: a long reply (say `mon info mtree`) may exceed the socket buffer while
        # the guest reads it a byte at a time; it drains as QEMU feeds the UART.
        self.ctl.sock.settimeout(60)
        try:
            self.ctl.sock.sendall(data.encode())
        except socket.timeout:
            self.clog("--", "guest stopped reading the control channel; reply dropped")
        except OSError as e:             # QEMU gone (guest crashed right after asking)
            self.clog("--", f"control channel closed ({e}); reply dropped")
        finally:
            self.ctl.sock.setblocking(False)

    # --- QMP -----------------------------------------------------------------------------
    def qmp_cmd(self, execute, arguments=None, timeout=30.0):
        msg = {"execute": execute}
        if arguments:
            msg["arguments"] = arguments
        self.qmp.sock.sendall((json.dumps(msg) + "\n").encode())
        deadline = time.monotonic() + timeout
        self.qmp.sock.setblocking(True)
        try:
            while True:
                for line in self.qmp.lines():
                    obj = json.loads(line)
                    if "event" in obj:
                        self.qmp_event(obj)
                    elif "return" in obj or "error" in obj:
                        return obj
                left = deadline - time.monotonic()
                if left <= 0:
                    raise HarnessError(f"QMP {execute}: no answer in {timeout}s")
                self.qmp.sock.settimeout(left)
                try:
                    self.qmp.fill()
                except socket.timeout:
                    continue
                if self.qmp.eof:
                    raise HarnessError(f"QMP {execute}: QEMU closed the monitor")
        finally:
            self.qmp.sock.setblocking(False)

    def qmp_event(self, obj):
        ev = obj.get("event")
        data = obj.get("data", {})
        self.qmp_events.append({"t": round(self.now(), 3), "event": ev, "data": data})
        self.clog("QMP", f"event {ev} {json.dumps(data)}")

    def qmp_pump(self):
        self.qmp.fill()
        for line in self.qmp.lines():
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            if "event" in obj:
                self.qmp_event(obj)

    # --- control channel requests -----------------------------------------------------------
    def on_ctl_line(self, line):
        """One line from the guest: "ID VERB ARGS", or base64 payload of a putfile."""
        if self.putfile is not None:
            if line == ".":
                self.finish_putfile()
                return
            if " " not in line:
                self.putfile["chunks"].append(line)
                return
            # Base64 has no spaces: the sender died mid-upload and this is a new request.
            pf, self.putfile = self.putfile, None
            self.rid = pf["rid"]
            self.clog("--", f"putfile {pf['name']} abandoned by the guest")
            self.reply(["error: upload interrupted"], 1)
        self.clog(">", line)
        self.rid, _, rest = line.partition(" ")
        verb, _, rest = rest.partition(" ")
        try:
            handler = getattr(self, "req_" + verb, None)
            if handler is None:
                self.reply([f"error: unknown request '{verb}'"], 2)
            else:
                handler(rest)
        except HarnessError as e:
            self.reply([f"error: {e}"], 1)

    def req_hello(self, rest):
        args = rest.split()
        self.boots.append({"host_s": round(self.now(), 3),
                           "guest_uptime_s": float(args[0]) if args else None})
        if len(args) > 1 and not self.kver:
            self.kver = args[1]         # --kernel FILE: the guest says what it booted
        n = len(self.boots)
        self.say(f"guest /init up (boot {n}, guest uptime {args[0] if args else '?'} s)")
        if n > self.o.max_boots and self.result is None:
            self.result = ("fail", f"guest booted {n} times (limit --max-boots {self.o.max_boots})")
        self.reply([f"boot {n}"])

    def req_mon(self, cmd):
        r = self.qmp_cmd("human-monitor-command", {"command-line": cmd})
        if "error" in r:
            self.reply([f"error: {r['error'].get('desc', r['error'])}"], 1)
            return
        out = r["return"].replace("\r", "").split("\n")
        if out and out[-1] == "":
            out.pop()
        self.reply(out, 0)

    def req_mark(self, name):
        self.marks[name.strip() or f"mark{len(self.marks)}"] = round(self.now(), 3)
        self.reply([])

    def req_expect(self, rest):
        what, _, msg = rest.partition(" ")
        if what != "crash":
            raise HarnessError(f"unknown expectation '{what}'")
        self.expect_crash = msg or "expected crash"
        self.say(f"guest expects a crash: {self.expect_crash}")
        self.reply([])

    def req_result(self, rest):
        kind, _, msg = rest.partition(" ")
        if kind not in ("pass", "fail", "skip"):
            raise HarnessError(f"bad result '{kind}'")
        if self.result is None:
            self.result = (kind, msg)
        self.say(f"guest reports {kind.upper()}{': ' + msg if msg else ''}")
        self.reply([])

    def req_putfile(self, rest):
        """Header of an upload; the reply is sent once the payload's "." has arrived."""
        parts = rest.split()
        if len(parts) != 3:
            raise HarnessError("usage: putfile NAME SIZE MD5")
        name, size, md5 = parts
        pf = {"rid": self.rid, "name": name, "size": int(size), "md5": md5, "chunks": [],
              "error": None}
        # Only relative names below files/: no way out of the output directory.
        if name.startswith("/") or any(seg in ("", ".", "..") for seg in name.split("/")):
            pf["error"] = f"bad file name '{name}'"
        self.putfile = pf

    def finish_putfile(self):
        pf, self.putfile = self.putfile, None
        self.rid = pf["rid"]
        if pf["error"]:
            self.clog(">", f"putfile rejected: {pf['error']}")
            self.reply([f"error: {pf['error']}"], 1)
            return
        try:
            data = base64.b64decode("".join(pf["chunks"]), validate=True)
        except ValueError as e:
            self.reply([f"error: bad base64: {e}"], 1)
            return
        if len(data) != pf["size"] or hashlib.md5(data).hexdigest() != pf["md5"]:
            self.reply([f"error: got {len(data)} bytes md5 {hashlib.md5(data).hexdigest()}, "
                        f"expected {pf['size']} md5 {pf['md5']}"], 1)
            return
        dest = os.path.join(self.o.out, "files", pf["name"])
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(data)
        if pf["name"] not in self.files:
            self.files.append(pf["name"])
        self.clog(">", f"(putfile {pf['name']}: {len(data)} bytes, md5 ok)")
        self.say(f"received file {pf['name']} ({len(data)} bytes)")
        self.reply([])

    # --- QEMU ---------------------------------------------------------------------------------
    def qemu_command(self, kernel, initrd, sockdir):
        o = self.o
        append = f"console=ttyS0 panic={1 if o.reboot else -1}"
        if o.load:
            append += " rastest.load=" + ",".join(o.load)
        if o.xtrace:
            append += " rastest.xtrace"
        if o.cmdline:
            append += " " + o.cmdline
        cmd = ["qemu-system-x86_64", "-accel", o.accel, "-cpu", o.cpu, "-m", o.mem,
               "-smp", str(o.smp),
               # -nodefaults: no NIC, floppy, CD-ROM, parallel port or default serial/monitor
               # for the guest to probe; we add exactly the devices we use.
               "-nodefaults", "-display", "none", "-vga", "none",
               "-kernel", kernel, "-initrd", initrd, "-append", append,
               # ttyS0 = console, ttyS1 = control channel, QMP for the host. All three are
               # client sockets to listeners this driver opened before starting QEMU, so
               # they are connected before the first guest instruction: nothing is lost.
               "-chardev", f"socket,id=con,path={sockdir}/console.sock",
               "-serial", "chardev:con",
               "-chardev", f"socket,id=ctl,path={sockdir}/ctl.sock",
               "-serial", "chardev:ctl",
               "-chardev", f"socket,id=qmp,path={sockdir}/qmp.sock",
               "-mon", "chardev=qmp,mode=control",
               # A human monitor for debugging a live run: socat - UNIX:<sockdir>/hmp.sock
               "-monitor", f"unix:{sockdir}/hmp.sock,server=on,wait=off"]
        if not o.reboot:
            cmd.append("-no-reboot")
        cmd += o.qemu_arg
        return cmd, append

    def run(self, kernel, initrd):
        o = self.o
        # Socket paths must stay below the 108-byte sun_path limit: use a short /tmp dir,
        # not the (possibly deep) output directory.
        sockdir = tempfile.mkdtemp(prefix="rasq-")
        listeners = {}
        proc = None
        try:
            for name in ("console", "ctl", "qmp"):
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.bind(os.path.join(sockdir, name + ".sock"))
                s.listen(1)
                listeners[name] = s
            cmd, append = self.qemu_command(kernel, initrd, sockdir)
            with open(os.path.join(o.out, "qemu-cmd.txt"), "w") as f:
                f.write(shlex.join(cmd) + "\n")
            self.t0 = time.monotonic()
            stderr = open(os.path.join(o.out, "qemu.stderr"), "wb")
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=stderr, stderr=stderr,
                                    preexec_fn=set_pdeathsig)
            self.clog("--", f"qemu pid {proc.pid}: {shlex.join(cmd)}")
            self.say(f"booting {o.cpu} smp={o.smp} accel={o.accel}: {append}")
            conns = self.accept_all(listeners, proc)
            self.console, self.ctl, self.qmp = conns["console"], conns["ctl"], conns["qmp"]
            for c in conns.values():
                c.sock.setblocking(False)
            self.qmp_handshake()
            self.loop(proc)
        finally:
            if proc is not None and proc.poll() is None:
                self.stop_qemu(proc)
            for s in listeners.values():
                s.close()
            shutil.rmtree(sockdir, ignore_errors=True)
            self.console_log.close()
        self.qemu_rc = proc.returncode if proc else None

    def accept_all(self, listeners, proc):
        conns = {}
        deadline = time.monotonic() + 30
        sel = selectors.DefaultSelector()
        for name, s in listeners.items():
            sel.register(s, selectors.EVENT_READ, name)
        while len(conns) < len(listeners):
            if proc.poll() is not None:
                raise HarnessError(f"QEMU exited at startup (status {proc.returncode}); "
                                   f"see {o_path(self.o, 'qemu.stderr')}")
            if time.monotonic() > deadline:
                raise HarnessError("QEMU did not connect its chardev sockets within 30 s")
            for key, _ in sel.select(0.2):
                sock, _ = key.fileobj.accept()
                conns[key.data] = LineConn(sock)
                sel.unregister(key.fileobj)
        sel.close()
        return conns

    def qmp_handshake(self):
        self.qmp.sock.setblocking(True)
        self.qmp.sock.settimeout(30)
        while "\n" not in self.qmp.buf.decode(errors="replace"):
            self.qmp.fill()
            if self.qmp.eof:
                raise HarnessError("QMP closed before its greeting")
        greeting = json.loads(next(self.qmp.lines()))
        self.clog("QMP", f"greeting {json.dumps(greeting.get('QMP', {}).get('version', {}))}")
        r = self.qmp_cmd("qmp_capabilities")
        if "error" in r:
            raise HarnessError(f"qmp_capabilities: {r['error']}")

    def loop(self, proc):
        o = self.o
        sel = selectors.DefaultSelector()
        sel.register(self.console.sock, selectors.EVENT_READ, "console")
        sel.register(self.ctl.sock, selectors.EVENT_READ, "ctl")
        sel.register(self.qmp.sock, selectors.EVENT_READ, "qmp")
        deadline = self.t0 + o.timeout
        result_at = None
        while True:
            if proc.poll() is not None:
                self.drain_console()
                self.clog("--", f"qemu exited with status {proc.returncode}")
                break
            now = time.monotonic()
            if self.result is not None and result_at is None:
                result_at = now          # guest powers off right after its result
            if result_at is not None and now - result_at > 15:
                self.clog("--", "guest did not power off 15 s after its result; quitting QEMU")
                break
            if now > deadline:
                if self.result is None:
                    self.result = ("timeout", f"no result within {o.timeout:g} s")
                self.drain_console()
                break
            for key, _ in sel.select(min(0.2, max(0.0, deadline - now))):
                conn = getattr(self, key.data)
                data = conn.fill() if key.data != "qmp" else None
                if key.data == "console":
                    if data and self.console_first is None:
                        self.console_first = round(self.now(), 3)
                    self.console_log.write(data)
                    self.console_log.flush()
                    conn.buf = b""       # the console is not parsed: keep no copy
                    if o.verbose:
                        sys.stdout.write(data.decode("utf-8", "replace"))
                        sys.stdout.flush()
                elif key.data == "ctl":
                    for line in conn.lines():
                        self.on_ctl_line(line)
                else:
                    self.qmp_pump()
                if conn.eof:
                    sel.unregister(conn.sock)
        sel.close()

    def drain_console(self):
        try:
            self.console.sock.setblocking(False)
            while True:
                data = self.console.fill()
                if not data:
                    break
                self.console_log.write(data)
                self.console.buf = b""
        except OSError:
            pass
        self.console_log.flush()

    def stop_qemu(self, proc):
        """Polite first (QMP quit lets QEMU flush), then SIGKILL."""
        try:
            self.qmp_cmd("quit", timeout=3)
        except (HarnessError, OSError, ValueError, AttributeError):
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def rel(path):
    """Path relative to the working directory when below it (short messages), else absolute."""
    r = os.path.relpath(path)
    return path if r.startswith("..") else r


def o_path(o, name):
    return os.path.join(o.out, name)


def console_lines(o):
    try:
        with open(o_path(o, "console.log"), "rb") as f:
            return f.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return []


def console_tail(o, n=TAIL_LINES):
    """What to show after a failure: the scenario's part of the console when it is short
    (everything since /init started), else the last n lines."""
    lines = console_lines(o)
    starts = [i for i, l in enumerate(lines) if l.startswith("RASTEST_INIT ")]
    if starts and len(lines) - starts[-1] <= 150:
        return lines[starts[-1]:]
    return lines[-n:]


def panic_reason(o):
    for line in console_lines(o)[-400:]:
        if "Kernel panic" in line or "Fatal machine check" in line:
            return line.strip()
    return None


def on_sigterm(signum, frame):
    # Turn SIGTERM (timeout(1), a CI runner giving up) into the same clean-up as Ctrl-C:
    # QEMU stopped, sockets removed, result.json written.
    raise KeyboardInterrupt


def main(argv):
    signal.signal(signal.SIGTERM, on_sigterm)
    a = parse_args(argv)
    o = resolve_options(a)
    if a.scenario and not os.path.isfile(a.scenario):
        print(f"boot.py: no such scenario: {a.scenario}", file=sys.stderr)
        return EXIT["error"]
    if "ras" in o.needs and not o.ras and not o.initrd:
        print(f"qemu: SKIP {o.name} [{o.series} {o.cpu}]: needs a ras binary (--ras)")
        return EXIT["skip"]
    os.makedirs(o.out, exist_ok=True)
    # Start from a clean slate, except the cached initramfs (rebuilt only if inputs changed).
    for name in ("console.log", "control.log", "result.json", "qemu.stderr", "qemu-cmd.txt"):
        try:
            os.unlink(o_path(o, name))
        except FileNotFoundError:
            pass
    shutil.rmtree(o_path(o, "files"), ignore_errors=True)

    run = None
    wall0 = time.monotonic()
    try:
        ensure_deps()
        kenv = get_kernel(o.series) if not a.kernel else {}
        # Default: the uncompressed vmlinux through PVH (no xz decompression inside TCG).
        kernel = a.kernel or (not a.bzimage and kenv.get("QEMU_KERNEL_VMLINUX")) \
            or kenv["QEMU_KERNEL_IMAGE"]
        initrd = a.initrd or build_initrd(o, kenv)
        run = Run(o)
        run.kernel = kernel
        run.kver = kenv.get("QEMU_KERNEL_VERSION")
        run.run(kernel, initrd)
    except HarnessError as e:
        print(f"qemu: ERROR {o.name} [{o.series} {o.cpu}]: {e}", file=sys.stderr)
        if run is None or run.t0 is None:
            return EXIT["error"]
        run.result = run.result or ("error", str(e))
    except KeyboardInterrupt:
        if run is None or run.t0 is None:
            raise
        run.result = ("error", "interrupted")
    except Exception as e:           # a harness bug: still report, with the console tail
        import traceback
        traceback.print_exc()
        if run is None or run.t0 is None:
            return EXIT["error"]
        run.result = ("error", f"harness exception: {e!r}")

    kind, msg = run.result or (None, "")
    if kind is None:
        if run.expect_crash:
            kind, msg = "pass", f"guest died as expected ({run.expect_crash})"
        else:
            reason = panic_reason(o)
            kind = "crash"
            msg = (f"guest died without a result: {reason}" if reason else
                   f"QEMU exited (status {run.qemu_rc}) without a result from the guest")
    total = time.monotonic() - run.t0
    res = {
        "scenario": o.name, "scenario_path": a.scenario, "cpu": o.cpu, "smp": o.smp,
        "accel": o.accel, "mem": o.mem, "kernel": run.kernel, "kernel_series": o.series,
        "kernel_version": run.kver, "reboot": o.reboot, "result": kind, "message": msg,
        "exit_code": EXIT[kind], "total_s": round(total, 3),
        "setup_s": round(run.t0 - wall0, 3),
        "first_console_s": run.console_first,
        "boot_s": run.boots[0]["host_s"] if run.boots else None, "boots": run.boots,
        "marks": run.marks, "files": run.files, "qemu_status": run.qemu_rc,
        "qmp_events": run.qmp_events, "timeout_s": o.timeout, "cmdline": o.cmdline,
    }
    with open(o_path(o, "result.json"), "w") as f:
        json.dump(res, f, indent=2)
        f.write("\n")

    boot = f", boot {res['boot_s']:.1f} s" if res["boot_s"] is not None else ""
    print(f"qemu: {kind.upper()} {o.name} [{o.series} {o.cpu}, smp {o.smp}] {total:.1f} s{boot}"
          f"{': ' + msg if msg and kind != 'pass' else ''} -> {rel(o.out)}", flush=True)
    if kind not in ("pass", "skip"):
        print(f"---- end of {rel(o_path(o, 'console.log'))} ----")
        for line in console_tail(o):
            print("  " + line)
        try:
            # TCG's "doesn't support requested feature" warnings are expected noise.
            err = "\n".join(l for l in open(o_path(o, "qemu.stderr"), errors="replace").read().splitlines()
                            if "TCG doesn't support requested feature" not in l).strip()
        except OSError:
            err = ""
        if err:
            print("---- qemu.stderr ----\n" + err)
        print("---- end ----", flush=True)
    return EXIT[kind]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
