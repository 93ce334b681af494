""""How many problems did she have to complete?" asked of a story that tells only what is held:
all she had to do and what was left of it are the same, so the question asks what she had.
Only of a verb that completes a task, asked in the past; a story that tells any doing or change,
another verb, or a purpose of another doing leaves open which is meant, and refuses. Each case
is in our own words."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses, shape_tests

ANSWERED = [
    ("Omar had 15 chores. How many chores did he have to finish?", 15, "chores"),
    ("Lin had 3 sheets of math schoolwork and 5 sheets of art schoolwork. Each sheet had 4 tasks on "
     "it. How many tasks did she have to complete?", 32, "tasks"),
    ("Lin had 3 sheets of math schoolwork and 5 sheets of art schoolwork. Each sheet had 4 tasks on "
     "it. How many tasks did she have to complete in total?", 32, "tasks"),
    ("Omar had 15 chores to finish. How many chores did he have to finish?", 15, "chores"),
]

REFUSED = [
    # a doing told: all he had to finish (15), or what was left (10)?
    "Omar had 15 chores. He finished 5 chores. How many chores did he have to finish?",
    "Omar had 15 chores. He got 4 more chores. How many chores did he have to finish?",
    # a verb that does not complete a task: were they all to be eaten, given?
    "Omar had 15 cookies. How many cookies did he have to eat?",
    "Omar had 15 cookies. How many cookies did he have to give away?",
    # the things were told to be for another doing
    "Omar had 15 letters to read. How many letters did he have to finish?",
    # now or later: what is still to do, or all of it?
    "Omar had 15 chores. How many chores does he have to finish?",
    "Omar had 15 chores. How many chores will he have to finish?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


# "He had to finish 3 chores": the tasks he had, as "He had 3 chores" says, by a verb that
# completes a task, with nothing but the counts after it
TASKS_HAD = [
    ("Omar had to finish 6 chores. How many chores did he have to finish?", 6, "chores"),
    ("Lin had to complete 5 sheets of art work and 2 sheets of science work. How many sheets did she have "
     "to complete in all?", 7, "sheets"),
    ("Lin had to complete 5 sheets of schoolwork. Each sheet had 3 tasks on it. How many tasks did she "
     "have to complete?", 15, "tasks"),
    ("Omar had to finish 6 chores. He finished 2 chores. How many chores does he have left to finish?", 4,
     "chores"),
]

TASKS_NOT_HAD = [
    # a goal of a doing that gives things away holds nothing: were they his?
    "Omar had to sell 6 cakes. How many cakes did he have?",
    # more said after the count: when, for whom?
    "Omar had to finish 6 chores for his mom. Ann had 2 chores. How many chores did they have?",
    # a finished chore may be gone or kept: what he has now is not told
    "Omar had to finish 6 chores. He finished 2 chores. How many chores does he have?",
]


@pytest.mark.parametrize(("text", "value", "unit"), TASKS_HAD)
def test_tasks_had(text: str, value: int, unit: str) -> None:
    assert_answers(text, Fraction(value), unit)


@pytest.mark.parametrize("text", TASKS_NOT_HAD)
def test_tasks_not_had(text: str) -> None:
    assert_refuses(text)
