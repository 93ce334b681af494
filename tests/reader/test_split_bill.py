"""A sum split evenly among a counted group, asked whole (reader/split_bill.py)."""

from fractions import Fraction

from tests.outcomes import shape_tests

ANSWERED = [
    ("Ana and her two sisters divided the cab fare equally. If each of them paid $6, how much was "
    "the fare?", 18, "dollars"),
    ("Six friends split the check evenly. Each person paid $12. How much was the check?", 72, "dollars"),
    ("Four coworkers shared the cab fare equally. Each paid $9. How much was the fare?", 36, "dollars"),
    ("Lena and her friend won some money. They split the money equally. Each of them received $7. "
    "How much money did they win?", 14, "dollars"),
    ("Omar and his friend found some money. They shared the money evenly, each getting $12.25. How much "
    "money did they find?", Fraction(49, 2), "dollars"),
    ("Rosa, Tim and Kate decided to split the dinner bill evenly. If each person paid 21 dollars, what "
    "was the total of the bill?", 63, "dollars"),
    ("Tim and his three cousins agreed to divide the rent evenly, each paying $150. How much did they "
    "pay?", 600, "dollars"),
]

REFUSED: list[str] = [
    # how many friends?
    "Ana and her sisters divided the cab fare equally. If each of them paid $6, how much was the fare?",
    # split, but not said evenly
    "Ana and her two sisters divided the cab fare. If each of them paid $6, how much was the fare?",
    # one share asked, not the whole
    "Ana and her two sisters divided the cab fare equally. If each of them paid $6, how much did Ana "
    "pay?",
    # what is left is not told
    "Lena and Omar found some money. They split the money evenly, each getting $4. How much money did "
    "they have left?",
    # they found money; what they spent is not told
    "Lena and Omar found some money. They split the money evenly, each getting $4. How much money did "
    "they spend?",
    # a second group splits
    "Lena and Omar found some money. Lena and Kate split the money evenly, each getting $4. How much "
    "money did they find?",
    # a share with something more
    "Lena and her friend found some money. They split the money evenly, each getting $4 more. How much "
    "money did they find?",
    # another person joins the split
    "Ana and her friend split the bill equally with Ben. Each paid $5. How much was the bill?",
    # the cab may cost more than the fare
    "Ana and her two sisters divided the cab fare equally. If each of them paid $6, how much was the cab?",
    # a bill other than the one split
    "Six friends split the check evenly. Each person paid $12. How much was the rent?",
    # a sentence nobody accounts for
    "Ana, Ben and Cy decided to divide the bill evenly. Ben did not order a drink. If each person paid "
    "$10, what was the total of the bill?",
    # money lost is not a sum got to split
    "Lena and her friend lost some money. They split the money evenly, each getting $4. How much "
    "money did they lose?",
    # shares each day
    "Ana and her 3 friends split the bill evenly, each paying $4 a day. How much did they pay?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
