"""``summary.json`` from result rows, and the one-line summary an eval prints last.

coverage = correct / labeled problems (disputed items count as labeled, never as correct);
precision = correct / (correct + wrong), 100.0 when nothing was answered. Both are percents.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence

from wordproof.eval.verdicts import CLAIM_VERDICTS, GOLD_VERDICTS
from wordproof.refusals import RefusalCode

Row = Mapping[str, object]
EXAMPLES_PER_CODE = 3


def summarize(
    rows: Sequence[Row],
    files: Sequence[str],
    predictions: bool = False,
    shard: str | None = None,
) -> dict[str, object]:
    """The summary of a run: ``files``, ``shard``, ``totals``, ``sources``, ``refusals``,
    ``obligations``, ``time_ms`` and ``predictions`` (null unless ``predictions``)."""
    by_source: dict[str, list[Row]] = {}
    for row in rows:
        by_source.setdefault(str(row["source"]), []).append(row)
    return {
        "files": list(files),
        "shard": shard,
        "totals": tally(rows),
        "sources": {source: tally(by_source[source]) for source in sorted(by_source)},
        "refusals": _refusals(rows),
        "obligations": _obligations(rows),
        "time_ms": _times([_float(row["time_ms"]) for row in rows]),
        "predictions": _predictions(rows) if predictions else None,
    }


def tally(rows: Sequence[Row]) -> dict[str, object]:
    """Counts by verdict with coverage and precision (percents, two decimals)."""
    counts = {verdict: 0 for verdict in GOLD_VERDICTS}
    for row in rows:
        counts[str(row["verdict"])] += 1
    correct, wrong = counts["correct"], counts["wrong"]
    labeled = len(rows) - counts["unlabeled"]
    return {
        "problems": len(rows),
        **counts,
        "coverage": round(_percent(correct, labeled, empty=0.0), 2),
        "precision": round(_percent(correct, correct + wrong, empty=100.0), 2),
    }


def summary_line(summary: Mapping[str, object]) -> str:
    """``correct=N wrong=N refused=N unlabeled=N coverage=X% precision=Y%``, computed from
    the counts so that the one-decimal figures are rounded once."""
    totals = summary["totals"]
    assert isinstance(totals, Mapping)
    correct, wrong = int(totals["correct"]), int(totals["wrong"])
    labeled = int(totals["problems"]) - int(totals["unlabeled"])
    coverage = _percent(correct, labeled, empty=0.0)
    precision = _percent(correct, correct + wrong, empty=100.0)
    return (
        f"correct={correct} wrong={wrong} refused={totals['refused']} "
        f"unlabeled={totals['unlabeled']} coverage={coverage:.1f}% precision={precision:.1f}%"
    )


def _percent(part: int, whole: int, empty: float) -> float:
    return 100.0 * part / whole if whole else empty


def _refusals(rows: Sequence[Row]) -> list[dict[str, object]]:
    by_code: dict[str, list[str]] = {}
    for row in rows:
        if row["status"] == "refused":
            by_code.setdefault(str(row["code"]), []).append(str(row["id"]))
    table: list[dict[str, object]] = []
    for code, ids in sorted(by_code.items(), key=lambda item: (-len(item[1]), item[0])):
        try:
            meaning = RefusalCode.from_code(code).template
        except KeyError:  # a code from another version of wordproof, read back by merge
            meaning = ""
        table.append(
            {"code": code, "meaning": meaning, "count": len(ids),
             "examples": ids[:EXAMPLES_PER_CODE]}
        )
    return table


def _obligations(rows: Sequence[Row]) -> dict[str, dict[str, object]]:
    counts: dict[str, dict[str, int]] = {}
    solver_ms: dict[str, float] = {}
    for row in rows:
        checks = row.get("checks") or []
        assert isinstance(checks, list)
        for check in checks:
            name = str(check["obligation"])
            entry = counts.setdefault(
                name, {"checked": 0, "discharged": 0, "violated": 0, "unknown": 0}
            )
            entry["checked"] += 1
            entry[str(check["verdict"])] = entry.get(str(check["verdict"]), 0) + 1
            solver_ms[name] = solver_ms.get(name, 0.0) + _float(check["solver_ms"])
    return {
        name: {**counts[name], "solver_ms": round(solver_ms[name], 3)} for name in sorted(counts)
    }


def _float(value: object) -> float:
    if not isinstance(value, int | float):
        raise TypeError(f"expected a number of milliseconds, found {value!r}")
    return float(value)


def _times(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "p99": 0.0, "total": 0.0}
    ordered = sorted(times)
    p99 = ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]  # nearest rank
    return {
        "median": round(statistics.median(ordered), 3),
        "p99": round(p99, 3),
        "total": round(sum(ordered), 3),
    }


def _predictions(rows: Sequence[Row]) -> dict[str, int]:
    counts = {verdict: 0 for verdict in CLAIM_VERDICTS}
    for row in rows:
        verdict = row.get("prediction_verdict")
        if verdict is not None:
            counts[str(verdict)] += 1
    return counts
