"""Medication the speaker takes: "I'm on metformin", "I take levothyroxine every morning".

Design decision: "I'm on X" names a medicine only where X is one: a common medicine or a
kind of one (a short list), or a word with a suffix that drug names share (-formin, -statin,
-pril, -olol, -sartan, -prazole, -cillin ...). "I'm on holiday", "I'm on the team" and "I
take the bus" name none. Each medicine is keyed by its name (`medication.<name>`), as people
take several; "I stopped taking X" is left to the "gave up" rule that ends current facts.
- A new dose ("My omeprazole was put up to 40mg", "they've upped my sertraline to 100mg") is
  the medicine taken now at that dose: the same key, so it ends the old dose. Only "my" drug
  (not "my mum's omeprazole"), and only with a verb of changing a dose and a dose after "to".
"""
from __future__ import annotations

import re

from .lpm_base import fact, slug
from .types import Page

_KNOWN = ("insulin|aspirin|ibuprofen|paracetamol|acetaminophen|warfarin|lithium|thyroxine|"
          "levothyroxine|prednisone|prednisolone|methotrexate|melatonin|morphine|codeine|"
          "antidepressants?|antibiotics|blood thinners?|statins?|beta blockers?|the pill|hrt|"
          "steroids|inhalers?|iron tablets|chemo|chemotherapy|dialysis|methadone|"
          # a supplement the doctor puts one on (remember48: "put me on vitamin D")
          "vitamin [a-ek]\\d{0,2}|folic acid|b12")
_SUFFIX = (r"[a-z]{2,}(?:formin|statin|pril|sartan|olol|azole|prazole|cillin|mycin|cycline|"
           r"oxetine|aline|azepam|zolam|triptan|dronate|gliptin|gliflozin|parin|xaban|tidine|"
           r"zodone|tiapine|opram|dipine|thiazide|semide|lukast|purinol|oprost|pezil|osin|gabalin|"
           r"pentin)")
# a medicine by its brand before its form: "a Ventolin inhaler", "Symbicort inhaler"
# (remember48's hamza formed no medicine); not "a Dyson fan"
_BRAND = r"(?-i:[A-Z][a-z]{3,}) (?i:inhaler|nasal spray|eye drops|patch|injection|pen)s?\b"
# a brand named by its dose after it: "I take Thyronorm 50 mcg", "I am taking Syndopa 110
# three times a day" (remember55: no medicine formed); not "I take Zumba 3 times a week"
_BRAND_DOSED = (r"(?-i:[A-Z][a-z]{4,})(?= \d+(?:\.\d+)?\s?(?:(?i:mg|mcg|µg|micrograms?|"
                r"milligrams?)\b|(?i:(?:once|twice|three times|four times|(?:\d|one|two|three) "
                r"times) (?:a|per) day|daily|every (?:morning|night|evening)|at night)\b))")
_DRUG = r"((?i:" + _KNOWN + r")\b|(?i:" + _SUFFIX + r")\b|" + _BRAND + r"|" + _BRAND_DOSED + r")"
# "I'm on 50mg sertraline", "I take 75 micrograms of levothyroxine": the dose said first
_DOSE = r"(?:(\d+(?:\.\d+)?\s?(?i:mg|mcg|µg|micrograms?|milligrams?|g|ml|units?))(?: (?i:of))? )?"
_ON = re.compile(r"\b(?i:i(?:'m| am)|i've been|i have been) (?:(?i:now|currently|still|also) )?"
                 r"(?i:on|taking) " + _DOSE + _DRUG + r"|"
                 # "My doctor has put me on atorvastatin", "she's put me on ...", "I've been
                 # put on / prescribed ..." (remember19: formed no medicine)
                 r"\b(?i:(?:my|the) (?:doctor|gp|consultant|specialist|nurse|cardiologist)|she|he|"
                 r"they|i(?:'ve| have) been|i was|i got)(?:'s|'ve| has| have)?(?: (?i:now|just|"
                 r"also|finally))? (?i:put|started|prescribed)(?: (?i:me))?(?: (?i:on))? "
                 + _DOSE + _DRUG)
# "I started amlodipine last week", "I've just started on sertraline"
_STARTED = re.compile(r"\b(?i:i(?:'ve| have)?) (?:(?i:just|only|recently) )?(?i:started|began) "
                      r"(?:(?i:taking|on) )?" + _DOSE + _DRUG)
