// The thermostat schedule drawn one day at a time: an inline SVG of the 24 hours with the heating and
// cooling set points as step lines, read from the table and redrawn whenever a cell changes (a save here,
// a change saved elsewhere). Each chart has a title and a description a screen reader reads: every
// period's start and set points, in the reader's clock and unit.
"use strict";

const ScheduleChart = (() => {
  const svgNS = "http://www.w3.org/2000/svg";
  // The drawing's coordinates; the SVG scales to its box.
  const width = 480, height = 170, left = 44, right = 470, top = 12, bottom = 134;

  // "6:00 AM", "18:30" or "06:00": minutes after midnight, or null.
  function minutes(text) {
    const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(text.trim());
    if (!match) return null;
    let hour = Number(match[1]);
    const minute = Number(match[2]);
    if (match[3]) hour = (hour % 12) + (match[3].toUpperCase() === "PM" ? 12 : 0);
    return hour * 60 + minute;
  }

  // A cell's shown value; a cell being edited keeps the saved one until the save.
  function cellText(row, field) {
    const cell = row.querySelector(`[data-field="${field}"]`);
    if (!cell) return "";
    return cell.editor ? String(cell.editor.originalText) : cell.textContent.trim();
  }

  // The day's periods from its table rows, in time order.
  function periods(body, separator) {
    return [...body.querySelectorAll("tr[data-id]")].map((row) => ({
      name: row.querySelector("th").textContent.trim(),
      time: cellText(row, "time"),
      start: minutes(cellText(row, "time")),
      heatText: cellText(row, "heating"),
      coolText: cellText(row, "cooling"),
      heat: Number(cellText(row, "heating").replace(separator, ".")),
      cool: Number(cellText(row, "cooling").replace(separator, ".")),
    })).filter((p) => p.start !== null && Number.isFinite(p.heat) && Number.isFinite(p.cool))
      .sort((a, b) => a.start - b.start);
  }

  function element(name, attributes, text) {
    const node = document.createElementNS(svgNS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The step line's points: each set point holds from its period's start to the next; before the first
  // period of the day the last one (the night) still holds.
  function steps(list, key, x, y) {
    if (!list.length) return "";
    const points = [];
    let value = list[list.length - 1][key];
    points.push([x(0), y(value)]);
    for (const period of list) {
      points.push([x(period.start), y(value)]);
      value = period[key];
      points.push([x(period.start), y(value)]);
    }
    points.push([x(1440), y(value)]);
    return points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ");
  }

  function hourLabel(hour, twelveHour) {
    if (!twelveHour) return `${String(hour).padStart(2, "0")}:00`;
    const h = hour % 12 === 0 ? 12 : hour % 12;
    return `${h} ${hour % 24 < 12 ? "AM" : "PM"}`;
  }

  // Draws one day into `box` (replacing what was there) on the shared scale `low`–`high`.
  function draw(box, day, list, { low, high, unit, twelveHour, index }) {
    const x = (m) => left + (m / 1440) * (right - left);
    const y = (t) => bottom - ((t - low) / (high - low)) * (bottom - top);
    const titleID = `chart-title-${index}`, descID = `chart-desc-${index}`;
    const svg = element("svg", {
      viewBox: `0 0 ${width} ${height}`, role: "img", "aria-labelledby": `${titleID} ${descID}`, class: "day-chart-svg",
    });
    svg.append(element("title", { id: titleID }, `${day}: heating and cooling set points over 24 hours`));
    const described = list.map((p) => `${p.name} from ${p.time}: heat to ${p.heatText} ${unit}, cool to ${p.coolText} ${unit}`);
    svg.append(element("desc", { id: descID }, described.join("; ") + "."));
    const grid = element("g", { class: "chart-grid", "aria-hidden": "true" });
    for (const hour of [0, 6, 12, 18, 24]) {
      grid.append(element("line", { x1: x(hour * 60), x2: x(hour * 60), y1: top, y2: bottom }));
      const anchor = hour === 0 ? "start" : hour === 24 ? "end" : "middle";
      grid.append(element("text", { x: x(hour * 60), y: bottom + 16, "text-anchor": anchor }, hourLabel(hour, twelveHour)));
    }
    for (const t of [low, (low + high) / 2, high]) {
      grid.append(element("line", { x1: left, x2: right, y1: y(t), y2: y(t), class: "chart-level" }));
      grid.append(element("text", { x: left - 6, y: y(t) + 4, "text-anchor": "end" }, `${Math.round(t)}°`));
    }
    svg.append(grid);
    svg.append(element("polyline", { points: steps(list, "cool", x, y), class: "chart-cool", "data-line": "cooling" }));
    svg.append(element("polyline", { points: steps(list, "heat", x, y), class: "chart-heat", "data-line": "heating" }));
    const legend = element("g", { class: "chart-legend", "aria-hidden": "true" });
    legend.append(element("line", { x1: left, x2: left + 18, y1: height - 8, y2: height - 8, class: "chart-heat" }));
    legend.append(element("text", { x: left + 24, y: height - 4 }, "Heating"));
    legend.append(element("line", { x1: left + 100, x2: left + 118, y1: height - 8, y2: height - 8, class: "chart-cool" }));
    legend.append(element("text", { x: left + 124, y: height - 4 }, "Cooling"));
    svg.append(legend);
    box.replaceChildren(svg);
  }

  // Draws every day of `table` into the boxes `[data-chart-for]`, and keeps them in step with the table.
  function attach(table) {
    const separator = table.dataset.decimalSeparator || ".";
    const unit = table.dataset.unit || "°F";
    const twelveHour = /M$/.test(table.dataset.timeExample || "7:30 PM");
    const boxes = [...document.querySelectorAll("[data-chart-for]")];
    let pending = false;
    function redraw() {
      pending = false;
      const days = [...table.tBodies].map((body) => ({
        name: body.querySelector("tr.section th")?.textContent.trim() || "",
        list: periods(body, separator),
      }));
      const values = days.flatMap((d) => d.list.flatMap((p) => [p.heat, p.cool]));
      if (!values.length) return;
      const low = Math.floor((Math.min(...values) - 2) / 5) * 5;
      const high = Math.ceil((Math.max(...values) + 2) / 5) * 5;
      days.forEach((day, index) => {
        const box = boxes.find((b) => b.dataset.chartFor === day.name);
        if (box) draw(box, day.name, day.list, { low, high, unit, twelveHour, index });
      });
    }
    function soon() {
      if (pending) return;
      pending = true;
      requestAnimationFrame(redraw);
    }
    table.addEventListener("cell-saved", soon);
    new MutationObserver(soon).observe(table, { childList: true, characterData: true, subtree: true });
    redraw();
    return { redraw };
  }

  return { attach, minutes };
})();
