"""A speed asked in a length per a time ("What is her speed in miles per hour?", "What was the
speed of the van in miles per hour?"), and a distance asked ("What is the distance the van
drove?", as "How far did the van drive?"): how far the
one doing the story told takes her in each of those times, as "How many miles per hour does
she walk?" asks; refused with two doings, two legs, no units or units of no length."""

from fractions import Fraction

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia walks 9 miles in 3 hours. What is her speed in miles per hour?", 3, "miles per hour"),
    ("Pia walks 9 miles in 3 hours. What is her average speed in miles per hour?", 3, "miles per hour"),
    # units other than the pace's own
    ("Pia cycles 12 kilometers in 40 minutes. What is her speed in kilometers per hour?", 18,
     "kilometers per hour"),
    ("Pia cycles 2 kilometers in 4 minutes. What is her speed in meters per minute?", 500,
     "meters per minute"),
    ("A barge sails 30 miles in 6 hours. What is its speed in miles per hour?", 5, "miles per hour"),
    ("We row 8 miles in 2 hours. What is our speed in miles per hour?", 4, "miles per hour"),
    # one trip told in the past: its mean speed, asked of that past
    ("A van drove 24 miles in 2 hours. What was its average speed in miles per hour?", 12, "miles per hour"),
    ("A ferry sailed 45 kilometers in 3 hours. How many kilometers per hour did it sail?", 15,
     "kilometers per hour"),
    ("A raft drifted 3 kilometers in 20 minutes. What was its speed in kilometers per hour?", 9,
     "kilometers per hour"),
    # the thing named by "the" and its noun, as "its" names it
    ("A van drove 24 miles in 2 hours. What was the average speed of the van in miles per hour?", 12,
     "miles per hour"),
    ("A barge sails 30 miles in 6 hours. What is the speed of the barge in miles per hour?", 5,
     "miles per hour"),
    # the distance gone, asked by a noun and the verb told after it
    ("A van drove for 30 minutes at a speed of 60 mph. What is the distance the van drove in miles?", 30,
     "miles"),
    ("Pia walked 3 miles on Monday and 4 miles on Friday. What is the total distance she walked?", 7,
     "miles"),
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_speed_answered(text: str, value: int | Fraction, unit: str) -> None:
    assert_answers(text, value, unit)


REFUSED = [
    # two doings told: whose pace is the speed?
    "Pia walks 9 miles in 3 hours. Ned jogs 8 miles in 2 hours. What is her speed in miles per hour?",
    # two legs: the average over both is no pace of either
    "Pia walks 9 miles in 3 hours. She walks 4 miles in 2 hours. What is her average speed in miles "
    "per hour?",
    # a stretch done once is no pace; "every 6 hours" may be all 30 miles at once
    "A barge sails 30 miles every 6 hours. What is its speed in miles per hour?",
    "Pia walked 9 miles in 3 hours. What is her speed in miles per hour?",
    # no units asked, units of no length, a time per length
    "Pia walks 9 miles in 3 hours. What is her speed?",
    "Pia reads 9 pages in 3 hours. What is her speed in pages per hour?",
    "Pia walks 9 miles in 3 hours. What is her speed in hours per mile?",
    # another speed than her own pace
    "Pia walks 9 miles in 3 hours. What is her top speed in miles per hour?",
    # whose speed? nobody the story tells of
    "Pia walks 9 miles in 3 hours. What is his speed in miles per hour?",
    "A van drove 24 miles in 2 hours. What was the average speed of the bus in miles per hour?",
    # the distance of another doer, of another doing, of a time to come, in another unit
    "Pia walked 3 miles on Monday and Ned ran 4 miles. What is the total distance she walked?",
    "Pia walked 3 miles and ran 4 miles. What is the total distance she walked?",
    "Pia walks 3 miles every day. What is the distance she walks in 5 days?",
    "Pia drove at 40 mph for 3 hours. What was the distance she drove in kilometers?",
    # a sort of van, or vans: not the one told
    "A van drove 24 miles in 2 hours. What was the speed of the red van in miles per hour?",
    "A van drove 24 miles in 2 hours. What was the speed of the vans in miles per hour?",
    # two doers: the van's pace is told beside another's
    "A van drove 24 miles in 2 hours. A bus drove 30 miles in 2 hours. What was the speed of the van "
    "in miles per hour?",
    # one trip told: no part of it, no time to come and no habit is told
    "A van drove 24 miles in 2 hours. How many miles did it drive in 1 hour?",
    "A van drove 24 miles in 2 hours. How many miles did it drive in each hour?",
    "A van drove 24 miles in 2 hours. How many miles will it drive in 5 hours?",
    "A van drove 24 miles in 2 hours. How many miles does it drive per hour?",
    # only a length gone is a trip: shirts folded once tell no pace
    "A robot folded 24 shirts in 2 hours. How many shirts per hour did it fold?",
    # two legs of a trip
    "A van drove 24 miles in 2 hours. Then it drove 10 miles in 1 hour. What was its speed in miles "
    "per hour?",
    # a doer's doing over hours is parted among them, equal only when told so (`done_over_span`)
    "Dov biked 24 miles in 2 hours. What was his average speed in miles per hour?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_speed_refused(text: str) -> None:
    assert_refuses(text)
