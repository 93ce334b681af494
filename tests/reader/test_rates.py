"""Rates and prices: each shape the rates frames read, answered with its product."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve

ANSWERED = [
    # contents said of a place: the holder of the crates holds the melons
    ("There are 12 crates. There are 9 melons in each crate. How many melons are there in all?",
     108, "melons"),
    ("There are 6 shelves. Each shelf holds 20 books. How many books are there in all?", 120, "books"),
    # a price said of one thing, before or after the purchase
    ("Each kite costs $7. Lena bought 4 kites. How much did Lena spend?", 28, "dollars"),
    ("Lena bought 4 kites. Each kite costs $7. How much did Lena spend?", 28, "dollars"),
    ("A stamp costs 45 cents. Omar buys 3 stamps. How much money did Omar pay?", 135, "cents"),
    ("The ticket costs $3. Mo bought 5 tickets. How much did Mo spend?", 15, "dollars"),
    # a price said of things each
    ("Mugs cost $6 each. Priya bought 5 mugs. How much did she spend?", 30, "dollars"),
    ("Cups cost $2 per cup. Dan bought 7 cups. How much did Dan spend?", 14, "dollars"),
    # a price inside the purchase
    ("Rae bought 4 lamps for $15 each. How much did she spend?", 60, "dollars"),
    ("Rae bought four lamps each for $15. How much did she spend?", 60, "dollars"),
    ("Rae bought 4 lamps at $1.50 each. How much did she spend?", 6, "dollars"),
    # what was paid for each one
    ("Kit bought 6 books. She paid $3 for each book. How much did Kit spend?", 18, "dollars"),
    # the cost leaves the buyer's money
    ("Ivo had $50. He bought 3 caps at $9 each. How much money does Ivo have left?", 23, "dollars"),
    # a rate for a count: the verb's amount is their product
    ("Tom drove 60 miles per hour for 3 hours. How many miles did Tom drive?", 180, "miles"),
    ("Jan earns $12 an hour for 5 hours. How much does Jan earn?", 60, "dollars"),
    ("Jan ran 8 miles each day for 9 days. How many miles did Jan run?", 72, "miles"),
    ("Lu read 20 pages a day for 5 days. How many pages did Lu read?", 100, "pages"),
    # a price said with "be", of each one
    ("Each kite was $7. Lena bought 4 kites. How much did Lena spend?", 28, "dollars"),
    ("Lena bought 4 kites. Kites are $7 each. How much did Lena spend?", 28, "dollars"),
    ("Omar buys 3 stamps. Every stamp is 45 cents. How many cents did Omar spend?", 135, "cents"),
    # several things bought, each with the price of one
    ("Rae bought 4 lamps for $15 each, 2 rugs at $9 each and 3 mats for $2 each. How much did "
     "she spend?", 84, "dollars"),
    ("Rae bought 4 lamps for $15 each, and 2 rugs for $9 each. How much did she spend?", 78, "dollars"),
    ("Ivo orders 5 wraps that cost $4 each. How much does Ivo spend?", 20, "dollars"),
    ("Ivo bought 2 crates of figs at $8 each crate. How much did Ivo spend?", 16, "dollars"),
    # "for $9 per bag"; kinds of one noun told apart by their words, each with its own price
    ("Rae bought 4 bags of nuts for $9 per bag and 3 bags of figs for $5 per bag. How much did "
     "she spend?", 51, "dollars"),
    ("Rae bought 2 gold tickets at $40 each and 3 plain tickets at $15 each. How much did she "
     "spend?", 125, "dollars"),
    # what each one counts for: "worth 3 points each", "Each goal is worth 3 points"
    ("The Owls scored 4 goals worth 3 points each. How many points do the Owls have?", 12, "points"),
    ("Each goal is worth 3 points. The Owls scored 4 goals. How many points did the Owls score?", 12,
     "points"),
    # given to (or got for) each of a counted group: the amount each times the count
    ("Nell had 50 stamps. She gave 6 stamps to each of her 4 cousins. How many stamps does Nell "
     "have left?", 26, "stamps"),
    ("Nell gave each of her 4 cousins 6 stamps. How many stamps did Nell give away?", 24, "stamps"),
    ("Nell gave her 4 cousins 6 stamps each. How many stamps did Nell give?", 24, "stamps"),
    ("Nell bought 3 kites for each of her 4 cousins. How many kites did Nell buy?", 12, "kites"),
    # contents said of each of a counted set of containers
    ("Paul has 12 comics on each of his 5 shelves. How many comics does Paul have?", 60, "comics"),
    ("There are 8 kids on each of the 3 buses. How many kids are there?", 24, "kids"),
    # containers "that each have / hold / contain" so many
    ("There are 7 trays that each hold 12 buns. How many buns are there?", 84, "buns"),
    ("Vic has 4 jars that each contain 30 beads. How many beads does Vic have?", 120, "beads"),
    # "The jars have 30 beads each": what every one of them holds
    ("Vic has 4 jars. The jars have 30 beads each. How many beads does Vic have?", 120, "beads"),
    ("Jars have 30 beads each. Vic has 4 jars. How many beads does Vic have?", 120, "beads"),
    # what each one measures, said with "be"; of things an activity counted, before or after
    ("Each song is 4 minutes long. Ivo sang 6 songs. How many minutes did Ivo sing?", 24, "minutes"),
    ("Ivo read 3 books. Each book was 90 pages. How many pages did Ivo read?", 270, "pages"),
    # a pace said first: "Every week Ivo reads 4 books" is "reads 4 books every week"
    ("Every week Ivo reads 4 books. How many books does Ivo read in 6 weeks?", 24, "books"),
    # what is spent adds up over purchases and other spending in one unit
    ("Ana spent $5 on a hat. She bought 2 scarves for $4 each. How much did Ana spend?", 13,
     "dollars"),
    # the receivers asked are the counted group every giving was to
    ("Noa gave her 6 nieces 5 shells each. How many shells did Noa give her nieces?", 30, "shells"),
    ("Noa gave 5 shells to each of her 6 nieces. How many shells did she give to her nieces?", 30,
     "shells"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_rate_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == unit
    assert {c.verdict for c in outcome.certificates} == {"discharged"}


REFUSED = [
    # "The bill was $30" is no price of one bill: no "each"
    "The pens were $3. Lena bought 4 pens. How much did Lena spend?",
    # the same kind at two prices in one purchase
    "Rae bought 3 pens for $2 each and 4 pens for $3 each. How much did she spend?",
    # "his" is not Ada's: whose shelves hold the comics?
    "Ada has 12 comics on each of his 5 shelves. How many comics does Ada have?",
    # "each of his shelves" after "there are": whose?
    "There are 12 comics on each of his 5 shelves. How many comics are there?",
    # "Ida's jars" may not be the jars Vic has
    "Ida's jars have 30 beads each. Vic has 4 jars. How many beads does Vic have?",
    # "is 9 years old" is an age, not a rate
    "Each pup is 2 years old. Ivo has 3 pups. How many years old are the pups?",
    # "is worth $2" is a value, not money held
    "Each coin is worth $2. Ivo has 5 coins. How much money does Ivo have?",
    # a sum before a thing prices the thing; it is no money given or held
    "Ada had $20. She gave Bo her $5 coupon. How much money does Ada have?",
    # receivers asked that are not the counted group, or another gift beside it
    "Noa gave 5 shells to each of her 6 nieces. How many shells did she give to her sons?",
    "Noa gave 5 shells to each of her 6 nieces. How many shells did she give to Ida's nieces?",
    "Noa gave 5 shells to each of her 6 nieces and 3 shells to Ida. How many shells did she give to "
    "her nieces?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_rate_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


@pytest.mark.parametrize(("text", "value"), [
    # a rate said with "at", before or after its count
    ("Pia drove for 3 hours at an average speed of 40 miles per hour. How many miles did she drive?",
     120),
    ("Pia drove at 50 miles an hour for 2 hours. How many miles did she drive?", 100),
    ("Pia cycled for 4 hours at a speed of 12 miles per hour. How many miles did she cycle?", 48),
])
def test_rate_said_with_at(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value
