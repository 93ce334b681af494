"""``wordproof eval``, ``merge`` and ``check`` end to end, with an injected solver."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from tests.eval.eval_fakes import crashing_solver, echo_solver
from wordproof.cli import main
from wordproof.eval import commands
from wordproof.eval.datasets import load_all
from wordproof.eval.results import run_eval

LINE = re.compile(
    r"correct=\d+ wrong=\d+ refused=\d+ unlabeled=\d+ coverage=\d+\.\d% precision=\d+\.\d%"
)
TIMING = ("time_ms", "solver_ms")

# The echo solver answers the last number in the question.
ROWS: list[dict[str, Any]] = [
    {"id": "p-00", "question": "Ann has 9 apples. How many?", "answer": "9"},
    {"id": "p-01", "question": "Ann has 9 apples, then 10. How many?", "answer": "9"},  # wrong
    {"id": "p-02", "question": "Please refuse 4.", "answer": "4"},
    {"id": "p-03", "question": "Ann has 2.5 apples.", "answer": "5/2"},
    {"id": "p-04", "question": "A mystery.", "answer": "1"},
    {"id": "p-05", "question": "Ann has 3 apples.", "answer": None},
    {"id": "p-06", "question": "Ann has 1,000 apples; 12.", "answer": "12"},
    {"id": "p-07", "question": "Bob has 7 pears and 8.", "answer": "8", "source": "other"},
    {"id": "p-08", "question": "Please refuse 1.", "answer": None},
    {"id": "p-09", "question": "Cy has 12 eggs.", "answer": "10"},  # disputed: the text says 12
    {"id": "p-10", "question": "Dee has 6 cups.", "answer": "6"},
]


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "data.jsonl"
    rows = [{k: v for k, v in row.items() if v is not None} for row in ROWS]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture
def correct_only(tmp_path: Path) -> Path:
    path = tmp_path / "good.jsonl"
    path.write_text(
        "".join(
            json.dumps({**row, "id": "g" + str(row["id"])}) + "\n"
            for row in ROWS if row["id"] not in ("p-01", "p-09")
        ),
        encoding="utf-8",
    )
    return path


@pytest.fixture(autouse=True)
def fake_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(commands, "solve_traced", echo_solver)


def invoke(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def untimed(value: Any) -> Any:
    """``value`` without its timing fields, the only ones two runs may differ in."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if k not in TIMING}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value


