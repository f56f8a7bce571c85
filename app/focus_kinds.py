"""Kinds of things a question asks for, and the facts that say one (app/focus_subject sorts
the few closest facts with them; remember22).

Design decision: meaning alone put a fact closer to the question's words before the one
that says the kind of thing asked ("What is Thandi studying?" found her age before "... is in
first year medicine at Wits"; "What's my hobby?" a coeliac fact before "knits for the
neonatal unit"; "What does Ray use to get around?" his bowling green before his mobility
scooter; "Suggest a dinner I can make tonight" nothing at all). Each kind is a pair: the
words that ask for it and the words a fact says it with. The sort is stable, so meaning keeps
the order among facts that say the kind, and a kind no fact says changes nothing.

Also the small readings of a question and a fact focus_subject sorts by: its content words,
whether a fact is only about a relative, who does something for a relative.
"""
from __future__ import annotations

import re

from memory.lpm_words import CATEGORIES, DIETS, RELATIONS

# "What is Thandi studying?", "what's my son doing at uni?": a fact saying a course or a year of
# one ("... is in first year medicine at Wits") before a closer one in meaning (her age)
_ASKS_STUDY = re.compile(r"\b(?:study|studying|studies|studied|course|degree|major(?:ing)?|"
                         r"reading)\b|\bdoing at (?:uni|university|college)\b|"
                         # ("Where do I go to college?": remember44 got the campus job)
                         r"\b(?:go|goes|going) to (?:uni|university|college)\b|"
                         r"\b(?:which|what) (?:uni|university|college)\b|"
                         # ("which year am i in?": the year of a course, not a date asked)
                         r"\b(?:which|what) (?:year|grade|form|class|standard)(?: group)? (?:am|are|is) "
                         r"[\w']+ in\b", re.I)
_SAYS_STUDY = re.compile(r"\b(?:stud(?:y|ying|ies|ied|ent)|degree|course|(?:first|second|third|"
                         r"final|1st|2nd|3rd|\d+th) (?:year|standard|grade|class)|(?:year|grade) \d+|"
                         r"uni|university|college|major\w*|reading|phd|"
                         r"masters?|bachelor'?s?|diploma|apprenticeship|medicine|law|nursing)\b",
                         re.I)
# "What's my hobby?", "what do I do in my free time?": a fact saying a pastime done ("The
# user knits for the neonatal unit") before closer ones in meaning (remember22: a coeliac fact)
# ("What is Hamish into?": what someone is into is a pastime; remember23)
_ASKS_HOBBY = re.compile(r"\bhobb(?:y|ies)\b|\bpastimes?\b|\b(?:in|with) (?:my|our) (?:free|"
                         r"spare) time\b|\bfor fun\b|\b(?:is|are|'s|'re) (?:[\w']+ ){1,3}?"
                         r"(?:really |mostly )?into(?: these days| at the moment| now)?\W*$|"
                         r"\bwhat (?:dance|classes|lessons|activities|clubs?)\b", re.I)
_SAYS_HOBBY = re.compile(r"\b(?:hobb(?:y|ies)|knit\w*|crochet\w*|sew(?:s|ing)?|quilt\w*|"
                         r"embroider\w*|paint(?:s|ing)?|draw(?:s|ing)?|sketch\w*|garden(?:s|ing)|"
                         r"bak(?:es|ing)|pottery|woodwork\w*|fish(?:es|ing)|golf\w*|hik(?:es|ing)|"
                         r"birdwatch\w*|photograph\w*|collect(?:s|ing|ion)|plays? the|sings?|"
                         r"singing|choir|dances|dancing|bowls|chess|jigsaw\w*|crossword\w*|"
                         r"climb(?:s|ing)|bouldering|cycl(?:es|ing)|swim(?:s|ming)|runs|running|"
                         r"free time|spare time|took up|taken up|into|obsessed with|mad about|classes|lessons|"
                         r"keen on|passionate about|crazy about)\b", re.I)
