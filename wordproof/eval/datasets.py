"""Problem sets in: each supported file format read into :class:`Problem` values.

The format is detected from the content, never the file name:

* JSON Lines, one object a line with ``id``, ``question`` and optional ``answer`` (a number or
  a numeric string), ``source`` and ``type`` — the project's development files;
* GSM8K's native JSON Lines rows, ``question`` and an ``answer`` whose last line is
  ``#### 18``; with no ``id``, the id is ``f"{file stem}-{line:05d}"``;
* SVAMP, a JSON array of ``{"ID", "Body", "Question", "Answer"}``; the question is Body and
  Question joined by a space;
* MAWPS, a JSON array of ``{"iIndex", "sQuestion", "lSolutions"}``; the gold is the first
  solution;
* ASDiv XML, ``<Problem ID=..>`` elements with ``Body``, ``Question``, ``Solution-Type`` and an
  ``Answer`` such as ``9 (apples)``, whose gold is that one number. An answer that is not one
  number (``3 (cats); 4 (dogs)``) leaves the row unlabeled.

A row without a gold answer is unlabeled: solved, never judged. Anything else is a
:class:`DatasetError` naming the file and the line. JSON numbers are read as written
(``27.0`` is 27, ``0.1`` is 1/10).
"""

from __future__ import annotations

import json
import re
import xml.parsers.expat
from collections.abc import Iterator, Sequence
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import attrs

from wordproof.eval.gold import NotANumber, number_from_json, parse_number


@attrs.frozen
class Problem:
    """One problem to solve: where it came from, its text and its gold answer if labeled."""

    id: str
    source: str
    question: str
    gold: Fraction | None
    file: str  # the path as given
    index: int  # 0-based position among the file's problems
    line: int  # 1-based line where the row starts
    kind: str | None = None  # the dataset's problem type, when it has one (ASDiv, SVAMP)


class DatasetError(Exception):
    """A file that cannot be read as a problem set, with the line that shows it (0 when the
    trouble is the file as a whole, such as a file that cannot be opened)."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}, line {line}: {message}" if line else f"{file}: {message}")
        self.file = file
        self.line = line
        self.message = message


def load(path: str | Path) -> tuple[Problem, ...]:
    """Every problem in the file at ``path``, in file order."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise DatasetError(name, 0, f"cannot read the file: {exc.strerror}") from exc
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DatasetError(name, line, "the file is not UTF-8 text") from exc
    start = len(text) - len(text.lstrip())
    if start == len(text):
        raise DatasetError(name, 1, "the file is empty")
    first = text[start]
    if first == "<":
        problems = _load_asdiv_xml(name, text)
    elif first == "[":
        problems = _load_json_array(name, text, start)
    elif first == "{":
        problems = _load_json_lines(name, text)
    else:
        raise DatasetError(
            name,
            text.count("\n", 0, start) + 1,
            "expected JSON Lines (one object a line), a JSON array (SVAMP, MAWPS) or ASDiv "
            f"XML; the file starts with {text[start:start + 30]!r}",
        )
    if not problems:
        raise DatasetError(name, 1, "the file holds no problems")
    return problems


def load_all(paths: Sequence[str | Path]) -> tuple[Problem, ...]:
    """The problems of every file in order; an id seen twice is a :class:`DatasetError`."""
    problems: list[Problem] = []
    seen: dict[str, Problem] = {}
    for path in paths:
        for problem in load(path):
            earlier = seen.get(problem.id)
            if earlier is not None:
                raise DatasetError(
                    problem.file,
                    problem.line,
                    f"the id {problem.id!r} was already used at {earlier.file}, "
                    f"line {earlier.line}",
                )
            seen[problem.id] = problem
            problems.append(problem)
    return tuple(problems)


def select(
    problems: Sequence[Problem],
    pattern: str | None = None,
    limit: int | None = None,
    shard: tuple[int, int] | None = None,
) -> tuple[Problem, ...]:
    """The problems an eval runs: ids matching ``pattern`` (``re.search``), then the first
    ``limit`` of each file, then those whose ``index % count == number`` for
    ``shard = (number, count)``."""
    regex = re.compile(pattern) if pattern is not None else None
    taken: dict[str, int] = {}
    chosen: list[Problem] = []
    for problem in problems:
        if regex is not None and not regex.search(problem.id):
            continue
        if limit is not None:
            if taken.get(problem.file, 0) >= limit:
                continue
            taken[problem.file] = taken.get(problem.file, 0) + 1
        if shard is not None and problem.index % shard[1] != shard[0]:
            continue
        chosen.append(problem)
    return tuple(chosen)


