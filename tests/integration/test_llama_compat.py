"""app.llama_compat against the installed llama-cpp-python: the private names it uses exist and
behave. Pinned to the version it was written for, so an upgrade fails here first (re-check
each function below, then move TESTED_VERSION and pyproject's pin together)."""
from __future__ import annotations

import inspect

import pytest

from app import llama_compat as compat
from app.models import bundled_model_path

llama_cpp = pytest.importorskip("llama_cpp")
pytestmark = pytest.mark.model


def test_installed_version_is_the_one_compat_was_written_for():
    assert compat.version() == llama_cpp.__version__ == compat.TESTED_VERSION, (
        "llama-cpp-python changed: re-check app/llama_compat.py against its private names")


def test_private_names_used_exist_with_the_expected_shapes():
    for fn in ("llama_vocab_is_eog", "llama_state_seq_get_size", "llama_state_seq_get_data",
               "llama_state_seq_set_data", "llama_supports_gpu_offload",
               "llama_print_system_info", "llama_max_devices"):
        assert callable(getattr(llama_cpp, fn)), fn
    assert isinstance(inspect.getattr_static(llama_cpp.Llama, "_input_ids"), property)
    assert isinstance(inspect.getattr_static(llama_cpp.Llama, "ctx"), property)
    from llama_cpp import _internals
    assert list(inspect.signature(_internals.LlamaContext.kv_cache_seq_rm).parameters) == [
        "self", "seq_id", "p0", "p1"]
    assert callable(_internals.LlamaModel.token_get_text)
    src = inspect.getsource(llama_cpp.Llama.load_state)   # what compat.load_state mirrors
    assert "self.n_tokens = " in src and "self._requires_eval = True" in src


@pytest.fixture(scope="module")
def llm():
    m = compat.load(bundled_model_path(), n_ctx=256, n_threads=2, n_batch=64, n_ubatch=64,
                    seed=1, verbose=False)
    yield m
    m.close()


def _greedy(llm, tokens, n=6):
    out = []
    for tok in llm.generate(tokens, temp=0.0, top_k=1, reset=True):
        out.append(int(tok))
        if len(out) == n:
            break
    return out


def test_generate_samples_the_evaluated_prompt_without_evaluating_it_again(llm):
    """LlamaRuntime.generate evaluates the whole prompt (its last token batched with the
    others, as servers do) and relies on Llama.generate sampling at once from those logits;
    a release that replays the last token instead would evaluate it alone, and answers would
    differ from a server's again (tests/integration/test_remote_server.py)."""
    tokens = llm.tokenize(b"The capital of France is", add_bos=False)
    compat.truncate(llm, 0)
    llm.eval(tokens)
    want = _greedy(llm, tokens, n=1)
    compat.truncate(llm, 0)
    llm.eval(tokens)
    calls, real = [], llm.eval
    llm.eval = lambda toks: (calls.append(list(toks)), real(toks))[1]
    try:
        first = next(iter(llm.generate(tokens, temp=0.0, top_k=1, reset=True)))
    finally:
        del llm.eval
    assert [int(first)] == want
    assert all(c == [] for c in calls), calls           # sampled from the prompt's logits


def test_token_text_and_end_of_generation(llm):
    eos = llm.token_eos()
    assert compat.token_text(llm, eos) == "<|im_end|>"
    is_eog = compat.eog_test(llm)
    word = llm.tokenize(b"hello", add_bos=False)[0]
    assert is_eog(eos) and not is_eog(word)


def test_cached_tokens_truncate_and_state_round_trip(llm):
    prompt = llm.tokenize(b"<|im_start|>user\nName three colours.<|im_end|>\n"
                          b"<|im_start|>assistant\n", add_bos=False, special=True)
    compat.truncate(llm, 0)
    llm.eval(prompt)
    assert [int(t) for t in compat.cached_tokens(llm)] == prompt and llm.n_tokens == len(prompt)
    data = compat.save_state(llm)
    assert len(data) > 1000
    compat.truncate(llm, 3)
    assert list(compat.cached_tokens(llm)) == prompt[:3] and llm.n_tokens == 3
    llm.eval(prompt[3:])                          # the cut cells were really dropped:
    fresh = _greedy(llm, prompt)                  # re-evaluated, the answer is the same one
    compat.load_state(llm, prompt, bytearray(data))
    assert list(compat.cached_tokens(llm)) == prompt and llm._requires_eval
    assert _greedy(llm, prompt) == fresh
    compat.load_state(llm, prompt, data)          # bytes (read-only) work too
    assert _greedy(llm, prompt) == fresh
    with pytest.raises(ValueError, match="rejected"):
        compat.load_state(llm, prompt, b"\x00" * 64)
    assert llm.n_tokens == 0 and len(compat.cached_tokens(llm)) == 0


def test_build_queries():
    assert isinstance(compat.gpu_offload_supported(), bool)
    assert compat.max_devices() >= 1 and "CPU" in compat.system_info()
    regs = {reg for reg, _kind, _desc in compat.backend_devices()}
    assert "CPU" in regs
    if compat.gpu_offload_supported():          # a GPU build registers its GPU backend too
        assert regs - {"CPU", "BLAS", "RPC"}
