"""The kinds of word a correction names and how two values pair (split out of lpm_corrections
at 400 lines): a weekday, a month, a number, an ordinal; a date said whole; names; the part of
a new value that stands for the old one ("the surgery is next Thursday" for "Tuesday")."""
from __future__ import annotations

import calendar
import re

from . import sentences as S

_WEEKDAY = r"(?:" + "|".join(d for d in calendar.day_name) + r"|tues|weds|thurs)"
_MONTH = r"(?:" + "|".join(m for m in calendar.month_name if m) + r"|sept)"
# (a measure's unit written on: "Zikora was 3.4kg not 3.1"; remember77 read "3")
UNIT = r"(?:kg|g|lbs?|oz|cm|mm|km|ml|mg|mcg|k)"
# ("twenty-four years ..., not twenty-two": remember81 put the trattoria right instead)
_NUMBER = (r"(?:\d+(?:[.:]\d+)?(?:st|nd|rd|th|am|pm|a\.m\.|p\.m\.|%|" + UNIT + r")?|"
           r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|"
           r"seven|eight|nine)|two|three|four|five|"
           r"six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|"
           r"eighty|ninety|hundred)")
# ("I'm in third year, not second": the ordinal, not "year"; remember32 stored "in year year")
_ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last)"
# the kinds of word a correction can name without saying what it replaces
_KINDS = (("weekday", re.compile(r"\b" + _WEEKDAY + r"\b", re.I)),
          ("month", re.compile(r"\b" + _MONTH + r"\b")),
          ("number", re.compile(r"(?<![\w.:])" + _NUMBER + r"(?![\w:])", re.I)),
          ("ordinal", re.compile(r"\b" + _ORDINAL + r"\b", re.I)))
# ("Saint-Pierre": a capital after a hyphen is the same name; remember52 read "Saint-")
_NAME = re.compile(r"(?<=\s)[A-Z][a-z'-]+(?:(?<=-)[A-Z][a-z'-]*)?"
                   r"(?:\s[A-Z][a-z'-]+(?:(?<=-)[A-Z][a-z'-]*)?)*")
# a day of a month is one value, not a number and a month: "Sorry, I meant 14 March"
# corrects "my test is on 12 March" whole (remember28: two words of two kinds named none)
_DATE = re.compile(r"(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)? " + _MONTH + r"\b|" + _MONTH
                   + r" (?:the )?\d{1,2}(?:st|nd|rd|th)?(?![\w:])")

# ("I meant he's 15": the one it is said of, said again before the value)
_LEAD = re.compile(r"^(?:it's|it is|it was|that's|that is|that was|the one is|(?:he|she)(?:'s| is)|"
                   r"they(?:'re| are))\s+", re.I)
_SUBJECT = re.compile(r"^(?:[A-Z][\w'-]+|(?:my|our|his|her|their) [\w'-]+(?: [\w'-]+)?)"
                      r"(?:'s|\s+is|\s+was)\s+(?=(?:a|an)\s)")


def _kind(word: str) -> str | None:
    for kind, rx in _KINDS:
        if rx.fullmatch(word.strip()):
            return kind
    return None


def _typed(text: str) -> list[tuple[str, str]]:
    """(kind, word) for each weekday, month, number or time in `text`."""
    return [(kind, m.group(0)) for kind, rx in _KINDS for m in rx.finditer(text)]


def _aligned(new: str, old: str) -> str:
    """The part of `new` that stands for `old`: "the surgery is next Thursday" for "Tuesday"
    is "Thursday"; a short `new` ("Bristol", "the 5th") is itself."""
    new = _LEAD.sub("", new.strip())
    # "I meant Kamau is a quantity surveyor, not a civil engineer": the one it is said of,
    # named again before a role, is not part of the value (remember38 stored "Kamau is a Kamau
    # is a quantity surveyor"); only before "a/an", so "Leeds is closer" keeps its subject
    if not old[:1].isupper():
        new = _SUBJECT.sub("", new)
        # ("Taras is bus driver, not truck driver": no article, as a second-language speaker
        # says it; remember44 stored "is Taras is bus driver"): a value as long as the old one
        bare = re.sub(r"^[A-Z][\w'-]+(?:'s|\s+is|\s+was)\s+(?=[a-z])", "", new)
        # ("Marisa's studying nursing, not engineering": the object of what they are doing)
        bare = re.sub(r"^[a-z]+ing\s+(?=(?:[\w'-]+\s*){%d}$)" % len(old.split()), "", bare) \
            if bare != new else bare
        new = bare if len(bare.split()) == len(old.split()) else new
    kind = _kind(old.split()[-1])
    if kind:
        same = [w for k, w in _typed(new) if k == kind]
        # ("March 13th, not March 3rd": the date whole, or the month was lost; remember31)
        ws, olds = new.split(), old.split()
        end = next((i for i in range(len(ws) - 1, -1, -1) if same and ws[i] == same[-1]), None)
        if end is not None and len(olds) > 1 and end + 1 >= len(olds) and all(
                _kind(a) == _kind(b) and (_kind(a) or a.lower() == b.lower())
                for a, b in zip(ws[end + 1 - len(olds):end], olds[:-1])):
            return " ".join(ws[end + 1 - len(olds):end + 1])
        if same:
            return same[-1]
    if len(new.split()) <= len(old.split()) + 2:
        return new
    names = _NAME.findall(" " + new) if old[:1].isupper() else []
    return names[-1] if names else " ".join(new.split()[-len(old.split()):])


# what opens a clause, not a value: "No, not really, I'm fine", "not me, my brother"
_CLAUSE = re.compile(r"^(?:i|i'm|i've|i'd|i'll|me|my|we|we're|our|you|he|she|they|it|it's|maybe|"
                     r"just|probably|so|really|yet|much|all)\b", re.I)


def _pair(new: str, old: str, strict: bool) -> bool:
    """Whether `new` can stand for `old`: the same kind of word (weekday, month, number),
    two names, or (unless `strict`) two short content phrases ("a paramedic", "a nurse")."""
    kn, ko = _kind(new.split()[-1]), _kind(old.split()[-1])
    if kn or ko:
        return kn == ko
    if new[:1].isupper() and old[:1].isupper() and not _CLAUSE.match(new):
        return True
    return (not strict and len(old.split()) <= 3 and not _CLAUSE.match(new)
            and not _CLAUSE.match(old) and bool(S.content_words(new))
            and bool(S.content_words(old)))


CLAUSE, DATE, KINDS, LEAD, MONTH, NAME, SUBJECT, WEEKDAY = (_CLAUSE, _DATE, _KINDS, _LEAD, _MONTH, _NAME,
                                                        _SUBJECT, _WEEKDAY)
aligned, kind, pair, typed = _aligned, _kind, _pair, _typed


__all__ = ["CLAUSE", "DATE", "KINDS", "LEAD", "MONTH", "NAME", "SUBJECT", "WEEKDAY", "aligned", "kind", "pair",
           "typed"]
