"""Facts about a relative said in a clause of the speaker's own sentence: "I love sushi but
my bf Dev is allergic to shellfish", "my sister Carla is a dentist and she just had a baby
boy, Felix".

Design decisions:
- A sentence that opens with the speaker and goes on "but/and/while my <relative> ..." says
  two things about two people. The speaker's part is often keyed (a taste, a job), and a
  keyed sentence is not kept whole as a statement when the keyed value may change
  (lpm_rules._more), so the relative's part was lost. `kin_clauses` says it as a sentence
  of its own; the usual rules read it as about the relative (never as the speaker's).
- The relative may be said by name alone, memory knowing whose name it is ("I'm a radiographer
  at the hospital, and Alun is a stonemason": Alun is the husband named in an earlier
  message). The clause is said on its own the same way ("Alun is a stonemason."), and
  `lpm_rules` says it of that relative only when memory holds the name as one
  (`known_opening`); an unknown name (a place, a friend not yet named) makes no sentence the
  rules read as the speaker's.
- A sibling's new baby is the speaker's nephew or niece, a child's new baby their grandchild:
  "my sister ... had a baby boy, Felix" names a nephew. Only with the relation said with
  "my" in the same sentence, a birth verb, and the baby's sex said; a friend's baby or
  "a baby boy" with no name forms nothing.
- The speaker's own baby is their son or daughter ("We had a baby boy last week, we called
  him Leo"), with the name in the same sentence.
- The name is often given in the next sentence or message ("our son's wife had a baby boy
  last week!" then "They've called him Archie."): `named_baby` says it as the relative the
  birth made, only right after such a birth and with the pronoun of the sex said.
"""
from __future__ import annotations

import re

from . import sentences as S
from .lpm_base import CALENDAR, slug
from .lpm_kinand import kin_and
from .lpm_renamed import renamed
from .lpm_words import RELATIONS

_THEN_KIN = re.compile(r"^(?:I|I'm|I've|I'd|We|We're|We've)\b[^;]{3,}?,? (?:but|and|while|"
                       r"whereas) ((?:my|our) (?:" + RELATIONS + r")\b[^;]{6,})$")
# "I'm a radiographer, and Alun is a stonemason": a relative memory may know by name (a capital
# and a verb after it, not a month or a day: "and Monday is my day off")
_THEN_NAME = re.compile(r"^(?:I|I'm|I've|I'd|We|We're|We've)\b[^;]{3,}?,? (?:but|and|while|"
                        r"whereas) (?!(?:I|My|Our|The|It|This|That|He|She|They|We)\b|"
                        r"(?i:" + CALENDAR.pattern + r"))([A-Z][a-z][\w'-]*) (?=[a-z])([^;]{6,})$")
# "I'm not vegetarian but my wife Yvonne is, so ...": an ellipsis, which says nothing alone
_ELLIPSIS = re.compile(r"^(?:my|our) [\w' ]+? (?:is|isn't|is not|does|doesn't|has|hasn't|was|"
                       r"wasn't|did|didn't|can|can't|will|won't|would|do|too|as well|"
                       r"(?:is|does|has|did) too)\s*(?:[,.;!]|$|so\b|and\b|but\b)", re.I)
# a relative's new baby: "my sister had a baby girl", "our son's wife had a baby boy"
# ("my granddaughter Gina she had the baby, a little girl": a great-grandchild, the sex said
# after "the baby"; remember43)
_HAD_BABY = (r"\b(?i:my|our) (?i:(sister|brother|son|daughter|grandson|granddaughter))\b"
             r"(?: [A-Z][\w'-]+)?[^.!?]{0,80}?\b(?:had|welcomed|gave birth to|has had) (?:a |"
             # ("she has just had her second baby, a little girl called Chiamaka": remember47)
             r"(?:her|their|the) (?:(?:first|second|third|fourth|fifth|new) )?baby,? (?:an? )?|"
             r"her |his |"
             r"their )?(?:(?i:new|little|wee|beautiful|healthy|gorgeous|bonny|lovely) )?"
             r"(?:baby |little |wee )?(boy|girl|son|daughter)")
