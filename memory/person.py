"""First person -> third person: "I adopted a cat" -> "The user adopted a cat."

Design decision: word-level rules, no parser. The subject ("The user", or the speaker's name
for imported dialogues between people) replaces "I"/"we"; later possessives become "their".
Present-tense verbs after the subject take the third-person -s unless they are modals, past
forms or irregular; the result is a short sentence a small model reads as a fact about the
user (the bundled model answered from such sentences, not from raw first-person pages).
"""
from __future__ import annotations

import re

from .lpm_words import RELATIONS

_ADVERBS = frozenset("just really also always usually still never often actually totally "
                     "finally recently now sometimes mostly only even already definitely "
                     "absolutely truly honestly currently literally kinda sort of basically "
                     "generally normally rarely seriously certainly last first once all both "
                     "too no longer ever".split())
_KEEP = frozenset(
    "can could will would should might must may shall did didn't can't won't couldn't "
    "wouldn't shouldn't was were had got went saw made took came did said found gave told felt "
    "thought bought brought left met ran began wrote won lost kept sent spent built taught "
    "caught became knew grew drew threw flew ate drank swam sang sat stood heard held paid "
    "sold led fell hung shot put let set cut hit quit hurt rode drove woke wore chose broke "
    "spoke forgot understood fed slept dug stuck struck used gotta gonna wanna tried meant "
    "dealt lent burnt learnt rang sang sank shrank stank swore tore bore bit hid shook mistook "
    "forgave overtook undertook withdrew dreamt spelt spilt smelt knelt leapt wept crept swept "
    "also never mean been and or but nor so then if when while because who".split())
_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "am": "is", "are": "is", "'m": "is",
              "'ve": "has", "don't": "doesn't", "haven't": "hasn't", "aren't": "isn't",
              "'re": "is", "were": "was", "weren't": "wasn't", "'d": "would", "'ll": "will"}


# the words of a subject before "and I": "Anders", "My husband Anders", "our neighbours"
_NOUN_WORD = re.compile(r"(?:[Mm]y|[Oo]ur|[Tt]he|[A-Z][\w'-]*|(?:" + RELATIONS + r")s?)")


def _verb_s(w: str) -> str:
    lw = w.lower()
    if lw in _IRREGULAR:
        return _IRREGULAR[lw]
    # "need", "feed": present tense though they end in -ed
    if lw in _KEEP or (lw.endswith("ed") and lw not in ("need", "feed", "breed", "bleed",
                                                         "speed", "seed", "shed", "bed")) \
            or not lw.isalpha() or len(lw) < 2:
        return w
    if lw.endswith("ing") and re.search(r"[aeiouy]", lw[:-3]):   # chat's "we practising hard"
        return "is " + w
    if re.search(r"(?:s|sh|ch|x|z|o)$", lw):
        return w + "es"
    if re.search(r"[^aeiou]y$", lw):
        return w[:-1] + "ies"
    return w + "s"


