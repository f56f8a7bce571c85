"""Nationality and religion: "I'm British but I live in France", "I'm Jewish", "I'm an atheist".

Design decisions:
- Both are said in two or three words ("I'm Nigerian.") that hold too little for a statement,
  and "I'm Muslim" was read as a name. They are keyed (`nationality`, `religion`, one value
  each, so "I'm a British citizen now" ends the older one and keeps it as history).
- Only words from the lexicons below (no nicknames such as "Kiwi", a pet's name as often):
  "I'm Scottish" is a nationality, "I'm English" one
  too, but "I'm Christian" is a faith and "I'm Catholic" is not "Catholic" the surname.
  A demonym that goes on to a noun names something else: "I'm a British Airways pilot",
  "I'm Italian food mad".
- Said of the speaker only, never in a question or of someone else ("my wife is Polish").
"""
from __future__ import annotations

import re

from .lpm_base import fact
from .types import Page

NATIONALITIES = frozenset(w.replace("_", " ") for w in """
afghan albanian algerian american andorran angolan argentine argentinian armenian australian
austrian azerbaijani bahamian bahraini bangladeshi barbadian belarusian belgian belizean
beninese bhutanese bolivian bosnian botswanan brazilian british bruneian bulgarian burmese
burundian cambodian cameroonian canadian chadian chilean chinese colombian congolese
cornish croatian cuban cypriot czech danish djiboutian dominican dutch ecuadorian egyptian
emirati english eritrean estonian ethiopian fijian filipino finnish french gabonese gambian
georgian german ghanaian greek grenadian guatemalan guinean guyanese haitian honduran
hungarian icelandic indian indonesian iranian iraqi irish israeli italian ivorian jamaican
japanese jordanian kazakh kenyan korean kosovan kuwaiti kyrgyz lao latvian lebanese liberian
libyan lithuanian luxembourgish macedonian malagasy malawian malaysian maldivian malian
maltese mauritian mexican moldovan mongolian montenegrin moroccan mozambican namibian
nepalese nepali nicaraguan nigerian nigerien norwegian omani pakistani palestinian panamanian
paraguayan persian peruvian polish portuguese puerto_rican qatari romanian russian rwandan
salvadoran samoan saudi scottish senegalese serbian sierra_leonean singaporean slovak slovakian
slovenian somali south_african spanish sri_lankan sudanese surinamese swazi swedish swiss
syrian taiwanese tajik tanzanian thai tibetan togolese tongan trinidadian tunisian turkish
turkmen ugandan ukrainian uruguayan uzbek venezuelan vietnamese welsh yemeni zambian
zimbabwean aussie kiwi brit
""".split())
RELIGIONS = frozenset("""
christian catholic protestant anglican methodist baptist presbyterian lutheran mormon quaker
evangelical jewish muslim hindu sikh buddhist jain atheist agnostic pagan orthodox
""".split())
_NAT = r"(?i:(?:" + "|".join(sorted(NATIONALITIES, key=len, reverse=True)) + r"))"
_REL = r"(?i:(?:" + "|".join(sorted(RELIGIONS, key=len, reverse=True)) + r"))"
_I_AM = r"\b(?i:i(?:'m| am)) (?:(?i:now|also|originally|proudly|actually|fully|technically) )?"
_STOPS = (r"(?=[,.;!?]|$| (?i:and|but|so|by|who|living|myself|through and through|born|"
          r"citizen|national|now|too|as well|originally)\b)")
_NATIONALITY = re.compile(_I_AM + r"(?:(?i:an?) )?((?i:half|part) " + _NAT + r",? (?:(?i:and) )?"
                          r"(?i:half|part) " + _NAT + r"|(?:(?i:half|part) )?" + _NAT
                          + r"(?:-" + _NAT + r")?)(?: (?i:citizen|national))?" + _STOPS
                          + r"|\b(?i:i) (?:(?i:have|hold|got)) (?:(?i:an?|dual) )?(" + _NAT
                          + r"(?: (?i:and) " + _NAT + r")?) (?i:citizenship|passport|"
                          r"nationality|passports)\b")
_RELIGION = re.compile(_I_AM + r"(?:(?i:an?) )?(?:(?i:practising|practicing|devout|lapsed|"
                       r"non-practising|strict|committed|born-again) )?(" + _REL + r")" + _STOPS
                       + r"|" + _I_AM + r"((?i:not religious|not a believer))\b")


def belonging(s: str, page: Page, who: str) -> list[dict]:
    """The speaker's nationality and religion said in `s`."""
    out = []
    m = _NATIONALITY.search(s)
    if m and not s.rstrip().endswith("?"):
        nat = m.group(1) or m.group(2)
        nat = " ".join(w.lower() if w.lower() in ("half", "part", "and") else "-".join(
            p.capitalize() for p in w.split("-")) for w in nat.split())
        out.append(fact("trait", "nationality", nat, f"{who} is {nat} (their nationality).",
                        page, 0.75))
    m = _RELIGION.search(s)
    if m and not s.rstrip().endswith("?"):
        faith = (m.group(1) or m.group(2)).lower()
        said = faith if faith.startswith("not") or faith in ("atheist", "agnostic") \
            else faith.capitalize()
        a = "an " if said in ("atheist", "agnostic") else ""
        out.append(fact("trait", "religion", said, f"{who} is {a}{said} (their religion).",
                        page, 0.75))
    return out
