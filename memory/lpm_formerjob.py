"""Jobs the speaker held before, and whether a phrase names a job at all: "I used to be a
nurse", "I was a signalman for 38 years before I retired", "I was a seamstress all my life",
"when I was teaching", each a `former_job` (a later one ends it, as for the job now).

Design decision: a job once held is said in the past, so it is read only where the past is
sure to be a working life (a life, years, before retiring, "used to", "when I was") and the
phrase is an occupation (`is_job`: a known job noun, or a job-like noun said with where), not
"I was a smoker for 20 years" nor "when I was a kid". Split out of lpm_identity (which reads
the job now and calls this) when it passed 400 lines.
"""
from __future__ import annotations

import re

from .lpm_base import article, clean, fact
from .lpm_words import JOB_SUFFIX, JOBS, NOT_JOBS, RANK_TITLE, SERVICE_TITLE
from .types import Page

# "a hard worker" is praise, where "a youth worker" names a job
_PRAISE = frozenset("hard fast quick slow good great bad lazy tireless careful diligent steady "
                    "reliable".split())


def is_job(phrase: str, s: str) -> bool:
    """Whether "I'm a <phrase>" names an occupation: a known job noun, or a job-like noun
    (-ist, -er, -or ...) said with where ("... at the newspaper")."""
    head = re.findall(r"[a-z]+", phrase.lower())
    if re.fullmatch(r"(?:(?:a|an|the|retired|former) )?(?:" + RANK_TITLE + "|" + SERVICE_TITLE
                    + ")", " ".join(head)):
        return True
    if not head or head[-1] in NOT_JOBS:
        return False
    # "a youth worker", "a care worker": a worker named by the field is a job (remember25:
    # "I'm a youth worker in Rotorua now" formed no job)
    if head[-1] == "worker":
        return len(head) > 1 and head[-2] not in _PRAISE
    if head[-1].endswith("ologist") and head[-1] != "apologist":   # "ecologist": remember25
        return True
    # "I'm now a QA lead at an insurance company", "a team lead at ..." (remember72)
    if head[-1] == "lead" and len(head) > 1 and re.search(r"\b(?:at|for|with) (?:a|an|the|[A-Z])", s):
        return True
    return head[-1] in JOBS or (bool(JOB_SUFFIX.search(head[-1])) and (
        head[0] in ("retired", "former")
        or re.search(r"\b(?:at|for|with) (?:a|an|the|[A-Z])", s) is not None))


