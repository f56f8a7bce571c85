"""Chat's openers that leave out whose a thing is, said whole before the fact rules read a
message (lpm_chat.standard calls `said_whose`; lpm_openers reads openers said as facts).

Design decisions:
- Texting and rushed typing drop the subject or the "my" the rules key on: "names harvey im
  41 plumber ...", "live in bedminster with my wife", "birthday is 3rd of june", "girlfriend
  aoife is a physio", "new landlord is a guy called mr hughes", "OTR trucker out of Joplin".
  Each opener is said again with it, only where the sentence opens so ("Training for a job is
  hard." and "Plumber came today." are no facts of the speaker's).
- A job and an age run on ("im 41 plumber", "I'm 67 and a retired school librarian") are
  two facts; so is what follows an age ("im 22 and at uni in dundee").
- Learners' forms of names, ages and relatives ("everybody say me Lupe", "at work I use
  English name Lily", "Emiliano now is 13", "I have wife Beata and daughter Zosia", "from
  Poland, from Gdańsk") are said in the forms the rules read; children listed with ages,
  "daughter Sofiia is 12" and "a daughter, Catrin, who's a vet" are read by lpm_people as
  they are.
- "our lad alfie hes 9 and the dog dexter hes a staffy": a relative or pet named and said of
  with no comma gets one (a lowercase name keeps it, which lpm_lowercase reads the name by);
  "our lad" with a name and an age is a son (not "my lad Jake, he's 25 years older").
"""
from __future__ import annotations

import re

from .lpm_words import HELLO, JOBS, JOB_ALTS, PETS, RELATIONS

# where a sentence opens (a line, or after a full stop, "!" or "?")
_START = r"(?m)(?:^|(?<=[.!?] ))"



