/// Draws a scene's views (``ViewNode``s) in the phone frame, shared by the playground and the
/// timeline file. Plain DOM and inline SVG: no library, no build step, nothing fetched.
enum SceneScript {
    static let js = #"""
"use strict";
// Sets `text` with its emoji in an emoji font: where a plain font has a black-and-white face for
// some emoji (DejaVu on Linux), the browser would take that one first.
function setText(element, text) {
  const svg = element.namespaceURI === "http://www.w3.org/2000/svg";
  element.replaceChildren();
  for (const part of String(text).split(/(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)/u)) {
    if (!part) continue;
    if (/^\p{Extended_Pictographic}/u.test(part)) {
      const run = svg ? document.createElementNS("http://www.w3.org/2000/svg", "tspan") : document.createElement("span");
      run.setAttribute("class", "emoji");
      run.textContent = part;
      element.append(run);
    } else {
      element.append(part);
    }
  }
}

// The scene in points, scaled down (never up) to fit the width and height the page has.
function fitScene(screen, stage, root, maxWidth, maxHeight = Infinity) {
  const scale = Math.min(1, maxWidth / root.width, maxHeight / root.height);
  screen.style.width = Math.floor(root.width * scale) + "px";
  screen.style.height = Math.floor(root.height * scale) + "px";
  placeStage(stage, root, scale, 0, 0);
  return scale;
}

// The scene's window on a device of `device` points drawn at `deviceScale` pixels a point, on
// its side when `landscape`: the window is scaled to the largest size the device's screen
// holds and centred; what it leaves of the screen is black. Returns the window's scale.
function fitDevice(screen, stage, root, device, deviceScale, landscape) {
  const width = Math.floor((landscape ? device.height : device.width) * deviceScale);
  const height = Math.floor((landscape ? device.width : device.height) * deviceScale);
  const scale = Math.min(width / root.width, height / root.height);
  screen.style.width = width + "px";
  screen.style.height = height + "px";
  const shownWidth = root.width * scale, shownHeight = root.height * scale;
  screen.classList.toggle("letterboxed", width - shownWidth > 1 || height - shownHeight > 1);
  placeStage(stage, root, scale, Math.round((width - shownWidth) / 2), Math.round((height - shownHeight) / 2));
  return scale;
}

function placeStage(stage, root, scale, left, top) {
  stage.style.width = root.width + "px";
  stage.style.height = root.height + "px";
  stage.style.left = left + "px";
  stage.style.top = top + "px";
  stage.style.transform = `scale(${scale})`;
  // The page's own words on the scene (names, the tracking margin) keep one size on the page.
  stage.style.setProperty("--scale", scale);
}

// Replaces the stage's views with `root`'s children.
function drawScene(stage, root) {
  const layer = stage.querySelector(".fingers");
  // The window's own colour is what shows where no view covers it.
  stage.style.background = root.color || "";
  stage.replaceChildren(...root.children.map((node) => buildView(node, 1)));
  if (layer) stage.appendChild(layer);
  placeLabels(stage);
}

function buildView(node, depth) {
  const element = document.createElement("div");
  const classes = ["view", "kind-" + node.kind];
  if (node.highlighted) classes.push("highlighted");
  if (node.selected) classes.push("selected");
  if (!node.enabled) classes.push("disabled");
  if (node.on) classes.push("on");
  if (node.hidden) classes.push("hidden");
  if (node.border) classes.push("border-" + node.border);
  if (node.placeholder) classes.push("placeholder");
  if (node.editing) classes.push("editing");
  if (node.barButton) classes.push("bar-button");
  if (node.back) classes.push("back");
  element.className = classes.join(" ");
  element.dataset.id = node.id;
  if (node.name) element.dataset.name = node.name;
  element.style.width = node.width + "px";
  element.style.height = node.height + "px";
  element.style.transform = `matrix(${node.matrix.join(",")})`;
  if (node.color) element.style.background = node.color;
  if (node.plain) element.classList.add("plain");
  // The layer's look: rounded corners (only those it masks), its shadow, which Core Animation
  // casts from the layer and everything in it, and its border, drawn over its content.
  if (node.corners) element.style.borderRadius = node.corners.map((r) => r + "px").join(" ");
  if (node.shadow) element.style.filter = `drop-shadow(${node.shadow.x}px ${node.shadow.y}px ${node.shadow.blur}px ${node.shadow.color})`;
  element.style.opacity = node.alpha;
  element.style.overflow = node.clips || node.kind === "photo" ? "hidden" : "visible";
  const text = (className, value) => {
    const span = document.createElement("span");
    span.className = "label " + className;
    setText(span, value);
    span.dataset.depth = depth;
    element.appendChild(span);
    return span;
  };
  switch (node.kind) {
    case "emoji": {
      const glyph = text("content", node.label || "");
      glyph.style.fontSize = Math.round(Math.min(node.width, node.height) * 0.62) + "px";
      break;
    }
    case "photo":
      element.appendChild(picture(node));
      if (node.label) text("tag pos-bl", node.label);
      break;
    case "field": {
      const span = text("content", node.label || "");
      // The caret after the text while the field is edited.
      if (node.editing) span.insertAdjacentHTML("beforeend", `<span class="caret"></span>`);
      break;
    }
    case "button": case "label":
      if (node.label) {
        // Words wider than their view end in "…", as a label truncates its tail on the device.
        const span = text("content", "");
        const words = document.createElement("span");
        words.className = "text";
        setText(words, node.label);
        span.append(words);
        if (node.textColor) span.style.color = node.textColor;
        if (node.alignment) span.style.justifyContent = { left: "flex-start", center: "center", right: "flex-end" }[node.alignment];
      }
      break;
    case "toggle": {
      const knob = document.createElement("div");
      knob.className = "knob";
      element.appendChild(knob);
      break;
    }
    case "slider": {
      const percent = (100 * (node.fraction || 0)) + "%";
      element.insertAdjacentHTML("beforeend", `<div class="track"></div><div class="fill" style="width:${percent}"></div><div class="thumb" style="left:${percent}"></div>`);
      break;
    }
    case "segmented":
      for (const [index, title] of (node.segments || []).entries()) {
        const segment = document.createElement("div");
        segment.className = "segment" + (index === node.selectedSegment ? " selected" : "");
        const span = document.createElement("span");
        span.className = "label content";
        setText(span, title);
        span.dataset.depth = depth;
        segment.appendChild(span);
        element.appendChild(segment);
      }
      break;
    case "stepper":
      element.insertAdjacentHTML("beforeend", `<div class="half">−</div><div class="half">+</div>`);
      break;
    default:
      // A coloured view with nothing in it is named in its middle, big enough to read: it is
      // one of the scene's places to touch. Any other view wears its name as a corner tag.
      if (node.label && node.color && !node.children.length && node.width >= 100 && node.height >= 50) text("content caption", node.label);
      else if (node.label) text("tag pos-tl", node.label);
  }
  if (node.trackingMargin != null) {
    const m = node.trackingMargin, margin = document.createElement("div");
    margin.className = "margin";
    margin.dataset.label = `tracking margin ${m} pt`;
    Object.assign(margin.style, { left: -m + "px", top: -m + "px", width: node.width + 2 * m + "px", height: node.height + 2 * m + "px" });
    const words = document.createElement("span");
    words.className = "label margin-label";
    words.textContent = margin.dataset.label;
    margin.appendChild(words);
    element.appendChild(margin);
  }
  if (node.edge) {
    const edge = document.createElement("div");
    edge.className = "edge";
    Object.assign(edge.style, { borderWidth: node.edge.width + "px", borderColor: node.edge.color });
    element.appendChild(edge);
  }
  for (const child of node.children) element.appendChild(buildView(child, depth + 1));
  return element;
}

// A photo with something in it: sky, sun and hills, coloured by the view's id so photos differ.
function picture(node) {
  const hue = (node.id * 67) % 360, w = node.width, h = node.height;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "picture");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("preserveAspectRatio", "none");
  svg.innerHTML = `<defs><linearGradient id="sky${node.id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,90%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky${node.id})"/>` +
    `<circle cx="${w * 0.72}" cy="${h * 0.25}" r="${Math.min(w, h) * 0.12}" fill="#ffd54a"/>` +
    `<path d="M0 ${h * 0.72} L${w * 0.3} ${h * 0.45} L${w * 0.55} ${h * 0.66} L${w * 0.78} ${h * 0.5} L${w} ${h * 0.68} L${w} ${h} L0 ${h}Z" fill="hsl(${(hue + 150) % 360},35%,42%)"/>` +
    `<path d="M0 ${h * 0.85} Q${w * 0.5} ${h * 0.7} ${w} ${h * 0.86} L${w} ${h} L0 ${h}Z" fill="hsl(${(hue + 150) % 360},40%,30%)"/>`;
  return svg;
}

