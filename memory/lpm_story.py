"""A life story and a career told in the past tense: "In 2009 I moved to Leeds for university
to study pharmacology", "I hold a master's degree from INSA Lyon", "Since 2019 I've been the
clinical lead pharmacist at a GP practice", "I lead a team of six engineers", "we've got two
sons", "I work in IT".

Design decisions:
- Where the speaker studied is durable and asked about long after ("Which city did I go to
  university in?"), but said as a move it was read only as a home, which the next move
  ends. Education is keyed apart (`education.<degree>` or `education.university`), so a
  later home leaves it; a degree or course being done now is `study`, as is the year of one
  ("I'm in my final year of occupational therapy"; not "in my final year at work").
- A job held since a year or for a time ("Since 2019 I've been the clinical lead ...",
  "I've been the head chef at Nando's for ten years") is the current job, said as the identity
  rule says a job; only a known job noun (`lpm_words.JOBS`) makes one.
- A team led and a number of children are said as counts; the counts are kept as said
  ("six", "two"), with the noun they count.
- How long the speaker has been married or together ("Ken and I have been married 42 years")
  is asked as such ("How long have we been married?") and said again each anniversary, so it
  is keyed (`married_for`, `together_for`: the newer count ends the older); only with the speaker in the
  subject ("my parents have been married 50 years" is theirs) and a count of years or months.
"""
from __future__ import annotations

import re

from .lpm_base import CALENDAR, article, clean, fact, opens_with_me, poss, slug
from .lpm_wedded import wedded
from .lpm_words import JOBS
from .types import Page

_UNI = r"(?:university|uni|college|grad school|graduate school|med school|law school)"
_PLACE = r"([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})"
_SUBJECT = r"((?:[a-z][\w-]* ){0,2}?[a-z][\w-]*)"
_MOVED_FOR = re.compile(r"\b(?i:i) (?:(?i:first|then|later) )?(?i:moved|went|came) to " + _PLACE
                        + r" (?i:for|to go to|to attend|to start) (?:(?i:the|a) )?(?i:" + _UNI
                        + r")\b(?:[^.;!?]{0,40}?\b(?i:to study|studying|to do|doing|to read) "
                        + _SUBJECT + r"(?=[,.;!?]|$| and | at | in | where | which ))?")
_WENT = re.compile(r"\b(?i:i) (?:(?i:went to|studied at|graduated from|was at) (?:(?i:the) )?"
                   r"(?i:" + _UNI + r") (?:(?i:of|in|at) )?" + _PLACE + r"|(?i:studied) "
                   + _SUBJECT + r" (?i:at|in) " + _PLACE + r")")
_DEGREES = (r"(?:master'?s|bachelor'?s|masters|bachelors|phd|doctorate|msc|ma|ba|bsc|mba|meng|"
            r"llb|llm|pgce|mphil|diploma|degree|hnd)")
_DEGREE = re.compile(r"\b(?i:i)(?:(?i:'m| am) (?:(?i:now|currently|also) )?(?i:(doing|studying|"
                     r"taking|studying for))| (?:(?i:also|now) )?(?i:(hold|have|got|earned|did|"
                     r"completed|finished))) (?:(?i:a|an|my) )?(?:(?i:part-time|full-time|online|"
                     r"distance) )?((?i:" + _DEGREES + r")(?: (?i:degree))?)(?: (?i:in) " + _SUBJECT
                     + r"(?=,| at | from | and | with | for |[.;!?]|$))?(?: (?i:from|at) ((?:[A-Z][\w'&-]*(?: |$|(?=[,.;!?])))+(?:(?i:uni|"
                     r"university|college)\b)?))?")
_YEAR = (r"first|second|third|fourth|fifth|final|last|1st|2nd|3rd|4th|5th")
_YEAR_OF = re.compile(r"\b(?i:i(?:'m| am)) (?:(?i:now|currently|just) )?(?i:in) (?i:my) (?i:(" + _YEAR
                      + r")) (?i:year) (?i:of|studying|doing) (?:(?i:a|an|my) )?"
                      r"((?:[a-z][\w-]* ){0,3}?[a-z][\w-]*)(?: (?i:degree|course))?"
                      r"(?: (?i:at) " + _PLACE + r")?(?=[,.;!?]|$| and | so | but )")
