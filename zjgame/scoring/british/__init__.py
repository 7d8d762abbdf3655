"""The classic British scoring system (B3-B5, seed 003): the tables and their names (``items``), the scorer of
winners' and losers' hands (``scorer``), the result (``result``), the settlement (``settlement``), the payment
sentences (``explain``) and the seam implementation (``system``).
"""
