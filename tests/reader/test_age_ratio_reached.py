"""The time a question asks of, fixed by a ratio of two ages reached ("How old will Kai be when
his aunt is three times as old as him?", "In how many years will Oda be twice as old as Pim?"):
the unknown years, whole and never below zero, move both ages alike, so the one age then is the
factor times the other then; "as Pim is now" scales the other's age now. A factor of one, a
ratio with no other, tenses that disagree, or years that are not whole refuse."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Kai is 4 years old and his aunt is 28 years old. How old will Kai be when his aunt is three "
     "times as old as him?", 12, "years"),
    ("Oda is 41 years old. Pim is 13 years old. In how many years will Oda be twice as old as Pim?",
     15, "years"),
    ("Oda is 41 years old. Pim is 13 years old. How old will Pim be when Oda is twice Pim's age?",
     28, "years"),
    # back in time, with "was … was"
    ("Oda is 41 years old. Pim is 15 years old. How old was Pim when Oda was three times as old as "
     "Pim?", 13, "years"),
    # the other's age now ("as Pim is now"): a fixed age to reach
    ("Oda is 41 years old. Pim is 15 years old. How old will Pim be when Oda is four times as old "
     "as Pim is now?", 34, "years"),
    # "twice Pim's current age": Pim's age now, as "as Pim is now"
    ("Oda is 41 years old. Pim is 15 years old. In how many years will Oda be three times Pim's "
     "current age?", 4, "years"),
    # "becomes" in the "when" clause is "is" then; the ages known only by their gaps
    ("Oda is 9 years older than Pim, and Pim is 2 years older than Ulf. How old will Pim be when "
     "Oda becomes twice as old as Ulf?", 13, "years"),
]

REFUSED = [
    # the years would be below zero: Oda is already more than twice as old
    "Oda is 41 years old. Pim is 15 years old. In how many years will Oda be three times as old "
    "as Pim?",
    # the years would not be whole
    "Oda is 40 years old. Pim is 13 years old. In how many years will Oda be three times as old "
    "as Pim?",
    # "him" may be either of two others told
    "Kai is 4 years old. Ned is 6 years old. Rosa is 28 years old. How old will Kai be when Rosa "
    "is three times as old as him?",
    # as old as whom?
    "Kai is 4 years old and his aunt is 28 years old. How old will Kai be when his aunt is twice "
    "as old?",
    # the tenses of the question and of its "when" clause disagree
    "Kai is 4 years old and his aunt is 28 years old. How old will Kai be when his aunt was three "
    "times as old as him?",
    # "three times older": three times as old, or four?
    "Oda is 41 years old. Pim is 13 years old. In how many years will Oda be three times older "
    "than Pim?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
