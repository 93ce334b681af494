"""What a pace does on the last of the periods an amount to do takes ("How many bags will he
make on the last day?", `paces.read_last_period_question`, `chains.last_period_terms`), the
periods it needs ("How many days does he need?", rounded up: `paces.read_periods_needed_question`),
and a doing wanted told with its pace ("needs to make 519 bags at a rate of 42 bags per day",
`frames._wanted_at_a_rate`)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Answer, solve


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Ravi needs to make 100 kites. He makes 30 kites per day. How many kites will he make on the "
     "last day?", 10, "kites"),
    ("Mina has to read 95 pages. She reads 20 pages a day. How many pages will she read on the last "
     "day?", 15, "pages"),
    ("Ravi plans to paint 50 fences at a rate of 8 fences per day. How many fences will he paint on "
     "the last day?", 2, "fences"),
    ("If Ravi needs to make 100 paper kites at the rate of 30 kites per day, how many paper kites "
     "will he make on the last day?", 10, "paper kites"),
    # the pace told with its wanted doing is a pace as any: asked over 3 days
    ("Ravi needs to make 100 kites at a rate of 30 kites per day. How many kites will he make in 2 "
     "days?", 60, "kites"),
    # a thing being read, of a count of pages, is those pages to read (`measures._doing_under_way`)
    ("Mina is reading a 95-page book. She reads 20 pages a day. How many pages will she read on the "
     "last day?", 15, "pages"),
    ("Mina is reading a 95-page book. She has read 40 pages. How many more pages does she need to "
     "read?", 55, "pages"),
    # things there are to be done: the doing wanted of the one doer told (`frames._there_to_be_done`)
    ("Mina can stack 20 boxes of books in a day. If there are 95 boxes of books to be stacked, how "
     "many boxes of books will she stack on the last day?", 15, "boxes of books"),
    ("Mina can stack 20 boxes in a day. There are 95 boxes to be stacked. How many days does she "
     "need?", 5, "days"),
])
def test_last_period_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


def test_last_period_step_rounds_down() -> None:
    outcome = solve("Ravi needs to make 100 kites. He makes 30 kites per day. How many kites will he "
                    "make on the last day?")
    assert isinstance(outcome, Answer)
    assert "⌊100 ÷ 30⌋ = 3" in outcome.explanation


@pytest.mark.parametrize("text", [
    # the pace parts the amount exactly: no last day short of the pace (never 0)
    "Ravi needs to make 90 kites. He makes 30 kites per day. How many kites will he make on the "
    "last day?",
    # some made already: are they of the 100?
    "Ravi needs to make 100 kites. He made 20 kites yesterday. He makes 30 kites per day. How many "
    "kites will he make on the last day?",
    "Ravi needs to make 100 kites. He already has 20 kites. He makes 30 kites per day. How many "
    "kites will he make on the last day?",
    # two doers, another doer's pace, another verb, another period, another kind
    "Ravi and Mina need to make 100 kites. They make 30 kites per day. How many kites will they "
    "make on the last day?",
    "Ravi needs to make 100 kites. Mina makes 30 kites per day. How many kites will Ravi make on "
    "the last day?",
    "Ravi needs to make 100 kites. He sells 30 kites per day. How many kites will he make on the "
    "last day?",
    "Ravi needs to make 100 kites. He makes 30 kites per week. How many kites will he make on the "
    "last day?",
    "Ravi needs to make 100 kites. He makes 30 kites every 2 days. How many kites will he make on "
    "the last day?",
    "Ravi needs to make 100 kites. He makes 30 kites per day. How many boxes will he make on the "
    "last day?",
    # a pace of other things than the wanted ones
    "Ravi needs to make 100 paper kites at a rate of 30 silk kites per day. How many paper kites "
    "will he make on the last day?",
    # a clause passed over may change the pace: helped, the last day is another
    "Ravi needs to make 100 kites. He makes 30 kites per day. Mina helps him. How many kites will he "
    "make on the last day?",
    # no amount to do: what he holds is no amount to sell
    "Ravi has 100 kites. He sells 30 kites per day. How many kites will he sell on the last day?",
])
def test_last_period_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Ravi needs to make 100 kites. He makes 30 kites per day. How many days will he need?", 4),
    ("Ravi needs to make 90 kites. He makes 30 kites per day. How many days will he need?", 3),
    ("Ravi plans to paint 50 fences at the rate of 8 fences per day. How many days does he need to "
     "paint the fences?", 7),
    ("Ravi plans to paint 50 fences at the rate of 8 fences per day. How many days does he need to "
     "paint all the fences?", 7),
    # "to finish (or complete) doing them": the same doing, to its end
    ("Lena wants to knit 45 scarves at a rate of 4 scarves per day. How many days will she need to "
     "finish knitting all the scarves?", 12),
    ("Lena wants to knit 45 scarves at a rate of 4 scarves per day. How many days does she need to "
     "complete knitting the scarves?", 12),
])
def test_periods_needed_answered(text: str, value: int) -> None:
    assert_answers(text, value, "days")


def test_periods_needed_step_rounds_up() -> None:
    outcome = solve("Ravi needs to make 100 kites. He makes 30 kites per day. How many days will he need?")
    assert isinstance(outcome, Answer)
    assert "⌈100 ÷ 30⌉ = 4" in outcome.explanation


@pytest.mark.parametrize("text", [
    # the purpose names other things, or another doing
    "Ravi needs to make 100 kites. He makes 30 kites per day. How many days will he need to make "
    "the boxes?",
    "Ravi needs to make 100 kites. He makes 30 kites per day. How many days will he need to sell "
    "the kites?",
    # finishing another doing, or other things
    "Lena wants to knit 45 scarves at a rate of 4 scarves per day. How many days will she need to "
    "finish washing all the scarves?",
    "Lena wants to knit 45 scarves at a rate of 4 scarves per day. How many days will she need to "
    "finish knitting all the hats?",
    # the pace is per week: days are not converted
    "Ravi needs to make 100 kites. He makes 30 kites per week. How many days will he need?",
    # what it takes is a span, never rounded
    "Ravi needs to make 100 kites. He makes 30 kites per day. How many days will it take him to make "
    "100 kites?",
    # some made already
    "Ravi needs to make 100 kites. He made 20 kites yesterday. He makes 30 kites per day. How many "
    "days will he need?",
])
def test_periods_needed_refused(text: str) -> None:
    assert_refuses(text)
