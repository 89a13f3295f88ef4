"""Linux desktop integration: the entry, the roster MIME type, the icon, the metainfo.

The validators come from Debian's desktop-file-utils and appstream packages; missing ones
are installed when this runs as root with apt, and the tests skip only when that fails.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from functools import cache
from pathlib import Path

import pytest

from listbuilder.gui.window.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
MIME = LINUX / f"{APP_ID}.xml"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
INSTALL = LINUX / "install.sh"
ROSTER_TYPE = "application/x-netepic-roster"
BATTLESCRIBE_TYPES = ["application/x-battlescribe-roster", "application/x-battlescribe-roster-zip"]

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktops")


@cache
def tool(name: str, package: str) -> str | None:
    """The path of *name*, installing its Debian *package* first when it is missing."""
    found = shutil.which(name)
    if found or not shutil.which("apt-get") or os.geteuid() != 0:
        return found
    for command in (
        ["apt-get", "install", "-y", "-qq", package],
        ["apt-get", "update", "-qq"],
        ["apt-get", "install", "-y", "-qq", package],
    ):
        subprocess.run(command, capture_output=True, timeout=600, check=False)
        if shutil.which(name):
            break
    return shutil.which(name)


def need(name: str, package: str) -> str:
    path = tool(name, package)
    if path is None:
        pytest.skip(f"{name} is missing and the {package} package cannot be installed here")
    return path


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


@linux_only
def test_the_desktop_entry_is_valid() -> None:
    validator = need("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run(
        [validator, str(DESKTOP)], capture_output=True, text=True, encoding="utf-8"
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_desktop_entry_claims_rosters_and_never_every_yaml_file() -> None:
    entry = desktop_entry()
    claimed = [kind for kind in entry["MimeType"].split(";") if kind]
    assert claimed == [ROSTER_TYPE, *BATTLESCRIBE_TYPES]
    assert not {"application/x-yaml", "application/yaml", "text/yaml", "text/x-yaml"} & set(claimed)
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "listbuilder" and "%f" in entry["Exec"]


@linux_only
def test_the_metainfo_is_valid() -> None:
    appstreamcli = need("appstreamcli", "appstream")
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_metainfo_shows_the_screenshots_the_app_rendered() -> None:
    from PySide6.QtGui import QImage

    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"  # type: ignore[union-attr]
    images = root.findall("screenshots/screenshot/image")
    assert images
    for image in images:
        assert image.text is not None
        png = LINUX / "screenshots" / image.text.rsplit("/", 1)[1]
        picture = QImage(str(png))
        assert not picture.isNull(), f"{png.name}: run tools/render_screenshots.py"
        assert (picture.width(), picture.height()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )


def test_the_mime_type_is_a_kind_of_yaml_with_its_extension_and_magic() -> None:
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(MIME).getroot()
    kind, *others = root.findall("m:mime-type", namespace)
    assert [other.get("type") for other in others] == BATTLESCRIBE_TYPES
    assert kind.get("type") == ROSTER_TYPE
    assert kind.find("m:sub-class-of", namespace).get("type") == "application/x-yaml"  # type: ignore[union-attr]
    globs = {glob.get("pattern") for glob in kind.findall("m:glob", namespace)}
    assert "*.netepic.yaml" in globs and "*.yaml" not in globs
    match = kind.find("m:magic/m:match", namespace)
    assert match is not None and match.get("value") == "format: netepic-roster/"


@linux_only
def test_install_script_puts_everything_in_place_and_files_are_recognised(
    tmp_path: Path,
) -> None:
    need("update-mime-database", "shared-mime-info")
    share = tmp_path / "share"
    program = tmp_path / "bin" / "listbuilder"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    env = {**os.environ, "HOME": str(tmp_path)}
    subprocess.run(
        ["sh", str(INSTALL), "--prefix", str(share), "--exec", str(program)],
        check=True,
        capture_output=True,
        env=env,
    )
    installed = share / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={program} %f" in installed.read_text(encoding="utf-8").splitlines()
    for size in (16, 48, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "mime" / "mime.cache").is_file()

    samples = tmp_path / "files"
    samples.mkdir()
    roster = "format: netepic-roster/1\nname: Ultramarines\n"
    (samples / "army.netepic.yaml").write_text(roster, encoding="utf-8")
    (samples / "army").write_text(roster, encoding="utf-8")  # no extension: the magic
    (samples / "config.yaml").write_text("key: value\n", encoding="utf-8")
    (samples / "army.ros").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="x"/>\n',
        encoding="utf-8",
    )
    with zipfile.ZipFile(samples / "army.rosz", "w") as archive:
        archive.write(samples / "army.ros", "army.ros")
    code = (
        "import sys\nfrom PySide6.QtCore import QMimeDatabase\n"
        "db = QMimeDatabase()\n"
        "for name in sys.argv[1:]: print(db.mimeTypeForFile(name).name())\n"
    )
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            "army.netepic.yaml",
            "army",
            "config.yaml",
            "army.ros",
            "army.rosz",
        ],
        cwd=samples,
        env={**env, "XDG_DATA_DIRS": f"{share}:/usr/share", "XDG_DATA_HOME": str(share)},
        capture_output=True,
        text=True,
        timeout=60,
        encoding="utf-8",
    )
    assert result.stdout.split() == [
        ROSTER_TYPE,
        ROSTER_TYPE,
        "application/x-yaml",
        *BATTLESCRIBE_TYPES,
    ], result.stderr

    subprocess.run(
        ["sh", str(INSTALL), "--prefix", str(share), "--uninstall"],
        check=True,
        capture_output=True,
        env=env,
    )
    assert not installed.exists()
    assert not (share / "mime" / "packages" / f"{APP_ID}.xml").exists()
