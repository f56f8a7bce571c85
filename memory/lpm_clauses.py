"""Facts inside sentences the rules would drop whole: letters, questions with a fact in front,
relative clauses about a relative, past abilities.

Design decisions (remember8, blind scripts; rules are grammar, not wording of a script):
- Formal writers address the assistant as a letter: "Dear Assistant, I write to ...", signed
  "Yours faithfully, Edmund Hale" or "I remain, with gratitude, Edmund Hale". The salutation
  is dropped so the sentence reads as the speaker's, and a closing is never a statement
  ("The user remains, with gratitude, Edmund Hale." was one). A closing gives the speaker's
  name only in a message written to the listener (it says "you"/"your", or is the closing
  alone) and with no salutation to somebody else: a pasted letter ("Dear Tom, ... Yours,
  Mary") names its writer, not the user.
- "Our rent is £950 a month, is that normal?", "I was born in 1987 so I'll be 40 soon, will
  it be hard to ...?": a statement put before a question as its context. The clauses before
  the last one are read as a sentence of their own when they open in the first person and
  the last clause is a question of its own (the reverse of lpm_passing.after_request).
- "my daughter, Catherine, who is a consultant anaesthetist in Edinburgh, is less keen":
  a non-restrictive "who" clause after a named relative says what the relative is or does;
  it is read as "My daughter Catherine is a consultant anaesthetist in Edinburgh."
- "Before I got pregnant I could run 10k in 52 minutes": "I could" after a past time clause
  is a past ability, not a hypothetical (`sentences` drops "I could" as one).
- "I'm seeing someone new, his name is Marcus and he's a paramedic": what the new partner
  does is said of "my partner Marcus" (lpm_changes keys the partner), so that a question
  about "my partner" finds it.
- "My half of the rent is £650 and the insurance on my Toyota Yaris is a killer": a value
  keyed from a later clause (the car) would take the whole sentence with it, as a keyed value
  that changes is never restated (lpm_rules._more); the clauses before it stay a statement
  (`opening_clause`), never the ones after it, where the keyed value was the news.
- "5'4\"": the inch mark is a quotation mark to `sentences`, which drops quoted speech; a
  height is said without it.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_changes import MET as _MET
from .lpm_words import RELATIONS

_ASSISTANT = r"(?:assistant|engram|ai|bot|chatbot)"
_SALUTE = re.compile(r"^(?:my )?dear " + _ASSISTANT + r"[,:!]?\s+", re.I)
_OTHER_SALUTE = re.compile(r"(?:^|[\n:\"'])\s*dear (?!" + _ASSISTANT + r"\b)[A-Z]", re.I)
_NAME = r"([A-Z][a-z'-]+(?: [A-Z][a-z'-]+){0,2})"
# "Yours faithfully, Edmund Hale", "Yours, as ever, Edmund", "I remain, with gratitude, Edmund
# Hale", "Kind regards, Ann": a closing and the name it is signed with
_CLOSING = re.compile(r"^(?i:(?:yours|yours (?:faithfully|sincerely|truly|ever|as ever)|"
                      r"(?:kind(?:est)?|warm(?:est)?|best) (?:regards|wishes)|regards|"
                      r"respectfully|sincerely|faithfully|with (?:thanks|gratitude|best wishes)|"
                      r"i remain)(?:,? (?:as ever|as always|with (?:thanks|gratitude)|"
                      r"faithfully|sincerely|truly|yours))*,?\s+)+" + _NAME + r"[.!]?$")


def closing(s: str) -> str | None:
    """The name a letter's closing sentence is signed with, or None when `s` is no closing."""
    m = _CLOSING.match(s.strip())
    if not m or not re.match(r"(?i:yours|kind|kindest|warm|warmest|best|regards|respectfully|"
                             r"sincerely|faithfully|with|i remain)", s.strip()):
        return None
    return m.group(1)


