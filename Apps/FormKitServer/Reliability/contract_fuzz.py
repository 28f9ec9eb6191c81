"""Contract fuzzing: schemathesis walks every operation of /openapi.json against the running server, signed in (the
server's session cookie on every request), with a fixed seed and a bounded number of examples, checking server
errors, response schemas, status codes and content types; its stateful phase follows the document's links, so the
contact and schedule routes get ids (and edits versions) the API gave out."""
import json
import os
import subprocess
import sys
import tempfile
import time

from support import request

CHECKS = ("not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,"
          "no_phone_number_in_errors")  # the last one is the app's own: schemathesis_hooks.py
HERE = os.path.dirname(os.path.abspath(__file__))
# The event stream never ends: schemathesis reads its first event (which comes at once) and checks it against
# the document; a stream with nothing to send (a Last-Event-ID with no later events) is cut after 2 seconds,
# and the stream gets fewer examples than the rest, for the stage's time.
CONFIG = """
max-stream-events = 1

[[operations]]
include-name = "GET /api/events"
request-timeout = 2
generation.max-examples = 10
"""


def side_by_side(servers, tally, artifacts):
    """Fuzzes each `(label, server)` at the same time, one schemathesis process each (each keeps a core busy
    for about two minutes); their figures by label, tallied in the order given."""
    runs = [Run(server, artifacts, label) for label, server in servers]
    return {run.label: run.finish(tally) for run in runs}


class Run:
    """One schemathesis process over one server, started at once; `finish` waits for it and tallies it."""

    def __init__(self, server, artifacts, label, seed=20, examples=100):
        self.label = label
        self.report_dir = os.path.abspath(os.path.join(artifacts, f"schemathesis-{label}"))
        os.makedirs(self.report_dir, exist_ok=True)
        self.ndjson = os.path.join(self.report_dir, "events.ndjson")
        config = os.path.join(self.report_dir, "schemathesis.toml")
        with open(config, "w") as f:
            f.write(CONFIG)
        # The document needs the session too: it is read here, and schemathesis gets it as a file and the server's URL.
        status, _, document = request("GET", server.port, "/openapi.json")
        if status != 200:
            raise RuntimeError(f"GET /openapi.json answered {status}")
        schema = os.path.join(self.report_dir, "openapi.json")
        with open(schema, "wb") as f:
            f.write(document)
        command = [sys.executable, "-m", "schemathesis.cli", "--config-file", config, "run", schema, "--url", server.base,
                   "--checks", CHECKS, "--seed", str(seed),
                   "--max-examples", str(examples), "--workers", "1", "--request-timeout", "10",
                   "--phases", "examples,coverage,fuzzing,stateful", "--no-color",
                   "--report", "junit,ndjson", "--report-junit-path", os.path.join(self.report_dir, "junit.xml"),
                   "--report-ndjson-path", self.ndjson, "--suppress-health-check", "all"]
        # In a scratch folder: no example database from an earlier run is replayed (the seed alone decides the run),
        # and nothing is left in the work tree. Its output goes to a file: a pipe nobody reads until the end
        # would fill and stop it.
        self.scratch = tempfile.TemporaryDirectory(prefix="formkit-schemathesis-")
        self.output_path = os.path.join(self.report_dir, "output.txt")
        self.started = time.monotonic()
        with open(self.output_path, "w") as output:
            self.process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT, text=True, cwd=self.scratch.name, env={
                **os.environ, "SCHEMATHESIS_HOOKS": "schemathesis_hooks", "FORMKIT_SESSION_COOKIE": server.cookie,
                "PYTHONPATH": os.pathsep.join(filter(None, [HERE, os.environ.get("PYTHONPATH")]))})

    def finish(self, tally):
        """Waits for the run, prints the end of its summary, tallies it, and returns its figures."""
        status = self.process.wait()
        seconds = time.monotonic() - self.started
        self.scratch.cleanup()
        figures = summarize(self.ndjson)
        with open(self.output_path) as f:
            summary_lines = [line for line in f.read().splitlines() if line.strip()][-12:]
        for line in summary_lines:
            print("    " + line)
        tally.check(status == 0 and figures["failures"] == 0 and figures["operations"] > 0,
                    f"schemathesis ({self.label}): zero failures",
                    f"{figures['operations']} operations, {figures['examples']} examples, {figures['failures']} failures in {seconds:.0f} s"
                    + (f" (exit {status})" if status else ""))
        return {**figures, "seconds": seconds}


def summarize(ndjson):
    """Operations, test cases and failures counted from schemathesis's event stream."""
    operations, examples, failures = set(), 0, 0
    try:
        with open(ndjson) as f:
            for line in f:
                event = json.loads(line)
                for name, data in event.items():
                    if name == "ScenarioFinished" and isinstance(data, dict):
                        label = (data.get("recorder") or {}).get("label") or data.get("label")
                        if label:
                            operations.add(label)
                        cases = (data.get("recorder") or {}).get("cases") or {}
                        examples += len(cases)
                        checks = (data.get("recorder") or {}).get("checks") or {}
                        failures += sum(1 for results in checks.values()
                                        if any(str(r.get("status")).lower() == "failure" for r in results))
    except (OSError, ValueError):
        pass
    return {"operations": len(operations), "examples": examples, "failures": failures}
