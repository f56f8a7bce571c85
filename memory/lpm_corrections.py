"""Corrections said after the fact: "Sorry, I meant Thursday, not Tuesday.", "*Bristol",
"Correction: it's the 5th, not the 4th."

Design decisions:
- A correction is read as a word swap on what was said before: the earlier sentence is read
  again with the corrected word in place, so the corrected fact is formed exactly as if it had
  been said right the first time (its kind, attribute, template and date resolution), and the
  facts that the swap changes are ended by the new ones (long_term.correct). No rule has to
  know what was being corrected: a surgery day, a town, a name, an age.
- Only a sentence that opens as a correction ("sorry", "oops", "correction", "my bad", "*",
  "actually," ...) or says "I meant" is one: "I like tea, not coffee" is a preference, not a
  correction of an earlier coffee.
- The corrected word is named ("X, not Y") or, when it is not ("Sorry, I meant Thursday"),
  it is the one word of X's kind (a weekday, a month, a number, a time) in the sentence
  corrected; a bare name is swapped only where that sentence holds one name: guessing which of
  two places was meant would invent a fact.
- A slip put right in the same breath ("a hygenist i mean hygienist") is mended first (lpm_inline).
"""
from __future__ import annotations

import re

from . import lpm_saidnow as N, sentences as S
from .lpm_fixopener import OPENER as _OPENER, TAIL as _TAIL
from .lpm_fixwords import (CLAUSE as _CLAUSE, DATE as _DATE, KINDS as _KINDS, LEAD as _LEAD,
                           MONTH as _MONTH, NAME as _NAME, UNIT, WEEKDAY as _WEEKDAY,
                           aligned as _aligned, kind as _kind, pair as _pair, typed as _typed)

# ("I wanted to say Vicuña": a learner's "I meant"; remember45)
_MEANT = re.compile(r"\b(?:i )?(?:meant|mean|wanted to say)(?: to (?:say|write|type))?\b[\s,:]*",
                    re.I)
_IS_NOT_IT = re.compile(r"^(?:(?:the|my|our) [\w' -]{2,30}?|(?-i:[A-Z])[\w'-]+) (?:is|was|'s) not "
                        r"(?:in |on |at )?([^,;]{1,30}),"
                        r" (?:it|he|she|they)(?:'s| is| are| was) (?:in |on |at )?([^,;]{1,30}?)"
                        r"(?=[,;]|$)", re.I)
_NOT = re.compile(r",?\s+(?:not|rather than|instead of)\s+", re.I)
_NOT_FIRST = re.compile(r"^not\s+(?P<old>[^,]+?),?\s+(?:but\s+|it's\s+|it is\s+)?(?P<new>.+)$",
                        re.I)
# "Sorry, I said my brother lives in Norwich, I meant Ipswich": what was said, then the
# value meant. (Not "I said I'd come, I mean I will": the value must pair with one in it.)
# ("Sorry, I wrote Coimbra before, I meant Braga": said as written; remember25)
# ("last time I said ...", "I told you Pieter is 14, sorry, I meant he's 15": remember37)
# ("Sorry ah, just now I said the wedding is in Ipoh, I meant Taiping": remember45)
_SAID_MEANT = re.compile(r"^(?:when |where |last time |earlier |before |just now |the other day )?i (?:said|wrote|typed|put|"
                         r"told you) (?P<said>.+?)(?:\s+(?:earlier|before|"
                         r"just now|above|by mistake|last time|yesterday))?,?\s+(?:but |and |when "
                         r"|sorry,? )?i (?:actually |really )?(?:meant|mean|wanted to say)(?: to (?:say|write|type))?"
                         r"\b[\s,:]*(?P<meant>.+)$", re.I)
# ("I meant Inverness, she moved there in the spring": a clause after it is about it; remember39)
# ("sorry i meant 15, he turns 16 in june": any verb of the third person; remember44 kept 16)
_ABOUT_IT = (r",\s+(?:he|she|they|it|we)(?:'s|'d|'ve|'re| is| was| has| had| (?:just |only |also |still )?\w+(?:ed|s)\b)\b")
# "on Tuesdays, not Thursdays": a weekday said of a habit is the weekday itself
_DAYS = re.compile(r"\b(" + _WEEKDAY + r"(?<!s))s\b", re.I)


