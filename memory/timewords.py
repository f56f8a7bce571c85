"""Time awareness for retrieval: is a query about *when*, and does it name a date range?

Design decision: a few unambiguous English patterns (month names with an optional year,
ISO dates, years, "yesterday", "last week/month/year", "N days/weeks ago") resolved against
the engine's clock in local time (the dates shown in context are local dates too). A range found this way adds the pages dated inside it as one more ranked
list for fusion; it never filters, so a misread range costs little.
"""
from __future__ import annotations

import calendar
import functools
import re
from datetime import datetime

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})
_MONTHS.pop("may", None)
_MONTHS["may"] = 5
_MONTH_RE = re.compile(r"\b(" + "|".join(sorted((m for m in _MONTHS if len(m) > 3 or m == "may"),
                                                key=len, reverse=True))
                       + r")\b(?:\s+(\d{4}))?", re.I)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_YEAR = re.compile(r"\b(?:in|during|of|since)\s+((?:19|20)\d{2})\b", re.I)
_AGO = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six)\s+(day|week|month|year)s?\s+ago\b",
                  re.I)
_WHEN = re.compile(r"\b(when|what (?:date|day|time|year|month)|how long ago|which (?:year|month|"
                   r"day)|since when|yesterday|last (?:week|month|year|night|weekend)|ago|"
                   r"recently)\b", re.I)
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
DAY = 86400.0


def is_temporal(query: str) -> bool:
    return bool(_WHEN.search(query) or date_range(query, 0.0))


def _ts(d: datetime) -> float:
    return d.timestamp()


def date_range(query: str, now: float) -> tuple[float, float] | None:
    """(start, end) Unix times of a range the query names, or None."""
    today = datetime.fromtimestamp(now).replace(hour=0, minute=0, second=0,
                                                                microsecond=0)
    m = _ISO.search(query)
    if m:
        try:
            d = datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            return _ts(d), _ts(d) + DAY
        except ValueError:
            pass
    q = query.lower()
    if "yesterday" in q:
        return _ts(today) - DAY, _ts(today)
    if re.search(r"\btoday\b", q):
        return _ts(today), _ts(today) + DAY
    for unit, days in (("week", 7), ("month", 31), ("year", 366)):
        if re.search(rf"\blast {unit}\b", q):
            return _ts(today) - 2 * days * DAY, _ts(today)
    m = _AGO.search(q)
    if m:
        n = _NUM.get(m.group(1).lower()) or int(m.group(1))
        span = {"day": 1, "week": 7, "month": 30, "year": 365}[m.group(2).lower()] * n
        centre = _ts(today) - span * DAY
        return centre - max(1, span // 3) * DAY, centre + max(1, span // 3) * DAY + DAY
    m = _MONTH_RE.search(query)
    if m and not (m.group(1).lower() == "may" and not m.group(2)
                  and not re.search(r"\b(?:in|during|of|since) may\b", q)):
        month = _MONTHS[m.group(1).lower()]
        year = int(m.group(2)) if m.group(2) else (today.year if month <= today.month
                                                   else today.year - 1)
        start = datetime(year, month, 1)
        end = datetime(year + (month == 12), month % 12 + 1, 1)
        return _ts(start), _ts(end)
    m = _YEAR.search(query)
    if m:
        y = int(m.group(1))
        return (_ts(datetime(y, 1, 1)),
                _ts(datetime(y + 1, 1, 1)))
    return None


@functools.lru_cache(maxsize=8192)
def day_label(ts: float) -> str:
    """The date as shown in context: '8 May 2023' (short, unambiguous, few tokens). Cached:
    a retrieval labels every candidate's pages (~120 calls, ~3 ms of a turn's memory work)
    and the same pages come back turn after turn."""
    d = datetime.fromtimestamp(ts)
    return f"{d.day} {calendar.month_abbr[d.month]} {d.year}"



# --- resolving relative dates in a stated fact ---------------------------------------------
_WEEKDAYS = [d.lower() for d in calendar.day_name]
_REL = re.compile(
    r"\b(?:(yesterday)|(today|tonight|this morning|this afternoon|this evening)|"
    r"(last night)|(tomorrow)|(?:(last|this|next) (week|weekend|month|year))|"
    # not a habit: "salsa on Thursday nights"
    r"(?:(last|this|next|on|on this|on last) (" + "|".join(_WEEKDAYS) + r"))"
    # nor a weekday said with its date: "on Monday the 9th" is that day, not next Monday
    r"(?! (?:nights|mornings|evenings|afternoons)\b)(?! (?:the )?\d{1,2}(?:st|nd|rd|th)?\b)|"
    r"(?:(\d+|a|an|one|two|three|four|five|six) (day|week|month|year)s? ago)|"
    r"(?:(in|since|during|last|next) (" + "|".join(sorted(
        (m for m in _MONTHS if len(m) > 3 or m == "may"), key=len, reverse=True))
    + r"))(?!\s+\d))\b", re.I)


# "married two years ago in June": the month of that year, not of this one
_AGO_IN = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six) years? ago,? (?:in|last) ("
                     + "|".join(m for m in _MONTHS if len(m) > 3 or m == "may") + r")\b", re.I)


