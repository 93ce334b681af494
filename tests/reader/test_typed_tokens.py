"""Numbers the tokenizer types by their form (clock times, ratios, unit symbols) and the
words the machine reads without a frame of their own, each in our own words."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, RefusalCode, solve


@pytest.mark.parametrize(
    "text",
    [
        # a clock time is a moment, never a count of the things around it
        "The shop opens at 9:00 am. Ada sold 4 cakes. How many cakes did Ada sell?",
        "At 5:30 p.m. Ada had 6 cakes. She sold 2 cakes. How many cakes does she have?",
        "Ada has 8am cakes. How many cakes does Ada have?",
        # a ratio is parts of a whole, never a count
        # (read by a ratio's reader, "Ada has cakes and pies in the ratio 3:2. She has 12 cakes."
        # answers 8 pies: tests/reader/test_ratios.py)
        "Ada has 3:2 cakes. She sold 1 cake. How many cakes does she have?",
        "The ratio of cakes to pies is 10:45. How many cakes are there?",
    ],
)
def test_clock_times_and_ratios_are_never_counted(text: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Refusal)
    assert outcome.code is not RefusalCode.NUMERAL_UNREADABLE


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("Ada bought 7kg of rice. Then she bought 3 kg of rice. How many kilograms of rice did she "
         "buy?", 10, "kilograms"),
        ("Ada had 12 oz of tea. She drank 5 oz of tea. How many ounces of tea does she have now?",
         7, "ounces"),
        ("Ada has 30$. She spends 12$ on a book. How much money does she have left?", 18, "dollars"),
    ],
)
def test_unit_symbols_and_a_dollar_sign_after_the_amount(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (Fraction(value), unit)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # after "of" an adjective or a participle names the kind with the noun after it
        ("Ada bought 10 bags of sliced bread. She ate 4 bags of sliced bread. How many "
         "bags of sliced bread does she have?", 6),
        ("Ada bought 10 cans of sparkling water. She drank 4 cans. How many cans does she have?", 6),
        ("Ada had 9 bags of dried plums. She gave away 2 bags. How many bags does Ada have?", 7),
        ("Ada has 5 stacks of wooden bricks. She buys 3 more stacks. How many stacks does she "
         "have?", 8),
    ],
)
def test_a_kind_described_after_of(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


def test_a_closed_compound_is_a_noun() -> None:
    outcome = solve("Ada had 20 gumdrops. She ate 6 gumdrops. How many gumdrops does she have?")
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == 14


@pytest.mark.parametrize(
    ("text", "right"),
    [
        # a number hyphened to a word measures each thing named next; it counts none of them
        ("Ada has a 300-page book. She buys 2 more books. How many books does she have?", 3),
        ("Ada has 2 3-hour shifts. She takes 1 more shift. How many shifts does she have?", 3),
        ("Ada has 4 five-dollar bills. She gets 2 more bills. How many bills does she have?", 6),
        ("Ada bought a 5-pound bag of rice. How many bags of rice did she buy?", 1),
    ],
)
def test_a_measure_said_of_each_thing_is_no_count(text: str, right: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Refusal) or outcome.value == right, outcome.explanation


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a model name (letters then digits) is a word, not a number
        ("Ada had 40 songs on her mp3 player. She deleted 9 songs. How many songs does she have?",
         31),
        ("Ada had 40 songs on her MP3 player. She deleted 9 songs. How many songs does she have?",
         31),
        # a letter hyphened to a noun is a kind of that noun
        ("Ada bought 6 t-shirts. Then she bought 4 more t-shirts. How many t-shirts did she buy?",
         10),
    ],
)
def test_words_written_with_digits_or_a_hyphen(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


def test_an_everyday_noun_the_dictionary_lacks() -> None:
    outcome = solve("Ada made 12 burgers. She sold 5 burgers. How many burgers does she have?")
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == 7


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "how to" in a statement asks nothing: the way of doing
        ("Ada learned how to bake pies. She baked 4 pies on Monday and 3 pies on Tuesday. How many "
         "pies did she bake?", 7),
        # a name spelled with letters beyond a-z is one word
        ("Zoé had 9 shells. She found 4 more shells. How many shells does Zoé have?", 13),
    ],
)
def test_statement_words_that_once_stopped_the_machine(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


def test_square_feet_are_their_own_kind() -> None:
    outcome = solve("Ivy has 3 square feet of felt. She buys 2 more square feet of felt. How many "
                    "square feet of felt does Ivy have?")
    assert isinstance(outcome, Answer), outcome
    assert (outcome.value, outcome.unit) == (5, "square feet")


def test_words_joined_by_a_hyphen_describe_one_noun() -> None:
    outcome = solve("Ada baked 10 heart-shaped cookies. Then she baked 4 more heart-shaped cookies. "
                    "How many heart-shaped cookies did she bake?")
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == 14


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ada had 20 chocolate bars. She ate 4 chocolate bars. How many chocolate bars does she "
         "have?", 16),
        ("Ada had 12 stuffed toys. She gave away 5 stuffed toys. How many toys does she have?", 7),
        # a gerund after a count says what the things are for
        ("Ada had 45 coloring books. She gave away 6 coloring books. How many coloring books "
         "does she have?", 39),
        # and after "some", an untold count
        ("Ada has some trading cards. She lost 14 of them. Now she has 45 cards left. How many "
         "cards did she have at first?", 59),
        # after "how many" a word that may be an adjective describes what is counted
        ("Ada had 12 stuffed toys. She gave away 5 stuffed toys. How many stuffed toys does she "
         "have?", 7),
    ],
)
def test_plurals_and_adjectives_the_dictionary_lacks(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
