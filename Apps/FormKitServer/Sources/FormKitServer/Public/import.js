// The CSV import (Templates/import.mustache): the file is first checked without saving anything, then
// imported. The person sees the upload's progress and can cancel it; is asked to map the columns when the
// header does not say which is which; chooses whether rows that repeat a contact (or an earlier row) are
// skipped; and gets a report with the summary first, then the refused rows grouped by cause, each quoting
// the value (a phone only by its row), and the refused rows as a CSV to fix and import again.
// After an import the page gets a `contacts-imported` event (detail: the report).
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const panel = document.getElementById("import");
  if (!panel) return;
  const fileInput = document.getElementById("import-file");
  const progress = document.getElementById("import-progress");
  const progressBar = document.getElementById("import-progress-bar");
  const progressLabel = document.getElementById("import-progress-label");
  const cancelButton = document.getElementById("import-cancel");
  const mapping = document.getElementById("import-mapping");
  const report = document.getElementById("import-report");
  const status = document.getElementById("import-status");
  let request = null;       // the upload under way
  let downloadURL = null;   // the refused rows' CSV, as a blob URL
  let columns = null;       // the person's mapping, as query parameters

  function say(text) { status.textContent = text; }

  // POSTs the file; resolves to {status, data}, or null when cancelled or unreachable.
  function send(query, label) {
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      request = xhr;
      xhr.open("POST", "/api/contacts/import" + (query ? "?" + query : ""));
      xhr.setRequestHeader("Content-Type", "text/csv");
      progress.hidden = false;
      progressLabel.textContent = label;
      progressBar.removeAttribute("value");
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) progressBar.value = Math.round((event.loaded / event.total) * 100);
      };
      xhr.upload.onload = () => { progressBar.removeAttribute("value"); progressLabel.textContent = label.replace("Reading", "Checking"); };
      xhr.onload = () => {
        let data = null;
        try { data = JSON.parse(xhr.responseText); } catch (_) { data = null; }
        resolve({ status: xhr.status, data });
      };
      xhr.onerror = () => resolve({ status: 0, data: null });
      xhr.onabort = () => resolve(null);
      xhr.send(fileInput.files[0]);
    }).finally(() => { request = null; progress.hidden = true; });
  }

  cancelButton.addEventListener("click", () => { if (request) request.abort(); });

  function element(tag, text, attributes = {}) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    return node;
  }

  function plural(count, one, many) { return `${count.toLocaleString()} ${count === 1 ? one : many}`; }

  // The refused rows grouped by cause: "country: No country is called that. (2 rows)", then each row.
  function refusalList(answer) {
    const fragment = document.createDocumentFragment();
    if (!answer.groups.length) return fragment;
    fragment.append(element("h3", "Refused rows, by cause"));
    for (const group of answer.groups) {
      const item = element("div", undefined, { class: "import-group" });
      item.append(element("p", `${group.field}: ${group.cause} (${plural(group.count, "row", "rows")})`));
      const list = element("ul");
      for (const example of group.examples) {
        const shown = example.value !== undefined && example.value !== null ? `“${example.value}”` : `the ${group.field} in this row (not repeated here)`;
        list.append(element("li", `line ${example.line}: ${group.field}: ${shown}`));
      }
      if (group.count > group.examples.length) list.append(element("li", `and ${plural(group.count - group.examples.length, "more row", "more rows")}`));
      item.append(list);
      fragment.append(item);
    }
    return fragment;
  }

  function duplicateList(answer) {
    const fragment = document.createDocumentFragment();
    if (!answer.duplicates) return fragment;
    fragment.append(element("h3", "Rows that repeat a contact"));
    const list = element("ul");
    for (const row of answer.duplicateRows) list.append(element("li", `line ${row.line}: ${row.name} repeats ${row.repeats}`));
    if (answer.duplicates > answer.duplicateRows.length) list.append(element("li", `and ${plural(answer.duplicates - answer.duplicateRows.length, "more row", "more rows")}`));
    fragment.append(list);
    return fragment;
  }

  function downloadLink(answer) {
    if (downloadURL) URL.revokeObjectURL(downloadURL);
    downloadURL = null;
    if (!answer.refusedCSV) return null;
    // With a byte-order mark, so that a spreadsheet opens it as UTF-8.
    downloadURL = URL.createObjectURL(new Blob(["\ufeff" + answer.refusedCSV], { type: "text/csv;charset=utf-8" }));
    const name = (fileInput.files[0]?.name || "contacts.csv").replace(/\.[^.]*$/, "");
    return element("a", `Download the ${plural(answer.rejected, "refused row", "refused rows")} to fix and import again`,
      { href: downloadURL, download: `${name}-refused.csv` });
  }

  function appendDownload(answer) {
    const link = downloadLink(answer);
    if (!link) return;
    const line = element("p", undefined, { class: "import-actions" });
    line.append(link);
    report.append(line);
  }

  function readAs(answer) {
    const separator = { ",": "commas", ";": "semicolons", "\t": "tabs" }[answer.separator] || "commas";
    const encoding = { "windows-1252": "Windows-1252", utf16le: "UTF-16", utf16be: "UTF-16", "utf8-bom": "UTF-8", utf8: "UTF-8", undecided: "plain ASCII" }[answer.encoding] || answer.encoding;
    return `Read as ${encoding} text separated by ${separator}.`;
  }

  // The report of a check: what an import would do, and the choice to go ahead.
  function showCheck(answer) {
    report.replaceChildren();
    const valid = answer.rows;
    report.append(element("p", `Ready to import ${plural(valid, "row", "rows")}: ${plural(answer.rejected, "row is", "rows are")} refused` +
      (answer.duplicates ? `, and ${plural(answer.duplicates, "row repeats", "rows repeat")} a contact or an earlier row.` : "."),
      { class: "import-summary" }));
    report.append(element("p", readAs(answer), { class: "muted" }));
    const actions = element("div", undefined, { class: "import-actions" });
    let skip = null;
    if (answer.duplicates) {
      const label = element("label");
      skip = element("input", undefined, { type: "checkbox", id: "import-skip-duplicates" });
      skip.checked = true;
      label.append(skip, ` Skip the ${plural(answer.duplicates, "repeated row", "repeated rows")}`);
      actions.append(label);
    }
    const go = element("button", "Import", { type: "button", id: "import-go" });
    const stop = element("button", "Don't import", { type: "button", id: "import-dismiss", class: "secondary" });
    actions.append(go, stop);
    report.append(actions, refusalList(answer), duplicateList(answer));
    appendDownload(answer);
    report.hidden = false;
    go.addEventListener("click", () => run(skip && skip.checked ? "skip" : "keep"));
    stop.addEventListener("click", () => { report.hidden = true; fileInput.value = ""; fileInput.focus(); say("Nothing was imported."); });
    report.focus();
    say(report.firstChild.textContent);
  }

  // The report of an import: the summary first.
  function showImported(answer) {
    report.replaceChildren();
    const summary = `${answer.report}.` + (answer.duplicates && !answer.skipped ? ` ${plural(answer.duplicates, "imported row repeats", "imported rows repeat")} a contact.` : "");
    report.append(element("p", summary, { class: "import-summary", id: "import-summary" }));
    report.append(element("p", readAs(answer), { class: "muted" }));
    appendDownload(answer);
    report.append(refusalList(answer), duplicateList(answer));
    report.hidden = false;
    report.focus();
    say(summary);
    document.dispatchEvent(new CustomEvent("contacts-imported", { detail: answer }));
    fileInput.value = "";
  }

  function showProblem(text) {
    report.replaceChildren(element("p", text, { class: "error" }));
    report.hidden = false;
    report.focus();
    say(text);
  }

  function showMapping(answer) {
    const choices = answer.header.map((name, index) => [String(index), name || `Column ${index + 1}`]);
    for (const select of mapping.querySelectorAll("select")) {
      const field = select.dataset.field;
      select.replaceChildren();
      if (field === "lastName") select.append(element("option", "No separate column", { value: "" }));
      else select.append(element("option", "Choose a column", { value: "" }));
      for (const [value, name] of choices) select.append(element("option", name, { value }));
      const known = field === "name" ? answer.columns.name[0] : field === "lastName" ? answer.columns.name[1] : answer.columns[field];
      select.value = known === undefined || known === null ? "" : String(known);
    }
    report.hidden = true;
    mapping.hidden = false;
    mapping.querySelector("select").focus();
    say("Choose which column holds the name, country, city and phone.");
  }

  mapping.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = (id) => document.getElementById(id).value;
    const name = value("map-last-name") ? `${value("map-name")}+${value("map-last-name")}` : value("map-name");
    columns = `name=${name}&country=${value("map-country")}&city=${value("map-city")}&phone=${value("map-phone")}`;
    mapping.hidden = true;
    check();
  });

  function query(...parts) { return [columns, ...parts].filter(Boolean).join("&"); }

  async function check() {
    const answer = await send(query("check=1"), "Reading the file…");
    if (!answer) { showProblem("Cancelled: nothing was imported."); fileInput.value = ""; return; }
    if (answer.status === 200 && answer.data) {
      // Nothing to decide: import at once.
      if (!answer.data.duplicates) return run("keep");
      return showCheck(answer.data);
    }
    if (answer.status === 422 && answer.data && answer.data.needsMapping) return showMapping(answer.data);
    showProblem(answer.data && answer.data.error ? answer.data.error : "The server could not be reached; nothing was imported.");
  }

  async function run(duplicates) {
    const answer = await send(query(`duplicates=${duplicates}`), "Importing…");
    if (!answer) { showProblem("Cancelled. A file under 20,000 rows imports nothing when cancelled; a larger one keeps the batches of 20,000 already saved."); return; }
    if (answer.status === 200 && answer.data) return showImported(answer.data);
    showProblem(answer.data && answer.data.error ? answer.data.error : "The server could not be reached; the import may not have finished.");
  }

  fileInput.addEventListener("change", () => {
    if (!fileInput.files.length) return;
    columns = null;
    mapping.hidden = true;
    check();
  });
});