# "I told you Cillian was in Perth, that's wrong, he's actually in Fremantle", "I said Dayo is
# 4 but he is actually 5 now": what was said, then the same one said again with "actually"
# ("i told u farofa is a tabby, shes actually ...", "i said im 18 but im actually 19": remember42, 54)
# ("before I said Ren is 9, it was mistake, he is 10": no "actually" after it; remember63)
_SAID_ACTUALLY = re.compile(r"^(?:before |earlier |last time )?i (?:said|told (?:you|u)|wrote|mentioned)(?: that)? (?P<said>.+?)"
                            r"(?:\s+(?:earlier|before|last time|by mistake))?,?\s+(?:(?P<but>but|[-\u2013\u2014]) |and )?"
                            r"(?:(?P<wrong>(?:that's|that is|that was|it was|it is|it's) (?:wrong|not right|an? "
                            r"mistake|mistake|my mistake)),?\s+)?"
                            # ("I told you Ayaan is 9, that was wrong, he turned 10 in January": bilal)
                            r"(?:but )?(?:(?:he|she|they|it)(?:'s| is| are| was| were|(?<=he|it)s| (?:just )?turned| has turned|'s turned)"
                            r"|i'm|i am|im|(?:the|my|our) [a-z][\w -]{1,25}?(?:'s| is| was)) "
                            r"(?:(?:actually|really|in fact) |(?(wrong)(?=\w)|(?(but)(?=(?:(?:in|at|on|from|called|named) )?(?-i:[\dA-Z]))|(?!))))(?:(?:in|at|on|from|with|called|named) )?(?P<meant>[^,;]+)$", re.I)
# ("Sorry, I said Auckland, he's in Wellington actually": "actually" said last; remember43)
_LAST_ACTUALLY = re.compile(r"^(i (?:said|told you|wrote|mentioned)\b.*?\b(?:he|she|they|it)(?:'s|"
                            r" is| are| was| were) )([^,;]+?),?\s+(actually|really|in fact)$", re.I)
# "sorry i said march 3rd earlier, my birthday is march 13th lol": what was said when, then
# the value said right (remember31: formed nothing, March 3rd stayed)
_SAID_IS = re.compile(r"^(?:(?:earlier|before|last time|just now),? )?i (?:said|wrote|typed|put|told you) (?P<said>[^,;]+?)(?: (?:earlier|before|by mistake|"
                      r"last time))?,?\s+(?:[-\u2013\u2014]\s+)?(?:but |sorry,? )?(?:(?:that's|that is|that was) (?:wrong|not right),?\s+)?(?:it's|it is|it was|it should be|(?:my|our) "
                      r"[\w' -]+? (?:is|'s)) (?:(?:in|at|on|from) )?(?P<meant>[^,;]+)"
                      # (", Saint-Pierre was only my training": the old one said again after)
                      r"(?:,\s+(?P=said)\b[^;]*)?$", re.I)
# what follows a value without being part of it ("5 now", "in Fremantle these days")
# ("she's actually 7 already": remember40 kept "7 already" and formed no fix)
_AFTER = re.compile(r"\s+(?:now|these days|already|only|too|though|instead|lol|haha|xx?)$", re.I)
# a name said after "in", "at", "from" is a place: "I said Donal was in Perth, I meant
# Brisbane" puts right the place, not the one it is said of (remember40: two names, no fix)
_PLACED = re.compile(r"\b(?:in|at|from|to|near|outside)\s+([A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+)*)")


