"""Facts that come through what other people said: "My daughter Amal turns six next month and
she says she wants a dinosaur party", "My wife Huda says I'm hopeless at parties", "I asked
her what her favourite colour is. Red, she says."

Design decisions (remember8, blind scripts):
- Reported speech is no fact of the speaker's (`sentences.candidate` drops it): "My wife says
  I'm hopeless at organising" is her opinion, and "My mum always said I was born to be a
  teacher" no job. That stays so. But the reporter, named as a relative ("My wife Huda
  says ..."), is presupposed whatever was said, as in a question (lpm_passing.kin_named):
  `reporter` tells the rules to keep that relation and name.
- What a person says of their own wishes and tastes is the best word on them: "she says she
  wants a dinosaur party" -> "She wants a dinosaur party." (the same pronoun on both sides,
  and only wanting, liking, fearing: "she says she's the best" stays unread). The clause
  before "and she says ..." is the speaker's own statement ("My daughter Amal turns six"),
  as is the one before "so the doctor says ...", ", the vet says ..." or "Joey who
  says ..." (remember13: an older person's long sentences bury "I'm on warfarin" or a cat's name before what someone said,
  and the whole sentence was dropped as reported speech). Only where the speaker speaks in
  that clause: "Tom's on statins, the doctor says" keeps nothing.
- A question the speaker put to a relative and the answer quoted after it ("I asked her
  what her favourite colour is. Red, she says.", "What's Amal's favourite colour? Red, she
  says.") is that relative's fact: "My daughter Amal's favourite colour is Red." Who "her"
  is comes from the relative last named (this message or the one before), as the pronoun
  rule of lpm_passing does; a name the speaker never tied to a relation gives nothing.
"""
from __future__ import annotations

import re

from .lpm_passing import about_kin, kin_named
from .lpm_words import RELATIONS

_SAYS = r"(?:says|said|tells me|told me|reckons|thinks|keeps saying|always says)"
# "My wife Huda says ...", "Our neighbour Ben reckons ...": a named relative reports
_REPORTER = re.compile(r"^(?:\w+[,!]\s+)?(?i:my|our) (?:(?i:little|big|older|younger|elder|"
                       r"best|old) )?(?i:" + RELATIONS + r"),? [A-Z][\w'-]+,? (?:(?i:always|"
                       r"just|also|still|keeps|now) )?(?i:" + _SAYS + r"|(?:says|said|thinks|"
                       r"reckons|believes|claims|insists))\b")


def reporter(s: str) -> bool:
    """Whether `s` is what a named relative said (its relation and name presupposed)."""
    return _REPORTER.match(s) is not None


# "..., and she says she wants a dinosaur party"; "I'm on warfarin for my heart so the doctor
# says no grapefruit", "..., the vet says she's doing well": a clause of its own after the
# speaker's statement
_AND_SAYS = re.compile(r"(?:,? (?:and|but|so)|,) (he|she|they|(?:the|my|our) [a-z-]+) " + _SAYS
                       + r",? (?:that )?(.*)$", re.I)
# "We've got a budgie called Joey who says 'cup of tea'" (remember26): "who says" after a
# name is what that one is like, not a claim; the clause up to the name is the speaker's own
_WHO_SAYS = re.compile(r"(?<=[a-z]) ([A-Z][\w'-]+),? who " + _SAYS + r"\b")
_SPEAKER = re.compile(r"\b(?:I|I'm|I've|[Mm]y|[Ww]e|[Ww]e've|[Oo]ur)\b")
_SELF = re.compile(r"^(he|she|they) (?:really |only |just )?((?:wants?|would like|'d like|"
                   r"likes?|loves?|hates?|can't stand|is (?:scared|afraid|terrified) of|'s "
                   r"(?:scared|afraid|terrified) of|is allergic to|'s allergic to|doesn't like|"
                   r"does not like|don't like|"
                   # ("He says he will finally visit us in Hamburg in August", "Rhys has said he'll
                   # keep an eye on it": one's own plan or favour; remember58 dropped it whole.
                   # Not "she says she will be fine")
                   r"(?:will|'ll|is going to|'s going to) (?:finally |definitely |happily )?(?:visit|"
                   r"come|fly|keep an eye on|look after|mind|feed|walk|water|drive (?!(?:me|us|you|"
                   r"him|her|them) (?:mad|crazy|nuts|insane|up the wall|round the bend))|pick|collect|"
                   r"babysit)|(?:is|'s) (?:coming|visiting|flying) (?:over|here|to|in|on|next)\b)\b.*)$",
                   re.I)
