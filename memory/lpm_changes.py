"""A life that changes: a break-up said with the ex first, a new partner met, a move back in
with family, a home left, a new workplace said with the job.

Design decisions (remember8, blind scripts):
- "Jake and I broke up" is "me and Jake broke up" (lpm_people.exes) with the names the
  other way round; it is read the same way (the partner relation ends, the ex is kept).
- "I'm seeing someone new, his name is Marcus": a partner met, keyed `relation.partner` as
  lpm_people keys "my partner is called ..." (one at a time, so a new one ends the old).
- "I've moved back in with my mum in Sheffield", "..., resident in Bath these forty years": a
  home said with whom, or formally; the place is the home (`location`, single-valued, so the next move ends it and keeps it as history).
- "I'm not in Sheffield any more", "I used to live in Leeds", "I no longer live in X": a
  former home is asked of later ("Where did I live before York?"), but ended homes are not
  retrieved; it is kept as a current fact of its own, keyed by place, as lpm_identity keeps
  a former job ("used to work as").
- "We've moved from Cheltenham to Gloucester": the home now (`location`) and the one left, kept
  as a former home as above (remember20: neither formed; the old home stayed current). Only
  said by the speaker and done ("My parents moved from ...", "we might move from ..." are
  not), and not between teams ("from Sales to Marketing team").
- "I moved to York in September": the latest move and when, keyed `moved` (the next move
  ends it), as the home itself keeps no date.
- "I'm a teaching assistant at a primary school now": the job is keyed by lpm_identity; the
  workplace said with it is `employer` ("Where do I work?"), said with the job ("works as a
  teaching assistant at a primary school"), only for an organisation
  ("at a/the <noun>" or a name), not "at home", "at weekends", "at heart".
- "I teach geography at a sixth form college now": teaching said as a verb is the job
  (a teacher) only where it is done at a school or a college; "I teach my son to swim" and
  "I teach a pottery class at the community centre" name no job.
- "I've left the estate agency and I'm training to be a driving instructor", "I'm
  retraining as a plumber": a career changed, the training is the job now (`job`, so the old
  one ends and stays as history). Only with a job noun, and only said with the old work left
  or as retraining: "I'm training to be a nurse" alone may be said beside a job held, and
  "I'm training to be a better listener" names no job.
- "I've left the design firm and joined a property developer as a design manager", "I left
  the restaurant and started an apprenticeship as an HVAC technician": the role taken on
  after work left is the job now (remember21: the old job stayed current). Only with the
  speaker as the subject of the leaving ("My sister left the bank and joined ..." is hers)
  and a job noun after "as" ("joined the choir as a tenor" left no work).
- "My wife got a job at the university", "my husband Tom has started a new job at Tesco": a
  relative's new workplace is keyed by the relative (`relation.wife.employer`), as their
  job is (lpm_people), so "Where does my wife work?" finds it and a later one ends it
  (remember24: an unkeyed statement, lost beside a move told in the same message). Only a
  job got or started ("got a job at", "started a new job at"), not "got a coffee at the
  station" or "works at" said of the speaker.
"""
from __future__ import annotations

import re

from .lpm_activities import LANGUAGES
from .lpm_newhome import BOUGHT_HOME as _BOUGHT_HOME, NEW_HOME as _NEW_HOME
from .lpm_base import (CALENDAR, END, MONTHS, UNSURE, article, clean, fact, kin_key,
                       opens_with_me, poss, slug)
from .lpm_business import LEISURE
from .lpm_formerjob import is_job
from .lpm_breakup import exes
from .lpm_words import JOB_SUFFIX, JOBS, NAME, NOT_JOBS, RELATIONS, SINGLE
from .sentences import content_words
from .timewords import resolve
from .types import Page

_SPLIT = r"(?:broke up|split up|split|separated|divorced|got divorced)"
# ("I've been seeing a girl called Ciara for a few weeks": the name said with "called";
# remember22)
# ("I've started seeing someone new, his name is Eli": the start of it said; remember27)
MET = re.compile(r"\b(?i:i(?:'m| am) (?:now |kinda |kind of |sort of )?(?:seeing|dating|going out with)|i(?:'ve| have) "
                  r"(?:(?:met|found)|(?:been|started|begun) (?:seeing|dating|going out with))|"
                  r"i (?:started|began) (?:seeing|dating|going out with)) (?i:someone|somebody|"
                  r"a (?:guy|girl|man|woman|lad|lass|fella|bloke|lady))"
                  r"(?: (?i:new))?(?:,? (?i:(his|her|their)) name(?:'s| is)|,? (?i:called|named)) "
                  r"([A-Z][\w'-]+)\b")
