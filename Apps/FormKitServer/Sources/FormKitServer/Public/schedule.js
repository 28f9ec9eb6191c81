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
  const editable = makeEditableTable(table, { endpoint: "/api/schedule", renderRow });
  FormKitLive.listen({
    slot(slot) {
      const row = table.querySelector(`tr[data-id="${slot.id}"]`);
      if (row) editable.applyRemote(row, slot);
    },
    refresh() { window.location.reload(); },
  });
});
