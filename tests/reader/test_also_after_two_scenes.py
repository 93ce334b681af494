""""There are also …" with no place after two things' holdings (s30-rev2): beside the things
the sentence right before told, or beside an earlier place's? Refused; told right after the one
place, it is that place's."""

from fractions import Fraction

from wordproof import Answer, Refusal, solve


def test_also_after_a_second_scene_refused() -> None:
    outcome = solve("The hall has 27 chairs. 18 boys are in the choir. There are also 15 desks. "
                    "How many pieces of furniture are in the hall?")
    assert isinstance(outcome, Refusal), outcome


def test_also_right_after_the_one_place_answered() -> None:
    outcome = solve("The hall has 27 chairs. There are also 15 desks. 18 boys are in the choir. "
                    "How many pieces of furniture are in the hall?")
    assert isinstance(outcome, Answer) and outcome.value == Fraction(42), outcome