# a year of a stage of life, not of a course: "my first year of marriage", "... of teaching"
_NOT_STUDY = re.compile(r"(?:my|the|work|school|marriage|retirement|recovery|sobriety|business|"
                        r"parenthood|motherhood|fatherhood|life|being|[a-z]+ing)\b", re.I)
_SINCE = re.compile(r"\b(?i:since) (?:(?:19|20)\d\d|\w+ (?:years|months) ago),? (?i:i(?:'ve| "
                    r"have)) been (?:(?i:the|a|an) )([a-z][\w -]{2,40}?)(?= at | for | with "
                    r"| in |[,.;!?]|$)|\b(?i:i(?:'ve| have)) been (?:(?i:the|a|an) )([a-z][\w -]"
                    r"{2,40}?)(?: (?:at|with|for|in) [^,.;!?]{2,40}?)? (?i:since (?:19|20)\d\d|for "
                    r"(?:\w+ ){1,2}(?:years|months))\b")
_TEAM = re.compile(r"\b(?i:i|and) (?:(?i:now|also|currently) )?(?i:(lead|manage|run|head|supervise)) "
                   r"(?:(?i:a|the) )?(?i:team) (?i:of) (\w+) ((?:[\w-]+ ){0,2}?[\w-]+?s)\b")
# the words that open a count put right ("No wait, four grandchildren")
_PUT_RIGHT = r"(?:no|nope|sorry|oops|actually|wait|hang on|correction)"
# "we live in Taunton with our two kids": the children one lives with, said in passing
_KIDS = re.compile(r"\b(?:(?i:i|we)(?:'ve| have)? (?i:have|got|have got) |"
                   # "No wait, four grandchildren, I forgot the little one": a count put right
                   r"^(?i:" + _PUT_RIGHT + r"[,!.:]*\s+)+"
                   r"(?i:(?:it's|it is|make that|that's|that should be|i meant|i mean) )?|"
                   r"(?i:with|and) (?i:my|"
                   r"our) (?:\w+ )?(?:\w+ )?(?i:and) (?i:our|my) |(?i:father|mother|mum|mom|dad|"
                   r"parent) (?i:of) |(?i:live|living|moved|settled)\b[^,.;!?]{0,40}? "
                   r"(?i:with) (?i:our|my) )((?i:two|three|four|five|six|seven|2|3|4|5|6|7|twin))"
                   r"(?: (?i:(kids|children|sons|daughters|boys|girls|grandchildren|grandkids|"
                   r"grandsons|granddaughters)))?\b(?!'| (?:\w+ )?"
                   r"(?:of|years|months|weeks|days|hours|minutes|times|cats|dogs)\b)")
_TENS = r"(?:(?:twen|thir|for|fif|six|seven|eigh|nine)ty|(?:thir|four|fif|six|seven|eigh|nine)teen)"
_COUNT = (r"(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|" + _TENS
          + r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)")
_MARRIED = re.compile(r"(?:^|(?<=[\s,]))(?:([A-Z][\w'-]+) and (?i:i)|(?i:i|we))(?i:'ve| have) "
                      r"(?i:been) (?i:(married|together))(?: (?i:to|with) ([A-Z][\w'-]+))?"
                      r"(?: (?i:for))? (" + _COUNT + r" (?i:years?|months?))\b")


# "I work in IT", "now I work in finance": the field one works in, when no job title is said;
# lowercase or an acronym (a capitalised word is a town: "I work in Leeds"), never a place
# ("in a hospital", "in the city centre") nor a way of working ("in shifts", "in teams")
# "I work offshore on an oil rig", "I work on the trains": a job said by the place of work
# alone, with no job noun (remember24: only a statement, which the next job did not end, so
# "What did I do before the school job?" found nothing); only places that are workplaces,
# not "I work on my laptop", "on weekends", "on a project"
_WORKS_ON = re.compile(r"\b(?i:i) (?:(?i:now|currently|still|mainly|mostly) )?(?i:work) "
                       r"((?i:offshore|away|abroad|nights|shifts) )?(?i:on) ((?i:an?|the) "
                       r"(?:[\w-]+ ){0,2}?(?i:oil rigs?|rigs?|farms?|ships?|boats?|trawlers?|"
                       r"trains|railways?|building sites?|docks|buses|cruise ships?|wards?|"
                       r"production line|assembly line|tills))\b")