def signed(text: str, sents: list[str]) -> list[str]:
    """`sents` with closings dropped; a closing in a message written to the listener says the
    speaker's name ("My name is Edmund Hale.")."""
    out = []
    to_me = not _OTHER_SALUTE.search(text) and (
        len(sents) == 1 or any(re.search(r"\b(?:you|your)\b", s, re.I) for s in sents))
    for s in sents:
        name = closing(s)
        if name is None:
            out.append(s)
        elif to_me:
            out.append(f"My name is {name}.")
    return out


def salutation_off(s: str) -> str:
    """`s` without "Dear Assistant, " in front (capitalised again)."""
    m = _SALUTE.match(s)
    if not m:
        return s
    rest = s[m.end():]
    return rest[:1].upper() + rest[1:] if rest else s


_PAST_CLAUSE = re.compile(r"^((?:before|when|back when|until|as a (?:kid|child|teenager)|"
                          r"in my (?:teens|twenties|thirties|forties|fifties|youth)|years ago)"
                          r"\b[^,;]{0,60}?,?\s)I could\b", re.I)


def past_ability(s: str) -> str:
    """ "Before I got pregnant I could run 10k" -> "... I was able to run 10k"."""
    m = _PAST_CLAUSE.match(s)
    if not m or (m.group(1).split()[0].lower() in ("before", "when", "until", "back")
                 and not re.search(r"\b(?:was|were|had|got|did|\w+ed)\b", m.group(1), re.I)):
        return s   # "When I retire I could ..." is ahead, not past
    return m.group(1) + "I was able to" + s[m.end():]


def height_marks(s: str) -> str:
    """ "I'm 5'4\" so ..." -> "I'm 5'4 so ..." (the inch mark read as a quotation mark)."""
    return re.sub(r"\b(\d)'\s?(\d{1,2})(?:\"|''|\u201d|\u2033)", r"\1'\2", s)


# the question that ends a sentence whose first clauses state its context
_TAG = re.compile(r"^so (?:maybe|perhaps)\b|"   # "..., so maybe a pool party would be easier?"
                  r"^(?:and |but |so )?(?:is|isn't|are|aren't|was|will|would|should|can|could|"
                  r"do|does|did|how|what|which|any|anything|where|when|why|am i|have|has)\b",
                  re.I)
_OPENS_ME = re.compile(r"^(?:(?:also|so|and|but|well|ok|okay)[,:!.]?\s+)?(?:i|i'm|i've|i was|"
                       r"my|our|we|we're|we've)\b", re.I)


def lead_statement(s: str) -> list[str]:
    """ "Our rent is £950 a month, is that normal?" -> ["Our rent is £950 a month."]."""
    if not s.rstrip().endswith("?"):
        return []
    parts = re.split(r",\s+|\s+(?=so (?:maybe|perhaps)\b)", s.rstrip(" ?"))
    if len(parts) < 2 or not _TAG.match(parts[-1]) or not _OPENS_ME.match(parts[0]):
        return []
    head = ", ".join(parts[:-1])
    if S.is_question(head) or S.is_request(head) or re.search(r"\b(?:you|your|u)\b", head, re.I):
        return []
    return [head + "."]


_WHO = re.compile(r"\b((?i:my|our) (?i:" + RELATIONS + r")),? ([A-Z][\w'-]+),? who(?: is|'s) "
                  r"([^,;.!?]{3,80}?)(?=,| and who\b|[.;!?]|$)")


def appositive(s: str) -> list[str]:
    """ "my daughter, Catherine, who is a consultant in Edinburgh, ..." ->
    ["My daughter Catherine is a consultant in Edinburgh."]."""
    out = []
    for m in _WHO.finditer(s):
        rel, name, what = m.group(1), m.group(2), m.group(3).strip()
        if name in ("I", "My") or re.match(r"(?:not|never|no longer)\b", what):
            continue
        out.append(f"{rel[0].upper()}{rel[1:]} {name} is {what}.")
    return out


