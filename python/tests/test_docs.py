"""The examples in the docstrings run and give what they show."""

import doctest

import numpy as np
import pytest

import linebloom


def _docstrings():
    yield "linebloom.key_hash", linebloom.key_hash.__doc__
    for cls in [linebloom.Filter, linebloom.CuckooFilter, linebloom.ScalableFilter,
                linebloom.RotatingFilter]:
        yield cls.__name__, cls.__doc__
        for name, member in vars(cls).items():
            doc = getattr(member, "__doc__", None)
            if doc and ">>>" in doc:
                yield f"{cls.__name__}.{name}", doc


DOCS = [(name, doc) for name, doc in _docstrings() if doc and ">>>" in doc]


def test_the_classes_have_examples():
    names = {name for name, _ in DOCS}
    assert {"Filter", "CuckooFilter", "ScalableFilter", "RotatingFilter"} <= names
    assert len(DOCS) >= 10


@pytest.mark.parametrize("name, doc", DOCS, ids=[name for name, _ in DOCS])
def test_docstring_examples(name, doc):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(doc, {"linebloom": linebloom, "np": np}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{runner.failures} example(s) of {name} failed (see output)"
