"""Fuzzing the buffer readers with hostile inputs: crafted `__array_interface__` dicts and Arrow
arrays built from raw buffers. Every call must answer correctly or raise a typed exception
(TypeError, ValueError, OverflowError, linebloom's errors); a crash kills the test run.

A bounded run is part of the test suite; a longer one: LINEBLOOM_FUZZ_EXAMPLES=100000 pytest
python/tests/test_fuzz_readers.py. What is trusted, as the protocols say: an integer address in
an array interface (numpy trusts it too), and that an Arrow array's buffers are as large as its
type, length and offset make them (the C data interface carries no buffer sizes; pyarrow's
`validate()` checks that); everything inside them (offsets, views, code points, lengths of
variable-size keys, which slots are null) is checked before it is read.
"""

import os

import numpy as np
import pytest

import linebloom
from linebloom import Filter

pa = pytest.importorskip("pyarrow")
pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

NATIVE = linebloom.linebloom
kh = linebloom.key_hash
TYPED = (TypeError, ValueError, OverflowError, linebloom.FilterFull)
EXAMPLES = int(os.environ.get("LINEBLOOM_FUZZ_EXAMPLES", "300"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck))


class Interface:
    def __init__(self, interface):
        self.__array_interface__ = interface


TYPESTRS = ["<u8", "<i4", "|u1", "|b1", "<f8", ">f4", "<f2", "|S3", "<U2", ">U1", "|O",
            "<M8[D]", "<c16", "|V4", "", "<", "<u", "<u0", "<u9", "‹é", "\x00", "<i4\x00"]


@st.composite
def interfaces(draw):
    interface = {"version": draw(st.sampled_from([3, 2, None, "x"]))}
    interface["typestr"] = draw(st.one_of(st.sampled_from(TYPESTRS), st.text(max_size=6),
                                          st.integers(-3, 3)))
    interface["shape"] = draw(st.one_of(
        st.tuples(st.integers(-2, 40)),
        st.lists(st.integers(0, 4), max_size=3).map(tuple),
        st.just((2**62,)), st.just(None), st.just("2")))
    data = draw(st.one_of(st.binary(max_size=96), st.binary(max_size=96).map(bytearray),
                          st.none(), st.just(memoryview(b"0123456789abcdef")[::2]),
                          st.just((0, False)), st.just(("x", False))))
    if data is not None or draw(st.booleans()):
        interface["data"] = data
    if draw(st.booleans()):
        interface["strides"] = draw(st.one_of(st.none(), st.tuples(st.integers(-24, 24)),
                                              st.just((2**62,)), st.just(("a",))))
    if draw(st.booleans()):
        interface["offset"] = draw(st.one_of(st.integers(-8, 64), st.just(2**63)))
    if draw(st.booleans()):
        interface["mask"] = None
    if draw(st.booleans()):
        interface["descr"] = draw(st.sampled_from([[("", "|O")], [("a", "<u8")], "junk", []]))
    return interface


@SETTINGS
@given(interfaces())
def test_crafted_array_interfaces_answer_or_raise_a_typed_error(interface):
    f = Filter(100, 0.3)
    f.add_many([0, 1, 2, 3])
    obj = Interface(interface)
    try:
        answers = f.contains_many(obj)
    except TYPED:
        return
    # Read: the answers are those of numpy's reading of the same object.
    reference = np.asarray(obj)
    assert answers.shape == (reference.shape[0],)
    assert NATIVE._key_hashes(obj) == NATIVE._key_hashes(np.ascontiguousarray(reference))


ARROW_TYPES = [pa.int32(), pa.uint8(), pa.int64(), pa.bool_(), pa.float32(), pa.date64(),
               pa.decimal128(5, 2), pa.binary(3), pa.string(), pa.binary(), pa.large_string()]
if hasattr(pa, "string_view"):
    ARROW_TYPES += [pa.string_view(), pa.binary_view()]


