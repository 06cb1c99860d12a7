/// The playground's page: draws the scene's views, turns Pointer Events into touch frames, and
/// shows the trace as it happens. `window.playground` exposes its state to the browser test.
enum PlaygroundPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<title>OpenTouch playground</title>
<style>
  body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; background: #f4f4f6; }
  #left { display: flex; flex-direction: column; gap: 8px; }
  #stage { position: relative; background: #fff; box-shadow: 0 1px 4px #0003; touch-action: none; user-select: none;
           -webkit-user-select: none; overflow: hidden; transform-origin: 0 0; }
  .view { position: absolute; left: 0; top: 0; transform-origin: 0 0; box-sizing: border-box; border: 1px solid #0001;
          display: flex; align-items: center; justify-content: center; pointer-events: none; font-size: 12px; color: #333; }
  .view.emoji { font-size: 30px; border: none; }
  .view.highlighted { filter: brightness(0.8); outline: 2px solid #007aff; }
  #trace { width: min(720px, 95vw); height: 480px; overflow: auto; background: #1e1e1e; color: #ddd;
           font: 11px ui-monospace, monospace; white-space: pre; padding: 8px; box-sizing: border-box; }
  #notes { color: #070; min-height: 1.2em; }
  #error { color: #b00; min-height: 1.2em; }
</style>
</head>
<body>
<div id="left">
  <div><label>Scene <select id="scenes"></select></label> <button id="download">Download recording</button></div>
  <div id="stage"></div>
  <div id="notes"></div>
  <div id="error"></div>
</div>
<div id="trace"></div>
<script>
"use strict";
const stage = document.getElementById("stage"), traceBox = document.getElementById("trace");
const maximumForce = 400 / 60;
const state = { scene: null, notes: [], errors: [], traceLines: [], root: null, connected: false };
window.playground = state;
const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket");
socket.onopen = () => { state.connected = true; };
socket.onmessage = (event) => receive(JSON.parse(event.data));
socket.onclose = () => { state.connected = false; };

function send(message) { if (socket.readyState === 1) socket.send(JSON.stringify(message)); }

function receive(message) {
  if (message.type === "hello") {
    state.scene = message.scene; state.notes = []; traceBox.textContent = ""; state.traceLines = [];
    const select = document.getElementById("scenes");
    select.innerHTML = message.scenes.map(n => `<option${n === message.scene ? " selected" : ""}>${n}</option>`).join("");
  } else if (message.type === "update") {
    if (message.root) draw(message.root);
    for (const line of message.trace || []) state.traceLines.push(line);
    if (message.trace && message.trace.length) {
      traceBox.textContent = state.traceLines.slice(-400).join("\n");
      traceBox.scrollTop = traceBox.scrollHeight;
    }
    for (const note of message.notes || []) state.notes.push(note);
    if (message.notes && message.notes.length) document.getElementById("notes").textContent = message.notes[message.notes.length - 1];
  } else if (message.type === "error") {
    state.errors.push(message.message);
    document.getElementById("error").textContent = message.message;
  } else if (message.type === "recording") {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([message.recording], { type: "application/json" }));
    link.download = state.scene + ".recording.json";
    link.click();
  }
}

function draw(root) {
  state.root = root;
  stage.style.width = root.width + "px";
  stage.style.height = root.height + "px";
  stage.replaceChildren(...root.children.map(build));
}

function build(node) {
  const element = document.createElement("div");
  element.className = "view" + (node.state ? " " + node.state : "") + (/^\p{Extended_Pictographic}/u.test(node.label || "") ? " emoji" : "");
  element.style.width = node.width + "px";
  element.style.height = node.height + "px";
  element.style.transform = `matrix(${node.matrix.join(",")})`;
  element.style.background = node.color || "transparent";
  element.style.opacity = node.alpha;
  element.style.overflow = node.clips ? "hidden" : "visible";
  if (node.hidden) element.style.display = "none";
  if (node.label) { const text = document.createElement("span"); text.textContent = node.label; element.appendChild(text); }
  for (const child of node.children) element.appendChild(build(child));
  return element;
}

// Pointer Events: every pointer is a finger; one frame per event, coalesced samples included.
const fingers = new Map();
let nextFinger = 1;
function sample(event, phase) {
  const rect = stage.getBoundingClientRect();
  const point = (e) => ({ x: e.clientX - rect.left, y: e.clientY - rect.top });
  const s = { finger: fingers.get(event.pointerId), phase, ...point(event) };
  if (event.pointerType !== "mouse" && event.pressure > 0) s.force = Math.min(event.pressure, 1) * maximumForce;
  if (event.width > 1 || event.height > 1) s.majorRadius = Math.max(event.width, event.height) / 2;
  if (phase === "move" && event.getCoalescedEvents) {
    const earlier = event.getCoalescedEvents().slice(0, -1).map(point);
    if (earlier.length) s.coalesced = earlier.slice(-8);
  }
  return s;
}
stage.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  stage.setPointerCapture(event.pointerId);
  fingers.set(event.pointerId, nextFinger++);
  send({ type: "frame", samples: [sample(event, "down")] });
});
stage.addEventListener("pointermove", (event) => {
  if (!fingers.has(event.pointerId)) return;
  event.preventDefault();
  send({ type: "frame", samples: [sample(event, "move")] });
});
for (const [name, phase] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
  stage.addEventListener(name, (event) => {
    if (!fingers.has(event.pointerId)) return;
    send({ type: "frame", samples: [sample(event, phase)] });
    fingers.delete(event.pointerId);
  });
}
for (const name of ["touchstart", "touchmove", "gesturestart", "contextmenu"]) {
  stage.addEventListener(name, (event) => event.preventDefault(), { passive: false });
}
document.getElementById("scenes").addEventListener("change", (event) => send({ type: "scene", name: event.target.value }));
document.getElementById("download").addEventListener("click", () => send({ type: "recording" }));
</script>
</body>
</html>
"""#
}
