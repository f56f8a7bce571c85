"""A message as the rules read it, before it is split into sentences.

Each step rewrites the whole message into the plain English the rule families read, in this
order: curly quotes as straight ones, an ask run on with "so" given its question mark
("I'm allergic to peanuts so how do I say that": lpm_askafter.asked_on), a slip put right in the same breath ("Brsitol i mean
Bristol": lpm_inline), markdown and word-emoji as words (lpm_markup), an age said
in words in digits (lpm_spoken), a verbless absence given its verb (lpm_absence), diary
fragments given their subject (lpm_diary), forum shorthand ("DH", "DD (7)": lpm_shorthand),
German and Spanish family words and verbs in English (lpm_codeswitch), sentences started
(lpm_long), Indian English forms (lpm_indian), regional words standard (lpm_regional), office
acronyms (lpm_jargon), taste idioms said plainly (lpm_idioms), hyperbole (lpm_hyperbole),
in-laws (lpm_kinwords), a relative named before the aside that says who they are
("Karen, my daughter, she's ...": lpm_appositive), and a pasted text said as the user's own or dropped as someone
else's (lpm_pasted). The order matters: markup goes first so no later step reads a "**", and
a pasted text is judged last, on the words the others made plain; the slip is mended before
any step reads its word, and idioms are said plainly before hyperbole reads "I'd kill for".
A name put right by its spelling is the speaker's (lpm_spelling); a condition asked advice for,
with the doctor's word to the speaker, is theirs (lpm_illasked); a notebook entry ("dentist -
Dr. Visser", "about me: 52, ...") is said as plain sentences after the markup (lpm_notebook),
a bare title after news of a job as the job started (lpm_jobnews), and a hospital's news of an
operation and its new date plainly (lpm_newdate).
"""
from __future__ import annotations

from .lpm_absence import said as absent
from .lpm_apology import asked_back
from .lpm_appositive import kin_first
from .lpm_askafter import asked_on
from .lpm_codeswitch import english
from .lpm_inline import inline
from .lpm_diary import entries
from .lpm_hyperbole import plain_hyperbole
from .lpm_idioms import plain_tastes
from .lpm_illasked import ill_asked
from .lpm_indian import standard as indian
from .lpm_kidnamed import kids_named
from .lpm_jargon import plain_jargon
from .lpm_jobnews import job_news
from .lpm_kinwords import plain_kin
from .lpm_long import capital_starts
from .lpm_lowercase import known_names
from .lpm_markup import plain
from .lpm_newdate import hospital_news
from .lpm_notebook import notebook
from .lpm_pasted import own_words
from .lpm_regional import regional
from .lpm_shorthand import plain as shorthand
from .lpm_spelling import spelt_name
from .lpm_spoken import numbers
from .sentences import plain_quotes


def prepared(text: str, known: dict[str, str] | None = None, before: str = "") -> str:
    """`text` in the plain words the rule families read (see the module's note); `known`: the
    names of relatives memory holds, capitalised where the writer uses no capitals; `before`:
    the speaker's message before (a parent's children named alone: lpm_kidnamed)."""
    text = english(shorthand(entries(absent(numbers(hospital_news(job_news(notebook(plain(inline(asked_on(asked_back(
        plain_quotes(spelt_name(ill_asked(kids_named(known_names(text, known), known, before)),
                                known))))))))))))))
    return own_words(kin_first(plain_kin(plain_hyperbole(plain_tastes(plain_jargon(regional(
        indian(capital_starts(text)))))))))


__all__ = ["prepared"]