# "Fiona had a wee boy in March, Finlay": when it was may stand before the name (remember21)
_BABY = re.compile(_HAD_BABY + r"(?: (?:in|on|last|this|at) (?!(?:his|her|my|our|their|your) )"
                   r"[^,.;!?]{2,20}?)?(?:,| called| named|,? (?:called|named)|, (?:his|her) "
                   r"name(?:'s| is)) (?!(?:Mum|Mom|Dad|Mummy|Daddy|Nan|Gran|Grandma|Grandad|"
                   r"God|Everyone|Both|We|They|She|He|It|And|But|So)\b)([A-Z][a-z'-]+)\b")
# a birth said without the name: "our son's wife had a baby boy last week"
_BIRTH = re.compile(_HAD_BABY + r"\b(?!,? (?:called|named) |, [A-Z])")
_NAMED = re.compile(r"^(?:(?:and|so)\s+)?(?:(?i:they|they've|they have|they're|they are|she's|"
                    r"she has|he's|he has|we've|we have|we|i|i've)(?: (?i:decided to))? )?"
                    r"(?i:called|named|call|name|calling|naming) (him|her) "
                    r"([A-Z][a-z'-]+)\b")
# the speaker's own: "We had a baby boy last week, we called him Leo", "I gave birth to a
# little girl, Maya" (formed no child: the rules above key a relative's baby only)
# (the partner's birth is the speaker's child too: "My wife gave birth to a girl on Tuesday, her
# name is Valentina"; the name in a clause of its own: remember52, no child formed)
_OWN_BABY = re.compile(r"(?:\b(?i:i|we)(?:'ve| have)?|\b(?i:my) (?i:wife|husband|partner)(?: has)?) "
                       r"(?:(?i:just|finally|recently) )?(?i:had|welcomed|"
                       r"gave birth to) (?i:a|our) (?:(?i:new|little|wee|beautiful|healthy|"
                       r"gorgeous|bonny|lovely) )?(?:(?i:baby|little|wee) )?(?i:(boy|girl|son|"
                       r"daughter))\b(?: (?:in|on|last|this|at) (?!(?:his|her|my|our|their|your) )"
                       r"[^,.;!?]{2,20}?)?(?:,? (?:called|"
                       r"named) |, (?:(?:and )?(?:we|i)(?:'ve| have)? (?:called|named) (?:him|her) |"
                       r"(?:his|her) name(?:'s| is) )?)"
                       r"(?!(?:Mum|Mom|Dad|God|Everyone|Both|We|They|She|He|It|And|But|So)\b)"
                       r"([A-Z][a-z'-]+)\b")
_KIN_OF = {("sister", "boy"): "nephew", ("brother", "boy"): "nephew",
           ("sister", "girl"): "niece", ("brother", "girl"): "niece",
           ("son", "boy"): "grandson", ("daughter", "boy"): "grandson",
           ("son", "girl"): "granddaughter", ("daughter", "girl"): "granddaughter",
           ("grandson", "boy"): "great-grandson", ("granddaughter", "boy"): "great-grandson",
           ("grandson", "girl"): "great-granddaughter",
           ("granddaughter", "girl"): "great-granddaughter"}
_SEX = {"boy": "boy", "son": "boy", "girl": "girl", "daughter": "girl", "him": "boy",
        "his": "boy", "her": "girl"}


def kin_clauses(s: str) -> list[str]:
    """Sentences about relatives said inside the speaker's sentence `s`."""
    out = []
    m = _THEN_KIN.match(s.strip())
    if m and "?" not in s and not _ELLIPSIS.match(m.group(1)):
        out.append(m.group(1)[0].upper() + m.group(1)[1:].rstrip(" .!") + ".")
    m = None if m else _THEN_NAME.match(s.strip())
    if m and "?" not in s:
        out.append(f"{m.group(1)} {m.group(2).rstrip(' .!')}.")
    return out + kin_and(s) + babies(s)


