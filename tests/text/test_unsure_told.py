"""A text that leaves a number unsure is refused before any reading (s30-rev2): a sentence
with a number told twice word for word (one doing, or two?), a number after a hedge ("about",
"nearly", "at least"), numbers with "or" between them, a price "at" a sum "in all", and (for
the pattern and common-multiple readers) a number told with "not". Each is shown beside the same
text told plainly, which is answered."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

PAIRS = [
    # told twice, beside told once and a second doing told with "again"-free other words
    ("Kofi had 20 plums. He sold 6 plums. He sold 6 plums. How many plums does Kofi have?",
     "Kofi had 20 plums. He sold 6 plums. How many plums does Kofi have?", 14, "not_unique"),
    ("Ada has 7 cups. Ada has 7 cups. How many cups does Ada have?",
     "Ada has 7 cups. How many cups does Ada have?", 7, "not_unique"),
    # hedges
    ("Lia has about 9 pens. She gave 3 pens to Bo. How many pens does Lia have?",
     "Lia has 9 pens. She gave 3 pens to Bo. How many pens does Lia have?", 6, "unsupported_quantity"),
    ("Lia has nearly 9 pens. She gave 3 pens to Bo. How many pens does Lia have?",
     "Lia has 9 pens. She gave 3 pens to Bo. How many pens does Lia have?", 6, "unsupported_quantity"),
    ("Lia has at least 9 pens. She gave 3 pens to Bo. How many pens does Lia have?",
     "Lia has 9 pens. She gave 3 pens to Bo. How many pens does Lia have?", 6, "unsupported_quantity"),
    ("Tao has 12 red beads and almost 18 blue beads. He makes identical strings with no beads left "
     "over. What is the greatest number of strings he can make?",
     "Tao has 12 red beads and 18 blue beads. He makes identical strings with no beads left over. "
     "What is the greatest number of strings he can make?", 6, "unsupported_quantity"),
    # "or" between numbers
    ("Ivo had 30 pens. He gave 4 pens to Bo or 6 pens to Cy. How many pens does Ivo have left?",
     "Ivo had 30 pens. He gave 4 pens to Bo and 6 pens to Cy. How many pens does Ivo have left?", 20,
     "unsupported_quantity"),
    # a price "at" one sum "in all"
    ("Tia bought 4 pens at $2 in all. How much did she spend?",
     "Tia bought 4 pens at $2 each. How much did she spend?", 8, "unsupported_quantity"),
    ("Tia bought 4 pens at $2 altogether. How much did she spend?",
     "Tia bought 4 pens at $2. How much did she spend in all?", 8, "unsupported_quantity"),
    # a pattern or a common multiple from numbers told with "not"
    ("Bo did not pick 18 figs from the first tree, 22 figs from the second tree, 26 figs from the "
     "third tree, and 30 figs from the fourth tree. If this pattern continues, how many figs will Bo "
     "pick from the fifth tree?",
     "Bo picked 18 figs from the first tree, 22 figs from the second tree, 26 figs from the third "
     "tree, and 30 figs from the fourth tree. If this pattern continues, how many figs will Bo pick "
     "from the fifth tree?", 34, "unsupported_frame"),
    ("Gus does not buy red pens in packs of 6 and blue pens in packs of 4. If Gus wants the same "
     "number of each color, what is the smallest number of red pens he must buy?",
     "Gus buys red pens in packs of 6 and blue pens in packs of 4. If Gus wants the same number of "
     "each color, what is the smallest number of red pens he must buy?", 12, "unsupported_frame"),
]


@pytest.mark.parametrize(("unsure", "plain", "value", "code"), PAIRS)
def test_unsure_refused_plain_answered(unsure: str, plain: str, value: int, code: str) -> None:
    refused = solve(unsure)
    assert isinstance(refused, Refusal) and refused.code.code == code, refused
    answered = solve(plain)
    assert isinstance(answered, Answer) and answered.value == Fraction(value), answered


@pytest.mark.parametrize("text", [
    # a number told again in other words, or a sentence without a number said twice, is no repeat
    "Kofi had 20 plums. He sold 6 plums. Then he sold 6 more plums. How many plums does Kofi have?",
    # "or" with no number after it, and a hedge before no number
    "Ann has 12 red or blue pens. She gave 5 of them to Bo. How many pens does Ann have?",
])
def test_near_texts_not_refused_here(text: str) -> None:
    outcome = solve(text)
    assert not (isinstance(outcome, Refusal) and outcome.stage.value == "text"), outcome
