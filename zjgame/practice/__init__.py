"""Practice mode and learning aids (pure: no pygame): explanations of claim rulings and of options not
offered, the rulings log, hints, danger warnings, the undo history, the hand review, the rules-screen content
and the calculator model. The UI's practice layer, rules, calculator and replay scenes draw what this
package computes.
"""
