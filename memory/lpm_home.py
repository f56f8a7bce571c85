"""Where the speaker lives now, said in one of the common ways: "I live in Leeds", "home for
me is a small flat in Bristol", "we're in Porto now", "Bath is where we live", "we live just
outside the city".

Design decisions:
- A home is the place said after a verb of living, moving or settling with the speaker as
  subject (also "me and my partner", and "and live in ..." only when the clause is the
  speaker's), or a home said by its kind ("a little cottage in Devon").
- A stay is no home: "I'm in Rome for the conference", "I've lived in Oslo before" (`_NOT_HOME`).
- The place's own words are kept, not the clause run on after it without a comma.
Split out of lpm_identity (which keys the home as `location`) when it passed 400 lines.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, END, OBJ, clean, opens_with_me

# "we're in a tiny flat in Ballybricken for now": the home by its kind (remember37; checked
# for a stay like a rent; a home bought and sold: lpm_changes._BOUGHT_HOME); "I'm in one of
# the new sheltered flats in Lerwick": one home of a block (remember39: formed none)
_KIND_HOME = (r"\b(?:i|we|and|(?:me|i) and my (?:[\w-]+ )?[\w-]+)(?:'re| are| am|'m|'ve| have)?"
              r"(?: now| currently| still| just| finally| recently)? in (?:an?|our|my|one of the) "
              r"(?:[\w-]+ ){0,3}?(?:flat|house|cottage|bungalow|apartment|terrace|semi|studio|"
              r"farmhouse|maisonette|townhouse|condo)s? in ")
# "we're moving in together obviously, into an apartment in Decatur" (sunhee: a statement
# only): a home by its kind moved into now; with a time to come it is a plan ("... in June",
# `_COMING`, lpm_plans)
_MOVING_INTO = (r"\b(?:i|we)(?:'re| are|'m| am) (?:now |just |finally )?moving(?: in together)?"
                r"(?: \w+)?,? into (?:an?|the|our|my) (?:[\w-]+ ){0,3}?(?:flat|house|cottage|"
                r"bungalow|apartment|place|studio|condo|townhouse|unit) in ")
_COMING = re.compile(r"\b(?:next|soon|tomorrow|later|this (?:summer|spring|autumn|fall|winter|"
                     r"year|month|weekend)|in (?:a|two|three|few|\d+) (?:days?|weeks?|months?)|"
                     r"(?:in|on|by|from) (?:" + CALENDAR.pattern.strip("^") + r"))\b", re.I)
# "We're in Duluth, outside Atlanta, there are tons of options" (sunhee: a statement only): a
# place said with where it lies is where one lives (a stay, "in Sorrento, near Naples, for a
# week", is `_NOT_HOME`)
_IN_NEAR = (r"(?:^|[.!] )(?:(?:so|and|well|anyway|oh|also)[, ]+)?(?:i|we)(?:'m|'re| am| are) in "
            r"(?=(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?,? (?:just |right )?(?:outside|near|"
            r"north of|south of|east of|west of|close to) (?-i:[A-Z]))")
_MOVE_IN = (r"\b(?:i|we|and)(?:'ve| have)?(?: now| just| finally| recently)? (?:moved|move) in "
            r"with (?:my|our) (?:(?!in\b)[\w'-]+,? ){1,4}?(?:in|over in|down in|up in) ")
_MOVE_IN_NOT = re.compile(r"\b(?:every|each|usually|always|when|whenever|if|will|going to|gonna|"
                          r"want|wants|plan|planning|might|may|could|would)\b|'ll\b", re.I)
# "Jarrah and I got a flat together in Footscray": a home got together (remember39: formed
# none; a stay is `_NOT_HOME`). "I share a house in Brunswick with three other students" is
# the home too, whom it is shared with kept in its text (`shared_with`), so a later move
# leaves it as the past ("where was I living before?", "who did I use to share with?")
# ("me and Carys got a flat in Bangor": two who got one need no "together"; iwan)
_SHARED = (r"(?:\b(?:i|we)(?:'ve| have)?(?: now| currently| still| just| finally| recently)? "
           r"(?:got|found) (?:an?|our) (?:[\w-]+ ){0,2}?(?:flat|house|place|apartment|cottage|"
           r"home|unit|condo) together in (?=[A-Z])"
           r"|\b(?:[A-Z][\w'-]+|(?i:my|our) [a-z]+) and i(?:'ve| have)?(?: now| just| finally|"
           r" recently)? (?:got|found) (?:an?|our) (?:[\w-]+ ){0,2}?(?:flat|house|place|apartment|"
           r"cottage|home|unit|condo)(?: together)? in (?=[A-Z])"
           r"|\b(?:i|we)(?: now| currently| still)? share (?:an?|the|our|my) (?:[\w-]+ ){0,2}?"
           r"(?:flat|house|place|apartment|cottage|home|unit|condo) in (?=[A-Z]))")
# "We found a little flat in Bexhill" (after "Kieran and I have moved in together!"): a home
# found is the one moved into (remember31: formed none; not "for my daughter", a holiday let)
_FOUND = (r"\b(?:i|we)(?:'ve| have)?(?: now| just| finally| recently)? found (?:an?|our) "
          r"(?:[\w-]+ ){0,2}?(?:flat|house|place|apartment|cottage|home|unit|condo) in (?=[A-Z])")
_SHARED_WITH = re.compile(r"\b(?:i|we)(?: now| currently| still)? share (an?|the|our|my) ((?:[\w-]+ )"
                          r"{0,2}?(?:flat|house|place|apartment|cottage|home|unit|condo)) in "
                          # (and their names after a comma: "with 2 mates, dev and ollie"; marcus)
                          r"[^,.;!?]*? with ([^,.;!?]{2,50}?(?:, [A-Za-z][a-z]+(?: and [A-Za-z][a-z]+)?(?=[.;!?]|$))?)"
                          + END, re.I)


# "I live on the south side of San Antonio with my mom and my two brothers", "me and my best
# friend Daniela got an apartment in ...": whom the home is shared with, asked as "Who do I
# live with?" (remember46: lost once the home was keyed); not "with a view", "with a garden"
_LIVE_WITH = re.compile(r"\b(?:i|we) (?:now |still )?(?:live|living)\b[^.;!?]{0,50}? with ((?:my|our|"
                        r"\d{1,2}|two|three|four|five|six) "
                        r"[^,.;!?]{2,50}?)(?=[,.;!?]|$| (?:but|so|because|and (?:i|we)(?:'m|'ve)?)\b)|"
                        r"\bme and ((?:my|our) "
                        r"(?:[a-z]+ ){0,2}[A-Z][\w'-]+|[A-Z][\w'-]+)(?= (?:just |finally )?(?:got|"
                        r"found|share|moved))", re.I)


def shared_with(s: str) -> str | None:
    """ "shares a house with three other students" of a home `s` says is shared, or None."""
    m = _SHARED_WITH.search(s)
    w = None if m else _LIVE_WITH.search(s)
    if w:
        # (the town said after whom with is the home's own: "with my parents in Kisumu")
        whom = re.sub(r" in [A-Z][\w' -]*$", "", w.group(1) or w.group(2))
        return "with " + re.sub(r"\b(?:my|our)\b", "their", whom, flags=re.I)
    if not m:
        return None
    det = {"my": "their", "our": "their"}.get(m.group(1).lower(), m.group(1).lower())
    whom = re.sub(r"\b(?:my|our)\b", "their", m.group(3), flags=re.I)
    return f"shares {det} {m.group(2)} with {whom}"
_HOME = (
    # "I live in", "we relocated to", "... but live in Dublin now", "we've settled in Porto",
    # "me and my partner live in Leeds" ("moved from X to Y": lpm_changes._FROM_TO)
    r"\b(?:i|we|and|but|(?:me|i) and my (?:[\w-]+ )?[\w-]+)(?:'m|'re|'ve| am| are| have)?(?: now| just| finally| recently|"
    r" currently)? (?:(?:live|living)(?: out| over| down| up)?(?= in)|"
    r"moved(?: out| back| over| away| down| up)?(?: here| there)?|just moved|relocated|"
    r"based|settled(?: down)?|(?:(?<='ve )|(?<=have ))lived) (?:in|to) ",

    # "i live with 3 flatmates in Hyde Park", "I live with my parents in Kisumu": whom with,
    # then where (a statement only)
    r"\b(?:i|we)(?:'m|'re| am| are)?(?: now| currently| still)? (?:live|living) with (?:my |our |"
    r"an? |\d+ |two |three |four |five )?(?:[\w-]+ ){0,2}?(?:flatmates?|housemates?|roommates?|"
    r"friends?|partner|boyfriend|girlfriend|fianc[eé]e?|parents|mum|mom|dad|family|sisters?|"
    r"brothers?|husband|wife|kids|children|son|daughter|grandparents|gran|nan|aunt|uncle|"
    r"cousins?|in-laws|dog|cat|dogs|cats) in ",

    # "I live on the south side of San Antonio with my mom": the city is the home, the side
    # of it only where in it (remember46: formed none; "the south side of the river" names
    # no place with a capital)
    r"\b(?:i|we|and)(?:'m|'re| am| are)?(?: now| currently| still)? (?:live|living) (?:on|in) "
    r"the (?:(?:north|south|east|west|other|far) )?(?:side|end) of ",

    # "home for me is a small flat in Bristol", "our new address is in Hamburg",
    # "we moved into a flat in Leeds"
    r"\b(?:home for (?:me|us) is|(?:my|our) (?:new )?(?:home|address|place|flat|house|"
    r"apartment) is|(?:i|we|and)(?:'ve| have)?(?: just| finally| recently)? moved into) (?:now )?"
    # ("moved into sheltered housing at Mayflower Court in Oadby": the home named; remember55)
    r"(?:(?:an?|the|my|our) )?(?:[\w-]+ ){0,3}?(?:at (?:[A-Z][\w'-]+ ){1,4})?in ",
    # "we live in a little cottage in Devon", "me and my partner live in a flat in Leeds": the
    # home said by its kind, then the place (also moved to: remember31's "... sold the house
    # and moved to a small flat in Svendborg" left the old town current)
    r"\b(?:i|we|and|(?:me|i) and my (?:[\w-]+ )?[\w-]+)(?:'re| are| am|'ve| have)?(?: now| currently|"
    r" still| just| finally| recently)? (?:(?:live|living) in|moved to) (?:an?|the|my|our) "
    r"(?:[\w-]+ ){0,3}?(?:flat|house|cottage|bungalow|apartment|terrace|semi|caravan|houseboat|"
    r"studio|farmhouse|maisonette|townhouse|condo) in ",
    _KIND_HOME,
    # "we rent a three-bed semi from him in Walsall": the home rented now, by its kind
    # (remember23: formed none; "we rented a cottage in Devon" for a week is past)
    r"\b(?:i|we)(?:'re| are| am|'m)?(?: now| currently| still)? (?:rent|renting) (?:an?|the|our|my) "
    r"(?:[\w-]+ ){0,3}?(?:flat|house|cottage|bungalow|apartment|terrace|semi|studio|farmhouse|"
    r"maisonette|townhouse|condo|place|room|[a-z]+-bed(?:room)?)(?: (?:off|from) (?:him|her|them|a|"
    r"an|the|[A-Z]\w+)(?: [a-z]+)?)?"
    # ("I'm renting a room in a shared house in Bristol": the house the room is in, then where)
    r"(?: in (?:an?|the) (?:[\w-]+ ){0,2}?(?:house|flat|apartment|houseshare|flatshare|building))?"
    r" in ",
    _SHARED,
    _FOUND,
    _MOVING_INTO,
    _IN_NEAR,
    # "the damp in our flat in Croydon": the home said in passing by its kind, the speaker's
    # own now (remember23; not "my old flat in Leeds", "our holiday cottage in Devon", "my
    # mum's house in Leeds"); the garden or street of it too ("in our garden in Manchester if
    # the weather holds": omar's only word of his home)
    # ("my rent in Burnaby is not getting any cheaper": the rent paid is for the home;
    # remember37)
    r"\b(?:my|our) (?:(?:little|new|rented|tiny|small|current|two-bed|three-bed|one-bed|"
    r"council|shared|back) )?(?:flat|house|home|apartment|cottage|bungalow|maisonette|terrace|semi"
    r"|studio|condo|garden|backyard|yard|street|neighbourhood|neighborhood|rent) in ",
    # "I'm a dispatcher at a trucking company here in Saskatoon" (remember22; not "here in Rome
    # for the week", `_NOT_HOME`, nor "staying here in Rome")
    r"(?<!staying )(?<!stay )\bhere in ",
    # "I'm 79, live in Norwich on my own": chat drops the subject after a first clause
    r"(?<=, )(?:now )?(?:live|living) in ",
    # "the company has transferred me to Warri": a move one's employer makes (remember33; not
    # a call put through, "the bank transferred me to Dave", nor a department, nor a stay,
    # "posted me to Lagos for a month", `_NOT_HOME`)
    r"\b(?:company|employer|firm|work|job|office|ministry|army)(?: has| have|'s|'ve)?"
    r"(?: just| finally| now)? (?:transferred|posted|relocated) (?:me|us)(?: over| out| down|"
    r" up| back)? to (?=[A-Z])(?!(?:Sales|HR|IT|Marketing|Finance|Accounts|Billing|Support|"
    r"Legal|Customer|Operations|Admin|Head Office|Dr|Mr|Mrs|Ms)\b)",
    # "I'll try the leek one at home in Peckham first": the home said in passing (remember35:
    # the area moved away from was never formed); not "I feel at home in Lisbon", and not a
    # stay ("at home in Cork for the holidays", as "here in" below)
    r"\b(?:i|we)\b[^.;!?]{0,60}? (?<!feel )(?<!feels )(?<!felt )(?<!feeling )(?<!yourself )"
    r"(?<!myself )at home in ",
    # "we left Dansoman last year, we are now staying at Kasoa" (remember41: a stay said with
    # now is where one lives in much of Africa's and India's English; not "staying at the
    # Hilton", "staying in Rome for the week", `_NOT_HOME`)
    r"\b(?:i|we|and)(?:'m|'re| am| are)? (?:now|currently|still|presently) staying (?:in|at) ",
    # "I moved in with my daughter Lina in Norwood", said in the present by many who learnt
    # English later ("I sell the house ... and I move in with my daughter Lina in Norwood";
    # remember43: no home formed); a move to come or a habit is `_MOVE_IN_NOT`
    _MOVE_IN,
    # "I stay in Eldoret": the present of staying is where one lives in that English too
    # (remember44: no home); only a place by its name, not "I stay at the Hilton" nor a
    # hotel by its brand ("I stay at Premier Inn")
    r"\b(?:i|we) (?:now |currently |still )?stay (?:in|at) (?=[A-Z])(?![\w' &-]{0,30}\b(?:Inn|"
    r"Hotel|Hostel|Lodge|Motel|Suites|Travelodge|Hilton|Marriott|Ibis|Novotel|Airbnb|Hyatt|"
    r"Sheraton|Radisson|Premier)\b)",
    # "... and now call Denver home"
    r"\b(?:i|we|and) (?:now )?call (?=[^,.;!?]{2,60}? home\b)",
    # "we're in Porto now", "I'm now in Kiel", "for now we're still in Bremen" (not "I'm in
    # Paris for a conference")
    # ("We move in summer to Anderlecht, ..., so now we are in Anderlecht": "now" said
    # first, opening its clause, as after a move; remember52; not "right now I'm in Leeds", a
    # stay, nor "I'm not in Leeds now, I'm in London for work")
    r"(?:(?:^|, |\b(?:so|and|but) )now,? (?:i|we)(?:'m|'re| am| are) (?:all |finally )?"
    r"(?:settled )?in |"
    # ("I am in Brussels since 2018": a learner's present with "since" a year or years ago;
    # not "I'm in Rome since Monday", a stay)
    r"\b(?:i|we)(?:'m|'re| am| are) in (?=(?-i:[A-Z])[\w' -]{1,40}? since (?:\d{4}|\w+ years|"
    r"(?:last|many|a few) years|(?:a )?long time|i was|(?-i:[A-Z])[a-z]+ \d{4})\b)|"
    r"\b(?:i|we)(?:'m|'re| am| are) (?:(?:currently |finally |all )?(?:settled )?in "
    r"(?=[^,.;!?]{2,60}? (?:now|these days|nowadays|for good)\b)|(?:now|still) in ))")
# a stay, not a home: "I'm in Rome now for the conference", "I've lived in Oslo before"
# ("I've lived in Hobart for the last twenty years" is a home: how long, not why)
_NOT_HOME = re.compile(r"\b(?:for (?!(?:the (?:last|past) )?(?:\w+ )?(?:years|decades)\b)"
                       r"(?:a|the|work|business|\d+) |visiting|holiday|vacation|trip|"
                       r"conference|before\b|once\b|briefly|as a (?:kid|child|student)|"
                       r"when i was|in the past|hotel)", re.I)

# how long a thing has been so, not the stay: "the heating in my flat in Moncton has been
# broken for a week" (remember30: formed no home; "in Rome for a week" is still a stay)
_LASTED = re.compile(r"\b(?i:been) (?!(?:here|there|in|at|living|staying|based|away|"
                     r"visiting|travelling|traveling|on)\b)(?:[a-z]+ ){1,2}?(?i:for) "
                     r"(?:a|an|the (?:last|past)|about a|over a|\d+|two|three|four|five|six|"
                     r"several|a few|a couple of) ?(?:days?|weeks?|fortnight|months?|years?|"
                     r"ages)\b")


# a stay said by its length or its verb: "here in Rome this week", "staying here in Oslo"
_STAY = re.compile(r"\b(?:stay|staying|stayed|this week|this weekend|for the weekend|few days|"
                   r"visit|visited|travelling|traveling|on tour|(?:last|next) week)\b", re.I)


# a home one owns but does not live in
_LET = re.compile(r"\b(?:rented out|rent it out|let out|letting|for sale|on the market|selling|"
                  r"sold|buy-to-let|tenants?)\b", re.I)


# "... around Shrewsbury, which is where I live", "Bath is where we live now": the place
# said first (not "where I lived", "where I grew up", "where my sister lives")
_WHERE_I_LIVE = re.compile(r"(?:\b(?:in|around|near|to|at|from) |^)((?-i:[A-Z][\w'-]+)(?: (?-i:"
                           r"[A-Z][\w'-]+)){0,2})(?:,? which is|,| is) where (?:i|we) (?:now |"
                           r"currently |still )?(?:live|am based|are based|call home)\b", re.I)


# "me and Abena just moved into a house in Belper", "me and my wife live in Leeds": chat's
# "me and X" as a subject is "X and I" (remember18: formed no home), only before a verb of
# living or moving ("me and Abena visited Belper" says no home)
# ("me and my best friend Daniela got an apartment in Alamo Heights": who, said with a word
# before the relation and a name after it; remember46 formed no home)
_ME_AND = re.compile(r"\b(?i:me) (?i:and) ((?i:my|our) (?:[a-z]+ )?[a-z]+(?: [A-Z][\w'-]+)?|[A-Z][\w'-]+)"
                     r"(?= (?:(?i:have|'ve|"
                     r"just|finally|now|recently|both) )*(?i:moved|move|live|relocated|settled|"
                     r"got (?:a|an|our)|found (?:a|an|our))\b)")


def home(s: str) -> str | None:
    """Where the speaker lives now, said in one of the common ways, or None."""
    s = _ME_AND.sub(lambda m: f"{m.group(1)} and I", s)
    m = _WHERE_I_LIVE.search(s)
    if m and not CALENDAR.match(m.group(1)):
        return m.group(1)
    for pat in _HOME:
        # a place name ends before a new clause on "my/our": "moved to Leeds our flat is ..."
        m = re.search(pat + OBJ + r"(?= at | near | home\b| to [a-z]| all (?:my|our) li"
                      r"| (?:my|our) |" + END[3:], s, re.I)
        if not m or not m.group(1)[:1].isupper():
            continue
        if CALENDAR.match(m.group(1)):   # "we moved over in May" says when, not where
            continue
        here = "here in" in m.group(0).lower() or " at home in" in m.group(0).lower()
        # ("I got my licence here in Australia last year": a thing once done there, dated; not
        # "I got a job here in Saskatoon last year"; remember57 ended Melbourne with Australia)
        if here and re.search(r"\b(?:last (?:year|month|week)|ago|in (?:19|20)\d\d)\b", s, re.I) and \
                re.search(r"\b(?:got|passed|did|took|learned|learnt|had)\b(?! (?:a|an|my|our) (?:new )?"
                          r"(?:job|house|home|flat|place|apartment)\b)", s[:m.start()], re.I):
            continue
        rent = re.search(r"\brent(?:ing)? |^(?:my|our) ", m.group(0).strip(), re.I)
        if rent and (CALENDAR.match(m.group(1)) or _STAY.search(s) or _LET.search(s)):
            continue   # "we painted our house in June", "my flat in Leeds is rented out"
        if pat is _FOUND and re.search(r"'d\b|\b(?:would|want|wish|love to|like to|buy|could|"
                                       r"might|if|hope|thinking)\b", s, re.I):
            continue   # "we found a house in Spain we'd love to buy": not found to live in yet
        if pat in (_KIND_HOME, _FOUND) and re.search(r"\bfor (?:my|our|his|her|their)\b|\b(?:holiday|"
                                           r"second|investment|rental)\b", s, re.I):
            continue   # "we're in a flat in Leeds for my sister", "in a holiday cottage"
        if pat is _MOVE_IN and " move " in m.group(0).lower() and (
                _COMING.search(s) or _MOVE_IN_NOT.search(s)):
            continue   # "I move in with my sister in Leeds next month", "every summer"
        if pat is _MOVING_INTO and _COMING.search(s):
            continue   # "we're moving into a flat in Leeds in June": not yet
        stay = re.search(r"\bstay(?:ing)?\b", m.group(0), re.I)
        if stay and re.search(r"\b(?:when|whenever|if)\b", s[:m.start()], re.I):
            continue   # "When I visit Nairobi I stay in Westlands": a stay on each visit
        if (pat in (_HOME[-1], _KIND_HOME, _SHARED, _FOUND, _IN_NEAR) or "lived" in m.group(0) or here or rent
                or stay) and (
                _NOT_HOME.search(_LASTED.sub("", s) if rent else s)
                or (here and _STAY.search(s))):
            continue
        # "and live in ..." speaks of the speaker only when the sentence opens with I/we
        # ("I grew up in Cork but live in Dublin", not "My parents ... and live in Madrid")
        if (re.match(r"(?:and|but|live|living|now)\b", m.group(0).strip(), re.I)
                and not opens_with_me(s) and not _last_subject_is_me(s[:m.start()])):
            continue
        # the place's own words, not the clause run on after it without a comma ("we moved
        # here to Hull things are better"; "Rio de Janeiro", "Newcastle upon Tyne" stay)
        place = re.match(r"\S+(?: (?:(?:of|upon|on|de|da|del|la|le|am|an der) )?(?!I\b)[A-Z0-9][\w'-]*)*",
                         clean(m.group(1))).group(0)
        # ("now I am in Entry 3 level", "I am in Level 1 class": a class's level; remember70)
        # ("Kinkell Byre double-booked us so we've moved to Errol Park instead": a venue;
        # remember72 made it the home)
        if _LEVEL.match(place) or (re.search(r"\bmov(?:ed|ing)\b", m.group(0), re.I) and (
                _EVENT.search(s) or _LEFT_FOR.search(s))):
            continue
        return place
    return None


_EVENT = re.compile(r"\b(?:venue|double-booked|booked|booking|reception|ceremony)\b", re.I)
# ("I stopped using MyTutor and moved to Superprof": a platform; remember74 made it the home)
_LEFT_FOR = re.compile(r"\b(?:stopped using|stopped|quit|dropped|switched from|cancell?ed) (?:my |the )?"
                       r"[A-Z][\w'-]+ (?:and|,) (?:i |we )?(?:have |'ve )?moved (?:over )?to\b", re.I)
_LEVEL = re.compile(r"(?:Entry|Level|Year|Grade|Class|Room|Stage|Band|Group|Set|Form|Step|Phase|Book|"
                    r"Unit|Module|Section|Part|Round|Division|League|Tier|Key Stage)(?: \w{1,3})?$")


def _last_subject_is_me(before: str) -> bool:
    """Whether the clause that "and moved into ..." goes on from has the speaker as subject:
    "After all that talk I've sold the house and moved into ..." (the opening is long, so
    `opens_with_me` misses it), not "I think my parents sold up and moved to ..."."""
    subjects = re.findall(r"\b(?:i|i've|i'm|we|we've|we're|he|she|they|his|her|their|"
                          r"(?:my|our) \w+)\b", before, re.I)
    return bool(subjects) and subjects[-1].lower() in ("i", "i've", "i'm", "we", "we've", "we're")


def near_home(s: str) -> str | None:
    """A home said by where it lies, not by name: "we live just outside the city"."""
    m = re.search(r"\b(?:i|we)(?:'re| are| am)? (?:now |currently )?(?:live|living) "
                  r"((?:just |right )?(?:outside|near|close to|on the (?:edge|outskirts) of|"
                  r"in the middle of) "
                  + OBJ + ")" + END, s, re.I)
    if not m or _NOT_HOME.search(s) or re.match(r"(?:my|our|his|her|their|\w+'s) ",
                                                   m.group(2), re.I):
        return None   # "I live near my parents" says who is near, not where
    return clean(m.group(1))


NOT_HOME, STAY = _NOT_HOME, _STAY   # (lpm_askafter: a stay is no home there either)
