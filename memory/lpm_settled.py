"""Plans said once they are settled: "we decided: Galway it is. We move in June.", "I'm
starting as a primary school teacher in September", "Ronan and I are getting married next
spring!".

Design decisions:
- A maybe ("we're probably moving to Cork", "I might be allergic", "I think I'm going to
  quit") is no fact (`sentences.candidate` drops hedges); what settles it is said in chat
  as a decision ("we decided: X it is", "we've decided on X") and then the plan in short
  ("We move in June") with the place left out, as the sentence before gave it. `settled`
  puts the decided place back into such a move ("We're moving to Galway in June."), which
  `lpm_plans` reads as the plan; only right after a decision naming one place, and only for a
  move, so "We decided on Oliver. He's due in May." says nothing of a move.
- A new job's start date is asked on its own ("When do I start?"), so it is keyed apart
  (`plan.job.date`) beside the job the identity rule forms.
- Getting married to a named person makes them the partner (their sex is not said, so
  "partner", which `app.focus` treats as one person with a husband or a wife); the
  wedding's date is keyed apart (`plan.wedding.date`, as `lpm_plans` keys a new date).
  Right after the speaker's engagement, "the wedding" is theirs ("We got engaged! The
  wedding's going to be next August."): `settled` says it "our wedding" so it is read as the
  speaker's; elsewhere "the wedding" may be anyone's ("My cousin's getting married. The
  wedding is in May.") and stays unread.
- A wedding just had ("Carmen and I got married last Saturday", "We got married!" with the
  one partner memory knows) ends the engagement: the fiancé(e) and the wedding's planned date
  become history, and the partner is said as married (`spouse`). A spouse of long standing
  ("I've been married to Gerald since 1968") ends nothing.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, WHEN, fact, poss
from .lpm_words import NAME, RELATIONS
from .timewords import resolve, with_year
from .types import Page

# the place decided is a name (a capital), whatever the case of the rest: not "on pizza"
_DECIDED = re.compile(r"\b(?:I|[Ww]e)(?:'ve| have)? (?i:(?:finally |just )?decided)(?:[:,;]\s*"
                      r"| on )([A-Z][\w'-]*(?: [A-Z][\w'-]*)?)(?: it is\b|[.!]|$)")
_MOVE_WHEN = re.compile(r"^(?:(?:so|and)\s+)?(I|we)(?:'re| are|'ll| will)? (?:be )?(?:move|moving|"
                        r"relocate|relocating)(?: there| over| down| up)? ((?:in|on|next|this|by) "
                        r"[^,.;!?]{2,30}?)(?=[,.;!?]|$)", re.I)
_START = re.compile(r"\b(?i:i(?:'m| am)|i(?:'ll| will)) (?:(?i:be )?(?i:starting|start)) (?:(?i:as|"
                    r"work as) (?:an? )?([a-z][\w -]{2,40}?)|(?i:(?:my|a|the) new job)|(?i:at) "
                    r"([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3})) ((?i:in|on|next|this|from) (?:(?i:"
                    + WHEN + r")|\w+)(?: \d{1,2}(?:st|nd|rd|th)?| \d{4})?)\b")
_WEDDING = re.compile(r"\b(?:([A-Z][\w'-]+) and (?:I|me) (?:are|'re)|(?:I|we)(?:'re| am| are|'m)) (?:(?:getting|"
                      r"gonna get|going to get) married|engaged(?=[.,!;]|$| to ))(?: to ([A-Z][\w'-]+))?|\b(?:I|we)"
                      r"(?:'m| am) (?:marrying) ([A-Z][\w'-]+)|"
                      # "Paweł proposed to me last weekend!", "I got engaged to Tom": the one
                      # proposed to or by is the fiancé (remember36: only a statement formed,
                      # and "Who is Paweł?" was answered "the user's boyfriend")
                      r"\b(?:I|[Ww]e)(?:'ve| have)? (?:just |finally )?got engaged to ([A-Z][\w'-]+)|"
                      # ("My boyfriend Tiago asked me to marry him, ..., so now he is my
                      # fiancé": the partner said with the name; ines)
                      r"(?:^|(?<=[,!.] ))(?:(?i:my) (?i:boyfriend|girlfriend|partner|bf|gf|fella|"
                      r"man|other half) )?([A-Z][\w'-]+) (?:finally |just )?(?:proposed to me|"
                      r"asked me to marry (?:him|her))\b")

_ENGAGED = re.compile(r"\b(?:i|we)(?:'ve| have| are|'re| am|'m)? (?:just |finally |now )?(?:got )?"
                      r"(?:engaged|getting married)\b|\b(?:proposed to me|asked me to marry|is my "
                      r"fianc[eé]e?)\b", re.I)
_THE_WEDDING = re.compile(r"^(?:(?:so|and)\s+)?the (wedding|big day)(?=(?:'s| is| will be)\b)", re.I)
_OUR_WEDDING = re.compile(r"\b(?i:our|my) (?i:wedding)(?:'s| is| will be)(?: (?i:going to be|gonna "
                          r"be|set for|planned for|booked for|now))? ((?i:in|on|next|this) "
                          r"[^,.;!?]{2,25}?)(?=[,.;!?]|$| and | but | so )")

# "Kieran and I have moved in together", "Me and Aoife got engaged": who the speaker shares
# a life with (remember25's report: a statement only, "What's my partner's name?" lost it)
# ("Pauline and I lived in Coventry for thirty years before we moved up to Whitby": a life
# shared for decades or children raised is a partner never called one; desmond)
_TOGETHER = re.compile(r"\b(?:" + NAME + r" and (?i:i)|(?i:me) and " + NAME + r") ((?i:(?:have |'ve "
                       r"|are |'re )?(?:just |finally )?(?:moved in together|got engaged|are "
                       r"moving in together|moving in together|started dating|got together|"
                       r"(?:have |'ve )?been together|(?:have |'ve )?(?:lived|been living)"
                       r"(?: together)?(?= (?:in (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)? )?"
                       r"for (?:over |nearly |almost |about |more than )?(?:[2-9]\d|twenty|thirty|"
                       r"forty|fifty|sixty) (?:odd )?years)|raised (?=(?:our|two|three|four|five|"
                       r"six) (?:kids|children|boys|girls|sons|daughters)))))\b")
_RELATION_WORDS = frozenset(RELATIONS.split("|"))


def _date(when: str, page: Page) -> str:
    """A future date said relatively, as a date ("in September" -> "September 2025")."""
    return with_year(re.sub(r"^(?:(?:in|on|by|from) )+", "", resolve(when, page.created,
                                                                  future=True)), page.created)


def settled(prev: str | None, s: str) -> str | None:
    """`s` said with the place decided in `prev` ("We move in June." after "we decided:
    Galway it is"), or None."""
    w = _THE_WEDDING.match(s.strip())
    if w and _ENGAGED.search(prev or ""):
        return "Our wedding" + s.strip()[w.end():]
    d = _DECIDED.search(prev or "")
    m = _MOVE_WHEN.match(s.strip())
    if not d or not m or " to " in s:
        return None
    subject = "We're" if m.group(1).lower() == "we" else "I'm"
    return f"{subject} moving to {d.group(1)} {m.group(2)}."


def plans(s: str, page: Page, who: str) -> list[dict]:
    """A new job's start date and a partner one is marrying, said in sentence `s`."""
    out = []
    # "I'm joining Flipkart next month", "I have resigned from Infosys, joining Flipkart next
    # month": a new employer joined is a start at it
    m = _START.search(re.sub(r"\b(?:I(?:'m| am)|I(?:'ll| will)|(?<=, )) ?join(?:ing)? (?=[A-Z])",
                             "I'm starting at ", s))
    if m:
        what = f" as {m.group(1)}" if m.group(1) else f" at {m.group(2)}" if m.group(2) else ""
        when = _date(m.group(3), page)
        # ("I have resigned from Infosys, joining Flipkart next month": the work left ends)
        left = re.search(r"\bi(?:'ve| have)? (?:just )?(?:resigned|quit|left|handed in (?:my|the) "
                         r"notice)\b(?: (?:from|at) ([A-Z][\w&'-]+))?", s, re.I)
        was = f" (leaving {left.group(1)})" if left and left.group(1) else ""
        out.append(fact("trait", "plan.job.date", when,
                        f"{who} starts their new job{what} in {when} (start date){was}.", page,
                        0.75, ends=["employer", "job"] if left else []))
    m = _OUR_WEDDING.search(s)
    if m and re.search(WHEN + r"|\d|year", m.group(1), re.I):
        date = _date(m.group(1), page)
        out.append(fact("trait", "plan.wedding.date", date,
                        f"{poss(who)} wedding is planned for {date}{_where(s, date)}.", page, 0.75))
    t = _TOGETHER.search(s)
    name = t and (t.group(1) or t.group(2))
    if name and name.lower() not in _RELATION_WORDS and not _WEDDING.search(s):
        how = re.sub(r"^(?:have |'ve |are |'re )?(?:just |finally )?", "", t.group(3).lower())
        how = ("have shared a home for many years" if re.match(r"lived|been living", how) else
               "have been together" if how == "been together" else
               "raised children together" if how == "raised" else how)
        out.append(fact("trait", "relation.partner", name,
                        f"{poss(who)} partner is called {name} (they {how}).", page, 0.8))
    m = _WEDDING.search(s)
    name = m and next((g for g in m.groups() if g), None)
    if name and name not in ("I", "My", "We", "He", "She", "They"):
        out.append(fact("trait", "relation.partner", name,
                        f"{poss(who)} partner is called {name} (they are engaged to be "
                        "married).", page, 0.8))
        when = re.search(r"\b(?:next|this|in) (?:" + WHEN + r"|year|month|\d{4})\b", s, re.I)
        if when:   # "When is the wedding?" asks of the date, apart from whom
            date = _date(when.group(0), page)
            out = [f for f in out if f["attribute"] != "plan.wedding.date"]
            out.append(fact("trait", "plan.wedding.date", date,
                            f"{poss(who)} wedding to {name} is planned for {date}{_where(s, date)}.",
                            page, 0.75))
    return out


# "getting married next August in Oaxaca": where the wedding is, said with its date, is kept
# in the date's fact (remember51: "Where's the wedding?" found nothing, the sentence was keyed)
_AT = re.compile(r"\b(?:in|at) ((?:the )?[A-Z][\w'\u00C0-\u017F-]+(?: [A-Z][\w'\u00C0-\u017F-]+)*)")


def _where(s: str, date: str) -> str:
    place = next((p for p in _AT.findall(s) if not CALENDAR.match(p.removeprefix("the "))), None)
    return f", in {place}" if place and place not in date else ""


_SHE = r"(?:she|her|hers|herself)"
_HE = r"(?:he|him|his|himself)"
# "when Gerald and I got married", "I married Gerald in 1968", "I've been married to Gerald";
# "I'm married to Niamh" and "I'm 45, married to Niamh, and ..." (remember19: formed no
# spouse; "I'm" is one word, and a clause of the speaker's may stand before "married")
_WED = re.compile(r"\b" + NAME + r" and (?i:i) (?i:got married|were married|married|wed|have been "
                  r"married|'ve been married)\b|\b(?i:i|i've|i have) (?i:married|been married to|"
                  r"(?:was|am) married to) " + NAME + r"\b|\b(?i:i'm|i am) (?:[^,.;!?]{1,40}?"
                  r"(?:,| and) )?(?i:(?:happily )?married to) " + NAME + r"\b")
# "Carmen and I got married last Saturday!!": a wedding just had ends the engagement (remember24:
# "fiancée" and the wedding's planned date stayed current); not "I've been married to Gerald"
_JUST_WED = re.compile(r"\b(?:got married|got hitched|tied the knot|married [A-Z][\w'-]+ (?:last|"
                       r"this|yesterday|today|on)\b)", re.I)
_WAS_ENGAGED = ("relation.fiancee", "relation.fiance", "relation.fianc_e", "relation.fianc",
                "plan.wedding.date")
_GONE = re.compile(r"\b(?:god rest (?:him|her)|rest (?:his|her) soul|passed(?: away| on)?|died|"
                   r"late|lost (?:him|her))\b", re.I)


def married_to(s: str) -> tuple[str, str, bool] | None:
    """(husband/wife/partner, name, whether they have died) of a spouse named by the wedding."""
    m = _WED.search(s)
    name = m and (m.group(1) or m.group(2) or m.group(3))
    if not m or name in ("I", "My", "Me") or CALENDAR.match(name):
        return None
    rest = s[m.end():]
    pron = re.search(r"\b(" + _SHE + "|" + _HE + r")\b", rest, re.I)
    rel = ("partner" if not pron else "wife" if re.fullmatch(_SHE, pron.group(1), re.I)
           else "husband")
    return rel, name, bool(_GONE.search(rest))


def spouse(s: str, out: list[dict], page: Page, who: str) -> list[dict]:
    """The spouse `s` names by the wedding, unless `out` already holds that relation."""
    wed = married_to(s)
    if not wed or any(f["attribute"] == f"relation.{wed[0]}" for f in out):
        return []
    rel, name, late = wed
    said = f"late {rel} was" if late else f"{rel} is"
    f = fact("trait", f"relation.{rel}", name, f"{poss(who)} {said} called {name}.", page, 0.75)
    if not late and _JUST_WED.search(s):   # the engagement and the wedding's date are over
        f["text"] = f["text"][:-1] + " (they are married)."
        f["ends"] = list(_WAS_ENGAGED) + (["relation.partner"] if rel != "partner" else [])
    return [f]
