"""What the user's facts used to be, for a message that asks about the past.

A keyed fact that changed ("lives in Leeds", ended by "we relocated to Manchester") stays as
history (long_term.history), but retrieval restates current facts only: "Where did I live
before?", "What was my old job?", "What car did I use to drive?" were answered with the
current value, the old one being nowhere in the prompt. A message that asks about the past
gets, after the current facts retrieval restates, the versions they ended, worded as the past
and dated from when it was said to when it ended ("[2 Mar 2026 - 3 Nov 2026] The user used to
live in Leeds."): the bundled model copies the words it is given, and "The user lives in
Leeds." beside "where did I live before" reads as now. The dates stay in the bracket (which a
focused prompt leaves out): written in the sentence, "(until 24 Nov 2026)", the bundled model
turned them into "before 2022".

Only an explicit marker of the past counts ("before" only where it points back: "before
that", "before Manchester", "... before?"; "What should I pack before the trip?" is not the
past), so every other message gets exactly the facts it got before.
"""
from __future__ import annotations

import re

from . import long_term, short_term
from .lpm_words import CATEGORY_OF, RELATIONS
from .packing import Candidate, approx_tokens
from .timewords import day_label
from .types import ContextItem

# the home left asked: "Which area did we move away from?", "Where did I move from?",
# "Which town did we leave?" (remember35: the home now came)
MOVED_FROM_ASKED = (r"\b(?:did|have) (?:i|we) (?:move|moved|relocate|relocated)(?: away| out)? "
                    r"from(?=\s*(?:$|[?.!]|here\b|there\b))|\bdid (?:i|we) (?:leave|move out of)"
                    r"(?=\s*[?.!]?\s*$)")
# "Where did my brother move to first?": the first of several; "What instrument did I play?":
# a pastime asked in the past tense may have ended (remember51: the cello given up, Toronto
# left for Calgary were not restated)
# ("When was my operation first booked for?": the date before it was moved; remember55)
FIRST_ASKED = (r"\b(?:did|was|were)\b[^?]*\b(?:first|at first)(?=\s*[?.!]?\s*$|(?: (?:booked|"
               r"scheduled|set|planned|arranged|due|fixed))\b)|\b(?:what|"
               r"which) (?:instrument|sport|hobby|hobbies|club|team|class|choir|band) did (?:i|we)\b")
# "What car did I have?": a thing had, asked in the past tense (remember53)
HAD_ASKED = (r"\b(?:what|which) (?:car|vehicle|ute|truck|van|bike|motorbike|pet|dog|cat) did "
             r"(?:i|we) (?:have|own|drive)\b")
# strong markers: the past is what is asked
_PAST = re.compile(MOVED_FROM_ASKED + r"|\b(?:used to|use to|previously|originally|formerly|in the past|"
                   r"(?:the|my) original (?:date|day|time|plan)|"   # (remember59)
                   # ("Bianca's old school": a relative's past too; remember24)
                   r"(?:my|our|[\w-]+'s) (?:old|previous|former|ex-?)(?=[ -]\w)|"
                   r"back then|my (?:very )?first (?:proper |real |ever )?job)\b|" + HAD_ASKED + "|"
                   # "When was my exam supposed to be?": a plan moved since (remember45)
                   r"\b(?:was|were) (?:\w+ ){1,3}?(?:supposed|meant|due|planned) to\b|"
                   # "How many cups of coffee was I drinking a day?": a habit since ended
                   r"\b(?:was i|were we) (?!(?:going|doing|getting|born)\b)[a-z]{3,}ing\b|"
                   # "What did my dad retire from?": what one retired from is over (remember43)
                   r"\bretired? from(?=\s*(?:$|[?.!]))|"
                   + FIRST_ASKED, re.I)
# "before" pointing back from now: end of the question, "that", "then", a name or place
_BEFORE = re.compile(r"\bbefore(?=\s*(?:$|[?.!,;]|(?:that|then|this|now|here)\b|[A-Z]|"
                     r"(?:i|we|he|she|they) (?:moved|met|got|started|came|went|switched|changed|was|were|"
                     r"became|retired)\b|"
                     # "Where did we stay before shifting?": before the move (remember29)
                     r"(?:moving|shifting|relocating|emigrating)\b|"
                     # "before the school job", "before my move": a change of life named
                     r"(?:the|my|our|this) (?:new |current |[\w-]+ )?(?:job|move|house|flat|"
                     r"home|school|wedding|divorce|break-?up|retirement|redundancy|promotion|"
                     r"transfer|posting|relocation)\b))",
                     re.I)
