"""Earn, then spend: a wage times a stretch of work is money its earner gets, then spends."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ada earns $12 an hour. She works 5 hours. She spends $20 on a book. How much money does she "
     "have left?", 40),
    ("Ada makes $10 per hour babysitting. She babysat 4 hours this week. She bought a hat for $15. "
     "How much money does she have left?", 25),
    # money told before the work: the pay adds to it
    ("Ada has $50. Ada earns $12 an hour. She worked 5 hours. She spent $20 on a book. How much "
     "money does she have now?", 90),
    # every stretch of the wage's work is paid in its turn
    ("Ada earns $9 per hour. She worked 4 hours on Monday, 3 hours on Wednesday and 6 hours on "
     "Friday. She spent $20. How much money does she have left?", 97),
    ("Ada earns $12 an hour and works 5 hours. She buys 2 books for $8 each. How much money does "
     "she have left?", 44),
    # a pay for each thing done: the things done, paid at it, come into the earner's money
    ("Noa had $6. She earns $4 for each dog she walks. She walked 9 dogs. How much money does she "
     "have now?", 42),
    ("Noa had $2. Noa charges $5 per card. She painted 3 cards on Monday and 4 cards on Friday. She "
     "spent $10. How much money does she have left?", 27),
    # the money after the pay, before the spending
    ("Ada earns $12 an hour. She works 5 hours. She spends $20 on a book. How much money did she "
     "have before she bought the book?", 60),
]

REFUSED = [
    # the money before the work is never told: no none assumed for it
    "Ada earns $12 an hour. She works 5 hours. She spends $20 on a book. How much money did she "
    "have before she worked?",
    # another's hours, another's wage, work the wage does not pay
    "Ada earns $12 an hour. Bo works 5 hours. Ada spends $20 on a book. How much money does Ada "
    "have left?",
    "Ada's sister earns $12 an hour. Ada works 5 hours. Ada spends $20 on a book. How much money "
    "does Ada have left?",
    "Ada earns $12 an hour babysitting. She worked 5 hours at the store. She spends $20 on a "
    "book. How much money does she have left?",
    "Ada earns $12 an hour. She sleeps 8 hours. She spends $20 on a book. How much money does "
    "she have left?",
    # a wage of two, a pace of work with no stretch, a spending told before the pay
    "Ada and Bo earn $12 an hour. Ada works 5 hours. She spends $20 on a book. How much money "
    "does Ada have left?",
    "Ada earns $12 an hour. She works 5 hours a day. She spends $20 on a book. How much money "
    "does she have left?",
    "Ada spends $20 on a book. She earns $12 an hour. She works 5 hours. How much money does she "
    "have left?",
    # money got besides the pay, and a saving (kept, or put away?)
    "Ada earns $12 an hour. She works 5 hours. Her mom gives her $10. She spends $20 on a book. "
    "How much money does she have left?",
    "Ada earns $12 an hour. She works 5 hours. She saves $20. How much money does she have left?",
    # things paid for done by another, or something else done besides (paid too?), or money got
    # besides the pay
    "Noa had $6. She earns $4 for each dog she walks. Her brother walked 9 dogs. How much money "
    "does Noa have now?",
    "Noa had $6. She earns $4 for each dog she walks. She walked 9 dogs and fed 3 cats. How much "
    "money does she have now?",
    "Noa had $6. She earns $4 for each dog she walks. She walked 9 dogs. Her aunt gave her $5. "
    "How much money does she have now?",
    # the dogs seen are not walked
    "Noa had $6. She earns $4 for each dog she walks. She saw 9 dogs. How much money does she "
    "have now?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
