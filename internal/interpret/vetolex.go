package interpret

// The word classes the veto stage (veto.go) reads. They are matched over
// the normalised words with the fillers kept ("oh", "just", "actually" carry
// meaning here), in the phrase syntax of rules.go: "a|b" either word, "*"
// up to two words skipped, "^" start and "$" end of a clause.

// conditionRules put a condition on a yes or narrow the window: "as long
// as", "provided", "only if", "unless", "not till", "have to leave by".
var conditionRules = join(
	ruleSet(0.9, conditionWhat,
		"as|so long as", "provided|providing|provide", "only if|when|after|before|till|from",
		"on condition", "assuming", "otherwise", "once i|we|they|he|she|it|my|the", "unless", "except", "apart from", "if", "subject to", "depending|depends on",
		// other languages: a condition or "but only" said in Polish, Spanish
		// or French is never read as a yes
		"jeśli|jesli|jezeli|jeżeli|gdyby|o ile", "ale|tylko", "siempre que|si|pero|solo|sólo",
		"à|a condition", "condition que|qu", "mais|seulement|sauf"),
	ruleSet(0.9, "narrows the window",
		"not till|before|after|from", "not back|home|in|there|around * till|before|after|from",
		"have|need|got|has to leave|go|pop|head|nip|dash|do",
		"leave|leaving|out by|at|around|between|from|till",
		"pop|popping|nip|nipping|dash|dashing out|to|off",
		"out for|between|from|at|till|part",
		"meeting|call|zoom|pickup|appointment|run|shift|class|lesson|interview at|from|between|till|by|around",
		"school run|pickup", "pick up the kids|children",
		// reachable, not present: "I'll be available by phone", "mi trovate al telefono"
		"available|reachable|contactable|free by|on|via|at * phone|mobile|telephone|cell|whatsapp",
		"have|need|got|has to pick|collect|fetch", "pick|picking * up at|from|by|around",
		// a delay or an arrival: "home in 30 minutes", "in an hour", "I get
		// home at 10", "my daughter comes after school", a bound left hanging
		"in|within|after * minutes|mins|min|hour|hours|hr|hrs",
		"most|much|part|some|bits of the|that morning|day|afternoon|time|window",
		"get|getting|gets|come|comes|coming|arrive|arrives|arriving home|back at|by|around|about",
		"get|getting|gets|arrive|arrives|arriving there|in|up at|by|around|about", "turn|turning|turns up at|by|around|about",
		// an event of the day ("I've got a meeting", "we have a hospital
		// appointment") or company elsewhere ("I'm with my mum")
		"have|got|has|having|had a|an|another|my|our|the * meeting|appointment|appt|interview|exam|operation|lesson|course|trip|flight|shift|nightshift|funeral|wedding|conference|scan|hearing|procedure|op|surgery|treatment|checkup|test|tests|scans|biopsy|infusion|xray|mri",
		"have|got|has|having|had surgery|chemo|chemotherapy|dialysis|treatment|tests|radiotherapy|physio",
		"am|are|is|be with my|our|his|her|a|some|friends|family",
		"about to leave|go|head|pop|nip|set|fly|travel", "then i|we|he|she go|leave|head|goes|leaves|heads",
		"but|then i|we go|leave $", "i|we am|are going|off $", "leaving|heading|going out|off|away now|soon|then|at|by",
		"in a|an meeting|meetings|interview|lesson|class|session|exam|call",
		"will|shall|would be back $", "be back later|soon|shortly",
		"next month|year|fortnight", "on my|our|his|her|their way",
		"after|before school|work|college|nursery|lunch|uni",
		"from|till|until|after $",
		// an errand or outing of one's own ("walking the dog", "the car's
		// in for its MOT"), a court date, a course or a shift one is on,
		// a time allowance ("for an hour"; "home at 11", "up to 10" are read
		// in veto.go)
		"walk|walks|walking the|my|our|his|her dog|dogs", "court date|case|hearing",
		"in for a|an|its|it|her|his * service|mot|repair|repairs|check|test",
		"take|taking|drop|dropping the|my|our car|van in|to|off",
		"am|are|is|be on a|an|my|the course|trip|training|placement|shift|nightshift|nights|earlies|lates|standby",
		"but|yes|and on a|an|the nightshift|nights",
		"for * hour|hours|bit|while|minutes|mins", "for a|an|half|one|two|couple|few * hour|hours|minutes|mins",
		"i|we * come|pop|go and|to get|fetch|grab|collect it|them|this",
		// the order sent elsewhere or fetched: "I'll collect it", "can you
		// bring it to my work", "deliver to my mum's"
		"collect|collecting|fetch|fetching it|them|this $", "collect|collecting|fetch|fetching it|them|this instead|myself|later|from|tomorrow",
		"am|are|be at the|my|our neighbours|neighbour|neighbors|neighbor", "am|are|be next door",
		"am|are|be nextdoor", "am|are|be over the road|way|street",
		"staying|stopping|sleeping with my|our|a|some|friends|family|her|his|their|mates|relatives|the|mum|dad|nan|gran",
		// "I'm going to my mum's": off to another home
		"going|heading|off|popping|nipping|driving|travelling to my|our|his|her|their|a mum|mums|dad|dads|nan|nans|gran|grans|sister|sisters|brother|brothers|daughter|daughters|son|sons|friend|friends|mate|mates|partner|partners|boyfriend|boyfriends|girlfriend|girlfriends|auntie|aunties|uncle|uncles|parents|inlaws|cousin|cousins", "staying|stopping at a|my|our|his|her|their|the|friends|mums|dads", "collect|collecting|fetch|fetching the|my order|parcel|delivery",
		"pick|picking it|them|this up", "it|them|this|order|parcel|deliver|bring|send * to my|our|her|his work|office|workplace|job|mums|mum|dads|dad|sisters|brothers|daughters|sons|friends|nans|grans|partners|boyfriends|girlfriends|new|other",
		"change|changing the|my address", "another|different|new|other address"),
)