# one's own news told to the speaker by one ("My son Jun told me he is getting new job in
# Osaka": remember52 lost it whole as reported speech); only "told me"/"tells me", news said to
# the speaker: "My sister said she moved to Berlin" may be hearsay and stays unread
_NEWS = re.compile(r"^(he|she|they) ((?:(?:is|'s) (?:getting|moving|starting|retiring|pregnant|"
                   r"engaged|expecting)|(?:has |'s )?got (?:(?:a |an )?(?:new )?(?:job|place|flat|"
                   r"house|apartment|promotion|offer|boyfriend|girlfriend|partner|puppy|dog|cat)|"
                   r"engaged|married|promoted|into|accepted)|(?:has |'s )?(?:moved|started|"
                   r"retired|passed|quit|left))\b.*)$", re.I)


def _self_report(pron: str, rest: str, told: bool = False) -> str | None:
    """ "she", "she wants a dinosaur party" -> "She wants a dinosaur party.", or None."""
    rest = re.sub(r"^(he|she|they)'ll\b", r"\1 will", rest.strip(), flags=re.I)
    m = _SELF.match(rest) or (_NEWS.match(rest) if told else None)
    if not m or m.group(1).lower() != pron.lower():
        return None
    body = m.group(2).rstrip(" .!?")
    return f"{pron[0].upper()}{pron[1:].lower()} {body}."


_ASKED = re.compile(r"\bwhat(?:'s| is| was) (his|her|their|[A-Z][\w'-]+'s) ((?:favou?rite |"
                    r"fave )?[a-z]+(?: [a-z]+)?)(?= so\b| because\b| for\b| is\b| was\b|[,.?!]|$)",
                    re.I)
_ANSWER = re.compile(r"^([A-Za-z][\w' -]{0,30}?),? (he|she|they) (?:says|said)[.!]*$|"
                     r"^(he|she|they) (?:says|said),? ([A-Za-z][\w' -]{0,30}?)[.!]*$", re.I)


def _owner(who: str, kin: list[tuple[str, str]]) -> str | None:
    """The relative whose attribute was asked: "her" -> "My daughter Amal's"."""
    if who.lower() in ("his", "her", "their"):
        if not kin:
            return None
        rel, name = kin[-1]
        said = about_kin(f"{who[0].upper()}{who[1:].lower()} x", rel, name)
        return said[:-2] if said else None
    name = who[:-2]
    for rel, n in reversed(kin):
        if n == name:
            return f"My {rel} {name}'s"
    return None

# what a doctor says of the speaker, after their own clause: both are read (remember34: "I need
# to cut back on the beers, the doc reckons my cholesterol is a bit high" lost the second)
# The conjunction alone joins them as well as a comma does (remember36: "I started taking vitamin
# D because the doctor said I have deficiency" was dropped whole as reported speech)
_CARER_SAYS = re.compile(r"(?:[,;]\s+(?:(?:and|but|so|cos|because) )?|\s+(?:and|but|so|cos|because) )"
                         r"((?:the |my )?(?:doctor|doc|gp|"
                         r"nurse|consultant|specialist|dentist|physio) (?:says|said|told me|thinks|"
                         r"reckons)(?: that)?,? (?=(?:my|i|i'm|i've)\b))", re.I)


_ASIDE_SAID = re.compile(r"(?<=\w), (?:he|she|they) (?:said|says|reckons|reckoned)\b[^,;.!?]{3,80}, "
                         r"(and|so|but) (?=\w)", re.I)


