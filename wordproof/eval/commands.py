"""CLI commands for datasets: ``eval``, ``merge``, ``check`` (and ``audit``, from audit.py).

Exit codes, for every command here: 0 when nothing is wrong, 1 when an answer is wrong (eval,
merge) or a claimed answer is contradicted (check), 2 for usage or input errors.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

import click

from wordproof.eval.audit import AUDIT_COMMAND
from wordproof.eval.datasets import DatasetError, load_all, select
from wordproof.eval.gold import NotANumber, parse_number
from wordproof.eval.results import Row, Solver, read_outputs, run_eval, write_outputs
from wordproof.eval.summary import summarize, summary_line
from wordproof.eval.verdicts import (
    CLAIM_VERDICTS,
    Dispute,
    claim_verdict,
    load_disputes,
    load_predictions,
)
from wordproof.ledger.derivation import fraction_text
from wordproof.outcome import Answer
from wordproof.pipeline import solve_traced
from wordproof.render import render_outcome


class InputError(click.ClickException):
    """An input file or directory that cannot be used: exit code 2."""

    exit_code = 2


def _shard(
    _ctx: click.Context, _param: click.Parameter, value: str | None
) -> tuple[int, int] | None:
    if value is None:
        return None
    match = re.fullmatch(r"(\d+)/(\d+)", value.strip())
    if match is None or int(match[2]) == 0 or int(match[1]) >= int(match[2]):
        raise click.BadParameter(f"expected i/N with 0 <= i < N, such as 0/4; got {value!r}")
    return int(match[1]), int(match[2])


def _pattern(_ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        try:
            re.compile(value)
        except re.error as exc:
            raise click.BadParameter(f"not a regular expression: {exc}") from exc
    return value


def _finish(out_dir: Path, rows: list[Row], summary: dict[str, object], quiet: bool) -> None:
    """Write the outputs, print where and the summary line (last), exit 1 if any is wrong."""
    write_outputs(out_dir, rows, summary)
    totals = summary["totals"]
    assert isinstance(totals, dict)
    if not quiet:
        click.echo(f"wrote {len(rows)} results, summary and reports to {out_dir}")
        if totals["disputed"]:
            click.echo(f"disputed={totals['disputed']} (gold answer itself wrong; not counted)")
        claims = summary.get("predictions")
        if isinstance(claims, dict):
            click.echo("predictions: " + " ".join(f"{v}={claims[v]}" for v in CLAIM_VERDICTS))
    click.echo(summary_line(summary))
    raise SystemExit(1 if totals["wrong"] else 0)


@click.command("eval")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Directory for results.jsonl, summary.json, report.md and report.html.")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(min=1),
              help="Solve in this many processes.")
@click.option("--limit", type=click.IntRange(min=0),
              help="Take the first N problems (after --filter) of each file.")
@click.option("--filter", "pattern", callback=_pattern, metavar="REGEX",
              help="Only the problems whose id matches REGEX (re.search).")
@click.option("--shard", callback=_shard, metavar="i/N",
              help="Only the problems whose index in their file is i modulo N (0-based i).")
@click.option("--predictions", type=click.Path(dir_okay=False),
              help="JSON Lines of id, prediction: judge each as confirmed/contradicted/abstained.")
@click.option("--disputed", type=click.Path(dir_okay=False),
              help="JSON Lines of id, gold, supported, why: items whose gold answer is wrong.")
@click.option("--quiet", is_flag=True, help="No progress bar; print only the summary line.")
def eval_command(
    files: Sequence[str],
    out_dir: Path,
    workers: int,
    limit: int | None,
    pattern: str | None,
    shard: tuple[int, int] | None,
    predictions: str | None,
    disputed: str | None,
    quiet: bool,
) -> None:
    """Solve every problem in FILES and judge each answer against its gold label.

    FILES may be JSON Lines (id, question, answer), GSM8K's native rows, a SVAMP or MAWPS JSON
    array, or ASDiv XML; the format is read from the content. The last line printed is
    "correct=N wrong=N refused=N unlabeled=N coverage=X% precision=Y%".

    Exit code 0 when no answer is wrong, 1 when any is, 2 for usage or input errors.
    """
    try:
        problems = select(load_all(files), pattern, limit, shard)
        disputes: dict[str, Dispute] = load_disputes(disputed) if disputed else {}
        claims = load_predictions(predictions) if predictions else None
        rows = run_eval(
            problems,
            solver=solve_traced,
            workers=workers,
            progress=not quiet and sys.stderr.isatty(),
            disputes=disputes,
            predictions=claims,
        )
    except DatasetError as exc:
        raise InputError(str(exc)) from exc
    summary = summarize(
        rows,
        files=list(files),
        predictions=claims is not None,
        shard=f"{shard[0]}/{shard[1]}" if shard else None,
    )
    _finish(out_dir, rows, summary, quiet)


@click.command("merge")
@click.argument("dirs", nargs=-1, required=True,
                type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Directory for the merged results, summary and reports.")
@click.option("--quiet", is_flag=True, help="Print only the summary line.")
def merge_command(dirs: Sequence[Path], out_dir: Path, quiet: bool) -> None:
    """Merge the result directories of "eval --shard" runs into one, in input order.

    Every directory must come from the same FILES. Exit code 0 when no answer is wrong, 1 when
    any is, 2 for usage or input errors.
    """
    try:
        rows, summary = merge_outputs(dirs)
    except DatasetError as exc:
        raise InputError(str(exc)) from exc
    if not quiet:
        for note in _missing_shards(dirs):
            click.echo(note, err=True)
    _finish(out_dir, rows, summary, quiet)


def merge_outputs(dirs: Sequence[Path]) -> tuple[list[Row], dict[str, object]]:
    """The rows of every directory in their original order and a summary of them all."""
    files: list[str] | None = None
    predictions = False
    seen: dict[tuple[str, int], Path] = {}
    rows: list[Row] = []
    for directory in dirs:
        shard_rows, summary = read_outputs(directory)
        shard_files = summary.get("files")
        if not isinstance(shard_files, list):
            raise DatasetError(str(directory / "summary.json"), 1, "no list of files")
        if files is None:
            files = [str(f) for f in shard_files]
        elif [str(f) for f in shard_files] != files:
            raise DatasetError(
                str(directory / "summary.json"),
                1,
                f"evaluated the files {shard_files}, but {dirs[0]} evaluated {files}",
            )
        predictions = predictions or summary.get("predictions") is not None
        for row in shard_rows:
            key = (str(row["file"]), _int(row["index"]))
            if key in seen:
                raise DatasetError(
                    str(directory / "results.jsonl"), 0,
                    f"the problem {row['id']} ({key[0]} #{key[1]}) is also in {seen[key]}",
                )
            seen[key] = directory
            rows.append(row)
    assert files is not None
    order = {name: position for position, name in enumerate(files)}
    rows.sort(key=lambda row: (order.get(str(row["file"]), len(order)), _int(row["index"])))
    return rows, summarize(rows, files=files, predictions=predictions)


def _int(value: object) -> int:
    if not isinstance(value, int):
        raise DatasetError("results.jsonl", 0, f"an index that is not a whole number: {value!r}")
    return value


def _missing_shards(dirs: Sequence[Path]) -> list[str]:
    shards: set[str] = set()
    for directory in dirs:
        try:
            summary = json.loads((directory / "summary.json").read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if isinstance(summary, dict) and isinstance(summary.get("shard"), str):
            shards.add(summary["shard"])
    counts = {int(s.split("/")[1]) for s in shards}
    if len(counts) != 1:
        return [] if not counts else [f"note: merging shards of different counts: {sorted(shards)}"]
    (count,) = counts
    missing = [f"{i}/{count}" for i in range(count) if f"{i}/{count}" not in shards]
    if not missing:
        return []
    return [f"note: shards {', '.join(missing)} are not among the merged directories"]


@click.command("check")
@click.argument("problem")
@click.option("--answer", "claimed", required=True, metavar="X",
              help="The claimed answer: a number such as 18, 2.5, 1,000 or 5/2.")
@click.option("--json", "as_json", is_flag=True, help="Print the verdict and outcome as JSON.")
def check_command(problem: str, claimed: str, as_json: bool) -> None:
    """Check a claimed answer X to PROBLEM against what the text proves.

    Prints one of: "confirmed" (our proven answer equals X), "contradicted" (we prove a
    different value; the derivation follows) or "abstained" (we refuse, and say why — the
    claim is neither supported nor refuted).

    Exit code 0 for confirmed and abstained, 1 for contradicted, 2 for usage errors (such as
    an X that is not a number).
    """
    try:
        claim = parse_number(claimed)
    except NotANumber as exc:
        raise click.BadParameter(str(exc), param_hint="--answer") from exc
    verdict, text = check_answer(problem, claim, as_json, solver=solve_traced)
    click.echo(text)
    raise SystemExit(1 if verdict == "contradicted" else 0)


def check_answer(
    problem: str, claim: Fraction, as_json: bool = False, solver: Solver = solve_traced
) -> tuple[str, str]:
    """The verdict on "claim" and the text to print for it."""
    outcome = solver(problem).outcome
    answer = outcome.value if isinstance(outcome, Answer) else None
    verdict = claim_verdict(answer, claim)
    if as_json:
        return verdict, json.dumps(
            {"verdict": verdict, "claim": fraction_text(claim), "outcome": outcome.to_json()},
            indent=2,
            sort_keys=True,
        )
    if isinstance(outcome, Answer):
        proven = f"{fraction_text(outcome.value)} {outcome.unit}".strip()
        if verdict == "confirmed":
            head = f"confirmed: the text proves {proven}"
        else:
            head = f"contradicted: the text proves {proven}, not {fraction_text(claim)}"
        derivation = [
            f"  {step.name} = {step.formula}   ({step.explanation})" for step in outcome.steps
        ]
        rendered = render_outcome(problem, outcome)
        return verdict, "\n".join([head, "derivation:", *derivation, rendered])
    head = f"abstained: refused ({outcome.code.code} at {outcome.stage.value}): {outcome.message}"
    return verdict, "\n".join([head, render_outcome(problem, outcome)])


COMMANDS: list[click.Command] = [eval_command, merge_command, check_command, AUDIT_COMMAND]
