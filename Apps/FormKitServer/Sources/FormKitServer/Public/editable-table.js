// A two-way table (seed 004): click a cell to edit it in place; Enter or blur saves through the API,
// Escape cancels. The server answers with the saved row, and only that row is re-rendered.
// A refused edit shows its reason next to the cell and puts the stored value back.
"use strict";

function makeEditableTable(table, { endpoint, renderRow }) {
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
}

// Puts `text` into the row's cell for `field`, keeping the cell itself (and its place) intact.
function setCell(row, field, text, value) {
  const cell = row.querySelector(`[data-field="${field}"]`);
  if (!cell) return;
  cell.textContent = text;
  if (value !== undefined) cell.dataset.value = value;
}