def _day(d: datetime) -> str:
    return f"{d.day} {calendar.month_name[d.month]} {d.year}"


def resolve(text: str, ts: float, future: bool = False, yearly: bool = False) -> str:
    """`text` with relative dates made absolute against `ts` ("yesterday" -> "on 7 May 2023").

    `future` says the sentence is a plan, so "on Sunday" / "in March" mean the next one;
    `yearly` that it is a date of every year (a birthday), whose month takes no year."""
    from datetime import timedelta

    base = datetime.fromtimestamp(ts)

    def sub(m: re.Match) -> str:
        g = m.groups()
        if g[0]:
            return f"on {_day(base - timedelta(days=1))}"
        if g[1]:
            return f"on {_day(base)}"
        if g[2]:
            return f"on the night of {_day(base - timedelta(days=1))}"
        if g[3]:
            return f"on {_day(base + timedelta(days=1))}"
        if g[4]:
            step = {"last": -1, "this": 0, "next": 1}[g[4].lower()]
            unit = g[5].lower()
            if unit == "year":
                return f"in {base.year + step}"
            if unit == "month":
                y, mo = divmod(base.month - 1 + step, 12)
                return f"in {calendar.month_name[mo + 1]} {base.year + y}"
            d = base + timedelta(days=7 * step)
            return f"in the {unit} of {_day(d)}"
        if g[7]:
            want = _WEEKDAYS.index(g[7].lower())
            fwd = g[6].lower() == "next" or (future and g[6].lower() in ("on", "this"))
            delta = (want - base.weekday()) % 7 if fwd else -((base.weekday() - want) % 7)
            if fwd and delta == 0:
                delta = 7
            if not fwd and delta == 0 and g[6].lower() == "last":
                delta = -7
            return f"on {calendar.day_name[want]} {_day(base + timedelta(days=delta))}"
        if g[9]:
            n = _NUM.get(g[8].lower()) or int(g[8])
            days = {"day": 1, "week": 7, "month": 30, "year": 365}[g[9].lower()] * n
            d = base - timedelta(days=days)
            return f"around {_day(d)}" if days < 60 else \
                f"around {calendar.month_name[d.month]} {d.year}"
        prep, month = g[10].lower(), _MONTHS[g[11].lower()]
        if prep == "last":   # "since last March" said in March: a year ago (remember19)
            year = base.year if month < base.month else base.year - 1
        elif prep in ("in", "during") and not future:
            year = base.year if month <= base.month else base.year - 1
        elif prep == "since":
            year = base.year if month <= base.month else base.year - 1
        elif prep == "next":   # "next March" said in March: a year on
            year = base.year if month > base.month else base.year + 1
        else:
            year = base.year if month >= base.month else base.year + 1
        return f"{'in' if prep in ('last', 'next', 'during') else prep} " \
               f"{calendar.month_name[month]} {year}"

    # "in June next year", "next year in June": one date, the month of that year ("in June
    # 2024 in 2025" before)
    text = _MONTH_OF_YEAR.sub(lambda m: f"{m.group(1) or 'in '}{m.group(2) or m.group(5)} "
                              f"{base.year + _STEP[(m.group(3) or m.group(4)).lower()]}", text)
    text = _AGO_IN.sub(lambda m: f"in {calendar.month_name[_MONTHS[m.group(2).lower()]]} "
                       f"{base.year - (_NUM.get(m.group(1).lower()) or int(m.group(1)))}", text)
    # "on Saturday morning" made "on Saturday 9 March 2024 morning" (remember18): the part of
    # the day goes before the date
    # "planned for next August" made "planned for in August 2024": after a preposition of its
    # own the date takes none (remember19 hints)
    def said(m: re.Match) -> str:
        # "I was born in March", "My birthday is in June": a month of every year, no date
        if m.groups()[11] and (yearly or _EVERY_YEAR.search(m.string, 0, m.start())):
            return m.group(0)
        date = sub(m)
        if _PREP_BEFORE.search(m.string, 0, m.start()):
            date = re.sub(r"^(?:in|on) (?=the |[A-Z0-9])", "", date)
        return date

    # "a week on Friday", "Wednesday week": that weekday of the week after next (remember68,
    # 69 made it this week's, or the next one)
    text = _WEEK_ON.sub(lambda m: _week_on(m, base), text)
    text = _PART_AFTER.sub(r"on the \3 of \1 \2", _REL.sub(said, text))
    # "my driving test is on the 14th": a day of the month said alone, in a plan, is the next
    # one (this month's if still ahead); with its month said it is left to the rules above
    return _ON_NTH.sub(lambda m: _next_nth(m, base), text) if future else text


