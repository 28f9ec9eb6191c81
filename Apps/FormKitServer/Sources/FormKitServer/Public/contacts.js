// The contacts page: the two-way table, loaded a page at a time; the name search as you type;
// live rows (the events stream); the CSV import.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  // The reader's language for times: the first of navigator.languages that CLDR has words for, as the
  // server chose from Accept-Language (with the same FormKit code), else en-US. Null without FormKit.
  let refreshTimer = null;
  const readerTime = FormKitLocal.ready.then(async (formkit) => {
    if (!formkit) return null;
    const time = await formkit.timestamps();
    for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
      if (await time.loadLocale(tag)) return { time, locale: tag };
    }
    await time.loadLocale("en-US");
    return { time, locale: "en-US" };
  }).catch((error) => {
    console.warn("FormKit's time module did not load; times stay as the server wrote them.", error);
    return null;
  });
  const table = document.getElementById("contacts");
  const body = table.tBodies[0];
  const more = document.getElementById("more");

  function renderRow(row, contact) {
    row.dataset.version = contact.version;
    setCell(row, "name", contact.name);
    setCell(row, "country", contact.countryName, contact.country);
    setCell(row, "city", contact.city);
    setCell(row, "phone", contact.phoneDisplay, contact.phone);
    const place = row.querySelector(".place");
    if (place) {
      const carrier = document.createElement("span");
      carrier.className = "carrier";
      carrier.textContent = contact.phoneCarrier;
      place.replaceChildren(contact.phonePlace, carrier);
    }
    const updated = row.querySelector(".updated");
    updated.textContent = contact.updatedAgo;
    updated.dataset.updatedAt = contact.updatedAt;
    row.classList.remove("flash"); void row.offsetWidth; row.classList.add("flash");
    refreshTimes();
  }
  const editable = makeEditableTable(table, { endpoint: "/api/contacts", renderRow });

  // A new row, as the template writes it.
  function rowFor(contact) {
    const row = document.createElement("tr");
    row.dataset.id = contact.id;
    row.dataset.version = contact.version;
    for (const [field, text, value] of [
      ["name", contact.name], ["country", contact.countryName, contact.country], ["city", contact.city],
      ["phone", contact.phoneDisplay, contact.phone],
    ]) {
      const cell = document.createElement("td");
      cell.dataset.field = field;
      cell.tabIndex = 0;
      cell.textContent = text;
      if (value !== undefined) cell.dataset.value = value;
      row.appendChild(cell);
    }
    const place = document.createElement("td");
    place.className = "place";
    const carrier = document.createElement("span");
    carrier.className = "carrier";
    carrier.textContent = contact.phoneCarrier || "";
    place.replaceChildren(contact.phonePlace || "", carrier);
    row.appendChild(place);
    const updated = document.createElement("td");
    updated.className = "updated";
    updated.textContent = contact.updatedAgo;
    updated.dataset.updatedAt = contact.updatedAt;
    row.appendChild(updated);
    refreshTimes();
    return row;
  }

  // Pages: `next` is the cursor after the last row shown (empty at the end); one request at a time,
  // and a new search cancels the page or search still on its way.
  let next = table.dataset.next || "";
  let prefix = "";
  let inFlight = null;

  async function load({ replace }) {
    if (inFlight) inFlight.abort();
    const controller = new AbortController();
    inFlight = controller;
    const query = new URLSearchParams({ limit: "50" });
    if (prefix) query.set("prefix", prefix);
    if (!replace && next) query.set("after", next);
    try {
      const response = await fetch(`/api/contacts?${query}`, { signal: controller.signal });
      const page = await response.json();
      if (!response.ok) { FormKitNotice.show(page.error || "The contacts could not be loaded."); return; }
      if (replace) body.replaceChildren();
      for (const contact of page.contacts) {
        if (!body.querySelector(`tr[data-id="${contact.id}"]`)) body.appendChild(rowFor(contact));
      }
      next = page.next || "";
      more.hidden = !next;
    } catch (error) {
      if (error.name !== "AbortError") FormKitNotice.show("The server could not be reached.");
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  more.addEventListener("click", () => load({ replace: false }));
  if (window.IntersectionObserver) {
    new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && next && !inFlight) load({ replace: false });
    }).observe(more);
  }

  const search = document.getElementById("search");
  const completions = document.getElementById("search-completions");
  let debounce = null;
  search.addEventListener("input", () => {
    clearTimeout(debounce);
    debounce = setTimeout(async () => {
      prefix = search.value.trim();
      await load({ replace: true });
      const names = [...body.querySelectorAll('td[data-field="name"]')].slice(0, 8).map((cell) => cell.textContent);
      completions.replaceChildren(...names.map((name) => {
        const item = document.createElement("li");
        item.setAttribute("role", "option");
        item.textContent = name;
        item.addEventListener("mousedown", (event) => {
          event.preventDefault();
          search.value = name;
          search.dispatchEvent(new Event("input"));
          completions.hidden = true;
        });
        return item;
      }));
      completions.hidden = !prefix || names.length === 0;
    }, 150);
  });
  search.addEventListener("blur", () => { completions.hidden = true; });

  // Keep "updated N minutes ago" true while the page stays open: FormKit in the page words each row
  // in the reader's language with the server's code and thresholds, and the rows are worded again at
  // the first moment one of their texts changes (nextChange), with no request and no polling.
  function refreshTimes() {
    readerTime.then((reader) => {
      if (!reader) return;
      clearTimeout(refreshTimer);
      const now = new Date();
      let earliest = Infinity;
      for (const cell of body.querySelectorAll("td.updated[data-updated-at]")) {
        const updatedAt = new Date(cell.dataset.updatedAt);
        if (Number.isNaN(updatedAt.getTime())) continue;
        const { text, nextChange } = reader.time.timeAgo(updatedAt, now, { locale: reader.locale });
        if (cell.textContent !== text) cell.textContent = text;
        if (nextChange) earliest = Math.min(earliest, nextChange.getTime());
      }
      // How many times the rows were worded in the page (the browser test reads it).
      table.dataset.timesWorded = String(Number(table.dataset.timesWorded || 0) + 1);
      if (earliest < Infinity) {
        const wait = Math.min(Math.max(0, earliest - Date.now()) + 1, 86_400_000);
        refreshTimer = setTimeout(refreshTimes, wait);
      }
    });
  }
  refreshTimes();

  FormKitLive.listen({
    contact(contact) {
      const row = body.querySelector(`tr[data-id="${contact.id}"]`);
      if (row) editable.applyRemote(row, contact);
      else if (!next && !prefix) body.appendChild(rowFor(contact));
    },
    "contact-deleted"({ id }) {
      const row = body.querySelector(`tr[data-id="${id}"]`);
      if (row && !row.querySelector("input.cell-input")) row.remove();
    },
    refresh() { load({ replace: true }); },
  });

  // The import: the file is the request body; the answer is the command's report.
  const file = document.getElementById("import-file");
  const report = document.getElementById("import-report");
  file.addEventListener("change", async () => {
    if (!file.files.length) return;
    report.hidden = false;
    report.textContent = "Importing…";
    try {
      const response = await fetch("/api/contacts/import", {
        method: "POST", headers: { "Content-Type": "text/csv" }, body: file.files[0],
      });
      const answer = await response.json();
      report.textContent = response.ok ? [...answer.rejections, answer.report].join("\n") : answer.error;
      if (response.ok) load({ replace: true });
    } catch (_) {
      report.textContent = "The server could not be reached.";
    }
    file.value = "";
  });
});
