/// Draws a touch sequence of a ``TraceTimeline`` as SVG lanes on the application clock, and
/// shows the trace lines behind a mark when it is clicked. Shared by the playground and the
/// timeline file; plain JS, nothing fetched.
enum TimelineScript {
    static let js = #"""
"use strict";
const svgNS = "http://www.w3.org/2000/svg";
const laneIcons = { finger: "☝", recognizer: "◎", view: "▢", control: "◉", list: "☰", other: "✎" };
const stateStyles = new Set(["possible", "waiting", "began", "changed", "ended", "failed", "cancelled"]);
const goodEvents = /Enter|Inside|touchDown|primaryActionTriggered|valueChanged|^select \[|^open |^run /;
const badEvents = /Exit|Outside|Cancel|nothing/;

function svgElement(name, attributes) {
  const element = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes || {})) element.setAttribute(key, value);
  return element;
}

function svgText(x, y, value, attributes) {
  const element = svgElement("text", Object.assign({ x, y }, attributes || {}));
  setText(element, value);
  return element;
}

function formatMs(seconds) {
  // "+ 0" turns a rounded -0 into 0.
  return (Math.round(seconds * 1000) + 0).toLocaleString("en-US") + " ms";
}

// 1, 2 or 5 times a power of ten, at least `raw`.
function niceStep(raw) {
  const power = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-3))));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

// How wide `text` is in the timeline's font, in pixels, and `text` cut with an ellipsis to fit
// `room` pixels: lane names and notes are measured, never guessed from their length.
const measure = (() => {
  const context = document.createElement("canvas").getContext("2d");
  return (text, size = 11) => {
    context.font = `${size}px system-ui, sans-serif`;
    return context.measureText(text).width;
  };
})();
function fitted(text, room, size = 11) {
  if (measure(text, size) <= room) return text;
  let cut = text.length;
  while (cut > 1 && measure(text.slice(0, cut) + "…", size) > room) cut -= 1;
  return text.slice(0, cut) + "…";
}

// Draws `sequence` into `box`; `onPick(mark, lane, element)` runs when a mark is clicked.
function drawTimeline(box, sequence, onPick) {
  const laneHeight = 26, top = 24;
  // The names' column is as wide as the longest name needs, within a third of the box.
  const longest = Math.max(0, ...sequence.lanes.map((lane) => measure(lane.name)));
  const nameWidth = Math.round(Math.min(Math.max(180, box.clientWidth * 0.34), Math.max(96, longest + 22)));
  const span = Math.max(sequence.end - sequence.start, 0.05);
  const available = Math.max(box.clientWidth, 300);
  // At least 0.3 px per millisecond: past that the lanes scroll inside their card, never the page.
  const width = Math.round(Math.max(available, nameWidth + 40 + span * 1000 * 0.3));
  const left = nameWidth + 14, right = width - 40;
  const x = (t) => left + (t - sequence.start) / span * (right - left);
  const height = top + sequence.lanes.length * laneHeight + 4;
  const svg = svgElement("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": "timeline of the touch sequence" });

  if (width > available) svg.dataset.scrolls = "true";

  // As many times on the axis as fit, each apart from the next by its own width and a gap:
  // the labels are measured, as the longest one ("1,150 ms") decides how many fit.
  const axis = svgElement("g", { class: "axis" });
  const labelWidth = Math.max(measure(formatMs(sequence.start)), measure(formatMs(sequence.end))) + 16;
  let step = niceStep(span / Math.max(1, (right - left) / labelWidth));
  while ((right - left) * step / span < labelWidth) step = niceStep(step * 1.01);
  for (let t = Math.ceil(sequence.start / step - 1e-9) * step; t <= sequence.end + 1e-9; t += step) {
    axis.append(svgElement("line", { x1: x(t), x2: x(t), y1: top - 6, y2: height }));
    axis.append(svgText(x(t), 12, formatMs(t), { "text-anchor": "middle" }));
  }
  svg.append(axis);

  sequence.lanes.forEach((lane, index) => {
    const y = top + index * laneHeight, mid = y + laneHeight / 2;
    const group = svgElement("g", { class: "lane", "data-lane": lane.name, "data-kind": lane.kind });
    if (index % 2 === 0) group.append(svgElement("rect", { class: "lane-bg", x: 0, y, width, height: laneHeight }));
    group.append(svgText(4, mid + 4, laneIcons[lane.kind] || "", { class: "kind-badge" }));
    const name = svgText(18, mid + 4, fitted(lane.name, nameWidth - 20), { class: "lane-name" });
    name.append(svgElement("title"));
    name.lastChild.textContent = `${lane.kind}: ${lane.name}`;
    group.append(name);
    drawLane(group, lane, x, mid, sequence, { from: nameWidth + 4, to: width - 4 }, onPick);
    svg.append(group);
  });
  box.replaceChildren(svg);
}