_WITH = re.compile(r"\b(?i:i(?:'ve| have)?|we(?:'ve| have)?) (?:(?i:just|now|since) )?"
                   r"(?i:moved (?:back )?in with|(?:am |'m )?(?:now )?(?:living|staying) (?:back )?"
                   r"with) (?i:my|our) ((?:[a-z]+ ){0,2}?[a-z]+) (?i:in) "
                   r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b")
# "I am a retired magistrate, resident in Bath these forty years": a formal way to say a home
_RESIDENT = re.compile(r"\b(?i:i(?:'m| am)|i(?:'ve| have) been|we(?:'re| are))\b[^.;!?]{0,60}?\b"
                       r"(?i:a )?(?i:resident|residing|domiciled) (?i:in|of|at) "
                       r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b")
_FORMER = re.compile(r"\b(?i:i(?:'m| am)|we(?:'re| are)) (?i:not|no longer) (?:(?i:living|based) )?"
                     r"in ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?= any ?more\b|,? (?i:since|"
                     r"i moved|we moved))|(?:\b(?i:i|we)|,(?= (?i:lived) in)) (?i:used to live|no longer live|don't live "
                     r"any ?more|lived) in ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?= (?i:before|until|"
                     r"for \w+ years|any ?more|as a kid|as a child|growing up)\b|[,.;!]|$)|"
                     # "I sold our big old house in Durbanville" (remember37), "the house on Elm Road" (55)
                     r"\b(?i:i|we)(?:'ve| have)? (?i:sold) (?i:our|my|the) (?!(?i:"
                     r"holiday|second|rental|investment|idea|plan|dream|hope|thought)\b)(?:[a-z-]+ ){0,3}?(?i:house|flat|home|"
                     r"cottage|bungalow|apartment) (?i:in|on) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b(?! (?i:to|for)\b)")
# ("We also moved house from Sunnybank to Chermside": British "moved house"; remember46)
_FROM_TO = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:just|finally|recently|now|since|also) ){0,2}"
                      r"(?i:moved(?: house| home)?|relocated)(?: (?i:last|this) \w+,?)? (?i:from) (?:(?i:an?|the|our|my) (?:[a-z-]+ ){0,2}?"
                      r"(?i:house|flat|home|apartment|place) (?i:in) )?([A-Z][\w'-]+(?: [A-Z][\w'-]+)?) (?i:to) "
                      # "... to a smaller bungalow in Carnoustie": the home's town (remember44)
                      r"(?:(?i:an?|the|our|my) (?:[a-z-]+ ){0,2}?(?i:house|flat|home|bungalow|"
                      r"cottage|apartment|place|village) (?i:in) )?([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b(?! (?i:team|department|dept|office|"
                      r"division|role|position|branch)\b)")
_MONTHS = r"(?i:" + MONTHS + r"|spring|summer|autumn|fall|winter)"
_WHEN = (r"(?:(?i:in|last|back in|this past) " + _MONTHS + r"|(?i:in) (?:19|20)\d\d|"
         r"(?:\w+ ){1,2}(?i:years?|months?|weeks?) (?i:ago))")
# "I moved to York in September": when is asked of later ("When did I move to York?"), and
# lpm_identity's home ("lives in York") keeps only the place
_MOVED = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:just|finally|then|eventually) )?(?i:moved|"
                    r"relocated|emigrated|came) (?:(?i:from) [A-Z][\w'-]+(?: [A-Z][\w'-]+)? )?(?i:to) (?:the (?=[A-Z]{2}|"
                    r"States|Netherlands))?([A-Z][\w'-]+(?: [A-Z][\w'-]+)?),? (" + _WHEN + r")\b(?! (?i:for|on) (?:a|an|"
                    r"our|my|the) (?i:holiday|visit|trip|honeymoon|wedding|conference|week|weekend))")
