"""One self-contained HTML file for the phone: the page's code and style inline, the army as
JSON, nothing fetched from anywhere.

The JSON goes in a ``<script type="application/json">`` element with every ``<``, ``>``,
``&`` and the line separators U+2028/2029 escaped, so no name can close the element or
start markup; the page reads it with ``JSON.parse`` and puts every text in with
``textContent``. A Content-Security-Policy allows only the page's own script and style (by
their hashes) and no connection at all.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import unicodedata
from functools import cache
from importlib import resources
from typing import Any, Final

from listbuilder.codex.codex import Codex
from listbuilder.i18n import message
from listbuilder.roster.model import Roster

MARKER: Final = b'<meta name="generator" content="listbuilder-phone/1">'
"""How a file we wrote is told from any other HTML (:mod:`listbuilder.files.output_kinds`)."""
_ESCAPES: Final = {
    "<": "\\u003c",
    ">": "\\u003e",
    "&": "\\u0026",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
}
_PLACE = re.compile(r"\{\{(\w+)\}\}")


@cache
def asset(name: str) -> str:
    """``page.html``, ``page.css`` or ``page.js``, as shipped beside this module."""
    return resources.files("listbuilder.phone").joinpath(name).read_text(encoding="utf-8")


def script_json(data: Any) -> str:
    """*data* as JSON safe inside an HTML ``<script>`` element (and as JavaScript)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return re.sub("[<>&\u2028\u2029]", lambda m: _ESCAPES[m.group(0)], text)


def _title(name: str) -> str:
    """The tab's title: the army's name on one line, its control and format characters
    (line separators, bidi overrides) as spaces; the page shows the name itself."""
    shown = "".join(" " if unicodedata.category(ch)[0] in "CZ" else ch for ch in name[:200])
    return " ".join(shown.split()) or "Listbuilder"


def _hash(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def render_page(data: dict[str, Any]) -> bytes:
    """The page for *data* (:func:`listbuilder.phone.data.phone_data`)."""
    style, script = asset("page.css"), asset("page.js")
    csp = (
        f"default-src 'none'; script-src {_hash(script)}; style-src {_hash(style)}; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    lang = str(data.get("lang", "en"))
    parts = {
        "lang": html.escape(lang),
        "csp": html.escape(csp, quote=False),  # single quotes only: the attribute is in double
        "title": html.escape(_title(str(data["army"]["name"]))),
        "noscript": html.escape(message("phone.noscript", lang)),
        "style": style,
        "script": script,
        "data": script_json(data),
    }
    text = _PLACE.sub(lambda m: parts[m.group(1)], asset("page.html"))
    return text.encode("utf-8")


def phone_page(roster: Roster, codex: Codex, lang: str) -> bytes:
    """The phone page of *roster*, first shown in *lang* (switchable in the page)."""
    from listbuilder.phone.data import phone_data

    return render_page(phone_data(roster, codex, lang))
