"""Prompt evaluation batches (app.runtime.eval_chunks): never one token alone in a longer
prompt, so each token's logits come from the batched path a server uses too."""
from __future__ import annotations

import pytest

from app.runtime import eval_chunks


@pytest.mark.parametrize("n,step", [(0, 64), (1, 64), (2, 64), (64, 64), (65, 64), (129, 64),
                                    (513, 512), (235, 512), (3, 2), (7, 3)])
def test_chunks_cover_the_tokens_in_order_within_step(n, step):
    chunks = eval_chunks(n, step)
    assert [a for a, _ in chunks] == ([0] + [b for _, b in chunks[:-1]] if chunks else [])
    assert (chunks[-1][1] if chunks else 0) == n
    assert all(0 < b - a <= step for a, b in chunks)


def test_no_single_token_batch_after_others():
    assert eval_chunks(65, 64) == [(0, 63), (63, 65)]
    assert eval_chunks(129, 64) == [(0, 64), (64, 127), (127, 129)]
    assert eval_chunks(235, 512) == [(0, 235)]
    assert eval_chunks(1, 512) == [(0, 1)]      # only one new token: nothing to batch it with
