"""What a statement ends besides its own key, as words the ended facts hold (long_term
`ends_like`): what was given up or switched from, a relative's old home, a workplace left by
its name. (Leaving one's job: lpm_changes.left_ends.)
"""
from __future__ import annotations

import re

from .lpm_base import END, OBJ, opens_with_me
from .lpm_words import RELATIONS
from .sentences import content_words

GAVE_UP = re.compile(r"\b(?:(?:i|we)(?: have|'ve)? (?:just |finally |recently )?(?:gave up|given "
                     r"up|quit|stopped|no longer|don't \w+ anymore|packed in|jacked in|cut out|dropped(?= (?:it|that)(?:[,.;!?]|$| and | but | so | because | for ))|"
                     # ("Sold the Hilux to a mate": a vehicle, by its name or kind; not "sold the
                     # house at the farm" or "the salon", said with where one went next)
                     r"sold(?= (?:the|my|our) (?:old )?(?:(?-i:[A-Z])|(?:car|van|ute|truck|bike|"
                     r"motorbike|caravan|camper|boat)\b))|handed (?:in )?my notice(?: in)? at)|"
                     # "I'm not doing the half anymore, so I've switched to the 10k"
                     # (remember18: the half marathon stayed current beside the 10k)
                     r"(?:i'm|i am|we're|we are) not \w+ing (?!(?:it|that|this|them)\b)"
                     r"(?=[^,.;!?]{2,60}? (?:anymore|any more)\b)|"
                     # "My GP took me off the metformin" (remember59: it stayed current)
                     r"(?:took|taken) (?:me|us) off|(?:i|we)(?: have|'ve)? (?:come|came) off)"
                     r"\s*" + OBJ + END, re.I)


# "My daughter Ruby has given up netball": what a relative gave up ends what was said of
# them with it ("... Ruby plays netball"), by their name or relation and the thing's words
# (remember20: netball stayed current beside hockey); never what was said of someone else
_KIN_GAVE_UP = re.compile(r"\b(?:my|our) (" + RELATIONS + r")(?: ((?-i:[A-Z][\w'-]+)))?"
                          r"(?:'s| has)? (?:just |finally |recently |now )?(?:gave up|given up|"
                          r"(quit|left|resigned from)|stopped)"
                          r"\s*" + OBJ + END, re.I)
# (a relative who quit or left their work: their job keyed ends too, "Daniel quit the
# restaurant, he's starting his own food truck"; remember79 kept him a chef)
_WORKPLACE = re.compile(r"\b(?:job|work|restaurant|shop|library|school|hospital|office|firm|"
                        r"company|bank|practice|clinic|bakery|pub|bar|caf[eé]|salon|factory|"
                        r"store|hotel|garage|agency|studio|university|college|department)\b", re.I)


# "I've cut coffee out completely": what is cut out said between the two words
_CUT_OUT = re.compile(r"\b(?:i|we)(?: have|'ve)? (?:just |finally |recently )?cut (?!down\b|back\b)"
                      r"([^,.;!?]{2,30}?) out\b(?! of\b)", re.I)


# "I stopped driving nights, now I drive mornings": the same doing goes on at other hours, so
# nothing of it ends (remember48's seun: the Uber job in Houston ended with the night shift)
_GOES_ON = re.compile(r"\bnow,? (?:i|we) (?:only |just |mostly )?(\w+)", re.I)


def _same_verb(stopped: str, goes_on: re.Match) -> bool:
    verb = stopped.split()[0].lower() if stopped.split() else ""
    if not verb.endswith("ing") or len(verb) < 5:
        return False
    stem = verb[:-3]
    stem = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
    return goes_on.group(1).lower().startswith(stem)


_NAMED_THE = re.compile(r"\bthe ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3})")