# a medicine the speaker takes, said after what the doctor told them: "my neurologist Dr.
# Shetty told me I am having early Parkinson's disease, and I am taking Syndopa 110"
# (remember55: the medicine was lost with the reported speech); only after a doctor's word
# and only a medicine taken: "My wife says I'm a great cook, and I live in Leeds" stays hers
_TOLD_THEN = re.compile(r"\b(?:doctor|gp|consultant|specialist|surgeon|nurse|[a-z]+ologist|"
                        r"[a-z]+iatrist|Dr\.? [A-Z][\w'-]+) (?:told me|tells me|says|said)\b"
                        r"[^.;!?]{3,80}?, and ((?i:i(?:'m| am| have been|'ve been)? (?:taking|on|"
                        r"take|use)) [^.;!?]+)", re.I)


def told(sents: list[str], said: list[str], known: dict[str, str] | None = None) -> list[str]:
    """`sents` with what others said read for the facts it holds: the clause before "and she
    says", a self-report, a quoted answer to the speaker's question. `known`: the names of
    relatives memory holds, whose clause is the speaker's word on them as "my son ..." is."""
    kin = [k for x in said for k in kin_named(x)]
    out: list[str] = []
    for i, s in enumerate(sents):
        # "Chuks sold the old Corolla, he said his back could not take it, and he bought a
        # Honda Jazz": a reason reported between commas is left out, what was done is kept
        # (remember47: the whole sentence was dropped as reported speech)
        s = _ASIDE_SAID.sub(r", \1 ", s)
        # "Jun told me he is getting new job": a relative memory knows by name reports
        k = re.match(r"([A-Z][\w'-]+) (?=(?:says|said|tells me|told me)\b)", s)
        s = f"My {known[k.group(1)]} {s}" if k and k.group(1) in (known or {}) else s
        kin += kin_named(s)
        d = _TOLD_THEN.search(s)
        if d:   # "... told me I am having Parkinson's, and I am taking Syndopa ...": kept too
            out += [s, d.group(1)[0].upper() + d.group(1)[1:]]
            continue
        d = _CARER_SAYS.search(s)
        if d and d.start() > 8:   # "..., the doc reckons my cholesterol is a bit high"
            # (kept whole too, the reason for what the speaker does: "Why am I cutting back
            # on beer?"; sentences.candidate keeps a doctor's word on the speaker)
            out += [s, s[d.end(1):]]
            continue
        w = _WHO_SAYS.search(s)
        if w and _SPEAKER.search(s[:w.start()]) and not re.search(_SAYS, s[:w.start()]):
            out.append(s[:w.end(1)] + ".")   # "We've got a budgie called Joey."
            continue
        m = _AND_SAYS.search(s)
        # ("She joined Grab, but she says the hours are worse" after "My sister ... left
        # DBS": the opening pronoun is the relative just named, read as theirs later on;
        # remember47 lost the new job with the whole sentence)
        # ("Ethan keeps two terrapins called Ah Boy and Ah Girl, my mother-in-law says they
        # are dirty": a relative memory knows by name, as "my son Ethan"; remember47)
        if m and (_SPEAKER.search(s[:m.start()]) or re.match(r"(?i:he|she)\b(?!')", s)
                  or any(s.startswith(n + " ") for n in known or ())) and m.start() > 8:
            out.append(s[:m.start()].rstrip(" ,") + ".")   # "My daughter Amal turns six."
            said_self = _self_report(m.group(1), m.group(2))
            if said_self:
                out.append(said_self)
            continue
        m = re.match(r"^(?:(?:my|our) (?:" + RELATIONS + r")(?: [A-Z][\w'-]+)?|he|she|they) "
                     r"(?:says|(?:has )?said|tells me|told me|(?:has )?promised|(?:has )?offered),? "
                     r"(?:that )?(.*)$", s, re.I)
        subj = re.match(r"(?i:my|our) ([\w-]+)(?: ([A-Z][\w'-]+))?", s)   # ("son-in-law")
        if m:
            pron = re.match(r"(he|she|they)\b", m.group(1), re.I)
            said_self = _self_report(pron.group(1), m.group(1), bool(re.search(
                r"\b(?:told|tells) me\b", s[:m.start(1)], re.I))) if pron else None
            if said_self and subj:   # "My son says he wants ..." -> "My son wants ..."
                rel, name = subj.group(1).lower(), subj.group(2)
                fit = about_kin(said_self, rel, "X")
                said_self = (f"My {rel}" + (f" {name}" if name else "")
                             + fit[len(f"My {rel} X"):]) if fit else None
            out.append(s)
            if said_self:
                out.append(said_self)
            continue
        a = _ANSWER.match(s.strip())
        q = _ASKED.search(sents[i - 1]) if a and i > 0 else None
        if q:
            answer = (a.group(1) or a.group(4)).strip()
            # "her" is the relative last named (the only one in that sentence, of her sex, as
            # lpm_passing.about_kin reads "She ..."); a name is any relative named so far
            near = next((k for x in [*reversed(sents[:i]), *reversed(said)]
                         for k in [kin_named(x)] if k), [])
            owner = _owner(q.group(1), kin if q.group(1)[0].isupper() and q.group(1).endswith(
                "'s") else near if len(near) == 1 else [])
            if owner and q.group(2).lower() != "name" and not re.match(
                    r"(?i:i|it|that|this|no|yes|maybe|dunno)\b", answer):
                out.append(s)
                out.append(f"{owner} {q.group(2).lower()} is {answer}.")
                continue
        out.append(s)
    return out


