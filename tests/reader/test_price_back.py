"""The price of each of some things bought, worked back from the sum spent (reader/price_back.py):
one person spends a sum and buys things of told prices and one kind of no price, asked the price
of one of those. Our own words throughout."""

from fractions import Fraction

from tests.outcomes import shape_tests
from wordproof import Refusal
from wordproof.ledger.derivation import Quoted
from wordproof.ledger.price_back import PriceBackEntry
from wordproof.obligations.price_back import prove_price_back
from wordproof.proofs.gateway import gateway

ANSWERED = [
    ("Marco spent 90 cents. He bought a pen for 30 cents and 4 erasers. How much did each eraser cost?",
     15, "cents"),
    ("Lena spent $41 at the book fair. She bought a poster for $5, a map for $12, and 6 comics. What is "
     "the price of one comic?", 4, "dollars"),
    ("Lena bought 3 mugs for $2 each and 4 plates. She spent a total of 26 dollars. How much does one "
     "plate cost?", 5, "dollars"),
    ("Marco went to a flea market and spent $70. He bought a lamp for $22 and 3 stools. Each stool cost "
     "the same amount. How much did one stool cost?", 16, "dollars"),
    ("Lena bought 2 kites that each cost $9. She also purchased 8 balloons. If Lena spent $30 in total, "
     "how much did a single balloon cost in dollars?", Fraction(3, 2), "dollars"),
    ("Marco spent 65 cents. He bought a stamp for 40 cents. He also bought 5 stickers. How much did Marco "
     "pay for each sticker?", 5, "cents"),
]

REFUSED = [
    # two things of no price: which one's price is asked, and what did the other cost?
    "Marco spent 90 cents. He bought a pen for 30 cents, a ruler and 4 erasers. How much did each eraser "
    "cost?",
    # "4 erasers and a pen for 30 cents": the price of both, or of the pen?
    "Marco spent 90 cents. He bought 4 erasers and a pen for 30 cents. How much did each eraser cost?",
    # "2 pens for 30 cents": 30 cents for both, or for each?
    "Marco spent 90 cents. He bought 2 pens for 30 cents and 4 erasers. How much did each eraser cost?",
    # the sum spent is no more than the priced things
    "Marco spent 30 cents. He bought a pen for 30 cents and 4 erasers. How much did each eraser cost?",
    # not a whole number of cents
    "Marco spent 90 cents. He bought a pen for 30 cents and 7 erasers. How much did each eraser cost?",
    # another person, or a pronoun of the other gender
    "Marco spent 90 cents. Lena bought a pen for 30 cents and 4 erasers. How much did each eraser cost?",
    "Marco spent 90 cents. She bought a pen for 30 cents and 4 erasers. How much did each eraser cost?",
    # a sum spent told after the things with no "in total": besides them, or in all?
    "Marco bought a pen for 30 cents and 4 erasers. He spent 90 cents. How much did each eraser cost?",
    # a sum held is no sum spent; a sum spent on some of the things is not spent on all
    "Marco had 90 cents. He bought a pen for 30 cents and 4 erasers. How much did each eraser cost?",
    "Marco spent 90 cents on erasers. He bought a pen for 30 cents and 4 erasers. How much did each "
    "eraser cost?",
    # things of the priced kind again, or another thing asked
    "Marco spent 90 cents. He bought a pen for 30 cents and 4 pens. How much did each pen cost?",
    "Marco spent 90 cents. He bought a pen for 30 cents and 4 erasers. How much did each ruler cost?",
    # a doing more
    "Marco spent 90 cents. He bought a pen for 30 cents and 4 erasers. He lost one eraser. How much did "
    "each eraser cost?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


def test_the_proof_pins_the_replayed_value_only() -> None:
    pen = ("pen", Quoted(Fraction(1), "a", (9, 10)), Quoted(Fraction(30), "30 cents", (11, 19)))
    entry = PriceBackEntry("p1", Quoted(Fraction(90), "90 cents", (0, 8)), (pen,),
                           Quoted(Fraction(4), "4", (20, 21)), "eraser", "cents",
                           "How much did each eraser cost?")
    assert not isinstance(prove_price_back(entry, Fraction(15), gateway()), Refusal)
    wrong = prove_price_back(entry, Fraction(90, 4), gateway())  # the sum spent parted, the pen forgotten
    assert isinstance(wrong, Refusal) and wrong.code.code == "inconsistent"
