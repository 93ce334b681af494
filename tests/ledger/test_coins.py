"""Coins told as money: the worth of the coins held, through the coin table, in the unit the
question (or else the story) names; a bare "How much money" over coins alone refuses."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import solve

ANSWERED = [
    # the unit named by the question
    ("Pia has 6 quarters and 3 pennies. How many cents does Pia have?", 153, "cents"),
    ("Pia has 6 quarters and 3 pennies. How much money, in dollars, does Pia have?",
     Fraction(153, 100), "dollars"),
    ("Pia has 6 quarters and 3 pennies. How much money, in cents, does Pia have?", 153, "cents"),
    ("Pia has 6 quarters and 3 pennies. In dollars, how much money does Pia have?", Fraction(153, 100),
     "dollars"),
    # coins gained, given away, found
    ("Pia has 8 quarters. She gives 3 quarters to Leo. How many cents does Pia have now?", 125, "cents"),
    ("Pia found 3 dimes. Then she found 2 more dimes. How many cents did she find?", 50, "cents"),
    # two holders, together and compared
    ("Pia has 3 dimes. Leo has 5 nickels. How many cents do they have in all?", 55, "cents"),
    ("Pia has 3 dimes. Leo has 5 nickels. How many more cents does Pia have than Leo?", 5, "cents"),
    # a bare "How much money" in the one unit the story counts money in
    ("Pia has $3 and 8 quarters. How much money does Pia have?", 5, "dollars"),
    ("Pia has 40 cents and 3 dimes. How much money does Pia have?", 70, "cents"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_coins_answered_as_money(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


def test_the_worth_cites_the_coin_table() -> None:
    outcome = assert_answers("Pia has 4 dimes. How many cents does Pia have?", 40, "cents")
    assert "10 × 4" in outcome.explanation


REFUSED = [
    # coins alone do not say whether money is wanted in cents or in dollars
    "Pia has 8 quarters. How much money does Pia have?",
    "Pia has 8 quarters. Leo has 3 quarters. How much more money does Pia have?",
    # the story counts money in two units: which one does the answer use?
    "Pia has $3, 40 cents and 3 dimes. How much money does Pia have?",
    # a coin told with words of its own may be worth something else
    "Pia has 8 shiny quarters. How many cents does Pia have?",
    "Pia has 8 quarters. 3 of the quarters are old quarters. How many cents does Pia have?",
    # a coin the table does not know, held beside the coins counted: worth something untold
    "Pia has 8 quarters and 2 loonies. How many cents does Pia have?",
    "Pia has 8 quarters and 2 tokens. How many cents does Pia have?",
    # bills, coins or anything named by words of money, held with no sum told: money too
    "Pia has 8 quarters and 2 dollar bills. How many cents does Pia have?",
    "Pia has $2 and 3 dollar bills. How many dollars does Pia have?",
    "Pia has 5 dollars and 2 dollar coins. How much money does Pia have?",
    # coins or checks held with no count told: money of a worth untold all the same
    "Pia has some coins. She has two $10 bills. How much money does Pia have?",
    "Pia keeps a jar of coins. She has $15 in her bag. How much money does she have?",
    "Pia has a check. She has $15. How much money does Pia have?",
    # money of a nameless sum held ("her savings"), or coins lost or given: worth untold
    "Pia keeps her savings in a bank. She has $15 in her bag. How much money does she have?",
    "Pia had $15. She lost a coin. How much money does she have?",
    "Pia had $15. She gave Ivo 2 coins. How much money does she have?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_coins_refused_as_money(text: str) -> None:
    assert_refuses(text)


def test_coins_still_count_as_coins() -> None:
    assert_answers("Pia has 8 quarters. She gives 3 quarters to Leo. How many quarters does Pia have?", 5)
    assert_answers("Pia has 8 quarters and 2 tokens. How many quarters does Pia have?", 8)
    # things that are no money beside money asked, and coins of someone else
    assert_answers("Pia has $5 and 2 apples. How many dollars does Pia have?", 5, "dollars")
    assert_answers("Pia has 3 dimes. Leo has 2 loonies. How many cents does Pia have?", 30, "cents")
    # "money" itself is no thing counted beside money
    assert_answers("Pia had some pocket money. She lost $4 and her mom gave her $9. If she had $66 after "
                   "that, how many dollars did Pia have at first?", 61, "dollars")
    assert solve("Pia has 8 quarters and 2 dimes. How many coins does Pia have?") is not None


BILLS = [
    # a number of bills of one sum: the sum times the bills, both numbers cited
    ("Tom has three $10 bills. How much money does Tom have?", 30, "dollars"),
    ("Tom found 2 $5 bills and 3 $10 bills. How much money did Tom find?", 40, "dollars"),
    ("Tom had $50. He gave Ann two $10 bills. How much money does Tom have now?", 30, "dollars"),
    ("Tom has three $10 bills. Ann has two $20 bills. How much more money does Ann have than Tom?",
     10, "dollars"),
    # bills and coins: the dollars the bills tell name the unit of the money asked
    ("Tom has two $5 bills and 3 quarters. How much money does Tom have?", Fraction(43, 4), "dollars"),
    ("Tom has two $5 bills and 3 dimes. How many cents does Tom have?", 1030, "cents"),
    # "$1 bills" are bills of a dollar ("bills" no verb after "$1"); a bill's sum is no count
    ("Tom found two $1 bills and 3 dimes. How many cents did he find?", 230, "cents"),
    ("Tom found a $5 bill and 13 quarters. How many cents did he find?", 825, "cents"),
    # counted bills handed over for what is bought: the change comes back of their sum
    ("Ann bought a lamp for $17. She paid with two $20 bills. How much change did she get?", 23,
     "dollars"),
    ("Ann bought 6 mugs for $4 each. She paid with 3 $10 bills. How much change did she get?", 6,
     "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), BILLS)
def test_counted_bills_are_money(text: str, value: int | Fraction, unit: str) -> None:
    outcome = assert_answers(text, value, unit)
    assert "bill" in outcome.explanation


def test_a_count_of_bills_is_not_their_sum() -> None:
    assert_refuses("Tom has 3 $10 bills. How many bills does Tom have?")


QUARTER_COIN = [
    # "a quarter" among other coins is the coin, its "a" counted as one
    ("Tom found a quarter, 1 dime, and 2 nickels. How many cents did he find?", 45, "cents"),
    ("Sam has 4 dimes and a quarter. How much money, in dollars, does Sam have?", Fraction(13, 20),
     "dollars"),
]


@pytest.mark.parametrize(("text", "value", "unit"), QUARTER_COIN)
def test_a_quarter_among_coins_is_the_coin(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


QUARTER_UNCLEAR = [
    # alone, "a quarter" may be the coin or a quarter of something told before
    "Tom found a quarter. How many cents did Tom find?",
    "Tom has $5. He spent a quarter on candy. How much money does he have left?",
    # among things that are not coins it is no coin
    "Tom ate a quarter and 2 apples. How many apples did he eat?",
]


@pytest.mark.parametrize("text", QUARTER_UNCLEAR)
def test_a_quarter_not_clearly_a_coin_refuses(text: str) -> None:
    assert_refuses(text)


def test_a_quarter_of_is_still_a_fraction() -> None:
    assert_answers("Ann had 20 pens. She gave a quarter of her pens to Tom. How many pens does Ann have?", 15)