def babies(s: str) -> list[str]:
    """ "My grandson is called Finlay." for each named baby of a relative `s` tells of
    ("my daughter Fiona had a wee boy in March, Finlay"); lpm_rules also asks it of a
    sentence that named the relative by a name memory knows ("Fiona had ...")."""
    out = []
    for b in _BABY.finditer(s):
        rel = _KIN_OF.get((b.group(1).lower(), _SEX[b.group(2).lower()]))
        if rel:
            out.append(f"My {rel} is called {b.group(3)}.")
    for b in _OWN_BABY.finditer(s):
        child = "son" if _SEX[b.group(1).lower()] == "boy" else "daughter"
        out.append(f"My {child} is called {b.group(2)}.")
    return out


def named_baby(prev: str | None, s: str, message: str = "") -> str | None:
    """ "My grandson is called Archie." for "They've called him Archie." said right after
    "our son's wife had a baby boy"; for anyone else's birth the name joins who had the baby
    ("My friend Shreya had her baby!" then "A little girl called Aurelia." -> "My friend
    Shreya's baby is a girl called Aurelia."; remember27: the name was in no fact); else None."""
    m = _NAMED.match(s.strip()) or _A_BABY.match(s.strip())
    if not m:
        return None
    *sexes, name = m.groups()
    if CALENDAR.fullmatch(name):   # "I called him Sunday": when, not what
        return None
    said = _SEX.get(next((x for x in sexes if x), "").lower())
    b = _BIRTH.search(prev or "")
    if b:
        rel = _KIN_OF.get((b.group(1).lower(), _SEX[b.group(2).lower()]))
        return f"My {rel} is called {name}." if rel and said in (
            None, _SEX[b.group(2).lower()]) else None
    # "my daughter Brooke had her baby on Tuesday!! A little boy, 8 pounds 3 ounces. They're
    # calling him Wade.": the sex in the sentence between (remember43: no fact named him)
    f = _SEX_SAID.match((prev or "").strip())
    n = f and _SEXLESS_BIRTH.search(message)
    if n and said in (None, _SEX[f.group(1).lower()]) and not _NOT_A_NAME.match(name):
        rel = _KIN_OF.get((n.group(1).lower(), _SEX[f.group(1).lower()]))
        return f"My {rel} is called {name}." if rel else None
    # "We are having new baby!!" then its sex and name: said as a birth by who says it
    a = _ANY_BIRTH.match(re.sub(r"^((?i:we|i))(?:(?i: are|'re| am|'m) having| have(?: got)?|'ve got) "
                                r"(?:(?i:a) )?(?i:new) (?i:baby)\b", r"\1 had a new baby",
                                (prev or "").strip()))
    sex = a and _SEX.get((a.group(2) or a.group(3) or "").lower())
    if not a or (sex and said and sex != said) or not (sex or said):
        return None
    if a.group(1).lower() in ("i", "we"):   # "I had a baby girl in May. Called her Isla."
        return f"My {'son' if (sex or said) == 'boy' else 'daughter'} is called {name}."
    # "... have had a baby boy! Called him Harley. Our first grandchild on that side.": whose
    # the baby is to the speaker, said in the same message (remember26: no fact named him)
    kin = _KIN_SAID.search(message) if not a.group(1).lower().startswith(("my ", "our ")) \
        else None
    if kin and (sex or said):
        rel = kin.group(1).lower()
        rel = {"grandchild": "grand" + ("son" if (sex or said) == "boy" else "daughter"),
               "grandbaby": "grand" + ("son" if (sex or said) == "boy" else "daughter")}.get(
            rel, rel)
        return f"My {rel} is called {name} ({a.group(1)}'s baby {sex or said})."
    return f"{a.group(1)}'s baby is a {sex or said} called {name}."


_NOT_A_NAME = re.compile(r"(?:Mum|Mom|Dad|Mummy|Daddy|Nan|Gran|Grandma|Grandad|God)$")
_SEX_SAID = re.compile(r"(?i:a|it's a|it was a) (?:(?i:little|wee|baby|beautiful|healthy|bonny|"
                       r"lovely|gorgeous) )?(?i:(boy|girl))\b")
