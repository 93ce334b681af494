"""A rate told of the bare noun ("Each crate held 6 jars") after the holder's containers were
counted in sorts told apart only by a word ("2 green crates and 5 yellow crates") is of every sort:
each crate, whichever. Sorts that may overlap ("green" and "heavy"), a bare count beside a sort,
or a rate of one sort only ("Each green crate …") still refuse. Our own words throughout."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ravi has 2 green crates and 5 yellow crates. Each crate holds 6 jars. How many jars does Ravi have?",
     42, "jars"),
    ("Ravi bought 2 green crates and 5 yellow crates. Each crate had 6 jars. How many jars did Ravi buy?",
     42, "jars"),
    ("Mei bought four jazz records and two folk records. Each record had 9 songs. How many songs did Mei "
     "buy?", 54, "songs"),
    ("Mei owns 3 small tins and 2 large tins. Each tin has 10 buttons. How many buttons does Mei own?",
     50, "buttons"),
    # two kinds of contents in one clause, each of every crate
    ("Ravi bought 2 green crates and 5 yellow crates. Each crate had 6 jars and 2 lids. How many lids did "
     "Ravi buy?", 14, "lids"),
])
def test_rate_of_every_sort_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # sorts that may overlap: a green crate may be heavy
    "Ravi has 2 green crates and 5 heavy crates. Each crate holds 6 jars. How many jars does Ravi have?",
    "Ravi has 2 green crates and 5 big crates. Each crate holds 6 jars. How many jars does Ravi have?",
    # the bare noun beside a sort: are the green ones among the 2?
    "Ravi has 2 crates and 5 green crates. Each crate holds 6 jars. How many jars does Ravi have?",
    # a rate of one sort says nothing of the other
    "Ravi has 2 green crates and 5 yellow crates. Each green crate holds 6 jars. How many jars does Ravi "
    "have?",
    "Ravi bought 2 green crates and 5 yellow crates. Each yellow crate had 6 jars. How many jars did Ravi "
    "buy?",
    # a sort named by what the rate counts: do the others hold it too?
    "Ravi has 3 plum crates and 2 fig crates. Each crate has 6 plums. How many plums does Ravi have?",
    # empty ones hold nothing
    "Ravi has 2 green crates and 5 empty crates. Each crate holds 6 jars. How many jars does Ravi have?",
    # the crates of two holders
    "Ravi bought 2 green crates. Noa bought 5 yellow crates. Each crate had 6 jars. How many jars did Ravi "
    "buy?",
    # asked of one sort only
    "Ravi has 2 green crates and 5 yellow crates. Each crate holds 6 jars. How many jars are in the green "
    "crates?",
])
def test_rate_beside_sorts_that_may_overlap_refuses(text: str) -> None:
    assert_refuses(text)