// conditionWhat is what a condition proper does, as against a narrowing of
// the window.
const conditionWhat = "puts a condition on it"

// windowBounds are the words that bound a time inside the window: "from
// 11", "till 9", "before 10". A bound that cuts into the booked window
// narrows it.
var windowBounds = words(`from after before till by back between`)

// hedgeRules make a yes a maybe.
var hedgeRules = ruleSet(0.9, hedgeWhat,
	"fingers|finger crossed", "in theory|principle", "theoretically", "touch|knock wood",
	"i|we|someone|he|she|they|it|that|one|husband|wife should", "should be", "^ should",
	"probably|prob|probs|hopefully|likely|maybe|perhaps|possibly|notsure|might", "may $",
	"i|we think|believe|reckon|guess|suppose|imagine so|i|we|someone|he|she|it|they|that|my|our",
	"i|we expect so", "^ suppose|guess|reckon|believe|think so", "may be", "may not be", "i|we may", "hope so",
	"all being well", "all goes to|well", "if all goes", "god|lord willing", "as far as i|we know",
	"all things being equal", "more or less", "kind|sort of", "try to|and", "will|would|shall try",
	"do my|our best", "we will|shall see", "ish", "do not know", "letyouknow", "if nothing comes up",
	"something comes up", "would|could|should|might have been|be", "generally|mostly|usually|typically",
	// nearly is not quite: "yeah pretty much", "near enough", "just about",
	// "as good as", "almost certainly", "nearly all morning"
	"pretty much", "near enough", "just about", "as good as",
	"nearly|almost|practically|virtually all|always|every|certainly|definitely|sure|certain",
	// what is planned, not what will be: "I'm meant to be in", "we're
	// supposed to be home", "all going well"
	"i|we|someone|somebody|he|she|they|husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|neighbour|neighbor|nan|gran|friend|cleaner|carer am|are|is|was|were meant|supposed to be|stay|work|working",
	"all going well", "all going to plan",
	// a yes for now, that may change: "yes I'm in, for now", "yes as
	// things stand", "yes, so far"
	"for now", "for the moment|time", "as things|it stand|stands", "as of now|today|yet", "^ so far $",
	"yes|yeah|yep|in|home|fine so far",
	// a yes only roughly: "yes, roughly", "yeah about"
	"^ yes|yeah|yep|ok roughly|approximately|about $",
	// being in put as what would be, not what will: "yes I would be in",
	// "my wife would be home" ("I'd be grateful if..." is no such)
	"i|we|someone|somebody|he|she|they|husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|neighbour|neighbor|nan|gran|friend|cleaner|carer would be in|home|there|around|here|about|available|free|indoors|inside|back",
	// someone who could be in may not be: "yes, my wife could be there"
	"i|we|someone|somebody|he|she|they|husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|neighbour|neighbor|nan|gran|friend|cleaner|carer could be|possibly",
	"chyba|może|moze|probablemente|quizás|quizas|peut|peut-être|être")

