#!/usr/bin/env python3
"""The playground under real input: headless Chromium, driven through the DevTools protocol,
touches each scene (tap, drag out of the emoji picker, force press, two-finger pinch, the S3
drag off the button) and checks what the page and the trace show. Screenshots go to SHOTS.

    python3 Tests/Browser/playground_test.py .build/debug/opentouch [SHOTS]
"""
import asyncio, base64, json, os, socket, subprocess, sys, tempfile, time, urllib.request

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
        self.ws, self.next_id = ws, 0

    async def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        await self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(await self.ws.recv())
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


async def run(page_url, debug_port):
    with urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list") as response:
        target = next(t for t in json.load(response) if t["type"] == "page")
    async with websockets.connect(target["webSocketDebuggerUrl"], max_size=50_000_000) as ws:
        b = Browser(ws)
        await b.call("Page.enable")
        await b.call("Emulation.setDeviceMetricsOverride", width=1400, height=900, deviceScaleFactor=1, mobile=False)
        await b.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        await b.call("Page.navigate", url=page_url)
        await b.until("window.playground && window.playground.root !== null", "the first scene")
        os.makedirs(SHOTS, exist_ok=True)

        async def origin():
            rect = await b.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top]; })()")
            return rect

        async def scene(name):
            await b.evaluate(f"window.playground.root = null; document.getElementById('scenes').value = '{name}';"
                             " document.getElementById('scenes').dispatchEvent(new Event('change'))")
            await b.until(f"window.playground.scene === '{name}' && window.playground.root !== null", f"scene {name}")
            return await origin()

        def point(o, x, y, ident=0, force=None):
            p = {"x": o[0] + x, "y": o[1] + y, "id": ident, "radiusX": 10, "radiusY": 10}
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

        results = []

        # S1: a tap picks 😂; a press held past the content delay and dragged out picks 😍.
        o = await scene("emoji-picker")
        await drag(o, [(35, 375)])
        await b.until("window.playground.notes.includes('EmojiPicker: picked 😂')", "tap picks 😂")
        await drag(o, [(85, 325)] + [(85, 325 - 30 * i) for i in range(1, 7)], pause=0.3)
        await b.until("window.playground.notes.includes('EmojiPicker: picked 😍')", "drag out picks 😍")
        await shot("emoji-picker")
        results.append("emoji-picker: tap and drag-out picked")

        # S2: two fingers pinch and rotate the photo; a force press sets the flag.
        o = await scene("collage")
        await b.touch("touchStart", [point(o, 60, 150, 1), point(o, 140, 150, 2)])
        for step in range(1, 6):
            await b.touch("touchMove", [point(o, 60 - 4 * step, 150 - 4 * step, 1), point(o, 140 + 4 * step, 150 + 4 * step, 2)])
            await asyncio.sleep(0.02)
        await b.touch("touchEnd", [])
        await b.until("window.playground.traceLines.some(l => l.includes('scalePhotoA: → began'))", "pinch began")
        await b.until("window.playground.traceLines.some(l => l.includes('rotatePhotoA: → began'))", "rotation began")
        await drag(o, [(100, 150), (100, 150), (101, 150)], force=0.9)
        await b.until("window.playground.notes.some(n => n.includes('force pressed'))", "force press")
        await shot("collage")
        results.append("collage: pinch and rotation together, force press seen")

        # S3: dragging up off the standard button fires touchDragExit only past 70 pt.
        o = await scene("button-drag")
        await drag(o, [(80, 402)] + [(80, 380 - 10 * i) for i in range(0, 12)])
        await b.until("window.playground.notes.some(n => n.startsWith('standardButton: touchDragExit'))", "drag exit")
        exits = await b.evaluate("window.playground.notes.filter(n => n.startsWith('standardButton: touchDragExit'))")
        distance = int(exits[0].split(" pt above")[0].split()[-1])
        assert 70 <= distance <= 80, f"touchDragExit at {distance} pt"
        await shot("button-drag")
        results.append(f"button-drag: touchDragExit {distance} pt above the button")

        # S4: a single tap on the recognizer half fires after the double-tap window.
        o = await scene("tap-or-double-tap")
        await drag(o, [(160, 360)])
        await b.until("window.playground.notes.includes('recognizerWay: single tap work')", "single tap", seconds=3)
        await shot("tap-or-double-tap")
        results.append("tap-or-double-tap: single tap after the window")

        errors = await b.evaluate("window.playground.errors")
        assert not errors, f"the server refused input: {errors}"
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
        for bad in ["not json", json.dumps({"type": "launch"}), "x" * 20000,
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
    return "hostile input: errors replied, sessions isolated, flood throttled"


def main():
    port, debug_port = free_port(), free_port()
    server = subprocess.Popen([OPENTOUCH, "playground", "--port", str(port)], stdout=subprocess.DEVNULL)
    profile = tempfile.mkdtemp()
    chromium = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", f"--remote-debugging-port={debug_port}",
                                 f"--user-data-dir={profile}", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port)
        wait_for_port(debug_port)
        lines = asyncio.run(asyncio.wait_for(run(f"http://127.0.0.1:{port}/", debug_port), 120))
        lines.append(asyncio.run(asyncio.wait_for(hostile(port), 60)))
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
