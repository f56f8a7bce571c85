"""Where an answer started to repeat itself, so a looping model is stopped there.

Design decisions:
- A small model in a running chat can fall into a loop, writing one paragraph again and again
  until max_answer_tokens (the bundled 135M model: 512 tokens, ~10 s, of the same two
  sentences, seen with `engram chat`); the loop also became the page's answer, which memory
  then retrieved. The repetition penalty does not stop it: it looks back 64 tokens only.
- A loop is the answer's last WINDOW characters occurring earlier in it, once the answer is
  long enough to hold two copies. WINDOW is long (160) so what repeats legitimately stays:
  table rows, list items, code lines and a refrain are shorter than that. The answer is cut
  where the repeated run began, keeping its first copy whole.
"""
from __future__ import annotations

WINDOW = 160


def loop_start(text: str, window: int = WINDOW) -> int | None:
    """The index in `text` where it started repeating an earlier part of itself (cut there),
    or None while it does not."""
    if len(text) < 2 * window:
        return None
    tail = text[-window:]
    end = len(text) - window
    last = text.rfind(tail, 0, len(text) - 1)   # the nearest earlier copy: the loop's period
    if last < 0:
        return None
    period = end - last
    start = end   # walk back while each character equals the one a period before it
    while start > period and text[start - 1] == text[start - 1 - period]:
        start -= 1
    return start
