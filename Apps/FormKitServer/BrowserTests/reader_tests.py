#!/usr/bin/env python3
"""The app formats for its reader, in a real browser: headless Chromium set to German (de-DE) against
formkit-server with FormKit's WebAssembly build. The contacts page says "vor 11 Minuten" as the server
wrote it and as the page words it again with FormKit in WebAssembly; the text changes to "vor 12
Minuten" at its nextChange with no request; the schedule shows 24-hour times and °C, switches to °F and
back, and an edit typed in °C is stored in °F.

usage: reader_tests.py PATH/TO/formkit-server ARTIFACTS_DIR WASM_DIR
Prints one line per case and closes with "N passed, M failed"; exits 1 when any case failed.
"""
import datetime
import json
import os
import re
import sqlite3
import sys
import tempfile
import traceback
import urllib.request

from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait
from selenium import webdriver

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_support import SESSION_COOKIE, Server, sign_in_browser  # noqa: E402

BINARY, ARTIFACTS, WASM = sys.argv[1], sys.argv[2], sys.argv[3]
GERMAN = "de-DE,de;q=0.9"


def german_driver():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900",
                     "--lang=de-DE"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "de-DE,de"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def header(driver):
    """The schedule's header as written (the style sheet shows it in capitals)."""
    return driver.find_element(By.CSS_SELECTOR, "#schedule thead").get_attribute("textContent")


def fetch(server, path, language=GERMAN):
    request = urllib.request.Request(server.base + path, headers={
        "Accept-Language": language, "Cookie": f"{SESSION_COOKIE}={server.session}"})
    return urllib.request.urlopen(request, timeout=10).read().decode()


def test_contacts_page_says_vor_11_minuten_on_both_sides(driver, server, database):
    # Contact 1 was last changed 11 minutes and 10 seconds ago: "vor 11 Minuten" for 20 more seconds.
    updated = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=11, seconds=10)
    with sqlite3.connect(database) as db:
        db.execute("UPDATE contact SET updated_at = ? WHERE id = 1", (updated.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3],))
    served = fetch(server, "/")
    assert 'data-id="1"' in served
    server_text = served.split('data-id="1"', 1)[1].split('class="updated"', 1)[1].split(">", 1)[1].split("<", 1)[0]
    assert server_text == "vor 11 Minuten", server_text
    driver.get(server.base + "/")
    assert driver.execute_script("return navigator.languages[0]") == "de-DE"
    # The page words the rows itself once FormKit's time module and the German words are loaded.
    WebDriverWait(driver, 20).until(lambda d: d.execute_script(
        "return document.getElementById('contacts').dataset.timesWorded"))
    cell = driver.find_element(By.CSS_SELECTOR, 'tr[data-id="1"] td.updated')
    assert cell.text == server_text, (cell.text, server_text)
    # Every row's text in the page equals the server's.
    page_texts = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "td.updated")]
    server_texts = [part.split(">", 1)[1].split("<", 1)[0] for part in served.split('class="updated"')[1:]]
    assert page_texts == server_texts[: len(page_texts)], (page_texts, server_texts)
    driver.save_screenshot(os.path.join(ARTIFACTS, "app-reader-de-contacts.png"))


def test_the_text_changes_at_next_change_without_a_request(driver, server, database):
    requests_before = driver.execute_script("return performance.getEntriesByType('resource').length")
    worded_before = int(driver.execute_script("return document.getElementById('contacts').dataset.timesWorded"))
    cell = driver.find_element(By.CSS_SELECTOR, 'tr[data-id="1"] td.updated')
    WebDriverWait(driver, 40).until(lambda _: cell.text == "vor 12 Minuten")
    requests_after = driver.execute_script("return performance.getEntriesByType('resource').length")
    worded_after = int(driver.execute_script("return document.getElementById('contacts').dataset.timesWorded"))
    assert requests_after == requests_before, (requests_before, requests_after)
    # One wording for the change, not a poll every few seconds.
    assert worded_after == worded_before + 1, (worded_before, worded_after)


def test_schedule_in_24_hour_times_and_celsius(driver, server, database):
    driver.get(server.base + "/schedule")
    written = header(driver)
    assert "Heating °C" in written and "Cooling °C" in written, written
    times = [c.text for c in driver.find_elements(By.CSS_SELECTOR, 'td[data-field="time"]')]
    assert times and all(len(t) == 5 and t[2] == ":" and "M" not in t for t in times), times
    heating = driver.find_element(By.CSS_SELECTOR, 'td[data-field="heating"]').text
    assert "," in heating, heating
    driver.save_screenshot(os.path.join(ARTIFACTS, "app-reader-de-schedule.png"))


def test_the_switch_shows_fahrenheit_and_back(driver, server, database):
    driver.find_element(By.ID, "temperature-unit").click()
    WebDriverWait(driver, 10).until(lambda d: "Heating °F" in header(d))
    fahrenheit = driver.find_element(By.CSS_SELECTOR, 'td[data-field="heating"]').text
    api = json.loads(fetch(server, "/api/schedule", language="en-US"))
    assert fahrenheit.replace(",", ".") == api["sections"][0]["rows"][0]["heating"], (fahrenheit, api)
    driver.find_element(By.ID, "temperature-unit").click()
    WebDriverWait(driver, 10).until(lambda d: "Heating °C" in header(d))