# "What kind of music am I into?", "who's my favourite band?": a fact saying music, or a taste
# for someone by name ("The user likes Vicente Fernández."; remember42: the driving job was
# closer in meaning)
_ASKS_MUSIC = re.compile(r"\b(?:music|singers?|bands?|artists?|songs?|listen(?:ing)? to)\b", re.I)
_SAYS_MUSIC = re.compile(r"\b(?:music\w*|songs?|singers?|bands?|albums?|listen\w*|concerts?|gigs?|"
                         r"sings?|" + "|".join(map(re.escape, CATEGORIES["music"].split())) +
                         r")\b|^(?:\[[^\]\n]{1,40}\] )?The user (?:likes|loves) (?-i:[A-Z])", re.I)
# "What does Ray use to get around?", "how do I get to work?": a way about (remember22)
_ASKS_TRAVEL = re.compile(r"\bget (?:around|about)\b|\bget to (?:work|school|the shops|uni|college|campus)\b|"
                          r"\bcommute\b|\bhow do (?:i|we|you) travel\b", re.I)
_SAYS_TRAVEL = re.compile(r"\b(?:scooter|wheelchair|walker|car|van|truck|bike|bicycle|"
                          r"motorbike|bus|train|tram|tube|metro|subway|underground|taxi|drives?|"
                          r"driving|cycles?|cycling|"
                          r"walks?|walking|commutes?|ferry|lift)\b", re.I)
# "Suggest a dinner I can make tonight", "a pudding I can have", "a snack for me": food for the
# user, which what they don't eat decides (app/focus reads it as a request needing memory)
FOOD_FOR_ME = re.compile(r"\b(?:dinner|lunch|breakfast|brunch|meal|recipe|dish|snack|pudding|"
                         r"dessert|cake|supper|food|treat|takeaway)s?\b(?: (?:idea|option)s?)?"
                         r"(?: (?:that|which))? (?:i|we) (?:can|could) (?:eat|have|make|cook)\b",
                         re.I)
# what decides food for the user: a diet, an allergy or intolerance, a condition, meat given up
_SAYS_FOOD_RULE = re.compile(r"\b(?:" + DIETS + r")\b|\b(?:allerg\w*|intoleran\w*|coeliac|"
                             r"celiac|diabet\w*|halal|kosher)\b|\b(?:given up|gave up|quit|cut "
                             r"out|don't eat|do not eat|doesn't eat|can't eat|cannot eat|never "
                             r"eat|no) (?:red )?(?:meat|dairy|gluten|pork|beef|fish|eggs|sugar)\b",
                             re.I)

# "Anything I should watch out for, health-wise?", "Any medical issues I have?": a fact saying
# a condition before closer ones about food or the day (remember20); not a carer's role ("my
# home health aide", "the health visitor"; remember55)
_ASKS_HEALTH = re.compile(r"\b(?:(?:my|any) (?:conditions?|health)|health(?:-?wise|y)?|medical(?:ly)?)"
                          r"\b(?! (?:aide|visitor|worker|assistant)s?\b)|\bwhat(?:'s| is) wrong with\b", re.I)
_SAYS_HEALTH = re.compile(r"\b(?:allerg\w*|intoleran\w*|diabet\w*|blood pressure|asthma\w*|"
                          r"condition|diagnosed|injur\w*|slipped disc|arthritis|coeliac|celiac|"
                          r"migraines?|cholesterol|epilep\w*|gout|heart|kidney|surgery|"
                          r"medication|insulin|inhaler|doctor|dementia|cancer|parkinson's)\b", re.I)
_ASKS_DIET = re.compile(r"\bdiet(?:ary)?\b|\beat meat\b", re.I)   # "What diet do I follow?"
_SAYS_DIET = re.compile(r"\b(?:" + DIETS + r")\b", re.I)

# "When is Bea's birthday?": a fact giving a date before one giving only her age (remember33);
# "How long have I had the shop?": one saying how long before one naming the shop (remember32)
_ASKS_WHEN = re.compile(r"^\W*(?:(?:and|so|remind me|do you (?:know|remember)),? )?when(?:'s| is| "
                        r"was| does| did| do| will| are| were)\b", re.I)
_MONTHS = (r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|"
           r"june|july|august|september|october|november|december")
_SAYS_DATE = re.compile(r"\b(?:" + _MONTHS + r")\.? \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?(?: of)? "
                        r"(?:" + _MONTHS + r")\b|\b(?:on|in|next|this|last|to|until|till) (?:monday|tuesday|"
                        r"wednesday|thursday|friday|saturday|sunday|" + _MONTHS + r")\b|"
                        r"\b\d{1,2}/\d{1,2}\b|\b(?:19|20)\d\d\b|\bthe \d{1,2}(?:st|nd|rd|th)\b|"
                        r"\b(?:of|in|end of|early|late|mid) (?:" + _MONTHS + r")\b", re.I)
