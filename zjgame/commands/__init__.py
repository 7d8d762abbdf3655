"""Subcommands of the ``zjgame`` command line, one module each with ``main(argv) -> int``."""