// `room` is where the lane's words may go: after the names' column, inside the drawing.
function drawLane(group, lane, x, mid, sequence, room, onPick) {
  const marks = lane.marks;
  const add = (mark, index, shape) => {
    const g = svgElement("g", { class: "mark", "data-style": mark.style, "data-time": mark.time, "data-index": index });
    const title = svgElement("title");
    title.textContent = `${formatMs(mark.time)}  ${lane.name}: ${mark.label}${mark.reason ? " — " + mark.reason : ""}`;
    g.append(shape, title);
    g.addEventListener("click", () => onPick(mark, lane, g));
    group.append(g);
    return g;
  };
  const dot = (mark, cx, cy, r) => svgElement("circle", { cx, cy, r, class: "s-" + mark.style });
  const cross = (mark, cx, cy) => {
    const g = svgElement("g", { class: "s-" + mark.style });
    g.append(svgElement("circle", { cx, cy, r: 6, fill: "transparent" }),
             svgElement("path", { d: `M${cx - 4} ${cy - 4}L${cx + 4} ${cy + 4}M${cx + 4} ${cy - 4}L${cx - 4} ${cy + 4}`, stroke: "currentColor", "stroke-width": 2.5,
                                  style: `color: var(--${mark.style === "dropped" ? "gray" : "red"})` }));
    return g;
  };
  if (lane.kind === "finger") {
    const xs = marks.map((m) => x(m.time));
    if (xs.length > 1) group.append(svgElement("line", { class: "finger-line", x1: xs[0], x2: xs[xs.length - 1], y1: mid, y2: mid }));
  }
  if (lane.kind === "recognizer") {
    // A state lasts from its mark to the next state or reset (or the sequence's end).
    const states = marks.map((m, i) => [m, i]).filter(([m]) => stateStyles.has(m.style) || m.style === "reset");
    states.forEach(([mark], i) => {
      if (mark.style === "reset") return;
      const next = states[i + 1] ? states[i + 1][0].time : sequence.end;
      const x0 = x(mark.time), x1 = Math.max(x(next), x0 + 3);
      group.append(svgElement("rect", { class: "band s-" + mark.style, x: x0, y: mid - 5, width: x1 - x0, height: 10, rx: 3 }));
    });
  }
  let textEnd = -Infinity;
  // A control's events are named where there is room, the rarer ones first: a touchDragExit
  // matters more than the touchDragInside beside it.
  const labelled = new Set(), taken = [];
  // A pill centred on its time, kept inside the lanes at both ends.
  const pill = (m) => {
    const w = measure(m.label, 10) + 12;
    return [Math.min(Math.max(x(m.time) - w / 2, x(sequence.start) - 4), x(sequence.end) + 36 - w), w];
  };
  const rank = (m) => /^touchUp/.test(m.label) ? 0 : m.label === "touchDown" ? 1 : /Exit|Enter/.test(m.label) ? 2
                    : /^touchDrag(Inside|Outside)$/.test(m.label) ? 4 : 3;
  const order = marks.map((m, i) => i).filter((i) => marks[i].style === "controlEvent" || marks[i].style === "listEvent")
    .sort((a, b) => rank(marks[a]) - rank(marks[b]) || a - b);
  for (const i of order) {
    const [x0, w] = pill(marks[i]);
    if (taken.some(([a, b]) => x0 < b + 3 && a < x0 + w + 3)) continue;
    taken.push([x0, x0 + w]);
    labelled.add(i);
  }
  // Named events last, so no dot covers their names.
  const drawOrder = marks.map((m, i) => i).filter((i) => !labelled.has(i)).concat([...labelled].sort((a, b) => a - b));
  drawOrder.forEach((index) => {
    const mark = marks[index], cx = x(mark.time);
    switch (mark.style) {
      case "touchMoved": add(mark, index, dot(mark, cx, mid, 2.5)); break;
      case "move": add(mark, index, dot(mark, cx, mid, 2 + Math.min(mark.force || 0, 6.67) / 6.67 * 4)); break;
      case "down": {
        const g = add(mark, index, dot(mark, cx, mid, 6));
        if (mark.force) g.append(svgElement("circle", { cx, cy: mid, r: 6 + Math.min(mark.force, 6.67) / 6.67 * 5, fill: "none", stroke: "var(--orange)", "stroke-width": 1.5 }));
        break;
      }
      case "touchCancelled": case "dropped": add(mark, index, cross(mark, cx, mid)); break;
      case "hit": add(mark, index, svgElement("path", { class: "s-hit", d: `M${cx} ${mid - 6}L${cx + 6} ${mid}L${cx} ${mid + 6}L${cx - 6} ${mid}Z` })); break;
      case "reset": add(mark, index, svgElement("rect", { class: "s-reset", x: cx - 1.5, y: mid - 8, width: 3, height: 16, rx: 1 })); break;
      case "controlEvent": case "listEvent": {
        const [x0, w] = pill(mark);
        if (labelled.has(index)) {
          const kind = badEvents.test(mark.label) ? " bad" : goodEvents.test(mark.label) ? " good" : "";
          const g = add(mark, index, svgElement("rect", { class: "event-pill" + kind, x: x0, y: mid - 8, width: w, height: 16, rx: 8 }));
          g.append(svgText(x0 + w / 2, mid + 3.5, mark.label, { class: "event-text", "text-anchor": "middle" }));
        } else {
          add(mark, index, svgElement("circle", { class: "event-pill", cx, cy: mid, r: 3.5 }));
        }
        break;
      }
      case "info": {
        const g = add(mark, index, dot(mark, cx, lane.kind === "other" ? mid : mid + 8, 2.5));
        if (lane.kind === "other" && cx + 4 > textEnd + 3) {
          // The words go after the dot, or before it where there is more room there, and never
          // into the names' column or past the lane's end; what does not fit ends in "…".
          const after = room.to - (cx + 5), before = cx - 5 - Math.max(room.from, textEnd + 3);
          const full = measure(mark.label, 10);
          const left = full > after && before > after;
          const words = fitted(mark.label, Math.min(left ? before : after, 260), 10);
          if (words.length > 1) {
            g.append(svgText(left ? cx - 5 : cx + 5, mid + 3.5, words, { class: "note-text", "text-anchor": left ? "end" : "start" }));
            textEnd = left ? cx : cx + 5 + measure(words, 10);
          }
        }
        break;
      }
      default:
        add(mark, index, dot(mark, cx, mid, 5));
    }
  });
}