// elsewhereRules answer something other than the question: the message
// received ("yes I got your text", "got it", "noted"), a call's "yes
// speaking", or a pet said to be in ("the dog will be in"). They forbid a
// confirmation only when another clause says a person will be in (see
// presentBeside in veto.go).
var elsewhereRules = join(
	ruleSet(0.9, ackWhat,
		"got|get|getting|received|receive|saw|seen|read|had your|the|ur|this|that|ya|you|yes message|messages|text|texts|email|emails|mail|msg|msgs|txt|call|voicemail",
		"message|messages|text|texts|email|emails|msg|txt|mail received|read|seen|noted|got",
		"got|received it|that|this $", "got|received it|that|this thanks|thank|cheers|ta|thx",
		"^ noted|understood|acknowledged|received|copy $", "yes|yeah|yep|ok|okay noted|understood|acknowledged|received"),
	ruleSet(0.9, deferWhat,
		"i|we will|shall see $", "see what i|we can", "let me|us check|see|ask|think",
		"i|we will|shall|need|have|must|got * check|ask", "^ will|shall|gonna|need|must check|ask",
		// "text me again Monday and I'll confirm then", "ask me nearer the time"
		"i|we will|shall|can|to confirm|decide|reply|answer then|later|nearer|closer|tomorrow|tonight|nearerthetime",
		"text|message|msg|ask|remind me again|later|nearer|closer|nearerthetime",
		// "can I let you know tomorrow", "let me get back to you"
		"letyouknow",
		// "not a clue what my rota looks like yet, ask me tomorrow"
		"text|message|msg|ask|remind|check|txt me tomorrow|tonight|monday"),
	ruleSet(0.9, "answers the call, not the question",
		"i|we can hear you|ya", "^ speaking $", "yes|yeah|yep speaking $", "that|this|it is me|her|him $"),
	ruleSet(0.9, "speaks of most days, not this one",
		"most days|mornings|weeks|tuesdays", "most of the time"),
	ruleSet(0.9, "names nobody who will be in",
		"with|to anyone|anybody|whoever|whoevers|whoeva|whoevers|somebody|someone * around|about|there|in|home|answers|about|free $",
		"with|to anyone|anybody|whoever|whoevers|whoeva $",
		"anyone|anybody|whoever|whoevers is|in|there|around|home|about|who"),
	// the order, its payment, the address or the item rather than anyone
	// being in: "yes the sofa is paid for", "yes I did order a sofa",
	// "yes that's my address", "yes it's the grey one", "yes I know".
	ruleSet(0.9, orderWhat,
		"is|are|was|were|been|be|have|has|had|i|we|already|fully|all|it|its|thats paid|payed|prepaid",
		"did|do|have|had|i|we|was|were|is|are|been order|ordered|buy|bought|purchase|purchased|place|placed|pay",
		"order|orders|address|postcode|details|item|items|colour|color|size|sofa|settee|couch|bed|mattress|fabric|price|amount is|are|looks|sounds|seems correct|right|fine|ok|okay|good|paid|sorted",
		"that|thats|this|it|its is|was my|our|the|your|correct|right * address|postcode|order|item|sofa|settee|couch|bed|name|details|reference|colour|color|size",
		"it|its|that|thats|this is|was the|a * one|seater|model|colour|color|size|version|design|style|corner|sofa|settee|couch|suite $",
		"i|we know|knew $", "i|we know|knew about it|that|this|the", "i|we am|are|was|were aware", "i|we have|had * been told|notified|informed|emailed"),
	// "the baby will be in": a child is no one to take it, unless someone
	// else is said to be in beside it
	ruleSet(0.9, childOnlyWhat,
		"the|my|our baby|babies|newborn|toddler|kid|kids|child|children|bairn|bairns|wean|weans will|is|are|would|shall * in|home|here|there|around $"),
	// where a pet or the parcel is kept, said with no yes before it: "the
	// dog stays in the yard", "it can stay in the hall" ("yes, it can stay
	// in the hall" is a yes with a note)
	ruleSet(0.9, keptWhat,
		// "leave it at the house", "drop it at home": where the parcel is
		// left, not anyone home
		"leave|drop|put|deliver|bring|send it|them|parcel|sofa|order * home|house|flat|address",
		"dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|rabbits|budgie|hamster|tortoise|bunny stays|stay|sleeps|sleep|lives|live|sits|remains * in|inside|indoors|out|outside|home|here|there|upstairs|downstairs",
		"it|sofa|settee|couch|parcel|package|box|bed|order stays|stay|remains|sits * in|inside|out|outside|on|at|by|under|behind|there|here",
		"it|sofa|settee|couch|parcel|package|box|bed|order can|will|could|should|may|must stay|remain|sit|go in|inside|out|outside|on|at|by|under|behind|there|here",
		"sofa|settee|couch|parcel|package|box|bed can|will|could|should|may|must stay|remain|sit|go|be * in|inside|out|outside|on|at|by|under|behind|there|here"),
	ruleSet(0.9, petWhat,
		"dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|parrots|rabbit|rabbits|budgie|budgies|hamster|hamsters|tortoise|bunny|chickens|hens|geese|goats|horses|ducks will|is|are|would|shall * in|home|here|there|around $",
		// "the dog will be in the garden": where the animal is kept
		"dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|parrots|rabbit|rabbits|budgie|budgies|hamster|hamsters|tortoise|bunny will|is|are|would|shall * in|inside|out|upstairs|downstairs the|a|my|our|his|her|their|its",
		"only the|my|our dog|dogs|cat|cats|pet|pets|puppy|kitten",
		// "my dog will sign for it": an animal said to take it
		"dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|parrots|rabbit|rabbits|budgie|budgies|hamster|hamsters|tortoise|bunny will|can|would|shall sign|take|accept|receive|answer",
		// a verb before the animal, as Romanian, Spanish and Italian put
		// it: "va fi câinele acasă", "va fi pisica", "ci sarà il gatto",
		// glossed "will be the dog home", "will be cat", "will be in the cat"
		"will|shall be the|my|our dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|budgie|hamster|tortoise|bunny",
		"will|shall be dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|budgie|hamster|tortoise|bunny $", "will|shall be dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|budgie|hamster|tortoise|bunny home|here|there",
		"will|shall be in|home|here|there the|my|our dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|budgie|hamster|tortoise|bunny $",
		"will|shall be in the|my|our dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|parrot|rabbit|budgie|hamster|tortoise|bunny home|here|there $"),
)

