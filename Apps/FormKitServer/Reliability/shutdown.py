"""Graceful shutdown on SIGTERM: a request in flight finishes and an open event stream ends cleanly."""
import socket
import threading
import time

from support import json_body, letters


def read_response(s, limit=30):
    """Everything the server sends until it closes the connection."""
    s.settimeout(limit)
    chunks = []
    try:
        while True:
            data = s.recv(65536)
            if not data:
                break
            chunks.append(data)
    except OSError:
        chunks.append(b"<<reset>>")
    return b"".join(chunks)


def read_until(s, received, done, limit=60):
    """Reads from `s` onto `received` (a bytearray) until `done(received)`; whether it came to that (the
    limit, in seconds, is a hang guard)."""
    give_up = time.monotonic() + limit
    while not done(received):
        try:
            s.settimeout(max(0.001, give_up - time.monotonic()))
            data = s.recv(65536)
        except OSError:
            return False
        if not data:
            return done(received)
        received.extend(data)
    return True


def run(server, tally, rows=20_400, batch=20_000):
    """Starts an event stream and a CSV upload; sends SIGTERM once the upload's first batch is in (the
    importer commits every `batch` rows, and the stream then says `refresh`), and the rest of the file once
    the stream has ended (the server is shutting down)."""
    lines = [b"name,country,city,phone\n"] + [
        f"Shutdown {letters(i)},GB,Leeds,020 7946 {i % 10_000:04d}\n".encode() for i in range(rows)]
    first_part, rest = b"".join(lines[:batch + 101]), b"".join(lines[batch + 101:])
    events = socket.create_connection(("127.0.0.1", server.port))
    cookie = f"Cookie: {server.cookie}\r\n".encode()  # signed in, as every check
    events.sendall(b"GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n" + cookie + b"\r\n")
    stream = bytearray()
    opened = read_until(events, stream, lambda got: b"retry: 1000" in got)
    upload = socket.create_connection(("127.0.0.1", server.port))
    upload.sendall(b"POST /api/contacts/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/csv\r\n" + cookie
                   + f"Content-Length: {len(first_part) + len(rest)}\r\nConnection: close\r\n\r\n".encode())
    upload.sendall(first_part)
    mid_upload = opened and read_until(events, stream, lambda got: b"event: refresh" in got)
    tally.check(mid_upload, "SIGTERM: the upload is in flight (its first batch committed)",
                "the event stream said refresh" if mid_upload else f"the event stream said {bytes(stream[-80:])!r}")
    exit_code = {}
    terminator = threading.Thread(target=lambda: exit_code.setdefault("code", server.terminate(timeout=20)))
    sent_at = time.monotonic()
    terminator.start()
    read_until(events, stream, lambda got: got.endswith(b"0\r\n\r\n"))  # the stream's last chunk: shutting down
    upload.sendall(rest)
    answer = read_response(upload)
    stream.extend(read_response(events))
    terminator.join()
    took = time.monotonic() - sent_at
    head, _, payload = answer.partition(b"\r\n\r\n")
    status_line = head.split(b"\r\n")[0].decode(errors="replace")
    report = json_body(payload[payload.find(b"{"):payload.rfind(b"}") + 1]) or {}  # chunked or not
    tally.check(head.startswith(b"HTTP/1.1 200") and report.get("imported") == rows,
                "SIGTERM: the upload in flight finishes", f"{status_line!r}, imported {report.get('imported')} of {rows}")
    tally.check(b"retry: 1000" in stream and stream.endswith(b"0\r\n\r\n"),
                "SIGTERM: the event stream ends cleanly", "chunked stream closed with its last chunk" if stream.endswith(b"0\r\n\r\n") else repr(bytes(stream[-60:])))
    tally.check(exit_code.get("code") == 0, "SIGTERM: the server exits 0", f"exit {exit_code.get('code')} after {took:.2f} s")
    upload.close()
    events.close()
    server.start()
    return {"exit": exit_code.get("code"), "seconds": took, "imported": report.get("imported")}
