"""A headless Chromium driven over the DevTools protocol through a pipe, with the standard
library only: ``chromium --headless=new --remote-debugging-pipe`` reads commands on file
descriptor 3 and writes answers and events on 4, each a JSON text ended by a NUL byte.

Nothing is downloaded: the system's Chromium (Debian's ``/usr/bin/chromium``) is used, or
none (:func:`chromium_path` is None and the tests skip). The browser starts with a fresh
profile in a temporary folder, no first-run pages and no extensions.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def chromium_path() -> str | None:
    """The system's Chromium, or None (``LISTBUILDER_CHROMIUM`` names another)."""
    named = os.environ.get("LISTBUILDER_CHROMIUM")
    if named:
        return named if Path(named).is_file() else None
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


class BrowserError(RuntimeError):
    """The browser answered a command with an error, or did not answer in time."""


class Browser:
    """One Chromium process; :meth:`page` opens a tab to drive."""

    def __init__(self, executable: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="lb-chromium-")
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def wire() -> None:  # in the child, before exec: the pipe on fds 3 and 4
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)

        args = [
            executable,
            "--headless=new",
            "--remote-debugging-pipe",
            f"--user-data-dir={self.profile}",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-gpu",
            "--no-sandbox",
            "--mute-audio",
            "about:blank",
        ]
        self.process = subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(3, 4),
            preexec_fn=wire,  # a test's browser: started before any thread
        )
        os.close(to_child_r)
        os.close(from_child_w)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []

    def close(self) -> None:
        with suppress(BrowserError, OSError):
            self.send("Browser.close", timeout=5)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        for fd in (self._to_child, self._from_child):
            with suppress(OSError):
                os.close(fd)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("the browser did not answer in time")
            ready, _, _ = select.select([self._from_child], [], [], left)
            if ready:
                chunk = os.read(self._from_child, 1 << 20)
                if not chunk:
                    raise BrowserError("the browser closed its pipe")
                self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\0")
        message: dict[str, Any] = json.loads(raw)
        return message

    def send(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        session: str | None = None,
        timeout: float = 30,
    ) -> dict[str, Any]:
        self._next_id += 1
        ident = self._next_id
        command: dict[str, Any] = {"id": ident, "method": method, "params": params or {}}
        if session is not None:
            command["sessionId"] = session
        os.write(self._to_child, json.dumps(command).encode("utf-8") + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            message = self._read_message(deadline)
            if message.get("id") == ident:
                if "error" in message:
                    raise BrowserError(f"{method}: {message['error']}")
                result: dict[str, Any] = message.get("result", {})
                return result
            self.events.append(message)

    def wait_event(self, method: str, session: str | None, timeout: float = 30) -> dict[str, Any]:
        """The first event *method* of *session* not seen yet (taken off the list)."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(self._read_message(deadline))

    def page(self, width: int, height: int, *, mobile: bool = True) -> Page:
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        return Page(self, session, target, width, height, mobile)


class Page:
    """One tab at a phone's size, with touch, recording every network request."""

    def __init__(
        self, browser: Browser, session: str, target: str, width: int, height: int, mobile: bool
    ) -> None:
        self.browser = browser
        self.session = session
        self.target = target
        self.send("Page.enable")
        self.send("Network.enable")
        self.send("Runtime.enable")
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": mobile},
        )
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        self.send(
            "Emulation.setEmitTouchEventsForMouse", {"enabled": True, "configuration": "mobile"}
        )

    def send(self, method: str, params: dict[str, Any] | None = None, timeout: float = 30) -> Any:
        return self.browser.send(method, params, self.session, timeout)

    def navigate(self, url: str) -> None:
        self._mark_old()
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session)
        self._settle()

    def reload(self) -> None:
        self._mark_old()
        self.send("Page.reload", {"ignoreCache": True})
        self.browser.wait_event("Page.loadEventFired", self.session)
        self._settle()

    def _mark_old(self) -> None:
        """Mark the document about to go: a load event may be an earlier document's (the
        blank tab's, a previous load's), so the new one is known by lacking the mark."""
        self.eval("window.__listbuilderOld = true")

    def _settle(self, timeout: float = 30) -> None:
        """Wait for the new document, loaded to the end (its scripts have run)."""
        deadline = time.monotonic() + timeout
        ready = "document.readyState === 'complete' && window.__listbuilderOld === undefined"
        while not self.eval(ready):
            if time.monotonic() > deadline:
                raise BrowserError(f"the page did not load in {timeout} s")
            time.sleep(0.05)

    def eval(self, expression: str) -> Any:
        """The value of *expression* in the page (JSON-like values only)."""
        found = self.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in found:
            raise BrowserError(f"{expression[:80]}: {found['exceptionDetails']}")
        return found.get("result", {}).get("value")

    def tap(self, selector: str) -> None:
        """A finger's tap in the middle of the first element *selector* finds (scrolled to)."""
        box = self.eval(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " if (!e) return null; e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        if box is None:
            raise BrowserError(f"nothing matches {selector}")
        x, y = box
        # the browser makes the click of a tap on its own time: wait until the page has
        # handled it (or, for a tap no click follows, a while), never reading the page before
        self.eval(  # kept, not awaited here
            "(() => { window.__listbuilderTap = new Promise((done) => {"
            " document.addEventListener('click', () => setTimeout(done, 0),"
            " {capture: true, once: true}); setTimeout(done, 2000); }); })()"
        )
        point = [{"x": x, "y": y}]
        self.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
        self.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.eval("window.__listbuilderTap")

    def screenshot(self, path: Path) -> Path:
        data = self.send(
            "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False}
        )
        path.write_bytes(base64.b64decode(data["data"]))
        return path

    def requests(self) -> list[str]:
        """Every URL the page asked for so far (the events seen by this tab)."""
        return [
            event["params"]["request"]["url"]
            for event in self.browser.events
            if event.get("sessionId") == self.session
            and event.get("method") == "Network.requestWillBeSent"
        ]

    def close(self) -> None:
        self.browser.send("Target.closeTarget", {"targetId": self.target})


@contextmanager
def browser() -> Iterator[Browser]:
    executable = chromium_path()
    if executable is None:
        raise BrowserError("no Chromium on this system")
    found = Browser(executable)
    try:
        found.send("Browser.getVersion", timeout=60)
        yield found
    finally:
        found.close()