def third_person(s: str, subject: str = "The user") -> str:
    """`s` with the speaker as `subject`; capitalised, ending with a full stop."""
    s = s.strip().rstrip(" ,;:-")
    s = re.sub(r"\b([Ww]e|I)((?:'ve|'re| have| are)?)(?: all| both)\b", r"\1\2", s)
    s = re.sub(r"\bI'm\b|\bI am\b", "I 'm", s)
    s = re.sub(r"\bI've\b|\bI have\b", "I 've", s)
    s = re.sub(r"\bI'd\b", "I 'd", s)
    s = re.sub(r"\bI'll\b", "I 'll", s)
    s = re.sub(r"\b[Ww]e're\b|\b[Ww]e are\b", "I 'm", s)
    s = re.sub(r"\b[Ww]e've\b", "I 've", s)
    s = re.sub(r"\b[Ww]e'll\b", "I 'll", s)
    s = re.sub(r"\b[Ww]e'd\b", "I 'd", s)
    s = re.sub(r"\b[Ww]e were\b", "I was", s)
    s = re.sub(r"\b([Ww]e|I) (?:all|both)\b", r"\1", s)
    s = re.sub(r"\b[Ww]e\b", "I", s)
    # "a friend of mine's van" is "my friend's van" ("mine's" was kept as said)
    s = re.sub(r"\b(?:a|an) ([\w-]+) of (mine|ours)'s\b",
               lambda m: ("my " if m.group(2).lower() == "mine" else "our ") + m.group(1) + "'s",
               s, flags=re.I)
    # "one of us", "neither of us": a group the speaker is in, not the speaker alone
    s = re.sub(r"\b(one|neither|either|both|all|none|each|some|two|three|four|five|six|\d+|most|"
               r"many|any) of us\b",
               rf"\1 of them ({_plain(subject)} included)", s, flags=re.I)
    tokens = s.split(" ")
    out: list[str] = []
    seen_subject = said_i = False
    i = 0
    while i < len(tokens):
        t = tokens[i]
        core = t.strip(".,!;:")
        tail = t[len(core):] if t.startswith(core) else ""
        low = core.lower()
        if core == "I":
            # "Anders and I have": a compound subject keeps the plural verb
            both = (i >= 2 and tokens[i - 1] == "and" and not said_i
                    and all(_NOUN_WORD.fullmatch(t) for t in tokens[:i - 1]))
            said_i = True
            out.append(subject if not out else _plain(subject))
            seen_subject = True
            j = i + 1
            # "sort of" is an adverb, "sort" alone a verb ("I sort myself out")
            while j < len(tokens) and tokens[j].lower().strip(".,!") in _ADVERBS and not (
                    tokens[j].lower() == "sort" and (j + 1 == len(tokens)
                                                     or tokens[j + 1].lower() != "of")):
                out.append(tokens[j])
                j += 1
            if j < len(tokens) and not tail:
                nxt = tokens[j]
                ncore = nxt.rstrip(".,!;:")
                verb = ({"'m": "are", "am": "are", "'ve": "have"}.get(ncore, ncore) if both
                        else _verb_s(ncore))
                out.append(verb + nxt[len(ncore):])
                i = j + 1
                continue
            out[-1] += tail
            i += 1
            continue
        # after the speaker as subject, "their"; after a relative as subject the speaker is
        # still named ("My daughter lives with her husband and our two grandsons": not
        # "their two grandsons", which reads as the daughter's; remember25)
        if low in ("my", "our"):
            out.append(("their" if said_i else _possessive(subject)) + tail)
            seen_subject = True
        elif low in ("me", "us"):
            out.append(("them" if said_i else _plain(subject)) + tail)
            seen_subject = True
        elif low in ("myself", "ourselves"):
            out.append("themselves" + tail)
        elif low in ("mine", "ours") and not (low == "mine" and _noun_mine(tokens, i)):
            out.append("theirs" + tail)
        else:
            out.append(t)
        i += 1
    text = " ".join(out).strip()
    text = text[0].upper() + text[1:] if text else text
    text = re.sub(r"\s+", " ", text).rstrip(" .!,;:")
    return text + "."


_DETS = {"the", "a", "an", "this", "that", "his", "her", "their", "its", "our", "my"}
_NOT_DET_AFTER = {"is", "was", "are", "were", "be", "been", "'s", "of", "and", "or", "than",
                  "as"}


def _noun_mine(tokens: list[str], i: int) -> bool:
    """'the gold mine', 'a mine': the pit, not the pronoun ('This is mine', 'a friend of
    mine' stay 'theirs'), told by a determiner just before it or before its one modifier."""
    prev = [t.lower().strip(".,!;:") for t in tokens[max(0, i - 2):i]]
    if not prev or prev[-1] in _NOT_DET_AFTER:
        return False
    return prev[-1] in _DETS or (len(prev) == 2 and prev[0] in _DETS)


def _plain(subject: str) -> str:
    return "the user" if subject == "The user" else subject


def _possessive(subject: str) -> str:
    return _plain(subject) + "'s"
