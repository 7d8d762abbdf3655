"""zjgame: Zung Jung mahjong, a desktop game with a pure rules core.

Packages: ``rules`` (vocabulary), ``scoring`` (patterns, scorer, payments), ``engine`` (the referee),
``ui`` (pygame, the only place it is imported). The computer players live in the top-level ``ai`` package.
"""

__version__ = "0.1.0"
