#!/usr/bin/env python3
"""A syslog collector on 127.0.0.1 for the daemon tests.

  syslogd.py udp|tcp|unix PORTFILE OUTFILE [SOCKETPATH] [--port N]

Binds an ephemeral port, or port N with --port (SO_REUSEADDR: a collector
restarted on the same port), or the unix datagram SOCKETPATH, like /dev/log;
writes the port to PORTFILE, then appends every message to OUTFILE, one per
line.  TCP frames are RFC 6587 octet-counted ("LEN SP MSG"), as RFC 5424
over TCP is; a frame that is not is written as "BAD FRAME ...".
"""
import os
import socket
import sys


def serve_tcp(sock, out):
    sock.listen(4)
    while True:
        conn, _ = sock.accept()
        buf = b""
        while True:
            data = conn.recv(65536)
            if not data:
                break
            buf += data
            while b" " in buf:
                n, rest = buf.split(b" ", 1)
                if not n.isdigit():
                    out.write("BAD FRAME %r\n" % buf[:60])
                    out.flush()
                    buf = b""
                    break
                if len(rest) < int(n):
                    break
                out.write(rest[:int(n)].decode(errors="replace") + "\n")
                out.flush()
                buf = rest[int(n):]


def main():
    args = sys.argv[1:]
    fixed = 0
    if "--port" in args:
        i = args.index("--port")
        fixed = int(args[i + 1])
        del args[i:i + 2]
    kind, portfile, outfile = args[:3]
    out = open(outfile, "a")
    if kind == "unix":
        path = args[3]
        if os.path.exists(path):
            os.unlink(path)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        sock.bind(path)
        port = 0
    else:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM if kind == "udp" else socket.SOCK_STREAM)
        # as every real collector does: a restart binds over its old connections' TIME_WAIT
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", fixed))
        port = sock.getsockname()[1]
    if kind == "tcp":
        with open(portfile, "w") as f:
            f.write("%d\n" % port)
        serve_tcp(sock, out)
    with open(portfile, "w") as f:
        f.write("%d\n" % port)
    while True:
        data = sock.recv(65536)
        out.write(data.decode(errors="replace").rstrip("\n") + "\n")
        out.flush()


main()
