"""The speaker's own doctors and carers by name: "My GP is Dr Okafor", "my endocrinologist
appointment on 14 March with Dr Lindqvist", "my physio is called Sam".

Design decisions:
- Keyed by the role (`carer.gp`, `carer.endocrinologist`): people have one GP or one
  cardiologist at a time, so a new one ends the old one. The text says what kind of doctor
  the role is ("a specialist doctor", "family doctor"), as people ask in plain words ("Who is
  my diabetes specialist?", "Who's my doctor?") rather than by the role's name.
- Only the speaker's own: "my GP", "my ... appointment with Dr X"; not "my mum's GP" or
  "the GP" (whose?), and only a name with a title or a capital after "called".
"""
from __future__ import annotations

import re

from .lpm_base import fact, poss, slug
from .timewords import resolve
from .types import Page

_SPECIALIST = r"[a-z]{3,}(?:ologist|iatrist)|consultant|surgeon|specialist"   # cardiologist ...
_ROLES = (r"gp|doctor|doc|dentist|orthodontist|physio|physiotherapist|therapist|counsellor|"
          r"counselor|midwife|optician|optometrist|podiatrist|chiropractor|osteopath|dietitian|"
          r"nurse|" + _SPECIALIST)
# ("Write an email to my landlord, Mr Patel, about ...": the others who look after one's
# life, said in requests, formed nothing; keyed `contact.<role>`)
# ("The builder is Tony Reid of Reid & Sons", "The architect is a young woman called Priya
# Shah": whom a home's works are done by; remember76)
_CONTACTS = (r"landlord|landlady|tutor|mentor|supervisor|line manager|personal trainer|coach|"
             r"builder|architect|roofer|plumber|electrician|surveyor|mortgage broker|estate agent|"
             r"driving instructor|hairdresser|barber|solicitor|lawyer|accountant|vet")
_TITLE = r"(?:Dr\.?|Dra\.?|Doctor|Prof\.?|Professor|Mr\.?|Mrs\.?|Ms\.?|Miss)"   # ("Dra.": Spanish)
# (a surname's particle: "Dr. de Wit", "Dr van der Berg")
_NAME = r"((?:(?:de|van|der|den|von|du|da|di|le|la|ter|ten) )*[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
# ("GP is Dr Okonkwo", "Family doctor: Dr. Priscilla Whitfield": a note leaves out the "my";
# "My physio Sanne says ...": the name before what they say; "My accountant is Marcus Leung":
# a full name with no title; remember59, remember61)
_IS = re.compile(r"(?:\b(?i:my|our) |^(?=(?i:gp|family doctor|doctor|dentist|physio|accountant|vet)\b)|"
                 r"^(?i:the) (?=(?i:builder|architect|roofer|plumber|electrician|surveyor|mortgage broker|"
                 r"estate agent|solicitor)\b))"
                 # ("My dissertation supervisor is Dr Okafor": remember69)
                 r"(?:(?i:new|regular|usual|own|phd|dissertation|thesis|masters|research|project|"
                 r"personal|academic) )?((?i:family doctor|" + _ROLES + "|" + _CONTACTS
                 + r"))(?:(?:'s name)? (?i:is|'s)(?: now)? (?:(?i:called|named) " + _NAME + r"|(" + _TITLE
                 + r" " + _NAME[1:-1] + r")|((?!(?:" + _TITLE[3:-1] + r")\b)[A-Z][\w'-]+ [A-Z][\w'-]+)"
                 r"(?=[,.;!?]|$| at | in | of | and | from ))|'s (?i:called|named) " + _NAME + r"|,? (" + _TITLE
                 + r" " + _NAME[1:-1] + r")(?=[,.;!?]|$| at | in )|:\s*(" + _TITLE + r" " + _NAME[1:-1]
                 + r")|(?: (?!(?:" + _TITLE[3:-1] + r")\b)([A-Z][\w'-]+))(?= (?:says|said|thinks|"
                 r"reckons|told|wants|suggested|recommended|advised|gave|has)\b))")
# "My accountant is a guy called Nigel Pryce", "Accountant's a bloke named Trevor Huang"
# (remember66: neither formed)
_A_GUY = re.compile(r"(?:\b(?i:my|our) |^(?:(?i:the) )?)((?i:" + _ROLES + "|" + _CONTACTS + r"))(?: (?i:is)|'s) (?i:an?) "
                    r"(?:(?i:young|old|older|lovely|nice|local|great) )?"
                    r"(?i:guy|bloke|woman|lady|fella|fellow|man|chap|girl|lad) (?i:called|named) " + _NAME)
