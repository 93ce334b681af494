"""The obligation audit report: ``report.md`` and ``report.html`` from eval results.

``write_reports`` takes what ``wordproof eval`` writes (the per-problem result dicts and the
summary dict) and renders both files from the jinja2 templates in ``templates/``. The HTML is
one self-contained file: inline CSS, inline SVG and a little vanilla JS, no external asset,
every value autoescaped. Both files are deterministic: the same inputs give the same bytes
(a time appears only if the summary carries one under ``generated``).

Every wrong answer comes first, with its derivation. In the HTML a case row expands
(``<details>``) to its derivation, explanation and certificates; the case list filters by
verdict and by refusal code, and the page reads its filter from the URL fragment:
``#verdict=wrong&code=unit_mismatch&open=first`` (``open`` also takes a case's anchor id).
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import jinja2

from wordproof.eval.summary import summary_line
from wordproof.refusals import RefusalCode

REPORT_MD = "report.md"
REPORT_HTML = "report.html"

TOTAL_KEYS = ("problems", "correct", "wrong", "refused", "unlabeled", "disputed")
RATIO_KEYS = ("coverage", "precision")
OBLIGATION_KEYS = ("checked", "discharged", "violated", "unknown")
VERDICT_ORDER = ("wrong", "disputed", "correct", "refused", "unlabeled")
EXAMPLES_PER_CODE = 3
SNIPPET_CHARS = 90

# Geometry of the refusal-class bar chart, in SVG user units.
CHART_LABEL_WIDTH = 190
CHART_BAR_WIDTH = 440
CHART_COUNT_WIDTH = 70
CHART_ROW = 22
CHART_BAR = 16


def write_reports(out_dir: Path, results: list[dict[str, Any]], summary: dict[str, Any]) -> None:
    """Write ``report.md`` and ``report.html`` into ``out_dir`` (created if missing)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    view = build_view(results, summary)
    (out_dir / REPORT_MD).write_text(render_markdown(view), encoding="utf-8", newline="\n")
    (out_dir / REPORT_HTML).write_text(render_html(view), encoding="utf-8", newline="\n")


def render_markdown(view: Mapping[str, Any]) -> str:
    return _environment(html=False).get_template("report.md.j2").render(view)


def render_html(view: Mapping[str, Any]) -> str:
    return _environment(html=True).get_template("report.html.j2").render(view)


