"""What a doing costs for each one it is done to ("It costs $2 to print a page", the doing's own
cost in money, as "It takes 7 minutes to bake a cake" is its time): asked of a count ("How much
will it cost to print 8 pages?") it is dollars per page × pages, composed by the unit obligation."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("It costs $3 to wash a car. How much will it cost to wash 5 cars?", 15, "dollars"),
    ("It costs $3 to wash one car. How many dollars does it cost to wash 5 cars?", 15, "dollars"),
    ("It costs $3 to wash each car. How much money would it cost Ivo to wash 5 cars?", 15, "dollars"),
    ("It costs Ivo $3 to wash a car. How much will it cost Ivo to wash 5 cars?", 15, "dollars"),
    ("It costs 8 cents to mail a letter. How much will it cost to mail 7 letters?", 56, "cents"),
    # the units table converts the money asked, the pace composing cents per sheet × sheets
    ("It costs 8 cents to mail a letter. How many dollars will it cost to mail 50 letters?", 4, "dollars"),
    ("It costs $3 to wash a car. How many cents will it cost to wash 2 cars?", 600, "cents"),
])
def test_cost_of_a_doing_for_each_one_is_read(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # another doing, another thing, a sort of it
    "It costs $3 to wash a car. How much will it cost to wax 5 cars?",
    "It costs $3 to wash a car. How much will it cost to wash 5 vans?",
    "It costs $3 to wash a small car. How much will it cost to wash 5 cars?",
    "It costs $3 to wash a car. How much will it cost to wash 5 big cars?",
    # what it cost once, or at a time of its own
    "It cost $3 to wash a car. How much will it cost to wash 5 cars?",
    "On Mondays, it costs $3 to wash a car. How much will it cost to wash 5 cars?",
    "It costs $3 to wash a car on Mondays. How much will it cost to wash 5 cars?",
    # another payer's cost, or two costs of one doing
    "It costs Ann $3 to wash a car. How much will it cost Ivo to wash 5 cars?",
    "It costs $3 to wash a car. It costs $4 to wash a car. How much will it cost to wash 5 cars?",
    # a thing's price is no doing's cost, and a count of things no single one
    "A sponge costs $3 to wash a car. How much will it cost to wash 5 cars?",
    "It costs $6 to wash 2 cars. How much will it cost to wash 5 cars?",
    # a cost in money asked in time, or a time asked in money
    "It costs $3 to wash a car. How many minutes will it take to wash 5 cars?",
    "It takes 9 minutes to wash a car. How much will it cost to wash 5 cars?",
])
def test_nearby_costs_refuse(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value", "unit"), [
    # a list of times for one each, asked of a list of counts: each time × its count, added
    ("It takes 4 minutes to fold a shirt and 6 minutes to fold a coat. How long will it take to fold 5 "
     "shirts and 2 coats?", 32, "minutes"),
    ("It takes Omar 4 minutes to fold a shirt, 6 minutes to fold a coat and 1 minute to fold a sock. How "
     "long will it take him to fold 5 shirts, 2 coats and 3 socks?", 35, "minutes"),
    ("It takes 4 minutes to fold a shirt and 6 minutes to fold a coat. How many minutes will it take Lia "
     "to fold 2 coats and 3 shirts?", 24, "minutes"),
    # two units of time, asked in one of them: each converted by the units table
    ("It takes 2 hours to sew a coat and 30 minutes to sew a shirt. How many minutes will it take to sew "
     "3 coats and 2 shirts?", 420, "minutes"),
    ("It costs $3 to wash a car and $5 to wash a van. How much will it cost to wash 2 cars and 3 vans?", 21,
     "dollars"),
    # a thing told with what it is of keeps it
    ("It takes 9 minutes to bake one tray of rolls. How long will it take to bake 4 trays of rolls?", 36,
     "minutes"),
])
def test_times_of_a_list_are_added(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", [
    # a kind asked with no time told, one asked twice, one told twice, or of another doing
    "It takes 4 minutes to fold a shirt and 6 minutes to fold a coat. How long will it take to fold 5 "
    "shirts and 2 hats?",
    "It takes 4 minutes to fold a shirt and 6 minutes to fold a coat. How long will it take to fold 5 "
    "shirts and 2 shirts?",
    "It takes 4 minutes to fold a shirt and 6 minutes to fold a shirt. How long will it take to fold 5 "
    "shirts?",
    "It takes 4 minutes to fold a shirt and 6 minutes to iron a coat. How long will it take to fold 5 "
    "shirts and 2 coats?",
    # two units of time with none asked: "how long" in which?
    "It takes 2 hours to sew a coat and 30 minutes to sew a shirt. How long will it take to sew 3 coats "
    "and 2 shirts?",
    # one doer's times asked of another
    "It takes Omar 4 minutes to fold a shirt and 6 minutes to fold a coat. How long will it take Lia to "
    "fold 5 shirts and 2 coats?",
    # a sort of the things, asked or told
    "It takes 4 minutes to fold a shirt and 6 minutes to fold a coat. How long will it take to fold 5 "
    "red shirts and 2 coats?",
    # what the trays are of is kept: trays of buns are not trays of rolls
    "It takes 9 minutes to bake one tray of rolls. How long will it take to bake 4 trays of buns?",
])
def test_lists_of_times_that_do_not_add_refuse(text: str) -> None:
    assert_refuses(text)


def test_time_for_a_doer_named_with_for() -> None:
    # "It takes 10 minutes for Ann to …" says what "It takes Ann 10 minutes to …" says
    assert_answers("It takes 10 minutes for Ann to wash a car. How long will it take Ann to wash 3 cars?", 30,
                   "minutes")


@pytest.mark.parametrize("text", [
    "It takes 10 minutes for Ann to wash a car. How long will it take Bo to wash 3 cars?",
    "It takes 10 minutes for Ann and Bo to wash a car. How long will it take Ann to wash 3 cars?",
])
def test_time_for_a_doer_named_with_for_is_theirs(text: str) -> None:
    assert_refuses(text)


@pytest.mark.parametrize(("text", "value"), [
    # "charges $7 to mow a lawn" is "$7 for each lawn he mows", the mowing the work paid
    ("Ivo charges $7 to mow a lawn. He mowed 4 lawns. How much did he earn?", 28),
    ("Ivo charges $7 to mow each lawn. He mowed 4 lawns on Monday and 2 lawns on Friday. How much money "
     "did he make?", 42),
    ("Ivo charged $7 to mow a lawn. He mowed 4 lawns. How much did he earn?", 28),
    ("Ivo makes $7 to mow a lawn. He mowed 4 lawns. How much did he make?", 28),
])
def test_pay_to_do_one_thing_is_per_thing(text: str, value: int) -> None:
    assert_answers(text, value, "dollars")


@pytest.mark.parametrize("text", [
    # a sort of the thing, another doing or kind, a purchase: not the pay for the things counted
    "Ivo charges $7 to mow a big lawn. He mowed 4 lawns. How much did he earn?",
    "Ivo charges $7 to mow a lawn. He raked 4 lawns. How much did he earn?",
    "Ivo charges $7 to mow a lawn. He mowed 4 fields. How much did he earn?",
    "Ivo earns $70 to buy a bike. He bought 2 bikes. How much does he earn?",
    # another's doings are not his pay
    "Ivo charges $7 to mow a lawn. Bo mowed 4 lawns. How much did Ivo earn?",
])
def test_pay_to_do_that_does_not_count_refuses(text: str) -> None:
    assert_refuses(text)
