"""Result rows: every problem solved — serially or in a process pool — and judged.

A result row is a plain JSON object (see :func:`solve_problem` for its fields), so that the
rows of a run, of a shard and of a merge are the same thing and round-trip through
``results.jsonl`` unchanged. Two runs over the same input give byte-identical files apart
from the ``time_ms`` and ``solver_ms`` fields.
"""

from __future__ import annotations

import functools
import json
import multiprocessing
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from pathlib import Path

from tqdm import tqdm

from wordproof.eval.datasets import DatasetError, Problem
from wordproof.eval.gold import parse_number
from wordproof.eval.report import write_reports
from wordproof.eval.verdicts import Dispute, claim_verdict, gold_verdict
from wordproof.ledger.derivation import fraction_text
from wordproof.outcome import Answer, Trace
from wordproof.pipeline import solve_traced

Row = dict[str, object]
Solver = Callable[[str], Trace]
"""What eval runs on each question; a module-level function, so that worker processes can
import it by name."""

RESULTS = "results.jsonl"
SUMMARY = "summary.json"


def solve_problem(problem: Problem, solver: Solver = solve_traced) -> Row:
    """Solve one problem and describe the outcome as a result row (not yet judged).

    Fields: ``id``, ``source``, ``file``, ``index``, ``line``, ``type``, ``question``,
    ``gold`` (decimal text or null), ``status`` ("answered" | "refused"), ``answer``
    (decimal text or null), ``unit``, ``code``, ``stage`` and ``message`` (null when
    answered), ``obligations`` (discharged, for an answer), ``checks`` (every obligation
    check: obligation, verdict, solver_ms), ``time_ms`` and ``outcome`` (the full
    ``to_json()``). :func:`judge` adds ``verdict`` and, with predictions, ``prediction``
    and ``prediction_verdict``.
    """
    started = time.perf_counter()
    try:
        trace = solver(problem.question)
    except Exception as exc:
        # A bug never becomes a refusal: stop, naming the problem that shows it.
        raise RuntimeError(
            f"the solver raised on {problem.id} ({problem.file}, line {problem.line}):\n"
            + "".join(traceback.format_exception(exc))
        ) from exc
    elapsed = (time.perf_counter() - started) * 1000
    outcome = trace.outcome
    answered = isinstance(outcome, Answer)
    return {
        "id": problem.id,
        "source": problem.source,
        "file": problem.file,
        "index": problem.index,
        "line": problem.line,
        "type": problem.kind,
        "question": problem.question,
        "gold": fraction_text(problem.gold) if problem.gold is not None else None,
        "status": "answered" if answered else "refused",
        "answer": fraction_text(outcome.value) if isinstance(outcome, Answer) else None,
        "unit": outcome.unit if isinstance(outcome, Answer) else None,
        "code": None if isinstance(outcome, Answer) else outcome.code.code,
        "stage": None if isinstance(outcome, Answer) else outcome.stage.value,
        "message": None if isinstance(outcome, Answer) else outcome.message,
        "obligations": list(outcome.obligations) if isinstance(outcome, Answer) else [],
        "checks": [
            {"obligation": c.obligation, "verdict": c.verdict, "solver_ms": round(c.solver_ms, 3)}
            for c in trace.checks
        ],
        "time_ms": round(elapsed, 3),
        "outcome": outcome.to_json(),
    }


def answer_value(row: Mapping[str, object]) -> Fraction | None:
    """The row's answer as an exact fraction (None for a refusal)."""
    answer = row.get("answer")
    return parse_number(answer) if isinstance(answer, str) else None


def judge(
    row: Row,
    problem: Problem,
    dispute: Dispute | None = None,
    predictions: Mapping[str, Fraction] | None = None,
) -> Row:
    """The row with its ``verdict`` and, when predictions are given, ``prediction`` (decimal
    text or null) and ``prediction_verdict`` (null when there is no prediction for the id)."""
    answer = answer_value(row)
    judged = dict(row, verdict=gold_verdict(answer, problem.gold, dispute))
    if predictions is not None:
        claim = predictions.get(problem.id)
        judged["prediction"] = fraction_text(claim) if claim is not None else None
        judged["prediction_verdict"] = claim_verdict(answer, claim) if claim is not None else None
    return judged