def partner_met(s: str) -> list[str]:
    """ "I'm seeing someone new, his name is Marcus and he's a paramedic" ->
    ["My partner Marcus is a paramedic."]: what the new partner does, said of them."""
    m = _MET.search(s)
    if not m:
        return []
    rest = re.match(r"\s*(?:,|and|,? and) (?:he|she|they)(?:'s| is| are) ([^,;.!?]{3,60})",
                    s[m.end():], re.I)
    return [f"My partner {m.group(2)} is {rest.group(1).strip()}."] if rest else []


# "i skate roller derby on weekends, is that too weird for a resume": chat drops the question
# mark, and the tag stayed in the keyed fact. Only a verb and a pronoun open the tag: "..., is
# my sister" or "..., do yoga" go on stating
_BARE_TAG = re.compile(r",\s+(?:and |but |so |or )?(?:is|isn't|was|would|will|does|should|could|"
                       r"can|do) (?:that|this|it|i|you)\b[^,.!?]*$", re.I)


def question_mark(s: str) -> str:
    """ "..., is that too weird for a resume" -> "..., is that too weird for a resume?"."""
    return s + "?" if _BARE_TAG.search(s) and not re.search(r"[.!?]\s*$", s) else s


def rewrite(s: str) -> str:
    """`s` as the rules should read it: no salutation, no inch mark, a past ability said as
    one, a question tag typed without its mark."""
    return question_mark(past_ability(height_marks(salutation_off(s))))


def extra(s: str) -> list[str]:
    """Sentences `s` holds that the rules would miss in it."""
    return lead_statement(s) + appositive(s) + partner_met(s)


def prepare(text: str, sents: list[str]) -> list[str]:
    """A message's sentences with the facts in letters, question tags, relative clauses and
    past abilities made readable; "...for him? we've been together a year": lowercase chat
    goes on after a question mark, which `sentences.split` (a capital after it) missed."""
    parts = [p for s in sents for p in re.split(r"(?<=\?)\s+(?=[a-z])", s) if p]
    # what a clause says comes first: where the statement keeps both, the small model is
    # shown its first sentence ("My grandson Oliver is reading law at Durham.")
    return [x for s in signed(text, [rewrite(p) for p in parts]) for x in extra(s) + [s]]


# "My half of the rent is £650 and the insurance on my Toyota Yaris is a killer": the clause
# a sentence opens with, when an often-changed value is only said in passing in a later one
# (remember23: the car was keyed and the rent lost with the sentence). Not the clauses after
# the value's own ("I'm a retired magistrate, ... and I find that the days pass slowly"): the
# value was the news there, and an aside after it crowded out the job in focus (edmund, ivan)
_CLAUSES = re.compile(r",? (?:and|but) (?=(?:i|i'm|i've|my|our|we|we're|the)\b)|, so (?:now |then )?"
                      r"(?=(?:i|i'm|i've|we|we're)\b)", re.I)
_SPLICE = re.compile(r", (?=(?:i|i'm|i've|my|our|we|we're|studying|working|training|doing (?:a|an|my))\b)", re.I)


# "the hospital rang yesterday and the hip has been put back to May": how the news came is
# no fact (remember45 kept "The hospital rang on 27 November" beside the new date)
_RANG = re.compile(r"^\W*(?:(?:well|so|oh|anyway)\W+)?(?:the|my|our|his|her) [\w' ]{1,30}? (?:rang|"
                   r"called|phoned|rung|emailed|wrote|texted|messaged|got in touch)(?: (?:me|us))?"
                   r"(?: (?:yesterday|today|this morning|last night|earlier|on \w+))?\W*$", re.I)


