// The contacts page: the two-way table and the name search with completion.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const table = document.getElementById("contacts");

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
  makeEditableTable(table, { endpoint: "/api/contacts", renderRow });

  // Keep "updated N minutes ago" true while the page stays open.
  setInterval(async () => {
    const result = await FormKitAPI.get("/api/contacts");
    if (!result.ok) return;
    for (const contact of result.data.contacts) {
      const row = table.querySelector(`tr[data-id="${contact.id}"]`);
      if (row) row.querySelector(".updated").textContent = contact.updatedAgo;
    }
  }, 60000);

  const search = document.getElementById("search");
  const completions = document.getElementById("search-completions");
  let latest = 0;
  search.addEventListener("input", async () => {
    const prefix = search.value.trim();
    const mine = ++latest;
    if (!prefix) {
      completions.hidden = true;
      table.querySelectorAll("tbody tr").forEach((row) => { row.hidden = false; });
      return;
    }
    const result = await FormKitAPI.get(`/api/contacts?prefix=${encodeURIComponent(prefix)}`);
    if (mine !== latest || !result.ok) return;
    const ids = new Set(result.data.contacts.map((contact) => String(contact.id)));
    table.querySelectorAll("tbody tr").forEach((row) => { row.hidden = !ids.has(row.dataset.id); });
    completions.replaceChildren(...result.data.contacts.slice(0, 8).map((contact) => {
      const item = document.createElement("li");
      item.setAttribute("role", "option");
      item.textContent = contact.name;
      item.addEventListener("mousedown", (event) => {
        event.preventDefault();
        search.value = contact.name;
        search.dispatchEvent(new Event("input"));
        completions.hidden = true;
      });
      return item;
    }));
    completions.hidden = result.data.contacts.length === 0;
  });
  search.addEventListener("blur", () => { completions.hidden = true; });
});
