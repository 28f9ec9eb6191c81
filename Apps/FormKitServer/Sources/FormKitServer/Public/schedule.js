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
  makeEditableTable(document.getElementById("schedule"), { endpoint: "/api/schedule", renderRow });
});
