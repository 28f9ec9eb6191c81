#!/usr/bin/env python3
"""Browser tests for the app at scale: two formkit-server instances on one PostgreSQL database, a headless
Chromium on each, and the CSV upload. The cluster is a throwaway one (scripts/with-postgres sets
FORMKIT_TEST_POSTGRES_URL); each server runs on a free loopback port and is stopped at the end.

usage: scripts/with-postgres live_tests.py PATH/TO/formkit-server ARTIFACTS_DIR
Prints one line per case and closes with "N passed, M failed"; exits 1 when any case failed.
"""
import os
import subprocess
import sys
import tempfile
import time
import traceback

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

BINARY, ARTIFACTS = sys.argv[1], sys.argv[2]
WAIT = 20  # a hang guard on each wait for an event, not a time limit: a change arrives in moments or not at all

# The helpers of the SQLite browser tests, without running their cases.
sys.path.insert(0, os.path.dirname(__file__))
from browser_support import Server, make_driver, sign_in_browser  # noqa: E402


def keep_event_sources(driver):
    """Has every page this browser loads keep its EventSources in window.formkitEventSources, before its own
    scripts run, so that a test can see when the page's events stream is open."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const PageEventSource = window.EventSource;
        window.formkitEventSources = [];
        window.EventSource = class extends PageEventSource {
          constructor(...args) { super(...args); window.formkitEventSources.push(this); }
        };"""})


admin = os.environ["FORMKIT_TEST_POSTGRES_URL"]
subprocess.run(["psql", admin, "-qc", "CREATE DATABASE formkit_live"], check=True)
database = admin.rsplit("/", 1)[0] + "/formkit_live"
tmp = tempfile.mkdtemp(prefix="formkit-live-")
first, second = Server(BINARY, database, log_dir=tmp), Server(BINARY, database, log_dir=tmp)
one, two = make_driver(), make_driver()
keep_event_sources(one)
keep_event_sources(two)
cases = []


def case(function):
    cases.append(function)
    return function


def wait_for(driver, condition, message, seconds=WAIT):
    return WebDriverWait(driver, seconds).until(lambda _: condition(), message)


def open_page(driver, server, path):
    sign_in_browser(driver, server.base, server.session)  # the instances share the database, so the session too
    driver.get(server.base + path)
    wait_for(driver, lambda: driver.execute_script("return document.readyState") == "complete", "page load")
    # The server subscribes a stream to its events before it answers, so an open stream misses no change.
    wait_for(driver, lambda: driver.execute_script(
        "return window.formkitEventSources.some(s => s.readyState === EventSource.OPEN)"), "events stream open")


def cell(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector)


def edit(driver, selector, text, enter=True):
    target = cell(driver, selector)
    target.click()
    field = wait_for(driver, lambda: target.find_element(By.TAG_NAME, "input"), "cell editor")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text, *([Keys.ENTER] if enter else []))
    return target, field


@case
def an_edit_on_one_instance_appears_on_the_other_without_a_reload():
    open_page(one, first, "/")
    open_page(two, second, "/")
    two.execute_script("document.body.dataset.marker = 'not reloaded'")
    edit(one, 'tr[data-id="1"] td[data-field="city"]', "Bath")
    wait_for(two, lambda: cell(two, 'tr[data-id="1"] td[data-field="city"]').text == "Bath", "edit arrives")
    assert two.execute_script("return document.body.dataset.marker") == "not reloaded"
    assert cell(two, 'tr[data-id="1"]').get_attribute("data-version") == "2"


@case
def a_cell_being_edited_keeps_the_typed_text_and_offers_keep_mine_or_take_theirs():
    open_page(one, first, "/")
    open_page(two, second, "/")
    target, field = edit(two, 'tr[data-id="2"] td[data-field="city"]', "Typed here", enter=False)
    edit(one, 'tr[data-id="2"] td[data-field="city"]', "Elsewhere")
    # The same field changed on the other instance: the typed text stays, and the page asks which to keep.
    choice = wait_for(two, lambda: target.find_element(By.CSS_SELECTOR, ".cell-choice"), "keep mine / take theirs")
    assert "Someone else changed this to “Elsewhere”" in target.text, target.text
    assert field.get_attribute("value") == "Typed here"
    choice.find_element(By.XPATH, ".//button[text()='Keep mine']").click()
    wait_for(two, lambda: not target.find_elements(By.TAG_NAME, "input"), "mine saved")
    wait_for(one, lambda: cell(one, 'tr[data-id="2"] td[data-field="city"]').text == "Typed here", "mine reaches the other")
    two.save_screenshot(os.path.join(ARTIFACTS, "app-live-conflict.png"))


@case
def a_schedule_edit_appears_on_the_other_instance():
    open_page(one, first, "/schedule")
    open_page(two, second, "/schedule")
    edit(one, 'tr[data-id="1"] td[data-field="heating"]', "77")
    wait_for(two, lambda: cell(two, 'tr[data-id="1"] td[data-field="heating"]').text == "77.0", "slot arrives")


@case
def the_import_upload_reports_and_both_pages_show_the_new_rows():
    open_page(one, first, "/")
    open_page(two, second, "/")
    path = os.path.join(tmp, "contacts.csv")
    with open(path, "w", encoding="utf-8-sig") as csv:
        csv.write('name,country,city,phone\r\nAaron Able,UK,Leeds,020 7946 0100\r\n'
                  'Aaron Bad,UK,Leeds,12\r\n"Aaron, Comma",US,,+1 202-555-0111\r\nAaron Cole,US,"Austin, TX",+1 202-555-0112\r\n')
    one.find_element(By.ID, "import-file").send_keys(path)
    report = one.find_element(By.ID, "import-report")
    wait_for(one, lambda: "imported 2, rejected 2" in report.text, "import report")
    assert "line 3: phone:" in report.text and "line 4: name:" in report.text, report.text
    assert "12" not in report.text.split("line 3: phone:")[1].split("\n")[0]
    wait_for(one, lambda: "Aaron Able" in one.find_element(By.ID, "contacts").text, "rows on this page")
    # The other page is not reset under its reader: it offers the new rows.
    offer = two.find_element(By.ID, "new-contacts")
    wait_for(two, lambda: offer.is_displayed() and offer.text == "2 new contacts — show", "new rows offered")
    offer.click()
    wait_for(two, lambda: "Aaron Cole" in two.find_element(By.ID, "contacts").text, "rows on the other instance")
    one.save_screenshot(os.path.join(ARTIFACTS, "app-import.png"))


os.makedirs(ARTIFACTS, exist_ok=True)
passed = failed = 0
for test in cases:
    started = time.time()
    try:
        test()
        passed += 1
        print(f"ok   {test.__name__} ({time.time() - started:.1f}s)", flush=True)
    except Exception:
        failed += 1
        print(f"FAIL {test.__name__}", flush=True)
        traceback.print_exc()
        one.save_screenshot(os.path.join(ARTIFACTS, f"app-failed-{test.__name__}-one.png"))
        two.save_screenshot(os.path.join(ARTIFACTS, f"app-failed-{test.__name__}-two.png"))
one.quit()
two.quit()
first.stop()
second.stop()
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