def said_whose(t: str) -> str:
    """`t` with the openers above said with their subject or "my"."""
    # ("hi ok so I'm Dolores, 58, ...": fillers between a greeting and the name; remember99)
    t = re.sub(r"^((?i:" + HELLO + r")\w*)[\s,!.]+(?:(?i:ok|okay|alright|right|well|so)[\s,]+){1,2}(?=(?i:I'm|im|i am|"
               r"my name|name's)\b)", r"\1, ", t)
    # "live in bedminster with my wife": a sentence opening on where one lives, its "I" left
    # out (remember86; not "live in the moment", "live in hope")
    # ("Name's Walt. 58, live in Duluth": the age before it; remember98)
    t = re.sub(_START + r"(\d{1,2}), (?i:live|living) in ", r"I'm \1, I live in ", t)
    t = re.sub(_START + r"(?i:live|living) in (?!(?:the|a|an|hope|fear|denial|peace|"
               r"sin|style|luxury|harmony)\b)(?=[A-Za-z])", "I live in ", t)
    # "birthday is 3rd of june", "girlfriend aoife is a physio", "training for the cork marathon
    # in june": a sentence opening on one's own birthday, a relative named or what one trains
    # for, its "my" or "I'm" left out (remember86)
    t = re.sub(_START + r"(?:(?i:birthday)(?= is | 's |'s )|training for(?= (?:the|a|my|an) )(?![^.!?,]* (?:is|are|was)\b)|"
               r"(?:" + RELATIONS + r")(?= [a-z][a-z'-]+ (?:is|was|has|works|lives|does|just|got)\b))",
               lambda m: ("I'm " if m.group(0).lower().startswith("training") else "my ") + m.group(0), t)
    # ("We have a cat called Luna. Also a budgie called Mango ...": a pet more, said without
    # "we have"; remember98)
    t = re.sub(_START + r"(?i:also|and|plus),? (?:(?i:an?|one) )(?=(?:[a-z]+ )?(?:" + PETS
               + r") (?:called|named) [A-Z])", "I also have a ", t)
    # ("Dr Nguyen bumped the bupropion up to 300": a doctor changing the speaker's dose;
    # remember98 kept the old dose alone)
    t = re.sub(r"\b((?:Dr\.?|Doctor|(?:my|the) (?:doctor|GP|psychiatrist|consultant|specialist|nurse))(?: [A-Z][a-z]+)? "
               r"(?:has )?(?:bumped|put|upped|increased|raised|lowered|reduced|cut|doubled|halved|switched|changed)) "
               r"the (?=[a-z]+ (?:up |down )?(?:to|from) )", r"\1 my ", t)
    # "walthamstow life. new landlord is a guy called mr hughes": a sentence opening on "new"
    # and a person or a thing one has is the speaker's (remember85's marcus)
    # (not a relative or flatmate: "new flatmate is ade, he's a junior doctor" keyed the job of
    # a flatmate unnamed; sasha)
    t = re.sub(_START + r"(?i:new) (?=(?:landlord|landlady|letting "
               r"agent|gp|doctor|dentist|physio|vet|coach|tutor|therapist|car|van|flat|house|"
               r"school|ship|boat|rig|site|office|team|club|gym|ward|station|base|posting) "
               # (not "New job starts Monday.": a job's start said without the job; marco)
               r"(?:is|was|'s|seems)\b)", "my new ", t)
    # "names harvey im 41 plumber self employd ...": texting's "name's" and an age run on into
    # a job (remember86 kept neither)
    t = re.sub(r"(?m)(?:^|(?<=[.!?] )|(?<=[.!?]\n))(?i:names) (?!(?:are|were|of|for|like|and|i|"
               r"the|a)\b)(?=[A-Za-z][a-z'-]+\b(?!'))", "name's ", t)
    t = re.sub(r"\b((?i:i'm|im|i am) \d{1,2}),? (?:an? )?(" + JOB_ALTS + r")\b(?:(?= (?:at|in|for|with|"
               r"and|of|from|on|by|but)\b)|(?=[,.;!?]|$)|( (?=[a-z])))",
               lambda m: f"{m.group(1)}, a {m.group(2)}" + (", " if m.group(3) else ""), t)
    # "im juno im 22 and at uni in dundee doing illustration": what follows the age is the
    # speaker's news of its own (remember86 kept the name and age alone)
    t = re.sub(r"\b((?i:i'm|im|i am) \d{1,2}) and (?=(?:at|in|doing|studying|working|living|from|"
               r"based|currently|still|an? (?!(?:half|bit|quarter|few|lot)\b))\b)", r"\1, I'm ", t)
    # "everybody say me Lupe", "at work I use English name Lily": a learner's ways of saying
    # what one is called (remember92 kept neither)
    t = re.sub(r"\b((?i:everybody|everyone|people|they|friends|all)) (?:say|says|said) me (?=[A-Z])",
               r"\1 call me ", t)
    t = re.sub(r"\b(?i:I use) (?:the |an |my )?(?i:english|western|nick) ?name,? (?=[A-Z])", "I go by ", t)
    # "name's Duane Pickett. OTR trucker out of Joplin, Missouri": a job said alone, where it
    # is based or a comma after it, opening a sentence (remember95 kept the name alone)
    t = re.sub(_START + r"(?=(?:[A-Z]{2,4} |[a-z-]+ ){0,2}?(?i:" + JOB_ALTS + r")\b(?: out of\b|"
               r" based (?:in|out of)\b|,(?! (?:he|she|they|who|the|my)\b)))(?!(?i:my|our|the|a|an|his|her|their)\b)",
               "I'm a ", t)
    t = re.sub(r"\bI'm a ([A-Z][a-z]+)\b", lambda m: "I'm a " + m.group(1).lower() if m.group(1).lower()
               in JOBS else m.group(0), t)
    # "I am from Poland, from Gdańsk": the town said after the country (remember92 kept Poland)
    t = re.sub(r"\bfrom ([A-Z][\w'-]+), from ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b", r"from \2 in \1", t)
    # "My son Emiliano is now 13", "Emiliano now is 13": an age said with "now" before it
    # (remember92 kept the old age)
    t = re.sub(r"\b(is|'s) now (\d{1,2})\b(?= *(?:$|[,.;!]| and | but | years? old\b))", r"\1 \2 now", t)
    t = re.sub(r"\b([A-Z][a-z]+) now is (\d{1,2})\b(?= *(?:$|[,.;!]| and | but | years?\b))", r"\1 is \2 now", t)
    # "I have wife Beata and daughter Zosia", "I have a son, Tom": a relative had, named
    # without "called" (remember92 kept neither)
    t = re.sub(r"(?i:\b(?:I|we) (?:have|'ve got|have got) )[^.!?;]*", lambda m: re.sub(
        r"(?:(?<=\bhave )|(?<=\bgot )|(?<=\band ))(?:(?i:an?|one) )?((?!(?:kids|children|sons|daughters|"
        r"boys?|girls?|baby|twins|brothers|sisters|siblings|grandchildren|grandkids|parents)\b)(?:" + RELATIONS
        + r")),? ([A-Z][a-z]+)\b(?=\s*(?:[.;!]|$|,(?! who)| and\b))",
        lambda k: f"a {k.group(1)} called {k.group(2)}", m.group(0)), t)
    # "our lad alfie hes 9 and the dog dexter hes a staffy": a relative or pet named and then
    # said of with no comma between (remember86 kept neither)
    # ("our lad alfie hes 9": a son, as Britain's north says it; not "my lad Jake, he's 25
    # years older than me")
    t = re.sub(r"\b((?i:our)) lad(?=,? [A-Za-z][a-z'-]+,? (?:he's|hes|he is|is|who's) \d)", r"\1 son", t)
    # (the pet said as "the dog" so is one's own, as below)
    t = re.sub(r"\b(?:(my|our) (" + RELATIONS + r")|(?i:the) (" + PETS + r")) ((?!(?:now|still|too|"
               r"also|though|tho|and|but|so|because|cos|said|says|thinks|reckons)\b)[A-Za-z][a-z'-]+) "
               r"(he|she)(?:'s|s) ", lambda m: f"{m.group(1) or 'my'} {m.group(2) or m.group(3)} "
               f"{m.group(4)}, {m.group(5)}'s ", t)
    return t


__all__ = ["said_whose"]
