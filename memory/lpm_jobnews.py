"""A new job told as news, then its title alone: "I got an offer from a bank in Dubai! Senior
accountant at Emirates NBD. I start in January." (session 32: only the offer was kept).

Design decision: the news ("I got the job", "I got/accepted an offer", "I've been offered a
job") then a sentence that is a bare title and where ("Senior accountant at Emirates NBD.")
says the job taken; it is said as "I'm starting as a senior accountant at Emirates NBD." for
the job rules (which key the job, the employer and a start date said with it). A title said
after other news ("Big news! Senior accountant at ...") is left alone: whose job is unsure.
Uppercase news with "!!!" keeps its title in the same sentence (sentences._SPLIT) and is read
by lpm_identity.
"""
from __future__ import annotations

import re

_NEWS = (r"\b(?i:i)(?:'ve| have)? (?:(?i:just|finally) )?(?i:got the job|got (?:an|the|a job) offer|"
         r"accepted (?:an|the) offer|been offered (?:a|the) (?:job|position|role))\b[^.!?\n]*[.!]+\s+")
# the bare title: a few words, then where ("at/with/for" and a capitalised name), and no verb
_TITLE = re.compile(_NEWS + r"((?:(?-i:[A-Z])[a-z]+|[a-z]+)(?: [a-z]+){0,4}) (at|with|for) "
                    r"((?-i:[A-Z])[\w&'.-]*(?: (?-i:[A-Z])[\w&'.-]*){0,3})(?=[.!]|\s*$| in | from )")


def job_news(text: str) -> str:
    """`text` with the bare title after news of a job said as the job started."""
    def said(m: re.Match) -> str:
        title = m.group(1)
        if re.search(r"\b(?:is|are|was|were|am|have|has|will|i|we|my|he|she|they)\b", title, re.I):
            return m.group(0)
        lead = m.group(0)[:m.start(1) - m.start(0)]
        return f"{lead}I'm starting as {'an' if title[0].lower() in 'aeiou' else 'a'} " \
               f"{title[0].lower() + title[1:]} {m.group(2)} {m.group(3)}"
    return _TITLE.sub(said, text) if text else text


__all__ = ["job_news"]
