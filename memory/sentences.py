"""Which sentences of a message state something durable about the speaker.

Design decisions:
- Regular expressions over single sentences, no parser and no model: fact formation runs
  after every turn and for every imported page, so it must cost microseconds (a dependency
  parser cost more than the page's embedding; see the h16m note for the measurement).
- A sentence is a candidate only when the speaker talks about themselves in the first person
  ("I ...", "my ...", "we ...") in a declarative, real-world mood. Questions, greetings and
  thanks, hypotheticals ("if I ...", "I would ...", "I wish ..."), quoted or reported speech
  ("she said ...") and remarks about the listener ("you ...") are never facts about the
  speaker: a wrong fact costs more than a missing one, the page stays retrievable anyway.
- Among candidates, `score` prefers specific content (named things, numbers, dates, content
  words) over reactions ("I'm so happy!"): a chatty message yields its informative sentence.
"""
from __future__ import annotations

import re

from .fragments import (COUNTED, BE_SUBJECT as _BE_SUBJECT, DID_FIRST as _DID_FIRST, NO_OWNER as _NO_OWNER,
                        NO_SUBJECT as _NO_SUBJECT, SHORT_HABIT as _SHORT_HABIT)
from .reported_speech import before_report, reported, told_ill
from .habit_if import if_habit, plan_if
from .slips import corrected

# ("...as a tour guide!! can u help me write a bio", "quit the chippy!! got a job at costa":
# "!" ends a sentence before a request or news; remember30, 54. A title's full stop ends
# none: "at St. Boniface" kept "at St." alone; remember43)
_ABBREVIATIONS = ("etc", "approx", "incl", "esp", "dept", "appt", "govt", "misc", "abt")
_SPLIT = re.compile(r"(?<=[.!?])(?<!\bSt\.)(?<!\bDr\.)(?<!\bDra\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)"
                    r"(?<!\bMt\.)[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n+|(?<=[.!?])\s*$|"
                    r"(?<=[.!?])\s+(?=(?:can|could|would|will) (?:u|you|ya)\b|(?:any|some) "
                    r"(?:ideas|tips|advice|suggestions)\b|(?:pls|plz|please) )|"
                    r"(?<=!)\s+(?=(?:got|just|finally|quit|moved|started|now|omg|also|anyway|found|"
                    r"me and)\b)|"
                    # ("what's a cheap gift idea? she's a dental hygienist": chat in lowercase
                    # opens the next sentence with a pronoun; remember44 lost the mum's job)
                    # (not after an abbreviation: "approx. he said")
                    r"(?:(?<=[!?])|(?<=" + "".join(rf"(?<!\b{a})" for a in _ABBREVIATIONS)
                    + r"(?<=[a-z]{3})\.))\s+(?=(?:she|he|they|we|i)(?:'s|'re|"
                    # ("big arsenal fan obviously. if i ever met saka i'd cry": the wish after
                    # is a sentence of its own, not the fan's; remember87)
                    r"'m|'ve)?\s|if (?:[iI]|we|my|only)\b)|"
                    r"(?<=" + "".join(rf"(?<!\b{a})" for a in _ABBREVIATIONS)
                    + r"(?<=[a-z]{3})\.)\s+(?=(?!(?:a|an|and|or|but|because|cause|cos|which|who|"
                    r"that|than|then|to|of|for|with|nah|no|wait|sorry|actually|oops|not)\b)[a-z])")
_FIRST = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|my|My|me|myself|we|We|we're|We're|we've|"
                    r"We've|our|Our|us)\b")
