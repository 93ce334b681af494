"""Ages: an age now, a difference or a ratio of ages, and ages at another time ("in 4
years", "5 years ago"), each answered, or refused when the time is not the one read."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # "in N more years" is "in N years" from now, told or asked
    ("Rui is three times as old as Ela. In 4 more years, Ela will be 9. How old is Rui?", 15),
    ("Rui is three times as old as Ela. Ela is 5. How old will Rui be in 4 more years?", 19),
    # a time told only after it (in the question) leaves "more years" from now
    ("Rui is twice as old as Ela. In 3 more years, Ela will be 10. How old will Rui be in 3 years?", 17),
    ("Lea is 9 years old. Max is 4 years older than Lea. How old is Max?", 13),
    # "now" between the age and a present "is"
    ("Oren's age now is 15. How old will Oren be in 4 years?", 19),
    # "in years" closing an age asked names its unit
    ("Kai is 5 years younger than Lev. Lev is 30. How old is Kai in years?", 25),
    ("Kai is 5 years younger than Lev. When Lev is 40, how old will Kai be in years?", 35),
    # "turns" in the "when" clause of an age asked is "is" then
    ("Kai is 4 years older than Lev. How old will Kai be when Lev turns 12?", 16),
    ("Kai is 4 years older than Lev. How old was Kai when Lev turned 3?", 7),
    # an age supposed in the present beside a question of the past: the age now
    ("Kai is three times as old as Lev. If Lev is 6, how old was Kai 4 years ago?", 14),
    ("Kai is three times as old as Lev. How old was Kai 4 years ago if Lev is 6?", 14),
    # two ages at one past time not dated: the same years back for both
    ("Ada was 30 years old when Ben was 12 years old. Ben is 20 years old. How old is Ada?", 38),
    ("Ada was 30 years old when Ben was 12 years old. How old will Ada be when Ben turns 25?", 43),
    ("Ada was 30 years old when Ben was 12 years old. How many years older is Ada than Ben?", 18),
    # two ages reached at one past time ("turned … the same time … turned")
    ("Ivo turned 16 the same time Uma turned 21. Uma is 30. How old is Ivo?", 25),
    # a question's wh-word opens a clause of its own: "If … is 30 how old …"
    ("Ivo is 4 years younger than Uma. If Uma is 30 how old is Ivo?", 26),
    # the average age of the people the question counts by their number
    ("Oli is 9 years old. Pam is 3 times as old as Oli. What is the average age of the two?", 18),
    ("Oli is 9 years old. Pam is 11 years old. What was the average age of the two 4 years ago?", 6),
    # a difference and a ratio of the one age, joined
    ("Ravi is 12 years older than Noor and four times as old as Noor. How old is Noor?", 4),
    ("Ravi is twice as old as Noor but 9 years older than Noor. How old is Ravi?", 18),
    ("Lea is 9 years old and Max is 2 years younger than Lea. How old is Max?", 7),
    ("Lea is 9 years old. Ona is three times as old as Lea. How old is Ona?", 27),
    # a difference of ages is the same at every time
    ("Lea is 9 years old. Max was 4 years older than Lea. How old is Max?", 13),
    # an age at another time is the age now moved by the offset
    ("In 6 years, Max will be 20 years old. How old is Max?", 14),
    ("Eight years ago, Ida was 30. How old is Ida?", 38),
    ("Ida was 30 eight years ago. How old is Ida?", 38),
    # a ratio is read at the time it is said of: both ages then
    ("Lea is 9 years old. In 3 years, Max will be twice as old as Lea. How old is Max?", 21),
    ("Lea is 9 years old. Two years ago, her dad was 5 times as old as Lea. How old is her dad?",
     37),
    # the question's own time: the age now moved by the years it names
    ("Lea is 9 years old. How old will Lea be in 6 years?", 15),
    ("Lea is 9 years old. Max is 4 years older than Lea. How old will Max be 7 years from now?", 20),
    ("Lea is 9 years old. How old was Lea 3 years ago?", 6),
    # "now" with the present says no other time
    ("Lea is 9 years old now. How old will Lea be in 6 years?", 15),
    # a ratio said with the noun "age"
    ("Ugo is 30 years old. Kit is half Ugo's age. How old is Kit?", 15),
    ("Ugo is 30 years old. Kit is half the age of Ugo. How old is Kit?", 15),
    ("Ugo is 8 years old. His aunt is four times his age. How old is his aunt?", 32),
    ("Ugo's age is 12. Kit's age is three times Ugo's age. How old is Kit?", 36),
    # a total of ages, with a difference: two ages from two statements
    ("Kit is 6 years older than Ugo. The sum of their ages is 40. How old is Ugo?", 17),
    ("Kit is 6 years older than Ugo. Their combined age is 40. How old is Kit?", 23),
    ("Kit is 6 years older than Ugo. Together they are 40 years old. How old is Ugo?", 17),
    # a total of ages a group "has": the group is that old, its ages added
    ("Pia and Rob have a combined age of 31. Rob is 5 years older than Pia. How old is Pia?", 13),
    ("Pia, Rob and Zoe have a total age of 44. Rob is twice as old as Pia, and Zoe is 4 years "
     "older than Rob. How old is Zoe?", 20),
    ("Pia and Rob together have an age of 31. Pia is 5 years younger than Rob. How old is Rob?",
     18),
    # questions said with "age", "years old", a sum or a difference of ages
    ("Kit is 6 years older than Ugo. Ugo is 10 years old. How many years old is Kit now?", 16),
    ("Kit is 6 years older than Ugo. Ugo is 10 years old. What is Kit's current age?", 16),
    ("Kit is 6 years older than Ugo. Ugo is 10 years old. What is the sum of their ages?", 26),
    ("Kit is 6 years older than Ugo. Ugo is 10 years old. What is their combined age?", 26),
    # "total" adds the ages as "combined" does; the people may be named after "of"
    ("Kit is 6 years older than Ugo. Ugo is 10 years old. What is their total age?", 26),
    ("Kit is 12 years old. Ugo is 10 years old. What is the total age of Kit and Ugo?", 22),
    ("Kit is 12 years old. Ugo is 10 years old. What will be their total age in 5 years?", 32),
    ("Kit is twice as old as Ugo. Ugo is 10 years old. How many years older is Kit than Ugo?", 10),
    ("Kit is twice as old as Ugo. Ugo is 10 years old. How many years younger is Ugo than Kit?",
     10),
    ("Kit is 6 years old. How old will Kit be after 4 years?", 10),
    # a whole number a person is, is an age
    ("Rey is 3 times as old as Sol. If Sol is 4, how old is Rey?", 12),
    ("Rey is 2 years younger than Sol. Sol is currently 11. How old is Rey?", 9),
    # a difference said after "than", and two differences joined
    ("Rey is older than Sol by 4 years. Sol is 11 years old. How old is Rey?", 15),
    ("Rey is 4 years older than his cousin Sol but 3 years younger than Tam. Sol is 11 years old. "
     "How old is Tam?", 18),
    ("Rey is 4 years older than Sol who is 11 years old. How old is Rey?", 15),
    # a calendar span by the units table, "next year"
    ("Rey is 41 years old. How old was Rey a decade ago?", 31),
    ("A decade ago, Rey was 31 years old. How old is Rey?", 41),
    ("Rey is 41 years old. How old will Rey be next year?", 42),
    # the other's age told at its own time, now, beside an age at another time
    ("In 4 years, Rey will be three times as old as Sol is now. Sol is 5. How old is Rey?", 11),
    ("Six years ago, Rey was twice as old as Sol is now. Sol is 5. How old is Rey?", 16),
    ("Rey is twice as old as Sol is. Sol is 5. How old is Rey?", 10),
    # the question's time fixed by another's age: the years until then are unknown
    ("Sol is 5 years old. Rey is 4 years older than Sol. How old will Rey be when Sol is 30?", 34),
    ("Sol is 5 years old. Rey is three times as old as Sol. When Sol is 12 years old, how old will "
     "Rey be?", 22),
    ("Sol is 6 years old. Rey is three times as old as Sol. How old was Rey when Sol was 2?", 14),
    # a sum of ages at another time: every age moves
    ("Sol is 6 years old. Rey is 9 years old. What will be the sum of their ages in 4 years?", 23),
    ("Sol is 6 years old. Rey is 9 years old. What was the sum of their ages 2 years ago?", 11),
    ("Sol is 6 years old. Rey is 9 years old. What will the sum of their ages be in 4 years?", 23),
    # "from now" names the time itself: the present tense may ask it
    ("Sol is 6 years old. Rey is 9 years old. What is the sum of their ages 4 years from now?", 23),
    ("Sol is 6 years old. How old is Sol 4 years from now?", 10),
    # years added to (or taken from) a multiple of an age now
    ("Lea is 9 years old. Max is 4 years older than twice Lea's age. How old is Max?", 22),
    ("Lea is 8 years old. Max is 3 years younger than half the age of Lea. How old is Max?", 1),
    ("Lea is 9 years old. Max is 5 more than three times as old as Lea. How old is Max?", 32),
    ("Max is 40 years old. He is 4 years older than thrice his son's age. How old is his son?", 12),
    ("Lea is 12. Her age is 2 more than half the age of Max. How old is Max?", 20),
    ("Max is 8 years more than twice the age of Lea. Lea is 12 years old. How old is Max?", 32),
    ("Max is 45 years old. He is 3 times his son's age. How old is his son?", 15),
    # a difference with the other's own present: both ages now
    ("Lea is 9 years old. Max is 4 years older than Lea is now. How old is Max?", 13),
    ("Lea is 9 years old. Max is currently 5 more than twice as old as Lea is now. How old is Max?",
     23),
    # the age of one asked by "What is" / "Find": "How old is …?"
    ("Max is 45 years old. He is 3 times his son's age. What is his son's age?", 15),
    ("Max is 45 years old. He is 3 times his son's age. Find the age of his son.", 15),
    ("Lea is 12. Her age is 2 more than half the age of Max. What is the age of Max?", 20),
    # "N years from now" said in a statement, before or after what it dates
    ("Ana will be 20 years old 5 years from now. How old is Ana now?", 15),
    ("Five years from now, Ana will be 20. Bo is 3 years older than Ana. How old is Bo?", 18),
    ("Ana is 10 years old. 5 years from now, Bo will be twice as old as Ana. How old is Bo?", 25),
    # "next year" and "last year" in a statement: one year on, one year back
    ("Next year, Ana will be 12 years old. How old is Ana now?", 11),
    ("Ana was 12 last year. How old is Ana now?", 13),
    ("Bo is 5 years old. Last year Ana was twice as old as Bo. How old is Ana now?", 9),
    # a time in years told before the question is the question's time
    ("Ana is 10 years old. In 3 years, how old will she be?", 13),
    ("Ana is 10 years old. 3 years ago, how old was she?", 7),
    ("Ana is 10 years old. Bo is 3 years older than Ana. 2 years from now, what will be the sum of "
     "their ages?", 27),
    # "turn" an age at a time in years: be it then
    ("Ana will turn 30 in 2 years. How old is Ana now?", 28),
    ("Ana will turn 30 after 2 years. How old is Ana now?", 28),
    ("3 years ago Ana turned 27. How old is Ana now?", 30),
    # years said of a person alone are an age
    ("Ana is 24 years now. How old will Ana be in 3 years?", 27),
    # a role of someone told, folded into the name after it; a role before the other's name
    ("Ana is 24 years old. Ana's brother Bo is 2 years older than Ana. How old is Bo?", 26),
    ("Bo is 30 years old. Ana is half the age of her brother Bo. How old is Ana?", 15),
    # a sum of the ages of people named
    ("The sum of the ages of Ana and Bo is 30. Bo is 4 years older than Ana. How old is Ana?", 13),
    ("The sum of Ana and Bo's ages is 30. Bo is 4 years older than Ana. How old is Bo?", 17),
    # the same sum asked, each name with its own "'s" or the last one owning the ages of all
    ("Oli is 8 years old. Pam is 5 years older than Oli. What is the sum of Oli's and Pam's ages?", 21),
    ("Oli is 8 years old. Pam is 5 years older than Oli. What is the sum of Oli and Pam's ages?", 21),
    ("Oli is 8 years old. Pam is 11. Dee is 2 years younger than Pam. What is the sum of Oli's, Pam's and "
     "Dee's ages?", 28),
    # a sum of ages at another time: every age then, added
    ("Ana is 25 years younger than her mother. In 3 years, the sum of their ages will be 41. What is "
     "the present age of Ana's mother?", 30),
    ("Bo is 4 years older than Ana. 2 years ago, the sum of their ages was 20. How old is Ana?", 10),
    # a relative "who" after the other: said of the other, now
    ("Ana is five years younger than Bo, who is twice as old as Cy. Cy is 10 years old. How old is "
     "Ana?", 15),
    # one year compared, and "now" said of a sum of ages with a present "is"
    ("Ana is 3 years old. Bo is 1 year older than Ana. How old is Bo?", 4),
    ("The sum of Ana and Bo's ages now is 7. Bo is one year younger than Ana. How old is Bo?", 3),
    # the years until an age is reached: unknown, whole, not below zero
    ("Ana is 23 years old. In how many years will Ana be 25 years old?", 2),
    ("Ana is 23 years old. Bo is 4 years younger than Ana. In how many years will Bo be 25?", 6),
]

REFUSED = [
    # "more years" with no "in", or with a past tense
    "Rui is three times as old as Ela. 4 more years ago, Ela was 9. How old is Rui?",
    "Rui is three times as old as Ela. Ela is 5. How old was Rui in 4 more years?",
    # "more years" after another time told: past that time, or from now?
    "In 3 years Ela will be 8. How old will Ela be in 4 more years?",
    "Ela was 5 two years ago. In 4 more years, Rui will be 20. How old is Rui now?",
    # a total of ages of someone whose age is never told
    "Kit is 12 years old. Ugo is 10 years old. What is the total age of Kit and Ida?",
    "Kit is 12 years old. Ugo has 10 pens. What is their total age?",
    # "twice as old as Lea tomorrow": the other's age at a day no age is told of ("as Lea today"
    # is Lea's age now, as "as Lea is now": tests/reader/test_age_other_today.py)
    "In 10 years, Max will be twice as old as Lea tomorrow. Lea is 9 years old. How old is Max?",
    # tense and offset disagree
    "In 6 years, Max was 20 years old. How old is Max?",
    # a past age at a time not told
    "Max was 20 years old. How old is Max?",
    # a question at a time it does not tell
    "Lea is 9 years old. How old will Lea be?",
    # an age a group "has" with no word that adds it: each of them, or all together?
    "Pia and Rob have an age of 31. Rob is 5 years older than Pia. How old is Pia?",
    # a total of ages a group "had": at a time the story does not tell
    "Pia and Rob had a combined age of 31. Rob is 5 years older than Pia. How old is Pia?",
    "Lea is 9 years old. How old was Lea in 6 years?",
    # an age below zero
    "Lea is 2 years old. Max is 5 years younger than Lea. How old is Max?",
    # half of an odd age is not a whole age
    "Lea is 9 years old. Max is half as old as Lea. How old is Max?",
    "Kit is 6 years older than Ugo. The sum of their ages is 41. How old is Ugo?",
    # a total of ages at a time not told
    "Kit is 6 years older than Ugo. The sum of their ages was 40. How old is Ugo?",
    # a sum of ages at a time not told
    "Kit is 6 years older than Ugo. Ugo is 10 years old. What was the sum of their ages?",
    # a past age with no time is not an age now, as a measure or as an age
    "Kit was 6 years old. How old is Kit?",
    # "age" in the plural is no one's age: a sum or a ratio of what?
    "Ugo is 30 years old. Kit is half the ages of Ugo. How old is Kit?",
    # a bare number of money, of a thing, or in the past is no age
    "Rey is twice as old as Sol. If Sol is $4, how old is Rey?",
    "Rey is twice as old as Sol. The cake is 4. How old is Rey?",
    "Rey is twice as old as Sol. Sol was 4. How old is Rey?",
    # "next year" asked in the past, a time word that is no present
    "Rey is 41 years old. How old was Rey next year?",
    "Rey is twice as old as Sol. Sol is still 4. How old is Rey?",
    # a time and a tense that disagree
    "Ana was 20 years old 5 years from now. How old is Ana now?",
    "Ana is 20 years old 5 years from now. How old is Ana now?",
    "Next year Ana was 12. How old is Ana now?",
    "Last year Ana will be 12. How old is Ana now?",
    "Ana is 10 years old. 3 years ago, how old will she be?",
    "Ana is 10 years old. 3 years from now, how old was she?",
    # a time before the question that is not in years
    "Ana is 10 years old. In 3 days, how old will she be?",
    # "turns" with no time: now, or soon? "turned" at a time to come
    "Ana turns 27. How old is Ana now?",
    "Ana turned 30 in 2 years. How old is Ana now?",
    # two times for one statement
    "Next year, Ana will be 12 in 2 years. How old is Ana now?",
    # the years until an age already past, or asked in the past, or with no "in"
    "Ana is 23 years old. In how many years will Ana be 20 years old?",
    "Ana is 23 years old. In how many years was Ana 25 years old?",
    "Ana is 23 years old. How many years will Ana be 25 years old?",
    # a sum of ages at a time to come told in the past tense
    "Bo is 4 years older than Ana. In 2 years, the sum of their ages was 20. How old is Ana?",
    # an age below zero at the time of the sum
    "Bo is 4 years older than Ana. 10 years ago, the sum of their ages was 2. How old is Ana?",
    # a relative "who" in the past: at a time not told
    "Ana is five years younger than Bo, who was twice as old as Cy. Cy is 10 years old. How old is "
    "Ana?",
    # the other's age at a time not told
    "In 4 years, Rey will be three times as old as Sol was. Sol is 5. How old is Rey?",
    # a time fixed by an age already past, asked ahead; a tense that disagrees; a sum
    "Sol is 6 years old. Rey is three times as old as Sol. How old will Rey be when Sol is 2?",
    "Sol is 6 years old. Rey is three times as old as Sol. How old will Rey be when Sol was 9?",
    "Sol is 6 years old. Rey is three times as old as Sol. When Sol is 9, what will be the sum of "
    "their ages?",
    "Sol is 6 years old. How old was Sol 4 years from now?",
    "Sol is 6 years old. How old is Sol in 4 years?",
    # a difference of ages at a time not told
    "Sol is 6 years old. Rey is 3 times as old as Sol. What was the age difference between Sol and "
    "Rey?",
    # years added to a multiple said of another time, or of a past told by nothing: the factor
    # holds only at the time it is said of
    "Lea is 9 years old. Max was 4 years older than twice Lea's age. How old is Max?",
    "Lea is 9 years old. Five years ago, Max was 4 years older than twice Lea's age. How old is Max?",
    "Lea is 9 years old. Max is 4 years older than twice Lea's age 3 years ago. How old is Max?",
    "Lea is 9 years old. In 3 years, Max will be 4 years older than twice Lea's age. How old is Max?",
    # a gap that is no number of years, a measure that is no age
    "Lea is 9 years old. Max is 4 months older than twice Lea's age. How old is Max?",
    "Lea is 9 years old. Max is 4 more than twice Lea's weight. How old is Max?",
    # half of an odd age, with years taken
    "Lea is 9 years old. Max is 2 years less than half Lea's age. How old is Max?",
    # a difference told of a past time against the other's present: the ages then untold
    "Lea is 9 years old. Max was 4 years older than Lea is now. How old is Max?",
    "Lea is 9 years old. In 3 years, Max will be 4 years older than Lea is now. How old is Max?",
    # the age of a group with no word that adds: each one's, or all together?
    "Max is 45 years old. Lea is 15 years old. How old are they?",
    "Max is 45 years old. He is 3 times his son's age. What is their age?",
    # a pronoun that may be the subject's owner, whose age is untold
    "Ann is 40 years old. Kim's daughter is half her age. How old is Kim's daughter?",
    "Max is 40 years old. Tom's son is 4 years younger than him. How old is Tom's son?",
    "Lea is 12 years old. Max is 8 years old. What is the age of Lea and Max?",
    # "then" is no "now"; "in months" is no unit an age is told in here
    "Oren's age then is 15. How old is Oren?",
    "Kai is 5 years younger than Lev. Lev is 30. How old is Kai in months?",
    # "in years" names no time: an age to come at no time told
    "Kai is 5 years younger than Lev. Lev is 30. How old will Kai be in years?",
    # the tenses of the question and of its "when" clause disagree
    "Kai is 4 years older than Lev. How old will Kai be when Lev turned 12?",
    "Kai is 4 years older than Lev. How old was Kai when Lev turns 3?",
    # an age supposed in the past, at no time told
    "Kai is three times as old as Lev. If Lev was 6, how old was Kai 4 years ago?",
    # two ages at one past time: neither age now is told; the time comes after now; the
    # "when" clause tells no age; the present tells no past time
    "Ada was 30 years old when Ben was 12 years old. How old is Ada?",
    "Ada was 30 years old when Ben was 12 years old. Ben is 10 years old. How old is Ada?",
    "Ada was 30 years old when Ben had 12 pens. Ben is 20 years old. How old is Ada?",
    "Ada is 30 years old when Ben is 12 years old. Ben is 20 years old. How old is Ada?",
    # "turns" is no past; "after" is no one time
    "Ivo turned 16 the same time Uma turns 21. Uma is 30. How old is Ivo?",
    "Ivo turned 16 after Uma turned 21. Uma is 30. How old is Ivo?",
    # an average of people the story does not count so, or one of them with no age told
    "Oli is 9 years old. Pam is 11 years old. What is the average age of the three?",
    "Oli is 9 years old. Pam is 11 years old. Dan has 3 pens. What is the average age of the three?",
    # a ratio with no other in the list; a difference and a ratio in the past
    "Ravi is 12 years older than Noor and twice as old. How old is Noor?",
    "Ravi was 12 years older than Noor and four times as old as Noor. How old is Noor?",
    # "times more" read two ways
    "Lea is 9 years old. Max is 2 more than 3 times more than Lea's age. How old is Max?",
    # a sum of the ages of two named, one of them with no age told; a third age told beside
    "Oli is 8 years old. What is the sum of Oli's and Pam's ages?",
    "Oli is 8 years old. Pam is 11 years old. Dee is 4 years old. What is the sum of Oli's and Pam's ages?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_age_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == "years"
    assert {c.verdict for c in outcome.certificates} == {"discharged"}


@pytest.mark.parametrize("text", REFUSED)
def test_age_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)


# a difference of ages asked with the noun: the larger less the smaller
DIFFERENCES = [
    "Sol is 6 years old. Rey is 3 times as old as Sol. What is the age difference between Sol and Rey?",
    "Sol is 6 years old. Rey is 3 times as old as Sol. What is the difference between the age of Rey "
    "and Sol?",
]


@pytest.mark.parametrize("text", DIFFERENCES)
def test_age_difference_asked(text: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(12)


# a comparison of ages with no "than": with the one person whose age was told, when no one
# else could be meant; "her age" is someone else's than the subject's own; "her sister's age"
# is her sister's; a time ahead said with no comma, or with "after"
UNSAID_OTHER = [
    ("Ned is 11 years old. His cousin is 5 years older. How old is his cousin?", 16),
    ("Ned is 11 years old and his cousin is 4 years younger. How old is his cousin?", 7),
    ("In 2 years Ned will be 13 years old. His aunt is 20 years older. How old is his aunt?", 31),
    ("Ned is 11 years old. His cousin is 5 years older. How old will his cousin be in 3 years?", 19),
    ("Zara is 7 years old. Her aunt is five times her age. How old is her aunt?", 35),
    ("Zara is 7 years old. Her aunt's age is 4 times Zara's age. How old is her aunt?", 28),
    ("Zara is 7 years old. Her aunt's age is 30. How old will her aunt be in 2 years?", 32),
    ("Zara is 7 years old. In 3 years her aunt will be 4 times as old as Zara. How old is her aunt?",
     37),
    ("Zara is 7 years old. 2 years ago her aunt was 6 times as old as Zara. How old is her aunt?", 32),
    ("After 5 years, Zara will be twice as old as she is now. How old is Zara?", 5),
    ("Zara is 7 years old. Her aunt is 5 times as old. How old is her aunt?", 35),
    ("Zara is 7 years old. In 3 years, her aunt will be 4 times as old. How old is her aunt?", 37),
    ("Ned is 4 years old. After 5 years Zara will be 3 times as old as Ned. How old is Zara?", 22),
]

UNSAID_OTHER_REFUSED = [
    # two ages told: older than which?
    "Ned is 11 years old. Ivo is 13 years old. His cousin is 5 years older. How old is his cousin?",
    # someone else told, whose age is not: older than him, or than the one whose age is told?
    "Ned is 11 years old. Ivo is his friend. His cousin is 5 years older. How old is his cousin?",
    # "older" with no age told at all
    "His cousin is 5 years older. How old is his cousin?",
    "Zara has 7 pens. Her aunt is 5 times as old. How old is her aunt?",
    "Zara is 7 years old. Ned is 9 years old. Her aunt is 5 times as old. How old is her aunt?",
    "Ned has a cousin. The cousin is 5 years older. How old is the cousin?",
    # a time the story does not tell, or a tense that disagrees with it
    "Ned is 11 years old. His cousin was 5 years older then. How old is his cousin?",
    "After 5 years, Zara was 12 years old. How old is Zara?",
    "Ned is 4 years old. In 5 years Zara was 3 times as old as Ned. How old is Zara?",
]


@pytest.mark.parametrize(("text", "value"), UNSAID_OTHER)
def test_age_of_unsaid_other_answered(text: str, value: int) -> None:
    test_age_answered(text, value)


@pytest.mark.parametrize("text", UNSAID_OTHER_REFUSED)
def test_age_of_unsaid_other_refused(text: str) -> None:
    test_age_refused(text)
