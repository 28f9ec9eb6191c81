// A two-way table (seed 004): click a cell to edit it in place; Enter or blur saves through the API,
// Escape cancels. The server answers with the saved row, and only that row is re-rendered.
// A refused edit shows its reason next to the cell and puts the stored value back. `checkCell(field, text)`
// judges a cell in the page first (a message, or null): what it refuses is never sent.
// Rows saved elsewhere (the events stream) arrive through `applyRemote`: a row being edited keeps the
// person's text and says it changed elsewhere; their save then meets the version check (409).
"use strict";

function makeEditableTable(table, { endpoint, renderRow: renderData, checkCell = () => null }) {
  // Renders the saved row, dropping any change from elsewhere that waited for an edit to end.
  function renderRow(row, data) {
    row.pendingRemote = null;
    row.classList.remove("changed-elsewhere");
    row.querySelectorAll(".changed-note").forEach((note) => note.remove());
    renderData(row, data);
  }

  function applyRemote(row, data) {
    if (Number(row.dataset.version) >= data.version) return;  // already shown: this page's own save
    const input = row.querySelector("input.cell-input");
    if (!input) { renderRow(row, data); return; }
    row.pendingRemote = data;
    row.classList.add("changed-elsewhere");
    if (!row.querySelector(".changed-note")) {
      const note = document.createElement("div");
      note.className = "changed-note";
      note.setAttribute("role", "status");
      note.textContent = "Changed elsewhere; saving will show the newer version.";
      input.after(note);
    }
  }

  function errorFor(cell) { return cell.querySelector(".cell-error"); }

  function showError(row, field, message) {
    const cell = row.querySelector(`[data-field="${field}"]`) || row.querySelector("[data-field]");
    const error = document.createElement("div");
    error.className = "cell-error";
    error.setAttribute("role", "alert");
    error.textContent = message;
    cell.appendChild(error);
  }

  function clearErrors(row) {
    row.querySelectorAll(".cell-error").forEach((error) => error.remove());
  }

  function startEditing(cell) {
    if (cell.querySelector("input")) return;
    const row = cell.closest("tr");
    clearErrors(row);
    const original = cell.textContent.trim();
    const input = document.createElement("input");
    input.value = original;
    input.className = "cell-input";
    input.setAttribute("aria-label", cell.dataset.field);
    cell.textContent = "";
    cell.appendChild(input);
    input.focus();
    input.select();
    let finished = false;

    function finish(save) {
      if (finished) return;
      finished = true;
      const text = input.value;
      if (!save || text === original) {
        cell.textContent = original;
        if (row.pendingRemote) renderRow(row, row.pendingRemote);
        return;
      }
      const problem = checkCell(cell.dataset.field, text);
      if (problem) {
        cell.textContent = original;
        showError(row, cell.dataset.field, problem);
        if (row.pendingRemote) renderRow(row, row.pendingRemote);
        return;
      }
      cell.textContent = text;
      cell.classList.add("saving");
      save_(row, cell, text, original).finally(() => cell.classList.remove("saving"));
    }

    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); finish(true); }
      if (event.key === "Escape") { event.preventDefault(); finish(false); cell.focus(); }
    });
    input.addEventListener("blur", () => finish(true));
  }

  async function save_(row, cell, text, original) {
    const field = cell.dataset.field;
    const body = { version: Number(row.dataset.version) };
    body[field] = text;
    const result = await FormKitAPI.patch(`${endpoint}/${row.dataset.id}`, body);
    if (result.ok) {
      renderRow(row, result.data);
      return;
    }
    const stored = result.data && (result.data.contact || result.data.slot);
    if (stored) renderRow(row, stored);
    else cell.textContent = original;
    showError(row, (result.data && result.data.field) || field, FormKitAPI.message(result));
  }

  table.addEventListener("click", (event) => {
    const cell = event.target.closest("td[data-field]");
    if (cell && table.contains(cell)) startEditing(cell);
  });
  table.addEventListener("keydown", (event) => {
    const cell = event.target.closest("td[data-field]");
    if (cell && event.target === cell && event.key === "Enter") { event.preventDefault(); startEditing(cell); }
  });
  return { applyRemote, renderRow };
}

// Puts `text` into the row's cell for `field`, keeping the cell itself (and its place) intact.
function setCell(row, field, text, value) {
  const cell = row.querySelector(`[data-field="${field}"]`);
  if (!cell) return;
  cell.textContent = text;
  if (value !== undefined) cell.dataset.value = value;
}