_SEXLESS_BIRTH = re.compile(r"\b(?i:my|our) (?i:(sister|brother|son|daughter|grandson|"
                            r"granddaughter))\b(?: [A-Z][\w'-]+)?[^.!?]{0,80}?\b(?:had|has had|"
                            r"welcomed) (?:her|their|his|the) baby\b")
_KIN_SAID = re.compile(r"\b(?:our|my) (?:(?:first|new|first ever|\w+) )?(grandchild|grandson|"
                       r"granddaughter|grandbaby|nephew|niece)\b", re.I)


# anyone's birth said without the name ("My friend Shreya had her baby!", "Wayne and his
# partner have had a baby boy"): who had it, and the sex when said (after an opening word:
# "And Wayne and his partner Kylie have had a baby boy!", remember26)
_ANY_BIRTH = re.compile(r"^(?:(?i:and|so|well|oh|oh and|guess what|big news|great news|news)[,!:]? )?"
                        r"((?:(?i:my|our) [a-z]+(?: [A-Z][\w'-]+)?|[A-Z][\w'-]*)(?: (?:and|&) "
                        r"(?:his|her|their) [a-z]+(?: [A-Z][\w'-]+)?)?) (?:(?:has|have) )?"
                        r"(?:(?:just|finally) )?(?:had|welcomed|gave birth to) (?:a |her |his |our |"
                        r"their )?(?:(?:new|little|wee|beautiful|healthy|gorgeous|bonny|lovely) )?"
                        r"(?:baby(?: (boy|girl))?|(?:little |wee )?(boy|girl|son|daughter))\b"
                        r"(?![^.!?]{0,40}\b(?:called|named)\b)")
# the name said next: "A little girl called Aurelia.", "Called him Harley.", "It's a boy, Leo!"
_A_BABY = re.compile(r"^(?:(?:(?i:a|it's a|baby) )?(?:(?i:little|wee|beautiful|healthy|gorgeous|"
                     r"bonny|lovely|baby) )?(?i:(boy|girl))(?:[,!]? (?:(?i:called|named) )?|"
                     # "A girl, she is born on Tuesday, her name is Valentina" (remember52)
                     r", (?i:she|he) (?:is|was) born [^,.!?]{1,30}, (?i:his|her) name(?:'s| is) )|"
                     r"(?i:(his|her)) name(?:'s| is) )"
                     r"(?!(?:Mum|Mom|Dad|God|Everyone|Both|We|They|She|He|It|And|But|So)\b)"
                     r"([A-Z][a-z'-]+)\b")


# what follows a name that reports or joins it, not what the person does: "Linh says ...",
# "Pauline and I lived ..."
_NOT_DOING = re.compile(r"(?:and|or|&|says|said|told|thinks|thought|reckons|asked|wants me|"
                        r"keeps telling)\b")


_CAUSE_LEAD = re.compile(r"(?i:because of|due to|after|since|with|what with) (?i:the|this|that|my|our|all "
                         r"the) [a-z][\w-]*(?: [a-z][\w-]*){0,2},? (?=([A-Z][\w-]+)(?:'s)? )")


