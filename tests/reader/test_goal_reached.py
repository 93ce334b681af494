"""A closing "to reach his goal" names the one want told (``needs.without_goal_purpose``) only
when "his" is the subject's own. For a name whose gender the names table does not know, "his" /
"her" is its own when the story names no one else and says no doer or owner by a pronoun of the
other gender (``needs._lone_name_owns``). Each case is in our own words; an answer case fails when
the shape is no longer read, a refusal case when it is read without what would make it certain."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("Tove wants to sell 40 tickets. He sold 12 tickets on Friday and 9 tickets on Saturday. How many "
     "more tickets does Tove need to sell to reach his goal?", 19, "tickets"),
    ("Kiran wants to collect 60 shells. She collected 25 shells. How many more shells does Kiran need "
     "to collect to reach her goal?", 35, "shells"),
]

REFUSED = [
    # the story says "she" of the doer: "his goal" is some man's
    "Tove wants to sell 40 tickets. She sold 12 tickets. How many more tickets does Tove need to "
    "sell to reach his goal?",
    # another person named: whose goal?
    "Tove wants to sell 40 tickets. Rowan sold 12 tickets. How many more tickets does Tove need to "
    "sell to reach his goal?",
    # an aim with no amount beside the want: "his goal" may be that one
    "Tove wants to sell 40 tickets. He hopes to win a trip. He sold 12 tickets. How many more "
    "tickets does Tove need to sell to reach his goal?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