def former_jobs(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """The speaker's former jobs said in `s` (and "retired" as the job now where said as
    held until retiring); `out`: the facts of `s` already read, which one said keeps."""
    out = list(out)
    n = len(out)
    m = re.search(r"\bi used to (?:be|work as) (an? [^,.;!?]{2,40}?)(?=,| but | until | before "
                  r"|[.;!?]|$)", s, re.I)
    if m and is_job(clean(m.group(1)), s + " at a"):   # a former job needs no employer
        was = clean(m.group(1))
        out.append(fact("trait", "former_job", was,
                        f"{who} used to work as {article(was)} (a former job).", page, 0.75))
    # "I was a signalman on the railways for 38 years before I retired": the job held till
    # retiring is a former job, and retired the job now (remember21: formed neither)
    m = None if any(f["attribute"] in ("former_job", "job") for f in out) else re.search(
        r"\bi (?:was|worked as) (an? [\w-]+(?: [\w-]+)?)(?=[,.;!?]|$| on | at | in | with | for "
        r"| before | until | till )([^.;!?]{0,50}?),? (?:before|until|till) i (?:finally )?"
        r"retired\b", s, re.I)
    if m and is_job(clean(m.group(1)), s + " at a"):
        was, how = clean(m.group(1)), m.group(2).strip(" ,")
        long = re.search(r"\bfor (?:\w+ ){0,2}(?:years?|months?)", how)
        # ("for nearly forty years at Tygerberg Hospital": where, said after how long;
        # remember37 lost it)
        where = " ".join((how[:long.start()] + how[long.end():]).split()) if long else how
        said = f"{article(was)}{' ' + where if where else ''}"
        out.append(fact("trait", "former_job", was,
                        f"{who} used to work as {said} ({long.group(0) + ', ' if long else ''}"
                        "before retiring; a former job).", page, 0.75))
        out.append(fact("trait", "job", "retired", f"{who} is retired (was {said}).", page,
                        0.75))
    # "I was a seamstress all my life", "I was a nurse for 30 years": a job held for a life or
    # for years, said in the past, is a former job (remember25: formed none, and "What was my
    # job?" found "retired")
    m = None if any(f["attribute"] in ("former_job", "job") for f in out) else re.search(
        # ("a primary school teacher for 35 years": a job of three words, and how long kept;
        # remember50 formed none, and "What did I do before I retired?" had only "retired")
        # ("a branch manager with State Bank of India for 34 years", "the postmistress in the
        # village post office for 38 years": where, said before how long; remember55)
        r"\bi (?:was|worked as) ((?:an?|the) [\w-]+(?: [\w-]+){0,2}?)((?: (?:with|at|in|for|on) "
        r"(?!(?:\d+|\w+) years)[^,.;!?]{1,40}?)?) (?:all my (?:working )?life|my whole "
        r"(?:working )?life|most of my life|(for (?:over |almost |nearly |about )?(?:\d+|\w+)"
        r"(?: \w+)? years))\b(?!,? then\b)", s, re.I)   # (", then taught driving": a later job)
    if m and is_job(clean(re.sub(r"(?i)^the ", "a ", m.group(1))), s + " at a"):
        was, long = clean(re.sub(r"(?i)^the ", "", m.group(1))), f"{m.group(3)}; " if m.group(3) else ""
        out.append(fact("trait", "former_job", was, f"{who} used to work as "
                        f"{article(was)}{m.group(2)} ({long}a former job).", page, 0.75))
    # "I spent 35 years as a lineman with NB Power before I retired": years spent in a job,
    # said in the simple past, are a former job (remember38: "What did I do for a living?"
    # found only "retired"); not "I've spent ten years as a nurse" (still one) nor "my dad
    # spent 35 years as a miner" (his)
    m = None if any(f["attribute"] == "former_job" for f in out) else re.search(
        r"(?<![\w'])i spent (?:over |almost |nearly |about |some |more than )?(?:\d+|\w+)"
        r"(?: \w+)? (?:years?|decades?) (?:working )?as (an? [\w-]+(?: [\w-]+)?)"
        r"(?=[,.;!?]|$| at | in | for | with | on | and | before | until | till )"
        r"((?: (?:at|in|for|with|on) [^,.;!?]{1,40}?)?)(?=,? (?:before|until|till|and) |[,.;!?]|$)",
        s, re.I)
    if m and is_job(clean(m.group(1)), s + " at a"):
        was, where = clean(m.group(1)), m.group(2)
        out.append(fact("trait", "former_job", was,
                        f"{who} used to work as {article(was)}{where} (a former job).",
                        page, 0.75))
    # "I retired after 38 years as a diesel mechanic", "I'm 72 and retired after 40 years as
    # a nurse": the job retiring ended is a former job (remember32: formed none, and "What did
    # I do before I retired?" had nothing); only the speaker's own retiring ("my dad retired
    # after 40 years as a miner" is his)
    m = None if any(f["attribute"] == "former_job" for f in out) else re.search(
        r"(?<!when )(?<!if )\bi(?:'m| am|'ve| have)?(?: \d{1,3}(?: years old)?,? and)?"
        r"(?: just| finally| recently| officially)? retired\b[^.;!?]{0,30}?\bafter "
        r"(?:over |almost |nearly |about |some |more than )?(?:\d+|\w+) (?:years?|decades?) "
        r"(?:working )?as (an? [\w-]+(?: [\w-]+)?)(?=[,.;!?]|$| at | in | for | with | on | and )",
        s, re.I)
    if m and is_job(clean(m.group(1)), s + " at a"):
        was = clean(m.group(1))
        out.append(fact("trait", "former_job", was,
                        f"{who} used to work as {article(was)} (before retiring; a former job).",
                        page, 0.75))
    # "I worked on the buses for Leicester City Transport for 33 years, first as a conductor
    # and then as a driver": the job worked up to is the former job (remember55: "What was
    # my job?" found only "retired"); not "I worked for 3 years as a volunteer" (no job)
    m = None if any(f["attribute"] == "former_job" for f in out) else re.search(
        r"\bi worked\b([^.;!?]{0,60}?) for (?:over |almost |nearly |about )?(?:\d+|\w+)(?: \w+)? "
        r"years?,? (?:first )?as (an? [\w-]+(?: [\w-]+)?)(?:,? and (?:then|later) as (an? [\w-]+"
        r"(?: [\w-]+)?))?(?=[,.;!?]|$| on | at | in | for | with | and )", s, re.I)
    was = m and clean(m.group(3) or m.group(2))
    if was and is_job(was, s + " at a"):
        out.append(fact("trait", "former_job", was, f"{who} used to work{m.group(1)} as "
                        f"{article(was)} (a former job).", page, 0.75))
    # "I served 31 years with the Duluth Fire Department and retired as a captain": the rank
    # retired at, where it was held, is the former job (remember55: "What was my job?" found
    # only the statement); not "my dad served 30 years ...", "retired as a happy man"
    m = None if any(f["attribute"] == "former_job" for f in out) else re.search(
        r"\bi (?:served|worked|spent|was)(?: ((?:over |almost |nearly |about )?(?:\d+|\w+) years?))? "
        r"((?:with|at|in|for|on) (?:the )?(?-i:[A-Z])[^,.;!?]{1,50}?)(?: for ((?:\d+|\w+) years?))?,? "
        r"(?:and|before i|until i) retired as (an? [\w-]+(?: [\w-]+)?)(?=[,.;!?]|$| in | at | and )",
        s, re.I)
    was = m and clean(m.group(4))
    if was and (is_job(was, s + " at a") or re.search(r"\b(?:captain|lieutenant|colonel|commander|"
                                                     r"inspector|superintendent|chief|sergeant|"
                                                     r"major|admiral|commodore)$", was)):
        long = m.group(1) or m.group(3)
        out.append(fact("trait", "former_job", was, f"{who} used to work as {article(was)} "
                        f"{m.group(2)} ({'for ' + long + ', ' if long else ''}before retiring; a "
                        "former job).", page, 0.75))
        out.append(fact("trait", "job", "retired", f"{who} is retired (was {article(was)}).",
                        page, 0.75))
    # "When I was a nurse we did twelve hour shifts", "when I was teaching": a job once held
    m = re.search(r"\b(?:when|while|back when) i was (?:still )?(an? [^,.;!?]{2,40}?|teaching|"
                  r"nursing|lecturing|farming)(?=[,.;!?]|$| we | i | and | in | at | for | on )",
                  s, re.I)
    was = m and {"teaching": "teacher", "nursing": "nurse", "lecturing": "lecturer",
                 "farming": "farmer"}.get(m.group(1).lower(), clean(m.group(1)))
    if was and is_job(was, s + " at a") and not any(f["attribute"] == "former_job"
                                                       for f in out):
        out.append(fact("trait", "former_job", was,
                        f"{who} used to work as {article(was)} (a former job).", page, 0.7))
    out += _before_now(s, page, who, out)
    return out[n:]


# a subject taught, as a job: a language (capitalised) or a school subject
_TAUGHT = re.compile(r"\bi taught ((?-i:[A-Z][a-z]+)|maths|math|science|music|art|history|"
                     r"geography|biology|chemistry|physics|drama|dance|yoga|swimming|piano|"
                     # a school level taught is a teacher's working life too: "I taught
                     # primary school for thirty-odd years" (remember41: formed nothing)
                     r"(?:(?:primary|secondary|high|middle|elementary|infant|junior|grammar|"
                     r"prep) )?school)"
                     r"( (?:at|in) (?!my\b|home\b)[^,.;!?]{2,50}?)?(?=[,.;!?]|$| for | before "
                     r"| until | till | and )( for (?:[\w-]+ ){1,2}(?:years?|months?))?", re.I)
# "My first job was as a waitress", "Before that I was a nurse", "before I went freelance I
# worked as a ..."; "before" pointing back from a change the speaker made
_FIRST = re.compile(r"\b(?:my first (?:proper |real |ever |full-time )?job was (?:as )?|"
                    r"\bbefore (?:that|then|this|i [^,.;!?]{2,40}?),? i (?:was|worked as) |"
                    # ("Before I was driver of taxi in Lima": a learner's "before" for "I used
                    # to"; not "Before I was a nurse, I worked in a shop", a clause; remember52)
                    r"^(?:(?:and|so|but|also)[, ]+)?(?:before|previously),? i (?:was|worked as) "
                    r"(?![^.;!?]*?, (?:i|we) (?!was\b)[a-z]))"
                    r"(an? [\w-]+(?: [\w-]+)?|in the (?:army|navy|air force|raf|marines|police|"
                    r"military|forces|fire service|merchant navy))"
                    r"(?=[,.;!?]|$| at | in | for | with | on | and )"
                    r"((?: (?:at|in) [^,.;!?]{2,40}?)(?=[,.;!?]|$| for | and | before | until ))?",
                    re.I)


def _before_now(s: str, page: Page, who: str, out: list[dict]) -> list[dict]:
    """A job the speaker held before the one now, said as a first job, as before a change,
    or as a subject taught ("I taught English at a cram school in Kobe for a year": remember37
    formed none, and "What was my first job?" got the job now)."""
    # (being retired now is no job that says the one before: "I taught ... and I've been
    # retired three years now")
    if any(f["attribute"] == "former_job" or (f["attribute"] == "job" and f["value"] != "retired")
           for f in out):
        return []
    m = _FIRST.search(s)
    if m and m.group(1).lower().startswith("in the "):   # the forces, a service
        was = m.group(1)[7:].lower()
        return [fact("trait", "former_job", was, f"{who} used to be {m.group(1).lower()}"
                     f"{m.group(2) or ''} (a former job).", page, 0.75)]
    if m and is_job(clean(m.group(1)), s + " at a"):
        was = clean(m.group(1))
        first = "first " if "first" in m.group(0).lower() else ""
        return [fact("trait", "former_job", was, f"{who} used to work as {article(was)}"
                     f"{m.group(2) or ''} (a "
                     f"former job{', their ' + first + 'job' if first else ''}).", page, 0.75)]
    m = _TAUGHT.search(s)
    if m and not re.search(r"\b(?:to|taught) (?:my|our|her|his|their|myself|him|them)\b",
                           s[m.start():m.end()] + " ", re.I):
        subject = m.group(1)[0].upper() + m.group(1)[1:].lower()
        if subject.endswith("chool"):
            subject = subject.lower()
        where = m.group(2) or ""
        long = f"{m.group(3).strip()}; " if m.group(3) else ""
        job = "teacher" if subject == "school" else f"{subject} teacher"
        return [fact("trait", "former_job", job,
                     f"{who} used to teach {subject}{where} ({long}a former job as "
                     f"{article(job)}).", page, 0.7)]
    return []


__all__ = ["former_jobs", "is_job"]
