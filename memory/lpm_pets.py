"""A new pet named after the news of getting it, in one breath: "we did get a kitten last week
though, she's called Mochi", "we finally got a dog at the weekend! a beagle puppy called
Biscuit".

Design decisions:
- `lpm_people` reads a pet named right after its noun ("a spaniel called Hector"); chat
  often gives the news first and the name after a pause, with a pronoun ("she's called
  Mochi") or the pet said again by its breed ("a beagle puppy called Biscuit"), in one
  sentence that an exclamation mark without a capital does not end. Only a pet the speaker
  got ("I/we got, adopted, rescued, bought, brought home a ..."), only one pet word in the
  news, and the name in the same sentence: "my sister got a dog, he's called Rex" is hers.
  Dictation drops the comma ("we got a puppy on Saturday he's called Tumi"): a pause or
  none, the pronoun and "called" still mark the name.
- The pet is keyed by its kind (`relation.dog`); a breed said anywhere in the sentence is
  kept in the text, so "What breed is my dog?" finds it, as is one named with capitals after
  the name ("he's called Tumi and he's a Jack Russell").
- A pet said again by its breed with its name ("Our new puppy is a cocker spaniel called
  Pickle") is keyed here too (`said_by_breed`, for `lpm_people`), and a breed said after a
  pet's name ("My dog Rex is a springer spaniel", "... my dog Rex. He's a spaniel.") joins
  the name's fact rather than standing as a statement that a second one can crowd out.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .lpm_words import NAME, PET_KIND, PETS, grown
from .types import Page

_PET = r"(?:" + PETS + "|" + "|".join(PET_KIND) + r")"
_GOT = re.compile(r"(?:\b(?i:i|we)(?:'ve| have)? (?i:did |finally |just |"
                  r"also |recently )*(?i:got|get|adopted|adopt|rescued|bought|brought home|picked up)"
                  # ("Rodrigo brought me a kitten, a grey one, we named her Niebla": given to
                  # the speaker; remember51 formed no pet)
                  r"|(?:\b[A-Z][\w'-]+|\b(?i:my|our) [a-z]+(?: [A-Z][\w'-]+)?)(?: (?i:has|have))? "
                  r"(?:(?i:just) )?(?i:brought|got|gave|bought) (?i:me|us)) "
                  r"(?i:a|an|our|my|the) (?:[\w-]+ ){0,2}?(?i:(" + _PET + r"))\b"
                  r"[^.?]{0,60}?(?:[,;!\u2014-]|\band\b|(?<=\s))\s*(?i:(?:(?:he|she|it)(?:'s| is) "
                  r"(?:called|named))|(?:(?:his|her|its) name(?:'s| is))|"
                  # ("a little collie cross called Mabli": a cross-breed said by one breed;
                  # remember46 formed no pet)
                  r"(?:(?:a|an) (?:[\w-]+ ){0,2}?(?:" + _PET + r") (?:(?:cross|mix|cross-breed) )?"
                  # ("we did get a pup after all, a yellow lab we named Scout": the one who
                  # named it said before "named"; remember35 formed no pet)
                  r"(?:(?:that |which )?(?:we|i)(?:'ve| have)? )?(?:called|named))|(?:(?:(?:we|i)(?:'ve)? )?(?:called|named) (?:him|her|it)))"
                  r" " + NAME)
# ("... adopted a kitten from the shelter and named her Pepper": the subject is the one who
# got it; remember32 formed no name)
_GONE = re.compile(r"\b(?:died|passed away|put down|lost|gave away|rehomed|not any ?more|no "
                   r"longer)\b", re.I)


# "I called the kitten Nuage in the end": a pet the speaker names, said apart from the news
# of getting it (remember28: formed no pet; "our puppy Biscuit" is read by lpm_people); not
# "I called the vet", "my son named the kitten Nuage" (his say, though likely ours too)
_NAMED = re.compile(r"(?:^|(?<=[\s,]))(?i:i|we)(?:'ve| have)? (?i:(?:finally|eventually|just|"
                    r"ended up|decided to) )?(?i:called|named|call|name) (?i:the) "
                    r"(?i:(?:new|little|baby) )?(?i:(" + _PET + r")) " + NAME
                    + r"(?=[,.;!]|$| in the end| after | because | and | but )")


# "Sithumi talked us into getting a rabbit, his name is Kiri" (read as "... a rabbit called
# Kiri"): the household's pet, got at someone's asking (remember46 formed none); "I talked
# my sister into getting a dog" is hers
_TALKED = re.compile(r"\b(?i:talked|persuaded|convinced|pestered) (?i:me|us) into (?i:getting|"
                     r"adopting|buying) (?i:an?) (?:[\w-]+ ){0,2}?(?i:(" + _PET + r"))(?:,? (?i:called|"
                     r"named)|, (?i:(?:he|she|it)(?:'s| is) (?:called|named)|(?:his|her|its) "
                     r"name(?:'s| is))) " + NAME)


# "i have a cat, a fat orange thing called Mandarina": the pet said again as what it is like
# before its name (remember51 formed no cat)
_HAVE_THING = re.compile(r"\b(?i:i|we)(?:'ve got| have got| have) (?i:an?) (?i:(" + _PET + r")),"
                         r" (?i:an?) (?:[\w-]+ ){0,3}?(?i:thing|one|girl|boy|fella|lad|lady|"
                         r"monster|beast|cat|dog) (?i:called|named) " + NAME)


def new_pet(s: str, page: Page, who: str) -> list[dict]:
    """The pet the speaker got and named in sentence `s`, keyed by its kind."""
    h = _HAVE_THING.search(s)
    if h and h.group(2) not in ("I", "My") and not _GONE.search(s):
        kind = grown(PET_KIND.get(h.group(1).lower(), h.group(1).lower()))
        return [fact("trait", f"relation.{kind}", h.group(2),
                     f"{poss(who)} {kind} is called {h.group(2)}.", page, 0.8)]
    t = _TALKED.search(s)
    if t and t.group(2) not in ("I", "My") and not _GONE.search(s):
        kind = grown(PET_KIND.get(t.group(1).lower(), t.group(1).lower()))
        said = f" ({t.group(1).lower()})" if t.group(1).lower() != kind else ""
        return [fact("trait", f"relation.{kind}", t.group(2),
                     f"{poss(who)} {kind}{said} is called {t.group(2)}.", page, 0.8)]
    n = _NAMED.search(s)
    if n and n.group(2) not in ("I", "My") and not _GONE.search(s):
        head = n.group(1).lower()
        kind = PET_KIND.get(head) or grown(head)
        said = f" ({head})" if head != kind else ""
        return [fact("trait", f"relation.{kind}", n.group(2),
                     f"{poss(who)} {kind}{said} is called {n.group(2)}.", page, 0.8)]
    m = _GOT.search(s)
    if not m or _GONE.search(s[m.start():]) or m.group(2) in ("I", "My"):
        return []
    words = [w.lower() for w in re.findall(r"[\w-]+", s[:m.end()])]
    pets = [w for w in words if re.fullmatch(PETS, w) or w in PET_KIND]
    breed = next((w for w in pets if w in PET_KIND and PET_KIND[w] != w), None)
    kind = PET_KIND.get(breed or "", None) or grown(m.group(1).lower())
    named = {p for p in pets if PET_KIND.get(p, grown(p)) != kind}
    if named:   # "we got a dog and a cat, she's called ...": which one is named is unsure
        return []
    said = " ".join(dict.fromkeys(p for p in pets if p != kind))
    # "he's called Tumi and he's a Jack Russell": a breed said by its name after the pet's
    breed_named = re.search(r"\b(?:he|she|it)(?:'s| is) an? ([A-Z][\w-]+(?: [A-Z][\w-]+){0,2})",
                            s[m.end():])
    if breed_named:
        said = " ".join(filter(None, (said, breed_named.group(1))))
    text = f"{poss(who)} {kind}{f' ({said})' if said else ''} is called {m.group(2)}."
    return [fact("trait", f"relation.{kind}", m.group(2), text, page, 0.8)]


# "I adopted a kitten!! Her name is Paçoca.": the news and the name said as two sentences
# (remember38 formed no name); only right after the speaker's own news of an unnamed pet, so
# "My sister got a puppy. Her name is Lola." and "Her name is Lola." alone stay as they were
_NEWS = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?i:did |finally |just |also |recently )*"
                   r"(?i:got|adopted|rescued|bought|brought home|picked up) (?i:a|an|the) "
                   r"(?:[\w-]+ ){0,2}?(?i:" + _PET + r")\b[^.?]*$")
# ("We picked up the greyhound on Saturday. Her racing name was something ridiculous so we've
# called her Pippa.": named by the speaker, after a word of why; beverley formed no pet)
_NAME_NEXT = re.compile(r"^(?:[^.?]{0,80}?,? (?i:so|and) )?(?i:(?:he|she|it)(?:'s| is) (?:called|"
                        r"named)|(?:his|her|its) name(?:'s| is)|(?:we|i)(?:'ve| have)? (?:called|"
                        r"named) (?:him|her|it)) " + NAME + r"(?:,? (?:so|and|but|because) [^.?]{3,80})?[.!]*$")


def named_next(prev: str | None, s: str) -> str | None:
    """`prev` and `s` as one sentence when `s` names the pet whose getting `prev` told."""
    news = _NEWS.search(prev.rstrip(" .!")) if prev and _NAME_NEXT.match(s.strip()) else None
    # (what is gone is said of the pet, after its news: not "Graham lost the argument, we
    # picked up the greyhound")
    if not news or _GOT.search(prev) or _GONE.search(prev[news.start():]):
        return None
    named = re.search(r"(?i:(?:he|she|it)(?:'s| is) (?:called|named)|(?:his|her|its) name(?:'s| "
                      r"is)|(?:we|i)(?:'ve| have)? (?:called|named) (?:him|her|it)) " + NAME
                      + r"(?=(?:,? (?:so|and|but|because) [^.?]{3,80})?[.!]*$)", s.strip())
    # ("Her name is Pepper, so now Biscuit has a little sister": the clause after is kept)
    return f"{prev.rstrip(' .!')}, {named.group(0)[0].lower()}{named.group(0)[1:]}{s.strip()[named.end():]}"


# breeds that are not also other words ("my lab", "a boxer"), for a pet said without "called"
BREEDS = "|".join(sorted(set(PET_KIND) - {"lab", "boxer", "pup", "shepherd", "mutt"}, key=len,
                         reverse=True))


def said_by_breed(s: str, out: list[dict], page: Page, who: str) -> list[dict]:
    """Pets said again by their breed with their name in `s`; a breed said after a pet's name
    joins that pet's fact in `out` (changed in place)."""
    new: list[dict] = []
    # "Our new puppy is a cocker spaniel called Pickle" (and "She's a cocker spaniel called
    # Pickle" after "We got a puppy", which lpm_passing says so): the pet said again by its
    # breed with its name (remember18: formed no pet); not "my dog is a lot like a dog called
    # Rex", where no breed or pet word stands right before "called"
    # ("... so now it is me and the dog, a dachshund called Molly", "I have a dog, a collie
    # called Bess": the pet and then what it is, said as an aside; remember31's henrik)
    for m in re.finditer(r"(?:\b(?i:my|our) |\b(?i:me and|i have|i've got|we have|we've got|i "
                         r"live with|we live with) (?i:the|a|an) )(?:(?i:new|little|old) )?(?i:("
                         + PETS + r"))(?: (?i:is|'s)|,) (?i:an?) (?:[\w-]+ ){0,2}?(?i:("
                         + BREEDS + "|" + PETS + r")),? (?i:called|named) " + NAME, s):
        pet, head, name = m.group(1).lower(), m.group(2).lower(), m.group(3)
        kind = PET_KIND.get(head) or grown(pet)
        if name in ("I", "My") or ("relation." + kind) in {f["attribute"] for f in out + new}:
            continue
        said = " ".join(dict.fromkeys(w for w in (pet, head) if w != kind))
        new.append(fact("trait", f"relation.{kind}", name, f"{poss(who)} {kind}"
                         f"{f' ({said})' if said else ''} is called {name}.", page, 0.8))
    # "My dog Rex is a springer spaniel" (or "He's a spaniel" after "my dog Rex", which
    # lpm_passing says so): the breed joins the pet's name fact, which "What breed is my dog?"
    # finds (it was only a statement, and lost beside another in the same message)
    for m in re.finditer(r"\b(?i:my|our) (?i:(" + PETS + r")) " + NAME + r" (?i:is|'s) (?i:an?) "
                         r"((?:[\w-]+ ){0,2}(?i:" + BREEDS + r"))\b(?=[,.;!]|$| and | but | (?i:btw|lol|tho)\b)", s):
        f = next((f for f in out if f["attribute"] == f"relation.{m.group(1).lower()}"
                  and f["value"] == m.group(2) and "(" not in f["text"]), None)
        if f:
            f["text"] = f["text"].replace(" is called", f" ({m.group(3).lower()}) is called", 1)
    return new