def build_view(results: Sequence[Mapping[str, Any]], summary: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the templates show, computed and ordered here so templates stay plain."""
    cases = [_case_view(index, result) for index, result in enumerate(results)]
    by_id: dict[str, dict[str, Any]] = {}
    for case in cases:
        by_id.setdefault(case["id"], case)
    wrong = [case for case in cases if case["verdict"] == "wrong"]
    disputed = [case for case in cases if case["verdict"] == "disputed"]
    rest = [case for case in cases if case["verdict"] not in ("wrong", "disputed")]
    refusals = _refusal_rows(summary.get("refusals") or [], by_id, cases)
    totals = dict(summary.get("totals") or {})
    return {
        "title": str(summary.get("title") or "wordproof obligation audit report"),
        "generated": summary.get("generated"),
        "files": [str(name) for name in summary.get("files") or []],
        "shard": summary.get("shard"),
        "summary_line": _summary_line(totals),
        "totals": _count_row("all", totals),
        "sources": [
            _count_row(str(name), row)
            for name, row in sorted((summary.get("sources") or {}).items())
        ],
        "refusals": refusals,
        "chart": _chart(refusals),
        "obligations": _obligation_rows(summary.get("obligations") or {}),
        "time": _time_row(summary.get("time_ms") or {}),
        "predictions": _predictions(summary.get("predictions")),
        "wrong": wrong,
        "disputed": disputed,
        "cases": wrong + disputed + rest,
        "verdict_options": _options(case["verdict"] for case in cases),
        "code_options": _options(case["code"] for case in cases if case["code"]),
    }


# --- formatting -------------------------------------------------------------------------------


def percent(value: Any) -> str:
    """A percent from the summary (coverage and precision are percents there) as ``"85.25%"``."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return "–"
    return f"{value:.2f}%" if math.isfinite(value) else "–"


def number(value: Any) -> str:
    """Counts as integers, milliseconds with one decimal; anything else as text."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value:.1f}" if math.isfinite(value) else "–"
    return str(value)


def snippet(text: str, limit: int = SNIPPET_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def md_text(value: Any) -> str:
    """Text safe inside a Markdown table cell or paragraph: no raw HTML, no markup, no cell
    breaks, one line."""
    text = " ".join(str(value).split()).replace("\\", "\\\\")
    for mark in "`*_[]":
        text = text.replace(mark, "\\" + mark)
    for raw, escaped in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("|", "\\|")):
        text = text.replace(raw, escaped)
    return text


def md_code(value: Any) -> str:
    """``value`` as one-line inline code, safe inside a Markdown table cell."""
    text = " ".join(str(value).split()).replace("|", "\\|")
    ticks = "`" * (_longest_backtick_run(text) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def _longest_backtick_run(text: str) -> int:
    longest = run = 0
    for char in text:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    return longest


def md_fence(text: Any, info: str = "text") -> str:
    """``text`` as a fenced code block whose fence no backtick run inside can close."""
    body = str(text).rstrip("\n")
    fence = "`" * max(3, _longest_backtick_run(body) + 1)
    return f"{fence}{info}\n{body}\n{fence}"


# --- rows -------------------------------------------------------------------------------------


def _summary_line(totals: Mapping[str, Any]) -> str:
    """The line ``wordproof eval`` prints last, plus the disputed count when there are any."""
    if not all(key in totals for key in TOTAL_KEYS[:5]):
        return " ".join(f"{key}={number(value)}" for key, value in sorted(totals.items()))
    line = summary_line({"totals": totals})
    disputed = totals.get("disputed")
    return f"{line} disputed={number(disputed)}" if disputed else line


def _count_row(name: str, row: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name}
    out.update({key: number(row.get(key, 0)) for key in TOTAL_KEYS})
    out.update({key: percent(row.get(key)) for key in RATIO_KEYS})
    return out


def _meaning(code: str, given: Any) -> str:
    """The refusal class's message template, with its placeholders written as "…"."""
    template = str(given) if given else ""
    if not template:
        try:
            template = RefusalCode.from_code(code).template
        except KeyError:
            return ""
    return _PLACEHOLDER.sub(lambda m: "'…'" if m.group(2) else "…", template)


_PLACEHOLDER = re.compile(r"\{(\w+)(!r)?\}")


def _refusal_rows(
    rows: Sequence[Mapping[str, Any]],
    by_id: Mapping[str, Mapping[str, Any]],
    cases: Sequence[Mapping[str, Any]],
) -> list[dict[str, Any]]:
    """The refusal classes, most frequent first, each with up to three example questions.

    Built from the summary; when the summary has no refusal table the cases are counted."""
    if not rows:
        counted = Counter(case["code"] for case in cases if case["status"] == "refused")
        rows = [
            {
                "code": code,
                "count": count,
                "examples": [c["id"] for c in cases if c["code"] == code][:EXAMPLES_PER_CODE],
            }
            for code, count in counted.items()
        ]
    out: list[dict[str, Any]] = []
    for row in rows:
        code = str(row.get("code", ""))
        examples = []
        for example in list(row.get("examples") or [])[:EXAMPLES_PER_CODE]:
            case = by_id.get(str(example))
            examples.append(
                {
                    "id": str(example),
                    "anchor": case["anchor"] if case else None,
                    "snippet": case["snippet"] if case else "",
                }
            )
        out.append(
            {
                "code": code,
                "meaning": _meaning(code, row.get("meaning")),
                "count": int(row.get("count", 0) or 0),
                "examples": examples,
            }
        )
    out.sort(key=lambda r: (-r["count"], r["code"]))
    return out


def _chart(refusals: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Geometry of the horizontal bar chart of refusal classes (one bar per code)."""
    most = max((row["count"] for row in refusals), default=0)
    bars = []
    for i, row in enumerate(refusals):
        width = 0.0 if most == 0 else CHART_BAR_WIDTH * row["count"] / most
        y = i * CHART_ROW + 4
        bars.append(
            {
                "code": row["code"],
                "count": row["count"],
                "y": y,
                "text_y": y + CHART_BAR - 4,
                "width": f"{max(width, 1.0 if row['count'] else 0.0):.1f}",
                "count_x": f"{CHART_LABEL_WIDTH + width + 6:.1f}",
            }
        )
    return {
        "bars": bars,
        "label_width": CHART_LABEL_WIDTH,
        "label_x": CHART_LABEL_WIDTH - 6,
        "bar_height": CHART_BAR,
        "width": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + CHART_COUNT_WIDTH,
        "height": len(refusals) * CHART_ROW + 8,
    }


def _obligation_rows(obligations: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for name in sorted(obligations):
        stats = obligations[name]
        row: dict[str, Any] = {"name": name}
        row.update({key: number(stats.get(key, 0)) for key in OBLIGATION_KEYS})
        row["solver_ms"] = number(_as_float(stats.get("solver_ms")))
        row["attention"] = bool(stats.get("violated") or stats.get("unknown"))
        rows.append(row)
    return rows


def _time_row(times: Mapping[str, Any]) -> dict[str, str]:
    return {key: number(_as_float(times.get(key))) for key in ("median", "p99", "total")}


def _predictions(predictions: Any) -> list[tuple[str, str]] | None:
    """The predictions summary as (key, value) rows, nested values flattened with dots."""
    if not predictions:
        return None
    if not isinstance(predictions, Mapping):
        return [("predictions", str(predictions))]
    rows: list[tuple[str, str]] = []

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, Mapping):
            for key in sorted(value):
                walk(f"{prefix}.{key}" if prefix else str(key), value[key])
        elif isinstance(value, list):
            rows.append((prefix, ", ".join(str(item) for item in value)))
        elif prefix.endswith(RATIO_KEYS):
            rows.append((prefix, percent(value)))
        else:
            rows.append((prefix, number(value)))

    walk("", predictions)
    return rows


def _options(values: Any) -> list[dict[str, Any]]:
    counts = Counter(str(value) for value in values)
    rank = {verdict: i for i, verdict in enumerate(VERDICT_ORDER)}
    ordered = sorted(counts, key=lambda v: (rank.get(v, len(rank)), v))
    return [{"value": value, "count": counts[value]} for value in ordered]


def _as_float(value: Any) -> float | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    return None


# --- one case ---------------------------------------------------------------------------------


def _case_view(index: int, result: Mapping[str, Any]) -> dict[str, Any]:
    question = str(result.get("question") or "")
    outcome = result.get("outcome") if isinstance(result.get("outcome"), Mapping) else {}
    assert isinstance(outcome, Mapping)
    status = str(result.get("status") or outcome.get("status") or "")
    code = result.get("code") or (outcome.get("code") if status == "refused" else None)
    case: dict[str, Any] = {
        "anchor": f"c{index}",
        "id": str(result.get("id")),
        "source": str(result.get("source") or ""),
        "question": question,
        "snippet": snippet(question),
        "status": status,
        "verdict": str(result.get("verdict") or status),
        "answer": _text_or_none(result.get("answer")),
        "unit": str(result.get("unit") or outcome.get("unit") or ""),
        "gold": _text_or_none(result.get("gold")),
        "code": str(code) if code else "",
        "stage": str(result.get("stage") or outcome.get("stage") or ""),
        "message": str(result.get("message") or outcome.get("message") or ""),
        "time_ms": number(_as_float(result.get("time_ms"))),
        "obligations": [str(name) for name in result.get("obligations") or []],
        "checks": [_check_view(check) for check in result.get("checks") or []],
        "prediction": _text_or_none(result.get("prediction")),
        "prediction_verdict": _text_or_none(result.get("prediction_verdict")),
        "explanation": "",
        "steps": [],
        "ledger": [],
        "readings": None,
        "certificates": [],
        "evidence": "",
        "expected": [],
        "marked": None,
    }
    if status == "answered":
        case["explanation"] = str(outcome.get("explanation") or "")
        case["steps"] = [_step_view(step) for step in outcome.get("steps") or []]
        case["ledger"] = [str(line) for line in outcome.get("ledger") or []]
        case["readings"] = outcome.get("readings")
        case["certificates"] = [_certificate_view(c) for c in outcome.get("certificates") or []]
    else:
        case["evidence"] = str(outcome.get("evidence") or "")
        case["expected"] = [str(item) for item in outcome.get("expected") or []]
        case["marked"] = _marked(question, outcome.get("span"))
    return case


def _text_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _check_view(check: Mapping[str, Any]) -> dict[str, str]:
    return {
        "obligation": str(check.get("obligation", "")),
        "verdict": str(check.get("verdict", "")),
        "solver_ms": number(_as_float(check.get("solver_ms"))),
    }


def _step_view(step: Mapping[str, Any]) -> dict[str, Any]:
    operands = []
    for operand in step.get("operands") or []:
        citation = operand.get("citation") or {}
        span = citation.get("span")
        operands.append(
            {
                "value": str(operand.get("value", "")),
                "unit": str(operand.get("unit") or ""),
                "kind": str(citation.get("kind", "")),
                "text": str(citation.get("text", "")),
                "span": f"{span[0]}–{span[1]}" if span and len(span) == 2 else "",
            }
        )
    return {
        "name": str(step.get("name", "")),
        "op": str(step.get("op", "")),
        "formula": str(step.get("formula", "")),
        "value": str(step.get("value", "")),
        "unit": str(step.get("unit") or ""),
        "explanation": str(step.get("explanation") or ""),
        "operands": operands,
    }


def _certificate_view(certificate: Mapping[str, Any]) -> dict[str, Any]:
    model = certificate.get("model") or {}
    return {
        "obligation": str(certificate.get("obligation", "")),
        "verdict": str(certificate.get("verdict", "")),
        "expect": str(certificate.get("expect", "")),
        "result": str(certificate.get("result", "")),
        "query": str(certificate.get("query", "")).rstrip("\n"),
        "core": [str(name) for name in certificate.get("core") or []],
        "model": [f"{key} = {model[key]}" for key in sorted(model)]
        if isinstance(model, Mapping)
        else [],
        "solver": str(certificate.get("solver") or ""),
        "detail": str(certificate.get("detail") or ""),
    }


def _marked(question: str, span: Any) -> tuple[str, str, str] | None:
    """The question split around the refusal's span, for highlighting; None without a span."""
    if not isinstance(span, Sequence) or len(span) != 2:
        return None
    start, end = span
    if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end):
        return None
    if end > len(question):
        return None
    return question[:start], question[start:end], question[end:]


# --- templates --------------------------------------------------------------------------------


@functools.cache
def _environment(*, html: bool) -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("wordproof.eval", "templates"),
        autoescape=html,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.filters["md"] = md_text
    environment.filters["code"] = md_code
    environment.filters["fence"] = md_fence
    return environment