_QUESTION_START = re.compile(
    # a word that only joins it to what was said before opens a question too: "Also what can
    # I cook for my small boy Kojo, he is seven" (remember41: not a question, so the relative
    # said in it and the age said after were lost)
    # ("Please how do I tell a passenger politely ...": a polite opener too; nii)
    r"^(?:(?:also|and|so|ok|okay|oh|anyway|btw|please|pls|plz)[,!.]?\s+)?"
    r"(?:(?:what|wat|wut|who|whom|whose|where|when|why|how|which) (?:do|does|did|am|are|is|"
    r"was|were|can|could|would|should|will|have|has|had|r)\b|(?:do|does|did|are|is|was|were|"
    r"can|could|would|should|will|have|has|had|shall|may|might|any|anything|got|ever|wanna)\b"
    r"(?:\s+\w+)?\s+(?:you|u|ya|anyone|anybody|we|they|he|she|it|there)\b|"
    # "whats my cats name": chat drops the apostrophe and the question mark
    r"(?:what|wat|wut|who|where|when|how)(?:'s|s)\s+(?:my|our|your|ur|his|her|their)\b|"
    # "what's the name of my dog" (remember13's question, dictated, was kept as a fact)
    r"(?:what|wat|wut|which)(?:'s|s| is| was)\s+the\s+[a-z]+(?:\s+[a-z]+)?\s+of\s+(?:my|our|"
    r"your|ur|his|her|their)\b|"
    # "which city is my brother in", "what race am i training for": a wh-word and its noun,
    # then the verb before its subject ("What I love is ..." and "When I was ..." are not)
    # ("wat team do i support": texting's spelling, no mark; remember64)
    r"(?:what|wat|wut|which|whose|how many|how much|how)(?:\s+(?!(?:i|we|you|he|she|they|my|our|me|us)\b)"
    r"[a-z]+){1,3}\s+(?:do|does|did|am|is|are|was|were|can|can't|cant|could|should|would|"
    r"will|have|has|had)\s+(?:i|my|we|our|you|u|he|she|they|it|the|his|her|their)\b|"
    r"(?:which|who) of (?:my|our)\b|"
    # "Remind me how many nephews I've got": a question put as a request
    r"remind me (?:again )?(?:what|when|where|who|whose|which|how|why|whether|if)\b|"
    # "Any foods I need to avoid": a question typed without its mark (remember19 hints); not
    # "Any time I go to London I visit my aunt"
    r"any(?:thing|\s+\w+(?:\s+\w+)?)\s+(?:that\s+)?(?:i|we)\s+(?:need to|should|shouldn't|"
    r"can|can't|could|must|mustn't|have to|ought to)\b|"
    # "do i eat meat", "is my brother married": not "Got my first car", "Have my folks over"
    r"(?:do|does|did|am|is|are|was|were|can|could|would|should|will|shall)\s+(?:i|my|our)\b)",
    re.I)
_GREETING = re.compile(
    r"^(?:hi|hey|hello|hiya|yo|howdy|good (?:morning|afternoon|evening|night)|thanks|thank "
    r"you|thx|bye|goodbye|see you|see ya|take care|cheers|congrats|congratulations|wow|whoa|"
    r"omg|lol|haha|aw+|oh|ooh|yay|nice|cool|awesome|great|sure|ok|okay|yes|yeah|yep|no|nope|"
    r"sorry|welcome|you're welcome|glad|same|totally|exactly|absolutely|right|true|agreed|"
    r"definitely|ha|hmm|um|uh|well done|good (?:job|luck)|night|talk (?:soon|later)|catch you)"
    r"\b[\s,!.]*$", re.I)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|suppose|supposing|imagine|imagining|pretend|what if|as if|even if|"
    r"(?<!just )in case|wish|wished|would have|could have|should have|might have|would've|could've|"
    r"should've|might|maybe|perhaps|probably|possibly|i guess|i suppose|let's say|say that|"
    r"dream(?:ed|t)? (?:of|about|that))\b|"
    # "I could live on ramen": an idiom of liking, not a hypothetical
    r"\bI(?:'d| would| could)\b(?! (?:love|like)\b(?! to\b)| (?:rather|prefer)\b|"
    r" (?:happily |easily |honestly )?live on\b)", re.I)
# a request to the assistant, in the imperative: "Tell me a joke about my cat", "Write a poem
# for my wife" say nothing about the speaker ("Plan is to ...", "Name's Kayla", "List of my
# allergies: ..." are no imperatives)
_IMPERATIVE = re.compile(
    r"^(?:(?:please|pls|ok|okay|so|now|and|also|oh|hey|just|quick(?:ly)?)[,!]?\s+)*(?:tell|write|give|"
    r"show|help|make|explain|list|suggest|recommend|find|create|draft|translate|summari[sz]e|"
    r"fix|check|plan|describe|compare|calculate|generate|rewrite|reword|rephrase|edit|"
    r"proofread|shorten|ignore|forget|answer|pick|choose|imagine|pretend|search|look up|teach|"
    r"brainstorm|outline|convert|recap|draw|sing|send|add|read|say|wish|ask|sign)\s+"
    r"(?!(?:is|was|of|for now)\b)",
    re.I)