def breed_joins(keyed: list[dict], out: list[dict]) -> None:
    """A relation fact of `keyed` that says a breed ("The user's dog (spaniel) is called Rex.")
    gives its text to the same pet's fact in `out` said without one, formed by an earlier
    sentence of the message (the name said there, the breed here)."""
    for f in keyed:
        was = next((o for o in out if f["attribute"].startswith("relation.")
                    and "(" in f["text"] and "(" not in o["text"]
                    and (o["attribute"], o["value"]) == (f["attribute"], f["value"])), None)
        if was:
            was["text"] = f["text"]


def breed_again(said: list[dict], page: Page, who: str) -> list[dict]:
    """The breed a pet's name fact said again holds ("Rex is a corgi btw" once memory knows
    the dog Rex: the name is not formed again), as the pet's breed, `relation.dog.breed`
    (chloe: "what breed is Rex?" found nothing)."""
    out = []
    for f in said:
        m = re.search(r" (\w+) \(([^)]+)\) is called ", f["text"])
        if m and f["attribute"].startswith("relation.") and re.fullmatch(PETS, m.group(1), re.I):
            out.append(fact("trait", f["attribute"] + ".breed", m.group(2), f"{poss(who)} "
                            f"{m.group(1)} {f['value']} is a {m.group(2)}.", page, f["confidence"]))
    return out


