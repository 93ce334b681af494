"""A holding asked before or after an occasion the story names by the doings done at it ("Ravi
won 6 marbles at the fair. Now he has 20. How many did he have before the fair?"): the state
before the first doing told there, or after the last. In our own words; an answer case fails
when the occasion no longer binds the time, a refusal case when it binds one the story leaves
unsure (a doing told before it, the occasion named otherwise, a holding told there)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ravi had some marbles. He won 6 marbles at the fair. Now he has 20 marbles. How many marbles "
     "did he have before the fair?", 14, "marbles"),
    ("Ravi had some marbles. At the fair, he won 6 marbles. Now he has 20 marbles. How many marbles "
     "did he have before the fair?", 14, "marbles"),
    ("Mira had some stickers. On her birthday she got 9 stickers and her uncle gave her 4 stickers. "
     "Now she has 30 stickers. How many stickers did she have before her birthday?", 17, "stickers"),
    ("Lou had some tokens. During the match, he won 8 tokens and lost 3 tokens. Now he has 25 "
     "tokens. How many tokens did he have after the match?", 25, "tokens"),
    ("Zoe had some money. At the market she spent $7 and $4. Now she has $19. How much money did "
     "she have before the market?", 30, "dollars"),
    # a going to a place: the doings done there, or told after the going in its sentence
    ("Zoe had some money. She spent $8 at the bakery. Now she has $20. How much money did she have "
     "before going to the bakery?", 28, "dollars"),
    ("Zoe had some money. She went to the bakery and spent $6. Now she has $15. How much money did "
     "she have before going to the bakery?", 21, "dollars"),
    # occasions of a row: a doing at another one is not at the one asked
    ("A ferry had 40 riders. At the first dock, 12 riders got off. At the second dock, 5 riders got "
     "off and 9 riders got on. How many riders were on the ferry before the second dock?", 28, "riders"),
    ("A ferry had 40 riders. At the first dock, 12 riders got off. At the second dock, 5 riders got "
     "off and 9 riders got on. How many riders were on the ferry after the second dock?", 32, "riders"),
    # a doing told after the occasion leaves the state before it the first one
    ("Ravi had 5 marbles. He won 6 marbles at the fair. He lost 2 marbles. How many marbles did he "
     "have before the fair?", 5, "marbles"),
]

REFUSED = [
    # a doing for the occasion may be done before it
    "Ravi had some marbles. He bought 6 marbles for the fair. Now he has 20 marbles. How many "
    "marbles did he have before the fair?",
    # a doing told before the occasion's: done at it too, perhaps
    "Ravi had 5 marbles. He lost 2 marbles. He won 6 marbles at the fair. How many marbles did he "
    "have before the fair?",
    # a doing told after the occasion's: done at it too, perhaps
    "Ravi had 5 marbles. He won 6 marbles at the fair. He lost 2 marbles. How many marbles did he "
    "have after the fair?",
    # a holding told at the occasion: before its doings, or after?
    "Ravi had some marbles. At the fair he had 9 marbles. He won 6 marbles at the fair. Now he has "
    "20 marbles. How many marbles did he have before the fair?",
    # the occasion named by no doing
    "Ravi had some marbles. He won 6 marbles. Now he has 20 marbles. How many marbles did he have "
    "before the fair?",
    # a doing told before the row's second occasion at none of them: at the second, perhaps
    "A ferry had 40 riders. 12 riders got off. At the second dock, 5 riders got off and 9 riders "
    "got on. How many riders were on the ferry before the second dock?",
    # a spending told before the going: on the way, or there?
    "Zoe had some money. She lost $2. She went to the bakery and spent $8. Now she has $20. How much "
    "money did she have before going to the bakery?",
    # another's occasion
    "Ravi had some marbles. At Ana's party he won 6 marbles. Now he has 20 marbles. How many "
    "marbles did he have before his party?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_before_the_occasion_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_before_the_occasion_refused(text: str) -> None:
    assert_refuses(text)