# "I have switched GP. Dr. Mercier retired, so now I see Dr. Thomas Lefèvre" (remember61)
_NOW_SEE = re.compile(r"(?:\b(?i:switched|changed) (?i:gp|gps|doctors?|family doctors?)\b[^?]{0,80}?\b"
                      r"(?i:now)|^" + _TITLE + r" [A-Z][\w'-]+ (?i:retired|left|moved away|has retired|"
                      r"has left)(?: (?i:too|as well))?,? (?i:so)(?: (?i:now))?) (?i:i|we)(?: (?i:see|go to)|(?:'ve|"
                      # ("Dr. Okafor retired too so I've got a new doctor, Dr. Reyes": remember71)
                      r" have)? (?i:got a new (?:doctor|gp)),?) (" + _TITLE + r" "
                      + _NAME[1:-1] + r")")
# "I've started CBT with a therapist called Helen", "I'm seeing a physio named Sam" (remember59)
_A_ROLE = re.compile(r"^(?:I|I'm|I've|I am|I have|We)\b[^.;!?]{0,40}?\b(?:with|see|seeing|to) an? ((?i:"
                     + _ROLES + r")) (?i:called|named) " + _NAME)
# "I see my cardiologist every six months, Dr. Benali at the Hôpital de la Croix-Rousse"
_SEE = re.compile(r"\b(?i:my) ((?i:" + _ROLES + r"))\b[^.;!?,]{0,40}, (" + _TITLE + r" "
                  + _NAME[1:-1] + r")(?=[,.;!?]|$| at | in )")
_WITH = re.compile(r"\b(?i:my) ((?i:" + _ROLES + r")) (?i:appointment|appt|check-up|checkup|"
                   r"review)\b([^.;!?]{0,40}?) (?i:with) (" + _TITLE + r" " + _NAME[1:-1] + r")")
# "my supervisor changed, Dr Okafor's gone on research leave so I've been moved to Dr Hartley"
_CHANGED = re.compile(r"\b(?i:my) (?:[a-z]+ )?((?i:" + _ROLES + "|" + _CONTACTS + r")) (?i:has )?(?i:changed)\b"
                      r"[^?]{0,80}?\b(?i:moved to|switched to|now (?:it's|i have|i've got|i see)|it's now|"
                      r"new one is|i got|i've got) (" + _TITLE + r" " + _NAME[1:-1] + r")")
_KIND = {"gp": "family doctor"}
_SAME = {"family doctor": "gp", "doctor": "gp"}   # (one's own doctor is the family doctor)


