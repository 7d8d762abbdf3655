"""The expected-points players (issue 13): every decision on one scale, the points a seat expects over the rest
of the hand. ``shapes`` (shanten, waits, steps), ``values`` (the scorer and the settlement through the seam),
``targets`` (what a far hand could become), ``race`` (the recurrences over the draws left), ``threats`` (the
other seats), ``outlook`` (a hand's expected points), ``player`` (the decisions), ``reasons``.
"""
