"""Doctests of the docs pages: ``DOCS`` (this folder) for the pages' examples that read files beside them."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _docs_folder(doctest_namespace: dict[str, object]) -> None:
    doctest_namespace["DOCS"] = Path(__file__).resolve().parent