# a request said as a need: "I need a quick weeknight dinner idea", "I'd like some tips for
# the garden" ask the assistant for something; "The user needs a quick weeknight dinner idea."
# was kept as a fact and led the bundled model's profile, which it then recited
_ASKS_FOR = re.compile(
    r"^(?:(?:please|pls|ok|okay|so|hi|hey|right)[,!]?\s+)*(?:i(?:(?:'d| would)? (?:really )?"
    r"(?:need|want|like|love|could use)|(?:'m| am) looking for)|"
    # chat drops the "I": "Need a present idea for my mam" (remember22)
    r"(?:really )?need|looking for) (?:a |an |some |any |your |a few )?"
    r"(?:[\w'-]+ ){0,3}?(?:ideas?|advice|tips|suggestions?|recommendations?|recipes?|"
    r"inspiration|help|pointers)\b(?! (?:book|books|card|cards)\b)", re.I)
_LISTENER = re.compile(r"\b(?:you|your|yours|you're|you've|you'd|you'll|yourself|u|ur)\b", re.I)
_REACTION = re.compile(
    r"^(?:i'?m|i am|i was|we're|we are) (?:so |really |very |super |totally |just |also )*"
    r"(?:happy|glad|excited|thrilled|proud|sorry|thankful|grateful|pumped|stoked|psyched|"
    r"amazed|impressed|sure|not sure|all ears|curious|jealous|relieved|touched|"
    r"blown away|speechless|honored|good|fine|okay|ok|great)\b(?:[\s!.,]|$)|"
    r"^(?:glad|thankful|grateful|appreciate|lucky|hopefully|hope|let's|let us)\b|"
    r"^i (?:\S+ )?agree\b|"
    r"^i (?:know|agree|see|bet|hope|guess|think|feel|mean|understand|get it|appreciate|love "
    r"(?:that|it|this|those|these)|like (?:that|it|this)|can't wait|cannot wait|totally|"
    r"couldn't agree|can imagine|can relate|remember (?:that|when)|admire)\b", re.I)
_STOP = frozenset(
    "a an the and or but so to of in on at for with from by about as into over after before "
    "i i'm i've i'd i'll me my myself we we're we've our us it it's its this that these those "
    "is am are was were be been being have has had do does did just really very so too also "
    "still even much many lot lots some any all more most such what which who when where how "
    "not no yes yeah oh wow like love feel felt thing things stuff kind sort way get got go "
    "going gonna went make made can could will would should there here then than now today "
    "always never ever totally super pretty quite awesome amazing great good cool nice fun "
    "happy glad excited thanks thank lately recently time day one".split())
_SPECIFIC = re.compile(r"(?<=\w )[A-Z][a-z]+|\b\d+(?:st|nd|rd|th)?\b|\b\d{1,2}(?::\d\d)?(?:am|pm)\b|\b(?:yesterday|last|ago|next|since|"
                       r"january|february|march|april|june|july|august|september|october|"
                       r"november|december|monday|tuesday|wednesday|thursday|friday|"
                       r"saturday|sunday|weekends?|year|years|month|months|week|weeks)\b")
_DURABLE = re.compile(
    r"\b(?:live|lives|living|moved|relocated|work|works|working|job|career|study|studying|"
    r"studied|graduated|school|college|university|married|divorced|engaged|born|grew up|"
    r"kids?|children|son|daughter|husband|wife|partner|mom|mum|mother|dad|father|sister|"
    r"brother|family|friend|dog|cat|pet|puppy|kitten|allergic|allergy|vegan|vegetarian|diet|"
    r"favou?rite|prefer|hobby|hobbies|started|joined|adopted|bought|bake|paint|painting|"
    r"play|plays|playing|collect|volunteer|volunteering|training|learning|learned|plan|"
    r"planning|going to|gonna|decided|took up|gave up|quit|stopped|member|own|owns|have|has|"
    r"visited|went|trip|travel|traveled|travelled|finished|won|lost|got|made|signed|"
    r"attended|achieved|celebrated|car|house|apartment|name|named|called|years old|birthday|"
    r"taken up|take up|picked up|pick up|avoid|avoids|ill|intolerant|can't eat|cannot eat|"
    # an office held in a group lasts as a membership does (remember36: "I am the secretary of
    # the group" scored too low to be kept)
    r"secretary|treasurer|chairman|chairwoman|chairperson|captain|president|starts? (?:work )?at \d)\b",
    re.I)


