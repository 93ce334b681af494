"""Category totals from the hypernym table: a category asked sums exactly the kinds of it the
story told of the holder; a category told after its kinds ("had 15 fruits left") is those
kinds together from there on; a first acquisition of several kinds in one clause starts each
from none. Each case is in our own words; an answer case fails when the shape is no longer
read, a refusal case when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the kinds of one clause's first acquisition all start from none, as the first does
    ("Ezra collected 30 pennies and 12 dimes. How many coins does Ezra have?", 42),
    ("Ezra picked 8 pears, 5 limes and 6 plums. How many fruits did Ezra pick?", 19),
    # a second getting of a kind already got in the clause adds to it: it starts nothing
    ("Ezra bought 3 figs and 4 more figs. How many figs does Ezra have?", 7),
    ("Ezra bought 3 figs and then 4 figs. How many figs does Ezra have?", 7),
    # the category told after its kinds counts them together from there on
    ("Ezra had 30 pennies, 12 nickels and 9 dimes. He spent some of his coins and had 20 coins "
     "left. How many coins did Ezra spend?", 31),
    ("Ezra collected 30 pennies and 12 dimes. He lost 7 coins. How many coins does Ezra have "
     "now?", 35),
    ("Ivy had 14 figs and 11 pears. She has 9 fruits left. How many fruits did she eat?", 16),
    ("Ivy had 14 figs and 11 pears. She gave 6 fruits to Leo. How many fruits does Ivy have?",
     19),
    # a time the category's timeline holds: before the giving that first named it
    ("Ivy had 9 figs and 6 pears. She ate 4 figs and bought 2 pears. She gave some fruits to Leo "
     "and has 8 fruits left. How many fruits did she have before she gave some to Leo?", 13),
    # "them" after kinds of one category are all of them, counted together
    ("Ivy had 14 figs, 6 limes and 11 pears. She gave some of them to Leo and had 9 fruits "
     "left. How many fruits did Ivy give Leo?", 22),
    ("Ivy has 4 cats and 3 dogs. She gave 2 of them to Leo. How many animals does Ivy have?", 5),
    # certain members: a stingray is a fish, a guava a fruit, pants are clothes
    ("A tank has 7 sharks and 3 stingrays. How many fish are in the tank?", 10),
    ("Ivy bought 4 shirts and 2 pants. How many clothes did Ivy buy?", 6),
    # further categories: cutlery, reading matter, tools, rodents, jewelry
    ("Ezra bought 6 spoons and 5 forks. How many utensils did Ezra buy in all?", 11),
    ("Ezra sold 9 magazines and 4 newspapers. How many reading materials did he sell?", 13),
    ("Ezra sold 9 books and 4 magazines. What is the total number of reading materials he "
     "sold?", 13),
    ("Ivy has 2 hammers, 3 drills and 1 axe. How many tools does Ivy have?", 6),
    ("Ivy has 2 hamsters and 5 gerbils. How many rodents does Ivy have?", 7),
    ("Ivy has 2 necklaces and 5 bracelets. How much jewelry does Ivy have?", 7),
    # a category named in two words: the words before the noun name it, they describe nothing
    ("Ivy has 2 guitars and 5 drums. How many musical instruments does Ivy have?", 7),
    # a kind known to be outside the category is set aside: an apple is no tool
    ("Ivy has 8 hammers and 3 apples. How many tools does Ivy have?", 8),
]

REFUSED = [
    # the category beside its kinds at one time: the 3 cats among the 5 animals, or beside them?
    "Ivy has 3 cats and 5 animals. How many animals does Ivy have?",
    "Ivy has 5 animals and 3 cats. How many animals does Ivy have?",
    # a kind told apart after the category counted them together: from which timeline?
    "Ivy had 14 figs and 11 pears. She gave 6 fruits to Leo. She ate 2 figs. How many fruits "
    "does Ivy have?",
    # a kind the table cannot place: is it among the animals given away?
    "Ivy has 3 cats and 4 pens. She gave 2 animals to Leo. How many animals does Ivy have?",
    # a disputed kind: is a tomato among the fruits eaten?
    "Ivy had 6 figs and 4 tomatoes. She has 5 fruits left. How many fruits did she eat?",
    # "them" after the kinds of one category: which kind is never guessed
    "Ivy had 14 figs and 11 pears. She ate 5 of them. How many figs does Ivy have?",
    # a likeness: are toy horses animals?
    "Ivy has 3 cats and 4 toy horses. She gave 2 animals to Leo. How many animals does Ivy have?",
    # a word before a two-word category that is not of its name: new reading materials?
    "Ezra sold 9 magazines and 4 newspapers. How many new reading materials did he sell?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_category_total_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_category_total_refused(text: str) -> None:
    assert_refuses(text)
