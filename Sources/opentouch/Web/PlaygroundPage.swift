/// The playground's page: the scene in a phone frame, touched with the browser's real pointers
/// (every pointer a finger, with its radius and force shown), and the live timeline of the touch
/// sequence under way beneath it. `window.playground` exposes its state to the browser test.
enum PlaygroundPage {
    static let html = PageShell.html(title: "OpenTouch playground", zoomable: false, fillsWindow: true, body: """
    <main class="playground">
      <header><h1><span class="emoji">✋</span> OpenTouch playground</h1><p>Touch the scene with fingers, a pen or a mouse; the timeline shows who got each touch, and why.</p></header>
      <nav class="scenes" id="scenes" role="tablist" aria-label="Scenes"></nav>
      <label class="scene-menu">Scene <select id="scene-menu" aria-label="Scene"></select></label>
      <div class="suggestion" id="suggestion"></div>
      <div class="device-column" id="device">
        <div class="phone" id="phone"><div class="screen" id="screen"><div class="stage" id="stage"><div class="fingers" id="fingers"></div></div></div></div>
      </div>
      <div class="about"><div class="summary" id="summary"></div><div class="notes" id="notes" aria-live="polite"></div></div>
      <div class="panel-column">
        <div class="errors" id="error" aria-live="polite"></div>
        <section class="card">
          <h2>Touch sequence <span class="sub" id="sequence-title">— touch the scene</span>
              <button class="tool" id="previous" title="Previous sequence">◀</button><button class="tool" id="next" title="Next sequence">▶</button></h2>
          <div class="timeline-scroll timeline" id="timeline"></div>
          <div class="why" id="why"></div>
          <div id="legend"></div>
        </section>
        <details class="card" id="trace-card" open>
          <summary>Trace</summary>
          <pre class="lines" id="trace"></pre>
        </details>
        <div><button class="tool" id="download">Download recording</button></div>
      </div>
    </main>
    """, script: script)

    private static let script = #"""
"use strict";
const stage = document.getElementById("stage"), screen = document.getElementById("screen"), layer = document.getElementById("fingers");
const traceBox = document.getElementById("trace"), timelineBox = document.getElementById("timeline"), why = document.getElementById("why");
const maximumForce = 400 / 60;
// The page keeps the latest trace lines by their number in the whole trace, the latest notes
// and errors, and the last 20 sequences: bounded however long it stays open.
const keptLines = 5000, keptNotes = 200;
const state = { scene: null, scenes: [], notes: [], errors: [], traceLines: new Map(), root: null, connected: false, scale: 1,
                sequences: new Map(), latest: 0, shown: 0, closeReason: null, device: { width: 390, height: 844 }, deviceScale: 1, landscape: false };
window.playground = state;
document.getElementById("legend").append(legend());
const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket");
socket.onopen = () => { state.connected = true; };
socket.onmessage = (event) => receive(JSON.parse(event.data));
socket.onclose = (event) => {
  state.connected = false;
  state.closeReason = event.reason;
  showError("the connection to the playground closed" + (event.reason ? ": " + event.reason : ""));
};

function send(message) { if (socket.readyState === 1) socket.send(JSON.stringify(message)); }
// Keys go to the scene's first responder (a text field it made first responder): printable keys
// as text, Enter as return, Backspace as delete. The page keeps its own shortcuts.
document.addEventListener("keydown", (event) => {
  if (event.metaKey || event.ctrlKey || event.altKey) return;
  if (event.key.length === 1) send({ type: "text", text: event.key });
  else if (event.key === "Enter") send({ type: "text", text: "\n" });
  else if (event.key === "Backspace") send({ type: "delete" });
  else return;
  event.preventDefault();
});
function showError(text) {
  state.errors.push(text);
  if (state.errors.length > keptNotes) state.errors.shift();
  document.getElementById("error").textContent = text;
}

function receive(message) {
  if (message.type === "hello") {
    Object.assign(state, { scene: message.scene, scenes: message.scenes, notes: [], root: null, latest: 0, shown: 0 });
    if (message.device) state.device = message.device;
    // Each scene is a new screen: its fingers are numbered from 1 again, as its trace counts them.
    for (const entry of fingers.values()) entry.marker.remove();
    fingers.clear();
    nextFinger = 1;
    state.traceLines.clear();
    state.sequences.clear();
    traceBox.textContent = "";
    why.replaceChildren();
    timelineBox.replaceChildren();
    document.getElementById("notes").textContent = "";
    document.getElementById("error").textContent = "";
    drawPicker();
    updateSequenceTitle();
  } else if (message.type === "update") {
    if (message.root) { state.root = message.root; drawStage(); }
    if (message.hits && message.hits.length) flash(message.hits);
    (message.trace || []).forEach((line, i) => state.traceLines.set(message.traceStart + i, line));
    // A Map iterates in insertion order: the oldest lines go first.
    for (const number of state.traceLines.keys()) {
      if (state.traceLines.size <= keptLines) break;
      state.traceLines.delete(number);
    }
    if (message.trace && message.trace.length) {
      traceBox.replaceChildren(...[...state.traceLines.values()].slice(-400).map(traceLine));
      traceBox.scrollTop = traceBox.scrollHeight;
    }
    for (const note of message.notes || []) state.notes.push(note);
    state.notes.splice(0, state.notes.length - keptNotes);
    if (message.notes && message.notes.length) setText(document.getElementById("notes"), message.notes[message.notes.length - 1]);
    for (const part of message.timeline || []) receiveSequence(part.number, part.sequence, part.append);
  } else if (message.type === "error") {
    showError(message.message);
  } else if (message.type === "recording") {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([message.recording], { type: "application/json" }));
    link.download = state.scene + ".recording.json";
    link.click();
  }
}