def gave_up(c: str) -> tuple[str, ...]:
    """The words of what the speaker or their relative gave up in `c` (`ends_like`)."""
    m = GAVE_UP.search(c) or _CUT_OUT.search(c)
    if m and _GOES_ON.search(c[m.end():]) and _same_verb(m.group(1), _GOES_ON.search(c[m.end():])):
        return ()
    if m and re.fullmatch(r"(?i)it|that", m.group(1).strip()):
        # ("the Dragon Ride is too soon with the knee, so I've dropped it": the event named
        # before it; remember75 kept it current)
        named = _NAMED_THE.findall(c[:m.start()])
        return tuple(content_words(named[-1]))[:3] if named else ()
    if m:   # ("I stopped taking amlodipine": the medicine's fact says "takes")
        # ("Sold the Hilux to a mate": whom to is no part of what was sold; remember66)
        # ("We stopped doing the Braunstone Thursday nights": the old fact says "do"; remember66)
        return tuple(w for w in content_words(re.sub(r"^(?:taking|using|doing|going to|going) (?=\w)| (?:to|for) (?:an?|my|"
                                                     r"our|the|\d)\b.*$", "", m.group(1), flags=re.I))
                     if w not in ("anymore", "any", "more"))[:4]
    m = _KIN_GAVE_UP.search(c)
    if m and not re.match(r"(?:on|the idea|trying|hope)\b", m.group(4), re.I):
        said = [w for w in content_words(m.group(4)) if w not in ("his", "her", "their")][:3]
        if m.group(3) and said and _WORKPLACE.search(m.group(4)):
            said[-1] += "|their job"
        return ((m.group(2) or m.group(1)).lower().removesuffix("'s"), *said)
    return ()


# "I've switched from tennis to padel": what was switched from ends ("The user plays tennis on
# Sundays"); "My mum moved back to England": where the relative lived ends ("The user's mum
# lives in Spain"), not the user's own home said with them ("lives in York (with their mum)")
_SWITCHED = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just |now |recently |finally )?(?:switched|"
                       r"changed|swapped|gone over|moved over) from (?:(?:my|our|the) )?"
                       r"([^,.;!?]{2,40}?) (?:to|for)\b|"
                       # ("the GP switched me from co-codamol to plain paracetamol": remember91)
                       r"\b(?:switched|swapped|changed|moved) (?:me|us) (?:over )?from (?:(?:my|our|the) )?"
                       r"([^,.;!?]{2,40}?) (?:to|onto)\b", re.I)
_KIN_MOVED = re.compile(r"\b(?:my|our) (" + RELATIONS + r") (?:has |have )?(?:just |recently |"
                        r"finally |now )?(?:moved|relocated|emigrated)\b(?! in with (?:me|us)\b)",
                        re.I)


# "I left Bodega Sur last Friday": a place left by its name ends what said the user works
# there (remember35: "works at Bodega Sur" stayed current); another place ("I left Leeds
# Beckett" beside "works at Leeds General"), a town or a person is held by no such fact
_LEFT_NAMED = re.compile(r"\b(?:i|i've|i have)(?: just| finally| now)? (?:left|quit|resigned from|"
                         r"handed in my notice at) ((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+))"
                         r"{0,3})", re.I)


# "rehearsals have moved from Tuesdays to Thursday nights", "the egg collection has been moved
# from the 14th to the 17th": the thing moved and the value it was (remember96, 100 kept both
# current); the thing is the word before the verb, the old value the word after "from"
_MOVED_FROM = re.compile(r"\b([a-z]{4,})s? (?:(?:has|have|had|was|were|got|'s|'ve) )?(?:been |just |now )?"
                         r"(?:moved|changed|switched|shifted|pushed(?: back)?|brought forward) from "
                         r"(?:the |my |our |a )?(\d{1,2}(?:st|nd|rd|th)|[A-Za-z]{4,})\b(?= to\b)", re.I)


# "I'm doing bouldering at a climbing gym now instead of running": what is done no more, said
# with "now" (remember48's parisa: running stayed current); not "tea instead of coffee today"
_INSTEAD = re.compile(r"\binstead of ([a-z]{3,}ing|(?-i:[a-z]{3,}))(?=[,.;!?]|$| now\b| these days\b)",
                      re.I)


