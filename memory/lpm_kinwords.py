"""Kin said in other words before the kin rules read a message: an in-law said through the
spouse ("my husband's sister Pia" is "my sister-in-law Pia"), a friend said as a mate
("my best mate Kai"), and a relative's name said in the next sentence ("My husband, bless
him, thinks he can cook. His name is Graham").

Design decisions:
- The kin rules (`lpm_people`, `lpm_passing.kin_named`) read "my <relation> <Name>". A
  relative of a relative is not the speaker's relative, and "my husband's sister Pia"
  must not make Pia the speaker's sister; but a spouse's sibling or parent, and a
  sibling's spouse, have a name of their own (an in-law), said here so Pia is kept as
  who she is to the speaker. Other chains ("my son's girlfriend", "my friend's dog") are
  left to the statement, which keeps them whole.
- "mate" is British and Australian chat for a friend, read so only after "my"/"our"
  ("my flatmate", "a mate of mine" stay as they are).
- "His name is X" / "Her name is X" names the relative of the sentence before, only when
  that sentence mentions exactly one relative, unnamed, whose sex fits the pronoun, and
  nobody else who could be "her": "My sister got a dog. Her name is Rex." names the dog,
  "My sister had a baby girl. Her name is Ava." the baby (both named the sister before
  remember13). "I have a sister. Her name is Mia." mentions her with "a" and is read too.
"""
from __future__ import annotations

import re

from .lpm_words import FEMALE, MALE, PET_KIND, PETS, RELATIONS

_SPOUSE = r"(?:husband|wife|partner|hubby|wifey)"
_IN_LAW = {"sister": "sister-in-law", "brother": "brother-in-law", "mother": "mother-in-law",
           "mum": "mother-in-law", "mom": "mother-in-law", "father": "father-in-law",
           "dad": "father-in-law"}
# ("my husband Fintan's sister Orla": the spouse named between; remember27)
_SPOUSES_KIN = re.compile(r"\b((?:[Mm]y|[Oo]ur) )(" + _SPOUSE + r")(?: ([A-Z][\w-]+))?'s ("
                          + "|".join(_IN_LAW) + r")\b(?!'s|-in-law|, (?:my|our) [a-z]+-in-law)"
                          r"(?: ([A-Z][\w-]+)\b(?!'s))?")   # (said so once: not again)
_SIBLINGS_SPOUSE = re.compile(r"\b((?:[Mm]y|[Oo]ur) )(sister|brother)'s (husband|wife)\b(?!'s)")
_MATE = re.compile(r"\b((?:[Mm]y|[Oo]ur) (?:best |old |good )?)mate\b(?!['-])")
_MENTION = re.compile(r"\b(?:[Mm]y|[Oo]ur) (" + RELATIONS + r")\b(?!'s)(,? [A-Z][a-z]+)?")
# "I have a sister.", "We've got a son.": a relative mentioned with "a"
_HAVE_ONE = re.compile(r"\b(?:[Ii]|[Ww]e)(?: have|'ve got| have got) (?:a|an|one) (" + RELATIONS
                       + r")\b(?!'s)(,? [A-Z][a-z]+)?")
# someone or something else in that sentence who could be "her"/"his": "got a dog", "had a
# baby girl", "her daughter", "married a lovely man"
_OTHER = re.compile(r"\b(?:a|an|the|her|his|their|two|three)\s+(?:[a-z-]+\s+){0,2}?(?:"
                    + PETS + "|" + "|".join(PET_KIND) + r"|baby|babies|girl|boy|man|woman|lady|"
                    r"guy|kid|child|twins|foal|puppies|kittens|" + RELATIONS + r")s?\b", re.I)
_NAMED_LATER = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=\n))(His|Her) name(?: is|'s) "
                          r"(?=[A-Z][a-z])")


def _named_later(text: str) -> str:
    out, last = [], 0
    for m in _NAMED_LATER.finditer(text):
        before = text[:m.start()]
        prev = re.split(r"(?<=[.!?])\s+|\n", before.rstrip())[-1] if before.strip() else ""
        kin = _MENTION.findall(prev) + _HAVE_ONE.findall(prev)
        others = _OTHER.search(_HAVE_ONE.sub("", _MENTION.sub("", prev)))
        if len(kin) != 1 or kin[0][1] or others:
            continue
        rel = kin[0][0].lower()
        if rel not in (FEMALE if m.group(1) == "Her" else MALE):
            continue
        out.append(text[last:m.start()] + f"My {rel}'s name is ")
        last = m.end()
    return "".join(out) + text[last:]


# a child said by birth order and name: "our youngest, Maisie, has a cold", "my eldest boy,
# Rowan, is 12" (remember18: neither formed a child; the age said next was lost). A son or
# a daughter by "boy"/"girl" or by the first pronoun said of them after the name in that
# sentence or the next; a child where none is. Only a name right after: "my youngest
# sister, Ana" and "our oldest friend Sam" are someone else.
_BY_ORDER = re.compile(r"\b((?:[Mm]y|[Oo]ur) )(youngest|eldest|oldest|middle one|firstborn|"
                       r"lastborn|first-born|last-born)"
                       r"(?: (boy|girl|son|daughter|one|child|kid))?(,? )([A-Z][a-z]+)\b"
                       r"(?!'s? (?:" + RELATIONS + r")\b)")


# "we got three kids. the oldest, Marisa, just started at A&M": the order word with "the",
# right after the speaker says they have children, is the speaker's child (remember37: no
# child was formed, so "Where does my oldest go to college?" found the youngest's age); not
# "My sister has three kids. The oldest, Ana, ..."
_HAVE_KIDS = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:got|have|had) (?:\w+ )?(?:kids|children|"
                        r"sons|daughters|boys|girls)\b[^.!?]*[.!?]+\s+$", re.I)