# "I've got two dogs, a collie called Bramble and a terrier called Pip": several pets said by a
# count, each named after its breed or kind (formed none: one "relation.dog" holds one dog)
_SEVERAL = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?i:have|got|have got|own|keep|share) "
                      r"(?i:two|three|four|\d) (?i:dogs|cats|pets|rabbits|birds|horses)\b")
_EACH = re.compile(r"\b(?i:an?) (?:[\w-]+ ){0,2}?(?i:(" + _PET + r")),? (?i:called|named) " + NAME)
# (or the name first: "two dogs, Bramble who's a 9 year old springer spaniel and Pip, a 3 year
# old border terrier"; remember78 formed neither)
_EACH_NAMED = re.compile(NAME + r"(?:,| (?i:who's|who is)) (?i:an?) (?:[\w-]+ ){0,4}?(?i:(" + _PET
                         + r"))\b")


def several_pets(s: str, page: Page, who: str) -> list[dict]:
    """Each pet named in `s` after the count of them, keyed by kind and name."""
    m = _SEVERAL.search(s)
    found = [(p.group(1), p.group(2)) for p in _EACH.finditer(s, m.end())] if m else []
    found = found if len(found) > 1 or not m else [
        (p.group(2), p.group(1)) for p in _EACH_NAMED.finditer(s, m.end())]
    if len(found) < 2 or _GONE.search(s):
        return []
    out = []
    for head, name in found:
        head = head.lower()
        kind = PET_KIND.get(head, grown(head))
        breed = f" ({head})" if head != kind else ""
        out.append(fact("trait", f"relation.{kind}.{slug(name)}", name,
                        f"{poss(who)} {kind}{breed} is called {name}.", page, 0.8))
    return out


def second_pet(keyed: list[dict], said: str, known: dict[str, str] | None) -> list[dict]:
    """`keyed` with a new pet keyed by its name too where `said` names a pet of the same kind
    that memory knows ("I got a kitten!! Her name is Pepper, so now Biscuit has a little
    sister": the cat is `relation.cat`, one at a time, so Biscuit was ended; remember73)."""
    for f in keyed:
        kind = f["attribute"].removeprefix("relation.")
        others = [n for n, r in (known or {}).items() if r == kind and n != f["value"]]
        if kind in ("cat", "dog") and f["value"] and any(re.search(rf"\b{re.escape(n)}\b", said)
                                                          for n in others):
            f["attribute"] = f"relation.{kind}.{slug(f['value'])}"
    return keyed

