// The thermostat schedule: the seed's two-way table, saved row by row.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  function renderRow(row, slot) {
    if (!slot) return;
    row.dataset.version = slot.version;
    setCell(row, "time", slot.time);
    setCell(row, "heating", slot.heating);
    setCell(row, "cooling", slot.cooling);
  }
  const table = document.getElementById("schedule");
  // Set points are judged in the page by TextInput's decimal-number rule when FormKit's WebAssembly
  // module is loaded; the server judges every save either way.
  function checkCell(field, text) {
    const formkit = FormKitLocal.formkit;
    if (!formkit || (field !== "heating" && field !== "cooling")) return null;
    const status = formkit.checkDecimal(text.trim());
    if (status.error) return `Use a number like 68 or 68.5 (${status.error}).`;
    if (!status.complete) return "Use a number like 68 or 68.5 (the number is not finished).";
    return null;
  }
  const editable = makeEditableTable(table, { endpoint: "/api/schedule", renderRow, checkCell });
  FormKitLive.listen({
    slot(slot) {
      const row = table.querySelector(`tr[data-id="${slot.id}"]`);
      if (row) editable.applyRemote(row, slot);
    },
    refresh() { window.location.reload(); },
  });
});