function drawPicker() {
  const picker = document.getElementById("scenes");
  picker.replaceChildren(...state.scenes.map((entry) => {
    const button = document.createElement("button");
    setText(button, `${entry.glyph} ${entry.name}`);
    button.dataset.scene = entry.name;
    button.title = entry.summary;
    button.setAttribute("role", "tab");
    button.setAttribute("aria-selected", entry.name === state.scene);
    if (entry.name === state.scene) button.className = "active";
    button.addEventListener("click", () => send({ type: "scene", name: entry.name }));
    return button;
  }));
  const menu = document.getElementById("scene-menu");
  menu.replaceChildren(...state.scenes.map((entry) => {
    const option = document.createElement("option");
    option.value = entry.name;
    option.textContent = `${entry.glyph} ${entry.name}`;
    option.selected = entry.name === state.scene;
    return option;
  }));
  const entry = state.scenes.find((e) => e.name === state.scene);
  document.getElementById("summary").textContent = entry ? entry.summary : "";
  document.getElementById("suggestion").textContent = entry ? `Try: ${entry.suggestion}` : "";
}

document.getElementById("scene-menu").addEventListener("change", (event) => send({ type: "scene", name: event.target.value }));

// The phone is the same in every scene: the device's screen (the size OpenTouch's main screen
// has, sent by the server) at one scale, the largest at which the whole phone fits the room the
// page has: on a wide page the window's height (and the width beside a 360-pixel panel), on a
// narrow one the page's width and a screenful. A window wider than tall turns the phone on its
// side where the turned phone fits at that same scale.
const wide = matchMedia("(min-width: 900px)");
const bezel = 20, panelWidth = 360;
function deviceRoom() {
  const width = document.documentElement.clientWidth;
  if (wide.matches) return { width: width - panelWidth - 20 - 24 - bezel, height: innerHeight - 20 - bezel };
  return { width: width - 24 - bezel, height: innerHeight - 16 - bezel };
}

function drawStage() {
  if (!state.root) return;
  const room = deviceRoom(), device = state.device;
  state.deviceScale = Math.max(0.1, Math.min(room.width / device.width, room.height / device.height));
  state.landscape = state.root.width > state.root.height && device.height * state.deviceScale <= room.width;
  state.scale = fitDevice(screen, stage, state.root, device, state.deviceScale, state.landscape);
  drawScene(stage, state.root);
  applyFlash();
}

// Outlines, for a moment, the views hit-testing chose; the outline survives redraws meanwhile.
const flashing = new Map();
function flash(names) {
  const until = performance.now() + 700;
  for (const name of names) flashing.set(name, until);
  applyFlash();
  setTimeout(applyFlash, 720);
}
function applyFlash() {
  const now = performance.now();
  for (const [name, until] of flashing) if (until <= now) flashing.delete(name);
  for (const view of stage.querySelectorAll(".view")) view.classList.toggle("flash", flashing.has(view.dataset.name));
}

// The live sequence is redrawn at most once a frame; older ones stay to be browsed.
let timelinePending = false;
// The server sends a sequence whole once, then only the marks added to its lanes.
const laneOrder = ["finger", "recognizer", "view", "control", "list", "other"];
function receiveSequence(number, sequence, append) {
  const following = state.shown === state.latest;
  const known = state.sequences.get(number);
  if (append && known) {
    known.end = Math.max(known.end, sequence.end);
    for (const lane of sequence.lanes) {
      const existing = known.lanes.find((l) => l.kind === lane.kind && l.name === lane.name);
      if (existing) { existing.marks.push(...lane.marks); continue; }
      const after = known.lanes.findIndex((l) => laneOrder.indexOf(l.kind) > laneOrder.indexOf(lane.kind));
      known.lanes.splice(after < 0 ? known.lanes.length : after, 0, lane);
    }
    sequence = known;
  }
  state.sequences.set(number, sequence);
  for (const old of [...state.sequences.keys()]) if (old < number - 19) state.sequences.delete(old);
  state.latest = Math.max(state.latest, number);
  if (following) state.shown = state.latest;
  if (state.shown === number && !timelinePending) {
    timelinePending = true;
    requestAnimationFrame(() => { timelinePending = false; drawShownSequence(); });
  }
}

// A sequence is shown once a finger is in it: what a scene sets up before the first touch
// joins the first sequence (TraceTimeline), but alone it is no touch sequence to look at.
function shownSequence() {
  const sequence = state.sequences.get(state.shown);
  return sequence && sequence.lanes.some((lane) => lane.kind === "finger") ? sequence : null;
}