// Names never cover each other: the words on a view (a title, an emoji) stay; a view's name
// tag tries each corner of its view, deepest views first, and is left out where none is free.
function placeLabels(stage) {
  const overlaps = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const taken = [];
  for (const label of stage.querySelectorAll(".label.content")) {
    const raw = contentBox(label), box = raw && clipped(label, raw);
    if (box) taken.push(box);
  }
  // A tracking margin's words stay on the screen where the margin reaches past its edge.
  const screenBox = stage.getBoundingClientRect();
  for (const words of stage.querySelectorAll(".margin-label")) {
    words.style.left = "";
    const box = words.getBoundingClientRect(), scale = box.width / Math.max(words.offsetWidth, 1) || 1;
    const shift = Math.max(0, screenBox.left + 4 - box.left) - Math.max(0, box.right - (screenBox.right - 4));
    if (shift) words.style.left = `calc(6px + ${shift / scale}px)`;
    const drop = Math.max(0, screenBox.top + 4 - box.top);
    words.style.top = drop ? `calc(-8px / var(--scale, 1) + ${drop / scale}px)` : "";
    const placed = words.getBoundingClientRect();
    taken.push(placed);
  }
  const tags = [...stage.querySelectorAll(".label.tag")].sort((a, b) => b.dataset.depth - a.dataset.depth);
  for (const tag of tags) {
    const first = [...tag.classList].find((c) => c.startsWith("pos-"));
    const corners = [first, ...["pos-tl", "pos-tr", "pos-bl", "pos-br"].filter((c) => c !== first)];
    let placed = false;
    for (const corner of corners) {
      tag.classList.remove("pos-tl", "pos-tr", "pos-bl", "pos-br", "unplaced");
      tag.classList.add(corner);
      const box = tag.getBoundingClientRect();
      const shown = clipped(tag, box);
      // Only a tag shown whole is placed: half a name under a clipping view reads as another,
      // and a name cut to "h…" in a view too small for it names nothing.
      if (!shown || shown.width < box.width - 0.5 || shown.height < box.height - 0.5) continue;
      if (tag.scrollWidth > tag.clientWidth + 1) continue;
      if (taken.some((other) => overlaps(box, other))) continue;
      // Nor under one of its own view's subviews, which are drawn over it.
      const covered = [...tag.parentElement.children].some((child) => child.classList.contains("view") && !child.classList.contains("hidden")
        && overlaps(box, child.getBoundingClientRect()));
      if (covered) continue;
      taken.push(box);
      placed = true;
      break;
    }
    if (!placed) {
      tag.classList.add("unplaced");
      tag.parentElement.title = tag.textContent;
    }
  }
}

