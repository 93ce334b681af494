"""A round thing's radius from its diameter told, or its diameter from its radius: a diameter
is two radii. The area and the circumference need the circle's constant and are never read."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.obligations.circles import prove_circle
from wordproof.proofs.gateway import gateway
from wordproof.reader.circles import read_circle
from wordproof.text.tokens import Token, tokenize

ANSWERED = [
    ("Leo owns a round mirror with a diameter of 14 inches. What is the mirror's radius?",
     7, "inches"),
    ("The circular pool has a radius of 9 meters. What is the pool's diameter?", 18, "meters"),
    ("A circle has a radius of 5 centimeters. What is its diameter?", 10, "centimeters"),
    ("The diameter of the round clock is 3 feet. What is the radius of the clock?",
     Fraction(3, 2), "feet"),
    ("At the fair, kids throw rings onto a round target. The target has a diameter of 6 feet. "
     "What is the target's radius?", 3, "feet"),
]

REFUSED = [
    # the area and the circumference need the circle's constant
    "The circular pool has a radius of 9 meters. What is the pool's area?",
    "Leo owns a round mirror with a diameter of 14 inches. What is the mirror's circumference?",
    # nothing says the thing is round
    "The pool has a radius of 9 meters. What is the pool's diameter?",
    # another thing asked, a measure told at another time than the one asked
    "The circular pool has a radius of 9 meters. What is the pond's diameter?",
    "The circular pool had a radius of 9 meters. What is the pool's diameter?",
    # a change told after the measure, another round thing in the scene
    "Leo owns a round mirror with a diameter of 14 inches. He cut it in half. What is its "
    "radius?",
    "Leo has a round mirror and a round tray. The tray has a diameter of 14 inches. What is its "
    "radius?",
    # no unit of length
    "Leo owns a round mirror with a diameter of 14 days. What is the mirror's radius?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _tokens(text: str) -> tuple[Token, ...]:
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    return tokens


def test_circle_proof_pins_the_asked_measure() -> None:
    text = "The circular pool has a radius of 9 meters. What is the pool's diameter?"
    entry = read_circle(text, _tokens(text))
    assert entry is not None
    assert isinstance(prove_circle(entry, Fraction(18), gateway()), tuple)
    assert isinstance(prove_circle(entry, Fraction(9), gateway()), Refusal)
    assert isinstance(prove_circle(entry, Fraction(9), gateway(),
                                   frozenset({"circle_consistent", "circle_unique"})), tuple)
