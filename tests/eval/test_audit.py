"""``wordproof audit``: stored certificates re-checked in fresh solvers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import z3
from click.testing import CliRunner

from wordproof.eval.audit import AUDIT_COMMAND, audit_results
from wordproof.proofs.recheck import (
    RecheckError,
    cvc5_available,
    recheck_cvc5,
    recheck_z3,
    split_commands,
)

needs_cvc5 = pytest.mark.skipif(not cvc5_available(), reason="pip install 'wordproof[recheck]'")


def _uniqueness_query(total: int) -> tuple[str, str]:
    """An honest certificate: "a = 3, b = a + 4; can b differ from ``total``?" and Z3's answer
    (unsat when ``total`` is 7, the obligation discharged)."""
    a, b = z3.Reals("a b")
    solver = z3.Solver()
    solver.add(a == z3.Q(3, 1), b == a + z3.Q(4, 1), b != z3.RealVal(total))
    return solver.to_smt2(), str(solver.check())


def _consistency_query() -> tuple[str, str]:
    """An honest sat certificate over integers and reals: a model exists."""
    n = z3.Int("n")
    x = z3.Real("x")
    solver = z3.Solver()
    solver.add(n >= 0, z3.ToReal(n) == x * 2, x == z3.Q(5, 2))
    return solver.to_smt2(), str(solver.check())


def _certificate(
    obligation: str, query: str, result: str, expect: str = "unsat", verdict: str = "discharged"
) -> dict[str, Any]:
    return {
        "obligation": obligation,
        "verdict": verdict,
        "expect": expect,
        "result": result,
        "query": query,
        "core": [],
        "model": {},
        "solver": "z3",
        "detail": "",
    }


def _honest_certificates() -> list[dict[str, Any]]:
    unique, unique_result = _uniqueness_query(7)
    consistent, consistent_result = _consistency_query()
    assert (unique_result, consistent_result) == ("unsat", "sat")
    return [
        _certificate("uniqueness", unique, unique_result),
        _certificate("consistency", consistent, consistent_result, expect="sat"),
    ]


def _write(directory: Path, cases: list[dict[str, Any]]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(case) for case in cases]
    (directory / "results.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return directory


def _answered(case_id: str, certificates: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": case_id,
        "status": "answered",
        "answer": "7",
        "outcome": {"status": "answered", "certificates": certificates},
    }


def _refused(case_id: str) -> dict[str, Any]:
    return {
        "id": case_id,
        "status": "refused",
        "answer": None,
        "outcome": {"status": "refused", "code": "unknown_word"},
    }


# --- recheck ----------------------------------------------------------------------------------


def test_recheck_z3_reproduces_honest_answers() -> None:
    assert recheck_z3(_uniqueness_query(7)[0]) == "unsat"
    assert recheck_z3(_uniqueness_query(8)[0]) == "sat"
    assert recheck_z3(_consistency_query()[0]) == "sat"


def test_recheck_reads_named_assertions_and_check_sat_assuming() -> None:
    query = """(declare-fun x () Real)
