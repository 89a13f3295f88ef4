"""The exported phone page in a real (headless) Chromium at two phone sizes with touch, in
both languages, offline: tick losses until a card breaks, score objectives, reload and find
the game, undo, start a new game; thumb-sized labelled controls, no sideways scrolling, no
network request; hostile rosters shown as text, running nothing.

Screenshots go to ``LISTBUILDER_SCREENSHOTS`` when it names a folder (to look at them),
else to the test's temporary folder.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.game.odds import combat
from tests.conftest import needs_chromium
from tests.phone.cdp import Browser, Page, browser

pytestmark = needs_chromium

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SIZES = [(360, 800), (412, 915)]
NINE_MM = 9 / 25.4 * 96  # CSS pixels: 34.0
WORDS = {
    "en": {"broken": "Broken in turn 1", "morale": "Morale test: 2+", "tab": "Game"},
    "fr": {"broken": "Démoralisée au tour 1", "morale": "Test de moral", "tab": "Partie"},
}


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    with browser() as found:
        yield found


def shots(tmp_path: Path) -> Path:
    folder = os.environ.get("LISTBUILDER_SCREENSHOTS")
    target = Path(folder) if folder else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    return target


def export(tmp_path: Path, roster: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> Path:
    out = tmp_path / f"{roster.stem}-{lang}.html"
    assert main(["export", str(roster), "--format", "phone", "-o", str(out), "--lang", lang]) == 0
    capsys.readouterr()
    return out


def fresh_page(chromium: Browser, url: str, width: int, height: int) -> Page:
    page = chromium.page(width, height)
    page.navigate(url)
    page.eval("localStorage.clear()")
    page.reload()
    return page


LAYOUT = """(() => {
  const out = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth) out.push('scrolls sideways: ' + page.scrollWidth);
  const shown = (e) => e.getClientRects().length > 0;
  const controls = 'button, select, input[type=text], input[type=number], label.check, summary';
  for (const e of document.querySelectorAll(controls)) {
    if (!shown(e)) continue;
    const r = e.getBoundingClientRect();
    const what = e.outerHTML.slice(0, 80);
    if (r.width < NINE_MM || r.height < NINE_MM) out.push('small: ' + what);
    if (r.right > window.innerWidth + 0.5) out.push('off the screen: ' + what);
  }
  for (const b of document.querySelectorAll('button')) {
    if (!shown(b)) continue;
    const name = (b.getAttribute('aria-label') || b.textContent || '').trim();
    if (!name) out.push('no name: ' + b.outerHTML.slice(0, 80));
  }
  return out;
})()"""


def layout_problems(page: Page) -> list[str]:
    """What breaks the one-hand rules on the tab shown: sideways scrolling, a control under
    9 mm, a button with no name."""
    found: list[str] = page.eval(LAYOUT.replace("NINE_MM", f"{NINE_MM:.2f}"))
    return found


def game(page: Page) -> dict:  # type: ignore[type-arg]
    found: dict = page.eval("window.listbuilderPhone.game()")  # type: ignore[type-arg]
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_game_at_the_table(
    chromium: Browser,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    width: int,
    height: int,
    lang: str,
) -> None:
    path = export(tmp_path, EXAMPLES / "space-marines-with-guard.yaml", lang, capsys)
    page = fresh_page(chromium, path.as_uri(), width, height)
    words = WORDS[lang]
    folder = shots(tmp_path)
    stem = f"{width}x{height}-{lang}"
    assert page.eval("document.documentElement.lang") == lang
    assert page.eval("document.querySelector('h1').textContent") == "Ultramarines at Tarsis"
    assert not layout_problems(page)
    page.screenshot(folder / f"{stem}-army.png")
    page.tap("#tab-game")
    assert page.eval("document.querySelector('#tab-game').textContent") == words["tab"]
    assert not layout_problems(page)
    first = ".track[data-path='forces[0].companies[0]']"
    for _ in range(14):
        page.tap(f"{first} .btn.plus")
    assert not page.eval(f"document.querySelector(\"{first}\").classList.contains('broken')")
    page.tap(f"{first} .btn.plus")  # the 15th: the heavy box
    assert page.eval(f"document.querySelector(\"{first}\").classList.contains('broken')")
    status = page.eval(f'document.querySelector("{first} .status").textContent')
    assert words["broken"] in status and words["morale"] in status
    assert page.eval(f'document.querySelectorAll("{first} .box.lost").length') == 15
    for _ in range(3):
        page.tap("[data-field='objectives'] .btn:last-of-type")
    state = game(page)["state"]
    assert state["turns"][0]["losses"] == {"forces[0].companies[0]": 15}
    assert state["turns"][0]["objectives"] == 3
    totals = page.eval("document.querySelector('.totals').textContent")
    assert " 15 " in totals and " 8 " in totals  # ours from 3 objectives, theirs from the card
    page.screenshot(folder / f"{stem}-game.png")
    page.eval(f'document.querySelector("{first}").scrollIntoView()')
    page.screenshot(folder / f"{stem}-broken.png")
    # the game is on the phone: a reload finds it, Undo and all
    page.reload()
    assert game(page)["state"] == state
    page.tap("#tab-game")
    assert page.eval(f"document.querySelector(\"{first}\").classList.contains('broken')")
    page.tap("#undo")
    assert game(page)["state"]["turns"][0]["objectives"] == 2
    # a new game takes two taps, and Undo brings the old one back
    page.tap("#new-game")
    assert game(page)["state"]["turns"][0]["objectives"] == 2
    page.tap("#new-game")
    assert game(page)["state"]["turns"] == [
        {
            "losses": {},
            "destroyed": [],
            "objectives": 0,
            "opponent_objectives": 0,
            "scored": 0,
            "barrages": 0,
        }
    ]
    page.tap("#undo")
    assert game(page)["state"]["turns"][0]["objectives"] == 2
    page.tap("#tab-odds")
    assert not layout_problems(page)
    assert "575/1296" in page.eval("document.querySelector('#odds-result').textContent")
    # the defender in a trench (+2) and one more CAF typed in: 0 against 3, as game/odds.py says
    page.eval(
        "(() => { const c = document.querySelectorAll('fieldset.side select.field')[3];"
        " c.value = 'trench'; c.dispatchEvent(new Event('change')); })()"
    )
    page.tap("fieldset.side:nth-of-type(2) .stepper:not(.modifier) .btn:last-of-type")
    expected = combat(0, 3).attacker
    shown = page.eval("document.querySelector('#odds-result .odds-line').dataset.exact")
    assert shown == f"{expected.numerator}/{expected.denominator}"
    page.screenshot(folder / f"{stem}-odds.png")
    # the other language, kept across a reload
    page.tap("#lang")
    other = "fr" if lang == "en" else "en"
    assert page.eval("document.documentElement.lang") == other
    page.reload()
    assert page.eval("document.documentElement.lang") == other
    assert page.eval("document.querySelector('#tab-game').textContent") == WORDS[other]["tab"]
    # nothing but the page itself was ever asked for
    assert set(page.requests()) == {path.as_uri()}
    page.close()


def test_dark_and_light_follow_the_phone(
    chromium: Browser, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = export(tmp_path, EXAMPLES / "titan-legion.yaml", "en", capsys)
    page = fresh_page(chromium, path.as_uri(), 360, 800)
    light = page.eval("getComputedStyle(document.body).backgroundColor")
    page.send(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
    )
    dark = page.eval("getComputedStyle(document.body).backgroundColor")
    assert light != dark and dark == "rgb(20, 20, 20)"
    page.tap("#tab-game")
    assert not layout_problems(page)
    # a titan card: its titans are marked destroyed, each giving its own VP
    page.tap(".destructible .btn.toggle")
    assert (
        page.eval(
            "document.querySelector('.destructible .btn.toggle').getAttribute('aria-pressed')"
        )
        == "true"
    )
    page.screenshot(shots(tmp_path) / "360x800-en-dark-titans.png")
    assert set(page.requests()) == {path.as_uri()}
    page.close()


HOSTILE = '<img src=x onerror="window.__pwned=1"></script><script>window.__pwned=2</script>'


def test_hostile_names_are_shown_as_text_and_run_nothing(
    chromium: Browser, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    controls = "\x01\x07\x1b[31m\u202e\u2028"
    huge = "N" * (30 * 1024 * 1024)
    roster = tmp_path / "hostile.yaml"
    text = (EXAMPLES / "goff-warband.yaml").read_text(encoding="utf-8")
    import yaml

    data = yaml.safe_load(text)
    data["name"] = HOSTILE + controls
    data["player"] = HOSTILE
    data["notes"] = huge
    data["forces"][0]["companies"][0]["name"] = HOSTILE
    data["forces"][0]["companies"][0]["notes"] = "<b>bold?</b>" + controls
    roster.write_text(
        yaml.dump(data, Dumper=yaml.CSafeDumper, allow_unicode=True), encoding="utf-8"
    )
    path = export(tmp_path, roster, "en", capsys)
    assert path.stat().st_size < 400 * 1024  # the 30 MB note is cut, the share code left out
    page = fresh_page(chromium, path.as_uri(), 360, 800)
    assert page.eval("window.__pwned") is None
    assert page.eval("document.querySelectorAll('img, b, iframe, object').length") == 0
    assert page.eval("document.querySelectorAll('script').length") == 2
    heading = page.eval("document.querySelector('h1').textContent")
    assert heading.startswith(HOSTILE)
    assert page.eval("document.querySelector('.card-title').textContent") == HOSTILE
    assert not layout_problems(page)
    page.tap("#tab-game")
    assert not layout_problems(page)
    page.tap("#tab-army")
    page.screenshot(shots(tmp_path) / "360x800-en-hostile.png")
    assert page.eval("window.__pwned") is None
    assert set(page.requests()) == {path.as_uri()}
    page.close()