_PAST_VERB = re.compile(r"\b(?:did|was|were|had|used)\b|\b\w{3,}ed\b", re.I)
VERSIONS = 2   # ended versions restated per current fact, newest first

# the facts' own templates: "The user drives ...", "The user's job is ...", "The user's
# partner Tom works ..."; the verb right after the subject is the one put in the past
_SUBJECT = re.compile(r"^(The user(?:'s(?: [\w'-]+){1,3}?(?: \([^)]{1,30}\))?)?) (is|are|has|have|does|"
                      r"[a-z]{2,}s)\b")   # (and "The user's GP (family doctor) is ...")
_BASE = {"is": "be", "are": "be", "has": "have", "have": "have", "does": "do"}


def asks_past(text: str) -> bool:
    """Whether `text` asks what something used to be."""
    return bool(_PAST.search(text) or (_BEFORE.search(text) and _PAST_VERB.search(text)))


def _base(verb: str) -> str:
    if verb in _BASE:
        return _BASE[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if re.search(r"(?:ss|sh|ch|x|z|[^aeiou]o)es$", verb):
        return verb[:-2]
    return verb[:-1]


def worded_past(text: str) -> str:
    """An ended fact's sentence in the past: "The user lives in Leeds." -> "The user used to
    live in Leeds."; a sentence of another shape is said to be former."""
    # ("The user's FTP used to be 210 watts at the moment": now no longer)
    body = re.sub(r",? (?:at the moment|at present|currently|right now)\b", "",
                  text.rstrip().rstrip("."))
    m = _SUBJECT.match(body)
    if not m:
        return f"Formerly: {body}."
    return f"{m.group(1)} used to {_base(m.group(2))}{body[m.end():]}."


# "Where did I use to work?": an attribute asked of in the past only (asked_attribute reads
# the present: "Where did I work before?" is no question of the employer now)
# a workplace asked by its kind: "the restaurant I used to work at", "the firm I worked for"
WORKPLACE_ASKED = (r"\b(?:company|firm|employer|restaurant|shop|place|hotel|pub|caf[eé]|bar|"
                   r"salon|store|bakery|office|hospital|clinic|business|school|factory|garage)"
                   r"(?: (?:that|where))? (?:i|we) (?:used to |once )?work(?:ed)?\b(?! out\b)")
# ("What was the name of the restaurant I used to work at?": remember35, the old job came)
_PAST_ASKED = (("employer", re.compile(r"\bwhere (?:did|do) (?:i|we) (?:used? to )?work\b(?! "
                                       r"out\b)|" + WORKPLACE_ASKED, re.I)),
               # ("Where did I live before I moved?": remember40, the home left was not
               # restated, as the home now was not among the facts retrieved)
               ("location", re.compile(MOVED_FROM_ASKED + r"|\bwhere (?:did|do) (?:i|we) "
                                       r"(?:used? to )?(?:live|stay)\b|\bwhere (?:was i|were we) "
                                       r"(?:living|staying)\b|\b(?:which|what) (?:city|town|village|"
                                       r"country|area|place|suburb|county) (?:did|do) (?:i|we) "
                                       r"(?:used? to )?(?:live|stay)\b", re.I)))


def ended_versions(store, facts: tuple[ContextItem, ...], asked: str | None = None,
                   text: str = "") -> tuple[ContextItem, ...]:
    """The versions the restated `facts` ended, newest first, worded as the past; also those
    of the user's attribute `asked` (or the one `text` asks of the past) when its current
    value is not restated or there is none (remember32: "packed in the post" ended the job with nothing after it, and
    "What was my old job?" got no past)."""
    asked = asked or next((a for a, rx in _PAST_ASKED if rx.search(text)), None)
    out = []
    keys = []
    for f in facts:
        item = long_term.get_item(store, f.item_id)
        if item is not None and item.attribute and item.current:
            keys.append((item.kind, item.attribute, f.score, item.id))
    if asked and not any(k[:2] == ("trait", asked) for k in keys):   # (the home asked as left,
        keys.append(("trait", asked, facts[0].score if facts else 0.0, 0))   # not restated)
    for kind, attribute, score, iid in keys:
        ended = [v for v in long_term.history(store, kind, attribute)
                 if not v.current and not _put_right(store, v)][::-1][:VERSIONS]
        if not ended and re.fullmatch(r"relation\.[a-z_]+\.location", attribute) and \
                _KIN_HOME.search(text):   # "Where was Shane living before he moved?": where his
            ended = [v for v in long_term.history(store, kind, attribute[:-9] + ".job") if not \
                     v.current and _PLACE.search(v.text)][-1:]   # old work was (brett)
        # and the statements it ended ("... sitting for the ISTQB exam on 20 September" by
        # "my exam is on 8 November instead": "When was my exam supposed to be?"; remember45)
        ended += [v for v in long_term.older_versions(store, iid) if not v.attribute
                  and not _put_right(store, v)][:VERSIONS] if iid else []
        out += [as_past(v, score) for v in ended]
    return tuple(out)


_NOW_NOT = re.compile(r"\bnow,? not\b", re.I)


def _put_right(store, v) -> bool:
    """Whether version `v` was ended by a correction, not a change: the one after it was read
    again from v's own message ("I said Saint-Pierre but it is Brugmann": never the job
    before; remember52's "What was my job before?" got the hospital put right)."""
    after = long_term.get_item(store, v.superseded_by) if v.superseded_by else None
    if not (after and v.page_ids and set(v.page_ids) <= set(after.page_ids)):
        return False
    # (not a value that changed, said as the old one put right: "im goal shooter now not goal
    # attack" ended what was so until then; remember87)
    told = short_term.pages_by_ids(store, set(after.page_ids) - set(v.page_ids)).values()
    return not any(_NOW_NOT.search(p.user_text) for p in told)


def ended_statements(store, facts: tuple[ContextItem, ...], text: str) -> tuple[ContextItem, ...]:
    """The statements the restated statements among `facts` ended, worded as the past, where
    they say a word `text` asks with: "I've given up coffee" ended "I drink way too much
    coffee, like 5 cups a day" (gabriela: "How many cups of coffee was I drinking a day?");
    a place counts ("When were we meant to go to Accra originally?"), a relative's name alone
    does not ("where did Luann work before?" is no question of an anniversary put right that
    mentions "the user's wife Luann")."""
    # (and a short name in capitals: "What was my FTP before?"; remember75)
    asked = set(re.findall(r"\b[A-Za-z][a-z]{3,}\b|\b[A-Z]{2,5}\b", text[1:])) | set(
        re.findall(r"^[a-z]{4,}\b", text))
    asked = {w for w in asked if w.lower() not in _ASKING}
    out, seen = [], set()
    for f in facts:
        item = long_term.get_item(store, f.item_id)
        if item is None or not item.current or not asked:
            continue
        # (a keyed fact restated stands for the statement of its message: "The user swims at
        # the YMCA" for "I stopped climbing, ... now I swim at the YMCA", which ended "joined a
        # climbing gym with my friend Julie"; remember51: "What sport did I use to do with
        # Julie?" got no past, the statement itself not being among the closest facts)
        ids = [item.id] if not item.attribute else _same_message(store, item)
        # (not a version a correction put right: "Formerly: ... Paywise" after "I said Paywise,
        # it's actually called PayNest" answered "Where did I work before?"; remember60)
        said = [v for iid in ids for v in long_term.older_versions(store, iid)
                if not v.attribute and v.id not in seen and any(_says(v.text, w) for w in asked)
                and not _put_right(store, v)]
        seen.update(v.id for v in said[:VERSIONS])
        out += [as_past(v, f.score) for v in said[:VERSIONS]]
    return tuple(out)


def named_before(store, facts: tuple[ContextItem, ...], text: str) -> tuple[ContextItem, ...]:
    """The ended versions of the restated keyed facts that hold a name `text` asks with and
    no restated fact holds, worded as the past: "Since when I am living in Brussels?" after
    "I am in Brussels since 2018, I am living in Molenbeek" and a move on to Anderlecht
    (khadija: the home now alone was given). For a question that asks no past."""
    # (not a check of now: "Do I still have my Prius?", "Is our move still in June?" are
    # answered by the fact that ended it)
    names = {n for n in re.findall(r"(?<=\s)[A-Z][\w'-]{2,}", text)
             if not any(_says(f.text, n) for f in facts)} if re.match(
        r"\s*(?:since when|what|when|where|which|who|how)\b", text, re.I) and not re.search(
        r"\bstill\b", text, re.I) else set()
    out: list[ContextItem] = []
    for f in facts if names else ():
        item = long_term.get_item(store, f.item_id)
        if item is not None and item.attribute and item.current:
            out += [as_past(v, f.score) for v in long_term.history(
                store, item.kind, item.attribute)[::-1] if not v.current and any(
                _says(v.text, n) for n in names) and not _put_right(store, v)][:VERSIONS]
    return tuple(out[:VERSIONS])


def _same_message(store, item) -> list[int]:
    """The current statements formed from the message(s) that `item` was formed from."""
    if not item.page_ids:
        return []
    marks = ",".join("?" * len(item.page_ids))
    return [r[0] for r in store.rows(
        "SELECT DISTINCT i.id FROM lpm_items i JOIN lpm_sources s ON s.item_id = i.id WHERE "
        f"s.page_id IN ({marks}) AND i.attribute = '' AND i.valid_to IS NULL AND i.id != ?",
        (*item.page_ids, item.id))]


# a pastime asked by its kind ("What sport did I use to do with Julie?") is said by its name
# in the fact ("joined a climbing gym"; remember51)
_KINDS = {"sport": {w for w, c in CATEGORY_OF.items() if c == "sport"} | {"climb", "swim", "run"},
          "instrument": set("piano guitar violin cello viola flute clarinet saxophone sax trumpet "
                            "trombone drums harp oud ukulele banjo accordion organ bass "
                            "fiddle mandolin".split())}


def _says(text: str, word: str) -> bool:
    if word.lower() in _KINDS:
        return any(re.search(rf"\b{w}", text, re.I) for w in _KINDS[word.lower()])
    if word[0].isupper():   # a name: a place or a thing, not a relative's
        return bool(re.search(rf"\b{word}\b", text)) and not re.search(
            rf"\b(?:{RELATIONS}) {word}\b", text, re.I)
    return bool(re.search(rf"\b{word}", text, re.I))


_ASKING = frozenset("what where when which does have before used that this there were with "
                    "your about still again remind tell know".split())


def as_past(v, score: float) -> ContextItem:
    """An ended version `v` as restated: worded as the past, dated as topics are (from when it
    was said to its end)."""
    text = f"[{day_label(v.valid_from)} - {day_label(v.valid_to)}] {worded_past(v.text)}"
    return ContextItem("lpm", v.id, v.kind, text, v.valid_from, approx_tokens(text), score,
                       v.page_ids)


_PLACE = re.compile(r"\b(?:in|out of|at|from|near) [A-Z]")
_KIN_HOME = re.compile(r"\bwhere\b.*\b(?:lived?|living|stay(?:ed|ing)?|based)\b", re.I)
# "Where did we live before?": the user's home asked of
_OLD_HOME = re.compile(r"\bwhere\b.*\b(?:i|we)\b.*\b(?:lived?|living|stay(?:ed|ing)?)\b", re.I)


def home_from(store, render, text: str, facts: tuple[ContextItem, ...]) -> tuple:
    """Where the user is from, for a question about where they lived before when no former
    home was kept ("I'm Kavitha, from Mysuru" then "we have shifted to Bengaluru"): the move
    ended no home, and the three closest facts held the home now and none saying where from,
    so app/focus_kinds.home_before had nothing to pick (remember29)."""
    if not _OLD_HOME.search(text) or long_term.history(store, "trait", "location")[:-1]:
        return ()
    now = long_term.current(store, "trait", "hometown")
    if not now or any(f.item_id == now[0].id for f in facts):
        return ()
    return tuple(render([Candidate("lpm", now[0].id)]))[:1]


__all__ = ["FIRST_ASKED", "HAD_ASKED", "as_past", "asks_past", "ended_statements", "ended_versions",
           "home_from", "named_before", "worded_past", "VERSIONS"]
