"""Who the speaker is: name, nickname, age, birthday, job, employer, home and where they are
from, each a keyed fact (a newer value ends the older one, see long_term).

Design decision: an occupation is read only where it is sure to be one (a known job noun, or
a job-like noun said with where), a home only where it is the speaker's home now, not a stay
("I'm in Rome for a conference") and not someone else's ("My parents ... live in Madrid");
the ways a home is said are read in lpm_home.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR as _CALENDAR
from .lpm_base import MONTHS as _MONTHS
from .lpm_base import END as _END
from .lpm_base import OBJ as _OBJ
from .lpm_base import article as _article
from .lpm_base import clean as _clean
from .lpm_base import fact as _fact
from .lpm_base import poss as _poss
from .lpm_age import own_age
from .lpm_atwork import at_work
from .lpm_business import BUSINESS, IN_BUSINESS, LEISURE, business_jobs
from .lpm_drivers import driven_for_work, vehicle
from .lpm_base import NOT_ORG, UNSURE
from .lpm_belonging import NATIONALITIES, RELIGIONS
from .lpm_formerjob import former_jobs, is_job
from .lpm_freelance import freelance
from .lpm_home import home, near_home, shared_with
from .lpm_hometown import hometown
from .lpm_homedetail import home_detail
from .lpm_jobfact import job_fact as _job
from .lpm_howlong import with_how_long
from .lpm_jobverbs import job_said_by_verb
from .lpm_kinwork import kin_workplace
from .lpm_roleat import role_at
from .lpm_unit import unit_worked
from .lpm_words import DEMONYM, HELLO, JOBS, NAME
from .timewords import resolve
from .types import Page


_NAME_WORD = r"[A-Z][a-zß-öø-ÿ]*(?:['-]?[A-Z][a-zß-öø-ÿ]+)*(?<=\w\w)"   # Ann, O'Neill, McKay, Jean-Luc, María, Zoë


# words that open "X here" or "I'm X" without being a name: "Been here all my life",
# "Back here again", "Still here" (remember5: "Been here" formed the name "Been")
_NOT_NAME = frozenset("My The A An This That It Just Been Back Still Only Always Never Nearly "
                      "Almost Done Same Out Over Up Down Stuck Living Lived Born Raised Home "
                      "Everyone Nobody Someone Anyone Nothing Life Work "
                      # ("came here to study and never left": a verb with its "I" dropped;
                      # remember51 formed the name "Came")
                      "Came Went Got Moved Arrived Settled Stayed Ended Grew Started Worked "
                      "Studied".split())
NOT_NAME = _NOT_NAME   # (lpm_callme: "you can call me Monday" names no one)


# a sign-off that is no name: "Love Mum", "Dr Patel" (a title), "Best wishes"
_SIGNED_NOT = r"(?!(?:Love|Lots|Best|Warm|Kind|Many|Yours|Cheers|Regards|Dr|Mr|Mrs|Ms|Miss|" \
              r"Prof|Auntie|Aunty|Uncle|Nana|Nan|Grandma|Grandad|Grandpa|Mum|Mom|Dad|The|From|" \
              r"Your|All)\b)"
# openers before a name said with "my" dropped ("G'day, name's Sione")
_GREETING = (r"(?i:" + HELLO + r"|morning|evening|good (?:morning|"
             r"afternoon|evening))(?i: there| all| everyone| dear| mate| folks)?")


def name_of(s: str) -> str | None:
    """The speaker's name in "My name is X", "I'm Ann Lee", "Ann Lee here" (not "I'm British")."""
    m = re.search(r"\b(?i:my name is|my name's|i'm called|i am called) " + NAME, s)
    if m:
        return m.group(1)
    m = (re.match(r"(?:(?i:" + HELLO + r")"
                  r"(?i: there| all| everyone| dear| again| folks| mate)?\b"
                  r"[\s,!.]*)?"
                  r"(?i:i'm|i am|(?<=[\s,!.])it's|(?<=[\s,!.])its|(?<=[\s,!.])this is) " + NAME
                  # (a third name is read on by `identity`: "I'm María José García, ...")
                  + r"(?: (?-i:[A-Z])[\w'-]+)?(?=[,.;!]|$| and | but | from | here| \((?i:short for|"
                  r"but|or)\b)", s)
         or re.match(NAME + r" here\b", s)
         # ("Joanne, 41.": the name and age lpm_passing split off a bare introduction)
         or re.match(r"(?:" + _GREETING + r"[\s,!.]+)?" + NAME + r"(?=, \d{1,2}\.$)", s)
         # "I'll sign it Noeline Parata": the whole name one signs a letter with
         or re.search(r"\b(?i:i'll|i will|i'd|i always|i usually) (?i:sign (?:it|off|them|the "
                      r"(?:letter|card|email))(?: (?:as|with))?) " + _SIGNED_NOT
                      + r"([A-Z][\w'-]+ [A-Z][\w'-]+)(?=[,.;!]|$)", s)
         # "G'day, name's Sione", "The name's Bond": the speaker's own "my" is dropped only
         # at the start of what they say, so a name after anything else is someone else's
         # ("Her name's Bella", "the dog's name's Rex" never match here)
         or re.match(r"(?:" + _GREETING + r"[\s,!.]+)?(?i:the )?(?i:name's|name is) " + NAME
                     + r"(?=[,.;!]|$| and | but | from | here\b)", s)
         # "Seamus Hehir is my name, I farm ...": the name said first (remember40 formed no
         # name); only "my name" whole, so "Rex is my dog's name" names nobody here
         or re.match(r"(?:" + _GREETING + r"[\s,!.]+)?" + NAME
                     + r"(?:'s| is) (?i:my name)(?=[,.;!]|$| and | but )", s))
    if not m or not re.fullmatch(_NAME_WORD + "(?: " + _NAME_WORD + ")?", m.group(1)) or \
            m.group(1).split()[0] in _NOT_NAME or m.group(1).lower() in NATIONALITIES \
            or m.group(1).lower() in RELIGIONS \
            or _CALENDAR.match(m.group(1)):   # "Hi, it's Friday!"
        return None
    # ("I'm Texan" is no name; "alright, I'm Osian, I'm in year 13", "I'm Dean, 34" are:
    # greeted, or an age or "I'm" said next; remember69 formed no name)
    if " " not in m.group(1) and DEMONYM.search(m.group(1).lower()) and not (
            re.match(_GREETING + r"[\s,!.]", s) or re.match(
                r",? (?:\d{1,2}\b|(?i:i'm|i am|i work|i live|here)\b)", s[m.end(1):])):
        return None
    return m.group(1)