SAYS_DATE = _SAYS_DATE   # (focus_when)
_ASKS_HOW_LONG = re.compile(r"\bhow long\b|\bsince when\b|\bhow many years\b", re.I)
_SAYS_HOW_LONG = re.compile(r"\bfor (?:about |around |over |nearly |almost |the (?:last|past) )?"
                            r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|[a-z]+teen|"
                            r"a few|a couple of|several|many) (?:years?|months?|weeks?|decades?)"
                            r"\b|\bsince (?:\d{4}|i was|we|the|last|" + _MONTHS + r")\b", re.I)


# "what kind of ship is Arnel going on next?": of facts about one person, the one saying what
# comes next ("... then he goes back out, this time on a cruise ship") before the one closest
# in meaning (remember43: his ship now)
_ASKS_NEXT = re.compile(r"\bnext\b(?! (?:to|door)\b)", re.I)
_SAYS_NEXT = re.compile(r"\b(?:next|then|this time|will|going to|soon)\b|'ll\b", re.I)
# "Who lives with us?": a fact saying whom the user lives with before the home's town (sneha:
# once "We stay in Nashik" was a home, its fact was put beside instead of the household's)
# "How do I like my answers?", "what units should you use for me?": a standing instruction
# before a taste closer in meaning (remember48's seun got "likes jollof rice")
_ASKS_RULE = re.compile(r"\b(?:my|your) (?:answers|replies|responses)\b|\bhow (?:should|do) you "
                        r"(?:answer|reply|talk|write)\b|\b(?:should|do) you (?:use|answer|reply|"
                        r"write)\b", re.I)
_SAYS_RULE = re.compile(r"\basked the assistant to\b", re.I)
# "How old was I when we moved to Canada?": a fact saying an age then ("... moved to Canada
# when the user was 5") before one saying where (remember48's parisa)
_ASKS_AGE_THEN = re.compile(r"\bhow old (?:was|were) (?:i|we|my \w+|\w+) when\b", re.I)
_SAYS_AGE_THEN = re.compile(r"\bwhen (?:the user|they|he|she|[A-Z]\w+) (?:was|were) (?:\d+|a \w+|"
                            r"[a-z]+teen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                            r"twelve)\b|\bat (?:the )?age (?:of )?\d+|\baged \d+")
# "What's my side business called?": a fact saying what is done on the side (florin, akosua:
# a new house came first); "Which area is my apartment in?": one saying the dwelling, before
# the town of the move; "How much rent do I pay?": the rent, before a pay rise
_ASKS_SIDE = re.compile(r"\bside (?:business|hustle|gig|job|line)\b", re.I)
_SAYS_SIDE = re.compile(r"\bon the side\b|\bside (?:business|hustle|gig|job|line)\b", re.I)
_ASKS_DWELLING = re.compile(r"\b(?:my|our) (?:new )?(?:flat|apartment|condo|studio)\b", re.I)
_SAYS_DWELLING = re.compile(r"\b(?:flat|apartment|condo|studio)\b", re.I)
_ASKS_RENT = re.compile(r"\b(?:rent|mortgage)\b", re.I)
_SAYS_RENT = re.compile(r"\b(?:rent|mortgage) is\b", re.I)
_ASKS_WITH = re.compile(r"\bwho (?:else )?(?:lives|stays|is living|is staying|'s living) with (?:us|me)\b", re.I)
_SAYS_WITH = re.compile(r"\b(?:lives?|living|stays?|staying) with (?:the user|them)\b", re.I)


