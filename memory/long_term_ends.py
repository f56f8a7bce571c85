"""What a new long-term fact ends, besides the current value of its own key (long_term's
supersession rules, split out of it; reads only: long_term does the writing).

- `ends`: other keys of the same kind the fact contradicts ("I hate jazz" ends "likes jazz").
- `ends_items`: what a correction replaced (long_term.correct).
- `ends_like`: current facts holding all the given words, each word may list "|" alternatives
  ("I gave up sugar in my tea" ends "The user takes sugar in their tea.").
- A relative's new home or job ends the statement that said the old one.
- `details_of`: what was said of a relative who is no longer one ends with them.
- `kept_of`: the sentences of an ended statement that hold none of what ended it stay.
"""
from __future__ import annotations

import re

from .lpm_base import slug

GONE = re.compile(r"\blate [\w-]+(?: [\w-]+)? was called\b")
WED_NOW = re.compile(r"\(they are married\)\.$")   # lpm_people: a wedding just had
# lpm_settled: "Paweł proposed to me" (the boyfriend before is the fiancé now, one person)
ENGAGED_NOW = re.compile(r"\(they are (?:engaged to be )?married\)\.$")


# the statement lpm_rules._besides_job forms: "The user works offshore on the Brae Alpha ..."
_AT_WORK = re.compile(r"The user (?:works|is)(?: (?!at|in|on|for|with)\w+)? (?:at|in|on|for|with) ")


def ended_by(store, fact: dict, iid: int, cur) -> list[int]:
    """Ids of the current items `fact` (stored as `iid`; `cur` the current value of its key,
    or None) ends besides `cur` itself."""
    ended: list[int] = []
    kind, attr = fact["kind"], fact["attribute"]
    for old in fact.get("ends", ()):  # e.g. "I hate jazz" ends a current "likes jazz"
        ended += [r[0] for r in store.rows(
            "SELECT id FROM lpm_items WHERE kind = ? AND attribute = ? AND valid_to IS NULL "
            "AND id != ?", (kind, old, iid))]
    ended += [r[0] for r in store.rows(   # what a correction replaced (see `correct`)
        f"SELECT id FROM lpm_items WHERE valid_to IS NULL AND id != ? AND id IN "
        f"({','.join('?' * len(fact.get('ends_items', ())))})", (iid, *fact["ends_items"]))
    ] if fact.get("ends_items") else []
    words = [w for w in fact.get("ends_like", ()) if w]
    if words:   # "I gave up sugar in my tea" ends "The user takes sugar in their tea."
        # (what was said before: the message's own facts stay, as "I quit smoking" keyed as
        # `habit.smoking` beside its statement; remember24)
        pages = tuple(fact["page_ids"])
        ended += [r[0] for r in store.rows(
            "SELECT id FROM lpm_items WHERE valid_to IS NULL AND id != ? AND valid_from <= ? "
            # each word is held, or one of its "|"-separated alternatives ("user's job|user
            # work": the job ended, or what said where the user works)
            + "".join(" AND (" + " OR ".join(["lower(text) LIKE ?"] * len(w.split("|"))) + ")"
                      for w in words)
            + (" AND id NOT IN (SELECT item_id FROM lpm_sources WHERE page_id IN "
               f"({','.join('?' * len(pages))}))" if pages else ""),
            (iid, fact["valid_from"], *[f"%{a.lower()}%" for w in words for a in w.split("|")],
             *pages))]
    if cur and attr and attr.startswith("relation.") and attr.endswith((".location", ".job")):
        # "Mam has moved to Nenagh": the statement that said her old home ends with it; "Dale
        # quit trucking, he drives a school bus now": the one saying he drives a semi
        # (remember34; a job by the words of its value, "semi driver" said as "a semi")
        words = [cur[1].lower()] if attr.endswith(".location") else [
            w for w in cur[1].lower().split() if w not in ("driver", "worker")] or [cur[1].lower()]
        # (not a statement of two sentences whose other says nothing of the relative: "...
        # the one still at home in Lagos ... My mother is in Enugu, and my brother Ike looks
        # after her" lost the mother with the son's move; remember47)
        rel = attr.split(".")[1]
        ended += [r[0] for r in store.rows(
            "SELECT id, text FROM lpm_items WHERE valid_to IS NULL AND attribute = '' AND "
            "valid_from <= ? AND lower(text) LIKE ?" + " AND lower(text) LIKE ?" * len(words),
            (fact["valid_from"], f"%{rel}%", *[f"%{w}%" for w in words]))
            if all(rel in x.lower() for x in re.split(r"(?<=[.!?]) (?=The user\b)", r[1]))]
    if cur and attr == "job":
        # "I work offshore as a crane operator on the Brae Alpha platform, two weeks on, ...":
        # what the message said of the old job beside it (lpm_rules._besides_job) ends with it
        ended += [r[0] for r in store.rows(
            "SELECT id, text FROM lpm_items WHERE valid_to IS NULL AND attribute = '' AND id != ? AND "
            "id IN (SELECT item_id FROM lpm_sources WHERE page_id IN (SELECT page_id FROM "
            "lpm_sources WHERE item_id = ?))", (iid, cur[0])) if _AT_WORK.match(r[1])]
    if attr in ("relation.partner", "relation.fiance", "relation.fiancee", "relation.husband",
                "relation.wife") and ENGAGED_NOW.search(fact["text"]):
        # the boyfriend who proposed is the fiancé now: "boyfriend" is no longer current
        # (remember36: both were, and "Who is Paweł?" got "boyfriend")
        ended += [r[0] for r in store.rows(
            "SELECT id FROM lpm_items WHERE valid_to IS NULL AND id != ? AND attribute IN "
            "('relation.boyfriend', 'relation.girlfriend', 'relation.partner') AND value = ?",
            (iid, fact["value"]))]
    return ended