def _said_meant(body: str) -> tuple[str, str | None] | None:
    """(new, old) of "I said X, I meant Y": old is the word of X that Y can stand for (of
    Y's kind, the one name, or X itself when it is as short as a value); None otherwise."""
    m = _SAID_MEANT.match(body)
    if not m:
        body = _LAST_ACTUALLY.sub(r"\1\3 \2", N.aside_cut(body))   # "he's in Wellington actually"
        # (what follows the value said again is about it: ", he celebrated last week")
        # ("he's actually 10 - he turned 10 in the summer": a dash ends it too; remember73)
        again = re.search(r"\b(?:actually|really|in fact) [^,;]+?(?=\s+[-\u2013\u2014]\s|[,;]|$)", body, re.I)
        # ("I said Farai is 26 but he's 27 now, he had his birthday ...": remember68)
        but = re.search(r"(?:\bbut|\s[-\u2013\u2014]) (?:he|she|they|it)(?:'s| is| are| was| were) [^,;.]+", body, re.I)
        m = (_SAID_ACTUALLY.match(body[:again.end()]) if again else None) or _SAID_IS.match(body) \
            or (_SAID_ACTUALLY.match(body[:but.end()]) if but else None) \
            or (_SAID_ACTUALLY.match(body) if re.search(r"\bthat(?:'s| is| was) (?:wrong|not right)\b", body, re.I)
                else None)
        if not m:
            return None
        # the value said again stands last in what was said: "Cillian was in Perth"
        said, new = m.group("said").strip(" ,"), _AFTER.sub("", m.group("meant").strip(" ,"))
        new = re.sub(r"^(\d+) (?:in|on|last|this|back in) [\w ]+$", r"\1", new)   # ("10 in January")
        # ("it is Brugmann hospital": the kind after a name put right is no part of it)
        new = re.sub(r"(?<=[a-z]) (?:hospital|clinic|hotel|school|restaurant)$", "", new) \
            if new[:1].isupper() else new
        if not new or len(new.split()) > 3 or _CLAUSE.match(new):
            return None
        kind = _kind(new.split()[-1])
        if kind:
            same = [w for k, w in _typed(said) if k == kind and w.lower() != new.lower()]
            old = same[-1] if same else None
        elif new[:1].isupper():
            names = [n for n in _NAME.findall(" " + said) + re.findall(r"\b[A-Z]{2,5}\b", said)
                     if not _typed(n) and n != new]   # ("I said AIB before": remember76)
            old = names[-1] if names else None
        else:   # "X is a tabby, she's actually a tortoiseshell": what X was said to be
            was = re.search(r"(?:\bis|'s|\bwas) an? ([\w-]+(?: [\w-]+)?)$", said)
            old = was.group(1) if was and re.match(r"an? \w", new) else N.word_for_word(said, new)
            new = re.sub(r"^an? ", "", new) if was and old else new
            # "I said my dad runs a ramen shop, it's actually a soba shop": of another verb,
            # only the word before the same thing is put right (haruka: nothing was)
            ran = None if old else re.search(r"\b[a-z]+ an? ([\w-]+) ([\w-]+)$", said)
            two = re.match(r"an? ([\w-]+) ([\w-]+)$", new)
            if ran and two and ran.group(2).lower() == two.group(2).lower():
                old, new = ran.group(1), two.group(1)
            old, new = (old, new) if old else N.first_put_right(said, new)
        new = _aligned(new, old) if old and kind else new   # ("march 13th" for "3rd")
        # "I said Mihai drives Constanta to Hamburg, it's actually Constanta to Rotterdam":
        # what stands before the old value already is not said twice (florin)
        words = new.split()
        for i in range(len(words) - 1, 0, -1):
            if old and re.search(r"\b" + re.escape(" ".join(words[:i]) + " " + old) + r"\b", said):
                new = " ".join(words[i:])
                break
        # (a kind put right pairs as two short phrases do; names and numbers pair strictly)
        return (new, old) if old and _pair(new, old, not (kind is None and new[:1].islower())) \
            else None
    # ("I meant he's 15, he had his birthday in August": the clause after is about it)
    meant = re.split(_ABOUT_IT, m.group("meant"), maxsplit=1, flags=re.I)[0]
    # ("I meant Vicuña, in the Elqui valley, near La Serena": where the place is, said after)
    meant = re.split(r",\s+(?=(?:in|near|at|outside|close to) )", meant, maxsplit=1)[0]
    said, new = m.group("said").strip(" ,"), _LEAD.sub("", meant.strip(" ,"))
    new = _NOT.split(new, maxsplit=1)[0].strip(" ,")   # "I meant Ipswich, not Norwich"
    if not new or S.is_question(new) or len(new.split()) > 4 or _CLAUSE.match(new):
        return None
    kind = _kind(new.split()[-1])
    if kind:
        same = {w for k, w in _typed(said) if k == kind and w.lower() != new.lower()}
        old = same.pop() if len(same) == 1 else None
        # "I said the 119, I meant the 109": the value, as the old one stands without "the"
        # (remember45 stored "driving the the 109")
        new = re.sub(r"^(?i:the|a|an) ", "", new) if old else new
    elif new[:1].isupper():
        names = [n for n in _NAME.findall(" " + said) if not _typed(n) and n != new]
        placed = [n for n in _PLACED.findall(said) if n in names]
        old = names[0] if len(names) == 1 else placed[0] if len(placed) == 1 else None
    else:   # "I said Tui was a huntaway, I meant a heading dog": what Tui was said to be
        was = re.search(r"(?:\bis|'s|\bwas) an? ([\w-]+(?: [\w-]+)?)$", said) if re.match(
            r"an? \w", new) else None   # (remember50: four words said, no fix)
        old, new = (was.group(1), re.sub(r"^an? ", "", new)) if was else (None, new)
    if old is None and len(said.split()) <= 3 and _pair(new, said, True):
        old = said
    return (new, old) if old else None