def by_kind_asked(pick: list, text: str, plain, kin: bool, one: bool = False) -> list:
    """`pick` with the facts that say the kind of thing `text` asks for first (`plain`: a
    fact's text without its date); food for the user only when no relative is asked of; a
    date only among the facts about `one` person asked of by name or relation."""
    pairs = [(_ASKS_RULE, _SAYS_RULE), (_ASKS_AGE_THEN, _SAYS_AGE_THEN), (_ASKS_SIDE, _SAYS_SIDE),
             (_ASKS_DWELLING, _SAYS_DWELLING), (_ASKS_RENT, _SAYS_RENT), (_ASKS_STUDY, _SAYS_STUDY), (_ASKS_TRAVEL, _SAYS_TRAVEL), (_ASKS_HOBBY, _SAYS_HOBBY),
             (_ASKS_MUSIC, _SAYS_MUSIC)]
    if not kin:
        pairs.append((FOOD_FOR_ME, _SAYS_FOOD_RULE))
    pairs += [(_ASKS_HEALTH, _SAYS_HEALTH), (_ASKS_DIET, _SAYS_DIET),
              (_ASKS_HOW_LONG, _SAYS_HOW_LONG), (_ASKS_WITH, _SAYS_WITH)]
    # (a date among the facts about one person only: "When is my anatomy exam?" of facts about
    # the user, the one naming the exam, not another dated one; leona)
    pairs += [(_ASKS_WHEN, _SAYS_DATE), (_ASKS_NEXT, _SAYS_NEXT)] if one else []
    for asks, says in pairs:
        if asks.search(text) and len(pick) > 1:
            pick = sorted(pick, key=lambda f: not says.search(plain(f)))
    return pick


def also_asked(pick: list, facts, text: str, plain) -> list:
    """`pick` (the facts naming what `text` names) and, where it asks of the user's dwelling,
    the facts saying one: "Which area of Accra is my apartment in?" names the town, not the
    apartment (akosua: only "plans to move to Accra" was picked)."""
    if not _ASKS_DWELLING.search(text):
        return pick
    return pick + [f for f in facts if f not in pick and _SAYS_DWELLING.search(plain(f))]


def says_kind(question: str, sentence: str) -> bool:
    """Whether `sentence` says the kind of thing `question` asks for (not a job: focus_subject)."""
    return any(asks.search(question) and says.search(sentence) for asks, says in (
        (_ASKS_DIET, _SAYS_DIET), (_ASKS_HEALTH, _SAYS_HEALTH), (_ASKS_STUDY, _SAYS_STUDY),
        (_ASKS_HOBBY, _SAYS_HOBBY)))


# "Where did I use to live?" with no former home kept: where the user is from answers it,
# where the closest in meaning is the home now (remember28: "I'm Darnell, 34, from Memphis"
# then "we just moved to Nashville" put Nashville beside); only of the user's own home
# ("Where did we stay before shifting?", "where were we living before?": remember29)
_ASKS_OLD_HOME = re.compile(r"\b(?:lived?|living|stay(?:ed)?|staying)\b", re.I)
_FROM_FACT = re.compile(r"(?:\[[^\]\n]{1,40}\] )?The user (?:is from|grew up in|was born in|was brought up in)\b")


def home_before(text: str, facts: list) -> list:
    """The facts saying where the user is from, for a question about where they lived
    before (`text` asks of the user's past, not a relative's); else []."""
    if not _ASKS_OLD_HOME.search(text):
        return []
    return [f for f in facts if _FROM_FACT.match(f.text)]


# "What did I do before teaching?": what one does is one's job ("job used to be ..."); "which
# city was I in before we moved?": a place is where one lived (teodora: the home now beside)
_ASKS_DOING = re.compile(r"\bwhat (?:did|do) (?:i|we) (?:use to |used to )?do\b", re.I)
_ASKS_PLACE = re.compile(r"\b(?:where|(?:which|what) (?:city|town|country|village|place|state|"
                         r"county|area|suburb|part of)) (?:was|were|did|had) (?:i|we)\b", re.I)


_ASKS_ENDED = re.compile(r"\b(?:give up|given up|quit|stop|stopped)\b", re.I)


def ended_said(text: str) -> set[str]:
    """Words a fact says of what was given up, for a question asking what was (`text`)."""
    return {"stop", "quit", "gave up", "given up"} if _ASKS_ENDED.search(text) else set()


def past_said(text: str) -> set[str]:
    """Words a fact of the past says when it answers the past question `text`; a vehicle is
    said as driven ("what year was my old ute": "used to drive a 2014 hilux"; remember53),
    not as a driving job ("used to be ... a taxi driver" for "what was my old car?"; nii)."""
    # (and a stretch of work told in the past: "The user was a primary school teacher for
    # thirty-odd years" for "What did I do before I retired?"; remember71)
    return ({"job", "work", "was a", "was an"} if _ASKS_DOING.search(text) else set()) | (
        {"live"} if _ASKS_PLACE.search(text) else set()) | ended_said(text) | (
        {"used to drive"} if re.search(r"\b(?:car|ute|truck|van|pickup|vehicle)\b", text, re.I) else set())