# ("I'm a junior test engineer now at a gaming studio": the "now" before the place; remember40)
# ("I'm a nurse at the Royal Brisbane hospital": a named one; remember46 kept no workplace)
_WORKPLACE = re.compile(r"\b(?i:i(?:'m| am)) (?:(?i:now|currently) )?(?i:(an?)) ([a-z][\w -]{2,40}?)"
                        r"(?: (?i:now|currently|these days))? (?i:at) ((?i:an?|the) (?:[A-Za-z]+ ){0,2}?(?i:school|college|"
                        r"university|hospital|clinic|practice|pharmacy|surgery|nursery|library|"
                        r"museum|hotel|restaurant|cafe|café|bakery|bank|firm|company|agency|"
                        r"shop|store|supermarket|factory|warehouse|charity|council|office|"
                        r"studio|garage|salon|gym|care home|prison|airport|station|"
                        # tech chat names the firm by its kind: "a backend dev at a fintech"
                        r"startup|start-up|fintech|consultancy|lab)s?)\b")

# "I left the hospital and started at a small imaging clinic in Sugar Land", "I've just
# started a new job at a dental practice" (remember19: formed no workplace); a place one
# starts at as a pupil or a member ("started at the gym", "at a new school") is none
MONTHS_AT = re.compile(r"(?:" + MONTHS + r"|Christmas|Easter|Monday|Tuesday|Wednesday|Thursday|"
                       r"Friday|Saturday|Sunday|I|My|Our|The)\b")
# ("I start at Lidl on Monday": a new job said as the day it starts, with that day after it)
_A_WORKPLACE = (r"(?i:an?|the) (?:[a-z-]+ ){0,3}?(?i:clinic|practice|pharmacy|surgery|hospital|"
                r"library|museum|hotel|restaurant|cafe|café|bakery|bank|firm|company|agency|shop|"
                r"store|supermarket|factory|warehouse|charity|council|office|studio|garage|"
                r"salon|care home|prison|airport|startup|start-up|consultancy|lab|centre|"
                r"center)(?: (?i:in|near) [A-Z][\w'-]+(?: [A-Z][\w'-]+)?)?")
_STARTED_AT = re.compile(r"\b(?:(?i:i)(?:'ve| have)?|(?i:and)) (?:(?i:just|recently|now|finally) )?"
                         r"(?i:(started|began|joined|start|begin))(?: (?i:a new job|a job|work|"
                         r"working))? (?i:at) (" + _A_WORKPLACE + r"|[A-Z][\w&'-]+"
                         r"(?: [A-Z][\w&'-]+){0,2})\b(?!')")
# ("From next month I'm teaching wine courses at a hospitality school instead": remember25,
# the job left stayed the job; not "I'm teaching a class at the school tonight")
_TEACH = re.compile(r"\b(?i:i)(?: |(?:'m| am) )(?:(?i:now|currently|also|still) )?(?i:teach|teaching)"
                    r"(?! (?:[A-Za-z -]{1,30}? )?(?i:at|in) [^.;!?]*\b(?i:tonight|today|tomorrow|this "
                    r"(?:week|morning|afternoon|evening)|once)\b)(?<=\w) (?:([a-z][a-z -]{1,30}?|"
                    # "I teach English at a high school": a language is written with a capital
                    # (remember28: formed no job)
                    r"(?i:" + LANGUAGES + r")(?: (?:and|or|&) (?i:" + LANGUAGES + r"))?) )?"
                    r"(?i:at|in) ((?i:an?|the) (?:[\w'-]+ ){0,3}?(?i:school|college|university|"
                    r"academy|(?:sixth form|secondary|primary|nursery)(?: school| college)?|uni)"
                    r"(?: in [A-Z][\w'-]+)?)\b")

_TRAINING = re.compile(r"\b(?i:i)(?:'m| am) (?:(?i:now|currently|also) )?(?i:(training|retraining|"
                       r"studying)) (?i:to be(?:come)?|as) (?i:an?) ([a-z][\w -]{2,40}?)" + END)
# "I've retrained as a midwife", "I qualified as a solicitor in May": the job one has now
_QUALIFIED = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:now|just|finally|recently) )?(?i:retrained|"
                        r"qualified) (?i:as) (?i:an?) ([a-z][\w -]{2,40}?)" + END)
