"""A two-digit number told by relations of its digits (their sum or product, one digit a
multiple of the other, the number with its digits reversed): replay tries the ninety two-digit
numbers, Z3 proves over whole digits that the relations pin the one found."""

from fractions import Fraction

from tests.outcomes import assert_refuses, shape_tests
from wordproof import Refusal
from wordproof.obligations.digits import prove_digits
from wordproof.proofs.gateway import gateway
from wordproof.reader.digits import read_digits
from wordproof.text.tokens import Token, tokenize

ANSWERED = [
    ("In a two digit number, the sum of the digits is 11. If the digits are reversed, the number "
     "is increased by 27. Find the number.", 47, ""),
    ("In a 2-digit number, the units digit is 2 times the tens digit. When the digits are "
     "reversed, the new number is 36 more than the original number. What is the number?", 48, ""),
    ("The sum of the digits of a two digit number is 10. When the number is decreased by 36, "
     "the digits are reversed. Find the number.", 73, ""),
    ("A two-digit number is seven times the sum of its digits. When 18 is subtracted from the "
     "number, the digits are reversed. Find the number.", 42, ""),
    ("In a two digit number, the product of the digits is 8. The tens digit is twice the units "
     "digit. Find the number.", 42, ""),
    ("In a two digit number, the tens digit is 3 more than the units digit. The sum of the digits "
     "is 11. Find the number.", 74, ""),
    ("In a two digit number, the units digit is 5 less than the tens digit. The sum of the "
     "digits is 7. Find the number.", 61, ""),
]

REFUSED = [
    # one relation leaves nine numbers
    "In a two digit number, the sum of the digits is 11. Find the number.",
    # a difference of the number and its reversal: which is the larger?
    "The sum of the digits of a two digit number is 11 and the difference between the number "
    "and that formed by reversing the digits is 27. Find the number.",
    # three digits, and the reversed number asked
    "In a three digit number, the sum of the digits is 11. If the digits are reversed, the number "
    "is increased by 27. Find the number.",
    "In a two digit number, the sum of the digits is 11. If the digits are reversed, the number "
    "is increased by 27. Find the number obtained by reversing the digits.",
    # a digit more than the other, with nothing else told: six numbers
    "In a two digit number, the tens digit is 3 more than the units digit. Find the number.",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def _tokens(text: str) -> tuple[Token, ...]:
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    return tokens


def test_no_two_digit_number_meets_the_relations() -> None:
    assert_refuses("In a two digit number, the sum of the digits is 20. If the digits are "
                   "reversed, the number is increased by 9. Find the number.", "inconsistent")


def test_digits_proof_pins_the_number() -> None:
    text = ("In a two digit number, the sum of the digits is 11. If the digits are reversed, the "
            "number is increased by 27. Find the number.")
    entry = read_digits(text, _tokens(text))
    assert entry is not None
    assert isinstance(prove_digits(entry, Fraction(47), gateway()), tuple)
    assert isinstance(prove_digits(entry, Fraction(74), gateway()), Refusal)
    assert isinstance(prove_digits(entry, Fraction(74), gateway(),
                                   frozenset({"digits_consistent", "digits_unique"})), tuple)
