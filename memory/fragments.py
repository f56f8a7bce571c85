"""Fragments chat says without their subject or owner, read as the speaker's (split out of
sentences at 440 lines): "Just got back from ...", "Originally from Bradford", "treasurer of
the esports society" (an "I" dropped); "Favourite band is Radiohead", "Guest list has been cut
down to 90", "The builder is Tony Reid" (a "my" dropped); "I vape." (a habit in one verb)."""
from __future__ import annotations

import re

_NO_SUBJECT = re.compile(r"^(?:gonna|going to|just(?! (?:last|this|yesterday|a |the |now|"
                         r"like|wanted|want))|got|went|been(?= \w+ing\b)|had|started|finished|"
                         r"heading|planning|thinking of|working on|trying|bought|made|took|"
                         r"spent|visited|joined|signed up|picked up|learned|learnt|moved|found(?= an? )|sold(?= (?:the|my|our|a|an) )|"
                         r"(?:dont|don't|do not) (?:like|eat|drink)\b(?! (?:the (?:sound|look|idea|way)|that|this|it)\b)|(?:cant|can't) stand\b(?! (?:it|that|this|him|her)\b)|"
                         r"worked|retired|dropped|switched|switching|studying|doing|"
                         # diary style: "Played five-a-side on Saturday like always"
                         r"played|watched|walked|swam|cycled|drove|cooked|baked|drive(?= an? )|"
                         # ("play basketball for peckham pythons, point guard", "big arsenal fan
                         # obviously": a teenager's own sport and team; remember87)
                         r"play(?= (?:football|footy|soccer|basketball|netball|rugby|hockey|cricket|"
                         r"tennis|golf|volleyball|guitar|piano|drums|violin|bass|for|in a|on a|"
                         r"five-a-side|5-a-side)\b)|(?:huge|big|massive) [a-z]+ (?=fan\b)|"
                         # "Born in Nuku'alofa but I've lived in ...", "Grew up in Lagos"
                         # (remember28: formed no hometown)
                         r"born(?= in | and (?:raised|bred|brought up) in )|grew up(?= in )|"
                         r"originally(?= from )|"   # ("Originally from Bradford": remember69)
                         # ("quit Nando's!! got a part time dev job ...", "also packed in the
                         # Co-op, I'm a lifeguard ...": a job left; remember69)
                         r"(?:quit|packed in|jacked in|left)(?= (?:my |the |(?-i:[A-Z])))|"
                         # ("treasurer of the esports society this year": remember69)
                         r"(?-i:treasurer|secretary|captain|president|chair|vice-captain|vice-president|"
                         r"vice captain|vice president)(?= of (?:the|my|our) )|"
                         r"(?:raised|brought up)(?= in )|"
                         r"(?:now |mostly |currently )?(?:living|based|working as|drinking|"
                         r"eating)|(?:vegan|vegetarian|pescatarian)(?= for| since|[,.!]|$))\b"
                         # ("Retired teachers get a discount": the verb's form as an adjective
                         # of a plural subject, no dropped "I")
                         r"(?! (?:\w+s'?|people|folk|men|women)(?: \w+)? (?:get|are|were|have|"
                         r"can|could|should|must|need|pay|do|don't|will|may|often|usually)\b)",
                         re.I)
# "Did my first parkrun on Saturday at Lloyd Park" drops the "I" (remember45: read as a
# question); a time or place follows, not "did my first payment go through"
_DID_FIRST = re.compile(r"^did (?=my first [\w-]+(?: [\w-]+)? (?:on|at|in|last|yesterday|this|"
                        r"today)\b)", re.I)
_BE_SUBJECT = re.compile(r"^I (originally|treasurer|secretary|captain|president|chair|vice[- ]captain|"
                         r"vice[- ]president|going to|switching|studying|doing|planning|thinking|working|trying|heading|now|mostly|"
                         r"currently|living|based|drinking|eating|vegan|vegetarian|pescatarian)\b")
