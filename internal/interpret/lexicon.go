package interpret

import "strings"

// The word lists the rules read replies with. Words are in their
// normalised form: lower case, contractions expanded ("won't" is "will
// not"), British spelling, and the sentinels that compounds make
// ("noproblem", "nextdoor").

// words builds a set from space-separated words.
func words(s string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// spelling maps a word as typed to what it stands for: text speak, common
// misspellings, contractions typed without their apostrophe, abbreviations
// of days and months. A value of several words replaces one word with them.
var spelling = map[string]string{
	// yes and no, however they come
	"yse": "yes", "yess": "yes", "yea": "yes", "yeah": "yes", "yeh": "yes", "yah": "yes", "ya": "yes",
	"yep": "yes", "yup": "yes", "yus": "yes", "yas": "yes", "ye": "yes", "yh": "yes", "yeap": "yes",
	"yepp": "yes", "yeahh": "yes", "yessir": "yes", "yessss": "yes", "yees": "yes", "aye": "yes", "y": "yes", "ys": "yes", "affirmative": "yes",
	"uhhuh": "yes", "mhm": "yes", "mhmm": "yes", "yay": "yes", "yesh": "yes", "yas's": "yes",
	"nope": "no", "nah": "no", "na": "no", "naw": "no", "nay": "no", "nop": "no", "noo": "no", "nahh": "no",
	"okay": "ok", "okey": "ok", "okie": "ok", "oki": "ok", "okk": "ok", "k": "ok", "kk": "ok", "kay": "ok",
	"oky": "ok", "okays": "ok", "okayy": "ok", "allright": "alright", "alrite": "alright", "aight": "alright",
	"alr": "alright", "shure": "sure", "defo": "definitely", "deffo": "definitely", "def": "definitely",
	"defs": "definitely", "definately": "definitely", "definatly": "definitely", "definetly": "definitely",
	"definitly": "definitely", "defintely": "definitely", "deffinately": "definitely", "defently": "definitely",
	"definatley": "definitely", "defiantly": "definitely",
	"prolly": "probably", "probly": "probably", "gud": "good", "gr8": "great", "perf": "perfect",
	"brill": "brilliant", "fab": "fabulous", "fabby": "fabulous", "lush": "lovely", "luvly": "lovely",

	// contractions without their apostrophe
	"im": "i am", "ive": "i have", "id": "i would", "dont": "do not", "cant": "can not", "cannot": "can not",
	"wont": "will not", "didnt": "did not", "doesnt": "does not", "isnt": "is not", "arent": "are not",
	"wasnt": "was not", "werent": "were not", "couldnt": "could not", "wouldnt": "would not",
	"shouldnt": "should not", "havent": "have not", "hasnt": "has not", "hadnt": "had not", "aint": "is not",
	"shant": "shall not", "thats": "that is", "whats": "what is", "whos": "who is", "theres": "there is",
	"hes": "he is", "shes": "she is", "its": "it is", "itll": "it will", "thatll": "that will",
	"theyll": "they will", "youll": "you will", "someones": "someone is", "somebodys": "someone is",
	"nobodys": "nobody is", "noones": "nobody is", "everyones": "everyone is", "theyre": "they are",
	"youre": "you are", "whens": "when is", "wheres": "where is", "dunno": "do not know",
	"gonna": "going to", "gunna": "going to", "wanna": "want to", "gotta": "got to", "lemme": "let me",
	"gimme": "give me", "wouldve": "would have", "couldve": "could have", "shouldve": "should have",

	// text speak
	"u": "you", "ur": "your", "r": "are", "b": "be", "c": "see", "cya": "see you", "2day": "today",
	"tday": "today", "tmrw": "tomorrow", "tmr": "tomorrow", "tmrow": "tomorrow", "tmoz": "tomorrow",
	"tomoz": "tomorrow", "tomo": "tomorrow", "2moro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow",
	"2morow": "tomorrow", "tommorow": "tomorrow", "tommorrow": "tomorrow", "tomorow": "tomorrow",
	"tomorro": "tomorrow", "tommorw": "tomorrow", "tomrrow": "tomorrow", "tomrow": "tomorrow",
	"tonite": "tonight", "nite": "night", "pls": "please", "plz": "please", "plse": "please",
	"plez": "please", "pleas": "please", "thx": "thanks", "thnx": "thanks", "thanx": "thanks",
	"thnks": "thanks", "thks": "thanks", "tks": "thanks", "ty": "thanks", "tyvm": "thanks", "ta": "thanks",
	"cheers": "thanks", "cheerz": "thanks", "thank": "thanks", "thankyou": "thanks", "thanku": "thanks",
	"thankq": "thanks", "tq": "thanks", "thankss": "thanks", "cos": "because", "coz": "because",
	"cuz": "because", "bc": "because", "nxt": "next", "wk": "week", "wkend": "weekend", "wknd": "weekend",
	"msg": "message", "msgs": "messages", "txt": "text", "txts": "texts", "txting": "texting",
	"fone": "phone", "num": "number", "wot": "what", "wat": "what", "wut": "what", "wen": "when",
	"il": "i will", "gna": "going to", "gnna": "going to", "hme": "home", "np": "noproblem",
	"wud": "would", "cud": "could", "shud": "should", "wil": "will", "cn": "can", "dnt": "do not",
	"hv": "have", "bk": "back", "abt": "about", "bout": "about", "round": "around", "til": "till",
	"until": "till", "untill": "till", "tho": "though", "altho": "although", "sumone": "someone",
	"sum1": "someone", "some1": "someone", "somebody": "someone", "any1": "anyone", "anybody": "anyone",
	"no1": "nobody", "noone": "nobody", "everybody": "everyone", "ppl": "people", "unsub": "unsubscribe",
	"resched": "reschedule", "hols": "holiday", "holidays": "holiday", "vacation": "holiday",
	"hol": "holiday", "arvo": "afternoon", "mornin": "morning", "morn": "morning", "aft": "afternoon",
	"evng": "evening", "neighbor": "neighbour", "neighbors": "neighbours", "nabour": "neighbour",
	"neighbhour": "neighbour", "neigbour": "neighbour", "nieghbour": "neighbour", "naybor": "neighbour",
	"neighboor": "neighbour", "hubby": "husband", "hubbie": "husband", "missus": "wife", "wifey": "wife",
	"mom": "mum", "mam": "mum", "mommy": "mum", "mummy": "mum", "bro": "brother", "sis": "sister",
	"bf": "boyfriend", "gf": "girlfriend", "granddad": "grandad", "grandpa": "grandad", "nanna": "nan",
	"nana": "nan", "grandma": "gran", "granny": "gran", "fiancé": "fiance", "fiancée": "fiancee",
	"flatmates": "flatmate", "housemates": "housemate", "whichever": "any", "whoever": "anyone",
	"whomever": "anyone",

	// days and months
	"mon": "monday", "tue": "tuesday", "tues": "tuesday", "tuesay": "tuesday", "tuseday": "tuesday",
	"teusday": "tuesday", "tusday": "tuesday", "tuesdays": "tuesday", "wed": "wednesday",
	"weds": "wednesday", "wensday": "wednesday", "wendsday": "wednesday", "wedensday": "wednesday",
	"wedsday": "wednesday", "wenesday": "wednesday", "wednesdays": "wednesday", "wednseday": "wednesday",
	"thu": "thursday", "thur": "thursday", "thurs": "thursday", "thursdays": "thursday", "fri": "friday",
	"fridays": "friday", "sat": "saturday", "saturdays": "saturday", "sun": "sunday", "sundays": "sunday",
	"mondays": "monday", "jan": "january", "feb": "february", "apr": "april", "jun": "june", "jul": "july",
	"aug": "august", "sep": "september", "sept": "september", "oct": "october", "nov": "november",
	"dec": "december", "novemeber": "november", "novmber": "november", "decemeber": "december",
}

// compounds join or replace runs of words, after spelling, so that the
// rules see one unit: "no one" is nobody, and its "no" is not a refusal;
// "no problem" is a yes. Longest first wins where several start alike.
var compounds = map[string]string{
	"no one": "nobody", "no body": "nobody", "none of us": "nobody", "not anyone": "nobody",
	"no problem": "noproblem", "no problems": "noproblem", "no probs": "noproblem",
	"no prob": "noproblem", "not a problem": "noproblem", "no bother": "noproblem",
	"not a bother": "noproblem", "no worries": "noproblem", "no worry": "noproblem",
	"no issue": "noproblem", "no issues": "noproblem", "not an issue": "noproblem",
	"of course": "ofcourse", "why not": "yes", "can not wait": "yes", "go ahead": "yes",
	"thumbs up": "yes", "uh huh": "yes", "mm hmm": "yes", "mhm hmm": "yes", "all good": "yes", "all fine": "yes", "sure thing": "sure", "for sure": "sure",
	"sounds good": "yes", "sounds great": "yes", "sounds fine": "yes", "sounds perfect": "yes",
	"sounds lovely": "yes", "spot on": "yes", "bang on": "yes", "that will do": "yes",
	"no need": "noneed", "no longer": "nolonger", "no more": "nomore", "no good": "nogood",
	"no thanks": "no", "no way": "no", "definitely not": "no", "absolutely not": "no",
	"of course not": "no", "certainly not": "no", "sadly not": "no", "afraid not": "no", "i am afraid not": "no", "not really": "no", "not at all": "no",
	"some one": "someone", "any one": "anyone", "every one": "everyone", "someone else": "someoneelse",
	"one of us": "someone", "either of us": "someone", "one of the family": "someone",
	"both of us": "we", "all of us": "we", "us both": "we",
	"choose day": "tuesday", "chews day": "tuesday", "twos day": "tuesday", "tues day": "tuesday",
	"mon day": "monday", "wens day": "wednesday", "wednes day": "wednesday", "thurs day": "thursday",
	"fri day": "friday", "fry day": "friday", "satur day": "saturday", "sun day": "sunday",
	"on the road": "away", "out of order": "broken", "out of action": "broken", "be hear": "be here", "be their": "be there", "not going anywhere": "in", "going nowhere": "in", "not going out": "in",
	"next door": "nextdoor", "other half": "partner", "the mrs": "the wife", "the misses": "the wife",
	"working from home": "wfh", "work from home": "wfh", "working at home": "wfh",
	"working home": "wfh", "at home": "home", "at work": "work", "in work": "work", "at the office": "work",
	"in the office": "work", "on holiday": "holiday", "on vacation": "holiday", "out of town": "away",
	"out of the country": "away", "in hospital": "hospital", "in the hospital": "hospital",
	"a m": "am", "p m": "pm", "o k": "ok", "okey dokey": "ok", "okie dokie": "ok", "all right": "alright",
	"re arrange": "rearrange", "re schedule": "reschedule", "re book": "rebook", "re organise": "rearrange",
	"opt out": "optout", "opt me out": "optout", "stop all": "stopall", "un subscribe": "unsubscribe",
	"right away": "now", "straight away": "now", "passed away": "died",
	"day after tomorrow": "overmorrow",
	"customer service":   "customerservice", "customer services": "customerservice",
	"customer care": "customerservice", "help desk": "customerservice", "helpdesk": "customerservice",
	"real person": "human", "actual person": "human", "live person": "human", "real human": "human",
	"human being": "human", "actual human": "human", "proper person": "human", "real people": "human",
	"good morning": "greeting", "good afternoon": "greeting", "good evening": "greeting",
	"hi there": "greeting", "hello there": "greeting", "morning all": "greeting",
	"thanks you": "thanks", "thanks very much": "thanks", "thanks a lot": "thanks", "many thanks": "thanks",
	"much appreciated": "thanks", "kind regards": "thanks", "thanks so much": "thanks",
	"see you": "seeyou", "see yes": "seeyou", "first thing": "morning", "after lunch": "afternoon",
	"before lunch": "morning", "before noon": "morning", "before 12": "morning", "after 12": "afternoon",
	"after noon": "afternoon", "ill be": "i will be", "well be": "we will be", "ill sign": "i will sign",
	"i am easy": "dontmind", "do not mind": "dontmind", "do not care": "dontmind",
	"not bothered": "dontmind", "not fussy": "dontmind", "whatever suits": "any",
	"either is fine": "any", "either one": "any", "either day": "any", "any day": "any",
	"not sure": "notsure", "not certain": "notsure", "no idea": "notsure", "unsure": "notsure",
	"wrong no": "wrong number", "let you know": "letyouknow", "get back to you": "letyouknow",
	"keep you posted": "letyouknow", "how about": "howabout", "what about": "howabout",
	"give me a call": "call me", "give me a ring": "call me", "give me a bell": "call me",
	"give us a call": "call me", "give us a ring": "call me", "give us a bell": "call me",
	"ring me": "call me", "phone me": "call me", "ring us": "call me", "call us": "call me",
	"as well": "too", "in laws": "inlaws", "off work": "dayoff", "day off": "dayoff", "days off": "dayoff",
	"brother in law": "brotherinlaw", "sister in law": "sisterinlaw", "mother in law": "motherinlaw",
	"father in law": "fatherinlaw", "son in law": "soninlaw", "daughter in law": "daughterinlaw",
	"across the road": "acrosstheroad", "across the street": "acrosstheroad", "over the road": "acrosstheroad",
	"over the street": "acrosstheroad", "opposite me": "acrosstheroad", "opposite us": "acrosstheroad",
}

// fillers carry no meaning for the rules and are dropped: hesitation,
// greetings, politeness, kisses. Thanks is dropped too, but remembered: a
// reply of nothing but thanks reads as a yes.
var fillers = words(`um umm uh uhh uhm er err erm ehm em hmm hm mm mmm ah ahh aah oh ooh eh well so hi
	hey hello hiya heya yo howdy greeting love luv hun hon babe dear sir madam x xx xxx xo xoxo lol haha
	hehe please sorry actually really honestly basically literally anyway anyways just then btw fyi
	ps thanks bye goodbye byee`)

// yesWords agree, on their own or as all of a clause.
var yesWords = words(`yes ok sure fine good great perfect lovely brilliant fabulous grand sorted cool
	confirmed confirm correct alright indeed excellent wonderful super awesome noproblem ofcourse
	definitely absolutely certainly course agreed deal champion splendid marvellous smashing ace nice
	works suits suit happy seeyou superb fantastic ideal beautiful cracking right`)

// interjections are split off the start of a clause, so "no I'll be in"
// reads as two answers, not as "I won't be in".
var interjections = words(`yes no ok sure alright fine great perfect lovely brilliant cool definitely
	absolutely noproblem ofcourse yay`)

// hedges make an answer a maybe.
var hedges = words(`maybe perhaps possibly probably prob probs might hopefully notsure hope letyouknow depends
	try trying unlikely doubt`)

// softHedges lower confidence without undoing an answer: "should be fine".
var softHedges = words(`should think reckon guess suppose believe`)

// weekdays and months, by name.
var weekdays = map[string]int{"sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6}

var months = map[string]int{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
	"august": 8, "september": 9, "october": 10, "november": 11, "december": 12, "mar": 3,
}

// cardinals and ordinals said as words. One is left as a word: "the
// afternoon one" is not a number.
var cardinals = map[string]int{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
}

var unitsOf = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

var ordinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
	"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
	"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
	"twentieth": 20, "thirtieth": 30,
}

// commonWords are ordinary English words. A word outside them (and outside
// the rules' own vocabulary) may be a name, and only such a word is ever
// corrected as a typo.
var commonWords = words(`a about above across after again against all almost alone along already also
	although always am an and another any anyone anything anyway anywhere are area around as ask asked
	at available away back bad be because been before behind being below best better between big bit
	both box bring brought but buy by call called came can car care case cause change check child
	children close come coming could couple course day days deal deliver delivered delivery did
	different do does doing done door down drive driver during each early easy either else end enough
	even evening ever every everyone everything except fact far few find fine first for free friend
	from front full get gets getting give given go goes going gone good got great had half hand happy
	has have having he head hear help her here herself him himself his hold home hope hour hours house
	how however i if in inside instead into is it item items its itself job just keep kind knew know
	last late later least leave left less let life like line little live lives living long look lot
	made make man many matter may me mean meet might mind mine minute more morning most move much must
	my myself name near need never new next nice night no none nor not nothing now number of off often
	oh ok old on once one only open or order ordered other our out outside over own parcel part people
	person phone pick place please point post put quite rather ready real really right road room round
	said same saw say says see seem seen send sent set shall she should show side since sir so some
	someone something sometimes soon sorry still stop street such sure take taken talk tell than thank
	thanks that the their them then there these they thing things think this those though through till
	time to today together told tomorrow too took top towards try turn under until up upon us use very
	wait want was watch way we week weekend well went were what when where whether which while who
	whole whom whose why will wish with within without woman work would yes yet you young your
	yourself able afternoon anymore arrive arrives arriving ask booked booking bring cancel collect
	collection come date days deliver due email expect expected fit flat floor garage garden gate
	hello hi house keys lunch message morning noon okay package parcel porch possible pretty probably
	quick ring safe shed sign slot sofa step text texts thursday window yard yeah retired answers
	answered arrives arrived delivers ordered moved sorted tracking track tracked status address courier
	van lorry truck men carry lift heavy large small fits doors stairs ground bottom block building
	property postcode lane avenue car park parking space path lockbox buzzer intercom bell doorbell
	knock loud deaf dog dogs cat baby sleeping asleep nap shower toilet bath kitchen lounge bedroom
	school run nursery gym shops shopping town city doctor dentist appointment appointments meeting job
	shift nights trip flight flying airport visiting funeral wedding birthday christmas month year
	yesterday clock quarter past roughly approximately exactly rather neither each several lots plenty
	usually rarely hardly nearly answer answers bring calls calling called comes cost delivering
	dropping emailed expecting fetch getting having hold leaving making minds moving needs needed opened
	paid pay phoned reach read receive received remember reply replied rings saying sending showed
	signed sit sleep speak spoke stay staying taking talking telling texted thinking thought turned
	understand used waiting wanted watching works writing wrote wondering wonder query question problem
	issue complaint damage damaged broken missing colour size price payment invoice receipt online
	website app link details info information update notify notification arrival estimated eta minutes
	mins urgent kindly regards team company shop store warehouse glad pleased annoyed upset worried
	excited disappointed mattress table chair chairs wardrobe fridge freezer washer cooker oven tv
	furniture settee couch desk cabinet assemble assembly install installation fitting fitted access
	ring rang heard help helpful confused confusing mistake mistakes sure surely speaking hear robot
	machine automated recording wood hang message messages voicemail signal reception`)
