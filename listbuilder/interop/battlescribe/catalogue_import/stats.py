"""Parsers for BattleScribe's free-text stat fields (move, save, CAF, morale, weapons).

Each parser returns model fields and keeps the raw text where a value does not
fit the fields, so nothing of the source is lost.
"""

from __future__ import annotations

import re
from typing import Any

from listbuilder.codex.ids import slug
from listbuilder.records import field, record

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
_DICE = re.compile(r"(?<![\w+])(\d+)\s*d(?![\w])", re.IGNORECASE)
# A tail that holds a second profile ("- Penetrating +5 26-50cm : 1d 3+ ..."): the fields say
# one profile only, so such a line is kept whole as text.
_SECOND_PROFILE = re.compile(r"\d+\s*cm\s*:|\b\d+\s*d\s+\d\+|\b\d+\s*(?:BP|SB|LB)\b", re.IGNORECASE)
_I = re.IGNORECASE

# Each step of a profile, in the order the books write them; every pattern is anchored at
# the reading position and the whole profile must be read, or the line stays text.
_MULTIPLIER = re.compile(r"(\d+)\s*x\s+(?=\S)")
_RANGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"minimum\s+(\d+)\s*cm\s*/\s*(\d+)\s*cm", _I), "min_max"),
    (re.compile(r"(\d+)(?:\s*cm)?\s*-\s*(\d+)\s*cm(?![\w+])", _I), "min_max"),
    (re.compile(r"(\d+)\s*cm\s*\+\s*(\d*D\d+(?:x\d+)?)\s*cm(?![\w+])", _I), "bonus"),
    (re.compile(r"(\d+)\s*cm(?![\w+])(?!\s+template)", _I), "cm"),
    (re.compile(r"(?:unlimited(?:\s+in\s+LoS)?|LoS)\b", _I), "unlimited"),
    (re.compile(r"N/A\b", _I), "none"),
]
_TEMPLATE_SIZE = re.compile(r"(\d+)\s*cm\s+template\b", _I)
_ROUND_TEMPLATES = {6: "barrage", 12: "large_barrage"}
"""Round templates by diameter in cm, as the rulebook's template table gives them."""
_FLAME_SIZES = {"ST": ("small_flame", (5, 10)), "LT": ("large_flame", (6, 25))}
"""Teardrop templates: the notation, our template and its size in cm (width x length)."""
_BARRAGE_UNIT = r"(BP|SB|LBP|LB)\b"
_ATTACKS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(\d+)\s*-\s*(\d+)\s*" + _BARRAGE_UNIT), "barrage_range"),
    (re.compile(r"(\d*D\d+\s*\+\s*\d+)\s*=?\s*" + _BARRAGE_UNIT, _I), "barrage_dice"),
    (re.compile(r"(\d+)\s*" + _BARRAGE_UNIT), "barrage"),
    (re.compile(r"(\d+)\s*-\s*(\d+)\s*d\b", _I), "dice_range"),
    (re.compile(r"(\d*D\d+)\s*d\b", _I), "dice_roll"),
    (re.compile(r"(\d+)\s*d\b(?!\d)", _I), "dice"),
    (re.compile(r"(\d+)(?=\s+\d\+)"), "dice"),
    (re.compile(r"(D\d+)(?=\s*,\s*\d\+)", _I), "dice_roll"),
    (re.compile(r"(LT|ST)\b(?:\s*\(\s*(\d+)\s*x\s*(\d+)\s*cm\s*\))?"), "teardrop"),
    (re.compile(r"(?:large\s+(?:template|teardrop)|triangle\s+template)\b", _I), "large_flame"),
    (re.compile(r"barrage\s+template\b", _I), "barrage_template"),
    (re.compile(r"warp\s+template\b", _I), "warp"),
    (re.compile(r"template\b", _I), "special"),
    (re.compile(r"see special rules?$", _I), "see_special"),
]
_AUTO_HIT = re.compile(r"auto[- ]?hit\b", _I)
_VARIES = re.compile(r"varies\b", _I)
_TO_HIT_EACH = re.compile(r"\(\s*(\d\+(?:\s*,\s*\d\+)+)\s*\)")
_TO_HIT = re.compile(r"\(\s*(\d)\+\s*\)|(\d)\+(?!\d)")
_TSMS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\(\s*([+-]?\s*\d+)\s*\)"), "int"),
    (re.compile(r"\(\s*([+-]?\s*D\d+)\s*(?:TSM)?\s*\)", _I), "text"),
    (re.compile(r"\(\s*(special|none)\s*\)", _I), "word"),
    (re.compile(r"([+-]\s*\d+)\s*TSM\b", _I), "int"),
    (re.compile(r"\(\s*([+-]?\d+)\s*,\s*([^()]+)\)"), "int_extras"),
]
_CC_BONUS = re.compile(
    r"and\s+\+\s*(\d*D\d+|\d+)\s*CAF(?:\s*,\s*(.+?)\s+in\s+CC(?:\s+only)?)?$", _I
)