# ("we sold the salon!": the business one ran is left; remember39 kept the owner's job; not
# "I sold the shop's old till", nor "we sold the house")
_LEFT = re.compile(r"(?:\b(?:i|i've|i have)(?: just| finally)? (?:left|quit|resigned from|handed in "
                   r"my notice at|given up|gave up) (?:my|the|a) (?:old )?(?:job|work|[\w-]+ )*"
                   r"(?:job|work|agency|firm|company|office|practice|school|bank|shop|business|"
                   r"restaurant|hospital|council|post|role|career|call cent(?:re|er)|factory|"
                   r"warehouse|salon|care home|nursing home|laboratory|depot|supermarket)\b"
                   # ("I left the office early and went to the gym": a day's end, no job left)
                   r"(?! (?:early|late|on time|at (?:\d|lunch|noon)|for (?:the day|lunch|home|"
                   r"an? (?:hour|while|bit)))\b)|"
                   r"\b(?:i|we)(?:'ve| have)?(?: just| finally)? sold (?:my|our|the) (?:[\w-]+ )?"
                   r"(?:shop|business|salon|restaurant|cafe|café|bakery|pub|practice|garage|firm|"
                   r"company|bar|store)(?=[,.;!?]|$| (?:and|but|so|to|last|this|in|after)\b))", re.I)

LEFT, A_WORKPLACE = _LEFT, _A_WORKPLACE   # (lpm_nowat: where one is now, after work left)
_SHARED_HOME = re.compile(r"\b(?i:i(?:'ve| have)? (?:just |now |recently )?(?:(?:moved|am moving|'m "
                          r"moving) in(?:to)?|(?:also |still )?(?:share|am sharing|'m sharing)) "
                          r"(?:a|an|the|this|my|our) (?:new |little |small |nice |wee )?"
                          r"(flat|house|apartment|place|flatshare|houseshare) with (?:my |a )?"
                          r"(?:(?:old |best |good |close |uni |school )?(?:friend|mate|pal|"
                          r"colleague|classmate)),? )" + NAME)
_PLANNED = re.compile(r"\b(?:will|'ll|going to|gonna|next|soon|hope|hoping|plan|planning|want|"
                      r"looking (?:at|for)|buying|viewing|saving|if|maybe|might|would)\b", re.I)
# "I got a new job at Aldi", "I started at Aldi on Monday", "I left Tesco and joined Aldi": a
# new workplace said without the job (lpm_identity reads it said with one)
_ORG = r"([A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,2})"
# (started at one: _STARTED_AT)
# ("I got a job at the bank." formed nothing: the workplace said by its kind, and "job" with
# no "new")
_NEW_WORK = re.compile(r"\b(?i:i)(?:'ve| have)? (?:(?i:just|finally|recently|now) )?(?:(?i:got|"
                       r"landed|accepted|taken|took)(?: (?i:a|my|the))? (?:(?i:new|full-time|"
                       r"part-time|full time|part time) )?(?i:job) (?i:at|with) (?:the (?=[A-Z]))?"
                       # ("I got hired at a dentist office as a front desk assistant": remember46)
                       r"|(?:(?i:got|was|been|have been|'ve been) )(?i:hired|taken on) (?i:at|by) "
                       r"|(?i:left|quit) [A-Z][\w&'-]*(?: [A-Z][\w&'-]+)* (?i:and) "
                       r"(?:(?i:i've|i have) )?(?i:joined|moved to|went to) )(" + _A_WORKPLACE
                       + "|" + _ORG[1:])
_LEFT_FOR = re.compile(_LEFT.pattern + r"(?: (?:after|at|in|of|with) [^,.;!?]{1,30}?)?,? and "
                       r"(?:(?:i|i've|i have|have|now|then|just|recently) )*(?:joined|started|"
                       r"began|took|moved to|went to)\b([^,.;!?]{0,50}?) as (?:an? |the )?"
                       r"([^,.;!?]{2,60}?)(?= at | for "
                       r"| in | with | there\b|" + END[3:], re.I)
_STUDIES = re.compile(r"\b(?:uni|university|college|school|(?:19|20)\d\d)\b", re.I)