# "Who is looking after my kids?": who does something for a relative is someone else, so a fact
# naming another relative comes first (remember33: "The user's daughter Bea is turning 12" came)
WHO_DOES = r"(?:'s| is| was| are)? (?!(?:my|our|the|is|was|has|does)\b)(?-i:[a-z]+(?:ing|ed|s))\b"
_WHO_DOES = re.compile(r"^\W*who" + WHO_DOES, re.I)
_KIN_SAID = re.compile(r"\b(?:the user's|their|his|her) (?:(?:younger|older|little|big|baby|small|"
                       r"eldest|oldest|youngest|twin) )?(" + RELATIONS + r")\b", re.I)   # (abena)


def who_does(pick: list, text: str, asked_kin: str, plain) -> list:
    """`pick` with the facts naming a relative other than `asked_kin` (a pattern) first, for a
    question asking who does something for that relative."""
    if not _WHO_DOES.search(text) or len(pick) < 2:
        return pick
    return sorted(pick, key=lambda f: not any(not re.match(asked_kin, r, re.I)
                                              for r in _KIN_SAID.findall(plain(f))))


# "When is the wedding?": a thing asked of with "the" that a fact says the user has
_THE_THING = re.compile(r"\bthe (?:new |big |next )?([a-z]{3,})\b")
_NOT_OWNED = frozenset("name one other same best first last most way time day week year "
                       "weather news world capital difference".split())


# "Which night is choir?", "What time is yoga?": a pastime asked of by its bare name, which a
# fact says the user does (remember34: no "I/my", so the full layout, and the model failed)
_BARE_THING = re.compile(r"^\W*(?:when|what time|which (?:night|day|evening|morning)|what "
                         r"(?:night|day|evening|morning))(?:'s| is| are) ([a-z]{4,})\s*\??\s*$",
                         re.I)


def owned(text: str, facts) -> list:
    """The facts saying the user has the thing a question asks of with "the": "When's the
    move happening?" of "The user's move was pushed back to September"; or does the thing
    asked of by its bare name ("Which night is choir?" of "The user sings with a choir ...")."""
    # (not a pet or a relative: "the dog food" is no question of the user's dog; KIN_ASKED)
    words = {w for w in _THE_THING.findall(text.lower())
             if not re.fullmatch(rf"(?:{RELATIONS})s?", w)} - _NOT_OWNED
    bare = _BARE_THING.search(text)
    return [f for f in facts for w in words
            if re.search(rf"\bthe user's (?:[a-z]+ )?{re.escape(w)}s?\b", f.text, re.I)] + [
        f for f in facts if bare and re.match(r"(?:\[[^\]]*\] )?The user (?!'s)", f.text)
        and re.search(rf"\b{re.escape(bare.group(1))}\b", f.text, re.I)]


# chat drops the apostrophe and the question mark: "whats my name again"
_QUESTION_WORDS = frozenset("what what's where where's when which whose does doing have with "
                            "from about name called call tell remind remember again your "
                            "mine this that there their they them these those still".split())
_ABOUT_KIN = re.compile(r"^The user's (?:" + RELATIONS + r")\b", re.I)


_ING = re.compile(r"\b[a-z]{3,}ings?\b")
_ING_COMMON = {"doing", "going", "having", "getting", "being", "thing", "something",
               "anything", "everything", "nothing", "bring", "during", "king", "ring", "sing",
               # nouns ending so ("What's our wedding budget now?": remember72)
               "wedding", "evening", "morning", "building", "meeting", "ceiling", "pudding",
               "clothing", "christening", "earring", "sibling", "spring", "string", "wing",
               "swing", "stuffing", "icing", "lightning", "awning", "housing", "ceiling"}
# "What bus do I drive?", "How big is the team I lead?" (hugo): the verb asked of the user, in
# any of its forms; not verbs that any fact about the user could answer with
_DO_VERB = re.compile(r"\b(?:do|did|does|can) (?:i|we) ([a-z]{3,}(?: up)?)\b|\bthe [a-z]+ (?:that |which )?"
                      r"(?:i|we) ([a-z]{3,})(?: (?:at|in|for|with|on))?\s*[?.!]*$")
