"""Candy as a category (lexicon `hypernyms`, `[candy]`), and a listed two-word kind whose first
word is a likeness modifier (`chocolate bars`, `gummy bears`: `tables.membership`) counted as
the kind it is. Containers of candy kinds sum to containers of candy; a disputed kind (chocolates,
mints, cookies), a kind no category lists, or a likeness before the listed kind refuses."""

from tests.outcomes import shape_tests
from wordproof.lexicon.tables import membership as membership_of

ANSWERED = [
    ("A stall has 7 tins of toffee and 5 tins of licorice. How many tins of candy does it have?",
     12, "tins"),
    ("Omar packed 9 bags of chocolate bars and 4 bags of jelly beans. How many bags of candy did "
     "he pack?", 13, "bags"),
    ("There are 3 jars of gumdrops, 2 jars of lollipops and 6 jars of pears. How many jars of "
     "candy are there?", 5, "jars"),
    ("Omar has 8 boxes of gummy bears and 2 boxes of candy canes. He sold 3 boxes of gummy bears. "
     "How many boxes of candy does he have now?", 7, "boxes"),
]

REFUSED = [
    # disputed: chocolates, mints, cookies may be candy or not
    "A stall has 7 tins of toffee and 5 tins of chocolates. How many tins of candy does it have?",
    "A stall has 7 tins of toffee and 5 tins of mints. How many tins of candy does it have?",
    "A stall has 7 tins of toffee and 5 tins of cookies. How many tins of candy does it have?",
    # a kind no category lists
    "A stall has 7 tins of toffee and 5 tins of pickles. How many tins of candy does it have?",
    # gummy bears are no toys, nor certainly not toys
    "Omar has 8 bags of gummy bears and 2 bags of teddy bears. How many bags of toys does he have?",
]


def test_listed_kind_with_a_likeness_word() -> None:
    assert membership_of("bar", "candy", ("chocolate",)) is True
    assert membership_of("bear", "candy", ("gummy",)) is True
    # a likeness before the listed kind still unsettles it
    assert membership_of("bar", "candy", ("plastic", "chocolate")) is None
    assert membership_of("car", "vehicle", ("toy",)) is None
    assert membership_of("ball", "ball", ("chocolate", "soccer")) is None


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
