"""A tiny helper to print benchmark results as an aligned table."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence


def measure(func: Callable[[], object], *, repeat: int = 5, warmup: int = 0) -> list[float]:
    for _ in range(warmup):
        func()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return times


def median_ms(times: Sequence[float]) -> float:
    return statistics.median(times) * 1000


def print_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    for index, row in enumerate(cells):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)))
        if index == 0:
            print("  ".join("-" * w for w in widths))