def offsets_buffer(draw, n, large):
    kind = draw(st.sampled_from(["sorted", "random", "huge"]))
    bound = 2**63 - 1 if large else 2**31 - 1
    if kind == "sorted":
        values = sorted(draw(st.lists(st.integers(0, 40), min_size=n, max_size=n)))
    elif kind == "random":
        values = draw(st.lists(st.integers(-5, 40), min_size=n, max_size=n))
    else:
        values = draw(st.lists(st.sampled_from([0, 3, bound, -bound]), min_size=n,
                               max_size=n))
    return np.array(values, dtype=np.int64 if large else np.int32).tobytes()


def view_buffer(draw, n, n_data):
    out = bytearray()
    for _ in range(n):
        length = draw(st.one_of(st.integers(-2, 20), st.just(2**31 - 1)))
        view = bytearray(length.to_bytes(4, "little", signed=True))
        if 0 <= length <= 12:
            view += draw(st.binary(min_size=12, max_size=12))
        else:
            view += draw(st.binary(min_size=4, max_size=4))
            view += draw(st.integers(-1, n_data + 1)).to_bytes(4, "little", signed=True)
            view += draw(st.one_of(st.integers(-4, 40), st.just(2**30))).to_bytes(
                4, "little", signed=True)
        out += view
    return bytes(out)


@st.composite
def arrow_arrays(draw):
    t = draw(st.sampled_from(ARROW_TYPES))
    length = draw(st.integers(0, 12))
    offset = draw(st.integers(0, 9))
    rows = length + offset
    validity = None
    if draw(st.booleans()):
        validity = pa.py_buffer(draw(st.binary(min_size=(rows + 7) // 8, max_size=8)))
    null_count = draw(st.sampled_from([-1, 0, 1, length]))
    if pa.types.is_string(t) or pa.types.is_binary(t) or pa.types.is_large_string(t):
        large = pa.types.is_large_string(t)
        buffers = [validity, pa.py_buffer(offsets_buffer(draw, rows + 1, large)),
                   pa.py_buffer(draw(st.binary(max_size=48)))]
    elif hasattr(pa, "string_view") and t in (pa.string_view(), pa.binary_view()):
        n_data = draw(st.integers(0, 2))
        buffers = [validity, pa.py_buffer(view_buffer(draw, rows, n_data))]
        buffers += [pa.py_buffer(draw(st.binary(max_size=40))) for _ in range(n_data)]
    else:
        width = {pa.bool_(): 0}.get(t, t.bit_width // 8 if t.bit_width else 3)
        size = (rows + 7) // 8 if width == 0 else rows * width
        buffers = [validity, pa.py_buffer(draw(st.binary(min_size=size, max_size=size + 8)))]
    try:
        arr = pa.Array.from_buffers(t, length, buffers, null_count=null_count, offset=offset)
        arr.validate()  # sizes: what the C data interface cannot carry
    except (pa.ArrowException, ValueError, TypeError):
        return None
    return arr


@SETTINGS
@given(arrow_arrays(), st.booleans())
def test_crafted_arrow_arrays_answer_or_raise_a_typed_error(arr, chunked):
    if arr is None:
        return
    try:
        arr.validate(full=True)
        valid = True
    except pa.ArrowException:
        valid = False
    keys = pa.chunked_array([arr, arr]) if chunked else arr
    f = Filter(100, 0.3)
    try:
        answers = f.contains_many(keys)
        f.add_many(keys)
        hashes = NATIVE._key_hashes(keys)
    except TYPED:
        assert not valid, "a fully valid array was refused"
        return
    assert len(answers) == len(keys)
    if valid:
        assert f.contains_many(keys)[arr.is_valid().to_numpy(zero_copy_only=False).tolist()
                                     * (2 if chunked else 1)].all()
        if pa.types.is_string(t := arr.type) or pa.types.is_binary(t) or \
                pa.types.is_large_string(t) or str(t) in ("string_view", "binary_view"):
            want = [kh(v) for v in arr.to_pylist() if v is not None]
            assert hashes == want * (2 if chunked else 1)