def identity(s: str, page: Page, who: str) -> list[dict]:
    """The keyed facts about who the speaker is that sentence `s` states."""
    out = []
    name = name_of(s)
    if name:
        # ("My name is Mary Jane Watson", "I'm María José García": a third name said on)
        third = re.match(re.escape(name) + r" ((?-i:[A-Z])[\w'-]+)\b(?! (?-i:[A-Z]))", s[s.find(name):]) \
            if " " in name and name in s else None
        name = f"{name} {third.group(1)}" if third and not _CALENDAR.match(third.group(1)) else name
        # "surname" in the text: "What's my surname?" finds the fact that holds it
        first, _, last = name.partition(" ")
        last = last.split()[-1] if last else last
        full = f" (first name {first}, surname or family name {last})" if last else ""
        # "My name's Jo, short for Joanna": the full name it is short for
        short = re.search(re.escape(name) + r",? \(?(?i:short for) ([A-Z][\w'-]+)", s)
        full += f" (short for {short.group(1)})" if short else ""
        out.append(_fact("trait", "name", name, f"{_poss(who)} name is {name}{full}.", page, 0.9))
        # "I'm Ann Lee, a retired nurse": the job said beside the name
        m = re.search(re.escape(name) + r",\s+(an? [^,.;!?]{2,40}?)(?=[,.;!?]|$| from | in | at "
                      r"| and | with )", s)
        if m and is_job(_clean(m.group(1)), s):
            out.append(_job(_clean(m.group(1)), page, who, s))
    # ("everyone in the kitchen calls me Nacho", "my mates at work call me Gaz": where they
    # know the speaker said between; remember35 formed no nickname)
    m = re.search(r"\b(?i:(?:my )?(?:friends|family|everyone|people|they all|most people|"
                  r"mates|everybody)(?: (?:in|at|on|from) (?:the |my |our )?[a-z]+|"
                  # ("everyone here calls me Aga": where, said as a place word; remember37)
                  r" here| (?:back )?home| over here| at home)? "
                  r"(?:call|calls) me|my nickname is|i go by|call me) " + NAME, s)
    if m:
        # "my grandkids call me Lita": who call them so is what "What do my grandkids call
        # me?" asks of (remember51: the nickname alone was not beside it)
        by = re.search(r"\b(?i:my|our) ((?:grand)?(?:kids|children|sons|daughters)|nieces|nephews|"
                       r"students|pupils) (?:all )?(?i:call) me " + re.escape(m.group(1)), s)
        by = f" (what their {by.group(1)} call them)" if by else ""
        out.append(_fact("trait", "nickname", m.group(1),
                         f"{_poss(who)} nickname is {m.group(1)}{by}.", page, 0.85))
    out += own_age(s, page, who)
    # ("I've been working as a receptionist at a dental practice since 2021": remember23)
    # "I work part time as a barista at a cafe", "I work nights as a porter at ...": how one
    # works said between (remember25: formed no job, as the later pattern ends the role only
    # at a time phrase, "barista at a cafe on campus" then being no job noun)
    m = re.search(r"\b(?:i (?:now |currently )?work (?:(?:part[- ]time|full[- ]time|nights|days|"
                  r"weekends|evenings|shifts|mostly|mainly) )?as (?:an? )?|"
                  r"i(?:'m| am) (?:now )?working "
                  r"as (?:an? )?|i(?:'ve| have) been working (?:in (?-i:[A-Z])[\w'-]+ )?(?:for \w+ (?:years?|"
                  r"months?) )?as (?:an? )?|my job is (?:an? )?|"   # ("... in Doha for three years as")
                  r"i got a job as (?:an? )?|"   # ("I moved to Oslo for a new job as an art director")
                  r"\bi\b[^,.;!?]{0,60}?\b(?:for|got|landed|took|taken|accepted|have|started) (?:a |my |the )?new "
                  r"job as (?:an? )?|"
                  # "I took an in-house job as a ..." (remember37; not "applied for a job as")
                  # ("I got an office job as maintenance planner": matias formed none)
                  r"i(?:'ve| have)? (?:just )?(?:took|taken|accepted|landed|got) (?:a|an) (?:(?:in-house|"
                  r"full-time|full time|part-time|part time|permanent|staff|office|desk|temp|"
                  r"proper|better) )?job as (?:an? )?|"
                  # "I start on Monday as a proofreader" (remember24: formed no job)
                  # ("I've started as a charge nurse": remember32; not "I started as a waiter
                  # years ago", a career's beginning)
                  r"i(?:(?:'ll| will)? (?:be )?start(?:ing)?|(?:'ve| have) (?:just |now |recently )?"
                  r"started) (?:(?:on|next|this) \w+ |tomorrow |"
                  r"in \w+ (?:days?|weeks?) )?(?:work |a new job )?as (?:an? )?|"
                  r"i(?:'m| am) starting (?:work |a new job )?as (?:an? )?|"
                  # "I'm a mechanic there so it's manic" (remember18: formed no job)
                  r"i(?:'m| am) (?:now |currently )?an? )" + _OBJ + r"(?= by (?:profession|trade)"
                  r"| there\b| here\b"
                  r"| at | for | in | with |" + _END[3:], s, re.I)
    if m and (not re.search(r"\bi(?:'m| am) (?:now |currently )?an?\b|\bbeen working as\b",
                            m.group(0), re.I)
              or re.search(r"by (?:profession|trade)", s, re.I) or is_job(m.group(1), s)) \
            and not _NO_ROLE.match(m.group(1)):
        out.append(_job(_clean(m.group(1)), page, who, s))
        # "I work as a designer at a startup called Brightpay", "... for Kestrel": whom for
        # ("at a little tapas place in Bermondsey called Bodega Sur": up to six words, none
        # starting another clause: not "at a school and my boss called Tom"; "a pharmacist at a
        # Shoppers Drug Mart", "at Al Jalila Children's Hospital": a name of up to four words;
        # "in a logistics company called Northway Freight": "in" only with the name; remember63)
        org = re.match(r" (?:(?:at|for|with) (?:(?:a|an|the) (?:(?!(?:and|but|or|my|who|which|"
                       r"when|where|because|so|I)\b)[\w-]+ ){0,6}?(?:called|named) |(?:a|an|the) "
                       r"(?=(?-i:[A-Z])(?!(?:I|My)\b)))?|in (?:a|an) (?:[\w-]+ ){1,3}?(?:called|named) )((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+)| &(?= [A-Z])){0,3})",
                       s[m.end():])
        org = None if re.search(r"\bstudents?$", m.group(1), re.I) else org   # (lpm_study)
        if org and not _CALENDAR.match(org.group(1)) and not re.match(
                r"(?:I|My|Christmas|Xmas|Easter|Halloween|Thanksgiving|New Year|Weekends?)\b",
                org.group(1)):
            said = re.match(r" (?:at|for|with|in) ((?:the) )?", s[m.end():]).group(1) or ""
            kind = re.match(r" (hospital|clinic|school|college|university|library|hotel|pharmacy|"
                            r"surgery|practice|branch|store|centre|center)\b", s[m.end() + org.end():])
            at = org.group(1) + (" " + kind.group(1) if kind else "")
            town = re.match(r" in ([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})\b(?!')",
                            s[m.end() + org.end() + (kind.end() if kind else 0):])
            out.append(_fact("trait", "employer", at, f"{who} works at {said.lower()}{at}"
                             f"{' in ' + town.group(1) if town else ''}.", page, 0.8))
        # ("... as a tour guide at the wildlife park now": a place said by its kind, only after
        # "work as": "a pastry chef at a hotel in Austin" keeps where in the statement)
        kind = None if org or not re.search(r"work|job as", m.group(0), re.I) else re.match(
            r" (?:at|" + IN_BUSINESS + r") ((?:the|an?) (?:[\w-]+ ){0,3}?[\w-]+)"
            r"(?:(?= to (?:pay|cover|earn|save)\b)|" + _END + ")", s[m.end():], re.I)
        if kind and not NOT_ORG.match(kind.group(1)):
            out.append(_fact("trait", "employer", kind.group(1),
                             f"{who} works at {kind.group(1)}.", page, 0.8))
        # "I'm a locksmith in Limerick", "a paramedic with the ambulance service in Bristol",
        # "PSW in nursing home in North York": where the job is done is kept in its text (often
        # the only place said), not as a home, which it may not be
        town = re.match(r" ((?:(?:with|for|at|in) (?:(?:the|an?) |(?!(?:summer|winter|spring|"
                        r"autumn|fall|weekends?|evenings?|mornings?|nights?|days?)\b))"
                        r"(?:[\w-]+ ){0,4}?[\w-]+ )?in "
                        r"([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}))\b(?!')", s[m.end():])
        # ("in an IT company in Technopark", "at a hospital in Leeds": where the job is said by
        # the kind of place, where no workplace was formed; swathi's old job lost its town)
        # ("in hospital Saint-Pierre": the kind before the name, as French or Spanish say it)
        town = town or re.match(r" ((?:in|at) (?:the )?(?:hospital|clinic|hotel|school|restaurant|"
                                r"factory|university|college|supermarket|warehouse|airport) "
                                r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?))", s[m.end():])
        if town and not _CALENDAR.match(town.group(2)) and not (org or kind):
            out[-1]["text"] = out[-1]["text"][:-1] + f" ({town.group(1)})."
    # "I got the job!! I'm going to be a pricing analyst at a medical aid": a job taken, said
    # ahead, as "I start as ... next month" is (remember22); with a job noun and where it is
    # done, not "going to be a bridesmaid at the wedding", "going to be a dad"
    m = None if any(f["attribute"] == "job" for f in out) else re.search(
        r"\bi(?:'m| am) (?:going to|gonna) be (?:working as )?an? " + _OBJ + r"(?= at | for )",
        s, re.I)
    # "i GOT THE JOB!!! junior data analyst at a solar company": the job got, said as a bare
    # title after the news (remember23: formed none); the speaker's own, with where
    m = m or (None if any(f["attribute"] == "job" for f in out) else re.search(
        r"(?:^|\b(?:i|and|so)\s)(?:(?:finally|just|actually)\s)?got the job\b[!.\s]*(?:[,:-]\s*)?"
        r"(?:(?:as|it's|its) )?(?:an? )?" + _OBJ + r"(?= at | for | with )", s, re.I))
    if m and is_job(m.group(1), s) and not re.search(r"\b(?:one day|someday|when i grow up|"
                                                      r"if|hope|maybe|might)\b", s, re.I):
        out.append(_job(_clean(m.group(1)), page, who))
    # ("I have shifted to Bangalore and joined a new company ... as a senior QA engineer":
    # remember34 formed no new job)
    m = re.search(r"\bi(?:(?:'ve| have) (?=(?:just |recently )?(?:started|joined)\b)|(?:'ve| have)?"
                  r"(?:(?!\b(?:my|his|her|their|he|she|they)\b)[^.;!?]){1,60}? and (?=joined\b))?"
                  r" ?(?:now |currently |just |recently )?(?:work|started|began|joined)\b"
                  # "I work remotely for Kestrel, a Toronto company, as a ...": an appositive
                  # between, but no other person ("I work at the hospital, my wife as a nurse")
                  r"(?:(?!\b(?:my|his|her|their|our|he|she|they|we|and|but|who)\b)[^.;!?]){1,70}?"
                  r" as (?:an? |the )?" + _OBJ + _END + r"|\bi(?:'ve| have)? "
                  r"(?:was |got |been )(?:just |recently |finally )?(?:promoted to (?:an? |the )?|"
                  r"made (?!an? |the |to )(?=(?:[\w-]+ ){0,2}[\w-]+(?:[,.;!?]|$)))"
                  # ("promoted to deputy principal from January": from when, remember38)
                  + _OBJ + r"(?= from (?:" + _MONTHS + r"|next|this|the|\d)|" + _END[3:] +
                  # "Since the promotion to area manager I ...", "I got a promotion to head chef"
                  r"|(?:^|\b(?:since|after|with|and) |\bi(?:'ve| have)? (?:got|had|been given|"
                  r"earned) )(?:my|the|a) promotion to (?:an? |the )?" + _OBJ + r"(?= (?:i|we)\b|"
                  + _END[3:] +
                  r"|\bi(?:'ve| have) been (an? [^,.;!?]{2,40}?)(?= for (?:like |about |around |"
                  r"almost |nearly |over |just over )?\w+ "
                  r"(?:years?|months?)| since )", s, re.I)
    if m and "joined" in m.group(0).lower() and LEISURE.search(m.group(0)):
        m = None   # "I joined the choir as a tenor"
    if m and not any(f["attribute"] == "job" for f in out):
        # "I work nights at the hospital as a nurse", "I started at a new school as vice
        # principal", "I was promoted to / made project director", "I've been a bus driver for
        # eleven years": the role said after where or when, or for how long; a job noun only
        # ("I joined the club as a member" is none)
        job = _clean(m.group(1) or m.group(2) or m.group(3) or m.group(4))
        if m.group(2) and s[:m.start(2)].endswith("made ") and job.split()[-1].lower() not in JOBS:
            job = ""   # "made" a known job noun only: not "made redundant", "made welcome"
        if job and is_job(job, s + " at a"):
            out.append(_job(job, page, who, s))
            # "for six years": how long is kept in the job's text ("How long have I been a
            # paramedic?"); the value stays the job itself
            long = re.match(r" (for (?:\w+ ){1,2}(?:years?|months?)|since [^,.;!?]{2,30})",
                            s[m.end(4):]) if m.group(4) else None
            if long:
                out[-1]["text"] = out[-1]["text"][:-1] + f" ({long.group(1)})."
    out += freelance(s, page, who, out)   # "I'm freelance now"
    out += business_jobs(s, page, who, out)
    out += at_work(s, page, who, out)   # "I'm a mechanic, right now I'm at the Firestone"
    out += role_at(s, page, who, out)   # "I'm the cook at the primary school"
    out += unit_worked(s, page, who)   # "I got transferred to the ICU"
    verb_job = None if any(f["attribute"] == "job" for f in out) else job_said_by_verb(
        s, page, who)
    if verb_job:   # "I'm waitressing"
        out.append(verb_job)
    # "I work remotely for X", "I work part-time at X", "i work saturdays at X": how one works between
    # ("I'm working at a garden centre now": the job after quitting one, going on; remember28)
    m = (re.search(r"\bi(?: (?:now |currently )?work|(?:'m| am) (?:now |currently |still )?working) "
                   r"(?:(?:remotely|from home|part-time|part time|full-time|full time|freelance|"
                   r"mostly|now|currently|(?:on )?(?:satur|sun|mon|tues|wednes|thurs|fri)days) )?"
                   r"(?:at|for) " + _OBJ + _END, s, re.I)
         # "I work part-time in a bookshop", "in a call centre" (not "in the garden", "in marketing")
         or re.search(r"\bi (?:now |currently |also )?work (?:(?:part-time|part time|full-time|"
                      r"full time|mostly) )?in (an? (?:[\w-]+ ){0,2}?(?:" + BUSINESS + r"|call "
                      r"cent(?:re|er)|factory|warehouse|care home|nursing home|laboratory|lab|"
                      r"supermarket|bank|(?:office|studio|agency)(?= called))(?: called (?-i:[A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,3}))?)\b", s, re.I)
         or re.search(r"^(?:(?:my|the) )?first (?:day|week|month|shift)s? (?:at|with) "
                      r"((?:the|my|a|an) (?:new )?[\w-]+(?: [A-Z][\w-]+)*|[A-Z][\w-]+(?: [A-Z]"
                      r"[\w-]+)*) (?:went|was|is|has been|done)\b", s, re.I))
    # a first week at the gym, "I'm working at the school fair today" are no job; "I work at
    # the hospital (pharmacy)" (dimitra), "now I'm working at the uni library" are
    # (a place named is one worked at: "I'm now working at Wythenshawe Hospital"; remember79)
    if m and "work" not in m.group(1) and re.search(rf"\b(?:{_PLACES})\b", m.group(1), re.I) \
            and not re.search(r"(?-i:[A-Z])\w+ (?-i:[A-Z])", m.group(1)) \
            and not re.match(r"i (?:now |currently |also )?work\b", m.group(0), re.I) and (
                re.search(rf"\b(?:{_PLACES})$", m.group(1), re.I) or "first" in m.group(0).lower()
                or re.search(r"\b(?:today|tonight|tomorrow|this (?:week|weekend|morning))\b", s, re.I)):
        m = None
    if m and NOT_ORG.match(m.group(1)):
        m = None   # "I work at weekends", "I work for myself", "I'm working at home today"
    kin_work = kin_workplace(s, page, who)   # "I work for my dad on his farm now"
    if kin_work:
        out += kin_work
        m = None
    new_job = None
    if not m and not any(f["attribute"] == "job" for f in out):
        # "I have new job now, I work in the laundry of the hospital": where the new job is,
        # said with "in" (only beside "new job": "I work in the garden" is no workplace)
        new_job = re.search(r"\bnew job\b[^.;!?]{0,40}?\bi (?:now )?work (?:in|at) ((?:the|an?) "
                            r"[^,.;!?]{2,50}?)" + _END, s, re.I)
    # "an early shift at the bakery where I work", "the garage I work at": the workplace said
    # as where, in a relative clause (remember18: formed none); not "the gym where I work
    # out", "the novel I'm working on"
    where = None if m or new_job or any(f["attribute"] == "employer" for f in out) else (
        re.search(r"\b(?:at|in) (the|an?) ((?:[\w-]+ ){0,2}?[\w-]+) (?:where|that) (?:i|we) "
                  r"(?:now |currently |still )?work\b(?! out| on| through| it\b)|\b(?:at|in) "
                  r"(the|an?) ((?:[\w-]+ ){0,2}?[\w-]+) (?:i|we) (?:now |currently |still )?"
                  r"work (?:at|in)\b", s, re.I))
    if where:
        org = f"{(where.group(1) or where.group(3)).lower()} {where.group(2) or where.group(4)}"
        out.append(_fact("trait", "employer", org, f"{who} works at {org}.", page, 0.75))
    if new_job:
        org = new_job.group(1)
        out.append(_fact("trait", "employer", org, f"{who} works in {org} (a new job).", page,
                         0.8, ends=["job"]))
    if m:   # a new workplace: the job title said before it may be out of date
        org = m.group(1) if m.group(1).lower().startswith("the ") else _clean(m.group(1))
        org = re.sub(r" here(?= in )", "", org)   # ("a cafe here in Leeds": remember23)
        # ("at a cafe in Leeds" read "works at cafe in Leeds": the article stays in the text)
        said = re.match(r"(?:an?|the) ", m.group(1), re.I)
        at = f"{said.group(0).lower()}{org}" if said and not org.lower().startswith(
            said.group(0).lower()) else org
        out.append(_fact("trait", "employer", org, f"{who} works at {at}.", page, 0.8,
                         ends=["job"] if "first" in m.group(0).lower()
                         or re.search(r"\bnew job\b", s, re.I) else ()))
    # "I went down to four days a week at Kestrel", "I work three days a week", "I'm
    # part-time now, three days a week": how much one works, keyed so a change ends it
    # ("I work part time at the library in town, three days a week": where said first)
    m = re.search(r"\b(?:i(?:'ve| have)? (?:(?:also|now|only|just|currently|recently) )?(?:"
                  r"work(?: [^,.;!?]{2,40}?,)?|(?:went|gone|cut|dropped|moved|switched)(?: back)?(?: down| up)? to)|"
                  r"i(?:'m| am) (?:(?:also|now|only|just|currently) )?(?:on|down to|up to|"
                  r"part-time(?: now)?,?|an? [^,.;!?]{2,40}?,)) (\w+|\d(?:\.5)?) days? (?:a|per) week\b(?: (?:at|for) "
                  r"((?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+))?))?", s, re.I)
    # ("I've dropped to two days at the library", "Went up to four days at work": a change
    # said without "a week"; remember68)
    m = m or re.search(r"\bi(?:'ve| have)? (?:(?:also|now|just|recently) )?(?:went|gone|cut|dropped|"
                       r"moved|switched)(?: back)?(?: down| up)? to (\w+|\d) days (?:at|in) (?:work\b)?"
                       r"((?:the |my )?(?<!work)(?:[a-z]+ ?[a-z]*|(?-i:[A-Z][\w&'-]+)))?(?=[,.;!]|$| (?:from|now|so|because|since)\b)", s, re.I)
    if m and re.fullmatch(r"\d(?:\.5)?|one|two|three|four|five|six|seven|half", m.group(1),
                          re.I):
        at = f" at {m.group(2)}" if m.group(2) else ""
        # "four days a week, Monday to Thursday": which days, asked as "Which days do I work?"
        days = re.match(r",? ((?:(?:mostly|usually|always|only|normally|just) )?(?:" + _DAYS + r")s?"
                        r"(?:(?: to |-|, | and | & | )(?:" + _DAYS + r")s?)*)\b", s[m.end():], re.I)
        at += f", {days.group(1)}" if days else ""
        out.append(_fact("trait", "work_days", m.group(1).lower(),
                         f"{who} works {m.group(1).lower()} days a week{at} (their working "
                         "week).", page, 0.75))
    out.extend(former_jobs(s, page, who, out))
    # "I'm retired now", "I retired last year after 30 years as a nurse": being retired is
    # the job now, so the job before it ends and stays as history for questions about the
    # past; "until I retired", "when I retired" say when, not news
    m = None if any(f["attribute"] == "job" for f in out) else re.search(
        r"(?<!when )(?<!until )(?<!since )(?<!before )(?<!after )(?<!if )(?<!till )"
        r"\bi(?:'m| am|'ve| have)?(?: been)? (?:\d{1,3}(?: years old)?,? and )?"
        r"(?:now |just |finally |recently |fully |happily |officially |semi-)?"
        # ("a retired teacher" names a job, but "retired after 38 years" is no -er noun)
        r"retired\b(?! (?!after\b|later\b|earlier\b|together\b)"
        r"(?:teacher|nurse|\w+er|\w+or|\w+ist)\b)( [^,.;!?]{3,60})?",
        # ("I've taken early retirement from the school": remember73 kept the job current)
        re.sub(r"\b(?i:i've|i have|i) (?:(?i:just|finally|now) )?(?i:taken|took) (?i:(early) )?"
               r"(?i:retirement)\b", lambda r: "I retired" + (" early" if r.group(1) else ""), s), re.I)
    if m and not re.search(r"\b(?:will|going to|gonna|when|if|hope|plan|want)\b",
                           s[:m.start()], re.I):
        # "last year after 30 years as a nurse": when and from what, kept in the text
        tail = re.split(r" (?:and|but|so|because|with|which) ", re.sub(
            r"^\s*(?:now|too|as well)\b", "", m.group(1) or ""))[0].strip()
        was = f" (retired {resolve(tail, page.created)})" if len(tail) > 3 else ""
        out.append(_fact("trait", "job", "retired", f"{who} is retired{was}.", page, 0.8))
    place, near = home(s), near_home(s)
    if place or near:
        out.append(_fact("trait", "location", place or near,
                         f"{who} lives {'in ' if place else ''}{place or near}.", page, 0.8))
        # "we live in Porto since 2018", ", in the Usera area" are kept in the text
        out[-1]["text"] = out[-1]["text"][:-1] + home_detail(s, place or near) + "."
        shared = shared_with(s)
        if shared:
            out[-1]["text"] = out[-1]["text"][:-1] + f" ({shared})."
    out += hometown(s, page, who, place)
    # "I drive a crane at the steelworks", "I drive a bus for the council": a vehicle driven for
    # someone is the job (remember28: a statement only); "I drive a van" alone may be one's car
    m = driven_for_work(s)
    if m and not any(f["attribute"] == "job" for f in out) and not UNSURE.search(s[:m.start()]):
        job = _job(f"{vehicle(m)} driver", page, who, s)
        said = re.match(r"(?:(?:e?s|ies)(?!\w))?([^,.;!?]{0,60}?)(?=[,.;!?]|$| and | but | so )",
                        s[m.end(1):])
        job["text"] = job["text"][:-1] + f" (driving {_article(vehicle(m))}{said.group(1)})."
        out.append(job)   # (where: a job is never restated beside its fact)
    return with_how_long(out, s)   # "..., been doing it for 16 years"


_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekday|weekend"
_PLACES = r"gym|school|college|uni|university|camp|class|course|club|pool|beach|hospital"
# "I'm working at the moment as a favour to my uncle": why one works, no role
# ("I'm a broke student lol": how one lives, said of a student, is no job to key; remember35's
# tutoring ended by it)
_NO_ROLE = re.compile(r"(?:favou?r|treat|hobby|joke|gift|surprise|one-off|stopgap|means|way|"
                      r"(?:broke|poor|starving|skint|struggling|penniless) students?)\b", re.I)