_FIELD = re.compile(r"\b(?i:i) (?:(?i:now|currently|still|mainly|mostly|also) )?(?i:work) (?i:in) "
                    r"(?!(?i:a|an|the|my|our|his|her|their|this|that|there|here|shifts|"
                    r"teams?|pairs|isolation|silence|person|tandem|bursts|general|town|bed|"
                    r"front|between|order|peace|partnership|collaboration)\b)(?!it\b)"
                    r"((?:[A-Z]{2,}|[a-z]{3,})(?: (?:[a-z]{3,}|[A-Z]{2,}))?)"
                    r"(?=[,.;!?]|$| (?:and|but|so|now|at|for|with|because|these|since)\b)"
                    r"((?: (?:at|for|with) (?:(?:an?|the) [^,.;!?]{2,40}?|([A-Z][\w&'-]+(?: "
                    r"[A-Z][\w&'-]+){0,2}))(?: in [A-Z][\w'-]+)?(?=[,.;!?]|$| (?:and|but|so|now|because|"
                    r"since)\b))?)")


# "I moved from Guadalajara to Calgary four years ago": where the speaker came from, asked as
# "Where am I originally from?" after the next move has ended the home it names; "ever since
# I moved here from Valparaíso" names no new home (remember39: formed nothing, and the new
# home it moved to was put beside "Where am I from?")
_CAME = re.compile(r"\b(?i:i|we)(?:'ve| have)? (?:(?i:just|finally|recently|first) )?(?:(?i:moved|"
                   r"relocated|emigrated)(?: (?i:over|here|out|across))? (?i:from) " + _PLACE
                   + r" (?i:to) " + _PLACE + r"|(?i:moved|came|emigrated) (?i:here|over here|out "
                   # ("I came over from Kingston, Jamaica in 1962": remember43's kind)
                   r"here|over|out) (?i:from) " + _PLACE + r"(?! (?i:to)\b))\b(?! (?i:team|department|dept|"
                   r"office|division|role|position|branch)\b)")
# the year of it, after the country ("Kingston, Jamaica in 1962"), and a visit, which is none
_CAME_YEAR = re.compile(r"((?:, [A-Z][\w'-]+)?)[^,.;!?]{0,20}? (?i:in|back in) ((?:19|20)\d\d)\b")
_VISIT = re.compile(r"\b(?:for (?:the|a|two|three|a few) (?:\w+ )?(?:days?|weeks?|weekend|"
                    r"night|holiday|wedding|funeral)|to visit|visiting|today|yesterday|"
                    r"this morning|last night)\b", re.I)


# texted with the "I'm" left out after the speaker's own opening ("hiii I'm Haruka!! doing a
# masters in urban planning at RMIT"): only in a message the speaker opens, and not a wish
_BARE_DOING = re.compile(r"(?:^|(?<=[,!.;]) +)(?=(?i:doing|studying(?: for)?) (?:(?i:a|an|my) )?(?i:"
                         + _DEGREES + r")\b)(?![^,.;!?]*\b(?i:would|could|'d|might|one day)\b)")


def _with_my_i(s: str) -> str:
    return _BARE_DOING.sub("I'm ", s) if opens_with_me(s) else ""


