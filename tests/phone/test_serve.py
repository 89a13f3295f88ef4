"""Send to Phone's server, on the loopback address only: the one page behind its token,
nothing else, read-only, and it stops (when asked and by itself)."""

from __future__ import annotations

import time
import urllib.error
import urllib.request

import pytest

from listbuilder.phone.serve import LOOPBACK, PageServer, lan_address

PAGE = b"<!DOCTYPE html><title>army</title>"

DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
"""No proxy, whatever the environment says: the loopback address is asked directly."""


def fetch(url: str, method: str = "GET") -> tuple[int, bytes, dict[str, str]]:
    request = urllib.request.Request(url, method=method)
    try:
        with DIRECT.open(request, timeout=10) as answer:
            return answer.status, answer.read(), dict(answer.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, b"", dict(exc.headers)


@pytest.fixture
def server() -> PageServer:
    found = PageServer(PAGE, LOOPBACK, lifetime=60)
    yield found  # type: ignore[misc]
    found.stop()


def test_the_page_and_nothing_else(server: PageServer) -> None:
    assert server.url.startswith(f"http://{LOOPBACK}:{server.port}/")
    assert len(server.token) >= 40
    status, body, headers = fetch(server.url)
    assert (status, body) == (200, PAGE)
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Cache-Control"] == "no-store"
    base = f"http://{LOOPBACK}:{server.port}"
    for path in (
        "/",
        "/army.html",
        f"/{server.token}/",
        f"/{server.token}/../army.html",
        f"/{server.token[:-1]}/army.html",
        "/etc/passwd",
        f"/{server.token}/army.html?x",
    ):
        assert fetch(base + path)[0] == 404, path
    for method in ("POST", "PUT", "DELETE"):
        assert fetch(server.url, method)[0] == 405
    assert fetch(server.url, "HEAD")[0] == 200
    assert server.served == 2


def test_it_stops_when_asked_and_frees_its_port(server: PageServer) -> None:
    url = server.url
    server.stop()
    server.stop()  # again: harmless
    assert not server.running
    with pytest.raises(OSError):  # refused
        DIRECT.open(url, timeout=5)


def test_it_stops_by_itself() -> None:
    server = PageServer(PAGE, LOOPBACK, lifetime=0.3)
    assert fetch(server.url)[0] == 200
    deadline = time.monotonic() + 10
    while server.running and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not server.running
    with pytest.raises(OSError):  # refused
        DIRECT.open(server.url, timeout=5)


def test_the_lan_address_is_an_address() -> None:
    parts = lan_address().split(".")
    assert len(parts) == 4 and all(0 <= int(p) <= 255 for p in parts)