def known_opening(s: str, known: dict[str, str]) -> str | None:
    """`s` said of the relative whose name opens it, when memory knows that name as a
    relative's ("Linh teaches piano to kids." -> "My partner Linh teaches piano to kids.")."""
    # "Because of the move Isla's switched to Busy Bees nursery": the cause before the name
    # (remember65: formed nothing)
    lead = _CAUSE_LEAD.match(s)
    s = s[lead.end():] if lead and lead.group(1) in known else s
    # "Sofiia birthday is on 3 April": the possessive dropped, as second-language speakers say
    # it (remember44: no birthday formed)
    s = re.sub(r"^([A-Z][\w'-]+) (?=(?:birthday|bday|name day)\b)",
               lambda o: o.group(1) + "'s " if o.group(1) in known else o.group(0), s)
    # "Julien and the family are moving to Annecy": the one memory knows, with their own
    # family (remember61: formed nothing)
    s = re.sub(r"^([A-Z][\w'-]+) (?:and|&) (?:the|his|her|their) (?=(?:family|kids|children|"
               r"wife|husband|partner|boys|girls|lot)\b)",
               lambda o: o.group(0) if o.group(1) not in known else f"{o.group(1)} and their ", s)
    # "Maisie and Finn both go to Oakfield Primary": two relatives memory knows, one subject
    two = re.match(r"([A-Z][\w'-]+) (?:and|&) ([A-Z][\w'-]+) (?=[a-z])", s)
    if two and two.group(1) in known and two.group(2) in known and not S.is_question(s) \
            and not _NOT_DOING.match(s[two.end():]):
        a, b = two.group(1), two.group(2)
        return f"My {known[a]} {a} and my {known[b]} {b} {s[two.end():]}"
    # "Michelle and Trevor are moving to Denver": the one memory knows, with whom (remember-
    # probe: the message formed nothing); not a month or a day after "and"
    # (only what a couple does together: "Maisie and Tom both go to Oakfield Primary" may be a
    # friend's child beside her, and stays unread)
    if two and two.group(1) in known and not CALENDAR.match(two.group(2)) \
            and not S.is_question(s) and re.match(r"(?:are|have|'re|'ve|just|finally) ?(?:just |"
                                                  r"finally )?(?:moving|moved|getting married|"
                                                  r"got married|got engaged|engaged|expecting|"
                                                  r"bought|buying|split|broke up|separated)\b",
                                                  s[two.end():]):
        a = two.group(1)
        return f"My {known[a]} {a} and {two.group(2)} {s[two.end():]}"
    # "We got married on Saturday!": the one partner memory knows is whom
    wed = re.match(r"(?i:we)(?:'ve| have)? (?:(?i:just|finally|officially) )?(?i:got married|got "
                   r"hitched|tied the knot)\b", s)
    partners = [n for n, r in known.items() if r == "partner"]
    if wed and len(partners) == 1:
        return f"{partners[0]} and I got married{s[wed.end():]}"
    # "Sadly Rex died last week": a name after an opening word of feeling or time
    # ("Sorry, Leroy is eight now", "Actually Sunil works in Victoria": remember31)
    # ("So now Rui is the fishmonger": two such words; ines)
    # ("big news, Zikora is in her own cot now": news said as news; remember77)
    s = re.sub(r"^(?:(?:sadly|unfortunately|so|also|and|but|anyway|well|oh|yesterday|today|"
               r"finally|now|tragically|happily|luckily|guess what|sorry|actually|(?:oh |no )?"
               r"wait|btw|by the way|ok|okay|oh and|(?:big |good |great |bad |sad |some |quick )?"
               r"(?:news|update)|"
               # ("Ugh, I got his age wrong earlier, Daniel's 31": the right value said whole)
               r"ugh|(?:a |quick |small )?correction(?: from (?:the other day|earlier|before|"
               r"yesterday|last time))?|"
               r"(?:also )?i got (?:it|that|this|his|her|their|my|the) (?:[a-z]+ )?wrong"
               r"(?: earlier| before| last time)?)(?:[,:!]|\.\.\.)? ){1,2}(?=[A-Z])", "", s, flags=re.I)
    # "Our Wayne emigrated to Townsville": a family's way of naming one of its own
    s = re.sub(r"^(?i:our) (?=([A-Z][\w'-]+))", lambda o: "" if o.group(1) in known else o.group(0),
               s)
    m = re.match(r"([A-Z][\w'-]+?)(?:'s)? (?=[a-z]|\d+(?:st|nd|rd|th) )", s)   # ("Yusra's 10th ...")
    # (a given name of two words memory knows whole: "Pei Ling just left DBS")
    two = re.match(r"([A-Z][\w'-]+ [A-Z][\w'-]+?)(?:'s)? (?=[a-z])", s)
    m = two if two and two.group(1) in known else m
    # ("Amy and her partner have moved up to Edinburgh": she and whom she lives with)
    if not m or m.group(1) not in known or (_NOT_DOING.match(s[m.end():]) and not re.match(
            r"and (?:her|his|their) [a-z]+(?: [A-Z][\w'-]+)? (?:have|are|'ve|'re)\b",
            s[m.end():])) or S.is_question(s):
        return None
    # "Pola is my sister's dog": the name is said to be another's of that kind, not the
    # speaker's (remember37: "My dog Pola is my sister's dog" kept the mixed-up name)
    if re.match(r"(?:is|was) (?:\S+ ){0,2}?\S+'s? (?:[a-z]+ ){0,2}?" + re.escape(
            known[m.group(1)].split()[-1]) + r"\b", s[m.end():]):
        return None
    # ("Alfie's actually 7 now": the age said right, read as an age; remember83)
    # ("Marisa's studying nursing": "'s" before a doing is "is", not whose)
    return f"My {known[m.group(1)]} " + re.sub(
        r"^([A-Z][\w-]*?)(?:'s| is) (?:(?:actually|in fact|really) (?=\d)|(?=(?:now |still |also )?"
        r"(?!(?:wedding|building|meeting|evening|morning|ring|thing|spring|clothing|ceiling|"
        r"painting|training|christening|funeral|boarding|swimming|driving)\b)[a-z]+ing\b))",
        r"\1 is ", s)


