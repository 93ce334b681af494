"""The golden corpus: problems written for wordproof, each with the outcome it must keep.

Each ``tests/golden/NAME.json`` holds ``text`` and ``expected``: for an answer its status,
value and unit; for a refusal its status and code. ``pytest --update-golden`` rewrites
``expected`` from what ``solve`` gives now (a new case needs only ``text``); review the diff
before committing it, since a golden file that records a wrong answer protects the bug.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wordproof import Answer, solve
from wordproof.ledger.derivation import fraction_text

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(GOLDEN.glob("*.json"))


def summary(text: str) -> dict[str, str]:
    outcome = solve(text)
    if isinstance(outcome, Answer):
        return {"status": "answered", "answer": fraction_text(outcome.value),
                "unit": outcome.unit}
    return {"status": "refused", "code": outcome.code.code}


def test_the_corpus_has_answers_and_refusals() -> None:
    statuses = [json.loads(p.read_text()).get("expected", {}).get("status") for p in CASES]
    assert statuses.count("answered") >= 10
    assert statuses.count("refused") >= 10


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden(path: Path, request: pytest.FixtureRequest) -> None:
    case = json.loads(path.read_text())
    actual = summary(case["text"])
    if request.config.getoption("--update-golden"):
        if case.get("expected") != actual:
            case["expected"] = actual
            path.write_text(json.dumps(case, indent=2, ensure_ascii=False) + "\n")
        return
    assert "expected" in case, f"{path.name} has no expected outcome: run --update-golden"
    assert actual == case["expected"], case["text"]
