// The contacts page: the two-way table (editable-table.js), loaded a page at a time; the name search (a
// WAI-ARIA combobox of distinct names, the query kept in the URL); the count; sorting by the server; delete, bulk
// delete and Undo; CSV export links; live rows from the events stream, which never close an editor or
// reset the list ("N new contacts — show"); the rows of this page's own import (import.js).
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
  const countLine = document.getElementById("contacts-count");
  // Below this width rows are cards, and a phone number is a link that calls.
  const cards = window.matchMedia("(max-width: 40rem)");

  // ---- Rows ----
  // A number with its extension, as one value (`+16502530000;ext=12`): the phone cell's value, what its
  // <formkit-phone> editor starts from, and its `tel:` link. Phone and extension are one field.
  const phoneValue = (contact) => (contact.phoneExtension ? `${contact.phone};ext=${contact.phoneExtension}` : contact.phone);

  // Puts the phone's link into its cell; a cell being edited keeps its editor and shows it after.
  function setPhone(row, contact) {
    const cell = row.querySelector('[data-field="phone"]');
    cell.dataset.value = phoneValue(contact);
    const link = document.createElement("a");
    link.className = "tel";
    link.href = `tel:${phoneValue(contact)}`;
    link.textContent = contact.phoneDisplay;
    if (cell.editor) { cell.editor.originalNodes = [link]; cell.editor.originalText = contact.phoneDisplay; return; }
    cell.replaceChildren(link);
  }

  function renderRow(row, contact) {
    row.dataset.version = contact.version;
    setCell(row, "name", contact.name);
    setCell(row, "country", contact.countryName, contact.country);
    setCell(row, "city", contact.city);
    setPhone(row, contact);
    const place = row.querySelector(".place");
    const carrier = document.createElement("span");
    carrier.className = "carrier";
    carrier.textContent = contact.phoneCarrier || "";
    place.replaceChildren(contact.phonePlace || "", carrier);
    const updated = row.querySelector(".updated");
    updated.textContent = contact.updatedAgo;
    updated.dataset.updatedAt = contact.updatedAt;
    row.querySelector(".row-select").setAttribute("aria-label", `Select ${contact.name}`);
    row.querySelector(".delete").setAttribute("aria-label", `Delete ${contact.name}`);
    row.classList.remove("flash"); void row.offsetWidth; row.classList.add("flash");
    refreshTimes();
  }

  // A new row, as the template writes it.
  function rowFor(contact) {
    const row = document.createElement("tr");
    row.dataset.id = contact.id;
    const select = document.createElement("td");
    select.className = "select";
    const box = document.createElement("input");
    box.type = "checkbox";
    box.className = "row-select";
    select.appendChild(box);
    row.appendChild(select);
    for (const field of ["name", "country", "city", "phone"]) {
      const cell = document.createElement("td");
      cell.dataset.field = field;
      row.appendChild(cell);
    }
    const place = document.createElement("td");
    place.className = "place";
    const updated = document.createElement("td");
    updated.className = "updated";
    const actions = document.createElement("td");
    actions.className = "actions";
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "delete";
    remove.textContent = "Delete";
    actions.appendChild(remove);
    row.append(place, updated, actions);
    renderRow(row, contact);
    row.classList.remove("flash");
    return row;
  }

  // The phone cell's editor is FormKit's <formkit-phone> (when the page loads it and it is defined): it
  // formats as the person types, reads the number in the contact's country, and gives the E.164 of a
  // valid number; a number that is not valid keeps its text and says what to fix. Without it, a plain input.
  function phoneEditor(cell, text) {
    if (!customElements.get("formkit-phone")) return null;
    const editor = document.createElement("formkit-phone");
    const country = cell.closest("tr").querySelector('[data-field="country"]');
    if (country && country.dataset.value) editor.setAttribute("region", country.dataset.value);
    editor.setAttribute("value", text);
    // The text is in once the element has started: selected then, as a plain cell input's is, so typing replaces it.
    // (Asked after this task, once the table has put the element in the cell: `ready` then waits for its start.)
    Promise.resolve().then(() => editor.ready).then(() => {
      const number = editor.shadowRoot.querySelector('[part="number"]');
      if (editor.isConnected && editor.shadowRoot.activeElement === number) number.select();
    });
    return editor;
  }

  const editable = makeEditableTable(table, {
    endpoint: "/api/contacts",
    renderRow,
    valueOf: (field, data) => (field === "phone" ? phoneValue(data) : data[field]),
    displayOf: (field, data) => (field === "country" ? data.countryName : field === "phone" ? data.phoneDisplay : data[field]),
    followLink: () => cards.matches,
    editorFor: (cell, text) => (cell.dataset.field === "phone" ? phoneEditor(cell, text) : null),
  });

  // ---- Pages and the search ----
  // `next` is the cursor after the last row shown (empty at the end); one request at a time, and a new
  // search cancels the page or search still on its way. Rows being edited are never dropped.
  let next = table.dataset.next || "";
  const search = document.getElementById("search");
  let query = search.value.trim();
  let inFlight = null;

  async function load({ replace }) {
    if (inFlight) inFlight.abort();
    const controller = new AbortController();
    inFlight = controller;
    const parameters = new URLSearchParams({ limit: "50" });
    if (query) parameters.set("q", query);
    setOrder(parameters);
    if (!replace && next) parameters.set("after", next);
    try {
      const response = await fetch(`/api/contacts?${parameters}`, { signal: controller.signal });
      const page = await response.json();
      if (!response.ok) { FormKitNotice.show(page.error || "The contacts could not be loaded."); return null; }
      if (replace) {
        const editing = new Map([...body.rows].filter((row) => editable.isEditing(row)).map((row) => [row.dataset.id, row]));
        const rows = page.contacts.map((contact) => {
          const kept = editing.get(String(contact.id));
          if (!kept) return rowFor(contact);
          editing.delete(String(contact.id));
          editable.applyRemote(kept, contact);
          return kept;
        });
        placeRows(rows);
        selectAll.checked = false;
      } else {
        for (const contact of page.contacts) {
          if (!body.querySelector(`tr[data-id="${contact.id}"]`)) body.appendChild(rowFor(contact));
        }
      }
      next = page.next || "";
      more.hidden = !next;
      updateSelection();
      return page;
    } catch (error) {
      if (error.name !== "AbortError") FormKitNotice.show("The server could not be reached.");
      return null;
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  // Shows `rows` in order in place of the rows shown. Rows being edited are among them or stay where
  // they are, never moved: moving an element blurs the editor in it, which would save it.
  function placeRows(rows) {
    const wanted = new Set(rows);
    for (const row of [...body.rows]) if (!wanted.has(row) && !editable.isEditing(row)) row.remove();
    let anchor = null;
    for (const row of rows) {
      if (row.parentElement !== body) body.insertBefore(row, anchor ? anchor.nextSibling : body.firstChild);
      anchor = row;
    }
  }

  more.addEventListener("click", () => load({ replace: false }));
  if (window.IntersectionObserver) {
    new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && next && !inFlight) load({ replace: false });
    }).observe(more);
  }

  // The count line and the export link follow the search; the words as ContactCountText's.
  const number = new Intl.NumberFormat("en-US");
  function countText(count, atLeast) {
    if (!query) return count === 0 ? "No contacts yet." : `${number.format(count)} ${count === 1 ? "contact" : "contacts"}`;
    if (count === 0) return `No contacts match “${query}”.`;
    const amount = atLeast ? `More than ${number.format(count)}` : number.format(count);
    return `${amount} ${count === 1 && !atLeast ? "contact matches" : "contacts match"} “${query}”`;
  }
  let knownTotal = null;
  async function updateCount() {
    const asked = query;
    const result = await FormKitAPI.get(`/api/contacts/count?${new URLSearchParams({ q: asked })}`);
    if (!result.ok || asked !== query) return;
    countLine.textContent = countText(result.data.count, result.data.atLeast);
    if (!asked) knownTotal = result.data.count;
  }
  async function total() {
    const result = await FormKitAPI.get("/api/contacts/count");
    return result.ok ? result.data.count : null;
  }
  total().then((count) => { if (knownTotal === null) knownTotal = count; });

  const exportSearch = document.getElementById("export-search");
  function showQuery({ push }) {
    const parameters = new URLSearchParams(query ? { q: query } : {});
    setOrder(parameters);
    const url = parameters.size ? `/?${parameters}` : "/";
    if (`${location.pathname}${location.search}` !== url) history[push ? "pushState" : "replaceState"]({ q: query }, "", url);
    exportSearch.hidden = !query;
    exportSearch.href = `/api/contacts/export?${parameters.size ? parameters : new URLSearchParams({ q: query })}`;
    document.title = query ? `Contacts matching ${query} · FormKit` : "Contacts · FormKit";
  }

  async function runSearch({ push = false } = {}) {
    query = search.value.trim();
    showQuery({ push });
    clearNewContacts();
    const page = await load({ replace: true });
    updateCount();
    return page;
  }

  // ---- The completions: a WAI-ARIA combobox (list autocomplete) of distinct names ----
  const completions = document.getElementById("search-completions");
  let active = -1;
  let debounce = null;
  function options() { return [...completions.querySelectorAll('[role="option"]')]; }
  function openList(open) {
    completions.hidden = !open;
    search.setAttribute("aria-expanded", String(open));
    if (!open) { active = -1; search.removeAttribute("aria-activedescendant"); }
  }
  function highlight(index) {
    const items = options();
    if (!items.length) return;
    active = (index + items.length) % items.length;
    items.forEach((item, position) => item.setAttribute("aria-selected", String(position === active)));
    search.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  }
  function choose(name) {
    search.value = name;
    openList(false);
    runSearch({ push: true });
  }
  function showCompletions(page) {
    const names = [];
    for (const contact of page ? page.contacts : []) {
      if (!names.includes(contact.name)) names.push(contact.name);
      if (names.length === 8) break;
    }
    completions.replaceChildren(...names.map((name, index) => {
      const item = document.createElement("li");
      item.id = `search-option-${index}`;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.textContent = name;
      item.addEventListener("mousedown", (event) => { event.preventDefault(); choose(name); });
      return item;
    }));
    openList(Boolean(query) && names.length > 0 && document.activeElement === search);
  }
  search.addEventListener("input", () => {
    clearTimeout(debounce);
    debounce = setTimeout(async () => { showCompletions(await runSearch()); }, 150);
  });
  search.addEventListener("keydown", (event) => {
    const open = !completions.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && options().length) openList(true);
      highlight(active === -1 ? (event.key === "ArrowDown" ? 0 : -1) : active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (open && active >= 0) choose(options()[active].textContent);
      else { clearTimeout(debounce); openList(false); runSearch({ push: true }); }
    } else if (event.key === "Escape") {
      if (open) { event.preventDefault(); openList(false); }
    }
  });
  search.addEventListener("blur", () => openList(false));
  search.closest("form").addEventListener("submit", (event) => { event.preventDefault(); runSearch({ push: true }); });
  window.addEventListener("popstate", () => {
    const state = new URLSearchParams(location.search);
    search.value = state.get("q") || "";
    query = search.value.trim();
    showOrder(state.get("sort") || "name", state.get("direction") === "desc" ? "descending" : "ascending");
    exportSearch.hidden = !query;
    load({ replace: true });
    updateCount();
  });

  // ---- Sorting: the server orders the whole list (or search) by the column, a page at a time ----
  const sortState = {
    key: table.dataset.sort || "name",
    direction: table.dataset.direction === "desc" ? "descending" : "ascending",
  };
  // The order in a request or URL; the list's own (name, A to Z) is left out.
  function setOrder(parameters) {
    if (sortState.key === "name" && sortState.direction === "ascending") return;
    parameters.set("sort", sortState.key);
    parameters.set("direction", sortState.direction === "ascending" ? "asc" : "desc");
  }
  function showOrder(key, direction) {
    sortState.key = key;
    sortState.direction = direction;
    for (const header of table.tHead.rows[0].cells) {
      const button = header.querySelector("button.sort");
      if (button && button.dataset.sort === key) header.setAttribute("aria-sort", direction);
      else header.removeAttribute("aria-sort");
    }
  }
  for (const button of table.querySelectorAll("button.sort")) {
    button.addEventListener("click", () => {
      const key = button.dataset.sort;
      showOrder(key, sortState.key === key && sortState.direction === "ascending" ? "descending" : "ascending");
      showQuery({ push: true });
      load({ replace: true });
    });
  }

  // ---- Selection, delete and Undo ----
  const selectAll = document.getElementById("select-all");
  const deleteSelected = document.getElementById("delete-selected");
  const undo = document.getElementById("undo");
  const undoText = document.getElementById("undo-text");
  const undoButton = document.getElementById("undo-button");
  function selectedRows() { return [...body.querySelectorAll(".row-select:checked")].map((box) => box.closest("tr")); }
  function updateSelection() {
    const count = selectedRows().length;
    deleteSelected.disabled = count === 0;
    deleteSelected.textContent = count ? `Delete selected (${count})` : "Delete selected";
    const all = body.querySelectorAll(".row-select").length;
    selectAll.checked = count > 0 && count === all;
    selectAll.indeterminate = count > 0 && count < all;
  }
  body.addEventListener("change", (event) => { if (event.target.classList.contains("row-select")) updateSelection(); });
  selectAll.addEventListener("change", () => {
    for (const box of body.querySelectorAll(".row-select")) box.checked = selectAll.checked;
    updateSelection();
  });

  let lastDeleted = null;  // { records, places: [{ row, before }] }
  async function deleteRows(rows) {
    rows = rows.filter((row) => !editable.isEditing(row));
    if (!rows.length) return;
    const result = await FormKitAPI.post("/api/contacts/delete", { ids: rows.map((row) => Number(row.dataset.id)) });
    if (!result.ok) { FormKitNotice.show(FormKitAPI.message(result)); return; }
    const deletedIDs = new Set(result.data.deleted.map((record) => String(record.id)));
    const places = [];
    for (const row of rows) {
      if (!deletedIDs.has(row.dataset.id)) { row.remove(); continue; }  // deleted elsewhere already
      let after = row.nextElementSibling;
      while (after && rows.includes(after)) after = after.nextElementSibling;
      places.push({ row, before: after });
    }
    for (const { row } of places) row.remove();
    lastDeleted = { records: result.data.deleted, places };
    const count = result.data.deleted.length;
    undoText.textContent = `Deleted ${count === 1 ? result.data.deleted[0].name : `${number.format(count)} contacts`}.`;
    undoButton.hidden = false;
    undoButton.focus();
    updateSelection();
    if (knownTotal !== null) knownTotal -= count;
    updateCount();
  }
  undoButton.addEventListener("click", () => ownChange(undoDelete));
  async function undoDelete() {
    if (!lastDeleted) return;
    const { records, places } = lastDeleted;
    const result = await FormKitAPI.post("/api/contacts/restore", { contacts: records }, { timeoutMs: 20000 });
    if (!result.ok) { FormKitNotice.show(FormKitAPI.message(result)); return; }
    lastDeleted = null;
    const restored = new Map(result.data.restored.map(({ id, version }) => [String(id), version]));
    for (const { row, before } of places.slice().reverse()) {
      const version = restored.get(row.dataset.id);
      if (version === undefined || body.querySelector(`tr[data-id="${row.dataset.id}"]`)) continue;
      row.querySelector(".row-select").checked = false;
      row.dataset.version = version;
      if (before && before.parentElement === body) body.insertBefore(row, before); else body.appendChild(row);
    }
    const names = records.filter((record) => restored.has(String(record.id))).map((record) => record.name);
    undoText.textContent = `Restored ${names.length === 1 ? names[0] : `${number.format(names.length)} contacts`}.`;
    undoButton.hidden = true;
    const first = places.find(({ row }) => row.parentElement === body);
    if (first) first.row.querySelector('[data-field="name"]').focus();
    if (knownTotal !== null) knownTotal += restored.size;
    updateSelection();
    updateCount();
  }
  deleteSelected.addEventListener("click", () => deleteRows(selectedRows()));
  body.addEventListener("click", (event) => {
    const button = event.target.closest("button.delete");
    if (button) deleteRows([button.closest("tr")]);
  });
  table.addEventListener("row-gone", (event) => { event.detail.row.remove(); updateSelection(); });

  // ---- Live: changes from elsewhere never close an editor or reset the list ----
  const newContacts = document.getElementById("new-contacts");
  const unseen = new Set();   // ids of contacts added (or restored) elsewhere, not shown
  const goneHere = new Set(); // ids this page removed because they were deleted elsewhere
  let importedElsewhere = 0;
  function showNewContacts() {
    const count = unseen.size + importedElsewhere;
    newContacts.hidden = count === 0;
    newContacts.textContent = `${number.format(count)} new ${count === 1 ? "contact" : "contacts"} — show`;
  }
  function clearNewContacts() { unseen.clear(); importedElsewhere = 0; showNewContacts(); }
  // Many contacts came in at once (an import, an Undo): how many more there are than this page knows of.
  // While this page's own import or Undo is on its way, the check waits for it.
  let ownChanges = 0;
  let checkWanted = false;
  async function checkTotal() {
    if (ownChanges > 0) { checkWanted = true; return; }
    const count = await total();
    if (count === null || knownTotal === null || ownChanges > 0) return;
    importedElsewhere = Math.max(0, count - knownTotal - unseen.size);
    showNewContacts();
  }
  async function ownChange(change) {
    ownChanges += 1;
    try { return await change(); } finally {
      ownChanges -= 1;
      if (!ownChanges && checkWanted) { checkWanted = false; checkTotal(); }
    }
  }
  newContacts.addEventListener("click", async () => {
    clearNewContacts();
    await load({ replace: true });
    updateCount();
    const first = body.querySelector("[data-field]");
    if (first) first.focus();
  });

  FormKitLive.listen({
    contact(contact) {
      const row = body.querySelector(`tr[data-id="${contact.id}"]`);
      if (row) { editable.applyRemote(row, contact); return; }
      if (contact.version === 1 || goneHere.has(String(contact.id))) {
        if (lastDeleted && lastDeleted.places.some((place) => place.row.dataset.id === String(contact.id))) return;
        unseen.add(contact.id);
        showNewContacts();
      }
    },
    "contact-deleted"({ id }) {
      const row = body.querySelector(`tr[data-id="${id}"]`);
      unseen.delete(id);
      showNewContacts();
      if (!row) return;
      goneHere.add(String(id));
      if (!editable.markDeleted(row)) { row.remove(); updateSelection(); }
    },
    refresh: checkTotal,
  });

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

  // This page's own import (import.js, the page's import panel) shows its rows, keeping any editor open.
  document.addEventListener("contacts-imported", () => ownChange(async () => {
    clearNewContacts();
    await load({ replace: true });
    knownTotal = await total();
    updateCount();
  }));
});