_TAKE = re.compile(r"\b(?i:i) (?:(?i:now|also|still) )?(?i:take|use) (?:(?i:an?|my) )?" + _DOSE
                   + _DRUG)
# "I put latanoprost drops in both eyes" (remember55); not "I put the aspirin away"
_PUT = re.compile(r"\b(?i:i) (?:(?i:now|also|still) )?(?i:put) " + _DOSE + _DRUG +
                  r"(?= (?:(?i:eye ))?(?i:drops)\b)")
# "I'm type 2 diabetic, on metformin": the medicine said after the condition, the "I'm"
# shared (remember35 formed the condition and no medicine)
# ("I'm diabetic, type 2, on metformin": the condition said in two parts)
_ON_AFTER = re.compile(r"\b(?i:i(?:'m| am)) (?:[\w-]+,? ){0,4}?[\w-]+, (?:(?i:and|now|currently) )?"
                       r"(?i:on) " + _DOSE + _DRUG)
# "sertraline 50mg", "levothyroxine every morning ..., 75 micrograms": the dose said after
_DOSE_AFTER = re.compile(r"^[^.;!?]{0,60}?\b(\d+(?:\.\d+)?\s?(?:mg|mcg|µg|micrograms?|"
                         r"milligrams?|units?))\b", re.I)

_NEW_DOSE = r" (?:(?i:up|down) )?(?i:to) (\d+(?:\.\d+)?\s?(?i:mg|mcg|µg|micrograms?|milligrams?|ml|units?))\b"
_CHANGE = (r"(?i:put|upped|increased|raised|bumped|doubled|lowered|reduced|cut|dropped|changed|"
           r"gone|went|halved|moved)")
# ("The methotrexate has been upped to 20mg": "the" is the speaker's own; "Dr Alvarez is
# tapering my prednisone, I'm down to 5mg now"; remember73)
_DOSE_CHANGED = re.compile(r"(?:\b(?i:my)|^(?:\w+[,!]\s+)?(?i:the)) " + _DRUG + r"(?: (?i:dose|dosage))? (?:(?i:was|has been|"
                           r"got|is being|'s been|have been|has|'s) )?" + _CHANGE + _NEW_DOSE + r"|"
                           r"\b" + _CHANGE + r" (?i:my) " + _DRUG + r"(?: (?i:dose|dosage))?"
                           + _NEW_DOSE + r"|\b(?i:tapering|tapered|weaning|reducing|lowering) (?i:my) " + _DRUG
                           + r",? (?:(?i:and|so) )?(?i:i'm|i am) (?:(?i:now) )?(?i:down|up)" + _NEW_DOSE)


# one medicine for another: "the doctor has taken me off the warfarin and put me on apixaban
# instead", "they switched me from citalopram to sertraline", "I've switched from X to Y"
# (remember18: the first formed nothing, "off" kept it out, so warfarin stayed the current
# medicine). Only "me"/"I" (not "they put my mum on ..."), both words medicines, and no
# "if"/"might": the new one is taken now and ends the old one's fact.
_OFF = r"(?:(?i:the|my) )?" + _DRUG
_SWITCHED = re.compile(
    r"\b(?i:taken|took|take|takes|came|come|got|gotten|switched|moved|changed|weaned) "
    r"(?:(?i:me) )?(?i:off) " + _OFF + r"(?: (?i:because|as|since) [^,.;]{1,50})?,? (?:(?i:and|so) )?(?:(?i:they|she|he|i)(?:'ve|'s)? )?"
    r"(?:(?i:have|has|now|just) )?(?i:put|switched|moved|started|gone|went) (?:(?i:me) )?"
    r"(?i:on|onto|to) (?:(?i:the) )?" + _DRUG + r"|"
    # ("Dr. Whitfield took me off the amlodipine because my ankles swelled, I'm on lisinopril
    # 10mg now": the new one said as what the speaker is on; remember59 kept both current)
    r"\b(?i:taken|took|take|takes|came|come|got|gotten|switched|moved|changed|weaned) "
    r"(?:(?i:me) )?(?i:off) " + _OFF + r"(?: (?i:because|as|since) [^,.;]{1,50})?,? (?:(?i:and|so) )?"
    r"(?i:i'm|i am) (?:(?i:now) )?(?i:on) " + _DOSE + _DRUG + r"|"
    r"\b(?i:switched|moved|changed|swapped) (?:(?i:me) )?(?i:from) (?:" + _OFF + r"|((?-i:[A-Z][a-z]{3,})))"
    r" (?i:to|onto|for) (?:(?i:the|an?) )?" + _DRUG + r"|"
    # "I'm now on lisinopril instead of amlodipine" (remember48's seun: both stayed current)
    r"\b(?i:on|onto|taking|take|use) (?:(?i:the|an?) )?" + _DRUG + r",? (?i:instead of|rather than|"
    r"in place of) (?:(?i:the|my) )?" + _DRUG)
