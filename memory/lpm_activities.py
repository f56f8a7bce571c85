"""What the speaker does and speaks, said with a plain verb: "I swim at the leisure centre,
usually Monday mornings", "I speak French and English fluently and some German", "I'm slowly
learning Japanese".

Design decisions:
- A sport said as a verb in the present ("I swim", "we cycle to work") is a standing
  activity, keyed like a sport taken up (`activity.swimming`), with what the clause says of
  where and when kept in the text. Only the verb right after the subject (adverbs aside): "I
  can't really run anymore" and "I don't swim" hold a word between and are no activity, and
  "I run a café" (an object after the verb) is another verb altogether; verbs that are
  mostly something else in chat ("I row with my husband", "I box up the books") are left out.
- Coaching a team or a sport is what people do at weekends and are asked about ("What
  sport do I coach?"): the team is kept as said, the sport named where the phrase has one.
- Languages are a closed list, so "I speak to my mum daily" or "I'm learning patience" name
  none. What is spoken is one fact (`languages`, a newer list replaces it); each language
  being learnt is keyed by itself, as people learn one and then another, however the
  learning is said ("learning", "picking up", "brushing up on"); a language name before a
  noun is that noun's kind ("picking up Thai food"), no language.
- A collection's size changes as it grows ("The pen collection is up to 75 now"): said with
  "the" in one's own chat it is one's own (as `lpm_plans.as_mine` reads "the move"), and the
  new count is keyed by the thing collected (`collection.<thing>`). The statement that gave
  the old count is not ended: what it says of the collection ("old fountain pens, mostly
  Parkers") is still true, and ended it took "What do I collect?" with it. Not "my dad's
  stamp collection", nor "the museum's collection".
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .lpm_words import CATEGORY_OF
from .person import third_person
from .types import Page

_SPORT = {"swim": "swimming", "run": "running", "jog": "jogging", "cycle": "cycling",
          "climb": "climbing", "surf": "surfing", "ski": "skiing", "skate": "skating",
          "sail": "sailing", "dance": "dancing", "hike": "hiking", "kayak": "kayaking"}
_DOES = re.compile(r"\b(?i:i|we) (?:(?i:also|still|now|mostly|usually|normally|regularly|"
                   r"often|sometimes|try to|like to|love to) )*(?i:(" + "|".join(_SPORT)
                   + r"))\b(?! (?:a|an|the|my|our|your|his|her|their|late|out|into|away|off|"
                   r"errands|things|it|that|this|over|up|down|"
                   # ("I run Georgiou Plumbing & Heating": a business by its name; remember84)
                   r"(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)(?-i:[A-Z])\w+|"
                   # "The cafe we run is busy": the verb of a clause about a thing, not a sport
                   r"is|are|was|were|has|had|does)\b)(?!')"
                   # "I run about 3000 merinos", "we run two cafes": a count of things run is a
                   # business (remember47), a count of distances or times a sport ("I run 5k")
                   r"(?! (?:about|around|over|nearly|roughly|some|close to|maybe|just over|"
                   r"under|a few|two|three|four|five|six|\d[\d,]*\+?) (?:\d[\d,]*\+? )?"
                   r"(?!(?:k|km|kms|kilometres|kilometers|miles?|mi|laps?|lengths?|marathons?|"
                   r"half|ultras?|times?|days?|mornings?|evenings?|nights?|hours?|hrs?|"
                   r"minutes?|mins?|x|m|metres|meters|yards|a|an|the|\d[\d,]*)\b)[a-z])"
                   r"([^.;!?]{0,80})", re.I)
# "I coach an under-12 rugby team on Saturdays", "I coach my son's football side"
_COACH = re.compile(r"\b(?i:i|we) (?:(?i:also|still|now|help) )?(?i:coach) ((?:(?:an?|the|my|"
                    r"our|a local) )?(?:[\w'-]+ ){0,3}?(?:team|squad|side|club|kids|juniors)"
                    r"(?: (?:on|every) \w+)?|(?i:" + "|".join(
                        w for w, c in CATEGORY_OF.items() if c == "sport") + r")\b)")
_LANGS = ("english|french|german|spanish|italian|portuguese|dutch|polish|russian|japanese|"
          "chinese|mandarin|cantonese|korean|arabic|hindi|urdu|bengali|punjabi|tamil|swahili|"
          "turkish|greek|irish|welsh|gaelic|swedish|norwegian|danish|finnish|icelandic|czech|"
          "slovak|hungarian|romanian|bulgarian|serbian|croatian|ukrainian|hebrew|persian|farsi|"
          "thai|vietnamese|indonesian|malay|tagalog|catalan|basque|latin|yoruba|igbo|zulu|"
          "afrikaans|amharic|somali|sign language|bsl|asl")
_LANG = r"(?i:" + _LANGS + r")\b"
LANGUAGES = _LANGS   # (a language is a subject one teaches: lpm_changes)
_FILL = (r"(?i:and|as well as|plus|fluently|well|too|natively|a bit of|a little|a little bit "
         r"of|some|basic|fluent|conversational|decent|of)")
_SPEAK = re.compile(r"\b(?i:i) (?:(?i:also|can|now) )?(?i:speak) ((?:" + _FILL + r" )*" + _LANG
                    + r"(?:[ ,]+(?:" + _FILL + r"\b[ ,]*)*" + _LANG + r")*(?: (?i:fluently|well|"
                    r"natively)\b)?)")
_LEARN = re.compile(r"\b(?i:i(?:'m| am)|i(?:'ve| have) been|i(?:'ve| have) started|we(?:'re| "
                    r"are)) (?:(?i:slowly|currently|still|also|now|finally|trying to) )*(?i:"
                    r"learning|learn|picking up|pick up|studying|brushing up on|brushing up) ("
                    # "picking up Thai" is a language, "picking up Thai food" is dinner
                    + _LANG + r")(?!(?i: (?:food|takeaway|take-away|curry|dishes|restaurant|"
                    r"street|recipes?|cooking|boxing|massage|friends?|people|guy|girl|kids?)\b))")

_THE_COLLECTION = re.compile(r"^((?:[\w ]{1,20}[:,!]\s+)?)(?i:the) (?=(?:[a-z-]+ ){1,2}?collection "
                             r"(?:is|'s|has)\b)")
_COUNT = re.compile(r"\b(?i:my|our) ((?:[a-z-]+ ){1,2}?)(?i:collection) (?:is|'s|has) (?:(?i:now|"
                    r"grown|got) )?(?:(?i:up to|at|reached|to|got to) )?(?:(?i:about|around|over|"
                    r"nearly|almost) )?(\d[\d,]*)\b")


def own_collection(s: str) -> str:
    """ "The pen collection is up to 75 now" -> "My pen collection ..."; else `s`."""
    return _THE_COLLECTION.sub(lambda m: m.group(1) + "My ", s, count=1)


def collection(s: str, page: Page, who: str) -> list[dict]:
    """ "My pen collection is up to 75 now" -> its size, keyed `collection.<thing>`."""
    m = _COUNT.search(s)
    if not m or re.search(r"\b(?:if|would|hope|want)\b", s, re.I):
        return []
    thing, n = m.group(1).strip().lower(), m.group(2)
    return [fact("trait", f"collection.{slug(thing)}", n, f"{poss(who)} {thing} collection is "
                 f"up to {n} now (how many they have).", page, 0.75)]


def activities(s: str, page: Page, who: str) -> list[dict]:
    """Sports done and languages spoken or learnt, said in sentence `s`."""
    out = []
    m = _DOES.search(s)
    if m and not re.search(r"\b(?:if|when|would|could|used to)\b", s[:m.start()], re.I):
        sport = _SPORT[m.group(1).lower()]
        rest = re.split(r"\s+(?:so|but|because|and then|although|though)\b", m.group(2))[0]
        said = third_person(f"I {m.group(1).lower()}{rest.rstrip(' ,')}.", who)
        out.append(fact("trait", f"activity.{sport}", sport,
                        f"{said[:-1]} ({sport} is a sport, the exercise they do).", page, 0.7))
    m = _COACH.search(s)
    if m:
        what = m.group(1).strip()
        sport = next((w for w in re.findall(r"[a-z]+", what.lower())
                      if CATEGORY_OF.get(w) == "sport"), None)
        said = third_person(f"I coach {what}.", who)
        if sport:
            said = f"{said[:-1]} (coaching {sport}, a sport they coach)."
        out.append(fact("trait", "activity.coaching", what, said, page, 0.7))
    m = _SPEAK.search(s)
    if m and not re.search(r"\b(?:don't|do not|can't|cannot|wish)\b", s[:m.start()], re.I):
        langs = m.group(1).strip(" ,")
        langs = re.sub(r"\b(" + _LANGS + r")\b", lambda x: x.group(1).capitalize(), langs,
                       flags=re.I)
        out.append(fact("trait", "languages", langs, f"{who} speaks {langs}.", page, 0.75))
    for m in _LEARN.finditer(s):
        lang = m.group(1).capitalize()
        # ("I'm learning Spanish, maybe at an A2 level now": how far, said after it; remember57)
        level = re.match(r"[^.;!?]{0,30}?\b((?-i:[ABC][12])|beginner|intermediate|advanced|upper "
                         r"intermediate|conversational|basic)\b(?: level)?", s[m.end():], re.I)
        said = f"a language, {level.group(1)} level" if level else "a language"
        out.append(fact("trait", f"learning.{lang.lower()}", lang,
                        f"{who} is learning {lang} ({said}).", page, 0.75))
    return out