_KIN_NEW_JOB = re.compile(r"\b(?i:my|our) (" + RELATIONS + r")(?:,? " + NAME + r",?)? (?i:has |"
                         r"'s )?(?i:just |finally |now |also )?(?i:got|landed|started|found|"
                         r"been offered|accepted) (?i:a |an |her |his |their )?(?i:new )?(?i:"
                         r"(?:full-time |part-time )?job|position|post|role) (?i:at|with) "
                         r"((?i:the |an? )?[A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,3}|(?i:the|an?) "
                         r"[a-z]+(?: [a-z]+)?(?= in | near |[,.;!?]|$))")


def _kin_new_job(s: str, page: Page, who: str) -> list[dict]:
    """A relative's new workplace, keyed by the relative (see the docstring)."""
    m = _KIN_NEW_JOB.search(s)
    if not m or UNSURE.search(s[:m.start()]) or CALENDAR.match(m.group(3)):
        return []
    rel, name, org = m.group(1).lower(), m.group(2), m.group(3)
    key = kin_key(rel, name)
    whom = f"{rel} {name}" if name else rel
    return [fact("trait", key + ".employer", org, f"{poss(who)} {whom} works at {org} (a new "
                 "job).", page, 0.75)]


def changes(s: str, page: Page, who: str) -> list[dict]:
    """Break-ups, new partners, homes with family, former homes, workplaces in `s`."""
    out = _kin_new_job(s, page, who)
    m = re.search(r"\b([A-Z][\w'-]+) (?:and|&) (?i:I) (?=" + _SPLIT + r"\b)", s)
    if m and m.group(1) not in ("I", "My", "So", "And", "But"):
        out += exes(s[:m.start()] + f"me and {m.group(1)} " + s[m.end():], page, who)
    m = MET.search(s)
    if m and not UNSURE.search(s):
        name = m.group(2)
        out.append(fact("trait", "relation.partner", name,
                        f"{poss(who)} partner is called {name}.", page, 0.75,
                        ends=["relation.boyfriend", "relation.girlfriend"]))
    # "I moved into a flat with my friend Nerea": the friend is also whom one shares it with
    # ("Who's my flatmate?"); not a partner or relative one moves in with
    m = _SHARED_HOME.search(s)
    if m and not UNSURE.search(s[:m.start()]):
        mate = {"flat": "flatmate", "house": "housemate"}.get(m.group(1).lower(), "roommate")
        home, name = m.group(1).lower(), m.group(2)
        key = f"relation.{mate}" + ("" if re.fullmatch(SINGLE, mate) else f".{slug(name)}")
        out.append(fact("trait", key, name, f"{poss(who)} {mate} is called {name} (they share "
                        f"{'an' if home[0] == 'a' else 'a'} {home}).", page, 0.75))
    m = _WITH.search(s)
    if m:
        whom, place = m.group(1).lower(), m.group(2)
        out.append(fact("trait", "location", place,
                        f"{who} lives in {place} (with their {whom}).", page, 0.75))
    m = None if out and out[-1]["attribute"] == "location" else _RESIDENT.search(s)
    if m and not re.search(r"\b(?:former|formerly|once|used to|no longer)\b", s, re.I):
        out.append(fact("trait", "location", m.group(1), f"{who} lives in {m.group(1)}.", page,
                        0.75))
    m = None if out and out[-1]["attribute"] == "location" else (
        _NEW_HOME.search(s) or _BOUGHT_HOME.search(s))
    place = m and next(g for g in m.groups() if g)
    if m and not _PLANNED.search(s) and not CALENDAR.match(place):
        # ("moved out of the caravan and into a rented cottage": what said the caravan ends)
        gone = re.search(r"\bmoved out of (?:the|our|my) (?:[a-z]+ )?([a-z]{4,})\b", s, re.I)
        out.append(fact("trait", "location", place, f"{who} lives in {place} (a new home).",
                        page, 0.75, ends_like=(gone.group(1).lower(),) if gone else ()))
        # ("I moved out of Ballincollig, I have a small apartment in Douglas now": the town
        # left is a former home; remember70 had only "Ireland" before)
        left = re.search(r"\bmoved out of ((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", s, re.I)
        if left and left.group(1) != place:
            out.append(fact("trait", f"former_location.{slug(left.group(1))}", left.group(1),
                            f"{who} used to live in {left.group(1)} (a former home).", page, 0.7))
    m = _NEW_WORK.search(s)
    if m and not _PLANNED.search(s) and not CALENDAR.match(m.group(1)) and not re.match(
            r"(?:I|My|Our|The)\b", m.group(1)) and not _STUDIES.search(s):
        role = re.match(r" as (an? [^,.;!?]{2,40}?)(?=[,.;!?]|$| (?:so|and|but|now)\b)", s[m.end():])
        out.append(fact("trait", "employer", m.group(1), f"{who} works at {m.group(1)}"
                        f"{' as ' + role.group(1) if role else ''} (a new job).", page, 0.75,
                        ends=["job"]))
    m = None if any(f["attribute"] == "location" for f in out) else _FROM_TO.search(s)
    if m and not UNSURE.search(s[:m.start()]):
        was, now = m.group(1), m.group(2)
        out.append(fact("trait", "location", now, f"{who} lives in {now} (moved from {was}).",
                        page, 0.75))
        out.append(fact("trait", f"former_location.{slug(was)}", was,
                        f"{who} used to live in {was} (a former home).", page, 0.7))
    for m in (m for m in _FORMER.finditer(s) if m.group(0)[0] != "," or opens_with_me(s)):
        place = m.group(1) or m.group(2) or m.group(3)
        out.append(fact("trait", f"former_location.{slug(place)}", place, f"{who} used to live "
                        f"{'on' if ' on ' + place in m.group(0) else 'in'} {place} (a former home).", page, 0.7))
    m = _MOVED.search(s)
    if m and not UNSURE.search(s):
        said = resolve(f"{who} moved to {m.group(1)} {m.group(2)}.", page.created)
        out.append(fact("trait", "moved", m.group(1), said, page, 0.7))
    m = _TEACH.search(s)
    if m and not re.search(r"\b(?:if|maybe|might|would|used to|when i)\b", s[:m.start()], re.I):
        subject = m.group(1) if m.group(1) and len(m.group(1).split()) <= 2 and not re.match(
            r"(?:kids|children|students|pupils|people|adults|classes|part)\b", m.group(1)) else ""
        said = subject
        subject = re.sub(r" (?:courses?|classes|lessons)$", "", subject)   # "wine courses"
        job = f"{subject} teacher".strip()
        out.append(fact("trait", "job", job, f"{poss(who)} job is working as {article(job)} "
                        f"(teaches {said + ' ' if said else ''}at {m.group(2)}).", page,
                        0.8))
    m = _TRAINING.search(s)
    head = m.group(2).split()[-1].lower() if m else ""
    if m and (m.group(1).lower() == "retraining" or _LEFT.search(s[:m.start()])) and (
            head in JOBS or (JOB_SUFFIX.search(head) and head not in NOT_JOBS)):
        job, how = m.group(2), "studying" if m.group(1).lower() == "studying" else "training"
        out.append(fact("trait", "job", f"{how} to be {article(job)}",
                        f"{poss(who)} job now is {how} to be {article(job)} (a career "
                        "change).", page, 0.8))
    m = _QUALIFIED.search(s)
    head = m.group(1).split()[-1].lower() if m else ""
    if m and (head in JOBS or (JOB_SUFFIX.search(head) and head not in NOT_JOBS)):
        out.append(fact("trait", "job", m.group(1), f"{poss(who)} job is working as "
                        f"{article(m.group(1))} (qualified as one).", page, 0.8))
    m = None if any(f["attribute"] == "job" for f in out) else _LEFT_FOR.search(s)
    job = clean(m.group(2)) if m and opens_with_me(s) else ""
    head = job.split()[-1].lower() if job else ""
    if head and head not in NOT_JOBS and (head in JOBS or JOB_SUFFIX.search(head)) and not (
            _PLANNED.search(s[:m.start()]) or LEISURE.search(m.group(1))):
        left = re.sub(r"^(?i:i|i've|i have|we|we've|we have)(?: just| finally)? (?:\w+ )?(?:left|"
                      r"quit|resigned from|handed in my notice at|given up|gave up|sold) ", "", _LEFT.search(
                          m.group(0)).group(0), flags=re.I)
        between = m.group(1).strip()
        if re.match(r"(?:an? )?(?:apprenticeship|traineeship)\b", between, re.I):
            job, between = f"apprentice {job}", ""
        at = f"at {between}, " if between and not re.match(r"(?:work|working|a new job|a job)$",
                                                            between, re.I) else ""
        out.append(fact("trait", "job", job, f"{poss(who)} job is working as {article(job)} "
                        f"({at}since leaving {poss_left(left)}).", page, 0.8))
    m = _STARTED_AT.search(s)
    if m and m.group(0)[:3].lower() == "and" and not opens_with_me(s):
        m = None   # "My sister left the bank and started at ...": hers
    # ("I started at Leeds Uni in 2010": a student then)
    soon = m and m.group(1).lower() in ("start", "begin")
    if soon and not re.match(r" (?:on (?:\w+day|the \d+\w*)|next (?:week|month|\w+day)|"
                             r"tomorrow|in (?:a|two|three) weeks?)\b", s[m.end():], re.I):
        m = None   # ("I start at the office at 9": a time of day, not a new job)
    if m and not MONTHS_AT.match(m.group(2)) and not _STUDIES.search(m.group(2) + s[m.end():]) \
            and not UNSURE.search(s[:m.start()]):
        new = re.search(r"\bnew job\b", m.group(0), re.I) is not None
        out.append(fact("trait", "employer", m.group(2), f"{who} works at {m.group(2)} ("
                        + ("a new job they are starting)." if soon else "started there recently)."),
                        page, 0.75, ends=["job"] if new else ()))
    m = _WORKPLACE.search(s)
    head = m.group(2).split()[-1].lower() if m else ""
    # ("a hard worker at the office" is praise: lpm_formerjob.is_job; remember25)
    if m and re.match(END, s[m.end():]) and head not in NOT_JOBS and (
            head in JOBS or JOB_SUFFIX.search(head)) and (   # "a regular at the gym" is no job
            head != "worker" or is_job(m.group(2), s)):
        a, job, at = m.group(1).lower(), m.group(2), m.group(3)
        org = clean(at) if not at.lower().startswith("the ") else at
        # the job said with it: "What do I do at the studio?" finds this fact before the job's
        out.append(fact("trait", "employer", org, f"{who} works as {a} {job} at {at}.", page,
                        0.7))
    return out


