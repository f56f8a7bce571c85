"""How a new home is said without "I live in": "Just settled into our new place in York", "We
bought a house in Walthamstow and moved in last weekend", "moved out of Kentish Town, got a room
in Willesden" (lpm_changes reads them as the home now; split out of it, its size).
"""
from __future__ import annotations

import re

# "Just settled into our new place in York": a new home said by the home, not the move
NEW_HOME = re.compile(r"\b(?:(?i:i|we)\b|^(?i:just|finally) )[^.;!?]{0,40}?\b(?i:my|our) (?i:new) "
                       r"(?i:place|house|home|flat|apartment|bungalow|cottage|digs) (?i:in) "
                       r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b")
# "We bought a house in Walthamstow and moved in last weekend", "got the keys to our house in
# Bath": a home bought and lived in (not "bought a flat in Spain", which may be let or a
# holiday home)
_HOME = r"(?i:house|flat|home|place|apartment|bungalow|cottage)"
BOUGHT_HOME = re.compile(r"\b(?i:i|we)\b[^.;!?]{0,30}?\b(?:(?i:bought|rented|found) (?i:a|an|our|my|"
                          r"the) (?:(?i:new|first|little) )?" + _HOME + r" (?i:in) ([A-Z][\w'-]+"
                          r"(?: [A-Z][\w'-]+)?)(?=,? (?i:and|so) (?:(?i:we|i)(?:'ve| have)? )?(?i:"
                          r"just |finally )?(?i:moved in|moved there|settled in))|(?i:got the keys to)"
                          r" (?i:our|my|the) (?:(?i:new|first|own|very own) )?" + _HOME + r" (?i:in) ([A-Z][\w'-]+"
                          r"(?: [A-Z][\w'-]+)?)"
                          # "Kieran and I have moved in together, we've got a flat in Bexhill"
                          r"|(?i:moved in together)\b[^.;!?]{0,30}?\b(?i:got|bought|rented|found|in) "
                          r"(?i:a|an|our) (?:(?i:new|first|little|lovely|tiny) )?" + _HOME
                          + r" (?i:in) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
                          # ("moved out of Kentish Town last weekend, got a room in Willesden": remember67)
                          # ("We've moved out of the caravan and into a rented cottage in Ffairfach":
                          # remember76)
                          r"|(?i:moved out of) (?i:the|our|my) [a-z]+(?: [a-z]+)? (?i:and )?(?i:into) (?i:a|an|our) "
                          r"(?:(?i:rented|new|little|small|tiny|lovely) )?" + _HOME + r" (?i:in) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
                          # (", I have a small apartment in Douglas now": remember70)
                          r"|(?i:moved out of) [A-Z][^.;!?]{0,30}?\b(?i:got|rented|found|i have|i've got|we have|"
                          r"we've got) (?i:a|an) (?:(?i:new|little|small|tiny|nice|bigger|smaller) )?"
                          r"(?:" + _HOME + r"|(?i:room)) (?i:in) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
                          # "We sold the house in Hamilton and bought a place in Cambridge": a
                          # home bought for the one sold is lived in (remember32: formed none)
                          r"|(?i:sold) (?i:the|our|my) (?:[a-z-]+ ){0,3}?" + _HOME
                          + r" (?:(?i:in|at) [A-Z][\w'-]+(?: [A-Z][\w'-]+)? )?(?i:and) "
                          r"(?:(?i:we|i)(?:'ve| have)? )?(?i:bought) (?i:a|an) (?:(?i:new|little|"
                          r"smaller|small|bigger|lovely) )?" + _HOME + r" (?i:in) ([A-Z][\w'-]+"
                          r"(?: [A-Z][\w'-]+)?)(?![^.;!?]{0,25}\b(?i:holiday|rent|rental|let out|"
                          r"investment|for (?:my|our) (?:son|daughter|mum|dad|parents))))\b")
# ("I share the flat with my pal Eilidh": the home shared now, said with "share"; remember23
# formed no flatmate. A partner or relative one shares with is theirs: `lpm_people`)
