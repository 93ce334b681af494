"""A number puzzle whose number is a named person's age ("Twice Ola's age, plus 4, is 30. How
old is Ola?"), asked "How old is <name>?", not below 0, in years; or whose number counts
things: "the number of <things> <where>", asked "How many <things> are (there) <where>?"
with the same words; the answer is a whole count, not below 0, in the things' unit."""

from fractions import Fraction

from tests.outcomes import assert_refuses, shape_tests

ANSWERED = [
    ("Twice Ola's age, plus 4, is 30. How old is Ola?", 13, "years"),
    ("Half of Marcus' age minus 2 is 5. How old is Marcus?", 14, "years"),
    ("Three times Ola's age, plus 1, is 20. How old is Ola?", Fraction(19, 3), "years"),
    ("Six more than three times the number of cups on the shelf is 33. How many cups are on "
     "the shelf?", 9, "cups"),
    ("Eight less than twice the number of goats in the barn is 22. How many goats are there in "
     "the barn?", 15, "goats"),
    ("Half the number of pens in the drawer is 7. How many pens are in the drawer?", 14, "pens"),
    ("The number of ducks on the lake, doubled, then increased by 4, is 30. How many ducks are "
     "on the lake?", 13, "ducks"),
    ("Four times the number of red kites is 48. How many red kites are there?", 12, "red kites"),
    ("Three less than the number of maple trees in the yard is 9. How many maple trees can you "
     "find in the yard?", 12, "maple trees"),
]

REFUSED = [
    # an age is not below zero
    "Twice Ola's age, plus 40, is 30. How old is Ola?",
    # asked of another, at another time, or told of another time
    "Twice Ola's age, plus 4, is 30. How old is Pia?",
    "Twice Ola's age, plus 4, is 30. How old was Ola?",
    "Twice Ola's age, plus 4, will be 30. How old is Ola?",
    "Twice Ola's sister's age, plus 4, is 30. How old is Ola?",
    # a count is whole and not below zero
    ("Six more than three times the number of cups on the shelf is 32. How many cups are on "
     "the shelf?"),
    ("Six more than three times the number of cups on the shelf is 3. How many cups are on "
     "the shelf?"),
    # the question asks other things, or the same things somewhere else
    ("Six more than three times the number of cups on the shelf is 33. How many cups are on "
     "the table?"),
    ("Six more than three times the number of cups on the shelf is 33. How many cups are "
     "there?"),
    ("Six more than three times the number of cups is 33. How many cups are on the shelf?"),
    ("Six more than three times the number of cups on the shelf is 33. How many cups are not "
     "on the shelf?"),
    ("Six more than three times the number of cups on the shelf is 33. How many more cups are "
     "on the shelf?"),
    # told in the past, the count asked now: not read here
    ("Six more than three times the number of cups on the shelf was 33. How many cups are on "
     "the shelf?"),
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_a_count_is_whole_and_not_below_zero() -> None:
    for text in REFUSED[5:7]:
        assert_refuses(text, "non_integer_count")


def test_an_age_is_not_below_zero() -> None:
    assert_refuses(REFUSED[0], "negative_count")
