"""Every input format read into Problems, and every bad file named with its line."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from wordproof.eval.datasets import DatasetError, Problem, load, load_all, select


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_json_lines(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "dev.jsonl",
        '{"id": "a-1", "source": "asdiv", "question": "Q one?", "answer": "9", "type": "Sum"}\n'
        "\n"
        '{"id": 7, "question": "Q two?", "answer": 2.50}\n'
        '{"id": "a-3", "question": "Q three?"}\n'
        '{"id": "a-4", "question": "Q four?", "answer": "1,000"}\n',
    )
    assert load(path) == (
        Problem("a-1", "asdiv", "Q one?", Fraction(9), str(path), 0, 1, "Sum"),
        Problem("7", "dev", "Q two?", Fraction(5, 2), str(path), 1, 3),
        Problem("a-3", "dev", "Q three?", None, str(path), 2, 4),
        Problem("a-4", "dev", "Q four?", Fraction(1000), str(path), 3, 5),
    )


def test_gsm8k_native_rows(tmp_path: Path) -> None:
    rows = [
        {"question": "Natalia sold 48 clips?", "answer": "She sold 48/2 = <<48/2=24>>24.\n#### 72"},
        {"question": "Weng earns $12?", "answer": "12/60 = 0.2\n#### 1,200"},
    ]
    path = write(tmp_path, "train.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
    problems = load(path)
    assert [(p.id, p.source, p.gold, p.line) for p in problems] == [
        ("train-00001", "train", Fraction(72), 1),
        ("train-00002", "train", Fraction(1200), 2),
    ]


def test_svamp_array(tmp_path: Path) -> None:
    items = [
        {"ID": "chal-1", "Body": "Each pack has 6 eggs. ", "Question": "How many eggs in 3 packs?",
         "Equation": "( 6.0 * 3.0 )", "Answer": 18.0, "Type": "Multiplication"},
        {"Body": "A has 0.1 kg.", "Question": "How much?", "Answer": 0.1},
    ]
    path = write(tmp_path, "svamp.json", json.dumps(items, indent=2))
    first, second = load(path)
    assert first == Problem(
        "chal-1", "svamp", "Each pack has 6 eggs. How many eggs in 3 packs?", Fraction(18),
        str(path), 0, 2, "Multiplication",
    )
    assert (second.id, second.gold, second.line) == ("svamp-00002", Fraction(1, 10), 10)


def test_mawps_array(tmp_path: Path) -> None:
    items = [
        {"iIndex": 1, "sQuestion": "Joan has 5 books. How many?", "lSolutions": [5.0],
         "lEquations": ["X=5"]},
        {"iIndex": 2, "sQuestion": "Nobody knows?", "lSolutions": []},
    ]
    path = write(tmp_path, "mawps.json", json.dumps(items))
    assert load(path) == (
        Problem("1", "mawps", "Joan has 5 books. How many?", Fraction(5), str(path), 0, 1),
        Problem("2", "mawps", "Nobody knows?", None, str(path), 1, 1),
    )


ASDIV = """<?xml version="1.0" encoding="UTF-8"?>
<Machine-Reading-Corpus-File>
  <ProblemSet>
    <Problem ID="nluds-0001" Grade="1" Source="http://example.org">
      <Body>Seven red apples and two green apples are in the basket.</Body>
      <Question>How many apples are in the basket?</Question>
      <Solution-Type>Addition</Solution-Type>
      <Answer>9 (apples)</Answer>
      <Formula>7+2=9</Formula>
    </Problem>
    <Problem ID="nluds-0002" Grade="2">
      <Body>A cake needs 1/2 cup of sugar &amp; more.</Body>
      <Question>How much?</Question>
      <Answer>0.5 (cup)</Answer>
    </Problem>
    <Problem ID="nluds-0003" Grade="2">
      <Body>Some cats and dogs.</Body>
      <Question>How many cats and how many dogs?</Question>
      <Answer>3 (cats); 4 (dogs)</Answer>
    </Problem>
  </ProblemSet>
