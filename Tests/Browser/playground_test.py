#!/usr/bin/env python3
"""The playground and the timeline files under real input: headless Chromium, driven through the
DevTools protocol, touches each scene (tap, drag out of the emoji picker, force press, a
two-finger pinch that rotates and scales the photo, the S3 drag off the button, a double tap)
and checks what the page, its timeline and the trace show; every scene at a phone's size has no
overlapping labels and no horizontal scroll; every scene's `opentouch demo --html` file opens
with no console error and no network request. Screenshots go to SHOTS.

    python3 Tests/Browser/playground_test.py .build/debug/opentouch [SHOTS]
"""
import asyncio, base64, json, math, os, socket, subprocess, sys, tempfile, time, urllib.request

import websockets

OPENTOUCH = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/opentouch"
SHOTS = sys.argv[2] if len(sys.argv) > 2 else os.path.join(tempfile.gettempdir(), "playground-screens")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"nothing listens on {port}")


class Browser:
    def __init__(self, ws):
        self.ws, self.next_id, self.events = ws, 0, []

    async def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        await self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(await self.ws.recv())
            if "method" in message:
                self.events.append(message)
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    async def evaluate(self, expression):
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    async def until(self, expression, what, seconds=5):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if await self.evaluate(expression):
                return
            await asyncio.sleep(0.05)
        notes = await self.evaluate("JSON.stringify(window.playground.notes)")
        errors = await self.evaluate("JSON.stringify(window.playground.errors)")
        raise AssertionError(f"{what}: not seen within {seconds} s (notes {notes}, errors {errors})")

    async def touch(self, kind, points):
        await self.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)


LABEL_OVERLAPS = """(() => {
  const boxes = visibleLabels(document.getElementById('stage'));
  const out = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(a.text + ' / ' + b.text);
  }
  return { count: boxes.length, overlaps: out };
})()"""

HORIZONTAL_SCROLL = "document.scrollingElement.scrollWidth - document.documentElement.clientWidth"

# Every piece of text on the page outside the phone (the phone's own labels are LABEL_OVERLAPS'),
# SVG text included: none over another, none cut off by a box that clips it, and (unless it is
# inside something that scrolls) none outside the viewport, below it included when `vertical`.
PAGE_TEXT = """((vertical) => {
  const width = document.documentElement.clientWidth, height = innerHeight, boxes = [], problems = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const scrolls = (v) => v === 'auto' || v === 'scroll';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement, text = node.textContent.trim();
    if (!text || element.closest('.stage, script, style, title') || element.getClientRects().length === 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    let rects;
    if (element instanceof SVGElement) rects = [element.getBoundingClientRect()];
    else { const range = document.createRange(); range.selectNodeContents(node); rects = [...range.getClientRects()]; }
    for (const b of rects) {
      if (b.width < 0.5 || b.height < 0.5) continue;
      // What shows of it: the part inside every box that scrolls it.
      let inScroller = false, shown = { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        shown = { left: Math.max(shown.left, c.left), top: Math.max(shown.top, c.top), right: Math.min(shown.right, c.right), bottom: Math.min(shown.bottom, c.bottom) };
        const outX = b.left < c.left - 0.5 || b.right > c.right + 0.5, outY = b.top < c.top - 0.5 || b.bottom > c.bottom + 0.5;
        if ((outX && !scrolls(style.overflowX)) || (outY && !scrolls(style.overflowY)))
          problems.push(`cut off by ${up.tagName.toLowerCase()}.${[...up.classList].join('.')}: ${text.slice(0, 40)}`);
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) inScroller = true;
      }
      if (!inScroller && (b.left < -0.5 || b.right > width + 0.5 || (vertical && (b.top < -0.5 || b.bottom > height + 0.5))))
        problems.push(`outside the viewport: ${text.slice(0, 40)} at ${Math.round(b.left)},${Math.round(b.top)}`);
      if (shown.right - shown.left > 0.5 && shown.bottom - shown.top > 0.5) boxes.push({ node, text, b: shown });
    }
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], c = boxes[j];
    if (a.node === c.node) continue;
    if (a.b.left < c.b.right - 0.5 && c.b.left < a.b.right - 0.5 && a.b.top < c.b.bottom - 0.5 && c.b.top < a.b.bottom - 0.5)
      problems.push(`overlap: ${a.text.slice(0, 30)} / ${c.text.slice(0, 30)}`);
  }
  return { count: boxes.length, problems };
})"""

# The phone shows its scene: the screen holds the whole stage, the phone is inside the viewport
# (its height at most the viewport's), and views with a colour or words are drawn in it.
SHOWS_VIEWS = """(() => {
  const screen = document.getElementById('screen').getBoundingClientRect(), stage = document.getElementById('stage').getBoundingClientRect();
  const phone = document.getElementById('phone').getBoundingClientRect();
  const meets = (r) => r.left < screen.right && screen.left < r.right && r.top < screen.bottom && screen.top < r.bottom && r.width > 0 && r.height > 0;
  const drawn = [...document.querySelectorAll('#stage .view')].filter((v) => !v.closest('.hidden')
      && (v.style.background || v.querySelector(':scope > .label, :scope > .segment, :scope > .knob, :scope > .track, :scope > .half'))
      && meets(v.getBoundingClientRect())).length;
  // The window inside the device's screen, filling it across or down, centred the other way.
  const inside = stage.left >= screen.left - 1 && stage.right <= screen.right + 1 && stage.top >= screen.top - 1 && stage.bottom <= screen.bottom + 1;
  const fills = Math.abs(screen.width - stage.width) <= 2 || Math.abs(screen.height - stage.height) <= 2;
  const centred = Math.abs((stage.left - screen.left) - (screen.right - stage.right)) <= 2 && Math.abs((stage.top - screen.top) - (screen.bottom - stage.bottom)) <= 2;
  return { drawn, whole: inside && fills && centred,
           phone: [phone.left, phone.top, phone.right, phone.bottom].map(Math.round), width: document.documentElement.clientWidth, height: innerHeight };
})()"""


