"""Graceful shutdown on SIGTERM: a request in flight finishes and an open event stream ends cleanly."""
import socket
import threading
import time

from support import json_body


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


def run(server, tally, rows=400):
    """Starts a CSV upload and an event stream, sends SIGTERM mid-upload, then finishes the upload."""
    lines = [b"name,country,city,phone\n"] + [
        f"Shutdown {chr(97 + i % 26)}{chr(97 + i // 26 % 26)}{chr(97 + i // 676)},GB,Leeds,020 7946 {i:04d}\n".encode()
        for i in range(rows)]
    body = b"".join(lines)
    events = socket.create_connection(("127.0.0.1", server.port))
    events.sendall(b"GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    time.sleep(0.3)
    upload = socket.create_connection(("127.0.0.1", server.port))
    upload.sendall(b"POST /api/contacts/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/csv\r\n"
                   + f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode())
    half = len(body) // 2
    upload.sendall(body[:half])
    time.sleep(0.3)
    exit_code = {}
    terminator = threading.Thread(target=lambda: exit_code.setdefault("code", server.terminate(timeout=20)))
    sent_at = time.monotonic()
    terminator.start()
    time.sleep(0.5)
    upload.sendall(body[half:])
    answer = read_response(upload)
    stream = read_response(events)
    terminator.join()
    took = time.monotonic() - sent_at
    head, _, payload = answer.partition(b"\r\n\r\n")
    status_line = head.split(b"\r\n")[0].decode(errors="replace")
    report = json_body(payload[payload.find(b"{"):payload.rfind(b"}") + 1]) or {}  # chunked or not
    tally.check(head.startswith(b"HTTP/1.1 200") and report.get("imported") == rows,
                "SIGTERM: the upload in flight finishes", f"{status_line!r}, imported {report.get('imported')} of {rows}")
    tally.check(b"retry: 1000" in stream and stream.endswith(b"0\r\n\r\n"),
                "SIGTERM: the event stream ends cleanly", "chunked stream closed with its last chunk" if stream.endswith(b"0\r\n\r\n") else repr(stream[-60:]))
    tally.check(exit_code.get("code") == 0, "SIGTERM: the server exits 0", f"exit {exit_code.get('code')} after {took:.2f} s")
    upload.close()
    events.close()
    server.start()
    return {"exit": exit_code.get("code"), "seconds": took, "imported": report.get("imported")}
