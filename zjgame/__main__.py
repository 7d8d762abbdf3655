"""``python -m zjgame``: the same as the ``zjgame`` console command."""

import sys

from zjgame.cli import main

if __name__ == "__main__":
    sys.exit(main())
