#!/usr/bin/env python3
"""Protocol fuzzing of `opentouch playground`: random and malformed input against a running server.

    python3 Tests/Protocol/playground_fuzz.py OPENTOUCH [--inputs 2000] [--seed 1]

Two kinds of input, drawn from a seeded generator (the seed reproduces a run):
  - messages: valid frames (fingers going down, moving, lifting) mixed with broken ones: wrong
    types, huge numbers, NaN and Infinity, deep nesting, truncated JSON, unknown types, unknown
    finger ids, a finger lifted twice or put down twice, hundreds of fingers in one frame, and
    messages past the size limit;
  - WebSocket frames written by hand on a raw socket: binary, invalid UTF-8, unknown opcodes,
    continuations out of place, unmasked, truncated, lying about their length, fragmented past
    the size limit.
Then hostile clients (--hostile clients at once, for --hostile-seconds): each announces a message
past the size limit and streams it slowly: a 1 GB frame, a frame whose length lies (announced,
never sent), or many small fragments that add up past the limit. Each must get a close with 1009
from the header alone, a valid session beside them must keep getting its answers within 2 s, the
server's resident memory (VmRSS from /proc) must stay under --rss-bound MB above what it was
before they came, and /status must count every refusal.
Every message must get its answer within 2 s: an error naming what was wrong (or the close
that a size limit calls for), or the reply a valid one gets. Raw frames must get an answer, a
close, or an error, and the server must go on serving. Every 50 inputs the session's state is
compared with the fingers the accepted frames put down; at the end every finger is lifted, the
connections close, and /status must show no touch left open and nothing left alive.
Exits non-zero on the first failure, printing the input that caused it.
"""
import argparse
import asyncio
import base64
import json
import os
import random
import socket
import struct
import subprocess
import sys
import time
import urllib.request

import websockets

REPLY_SECONDS = 2.0


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Failure(Exception):
    pass


