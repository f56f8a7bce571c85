"""The rule extractor on one chat message, as the extractor tests read it (no model)."""
from datetime import datetime

from memory.lpm_rules import extract
from memory.types import ContextItem, Page

T = datetime(2024, 3, 11, 10, 0).timestamp()     # a Monday


def page(user, pid=1):
    return Page(id=pid, conversation_id="c", seq=pid, prev_id=None, tier="short",
                segment_id=None, user_text=user, assistant_text="", created=T, meta={})


def keyed(user):
    return {f["attribute"]: f["value"] for f in extract([page(user)]) if f["attribute"]}


def statements(user):
    return [f["text"] for f in extract([page(user)]) if not f["attribute"]]


def tell(engine, *messages):
    """`messages` said in one new chat, each answered "Okay." and read for facts at once."""
    cid = engine.new_conversation().id
    for m in messages:
        engine.form_facts(engine.add_exchange(cid, m, "Okay.").id)


def items(*texts):
    """`texts` as the long-term facts a retrieval gave (ids in order, all of one age)."""
    return tuple(ContextItem("lpm", n, "trait", t, 0.0, 8) for n, t in enumerate(texts))
