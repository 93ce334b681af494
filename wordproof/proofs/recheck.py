"""Re-run a certificate's stored SMT-LIB query in a fresh solver, independent of the gateway.

A certificate is only worth something if its text alone reproduces its answer. These functions
read nothing but the text: a new Z3 solver (``recheck_z3``) or, when the optional
``wordproof[recheck]`` extra is installed, cvc5 (``recheck_cvc5``). Both answer "sat", "unsat"
or "unknown"; a script that cannot be read raises ``RecheckError``.

The script is read as one check: its assertions, then the first ``(check-sat)`` or
``(check-sat-assuming (l ...))``. Z3's ``from_string`` ignores check commands, so for Z3 the
assumed literals of a ``check-sat-assuming`` are asserted instead, which is the same check.
A query written by ``Solver.to_smt2()`` after ``assert_and_track`` keeps each tracked
assertion as ``(=> literal phi)`` with a free literal: such text only reproduces an ``unsat``
if it also states the literals (``(assert literal)`` or ``check-sat-assuming``).
"""

from __future__ import annotations

import re

import z3

Z3_RLIMIT = 200_000_000
"""Resource limit for a recheck: far above any word problem's need, so that an honest
certificate reproduces, while a pathological query stops with "unknown" at the same point on
every machine."""

CVC5_RLIMIT = 200_000_000
SEED = 0

RESULTS = ("sat", "unsat", "unknown")


class RecheckError(ValueError):
    """The query text is not a script a solver can read."""


def recheck_z3(query: str, *, rlimit: int = Z3_RLIMIT) -> str:
    """Check ``query`` in a fresh ``z3.Solver()``: "sat", "unsat" or "unknown"."""
    script = "\n".join(_z3_commands(split_commands(query)))
    solver = z3.Solver()
    solver.set("rlimit", rlimit)
    solver.set("random_seed", SEED)
    try:
        solver.from_string(script)
    except z3.Z3Exception as error:
        raise RecheckError(f"z3 cannot read the query: {_z3_message(error)}") from error
    return str(solver.check())


def cvc5_available() -> bool:
    """Whether the optional cvc5 bindings (extra ``wordproof[recheck]``) are importable."""
    try:
        import cvc5  # noqa: F401  (probe only)
    except ImportError:
        return False
    return True


def recheck_cvc5(query: str, *, rlimit: int = CVC5_RLIMIT) -> str | None:
    """Check ``query`` with cvc5's SMT-LIB parser: "sat", "unsat" or "unknown".

    None when cvc5 is not installed. Commands after the first check (``get-model``,
    ``get-unsat-core``, ...) are not run: they ask for output, not for a different answer.
    """
    try:
        import cvc5
    except ImportError:
        return None
    commands = split_commands(query)
    term_manager = cvc5.TermManager()
    solver = cvc5.Solver(term_manager)
    solver.setOption("rlimit-per", str(rlimit))
    solver.setOption("seed", str(SEED))
    if not any(_head(command) == "set-logic" for command in commands):
        # cvc5 warns on stderr for every script without a logic; ALL is what it would pick.
        solver.setLogic("ALL")
    symbols = cvc5.SymbolManager(term_manager)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, "\n".join(commands), "certificate")
    while True:
        try:
            command = parser.nextCommand()
        except RuntimeError as error:
            raise RecheckError(f"cvc5 cannot read the query: {error}") from error
        if command.isNull():
            break
        output = str(command.invoke(solver, symbols)).strip()
        if output.startswith("(error"):
            raise RecheckError(f"cvc5 rejects {command.getCommandName()}: {output}")
        if command.getCommandName() in ("check-sat", "check-sat-assuming"):
            return _result(output, "cvc5")
    return _result(str(solver.checkSat()), "cvc5")


def split_commands(script: str) -> list[str]:
    """The top-level commands of an SMT-LIB script, comments dropped.

    Respects ``|quoted symbols|`` and ``"strings"`` (``""`` is an escaped quote inside one),
    so parentheses inside them do not count. Raises ``RecheckError`` on unbalanced text or on
    text outside a command.
    """
    return _top_level(script, atoms=False)


def _top_level(script: str, *, atoms: bool) -> list[str]:
    """The top-level s-expressions of ``script``; bare atoms are allowed when ``atoms``."""
    elements: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(script)
    while i < n:
        c = script[i]
        if c == ";":
            end = script.find("\n", i)
            i = n if end < 0 else end + 1
            continue
        if c.isspace():
            i += 1
            continue
        if depth == 0:
            start = i
        if c == "|":
            end = script.find("|", i + 1)
            if end < 0:
                raise RecheckError(f"unterminated |symbol| at character {i}")
            i = end + 1
        elif c == '"':
            i = _string_end(script, i)
        elif c == "(":
            depth += 1
            i += 1
        elif c == ")":
            depth -= 1
            if depth < 0:
                raise RecheckError(f"unbalanced ')' at character {i}")
            i += 1
        else:
            while i < n and not script[i].isspace() and script[i] not in '();|"':
                i += 1
        if depth == 0:
            if not atoms and script[start] != "(":
                raise RecheckError(
                    f"text outside a command at character {start}: {script[start : start + 20]!r}"
                )
            elements.append(script[start:i])
    if depth != 0:
        raise RecheckError("unbalanced '(': the script ends inside a command")
    return elements


def _string_end(script: str, i: int) -> int:
    """The index just past the string literal that opens at ``i``."""
    i += 1
    while True:
        end = script.find('"', i)
        if end < 0:
            raise RecheckError("unterminated string literal")
        if not script.startswith('""', end):
            return end + 1
        i = end + 2


_HEAD = re.compile(r"\(\s*([^\s()]+)")


def _head(command: str) -> str:
    match = _HEAD.match(command)
    return match.group(1) if match else ""


def _z3_commands(commands: list[str]) -> list[str]:
    """The script Z3 should read: everything up to the first check, with the literals of a
    ``check-sat-assuming`` asserted (``from_string`` would silently drop them)."""
    kept: list[str] = []
    for command in commands:
        head = _head(command)
        if head == "check-sat":
            break
        if head == "check-sat-assuming":
            inner = command[command.index(head) + len(head) : command.rindex(")")].strip()
            if not (inner.startswith("(") and inner.endswith(")")):
                raise RecheckError(f"check-sat-assuming without a literal list: {command}")
            kept.extend(f"(assert {literal})" for literal in _elements(inner[1:-1]))
            break
        kept.append(command)
    return kept


def _elements(text: str) -> list[str]:
    """The space-separated s-expressions (atoms or lists) in ``text``."""
    return _top_level(text, atoms=True)


def _result(text: str, solver: str) -> str:
    answer = text.strip()
    if answer not in RESULTS:
        raise RecheckError(f"{solver} answered {answer!r} to the check")
    return answer


def _z3_message(error: z3.Z3Exception) -> str:
    value = error.value
    text = value.decode() if isinstance(value, bytes) else str(value)
    return text.strip()