# forms the stem does not reach: "What did I give up?" of "The user packed in drinking"
_FORMS = {"give up": r"\b(?:gave|given|giv(?:e|es|ing)) up\b|\b(?:quit|packed in|stopped|kicked|"
                     r"jacked in|no longer)\b",
          "drive": r"\bdr(?:ove|iven)\b", "eat": r"\b(?:ate|eaten)\b", "buy": r"\bbought\b",
          "teach": r"\btaught\b", "ride": r"\brode\b", "grow": r"\bgrew\b",
          "sell": r"\bsold\b", "take": r"\b(?:took|taken)\b", "drink": r"\bdr[au]nk\b"}
_FORMS["quit"] = _FORMS["stop"] = _FORMS["give up"]   # (a liking: rules of its own, "Which herb do I hate?")
_VERB_COMMON = {"have", "like", "love", "hate", "dislike", "enjoy", "mind", "live", "work", "want",
                "need", "know", "think", "mean", "name", "remember", "call", "tell", "say", "ask", "get", "use", "feel", "prefer", "usually",
                "still", "ever", "normally", "always", "really", "actually"}
_JOB_SAID = re.compile(r"'s job is working as\b")


def verb_said(pick: list, text: str, plain) -> list:
    """`pick` with the facts saying the verb `text` asks with first: "What am I training
    for?" the fact saying "training", "What bus do I drive?" one saying the user drives
    (kofi: a fact about an eye operation that mentioned buses came first). Not the job
    template's "working as" ("What am I working towards?")."""
    said = [rf"\b{w}s?\b" for w in {w.rstrip("s") for w in _ING.findall(text.lower())}
            - _ING_COMMON]
    v = _DO_VERB.search(text.lower())
    verb = v and (v.group(1) or v.group(2))
    verb = verb and (verb if verb in _FORMS else verb.removesuffix(" up"))
    if verb and verb not in _VERB_COMMON:
        stem = verb[:-1] if verb.endswith("e") else verb
        said.append(_FORMS.get(verb, "") + ("|" if verb in _FORMS else "")
                    + rf"\b{stem}(?:e|es|s|ing|ed|d)?\b")
    if not said or len(pick) < 2:
        return pick
    return sorted(pick, key=lambda f: not any(
        re.search(w, _JOB_SAID.sub("", plain(f)), re.I) for w in said))


def asked_words(text: str, about: set[str]) -> set[str]:
    """The content words of a question, as stems, less the person it is about."""
    words = set(re.findall(r"[a-z]{4,}", text.lower())) - _QUESTION_WORDS
    return {w[:-1] if w.endswith("s") else w for w in words} - about


def asked_of_kin(fact: str, text: str) -> bool:
    """Whether the sentences of a fact of several that say the words of `text` are all about
    a relative ("Which city am I working in now?" of "The user got engaged. The user's fiancé
    is called Vivek, he is a civil engineer working in Dubai.")."""
    parts = re.split(r"(?<=[.!?]) (?=The user)", fact)
    said = asked_words(text, set())
    hits = [p for p in parts if any(re.search(rf"\b{re.escape(w)}", p, re.I) for w in said)]
    return len(parts) > 1 and bool(hits) and all(only_kin(p) for p in hits)


def only_kin(fact: str) -> bool:
    """Whether `fact` speaks of a relative and not also of the user ("The user's son Leo plays
    chess", not "The user's husband loves cycling, and the user plays the violin")."""
    m = _ABOUT_KIN.match(fact)
    # (the user as a subject, not as an object: "... is coming to visit the user in August")
    return m is not None and not re.search(r"\bthe user\b(?!'s)(?! (?:this|as|us|plus)\b)(?= "
                                           r"(?:is|was|has|had|will|would|can|could|does|did|"
                                           r"do|isn't|wasn't|doesn't|didn't|got|went|met|made|took|[a-z]+s|[a-z]+ed)\b)"
                                           r"|\band the user\b(?!'s)",
                                           fact[m.end():], re.I)


