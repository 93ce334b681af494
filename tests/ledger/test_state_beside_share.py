"""Some of the things shared into parts, or paid for one by one, told in a state ("are absent",
"were broken") with no word of whether they count: refused; without the state, or with a kind
that is no state ("are girls"), the same texts answer (s29-rev2b). Texts invented for these tests."""

from __future__ import annotations

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("90 campers go to the lake. Each boat can carry 8 campers. How many boats are needed?", 12),
    ("There are 96 campers. 40 of the campers are girls. Each boat can carry 8 campers. "
     "How many boats are needed?", 12),
    ("A farmer has 75 eggs. He puts 12 eggs in each carton. How many cartons are full?", 6),
    ("Nora earns $5 for each vase she packs. Nora packed 10 vases. How much money did Nora earn?", 50),
]

REFUSED = [
    "90 campers go to the lake. Each boat can carry 8 campers. 10 campers are sick. "
    "How many boats are needed?",
    "There are 90 campers. 10 campers were absent. Each boat can carry 8 campers. How many boats are needed?",
    "A farmer has 75 eggs. 5 eggs are cracked. He puts 12 eggs in each carton. How many cartons are full?",
    "Nora earns $5 for each vase she packs. Nora packed 10 vases. 3 vases were broken. "
    "How much money did Nora earn?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answers(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refuses(text: str) -> None:
    assert_refuses(text)