def results(out: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def summary(out: Path) -> dict[str, Any]:
    return json.loads((out / "summary.json").read_text())  # type: ignore[no-any-return]


def test_eval_writes_results_summary_and_reports(dataset: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = invoke("eval", dataset, "--out", out)
    assert result.exit_code == 1  # p-01 is wrong
    last = result.output.splitlines()[-1]
    assert last == "correct=5 wrong=2 refused=2 unlabeled=2 coverage=55.6% precision=71.4%"
    assert LINE.fullmatch(last)
    assert sorted(p.name for p in out.iterdir()) == [
        "report.html", "report.md", "results.jsonl", "summary.json"]
    rows = results(out)
    assert [r["id"] for r in rows] == [r["id"] for r in ROWS]
    assert [r["verdict"] for r in rows] == [
        "correct", "wrong", "refused", "correct", "refused", "unlabeled", "correct", "correct",
        "unlabeled", "wrong", "correct"]
    first = rows[0]
    assert {k: first[k] for k in (
        "id", "source", "file", "index", "line", "status", "answer", "unit", "gold", "code",
        "stage", "message", "obligations")} == {
        "id": "p-00", "source": "data", "file": str(dataset), "index": 0, "line": 1,
        "status": "answered", "answer": "9", "unit": "apples", "gold": "9", "code": None,
        "stage": None, "message": None, "obligations": ["uniqueness"]}
    assert first["checks"] == [
        {"obligation": "uniqueness", "verdict": "discharged", "solver_ms": 1.25},
        {"obligation": "grounding", "verdict": "discharged", "solver_ms": 0.5},
    ]
    assert first["outcome"]["steps"][0]["formula"] == "9 + 0 = 9"
    assert rows[3]["answer"] == "2.5"
    refused = rows[2]
    assert (refused["status"], refused["answer"], refused["code"], refused["stage"]) == (
        "refused", None, "not_unique", "obligations")
    assert refused["message"] == "the text does not determine the answer: two values fit"
    assert refused["outcome"]["code"] == "not_unique"
    totals = summary(out)["totals"]
    assert totals == {"problems": 11, "correct": 5, "wrong": 2, "refused": 2, "unlabeled": 2,
                      "disputed": 0, "coverage": 55.56, "precision": 71.43}
    assert summary(out)["sources"]["other"]["correct"] == 1
    assert "wrong" in (out / "report.md").read_text()


def test_no_wrong_answer_exits_0(correct_only: Path, tmp_path: Path) -> None:
    result = invoke("eval", correct_only, "--out", tmp_path / "out", "--quiet")
    assert result.exit_code == 0
    assert result.output == (
        "correct=5 wrong=0 refused=2 unlabeled=2 coverage=71.4% precision=100.0%\n")


def test_disputed_items_are_never_correct(dataset: Path, tmp_path: Path) -> None:
    disputed = tmp_path / "disputed.jsonl"
    disputed.write_text(
        json.dumps({"id": "p-09", "gold": "10", "supported": "12", "why": "Cy has 12 eggs"}) + "\n"
        + json.dumps({"id": "p-00", "gold": "9", "supported": "8", "why": "for the test"}) + "\n")
    out = tmp_path / "out"
    result = invoke("eval", dataset, "--out", out, "--disputed", disputed)
    verdicts = {row["id"]: row["verdict"] for row in results(out)}
    assert (verdicts["p-09"], verdicts["p-00"]) == ("disputed", "wrong")
    assert summary(out)["totals"]["disputed"] == 1
    assert result.output.splitlines()[-1].startswith("correct=4 wrong=2 ")
    assert "disputed=1 (gold answer itself wrong; not counted)" in result.output
    # A dispute about a gold the dataset does not give is an input error.
    disputed.write_text(
        json.dumps({"id": "p-09", "gold": "11", "supported": "12", "why": "stale"}) + "\n")
    stale = CliRunner().invoke(main, ["eval", str(dataset), "--out", str(out),
                                      "--disputed", str(disputed)])
    assert stale.exit_code == 2
    assert f"{disputed}, line 1: p-09 is disputed as having the gold 11" in stale.output


@pytest.mark.parametrize(
    ("name", "text", "line"),
    [
        ("broken.jsonl", '{"id": "a", "question": "Q 1?"}\n{"id": "b", "question": "Q\n', 2),
        ("plain.txt", "Ann has 3 apples. How many?\n", 1),
        ("svamp.json", '[\n {"Body": "B", "Question": "Q", "Answer": "many"}\n]', 2),
    ],
)
def test_bad_input_exits_2_naming_file_and_line(
    tmp_path: Path, name: str, text: str, line: int
) -> None:
    path = tmp_path / name
    path.write_text(text)
    result = CliRunner().invoke(main, ["eval", str(path), "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert f"{path}, line {line}: " in result.output
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["--shard", "2/2"],
        ["--shard", "x"],
        ["--filter", "("],
        ["--workers", "0"],
        [],  # no --out
    ],
)
def test_usage_errors_exit_2(dataset: Path, tmp_path: Path, args: list[str]) -> None:
    out = [] if not args else ["--out", str(tmp_path / "out")]
    result = CliRunner().invoke(main, ["eval", str(dataset), *out, *args])
    assert result.exit_code == 2, result.output


def test_missing_file_exits_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["eval", str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "nope.jsonl" in result.output


def test_filter_and_limit(dataset: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    invoke("eval", dataset, "--out", out, "--filter", r"-0[02468]$", "--limit", "3", "--quiet")
    assert [row["id"] for row in results(out)] == ["p-00", "p-02", "p-04"]


def test_predictions(dataset: Path, tmp_path: Path) -> None:
    predictions = tmp_path / "pred.jsonl"
    predictions.write_text(
        json.dumps({"id": "p-00", "prediction": "9"}) + "\n"
        + json.dumps({"id": "p-03", "prediction": 2.4}) + "\n"
        + json.dumps({"id": "p-02", "prediction": "4"}) + "\n"
        + json.dumps({"id": "p-06", "prediction": "$12.00"}) + "\n"
        + json.dumps({"id": "elsewhere", "prediction": 1}) + "\n")
    out = tmp_path / "out"
    shown = invoke("eval", dataset, "--out", out, "--predictions", predictions).output
    assert shown.splitlines()[-2] == "predictions: confirmed=2 contradicted=1 abstained=1"
    rows = {row["id"]: row for row in results(out)}
    assert [(rows[i]["prediction"], rows[i]["prediction_verdict"])
            for i in ("p-00", "p-03", "p-02", "p-06", "p-07")] == [
        ("9", "confirmed"), ("2.4", "contradicted"), ("4", "abstained"), ("12", "confirmed"),
        (None, None)]
    assert summary(out)["predictions"] == {"confirmed": 2, "contradicted": 1, "abstained": 1}
    predictions.write_text(json.dumps({"id": "p-00", "prediction": "nine"}) + "\n")
    bad = CliRunner().invoke(main, ["eval", str(dataset), "--out", str(out),
                                    "--predictions", str(predictions)])
    assert bad.exit_code == 2
    assert f"{predictions}, line 1: the prediction 'nine' is not one number" in bad.output


def test_two_runs_are_identical_but_for_timing(dataset: Path, tmp_path: Path) -> None:
    invoke("eval", dataset, "--out", tmp_path / "one", "--quiet")
    invoke("eval", dataset, "--out", tmp_path / "two", "--quiet")
    assert untimed(results(tmp_path / "one")) == untimed(results(tmp_path / "two"))
    assert untimed(summary(tmp_path / "one")) == untimed(summary(tmp_path / "two"))
    # and the file is canonical JSON: re-dumping a row with sorted keys gives the same line
    for line in (tmp_path / "one" / "results.jsonl").read_text().splitlines():
        assert json.dumps(json.loads(line), sort_keys=True, ensure_ascii=False) == line


def test_workers_give_the_serial_rows(dataset: Path, tmp_path: Path) -> None:
    problems = load_all([dataset]) * 5  # enough for several chunks
    serial = run_eval(problems, solver=echo_solver, workers=1)
    pooled = run_eval(problems, solver=echo_solver, workers=2)
    assert untimed(pooled) == untimed(serial)
    invoke("eval", dataset, "--out", tmp_path / "one", "--quiet")
    invoke("eval", dataset, "--out", tmp_path / "two", "--quiet", "--workers", "2")
    assert untimed(results(tmp_path / "one")) == untimed(results(tmp_path / "two"))


def test_workers_with_the_real_solver(dataset: Path) -> None:
    """The default solver runs in spawned workers. (Whole rows are compared on real data in
    tests/lanes: certificate text is not yet independent of the process's history.)"""
    from wordproof.pipeline import solve_traced

    def outcomes(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
        return [(r["id"], r["status"], r["answer"], r["code"], r["verdict"]) for r in rows]

    problems = load_all([dataset])
    assert outcomes(run_eval(problems, solve_traced, workers=2)) == outcomes(
        run_eval(problems, solve_traced, workers=1))


def test_a_solver_crash_is_an_error_naming_the_problem(dataset: Path) -> None:
    problems = load_all([dataset])[:2]
    with pytest.raises(RuntimeError, match=r"the solver raised on p-00 \(.*data.jsonl, line 1\)"):
        run_eval(problems, solver=crashing_solver)
    with pytest.raises(RuntimeError, match=r"the solver raised on p-0"):
        run_eval(problems, solver=crashing_solver, workers=2)


def test_shards_merge_to_the_unsharded_run(dataset: Path, correct_only: Path,
                                           tmp_path: Path) -> None:
    files = [dataset, correct_only]
    whole = invoke("eval", *files, "--out", tmp_path / "whole", "--quiet")
    assert LINE.fullmatch(whole.output.strip())
    for i in range(3):
        shard = invoke("eval", *files, "--out", tmp_path / f"s{i}", "--shard", f"{i}/3",
                       "--quiet")
        assert LINE.fullmatch(shard.output.strip())
        assert summary(tmp_path / f"s{i}")["shard"] == f"{i}/3"
        assert all(r["index"] % 3 == i for r in results(tmp_path / f"s{i}"))
    merged = invoke("merge", tmp_path / "s2", tmp_path / "s0", tmp_path / "s1",
                    "--out", tmp_path / "merged")
    assert merged.exit_code == whole.exit_code == 1
    assert merged.output.splitlines()[-1] == whole.output.strip()
    assert untimed(results(tmp_path / "merged")) == untimed(results(tmp_path / "whole"))
    assert untimed(summary(tmp_path / "merged")) == untimed(summary(tmp_path / "whole"))
    assert (tmp_path / "merged" / "report.html").exists()

    partial = invoke("merge", tmp_path / "s0", tmp_path / "s1", "--out", tmp_path / "partial")
    assert "note: shards 2/3 are not among the merged directories" in partial.output
    twice = CliRunner().invoke(main, ["merge", str(tmp_path / "s0"), str(tmp_path / "s0"),
                                      "--out", str(tmp_path / "twice")])
    assert twice.exit_code == 2
    assert "is also in" in twice.output
    other = invoke("eval", dataset, "--out", tmp_path / "other", "--quiet")
    assert other.exit_code == 1
    mixed = CliRunner().invoke(main, ["merge", str(tmp_path / "s0"), str(tmp_path / "other"),
                                      "--out", str(tmp_path / "mixed")])
    assert mixed.exit_code == 2
    assert "evaluated the files" in mixed.output


def test_check_confirmed() -> None:
    result = invoke("check", "Ann has 5 apples. How many?", "--answer", "5.0")
    assert result.exit_code == 0
    assert result.output.startswith("confirmed: the text proves 5 apples\n")


def test_check_contradicted_shows_the_derivation() -> None:
    result = invoke("check", "Ann has 5 apples. How many?", "--answer", "6")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == "contradicted: the text proves 5 apples, not 6"
    assert "total = 5 + 0 = 5" in result.output
    assert "The text says 5 apples." in result.output


def test_check_abstained_says_why() -> None:
    result = invoke("check", "Please refuse 3.", "--answer", "3")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == (
        "abstained: refused (not_unique at obligations): "
        "the text does not determine the answer: two values fit")


def test_check_json_and_bad_claim() -> None:
    result = invoke("check", "Ann has 5 apples.", "--answer", "5", "--json")
    document = json.loads(result.output)
    assert (document["verdict"], document["claim"], document["outcome"]["answer"]) == (
        "confirmed", "5", "5")
    bad = CliRunner().invoke(main, ["check", "Ann has 5 apples.", "--answer", "five"])
    assert bad.exit_code == 2
    assert "--answer" in bad.output
