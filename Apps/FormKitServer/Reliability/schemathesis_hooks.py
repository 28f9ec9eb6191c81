"""The app's own rule as a schemathesis check (loaded through SCHEMATHESIS_HOOKS): an error message never
repeats a phone number, or any run of five or more digits, that the request sent. And the run is signed in: every
call but `DELETE /api/session` carries the session cookie, so that signing out does not end the run's own session."""
import json
import os
import re

import schemathesis

DIGIT_RUN = re.compile(r"\d{5,}")


def sent_digit_runs(value):
    """Every run of five or more digits in the strings of a request body (digits alone: "020 7946" counts as 0207946)."""
    if isinstance(value, str):
        digits = "".join(c for c in value if c.isdigit())
        return set(DIGIT_RUN.findall(value)) | ({digits} if len(digits) >= 5 else set())
    if isinstance(value, dict):
        return set().union(*(sent_digit_runs(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(sent_digit_runs(v) for v in value)) if value else set()
    return set()


@schemathesis.check
def no_phone_number_in_errors(ctx, response, case):
    """An error's `error` message holds none of the digit runs the request sent."""
    if response.status_code < 400:
        return
    try:
        message = json.loads(response.content).get("error", "")
    except (ValueError, AttributeError):
        return
    message_digits = "".join(c for c in message if c.isdigit())
    for run in sent_digit_runs(case.body) | sent_digit_runs(case.query or {}):
        if run in message or run in message_digits:
            raise AssertionError(f"The error message repeats digits the request sent: {run}")


@schemathesis.hook
def before_call(ctx, case, kwargs):
    """Every call carries the run's session (FORMKIT_SESSION_COOKIE) but signing out, which is fuzzed without it:
    a sign-out with the run's own cookie would end the session for every operation after it."""
    cookie = os.environ.get("FORMKIT_SESSION_COOKIE")
    headers = {k: v for k, v in (case.headers or {}).items() if k.lower() != "cookie"}
    if cookie and not (case.method.upper() == "DELETE" and case.path == "/api/session"):
        headers["Cookie"] = cookie
    case.headers = headers
