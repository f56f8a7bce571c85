"""A pastime the speaker does now: "I've taken up knitting", "I do watercolours now instead",
"These days I mostly do crochet", "My hobby is woodturning" (remember37: "I've stopped the
pottery ... I do watercolours now instead" ended the pottery and kept nothing keyed of the
watercolours, so "What hobby do I do these days?" got where they live).

Design decision: a closed list of crafts and quiet pastimes (`PASTIMES`), as the sports are
(lpm_tastes reads a sport taken up); "do" names a pastime only beside a word of now ("now",
"these days", "instead"), as "I do the garden on Sundays" is a chore and "I did pottery at
school" the past. Keyed `activity.<pastime>`, as a sport is, so "stopped the pottery" ends it.
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .person import third_person
from .types import Page

PASTIMES = (r"(?:watercolou?rs?|watercolou?r painting|oil painting|painting|drawing|sketching|"
            r"pottery|ceramics|knitting|crochet(?:ing)?|sewing|quilting|embroidery|cross-stitch|"
            r"needlepoint|woodwork(?:ing)?|woodturning|wood ?carving|whittling|photography|"
            r"calligraphy|gardening|baking|bird ?watching|birding|fishing|angling|chess|origami|"
            r"jigsaws|jigsaw puzzles|genealogy|scrapbooking|beekeeping|metal detecting|"
            r"stamp collecting|journaling|poetry)")
_NOW = r"(?:now|instead|these days|nowadays|at the moment)"
_TOOK_UP = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just |recently |finally |also |now )?"
                      r"(?:started|taken up|took up|picked up|got into|gotten into|began|begun|"
                      r"turned to)(?: doing)? (" + PASTIMES + r")\b(?! (?:classes|lessons|club|"
                      r"group|course)\b)", re.I)
_DO_NOW = re.compile(r"(?:\b" + _NOW + r",? )?\bi (?:now |mostly |mainly |just )?(?:do|paint|"
                     r"make)(?: a bit of| some| a lot of)? (" + PASTIMES + r")\b(?=([^.;!?]{0,"
                     r"25}\b" + _NOW + r"\b)?)", re.I)
_HOBBY = re.compile(r"\bmy (?:main |new |favourite |favorite )?hobby(?: these days| now)? is ("
                    + PASTIMES + r")\b", re.I)


# "I knit for the neonatal unit", "I still crochet most evenings": a craft said by its verb,
# one that names nothing else (not "paint", "bake": "I paint houses", "I bake for a living")
_CRAFT_VERB = {"knit": "knitting", "crochet": "crochet", "quilt": "quilting",
               "embroider": "embroidery", "whittle": "whittling", "sew": "sewing"}
_CRAFTS = re.compile(r"\bi (?:still |also |now |mostly |love to |like to |do )?(" + "|".join(
    _CRAFT_VERB) + r")\b(?! (?:for a living|professionally)\b)", re.I)


# "I've been doing pilates twice a week since I started at Emory" (sunhee: only the new job
# was kept, so "what exercise do I do?" had nothing): a class of exercise one does, in the
# present or kept up ("I do", "I've been doing", "I still do"); not "I did yoga once", "I
# want to do pilates", "I do the yoga class's books"
EXERCISE = (r"(?:hot yoga|yoga|pilates|reformer pilates|tai chi|qigong|zumba|aerobics|aqua "
            r"aerobics|aquafit|crossfit|spin(?:ning)?|spin classes|kickboxing|boxing|karate|judo|"
            r"taekwondo|jiu-jitsu|jiu jitsu|parkrun|weights|weight training|strength training|"
            r"barre|hiit|circuits|bootcamp)")
_EXERCISES = re.compile(r"\bi(?:'ve| have)? (?:still |also |now |mostly |been )?(?:do|doing) ("
                        + EXERCISE + r")\b(?! (?:instructor|teacher|studio|business|class'|"
                        r"classes for)\b)([^,.;!?]{0,100}?)(?=[,.;!?]|$| (?:so|but|because|"
                        r"since|although|though|for|and then)\b)", re.I)


def pastimes(s: str, page: Page, who: str) -> list[dict]:
    """The pastime facts of sentence `s`."""
    m = _EXERCISES.search(s)
    if m and not re.search(r"\b(?:if|would|should|could|might|used to)\b", s[:m.start()], re.I):
        x = m.group(1).lower()
        said = third_person(f"I do {x}{m.group(2).rstrip()}.", who)   # ("with my sister")
        return [fact("trait", f"activity.{slug(x)}", x, f"{said[:-1]} (exercise they do).", page,
                     0.75)]
    m = _TOOK_UP.search(s) or _HOBBY.search(s)
    if m:
        x = m.group(1).lower()
        return [fact("trait", f"activity.{slug(x)}", x, f"{who} does {x} (a hobby they took "
                     "up)." if m.re is _TOOK_UP else f"{poss(who)} hobby is {x}.", page, 0.75)]
    m = _CRAFTS.search(s)
    if m:
        x = _CRAFT_VERB[m.group(1).lower()]
        return [fact("trait", f"activity.{slug(x)}", x, f"{who} does {x} (a hobby).", page, 0.75)]
    m = _DO_NOW.search(s)
    if m and (m.group(2) or re.match(r"\W*" + _NOW, m.group(0), re.I)):
        x = m.group(1).lower()
        return [fact("trait", f"activity.{slug(x)}", x, f"{who} does {x} now (a hobby).", page,
                     0.75)]
    return []