def carers(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's doctors and carers that sentence `s` names."""
    out = []
    found = list(_IS.finditer(s)) + list(_WITH.finditer(s)) + list(_A_GUY.finditer(s))
    for m in found + ([] if found else list(_SEE.finditer(s)) or list(_A_ROLE.finditer(s))):
        role = _SAME.get(m.group(1).lower(), m.group(1).lower())
        name = m.group(3) if m.re is _WITH else next(g for g in m.groups()[1:] if g)
        # "my endocrinologist appointment on 14 March with Dr X": the appointment is kept
        # in the text, as the statement that would hold it says no more than this fact
        when = m.group(2).strip() if m.re is _WITH else ""
        kind = _KIND.get(role) or ("a specialist doctor" if re.fullmatch(_SPECIALIST, role)
                                   and role != "specialist" else "")
        role_said = "GP" if role == "gp" else role
        said = f"{poss(who)} {role_said}{f' ({kind})' if kind else ''} is {name}"
        said += f" (appointment {resolve(when, page.created, future=True)})." if when else "."
        head = "contact" if re.fullmatch(_CONTACTS, role) else "carer"
        out.append(fact("trait", f"{head}.{slug(role)}", name, said, page, 0.8))
    m = None if out else _CHANGED.search(s)
    if m:
        role = m.group(1).lower()
        head = "contact" if re.fullmatch(_CONTACTS, role) else "carer"
        out.append(fact("trait", f"{head}.{slug(role)}", m.group(2), f"{poss(who)} "
                        f"{'GP' if role == 'gp' else role} is {m.group(2)} (a new one).", page, 0.8))
    m = None if out else _NOW_SEE.search(s)
    if m:
        out.append(fact("trait", "carer.gp", m.group(1), f"{poss(who)} GP (family doctor) is "
                        f"{m.group(1)} (switched doctors).", page, 0.8))
    return out


# "Accountant: Marcus Leung. He does our taxes every March.": "he"/"she" right after the
# sentence naming one carer or contact is them (remember61 kept "He does the user's taxes");
# not a name ("He is called ...") nor a sentence of theirs that says something else's
def pronoun_carer(prev: str | None, s: str) -> str | None:
    """`s` with an opening "He"/"She" replaced by the one carer `prev` named, or None."""
    p = re.match(r"(?:He|She) (?!(?:is|'s) (?:called|named)\b)(?=[a-z])", s)
    named = list(_IS.finditer(prev)) if p and prev else []
    if len(named) != 1 or not re.search(r"\b(?i:my|our|me|us)\b", s[p.end():]):
        return None
    m = named[0]
    role = m.group(1).lower()
    return f"My {'GP' if role == 'gp' else role} {next(g for g in m.groups()[1:] if g)} {s[p.end():]}"


# those who come to the home to help (remember55, older users): "My home help Bríd will bring
# me in", "A home health aide named Rosalind comes on Tuesdays", "A male nurse named Mahesh
# comes every evening", "A lady from the council, Grace Okafor, comes on a Wednesday to help
# me bathe". Keyed `carer.<role>` like a doctor. A stranger named ("a nurse called Ann was
# lovely") is no carer: "a ... named X" only with a verb of coming to help after it.
_HELPERS = (r"home help|home carer|carer|caregiver|care worker|care assistant|home health aide|"
            r"health aide|aide|support worker|district nurse|nurse|cleaner|housekeeper|helper")
_PERSON = r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
_MY_HELPER = re.compile(r"\b(?i:my) (?:(?i:new|regular|usual|own|lovely) )?((?i:" + _HELPERS
                        + r"))(?:,)? (?!(?:Dr|Mr|Mrs|Ms|Miss)\b)(" + _PERSON + r")\b(?!'s)")
_COMES = (r"(?:(?i:will )?(?i:comes?|visits?|pops? in|calls? in|helps?|looks? after|"
          r"drops? in)\b([^.;!?,]{0,80}?)(?=,| and (?!(?i:mon|tues|wednes|thurs|fri|satur|sun)days?\b)"
          r"| but |[.;!?]|$))")
_A_HELPER = re.compile(r"\b(?i:a|an|the) (?:(?i:male|female|young|lovely|new|kind) )?((?i:"
                       + _HELPERS + r"|lady|woman|man|girl|gentleman)(?: (?i:from) (?:the )?"
                       r"(?i:council|agency|surgery|social services|care company|nhs|"
                       r"hospital|church))?)(?: (?i:named|called) (" + _PERSON + r")|, ("
                       # ("I have a carer, Marek, who comes at 8", "a lady called Denise who
                       # comes in the morning"; remember80)
                       + _PERSON + r"),) (?:(?i:who) )?" + _COMES)


def helpers(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's home help or carer by name that sentence `s` names."""
    m = _MY_HELPER.search(s)
    if m:
        role, name = m.group(1).lower(), m.group(2)
        # ("..., she comes on Mondays and Thursdays to do the shopping": when, kept)
        c = re.search(r"\b(?:she|he|they) " + _COMES, s[m.end():], re.I)
        what = f", who comes{c.group(1).rstrip()}" if c and c.group(1).startswith(" ") else ""
    else:
        m = _A_HELPER.search(s)
        if not m or not re.search(r"\b(?:me|my|us|our|i)\b", m.group(4) or "", re.I) and \
                not re.search(r"(?i)\b(?:on|every|each|twice|once|daily|at \d|(?:in the )?"
                              r"(?:mornings?|evenings?|afternoons?|nights))\b", m.group(4) or ""):
            return []
        role, name = m.group(1).lower(), m.group(2) or m.group(3)
        what = f", who comes{' ' if m.group(4) and not m.group(4).startswith(' ') else ''}" \
               f"{(m.group(4) or '').rstrip(' ,')}"
        if not re.fullmatch(_HELPERS, role):
            role = "carer"   # ("a lady from the council": a carer)
    what = re.sub(r"\b(?:me|us)\b", "them", re.sub(r"\bmy\b", "their", what))
    key = "home_help" if role in ("home help", "home carer") else slug(role)
    return [fact("trait", f"carer.{key}", name, f"{poss(who)} {role} is {name} (a carer"
                 f"{what}).", page, 0.8)]


# "Neurologist saw Farai yesterday and put his levetiracetam up to 750mg", "Dr Mistry
# increased Kamala's co-careldopa to four times a day": a doctor's news of a relative memory
# knows by name (remember68: a carer's messages formed nothing, the old dose stayed)
_CARE_SUBJECT = re.compile(r"^(?:\w+[.,!:]\s+)?(?:(?:the|his|her|their) )?(?:(?i:" + _ROLES
                           + r"|hospital|clinic|council|social worker|occupational therapist|"
                           r"pharmacist|ot)\b|" + _TITLE + r" [A-Z][\w'-]+)", re.I)


def carer_news(s: str, known: dict[str, str] | None) -> str:
    """`s` with the first relative memory knows by name said as the speaker's ("... saw my
    brother Farai ..."), where a doctor or carer opens it and it says no "my" of its own."""
    if not known or not _CARE_SUBJECT.match(s) or re.search(r"\b(?i:my|our|i|me|we|us)\b", s):
        return s
    for m in re.finditer(r"(?<=\s)([A-Z][\w-]+)(?='s\b|\b)", s):
        rel = known.get(m.group(1))
        if rel and not re.fullmatch(_ROLES + "|" + _CONTACTS, rel):
            return f"{s[:m.start()]}my {rel.replace('_', '-')} {s[m.start():]}"
    return s

