"""Statement frames of the additive world told with other words than "has", "gives … to"
and "there are": each case fails when its piece of English is no longer read (or, for the
refusals, when a reading that could change what the number means slips through)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

READ = [
    # a verb of giving, a receiver named by a singular noun, then what was given
    ("Mia gave the waiter $20. Now she has $35. How much money did Mia have at first?", 55),
    ("Tom gave his dog 4 biscuits. He has 9 biscuits left. How many biscuits did Tom have at "
     "first?", 13),
    # a leading "at the end of <a time>" only says when
    ("Lars had 40 stamps. At the end of the month, he had 25 stamps left. How many stamps did "
     "Lars lose?", 15),
    # what a whole is made of is what it has
    ("The choir consists of 14 boys and 11 girls. How many children are in the choir?", 25),
    ("Ella's team is composed of 9 players. 2 players left the team. How many players does her "
     "team have now?", 7),
    ("The band is made up of 6 boys and 4 girls. How many children are in the band?", 10),
    # what a goer carried is what the goer had then
    ("Rosa went to the market with $45. She had $12 left after shopping. How much money did "
     "Rosa spend?", 33),
    # what a stretch of time started with is the holding then
    ("Dev started the week with 30 marbles. He lost 8 marbles. How many marbles does Dev have "
     "now?", 22),
    # "around" / "about" before a noun phrase is a preposition, not a hedge
    ("Ivo found 6 shells around the pier, 4 shells around the dock and 2 shells on the sand. How "
     "many shells did Ivo find?", 12),
    ("Lena bought 5 books about birds and 3 books about trees. How many books did Lena buy?", 8),
    # a leading "After <a noun>" before a counted subject and its verb
    ("Omar had 14 roses. After the storm 3 roses died. How many roses does Omar have now?", 11),
    # "of her friends" names a kind of photos; she is not their holder
    ("Nia has 12 photos of her friends and 8 photos of her parents. How many photos does Nia "
     "have?", 20),
]


@pytest.mark.parametrize(("text", "value"), READ)
def test_statement_frame_is_read(text: str, value: int) -> None:
    assert_answers(text, value)


NOT_READ = [
    # a plural receiver: 12 in all, or 12 to each?
    "Ann gave the kids 12 apples. Then she had 5 apples. How many apples did Ann have at first?",
    # a modal before the motion: she has not gone yet
    "Rosa will go to the market with $45. She spent $12. How much money does Rosa have?",
    # "with" companions are not money carried
    "Rosa went to the zoo with 3 friends. 2 friends left. How many friends are with Rosa?",
    # "about" before a number is a hedge
    "Sam ate about 5 apples. How many apples did Sam eat?",
    # the topic a count was told apart by is not dropped from a question that names it
    "Lena bought 5 books about birds and 3 books about trees. How many books about birds did "
    "Lena buy?",
]


@pytest.mark.parametrize("text", NOT_READ)
def test_statement_frame_is_not_read(text: str) -> None:
    assert_refuses(text)