# what a doctor says of the speaker's health is the speaker's fact, unlike other reported
# speech: "the doctor says my blood pressure is up" (not "my friend says her ...")
# (and "the hospital wrote to say my cataract operation has been moved ...": a letter or a
# call from the hospital brings the speaker's own appointment; remember55 formed nothing)
# ("Dr. Bakker said my HbA1c was too high, so she upped my metformin": by name; remember59)
_CARER_OPENS = re.compile(r"^(?:\w+[.,!]\s+)?(?:(?:the |my )?(?:doctor|doc|docter|gp|nurse|"
                         r"dentist|physio|consultant|specialist|cardiologist|hospital|clinic)|"
                         r"(?-i:Dr\.? [A-Z][\w'-]+)) "
                         r"(?:says|say|said|told me|thinks|reckons|(?:has )?(?:wrote|written|rang|"
                         r"rung|phoned|called|emailed|texted)(?: me| us)? to (?:say|tell me))(?: "
                         r"that)?,? (?=(?:my|i|i'm)\b)", re.I)


# "Dr Mistry has put the allopurinol up to 300 milligrams": the doctor changes the speaker's
# own dose ("the" is "my"; remember55 dropped it as no fact of the speaker's)
_DOSE_BY = re.compile(r"^((?:\w+[.,!]\s+)?(?:(?:the|my) (?:doctor|gp|consultant|specialist|"
                      r"[a-z]+ologist)|Dr\.? [A-Z][\w'-]+)(?: has| have|'s)? (?:(?i:now|just|also) )?"
                      r"(?:put|upped|increased|raised|lowered|reduced|cut|doubled|halved) )the "
                      r"(?=[\w-]+ (?:(?:up|down) )?to \d)")


def carer_said(s: str) -> str:
    """`s` without "the doctor says", and "she's put me on ..." after it said of the doctor
    (remember19: "... so she's put them on atorvastatin" named no one)."""
    s = _DOSE_BY.sub(r"\1my ", s, count=1)
    m = _CARER_OPENS.match(s)
    if not m:
        return s
    carer = re.search(r"(\w+) (?:says|say|said|told|thinks|reckons|has|wrote|written|rang|rung|"
                      r"phoned|called|emailed|texted)\b", m.group(0)).group(1)
    carer = "doctor" if re.search(r"\bDr\b", m.group(0)) else carer
    return re.sub(r"\b(?:she|he|they)(?=(?:'s|'ve| has| have)? (?:now |just |also )?(?:put|"
                  r"prescribed|started|upped|increased|changed|referred|booked)\b)",
                  f"my {carer.lower()}", s[m.end():], count=1, flags=re.I)
