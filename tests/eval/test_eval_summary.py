"""summary.json arithmetic and the summary line."""

from __future__ import annotations

import re

import pytest

from wordproof.eval.summary import summarize, summary_line, tally

LINE = re.compile(
    r"correct=\d+ wrong=\d+ refused=\d+ unlabeled=\d+ coverage=\d+\.\d% precision=\d+\.\d%"
)


def row(ident: str, verdict: str, source: str = "s", code: str | None = None,
        time_ms: float = 1.0, checks: list[dict[str, object]] | None = None,
        prediction_verdict: str | None = None) -> dict[str, object]:
    return {
        "id": ident,
        "source": source,
        "verdict": verdict,
        "status": "refused" if code else "answered",
        "code": code,
        "time_ms": time_ms,
        "checks": checks or [],
        "prediction_verdict": prediction_verdict,
    }


def test_totals_coverage_and_precision() -> None:
    rows = [
        row("a", "correct"), row("b", "correct"), row("c", "correct"),
        row("d", "wrong"),
        row("e", "refused", code="not_unique"),
        row("f", "unlabeled"),
        row("g", "disputed"),
    ]
    assert tally(rows) == {
        "problems": 7, "correct": 3, "wrong": 1, "refused": 1, "unlabeled": 1, "disputed": 1,
        # 3 correct of 6 labeled (the disputed item is labeled, never correct)
        "coverage": 50.0,
        "precision": 75.0,
    }


def test_empty_and_all_refused() -> None:
    assert tally([])["coverage"] == 0.0
    assert tally([])["precision"] == 100.0
    refused = tally([row("a", "refused", code="unknown_word")])
    assert (refused["coverage"], refused["precision"]) == (0.0, 100.0)


def test_summary_sections() -> None:
    rows = [
        row("a1", "correct", source="asdiv", time_ms=2.0,
            checks=[{"obligation": "uniqueness", "verdict": "discharged", "solver_ms": 1.5},
                    {"obligation": "grounding", "verdict": "discharged", "solver_ms": 0.25}]),
        row("a2", "refused", source="asdiv", code="unknown_word", time_ms=4.0,
            checks=[{"obligation": "uniqueness", "verdict": "violated", "solver_ms": 1.0}]),
        row("g1", "refused", source="gsm8k", code="not_unique", time_ms=1.0,
            prediction_verdict="abstained"),
        row("g2", "refused", source="gsm8k", code="unknown_word", time_ms=3.0,
            checks=[{"obligation": "uniqueness", "verdict": "unknown", "solver_ms": 9.0}]),
        row("g3", "refused", source="gsm8k", code="unknown_word", time_ms=5.0,
            prediction_verdict="abstained"),
        row("g4", "refused", source="gsm8k", code="not_unique", time_ms=6.0),
        row("g5", "refused", source="gsm8k", code="unknown_word", time_ms=7.0),
        row("g6", "wrong", source="gsm8k", time_ms=100.0, prediction_verdict="confirmed"),
    ]
    summary = summarize(rows, files=["a.jsonl", "g.jsonl"], predictions=True)
    assert summary["files"] == ["a.jsonl", "g.jsonl"]
    assert summary["sources"]["asdiv"]["coverage"] == 50.0  # type: ignore[index]
    assert summary["sources"]["gsm8k"]["precision"] == 0.0  # type: ignore[index]
    assert summary["refusals"] == [
        {"code": "unknown_word", "meaning": "no word class for {evidence!r} here", "count": 4,
         "examples": ["a2", "g2", "g3"]},
        {"code": "not_unique", "meaning": "the text does not determine the answer: {evidence}",
         "count": 2, "examples": ["g1", "g4"]},
    ]
    assert summary["obligations"] == {
        "grounding": {"checked": 1, "discharged": 1, "violated": 0, "unknown": 0,
                      "solver_ms": 0.25},
        "uniqueness": {"checked": 3, "discharged": 1, "violated": 1, "unknown": 1,
                       "solver_ms": 11.5},
    }
    assert summary["time_ms"] == {"median": 4.5, "p99": 100.0, "total": 128.0}
    assert summary["predictions"] == {"confirmed": 1, "contradicted": 0, "abstained": 2}
    assert summarize(rows, files=[])["predictions"] is None


@pytest.mark.parametrize(
    ("counts", "line"),
    [
        ((1, 0, 2, 0), "correct=1 wrong=0 refused=2 unlabeled=0 coverage=33.3% precision=100.0%"),
        ((2, 1, 0, 5), "correct=2 wrong=1 refused=0 unlabeled=5 coverage=66.7% precision=66.7%"),
        ((0, 0, 0, 3), "correct=0 wrong=0 refused=0 unlabeled=3 coverage=0.0% precision=100.0%"),
    ],
)
def test_summary_line(counts: tuple[int, int, int, int], line: str) -> None:
    correct, wrong, refused, unlabeled = counts
    rows = (
        [row("c", "correct")] * correct + [row("w", "wrong")] * wrong
        + [row("r", "refused", code="not_unique")] * refused + [row("u", "unlabeled")] * unlabeled
    )
    text = summary_line(summarize(rows, files=[]))
    assert text == line
    assert LINE.fullmatch(text)
