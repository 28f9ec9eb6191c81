// A two-way table (seed 004), used by the contacts and the schedule: a WAI-ARIA grid whose data cells
// are edited in place and saved through the API, one field at a time.
//
// By keyboard: the grid is one tab stop; arrows move between cells (Home/End along the row, Ctrl+Home/End
// to the corners), Enter or F2 edits, Enter saves, Escape cancels; focus stays on the cell after either.
// Nothing typed is lost: a refused save keeps the editor open with the person's text and the reason; a
// change saved elsewhere to another field of the row merges silently, to the same field it offers "Keep
// mine" or "Take theirs"; a row deleted elsewhere says so and keeps the text; a save that cannot reach the
// server waits and is tried again when the connection returns.
// After each save the table dispatches `cell-saved` (detail: {row, field, value}).
//
// Options: `endpoint` (PATCH endpoint/id), `renderRow(row, data)` (shows saved data; `setCell` leaves a
// cell being edited alone), `checkCell(field, text)` (a message refuses the text in the page),
// `valueOf(field, data)` (a field's stored value, compared with a cell's `data-value` or text to tell
// whose change is whose), `displayOf(field, data)` (the value as the cell shows it), `followLink(event)`
// (true when a click on a link in a cell should follow it rather than edit), `editorFor(cell, text)` (an
// element that edits the cell instead of a plain input, such as <formkit-phone>, holding `text`; null for
// the plain input). An editor element gives its text as `value` and may say what to fix through its
// `validity` and `validationMessage`: then the text is kept and nothing is sent.
"use strict";