# chat spelling without apostrophes or capitals: "im 79", "i do miss her", "hes 14"
_INFORMAL = {"i": "I", "im": "I'm", "ive": "I've", "hes": "he's", "shes": "she's",
             "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't",
             "isnt": "isn't", "wasnt": "wasn't", "havent": "haven't", "thats": "that's"}
_INFORMAL_RE = re.compile(r"\b(?:" + "|".join(_INFORMAL) + r")\b(?!['.]\w)", re.I)


# phones type curly quotes: "I’m allergic to peanuts" formed "I’m allergic to peanuts."
# (first person, no rule matched), and "What’s my name?" was no question to the focus rules
_CURLY = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201b": "'", "\u2032": "'",
                        "\u201c": '"', "\u201d": '"', "\u201e": '"'})


def plain_quotes(text: str) -> str:
    """`text` with typographic quotes and apostrophes as the ASCII ones the rules read."""
    return (text or "").translate(_CURLY)


# "i'm allergic to peanuts", "i've got two kids": the apostrophe typed, the capital not
# (every such sentence formed nothing: rules key on "I'm", "I've")
_LOWER_I = re.compile(r"\bi(?='(?:m|ve|d|ll)\b)")


def informal(text: str) -> str:
    """`text` with chat spellings of pronouns and contractions made standard, so rules
    keyed on "I'm" and "I" read "im", "i'm" and "i" alike."""
    def fix(m):
        w = _INFORMAL[m.group(0).lower()]
        return w[0].upper() + w[1:] if m.group(0)[0].isupper() else w
    return _LOWER_I.sub("I", _INFORMAL_RE.sub(fix, text or ""))


_OPENS_LOWER = re.compile(r"^(?:(?:she|he|they|we|i)(?=(?:'s|'re|'m|'ve)?\s)|(?:his|her|their)(?= ))")


def split(text: str) -> list[str]:
    """Sentences of `text`, stripped, empty ones dropped; a pronoun that opens one after a
    full stop, "?" or "!" gets its capital, as the rules read "He ..." as said of the one
    just named (catalina: "... birthday? he's allergic to prawns" lost the allergy)."""
    out = [s.strip() for s in _SPLIT.split(text or "") if s and s.strip()]
    return [_OPENS_LOWER.sub(lambda m: m.group(0).capitalize(), s)
            if i and out[i - 1][-1:] in ".!?" else s for i, s in enumerate(out)]


# "Any day we can meet is fine by me": an "any" phrase that is the subject of a verb
_ANY_SUBJECT = re.compile(r"any(?:thing|one|\s+\w+)\s+(?:that\s+)?(?:i|we|you)(?:\s+[\w']+){1,3}"
                          r"\s+(?:is|are|was|were|works|suits|will|would)\b", re.I)


def is_question(s: str) -> bool:
    """Ends with "?", or opens like one addressed to the listener ("do you ...") - chat drops
    question marks less often than it opens statements with "when" or "had"."""
    s = s.strip()
    return s.endswith("?") or bool(_QUESTION_START.match(s) and not _ANY_SUBJECT.match(s))


def is_request(s: str) -> bool:
    """Whether `s` opens by asking the assistant to do something ("Tell me ...", "I need
    some ideas for ...")."""
    return bool(_IMPERATIVE.match(s.strip()) or _ASKS_FOR.match(s.strip()))


def is_greeting(s: str) -> bool:
    return bool(_GREETING.match(s.strip()))


