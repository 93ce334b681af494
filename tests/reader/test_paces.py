"""Paces: what someone's verb does for each one of a kind, over a count a question names."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Answer, solve

ANSWERED = [
    ("Rosa reads 12 pages a day. How many pages does she read in 4 days?", 48, "pages"),
    # a bare count using up what the doer holds: of that kind, as "ate 3" is
    ("Gus has 30 figs. He eats 5 each day. How many days will the figs last him?", 6, "days"),
    ("Gus has 30 figs. He eats 5 a day. How many figs does he eat in 4 days?", 20, "figs"),
    ("Theo scored 7 goals in each season. How many goals did he score in 3 seasons?", 21, "goals"),
    ("Ike swims 3 laps every day. How many laps will Ike swim in 2 weeks?", 42, "laps"),
    ("Nia earns $15 per hour. How much does she earn in 6 hours?", 90, "dollars"),
    ("Nia earns $15 an hour. How much money will she earn in 4 hours?", 60, "dollars"),
    # a modal of ability states the rate; one doer named by a noun; "in a day"
    ("A press can print 40 posters every minute. How many posters can it print in 3 minutes?", 120,
     "posters"),
    ("Ivo could knit 2 scarves in a day. How many scarves would he have knitted in 5 days?", 10,
     "scarves"),
]


ANSWERED += [
    # a phase verb before the doing says the doing: "starts saving" is "saves"
    ("Una starts saving $4 a week. How much money does she save in 6 weeks?", 24, "dollars"),
    ("Una began collecting 3 shells a day. How many shells did she collect in 5 days?", 15,
     "shells"),
]


ANSWERED += [
    # a pace told by a count done in a stretch of time: towels per minute
    ("Jane can fold 3 towels in 5 minutes. How many towels can she fold in 60 minutes?", 36,
     "towels"),
    ("A goat eats 12 carrots every 4 days. How many carrots does it eat in 12 days?", 36, "carrots"),
    ("Rex types 90 words in 2 minutes. How many words does he type in 7 minutes?", 315, "words"),
    # a stretch asked in hours of a pace per minute of doing it: its minutes
    ("Jane can fold 3 towels in 5 minutes. How many towels can she fold in 2 hours?", 72, "towels"),
    ("Joy can read 8 pages in 20 minutes. How many minutes will it take her to read 120 pages?", 300,
     "minutes"),
    # "how long" is asked in the one unit of time the verb's paces are told in
    ("Joy reads 8 pages a day. How long will it take her to read 120 pages?", 15, "days"),
    ("It takes Joy 3 minutes to fold a towel. How long does it take her to fold 20 towels?", 60,
     "minutes"),
    # how long a holding lasts at the pace its holder uses it up
    ("Oda bought 48 apples. If she eats 6 apples a day, how many days will they last her?", 8, "days"),
    ("Oda got 20 pieces of fudge. If she ate 4 pieces a day, how long would the fudge last?", 5, "days"),
    ("Oda has $90. She spends $15 a week. How many weeks will her money last?", 6, "weeks"),
    # the time it takes to earn or save a sum at a pace of money
    ("Uma earns $9 an hour. How many hours will it take her to earn $54?", 6, "hours"),
    ("Uma saves $12 a week. How many weeks will it take her to save $60?", 5, "weeks"),
    ("Uma earns 75 cents an hour. How long will it take her to earn 300 cents?", 4, "hours"),
    # the hours one needs to work to earn a sum, as the time it takes
    ("Uma earns $9 an hour. How many hours does she need to work to earn $54?", 6, "hours"),
    ("Uma makes $9 an hour. How many hours must she work to make $45?", 5, "hours"),
    ("Uma earns $9 an hour. How many hours will she have to work to earn $36?", 4, "hours"),
]


ANSWERED += [
    # one doer named by "the" and a singular noun asks the pace told of it
    ("The potter makes 6 bowls a day. How many bowls does the potter make in 5 days?", 30, "bowls"),
    ("A hen lays 2 eggs a day. How many eggs will the hen lay in 3 weeks?", 42, "eggs"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_pace_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # "how long" when the verb's paces are told in two units of time: days or hours?
    "Joy reads 8 pages a day. Rex reads 5 pages an hour. How long will it take Joy to read 40 pages?",
    # "how long" of a doing no pace is told of
    "Joy reads 8 pages a day. How long will it take her to write 40 pages?",
    # "how long" asked in weeks of a pace per day: days of reading are no whole weeks
    "Joy reads 8 pages a day. How long, in weeks, will it take her to read 56 pages?",
    # a bare count with no kind the doer holds, or with two
    "Gus eats 5 a day. How many figs does he eat in 4 days?",
    "Gus has 30 figs and 12 plums. He eats 5 a day. How many days will the figs last him?",
    # a bare count is never a pay, nor what a verb that gets things counts
    "Gus earns 12 a day. How much does he earn in 4 days?",
    # a pace per hour is per hour worked, never per hour of the clock
    "Nia earns $15 per hour. How much does she earn in 2 days?",
    # months have no fixed number of days
    "Rosa reads 12 pages a day. How many pages does she read in 2 months?",
    # another reading told apart: part of the count, or not?
    "Rosa reads 12 pages a day. She read 5 pages on Monday. How many pages does she read in 4 days?",
    # a school day is not every day
    "Emma buys 2 cartons of milk every school day. How many cartons does she buy in 3 weeks?",
    # the count is of another kind than the pace's
    "Theo scored 7 goals in each season. How many goals did he score in 3 weeks?",
    # another verb than the pace's
    "Nia earns $15 per hour. How much does she spend in 6 hours?",
    # "each press" is a rate of the presses, not one doer's pace
    "Each press can print 40 posters every minute. How many posters can it print in 3 minutes?",
    # a modal other than ability is a hedge
    "Ivo might knit 2 scarves a day. How many scarves does he knit in 5 days?",
    # one stretch told in the past ("read" may be past too) is no habit
    "Rex typed 90 words in 2 minutes. How many words does he type in 7 minutes?",
    "Rex read 9 pages in 3 minutes. How many pages does he read in 7 minutes?",
    # hours of work are not the hours of a day: a pace per hour is not converted to days
    "Jane can fold 30 towels in 2 hours. How many towels can she fold in 3 days?",
    # a lasting asked of apples another holds too, or eaten by another, or eaten apart from the pace
    "Oda has 48 apples. Ben has 12 apples. If Oda eats 6 apples a day, how many days will the apples last?",
    "Oda has 48 apples. If Ben eats 6 apples a day, how many days will Oda's apples last?",
    "Oda has 48 apples. She eats 6 apples a day. She ate 5 apples on Monday. How many days will they last?",
    # a pace that uses nothing up, or a holding that does not divide: never rounded
    "Oda has 48 apples. She buys 6 apples a day. How many days will they last?",
    "Oda has 50 apples. She eats 6 apples a day. How many days will they last?",
    # another pace using things up: from her apples too?
    "Oda has 48 apples. She eats 6 apples a day and Ben eats 2 apples a day. How many days will "
    "the apples last her?",
    # a sum asked in another unit than the pace's
    "Uma earns $9 an hour. How many hours will it take her to earn 54 cents?",
    # money the saver has besides the pace: the sum more, or in all?
    "Uma has $20. She saves $12 a week. How many weeks will it take her to save $60?",
    # a doing that is not work earns nothing; a unit other than the wage's is not converted
    "Uma earns $9 an hour. How many hours does she need to read to earn $54?",
    "Uma earns $9 an hour. How many days does she need to work to earn $54?",
    # a sum the pace does not reach in whole hours: never rounded
    "Uma earns $9 an hour. How many hours will it take her to earn $50?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_pace_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


CONTENTS = [
    # what each one of a kind has, over a count the question names
    ("Each crate has 9 melons. How many melons are in 4 crates?", 36),
    ("There are 5 eggs in each nest. How many eggs are there in 6 nests?", 30),
    ("Each crate has 9 melons. How many melons do 3 crates have?", 27),
]


@pytest.mark.parametrize(("text", "value"), CONTENTS)
def test_contents_over_a_count(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value


def test_contents_beside_other_things_of_the_kind_refuse() -> None:
    # melons told apart from the crates: in the count, or not?
    assert not isinstance(solve("Each crate has 9 melons. There are 2 melons on the table. How many "
                                "melons are in 4 crates?"), Answer)


def test_conversion_constants_are_read_from_the_units_table() -> None:
    from wordproof.ledger.paces import conversion

    assert conversion("units: day per week") == 7
    assert conversion("units: cent per dollar") == 100
    assert conversion("units: day per month") is None  # a month has no fixed number of days
    assert conversion("days in a week") is None
    # the weeks and days the calendar reckons in a year, read from its reckonings
    assert conversion("units: week per year") == 52
    assert conversion("units: day per year") == 365


WAGES = [
    # a wage times the one stretch of work told in its unit
    ("Kai earns $11 an hour. He works 6 hours. How much does he earn?", 66),
    ("Kai makes $9 per hour. He babysat for 4 hours. How much money did he make?", 36),
    # every stretch of work is paid at the wage; "earn" and "make" say the same of pay
    ("Kai earns $11 an hour. He works 6 hours and 2 hours. How much does he earn?", 88),
    # a stretch in another time of the clock, converted to the wage's unit by the units table
    ("Kai earns $11 an hour. He works 90 minutes. How much does he earn?", Fraction(33, 2)),
    ("Kai earns $12 an hour. He babysat for 40 minutes. How much did he earn?", 8),
    ("Kai earns $10 per hour. He worked 2 hours on Monday and 30 minutes on Friday. How much did "
     "he earn?", 25),
    ("Kai earns $10 per hour. He worked 3 hours on Tuesday and 5 hours on Sunday. How much money "
     "did he make?", 80),
    # words after the wage that only name the work are set aside
    ("Lea earns $7 an hour tutoring. She tutored for 3 hours. How much did she earn?", 21),
    ("Lea makes $8 per hour for dog walking. She worked 5 hours. How much did she make?", 40),
    ("Lea earns $7 an hour for tutoring. She tutored for 3 hours. How much did she earn?", 21),
    ("Lea earns $6 an hour at the bakery. She works 4 hours. How much does she earn?", 24),
    ("Lea earns $9 an hour washing cars. She works 2 hours. How much does she earn?", 18),
    # a pace of work in hours a day over the days asked: dollars/hour × hours/day × days
    ("Lea earns $9 an hour. She works 3 hours a day. How much does she earn in 5 days?", 135),
    ("Omar works 4 hours a day and makes $10 per hour. How much money does he make in 3 days?",
     120),
    # paces of work told apart, chained from the wage's unit to the one asked
    ("Lea earns $9 an hour. She works 3 hours a day. She works 4 days a week. How much does she "
     "earn in 2 weeks?", 216),
    ("Omar works 6 hours a day and makes $10 per hour. If he works 15 days a month, how much does "
     "he earn in 2 months?", 1800),
    # a pay for each thing done, over the things done each day
    ("Cal is paid $4 per lesson. He teaches 3 lessons a day. How much does he earn in 5 days?", 60),
    ("Cal teaches 3 lessons a day and works 10 days a month. He is paid $4 per lesson. How much "
     "does he earn in a month?", 120),
    # a pace per month holds for every month of a year, pay and work too
    ("Ines earns $700 a month. How much does she earn in 2 years?", 16800),
    ("Ines earns $9 an hour. She works 6 hours a day. If she works 15 days a month, how much "
     "does she earn in a year?", 9720),
    ("Ines reads 3 books a month. How many books does she read in a year?", 36),
    # a pay named by its noun and its period: "a monthly salary of $700" is "$700 a month"
    ("Ines earns a monthly salary of $700. How much does she earn in 2 years?", 16800),
    ("Cal gets an allowance of $6 a week. How much does he get in 5 weeks?", 30),
    ("Cal receives a daily allowance of $4. How much does he receive in 7 days?", 28),
]


WAGES += [
    # pay for each thing done, times the things the payee's own doings count
    ("Gia charges $20 per portrait. She painted 6 portraits. How much money did she make?", 120),
    ("Gia charges $20 per portrait. She sold 4 portraits on Monday and 3 portraits on Friday. How "
     "much did she earn?", 140),
    ("Cal earns $5 for every lawn he mows. He mowed 7 lawns. How much did he earn?", 35),
    ("Cal gets paid $3 per box. He packed 9 boxes. How much did he earn?", 27),
    ("Cal is paid $4 per lesson. He taught 5 lessons. How much money did he make?", 20),
    # a participle after the thing paid for names the doing: "per car washed"
    ("Cal makes $6 per car washed. He washed 7 cars. How much money did he make?", 42),
    ("Cal washes 4 cars a day. He makes $6 per car washed. How much will he make in 3 days?", 72),
    # a list of pays, one for each kind
    ("Jo earns $4 per bottle and $1 per box. She recycled 3 bottles and 5 boxes. How much did she "
     "earn?", 17),
    # a wage verb after a noun doer is the verb, not the noun's plural head ("plumber charges")
    ("A plumber charges $50 an hour. He works 3 hours. How much does he earn?", 150),
    ("The old tailor charges $6 per shirt. He mended 4 shirts. How much did he earn?", 24),
    # the pace said first: "For every lesson Cal makes $4"
    ("For every lesson Cal makes $4. Cal taught 6 lessons. How much money did he make?", 24),
]


@pytest.mark.parametrize(("text", "value"), WAGES)
def test_wage_for_work(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == value


@pytest.mark.parametrize("text", [
    # only working verbs are paid
    "Kai earns $11 an hour. He read for 6 hours. How much does he earn?",
    # a day of work is no 24 hours of it, nor an hour a part of a day of it
    "Kai earns $11 an hour. He works 2 days. How much does he earn?",
    "Kai earns $90 a day. He works 36 hours. How much does he earn?",
    # a stretch told in days: how many hours were paid?
    "Kai earns $11 an hour. He works 6 hours and 2 days. How much does he earn?",
    # hours a day over weeks: every day of them, or the workdays?
    "Lea earns $9 an hour. She works 3 hours a day. How much does she earn in 2 weeks?",
    # hours a day of something that is not work are not paid
    "Lea earns $9 an hour. She reads 3 hours a day. How much does she earn in 5 days?",
    # a chain of paces of work that does not reach the unit asked, or leaves a pace out
    "Lea earns $9 an hour. She works 3 hours a day. She works 4 days a week. How much does she earn "
    "in a month?",
    "Lea earns $9 an hour. She works 3 hours a day. She works 4 days a week. How much does she earn "
    "in 3 days?",
    # two paces of work for one unit: which holds?
    "Lea earns $9 an hour. She works 3 hours a day. She works 5 hours a day. How much does she earn "
    "in 3 days?",
    "Lea earns $9 an hour. She works 3 hours a day. She works 4 days a week. She works 2 days a "
    "week. How much does she earn in 3 weeks?",
    # a pay per month placed in a part of the year, or beside other time of the earner's
    "In the winter, Ines earns $700 a month. How much does she earn in a year?",
    "Ines earns $700 a month. She worked 5 months. How much does she earn in a year?",
    # a pay per week or per day is per one worked: a year or a week of them is not counted
    "Ines earns $300 a week. How much does she earn in a year?",
    "Ines earns $60 a day. How much does she earn in a week?",
    "Ines earns $9000 a year. How much does she earn in a month?",
    # a wage for one work does not pay another
    "Lea earns $7 an hour for tutoring. She babysat for 3 hours. How much did she earn?",
    # a pay named with a word that is no period, or told two periods, or owned
    "Cal gets a large allowance of $6. How much does he get in 5 weeks?",
    "Cal gets a weekly allowance of $6 a month. How much does he get in 5 weeks?",
    "Cal gets his allowance of $6 a week. How much does he get in 5 weeks?",
    # a pay per thing and no pace of those things
    "Cal is paid $4 per lesson. He works 6 hours a day. How much does he earn in 5 days?",
    # words after the wage that say more than the work: per hour, for each child
    "Lea earns $9 an hour for each child. She works 2 hours. How much does she earn?",
    # things counted by two doings: painted and sold, which are paid for?
    "Gia charges $20 per portrait. She painted 6 portraits. She sold 4 portraits. How much money "
    "did she make?",
    # a price per thing and a sale price: paid twice?
    "Gia charges $20 per portrait. She sold 4 portraits for $20 each. How much did she earn?",
    # two pays for one kind told apart by words the pace does not keep
    "Gia charges $20 for each large portrait and $10 for each small portrait. She painted 2 large "
    "portraits and 3 small portraits. How much did she earn?",
    # things paid for that no doing counts
    "Gia charges $20 per portrait. She has 6 portraits. How much money did she make?",
    # a pay for a kind no doing counts: what the boxes brought is not told
    "Jo earns $4 per bottle and $1 per box. She recycled 3 bottles. How much did she earn?",
    # two pays for one kind
    "Jo makes $4 per bottle and $1 per bottle. She recycled 3 bottles. How much did she earn?",
    # things bought are none of her doing
    "Gia charges $20 per portrait. She bought 6 portraits. How much money did she make?",
])
def test_wage_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


@pytest.mark.parametrize("text", [
    "Ben slept 8 hours a night for a week. How many hours did he sleep?",
])
def test_a_period_after_an_amount_is_a_pace_no_frame_reads(text: str) -> None:
    outcome = solve(text)
    assert not isinstance(outcome, Answer)
    assert outcome.code.code == "unsupported_frame"  # a known word, no unknown_word


@pytest.mark.parametrize(("text", "value", "unit"), [
    # a pace of a pace: pages per hour × hours per day, hours per day × days per week
    ("Pia paints 2 hours a day, 3 days a week. How many hours does Pia paint in 4 weeks?", 24, "hours"),
    ("Pia paints 2 hours a day 3 days each week. How many hours does Pia paint in 5 weeks?", 30, "hours"),
    ("Kofi swims 4 laps a day for 6 days a week. How many laps does Kofi swim in 3 weeks?", 72, "laps"),
    ("Kofi copies 30 lines an hour, 3 hours a day. How many lines does Kofi copy in 2 days?", 180, "lines"),
    ("Kofi is paid $9 an hour. Kofi works 6 hours a day, 4 days a week. How much does Kofi earn in 2 "
     "weeks?", 432, "dollars"),
    # so many each time, so many times a day: the pace per day
    ("Ula drinks 2 cups of tea, twice a day. How many cups of tea does Ula drink in 5 days?", 20, "cups"),
    ("Ula takes 3 pills 4 times a week. How many pills does Ula take in 2 weeks?", 24, "pills"),
    # a chain of three: pills per time × times per day × days per week (or month)
    ("Ula takes 3 pills, 2 times a day, 4 days a week. How many pills does Ula take in 3 weeks?", 72,
     "pills"),
    ("Bo bakes 5 pies, twice a day, 10 days a month. How many pies does Bo bake in 2 months?", 200, "pies"),
    # "every other day" is every second day: a whole number of stretches of 2 days
    ("Lin swims 4 laps every other day. How many laps does Lin swim in 12 days?", 24, "laps"),
    ("Lin swims 4 laps every other day. How many laps does Lin swim in 2 weeks?", 28, "laps"),
    # a stretch of time said with "for" is the hours of each day
    ("Kofi works for 6 hours a day, 4 days a week. How many hours does Kofi work in 2 weeks?", 48, "hours"),
    ("Lin jogs for 20 minutes each day. How many minutes does Lin jog in 3 days?", 60, "minutes"),
    # a question over "each week" asks one week of the pace
    ("Rosa reads 12 pages a day. How many pages does she read each week?", 84, "pages"),
    ("Pia paints 2 hours a day, 3 days a week. How many hours does Pia paint every week?", 6, "hours"),
    # a daily habit told over weeks holds on each of their days (by the units table)
    ("Edda walks 5 miles every day for 3 weeks. How many miles did Edda walk?", 105, "miles"),
    ("Edda walks 5 miles a day for a week. How many miles did Edda walk?", 35, "miles"),
])
def test_pace_of_a_pace(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # so many days of each week are not every day: a count of days is not a count of weeks
    "Pia paints 2 hours a day, 3 days a week. How many hours does Pia paint in 6 days?",
    # the two paces must be of one unit: days a week after hours a day
    "Pia paints 2 hours a day, 3 weeks a month. How many hours does Pia paint in 2 months?",
    # a chain whose counts do not count the one inside them, or more days than a week holds
    "Ula takes 3 pills, 2 times a day, 4 hours a week. How many pills does Ula take in 2 weeks?",
    "Ula takes 3 pills, 2 times a day, 9 days a week. How many pills does Ula take in 2 weeks?",
    # a chain per month says nothing of a count of days or weeks
    "Bo bakes 5 pies, twice a day, 10 days a month. How many pies does Bo bake in 12 days?",
    "Bo bakes 5 pies, twice a day, 10 days a month. How many pies does Bo bake in 3 weeks?",
    # twice a day is not every hour, nor the times of a day the hours of one
    "Ula takes 3 pills 4 times a day. How many pills does Ula take in 6 hours?",
    # months have no fixed number of days, asked "each month" as well as "in 2 months"
    "Rosa reads 12 pages a day. How many pages does she read every month?",
    # a day's pay is per day worked, and a day of work may not be every day of the weeks
    "Edda earns $30 a day for 2 weeks. How much did Edda earn?",
    "Edda works 7 hours a day for 2 weeks. How many hours did Edda work?",
    "Edda earns $30 a day for a week. How much did Edda earn?",
])
def test_pace_of_a_pace_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


@pytest.mark.parametrize(("text", "value"), [
    # "an hour of work" is an hour worked; "every hour of swimming" an hour of the verb's own doing
    ("Pia earns $11 per hour of work. She worked 6 hours. How much did she earn?", 66),
    ("Pia swims 40 laps every hour of swimming. She swam for 2 hours. How many laps did she swim?", 80),
])
def test_time_of_the_doing(text: str, value: int) -> None:
    answered = solve(text)
    assert isinstance(answered, Answer) and answered.value == value, answered


@pytest.mark.parametrize("text", [
    # an hour of some other doing is paid (or done) at its own pace, not that of the hours told
    "Pia earns $16 for every hour of overtime. She worked 6 hours. How much did she earn?",
    "Pia swims 40 laps every hour of training. She swam for 2 hours. How many laps did she swim?",
])
def test_time_of_another_doing_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


# "How many hours will it take her to finish all the problems?": all the doer holds of the kind,
# at the one pace of the verb asked (her 20 red and 12 blue beads are her beads)
ALL_DONE_ANSWERED = [
    ("Lu had 20 red beads and 12 blue beads. She can string 4 beads a minute. How many minutes will it "
     "take her to string all the beads?", 8, "minutes"),
    ("Lu had 20 beads. She bought 12 more beads. She can string 4 beads a minute. How many minutes will "
     "it take her to string all the beads?", 8, "minutes"),
    ("Omar has 45 letters. He types 9 letters an hour. How long will it take him to type all the "
     "letters?", 5, "hours"),
]

ALL_DONE_REFUSED = [
    # someone else's beads, beads given away or already strung, a pace of someone else or of two
    "Lu had 20 beads. Bo had 12 beads. She can string 4 beads a minute. How many minutes will it take her "
    "to string all the beads?",
    "Lu had 20 beads. She gave 4 beads to Bo. She can string 4 beads a minute. How many minutes will it "
    "take her to string all the beads?",
    "Lu had 20 beads. She strung 8 beads yesterday. She can string 4 beads a minute. How many minutes "
    "will it take her to string all the beads?",
    "Lu had 20 beads. Bo can string 4 beads a minute. How many minutes will it take Lu to string all the "
    "beads?",
    "Lu and Bo had 20 beads. They can string 4 beads a minute. How many minutes will it take them to "
    "string all the beads?",
    # a pace every 2 minutes (evenly?), a time not whole, a verb with no pace
    "Lu had 20 beads. She can string 4 beads every 2 minutes. How many minutes will it take her to "
    "string all the beads?",
    "Lu had 30 beads. She can string 4 beads a minute. How many minutes will it take her to string all "
    "the beads?",
    "Lu had 20 beads. She can string 4 beads a minute. How many minutes will it take her to eat all the "
    "beads?",
    # a verb that makes what is held: the 60 cookies are baked already
    "Tom has 60 cookies. He bakes 5 cookies a day. How many days will it take him to bake all the "
    "cookies?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ALL_DONE_ANSWERED)
def test_all_held_done_at_a_pace(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", ALL_DONE_REFUSED)
def test_all_held_done_refused(text: str) -> None:
    assert_refuses(text)