_WHY_TYPED = re.compile(r",?\s+(?:(?:i (?:have |had )?|i've )?no idea|(?:i )?(?:don't|dont) know|"
                        r"dunno|not sure) why i (?:typed|wrote|said|put) ([^,;]+?)$", re.I)


def fix_of(s: str) -> tuple[str, str | None] | None:
    """(new, old) when sentence `s` corrects something said before; old is None when the
    sentence names only the right value ("Sorry, I meant Thursday")."""
    return _fix_of(_DAYS.sub(r"\1", s))


def _fix_of(s: str) -> tuple[str, str | None] | None:
    s = _TAIL.sub("", s.strip()).rstrip(".!?")
    opener = _OPENER.match(s)
    body = s[opener.end() if opener else 0:]
    if said := _said_meant(body) or (body != s and N.said_now(body)):
        return said
    meant = _MEANT.search(s)
    meant = meant if meant and (meant.start() == 0 or (opener and meant.start() <= opener.end())) \
        else None
    if meant:
        body = s[meant.end():]
    elif opener and opener.end() > 0:
        body = s[opener.end():]
    elif re.search(r"\bnow,? not (?:\d|(?-i:[A-Z]))", s, re.I) and re.match(r"(?:(?:and|so|also)\s+)?i\b", s, re.I):
        # ("And I start at 4 o'clock now, not 3": the value changed, said as a slip is;
        # remember82 kept both)
        body = s
    elif now_not := re.search(r"(?:^|,\s*)(?:(?:and|so|also)\s+)?(?:i'm|im|i am)\s+((?:[\w-]+\s+){1,3}now,?\s+not\s+"
                              r"(?:an?\s+|the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*$", s, re.I):
        # ("also coach moved me, im goal shooter now not goal attack": what the speaker is now,
        # not what they were, put right where it was said; remember87 kept both)
        body = now_not.group(1)
    else:
        return None
    body = body.strip(" ,;:-")
    # "Sorry, 2nd year pala, 3rd year next June": Filipino English's "pala" ("it turns out")
    # closes the value put right; what follows is another (remember43: no fix)
    body = re.split(r"\s+pala\b", body, maxsplit=1, flags=re.I)[0]
    # "I meant the 14th of May, no idea why I typed March": the wrong value is named in the
    # wonder after it, as after "not" (remember36: the date stayed uncorrected)
    body = _WHY_TYPED.sub(r", not \1", body)
    # "I meant Isla is nine, she had her birthday in March": the clause after the value is
    # about it, not part of it (remember32: stored "The user meant Isla is nine, ...")
    if meant:
        body = re.split(_ABOUT_IT, body, maxsplit=1, flags=re.I)[0]
    if not body or S.is_question(body):
        return None
    m = _NOT.search(body)
    strict = False
    # "the wedding is not in September, it is in October, the 11th": the thing, the wrong
    # value, then the right one said again of it (ines: nothing was put right)
    it = _IS_NOT_IT.match(body)
    if it:
        new, old = it.group(2), it.group(1)
        if _pair(new, old, False):
            return new, old
    if m:
        new, old = body[:m.start()], re.split(r"[,;:]| as | like ", body[m.end():])[0]
        # ("im 28 not 29 sorry my birthdays next month so ...": a number said wrong ends
        # with its unit, what follows says how the slip came; remember86)
        num = re.match(r"\d[\d.:/]*(?:st|nd|rd|th)?(?: (?:years?(?: old)?|months?|weeks?|days?|hours?|"
                       r"minutes?|am|pm|mg|mcg|kg|lbs?|miles|km))?(?= )", old)
        old = num.group(0) if num and len(old.split()) > 4 else old
    else:   # "not Tuesday, Thursday" only for words of one kind: "not really, I'm fine"
        m = _NOT_FIRST.match(body)
        new, old = (m.group("new"), m.group("old")) if m else (body, None)
        strict = m is not None
    new, old = new.strip(" ,"), old.strip(" ,") if old else None
    if old:
        old = re.sub(r"^(?:the|a|an)\s+", "", old, flags=re.I) if _kind(old.split()[-1]) else old
        if len(old.split()) > 4 or not new:
            return None
        # "the cat is Daifuku, not Kinako": a name put right is the name, not the clause
        # that says whose it is (remember37)
        named = re.search(r"(?:\bis|'s|\bwas|\bcalled|\bnamed) ([A-Z][\w'-]+)$", new)
        if named and old[:1].isupper() and " " not in old:
            new = named.group(1)
        new = _aligned(_AFTER.sub("", new), old)   # ("second year only, not third year")
        # "Ramiro's a mail carrier not a cop": the article stays where it was said ("he's a
        # cop" became "he's mail carrier")
        article = re.compile(r"(?:a|an|the)\s+", re.I)
        kind = re.search(r"(?:\bis|'s|\bwas) (?:an?|the) ([\w-]+(?: [\w-]+)?)$", new)
        if article.match(old) and kind:   # "daisy is a lab not a golden": the kind (remember64)
            new = kind.group(1)
        if article.match(old) and not article.match(new):
            old = article.sub("", old, count=1)
        if re.fullmatch(r"\d+(?:\.\d+)?", old):   # ("3.4kg" for "3.1": the number, its unit said)
            new = re.sub(r"^(\d+(?:\.\d+)?)" + UNIT + "$", r"\1", new)
        return (new, old) if _pair(new, old, strict) else None
    typed, short = _typed(new), _LEAD.sub("", new)
    # "Sorry, I got the date wrong: I start the new job in May" says it all again (a
    # statement), "Sorry, 5 minutes late" is no value: without "I meant" only the bare value
    bare = re.sub(r"^(?:(?:on|in|at|the|next|this|by)\s+)+", "", short, flags=re.I)
    if _DATE.fullmatch(bare):   # (the whole of what is left: a bare value)
        return bare, None
    # ("Sorry, 2nd year pala": a year of study said with its unit)
    if len(typed) == 1 and (meant or re.fullmatch(re.escape(typed[0][1]) + r"(?: (?:year|grade|"
                                                  r"form|class))?", bare, re.I)):
        return typed[0][1], None
    if not typed and len(short.split()) <= 2 and _NAME.fullmatch(" " + short, 1):
        return short, None
    return None