_THE_ORDER = re.compile(r"(?:^|(?<=[.!?] ))[Tt]he (youngest|eldest|oldest)(?=, [A-Z][a-z]+,)")


def _by_order(text: str) -> str:
    # (the capital kept: a sentence is only split before one)
    text = _THE_ORDER.sub(lambda m: ("My " if m.group(0)[0] == "T" else "my ") + m.group(1)
                          if _HAVE_KIDS.search(text[:m.start()]) else m.group(0), text)
    def one(m):
        kind = (m.group(3) or "").lower()
        rel = {"boy": "son", "son": "son", "girl": "daughter", "daughter": "daughter"}.get(kind)
        if rel is None:
            after = re.match(r"[^.!?]*[.!?]*\s*[^.!?]*", text[m.end():]).group(0)
            pron = re.search(r"\b(he|his|him|she|her|hers)\b", after, re.I)
            rel = ("child" if not pron else
                   "daughter" if pron.group(1).lower().startswith(("s", "her")) else "son")
        # ("firstborn", "lastborn": how Kenyan English orders children; remember44's lastborn
        # formed no child, as only the words below are read as a child's)
        order = re.sub(r"^(?:first-?born)$", "eldest", re.sub(r"^last-?born$", "youngest", m.group(
            2).lower().replace("middle one", "middle")))
        return f"{m.group(1)}{order} {rel}{m.group(4)}{m.group(5)}"
    return _BY_ORDER.sub(one, text)


# "A woman I work with, Shreya, is due any day", "a guy from work called Tom", "a friend of
# mine, Ade,": someone named by how the speaker knows them (remember26: Shreya was no one
# memory knew, so "Shreya had her baby!" formed nothing); only with the name right after
_KNOWN_AS = re.compile(r"\b[Aa] (?:(woman|man|guy|girl|lady|bloke|lad|fella|chap|friend|person|"
                       r"colleague)(?: (?:I|we) work with| from (?:work|the office))|(friend) of "
                       r"(?:mine|ours))(,? | (?:called|named) )([A-Z][a-z]+)\b(?=,| is| has| had|"
                       r" just| was| and| who)")


# "We have a wee boy called Alfie", "me and my partner have a little girl, Ama": the speaker's
# child said as a small boy or girl (remember36: Alfie formed no son, so "What's my son
# called?" got the dog's name). Only with the speaker as the one who has them ("My sister has
# a little girl called Ava" is a niece) and a word for a child's size or age before.
_SMALL_CHILD = re.compile(r"((?:\b(?:I|[Ww]e)|(?:^|(?<=[.!?] ))(?:[Mm]e|[Mm]y \w+(?: [A-Z][a-z]+)?) "
                          r"and (?:I|me|my \w+(?: [A-Z][a-z]+)?))(?:'ve got| have got| have| had"
                          # ("me and my girl Keisha got a little boy, Jaden": chat's "got" for
                          # "have got"; remember51)
                          r"|(?<=\w) got)"
                          r" (?:a|an) )(?:(?:wee|little|baby|young|small|lovely|beautiful) )+"
                          r"(boy|girl)(?=,? (?:called |named )?[A-Z][a-z]+\b| (?:called|named) )")


def in_law(text: str) -> str:
    """`text` with a spouse's sibling or parent said as the in-law ("my sister-in-law Pia");
    also for a sentence memory opened with the spouse it knows ("Fintan's sister Orla ...")."""
    return _SPOUSES_KIN.sub(_in_law, text or "")


def spouse_named(text: str, known: dict[str, str] | None) -> str:
    """`text` with a spouse memory knows by name said as the spouse before a relative of
    theirs: "a trip with Kamala's brother Prakash" -> "... with my wife Kamala's brother
    Prakash" (ravindra: the in-law was lost mid-sentence; `in_law` reads it then)."""
    for name, rel in (known or {}).items():
        if re.fullmatch(_SPOUSE, rel):
            text = re.sub(r"(?<!(?i:my) )(?<!(?i:our) )(?<!" + rel + r" )\b" + re.escape(name)
                          + r"'s (?=(?:" + "|".join(_IN_LAW) + r") [A-Z])", f"my {rel} {name}'s ",
                          text)
    return text


def _in_law(m: re.Match) -> str:
    name = f" {m.group(5)}" if m.group(5) else ""
    if not m.group(3):   # "my husband's sister Pia" -> "my sister-in-law Pia"
        return f"{m.group(1)}{_IN_LAW[m.group(4)]}{name}"
    # the spouse named is kept, as the one asked of ("What does Fintan's brother do?"):
    # "my husband Fintan's brother, my brother-in-law Cathal, ..."
    return (f"{m.group(0)[:m.end(4) - m.start()]}, {m.group(1).lower()}{_IN_LAW[m.group(4)]}"
            f"{name},")


def plain_kin(text: str) -> str:
    """`text` with in-laws, mates and a relative's later-said name in the kin rules' words."""
    t = in_law(text)
    t = _SIBLINGS_SPOUSE.sub(lambda m: m.group(1) + (
        "brother-in-law" if m.group(3) == "husband" else "sister-in-law"), t)
    t = _MATE.sub(lambda m: m.group(1) + "friend", t)
    t = _KNOWN_AS.sub(lambda m: ("my friend" if m.group(2) or m.group(1) == "friend" else
                                 "my colleague") + (m.group(3) if "," in m.group(3) else " ")
                    + m.group(4), t)
    t = _SMALL_CHILD.sub(lambda m: re.sub(r"(?<=\w)(?<!'ve) got (?=an? $)", " have ", m.group(1))
                         + ("son" if m.group(2) == "boy" else "daughter"), t)
    return _named_later(_by_order(t))