</Machine-Reading-Corpus-File>
"""


def test_asdiv_xml(tmp_path: Path) -> None:
    path = write(tmp_path, "ASDiv.xml", ASDIV)
    assert load(path) == (
        Problem(
            "nluds-0001", "ASDiv",
            "Seven red apples and two green apples are in the basket. "
            "How many apples are in the basket?",
            Fraction(9), str(path), 0, 4, "Addition",
        ),
        Problem("nluds-0002", "ASDiv", "A cake needs 1/2 cup of sugar & more. How much?",
                Fraction(1, 2), str(path), 1, 11),
        # An answer that is not one number leaves the row unlabeled.
        Problem("nluds-0003", "ASDiv", "Some cats and dogs. How many cats and how many dogs?",
                None, str(path), 2, 16),
    )


@pytest.mark.parametrize(
    ("name", "text", "line", "words"),
    [
        ("bad.jsonl", '{"id": "a", "question": "Q?"}\n{"id": "b", "question": \n', 2, "not JSON"),
        ("bad.jsonl", '{"id": "a", "question": "Q?"}\n\n[1, 2]\n', 3, "expected a JSON object"),
        ("bad.jsonl", '{"question": "Q?", "answer": "7"}\n', 1, "needs an 'id'"),
        ("bad.jsonl", '{"id": "a", "question": 5}\n', 1, "'question' must be text"),
        ("bad.jsonl", '{"id": "a", "question": "Q?", "answer": "seven"}\n', 1, "not one number"),
        ("bad.jsonl", '{"id": "a", "question": "Q?"}\n{"id": "a", "question": "R?"}\n', 2,
         "already used at"),
        ("bad.json", '[\n  {"Body": "B", "Question": "Q", "Answer": 1},\n  {"x": 1}\n]', 3,
         "expected SVAMP fields"),
        ("bad.json", '[\n  {"sQuestion": "Q", "lSolutions": [1]}\n  {"sQuestion": "R"}\n]', 3,
         "expected ',' or ']'"),
        ("bad.json", '[\n  {"sQuestion": "Q", "lSolutions": [1]},\n  {"sQuestion": \n]', 4,
         "not JSON"),
        ("bad.xml", "<a>\n<Problem ID='1'>\n<Body>B</Body>\n</Problem>\n</a>\n", 2,
         "without <Question>"),
        ("bad.xml", "<a>\n<Problem>\n<Body>B</Body>\n</a>\n", 4, "not XML"),
        ("bad.xml", "<a>\n<b/>\n</a>\n", 1, "no <Problem> elements"),
        ("bad.txt", "\n\nHow many apples?\n", 3, "expected JSON Lines"),
        ("empty.jsonl", "  \n", 1, "empty"),
    ],
)
def test_bad_files_name_the_file_and_line(
    tmp_path: Path, name: str, text: str, line: int, words: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(DatasetError) as caught:
        load_all([path])
    assert (caught.value.file, caught.value.line) == (str(path), line)
    assert words in str(caught.value)
    assert str(caught.value).startswith(f"{path}, line {line}: ")


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    one = write(tmp_path, "one.jsonl", '{"id": "x", "question": "Q?"}\n')
    two = write(
        tmp_path, "two.jsonl", '{"id": "y", "question": "Q?"}\n{"id": "x", "question": "R?"}\n'
    )
    message = r"two.jsonl, line 2: the id 'x' was already used at .*one.jsonl, line 1"
    with pytest.raises(DatasetError, match=message):
        load_all([one, two])


def test_select_filters_then_limits_each_file_then_shards(tmp_path: Path) -> None:
    one = write(tmp_path, "one.jsonl", "".join(
        json.dumps({"id": f"one-{i}", "question": "Q?"}) + "\n" for i in range(6)))
    two = write(tmp_path, "two.jsonl", "".join(
        json.dumps({"id": f"two-{i}", "question": "Q?"}) + "\n" for i in range(6)))
    problems = load_all([one, two])
    assert [p.id for p in select(problems, limit=2)] == ["one-0", "one-1", "two-0", "two-1"]
    assert [p.id for p in select(problems, pattern=r"[135]$", limit=2)] == [
        "one-1", "one-3", "two-1", "two-3"]
    assert [p.id for p in select(problems, pattern="^two", shard=(1, 3))] == ["two-1", "two-4"]
    shards = [select(problems, shard=(i, 4)) for i in range(4)]
    assert sorted(p.id for s in shards for p in s) == sorted(p.id for p in problems)