function makeEditableTable(table, {
  endpoint, renderRow: renderData, checkCell = () => null,
  valueOf = (field, data) => data[field], displayOf = (field, data) => data[field], followLink = () => false,
  editorFor = () => null,
}) {
  const retryDelayMs = 5000;
  let editorCount = 0;

  // ---- Grid roles and the roving tab stop ----
  table.setAttribute("role", "grid");

  function setRoles(row) {
    row.setAttribute("role", "row");
    for (const cell of row.cells) {
      if (cell.tagName === "TD") cell.setAttribute("role", "gridcell");
      else cell.setAttribute("role", row.parentElement.tagName === "THEAD" ? "columnheader" : "rowheader");
    }
  }

  // What takes focus in a cell: a data cell itself, else the one control it holds, else the cell.
  function focusTarget(cell) {
    if (cell.matches("[data-field]")) return cell;
    return cell.querySelector("button, input, a[href], select") || cell;
  }

  // The grid's controls are reached by arrows, not Tab; an editor's own controls stay in the tab order.
  const gridControls = "button, input:not(.cell-input), a[href], select";
  function quietControls(root) {
    const controls = root.matches && root.matches(gridControls) ? [root] : [];
    for (const control of [...controls, ...root.querySelectorAll(gridControls)]) {
      if (control !== activeTarget && !control.closest(".cell-choice")) control.tabIndex = -1;
    }
  }

  function prepareRow(row) {
    setRoles(row);
    for (const cell of row.cells) {
      quietControls(cell);
      const target = focusTarget(cell);
      target.tabIndex = target === activeTarget ? 0 : -1;
    }
  }

  let activeTarget = null;
  function setActive(target) {
    if (activeTarget && activeTarget !== target) activeTarget.tabIndex = -1;
    activeTarget = target;
    target.tabIndex = 0;
  }

  function ensureTabStop() {
    if (activeTarget && table.contains(activeTarget)) return;
    const first = table.tBodies[0] && table.tBodies[0].querySelector("[data-field]");
    const fallback = first || (table.rows[0] && table.rows[0].cells[0] && focusTarget(table.rows[0].cells[0]));
    if (fallback) setActive(fallback);
  }

  for (const row of table.rows) prepareRow(row);
  activeTarget = null;
  ensureTabStop();
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.tagName === "TR") prepareRow(node);
        else if (node.tagName === "TBODY" || node.tagName === "THEAD") for (const row of node.rows) prepareRow(row);
        else quietControls(node);
      }
    }
    ensureTabStop();
  }).observe(table, { childList: true, subtree: true });

  // The table itself (a skip link's target) hands focus to the grid's current cell.
  if (!table.hasAttribute("tabindex")) table.tabIndex = -1;
  table.addEventListener("focus", () => { ensureTabStop(); if (activeTarget) activeTarget.focus(); });

  table.addEventListener("focusin", (event) => {
    const cell = event.target.closest("td, th");
    if (!cell || !table.contains(cell) || event.target.classList.contains("cell-input")) return;
    if (event.target === focusTarget(cell)) setActive(event.target);
  });

  // Rows and cells laid out on screen: a header kept only for screen readers (1 px) is not moved to.
  const shown = (element) => [...element.getClientRects()].some((box) => box.width > 1 && box.height > 1);
  function gridRows() { return [...table.rows].filter(shown); }
  function rowCells(row) { return [...row.cells].filter(shown); }

  function move(cell, key, withControl) {
    const rows = gridRows();
    let rowIndex = rows.indexOf(cell.parentElement);
    const cells = rowCells(cell.parentElement);
    let column = Math.max(0, cells.indexOf(cell));
    if (key === "ArrowRight") column += 1;
    else if (key === "ArrowLeft") column -= 1;
    else if (key === "ArrowDown") rowIndex += 1;
    else if (key === "ArrowUp") rowIndex -= 1;
    else if (key === "PageDown") rowIndex += 10;
    else if (key === "PageUp") rowIndex -= 10;
    else if (key === "Home") { column = 0; if (withControl) rowIndex = 0; }
    else if (key === "End") { column = Infinity; if (withControl) rowIndex = rows.length - 1; }
    rowIndex = Math.min(Math.max(rowIndex, 0), rows.length - 1);
    const targetCells = rowCells(rows[rowIndex]);
    if (!targetCells.length) return;
    const next = targetCells[Math.min(Math.max(column, 0), targetCells.length - 1)];
    const target = focusTarget(next);
    setActive(target);
    target.focus();
  }

  const navigationKeys = new Set(["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End", "PageUp", "PageDown"]);
  table.addEventListener("keydown", (event) => {
    if (event.target.classList.contains("cell-input") || event.target.closest(".cell-choice, .cell-error")) return;
    const cell = event.target.closest("td, th");
    if (!cell || !table.contains(cell)) return;
    if (navigationKeys.has(event.key)) {
      event.preventDefault();
      move(cell, event.key, event.ctrlKey || event.metaKey);
      return;
    }
    if (event.target === cell && cell.matches("[data-field]") && (event.key === "Enter" || event.key === "F2")) {
      event.preventDefault();
      startEditing(cell);
    }
  });

  table.addEventListener("click", (event) => {
    const cell = event.target.closest("td[data-field]");
    if (!cell || !table.contains(cell) || cell.querySelector(".cell-input")) return;
    if (event.target.closest(".cell-choice, .cell-error")) return;
    if (event.target.closest("a[href]")) {
      if (followLink(event)) return;
      event.preventDefault();
    }
    startEditing(cell);
  });

  // ---- Editing ----
  function columnName(cell) {
    const header = table.tHead && table.tHead.rows[0] && table.tHead.rows[0].cells[cell.cellIndex];
    return (header ? header.textContent.trim() : "") || cell.dataset.field;
  }

  function rowName(row) {
    const first = row.querySelector("[data-field], th");
    return first ? (first.querySelector(".cell-input") ? first.querySelector(".cell-input").value : first.textContent.trim()) : "";
  }

  function startEditing(cell, { text } = {}) {
    const existing = cell.querySelector(".cell-input");
    if (existing) { existing.focus(); return; }
    const row = cell.closest("tr");
    const editor = {
      cell, row, field: cell.dataset.field,
      originalNodes: [...cell.childNodes],
      originalText: cell.textContent.trim(),
      originalValue: cell.dataset.value !== undefined ? cell.dataset.value : cell.textContent.trim(),
      saving: false, closed: false,
    };
    const initial = text !== undefined ? text : editor.originalText;
    const input = editorFor(cell, initial) || document.createElement("input");
    editor.input = input;
    input.classList.add("cell-input");
    if (input.localName === "input") input.value = initial;
    const name = rowName(row);
    input.setAttribute("aria-label", name && cell !== row.querySelector("[data-field]") ? `${columnName(cell)}, ${name}` : columnName(cell));
    cell.editor = editor;
    cell.classList.add("editing");
    editorCount += 1;
    cell.replaceChildren(input);
    input.focus();
    if (input.select) input.select();

    input.addEventListener("keydown", (event) => {
      if (event.defaultPrevented) return;  // a key an editor element used itself (Enter in its country list)
      if (event.key === "Enter") { event.preventDefault(); commit(editor, { refocus: true }); }
      if (event.key === "Escape") { event.preventDefault(); cancel(editor); }
    });
    input.addEventListener("blur", (event) => {
      // Focus moving to this cell's own choice buttons is not leaving the cell.
      if (event.relatedTarget && cell.contains(event.relatedTarget)) return;
      if (!editor.saving && !editor.closed && !editor.choice && !row.deletedElsewhere) commit(editor, { refocus: false });
    });
    return editor;
  }

  function close(editor, nodes) {
    if (editor.closed) return;
    editor.closed = true;
    editorCount -= 1;
    editor.cell.editor = null;
    editor.cell.classList.remove("editing", "saving", "invalid");
    editor.cell.replaceChildren(...nodes);
  }

  function cancel(editor) {
    const { cell, row } = editor;
    close(editor, editor.originalNodes);
    if (row.deletedElsewhere) { table.dispatchEvent(new CustomEvent("row-gone", { detail: { row } })); return; }
    if (row.pendingRemote) renderRow(row, row.pendingRemote);
    cell.focus();
  }

  function setMessage(editor, message, { kind = "error", choice = null } = {}) {
    clearMessage(editor);
    const { cell, input } = editor;
    const box = document.createElement("div");
    box.className = kind === "error" ? "cell-error" : "cell-note";
    box.id = `cell-message-${Math.random().toString(36).slice(2)}`;
    box.setAttribute("role", kind === "error" ? "alert" : "status");
    box.textContent = message;
    if (choice) {
      editor.choice = choice;
      const buttons = document.createElement("div");
      buttons.className = "cell-choice";
      for (const [label, action] of [["Keep mine", choice.keepMine], ["Take theirs", choice.takeTheirs]]) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        button.addEventListener("click", (event) => { event.stopPropagation(); editor.choice = null; action(); });
        buttons.appendChild(button);
      }
      box.appendChild(buttons);
    }
    cell.appendChild(box);
    input.setAttribute("aria-describedby", box.id);
    if (kind === "error") { input.setAttribute("aria-invalid", "true"); cell.classList.add("invalid"); }
  }

  function clearMessage(editor) {
    editor.choice = null;
    editor.cell.querySelectorAll(".cell-error, .cell-note").forEach((box) => box.remove());
    editor.input.removeAttribute("aria-describedby");
    editor.input.removeAttribute("aria-invalid");
    editor.cell.classList.remove("invalid");
  }

  async function commit(editor, { refocus }) {
    if (editor.saving || editor.closed) return;
    const { cell, row, field, input } = editor;
    const text = input.value;
    if (row.deletedElsewhere) { setMessage(editor, deletedMessage); return; }
    if ((text === editor.originalText || text === String(editor.originalValue)) && !cell.classList.contains("invalid")) {
      close(editor, editor.originalNodes);
      if (row.pendingRemote) renderRow(row, row.pendingRemote);
      if (refocus) cell.focus();
      return;
    }
    // An editor element's own check (a phone number that is not valid), then the page's.
    const refused = input.validity && !input.validity.valid;
    if (refused) input.checkValidity();  // the element marks its own field invalid and describes it
    const problem = (refused && input.validationMessage) || checkCell(field, text);
    if (problem) {
      setMessage(editor, problem);
      if (refocus) input.focus();
      return;
    }
    editor.saving = true;
    cell.classList.add("saving");
    input.readOnly = true;
    const body = { version: Number(row.dataset.version) };
    body[field] = text;
    const result = await FormKitAPI.patch(`${endpoint}/${row.dataset.id}`, body);
    editor.saving = false;
    cell.classList.remove("saving");
    input.readOnly = false;
    const hadFocus = document.activeElement === input || document.activeElement === document.body || !document.activeElement;
    if (result.ok) {
      close(editor, editor.originalNodes);
      renderRow(row, result.data);
      table.dispatchEvent(new CustomEvent("cell-saved", { detail: { row, field, value: valueOf(field, result.data) } }));
      if (refocus && hadFocus) cell.focus();
      return;
    }
    const stored = result.data && (result.data.contact || result.data.slot);
    if (result.status === 409 && stored) { conflict(editor, stored, { refocus }); return; }
    if (result.status === 404) { markDeleted(row); return; }
    if (result.status === 0 || result.timedOut || result.status === 503) { wait(editor, text); return; }
    if (stored) renderRow(row, stored);
    setMessage(editor, FormKitAPI.message(result));
    if (refocus && hadFocus) input.focus();
  }

  // The stored row changed since the editor opened: another field merges and the save is sent again;
  // the same field asks which to keep.
  function conflict(editor, stored, { refocus }) {
    const { cell, row, field, input } = editor;
    renderRow(row, stored);  // the other cells and the version; this cell keeps its editor
    const text = input.value.trim();
    if (String(valueOf(field, stored)) === text || String(displayOf(field, stored)) === text) {
      // What is stored is what was typed: an earlier try of this save arrived after all.
      close(editor, editor.originalNodes);
      table.dispatchEvent(new CustomEvent("cell-saved", { detail: { row, field, value: valueOf(field, stored) } }));
      if (refocus) cell.focus();
      return;
    }
    if (String(valueOf(field, stored)) === String(editor.originalValue)) {
      commit(editor, { refocus });
      return;
    }
    offerChoice(editor, stored);
    if (refocus) input.focus();
  }

  function offerChoice(editor, stored) {
    const { cell, row, field } = editor;
    editor.originalValue = valueOf(field, stored);  // the person has now seen theirs
    setMessage(editor, `Someone else changed this to “${displayOf(field, stored)}”.`, {
      kind: "note",
      choice: {
        keepMine() { clearMessage(editor); commit(editor, { refocus: true }); },
        takeTheirs() {
          close(editor, editor.originalNodes);
          renderRow(row, stored);
          cell.focus();
        },
      },
    });
  }

  const deletedMessage = "This row was deleted elsewhere. Your text is kept here to copy; Escape closes it.";
  // A row deleted elsewhere: rows being edited stay, saying so; returns whether the row was kept.
  function markDeleted(row) {
    const editors = [...row.querySelectorAll("[data-field]")].map((cell) => cell.editor).filter(Boolean);
    if (!editors.length) return false;
    row.deletedElsewhere = true;
    row.classList.add("deleted-elsewhere");
    for (const editor of editors) setMessage(editor, deletedMessage);
    return true;
  }

  // ---- Saving when the connection returns ----
  const waiting = new Set();
  let retryTimer = null;
  function wait(editor, text) {
    const { cell, row, field } = editor;
    close(editor, [document.createTextNode(text)]);
    const note = document.createElement("span");
    note.className = "cell-note pending-note";
    note.setAttribute("role", "status");
    note.textContent = "Not saved yet: no connection. It will be saved when the connection returns.";
    cell.appendChild(note);
    cell.classList.add("pending");
    waiting.add({ cell, row, field, text, originalNodes: editor.originalNodes, originalValue: editor.originalValue });
    if (!retryTimer) retryTimer = setInterval(retryWaiting, retryDelayMs);
  }

  async function retryWaiting() {
    for (const edit of [...waiting]) {
      waiting.delete(edit);
      const { cell, row, field, text } = edit;
      if (!table.contains(row)) continue;
      cell.classList.remove("pending");
      cell.querySelectorAll(".pending-note").forEach((note) => note.remove());
      const editor = startEditingQuietly(cell, text, edit);
      await commit(editor, { refocus: false });
    }
    if (!waiting.size) { clearInterval(retryTimer); retryTimer = null; }
  }

  // An editor reopened on the waiting text, without taking focus from where the person is.
  function startEditingQuietly(cell, text, edit) {
    const focused = document.activeElement;
    cell.replaceChildren(...edit.originalNodes);
    const editor = startEditing(cell, { text });
    editor.originalValue = edit.originalValue;
    if (focused && focused !== document.body && document.contains(focused)) focused.focus({ preventScroll: true });
    return editor;
  }
  window.addEventListener("online", () => { if (waiting.size) retryWaiting(); });

  // ---- Rows from elsewhere ----
  function renderRow(row, data) {
    row.pendingRemote = null;
    renderData(row, data);
  }

  // A row saved elsewhere (the events stream). Cells being edited keep their text: another field's
  // change shows at once, a change to the field being edited asks which to keep.
  function applyRemote(row, data) {
    if (Number(row.dataset.version) >= data.version) return;  // already shown: this page's own save
    const editors = [...row.querySelectorAll("[data-field]")].map((cell) => cell.editor).filter(Boolean);
    renderRow(row, data);
    for (const editor of editors) {
      if (String(valueOf(editor.field, data)) !== String(editor.originalValue) && !editor.saving) offerChoice(editor, data);
    }
  }

  return {
    applyRemote, renderRow, markDeleted,
    isEditing: (row) => (row ? !!row.querySelector(".cell-input") : editorCount > 0),
  };
}

// Puts `text` into the row's cell for `field`, keeping the cell itself (and its place) intact; a cell
// being edited keeps the person's editor.
function setCell(row, field, text, value) {
  const cell = row.querySelector(`[data-field="${field}"]`);
  if (!cell) return;
  if (value !== undefined) cell.dataset.value = value;
  if (cell.editor) {
    cell.editor.originalNodes = [document.createTextNode(text)];
    cell.editor.originalText = String(text).trim();
    return;
  }
  cell.textContent = text;
}
