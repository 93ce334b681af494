"""The most a sum buys ("He bought as many folders as he could"): a purchase of an untold count,
the money left less than one price, the rounding cited; and money asked after a purchase with no
price told. Every case is in our own words; an answer fails when the shape is no longer read, a
refusal when it is read without what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom has $19. A folder costs $2. He bought as many folders as he could. How much money does "
     "he have left?", 1),
    ("Tom has $19. A folder costs $2. If he buys as many folders as he can, how much money will he "
     "have left?", 1),
    ("Tom has $19. Folders cost $2 each. He bought as many folders as he could. How many folders "
     "did he buy?", 9),
    ("Tom has $18. A folder costs $2. He bought as many folders as he could. How much money does "
     "he have left?", 0),
    ("Tom has $19. A folder costs $2. He bought as many folders as he could. Then he found $5. How "
     "much money does he have now?", 6),
    # a thing whose noun is also a category ("toys") counts itself
    ("Isabel had $14. A toy costs $2. How many toys could she buy?", 7),
    # said with no noun: the one kind priced; a price in an "If" clause beside the question
    ("Vera had 50 dollars. Kites cost 8 dollars each. How much money would she have left if she "
     "bought as many as she could?", 2),
    ("Vera had 50 dollars. Kites cost 8 dollars each. She bought as many as she could. How many "
     "kites did she buy?", 6),
    ("Vera had 50 dollars. She found some kites that cost 8 dollars each. How much money would she have "
     "left if she bought as many as she could?", 2),
    # things found later, priced then: the price of what is bought after it
    ("Vera had 50 dollars. Later she found some kites that cost 8 dollars each. How much money would "
     "she have left if she bought as many as she could?", 2),
    ("Vera had 50 dollars. Later she found some kites that cost 8 dollars each. She bought 3 kites. "
     "How much money does she have left?", 26),
    ("Tom had $19 and he bought as many folders as he could. If a folder costs $2, how much is "
     "left?", 1),
    # the purchase told as a wish, done by a question asked after it
    ("Tom had $19 and he wanted to buy as many folders as he could. If a folder costs $2, how much "
     "is left after he bought the folders?", 1),
    ("Ola had $25. She wants to buy as many pens as she can. Pens cost $4 each. How much money does "
     "she have left after buying the pens?", 1),
    # a wish beside a purchase told: the buying asked after is the one done, the wish no doing
    ("Tom had $19 and he wanted to buy as many folders as he could. He bought 5 folders. A folder "
     "costs $2. How much is left after he bought the folders?", 9),
    # a wish and a budget asked: what the money buys, the wish no doing
    ("Tom had $19 and he wanted to buy as many folders as he could. If one folder costs $2, how many "
     "folders can Tom buy?", 9),
]

REFUSED = [
    # as many as someone else could, or wanted: no most the money buys
    "Tom has $19. A folder costs $2. He bought as many folders as Bo could. How much money does he "
    "have left?",
    "Tom has $19. A folder costs $2. He bought as many folders as he wanted. How much money does "
    "he have left?",
    # no price, a price of other things, two prices, a sum, a share off, money needed besides
    "Tom has $19. He bought as many folders as he could. How much money does he have left?",
    "Tom has $19. A folder costs $2. He bought as many pens as he could. How much money does he "
    "have left?",
    "Tom has $19. Folders are 10% off. A folder costs $2. He bought as many folders as he could. "
    "How much money does he have left?",
    "Tom has $19. A folder costs $2. He needs $5 for the bus. He bought as many folders as he "
    "could. How much money does he have left?",
    # as many as she could of what? two kinds priced, or none priced before it
    "Vera had 50 dollars. Kites cost 8 dollars each and balls cost 3 dollars each. How much money "
    "would she have left if she bought as many as she could?",
    "Vera had 50 dollars. She bought as many as she could. Kites cost 8 dollars each. How much money "
    "does she have left?",
    "Vera had 50 dollars. Kites cost 8 dollars each. How much money would she have left if she "
    "bought as many as Bo could?",
    # a purchase with no price: what it took is not told
    "Tom has $19. He bought a pen. How much money does he have left?",
    "Tom has $19. A folder costs $2. He bought as many folders as he could. He bought a pen. How "
    "much money does he have left?",
    # a price told later prices nothing bought before it; a price then, told so, is no price now
    "Vera had 50 dollars. She bought 2 kites. Later she found some kites that cost 8 dollars each. "
    "How much money does she have?",
    "Vera had 50 dollars. She bought as many kites as she could. Later she found some kites that cost "
    "8 dollars each. How much money does she have left?",
    "Vera had 50 dollars. Kites cost 5 dollars each. Later she found some kites that cost 8 dollars "
    "each. How much money would she have left if she bought as many as she could?",
    "Vera had 50 dollars. Yesterday she found some kites that cost 8 dollars each. How much money would "
    "she have left if she bought as many as she could?",
    "Vera had 50 dollars. She bought 2 kites. Later, kites cost 8 dollars each. How much money does "
    "she have?",
    # a wish asked of with no time after its buying: it may not be done
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much money "
    "does he have?",
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How many "
    "folders did he buy?",
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
    "left?",
    "Tom had $19. He did not want to buy as many folders as he could. A folder costs $2. How much "
    "is left after he bought the folders?",
    # a time after buying other things, or more than the wished ones: not the wish done
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
    "left after he bought the pens?",
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
    "left after he bought the pens and the folders?",
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. How much is "
    "left after he bought the red folders?",
    # something told of the buyer after the wish: before the buying or after it?
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. His sister "
    "gave him $5. How much is left after he bought the folders?",
    "Tom had $19 and he wanted to buy as many folders as he could. A folder costs $2. He found $4. "
    "How much is left after he bought the folders?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_bought_most_answered(text: str, value: int) -> None:
    answer = assert_answers(text, value)
    if "as many" in text and "found" not in text and "bought 5" not in text:
        assert any(s.rounded_by is not None for s in answer.steps), answer.explanation


@pytest.mark.parametrize("text", REFUSED)
def test_bought_most_refused(text: str) -> None:
    assert_refuses(text)