_WEEK_ON = re.compile(r"\b(?:(?:on )?a week (?:on|from|this|next) (" + "|".join(_WEEKDAYS) + r")|(?:on )?("
                      + "|".join(_WEEKDAYS) + r") week)\b", re.I)


def _week_on(m: re.Match, base: datetime) -> str:
    from datetime import timedelta
    want = _WEEKDAYS.index((m.group(1) or m.group(2)).lower())
    delta = (want - base.weekday()) % 7 or 7
    return f"on {calendar.day_name[want]} {_day(base + timedelta(days=delta + 7))}"


_ON_NTH = re.compile(r"\bon the (\d{1,2})(?:st|nd|rd|th)\b(?! (?:of )?(?:" + "|".join(
    calendar.month_name[1:]) + r")\b)", re.I)


def _next_nth(m: re.Match, base: datetime) -> str:
    day = int(m.group(1))
    year, month = (base.year, base.month) if day >= base.day else (
        base.year + (base.month == 12), base.month % 12 + 1)
    if not 1 <= day <= calendar.monthrange(year, month)[1]:
        return m.group(0)
    return f"on {day} {calendar.month_name[month]} {year}"


_STEP = {"last": -1, "this": 0, "next": 1}
# ("the 14th of June next year": "of" too; remember72 made "the 14th of in June 2027")
_MONTH_OF_YEAR = re.compile(r"\b((?:in|by|from|until|till|before|after|since|of|to) )?(?:(" + "|".join(
    calendar.month_name[1:]) + r") (last|this|next) year|(?:in )?(last|this|next) year in (" + "|".join(
    calendar.month_name[1:]) + r"))\b")
# ("My hay fever is terrible in June": a month of every year too; remember72 dated it)
_EVERY_YEAR = re.compile(r"\b(?:born|birthday(?: is|'s)?|birthdays are|anniversary(?: is|'s)?|(?:is|are|gets|get)"
                         r"(?: (?:really|so|always|usually|very|terrible|awful|bad|worse|worst|busy|quiet|"
                         r"mad|hectic|at its worst|at their worst))+)\s$",
                         re.I)
_PREP_BEFORE = re.compile(r"\b(?:for|by|until|till|from|before|after|to|since)\s$", re.I)


_PART_AFTER = re.compile(r"\bon ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day) (\d{1,2} [A-Z][a-z]+ "
                         r"\d{4}) (morning|afternoon|evening|night)\b")


_DAY_MONTH = re.compile(r"(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)|([a-z]+) (?:the )?(\d{1,2})"
                        r"(?:st|nd|rd|th)?", re.I)


def with_year(date: str, ts: float) -> str:
    """A day of a month said without its year ("14 June", "June 14th") with the year of its
    next coming after `ts` ("Our wedding is on 14 June": remember19 hints, no year kept)."""
    m = _DAY_MONTH.fullmatch(date.strip())
    month = m and _MONTHS.get((m.group(2) or m.group(3)).lower())
    if not month:
        return date
    day, base = int(m.group(1) or m.group(4)), datetime.fromtimestamp(ts)
    year = base.year if (month, day) >= (base.month, base.day) else base.year + 1
    return f"{date.strip()} {year}"
