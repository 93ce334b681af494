"""``wordproof audit DIR``: re-check every certificate of a results directory.

For each answered case in ``DIR/results.jsonl`` every certificate's stored SMT-LIB ``query`` is
run again in a fresh Z3 solver (and in cvc5 when the ``wordproof[recheck]`` extra is installed)
and must give back the stored ``result``. The record itself must also agree with itself: a
"discharged" certificate's result is its ``expect``, a "violated" one's is the other decided
answer, an "unknown" one's is "unknown"; an answer without a certificate is a finding too.

A certificate that does not reproduce is a *mismatch* and fails the audit. cvc5 answering
"unknown" where Z3 decided is not a contradiction: it is listed as *undecided* and does not
fail the audit.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import attrs
import click

from wordproof.proofs.recheck import RESULTS, RecheckError, cvc5_available, recheck_cvc5, recheck_z3

RESULTS_FILE = "results.jsonl"

_VERDICT_RESULTS = {"discharged": "expect", "violated": "other", "unknown": "unknown"}


@attrs.frozen
class Finding:
    """One certificate (or answer) that the audit could not confirm.

    ``solver`` is "z3" or "cvc5" for a recheck, "record" when the stored certificate
    contradicts itself. ``index`` is the certificate's position in the case (-1: the case).
    """

    case: str
    line: int
    index: int
    obligation: str
    solver: str
    stored: str
    actual: str
    detail: str = ""

    def describe(self) -> str:
        where = f"{self.case} (line {self.line})"
        if self.index >= 0:
            where += f" certificate {self.index} {self.obligation}"
        if self.solver == "record":
            return f"{where}: {self.detail}"
        text = f"{where}: stored {self.stored}, {self.solver} says {self.actual}"
        return f"{text} ({self.detail})" if self.detail else text


def _findings(items: Iterable[Finding]) -> tuple[Finding, ...]:
    return tuple(items)


def _names(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


@attrs.frozen
class AuditReport:
    """What ``audit_results`` found. ``ok`` when every certificate reproduced."""

    path: Path
    problems: int
    answered: int
    certificates: int
    solvers: tuple[str, ...] = attrs.field(converter=_names)
    mismatches: tuple[Finding, ...] = attrs.field(converter=_findings)
    undecided: tuple[Finding, ...] = attrs.field(default=(), converter=_findings)

    @property
    def ok(self) -> bool:
        return not self.mismatches

    @property
    def reproduced(self) -> int:
        """Certificates with no mismatch (an answer without certificates has none to count)."""
        failed = {(f.line, f.index) for f in self.mismatches if f.index >= 0}
        return self.certificates - len(failed)

    def summary_line(self) -> str:
        solvers = "+".join(self.solvers)
        return (
            f"audited certificates={self.certificates} answered={self.answered} "
            f"problems={self.problems} solvers={solvers}: reproduced={self.reproduced} "
            f"mismatches={len(self.mismatches)} undecided={len(self.undecided)}"
        )

    def lines(self) -> list[str]:
        """Human-readable lines: each mismatch, each undecided recheck, then the summary."""
        out = [f"MISMATCH {finding.describe()}" for finding in self.mismatches]
        out += [f"undecided {finding.describe()}" for finding in self.undecided]
        out.append(self.summary_line())
        return out


Checker = Callable[[str], "str | None"]


def audit_results(directory: Path | str, *, cvc5: bool | None = None) -> AuditReport:
    """Re-check every certificate in ``directory/results.jsonl``.

    ``cvc5``: True requires the cvc5 recheck (``RuntimeError`` if the extra is missing), False
    skips it, None uses it when it is installed. Raises ``ValueError`` naming the file and line
    for a line that is not a JSON object, ``FileNotFoundError`` when there is no results file.
    """
    path = Path(directory) / RESULTS_FILE
    use_cvc5 = cvc5_available() if cvc5 is None else cvc5
    if use_cvc5 and not cvc5_available():
        raise RuntimeError("cvc5 is not installed: pip install 'wordproof[recheck]'")
    checkers: list[tuple[str, Checker]] = [("z3", _cached(recheck_z3))]
    if use_cvc5:
        checkers.append(("cvc5", _cached(recheck_cvc5)))

    problems = answered = certificates = 0
    mismatches: list[Finding] = []
    undecided: list[Finding] = []
    for line, case in _read_cases(path):
        problems += 1
        if case.get("status") != "answered":
            continue
        answered += 1
        case_id = str(case.get("id"))
        outcome = case.get("outcome") or {}
        certs = outcome.get("certificates") if isinstance(outcome, dict) else None
        if not certs:
            mismatches.append(
                Finding(case_id, line, -1, "", "record", "", "", "answered without certificates")
            )
            continue
        for index, cert in enumerate(certs):
            certificates += 1
            found = _check_certificate(case_id, line, index, cert, checkers)
            mismatches += [f for f in found if not _is_undecided(f)]
            undecided += [f for f in found if _is_undecided(f)]
    return AuditReport(
        path=path,
        problems=problems,
        answered=answered,
        certificates=certificates,
        solvers=tuple(name for name, _ in checkers),
        mismatches=mismatches,
        undecided=undecided,
    )


def _check_certificate(
    case: str, line: int, index: int, cert: Any, checkers: list[tuple[str, Checker]]
) -> list[Finding]:
    if not isinstance(cert, dict):
        return [Finding(case, line, index, "", "record", "", "", "certificate is not an object")]
    obligation = str(cert.get("obligation", ""))
    stored = str(cert.get("result", ""))

    def record(detail: str) -> Finding:
        return Finding(case, line, index, obligation, "record", stored, "", detail)

    query = cert.get("query")
    if not isinstance(query, str) or not query.strip():
        return [record("certificate has no query text")]
    if stored not in RESULTS:
        return [record(f"stored result {stored!r} is not one of {', '.join(RESULTS)}")]
    findings: list[Finding] = []
    consistency = _verdict_problem(
        str(cert.get("verdict", "")), str(cert.get("expect", "")), stored
    )
    if consistency:
        findings.append(record(consistency))
    for name, check in checkers:
        try:
            actual = check(query)
        except RecheckError as error:
            findings.append(
                Finding(case, line, index, obligation, name, stored, "error", str(error))
            )
            continue
        if actual is not None and actual != stored:
            findings.append(Finding(case, line, index, obligation, name, stored, actual))
    return findings


def _verdict_problem(verdict: str, expect: str, result: str) -> str:
    """Why the stored verdict does not follow from ``expect`` and ``result`` ("" if it does)."""
    rule = _VERDICT_RESULTS.get(verdict)
    if rule is None:
        return f"unknown verdict {verdict!r}"
    if rule != "unknown" and expect not in ("sat", "unsat"):
        return f"verdict {verdict} with expect {expect!r}"
    if rule == "expect" and result != expect:
        return f"verdict discharged but result {result} is not the expected {expect}"
    if rule == "other" and result in (expect, "unknown"):
        return f"verdict violated but result is {result} (expected answer {expect})"
    if rule == "unknown" and result != "unknown":
        return f"verdict unknown but result is {result}"
    return ""


def _is_undecided(finding: Finding) -> bool:
    return finding.solver == "cvc5" and finding.actual == "unknown"


def _cached(check: Callable[[str], str | None]) -> Checker:
    """``check`` memoised on the query text: identical text gives the identical answer."""
    memo: dict[str, str | None | RecheckError] = {}

    def cached(query: str) -> str | None:
        if query not in memo:
            try:
                memo[query] = check(query)
            except RecheckError as error:
                memo[query] = error
        value = memo[query]
        if isinstance(value, RecheckError):
            raise value
        return value

    return cached


def _read_cases(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open(encoding="utf-8") as handle:
        for number, text in enumerate(handle, start=1):
            if not text.strip():
                continue
            try:
                case = json.loads(text)
            except json.JSONDecodeError as error:
                raise ValueError(f"{path}:{number}: not JSON: {error.msg}") from error
            if not isinstance(case, dict):
                raise ValueError(f"{path}:{number}: expected a JSON object per line")
            yield number, case


class _InputError(click.ClickException):
    exit_code = 2


@click.command("audit")
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "--cvc5/--no-cvc5",
    "use_cvc5",
    default=None,
    help="Also recheck in cvc5 (default: when the wordproof[recheck] extra is installed).",
)
def audit_command(directory: Path, use_cvc5: bool | None) -> None:
    """Re-check every certificate in DIRECTORY/results.jsonl in a fresh solver.

    Exit 0 when every certificate reproduces, 1 when any does not, 2 for unreadable input.
    """
    try:
        report = audit_results(directory, cvc5=use_cvc5)
    except FileNotFoundError as error:
        raise _InputError(f"no {RESULTS_FILE} in {directory}: {error.strerror}") from error
    except (ValueError, RuntimeError) as error:
        raise _InputError(str(error)) from error
    for text in report.lines():
        click.echo(text)
    raise SystemExit(0 if report.ok else 1)


AUDIT_COMMAND: click.Command = audit_command
