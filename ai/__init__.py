"""The computer players. Importing the package loads the compiled core if a fresh one is built (ai/native.py)."""

from ai.native import activate

activate()
