"""Our sandboxed Jinja rendering equals llama-cpp-python's Jinja2ChatFormatter, byte for byte.

app/chat_template.py renders GGUF chat templates itself (so a fake-model process never loads
libllama); this pins it to the formatter it replaced, on the bundled model's own template and
on common families (ChatML, Llama-3, Gemma, Mistral, Qwen-style tools, HF generation tags).
"""
from __future__ import annotations

import pytest

from app.chat_template import CHATML, JinjaTemplate

llama_chat_format = pytest.importorskip("llama_cpp.llama_chat_format")

LLAMA3 = ("{% set loop_messages = messages %}{% for message in loop_messages %}"
          "{% set content = '<|start_header_id|>' + message['role'] + '<|end_header_id|>\n\n'"
          " + message['content'] | trim + '<|eot_id|>' %}{% if loop.index0 == 0 %}"
          "{% set content = bos_token + content %}{% endif %}{{ content }}{% endfor %}"
          "{% if add_generation_prompt %}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}"
          "{% endif %}")
GEMMA = ("{{ bos_token }}{% if messages[0]['role'] == 'system' %}"
         "{{ raise_exception('System role not supported') }}{% endif %}"
         "{% for message in messages %}"
         "{% if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}"
         "{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}"
         "{% endif %}{% if (message['role'] == 'assistant') %}{% set role = 'model' %}"
         "{% else %}{% set role = message['role'] %}{% endif %}"
         "{{ '<start_of_turn>' + role + '\n' + message['content'] | trim + '<end_of_turn>\n' }}"
         "{% endfor %}{% if add_generation_prompt %}{{'<start_of_turn>model\n'}}{% endif %}")
MISTRAL = ("{{ bos_token }}{% for message in messages %}\n"
           "    {% if message['role'] == 'user' %}\n"
           "        {{ '[INST] ' + message['content'] + ' [/INST]' }}\n"
           "    {% elif message['role'] == 'assistant' %}\n"
           "        {{ message['content'] + eos_token }}\n"
           "    {% endif %}\n{% endfor %}")
# trim/lstrip blocks, loop controls, tojson with non-ASCII, strftime_now, generation tags
FEATURES = ("{% for m in messages %}\n  {% if m['role'] == 'system' %}{% continue %}{% endif %}\n"
            "  <{{ m['role'] }}>{{ m['content'] | tojson }}\n"
            "  {% if m['role'] == 'assistant' %}{% generation %}{{ m['content'] }}"
            "{% endgeneration %}{% endif %}\n"
            "  {% if loop.index > 3 %}{% break %}{% endif %}\n{% endfor %}\n"
            "{{ strftime_now('%Y') }}|{{ tools is none }}|{{ eos_token }}\n"
            "{% if add_generation_prompt %}<assistant>{% endif %}")

MSGS = [{"role": "system", "content": "You are kind. Çà va? 日本"},
        {"role": "user", "content": "  hello \"there\" </s>"},
        {"role": "assistant", "content": "hi\nthere"},
        {"role": "user", "content": "and again"}]


def _theirs(template, msgs, gen, bos="<s>", eos="</s>"):
    f = llama_chat_format.Jinja2ChatFormatter(template, eos, bos, add_generation_prompt=gen)
    return f(messages=msgs).prompt


def _check(template, msgs):
    ours = JinjaTemplate(template, bos="<s>", eos="</s>")
    for gen in (True, False):
        for k in range(1, len(msgs) + 1):
            assert ours.render(msgs[:k], gen) == _theirs(template, msgs[:k], gen), (k, gen)


@pytest.mark.parametrize("template", [CHATML, LLAMA3, MISTRAL, FEATURES],
                         ids=["chatml", "llama3", "mistral", "features"])
def test_common_templates_render_identically(template):
    _check(template, MSGS)


def test_gemma_renders_and_raises_identically():
    _check(GEMMA, MSGS[1:])
    ours = JinjaTemplate(GEMMA)
    with pytest.raises(ValueError, match="System role not supported") as e1:
        ours.render(MSGS, True)
    with pytest.raises(ValueError) as e2:
        _theirs(GEMMA, MSGS, True)
    assert str(e1.value) == str(e2.value)


def test_sandbox_refuses_what_theirs_refuses():
    from jinja2.exceptions import SecurityError

    for evil in ("{{ messages.__class__.__mro__ }}", "{{ ''.__class__.__subclasses__() }}",
                 "{% set x = messages.append(1) %}"):
        with pytest.raises(SecurityError):
            JinjaTemplate(evil).render(MSGS, True)
        with pytest.raises(SecurityError):
            _theirs(evil, MSGS, True)


@pytest.mark.model
def test_bundled_model_template_renders_identically():
    import llama_cpp

    from app.models import bundled_model_path

    llm = llama_cpp.Llama(str(bundled_model_path()), vocab_only=True, verbose=False)
    try:
        template = llm.metadata["tokenizer.chat_template"]
        tget = llm._model.token_get_text
        bos, eos = tget(llm.token_bos()), tget(llm.token_eos())
    finally:
        llm.close()
    ours = JinjaTemplate(template, bos=bos, eos=eos)
    for gen in (True, False):
        for k in range(1, len(MSGS) + 1):
            assert ours.render(MSGS[:k], gen) == _theirs(template, MSGS[:k], gen, bos, eos)
