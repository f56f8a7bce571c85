"""The words the fact rules key on: categories of preferences, kin and pets, jobs, diets.

Design decision: plain lexicons and small patterns, apart from the rules that use them
(`lpm_rules`), so a word list grows without touching a rule, and `app.focus` can ask which
relative a question is about with the same words the facts were formed with.
"""
from __future__ import annotations

import re

CATEGORIES = {
    "drink": "coffee tea water juice beer wine soda milk latte espresso cappuccino matcha cocoa "
             "lemonade smoothies smoothie kombucha whisky whiskey",
    "food": "pizza pasta sushi burgers burger salad salads tacos curry ramen noodles steak "
            "chocolate ice-cream cheese",
    "music": "jazz rock pop hip-hop rap classical metal country blues techno edm folk reggae "
             "punk opera soul funk gospel disco grime bluegrass ska trance dubstep r&b rnb "
             "k-pop kpop afrobeats amapiano tejano mariachi ranchera cumbia bachata flamenco "
             "fado bhangra highlife motown indie grunge",
    "sport": "football soccer basketball tennis running swimming cycling yoga hiking climbing "
             "golf baseball volleyball skiing surfing boxing bouldering rowing judo karate "
             "pilates crossfit badminton squash cricket rugby hockey skating sailing kayaking "
             "fencing archery dancing jogging weightlifting triathlon",
    "color": "red blue green yellow purple pink orange black white grey gray",
    "season": "spring summer autumn fall winter",
}
CATEGORY_OF = {w: c for c, ws in CATEGORIES.items() for w in ws.split()}
VERB_CATEGORY = {"drink": "drink", "eat": "food", "listen to": "music"}
SINGLE = ("sister|brother|mother|mom|mum|father|dad|wife|husband|partner|girlfriend|"
          "boyfriend|boss|manager|dog|cat|fiance|fiancee|fiancé|fiancée|"
          "stepdad|stepfather|stepmum|stepmom|stepmother")
# (an ex is keyed by name, as long_term_ends.details_of words what was said of one;
# remember83's co-parents: "my ex Marcus has them Wednesday overnights" formed no one)
MULTI = ("ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|ex-partner|ex|"
         "son|daughter|best friend|friend|grandmother|grandma|grandfather|grandpa|aunt|uncle|"
         "granddaughter|grandson|grandchild|grandkid|stepson|stepdaughter|"
         "cousin|roommate|flatmate|housemate|niece|nephew|neighbour|neighbor|colleague|"
         "coworker|teammate|kid|child|baby|"
         "puppy|kitten|horse|rabbit|bird|parrot|hamster|turtle|fish|budgie|canary|tortoise|"
         "guinea pig|gerbil|ferret|pony|lizard|snake|bearded dragon|gecko|chinchilla|axolotl")
# a child or sibling told apart by age ("my eldest", "our younger son"), and what may stand
# before a kin word in a fact about them ("my little brother", "my twin sister")
ORDER_WORDS = "older|oldest|eldest|elder|younger|youngest|middle"
BY_AGE = r"(?:(?i:" + ORDER_WORDS + r"|little|big|baby|twin) )?"
# the kin words that say the relative's sex (which pronoun "she"/"he" may stand for them)
FEMALE = frozenset("ex-wife ex-girlfriend wife mother mom mum sister daughter girlfriend granddaughter grandmother "
                   "grandma aunt niece stepdaughter stepmum stepmom stepmother fiancee fiancée "
                   "sister-in-law mother-in-law daughter-in-law".split())
MALE = frozenset("ex-husband ex-boyfriend husband father dad brother son boyfriend grandson grandfather grandpa uncle "
                 "nephew stepson stepdad stepfather fiance fiancé brother-in-law father-in-law "
                 "son-in-law".split())
# in-laws first: "sister" alone would match the start of "sister-in-law"
IN_LAWS = "sister-in-law|brother-in-law|mother-in-law|father-in-law|daughter-in-law|son-in-law"
# the kin and pet words a fact about someone close names
RELATIONS = IN_LAWS + "|" + SINGLE + "|" + MULTI
# (reptiles and small pets kept at home: remember23's "my bearded dragon Noodle" named no pet;
# remember47's terrapins)
PETS = ("dog|cat|puppy|kitten|horse|rabbit|bird|parrot|hamster|turtle|fish|budgie|canary|"
        "tortoise|guinea pig|gerbil|ferret|pony|lizard|snake|bearded dragon|gecko|chinchilla|"
        "axolotl|terrapin|hedgehog|cockatiel|cockatoo|iguana|tarantula")