# Openers that say nothing of the speaker ("Thanks, I'll order the seeds"; "Sooo", "Big news").
_OPENER = re.compile(
    r"^(?:(?:(?:so+|yo(?!-)|well|and|but|also|actually|honestly|anyway|anyways|btw|by the way|fyi|"
    r"plus|besides|in fact|to be honest|tbh|oh+|ah+|um+|uh+|hm+|yeah|oh yeah|oh well|"
    r"(?:big|great|good|exciting|sad|bad) news(?! (?:is|was|for|about|from|that|today)\b))\b(?!')"
    r"|(?:yes|yep|yup|no|nope|haha|hahaha|lol|aw+|hey|hi|hello|hiya|g'day|gday|howya|howdy|salut|hola|"
    r"wow|whoa|ya|correction|"
    r"update|thanks|thank you|thx|sorry|ok|okay|sure|cool|great|nice|awesome|alright|"
    r"all right|right|indeed|true|totally|exactly|absolutely|of course|"
    r"good (?:morning|afternoon|evening)|oops|ooh|yay|omg|gosh|man|dude|ha|heh|ugh|phew|"
    r"don't worry|no worries|look at (?:that|this)|guess what|(?:a )?bit of news|"
    r"(?:big|good|great|some|sad|bad|quick) news|morning|evening|afternoon)"
    r"(?:\s+(?:so much|a lot|again|though|too))?"
    r"(?=\s*[,!.:\u2014-]|\s+(?:so|and|but|well|yeah|oh)\b))[\s,:!.\u2014-]*)+",
    re.I)


# the same fillers closing a sentence ("My husband's name is Sam by the way.") or a clause: "I'm
# allergic to walnuts by the way, and ..." (the allergy was "walnuts by the way"; remember18)
# ("I have a degree in anthropology if that helps lol, never used it": the tag is no condition
# of the fact, which was dropped as a hypothetical; remember23; "I'm a teacher I guess")
_CLOSER = re.compile(r"(?:,?\s+(?:by the way|btw|lol|haha|fyi|just so you know|i guess|i suppose|"
                     r"if (?:that|it|this) (?:helps|matters|makes a difference|is relevant|is "
                     r"useful|counts)))+"
                     r"(?=[\s.!]*$|\s*[,;])", re.I)
# (a formal writer's way: "I thought I ought to let you know that", "I should mention, as ..., that")
_TELL = re.compile(r"^(?:(?:and|but|so|oh) )?(?:i )?(?:just )?(?:thought i'd |(?:thought (?:i )?)?"
                   r"(?:(?:wanted|want|had|have|ought|needed) to|"
                   r"should|must|meant to|forgot to) )(?:let you know|tell you|say|share|mention|"
                   r"update you|add)(?:,[^,.]{3,60}, that| that)?[\s,:]+(?=\S)", re.I)
_EAGER = re.compile(r"^(?:i'?m|i am|we're|we are) (?:\w+ ){0,2}?(?:excited|thrilled|stoked|"
                    r"pumped|psyched|happy|proud|ready) to (?!hear|see|know|read|say|be\b|"
                    r"have|meet|talk|help|share|chat)\w+", re.I)


# "you" that means anyone, in set phrases: "I'm allergic to sesame and you never know",
# "Mind you, I'm 70", "..., as you do" (remember18: the first formed no allergy, as any
# "you" made the sentence a remark about the listener); closing or between commas only, so
# "You never know what I'll cook" keeps its "you"
_GENERIC_YOU = re.compile(
    r"(?:,?\s+(?:and|because|cos|'cause|as)\s+|,\s*|^)(?:you never know|you can never tell|"
    r"you never can tell|you can't be too careful|you can never be too careful)[\s,]*"
    r"(?=[.!]*$)|(?:^|,)\s*(?:you know|you see|mind you|as you do|as you know)\s*(?:,|(?=[.!]*$))|"
    # "So now Rui is the fishmonger, can you imagine, he was a mechanic before!": wonder said
    # between commas asks nothing (ines: the clause after it was lost)
    r"(?<=,)\s*(?:can you imagine|can you believe it|would you believe it|believe it or not|"
    r"imagine that)\s*,", re.I)


# ", probably a Lab": a guess at the thing just named, no clause of what might be (remember22)
_GUESS = re.compile(r"(?:probably|maybe|possibly|perhaps) (?:(?:at )?(?:an? )?(?-i:[ABC][12])(?: level)?"
                    r"(?: now| by now)?|(?:an?|the) [\w'-]+(?: [\w'-]+)?|(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])"
                    r"[\w'-]+)?)[.!]*", re.I)   # (", maybe Dacia", ", maybe at an A2 level now")