def known_clauses(s: str, known: dict[str, str] | None) -> list[str]:
    """A clause after a comma opened by a name memory knows as a relative's, as a sentence of
    its own: "We moved up to Waco last week, Carmen got a job at Baylor." -> "Carmen got a job
    at Baylor." (then read as the relative's by `known_opening`; remember24: only the move
    formed; "Bariloche is cancelled, Graciela is coming to us in September": what they will do
(valeria's sister's visit was no one's)). Only what they did: "the parrot is called Mango, Kiwi was our old one" says
    which name is wrong, which the whole sentence holds (lpm_people); not a name that is the
    object of the clause before ("I rang my mum, Ann, she ...") nor in a question."""
    if not known or S.is_question(s):
        return []
    return renamed(s, known) + [m.group(1) for m in re.finditer(r"(?<=[a-z0-9]), ([A-Z][\w'-]+ (?:[a-z]+ )?(?:has |"
                                            r"had |'s )?(?:[a-z]+ed|got|found|landed|took|went|"
                                            r"began|started|(?:is|'s) (?:now |also )?(?:coming|"
                                            r"moving|visiting|staying|starting|getting|having|"
                                            r"flying))\b[^,;]{3,80})", s)
            if m.group(1).split()[0] in known and not _NOT_DOING.match(
                m.group(1).split(" ", 1)[1])] + [
        # "Mr Price is off on paternity leave so Osian's class has Mrs Jenkins now": what
        # follows for the relative (remember62: formed nothing)
        m.group(1) for m in _SO_THEIR.finditer(s) if m.group(2) in known]


_SO_THEIR = re.compile(r"(?<=[a-z0-9]),? so (?:now )?(([A-Z][\w-]+)'s [a-z]+(?: [a-z]+)? (?:has|have|is|are|"
                       r"goes|go|got|'s)\b[^,;.!?]{3,80})")


def with_named(known: dict[str, str] | None, facts: list[dict]) -> dict[str, str] | None:
    """`known` with the relatives `facts` just named, for the later sentences of the same
    message: "We've got two kids, Mitchell who's 15 and Tayla who's 12. Tayla's birthday is
    on the 2nd of November" (remember27: memory knew Tayla only after the message, so her
    birthday formed nothing). A name memory already holds keeps its relation."""
    new = {}
    for f in facts:
        key = (f["attribute"] or "").split(".")
        if key[0] == "relation" and f["kind"] == "trait" and \
                re.fullmatch(r"[A-Z][\w'-]+", f["value"] or "") and \
                (len(key) == 2 or key[2:] == [slug(f["value"])]):
            new[f["value"]] = key[1]
    new = {n: r for n, r in new.items() if n not in (known or {})}
    return {**(known or {}), **new} if new else known
