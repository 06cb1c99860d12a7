#!/usr/bin/env python3
"""Load test of `opentouch playground`: many sessions streaming multi-finger input at once.

    python3 Tests/Load/playground_load.py OPENTOUCH [--sessions 50] [--rate 240] [--fingers 5] [--seconds 60]

Starts the playground, opens SESSIONS WebSocket sessions that each send RATE frames a second
with up to FINGERS fingers (going down, moving, lifting) for SECONDS, and reports:
  - per-frame latency: from sending a frame to the reply that acknowledges it (median, p99, max);
  - refused frames (error replies) and dropped frames (no reply within 5 s of the end);
  - the send rate the clients reached (if they fall behind, the figures say so);
  - server resident memory at start, its peak, and at the end once every session has closed;
  - the server's /status after the run: every touch that began ended or was cancelled (half
    the sessions hang up with fingers still down), no session, touch or view left alive.
Each session's fingers have ids of their own; a trace line that names another session's finger
is a leak between sessions and fails the run. Exits non-zero on any failure.
"""
import argparse
import asyncio
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

import websockets

FINGER = re.compile(r"finger (\d+)")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def resident_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def server_status(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=10) as r:
        return json.loads(r.read())


class Session:
    def __init__(self, index, args, url):
        self.index, self.args, self.url = index, args, url
        self.rng = random.Random(index)
        self.sent = {}            # frame id -> send time
        self.latencies = []
        self.refused = 0
        self.errors = []
        self.frames = 0
        self.leaks = []
        self.down = {}            # finger -> [x, y, dx, dy, frames left]
        self.next_finger = 0

    def finger_ids(self):
        base = 1000 * (self.index + 1)
        return base, base + 999

    def frame(self):
        """One frame: fingers move; some lift; some go down, up to the limit."""
        samples = []
        for finger, f in list(self.down.items()):
            f[4] -= 1
            if f[4] <= 0:
                samples.append({"finger": finger, "phase": "up", "x": f[0], "y": f[1]})
                del self.down[finger]
            else:
                f[0] = min(380, max(10, f[0] + f[2]))
                f[1] = min(700, max(10, f[1] + f[3]))
                samples.append({"finger": finger, "phase": "move", "x": round(f[0], 2), "y": round(f[1], 2), "force": round(self.rng.uniform(0, 4), 3)})
        lifting = {s["finger"] for s in samples if s["phase"] == "up"}
        while len(self.down) < self.args.fingers and self.rng.random() < 0.2:
            base, top = self.finger_ids()
            finger = base + self.next_finger % (top - base)
            self.next_finger += 1
            if finger in self.down or finger in lifting:
                continue
            f = [self.rng.uniform(20, 370), self.rng.uniform(20, 680), self.rng.uniform(-3, 3), self.rng.uniform(-3, 3),
                 self.rng.randint(self.args.rate // 4, self.args.rate * 2)]
            self.down[finger] = f
            samples.append({"finger": finger, "phase": "down", "x": round(f[0], 2), "y": round(f[1], 2)})
        return samples

    async def receive(self):
        base, top = self.finger_ids()
        try:
            async for text in self.ws:
                now = time.perf_counter()
                # Most replies are bare acknowledgements: read those without a JSON parse.
                if text.startswith('{"type":"ack","ack":'):
                    ack = int(text[20:-1])
                    sent = self.sent.pop(ack, None)
                    if sent is not None:
                        self.latencies.append(now - sent)
                    continue
                message = json.loads(text)
                ack = message.get("ack")
                if ack is not None and ack in self.sent:
                    self.latencies.append(now - self.sent.pop(ack))
                if message["type"] == "error":
                    self.refused += 1
                    if len(self.errors) < 5:
                        self.errors.append(message["message"])
                elif message["type"] == "status":
                    self.status = message["status"]
                for line in message.get("trace") or []:
                    for number in FINGER.findall(line):
                        if not base <= int(number) <= top:
                            self.leaks.append(line)
        except websockets.ConnectionClosed as closed:
            if closed.rcvd and closed.rcvd.code != 1000:
                self.closed_by_server = f"{closed.rcvd.code} {closed.rcvd.reason}"

    async def open(self):
        self.status = None
        self.closed_by_server = None
        self.ws = await websockets.connect(self.url, compression=None, max_size=2**24)
        await self.ws.send(json.dumps({"type": "scene", "name": self.args.scene}))
        self.receiver = asyncio.create_task(self.receive())

    async def send_frame(self, samples):
        if self.closed_by_server:
            return
        self.frames += 1
        self.sent[self.frames] = time.perf_counter()
        try:
            await self.ws.send(json.dumps({"type": "frame", "id": self.frames, "samples": samples}, separators=(",", ":")))
        except websockets.ConnectionClosed:
            pass

    async def finish(self, hang_up):
        """Lifts every finger (or hangs up with them down), waits for the last replies, closes."""
        if not hang_up and self.down:
            await self.send_frame([{"finger": k, "phase": "up", "x": f[0], "y": f[1]} for k, f in self.down.items()])
            self.down.clear()
        deadline = time.perf_counter() + 5
        while self.sent and time.perf_counter() < deadline and not self.closed_by_server:
            await asyncio.sleep(0.05)
        if not hang_up and not self.closed_by_server:
            await self.ws.send(json.dumps({"type": "status"}))
            deadline = time.perf_counter() + 5
            while self.status is None and time.perf_counter() < deadline:
                await asyncio.sleep(0.05)
        self.still_down = len(self.down)
        await self.ws.close()
        self.receiver.cancel()


async def load(args, port, pid):
    url = f"ws://127.0.0.1:{port}/socket"
    sessions = [Session(i, args, url) for i in range(args.sessions)]
    for session in sessions:
        await session.open()
    peak = [resident_mb(pid)]

    async def watch():
        while True:
            peak[0] = max(peak[0], resident_mb(pid))
            await asyncio.sleep(0.5)

    watcher = asyncio.create_task(watch())
    await asyncio.sleep(1.0)
    # One clock for every session: each tick, every session sends its frame.
    period = 1 / args.rate
    began = time.perf_counter()
    late = 0
    for tick in range(int(args.seconds * args.rate)):
        delay = began + tick * period - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        elif delay < -period:
            late += 1
        for session in sessions:
            samples = session.frame()
            if samples:
                await session.send_frame(samples)
    elapsed = time.perf_counter() - began
    for session in sessions:
        session.elapsed = elapsed
    # Every other session hangs up with its fingers still down.
    await asyncio.gather(*(s.finish(hang_up=(s.index % 2 == 0)) for s in sessions))
    watcher.cancel()
    return sessions, peak[0], late


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opentouch")
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--rate", type=int, default=240)
    parser.add_argument("--fingers", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--scene", default="emoji-picker")
    args = parser.parse_args()

    port = free_port()
    server = subprocess.Popen([args.opentouch, "playground", "--port", str(port)], stdout=subprocess.PIPE)
    failures = []
    try:
        server.stdout.readline()  # "OpenTouch playground: http://..." once it listens
        time.sleep(0.5)
        start_mb = resident_mb(server.pid)
        sessions, peak_mb, late = asyncio.run(load(args, port, server.pid))
        time.sleep(2)
        end_mb = resident_mb(server.pid)
        status = server_status(port)

        latencies = sorted(l for s in sessions for l in s.latencies)
        frames = sum(s.frames for s in sessions)
        acked = len(latencies)
        refused = sum(s.refused for s in sessions)
        dropped = sum(len(s.sent) for s in sessions)
        seconds = max(s.elapsed for s in sessions)
        leaks = [line for s in sessions for line in s.leaks]
        p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000 if latencies else float("nan")
        print(f"load: {args.sessions} sessions × {args.rate} Hz × up to {args.fingers} fingers × {args.seconds:g} s, scene {args.scene}")
        print(f"frames sent {frames} ({frames / seconds:.0f} a second, {frames / seconds / args.sessions:.0f} per session; "
              f"{late} of {int(args.seconds * args.rate)} ticks more than a period late on the client)")
        print(f"latency (frame sent → its acknowledgement): median {p(0.5):.2f} ms, p99 {p(0.99):.2f} ms, max {p(1.0):.2f} ms")
        print(f"refused {refused} (error replies: throttled, overloaded or invalid), dropped {dropped} (no reply within 5 s)")
        print(f"server memory: start {start_mb:.1f} MB, peak {peak_mb:.1f} MB, end {end_mb:.1f} MB (all sessions closed)")
        print("server status: " + json.dumps({k: status[k] for k in ["sessions", "sessionsOpened", "closes", "framesAccepted", "framesMerged", "framesRefused", "framesOverloaded", "framesThrottled",
                                                                      "touchesBegan", "touchesEnded", "touchesCancelledOnClose", "touchesLeftOpen",
                                                                      "liveViews", "liveTouches", "liveGestureRecognizers", "traceEvents", "scheduledWork"]}))
        for s in sessions:
            if s.errors:
                print(f"session {s.index} errors: {s.errors}")
                break
        closed = [f"session {s.index}: {s.closed_by_server}" for s in sessions if s.closed_by_server]
        if closed:
            failures.append(f"{len(closed)} sessions closed by the server, first {closed[0]}")
        if dropped:
            failures.append(f"{dropped} frames got no reply")
        if refused:
            failures.append(f"{refused} frames refused")
        if leaks:
            failures.append(f"a session saw another's finger: {leaks[0]}")
        hung_up = sum(s.still_down for s in sessions)
        if status["touchesBegan"] != status["touchesEnded"] + status["touchesCancelledOnClose"]:
            failures.append("touches began ≠ ended + cancelled on close")
        if status["touchesLeftOpen"] or status["sessions"] or status["liveTouches"] or status["liveViews"] or status["traceEvents"]:
            failures.append("something outlived its session")
        if hung_up and status["touchesCancelledOnClose"] < hung_up:
            failures.append(f"{hung_up} fingers were down at hang-up, only {status['touchesCancelledOnClose']} cancelled")
        for s in sessions:
            if s.index % 2 == 1 and (s.status is None or s.status["fingersDown"]):
                failures.append(f"session {s.index} status after lifting: {s.status}")
                break
        print(f"fingers down at hang-up: {hung_up}; all cancelled: {status['touchesCancelledOnClose'] >= hung_up}")
        if server.poll() is not None:
            failures.append(f"the server exited with {server.returncode}")
    finally:
        server.send_signal(2)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
    for failure in failures:
        print("FAIL", failure)
    print("load test passed" if not failures else "load test failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
