"""The message catalogue's compiled cache: the same messages as the YAML, no YAML at start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.files.caches import save_message_cache
from listbuilder.i18n import compiled


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(folder))
    return folder


def test_the_compiled_catalogue_holds_the_yaml_messages(cache: Path) -> None:
    from_yaml = compiled.parse_sources(compiled.sources())
    assert compiled.load_catalogue() == from_yaml
    save_message_cache()
    assert compiled.pending() is None  # written once
    files = list(cache.glob("messages-*.json"))
    assert len(files) == 1
    assert compiled.read_cache(files[0], compiled.catalogue_key(compiled.sources())) == from_yaml
    assert compiled.load_catalogue() == from_yaml  # read back


def test_a_changed_yaml_file_makes_another_key() -> None:
    files = compiled.sources()
    name, data = files[0]
    assert compiled.catalogue_key([(name, data + b"\n"), *files[1:]]) != compiled.catalogue_key(
        files
    )
    assert compiled.catalogue_key(files[1:]) != compiled.catalogue_key(files)


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b"[]",
        b'{"format": "listbuilder-messages/1"}',
        b"\xff\xfe",
        b"{}" * 10,
        b"[" * 100_000 + b"]" * 100_000,  # nested past the parser's recursion limit
    ],
)
def test_a_damaged_cache_is_rebuilt(cache: Path, damage: bytes) -> None:
    key = compiled.catalogue_key(compiled.sources())
    path = compiled.cache_file_for(key)
    cache.mkdir()
    path.write_bytes(damage)
    assert compiled.load_catalogue() == compiled.parse_sources(compiled.sources())
    save_message_cache()
    assert compiled.read_cache(path, key) is not None


def test_wrongly_shaped_messages_and_other_keys_are_refused(cache: Path) -> None:
    key = compiled.catalogue_key(compiled.sources())
    path = cache / "m.json"
    cache.mkdir()
    path.write_bytes(compiled.document(key, {"a.b": {"en": "A"}}))
    assert compiled.read_cache(path, key) == {"a.b": {"en": "A"}}
    assert compiled.read_cache(path, "another") is None
    path.write_bytes(compiled.document(key, {"a.b": {"en": 5}}))  # type: ignore[dict-item]
    assert compiled.read_cache(path, key) is None


def test_a_folder_in_the_cache_s_place_only_costs_the_yaml(cache: Path) -> None:
    key = compiled.catalogue_key(compiled.sources())
    compiled.cache_file_for(key).mkdir(parents=True)
    assert compiled.load_catalogue() == compiled.parse_sources(compiled.sources())
    save_message_cache()  # cannot: only a debug line
    assert compiled.cache_file_for(key).is_dir()


def test_a_warm_start_reads_the_messages_without_yaml_or_orjson(cache: Path) -> None:
    """The window's menus take messages before its first paint: the catalogue is read by
    the standard library's JSON parser, which costs less than importing orjson
    (docs/speed.md)."""
    script = (
        "import sys\n"
        "sys.stdout.reconfigure(encoding='utf-8')\n"  # a pipe is cp1252 on Windows
        "from listbuilder.i18n import message\n"
        "print(message('app.no_display', 'fr'))\n"
        "print('yaml' in sys.modules or 'orjson' in sys.modules)\n"
        "from listbuilder.files.caches import save_message_cache\n"
        "save_message_cache()\n"
    )
    # The child prints French to a pipe: in UTF-8, not Windows' ANSI code page.
    env = {**os.environ, "LISTBUILDER_CACHE_DIR": str(cache), "PYTHONIOENCODING": "utf-8"}
    runs = [
        subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            encoding="utf-8",
        ).stdout.splitlines()
        for _ in range(2)
    ]
    assert runs[0][0] == runs[1][0] != "app.no_display"
    assert runs[0][1] == "True"  # the first run compiles the cache from the YAML
    assert runs[1][1] == "False"