def test_an_edit_in_celsius_is_stored_in_fahrenheit(driver, server, database):
    cell = driver.find_element(By.CSS_SELECTOR, 'td[data-field="cooling"]')
    cell.click()
    field = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "input.cell-input"))
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("27,5", Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda _: driver.find_element(By.CSS_SELECTOR, 'td[data-field="cooling"]').text == "27,5")
    api = json.loads(fetch(server, "/api/schedule", language="en-US"))
    assert api["sections"][0]["rows"][0]["cooling"] == "81.5", api["sections"][0]["rows"][0]
    # A time typed on the 24-hour clock.
    time_cell = driver.find_element(By.CSS_SELECTOR, 'td[data-field="time"]')
    time_cell.click()
    field = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "input.cell-input"))
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("6:45", Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda _: driver.find_element(By.CSS_SELECTOR, 'td[data-field="time"]').text == "06:45")
    api = json.loads(fetch(server, "/api/schedule", language="en-US"))
    assert api["sections"][0]["rows"][0]["time"] == "6:45 AM", api["sections"][0]["rows"][0]


def test_a_new_locale_is_fetched_and_worded_on_first_use(driver, server, database):
    # Measured, not judged on time (BENCHMARKS.md, Timestamps). The contacts page preloads its reader's
    # words (de-DE here: the server knows the locale from Accept-Language), so their first use in the
    # page, contacts.js's first row, finds them in hand; French's are fetched on their first use.
    driver.get(server.base + "/")
    answer = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        FormKitLocal.ready.then((formkit) => formkit.timestamps()).then(async (time) => {
          const table = document.getElementById("contacts");
          while (!table.dataset.timesWorded) await new Promise((resolve) => setTimeout(resolve, 5));
          const reader = time.firstUseMilliseconds.get("de-DE");
          const preload = document.querySelector('link[rel="preload"][data-formkit="time-words"]');
          // One request for the reader's words: the page's fetch is the preload's, not a second one.
          const requests = performance.getEntriesByType("resource")
            .filter((entry) => preload && entry.name === preload.href).length;
          const now = new Date();
          const started = performance.now();
          await time.loadLocale("fr-FR");
          const { text } = time.timeAgo(new Date(now.getTime() - 180000), now, { locale: "fr-FR" });
          const firstUse = performance.now() - started;
          const again = performance.now();
          time.timeAgo(new Date(now.getTime() - 240000), now, { locale: "fr-FR" });
          const textAgain = performance.now() - again;
          // A second new locale, once the module's code has run: the steady cost of a first use.
          const second = performance.now();
          await time.loadLocale("es-ES");
          const spanish = time.timeAgo(new Date(now.getTime() - 180000), now, { locale: "es-ES" }).text;
          done({ text, firstUse, again: textAgain, spanish, secondUse: performance.now() - second,
                 reader, preload: preload?.getAttribute("href"), requests,
                 recordedFrench: time.firstUseMilliseconds.get("fr-FR") });
        }).catch((error) => done({ error: String(error) }));
    """)
    assert answer.get("text") == "il y a 3 minutes" and answer.get("spanish") == "hace 3 minutos", answer
    assert re.fullmatch(r"/wasm-time/[0-9a-f]{16}/time-words/[0-9]+\.txt", answer.get("preload") or ""), answer
    assert answer["requests"] == 1 and answer.get("reader") is not None, answer
    assert answer.get("recordedFrench") is not None, answer
    print(f"     first use of the reader's de-DE in the page: {answer['reader']:.2f} ms (words preloaded); "
          f"of fr-FR: {answer['firstUse']:.2f} ms (words fetched from the server), "
          f"then {answer['again']:.3f} ms a text; first use of es-ES after it: {answer['secondUse']:.2f} ms")


CASES = [
    test_contacts_page_says_vor_11_minuten_on_both_sides,
    test_the_text_changes_at_next_change_without_a_request,
    test_schedule_in_24_hour_times_and_celsius,
    test_the_switch_shows_fahrenheit_and_back,
    test_an_edit_in_celsius_is_stored_in_fahrenheit,
    test_a_new_locale_is_fetched_and_worded_on_first_use,
]


def main():
    os.makedirs(ARTIFACTS, exist_ok=True)
    work = tempfile.mkdtemp()
    database = os.path.join(work, "reader.sqlite")
    server = Server(BINARY, database, "--wasm", WASM, log_dir=work)
    driver = german_driver()
    driver.set_script_timeout(20)
    sign_in_browser(driver, server.base, server.session)
    passed = failed = 0
    try:
        for case in CASES:
            try:
                case(driver, server, database)
                passed += 1
                print(f"ok   {case.__name__}")
            except Exception:  # each case reports and the run goes on
                failed += 1
                print(f"FAIL {case.__name__}")
                traceback.print_exc()
                driver.save_screenshot(os.path.join(ARTIFACTS, f"failed-{case.__name__}.png"))
    finally:
        driver.quit()
        server.stop()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
