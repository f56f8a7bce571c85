"""What opens a sentence as a correction of something said before (lpm_corrections): "Sorry,",
"Oops!", "Correction:", "My bad -", "*", "Actually,", and a learner's "I make mistake before"."""
from __future__ import annotations

import re

# "Sorry,", "Oops!", "Correction:", "My bad -", "*", "Actually,": a sentence that opens as a fix
# ("Oh and sorry, ...", "Also, small correction: ...", "I must correct something, ...": a
# fix said in passing opens with a filler or a preface; remember37 formed no fix)
# ("and", "also", "so" only before a word opening a fix: "So I work Mondays, not Tuesdays",
# or after one before "I said": "oh and i said 2012 hilux before, its actually a 2014";
# remember53)
# ("nah the exam is the 20th not the 18th", "omg wait daisy is a lab not a golden": texters;
# remember64 put nothing right)
OPENER = re.compile(r"^(?:\*\s*|(?:(?:(?:and|also|so)\b[\s,:;!.-]*)*(?:oh|ah|no|nope|nah|omg|argh|ugh|"
                    r"sorry|oops|whoops|woops|"
                    # ("I beg your pardon, I misspoke the last time: ...": remember55's older
                    # speakers; formed no fix)
                    r"(?:i )?beg your pardon|pardon me|i misspoke(?: (?:before|earlier|there|"
                    r"the other day|(?:the )?last time))?|"
                    r"(?:i (?:must|have to|need to|should|want to)|let me) correct "
                    r"(?:something|one thing|that|myself)|"
                    # ("Correction from the other day, I said ...": remember81)
                    r"(?:(?:one|a|small|quick|little) )?correction(?: please| from (?:the other day|"
                    r"earlier|before|yesterday|last time))?|my bad|"
                    # ("Got that wrong last time, therapy with Sandy is Mondays, not Tuesdays":
                    # remember98)
                    r"(?:i )?got (?:that|it|something) wrong(?: (?:before|earlier|last time|the other day))?|"
                    r"my mistake|(?:(?:a|one|small|little|quick|big) )?mistake(?: (?:before|"
                    r"earlier|there))?|typo|(?:quick|small|little|one) fix|actually|wait|one (?:more )?thing from before|scratch that|scrap that|make that|or rather|"
                    # ("Sorry, I make mistake before, Milica is not 19, she is 21": a learner's
                    # tense and no article; remember52 formed no fix)
                    r"i (?:make|made|did|do) (?:a |one |small |little )?mistake(?: (?:before|"
                    r"earlier|there|last time))?)"
                    r"\b[\s,:;!.-]*)+(?:(?:and|also|so)\b[\s,]*(?=i (?:said|told|wrote)\b))?)", re.I)

# "wait no its the 7th of may not the 5th sorry", "its march 12 not the 21st oops": texters put
# the apology last; it is no part of the wrong value (remember54 read the old value as "5th
# sorry" and put nothing right). Only an apology word: "not the 21st one" keeps its noun.
# ("... not the 18th read it wrong lol", "... not a golden idk why i said that lol": how the
# slip came about, last too)
# ("... the end of April, not March. counted the weeks wrong": how the slip came; remember77)
TAIL = re.compile(r"(?:[\s,;:!.-]+(?:sorry|soz|sry|oops+|whoops|my bad|lol+|haha+|xx?|:\)|"
                  r"mb|(?:i )?(?:read it wrong|misread it|got (?:it|that) wrong)|(?:idk|dunno|no idea) "
                  r"why i (?:said|typed|wrote|put) (?:that|it)|(?:i )?(?:counted|misread|miscounted|"
                  r"mixed up|misremembered|read) (?:the |my |it |them )?(?:[a-z]+ ){0,3}?(?:wrong|"
                  r"up)))+[\s!.]*$", re.I)