def town_first(pick: list, text: str, plain, still: bool) -> list:
    """`pick` with the fact saying the town asked first: the home for "Which city do I live
    in?" (`still`: "Do I still live in X?"), where the work is for "Which city am I working
    in?"."""
    # "Which city do I live in?": the fact saying "lives" before a closer one in meaning
    # ("joined the bridge club ... not far from the Royal Crescent")
    # (a place asked: not "for a living", "who do I live with", "what could I live on";
    # "Which city do I call home?" asks it too, remember20: found where the user grew up)
    # ("Which city am I in?", "Where are we based?": the same asked with "be"; "Do I
    # still live in Launceston?": the home asked yes or no)
    # ("Which area of Bristol do I live in?": the town said too; harvey)
    if re.search(r"\b(?:where|which|what) (?:(?:city|town|country|village|area|part|"
                 r"county|state|neighbou?rhood|suburb)(?: of [A-Z][a-z]+)? )?(?:do|did) (?:i|we) (?:live\b(?! with| on)|"
                 r"call home\b)|\b(?:which|what) (?:city|town|country|village|area|part|"
                 r"county|state|neighbou?rhood) (?:am i|are we) (?:in|living in|based in)\b|"
                 r"\bwhere (?:am i|are we) (?:living|based)\b", text, re.I) or still:
        # ("Rent on the user's place in Enniscorthy is 1,100": a home said by its kind,
        # before the job's town; remember22)
        pick = sorted(pick, key=lambda f: (
            not re.search(r"\blives? in\b", plain(f)),
            not re.search(r"\b(?:the user's|their) (?:place|flat|house|apartment|home) in "
                          r"[A-Z]", plain(f))))
    # "Which city am I working in now?": where the work is said with its town, else the
    # home (remember34: the new job's title came, "shifted to Bangalore" said the city)
    elif re.search(r"\b(?:which|what) (?:city|town|country|area|part) (?:am i|are we|do i|"
                   r"do we) (?:working|work|based)\b", text, re.I):
        pick = sorted(pick, key=lambda f: (
            not re.search(r"\bworks?\b[^.]* in [A-Z]|\bjob\b[^.]* in [A-Z]", plain(f)),
            not re.search(r"\blives? in\b", plain(f))))
    return pick


def of_the_user(facts, text: str, plain) -> list:
    """The facts that can answer `text`, a question about the user alone: not one only about
    a relative, nor one whose sentence saying the question's words is a relative's
    (remember34); but a "who" question ("Who's moving in with us?") is answered by a
    relative's fact saying its words (ffion, yusuf)."""
    if not re.match(r"\W*who\b(?!(?:'s| is| was) (?:my|our)\b)", text, re.I):
        return [f for f in facts if not only_kin(plain(f)) and not asked_of_kin(plain(f), text)]
    said = asked_words(text, set())
    # ("Who lives with us?", "who do i live with": with the user, not the parents who "live
    # in Nagpur"; sneha, nadia)
    with_us = re.search(r"\bwith (?:us|me)\b|\b(?:live|living|stay|staying) with\b", text, re.I)
    return sorted(facts, key=lambda f: (
        bool(with_us) and only_kin(plain(f)) and bool(re.search(r"\b(?:lives?|living|stays?|"
                                                                 r"staying) in [A-Z]", plain(f))),
        bool(with_us) and not re.search(r"\bwith (?:the user|them|their)\b|\b(?:flat|house|"
                                        r"room)mates?\b|\bshares? (?:an?|the|their) ", plain(f)),
        not any(re.search(rf"\b{re.escape(w)}", plain(f), re.I) for w in said),
        only_kin(plain(f)) or asked_of_kin(plain(f), text)))


# "What do my grandkids call me?": what the user is called, not who the grandkids are; the
# nickname's fact answers it where the relative asked led to theirs (remember51: "The user's
# grandchild is called Sofía" came beside, the nickname said as theirs was among the facts)
# ("What do English people call me?", "What does everybody call me?": remember92)
_CALLS_ME = re.compile(r"\bwhat (?:do|does) (?:my|our|the|people|everyone|everybody|they|friends|(?-i:[A-Z])[a-z]+ "
                       r"people)\b[\w ]{0,30}? call me\b", re.I)


def called_me(facts, text: str):
    """The nickname's fact among `facts` when `text` asks what others call the user."""
    if not _CALLS_ME.search(text):
        return None
    return next((f for f in facts if re.search(r"\bThe user's nickname is\b", f.text)), None)
