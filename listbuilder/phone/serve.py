"""Send to Phone: the phone page served on the local network for a few minutes, one file.

The risk is kept small on purpose:

* one port, on one address (the computer's own on the local network, never every interface);
* one file, read-only: ``GET`` (or ``HEAD``) of ``/<token>/army.html`` answers the page, any
  other path 404 and any other method 405, with no listing and no file read from disk (the
  page is in memory);
* the token is 32 random bytes (``secrets``), so the address cannot be guessed;
* it stops by itself after :data:`LIFETIME` seconds, and the window stops it when its dialog
  closes; nothing is logged to the console.
"""

from __future__ import annotations

import contextlib
import secrets
import socket
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Final

LIFETIME: Final = 300.0
"""Seconds the page is served at most."""
LOOPBACK: Final = "127.0.0.1"


def lan_address() -> str:
    """This computer's address on the local network: the one a packet to the outside would
    leave from (a UDP "connection" sends nothing); the loopback address when there is none."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, nothing sent
        found: str = probe.getsockname()[0]
        if found and not found.startswith("0."):
            return found
    return LOOPBACK


class _Handler(BaseHTTPRequestHandler):
    server: _PageServer
    server_version = "listbuilder"
    sys_version = ""

    def _answer(self, body: bool) -> None:
        if self.path != self.server.path:
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        page = self.server.page
        self.server.served += 1  # counted first: the phone may have it before we return
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.end_headers()
        if body:
            self.wfile.write(page)

    def do_GET(self) -> None:
        self._answer(True)

    def do_HEAD(self) -> None:
        self._answer(False)

    def _refuse(self) -> None:
        self.send_error(HTTPStatus.METHOD_NOT_ALLOWED)

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _refuse

    def log_message(self, format: str, *args: Any) -> None:
        """Nothing on the console: the addresses of the phones are nobody's business."""


class _PageServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], page: bytes, path: str) -> None:
        super().__init__(address, _Handler)
        self.page = page
        self.path = path
        self.served = 0


class PageServer:
    """The page served at :attr:`url` until :meth:`stop` or :data:`LIFETIME` seconds."""

    def __init__(self, page: bytes, host: str | None = None, lifetime: float = LIFETIME) -> None:
        self.host = host if host is not None else lan_address()
        self.token = secrets.token_urlsafe(32)
        path = f"/{self.token}/army.html"
        self._server = _PageServer((self.host, 0), page, path)
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="listbuilder-send-to-phone", daemon=True
        )
        self._timer = threading.Timer(lifetime, self.stop)
        self._timer.daemon = True
        self._stopped = threading.Event()
        self._lock = threading.Lock()
        self._closing = False
        self._thread.start()
        self._timer.start()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}{self._server.path}"

    @property
    def served(self) -> int:
        """How many times the page was sent."""
        return self._server.served

    @property
    def running(self) -> bool:
        return not self._stopped.is_set()

    def stop(self) -> None:
        """Stop serving and free the port (from any thread; again is harmless)."""
        with self._lock:
            if self._closing:
                return
            self._closing = True
        self._timer.cancel()
        self._server.shutdown()
        self._server.server_close()
        self._stopped.set()  # only now: :attr:`running` is False once the port is free