# "Favourite band is Radiohead": chat drops the "my" of a favourite
# ("The budget is about £80 a week for food": said to the assistant, a budget with no owner
# is the speaker's; remember23 formed nothing. Not "The budget for the stadium is ...")
_NO_OWNER = re.compile(r"^(?:favou?rite|fave|go-to) (?=\w+(?: \w+)?(?: of all time| ever)? "
                       r"(?:is|are)\b)|^(?=(?:football|footy|soccer|rugby|hockey|baseball|basketball) "
                       r"team (?:is|'s) (?-i:[A-Z]))|^(?:the )?"
                       r"(?=(?:(?:weekly|monthly|food|grocery|shopping|household|holiday|"
                       r"wedding|party|gift|present) ){0,2}budget(?: is|'s|(?:'s| has) (?:gone|been (?:cut|put)) (?:up |"
                       r"down )?to| went (?:up |down )?to| is now) (?:about |around |roughly "
                       r"|only |just |like |max |under |up to )?[£$€¥₹]?\d)"
                       # ("Guest list has been cut down to 90": remember72 formed nothing)
                       r"|^(?:the )?(?=guest ?list (?:is|'s|has been|was|got) )"
                       # ("The builder is Tony Reid of Reid & Sons and he quoted £62,000": whom
                       # the speaker's works are done by; remember76)
                       r"|^(?:the )?(?=(?:builder|architect|roofer|plumber|electrician|surveyor|"
                       r"mortgage broker|estate agent|social worker|caseworker|case worker|support worker|"
                       r"key worker|health visitor|midwife|therapist|counsellor|counselor|psychiatrist|"
                       r"psychologist|consultant|solicitor|lawyer) (?:is|'s) (?-i:[A-Z]))"
                       # ("The support group is called Sheffield Mind Matters", "The DBSA group
                       # meets Thursday nights at ...": the speaker's own group; remember98)
                       r"|^the (?=(?:[A-Z]{2,6} |[a-z]+ )?(?:support group|group|club|choir|class|team) "
                       r"(?:is called (?-i:[A-Z])|meets (?:on |every )?(?:mon|tues|wednes|thurs|fri|satur|sun)day))"
                       # ("Main goal this year is the Great North Swim", "Weight's down to 91
                       # kilos", "the Great North Swim has been moved to September": remember75)
                       r"|^(?=(?:main |big |next |biggest )?(?:goal|target|aim)(?: for| this)?(?: \w+)? (?:is|'s) )"
                       r"|^(?=weight(?:'s| is| has gone) (?:now )?(?:down|up) to \d)"
                       r"|^(?:the )?(?=(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,4} (?:has been|was|got|'s been) "
                       r"(?:moved|pushed back|postponed|rescheduled|brought forward) to\b)"
                       # "New flat in Porz, three bedrooms": the speaker's new home said as a
                       # fragment (remember39, after "we finally moved!"); not "new flats in
                       # Porz cost ...", nor a new cafe
                       r"|^(?=new (?:flat|house|place|home|apartment|bungalow|cottage) in "
                       r"(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*)){0,2}(?:[,.!]|$))"
                       # "The test is on March 12", "The interview is next Tuesday": the
                       # speaker's own appointment said with "the" (remember70: after a slip
                       # put right it formed nothing)
                       r"|^the (?=(?:\w+ )?(?:test|exam|interview|appointment|hearing|ceremony|"
                       r"operation|surgery|scan|biometrics|oath) (?:is|was moved to|has been moved to|is (?:scheduled|"
                       r"booked|set|fixed) for) "
                       r"(?:on |now |at |next |this )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                       r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the \d|\d))"
                       # ("Physio has moved to Friday mornings now", "Flights are booked for March
                       # 3rd", "the flight got pushed to April 14", "Meds right now: metoprolol ...",
                       # "Return to work is pencilled in for 2 December": the speaker's own care,
                       # travel or work said without "my", with a day, a date, a time or a name;
                       # remember90, 91)
                       r"|^(?:the )?(?=(?:(?:cardiac|physical|occupational|speech|next|first|new|main) )?(?:physio|"
                       r"physiotherapy|rehab|chemo|chemotherapy|radiotherapy|therapy|surgery|operation|scan|"
                       r"mri|check-?up|follow-?up|appointment|flights?|move|moving date|meds|medications?|"
                       r"tablets|shifts?|rota|roster|rent|salary|wage|deadline|exams?|start date|due date|"
                       r"surgery date|return to work|back to work|lessons|classes|course|"
                       # ("dissertation is due in march": remember86)
                       r"dissertation|thesis|coursework|mocks|finals|driving test|theory test) (?:[a-z]+ ){0,2}?"
                       r"(?:is|are|'s|has|have|got|starts?|moved|right now|now)\b[^.?!]*?(?:\d|(?:mon|tues|wednes|"
                       r"thurs|fri|satur|sun)day|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
                       r"\bnext (?:week|month)\b|(?<=\s)(?-i:[A-Z])[a-z]))", re.I)
# "I vape.", "I knit.": a habit or pastime said in one short verb is news ("I see." is not)
_SHORT_HABIT = re.compile(r"I (?:vape|knit|sew|swim|run|cook|bake|surf|ski|skate|fish|hunt|paint|"
                          r"sing|draw|box|row|climb|dance)[.!]*", re.I)


# "90 cows, mostly Friesian crossed with Jersey.", "About 600 Welsh Mountain ewes and a handful
# of Welsh Black cows.": a count said alone after the speaker's farm or home is what they have
# (remember88 dropped the herd); not a stretch of time, money or distance
COUNTED = re.compile(r"^(?:about |around |roughly |nearly |over |just over |some )?(?:\d[\d,]*|two|three|four|"
                     r"five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|a hundred)"
                     r" (?!(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|times?|"
                     r"euros?|pounds?|quid|dollars?|bucks|grand|k|miles?|km|kilometres?|metres?|meters?|"
                     r"percent|people|of)\b)(?:[A-Za-z-]+ ){0,2}[a-z]+s\b(?![',])?", re.I)
NO_SUBJECT, DID_FIRST, BE_SUBJECT, NO_OWNER, SHORT_HABIT = (_NO_SUBJECT, _DID_FIRST, _BE_SUBJECT,
                                                            _NO_OWNER, _SHORT_HABIT)

__all__ = ["BE_SUBJECT", "COUNTED", "DID_FIRST", "NO_OWNER", "NO_SUBJECT", "SHORT_HABIT"]