_SWITCH_BY = re.compile(r"\b(?:me|i|i've|i have|i'm|i am)\b", re.I)


# ("the doctor took me off warfarin, I'm on Eliquis now": a brand by its capital alone,
# after the medicine left; remember71 kept warfarin current)
_ONTO_BRAND = re.compile(r"\b(?i:off) " + _OFF + r"(?: (?i:because|as|since) [^,.;]{1,50})?,? (?:(?i:and|so) )?"
                         r"(?:(?i:i'm|i am) (?:(?i:now) )?(?i:on)|(?i:i use)) (?:(?i:the) )?((?-i:[A-Z][a-z]{3,}))\b"
                         r"(?= (?i:now)\b|[,.;!]|$)")


_ANY_DRUG = r"(?:(?-i:[A-Z][a-z]{3,})|(?i:" + _KNOWN + r")\b|(?i:" + _SUFFIX + r")\b)"
# ("the Humira has stopped working so Dr Ferguson is switching me to Stelara": remember73)
_NOT_WORKING = re.compile(r"\b(?:(?i:the|my) )?(?P<old>" + _ANY_DRUG + r") (?i:has|had|'s|is) (?i:stopped working|"
                          r"not working|failed|not been working)\b[^.;]{0,60}?\b(?i:switching|switched|moving|"
                          r"moved|changing|putting|put) (?i:me) (?i:to|onto|on) (?:(?i:the) )?(?P<new>" + _ANY_DRUG + r")")


def _switched(s: str, page: Page, who: str) -> list[dict]:
    m = _SWITCHED.search(s) or _ONTO_BRAND.search(s) or _NOT_WORKING.search(s)
    if not m or not _SWITCH_BY.search(s[:m.end()]) or re.search(
            r"\b(?:if|maybe|might|would|could|should|thinking of|want(?:s|ed)? to|going to)\b",
            s[:m.start()], re.I):
        return []
    # ("we moved from Ballincollig to Carrigaline": a town ending like a medicine, moved to by
    # the speaker, not switched onto; remember75 made it one)
    if m.re is _SWITCHED and re.search(r"\b(?:moved|changed) from (?-i:[A-Z])", m.group(0), re.I) \
            and not re.search(r"\b(?:me|mg|tablets?|pills?|doctor|gp|dose|prescri\w*)\b", s, re.I):
        return []
    g = m.groups() if m.re is _SWITCHED else (m.group(1), m.group(2)) + (None,) * 8 \
        if m.re is _ONTO_BRAND else (m.group("old"), m.group("new")) + (None,) * 8
    old, new = _named(g[0] or g[2] or g[5] or g[6] or g[9]), _named(g[1] or g[4] or g[7] or g[8])
    form = re.search(r" (\w+)$", new) if re.fullmatch(_BRAND, new) else None
    if form and " " not in old:   # "from Ventolin to a Symbicort inhaler": Ventolin's inhaler
        old = f"{old} {form.group(1)}"
    if slug(old) == slug(new):
        return []
    dose = g[3] or (re.match(r" (\d+(?:\.\d+)?\s?(?i:mg|mcg|micrograms?))\b", s[m.end():]) or [0, ""])[1]
    dose = f" {dose.replace(' ', '')}" if dose else ""
    # (the statement that said the old one ends too: "The user takes amlodipine 5mg for their
    # blood pressure." answered "Which pill am I on now?" after the switch; remember59)
    return [fact("trait", f"medication.{slug(new)}", new + dose,
                 f"{who} {_takes(new)}{dose} now (a medication, instead of {old}).", page, 0.8,
                 ends=(f"medication.{slug(old)}",),
                 ends_like=(old.lower(), "user takes|user is on|user uses|user has been on"))]


