"""Just enough of ELF to check a Linux bundle without binutils: the libraries a file links
(DT_NEEDED) and the symbol versions it needs from them (.gnu.version_r)."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

MAGIC = b"\x7fELF"
SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NEEDED = 1


@dataclass
class ElfLinks:
    needed: list[str] = field(default_factory=list)
    # library -> version names needed from it, e.g. {"libc.so.6": ["GLIBC_2.14", ...]}
    versions: dict[str, list[str]] = field(default_factory=dict)


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == MAGIC


def _string(data: bytes, offset: int) -> str:
    return data[offset : data.index(b"\0", offset)].decode("ascii", "replace")


def read_links(path: Path) -> ElfLinks:
    """DT_NEEDED and the version needs of a 64-bit little-endian ELF file (x86_64, aarch64)."""
    data = path.read_bytes()
    if data[:4] != MAGIC or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path} is not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, shoff + index * shentsize) for index in range(shnum)
    ]
    links = ElfLinks()
    for _name, kind, _flags, _addr, offset, size, link, info, _align, _entsize in sections:
        if kind not in (SHT_DYNAMIC, SHT_GNU_VERNEED):
            continue
        strings_offset, strings_size = sections[link][4], sections[link][5]
        strings = data[strings_offset : strings_offset + strings_size]
        if kind == SHT_DYNAMIC:
            for entry in range(offset, offset + size, 16):
                tag, value = struct.unpack_from("<qQ", data, entry)
                if tag == DT_NEEDED:
                    links.needed.append(_string(strings, value))
            continue
        entry = offset
        for _ in range(info):
            _version, count, file_name, aux, next_entry = struct.unpack_from("<HHIII", data, entry)
            names = links.versions.setdefault(_string(strings, file_name), [])
            aux_entry = entry + aux
            for _ in range(count):
                _hash, _flags2, _other, name, next_aux = struct.unpack_from(
                    "<IHHII", data, aux_entry
                )
                names.append(_string(strings, name))
                aux_entry += next_aux
            if not next_entry:
                break
            entry += next_entry
    return links


def version_tuple(name: str, prefix: str) -> tuple[int, ...] | None:
    """(2, 31) for "GLIBC_2.31" with prefix "GLIBC_"; None for other names (GLIBC_PRIVATE)."""
    if not name.startswith(prefix):
        return None
    try:
        return tuple(int(part) for part in name[len(prefix) :].split("."))
    except ValueError:
        return None
