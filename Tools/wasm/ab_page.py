"""What the two-build benchmarks (bench_element_ab.py, bench_engine_ab.py) share: the corpus, a median, and
one headless Chromium page with both builds served beside it.

`ab_page(build_a, build_b)` serves each build directory (scripts/build-wasm's .build/wasm, or a copy of an
older one) under a path of its own, /a/ and /b/, and the first again under /a2/ (the control: its
formkit.mjs and module are instances of their own). `formkit-phone.mjs` is served with its element's tag
renamed (formkit-phone-a, -b, -a2), so that the three elements can live in one page. The page at / is
empty and isolated across origins (performance.now() in 5 µs steps, as bench_element.py serves the demo).
"""
import contextlib
import sys

from local_chromium import free_port, headless_chromium, serve

SERVER = """
import http.server, os, sys
roots = {"a": sys.argv[2], "a2": sys.argv[2], "b": sys.argv[3]}
class Builds(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        name, _, rest = self.path.lstrip("/").partition("/")
        if name not in roots:
            body, kind = b"<!doctype html><html lang='en'><title>a/b</title><main></main></html>", "text/html"
        else:
            body = open(os.path.join(roots[name], os.path.basename(rest)), "rb").read()
            kind = "application/wasm" if rest.endswith(".wasm") else "text/javascript"
            if rest == "formkit-phone.mjs":
                body = body.replace(b'"formkit-phone"', f'"formkit-phone-{name}"'.encode())
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *arguments):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Builds).serve_forever()
"""


def read_corpus(path):
    """The as-you-type corpus's sequences, [keys, region], less ZZ's."""
    sequences = []
    for line in open(path, encoding="utf-8"):
        columns = line.rstrip("\n").split("\t")
        if len(columns) >= 2 and columns[1] != "ZZ":
            sequences.append(columns[:2])
    return sequences


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return (ordered[middle] + ordered[(len(ordered) - 1) // 2]) / 2


@contextlib.contextmanager
def ab_page(build_a, build_b):
    """A Chromium driver on the empty isolated page, with the two builds served beside it; both stop
    on leaving."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    with serve([sys.executable, "-c", SERVER, str(port), build_a, build_b], url, quiet=False):
        with headless_chromium(script_timeout=1800) as driver:
            driver.get(url)
            assert driver.execute_script("return crossOriginIsolated"), "the page is not isolated: its timer is coarse"
            yield driver