def trim(s: str) -> str:
    """Drop filler openers ("Thanks, ...", "Big news: ...", "Wanted to let you know that ...")
    and trailing clauses about the listener or what might be ("..., you'd love it",
    "..., so maybe we can ...")."""
    if _GENERIC_YOU.search(s):
        s = re.sub(r"\s+(?=[.!,]|$)", "", re.sub(r"\s{2,}", " ", _GENERIC_YOU.sub(" ", s)))
    s = s.strip()
    s = _OPENER.sub("", s)
    s = _CLOSER.sub("", s)
    s = _TELL.sub("", s)
    head = re.match(r"([^:\n]{1,30}):\s+(?=\S)", s)   # "Big news: ...", "Quick update: ..."
    # ("Bit of background so you know who's who: my wife Leanne is a dietitian": a longer
    # lead-in before a clause about the speaker or theirs; remember27: her job formed nothing)
    lead = re.match(r"([^:\n]{1,60}):\s+(?=(?:my|our|i|i'm|i've|we|we're|we've)\b)", s, re.I)
    head = head if head and len(head.group(1).split()) <= 3 else lead
    if head and not _FIRST.search(head.group(1)):
        s = s[head.end():]
    # ("He's a carpenter so he might build her something": a consequence said with "so" and
    # no comma closes the clause kept as a comma does; remember22)
    parts = re.split(r"(\s*(?:[,;:]|\s-+|\s\u2014)\s*|\s+(?=so (?:he|she|they|i|we|it)\b))",
                     s, flags=re.I)
    kept = parts[0]
    for i in range(1, len(parts) - 1, 2):
        # (", which is where I live", ", where we live": a place said of, not a question)
        guess = i + 2 == len(parts) and _GUESS.fullmatch(parts[i + 1])   # (the last part)
        if (_LISTENER.search(parts[i + 1]) or (is_question(parts[i + 1]) and not re.match(
                r"(?:which is where|where) (?:i|we)\b|which (?:is|was|means|makes)\b(?! (?:it|that|this|"
                r"the|a|an)\b)|who (?:is|was) (?=\d)", parts[i + 1], re.I))   # (", which is annoying", ", who is 14")
                or (_HYPOTHETICAL.search(parts[i + 1]) and not guess)):
            break
        kept += parts[i] + parts[i + 1]
    # "I'm 38 by the way, if that matters": the filler closes the clause that is kept
    return _CLOSER.sub("", kept).strip(" ,;:-\u2014")


# "my favourite beer is Coopers Pale in case you need to know lol": a word to the listener
# after the fact, not about them (remember82: dropped whole)
_FOR_YOU = re.compile(r",?\s+(?:just )?in case (?:you|u) (?:need|want|wanted|were wondering|ever need)"
                      r"(?: to know)?\b[^.!?]*", re.I)


_MEDS_LABEL = re.compile(r"^(?:my )?(?:meds|medications?|tablets|pills)(?: (?:right now|now|at the moment|"
                         r"currently|these days))?:\s*(?=\w)", re.I)