// ackWhat, deferWhat and orderWhat are what an acknowledgement of the
// message, a deferral and a word on the order do: a person said to be in
// anywhere in the reply outweighs them.
const (
	ackWhat   = "answers the message, not the question"
	deferWhat = "puts off the answer"
	hedgeWhat = "is not a firm answer"
	orderWhat = "speaks of the order, not of anyone being in"
	// petWhat is read within one clause: in "I'll be in, the dog will
	// be shut in" the animal is not the one said to be in.
	petWhat = "names a pet, not a person who will be in"
	// keptWhat is read only where no yes comes before it.
	keptWhat = "says where something is kept, not that anyone will be in"
)

// ironyRules are agreement that says the opposite: "yeah right", "as if",
// "just like the last three times".
var ironyRules = ruleSet(0.9, "is ironic, not agreement",
	"like the last|other|previous", "like last|always|before|usual", "like the * last|previous|other",
	"same as the|last|before|always|usual|ever",
	"yes|sure|ok right $", "^ as if",
	// "yeah right like you turned up last time": the scoff with more after
	// it, and what the customer says was not done last time
	"yes|sure|ok right like|as|cause|because|coz|cos|cuz|then|lol|haha", "like you|they|u|youse|yous * turned|turn|showed|show|came|come|did|bothered|managed|delivered|arrived up|last|before|the|it",
	"like that|thatll|that'll|it|itll will|would happen|work", "worked|went so well", "course you|they will|are|do",
	"heard it|that before", "pull the other", "^ whatever", "ok|yes whatever",
	"if you|they actually|even|ever turn|show|come|bother|manage",
	"no show|shows", "great|brilliant|fantastic|wonderful another", "ironic",
	"nothing better to do", "oh joy|goody", "for once", "believe it when",
	"holding my breath", "another day off", "another dayoff|holiday", "another morning|afternoon off", "wasting|waste another|a|my day|morning",
	"shall|should i $", "yesandno",
	// "aye right pal", "aye that'll be right", "aye and pigs might fly": the Scots no
	"yes|sure|ok right pal|mate|hen|pet|love|son|man|then|enough|aye|yes|whatever $", "that will|would be right $", "pigs might|will|could|can fly", "in your dreams", "dream on", "that will be the day $",
	// a sarcastic offer: "of course I'll just take the day off", "I'll just
	// sit in all week waiting then", "I'll just cancel work for you"
	"ofcourse i|we will just take|drop|cancel|sit|stay|wait|give|book|rearrange|skip|miss|quit", "will just * then $", "will just * * then $", "will just * * * then $", "will just * for you $", "will just * * for you $")