# "I sold the Clio, these days I take the metro": the thing sold by its name ends what said
# the user has it ("drives an old Renault Clio"; remember53: it stayed current); a name only,
# so "I sold the house" ends no fact that merely mentions a house
_SOLD_NAMED = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just |finally |recently )?(?:sold|scrapped|"
                         r"got rid of|gave away) (?:the|my|our) (?:old )?((?-i:[A-Z][\w-]+))"
                         r"(?=[,.;!?]|$| (?:because|since|as|so|last|this|in)\b)", re.I)


def ended_words(c: str) -> tuple[str, ...]:
    """What current facts a statement ends, as words they all hold (long_term `ends_like`)."""
    m = _SOLD_NAMED.search(c)
    if m and opens_with_me(c):
        return (m.group(1),)
    m = _SWITCHED.search(c)
    if m:
        return tuple(content_words(m.group(1) or m.group(2)))[:4]
    m = _MOVED_FROM.search(c)
    if m and not re.match(r"(?:he|she|they|it|there|here|that|this|who|which)$", m.group(1), re.I):
        # (the thing and its old value by their stems: "rehearsals ... from Tuesdays" ends "...
        # rehearse every Tuesday night ...")
        return (m.group(1).lower()[:6], m.group(2).lower()[:6] if not m.group(2)[:1].isdigit() else m.group(2))
    m = _INSTEAD.search(c)
    if m and opens_with_me(c) and re.search(r"\b(?:now|these days|nowadays)\b", c, re.I):
        return (m.group(1).lower(),)
    m = _LEFT_NAMED.search(c)
    if m and opens_with_me(c):
        return ("works at", " ".join(m.group(1).split()[:2]))   # (two words at most: lpm_schema)
    m = _KIN_MOVED.search(c)
    if m:
        return (f"{m.group(1).lower()} lives",)
    # "I raised my day rate to 480 euros", "the bike lease went up, it's 89 euros": the amount
    # said before ends (remember74 kept 420 current beside 480)
    m = _RAISED.search(c) or _IS_NOW.search(c)
    said = next(g for g in m.groups() if g) if m else ""
    return (tuple(content_words(said, 2)) or (f"the {said}",))[:3] if m else ()   # ("the 36")


# "my FTP is now 228 watts", "I've been moved off the 36": the value before ends (remember75)
_IS_NOW = re.compile(r"\b(?:my|our) ((?-i:[A-Z]{2,5})|[a-z][a-z ]{1,20}?) (?:is|'s) now\b(?= \S)|\b(?:i've been|i was|"
                     r"i got) moved off (?:the )?(\w+)", re.I)
_RAISED = re.compile(r"\b(?:i|we)(?:'ve| have)? (?:just )?(?:raised|increased|upped|put up|dropped|lowered|cut|"
                     r"reduced|changed) (?:my|our) ([a-z][\w ]{2,25}?) to [£$€]?\d|\b(?:my|our|the) ([a-z][\w ]{2,25}?) "
                     r"(?:has |have )?(?:gone|went) (?:up|down)\b(?:,? (?:it's|it is|to) [£$€]?\d)", re.I)


# "Fjellsiden fell through, staffing problems.", "and we did it, no more bottle!": a plan or a
# habit said to be over in a sentence about no one, which the statement of the message (the
# new place, the cup) may not hold (remember77 kept both current)
_CALLED_OFF = re.compile(r"(?:^|[.!?]\s+|,\s+)((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:has |have )?"
                         r"(?:fell through|fallen through|didn't work out|is off|was cancelled|got "
                         r"cancelled|has been cancelled)\b|\bno more ([a-z]{4,})\b(?=\s*[!.,]|$)", re.I)


def called_off(text: str) -> tuple[str, ...]:
    """The word of what `text` says is over (`ends_like`), or ()."""
    m = _CALLED_OFF.search(text)
    if not m or (m.group(1) and m.group(1).split()[0].lower() in ("it", "that", "this", "the")):
        return ()
    return (m.group(1) or m.group(2),)
