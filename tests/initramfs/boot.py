#!/usr/bin/env python3
"""tests/initramfs/boot.py KERNEL INITRD ROOT_IMG CONSOLE_LOG CMDLINE [TIMEOUT]

Boots KERNEL with INITRD and ROOT_IMG as a virtio disk (snapshot: the image is
not written) under QEMU TCG, copies the serial console to CONSOLE_LOG, and
answers the guest's "@@INJECT N" console lines with a corrected machine check
through the QEMU monitor: CPU 0, bank 1, ADDR N * 0x1000.  Exits 0 when the
guest printed "@@END" and powered off, 1 otherwise (said why on stderr).
"""
import os, re, select, socket, subprocess, sys, tempfile, time

kernel, initrd, rootimg, log, cmdline = sys.argv[1:6]
timeout = float(sys.argv[6]) if len(sys.argv) > 6 else 150
STATUS = "0x9c00410000010016"   # VAL EN MISCV ADDRV, corrected, memory read error

tmp = tempfile.mkdtemp(prefix="rasinitramfs-")
mon_path = os.path.join(tmp, "monitor.sock")
cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "Skylake-Server-v1", "-m", "512M",
       "-smp", "2", "-nodefaults", "-display", "none", "-vga", "none", "-no-reboot",
       "-serial", "stdio", "-monitor", f"unix:{mon_path},server,nowait",
       "-kernel", kernel, "-initrd", initrd,
       "-drive", f"file={rootimg},format=raw,if=virtio,snapshot=on",
       "-append", cmdline]
p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                     stderr=open(log + ".qemu-stderr", "wb"))
out = open(log, "wb")
t0 = time.monotonic()
mon = None


def monitor(line):
    """One HMP command; returns what the monitor printed before its next prompt."""
    global mon
    if mon is None:
        for _ in range(50):
            try:
                mon = socket.socket(socket.AF_UNIX)
                mon.connect(mon_path)
                break
            except OSError:
                mon.close()
                mon = None
                time.sleep(0.1)
        if mon is None:
            raise OSError(f"cannot connect to the QEMU monitor at {mon_path}")
        mon.settimeout(10)
        buf = b""
        while b"(qemu)" not in buf:
            buf += mon.recv(4096)
    mon.sendall(line.encode() + b"\n")
    buf = b""
    while b"(qemu)" not in buf:
        buf += mon.recv(4096)
    return buf.decode(errors="replace")


buf = b""
done = 0
rc = 1
injected = set()
try:
    end = t0 + timeout
    while time.monotonic() < end:
        r, _, _ = select.select([p.stdout], [], [], 0.5)
        if not r:
            if p.poll() is not None:
                break
            continue
        chunk = os.read(p.stdout.fileno(), 65536)
        if not chunk:
            break
        buf += chunk
        out.write(chunk)
        out.flush()
        for m in re.finditer(rb"@@INJECT (\d+)\r?\n", buf):
            n = int(m.group(1))
            if n in injected:
                continue
            injected.add(n)
            cmdl = f"mce 0 1 {STATUS} 0x0 {n * 0x1000:#x} 0x0"
            ans = monitor(cmdl)
            print(f"boot.py: {time.monotonic() - t0:6.1f} s: {cmdl}"
                  f"{' -> ' + ans.strip() if 'rror' in ans else ''}", file=sys.stderr)
        if b"\n@@END" in buf:
            done = 1
        for bad in (b"Entering emergency mode", b"Kernel panic", b"Cannot find init!"):
            if bad in buf and not done:
                print(f"boot.py: the guest printed '{bad.decode()}'", file=sys.stderr)
                end = time.monotonic()
    if done:
        p.wait(timeout=max(1, end - time.monotonic()))
        rc = 0
    else:
        print(f"boot.py: no @@END from the guest within {timeout:.0f} s "
              f"(QEMU {'exited ' + str(p.returncode) if p.poll() is not None else 'still running'})",
              file=sys.stderr)
except (OSError, subprocess.TimeoutExpired) as e:
    print(f"boot.py: {e}", file=sys.stderr)
finally:
    if p.poll() is None:
        p.kill()
    p.wait()
    out.close()
    if mon:
        mon.close()
    try:
        os.unlink(mon_path)
    except OSError:
        pass
    os.rmdir(tmp)
print(f"boot.py: {time.monotonic() - t0:.1f} s", file=sys.stderr)
sys.exit(rc)
