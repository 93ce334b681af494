"""The obligation audit report: report.md and report.html from a synthetic eval run."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from wordproof.eval.report import REPORT_HTML, REPORT_MD, md_code, md_fence, md_text, write_reports

QUERY = """; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Real)
(declare-fun b () Real)
(assert (! (= a 3.0) :named e1))
(assert (! (= b (+ a 4.0)) :named e2))
(assert (distinct b 7.0))
(check-sat)
"""

SCRIPT_QUESTION = "Is <script>alert('x')</script> five? How many apples & pears | does Tom have?"


def _step(name: str, a: str, b: str, value: str, text_a: str, text_b: str) -> dict[str, Any]:
    return {
        "name": name,
        "op": "+",
        "operands": [
            {
                "value": a,
                "unit": "apples",
                "citation": {"kind": "text", "text": text_a, "span": [4, 5]},
            },
            {
                "value": b,
                "unit": "apples",
                "citation": {"kind": "text", "text": text_b, "span": [20, 21]},
            },
        ],
        "value": value,
        "unit": "apples",
        "formula": f"{a} + {b} = {value}",
        "explanation": f"{text_a} and {text_b} more make {value}",
    }


def _certificates() -> list[dict[str, Any]]:
    return [
        {
            "obligation": "uniqueness",
            "verdict": "discharged",
            "expect": "unsat",
            "result": "unsat",
            "query": QUERY,
            "core": ["e1", "e2"],
            "model": {},
            "solver": "z3 4.15.4",
            "detail": "",
        },
        {
            "obligation": "unit_consistency",
            "verdict": "discharged",
            "expect": "unsat",
            "result": "unsat",
            "query": QUERY,
            "core": [],
            "model": {},
            "solver": "z3 4.15.4",
            "detail": "",
        },
    ]


def _answered(
    case_id: str, answer: str, gold: str, verdict: str, question: str, source: str
) -> dict[str, Any]:
    a, b = ("3", "4") if answer == "7" else ("3", "5")
    checks = [
        {"obligation": "uniqueness", "verdict": "discharged", "solver_ms": 1.5},
        {"obligation": "unit_consistency", "verdict": "discharged", "solver_ms": 0.5},
    ]
    return {
        "id": case_id,
        "source": source,
        "question": question,
        "status": "answered",
        "answer": answer,
        "unit": "apples",
        "gold": gold,
        "verdict": verdict,
        "code": None,
        "stage": None,
        "message": None,
        "obligations": ["uniqueness", "unit_consistency"],
        "checks": checks,
        "time_ms": 4.25,
        "outcome": {
            "status": "answered",
            "answer": answer,
            "unit": "apples",
            "explanation": f"Tom has {a} apples.\nHe gets {b} more.\nSo he has {answer}.",
            "steps": [_step("total", a, b, answer, f"{a} apples", f"{b} more")],
            "ledger": [f"e1: Tom has {a} apples", f"e2: Tom gets {b} apples"],
            "readings": 1,
            "certificates": _certificates(),
        },
    }


def _refused(
    case_id: str, code: str, stage: str, message: str, question: str, source: str
) -> dict[str, Any]:
    return {
        "id": case_id,
        "source": source,
        "question": question,
        "status": "refused",
        "answer": None,
        "unit": None,
        "gold": "5",
        "verdict": "refused",
        "code": code,
        "stage": stage,
        "message": message,
        "obligations": [],
        "checks": [{"obligation": "grounding", "verdict": "violated", "solver_ms": 0.25}],
        "time_ms": 2.0,
        "outcome": {
            "status": "refused",
            "code": code,
            "stage": stage,
            "message": message,
            "evidence": question[3:10],
            "span": [3, 10],
            "expected": ["a number", "a name"],
        },
    }


def synthetic_run() -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """One correct, one wrong, two refusals (one with markup in its question), in that order:
    the wrong answer is deliberately not first in the input."""
    results = [
        _answered(
            "asdiv-1",
            "7",
            "7",
            "correct",
            "Tom has 3 apples. He gets 4 more. How many apples does Tom have?",
            "asdiv",
        ),
        _answered(
            "gsm8k-2",
            "8",
            "9",
            "wrong",
            "Ann has 3 apples. She buys 5 more. How many apples does Ann have?",
            "gsm8k",
        ),
        _refused(
            "asdiv-3",
            "unknown_word",
            "reader",
            "no word class for 'zorp' here",
            "He zorps 5 apples. How many apples?",
            "asdiv",
        ),
        _refused(
            "gsm8k-4",
            "unsupported_frame",
            "reader",
            "no frame reads the clause",
            SCRIPT_QUESTION,
            "gsm8k",
        ),
    ]

    def tally(correct: int, wrong: int, refused: int) -> dict[str, Any]:
        problems = correct + wrong + refused
        return {
            "problems": problems,
            "correct": correct,
            "wrong": wrong,
            "refused": refused,
            "unlabeled": 0,
            "disputed": 0,
            "coverage": round(100.0 * correct / problems, 2),
            "precision": round(100.0 * correct / (correct + wrong), 2),
        }

    summary = {
        "files": ["asdiv.jsonl", "gsm8k.jsonl"],
        "shard": None,
        "totals": tally(1, 1, 2),
        "sources": {"asdiv": tally(1, 0, 1), "gsm8k": tally(0, 1, 1)},
        "refusals": [
            {
                "code": "unknown_word",
                "meaning": "no word class for {evidence!r} here",
                "count": 1,
                "examples": ["asdiv-3"],
            },
            {
                "code": "unsupported_frame",
                "meaning": "no frame reads the clause {evidence!r}",
                "count": 1,
                "examples": ["gsm8k-4"],
            },
        ],
        "obligations": {
            "uniqueness": {
                "checked": 2,
                "discharged": 2,
                "violated": 0,
                "unknown": 0,
                "solver_ms": 3.0,
            },
            "unit_consistency": {
                "checked": 2,
                "discharged": 2,
                "violated": 0,
                "unknown": 0,
                "solver_ms": 1.0,
            },
            "grounding": {
                "checked": 2,
                "discharged": 0,
                "violated": 2,
                "unknown": 0,
                "solver_ms": 0.5,
            },
        },
        "time_ms": {"median": 3.125, "p99": 4.25, "total": 12.5},
        "predictions": None,
    }
    return results, summary


@pytest.fixture
def written(tmp_path: Path) -> tuple[str, str]:
    results, summary = synthetic_run()
    write_reports(tmp_path / "out", results, summary)
    md = (tmp_path / "out" / REPORT_MD).read_text(encoding="utf-8")
    html = (tmp_path / "out" / REPORT_HTML).read_text(encoding="utf-8")
    return md, html


def test_markdown_has_totals_refusals_and_obligations(written: tuple[str, str]) -> None:
    md, _ = written
    assert "**correct=1 wrong=1 refused=2 unlabeled=0 coverage=25.0% precision=50.0%**" in md
    assert "| all | 4 | 1 | 1 | 2 | 0 | 0 | 25.00% | 50.00% |" in md
    assert "| 1 | `unknown_word` | no word class for '…' here | `asdiv-3` He zorps" in md
    assert "| `grounding` | 2 | 0 | 2 | 0 | 0.5 |" in md
    assert "median 3.1 ms, p99 4.2 ms, total 12.5 ms" in md


def test_markdown_puts_every_wrong_answer_first_with_its_derivation(
    written: tuple[str, str],
) -> None:
    md, _ = written
    wrong = md.index("gsm8k-2")
    for other in ("asdiv-1", "asdiv-3", "gsm8k-4"):
        assert wrong < md.index(other), other
    section = md[md.index("## Wrong answers (1)") : md.index("## Refusal classes")]
    assert "answered 8 apples, gold 9" in section
    assert "`total` = `3 + 5 = 8`" in section
    assert 'from text "3 apples" at 4–5' in section
    assert "> Ann has 3 apples. She buys 5 more." in section
    assert "He gets 5 more." in section  # the explanation, verbatim in a code block
    assert "`uniqueness`, `unit_consistency`" in section


def test_markdown_escapes_markup_and_table_breaks(written: tuple[str, str]) -> None:
    md, _ = written
    assert "<script>" not in md
    assert "&lt;script&gt;" in md
    assert "apples &amp; pears \\| does" in md


def test_markdown_without_wrong_answers_says_none(tmp_path: Path) -> None:
    results, summary = synthetic_run()
    del results[1]
    write_reports(tmp_path, results, summary)
    md = (tmp_path / REPORT_MD).read_text(encoding="utf-8")
    assert "## Wrong answers (0)\n\nNone.\n" in md


def test_html_escapes_a_question_with_a_script_tag(written: tuple[str, str]) -> None:
    _, html = written
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html
    assert html.count("<script") == 2  # the report's bodies and script, nothing else


def test_html_is_self_contained(written: tuple[str, str]) -> None:
    _, html = written
    assert "http://" not in html and "https://" not in html
    assert not re.search(r"<link\b|<img\b|<iframe\b|\bsrc=|@import|url\(", html)


class _Outline(HTMLParser):
    """Collects ids, the case elements with their data attributes, and open/close balance."""

    VOID = {"meta", "br", "input", "img", "hr", "link", "rect"}

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.cases: list[dict[str, str | None]] = []
        self.stack: list[str] = []
        self.options: dict[str, list[str]] = {}
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "details" and "case" in (found.get("class") or "").split():
            self.cases.append(found)
        if tag == "select":
            self._select = found.get("id")
            self.options[str(self._select)] = []
        if tag == "option" and self._select:
            self.options[self._select].append(str(found.get("value")))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
        self.stack.pop()
        if tag == "select":
            self._select = None


def _outline(html: str) -> _Outline:
    parser = _Outline()
    parser.feed(html)
    parser.close()
    assert parser.stack == []
    return parser


def test_html_structure_cases_filters_and_chart(written: tuple[str, str]) -> None:
    _, html = written
    outline = _outline(html)
    assert len(outline.ids) == len(set(outline.ids))
    for section in ("totals", "wrong-answers", "refusals", "obligations", "case-list"):
        assert section in outline.ids
    assert [case["data-v"] for case in outline.cases] == ["wrong", "correct", "refused", "refused"]
    assert [case["data-c"] for case in outline.cases] == [
        "",
        "",
        "unknown_word",
        "unsupported_frame",
    ]
    assert outline.options["f-verdict"] == ["", "wrong", "correct", "refused"]
    assert outline.options["f-code"] == ["", "unknown_word", "unsupported_frame"]
    chart = html[html.index('<svg id="refusal-chart"') : html.index("</svg>")]
    assert chart.count("<rect ") == 2
    assert "<title>unknown_word: 1</title>" in chart


def _bodies(html: str) -> dict[str, str]:
    """The case bodies the page inserts when a case opens, by case anchor."""
    start = html.index('<script type="application/json" id="case-bodies">')
    text = html[html.index(">", start) + 1 : html.index("</script>", start)]
    bodies = json.loads(text)
    assert isinstance(bodies, dict)
    return bodies


def test_html_case_expands_to_derivation_explanation_and_certificates(
    written: tuple[str, str],
) -> None:
    _, html = written
    bodies = _bodies(html)
    assert sorted(bodies) == ["c0", "c1", "c2", "c3"]
    case = bodies["c1"]
    assert "<code>total = 3 + 5 = 8</code>" in case
    assert '<pre class="ex">Tom has 3 apples.\nHe gets 5 more.\nSo he has 8.</pre>' in case
    assert "(assert (! (= a 3.0) :named e1))" in case
    assert case.count('<details class="cert">') == 2
    refused = bodies["c3"]
    assert "<mark>" in refused and "(check-sat)" not in refused
    assert "<mark>&lt;script</mark>&gt;alert(&#39;x&#39;)&lt;/script&gt;" in refused


def test_html_case_bodies_cannot_close_their_script(written: tuple[str, str]) -> None:
    _, html = written
    assert html.count("</script>") == 2  # the bodies' JSON and the page's script
    start = html.index('id="case-bodies"')
    assert "<" not in html[html.index(">", start) + 1 : html.index("</script>", start)]


def test_output_is_deterministic(tmp_path: Path) -> None:
    results, summary = synthetic_run()
    write_reports(tmp_path / "a", results, summary)
    write_reports(tmp_path / "b", results, summary)
    for name in (REPORT_MD, REPORT_HTML):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_ten_thousand_cases_stay_compact(tmp_path: Path) -> None:
    results, summary = synthetic_run()
    refused = results[2]
    many = [dict(refused, id=f"r{i}") for i in range(10_000)]
    write_reports(tmp_path, many, summary)
    size = (tmp_path / REPORT_HTML).stat().st_size
    assert size < 10_000 * 1_000, size  # under a kilobyte per refused case


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a|b", "a\\|b"),
        ("<b>&", "&lt;b&gt;&amp;"),
        ("two\nlines", "two lines"),
        ("*bold* [link]", "\\*bold\\* \\[link\\]"),
    ],
)
def test_md_text(text: str, expected: str) -> None:
    assert md_text(text) == expected


def test_md_code_and_fence_outlast_backticks() -> None:
    assert md_code("a`b") == "``a`b``"
    assert md_fence("x ```` y").startswith("`````text\n")