def poss_left(left: str) -> str:
    """What was left, said of the speaker: "my old job" -> "their old job"."""
    return re.sub(r"^(?i:my)\b", "their", left)


def left_job(c: str) -> tuple[str, ...] | None:
    """Whether the speaker says they left their work ("I handed in my notice at the
    restaurant"): the job held ends, even before the next is said (remember25: "What do I
    do for work now?" found the job left). Ended by the words "user's job" of its template,
    never "their job" of a relative's. Returns the words naming the work left ("I left the
    bookshop job" -> ("bookshop",)), which also end where the user said they worked
    (remember32: "works part-time in a bookshop" stayed current beside the new job), or
    None."""
    m = _LEFT.search(c)
    if m is None or not opens_with_me(c):
        return None
    said = re.sub(r"^\S+(?: have)?(?: just| finally)? (?:left|quit|resigned from|handed in my "
                  r"notice at|given up|gave up|sold) (?:my|the|a|our) ", "", m.group(0), flags=re.I)
    named = tuple(w for w in content_words(said) if w.lower() not in ("old", "job", "work"))
    # (a workplace of two words is said whole: "call" alone would end "... called Ziggy")
    named = (" ".join(named[:2]),) if len(named) > 1 and re.search(
        r"(?i:call cent|care home|nursing home)", said) else named
    at = re.match(r" (?:at|with|in) (?:the |an? )?([\w'-]{3,})", c[m.end():])   # "my job at Tesco"
    return named[:1] or ((at.group(1),) if at else ())


def left_ends(c: str, who: str, job: bool = True) -> tuple[str, ...]:
    """What leaving one's work in `c` ends, as long_term `ends_like` words: the job ("user's
    job", never "their job" of a relative's) and, where the work left is named, also what
    said the user works there ("a|b": either word). Without `job`, only the latter: beside
    the new work the message names ("I left the hospital and started at a clinic"), the job
    title may well go on (remember30's sonographer)."""
    left, me = left_job(c), who.split()[-1].lower()
    if not job:
        return (f"{me} work", left[0]) if left else ()
    if left is None:
        return ()
    return (f"{me}'s job|{me} work", f"{me}'s job|{left[0]}") if left else (f"{me}'s job",)
