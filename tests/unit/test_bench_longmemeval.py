"""The LongMemEval bench's loader and scorer on the hand-written fixture (no model, no store)."""
import json
from pathlib import Path

import pytest

from app.bench import longmemeval as lme
from app.bench.locomo import recall
from app.errors import EngramError

TINY = Path(__file__).parents[1] / "data" / "longmemeval" / "tiny.json"


def test_exchanges_pair_each_message_with_its_reply():
    turns = [{"role": "user"}, {"role": "assistant"}, {"role": "user"}, {"role": "user"},
             {"role": "assistant"}, {"role": "assistant"}]
    assert lme.exchanges(turns) == [[0, 1], [2], [3, 4], [5]]


def test_dates_read_in_the_benchmarks_format():
    a, b = lme.parse_date("2023/05/20 (Sat) 02:21"), lme.parse_date("2023/05/21 (Sun) 02:21")
    assert b - a == 86400


def test_select_skips_abstention_and_limits_each_type():
    data = lme._load(TINY)
    assert [e["question_id"] for e in lme.select(data, set(), 0)] == [
        "tiny_ssu", "tiny_ms", "tiny_ssa"]
    assert [e["question_id"] for e in lme.select(data, {"multi-session"}, 0)] == ["tiny_ms"]
    twice = data + [dict(data[1], question_id="tiny_ms2")]
    assert [e["question_id"] for e in lme.select(twice, set(), 1)] == [
        "tiny_ssu", "tiny_ms", "tiny_ssa"]


def test_recall_is_the_share_of_evidence_turns_quoted_verbatim():
    texts = {"0:0": "I started cello lessons.", "1:0": "I picked up the ukulele."}
    assert recall('The user said: "I started cello lessons."', ["0:0", "1:0"], texts) == 0.5
    assert recall("nothing", [], texts) is None


def test_load_refuses_other_json(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps([{"sample_id": "conv-1", "conversation": {}, "qa": []}]))
    with pytest.raises(EngramError, match="not LongMemEval"):
        lme._load(bad)
    bad.write_text("{")
    with pytest.raises(EngramError, match="not LongMemEval"):
        lme._load(bad)