function drawShownSequence() {
  const sequence = shownSequence();
  updateSequenceTitle();
  if (!sequence) { timelineBox.replaceChildren(); return; }
  drawTimeline(timelineBox, sequence, (mark, lane, element) => {
    for (const picked of timelineBox.querySelectorAll(".mark.picked")) picked.classList.remove("picked");
    element.classList.add("picked");
    showWhy(why, mark, lane, (i) => state.traceLines.get(i));
  });
}

function updateSequenceTitle() {
  const sequence = shownSequence();
  document.getElementById("sequence-title").textContent = sequence
    ? `${state.shown} · ${formatMs(sequence.start)} – ${formatMs(sequence.end)}` : "— touch the scene";
  document.getElementById("previous").disabled = !state.sequences.has(state.shown - 1);
  document.getElementById("next").disabled = !state.sequences.has(state.shown + 1);
}
document.getElementById("previous").addEventListener("click", () => { state.shown -= 1; why.replaceChildren(); drawShownSequence(); });
document.getElementById("next").addEventListener("click", () => { state.shown += 1; why.replaceChildren(); drawShownSequence(); });

// Pointer Events: every pointer is a finger; one frame per event, coalesced samples included.
const fingers = new Map();
let nextFinger = 1;
function sample(event, phase) {
  const rect = stage.getBoundingClientRect();
  const point = (e) => ({ x: (e.clientX - rect.left) / state.scale, y: (e.clientY - rect.top) / state.scale });
  const s = { finger: fingers.get(event.pointerId).finger, phase, ...point(event) };
  if (event.pointerType !== "mouse" && event.pressure > 0) s.force = Math.min(event.pressure, 1) * maximumForce;
  if (event.width > 1 || event.height > 1) s.majorRadius = Math.max(event.width, event.height) / 2 / state.scale;
  if (phase === "move" && event.getCoalescedEvents) {
    const earlier = event.getCoalescedEvents().slice(0, -1).map(point);
    if (earlier.length) s.coalesced = earlier.slice(-8);
  }
  return s;
}

// A marker where the finger is, as wide as the touch; its ring grows with the force.
function showFinger(entry, s) {
  const radius = s.majorRadius || 12, ring = radius + 4 + (s.force || 0) / maximumForce * 18;
  Object.assign(entry.marker.style, { left: s.x + "px", top: s.y + "px", width: 2 * radius + "px", height: 2 * radius + "px" });
  entry.ring.style.display = s.force ? "block" : "none";
  Object.assign(entry.ring.style, { width: 2 * ring + "px", height: 2 * ring + "px" });
}

stage.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  stage.setPointerCapture(event.pointerId);
  const marker = document.createElement("div"), ring = document.createElement("div");
  marker.className = "finger";
  ring.className = "ring";
  marker.append(ring);
  layer.append(marker);
  const entry = { finger: nextFinger++, marker, ring };
  fingers.set(event.pointerId, entry);
  const s = sample(event, "down");
  showFinger(entry, s);
  send({ type: "frame", samples: [s] });
});
stage.addEventListener("pointermove", (event) => {
  const entry = fingers.get(event.pointerId);
  if (!entry) return;
  event.preventDefault();
  const s = sample(event, "move");
  showFinger(entry, s);
  send({ type: "frame", samples: [s] });
});
for (const [name, phase] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
  stage.addEventListener(name, (event) => {
    const entry = fingers.get(event.pointerId);
    if (!entry) return;
    send({ type: "frame", samples: [sample(event, phase)] });
    entry.marker.remove();
    fingers.delete(event.pointerId);
  });
}
for (const name of ["touchstart", "touchmove", "gesturestart", "contextmenu"]) {
  stage.addEventListener(name, (event) => event.preventDefault(), { passive: false });
}
// A pinch outside the phone does not zoom the page either: a trackpad's pinch comes as a wheel
// event with the control key, Safari's as gesture events. (The keyboard's zoom stays the user's.)
document.addEventListener("wheel", (event) => { if (event.ctrlKey) event.preventDefault(); }, { passive: false });
for (const name of ["gesturestart", "gesturechange"]) document.addEventListener(name, (event) => event.preventDefault(), { passive: false });
// Nor is a zoom or scroll of an earlier visit brought back on reload.
history.scrollRestoration = "manual";
document.getElementById("download").addEventListener("click", () => send({ type: "recording" }));
// The timeline is as wide as its card: drawn again when the card's width changes (a scroll bar
// coming to the panel beside it, the window resized), never left wider than the card.
let timelineWidth = 0;
new ResizeObserver(() => {
  if (timelineBox.clientWidth === timelineWidth) return;
  timelineWidth = timelineBox.clientWidth;
  if (shownSequence()) drawShownSequence();
}).observe(timelineBox);
let resizePending = 0;
window.addEventListener("resize", () => {
  cancelAnimationFrame(resizePending);
  resizePending = requestAnimationFrame(() => { drawStage(); drawShownSequence(); });
});
"""#
}
