"""A pace told of each member of a holding ("Each hen lays 4 eggs a week"): what each of the
one holder's things yields, per member and per time, which the holder gets; the unit is
"eggs per hen per week", and the hens the holder has cancel its first "per"."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    # the members do it themselves: "her dogs", "the dogs", "they" name them
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food do her dogs eat in 5 "
     "days?", 30, "cups"),
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food do the dogs eat in 5 "
     "days?", 30, "cups"),
    ("Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food do they eat in a week?",
     42, "cups"),
    ("Ann has 3 dogs. Each dog eats 2 cups of food, twice a day. How many cups of food do her dogs eat "
     "in 5 days?", 60, "cups"),
    ("Ann has 3 sons. Each son reads 4 books a week. How many books do her sons read in 3 weeks?", 36,
     "books"),
    # the members counted in the clause itself
    ("4 kids each eat 3 apples a day. How many apples do they eat in 2 days?", 24, "apples"),
    ("4 kids each eat 3 apples a day. How many apples do the kids eat in a week?", 84, "apples"),
])
def test_a_pace_of_each_member_is_the_members(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # the dogs eat, not Ann; nor does she get what they eat
    "Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food does Ann eat in 5 days?",
    "Ann has 3 dogs. Each dog eats 2 cups of food a day. How many cups of food does Ann get in 5 days?",
    # one dog's pace, or her one dog's, is no pace of every dog
    "Ann has 3 dogs. One dog eats 2 cups of food a day. How many cups of food do her dogs eat in 5 days?",
    "Ann has 3 dogs. Her dog eats 2 cups of food a day. How many cups of food do her dogs eat in 5 days?",
    # a day of theirs told apart: among the 5 days, or besides?
    "Ann has 3 dogs. Each dog eats 2 cups of food a day. Her dogs ate 4 cups of food on Monday. How "
    "many cups of food do her dogs eat in 5 days?",
    # a pay for each hour: do they all work every hour?
    "The farm has 40 workers. Each worker earns $12 an hour. How much do the workers earn in 5 hours?",
    "4 workers each earn $12 an hour. How much do they earn in 5 hours?",
    # the kids counted twice: the same kids, or more?
    "Ann has 4 kids. 4 kids each eat 3 apples a day. How many apples do they eat in 2 days?",
    "4 kids each eat 3 apples a day. 2 more kids join them. How many apples do they eat in 2 days?",
    # a pace of the past
    "4 kids each ate 3 apples a day. How many apples do they eat in 2 days?",
])
def test_a_pace_of_each_member_done_by_them_refused(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Uma has 6 hens. Each hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?", 72, "eggs"),
    ("Uma has 6 hens. Every hen lays 4 eggs a week. How many eggs will she get in 3 weeks?", 72, "eggs"),
    # a daily pace over weeks: the days in a week by the units table
    ("Ravi keeps 9 goats. Each goat gives 2 liters of milk a day. How many liters of milk does Ravi "
     "get in 2 weeks?", 252, "liters"),
    # so many each time, so many times a period, for each member
    ("Uma has 6 hens. Each hen lays 2 eggs, twice a week. How many eggs does Uma get in 3 weeks?", 72,
     "eggs"),
    ("There are 40 trees in the orchard. Each tree produces 30 plums a year. How many plums does the "
     "orchard get in 2 years?", 2400, "plums"),
    # other things held beside the members, of no category of theirs, yield nothing
    ("Uma has 6 hens and 4 apples. Each hen lays 4 eggs a day. How many eggs does Uma get in 2 days?", 48,
     "eggs"),
])
def test_a_pace_of_each_member_is_the_holders(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # the members' count changed, or told of another time: which hens lay the eggs asked?
    "Uma has 6 hens. Each hen lays 4 eggs a week. She buys 2 more hens. How many eggs does Uma get in "
    "3 weeks?",
    "Uma had 6 hens last year. Each hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?",
    "Uma had 6 hens. Each hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?",
    # two holders of hens: "each hen" is of whose?
    "Uma has 6 hens and Bo has 5 hens. Each hen lays 4 eggs a week. How many eggs does Uma get in 3 "
    "weeks?",
    "Uma has 6 hens. Each hen lays 4 eggs a week. Bo has 5 hens. How many eggs does Bo get in 3 weeks?",
    # one hen's pace is no pace of every hen
    "Uma has 6 hens. One hen lays 4 eggs a week. How many eggs does Uma get in 3 weeks?",
    # each brown hen: of the hens told brown only, and none are
    "Uma has 6 hens. Each brown hen lays 4 eggs a day. How many eggs does Uma get in 2 days?",
    # people's doings are their own: what her sons give is not hers to get
    "Uma has 3 sons. Each son gives 4 dollars a week. How much money does Uma get in 2 weeks?",
    # a pace of the past, or of a time: not every day asked
    "Uma has 6 hens. Each hen laid 4 eggs a day. How many eggs does Uma get in 2 days?",
    "Uma has 6 hens. Each hen lays 4 eggs a day on weekdays. How many eggs does Uma get in 2 days?",
    # the hens lay; Uma does not
    "Uma has 6 hens. Each hen lays 4 eggs a week. How many eggs does Uma lay in 3 weeks?",
    # more eggs got besides: part of the count asked, or not?
    "Uma has 6 hens. Each hen lays 4 eggs a day. Uma gets 3 eggs from Bo. How many eggs does Uma get "
    "in 2 days?",
    # other animals held beside the members may yield the same: the ducks lay eggs too
    "Uma has 6 hens and 4 ducks. Each hen lays 4 eggs a day. How many eggs does Uma get in 2 days?",
])
def test_a_pace_of_each_member_refused(text: str) -> None:
    assert_refuses(text)