def candidate(s: str, listeners: tuple[str, ...] = ()) -> str | None:
    """`s` trimmed to what states something about the speaker, or None when it does not.
    `listeners`: names of whom the speaker talks to, dropped where used to address them."""
    s = before_report(_FOR_YOU.sub("", s))
    # ("They're both Fortescue so I always mix them up", "Alpha's the one next door to us, easy
    # mix up": why a slip was made, beside its correction, says nothing lasting; remember95)
    s = re.sub(r"(?:,|;|\s+(?:so|because|cos|cause|and))\s+(?:(?:I|we|my brain)\s+(?:always |keep |often |sometimes |"
               r"just )?(?:mix(?:ed|es|ing)?|get|got) (?:\w+ ){0,3}?(?:up|confused|mixed up)\b|(?:an? )?(?:easy|easily|"
               r"common) (?:mix-?up|mistake)\b)[^.!?]*", "", s or "", flags=re.I) or s
    # ("Meds right now: metoprolol, aspirin and atorvastatin 40 mg.": a label `trim` would
    # drop names what the speaker takes; remember91)
    s = _MEDS_LABEL.sub("I take ", s) if s else s
    # ("Change of plans, the flight got pushed to April 14": the news after its opener)
    s = re.sub(r"^(?:(?:a |slight |small |big )?change of plans?|(?:quick |big |an? )?update|(?:big |bit of )?news)"
               r"[,:!.]\s+(?=the [a-z])", "", s, flags=re.I) if s else s
    if s and not s.rstrip().endswith("?") and _DID_FIRST.match(s):
        s = "I did" + s[3:]
    # ("I've sold my bike, ... bought a second hand Skoda, it's grey, Eilidh says it's grey":
    # what another says after the speaker's own clauses is cut, not the whole; remember71)
    said = reported(told_ill(s)) if s else None
    # ("I'm lactose intolerant so I've told the caterer no dairy": what the speaker told
    # another after "so" is cut too; remember72)
    # ("I was born in Wolverhampton, not Walsall, whatever my sister Judith tells people":
    # what another says against the speaker is cut too; remember71)
    cut = re.search(r"(?:,|\s(?:so|and))\s*(?:i(?:'|'ve|'d| have| had)?\s*|(?:whatever|no matter "
                    r"what) (?:my|our|his|her|their) (?:[\w-]+ ){0,2})?$", s[:said.start()], re.I) if said else None
    if said and said.start() > 0 and cut and _FIRST.search(s[:cut.start()]):
        s = s[:cut.start()].rstrip(" ,")
        said = reported(told_ill(s))   # (read once more only where the sentence was cut)
    if not s or is_question(s) or is_greeting(s) or said or \
            is_request(s):
        return None
    for name in listeners:
        s = re.sub(rf"^(?:(?:hey|hi|hello|thanks|thank you|yeah|yes|oh|wow|so)[\s,]+)?"
                   rf"{re.escape(name)}\b[\s,!.:]*|,\s*{re.escape(name)}\b(?=[\s,!.?])", "", s,
                   flags=re.I).strip()
    if not s or is_greeting(s):
        return None
    t = corrected(trim(s))
    m = _NO_OWNER.match(t)
    if m:
        t = "My " + re.sub(r"^the ", "", t[0].lower() + t[1:])
    elif _NO_SUBJECT.match(t):   # chat drops the subject: "Just got back from ..." is "I ..."
        t = "I " + t[0].lower() + t[1:]
        t = re.sub(r"^I gonna\b", "I'm going to", t)
        t = re.sub(r"^I been\b", "I've been", t)   # "Been driving the 119 twelve years"
        t = _BE_SUBJECT.sub(r"I'm \1", t)
        t = re.sub(r"^I (?=(?:huge|big|massive) [a-z]+ fan\b)", "I'm a ", t)
        t = re.sub(r"^I (born|raised|brought up)\b", r"I was \1", t)   # passives
    elif COUNTED.match(t) and not re.search(r"\b(?:is|are|was|were|have|has|had|will|would|can|'s|'re)\b", t, re.I):
        t = "We have " + t[0].lower() + t[1:]   # "90 cows, mostly Friesian crossed with Jersey."
    if (len(t) < 8 and not _SHORT_HABIT.fullmatch(t)) or not _FIRST.search(t) or is_question(t):
        return None
    guess = re.search(r",\s*(" + _GUESS.pattern + r")$", t, re.I) or if_habit(t)
    first = plan_if(t)   # ("If I stay in remission we're planning ...": the plan is read)
    if _HYPOTHETICAL.search(t[first.end() if first else 0:guess.start() if guess else None]) or \
            _LISTENER.search(t) or (
            _REACTION.match(t) and not _EAGER.match(t)):
        return None
    # a doubt ("I don't know if we'll stay in Leeds") is no fact; not knowing people is
    # ("Now that we've moved to Derby I don't know anyone here": remember30, formed no home)
    if re.search(r"\b(?:I|we) (?:don't|do not|didn't) (?:know|think|remember)\b(?! (?:anyone|"
                 r"anybody|a soul|many people|any of (?:the|my|our) (?:neighbou?rs|colleagues)|"
                 r"(?:a lot of|many|any|the other) (?:people|parents|mums|moms|dads|"
                 r"neighbou?rs|locals))\b)", t, re.I):
        return None
    return t


def content_words(s: str, min_len: int = 3) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z'-]+", s.lower())
            if w not in _STOP and len(w) >= min_len]


def score(s: str) -> float:
    """How much durable, specific information `s` holds (0 = none)."""
    words = content_words(s)
    if len(words) < 2 and not (words and re.search(r"\b\d{1,2}(?::\d\d)?(?:am|pm)\b|\b\d{1,2}:\d\d\b", s)):
        return 0.0   # (one word and a time of day is enough: "My bedtime is 10pm.")
    return (min(len(words), 10) + 2.0 * len(_SPECIFIC.findall(s))
            + 2.0 * min(2, len(_DURABLE.findall(s))))
