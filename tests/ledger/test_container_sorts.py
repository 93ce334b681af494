"""Contents of two sorts of one container: "9 indoor tables and 11 outdoor tables. Each indoor
table has 10 chairs. Each outdoor table has 3 chairs." Each rate keeps its describing words and
counts only its own sort; refused when a sort held has no rate of its own, when the sorts are
not told apart (a small table may be red) or when a container is held by the bare noun."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("A hall has 6 round tables and 4 square tables. Each round table has 8 chairs, and each square "
     "table has 4 chairs. How many chairs are there in all?", 64, "chairs"),
    ("Pia has 3 red crates and 5 blue crates. Each red crate holds 12 plums. Each blue crate holds 7 "
     "plums. How many plums does Pia have?", 71, "plums"),
    ("A dock has 2 small boats and 3 large boats. Each small boat has 4 oars. Each large boat has 10 "
     "oars. How many oars does the dock have?", 38, "oars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_contents_of_container_sorts(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # the blue crates hold plums the story does not count
    "Pia has 3 red crates and 5 blue crates. Each red crate holds 12 plums. How many plums does Pia have?",
    # a small crate may be red: the sorts are not told apart
    "Pia has 3 red crates and 5 small crates. Each red crate holds 12 plums. Each small crate holds 7 "
    "plums. How many plums does Pia have?",
    # crates of no sort told: which of them are red?
    "Pia has 8 crates. Each red crate holds 12 plums. Each blue crate holds 7 plums. How many plums "
    "does Pia have?",
    # a third sort with no rate
    "Pia has 3 red crates, 5 blue crates and 2 green crates. Each red crate holds 12 plums. Each blue "
    "crate holds 7 plums. How many plums does Pia have?",
    # the blue crates hold pears, not plums: the plums of the blue crates are untold
    "Pia has 3 red crates and 5 blue crates. Each red crate holds 12 plums. Each blue crate holds 7 "
    "pears. How many plums does Pia have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_container_sorts_refused(text: str) -> None:
    assert_refuses(text)