// cancelFacts are a cancellation in other words: "not needed now", "it
// went back to the shop", "the order's been called off".
var cancelFacts = ruleSet(0.85, "says the order is off",
	"^ not needed|required|wanted", "not needed|required|wanted anymore|now|nolonger",
	"it|this|order|delivery|item|parcel|sofa|they|them is|are|was * not needed|required|wanted",
	"it|this|them|order|sofa|parcel|item * going|gone|went back", "order|orders off", "do not need it|this|them|the|one", "nolonger need|want|require",
	"nolonger needed|required|wanted|necessary",
	"went|gone|going|sent|took|taken|sending|taking|bringing|brought it|this|them * back",
	"returned|returning it|this|them|the|item", "i|we * returned", "been returned", "called|call off",
	// "not going ahead with it", read after "go ahead" = "yes"
	"sent|returned the|my|our * back", "not to|going yes|ahead with it|this|the|them|order",
	"decided against it|this|them|buying|ordering",
	"order|it|delivery is|has|was * off", "money back", "refund|refunded")

// identityFacts deny being the person asked for, even when another name
// follows: "this number belongs to someone else now".
var identityFacts = ruleSet(0.9, "says this is not the person asked for",
	"belongs to someone|somebody|someoneelse",
	"number|numbers was|has|is|been * recycled|reassigned|passed", "got|had|have this number", "old number",
	"phone|number is mine", "i am not her|him|them|the|that|who", "that is not me", "not the person",
	"do not know any|a", "never heard of", "moved away|out|on", "wrong number|person|name",
	"not her|his|their number|phone",
	// a work phone passed on: "this is Jane's old work phone, she's left
	// the company", "he doesn't work here any more"
	"is|was * old|previous|former * phone|mobile|number|line", "she|he|they|who is|has|have|had|are left the company|firm|business|organisation|organization",
	"not work|working here|there|for * anymore|nolonger", "nolonger works|working here|there|for")

// vocatives are words of address that may stand between "not me" and
// who is speaking instead: "not me mate, I'm Steve", "not me love".
var vocatives = words(`mate pal love luv hun hon darling dear sir madam buddy bud sorry`)

// correctionWords take back what was said before them: "yes, actually
// no", "no wait, yes".
var correctionRules = ruleSet(0.9, "corrects itself",
	"actually", "wait", "scratch|scrap that|this", "i mean|meant", "ignore that|me|this|last", "just checked",
	// what came before put aside: "ignore the no", "disregard the above", "typo, meant yes"
	"ignore the above|previous|first", "ignore my last|previous", "disregard that|this|last|above|previous",
	"disregard the|my above|last|previous", "typo meant", "fat fingers",
	"on second thoughts|thought", "hang on", "hold on",
	// a message edited or put right after it was sent: "Will be in. Edit:
	// not until 11", "correction: my husband will be in"
	"^ edit|edited|correction|update|updated $", "^ edit|edited|correction|update|amendment to add|that|this",
	// a message meant for another chat (missent.go)
	"meant that|this|it for someoneelse|somebody|someone", "meant that|this|it for * text|chat|message|person|conversation|thread|group|number|one",
	"wrong chat|thread|conversation",
	// a joke taken back: "Saturday 😂 jk, Wednesday is fine"
	"jk", "jks", "just kidding|joking", "only joking|kidding")

// absenceEvents keep the customer from home: "a wedding that day", "a
// hospital appointment that morning".
var absenceEvents = words(`wedding funeral appointment appt interview course hospital doctors doctor
	dentist dentists surgery operation exam conference meeting meetings trip holiday work job shift
	school college uni training visiting christening party hen stag mums mum dads gran nans sisters brothers
	daughters sons friends london abroad away op scan dialysis chemo chemotherapy treatment procedure
	jury hearing exams flight flying cruise visit air airport plane sportsday`)

// absenceTimes tie an absence to the window: "that day", "all morning",
// "till the 30th", "on Tuesday".
var absenceTimes = words(`day morning week days mornings weekdays all till whole tuesday tues that
	then weekday`)

// childAges are relations that are children whatever their age, and the
// words that give an age ("he's 8", "my 12 year old").
var childWords = words(`child kid kids children toddler baby teenager teen teenage little`)
var ageWords = words(`year years yr yrs yo old aged age`)

// busyWords are engagements that, with a time inside the window, narrow
// it: "a zoom call 9-10", "the school pickup at 11".
var busyWords = words(`meeting call zoom teams appointment pickup run shift class lesson interview`)

// hesitations are dropped before the veto reads a call: "um", "er".
var hesitations = words(`um umm uh uhh uhm er err erm ehm hmm hm mm mmm`)

// requestWords open a question that asks for something rather than about
// the booking: "could the driver ring when close?".
var requestWords = words(`can could would please`)

// backFrom before an event says the customer is not at it: "off school",
// "back from holiday".
var backFrom = words(`off from back`)