def run_eval(
    problems: Sequence[Problem],
    solver: Solver = solve_traced,
    workers: int = 1,
    progress: bool = False,
    disputes: Mapping[str, Dispute] | None = None,
    predictions: Mapping[str, Fraction] | None = None,
) -> list[Row]:
    """Solve and judge every problem; the rows come back in input order.

    ``workers > 1`` solves in that many processes (spawned, so each has its own Z3 context),
    a chunk of problems at a time; the rows are the same as a serial run's. A disputed item
    whose ``gold`` does not match the dataset's is a :class:`DatasetError`, raised before any
    solving.
    """
    disputes = disputes or {}
    for problem in problems:
        dispute = disputes.get(problem.id)
        if dispute is not None and dispute.gold != problem.gold:
            gold = fraction_text(problem.gold) if problem.gold is not None else "no gold"
            raise DatasetError(
                dispute.file,
                dispute.line,
                f"{problem.id} is disputed as having the gold {fraction_text(dispute.gold)}, "
                f"but {problem.file} gives {gold}",
            )
    rows: list[Row] = []
    with tqdm(
        total=len(problems), file=sys.stderr, disable=not progress, unit="problem", leave=False
    ) as bar:
        for solved in _solved_chunks(problems, solver, workers):
            rows.extend(solved)
            bar.update(len(solved))
    return [
        judge(row, problem, disputes.get(problem.id), predictions)
        for row, problem in zip(rows, problems, strict=True)
    ]


def _solve_chunk(solver: Solver, chunk: Sequence[Problem]) -> list[Row]:
    return [solve_problem(problem, solver) for problem in chunk]


def _solved_chunks(
    problems: Sequence[Problem], solver: Solver, workers: int
) -> Iterator[list[Row]]:
    if workers <= 1 or len(problems) <= 1:
        for problem in problems:
            yield [solve_problem(problem, solver)]
        return
    # Small chunks keep the progress bar moving and the two workers evenly loaded; large
    # enough that pickling overhead stays small.
    size = max(1, min(32, len(problems) // (workers * 16)))
    chunks = [problems[i : i + size] for i in range(0, len(problems), size)]
    # Spawned processes: each imports wordproof afresh and makes its own Z3 context. An
    # executor, not a Pool: a worker that dies raises BrokenProcessPool instead of hanging.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(min(workers, len(chunks)), mp_context=context) as executor:
        yield from executor.map(functools.partial(_solve_chunk, solver), chunks)


def write_outputs(out_dir: Path, rows: Sequence[Row], summary: Mapping[str, object]) -> None:
    """Write ``results.jsonl``, ``summary.json`` and the reports into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / RESULTS).open("w", encoding="utf-8", newline="\n") as stream:
        for row in rows:
            stream.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    (out_dir / SUMMARY).write_text(
        json.dumps(summary, sort_keys=True, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    write_reports(out_dir, list(rows), dict(summary))


def read_outputs(out_dir: Path) -> tuple[list[Row], dict[str, object]]:
    """The rows and summary a run wrote into ``out_dir``."""
    rows: list[Row] = []
    path = out_dir / RESULTS
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
        summary = json.loads((out_dir / SUMMARY).read_text(encoding="utf-8"))
    except OSError as exc:
        raise DatasetError(str(exc.filename or out_dir), 0, f"cannot read: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise DatasetError(str(out_dir / SUMMARY), exc.lineno, f"not JSON ({exc.msg})") from exc
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            row = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise DatasetError(str(path), number, f"not JSON ({exc.msg})") from exc
        if not isinstance(row, dict) or not {"file", "index", "verdict"} <= row.keys():
            raise DatasetError(str(path), number, "not a result row (no file, index, verdict)")
        rows.append(row)
    if not isinstance(summary, dict):
        raise DatasetError(str(out_dir / SUMMARY), 1, "not a summary object")
    return rows, summary
