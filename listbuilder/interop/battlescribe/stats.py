"""Parsers for BattleScribe's free-text stat fields (move, save, CAF, morale, weapons).

Each parser returns model fields and keeps the raw text where a value does not
fit the fields, so nothing of the source is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from listbuilder.codex.ids import slug

_NONE = {"", "n/a", "n.a", "na", "-", "none"}

_TYPOS = [
    (re.compile(r"(\d)\s*cn\b"), r"\1cm"),
    (re.compile(r"(\d)\s*xm\b"), r"\1cm"),
    (re.compile(r"(\d)c\b(?!m)"), r"\1cm"),
    (re.compile(r"_(-?\d)\)"), r"(\1)"),
    (re.compile(r"\((-?\d)_"), r"(\1)"),
    (re.compile(r"(\d)d(\d)\+"), r"\1d \2+"),
    (re.compile(r"(\d)\s+cm\b"), r"\1cm"),
]


def fix_typos(text: str) -> str:
    for pattern, repl in _TYPOS:
        text = pattern.sub(repl, text)
    return text


def _blank(text: str | None) -> bool:
    return text is None or text.strip().lower() in _NONE


def parse_move(text: str | None) -> dict[str, Any]:
    if _blank(text):
        return {}
    assert text is not None
    value = fix_typos(text.strip())
    match = re.fullmatch(r"(\d+)cm", value)
    if match:
        return {"move_cm": int(match[1])}
    return {"move_text": " ".join(value.split())}


def parse_save(text: str | None) -> dict[str, Any]:
    if _blank(text):
        return {}
    assert text is not None
    value = " ".join(text.split())
    match = re.fullmatch(r"(\d)\+", value)
    if match:
        return {"save": int(match[1])}
    match = re.fullmatch(r"(\d)\+ Fixed", value, re.IGNORECASE)
    if match:
        return {"save": int(match[1]), "save_fixed": True}
    match = re.fullmatch(r"Fixed (\d)\+", value, re.IGNORECASE)
    if match:
        return {"save": int(match[1]), "save_fixed": True}
    match = re.fullmatch(r"(\d)\+\s*,\s*(\d)\+ Fixed", value, re.IGNORECASE)
    if match:
        return {"save": int(match[1]), "fixed_save": int(match[2])}
    return {"save_text": value}


def parse_caf(text: str | None) -> dict[str, Any]:
    if _blank(text):
        return {}
    assert text is not None
    value = text.strip()
    match = re.fullmatch(r"([+-]?\d+)\+?", value)
    if match:
        return {"caf": int(match[1])}
    return {"caf_text": " ".join(value.split())}


def parse_morale(text: str | None) -> dict[str, Any]:
    if _blank(text):
        return {}
    assert text is not None
    value = text.strip()
    match = re.fullmatch(r"\+?(\d)\+?", value)
    if match and 1 <= int(match[1]) <= 6:
        return {"morale": int(match[1])}
    return {"morale_text": " ".join(value.split())}


_CLASS_ALIASES = {"super_heavy": "superheavy", "superheavy_vehicle": "superheavy"}


def parse_unit_class(text: str | None) -> dict[str, Any]:
    if _blank(text):
        return {}
    assert text is not None
    parts = [p for p in re.split(r"[,/]| and ", text) if p.strip()]
    classes = [_CLASS_ALIASES.get(slug(p), slug(p)) for p in parts]
    result: dict[str, Any] = {"unit_class": list(dict.fromkeys(classes))}
    if len(classes) != 1 or text.strip() != text.strip().title():
        result["type_text"] = " ".join(text.split())
    return result


# --- weapons -------------------------------------------------------------------

_NOTE_LINE = re.compile(
    r"^(choose|pick|see weapon|see card|see special|see titan|see profile|weapons? as|as per)",
    re.IGNORECASE,
)
_PD = re.compile(r"^Point Defen[cs]e\s*\((\d+|X)\)$", re.IGNORECASE)
_CC = re.compile(r"(close combat|cc)( weapons?)? only", re.IGNORECASE)
_SPECIAL = re.compile(
    r"^(see special rules?\.?|special( special)?|see weapon profile.*|see template)$", re.IGNORECASE
)
_UNLIMITED = re.compile(r"unlimited( in los)?", re.IGNORECASE)
_TEMPLATE_WORDS = [
    (re.compile(r"large teardrop|triangle template", re.IGNORECASE), "large_flame"),
    (re.compile(r"warp template", re.IGNORECASE), "warp"),
    (re.compile(r"barrage template", re.IGNORECASE), "barrage"),
    (re.compile(r"\btemplate\b", re.IGNORECASE), "special"),
]
_VAR_BARRAGE = re.compile(r"(D\d+\s*\+\s*\d+)\s*=?\s*BP", re.IGNORECASE)
_AUTO_HIT = re.compile(r"auto[- ]hit", re.IGNORECASE)
_RANGE = re.compile(r"(?:(\d+)\s*-\s*)?(\d+)cm(?!\s*\))")
_DICE = re.compile(r"(?<![\w+])(\d+)\s*d(?![\w])", re.IGNORECASE)
_BARRAGE = re.compile(r"(?<![\w])(\d+)\s*(BP|SB|LB)\b")
_TOHIT = re.compile(r"(?<![\d+])(\d)\+")
_TSM = re.compile(r"\(\s*([+-]?\s*(?:\d+|D\d+))\s*[),]")
_TEMPLATE = re.compile(r"(?<![\w])(LT|ST)(?![\w])")


@dataclass
class WeaponParse:
    """One parsed weapon line; ``kind`` is weapon, none (no weapon) or note."""

    kind: str
    fields: dict[str, Any] = field(default_factory=dict)


def _split_name(line: str) -> tuple[str, str]:
    for sep in (" : ", ": ", " :"):
        if sep in line:
            name, rest = line.split(sep, 1)
            return name.strip(), rest.strip()
    match = re.match(r"^(.*?)\s+-\s+(.*)$", line)
    if match:
        return match[1].strip(), match[2].strip()
    return line.strip(), ""


def parse_weapon_line(line: str, known_abilities: set[str] | None = None) -> WeaponParse:
    """Parse ``Name : 50cm, 2d 4+ (-2) - Turret`` and its many variants."""
    raw = " ".join(line.split())
    if raw.lower().strip(".") in _NONE:
        return WeaponParse("none")
    if _NOTE_LINE.match(raw):
        return WeaponParse("note", {"name": raw, "raw": raw, "parsed": False, "notes": raw})
    text = fix_typos(raw)
    pd = _PD.match(text)
    if pd:
        dice = pd[1].upper()
        fields: dict[str, Any] = {
            "name": "Point Defence",
            "raw": raw,
            "range_cm": 15,
            "to_hit": 6,
            "save_mod": 0,
        }
        if "point_defence" in (known_abilities or set()):
            fields["abilities"] = [f"point_defence({dice})"]
        if dice.isdigit():
            fields["attack_dice"] = int(dice)
        else:
            fields["attack_text"] = dice
        return WeaponParse("weapon", fields)
    name, rest = _split_name(text)
    fields = {"name": name, "raw": raw}
    if _CC.search(text) and not _DICE.search(rest):
        fields["close_combat"] = True
        note = _CC.sub("", rest if _CC.search(rest) else "").strip(" -,")
        if note:
            fields["notes"] = note
        return WeaponParse("weapon", fields)
    if not rest or rest.lower().strip(".") in _NONE:
        fields["attack_text"] = "-"
        return WeaponParse("weapon", fields)
    if _SPECIAL.match(rest):
        fields["attack_text"] = "special"
        return WeaponParse("weapon", fields)
    main, _, tail = rest.partition(" - ")
    if not tail and ") " in main:
        head, _, after = main.partition(") ")
        if re.match(r"^[A-Z]", after):
            main, tail = head + ")", after
    range_match = _RANGE.search(main)
    if _UNLIMITED.search(main):
        fields["range_text"] = "unlimited"
    if range_match:
        fields["range_cm"] = int(range_match[2])
        if range_match[1]:
            fields["min_range_cm"] = int(range_match[1])
    barrage = _BARRAGE.search(main)
    dice = _DICE.search(main)
    template = _TEMPLATE.search(main)
    if barrage:
        fields["barrage_points"] = int(barrage[1])
        if barrage[2] == "LB":
            fields["template"] = "large_barrage"
    elif dice:
        fields["attack_dice"] = int(dice[1])
    elif template:
        fields["template"] = "large_flame" if template[1] == "LT" else "small_flame"
    else:
        bare = re.search(r"(?<![\w+])(\d+)\s+\d\+", main)
        variable = _VAR_BARRAGE.search(main)
        if bare:
            fields["attack_dice"] = int(bare[1])
        elif variable:
            fields["attack_text"] = variable[1].replace(" ", "") + " BP"
        elif _AUTO_HIT.search(main):
            fields["attack_text"] = "auto-hit"
        else:
            for pattern, name in _TEMPLATE_WORDS:
                if pattern.search(main):
                    fields["template"] = name
                    break
    if "save_mod" not in fields and re.search(r"\(special\)", main, re.IGNORECASE):
        fields["save_mod_text"] = "special"
    to_hit = _TOHIT.search(main)
    if to_hit:
        fields["to_hit"] = int(to_hit[1])
    tsm = _TSM.search(main)
    if tsm:
        value = tsm[1].replace(" ", "")
        if re.fullmatch(r"[+-]?\d+", value):
            fields["save_mod"] = int(value)
        else:
            fields["save_mod_text"] = value
    abilities, notes = _weapon_abilities(tail, known_abilities or set())
    if abilities:
        fields["abilities"] = abilities
    if notes:
        fields["notes"] = notes
    tsm_words = re.search(r"([+-]\d)\s*TSM", main)
    if tsm_words and "save_mod" not in fields:
        fields["save_mod"] = int(tsm_words[1])
    has_attack = any(
        k in fields for k in ("barrage_points", "attack_dice", "template", "attack_text")
    )
    has_mod = "save_mod" in fields or "save_mod_text" in fields
    if "See Special" in text or "see special" in text:
        has_mod = has_mod or has_attack
    if not (has_attack and has_mod):
        fields["parsed"] = False
        fields["notes"] = rest or None
    return WeaponParse("weapon", fields)


def _weapon_abilities(tail: str, known: set[str]) -> tuple[list[str], str | None]:
    """Weapon abilities named in the trailing text; names we do not know stay as notes."""
    if not tail:
        return [], None
    abilities: list[str] = []
    leftovers: list[str] = []
    for part in re.split(r",\s*", tail):
        piece = part.strip().strip(".")
        if not piece:
            continue
        match = re.fullmatch(r"(.+?)\s*\(?([+-]\d+)\)?", piece)
        key, param = (slug(match[1]), match[2]) if match else (slug(piece), None)
        if key in known:
            abilities.append(key if param is None else f"{key}({param})")
        else:
            leftovers.append(piece)
    return abilities, (", ".join(leftovers) or None)


def weapon_from_columns(name: str, columns: dict[str, str], known: set[str]) -> WeaponParse:
    """Weapons given as profile columns (titan weapons, off-table ordnance)."""
    lookup = {k.lower().replace("-", " "): (v or "").strip() for k, v in columns.items()}
    rng = lookup.get("range", "")
    shooting = lookup.get("shooting profile", "")
    if not shooting:
        dice = lookup.get("attack dice", "")
        hit = lookup.get("to hit", "")
        tsm = (
            lookup.get("tsm", "")
            or lookup.get("save modifier", "")
            or lookup.get("saving modifier", "")
        )
        dice_text = f"{dice}d" if dice.isdigit() else dice
        if tsm and not tsm.startswith("("):
            tsm = f"({tsm})"
        shooting = " ".join(p for p in (dice_text, hit, tsm) if p)
    line = f"{name} : {rng + ', ' if rng and rng.lower() not in _NONE else ''}{shooting}"
    special = lookup.get("special rules", "")
    parsed = parse_weapon_line(line, known)
    if parsed.kind != "weapon":
        parsed = WeaponParse("weapon", {"name": name, "raw": line, "parsed": False})
    parsed.fields["name"] = name
    if special and special.lower() not in _NONE:
        abilities, _ = _weapon_abilities(special, known)
        merged = list(dict.fromkeys([*parsed.fields.get("abilities", []), *abilities]))
        if merged:
            parsed.fields["abilities"] = merged
    return parsed
