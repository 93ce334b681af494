"""Near answered and refused English of the rev3 review, in our own words: company kept "with"
someone in the doing asked or apart from it, names ending like a place's, a row beside another
count of its things, weighing after an animal had, "the first half" after a verb, and tasks
"had" asked as "did he have to finish". An answer case fails when the reading is lost, a
refusal case when the wrong reading comes back."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    # the doing told "with" the other is theirs together
    ("Cato painted 6 fences with Dina. How many fences did they paint?", 6, "fences"),
    # company told apart, each one's doing told
    ("Cato rode to the barn with Dina. Cato fed 4 goats and Dina fed 3 goats. How many goats did "
     "they feed?", 7, "goats"),
    # a name ending like a place's, taken only by a verb of going, is a place
    ("Una and Vic hiked up Bear Mountain. Una found 2 rocks and Vic found 6 rocks. How many rocks "
     "did the two find?", 8, "rocks"),
    # a person with such a name, who holds things, is one of the three
    ("Jo Lake has 2 cups. Una has 3 cups. Vic has 4 cups. How many cups do the three have?", 9, "cups"),
    # the row numbered by the question, no other count of its things
    ("Tia packed crates. The first was 6 kilograms, the second was 7 kilograms and the last was 8 "
     "kilograms. What is the total weight of all three crates?", 21, "kilograms"),
    # a thing had that is no animal: "they" are the two people
    ("Lia and Max have a wagon. Together they weigh 110 pounds. Lia weighs 80 pounds. How much does "
     "Max weigh?", 30, "pounds"),
    # "the first half" after a preposition is a part of a time
    ("Rui read 12 pages in the first half of the day and 9 pages in the second half. How many pages "
     "did Rui read?", 21, "pages"),
    ("Abe had 11 errands. How many errands did he have to finish?", 11, "errands"),
]

REFUSED = [
    "Cato rode to the barn with Dina. Cato fed 4 goats. How many goats did they feed?",
    "Una met Jo Lake. Una found 2 rocks and Vic found 6 rocks. How many rocks did the two find?",
    "Tia packed crates. The first was 6 kilograms, the second was 7 kilograms and the last was 8 "
    "kilograms. Her uncle packed 3 crates. What is the total weight of all three crates?",
    "Lia and Max have a puppy. Together they weigh 110 pounds. Lia weighs 80 pounds. How much does "
    "Max weigh?",
    "A comic has 60 pages. Rui read the first half. How many pages are left?",
    "Abe had 11 errands yesterday. How many errands did he have to finish today?",
    "Abe has 11 errands. How many errands did he have to finish?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_review_rev3_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_review_rev3_refused(text: str) -> None:
    assert_refuses(text)
