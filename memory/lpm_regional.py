"""Regional and colloquial words for kin made standard: "my missus", "my nan", "my mam",
"our grandad", "my boy Cody" (a son), and a home said by how long the speaker has been there ("I've been in
Manchester about eight years now").

Design decisions:
- The kin rules key on the standard words (`lpm_words.RELATIONS`); British, Irish and
  Australian chat names a wife, a grandmother or a mother otherwise. Each word is rewritten
  only after "my"/"our"/"the" (for "the missus"), where it can only be the relative: "Mrs
  Patel" and "my gran turismo" stay as they are (a word must stand alone).
- "I've been in <Place> (for) N years / since 2015" is where the speaker lives; said with
  weeks or days, or "for a conference", it is a stay, and "in IT", "in Sales" a field of
  work: both are left alone. Said as "I live in
  <Place>" so the home rule (`lpm_identity`) reads it with all its checks.
- "'s" before a past participle with an object is "has": "He's fixed the boiler", "my
  brother Sam's moved to Leeds". The rules read "X's" as "X is" (or a possessive); only a
  participle followed by what it did (a determiner, a number, or "to" after a verb of moving)
  is rewritten, so "She's called Misty", "he's stressed out", "she's married to a vet" and
  "my dad's old car" stay as they are.
"""
from __future__ import annotations

import re

KIN_STANDARD = _KIN = {"missus": "wife", "missis": "wife", "mrs": "wife", "wifey": "wife",
        "nan": "grandmother", "nana": "grandmother", "nanna": "grandmother",
        "gran": "grandmother", "granny": "grandmother",
        "grandad": "grandfather", "granda": "grandfather", "gramps": "grandfather",
        "mam": "mum", "mammy": "mum", "mummy": "mum", "daddy": "dad", "fella": "partner",
        "hubby": "husband", "wife": "wife", "husband": "husband",
        **dict.fromkeys(("maman", "mama", "mamá", "mami", "mutti", "amma", "ammi"), "mum"),
        **dict.fromkeys(("papa", "papá", "papi", "vati", "appa", "abbu"), "dad"),
        # Filipino English (remember43, rowena: "my bunso Migo", "our nanay", "my lola")
        **dict.fromkeys(("nanay", "inay", "nay"), "mum"), **dict.fromkeys(("tatay", "itay"), "dad"),
        "lola": "grandmother", "lolo": "grandfather", "bunso": "youngest", "kuya": "older brother"}
# ("The wife, Sandra, was diagnosed ...": "the wife" opening a sentence is the speaker's own,
# said so before a name or a verb; norman: "what did Sandra do?" found nothing)
# ("I run 3000 merinos with the wife Sharon": after "with", and with her name, only one's own;
# remember47 formed no wife)
# ("Missus is Kristy, she's a nurse at Ballarat Base": the "my" dropped; remember66)
_KIN_RE = re.compile(r"((?:^|(?<=[.!?]\s))(?=(?:Missus|Missis|Hubby|Wifey) (?:is|'s|was|has)\b)|"
                     r"\b(?:my|our)(?: (?:lovely|dear|old))? |\bthe (?=(?:missus|missis|mrs)\b)|"
                     r"(?<=\bwith )the (?=(?:wife|husband|hubby) [A-Z][a-z]+\b(?! [A-Z]))|"
                     r"(?:^|(?<=[.!?]\s))the (?=(?:wife|husband|hubby)(?:,? [A-Z][a-z]+,| (?:is|"
                     r"was|has|and I|says|said|reckons|thinks|wants|loves|hates|works)\b|"
                     # ("The wife Breda teaches in the national school": remember40)
                     r" [A-Z][a-z]+ (?:is|was|has|works|[a-z]{3,}[^s\W]s)\b)))("
                     + "|".join(_KIN) + r")\b(?![\w-]|'(?!s\b))", re.I)   # ("my mam's name": hers)
# "I've been in Manchester about eight years now", "we've lived in Cork since 2015"
_BEEN_IN = re.compile(r"\b((?:I|[Ww]e)(?:'ve| have)) been (?:living |based )?in "
                      r"([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})"
                      r"(?=,? (?:for )?(?:about |around |almost |nearly |over |just over |going "
                      r"on )?(?:\w+|\d+) (?:years|yrs)\b|,?\s+since (?:19|20)\d\d\b)")

# "my boy Cody is 12", "our girl Mia": a child said plainly, only with the name after it;
# "me and my boys", "my girl gang" and "the boy next door" name no child. "My girl Sophie"
# alone is as often a girlfriend (and "my boy Jake" a mate), so a bare "my" needs the age
# or the school year after the name; "our", or "my little/eldest", is a child already ("my
# small boy Kojo", "my wee girl": the same size words, remember41 formed no son)
_CHILD = re.compile(r"\b([Oo]ur|[Mm]y)( (?:little|small|wee|baby|eldest|oldest|youngest|middle))? "
                    r"(boy|lad|girl)(?= ([A-Z][a-z]+)\b(?! [A-Z]))")
