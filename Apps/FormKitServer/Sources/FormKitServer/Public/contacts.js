// The contacts page: the two-way table, loaded a page at a time; the name search as you type;
// live rows (the events stream); the CSV import.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
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
    row.querySelector(".updated").textContent = contact.updatedAgo;
    row.classList.remove("flash"); void row.offsetWidth; row.classList.add("flash");
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
    row.appendChild(updated);
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

  // Keep "updated N minutes ago" true while the page stays open.
  setInterval(async () => {
    const result = await FormKitAPI.get("/api/contacts?limit=200");
    if (!result.ok) return;
    for (const contact of result.data.contacts) {
      const row = body.querySelector(`tr[data-id="${contact.id}"]`);
      if (row) row.querySelector(".updated").textContent = contact.updatedAgo;
    }
  }, 60000);

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