// Every label a user can see, with its box in page pixels: what the browser test checks for overlaps.
function visibleLabels(stage) {
  const out = [];
  for (const label of stage.querySelectorAll(".label")) {
    if (label.classList.contains("unplaced") || label.closest(".hidden")) continue;
    const raw = label.classList.contains("content") ? contentBox(label) : label.getBoundingClientRect();
    const box = raw && clipped(label, raw);
    if (!box) continue;
    out.push({ text: label.textContent, left: box.left, top: box.top, right: box.right, bottom: box.bottom });
  }
  return out;
}

// What is left of `box` inside every clipping view above `element` (and the stage), or null.
function clipped(element, box) {
  let r = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  for (let up = element.parentElement; up; up = up.parentElement) {
    if (up.classList.contains("hidden")) return null;
    if (getComputedStyle(up).overflow !== "hidden") continue;
    const c = up.getBoundingClientRect();
    r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
    if (up.classList.contains("stage")) break;
  }
  if (r.right - r.left <= 0.5 || r.bottom - r.top <= 0.5) return null;
  return { ...r, width: r.right - r.left, height: r.bottom - r.top };
}

// The box of a label's text itself, not of the whole view it is centred in.
function contentBox(label) {
  if (!label.firstChild) return null;
  const range = document.createRange();
  range.selectNodeContents(label);
  return range.getBoundingClientRect();
}
"""#
}
