"""The pygame user interface: the only package that imports pygame."""
