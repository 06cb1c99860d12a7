/// The look shared by the playground and the timeline file: a phone-shaped frame for the scene,
/// cards for the timeline and the trace, and one colour per recognizer state, callback and event.
enum PageStyle {
    static let css = #"""
:root { color-scheme: light; --bg: #f2f2f7; --card: #fff; --ink: #1c1c1e; --muted: #6e6e73; --line: #e5e5ea;
        --blue: #007aff; --green: #2fb463; --red: #e5484d; --orange: #f08c2e; --amber: #f5b82e; --purple: #8e5cf7; --gray: #aeb4bf; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--ink); overflow-x: hidden;
             font: 14px/1.4 -apple-system, system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif, "Apple Color Emoji", "Noto Color Emoji", "Segoe UI Emoji"; }
.emoji { font-family: "Apple Color Emoji", "Noto Color Emoji", "Segoe UI Emoji", sans-serif; }
header { padding: 12px 16px 0; }
header h1 { font-size: 18px; margin: 0 0 2px; }
header p { margin: 0; color: var(--muted); }
main { display: flex; flex-wrap: wrap; gap: 16px; padding: 12px 16px 24px; align-items: flex-start; }
.device-column { flex: 0 0 auto; max-width: 100%; display: flex; flex-direction: column; align-items: center; gap: 10px; }
.panel-column { flex: 1 1 360px; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 12px; }
.card { background: var(--card); border-radius: 14px; box-shadow: 0 1px 3px #0002; padding: 12px; min-width: 0; }
.card h2 { font-size: 14px; margin: 0 0 8px; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.card h2 .sub { color: var(--muted); font-weight: normal; }
.scenes { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; max-width: 420px; }
nav.scenes { max-width: none; justify-content: flex-start; }
.scenes button, .tool { border: 1px solid #d1d1d6; background: #fff; color: var(--ink); border-radius: 999px; padding: 5px 11px;
                        font: inherit; cursor: pointer; }
.scenes button.active { background: var(--blue); border-color: var(--blue); color: #fff; }
.tool:disabled { opacity: 0.4; cursor: default; }
.summary { color: var(--muted); font-size: 13px; text-align: center; max-width: 360px; }
.suggestion { font-size: 14px; font-weight: 600; text-align: center; max-width: 360px; }
.notes { min-height: 1.4em; color: #1f7a44; text-align: center; max-width: 360px; }
.errors { color: var(--red); }
.errors:empty { display: none; }
/* A page that holds a pinch for its scene never zooms itself (a pinch outside the phone included). */
html.fixed-zoom, html.fixed-zoom body { touch-action: pan-x pan-y; }
/* A scroll bar that comes once the page is drawn takes no width from what was laid out. */
html { scrollbar-gutter: stable; }

/* The playground. On a phone, one column: the scene menu on one line, what to try, the phone,
   what happened, then the timeline. On a wide page the phone takes the window's whole height on
   the left and everything else is beside it, the panel scrolling inside itself, so the page never does. */
main.playground { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 10px 12px 24px; flex-wrap: nowrap; }
main.playground > header { padding: 0; align-self: stretch; }
main.playground > .panel-column, main.playground > nav { align-self: stretch; }
main.playground > .device-column { max-width: none; }
.about { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.scene-menu { display: none; align-self: stretch; align-items: center; gap: 8px; font-weight: 600; }
.scene-menu select { flex: 1; min-width: 0; font: inherit; font-weight: normal; padding: 7px 10px; border-radius: 10px; border: 1px solid #d1d1d6;
                     background: #fff; color: var(--ink); }
@media (max-width: 899px) {
  main.playground > nav.scenes { display: none; }
  main.playground > .scene-menu { display: flex; }
  main.playground > header p { display: none; }
}
@media (min-width: 900px) {
  body.fills-window { height: 100vh; overflow: hidden; }
  body.fills-window main.playground { height: 100vh; padding: 10px 12px; display: grid; gap: 8px 20px; align-items: start;
    grid-template-columns: auto minmax(360px, 1fr); grid-template-rows: auto auto auto auto minmax(0, 1fr);
    grid-template-areas: "device header" "device nav" "device suggestion" "device about" "device panel"; }
  body.fills-window main.playground > header { grid-area: header; }
  body.fills-window main.playground > nav { grid-area: nav; }
  body.fills-window main.playground > .suggestion { grid-area: suggestion; text-align: left; max-width: none; justify-self: start; }
  body.fills-window main.playground > .about { grid-area: about; align-items: flex-start; }
  body.fills-window main.playground > .about > * { text-align: left; max-width: none; }
  body.fills-window main.playground > .device-column { grid-area: device; align-self: center; }
  body.fills-window main.playground > .panel-column { grid-area: panel; align-self: stretch; overflow-y: auto; scrollbar-gutter: stable; padding: 0 4px 4px; }
}

/* The device: a dark bezel around the window; the stage is the window in points, scaled to fit. */
.phone { background: #1c1c1e; border-radius: 26px; padding: 10px; box-shadow: 0 12px 32px #0003; }
.screen { position: relative; overflow: hidden; border-radius: 16px; background: #fff; }
/* A window smaller than the device, or of another shape, is centred on black, as iOS shows an
   app made for another screen. */
.screen.letterboxed { background: #000; }
.stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; touch-action: none; user-select: none;
         -webkit-user-select: none; overflow: hidden; background: #fff; }
.view { position: absolute; left: 0; top: 0; transform-origin: 0 0; pointer-events: none; }
.view.kind-view, .view.kind-scroll { outline: 1px solid #0000000f; outline-offset: -1px; }
.view.hidden { display: none; }
/* A cell's content view has no edge of its own on the device: no outline where it stops. */
.view.kind-view.plain { outline: none; }
.view > .edge { position: absolute; inset: 0; border-style: solid; border-radius: inherit; pointer-events: none; }
.label { position: absolute; white-space: nowrap; pointer-events: none; }
/* Names are the page's, not the scene's: 12 px on the page whatever the scene's scale. */
.label.tag { font-size: calc(12px / var(--scale, 1)); line-height: calc(16px / var(--scale, 1)); padding: 0 calc(5px / var(--scale, 1));
             border-radius: calc(8px / var(--scale, 1)); background: #ffffffd9; color: var(--muted);
             box-shadow: 0 0 0 1px #0000000d; max-width: calc(100% - 4px); overflow: hidden; text-overflow: ellipsis; }
.label.tag.pos-tl { left: 2px; top: 2px; } .label.tag.pos-tr { right: 2px; top: 2px; }
.label.tag.pos-bl { left: 2px; bottom: 2px; } .label.tag.pos-br { right: 2px; bottom: 2px; }
.label.tag.unplaced { display: none; }
.label.content { left: 0; top: 0; width: 100%; height: 100%; display: flex; align-items: center; justify-content: center; }
.label.content > .text { min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kind-emoji .label.content { font-family: "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif; }
.kind-button { border-radius: 10px; background: #007aff1f; }
.kind-button .label.content, .kind-label .label.content { color: var(--blue); font-weight: 600; font-size: 15px; }
.kind-label .label.content { color: var(--ink); font-weight: normal; }
.kind-button.highlighted { background: #007aff4d; }
.kind-button.bar-button, .kind-button.bar-button.highlighted { background: none; }
.kind-button.back::before { content: ""; position: absolute; left: -5px; top: calc(50% - 6px); width: 10px; height: 10px;
                            border-left: 2.5px solid var(--blue); border-bottom: 2.5px solid var(--blue); transform: rotate(45deg); }
.kind-button.back.highlighted::before { opacity: 0.55; }
.kind-field.border-roundedRect { border-radius: 5px; background: #fff; box-shadow: inset 0 0 0 1px #c6c6c8; }
.kind-field.border-line { box-shadow: inset 0 0 0 1px var(--ink); }
.kind-field.border-bezel { box-shadow: inset 1px 1px 0 1px #8e8e93, inset 0 0 0 1px #c6c6c8; }
.kind-field .label.content { justify-content: flex-start; padding: 0 7px; font-size: 15px; color: var(--ink); }
.kind-field.placeholder .label.content { color: #3c3c434d; }
.kind-field .caret { display: inline-block; width: 2px; height: 1.2em; margin-left: 1px; background: var(--blue); }
.kind-field.placeholder .caret { order: -1; margin: 0 1px 0 0; }
.label.content.caption { color: var(--muted); font-size: 14px; }
.kind-button.highlighted .label.content { opacity: 0.55; }
.kind-button.disabled .label.content { color: var(--gray); }
.kind-segmented { display: flex; gap: 2px; padding: 2px; box-sizing: border-box; border-radius: 8px; background: #e3e3e8; }
.kind-segmented .segment { position: relative; flex: 1; border-radius: 6px; }
.kind-segmented .segment.selected { background: #fff; box-shadow: 0 1px 3px #0000001f; }
.kind-segmented .label.content { font-size: 14px; font-weight: 500; }
.kind-toggle { border-radius: 999px; background: #e9e9eb; transition: background 0.15s; }
.kind-toggle.on { background: #34c759; }
.kind-toggle .knob { position: absolute; top: 2px; left: 2px; width: calc(100% / 1.65 - 4px); height: calc(100% - 4px); border-radius: 999px;
                     background: #fff; box-shadow: 0 1px 3px #0004; }
.kind-toggle.on .knob { left: auto; right: 2px; }
.kind-slider .track { position: absolute; left: 0; right: 0; top: calc(50% - 2px); height: 4px; border-radius: 2px; background: #d1d1d6; }
.kind-slider .fill { position: absolute; left: 0; top: calc(50% - 2px); height: 4px; border-radius: 2px; background: var(--blue); }
.kind-slider .thumb { position: absolute; top: calc(50% - 13px); width: 26px; height: 26px; margin-left: -13px; border-radius: 50%;
                      background: #fff; box-shadow: 0 1px 4px #0005; }
.kind-stepper { border-radius: 9px; background: #e9e9eb; display: flex; }
.kind-stepper .half { flex: 1; display: flex; align-items: center; justify-content: center; font-size: 20px; color: var(--ink); }
.kind-stepper .half + .half { border-left: 1px solid #c7c7cc; }
.kind-photo { border-radius: 6px; overflow: hidden; box-shadow: 0 2px 8px #0003; background: #ddd; }
.kind-photo .picture { position: absolute; inset: 0; width: 100%; height: 100%; }
.margin { position: absolute; border: 2px dashed var(--orange); border-radius: 12px; pointer-events: none; }
.margin .label.margin-label { left: 6px; top: calc(-8px / var(--scale, 1)); font-size: calc(12px / var(--scale, 1)); line-height: calc(16px / var(--scale, 1));
                 padding: 0 calc(4px / var(--scale, 1)); background: #fff; color: var(--orange); border-radius: 4px; }
.view.flash { box-shadow: 0 0 0 3px var(--blue), inset 0 0 0 2000px #007aff1f; }
.fingers { position: absolute; inset: 0; pointer-events: none; }
.finger { position: absolute; border-radius: 50%; background: #007aff40; border: 2px solid #007affcc; transform: translate(-50%, -50%); }
.finger .ring { position: absolute; left: 50%; top: 50%; border-radius: 50%; border: 2px solid var(--orange); transform: translate(-50%, -50%); }

/* The timeline: lanes of marks on the application clock. */
.timeline-scroll { overflow-x: auto; overflow-y: hidden; max-width: 100%; }
.timeline svg { display: block; font: 11px system-ui, sans-serif, "Apple Color Emoji", "Noto Color Emoji", "Segoe UI Emoji"; }
.timeline .axis line { stroke: var(--line); }
.timeline .axis text { fill: var(--muted); }
.timeline .lane-bg { fill: #f7f7fa; }
.timeline .lane-name { fill: var(--ink); }
.timeline .kind-badge { font-size: 9px; fill: var(--muted); }
.timeline .finger-line { stroke: #007aff66; stroke-width: 3; stroke-linecap: round; }
.timeline .mark { cursor: pointer; }
.timeline .mark:hover > :first-child, .timeline .mark.picked > :first-child { stroke: var(--ink); stroke-width: 2; }
.timeline .band { opacity: 0.85; }
.timeline .s-possible { fill: #d9dde4; } .timeline .s-waiting { fill: var(--amber); } .timeline .s-began { fill: var(--blue); }
.timeline .s-changed { fill: #6fa3ff; } .timeline .s-ended { fill: var(--green); } .timeline .s-failed { fill: var(--red); }
.timeline .s-cancelled { fill: var(--orange); } .timeline .s-reset { fill: var(--gray); }
.timeline .s-touchBegan { fill: var(--green); } .timeline .s-touchMoved { fill: #8a94a6; } .timeline .s-touchEnded { fill: #1f7a44; }
.timeline .s-touchCancelled { fill: var(--red); } .timeline .s-held { fill: #fff; stroke: var(--amber); stroke-width: 2.5; }
.timeline .s-replayed { fill: var(--purple); } .timeline .s-dropped { fill: var(--gray); } .timeline .s-withheld { fill: var(--gray); }
.timeline .s-hit { fill: #fff; stroke: var(--ink); stroke-width: 1.5; } .timeline .s-info { fill: #c7ccd4; }
.timeline .s-down { fill: var(--blue); } .timeline .s-move { fill: #007aff99; } .timeline .s-up { fill: #fff; stroke: var(--blue); stroke-width: 2; }
.timeline .event-pill { fill: var(--blue); } .timeline .event-pill.bad { fill: var(--red); } .timeline .event-pill.good { fill: var(--green); }
.timeline .event-text { fill: #fff; font-size: 10px; pointer-events: none; }
.timeline .note-text { fill: #1f7a44; font-size: 10px; pointer-events: none; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 12px; color: var(--muted); font-size: 11px; margin-top: 8px; }
.legend span::before { content: ""; display: inline-block; width: 10px; height: 10px; border-radius: 3px; margin-right: 4px;
                       vertical-align: -1px; background: var(--swatch); }
.why { margin-top: 8px; }
.why .head { font-weight: 600; margin-bottom: 4px; }
.lines { margin: 0; font: 11px/1.45 ui-monospace, "SFMono-Regular", Menlo, monospace, "Apple Color Emoji", "Noto Color Emoji"; white-space: pre-wrap; overflow-wrap: anywhere;
         background: #1e1e1e; color: #d4d4d4; border-radius: 10px; padding: 8px 10px; max-height: 320px; overflow-y: auto; }
.lines .picked { color: #fff; background: #007aff55; }
/* One block a line, wrapped under its message: the time, finger and topic columns stay clear. */
.lines .line { display: block; padding-left: 28ch; text-indent: -28ch; min-height: 1.45em; }
.lines:empty::before { content: "Nothing yet: touch the scene."; color: #8e8e93; }
details summary { cursor: pointer; font-weight: 600; }
"""#
}