def _named(drug: str) -> str:
    """A medicine as said: a brand keeps its capital, a generic name is lower case."""
    if re.match(r"(?i)vitamin \w", drug):
        return "vitamin " + drug[8:].upper()
    return drug if re.fullmatch(_BRAND, drug) or drug[:1].isupper() and drug[1:].islower() and \
        not re.fullmatch(_DRUG, drug.lower()) else drug.lower()


def _takes(drug: str) -> str:
    return f"uses a {drug}" if re.fullmatch(_BRAND, drug) else f"takes {drug}"


def medication(s: str, page: Page, who: str) -> list[dict]:
    """The medicines sentence `s` says the speaker takes now."""
    switched = _switched(s, page, who)
    if switched:
        return switched
    if re.search(r"\b(?:not|no longer|stopped|quit|off|used to|was on|anymore|any more)\b", s,
                 re.I):
        return []
    out = []
    m = _DOSE_CHANGED.search(s)
    if m and not re.search(r"\b(?:if|maybe|might|would|should)\b", s, re.I):
        drug, dose = (m.group(1) or m.group(3) or m.group(5)).lower(), (m.group(2) or m.group(4) or m.group(6))
        # (the value says the dose: the same value would only confirm the old fact)
        out.append(fact("trait", f"medication.{slug(drug)}", f"{drug} {dose.replace(' ', '')}",
                        f"{who} takes {drug} "
                        f"{dose.replace(' ', '')} now (a medication; the dose was changed).",
                        page, 0.8))
    for m in list(_ON.finditer(s)) + list(_TAKE.finditer(s)) + list(_ON_AFTER.finditer(s)) + \
            list(_PUT.finditer(s)) + list(_STARTED.finditer(s)):
        g = m.groups() + (None, None)   # (_ON also reads "the doctor put me on ...")
        dose, drug = g[0] or g[2], _named(g[1] or g[3] or "")
        if not drug:
            continue
        after = _DOSE_AFTER.match(s[m.end():]) if not dose else None
        # (not a dose of another medicine named between: "metformin and lisinopril 10mg")
        if after and re.search(_DRUG, after.group(0)[:after.start(1)]):
            after = None
        dose = dose or (after.group(1) if after else None)
        said = f" {dose.replace(' ', '')}" if dose and re.fullmatch(r"[\d.]+ ?m[gl]", dose) \
            else f" ({dose})" if dose else ""
        # a dose said is part of the value: "I'm now on 40mg" after "I take 20mg" with the
        # drug alone as the value only confirmed the 20mg fact
        out.append(fact("trait", f"medication.{slug(drug)}", drug + said.replace("(", "")
                        .replace(")", ""), f"{who} {_takes(drug)}{said} (a medication).", page, 0.8))
        # "I'm on metformin and lisinopril": each medicine of a list (lisinopril was lost)
        tail = s[m.end():]
        while (n := re.match(r"(?:,|,? (?i:and|&)) " + _DOSE + _DRUG, tail)):
            more, tail = _named(n.group(2)), tail[n.end():]
            dose = f" {n.group(1).replace(' ', '')}" if n.group(1) else ""
            out.append(fact("trait", f"medication.{slug(more)}", more + dose,
                            f"{who} {_takes(more)}{dose} (a medication).", page, 0.8))
    return out


# "Is it normal to feel dizzy on amlodipine? Started it last week, 5mg.": the "it" of a
# medicine started is the one medicine the sentence before named (remember59 kept "The user
# started it"); not after someone else's ("my mum's warfarin", "his tablets")
_STARTED_IT = re.compile(r"^(?:(?i:i(?:'ve| have)?) )?(?:(?i:just|only|recently) )?(?i:started|"
                         r"began) (?:(?i:taking|on) )?(?i:it|them)\b")


def medicine_it(prev: str | None, s: str) -> str | None:
    """`s` with the "it" of a medicine started replaced by the one `prev` named, or None."""
    m = _STARTED_IT.match(s)
    if not m or not prev or re.search(r"\b(?:his|her|their|\w+'s)\b|\b(?:my|our) [\w-]+ (?:is|was|"
                                      r"has|takes|started)\b|^(?:he|she|they)\b", prev, re.I):
        return None
    drugs = {_named(d.group(1)) for d in re.finditer(_DRUG, prev)}
    if len(drugs) != 1:
        return None
    return f"I started {drugs.pop()}{s[m.end():]}"
