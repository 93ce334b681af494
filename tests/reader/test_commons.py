"""Common measures: the greatest number of equal groups or the largest equal part with
nothing left over (gcd), and the least number bought in packs of different sizes to have as
many of each, or the next time repeating events meet (lcm). Problems in our own words."""

from fractions import Fraction

import attrs
import pytest

from tests.outcomes import assert_answers, assert_refuses
from wordproof import Answer
from wordproof.ledger.commons import CommonsEntry, Measure, common_measure, replay_commons
from wordproof.ledger.derivation import Quoted
from wordproof.obligations.commons import prove_commons, prove_within
from wordproof.pipeline import solve_traced
from wordproof.proofs.gateway import gateway

ANSWERED = [
    # lcm: two events repeating at intervals, told to meet today
    ("Ravi swims every 6 days and Tia swims every 4 days. They both swam today. In how many "
     "days will they next swim on the same day?", 12, "days"),
    # three intervals, an ordinal interval, the start in the question's own clause
    ("A bell rings every 10th minute, a horn every 4th minute and a drum every 6th minute. If all "
     "three sounded together today, in how many minutes will they all sound together again?",
     60, "minutes"),
    # a start told 'at the same time'
    ("Two lamps blinked at the same time. One lamp blinks every 8 seconds. The other lamp blinks "
     "every 12 seconds. How many seconds until they blink at the same time again?", 24,
     "seconds"),
    # lcm: packs of different sizes, the least number of one kind
    ("Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar wants the same number of "
     "lids as jars. What is the least number of jars he can buy?", 18, "jars"),
    # 'of each'
    ("A shop sells red pens in bundles of 4 and blue pens in bundles of 10. It sold an equal "
     "number of red and blue pens today. What is the smallest number of each that it sold?",
     20, "each"),
    # 'equal numbers of' tells the kinds equal in number, as 'the same number of' does
    ("Uma is packing equal numbers of figs and nuts. She bags the figs in groups of 6 and the nuts "
     "in groups of 4. What is the smallest number of nuts she can pack?", 12, "nuts"),
    # gcd: the greatest number of identical groups, nothing left over
    ("Pia has 18 red marbles and 24 blue marbles. She puts them into identical bags with no "
     "marbles left over. What is the greatest number of bags she can fill?", 6, "bags"),
    # the same combination, all used
    ("A coach has 12 cones and 20 hoops. He wants to set up stations, each with the same "
     "combination of cones and hoops, and he must use all of them. What is the greatest number "
     "of stations he can set up?", 4, "stations"),
    # a word before the counted groups is not their unit
    ("Lars has 30 figs and 45 plums. He packs all of them into identical boxes with no fruit left "
     "over. What is the greatest number of identical boxes he can pack?", 15, "boxes"),
    # the greatest number in each group of one kind
    ("Dev has 28 tulips and 42 roses. He plants all of the flowers in rows with the same number "
     "in each row and only one type of flower in each row. What is the greatest number of "
     "flowers he can plant in each row?", 14, "flowers"),
    # the largest equal piece cut from several lengths
    ("Nell has two ropes, one 20 feet long and the other 30 feet long. She cuts them into pieces "
     "of the same length with no rope left over. What is the greatest length, in feet, of each "
     "piece?", 10, "feet"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_common_measure_answered(text: str, value: int, unit: str) -> None:
    answer = assert_answers(text, value, unit)
    assert {c.obligation for c in answer.certificates} == {"commons_property", "commons_extreme"}
    first = answer.steps[0]
    assert all(o.citation.kind == "text" and o.citation.span is not None for o in first.operands)


REFUSED = [
    # the packs of one kind counted: read by some as the packs (3), by others as the buns (24)
    "Hot dogs come in packs of 6 and buns come in packs of 8. Lena wants as many buns as hot "
    "dogs. What is the least number of packs of buns she should buy?",
    # no "least": any common multiple has as many of each
    "Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar wants the same number of "
    "lids as jars. How many jars does he buy?",
    # not told equal in number
    "Jars are sold in boxes of 6 and lids are sold in boxes of 9. What is the least number of jars "
    "Omar can buy?",
    # the same number of packs, not of things
    "Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar buys the same number of "
    "boxes of each. What is the least number of jars he can buy?",
    # twice as many is no equal number
    "Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar wants twice as many lids as "
    "jars. What is the least number of jars he can buy?",
    # the packs counted are of no one kind
    "Jars are sold in boxes of 6 and lids are sold in boxes of 9. Omar wants the same number of "
    "lids as jars. What is the least number of boxes he can buy?",
    # equal numbers denied
    "Uma is not packing equal numbers of figs and nuts. She bags the figs in groups of 6 and the "
    "nuts in groups of 4. What is the smallest number of nuts she can pack?",
    # no start together
    "Ravi swims every 6 days and Tia swims every 4 days. In how many days will they next swim on "
    "the same day?",
    # a start told, but not shared
    "Ravi swims every 6 days and Tia swims every 4 days. Ravi swam today and Tia swam yesterday. "
    "In how many days will they next swim on the same day?",
    # intervals in different units
    "Ravi swims every 6 days and Tia swims every 2 weeks. They both swam today. In how many days "
    "will they next swim on the same day?",
    # no leftover ruled out: with some left, more bags could be filled
    "Pia has 18 red marbles and 24 blue marbles. She puts them into identical bags. What is the "
    "greatest number of bags she can fill?",
    # no "greatest"
    "Pia has 18 red marbles and 24 blue marbles. She puts them into identical bags with no "
    "marbles left over. How many bags does she fill?",
    # "equally": the same number of each, or the same number in every bag?
    "Pia has 18 red marbles and 24 blue marbles. She shares them equally among some bags with no "
    "marbles left over. What is the greatest number of bags she can fill?",
    # the number in each row, but a row may mix the kinds
    "Dev has 28 tulips and 42 roses. He plants all of the flowers in rows with the same number in "
    "each row. What is the greatest number of flowers he can plant in each row?",
    # rows of one kind each: how many rows is no one number
    "Dev has 28 tulips and 42 roses. He plants all of the flowers in rows with the same number in "
    "each row and only one type of flower in each row. What is the greatest number of rows he "
    "can plant?",
    # leftover ruled out for one kind only
    "Pia has 18 red marbles and 24 blue beads. She puts them into identical bags with no marbles "
    "left over. What is the greatest number of bags she can fill?",
    # lengths with leftover allowed
    "Nell has two ropes, one 20 feet long and the other 30 feet long. She cuts them into pieces "
    "of the same length. What is the greatest length, in feet, of each piece?",
    # asked in another unit
    "Nell has two ropes, one 20 feet long and the other 30 feet long. She cuts them into pieces "
    "of the same length with no rope left over. What is the greatest length, in inches, of each "
    "piece?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_common_measure_refused(text: str) -> None:
    assert_refuses(text)


def _entry(measure: Measure, *numbers: int) -> CommonsEntry:
    told = [Quoted(Fraction(n), str(n), (k, k + 1)) for k, n in enumerate(numbers)]
    return CommonsEntry("c1", measure, told, "things", "asked")


@pytest.mark.parametrize(("measure", "numbers", "right", "too_small_or_large"), [
    (Measure.GREATEST_DIVISOR, (18, 24), 6, 3),
    (Measure.GREATEST_DIVISOR, (12, 20, 28), 4, 2),
    (Measure.LEAST_MULTIPLE, (6, 4), 12, 24),
    (Measure.LEAST_MULTIPLE, (6, 4, 16), 48, 96),
])
def test_extreme_obligation_is_load_bearing(measure: Measure, numbers: tuple[int, ...],
                                            right: int, too_small_or_large: int) -> None:
    entry = _entry(measure, *numbers)
    assert common_measure(entry) == right
    assert not isinstance(prove_commons(entry, Fraction(right), gateway()), type(None))
    proven = prove_commons(entry, Fraction(right), gateway())
    assert isinstance(proven, tuple)
    # a common divisor that is not the greatest, or a common multiple not the least: refused,
    # unless the obligation that no better value exists is switched off
    wrong = prove_commons(entry, Fraction(too_small_or_large), gateway())
    assert not isinstance(wrong, tuple)
    off = prove_commons(entry, Fraction(too_small_or_large), gateway(),
                        frozenset({"commons_extreme"}))
    assert isinstance(off, tuple)


def test_property_obligation_is_load_bearing() -> None:
    entry = _entry(Measure.GREATEST_DIVISOR, 18, 24)
    assert not isinstance(prove_commons(entry, Fraction(5), gateway(),
                                        frozenset({"commons_extreme"})), tuple)
    assert isinstance(prove_commons(entry, Fraction(5), gateway(),
                                    frozenset({"commons_extreme", "commons_property"})), tuple)


def test_replay_cites_each_number() -> None:
    entry = _entry(Measure.LEAST_MULTIPLE, 6, 8)
    steps = replay_commons(entry, common_measure(entry))
    assert [s.value for s in steps] == [24]
    assert [o.citation.text for o in steps[0].operands] == ["6", "8"]


def test_obligations_switched_off_in_the_pipeline() -> None:
    text = ANSWERED[0][0]
    on = solve_traced(text).outcome
    off = solve_traced(text, disabled=frozenset({"commons_property", "commons_extreme"})).outcome
    assert isinstance(on, Answer) and isinstance(off, Answer)
    assert len(on.certificates) == 2 and not off.certificates


MORE_SHAPES_ANSWERED = [
    # laps of a closed path, started together: next at the start after lcm of the lap times
    ("Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They start together. After "
     "how many minutes will they next be at the start together?", 24, "minutes"),
    ("Two swimmers start at the same time from the same spot of a pool loop. One finishes a "
     "round in 4 minutes and the other in 10 minutes. After how many minutes will they meet "
     "again at the starting spot?", 20, "minutes"),
    # a number divisible by each of a list: the least is the lcm
    ("Kim picks a number that is divisible by both 6 and 9. What is the smallest possible "
     "number she could pick?", 18, "number"),
    ("Kim picks a number that is a multiple of 4, 6 and 10. What is the least number she could "
     "pick?", 60, "number"),
    # the size told after the group, with the kind after it
    ("Trucks carry loads of 12 crates and vans carry loads of 8 crates. Both firms moved the "
     "same number of crates today. What is the least number of crates each firm moved?", 24,
     "crates"),
    ("Ann gives bundles of 6 red cards to each boy and sets of 10 blue cards to each girl. She "
     "gave out the same number of red and blue cards. What is the least number of cards of "
     "each color she gave out?", 30, "cards"),
    # what a group comes with
    ("Bags of rice come with 4 scoops, while bags of beans come with 10 scoops. If Jo used the "
     "same number of scoops of each type, what is the smallest number of scoops of each type "
     "she could have used?", 20, "scoops"),
    # so many at a time, the kind of the second size elided
    ("Lu stacks 4 plates at a time, whereas Mo stacks 6 at a time. If they end up stacking the "
     "same number of plates, what is the smallest number of plates each could have stacked?",
     12, "plates"),
    # the size and its unit before the group, the other size in the same unit
    ("Beans come in 2-pound bags while peas come in bags of 3 pounds. A cook bought equal "
     "amounts of beans and peas. What is the smallest amount of each the cook could have "
     "bought?", 6, "each"),
    # so many each time ('on every throw')
    ("Ivy scores 6 points on every throw, and Max scores 4 points on every throw. At the end they "
     "have scored the same total number of points. What is the least number of points each "
     "could have scored?", 12, "points"),
    # 'equal numbers of', and 'two of his workers' counts the doers
    ("Dan gives out equal numbers of pears and plums. He bags the pears in groups of 4 and the "
     "plums in groups of 6. What is the smallest number of plums he can give out?", 12, "plums"),
]


@pytest.mark.parametrize(("text", "value", "unit"), MORE_SHAPES_ANSWERED)
def test_more_common_measure_shapes_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


MORE_SHAPES_REFUSED = [
    # a sentence besides the packs and the equality ("gives two of her workers their tasks"):
    # the review's guard against a holding changed by another sentence takes it too
    "Rae gives two of her workers their tasks. She gives the first worker tasks in blocks of 3 "
    "hours and the second worker tasks in blocks of 5 hours. If both workers must get the same "
    "number of hours, what is the least number of hours each must get?",
    # laps: the same time told but not the same place
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They start at the same time. "
    "After how many minutes will they meet again at the starting line?",
    # a meeting anywhere on the path depends on the direction and speeds, not the lcm
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They start together. After how "
    "many minutes will they be side by side again?",
    # the start told of two of three runners
    "P runs a lap in 30 seconds, Q runs a lap in 45 seconds, and R runs a lap in 20 seconds. P "
    "and Q start together. After how many seconds will they all meet at the start again?",
    # one walker back at the start is no meeting (after 6)
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They start together. After how "
    "many minutes will Ana be at the start again?",
    # each on a track of its own: they never meet
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes, each on a different track. They "
    "start together. After how many minutes will they meet at the start again?",
    # lap times in different units
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 seconds. They start together. After how "
    "many minutes will they next be at the start together?",
    # a negated start
    "Ana runs a lap in 6 minutes and Bo runs a lap in 8 minutes. They did not start together. "
    "After how many minutes will they next be at the start together?",
    # divisible: another property told of the number
    "Kim picks an even number that is divisible by both 3 and 5. What is the smallest possible "
    "number she could pick?",
    # no least number: unbounded
    "Kim picks a number that is divisible by both 6 and 9. What is the largest possible number "
    "she could pick?",
    # 'or': divisible by either
    "Kim picks a number that is divisible by 6 or 9. What is the smallest possible number she "
    "could pick?",
    "Kim picks a number that is not divisible by both 6 and 9. What is the smallest possible "
    "number she could pick?",
    "Kim picks a number that is divisible by both 6 and 9. What is the smallest possible sum of "
    "its digits?",
    # something of the number asked, not the number
    "Kim picks a number that is divisible by both 6 and 9. What is the smallest possible number "
    "of tens in her number?",
    # laps that do not go on as told
    "Ana runs a lap in 6 minutes and Bo walks a lap in 8 minutes. They start together. Ana stops "
    "after a while. After how many minutes will they meet at the start again?",
    # sizes in two units
    "Beans come in 2-pound bags while peas come in bags of 3 ounces. A cook bought equal amounts "
    "of beans and peas. What is the smallest amount of each the cook could have bought?",
    # at a time: no equal number told, no least asked, a total asked
    "Lu stacks 4 plates at a time, whereas Mo stacks 6 at a time. What is the smallest number of "
    "plates each could have stacked?",
    "Lu stacks 4 plates at a time, whereas Mo stacks 6 at a time. If they end up stacking the "
    "same number of plates, how many plates did each stack?",
    "Lu stacks 4 plates at a time, whereas Mo stacks 6 at a time. If they end up stacking the "
    "same number of plates, what is the smallest number of plates they stacked in all?",
    # so many each time, but no equal total told
    "Ivy scores 6 points on every throw, and Max scores 4 points on every throw. What is the "
    "least number of points each could have scored?",
    # the throws counted
    "Ivy scores 6 points on every throw, and Max scores 4 points on every throw. At the end they "
    "have scored the same total number of points. What is the least number of throws Ivy could "
    "have made?",
    # a size that is no one number
    "Vans carry loads of 20 boxes, and trucks carry loads of 12 boxes or more. Both moved the "
    "same number of boxes. What is the least number of boxes each moved?",
    # the loads, not the crates, counted
    "Trucks carry loads of 12 crates and vans carry loads of 8 crates. Both firms moved the same "
    "number of crates today. What is the least number of loads the trucks made?",
    # the groups a kind comes in counted
    "Bags of rice come with 4 scoops, while bags of beans come with 10 scoops. If Jo used the "
    "same number of scoops of each type, what is the smallest number of bags of rice she could "
    "have used?",
    # 'two of the trucks' is no count of the doers: the frame is not read
    "Two of the trucks carry loads of 12 crates and vans carry loads of 8 crates. Both firms "
    "moved the same number of crates today. What is the least number of crates each firm moved?",
]


@pytest.mark.parametrize("text", MORE_SHAPES_REFUSED)
def test_more_common_measure_shapes_refused(text: str) -> None:
    assert_refuses(text)


def test_every_nth_one_counted_among_the_first() -> None:
    # every 5th and every 6th: the 30th, 60th and 90th of the first 100 get both
    answer = assert_answers("At a fair, every 5th visitor gets a pin and every 6th visitor gets "
                            "a flag. Of 100 visitors, how many get both?", 3, "visitors")
    assert {c.obligation for c in answer.certificates} >= {"commons_within"}
    assert [s.value for s in answer.steps] == [30, 3]
    # the count's obligation is load-bearing: a wrong count fails it
    entry = _entry(Measure.LEAST_MULTIPLE, 5, 6)
    within = attrs.evolve(entry, within=Quoted(Fraction(100), "100", (0, 3)))
    assert isinstance(prove_within(within, Fraction(30), Fraction(3), gateway()), tuple)
    assert not isinstance(prove_within(within, Fraction(30), Fraction(4), gateway()), tuple)
    assert prove_within(within, Fraction(30), Fraction(4), gateway(),
                        frozenset({"commons_within"})) == ()


def test_every_nth_one_up_to_the_first_given_all() -> None:
    # 'a $20 bill' is the prize, no number of the line
    assert_answers("A shop gave a $20 bill to every 8th buyer. Every 12th buyer got a cap. How "
                   "many buyers must pay before one of them gets both a bill and a cap?", 24,
                   "buyers")


@pytest.mark.parametrize("text", [
    # the things given, not the ones given them, counted
    "At a fair, every 5th visitor gets a pin and every 6th visitor gets a flag. Of 100 "
    "visitors, how many pins were given to those who got both?",
    # one kind only asked
    "At a fair, every 5th visitor gets a pin and every 6th visitor gets a flag. Of 100 "
    "visitors, how many get only a pin?",
    # the line does not start at the first
    "At a fair, starting with the 3rd visitor, every 5th visitor gets a pin and every 6th "
    "visitor gets a flag. Of 100 visitors, how many get both?",
    # a line counted from elsewhere than its first
    "At a fair, every 4th visitor after lunch gets a pin and every 6th visitor gets a flag. Of "
    "50 visitors, how many visitors get both?",
    # 'before someone': the one given both among the count, or after it?
    "A shop gave a $20 bill to every 8th buyer. Every 12th buyer got a cap. How many buyers must "
    "pay before someone gets both a bill and a cap?",
    # three kinds given, 'both' asked
    "At a fair, every 5th visitor gets a pin, every 6th visitor gets a flag and every 4th a "
    "cup. Of 100 visitors, how many get both a pin and a flag?",
])
def test_every_nth_one_refused(text: str) -> None:
    assert_refuses(text)


def test_one_group_seated_in_groups_of_different_sizes() -> None:
    assert_answers("One day, a club sat at tables of 4. Another day, they sat at tables of 6. "
                   "What is the smallest number of members the club could have?", 12, "members")


@pytest.mark.parametrize("text", [
    # two groups, not one seated twice
    "Ann's class sits at tables of 4. Bo's class sits at tables of 6. What is the smallest "
    "number of students in Ann's class?",
    # others seated with them the second time
    "One day a club sat at tables of 4. Another day, they and their guests sat at tables of 6. "
    "What is the least number of members?",
    # a part of them seated otherwise on the same day
    "A class sat at tables of 4, and some sat at tables of 6. What is the smallest number of "
    "students in the class?",
    # the tables, not the members, counted
    "One day, a club sat at tables of 4. Another day, they sat at tables of 6. What is the "
    "smallest number of tables they used?",
    # no least asked
    "One day, a club sat at tables of 4. Another day, they sat at tables of 6. How many members "
    "does the club have?",
    # a seat left over
    "One day, a club sat at tables of 4. Another day, they sat at tables of 6 with one seat left "
    "over. What is the smallest number of members the club could have?",
])
def test_one_group_seated_refused(text: str) -> None:
    assert_refuses(text)