def story(s: str, page: Page, who: str) -> list[dict]:
    """Education, a job held since a time, a team led, children counted, where the speaker
    came from, in `s`."""
    out = []
    m = _CAME.search(s)
    place = m and (m.group(1) or m.group(3))
    if m and not CALENDAR.match(place) and not _VISIT.search(s):
        to = f" to {m.group(2)}" if m.group(2) else ""
        year = _CAME_YEAR.match(s[m.end():])
        place += year.group(1) if year else ""
        when = f" in {year.group(2)}" if year else ""
        out.append(fact("trait", "came_from", place, f"{who} came from {place} "
                        f"(moved from there{to}{when}).", page, 0.7))
    m = _MOVED_FOR.search(s) or _WENT.search(s)
    if m:
        place = m.group(1) if m.re is _MOVED_FOR else (m.group(1) or m.group(3))
        subject = m.group(2) if m.re is _MOVED_FOR else m.group(2)
        what = f" to study {subject}" if subject else ""
        out.append(fact("trait", "education.university", place,
                        f"{who} went to university in {place}{what}.", page, 0.75))
    m = _DEGREE.search(s) or _DEGREE.search(_with_my_i(s))
    if m and (m.group(4) or m.group(5)):   # "I have a degree" alone says too little
        deg, subject, where = m.group(3), m.group(4), clean(m.group(5) or "")
        now = m.group(1)
        # "an MSc", "an MBA": an initialism said by its letters' names
        a = "an" if deg[0].lower() in "aeiou" or (deg[:2].isupper() and deg[0] in "FHLMNRSX") \
            else "a"
        said = f"{who} is studying for {a} {deg}" if now else f"{who} has {a} {deg}"
        said += (f" in {subject}" if subject else "") + (f" from {where}" if where and not now
                                                        else f" at {where}" if where else "")
        out.append(fact("trait", "study" if now else f"education.{slug(deg)}",
                        where or subject or deg, said + ".", page, 0.75))
    m = _YEAR_OF.search(s)
    if m and not _NOT_STUDY.match(m.group(2)):
        year, subject, where = m.group(1).lower(), m.group(2), m.group(3)
        said = f"{who} is studying {subject}" + (f" at {where}" if where else "")
        out.append(fact("trait", "study", subject, f"{said} (in their {year} year).", page,
                        0.75))
    m = _SINCE.search(s)
    if m:
        job = clean(m.group(1) or m.group(2))
        if job.split()[-1].lower() in JOBS:   # a known job noun only ("the happiest" is none)
            out.append(fact("trait", "job", job, f"{poss(who)} job is working as "
                            f"{article(job)}.", page, 0.8))
    m = _TEAM.search(s)
    if m and re.search(r"\bI\b", s[:m.start() + 1]):   # "... where I work at X and lead a team"
        out.append(fact("trait", "team", f"{m.group(2)} {m.group(3)}",
                        f"{who} {m.group(1).lower()}s a team of {m.group(2)} {m.group(3)}.",
                        page, 0.7))
    m = _KIDS.search(s)
    if m and re.match(r"(?i:" + _PUT_RIGHT + r")\b", m.group(0)) \
            and not re.match(r"\s*(?:[,.;!]|$)", s[m.end():]):
        m = None   # a count put right is said bare: "Sorry, two kids are screaming" is none
    parent = m and re.search(r"(?i:of) \w+(?: \w+)?$", m.group(0))
    if parent and not re.search(r"(?:^|\b(?:i'm|i am|as|and)\s+|,\s*)(?:(?:a|an|the|proud|busy|"
                                r"tired|single|working|exhausted|stay-at-home|full-time)\s+)*$",
                                s[:m.start()], re.I):
        m = None   # "My sister is a mother of three": another parent's children
    # "mum of three", "a dad of two": a parent's count says children without the noun
    if m and (m.group(2) or parent):
        n, kids = m.group(1).lower(), (m.group(2) or "children").lower()
        # ("we have three grandchildren": a count of their own, asked as such; remember31)
        key = "grandchildren.count" if kids.startswith("grand") else "children.count"
        out.append(fact("trait", key, f"{n} {kids}",
                        f"{who} has {n} {kids}"
                        + (" (children)." if kids not in ("kids", "children")
                           and not kids.startswith("grand") else "."), page,
                        0.75))
    m = _FIELD.search(s)
    if m:
        out.append(fact("trait", "job.field", m.group(1),
                        f"{who} works in {m.group(1)}{m.group(2)}.", page, 0.7))
        if m.group(3):   # "I work in marketing for Nike"
            out.append(fact("trait", "employer", m.group(3), f"{who} works at {m.group(3)}.",
                            page, 0.7))
    m = None if any(f["attribute"] == "job" for f in out) else _WORKS_ON.search(s)
    if m:   # "I work offshore on an oil rig": the work said by where it is done
        out.append(fact("trait", "job", f"working on {m.group(2)}",
                        f"{poss(who)} job is working {m.group(1) or ''}on {m.group(2)}.", page,
                        0.7))
    m = _MARRIED.search(s)
    if m and m.group(1) not in ("My", "Our", "I"):
        name = m.group(1) or m.group(3)
        how, long = m.group(2).lower(), m.group(4)
        said = (f"{who} and {name} have been {how} for {long}." if name else
                f"{who} has been {how} for {long}." if how == "married" else
                f"{who} and their partner have been together for {long}.")
        out.append(fact("trait", f"{how}_for", long, said, page, 0.75))
    return out + wedded(s, page, who, out)   # "we got married in 2017", "our anniversary"