# The phone's text: every word on the scene at least 12 px on the page, and each view's words
# inside the view across (a title wider than its button is cut on the device); the page's own
# words on the scene (a tracking margin's) inside the screen.
PHONE_TEXT = """(() => {
  const small = [], outside = [], scale = window.playground.scale, stage = document.getElementById('stage').getBoundingClientRect();
  for (const label of document.querySelectorAll('#stage .label')) {
    if (label.closest('.hidden') || label.classList.contains('unplaced') || !label.textContent.trim()) continue;
    const px = parseFloat(getComputedStyle(label).fontSize) * scale;
    if (px < 11.95) small.push(`${label.textContent} ${px.toFixed(1)} px`);
    if (label.classList.contains('content') && !label.parentElement.classList.contains('kind-emoji')) {
      // The words as drawn: a label's are cut with "…" to its width, as on the device.
      const words = label.querySelector(':scope > .text'), text = words ? words.getBoundingClientRect() : contentBox(label);
      const view = label.parentElement.getBoundingClientRect();
      if (text && (text.left < view.left - 1 || text.right > view.right + 1)) outside.push(`${label.textContent} past its view`);
    }
    if (label.classList.contains('tag')) {
      const box = label.getBoundingClientRect(), meets = (r) => box.left < r.right - 0.5 && r.left < box.right - 0.5 && box.top < r.bottom - 0.5 && r.top < box.bottom - 0.5;
      for (const child of label.parentElement.children)
        if (child.classList.contains('view') && !child.classList.contains('hidden') && meets(child.getBoundingClientRect())) outside.push(`${label.textContent} under ${child.dataset.name || 'a subview'}`);
    }
    if (label.classList.contains('margin-label')) {
      const box = label.getBoundingClientRect();
      if (box.left < stage.left - 0.5 || box.right > stage.right + 0.5 || box.top < stage.top - 0.5) outside.push(`${label.textContent} past the screen`);
    }
  }
  return { small, outside };
})()"""

# Every timeline's words inside its drawing, and the drawing inside its card unless it is meant to
# scroll (a long sequence at its smallest scale): nothing cut at the card's edge.
TIMELINE_INSIDE = """[...document.querySelectorAll('.timeline')].flatMap((box) => {
  const svg = box.querySelector('svg');
  if (!svg) return [];
  const c = box.getBoundingClientRect(), d = svg.getBoundingClientRect(), out = [];
  if (!svg.dataset.scrolls && d.right > c.right + 0.5) out.push(`the drawing is ${Math.round(d.right - c.right)} px wider than its card`);
  for (const t of svg.querySelectorAll('text')) {
    const r = t.getBoundingClientRect();
    if (r.width > 0 && (r.right > d.right + 0.5 || r.left < d.left - 0.5)) out.push(`past the drawing: ${t.textContent}`);
  }
  return out;
})"""

# The device: its size on the page, its sides sorted (a phone on its side is the same phone).
PHONE_BOX = """(() => { const r = document.getElementById('phone').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"""

# A drawn view by its name tag (accessibilityIdentifier) in the page's tree of views.
def node_js(label):
    return f"""((n) => {{ const find = (n) => n.label === '{label}' ? n : n.children.map(find).find(Boolean); return find(n); }})(window.playground.root)"""


async def connect(debug_port):
    with urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list") as response:
        target = next(t for t in json.load(response) if t["type"] == "page")
    return await websockets.connect(target["webSocketDebuggerUrl"], max_size=50_000_000)


