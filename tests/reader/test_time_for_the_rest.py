"""The time (or cost) for each one asked of what is still to do of a doing wanted: "Lia needs to
wash 11 cars. She has already washed 3. Each car takes 20 minutes to wash. How long will it take
her to wash the rest?" is 20 minutes × (11 − 3)."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Lia needs to wash 11 cars. She has already washed 3. Each car takes 20 minutes to wash. "
     "How long will it take her to wash the rest?", 160, "minutes"),
    # the time told first, the doing in an "if" clause
    ("Each kite takes 2 hours to build. Omar wants to build 7 kites. If he has built 3, how many "
     "hours will it take him to build the rest?", 8, "hours"),
    # what each one costs, asked of the rest
    ("Leo needs to mow 6 lawns. He has mowed 2. It costs $3 to mow a lawn. How much will it cost "
     "him to mow the rest?", 12, "dollars"),
    # the doer as the subject of "take"; "how much longer" of the rest
    ("Lia needs to wash 11 cars. She has already washed 3. Each car takes 20 minutes to wash. "
     "How much longer will she take to wash the rest?", 160, "minutes"),
    ("It takes 20 minutes to wash a car. How long will Lia take to wash 5 cars?", 100, "minutes"),
    # the time for one told with "it"; another unit of clock time asked
    ("Pia has to sew 10 shirts. She sewed 4. It takes 45 minutes to sew a shirt. How many hours "
     "will it take her to sew the rest?", Fraction(9, 2), "hours"),
])
def test_time_for_the_rest_is_read(text: str, value: object, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # nothing told done: the rest of what?
    "Lia needs to wash 11 cars. Each car takes 20 minutes to wash. How long will it take her to "
    "wash the rest?",
    # another kind done by the verb: are they among the rest?
    "Lia needs to wash 11 cars. She has already washed 3 vans. Each car takes 20 minutes to wash. "
    "How long will it take her to wash the rest?",
    # someone else's want, someone else's doing, someone else's time
    "Lia needs to wash 11 cars. Ben has already washed 3. Each car takes 20 minutes to wash. How "
    "long will it take him to wash the rest?",
    "Lia needs to wash 11 cars. She has already washed 3. Each car takes 20 minutes to wash. How "
    "long will it take Ben to wash the rest?",
    "Lia needs to wash 11 cars. She has already washed 3. It takes Ben 20 minutes to wash a car. "
    "How long will it take her to wash the rest?",
    # two doers may work side by side
    "Lia and Ben need to wash 11 cars. They have already washed 3. Each car takes 20 minutes to "
    "wash. How long will it take them to wash the rest?",
    # another verb asked
    "Lia needs to wash 11 cars. She has already washed 3. Each car takes 20 minutes to wash. How "
    "long will it take her to dry the rest?",
    # more done than wanted
    "Lia needs to wash 11 cars. She has already washed 13. Each car takes 20 minutes to wash. How "
    "long will it take her to wash the rest?",
    # a thing as the subject of "take" (its own time), "how much longer" of a count named
    "It takes 20 minutes to wash a car. How long will the hose take to wash 5 cars?",
    "It takes 20 minutes to wash a car. How much longer will Lia take to wash 5 cars?",
    "It takes Ben 20 minutes to wash a car. How long will Lia take to wash 5 cars?",
    # two wants of the verb
    "Lia needs to wash 11 cars and 4 vans. She has already washed 3 cars. Each car takes 20 "
    "minutes to wash. How long will it take her to wash the rest?",
])
def test_time_for_the_rest_refuses(text: str) -> None:
    assert_refuses(text)
