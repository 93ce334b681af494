"""Some of a whole dropping out and the rest grouped (reader/rest_grouped.py). Our own words
throughout."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There are 40 runners signed up for the relay. If 12 of them did not get picked and the rest were "
     "put into 4 teams, how many runners would be on each team?", 7, "runners"),
    ("A club invited 50 guests to a dinner, but 29 of them did not show up. If the tables they had seated "
     "4 guests each, how many tables do they need?", 6, "tables"),
    ("There were 45 singers at the tryout. 9 of them were not chosen. The rest were split into 6 choirs. "
     "How many singers were in each choir?", 6, "singers"),
    ("A museum invited 33 painters to a fair, but 5 of them did not come. If the rooms they had held 8 "
     "painters each, how many rooms do they need?", 4, "rooms"),
]

REFUSED = [
    # a person named: whose are the tables, whom does "they" name?
    "Ana invited 50 guests to a dinner, but 29 of them did not show up. If the tables they had seated 4 "
    "guests each, how many tables do they need?",
    # those not picked are still there: tables for whom?
    "A club invited 50 guests to a dinner, but 29 of them did not get picked. If the tables they had "
    "seated 4 guests each, how many tables do they need?",
    # the rest does not part exactly, or another group asked
    "There are 40 runners signed up for the relay. If 13 of them did not get picked and the rest were "
    "put into 4 teams, how many runners would be on each team?",
    "There are 40 runners signed up for the relay. If 12 of them did not get picked and the rest were "
    "put into 4 teams, how many runners would be in each van?",
    # another thing asked
    "A club invited 50 guests to a dinner, but 29 of them did not show up. If the tables they had seated "
    "4 guests each, how many chairs do they need?",
    # "show" with no "up": not a coming
    "A club invited 50 guests to a dinner, but 29 of them did not show. If the tables they had seated "
    "4 guests each, how many tables do they need?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