_PARTNERS = frozenset({"boyfriend", "girlfriend", "partner", "husband", "wife", "fiance",
                       "fiancee", "fiancé", "fiancée"})


def details_of(store, ended: list[int], fact: dict) -> dict[int, dict | None]:
    """What was said of a relative who is no longer one, ended with them: id -> the copy said
    of the ex that replaces it (a fact for long_term to insert), or None. After "me and Tomás
    broke up", "The user's boyfriend Tomás is a plumber" is history and "The user's
    ex-boyfriend Tomás is a plumber" current (he still is one; "What did my ex do?"), while
    "The user lives with their boyfriend Tomás" only ends. A wrongly named son's age ends with
    the name. Only what was said before: a new partner's job told in the same message is the
    new one's. A death ends nothing more (what was said of a late pet stays as said)."""
    if GONE.search(fact["text"]) or not ended:
        return {}
    out: dict[int, dict | None] = {}
    for attr, value in store.rows(
            f"SELECT attribute, value FROM lpm_items WHERE id IN ({','.join('?' * len(ended))}) "
            "AND attribute LIKE 'relation.%'", tuple(ended)):
        parts = attr.split(".")
        if len(parts) > 3 or (len(parts) == 3 and parts[2] != slug(value)):
            continue    # a detail ("relation.boyfriend.job"), not the relative
        rel = parts[1]
        if value == fact["value"] and ENGAGED_NOW.search(fact["text"]):
            continue   # the fiancée now the wife: one person, all said of her still hers
        for iid, kind, key, said_value, text in store.rows(
                "SELECT id, kind, attribute, value, text FROM lpm_items WHERE valid_to IS NULL AND "
                "valid_from < ? AND (attribute LIKE ? OR (attribute = '' AND lower(text) LIKE ?))",
                (fact["valid_from"], attr + ".%", f"%{rel} {value.lower()}%")):
            out[iid] = None
            said = re.match(rf"The user's (?:new )?{rel}\b(?: {re.escape(value)}\b)?", text)
            if rel in _PARTNERS and len(parts) == 2 and said:   # said of the partner
                out[iid] = {
                    "kind": kind, "value": said_value,
                    "attribute": key.replace(attr, f"relation.ex.{slug(value)}", 1),
                    "text": f"The user's ex-{rel} {value}" + text[said.end():],
                    "valid_from": fact["valid_from"], "confidence": fact["confidence"],
                    "source": fact.get("source", "rules")}
    return out


# a sentence that leans on the one before it ("She is brilliant.") cannot stand alone
_LEANS = re.compile(r"(?:he|she|it|they|this|that|these|those|there|then|so|but|and|also|"
                    r"which|who)\b", re.I)


def kept_of(store, ended: list[int], fact: dict) -> dict[int, dict]:
    """The rest of a statement of several sentences that `fact`'s `ends_like` words ended
    through one of them: id -> a fact of the sentences holding none of the words, for
    long_term to insert as the current wording. "My day rate is 420 euros at the moment. I
    mostly do packaging design for ... and book covers for a small publisher." raised to 480
    ended the publisher's book covers too; "My current medication is Humira ... My IBD nurse
    is called Shona" lost the nurse with the switch (remember73, 74). The whole ends when
    every sentence, or none alone, holds the words, or what stays leans on what ended."""
    words = [w.lower().split("|") for w in fact.get("ends_like", ()) if w]
    if not words or not ended:
        return {}
    out: dict[int, dict] = {}
    for iid, kind, text, conf, source, since in store.rows(
            "SELECT id, kind, text, confidence, source, valid_from FROM lpm_items WHERE "
            f"attribute = '' AND id IN ({','.join('?' * len(ended))})", tuple(ended)):
        said = re.split(r"(?<=[.!?]) (?=The user\b)", text)
        held = [all(any(a in s.lower() for a in w) for w in words) for s in said]
        if not any(held) and len(words) > 1:
            # ("the visa appointment is now March 8th" of "... applying for the digital nomad
            # visa, the D8. The user's appointment ... is on the 22nd of February.": the
            # sentence of the last word, what the words name; renata lost the D8)
            head = [any(a in s.lower() for a in words[-1]) for s in said]
            held = head if sum(head) == 1 else held
        rest = " ".join(s for s, h in zip(said, held) if not h)
        if any(held) and rest and not _LEANS.match(rest):
            out[iid] = {"kind": kind, "attribute": "", "value": rest, "text": rest,
                        "confidence": conf, "source": source, "valid_from": since}
    return out