# ("my lad Ryan, he's 20": the age said with a pronoun after a comma; remember35)
_AGED = re.compile(r",? (?:is|'s|who's|who is|turned|turns|just turned|(?:he|she)(?:'s| is))? ?"
                   r"(?:\d{1,2}|one|two|"
                   r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                   r"fifteen|sixteen|seventeen)\b(?! (?:minutes|hours|days|weeks|months|"
                   r"years (?:ago|older|younger)))|(?:'s| is) (?:in|starting) (?:year|grade|reception|nursery|"
                   r"kindergarten|primary|high school|middle school)\b")
_CHILD_AS = {"boy": "son", "lad": "son", "girl": "daughter"}


_IRREGULAR = ("done|found|bought|taken|made|given|written|broken|sold|left|won|lost|begun|become|"
              "seen|met|built|grown|caught|chosen|spent|paid|kept|brought|sent|gone|come")
_HAS = re.compile(r"(?<=\w)'s(?= (?:(?:just|finally|already|recently|now|also|only) )?(?:(?:(?!(?:"
                  r"called|named|considered|supposed|used|married|related|engaged|based|"
                  r"scheduled|booked|located)\b)[a-z]{2,}ed|" + _IRREGULAR + r") (?:the|an?|my|"
                  r"his|her|our|their|its|your|some|this|that|\d+)|(?:moved|relocated|emigrated|"
                  r"gone) (?:to|into|back|away|abroad|house|in with|out))\b)")

# a field of work said with "in", not a place: "I've been in IT for ten years"
_FIELDS = frozenset("sales marketing finance retail tech education banking insurance nursing "
                    "management engineering teaching hospitality recruitment construction "
                    "accounting consulting media advertising publishing government parliament "
                    "business charge love therapy recovery remission office treatment".split())


def _home(m: re.Match) -> str:
    place = m.group(2)
    if place.isupper() or place.split()[0].lower() in _FIELDS:
        return m.group(0)
    return re.split(r"'| ", m.group(1))[0] + f" live in {place}, been here"


def kin_words(text: str) -> str:
    """`text` with regional kin words standard ("my mam" -> "my mum"); also for questions."""
    def kin(m: re.Match) -> str:
        if m.group(2).lower() == "mrs" and re.match(r" [A-Z]", m.string[m.end():]):
            return m.group(0)   # "the Mrs Patel next door" is a title
        return ((m.group(1) or "My ").replace("the ", "my ").replace("The ", "My ")
                + _KIN[m.group(2).lower()])
    def child(m: re.Match) -> str:
        if m.group(1).lower() == "my" and not m.group(2) and not _AGED.match(
                m.string, m.end() + 1 + len(m.group(4))):
            return m.group(0)
        order = m.group(2) if m.group(2) and m.group(2).strip() not in (
            "little", "small", "wee", "baby") else ""   # a size is no order among them
        return f"{m.group(1)}{order} {_CHILD_AS[m.group(3)]}"
    # ("with my second wife Debbie": the one now; remember65 formed no wife)
    text = re.sub(r"\b([Mm]y|[Oo]ur) (?:second|third|current) (wife|husband)\b", r"\1 \2", text or "")
    text = _CHILD_NAME.sub(lambda m: f"{m.group(1)} {_CHILD_AS[m.group(2)]}'s name is ", text or "")
    return _MY_MAN.sub(r"\1 partner", _CHILD.sub(child, _KIN_RE.sub(kin, text)))


# "one boy one girl, my boy name is Paolo": a child's name said as a learner says a son's
# (remember52: no son formed); not "my boy's name" nor "my girl's name" (a dog, a girlfriend)
_CHILD_NAME = re.compile(r"\b([Oo]ur|[Mm]y) (boy|girl) name(?: is|'s) (?=[A-Z][a-z]+\b)")


# "My man Dougie is retired now" (Scots and much else: the speaker's partner; morag formed
# no partner, so "How old is Dougie going to be?" had nothing): only with a name after it,
# "my man!" to a friend and "my old man" (a father as often) are left alone
_MY_MAN = re.compile(r"\b([Mm]y|[Oo]ur) (?:man|woman)(?= [A-Z][a-z]+\b(?!'s\b)(?! [A-Z]))")


# "I've a dairy farm", "I'd a hip replaced": Irish and northern English "have" without "got";
# "'d" before an article cannot be "would", so it is "had" (remember40 formed neither)
_HAVE_A = re.compile(r"\b([Ii]|[Ww]e)'(ve|d) (?=(?:a|an|the|two|three|four|five)\b)")


def regional(text: str) -> str:
    """`text` with regional kin words standard, a home said by its duration said plainly,
    "'s" before a participle said as "has" and "I've a" / "I'd a" as "I have a" / "I had a"."""
    text = _HAVE_A.sub(lambda m: m.group(1) + (" have " if m.group(2) == "ve" else " had "),
                       text or "")
    return _HAS.sub(" has", _BEEN_IN.sub(_home, kin_words(text)))
