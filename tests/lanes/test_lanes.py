"""Lanes: eval over the development files at zero wrong answers and at least the floors.

``floors.json`` holds the least number of correct answers each lane must keep; whoever raises
coverage raises the floors in the same commit. ``disputed.jsonl`` lists the items whose gold
answer is itself wrong (``id``, ``gold``, ``supported``, ``why``): they are reported as
disputed, never counted correct.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wordproof.eval.datasets import Problem, load
from wordproof.eval.results import Row, run_eval, write_outputs
from wordproof.eval.summary import summarize, summary_line
from wordproof.eval.verdicts import load_disputes
from wordproof.pipeline import solve_traced

HERE = Path(__file__).parent
DATA = HERE.parents[1].parent / "shared" / "data"
FLOORS = json.loads((HERE / "floors.json").read_text(encoding="utf-8"))
DISPUTED = HERE / "disputed.jsonl"
ADDITIVE = {
    "Addition", "Subtraction", "Sum", "Difference", "TVQ-Initial", "TVQ-Change", "TVQ-Final",
}

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not DATA.is_dir(), reason=f"the development data folder {DATA} is missing"
    ),
]


def test_floors_name_every_lane() -> None:
    assert set(FLOORS) == {"asdiv", "gsm8k_train", "asdiv_additive"}
    assert all(set(floor) == {"correct"} for floor in FLOORS.values())


def lane(name: str, tmp_path: Path) -> tuple[list[Problem], list[Row]]:
    problems = list(load(DATA / f"{name}.jsonl"))
    rows = run_eval(problems, solver=solve_traced, workers=2, disputes=load_disputes(DISPUTED))
    summary = summarize(rows, files=[str(DATA / f"{name}.jsonl")])
    write_outputs(tmp_path / name, rows, summary)
    print(f"{name}: {summary_line(summary)}")
    return problems, rows


def wrong_answers(rows: list[Row]) -> str:
    return "\n".join(
        f"  {row['id']}: answered {row['answer']} {row['unit']}, gold {row['gold']}"
        for row in rows if row["verdict"] == "wrong"
    )


def correct(rows: list[Row]) -> int:
    return sum(row["verdict"] == "correct" for row in rows)


def test_asdiv(tmp_path: Path) -> None:
    problems, rows = lane("asdiv", tmp_path)
    assert not wrong_answers(rows), "wrong answers:\n" + wrong_answers(rows)
    assert correct(rows) >= FLOORS["asdiv"]["correct"]
    additive = [row for row, problem in zip(rows, problems, strict=True)
                if problem.kind in ADDITIVE]
    assert additive, "no ASDiv rows of an additive type: has the file's 'type' field changed?"
    print(f"asdiv_additive: correct={correct(additive)} of {len(additive)}")
    assert correct(additive) >= FLOORS["asdiv_additive"]["correct"]


def test_gsm8k_train(tmp_path: Path) -> None:
    _, rows = lane("gsm8k_train", tmp_path)
    assert not wrong_answers(rows), "wrong answers:\n" + wrong_answers(rows)
    assert correct(rows) >= FLOORS["gsm8k_train"]["correct"]


def untimed(rows: list[Row]) -> list[Row]:
    """The rows without their timings, the only fields two runs may differ in."""
    result: list[Row] = []
    for row in rows:
        checks = row["checks"]
        assert isinstance(checks, list)
        result.append({
            **{k: v for k, v in row.items() if k != "time_ms"},
            "checks": [{k: v for k, v in c.items() if k != "solver_ms"} for c in checks],
        })
    return result


def test_workers_give_the_serial_rows_on_real_data() -> None:
    problems = list(load(DATA / "asdiv.jsonl"))[:400]
    serial = run_eval(problems, solver=solve_traced, workers=1)
    assert untimed(run_eval(problems, solver=solve_traced, workers=2)) == untimed(serial)
