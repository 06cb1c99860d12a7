import Foundation
import OpenTouch
import OpenTouchScenes

/// The file `opentouch demo <scene> --html FILE` and `opentouch replay … --html FILE` write: one
/// self-contained HTML page (inline CSS, JS and SVG; nothing fetched) with the scene drawn at
/// its final state and a timeline for every touch sequence, to attach to a bug report.
@MainActor
enum TimelineDocument {
    /// What the page draws, embedded as JSON.
    private struct Payload: Encodable {
        var scene: String
        var glyph: String
        var summary: String
        /// The command that made the file, shown in its header.
        var source: String
        var root: ViewNode
        var sequences: [TraceTimeline.Sequence]
        var lines: [String]
    }

    /// The page for `scene` after its input, with `trace` the trace of that input.
    static func html(of scene: any OpenTouchScene, traced trace: TouchTrace, source: String) throws -> String {
        let type = type(of: scene)
        let payload = Payload(scene: type.name, glyph: SceneEntry.glyph(for: type.name), summary: type.summary, source: source,
                              root: ViewNodeBuilder(trace: trace).node(for: scene.window),
                              sequences: TraceTimeline(events: trace.events).sequences, lines: trace.events.map(\.description))
        // JSONEncoder writes "/" as "\/", so no "</script>" can end the data early.
        let data = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
        return PageShell.html(title: "OpenTouch timeline: \(type.name)", zoomable: true, body: """
        <header><h1 id="title"></h1><p id="source"></p></header>
        <main>
          <div class="device-column">
            <div class="phone"><div class="screen" id="screen"><div class="stage" id="stage"></div></div></div>
            <div class="summary" id="summary"></div>
          </div>
          <div class="panel-column" id="sequences"></div>
        </main>
        <script type="application/json" id="opentouch-data">\(data)</script>
        """, script: script)
    }

    private static let script = #"""
"use strict";
const data = JSON.parse(document.getElementById("opentouch-data").textContent);
setText(document.getElementById("title"), `${data.glyph} ${data.scene}: where every touch went`);
document.getElementById("source").textContent = `Made by \`${data.source}\` · times on the application clock`;
document.getElementById("summary").textContent = data.summary;
const screen = document.getElementById("screen"), stage = document.getElementById("stage"), column = document.getElementById("sequences");
const cards = data.sequences.map((sequence, index) => {
  const card = document.createElement("section");
  card.className = "card";
  const fingers = sequence.lanes.filter((lane) => lane.kind === "finger").map((lane) => lane.name).join(", ") || "no finger";
  card.innerHTML = `<h2>Sequence ${index + 1} <span class="sub"></span></h2><div class="timeline-scroll timeline"></div><div class="why"></div>`;
  card.querySelector(".sub").textContent = `${formatMs(sequence.start)} – ${formatMs(sequence.end)} · ${fingers}`;
  column.append(card);
  return { card, sequence };
});
const trace = document.createElement("details");
trace.className = "card";
trace.innerHTML = `<summary>The whole trace (${data.lines.length} lines)</summary>`;
const pre = document.createElement("pre");
pre.className = "lines";
for (const line of data.lines) pre.append(traceLine(line));
trace.append(pre);
column.append(trace);
if (cards.length) cards[cards.length - 1].card.append(legend());

function draw() {
  const width = Math.min(document.documentElement.clientWidth - 32 - 24, 520);
  fitScene(screen, stage, data.root, width);
  drawScene(stage, data.root);
  for (const { card, sequence } of cards) {
    const why = card.querySelector(".why");
    drawTimeline(card.querySelector(".timeline"), sequence, (mark, lane, element) => {
      for (const picked of document.querySelectorAll(".mark.picked")) picked.classList.remove("picked");
      element.classList.add("picked");
      showWhy(why, mark, lane, (i) => data.lines[i]);
    });
  }
}
draw();
let pending = 0;
window.addEventListener("resize", () => { cancelAnimationFrame(pending); pending = requestAnimationFrame(draw); });
window.opentouch = { data, ready: true };
"""#
}
