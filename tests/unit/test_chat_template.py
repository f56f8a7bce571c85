"""Chat templates: GGUF template used as is, ChatML when missing, system folded when dropped."""
from __future__ import annotations

from app.chat_template import CHATML, ChatTemplate

# like llama-cpp-python's built-in gemma format: system messages are silently skipped
GEMMA_LIKE = ("{% for m in messages %}{% if m['role'] != 'system' %}<start_of_turn>"
              "{{ 'model' if m['role'] == 'assistant' else 'user' }}\n{{ m['content'] }}"
              "<end_of_turn>\n{% endif %}{% endfor %}"
              "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}")
MSGS = [{"role": "system", "content": "SYS"}, {"role": "user", "content": "u1"},
        {"role": "assistant", "content": "a1"}, {"role": "user", "content": "u2"}]


def test_missing_template_falls_back_to_chatml(caplog):
    t = ChatTemplate(None)
    assert "chatml" in t.name and "no chat template" in caplog.text
    assert t.render(MSGS, True).endswith("<|im_start|>assistant\n")


def test_chatml_pieces_concatenate_and_cut_at_messages():
    t = ChatTemplate(CHATML)
    pieces = t.pieces(MSGS)
    assert "".join(p.text for p in pieces) == t.render(MSGS, True)
    assert [p.upto for p in pieces] == [1, 2, 3, 4] and pieces[0].first
    assert pieces[0].text == "<|im_start|>system\nSYS<|im_end|>\n"


def test_template_that_drops_system_gets_it_folded(caplog):
    t = ChatTemplate(GEMMA_LIKE)
    assert t.fold_system and "drops the system" in caplog.text
    out = t.render(MSGS, True)
    assert "SYS\n\nu1" in out and out.endswith("<start_of_turn>model\n")
    assert "".join(p.text for p in t.pieces(MSGS)) == out


def test_prefix_renderings_are_reused_across_prompts_of_a_chat():
    t = ChatTemplate(CHATML)
    calls = []
    render = t.render
    t.render = lambda m, g, **k: calls.append(len(m)) or render(m, g, **k)
    chat = [{"role": "system", "content": "SYS"}] + [
        {"role": r, "content": f"{r} {i}"} for i in range(8) for r in ("user", "assistant")]
    first = t.pieces(chat + [{"role": "user", "content": "q1"}])
    assert len(calls) == len(chat) + 1            # every prefix, then the full prompt
    calls.clear()
    second = t.pieces(chat + [{"role": "user", "content": "q2"}])
    assert calls == [len(chat) + 1]               # only the new full prompt
    assert [p.text for p in first[:-1]] == [p.text for p in second[:-1]]
    assert second == ChatTemplate(CHATML).pieces(chat + [{"role": "user", "content": "q2"}])
    edited = [dict(m) for m in chat]
    edited[3]["content"] = "changed"              # same shape, other text: rendered afresh
    calls.clear()
    out = t.pieces(edited + [{"role": "user", "content": "x"}])
    assert "changed" in "".join(p.text for p in out)
    assert len(calls) == 1 + len(chat) - 3