# words for a partner that name no relation of their own ("my other half, Diego, ...")
PARTNER_WORDS = re.compile(r"\b(?:other half|better half|significant other|spouse|"
                           r"hubby|wifey)\b", re.I)
PARTNER_AS = {"hubby": "husband", "wifey": "wife"}
# a pet said by its breed or kind ("a golden retriever called Maple", "a tabby called Pickle")
PET_KIND = {**{w: "dog" for w in "retriever terrier spaniel labrador lab poodle collie beagle "
               "dachshund husky pug greyhound whippet shepherd bulldog sheepdog boxer corgi "
               "mutt pup lurcher schnauzer dalmatian rottweiler doberman chihuahua cockapoo "
               "cockerpoo labradoodle cavapoo cavalier springer mastiff akita samoyed malamute "
               "weimaraner vizsla westie yorkie staffie staffy saluki pomeranian dobermann pitbull "
               "rottie frenchie kelpie heeler bichon basset bloodhound shiba hound huntaway "
               "maltese havanese papillon pekingese bernese ridgeback basenji borzoi "
               "cocker spitz pinscher airedale bullmastiff maltipoo goldendoodle aspin "
               "podenco galgo shihtzu".split()},
            # breeds named with a name ("My little Jack Russell Toby": remember55, no dog)
            **{w: "dog" for w in ("jack russell", "russell", "great dane", "dane", "shih tzu",
                                  "lhasa apso", "king charles")},
            **{w: "cat" for w in "tabby moggy siamese persian tomcat ragdoll sphynx tortie "
               "burmese shorthair longhair calico abyssinian birman".split()}}
_YOUNG = {"puppy": "dog", "kitten": "cat"}


def grown(pet: str) -> str:
    """The kind of animal a young one's word names ("puppy" -> "dog"); other words as said."""
    return _YOUNG.get(pet, pet)


# (not "Pim I'm": remember56; not a word said in capitals for stress, "my mum is NOT happy":
# remember81 named her "NOT")
NAME = (r"((?!(?:NOT|NO|SO|VERY|REALLY|TOO|ALSO|JUST|STILL|ALWAYS|NEVER|SUCH|SUPER|ALL|OK|OMG|"
        r"LOL|DEFINITELY|TOTALLY|ABSOLUTELY|NOW|SERIOUSLY|LITERALLY|SOOO*)\b)[A-Z][\w'-]+"
        r"(?: (?!I(?:'m|'ve|'d|'ll)?\b)[A-Z][\w'-]+)?)")
DIETS = "vegetarian|vegan|pescatarian|gluten-free|lactose intolerant|keto|teetotal"

JOBS = frozenset(
    "accountant actor actress analyst architect artist assistant baker banker barber barista "
    "biologist bookkeeper builder butcher carpenter cashier chef chemist cleaner clerk coach "
    "consultant cook counselor counsellor courier dancer dentist designer detective developer "
    "dietitian director doctor driver economist editor electrician engineer farmer firefighter "
    "gardener geologist hairdresser historian illustrator instructor intern janitor journalist "
    "judge lawyer lecturer librarian manager mechanic medic midwife musician nanny nurse "
    "officer paralegal paramedic pharmacist photographer physician physicist physiotherapist "
    "pilot plumber poet policeman policewoman producer professor programmer psychologist "
    "receptionist reporter researcher salesman saleswoman scientist secretary singer "
    "solicitor student supervisor surgeon tailor teacher technician therapist translator "
    "tutor vet veterinarian waiter waitress writer surveyor tester postman postwoman postie carer "
    "postmistress postmaster "
    "caregiver labourer laborer welder roofer decorator locksmith optician principal headteacher "
    "headmaster headmistress magistrate barrister anaesthetist anesthetist dev florist "
    "fisherman fishmonger miner trucker "
    # trades, care, the uniformed services and hospital roles said as plainly as "nurse"
    # (remember18: "I'm a plasterer", "I'm a ranger in the Cairngorms", "She's a police
    # sergeant", "She's a radiographer at the hospital" formed no job)
    "plasterer upholsterer bricklayer glazier tiler scaffolder stonemason joiner "
    "cabinetmaker bookbinder jeweller jeweler seamstress dressmaker groomer machinist "
    "ranger warden forester gamekeeper groundskeeper zookeeper lifeguard caretaker "
    "housekeeper childminder porter undertaker chauffeur dispatcher sergeant constable "
    "radiographer sonographer radiologist optometrist podiatrist chiropodist audiologist "
    "hygienist nutritionist dermatologist cardiologist auditor actuary vicar priest "
    # (remember24: "I'm a custodian at the high school now" formed no job)
    "custodian "
    # (remember29: "he's a crocodile handler at one of the wildlife parks" formed no job)
    "handler deckhand "
    # (remember50: "I'm a safari guide in Arusha" formed no job; a tour or mountain guide too)
    "guide "
    # care work said by its title's letters (remember52: "now I am PSW in nursing home")
    "psw hca cna lpn emt "
    # (remember53: "he's a violinist in the city orchestra" formed no job)
    "violinist cellist pianist guitarist drummer bassist trumpeter saxophonist flautist "
    "organist harpist".split())