def _counterpart(sentence: str, new: str) -> str | None:
    """The word in `sentence` that `new` replaces when the correction does not name it."""
    if _DATE.fullmatch(new):   # a date stands for the one date said ("on 12 March")
        dates = {d.lower() for d in _DATE.findall(sentence)} - {new.lower()}
        return _DATE.search(sentence).group(0) if len(dates) == 1 else None
    kind = _kind(new.split()[-1])
    if kind == "number" and not re.search(r"\s[a-z]", new):
        # a bare number put right is a value, not a count said before its noun: "one
        # daughter, Isla, who's eight" then "I meant Isla is nine" is the age (remember32)
        values = {m.group(0).lower() for m in _KINDS[2][1].finditer(sentence)
                  if not re.match(r"\s+(?!years?\b|months?\b|weeks?\b|yrs?\b|days?\b|"
                                  r"o'clock\b|am\b|pm\b|and\b|or\b|now\b|next\b|this\b|in\b|on\b)"
                                  r"[a-z]", sentence[m.end():])} - {new.lower()}
        same = {w.lower() for k, w in _typed(sentence) if k == kind} - {new.lower()}
        if len(same) > 1 and len(values) == 1:
            value = values.pop()
            return next(w for k, w in _typed(sentence) if w.lower() == value)
    if kind:
        same = [w for k, w in _typed(sentence) if k == kind and w.lower() != new.lower()]
        return same[-1] if len(set(same)) == 1 else None
    names = [n for n in _NAME.findall(sentence) if not _typed(n)]
    return names[0] if len(names) == 1 and names[0] != new else None