@record
class WeaponParse:
    """One parsed weapon line; ``kind`` is weapon, none (no weapon) or note."""

    kind: str
    fields: dict[str, Any] = field(default_factory=dict)


class _Reader:
    """Reads a profile from left to right; separators (spaces, commas) between steps skip."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.skip()

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " ,":
            self.pos += 1

    def take(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        match = pattern.match(self.text, self.pos)
        if match:
            self.pos = match.end()
            self.skip()
        return match

    @property
    def done(self) -> bool:
        return self.pos >= len(self.text)


def _split_name(line: str) -> tuple[str, str]:
    for sep in (" : ", ": ", " :"):
        if sep in line:
            name, rest = line.split(sep, 1)
            name, rest = name.strip(), rest.strip()
            # "Goliath Mega-Cannon - 50cm-250cm : ...": the range sits in the name part
            moved = re.fullmatch(r"(.*?)\s+-\s+(\d[\w\s-]*cm)", name)
            if moved:
                return moved[1], f"{moved[2]}, {rest}"
            # "Profile 2 (Ranged) : Heavy Weapons : 75cm, ...": a second label, no figures
            while True:
                head, found, tail = rest.partition(": ")
                if not found or re.search(r"\d", head) or not head.strip():
                    break
                if _MODE_LABEL.fullmatch(head.strip()):
                    break  # "Energized Mode : 100cm ...": modes, read by _modes
                name, rest = f"{name}: {head.strip()}", tail.strip()
            return name, rest
    match = re.match(r"^(.*?)\s+-\s+(.*)$", line)
    if match:
        return match[1].strip(), match[2].strip()
    return line.strip(), ""


def _read_range(reader: _Reader, fields: dict[str, Any]) -> None:
    for pattern, kind in _RANGES:
        match = reader.take(pattern)
        if not match:
            continue
        if kind == "min_max":
            fields["min_range_cm"], fields["range_cm"] = int(match[1]), int(match[2])
        elif kind == "bonus":
            fields["range_cm"], fields["range_bonus_cm"] = int(match[1]), match[2].upper()
        elif kind == "cm":
            fields["range_cm"] = int(match[1])
        elif kind == "unlimited":
            fields["range_text"] = "unlimited"
        return


def _barrage(fields: dict[str, Any], unit: str) -> None:
    if unit in ("LB", "LBP"):
        fields["barrage_notation"] = "LB"
        fields["template"] = "large_barrage"
    elif unit == "SB":
        fields["barrage_notation"] = "SB"


def _read_attack(reader: _Reader, fields: dict[str, Any]) -> bool:
    """One attack step (dice, barrage, template); False when none is there or it repeats."""
    for pattern, kind in _ATTACKS:
        match = reader.take(pattern)
        if not match:
            continue
        key = {
            "barrage_range": "barrage_roll",
            "barrage_dice": "barrage_roll",
            "barrage": "barrage_points",
            "dice_range": "attack_dice_roll",
            "dice_roll": "attack_dice_roll",
            "dice": "attack_dice",
            "see_special": "attack_text",
        }.get(kind, "template")
        if key in fields:
            return False
        if kind == "barrage_range":
            fields[key] = f"{match[1]}-{match[2]}"
            _barrage(fields, match[3])
        elif kind == "barrage_dice":
            fields[key] = match[1].replace(" ", "").upper()
            _barrage(fields, match[2].upper())
        elif kind == "barrage":
            fields[key] = int(match[1])
            _barrage(fields, match[2])
        elif kind == "dice_range":
            fields[key] = f"{match[1]}-{match[2]}"
        elif kind == "dice_roll":
            fields[key] = match[1].upper()
        elif kind == "dice":
            fields[key] = int(match[1])
        elif kind == "teardrop":
            template, stated = _FLAME_SIZES[match[1]]
            if match[2] and (int(match[2]), int(match[3])) != stated:
                return False  # a stated size that is not the template's: keep the line as text
            fields[key] = template
        elif kind == "see_special":
            fields[key] = "special"
        else:
            fields[key] = {"barrage_template": "barrage"}.get(kind, kind)
        return True
    sized = reader.take(_TEMPLATE_SIZE)
    if sized:
        round_template = _ROUND_TEMPLATES.get(int(sized[1]))
        if round_template is None or "template" in fields:
            return False
        fields["template"] = round_template
        return True
    return False


def _read_to_hit(reader: _Reader, fields: dict[str, Any]) -> None:
    if reader.take(_AUTO_HIT):
        fields["auto_hit"] = True
        return
    if "barrage_roll" in fields and reader.take(_VARIES):
        return  # a barrage's to-hit comes from its points: "D6+3BP Varies"
    each = reader.take(_TO_HIT_EACH)
    if each:
        fields["to_hit_per_die"] = [int(v) for v in re.findall(r"(\d)\+", each[1])]
        return
    single = reader.take(_TO_HIT)
    if single:
        fields["to_hit"] = int(single[1] or single[2])


def _read_tsm(reader: _Reader, fields: dict[str, Any], known: set[str]) -> bool:
    """The save modifier; False when its brackets hold something the fields cannot say."""
    for pattern, kind in _TSMS:
        match = reader.take(pattern)
        if not match:
            continue
        value = match[1].replace(" ", "")
        if kind in ("int", "int_extras"):
            fields["save_mod"] = int(value)
        elif kind == "text":
            fields["save_mod_text"] = value.upper()
        else:
            fields["save_mod_text"] = value.lower()
        if kind == "int_extras":
            abilities, notes = _weapon_abilities(match[2], known)
            if notes:
                return False
            fields["abilities"] = abilities
        return True
    return True


def _read_profile(main: str, known: set[str]) -> dict[str, Any] | None:
    """The fields of one profile (``2x 75cm, 4SB 5+ (-1)``), or None if any of it is left."""
    fields: dict[str, Any] = {}
    reader = _Reader(main)
    multiplier = reader.take(_MULTIPLIER)
    if multiplier:
        fields["multiplier"] = int(multiplier[1])
    _read_range(reader, fields)
    if "multiplier" not in fields:
        multiplier = reader.take(_MULTIPLIER)
        if multiplier:
            fields["multiplier"] = int(multiplier[1])
    while _read_attack(reader, fields):
        pass
    _read_to_hit(reader, fields)
    if not _read_tsm(reader, fields, known):
        return None
    bonus = reader.take(_CC_BONUS)
    if bonus:
        fields["caf_bonus"] = bonus[1].upper()
        if bonus[2]:
            abilities, notes = _weapon_abilities(bonus[2], known)
            if notes:
                return None
            fields["close_combat_abilities"] = abilities
    if not reader.done:
        return None
    return fields


_MODE_LABEL = re.compile(r"(?:[A-Z][\w'-]*\s+){1,3}(?:Mode|Round|Fire)")
_MODE_SPLIT = re.compile(r"\s*\b((?:[A-Z][\w'-]*\s+){1,3}(?:Mode|Round|Fire))\s*:\s*")
_RANGE_HEAD = re.compile(r"^\s*(\d+\s*cm|\d+-\d+\s*cm|unlimited(?: in LoS)?)\s*,?", re.IGNORECASE)


def _modes(name: str, raw: str, rest: str, known: set[str]) -> WeaponParse | None:
    """A weapon with several profiles, each read in full, or None.

    ``100cm, Penetration Mode : 6BP 4+ (-1) Shotgun Mode : 4LBP 5+ (0)`` (a shared range,
    then labelled profiles), ``Energized Mode : 100cm Overcharged Mode : 150cm, Energized Mode
    : 2d 4+ (-4) Overcharged Mode : 3d 3+ (-6)`` (ranges, then profiles, by label) and
    ``100cm, 2d 4+ (-4) OR 100cm 2x 6BP 4+ (0)``.
    """
    profiles: list[tuple[str, str]] = []
    if " OR " in rest:
        first, *others = rest.split(" OR ")
        head = _RANGE_HEAD.match(first)
        profiles.append((name, first))
        for other in others:
            if not _RANGE_HEAD.match(other) and head:
                other = f"{head[1]}, {other}"
            profiles.append((name, other))
    else:
        pieces = _MODE_SPLIT.split(rest)
        if len(pieces) < 5:
            return None
        common, labels, texts = pieces[0].strip(" ,"), pieces[1::2], pieces[2::2]
        by_label: dict[str, str] = {}
        for label, text in zip(labels, texts, strict=True):
            text = text.strip(" ,")
            by_label[label] = f"{by_label[label]}, {text}" if label in by_label else text
        for label, text in by_label.items():
            profiles.append((label, f"{common}, {text}" if common else text))
    modes: list[dict[str, Any]] = []
    for label, text in profiles:
        mode = parse_weapon_line(f"{label} : {text}", known)
        if mode.kind != "weapon" or not mode.fields.get("parsed", True) or mode.fields.get("modes"):
            return None
        mode.fields.pop("raw", None)
        mode.fields["name"] = label
        modes.append(mode.fields)
    return WeaponParse("weapon", {"name": name, "raw": raw, "modes": modes})


def _unparsed(name: str, raw: str, rest: str) -> WeaponParse:
    return WeaponParse("weapon", {"name": name, "raw": raw, "parsed": False, "notes": rest or None})


_ATTACK_FIELDS = (
    "barrage_points",
    "barrage_roll",
    "attack_dice",
    "attack_dice_roll",
    "template",
    "attack_text",
    "auto_hit",
)
"""The fields of which a weapon profile has at least one."""


def _point_defence(dice: str, raw: str, known: set[str]) -> WeaponParse:
    """A point defence line: 15 cm, 6+, no save modifier, *dice* attack dice."""
    fields: dict[str, Any] = {
        "name": "Point Defence",
        "raw": raw,
        "range_cm": 15,
        "to_hit": 6,
        "save_mod": 0,
    }
    if "point_defence" in known:
        fields["abilities"] = [f"point_defence({dice})"]
    if dice.isdigit():
        fields["attack_dice"] = int(dice)
    else:
        fields["attack_text"] = dice
    return WeaponParse("weapon", fields)


def parse_weapon_line(line: str, known_abilities: set[str] | None = None) -> WeaponParse:
    """Parse ``Name : 50cm, 2d 4+ (-2) - Turret`` and its many variants.

    Only a line read to its end gets fields; any other keeps its whole text (``raw``) with
    ``parsed: false``, so a figure the fields cannot hold is never replaced by a wrong one.
    """
    known = known_abilities or set()
    raw = " ".join(line.split())
    if raw.lower().strip(".") in _NONE:
        return WeaponParse("none")
    if _NOTE_LINE.match(raw):
        return WeaponParse("note", {"name": raw, "raw": raw, "parsed": False, "notes": raw})
    text = fix_typos(raw)
    pd = _PD.match(text)
    if pd:
        return _point_defence(pd[1].upper(), raw, known)
    name, rest = _split_name(text)
    fields: dict[str, Any] = {"name": name, "raw": raw}
    if _CC.search(text) and not _DICE.search(rest):
        fields["close_combat"] = True
        note = _CC.sub("", rest if _CC.search(rest) else "").strip(" -,")
        if note and not all(word.strip("()").lower() in _NONE for word in note.split()):
            fields["notes"] = note
        return WeaponParse("weapon", fields)
    if not rest or rest.lower().strip(".") in _NONE:
        fields["attack_text"] = "-"
        return WeaponParse("weapon", fields)
    if _SPECIAL.match(rest):
        fields["attack_text"] = "special"
        return WeaponParse("weapon", fields)
    modes = _modes(name, raw, rest, known) if _MODE_SPLIT.search(rest) or " OR " in rest else None
    if modes is not None:
        return modes
    main, _, tail = rest.partition(" - ")
    if not tail and ") " in main:
        head, _, after = main.partition(") ")
        if re.match(r"^[A-Z]", after):
            main, tail = head + ")", after
    profile = _read_profile(main, known)
    if profile is None or _SECOND_PROFILE.search(tail):
        return _unparsed(name, raw, rest)
    fields.update(profile)
    abilities, notes = _weapon_abilities(tail, known)
    if abilities:
        fields["abilities"] = list(dict.fromkeys([*fields.get("abilities", []), *abilities]))
    elif "abilities" in fields and not fields["abilities"]:
        del fields["abilities"]
    if notes:
        fields["notes"] = notes
    # a range alone ("Shuriken Cannon : 25cm,") is not a weapon profile
    if not any(key in fields for key in _ATTACK_FIELDS):
        return _unparsed(name, raw, rest)
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