# the job nouns as regex alternatives, longest first ("care worker" before "worker")
JOB_ALTS = "|".join(sorted(JOBS, key=len, reverse=True))
# a post said by its rank, not by a job noun: "deputy head", "head of sales", "team leader"
# (remember-probe: "she's deputy head now", "I'm team leader now" formed no job); not the head
# of a family or a household, not "a natural leader"
RANK_TITLE = (r"(?:(?:deputy|assistant|acting|associate) head(?: teacher)?|head of (?!(?:the|my|our|"
              r"his|her|their|a|household|family|state|hair|steam|lettuce|cattle)\b)[a-z]+"
              r"(?: (?:and )?[a-z]+)?|(?:team|shift|project|tech|technical|crew|section|squad|site|"
              r"ward|store) (?:lead|leader))")
# a post named by the service and who does it, not by a job noun: "dinner lady", "lollipop
# man" (winifred: "I was a dinner lady at the infant school for thirty years" formed no
# former job); not "a lovely lady", "a family man"
SERVICE_TITLE = (r"(?:dinner|lunch|lollipop|tea|cleaning|canteen|ice[- ]cream|bin|milk|post|"
                 r"delivery|insurance|door[- ]to[- ]door|lift|rag[- ]and[- ]bone|coal|bus|tram|"
                 r"ticket|lighthouse) (?:lady|man|woman)")
JOB_SUFFIX = re.compile(r"(?:ist|eer|ician|ant|ent|ographer|or|er|(?<=.{3})(?:wo)?man)$")
NOT_JOBS = frozenset("fan member mother father brother sister daughter lover beginner believer "
                     "user person fighter survivor number winner loser partner dreamer worrier "
                      "reader talker walker runner gamer nerd geek "
                     # "I've been a smoker for 10 years" is a habit, not a job
                     "smoker vaper drinker eater sleeper snorer sufferer "
                     # "when I was a teenager" is an age, not a job once held (remember19)
                     "teenager toddler youngster preteen tweener "
                     # "I'm a volunteer at the hospice" is unpaid, beside the job (it ended it)
                     "volunteer".split())
DEMONYM = re.compile(r"(?:ish|ese|ian|ean|can|ic|ist|ite|ox|ern)$")
# car makes: "I replaced it with a Mazda 6" names a car where "a new iPhone" names none
CAR_MAKES = ("ford|toyota|volkswagen|vw|honda|mazda|skoda|saab|volvo|fiat|renault|peugeot|"
             "citroen|citroën|kia|hyundai|nissan|bmw|audi|mercedes|tesla|vauxhall|opel|seat|"
             "subaru|mini|jeep|land rover|range rover|lexus|dacia|suzuki|mitsubishi|jaguar|"
             "porsche|chevrolet|chevy|dodge|alfa romeo|smart|polestar|byd|mg|cupra|genesis|"
             # North America's own makes ("Got a Buick Enclave": remember46 formed no car)
             "buick|cadillac|gmc|chrysler|acura|infiniti")

# greetings in the speaker's own language too ("salut, I'm Hamza, 28": remember48 formed no name)
HELLO = (r"hi|hello|hey|hiya|howdy|howya|alright|alrite|greetings|g'day|gday|salut|bonjour|hola|ciao|hallo|hej|hei|ola|"
         r"olá|oi|namaste|salaam|salam|merhaba|jambo|kia ora|servus|moin|yo|sup|wassup|"
         # (typed long, and South African chat: "hii im tanvi", "heita im lwazi"; remember54)
         r"hii+|heyy+|heita|howzit|sawubona|habari|mambo|kumusta|annyeong")