# --- JSON Lines: the project's rows and GSM8K's native rows --------------------------------


def json_objects(name: str, text: str) -> Iterator[tuple[int, dict[str, object]]]:
    """(line number, object) for each non-blank line of a JSON Lines text; a line that is
    not a JSON object is an error naming the file and the line."""
    for number, raw in enumerate(text.split("\n"), start=1):
        if not raw.strip():
            continue
        try:
            row = json.loads(raw, parse_float=Decimal)
        except json.JSONDecodeError as exc:
            raise DatasetError(name, number, f"not JSON ({exc.msg}, column {exc.colno})") from exc
        if not isinstance(row, dict):
            raise DatasetError(name, number, f"expected a JSON object, found {raw.strip()[:40]!r}")
        yield number, row


def _load_json_lines(name: str, text: str) -> tuple[Problem, ...]:
    stem = Path(name).stem
    problems: list[Problem] = []
    for number, row in json_objects(name, text):
        question = _text_field(name, number, row, "question")
        answer = row.get("answer")
        native = isinstance(answer, str) and "####" in answer
        if native:
            assert isinstance(answer, str)
            answer = answer.rsplit("####", 1)[1].strip()
        if "id" in row:
            ident = _id_field(name, number, row["id"], "id")
        elif native:
            ident = f"{stem}-{number:05d}"
        else:
            raise DatasetError(
                name,
                number,
                "a row needs an 'id' (JSON Lines) or an 'answer' ending in '#### N' (GSM8K); "
                f"found the fields {sorted(row)}",
            )
        problems.append(
            Problem(
                id=ident,
                source=_optional_text(name, number, row, "source") or stem,
                question=question,
                gold=_gold(name, number, answer),
                file=name,
                index=len(problems),
                line=number,
                kind=_optional_text(name, number, row, "type"),
            )
        )
    return tuple(problems)


# --- JSON arrays: SVAMP and MAWPS -----------------------------------------------------------


def _load_json_array(name: str, text: str, start: int) -> tuple[Problem, ...]:
    stem = Path(name).stem
    problems: list[Problem] = []
    for ordinal, (line, element) in enumerate(_array_elements(name, text, start), start=1):
        if not isinstance(element, dict):
            raise DatasetError(name, line, f"expected a JSON object, found {element!r:.40}")
        if "sQuestion" in element:  # MAWPS
            ident = element.get("iIndex")
            solutions = element.get("lSolutions")
            if solutions is not None and not isinstance(solutions, list):
                raise DatasetError(name, line, f"'lSolutions' is not a list: {solutions!r:.40}")
            question = _text_field(name, line, element, "sQuestion")
            gold = _gold(name, line, solutions[0] if solutions else None)
            kind = None
        elif "Body" in element or "Question" in element:  # SVAMP
            ident = element.get("ID")
            body = _text_field(name, line, element, "Body")
            question = f"{body.strip()} {_text_field(name, line, element, 'Question').strip()}"
            gold = _gold(name, line, element.get("Answer"))
            kind = _optional_text(name, line, element, "Type")
        else:
            raise DatasetError(
                name,
                line,
                "expected SVAMP fields (Body, Question, Answer) or MAWPS fields (iIndex, "
                f"sQuestion, lSolutions); found {sorted(element)}",
            )
        problems.append(
            Problem(
                id=(
                    _id_field(name, line, ident, "ID/iIndex")
                    if ident is not None
                    else f"{stem}-{ordinal:05d}"
                ),
                source=stem,
                question=question.strip(),
                gold=gold,
                file=name,
                index=len(problems),
                line=line,
                kind=kind,
            )
        )
    return tuple(problems)


def _skip_space(text: str, position: int) -> int:
    while position < len(text) and text[position].isspace():
        position += 1
    return position


