"""Rates said of each one of a kind: how the kind is sold ("Pens are sold in packs of 6", as
"Pens come in packs of 6" says), the time each one takes ("Each cake takes 7 minutes to bake", as
"It takes 7 minutes to bake each cake" says), and what each member of a group counted before did
("There are 4 boys. Each boy ate 3 pies.", as "The 4 boys each ate 3 pies" says)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Pens are sold in packs of 6. If Mom buys 7 packs, how many pens will she have?", 42, "pens"),
    ("Cups can be bought in boxes of 8. Ann buys 5 boxes. How many cups does she buy?", 40, "cups"),
    ("Red pens are sold in packs of 6. Mo needs 40 red pens. How many packs does he need to buy?", 7,
     "packs"),
    ("Each cake takes 7 minutes to bake. How many minutes will it take to bake 4 cakes?", 28, "minutes"),
    ("Each cake took 7 minutes to bake. How long did it take to bake 4 cakes?", 28, "minutes"),
    # a time told of anyone is the time of the one asked, when nothing else is told of them
    ("It takes 7 minutes to bake a cake. How many minutes will it take Tom to bake 4 cakes?", 28,
     "minutes"),
    ("Each cake takes 7 minutes to bake. How long will it take Tom to bake 4 cakes?", 28, "minutes"),
])
def test_rates_of_each_one_are_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # a sale that happened: which pens, and were they all sold so?
    "Pens were sold in packs of 6. If Mom buys 7 packs, how many pens will she have?",
    # some of the pens, or someone's, or the ones the text points at: not the kind
    "Some pens are sold in packs of 6. If Mom buys 7 packs, how many pens will she have?",
    "Tom's pens are sold in packs of 6. If Mom buys 7 packs, how many pens will she have?",
    "The pens are sold in packs of 6. If Mom buys 7 packs, how many pens will she have?",
    # a person takes the time, doing it: no time of each thing done
    "Each baker takes 7 minutes to bake. How many minutes will it take to bake 4 cakes?",
    # another doing, another kind, or words of its own
    "Each cake takes 7 minutes to cool. How many minutes will it take to bake 4 cakes?",
    "Each cake takes 7 minutes to bake. How many minutes will it take to bake 4 pies?",
    "Each big cake takes 7 minutes to bake. How many minutes will it take to bake 4 small cakes?",
    # a time told of someone else, or a doer of whom more is told
    "It takes Ann 7 minutes to bake a cake. How long will it take Tom to bake 4 cakes?",
    "It takes 7 minutes to bake a cake. Tom baked 2 cakes. How long will it take Tom to bake 4 cakes?",
    # two times told for one doing
    "Each cake takes 7 minutes to bake. It takes 9 minutes to bake each cake. How many minutes will "
    "it take to bake 4 cakes?",
])
def test_nearby_sentences_refuse(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), [
    ("There are 4 boys. Each boy ate 3 pies. How many pies did the boys eat?", 12),
    ("Ann has 4 friends. Each friend ate 3 pies. How many pies did they eat?", 12),
    ("There are 4 boys. If each boy eats 3 pies, how many pies will the boys eat?", 12),
])
def test_each_of_a_group_counted_before(text: str, value: int) -> None:
    assert_answers(text, value, "pies")


def test_each_of_a_group_counted_before_composes_with_a_price() -> None:
    # dollars per pie × pies per boy × boys
    assert_answers("There are 4 boys. Each boy bought 3 pies at $2 each. How much did the boys spend?", 24,
                   "dollars")


@pytest.mark.parametrize("text", [
    # two groups of that noun, or the group told after: which, how many?
    "Ann has 4 friends. Bo has 3 friends. Each friend ate 3 pies. How many pies did they eat?",
    "Each boy ate 3 pies. There are 4 boys. How many pies did the boys eat?",
    # a group told in another time, with words of its own, or beside others "they" may name
    "There were 4 boys last year. Each boy ate 3 pies. How many pies did the boys eat?",
    "There are 4 tall boys. Each boy ate 3 pies. How many pies did the boys eat?",
    "There are 4 boys and 5 girls. Each boy ate 3 pies. How many pies did they eat?",
    "Ann has 4 friends and 3 pies. Each friend ate 3 pies. How many pies did they eat?",
    # the members ate, not the one who has them
    "Ann has 4 friends. Each friend ate 3 pies. How many pies did Ann eat?",
])
def test_each_of_a_group_not_counted_so_refuses(text: str) -> None:
    assert_refuses(text)