async def run(page_url, debug_port):
    async with await connect(debug_port) as ws:
        b = Browser(ws)
        await b.call("Page.enable")
        await b.call("Emulation.setDeviceMetricsOverride", width=1400, height=900, deviceScaleFactor=1, mobile=False)
        await b.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        await b.call("Page.navigate", url=page_url)
        await b.until("window.playground && window.playground.root !== null", "the first scene")
        os.makedirs(SHOTS, exist_ok=True)

        async def origin():
            rect = await b.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top, window.playground.scale]; })()")
            return rect

        async def scene(name):
            # On a phone the scenes are a menu on one line; on a wide page, buttons.
            await b.evaluate(f"""window.playground.root = null; (() => {{ const menu = document.getElementById('scene-menu');
                if (menu.offsetParent !== null) {{ menu.value = '{name}'; menu.dispatchEvent(new Event('change')); }}
                else document.querySelector('[data-scene="{name}"]').click(); }})()""")
            await b.until(f"window.playground.scene === '{name}' && window.playground.root !== null", f"scene {name}")
            # On a phone the page scrolls: the whole phone is brought into view, as a user would.
            await b.evaluate("document.getElementById('phone').scrollIntoView({ block: 'nearest' })")
            await asyncio.sleep(0.1)
            return await origin()

        def point(o, x, y, ident=0, force=None):
            p = {"x": o[0] + x * o[2], "y": o[1] + y * o[2], "id": ident, "radiusX": 10, "radiusY": 10}
            if force is not None:
                p["force"] = force
            return p

        async def drag(o, path, pause=0.0, force=None):
            await b.touch("touchStart", [point(o, *path[0], force=force)])
            await asyncio.sleep(pause)
            for x, y in path[1:]:
                await b.touch("touchMove", [point(o, x, y, force=force)])
                await asyncio.sleep(0.02)
            await b.touch("touchEnd", [])

        async def shot(name):
            data = (await b.call("Page.captureScreenshot", format="png"))["data"]
            with open(os.path.join(SHOTS, name + ".png"), "wb") as f:
                f.write(base64.b64decode(data))

        # What each scene shows on the phone itself of what happened (run once in full below, and
        # again at each size): the sheet drawn as a sheet and dimming as it rises; a settings row
        # opening its page with no stray edges; titled shelf cards and a lifted album drawn
        # lifted; the competing card moved by the recognizer that won.
        async def shows_what_happened(name, o, keep_holding=False):
            if name == "bottom-sheet":
                look = await b.evaluate(f"""(() => {{ const sheet = {node_js('sheet')}, handle = {node_js('handle')};
                    return [sheet.corners, sheet.shadow != null, handle.width, handle.height, handle.corners]; }})()""")
                assert look[0] == [12, 12, 0, 0] and look[1] and look[2:4] == [36, 5] and look[4] == [2.5, 2.5, 2.5, 2.5], f"the sheet drawn as {look}"
                drawn = await b.evaluate("""(() => { const v = [...document.querySelectorAll('#stage .view')].find(v => v.style.filter.startsWith('drop-shadow'));
                    return v ? getComputedStyle(v).borderTopLeftRadius + ' ' + getComputedStyle(v).borderBottomLeftRadius : null; })()""")
                assert drawn == "12px 0px", f"the sheet's corners on the page: {drawn}"
                dim = node_js("dimming") + ".alpha"
                assert await b.evaluate(dim) == 0, "the collapsed sheet dims nothing"
                await drag(o, [(195, 616)] + [(195, 616 - 30 * i) for i in range(1, 9)])
                await b.until(dim + " > 0.2", "the raised sheet dims what is behind it")
                await asyncio.sleep(0.2)
                return "rounded top corners, a shadow and a handle; raised, it dims what is behind it"
            if name == "settings-list":
                # A touch before this one may have opened a row's page: back to the list first.
                await asyncio.sleep(0.5)
                if await b.evaluate(node_js("page row") + " != null"):
                    await drag(o, [(24, 69)])
                    await b.until(node_js("page row") + " == null", "back to the list")
                    await asyncio.sleep(0.5)
                plain = await b.evaluate("""[...document.querySelectorAll('#stage .view.plain')].map(v => getComputedStyle(v).outlineStyle)""")
                assert len(plain) >= 5 and set(plain) == {"none"}, f"the rows' content views are drawn with an edge: {plain}"
                await drag(o, [(120, 243)])
                await b.until(node_js("page row") + " != null", "Bluetooth's page opens")
                await asyncio.sleep(0.5)
                titles = await b.evaluate("""[...document.querySelectorAll('#stage .label.content')].filter(l => !l.closest('.hidden')).map(l => l.textContent).filter(t => t === 'Bluetooth').length""")
                assert titles >= 2, f"the page shows its title and its row: {titles}"
                await drag(o, [(24, 69)])
                await b.until(node_js("page row") + " == null", "back to the list")
                await asyncio.sleep(0.5)
                return "rows without stray edges; a tapped row opened its page, and back returned"
            if name == "photo-shelves":
                titles = await b.evaluate("""[...document.querySelectorAll('#stage .label.content')].map(l => l.textContent)""")
                assert "Beach" in titles and "Mountains" in titles, f"the shelf's cards carry no titles: {titles}"
                # The colour a card's title sits on: the nearest view above the title with one.
                colours = await b.evaluate("""['Beach', 'Mountains'].map((title) => {
                    const path = (n) => n.label === title && n.kind === 'label' ? [n] : n.children.map(path).filter(Boolean).map(p => [n, ...p])[0];
                    return (path(window.playground.root) || []).reverse().map(n => n.color).find(Boolean); })""")
                assert len(set(colours)) == 2 and None not in colours, f"the first two cards look alike: {colours}"
                album = await b.evaluate("""(() => { const path = (n) => n.label === 'Recents' && n.kind === 'label' ? [n] : n.children.map(path).filter(Boolean).map(p => [n, ...p])[0];
                    const views = path(window.playground.root) || [];
                    return [views.some(n => n.shadow != null), Math.max(...views.map(n => Math.hypot(n.matrix[0], n.matrix[1])))]; })()""")
                assert album == [False, 1], f"the album before it is held: {album}"
                # Held, the album is drawn lifted: grown, with a shadow, under the finger.
                await b.touch("touchStart", [point(o, 64, 333)])
                await b.until("[...window.playground.traceLines.values()].some(l => l.includes('lifts Recents'))", "the album lifted")
                await asyncio.sleep(0.3)
                lifted = await b.evaluate("""(() => { const path = (n) => n.label === 'Recents' && n.kind === 'label' ? [n] : n.children.map(path).filter(Boolean).map(p => [n, ...p])[0];
                    const views = path(window.playground.root) || [];
                    return [views.some(n => n.shadow != null), Math.max(...views.map(n => Math.hypot(n.matrix[0], n.matrix[1])))]; })()""")
                assert lifted[0] and lifted[1] > 1.05, f"the lifted album is drawn as before: {lifted}"
                drawn = await b.evaluate("""[...document.querySelectorAll('#stage .view')].some(v => v.style.filter.startsWith('drop-shadow'))""")
                assert drawn, "no shadow drawn under the lifted album"
                if not keep_holding:
                    # Put down where it was, it settles back: no shadow left.
                    await b.touch("touchEnd", [])
                    await b.until("![...document.querySelectorAll('#stage .view')].some(v => v.style.filter.startsWith('drop-shadow'))", "the album put down")
                return "titled cards of their own colours; a held album drawn lifted"
            if name == "gesture-competition":
                # On the scene as it opens (no failure requirements yet), a drag on the card is
                # the card's pan, which recognizes first (GR-9): the card follows the finger,
                # then springs back.
                card_x = node_js("card") + ".matrix[4]"
                await b.touch("touchStart", [point(o, 250, 160)])
                for i in range(1, 11):
                    await b.touch("touchMove", [point(o, 250 - 10 * i, 160)])
                    await asyncio.sleep(0.08)
                await asyncio.sleep(0.1)
                held = await b.evaluate(card_x)
                await b.touch("touchEnd", [])
                assert held < -40, f"the card drawn at x = {held} under a drag of 100 pt"
                await b.until("[...window.playground.traceLines.values()].some(l => l.includes('pan: → ended'))", "the card's pan won")
                await b.until(card_x + " === 20", "the card springs back")
                return f"the card's pan won the drag and the card followed the finger to x = {held:.0f}, then sprang back"
            return None

        results = []

        # S1: a tap picks 😂; a press held past the content delay and dragged out picks 😍.
        # While the finger is down a marker shows it; it goes when the finger lifts.
        o = await scene("emoji-picker")
        await b.touch("touchStart", [point(o, 35, 375)])
        await b.until("document.querySelectorAll('#fingers .finger').length === 1", "a finger marker on pointer down")
        width = await b.evaluate("document.querySelector('#fingers .finger').getBoundingClientRect().width")
        assert 18 <= width <= 22, f"the marker is {width} px wide for a 10 px radius"
        await b.until("document.querySelector('.view.flash[data-name=\"EmojiView 😂\"]') !== null", "the hit-tested view outlined")
        await b.touch("touchEnd", [])
        await b.until("document.querySelectorAll('#fingers .finger').length === 0", "the marker gone on pointer up")
        await b.until("window.playground.notes.includes('EmojiPicker: picked 😂')", "tap picks 😂")
        await drag(o, [(85, 325)] + [(85, 325 - 30 * i) for i in range(1, 7)], pause=0.3)
        await b.until("window.playground.notes.includes('EmojiPicker: picked 😍')", "drag out picks 😍")
        await shot("emoji-picker")
        results.append("emoji-picker: finger marker shown and removed, hit-tested view outlined, tap and drag-out picked")

        # S2: two fingers pinch and rotate the photo, and the photo turns and grows; a force press sets the flag.
        o = await scene("collage")
        await b.touch("touchStart", [point(o, 60, 150, 1), point(o, 140, 150, 2)])
        for step in range(1, 6):
            await b.touch("touchMove", [point(o, 60 - 4 * step, 150 - 4 * step, 1), point(o, 140 + 4 * step, 150 + 4 * step, 2)])
            await asyncio.sleep(0.02)
        await b.touch("touchEnd", [])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('scalePhotoA: → began'))", "pinch began")
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('rotatePhotoA: → began'))", "rotation began")
        await asyncio.sleep(0.2)
        a, bb = await b.evaluate("""(() => {
            const find = (n) => n.label === 'photoA' ? n : n.children.map(find).find(Boolean);
            const m = find(window.playground.root).matrix; return [m[0], m[1]]; })()""")
        scale, angle = math.hypot(a, bb), math.degrees(math.atan2(bb, a))
        assert scale > 1.2 and angle > 5, f"the photo after the pinch: scale {scale:.2f}, rotation {angle:.1f}°"
        drawn = await b.evaluate("getComputedStyle(document.querySelector('.kind-photo')).transform")
        assert drawn.startswith("matrix(") and drawn != "matrix(1, 0, 0, 1, 20, 20)", drawn
        await drag(o, [(100, 150), (100, 150), (101, 150)], force=0.9)
        await b.until("window.playground.notes.some(n => n.includes('force pressed'))", "force press")
        await shot("collage")
        results.append(f"collage: pinch and rotation together turned the photo {angle:.0f}° and scaled it {scale:.2f}×, force press seen")

        # S3: dragging up off the standard button fires touchDragExit only past 70 pt; while it
        # tracks, the tracking margin is drawn around it.
        o = await scene("button-drag")
        await b.touch("touchStart", [point(o, 80, 402)])
        await b.until("document.querySelector('.kind-button.highlighted .margin') !== null", "the tracking margin while tracking")
        margin = await b.evaluate("document.querySelector('.margin').dataset.label")
        assert margin == "tracking margin 70 pt", margin
        # The margin reaches past the screen's left edge; its words stay whole on the screen.
        text = await b.evaluate(PHONE_TEXT)
        shown = await b.evaluate("document.querySelector('.margin-label').textContent")
        assert not text["outside"] and not text["small"] and shown == margin, f"the margin's words: {shown!r}, {text}"
        await shot("button-drag-margin")
        for i in range(0, 12):
            await b.touch("touchMove", [point(o, 80, 380 - 10 * i)])
            await asyncio.sleep(0.02)
        await b.touch("touchEnd", [])
        await b.until("window.playground.notes.some(n => n.startsWith('standardButton: touchDragExit'))", "drag exit")
        await b.until("document.querySelector('.margin') === null", "no margin once the touch ended")
        exits = await b.evaluate("window.playground.notes.filter(n => n.startsWith('standardButton: touchDragExit'))")
        distance = int(exits[0].split(" pt above")[0].split()[-1])
        assert 70 <= distance <= 80, f"touchDragExit at {distance} pt"
        await shot("button-drag")
        results.append(f"button-drag: tracking margin drawn, touchDragExit {distance} pt above the button")

        # S4: a single tap on the recognizer half fires after the double-tap window; a double
        # tap's timeline shows the single tap waiting (GR-10), then failing when the double tap wins.
        o = await scene("tap-or-double-tap")
        await drag(o, [(160, 360)])
        await b.until("window.playground.notes.includes('recognizerWay: single tap work')", "single tap", seconds=3)
        await drag(o, [(160, 360)])
        await asyncio.sleep(0.08)
        await drag(o, [(160, 360)])
        await b.until("window.playground.notes.includes('recognizerWay: double tap work')", "double tap", seconds=3)
        await b.until("document.querySelector('#timeline [data-lane=\"singleTap\"] [data-style=\"failed\"]') !== null", "singleTap failed in the timeline")
        marks = await b.evaluate("""[...document.querySelectorAll('#timeline [data-lane="singleTap"] .mark')].map(m => [m.dataset.style, +m.dataset.time])""")
        styles = [style for style, _ in marks if style != "info"]
        assert styles[:2] == ["possible", "waiting"] and "failed" in styles, styles
        waited = next(t for style, t in marks if style == "waiting")
        failed = next(t for style, t in marks if style == "failed")
        assert waited < failed, (waited, failed)
        reason = await b.evaluate("""document.querySelector('#timeline [data-lane="singleTap"] [data-style="failed"] title').textContent""")
        assert 'doubleTap" recognized' in reason, reason
        await b.evaluate("""document.querySelector('#timeline [data-lane="singleTap"] [data-style="failed"]').dispatchEvent(new MouseEvent('click'))""")
        picked = await b.evaluate("document.querySelector('#why .lines .picked').textContent")
        assert "singleTap: → failed" in picked, picked
        # The lines shown under the timeline give the panel a scroll bar: the timeline still fits its card.
        await asyncio.sleep(0.2)
        cut = await b.evaluate(TIMELINE_INSIDE)
        assert not cut, f"the timeline with its lines shown: {cut}"
        await shot("tap-or-double-tap")
        await shot("timeline")
        results.append(f"tap-or-double-tap: single tap after the window; the timeline shows singleTap waiting at {waited * 1000:.0f} ms and failing at {failed * 1000:.0f} ms")

        # S5: a tap selects a row and opens its page, whose back button returns to the list; a
        # swipe shows Delete and a tap on it deletes the row; a row held past the content delay
        # highlights and loses it when the drag scrolls (LST-2..4, LST-8, VC-5). The rows start
        # below the navigation bar, the 52-point bar (filter, Edit) and the 28-point section
        # header: the table rests 91 points down, below the status and navigation bars (SCR-10).
        o = await scene("settings-list")
        plain = await b.evaluate("""[...document.querySelectorAll('#stage .view.plain')].map(v => getComputedStyle(v).outlineStyle)""")
        assert len(plain) >= 5 and set(plain) == {"none"}, f"the rows' content views are drawn with an edge: {plain}"
        await drag(o, [(120, 243)])
        await b.until("window.playground.notes.includes('SettingsList: opens Bluetooth')", "a tap selects Bluetooth")
        await b.until(node_js("page row") + " != null", "Bluetooth's page opens")
        await asyncio.sleep(0.5)
        page_title = await b.evaluate("""[...document.querySelectorAll('#stage .label.content')].map(l => l.textContent).filter(t => t === 'Bluetooth').length""")
        assert page_title >= 2, f"the page shows its title and its row: {page_title}"
        await shot("settings-list-page")
        await drag(o, [(24, 69)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('pops SettingPageController'))", "back to the list")
        await asyncio.sleep(0.5)
        await drag(o, [(290, 435)] + [(290 - 30 * i, 435) for i in range(1, 6)])
        await b.until("document.querySelector('.view[data-name=\"Delete\"]') !== null || [...window.playground.traceLines.values()].some(l => l.includes('opens row [0, 5]'))", "the swipe opens Delete")
        await asyncio.sleep(0.2)
        await shot("settings-list-swiped")
        await drag(o, [(300, 435)])
        await b.until("window.playground.notes.includes('SettingsList: deletes Focus')", "Delete deletes Focus")
        await drag(o, [(120, 387)] + [(120, 387 - 12 * i) for i in range(1, 7)], pause=0.3)
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('unhighlights row [0, 4]') && l.includes('cancelled'))", "the scroll takes the highlight")
        await b.until("[...document.querySelectorAll('#timeline [data-lane=\"settings\"] [data-style=\"listEvent\"]')].length >= 2", "the table's lane in the timeline")
        pills = await b.evaluate("""[...document.querySelectorAll('#timeline [data-lane="settings"] [data-style="listEvent"] title')].map(t => t.textContent)""")
        assert any("highlight" in p for p in pills) and any("unhighlight" in p for p in pills), pills
        await shot("settings-list")
        results.append(f"settings-list: rows without stray edges, tap opened Bluetooth's page and back returned, swipe deleted a row, hold-then-scroll unhighlighted; timeline lane: {len(pills)} list marks")

        # Photo shelves: the featured shelf pages sideways under a quick drag; a long press on a
        # card shows its context menu, whose Favourite row a tap chooses; a long press lifts the
        # first album and a drag puts it in the third place (LST-17, LST-22, INT-2, INT-4).
        o = await scene("photo-shelves")
        await drag(o, [(136, 158)] + [(136 - 15 * i, 158) for i in range(1, 5)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('comes to rest at (252, 0)'))", "the shelf pages one card on")
        await asyncio.sleep(0.6)
        await drag(o, [(136, 158)], pause=0.8)
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('shows a context menu of 3 rows'))", "the card's menu shows")
        await asyncio.sleep(0.3)
        await shot("photo-shelves-menu")
        await drag(o, [(141, 263)])
        await b.until("window.playground.notes.includes('PhotoShelves: favourites Mountains')", "Favourite is chosen")
        await asyncio.sleep(0.4)
        shelves = await shows_what_happened("photo-shelves", o, keep_holding=True)
        await shot("photo-shelves-lifted")
        for i in range(1, 9):
            await b.touch("touchMove", [point(o, 64 + 24 * i, 333)])
            await asyncio.sleep(0.02)
        await b.touch("touchEnd", [])
        await b.until("window.playground.notes.includes('PhotoShelves: moves Recents to place 3')", "the album is dragged into place")
        await shot("photo-shelves")
        results.append(f"photo-shelves: the shelf paged, the card's menu chose Favourite, Recents moved to the third place; {shelves}")

        # Gesture competition, as it opens: the drag's winner moves what it belongs to.
        o = await scene("gesture-competition")
        results.append("gesture-competition: " + await shows_what_happened("gesture-competition", o))

        # The card transition: a tap opens the card; a drag down moves the card as drawn (its
        # in-flight values, ANI-2) while the finger holds it; let go early it springs back, let
        # go late it is dismissed (TRN-1..5).
        o = await scene("card-transition")
        await drag(o, [(195, 225)])
        await b.until("window.playground.notes.includes('CardTransition: opened')", "the card opened")
        await asyncio.sleep(0.2)
        card_top = """(() => { const find = (n) => n.label === 'card' ? n : n.children.map(find).find(Boolean);
            const card = find(window.playground.root); return card ? card.matrix[5] : null; })()"""
        resting = await b.evaluate(card_top)
        await b.touch("touchStart", [point(o, 195, 520)])
        for i in range(1, 7):
            await b.touch("touchMove", [point(o, 195, 520 + 25 * i)])
            await asyncio.sleep(0.03)
        await asyncio.sleep(0.1)
        held = await b.evaluate(card_top)
        await shot("card-transition-dragged")
        await b.touch("touchEnd", [])
        assert resting is not None and held is not None and held - resting > 60, f"the card drawn at {held}, resting at {resting}"
        await b.until("window.playground.notes.includes('CardTransition: sprang back')", "let go early, the card springs back")
        await asyncio.sleep(0.3)
        await drag(o, [(195, 500)] + [(195, 500 + 40 * i) for i in range(1, 9)])
        await b.until("window.playground.notes.includes('CardTransition: dismissed')", "let go late, the card is dismissed")
        await b.until("document.querySelector('#timeline [data-lane=\"card pan\"]') !== null && document.querySelector('#timeline [data-lane=\"CardController#1\"]') !== null", "the pan and the transition in the timeline")
        results.append(f"card-transition: opened; dragged, the card is drawn {held - resting:.0f} pt down; let go early it sprang back, late it was dismissed; the pan and the transition in the timeline")

        # The bottom sheet, drawn as a sheet.
        o = await scene("bottom-sheet")
        results.append("bottom-sheet: " + await shows_what_happened("bottom-sheet", o))
        await shot("bottom-sheet-raised")

        # Controllers: a tap pushes the profile, a tap on its field brings the keyboard up, keys
        # typed on the page go into the field, a swipe from the left edge goes back (VC-5, TXT-5).
        o = await scene("controllers")
        await drag(o, [(195, 142), (195, 142)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('pushes ProfileController'))", "the profile pushed")
        await asyncio.sleep(0.6)
        await drag(o, [(195, 128), (195, 128)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('keyboard: comes up'))", "the keyboard up")
        for key in "Ada":
            await b.call("Input.dispatchKeyEvent", type="keyDown", key=key, text=key)
            await b.call("Input.dispatchKeyEvent", type="keyUp", key=key)
        await b.until("""(() => { const find = (n) => n.label === 'Ada' ? n : n.children.map(find).find(Boolean);
            return window.playground.root && find(window.playground.root) !== undefined; })()""", "the typed name drawn in the field")
        # The field is drawn with its rounded border and a caret while edited; the back button with its chevron.
        drawn = await b.evaluate("""(() => { const f = document.querySelector('.kind-field.border-roundedRect.editing');
            const back = document.querySelector('.kind-button.bar-button.back');
            return { field: f && getComputedStyle(f).boxShadow, caret: !!(f && f.querySelector('.caret')),
                     chevron: back && getComputedStyle(back, '::before').borderLeftStyle, backBackground: back && getComputedStyle(back).backgroundColor }; })()""")
        assert drawn["field"] and drawn["field"] != "none" and drawn["caret"], f"the field: {drawn}"
        assert drawn["chevron"] == "solid" and drawn["backBackground"] == "rgba(0, 0, 0, 0)", f"the back button: {drawn}"
        await shot("controllers-profile")
        # The sheet: its list dragged up raises it to large (VC-11), then dragged down it goes.
        await drag(o, [(195, 200), (195, 200)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes(': presented'))", "the sheet presented")
        await drag(o, [(195, 640)] + [(195, 640 - 40 * i) for i in range(1, 14)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('sheet takes the drag up'))", "the sheet rose before its list scrolled")
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('sheet rests at large'))", "the sheet at large")
        # Down from large to medium, then down from medium past half its height, to the phone's
        # bottom: released there it goes whatever the speed, which comes from the browser's own
        # timing and varies on a loaded machine (a flick down would dismiss it too).
        for start, end, steps in ((150, 650, 8), (430, 840, 10)):
            if await b.evaluate("[...window.playground.traceLines.values()].some(l => l.includes('is dismissed'))"):
                break
            await drag(o, [(195, start)] + [(195, start + (end - start) * i / steps) for i in range(1, steps + 1)])
            await asyncio.sleep(0.3)
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('is dismissed'))", "the sheet dragged away")
        await asyncio.sleep(0.7)
        await drag(o, [(5, 400)] + [(5 + 40 * i, 400) for i in range(1, 9)])
        await b.until("[...window.playground.traceLines.values()].some(l => l.includes('pops ProfileController') && l.includes('released'))", "the back swipe popped")
        results.append("controllers: pushed, keyboard up on a tap, typed keys drawn in the field, sheet raised by its list and dragged away, swiped back")

        # The page never zooms: a touch pinch anywhere is refused by touch-action (headless
        # Chromium does not zoom on a synthesized pinch even without it, so the rule itself is
        # checked), a trackpad's pinch (a wheel with the control key) is refused by the page,
        # and a reload does not bring back an earlier zoom or scroll.
        await b.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
        o = await scene("collage")
        outside = await b.evaluate("(() => { const r = document.querySelector('.panel-column').getBoundingClientRect(); return [r.left + 40, r.bottom - 40]; })()")
        await b.evaluate("document.addEventListener('wheel', (e) => { window.wheelKept = e.defaultPrevented; })")
        await b.call("Input.dispatchMouseEvent", type="mouseWheel", x=outside[0], y=outside[1], deltaX=0, deltaY=-120, modifiers=2)
        zoom = await b.evaluate("""[visualViewport.scale, window.wheelKept, getComputedStyle(document.documentElement).touchAction,
            getComputedStyle(document.body).touchAction, history.scrollRestoration]""")
        assert zoom == [1, True, "pan-x pan-y", "pan-x pan-y", "manual"], f"the page may zoom: {zoom}"
        results.append("the page never zooms: touch-action pan-x pan-y, control-wheel refused, no zoom restored on reload")

        # A laptop, then a phone: every scene in full inside the viewport, nothing over anything
        # else, nothing cut off; at 1280 × 800 the page does not scroll at all. Each is kept as a screenshot.
        # In every scene: the phone the same size, as large as the room allows, its text at
        # least 12 px and inside its views; no sequence shown before the first touch; fingers
        # numbered from 1 in each scene. On a phone the scene picker is one line, and the phone
        # starts in the first screen.
        checked, phones, shown_at = [], [], []
        for size, (width, height, mobile) in {"wide": (1280, 800, False), "phone": (390, 844, True)}.items():
            await b.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1 if not mobile else 2, mobile=mobile)
            sizes = {}
            if size == "phone":
                await scene("emoji-picker")
                await b.evaluate("window.scrollTo(0, 0)")
                first = await b.evaluate("""(() => { const menu = document.querySelector('.scene-menu').getBoundingClientRect(),
                    nav = document.getElementById('scenes').getBoundingClientRect(), phone = document.getElementById('phone').getBoundingClientRect();
                    return [menu.height, nav.height, phone.top, innerHeight]; })()""")
                assert 0 < first[0] <= 48 and first[1] == 0 and first[2] < first[3] / 3, f"on a phone the picker is {first[0]} px (buttons {first[1]} px) and the phone starts at {first[2]} of {first[3]}"
            for name in await b.evaluate("window.playground.scenes.map(s => s.name)"):
                o = await scene(name)
                empty = await b.evaluate("[document.getElementById('sequence-title').textContent, document.querySelector('#timeline svg') === null]")
                assert empty == ["— touch the scene", True], f"{name}: before any touch the timeline shows {empty}"
                phone = await b.evaluate(PHONE_BOX)
                sizes[name] = tuple(sorted(round(v) for v in phone[2:]))
                room = await b.evaluate("deviceRoom()")
                scale = await b.evaluate("window.playground.deviceScale")
                device = await b.evaluate("[window.playground.device.width, window.playground.device.height]")
                assert abs(scale - min(room["width"] / device[0], room["height"] / device[1])) < 1e-6, f"{name} at {width} px: the phone is not as large as the room allows: {scale}, {room}"
                text = await b.evaluate(PHONE_TEXT)
                assert not text["small"] and not text["outside"], f"{name} at {width} × {height}: {text}"
                # A touch near a corner (inside the screen's rounded one), so that the panel has a timeline to lay out.
                await drag(o, [(20, await b.evaluate("window.playground.root.height") - 20)])
                await b.until("document.querySelector('#timeline svg') !== null", f"{name}: a timeline at {width} px")
                fingers = await b.evaluate("[...new Set([...window.playground.traceLines.values()].map(l => (l.match(/finger (\\d+): down/) || [])[1]).filter(Boolean))]")
                assert fingers == ["1"], f"{name}: the scene's first touch is finger {fingers}"
                await asyncio.sleep(0.15)
                cut = await b.evaluate(TIMELINE_INSIDE)
                assert not cut, f"{name} at {width} × {height}: {cut}"
                page = await b.evaluate(PAGE_TEXT + f"({'true' if size == 'wide' else 'false'})")
                assert page["count"] > 10 and not page["problems"], f"{name} at {width} × {height}: {page['problems'][:6]}"
                views = await b.evaluate(SHOWS_VIEWS)
                left, top, right, bottom = views["phone"]
                assert views["drawn"] > 0 and views["whole"], f"{name} at {width} px: the phone shows {views}"
                assert left >= 0 and right <= views["width"] and bottom - top <= views["height"], f"{name} at {width} px: the phone leaves the viewport {views}"
                if size == "wide":
                    assert top >= 0 and bottom <= views["height"], f"{name} at {width} × {height}: the phone leaves the viewport {views}"
                    scroll = await b.evaluate("[document.scrollingElement.scrollWidth - innerWidth, document.scrollingElement.scrollHeight - innerHeight]")
                    assert scroll[0] <= 0 and scroll[1] <= 0, f"{name} at {width} × {height}: the page scrolls by {scroll}"
                await shot(f"{size}-{name}")
                checked.append(f"{name}@{width}: {views['drawn']} views, {page['count']} texts")
                shown = await shows_what_happened(name, o)
                if shown:
                    await shot(f"{size}-{name}-shown")
                    shown_at.append(f"{name}@{width}")
            assert len(set(sizes.values())) == 1, f"at {width} × {height} the phone changes size: {sizes}"
            phones.append(f"{' × '.join(map(str, next(iter(sizes.values()))))} px at {width} px")
        results.append(f"every scene at 1280 × 800 and at 390 × 844: one phone size ({', '.join(phones)}), text ≥ 12 px inside its views, "
                       f"no sequence before the first touch, fingers from 1, in the viewport, nothing overlapping or cut off ({len(checked)} checks); "
                       f"what happened shown on the phone at both sizes ({', '.join(shown_at)})")

        # A phone: every scene fits 390 × 844 with no horizontal scroll and no label over another.
        checked = []
        for name in await b.evaluate("window.playground.scenes.map(s => s.name)"):
            o = await scene(name)
            labels = await b.evaluate(LABEL_OVERLAPS)
            assert labels["count"] > 0 and not labels["overlaps"], f"{name}: {labels}"
            overflow = await b.evaluate(HORIZONTAL_SCROLL)
            assert overflow <= 0, f"{name}: the page scrolls sideways by {overflow} px at 390 px"
            # Each scene says in one line what to try, in full and inside the viewport.
            hint = await b.evaluate(f"""(() => {{ const e = document.getElementById('suggestion'), r = e.getBoundingClientRect();
                const entry = window.playground.scenes.find(s => s.name === '{name}');
                return {{ text: e.textContent, expected: 'Try: ' + entry.suggestion, left: r.left, right: r.right,
                         width: innerWidth, clipped: e.scrollWidth > e.clientWidth + 1 }}; }})()""")
            assert hint["text"] == hint["expected"] and len(hint["expected"]) > 10, f"{name}: the suggestion reads {hint}"
            assert hint["left"] >= 0 and hint["right"] <= hint["width"] and not hint["clipped"], f"{name}: the suggestion is cut off: {hint}"
            checked.append(f"{name} ({labels['count']} labels)")
            if name == "collage":
                # The check can fail: a copy of a name tag laid over itself is reported.
                copied = await b.evaluate("""(() => { const t = document.querySelector('.label.tag:not(.unplaced)');
                    const c = t.cloneNode(true); c.classList.add('probe'); t.parentElement.appendChild(c); return t.textContent; })()""")
                probe = await b.evaluate(LABEL_OVERLAPS)
                await b.evaluate("document.querySelector('.probe').remove()")
                assert f"{copied} / {copied}" in probe["overlaps"], f"the overlap check missed a copied tag: {probe}"
        await drag(o, [(160, 100)])
        await b.until("document.querySelector('#timeline svg') !== null", "a timeline at phone size")
        overflow = await b.evaluate(HORIZONTAL_SCROLL)
        assert overflow <= 0, f"the timeline makes the page scroll sideways by {overflow} px"
        await shot("phone")
        results.append("390 × 844: no horizontal scroll, no overlapping labels, a suggestion in view: " + ", ".join(checked))

        errors = await b.evaluate("window.playground.errors")
        assert not errors, f"the server refused input: {errors}"
        return results


async def timeline_files(debug_port, files):
    """Each `--html` file opens with its timelines drawn, no console error and no network request."""
    results = []
    async with await connect(debug_port) as ws:
        b = Browser(ws)
        for domain in ["Page", "Runtime", "Log", "Network"]:
            await b.call(f"{domain}.enable")
        await b.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        for name, path in files:
            url = "file://" + os.path.abspath(path)
            b.events.clear()
            await b.call("Page.navigate", url=url)
            await b.until("window.opentouch && window.opentouch.ready", f"{name}.html drawn")
            drawn = await b.evaluate("[document.querySelectorAll('.timeline svg').length, window.opentouch.data.sequences.length]")
            assert drawn[0] == drawn[1] and drawn[0] > 0, f"{name}: {drawn[0]} timelines drawn of {drawn[1]}"
            labels = await b.evaluate(LABEL_OVERLAPS)
            assert not labels["overlaps"], f"{name}.html: {labels['overlaps']}"
            cut = await b.evaluate(TIMELINE_INSIDE)
            assert not cut, f"{name}.html: {cut}"
            await asyncio.sleep(0.2)
            await b.evaluate("1")
            errors = [e for e in b.events if e["method"] == "Runtime.exceptionThrown"
                      or (e["method"] == "Runtime.consoleAPICalled" and e["params"]["type"] in ("error", "assert"))
                      or (e["method"] == "Log.entryAdded" and e["params"]["entry"]["level"] == "error")]
            assert not errors, f"{name}.html: console errors {errors}"
            requests = [e["params"]["request"]["url"] for e in b.events if e["method"] == "Network.requestWillBeSent"]
            fetched = [u for u in requests if u != url and not u.startswith("data:")]
            assert not fetched, f"{name}.html fetched {fetched}"
            results.append(f"{name}.html: {drawn[0]} timelines, every note inside its drawing, {len(requests)} request (itself), no console error")
            if name == "tap-or-double-tap":
                data = (await b.call("Page.captureScreenshot", format="png"))["data"]
                with open(os.path.join(SHOTS, "timeline-file.png"), "wb") as f:
                    f.write(base64.b64decode(data))
    return results


async def hostile(port):
    """Bad messages get an error reply and change nothing; a flood is throttled; sessions are apart."""
    url = f"ws://127.0.0.1:{port}/socket"

    async def replies(ws, seconds=0.5):
        out = []
        while True:
            try:
                out.append(json.loads(await asyncio.wait_for(ws.recv(), seconds)))
            except asyncio.TimeoutError:
                return out

    async with websockets.connect(url) as a, websockets.connect(url) as b:
        await replies(a)
        await replies(b)
        for bad in ["not json", json.dumps({"type": "launch"}),
                    json.dumps({"type": "frame", "samples": [{"finger": 9, "phase": "move", "x": 1, "y": 1}]}),
                    json.dumps({"type": "frame", "samples": [{"finger": 1, "phase": "down", "x": float("nan"), "y": 1}]}).replace("NaN", "1e999"),
                    json.dumps({"type": "scene", "name": "nope"})]:
            await a.send(bad)
            got = await replies(a)
            assert got and got[0]["type"] == "error", f"no error reply to {bad[:40]!r}: {got}"
        # A tap on a's scene picks nothing on b's.
        await a.send(json.dumps({"type": "frame", "samples": [{"finger": 1, "phase": "down", "x": 35, "y": 375}]}))
        await a.send(json.dumps({"type": "frame", "samples": [{"finger": 1, "phase": "up", "x": 35, "y": 375}]}))
        notes_a = [n for m in await replies(a) for n in m.get("notes") or []]
        notes_b = [n for m in await replies(b) for n in m.get("notes") or []]
        assert "EmojiPicker: picked 😂" in notes_a and not notes_b, (notes_a, notes_b)
        # A flood: frames past the limit are refused, and b still answers.
        for i in range(700):
            await a.send(json.dumps({"type": "frame", "samples": [{"finger": 50 + i, "phase": "down" if i % 2 == 0 else "up", "x": 5, "y": 5}]}))
        flood = await replies(a, 1.0)
        assert any(m["type"] == "error" and "throttled" in m["message"] for m in flood), "no throttling"
        await b.send(json.dumps({"type": "recording"}))
        got = await replies(b)
        assert got and got[0]["type"] == "recording", got
        # Past the size limit the connection is closed with a reason; b is unaffected.
        await a.send("x" * 20000)
        try:
            await replies(a, 2.0)
            raise AssertionError("a message past the size limit did not close the connection")
        except websockets.ConnectionClosed as closed:
            assert closed.rcvd and closed.rcvd.code == 1009 and "message too large: 20000 bytes" in closed.rcvd.reason, closed
        await b.send(json.dumps({"type": "status"}))
        got = await replies(b)
        assert got and got[0]["type"] == "status", got
    return "hostile input: errors replied, sessions isolated, flood throttled, oversized message closed (1009)"


def main():
    port, debug_port = free_port(), free_port()
    server = subprocess.Popen([OPENTOUCH, "playground", "--port", str(port)], stdout=subprocess.DEVNULL)
    profile = tempfile.mkdtemp()
    chromium = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", f"--remote-debugging-port={debug_port}",
                                 f"--user-data-dir={profile}", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port)
        wait_for_port(debug_port)
        lines = asyncio.run(asyncio.wait_for(run(f"http://127.0.0.1:{port}/", debug_port), 180))
        lines.append(asyncio.run(asyncio.wait_for(hostile(port), 60)))
        folder = tempfile.mkdtemp()
        files = []
        for name in [line.split()[0] for line in subprocess.run([OPENTOUCH, "demo", "--list"], check=True, capture_output=True, text=True).stdout.splitlines()]:
            path = os.path.join(folder, name + ".html")
            subprocess.run([OPENTOUCH, "demo", name, "--html", path], check=True, stdout=subprocess.DEVNULL)
            files.append((name, path))
        lines += asyncio.run(asyncio.wait_for(timeline_files(debug_port, files), 120))
        for line in lines:
            print("ok  ", line)
        print(f"screenshots in {SHOTS}")
        print(f"{len(lines)} passed, 0 failed")
    finally:
        chromium.terminate()
        server.send_signal(2)
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