def _array_elements(name: str, text: str, start: int) -> Iterator[tuple[int, object]]:
    """The elements of the top-level JSON array in ``text`` with the line each starts on."""
    decoder = json.JSONDecoder(parse_float=Decimal)
    counted, line = 0, 1

    def line_at(position: int) -> int:
        nonlocal counted, line
        line += text.count("\n", counted, position)
        counted = position
        return line

    position = _skip_space(text, start + 1)
    if text.startswith("]", position):
        rest = _skip_space(text, position + 1)
        if rest != len(text):
            raise DatasetError(name, line_at(rest), "text after the end of the JSON array")
        return
    while True:
        try:
            value, end = decoder.raw_decode(text, position)
        except json.JSONDecodeError as exc:
            message = f"not JSON ({exc.msg}, column {exc.colno})"
            raise DatasetError(name, exc.lineno, message) from exc
        yield line_at(position), value
        position = _skip_space(text, end)
        if text.startswith(",", position):
            position = _skip_space(text, position + 1)
            continue
        if text.startswith("]", position):
            rest = _skip_space(text, position + 1)
            if rest != len(text):
                raise DatasetError(name, line_at(rest), "text after the end of the JSON array")
            return
        raise DatasetError(
            name, line_at(position), f"expected ',' or ']' in the JSON array, found "
            f"{text[position:position + 20]!r}"
        )


# --- ASDiv XML ------------------------------------------------------------------------------

_ASDIV_ANSWER = re.compile(r"\s*(?P<number>[^()]*?)\s*(?:\([^()]*\))?\s*")


def _load_asdiv_xml(name: str, text: str) -> tuple[Problem, ...]:
    stem = Path(name).stem
    parser = xml.parsers.expat.ParserCreate()
    rows: list[tuple[int, dict[str, str], dict[str, str]]] = []  # line, attributes, children
    stack: list[str] = []
    field: list[str] = []

    def start(tag: str, attributes: dict[str, str]) -> None:
        stack.append(tag)
        if tag == "Problem":
            rows.append((parser.CurrentLineNumber, dict(attributes), {}))
        field.clear()

    def end(tag: str) -> None:
        stack.pop()
        if rows and stack and stack[-1] == "Problem":
            rows[-1][2][tag] = "".join(field)
        field.clear()

    def data(chunk: str) -> None:
        field.append(chunk)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    try:
        parser.Parse(text, True)
    except xml.parsers.expat.ExpatError as exc:
        raise DatasetError(
            name, exc.lineno, f"not XML ({xml.parsers.expat.errors.messages[exc.code]})"
        ) from exc
    if not rows:
        raise DatasetError(name, 1, "an XML file with no <Problem> elements (expected ASDiv)")
    problems: list[Problem] = []
    for ordinal, (line, attributes, children) in enumerate(rows, start=1):
        for needed in ("Body", "Question"):
            if needed not in children:
                raise DatasetError(name, line, f"a <Problem> without <{needed}>")
        gold = None
        if "Answer" in children:
            match = _ASDIV_ANSWER.fullmatch(children["Answer"])
            if match is not None:
                try:
                    gold = parse_number(match["number"])
                except NotANumber:
                    gold = None  # not one number: the row is unlabeled
        body, question = children["Body"].strip(), children["Question"].strip()
        problems.append(
            Problem(
                id=attributes.get("ID") or f"{stem}-{ordinal:05d}",
                source=stem,
                question=f"{body} {question}".strip(),
                gold=gold,
                file=name,
                index=len(problems),
                line=line,
                kind=children.get("Solution-Type", "").strip() or None,
            )
        )
    return tuple(problems)


# --- fields ---------------------------------------------------------------------------------


def _text_field(name: str, line: int, row: dict[str, object], key: str) -> str:
    value = row.get(key)
    if not isinstance(value, str):
        found = "no such field" if key not in row else f"{value!r:.40}"
        raise DatasetError(name, line, f"the field {key!r} must be text; found {found}")
    return value


def _optional_text(name: str, line: int, row: dict[str, object], key: str) -> str | None:
    value = row.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise DatasetError(name, line, f"the field {key!r} must be text; found {value!r:.40}")
    return value


def _id_field(name: str, line: int, value: object, key: str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int) or value == "":
        raise DatasetError(name, line, f"the {key} must be text or a whole number; found {value!r}")
    return str(value)


def _gold(name: str, line: int, value: object) -> Fraction | None:
    if value is None:
        return None
    try:
        return number_from_json(value)
    except NotANumber as exc:
        raise DatasetError(name, line, f"the gold answer {value!r} is not one number") from exc