def opening_clause(c: str, values: list[str]) -> str | None:
    """The clauses of `c` before the first that holds one of the keyed `values`, when they
    say enough (lpm_rules._more: a statement beside the keyed facts)."""
    values = [v.lower() for v in values if v]
    # ("ever since Graham and I moved up to Whanganui": one subject of two, no new clause;
    # beverley kept "Ever since Graham.")
    # (only a subject: "My name is Wanjiru and I teach chemistry" is two clauses)
    parts = _CLAUSES.split(re.sub(r"((?:^|, |\b(?i:since|when|after|before|because|then|as|until|"
                                  r"once) )(?:[A-Z][\w'-]+|(?i:my|our) [a-z]+)) and I\b(?!['\u2019])",
                                  r"\1 and\0I", c))
    parts = [p.replace("and\0I", "and I") for p in parts]
    # "I'm from Iloilo, my two kids are staying with my mother there": a comma splice after
    # the keyed clause (remember33: who minds the children was lost); not before it
    splice = len(parts) < 2
    parts = _SPLICE.split(c) if splice else parts
    # ("..., so now I'm driving Uber with a Hyundai": the job's value "Uber driver" is said
    # as its verb, so its words before the last find the clause too; remember41 lost the
    # old car said before it)
    said = values + [v.rsplit(" ", 1)[0] for v in values if v.endswith(" driver")]
    held = [i for i, p in enumerate(parts) if any(v in p.lower() for v in said)]
    if len(parts) < 2 or not held or (splice and held[0] != 0):
        return None
    if held[0] == 0:
        # "I'm from Tauranga but I'm studying social work at uni in Hamilton": the speaker's
        # own clause after the keyed one says the rest (remember25: the studies were lost)
        after = [p for p in parts[held[-1] + 1:]
                 if re.match(r"(?:i|i'm|i've|we|we're|my|our|studying|working|training|doing (?:a|an|my))\b", p, re.I)]
        kept = re.sub(r"^(?=(?:studying|working|training|doing)\b)", "I'm ", " and ".join(after), flags=re.I)
        # ("..., now I'm at Boulangerie Meunier and I start at 5am now": a time said is enough)
        # ("I love jazz and I play the sax": a lasting doing with its object is enough too)
        enough = 2 if re.search(r"\d", kept) or re.match(
            r"(?:i|we) (?:also |still )?(?:play|speak|sing|collect|coach|paint|knit|grow|keep|"
            r"ride|own|breed|brew|bake)\b(?! (?:it|them|that|this|one)\b)", kept, re.I) else 3
        return kept if len(S.content_words(kept)) >= enough else None
    kept = " and ".join(parts[:held[0]])
    return kept if len(S.content_words(kept)) >= 2 and not _RANG.match(kept) else None


def besides_job(c: str, keyed: list[dict], template: frozenset[str]) -> str | None:
    """What sentence `c` says beside the job it keys, with the job left out (so that it does
    not outlive a new job): "I work offshore as a crane operator on the Brae Alpha platform,
    two weeks on, three weeks off" -> "I work offshore on the Brae Alpha platform, ..."
    (remember95 kept the job alone), or None where it says little else; `template`: the words
    a keyed fact's template says in its own way."""
    jobs = [f["value"] for f in keyed if f["attribute"] == "job" and f["value"]]
    if len(jobs) != 1 or len(keyed) > 2 or any(f["attribute"] in ("name", "location") for f in keyed):
        return None
    m = re.search(r"\b(I work(?: (?!as\b)\w+)?|I'm|I am) (?:as )?an? " + re.escape(jobs[0]) + r" (?=(?:at|in|on|for|with) )",
                  c, re.I)
    if not m:
        return None
    rest = c[:m.start()] + m.group(1) + " " + c[m.end():]
    held = set(S.content_words(" ".join(f"{f['value']} {f['text']}" for f in keyed)))
    new = [w for w in S.content_words(c[m.end():]) if w not in held and w not in template]
    return rest if len(new) >= 4 and re.search(r"\d|\b(?:one|two|three|four|five|six|seven|eight|"
                                               r"nine|ten)\b|(?<=\w )[A-Z]", c[m.end():]) else None
