// The thermostat schedule: the seed's two-way table, saved cell by cell, and a chart of each day (schedule-chart.js).
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
    // The reader's decimal separator or ".": the server takes both.
    const separator = table.dataset.decimalSeparator || ".";
    // An example in the reader's unit and separator, as the server's own messages give it.
    const example = table.dataset.temperatureExample || "68.5";
    const status = formkit.checkDecimal(text.trim().replaceAll(separator, "."));
    if (status.error) return `Use a number like ${example} (${status.error}).`;
    if (!status.complete) return `Use a number like ${example} (the number is not finished).`;
    return null;
  }
  const editable = makeEditableTable(table, { endpoint: "/api/schedule", renderRow, checkCell });
  // °C or °F: the region's unit by default (CLDR's preference, chosen by the server); the switch keeps
  // the other in a cookie. The schedule is stored in one unit, °F, whichever is shown.
  const unitSwitch = document.getElementById("temperature-unit");
  unitSwitch.addEventListener("click", () => {
    document.cookie = `temperature=${unitSwitch.dataset.unit}; path=/; max-age=31536000; SameSite=Strict`;
    window.location.reload();
  });
  ScheduleChart.attach(table);
  // A change saved elsewhere shows in its row (and the chart); when the stream missed changes, the
  // schedule is read again, without a reload that would close an open editor.
  function applySlot(slot) {
    const row = table.querySelector(`tr[data-id="${slot.id}"]`);
    if (row) editable.applyRemote(row, slot);
  }
  FormKitLive.listen({
    slot: applySlot,
    async refresh() {
      try {
        const response = await fetch("/api/schedule", { headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const schedule = await response.json();
        for (const section of schedule.sections) section.rows.forEach(applySlot);
      } catch (_) { /* offline: the next event or reload brings the schedule */ }
    },
  });
});