// The lines behind `mark`: every line at its time, its own highlighted. `lineAt(n)` is the
// trace's line number n, or undefined when it is not (or no longer) held.
function showWhy(why, mark, lane, lineAt) {
  const own = new Set(mark.events);
  const at = (i) => lineAt(i) != null && Math.abs(parseFloat(lineAt(i)) - mark.time) < 5e-4;
  let first = Math.min(...mark.events), last = Math.max(...mark.events);
  while (at(first - 1) && last - first < 60) first -= 1;
  while (at(last + 1) && last - first < 60) last += 1;
  const head = document.createElement("div");
  head.className = "head";
  setText(head, `${formatMs(mark.time)} · ${lane.name}: ${mark.label}`);
  const pre = document.createElement("pre");
  pre.className = "lines";
  for (let i = first; i <= last; i++) {
    if (lineAt(i) == null) continue;
    const line = traceLine(lineAt(i));
    if (own.has(i)) line.classList.add("picked");
    pre.append(line);
  }
  why.replaceChildren(head, pre);
}

// One trace line as a block of its own, so that a line too long for its box wraps under its
// message and not under the time.
function traceLine(text) {
  const line = document.createElement("span");
  line.className = "line";
  line.textContent = text;
  return line;
}

// Colour key under the lanes.
function legend() {
  const items = [["possible", "#d9dde4"], ["waiting (GR-10)", "var(--amber)"], ["began/changed", "var(--blue)"], ["ended", "var(--green)"],
                 ["failed", "var(--red)"], ["cancelled", "var(--orange)"], ["held back (GR-12/13)", "var(--amber)"], ["replayed", "var(--purple)"],
                 ["hit-test ◇", "#fff"]];
  const box = document.createElement("div");
  box.className = "legend";
  for (const [name, colour] of items) {
    const item = document.createElement("span");
    item.style.setProperty("--swatch", colour);
    item.textContent = name;
    box.append(item);
  }
  return box;
}
"""#
}