def rewrite(text: str, new: str, old: str | None) -> str | None:
    """`text` with its latest mention of `old` (or of the one word `new` stands for) replaced
    by `new`; None when `text` holds nothing that the correction can mean."""
    sents = S.split(text)
    for i in range(len(sents) - 1, -1, -1):
        target = old or _counterpart(sents[i], new)
        # ("march 21" put right as "not the 21st": the day said bare before, or "21 March"; remember54)
        day = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)", old or "")
        if day and not re.search(r"(?<!\w)" + old + r"(?!\w)", sents[i], re.I):
            target = day[1] if re.search(_MONTH + r"\s+" + day[1] + r"\b|\b" + day[1] + r"\s+(?:of\s+)?" + _MONTH, sents[i], re.I) else None
        # ("June 1, not May 1" of "starts on the 1st of May": one date said two ways; svetlana)
        date = re.fullmatch(r"(?i)(" + _MONTH + r")\s+(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?("
                            + _MONTH + r")", old or "")
        if date and not re.search(r"(?<!\w)" + re.escape(old) + r"(?!\w)", sents[i], re.I):
            d, mo = date[2] or date[3], (date[1] or date[4])[:3]
            said_as = re.search(r"(?i)(?:\bthe )?\b" + d + r"(?:st|nd|rd|th)?(?: of)? " + mo + r"[a-z]*\b|\b"
                                + mo + r"[a-z]* " + d + r"(?:st|nd|rd|th)?\b", sents[i])
            target = said_as.group(0) if said_as else target
        if not target:
            continue
        both = target.split(" and ")   # ("Monday and Thursday" in "on Mondays and Thursdays")
        said = "s? and ".join(map(re.escape, both)) + "s?" if len(both) > 1 and all(
            re.fullmatch(_WEEKDAY, d, re.I) for d in both) else re.escape(target)
        plural = "s?" if _kind(target) == "weekday" else UNIT + "?" if re.fullmatch(
            r"\d+(?:\.\d+)?", target) else ""
        # (and "Ruby's allergic to peanuts": a name said with its "'s"; beverley)
        hits = list(re.finditer(r"(?<![\w'])" + said + r"(?=" + plural
                                + r"(?:['\u2019]s)?(?![\w']))", sents[i], re.I))
        if hits:
            # ("he is an electrician" put right as "a train driver": remember47 read "an train")
            head = re.sub(r"\b([Aa])n? $", lambda a: a.group(1) + (
                "n " if new[:1].lower() in "aeiou" else " "), sents[i][:hits[-1].start()])
            # ("on Brae Bravo not Alpha" of "the Brae Alpha platform": the words of the new
            # value said before the old are not said twice; remember95 "Brae Brae Bravo")
            lead = new.rsplit(" ", 1)[0] if " " in new else ""
            if lead and head.rstrip().lower().endswith(lead.lower()):
                head = head.rstrip()[:-len(lead)]
            sents[i] = head + new + sents[i][hits[-1].end():]
            return " ".join(sents)
    return None


def in_message(sents: list[str]) -> list[str]:
    """A message's sentences with corrections of its own earlier sentences applied and the
    correcting sentences dropped: "My appointment is on the 4th. Sorry, I mean the 5th."."""
    kept: list[str] = []
    for s in sents:
        # a clause read again on its own ("I mean he is eight, ..." of "Sorry I told you Kojo
        # is seven, I mean he is eight, ...") is part of the sentence before, not a correction
        # of it (remember41: it swapped "seven" there and the correction was lost)
        fix = fix_of(s) if kept and not kept[-1].endswith(s) else None
        fixed = rewrite(" ".join(kept), *fix) if fix else None
        if fixed is not None:
            kept = S.split(fixed)
        else:
            kept.append(s)
    return kept if len(kept) != len(sents) else list(sents)


kind_of = _kind   # (lpm_inline: a slip in the same breath is put right by a word of its kind)