class Fuzzer:
    def __init__(self, port, seed):
        self.port = port
        self.rng = random.Random(seed)
        self.url = f"ws://127.0.0.1:{port}/socket"
        self.down = set()       # fingers the accepted frames put down
        self.next_id = 0
        self.counts = {"valid": 0, "malformed": 0, "refused frame": 0, "closed (limit)": 0, "raw frame": 0}

    # --- messages -------------------------------------------------------------------------
    async def connect(self):
        self.ws = await websockets.connect(self.url, compression=None, max_size=2**24)
        await self.ws.send(json.dumps({"type": "scene", "name": "button-drag"}))
        await self.answer(lambda m: m["type"] == "hello" and m["scene"] == "button-drag", "hello")
        self.down.clear()

    async def answer(self, matches, what):
        deadline = time.monotonic() + REPLY_SECONDS
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Failure(f"no answer within {REPLY_SECONDS} s to {what}")
            try:
                message = json.loads(await asyncio.wait_for(self.ws.recv(), left))
            except asyncio.TimeoutError:
                raise Failure(f"no answer within {REPLY_SECONDS} s to {what}") from None
            if matches(message):
                return message

    def sample(self, finger, phase):
        return {"finger": finger, "phase": phase, "x": round(self.rng.uniform(0, 400), 1), "y": round(self.rng.uniform(0, 700), 1)}

    def valid_frame(self):
        samples, lifting = [], set()
        for finger in sorted(self.down):
            if self.rng.random() < 0.3:
                samples.append(self.sample(finger, "up")); lifting.add(finger)
            elif self.rng.random() < 0.8:
                samples.append(self.sample(finger, "move"))
        if len(self.down) < 4 and self.rng.random() < 0.5:
            finger = self.rng.choice([f for f in range(1, 12) if f not in self.down])
            samples.append(self.sample(finger, "down"))
        return samples

    def broken(self):
        """A broken message and what its error must say."""
        r = self.rng
        kind = r.randrange(14)
        frame = {"type": "frame", "samples": [self.sample(r.randrange(1, 12), "down")]}
        if kind == 0:
            return "not json " + "".join(chr(r.randrange(32, 0x2FFF)) for _ in range(r.randrange(40))), "malformed message"
        if kind == 1:
            return json.dumps(frame)[: r.randrange(1, 40)], "malformed message"
        if kind == 2:
            depth = r.choice([10, 600, 5000, 8000])
            return "[" * depth + "]" * depth, "malformed message"
        if kind == 3:
            key = r.choice(["finger", "phase", "x", "y", "force", "majorRadius"])
            # null is a fine value for an optional key (force, majorRadius): it means "not given".
            values = ["one", True, [], {}, [[[1]]], {"a": {"b": 1}}] + ([None] if key in ("finger", "phase", "x", "y") else [])
            frame["samples"][0][key] = r.choice(values)
            return json.dumps(frame), "malformed message"
        if kind == 4:
            # A huge integer is a fine coordinate (it is finite) but not a finger id.
            key = r.choice(["x", "y", "finger"])
            values = ["1e999", "-1e999", "NaN", "Infinity", "-Infinity"] + (["99999999999999999999999999", "1.5"] if key == "finger" else [])
            return json.dumps(frame).replace(f'"{key}": ', f'"{key}": {r.choice(values)} ,"_": ', 1), "malformed message"
        if kind == 5:
            return json.dumps({"type": r.choice(["launch", "", "FRAME", 7, None])}), "malformed message"
        if kind == 6:
            return json.dumps({"samples": []}), "malformed message"
        if kind == 7:
            missing = [f for f in range(100, 200)]
            return json.dumps({"type": "frame", "samples": [self.sample(r.choice(missing), r.choice(["move", "up", "cancel", "stationary"]))]}), "is not down"
        if kind == 8 and self.down:
            finger = r.choice(sorted(self.down))
            return json.dumps({"type": "frame", "samples": [self.sample(finger, "up"), self.sample(finger, "up")]}), "more than once"
        if kind == 9 and self.down:
            return json.dumps({"type": "frame", "samples": [self.sample(r.choice(sorted(self.down)), "down")]}), "already down"
        if kind == 10:
            count = r.randrange(40, 300)
            return json.dumps({"type": "frame", "samples": [self.sample(1000 + i, "down") for i in range(count)]}, separators=(",", ":")), "fingers down"
        if kind == 11:
            frame["samples"][0].update(r.choice([{"force": -1}, {"force": 50}, {"majorRadius": -3}, {"phase": "hover"}, {"altitude": 9}]))
            return json.dumps(frame), None
        if kind == 12:
            return json.dumps({"type": "scene", "name": "no-" + str(r.randrange(1000))}), "unknown scene"
        return json.dumps({"type": "frame", "samples": [self.sample(5000 + i, "down") for i in range(r.randrange(400, 3000))]}), "CLOSE 1009"

    async def message(self):
        if self.rng.random() < 0.4:
            samples = self.valid_frame()
            self.next_id += 1
            text = json.dumps({"type": "frame", "id": self.next_id, "samples": samples})
            await self.ws.send(text)
            reply = await self.answer(lambda m: m.get("ack") == self.next_id, f"valid frame {text[:120]}")
            await self.apply(reply, samples, text)
            return
        text, expected = self.broken()
        await self.ws.send(text)
        if expected == "CLOSE 1009":
            try:
                await self.answer(lambda m: False, "oversized")
            except websockets.ConnectionClosed as closed:
                if not (closed.rcvd and closed.rcvd.code == 1009 and "message too large" in closed.rcvd.reason):
                    raise Failure(f"an oversized message closed without 1009 and a reason: {closed}")
                self.counts["closed (limit)"] += 1
                await self.connect()
                return
            raise Failure("an oversized message did not close the connection")
        reply = await self.answer(lambda m: m["type"] == "error", f"broken message {text[:120]!r}")
        if reply["type"] != "error":
            raise Failure(f"no error for {text[:120]!r}: {reply}")
        if expected and expected not in reply["message"] and expected != "malformed message":
            raise Failure(f"error for {text[:120]!r} says {reply['message']!r}, not {expected!r}")
        if expected == "malformed message" and not reply["message"].startswith("malformed message: "):
            raise Failure(f"error for {text[:120]!r} says {reply['message']!r}")
        self.counts["malformed" if reply["message"].startswith("malformed") else "refused frame"] += 1

    async def apply(self, reply, samples, text):
        self.counts["valid"] += 1
        if reply["type"] == "error":
            raise Failure(f"a valid frame was refused: {reply['message']}: {text[:200]}")
        for s in samples:
            if s["phase"] == "down":
                self.down.add(s["finger"])
            elif s["phase"] in ("up", "cancel"):
                self.down.discard(s["finger"])

    async def check_state(self):
        await self.ws.send(json.dumps({"type": "status"}))
        status = (await self.answer(lambda m: m["type"] == "status", "status"))["status"]
        if sorted(status["fingersDown"]) != sorted(self.down):
            raise Failure(f"the scene has fingers {status['fingersDown']} down, the accepted frames put {sorted(self.down)} down")

    # --- raw frames -----------------------------------------------------------------------
    def raw_connection(self):
        """A socket past the handshake, and the frames that came with the handshake's reply.

        The leftover is returned, not kept on the fuzzer: hostile clients connect from several
        threads at once, and one client must never read another's bytes as its own."""
        s = socket.create_connection(("127.0.0.1", self.port), timeout=REPLY_SECONDS)
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall((f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = s.recv(4096)
            if not chunk:
                raise Failure("the server closed during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise Failure(f"handshake refused: {head[:80]!r}")
        return s, head.split(b"\r\n\r\n", 1)[1]

    def frame_bytes(self, opcode, payload, fin=True, mask=True, length=None, rsv=0):
        n = len(payload) if length is None else length
        head = bytes([(0x80 if fin else 0) | rsv << 4 | opcode])
        m = 0x80 if mask else 0
        if n < 126:
            head += bytes([m | n])
        elif n < 65536:
            head += bytes([m | 126]) + struct.pack(">H", n)
        else:
            head += bytes([m | 127]) + struct.pack(">Q", n)
        if not mask:
            return head + payload
        key = os.urandom(4)
        return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))

    def raw(self):
        r = self.rng
        kind = r.randrange(9)
        cases = [
            ("binary frame", lambda: self.frame_bytes(0x2, os.urandom(r.randrange(1, 200)))),
            ("invalid UTF-8", lambda: self.frame_bytes(0x1, b"\xff\xfe" + os.urandom(20))),
            ("reserved opcode", lambda: self.frame_bytes(r.choice([0x3, 0x4, 0xB, 0xF]), b"x")),
            ("continuation first", lambda: self.frame_bytes(0x0, b"{}")),
            ("unmasked frame", lambda: self.frame_bytes(0x1, b'{"type":"status"}', mask=False)),
            ("truncated frame", lambda: self.frame_bytes(0x1, b'{"type":"status"}')[: r.randrange(1, 10)]),
            ("length larger than sent", lambda: self.frame_bytes(0x1, b"{}", length=r.choice([1 << 20, 1 << 40, (1 << 63) - 1]))),
            ("fragments past the size limit", lambda: b"".join([self.frame_bytes(0x1, b"[" * 8000, fin=False)] +
                                                              [self.frame_bytes(0x0, b"[" * 8000, fin=False) for _ in range(2)] +
                                                              [self.frame_bytes(0x0, b"]", fin=True)])),
            ("oversized ping", lambda: self.frame_bytes(0x9, b"p" * 200)),
        ]
        name, make = cases[kind]
        self.last_raw = "(raw: " + name + ")"
        s, _ = self.raw_connection()
        try:
            s.sendall(make())
            if name in ("truncated frame", "length larger than sent"):
                s.shutdown(socket.SHUT_WR)  # the rest never comes
            got = b""
            try:
                while len(got) < 1 << 16:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    got += chunk
                    if name == "binary frame" and b"only text messages are understood" in got:
                        break
                    if name == "unmasked frame" and b'"type":"status"' in got:
                        break
            except socket.timeout:
                if name not in ("truncated frame", "length larger than sent"):
                    raise Failure(f"raw {name}: no answer and no close within {REPLY_SECONDS} s")
            if name == "binary frame" and b"only text messages are understood" not in got:
                raise Failure(f"raw binary frame: no error reply: {got[:200]!r}")
        finally:
            s.close()
        self.counts["raw frame"] += 1
        return name

    async def serving(self):
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/status", timeout=REPLY_SECONDS) as reply:
            return json.loads(reply.read())


def close_frame(data):
    """The (code, reason) of the first close frame in a server's bytes, reading frame by frame."""
    at = 0
    while at + 2 <= len(data):
        opcode, length, start = data[at] & 0x0F, data[at + 1] & 0x7F, at + 2
        if length == 126:
            length, start = struct.unpack(">H", data[at + 2:at + 4])[0], at + 4
        elif length == 127:
            length, start = struct.unpack(">Q", data[at + 2:at + 10])[0], at + 10
        if start + length > len(data):
            return None
        if opcode == 0x8:
            payload = data[start:start + length]
            return (struct.unpack(">H", payload[:2])[0], payload[2:].decode(errors="replace")) if len(payload) >= 2 else (None, "")
        at = start + length
    return None


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Hostile:
    """One client that announces a message past the limit and streams it slowly, ignoring the close."""
    KINDS = ["1 GB frame streamed slowly", "lying length", "fragments past the limit"]

    def __init__(self, fuzzer, kind, seconds):
        self.fuzzer, self.kind, self.seconds = fuzzer, kind, seconds
        self.sent = 0
        self.closed_with = None

    def run(self):
        f = self.fuzzer
        s, got = f.raw_connection()
        s.settimeout(0.01)
        key = os.urandom(4)
        if self.kind == "1 GB frame streamed slowly":
            s.sendall(bytes([0x81, 0x80 | 127]) + struct.pack(">Q", 1 << 30) + key)
            pieces = (b"x" * 65536 for _ in range(1 << 14))
        elif self.kind == "lying length":
            s.sendall(bytes([0x81, 0x80 | 127]) + struct.pack(">Q", 1 << 40) + key + b"{}")
            pieces = (b"" for _ in range(1 << 20))
        else:
            # 200-byte fragments: 82 of them pass the limit; the server must refuse the 82nd by its header.
            pieces = (f.frame_bytes(0x1 if i == 0 else 0x0, b"[" * 200, fin=False) for i in range(1 << 14))
        deadline = time.monotonic() + self.seconds
        try:
            for piece in pieces:
                if time.monotonic() > deadline:
                    break
                if piece:
                    try:
                        self.sent += s.send(piece)  # as much as the server takes in 10 ms
                    except socket.timeout:
                        pass
                    except (BrokenPipeError, ConnectionResetError):
                        break
                try:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    got += chunk
                except socket.timeout:
                    pass
                # A hostile client does not stop at the close: it goes on until the server hangs up.
                if close_frame(got) and not piece:
                    break
                time.sleep(0.005)
            s.settimeout(REPLY_SECONDS)
            while not close_frame(got):
                chunk = s.recv(65536)
                if not chunk:
                    break
                got += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        finally:
            s.close()
        self.closed_with = close_frame(got)
        return self


async def hostile(args, port, server):
    """--hostile clients at once beside one valid session; returns the figures."""
    fuzzer = Fuzzer(port, args.seed + 1)
    await fuzzer.connect()
    before = rss_mb(server.pid)
    peak = before
    clients = [Hostile(fuzzer, Hostile.KINDS[i % len(Hostile.KINDS)], args.hostile_seconds) for i in range(args.hostile)]
    loop = asyncio.get_running_loop()
    running = [loop.run_in_executor(None, c.run) for c in clients]
    answered, slowest = 0, 0.0
    while not all(r.done() for r in running):
        fuzzer.next_id += 1
        frame_id = fuzzer.next_id
        started = time.monotonic()
        await fuzzer.ws.send(json.dumps({"type": "frame", "id": frame_id, "samples": [fuzzer.sample(1, "down")]}))
        await fuzzer.answer(lambda m: m.get("ack") == frame_id, "a valid frame beside hostile clients")
        await fuzzer.ws.send(json.dumps({"type": "frame", "samples": [fuzzer.sample(1, "up")]}))
        slowest = max(slowest, time.monotonic() - started)
        answered += 1
        peak = max(peak, rss_mb(server.pid))
        await asyncio.sleep(0.02)
    await asyncio.gather(*running)
    peak = max(peak, rss_mb(server.pid))
    for c in clients:
        if not c.closed_with or c.closed_with[0] != 1009 or "message too large" not in c.closed_with[1]:
            raise Failure(f"hostile client ({c.kind}) was not closed with 1009 and a reason: {c.closed_with}")
    await fuzzer.ws.close()
    await asyncio.sleep(0.5)
    status = await fuzzer.serving()
    return {"clients": len(clients), "kinds": sorted(set(c.kind for c in clients)), "sentMB": round(sum(c.sent for c in clients) / 2**20, 2),
            "rssBeforeMB": round(before, 1), "rssPeakMB": round(peak, 1), "validAnswered": answered,
            "slowestAnswerMs": round(slowest * 1000, 1), "refusedAtHeader": status["refusedAtHeader"]}


async def fuzz(args, port, server):
    fuzzer = Fuzzer(port, args.seed)
    await fuzzer.connect()
    for i in range(1, args.inputs + 1):
        try:
            fuzzer.last_raw = ""
            if fuzzer.rng.random() < 0.1:
                name = await asyncio.get_running_loop().run_in_executor(None, fuzzer.raw)
                await fuzzer.serving()
            else:
                await fuzzer.message()
            if i % 50 == 0:
                await fuzzer.check_state()
        except (Failure, asyncio.TimeoutError, websockets.ConnectionClosed, OSError) as error:
            raise Failure(f"input {i} (seed {args.seed}): {type(error).__name__}: {error} {getattr(fuzzer, 'last_raw', '')}") from None
        if server.poll() is not None:
            raise Failure(f"the server exited with {server.returncode} at input {i}")
    for finger in sorted(fuzzer.down):
        await fuzzer.ws.send(json.dumps({"type": "frame", "samples": [fuzzer.sample(finger, "up")]}))
    fuzzer.down.clear()
    await asyncio.sleep(0.2)
    await fuzzer.check_state()
    await fuzzer.ws.close()
    await asyncio.sleep(0.5)
    return fuzzer, await fuzzer.serving()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opentouch")
    parser.add_argument("--inputs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hostile", type=int, default=10, help="hostile clients at once (0: none)")
    parser.add_argument("--hostile-seconds", type=float, default=2.0, help="how long each streams at most")
    parser.add_argument("--rss-bound", type=float, default=8.0, help="MB the server may grow by under them")
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen([args.opentouch, "playground", "--port", str(port)], stdout=subprocess.PIPE)
    try:
        server.stdout.readline()
        started = time.monotonic()
        fuzzer, status = asyncio.run(fuzz(args, port, server))
        seconds = time.monotonic() - started
        if args.hostile:
            figures = asyncio.run(hostile(args, port, server))
            print("hostile: " + json.dumps(figures))
            if figures["rssPeakMB"] - figures["rssBeforeMB"] > args.rss_bound:
                raise Failure(f"the server grew by {figures['rssPeakMB'] - figures['rssBeforeMB']:.1f} MB under hostile clients, over {args.rss_bound} MB")
            if figures["refusedAtHeader"] < args.hostile:
                raise Failure(f"/status counts {figures['refusedAtHeader']} refusals at the header, not {args.hostile}")
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=REPLY_SECONDS) as reply:
                status = json.loads(reply.read())
        print(f"fuzz: {args.inputs} inputs (seed {args.seed}) in {seconds:.1f} s: " + ", ".join(f"{v} {k}" for k, v in fuzzer.counts.items()))
        print("server status: " + json.dumps({k: status[k] for k in ["sessions", "sessionsOpened", "closes", "touchesBegan", "touchesEnded",
                                                                      "touchesCancelledOnClose", "touchesLeftOpen", "liveViews", "liveTouches"]}))
        problems = []
        if status["touchesLeftOpen"] or status["sessions"] or status["liveTouches"] or status["liveViews"]:
            problems.append("something outlived its session")
        if status["touchesBegan"] != status["touchesEnded"] + status["touchesCancelledOnClose"]:
            problems.append("touches began ≠ ended + cancelled on close")
        if server.poll() is not None:
            problems.append(f"the server exited with {server.returncode}")
        for p in problems:
            print("FAIL", p)
        print(f"fuzz passed: 0 crashes, 0 hangs" if not problems else "fuzz failed")
        sys.exit(1 if problems else 0)
    except Failure as failure:
        print("FAIL", failure)
        sys.exit(1)
    finally:
        server.send_signal(2)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