(declare-fun e1 () Bool)
(assert (! (= x (/ 3 2)) :named a1)) ; a comment with a ( parenthesis
(assert (=> e1 (distinct (* 4.0 x) 6.0)))
(check-sat-assuming (e1))
(get-unsat-core)
"""
    assert recheck_z3(query) == "unsat"
    assert recheck_z3(query.replace("(check-sat-assuming (e1))", "(check-sat)")) == "sat"


def test_assert_and_track_text_needs_its_literals_stated() -> None:
    """``to_smt2`` writes a tracked assertion as ``(=> literal phi)`` with a free literal, so
    its text alone says nothing; the recheck reports that as "sat", never as a pass."""
    a = z3.Real("a")
    solver = z3.Solver()
    solver.assert_and_track(a == 3, "e1")
    solver.add(a != 3)
    assert solver.check() == z3.unsat
    assert recheck_z3(solver.to_smt2()) == "sat"
    assumed = solver.to_smt2().replace("(check-sat)", "(check-sat-assuming (e1))")
    assert recheck_z3(assumed) == "unsat"


@pytest.mark.parametrize(
    "bad",
    ["(assert (> x 1))(check-sat)", "(declare-fun x () Real) (assert (> x 1)", "check-sat"],
)
def test_unreadable_queries_raise(bad: str) -> None:
    with pytest.raises(RecheckError):
        recheck_z3(bad)


def test_split_commands_respects_quotes_and_comments() -> None:
    script = '; (\n(set-info :source "a "")"" b")\n(declare-fun |x )| () Real) ; )\n(check-sat)'
    assert split_commands(script) == [
        '(set-info :source "a "")"" b")',
        "(declare-fun |x )| () Real)",
        "(check-sat)",
    ]


@needs_cvc5
def test_recheck_cvc5_agrees_with_z3() -> None:
    for query, result in (_uniqueness_query(7), _uniqueness_query(8), _consistency_query()):
        assert recheck_cvc5(query) == result


def test_recheck_cvc5_is_none_without_cvc5(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "cvc5", None)  # makes ``import cvc5`` fail
    assert recheck_cvc5(_uniqueness_query(7)[0]) is None
    assert not cvc5_available()


# --- audit ------------------------------------------------------------------------------------


def test_audit_passes_honest_certificates(tmp_path: Path) -> None:
    directory = _write(tmp_path, [_answered("a1", _honest_certificates()), _refused("r1")])
    report = audit_results(directory, cvc5=False)
    assert report.ok
    assert (report.problems, report.answered, report.certificates) == (2, 1, 2)
    assert report.reproduced == 2
    assert report.lines()[-1].startswith("audited certificates=2 answered=1 problems=2")


def test_audit_flags_a_certificate_whose_result_was_changed(tmp_path: Path) -> None:
    certificates = _honest_certificates()
    certificates[0]["result"] = "sat"  # was unsat
    directory = _write(tmp_path, [_answered("a1", certificates)])
    report = audit_results(directory, cvc5=False)
    assert not report.ok
    assert report.reproduced == 1
    by_solver = {finding.solver: finding for finding in report.mismatches}
    assert by_solver["z3"].stored == "sat" and by_solver["z3"].actual == "unsat"
    assert by_solver["z3"].case == "a1" and by_solver["z3"].obligation == "uniqueness"
    assert "not the expected unsat" in by_solver["record"].detail


def test_audit_flags_a_query_whose_assertions_were_changed(tmp_path: Path) -> None:
    certificates = _honest_certificates()
    certificates[0]["query"] = _uniqueness_query(8)[0]  # now b != 8: satisfiable
    directory = _write(
        tmp_path, [_answered("a1", certificates), _answered("a2", _honest_certificates())]
    )
    report = audit_results(directory, cvc5=False)
    assert [(f.case, f.line, f.index, f.solver, f.actual) for f in report.mismatches] == [
        ("a1", 1, 0, "z3", "sat"),
    ]
    assert "a1 (line 1) certificate 0 uniqueness: stored unsat, z3 says sat" in report.lines()[0]


def test_audit_flags_an_answer_without_certificates_and_unreadable_queries(
    tmp_path: Path,
) -> None:
    broken = _honest_certificates()
    broken[1]["query"] = "(assert (> y 1))"
    directory = _write(tmp_path, [_answered("a1", []), _answered("a2", broken)])
    report = audit_results(directory, cvc5=False)
    details = [(f.case, f.solver, f.actual) for f in report.mismatches]
    assert details == [("a1", "record", ""), ("a2", "z3", "error")]


@needs_cvc5
def test_audit_with_cvc5_checks_twice(tmp_path: Path) -> None:
    certificates = _honest_certificates()
    certificates[0]["result"] = "sat"
    directory = _write(tmp_path, [_answered("a1", certificates)])
    report = audit_results(directory, cvc5=True)
    assert report.solvers == ("z3", "cvc5")
    assert {f.solver for f in report.mismatches} == {"z3", "cvc5", "record"}


def test_audit_names_the_line_of_bad_json(tmp_path: Path) -> None:
    (tmp_path / "results.jsonl").write_text('{"id": "a"}\n{not json\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"results.jsonl:2: not JSON"):
        audit_results(tmp_path, cvc5=False)


# --- command ----------------------------------------------------------------------------------


def test_command_exit_codes(tmp_path: Path) -> None:
    runner = CliRunner()
    honest = _write(tmp_path / "honest", [_answered("a1", _honest_certificates())])
    result = runner.invoke(AUDIT_COMMAND, [str(honest), "--no-cvc5"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1].endswith("mismatches=0 undecided=0")

    certificates = _honest_certificates()
    certificates[1]["result"] = "unsat"
    tampered = _write(tmp_path / "tampered", [_answered("a1", certificates)])
    result = runner.invoke(AUDIT_COMMAND, [str(tampered), "--no-cvc5"])
    assert result.exit_code == 1
    assert "MISMATCH a1 (line 1) certificate 1 consistency: stored unsat, z3 says sat" in (
        result.output
    )

    empty = tmp_path / "empty"
    empty.mkdir()
    result = runner.invoke(AUDIT_COMMAND, [str(empty)])
    assert result.exit_code == 2
    assert "no results.jsonl" in result.output


def test_cvc5_unknown_is_listed_but_does_not_fail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import wordproof.eval.audit as audit

    monkeypatch.setattr(audit, "cvc5_available", lambda: True)
    monkeypatch.setattr(audit, "recheck_cvc5", lambda query: "unknown")
    directory = _write(tmp_path, [_answered("a1", _honest_certificates())])
    report = audit.audit_results(directory)
    assert report.ok and report.solvers == ("z3", "cvc5")
    assert [(f.solver, f.actual) for f in report.undecided] == [("cvc5", "unknown")] * 2
    assert report.lines()[0].startswith("undecided a1 (line 1) certificate 0 uniqueness")
