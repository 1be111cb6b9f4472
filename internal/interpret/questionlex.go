package interpret

// The words of the questions customers ask before they answer (question.go).
// Each kind is a list of phrases in the syntax of rules.go ("a|b" either
// word, "*" up to two words skipped), matched inside a clause that asks.
// The kinds are tried in order, so a more telling kind comes first: "what
// time will they call ahead?" asks about the call, "what time is the
// delivery?" about the time, not the items.
var questionLex = []struct {
	kind  Question
	rules []rule
}{
	{QuestionScam, ruleSet(1, "asks whether the message is genuine",
		"scam|scams|scammer|scammers|scamming|spam|spammer|fraud|fraudulent|fraudster|phishing|phish|fake|hoax|dodgy|suspicious|con|trick|virus",
		"legit|legitimate|genuine|real|authentic|official|trustworthy|safe|kosher|bona",
		"trust|believe * you|this|it|message|text|number", "how|can do * i|we know|check|tell|verify",
		"who|where * gave|give|given|sold|got|get * you|my * number|details|data",
		"how * you|they * got|get|have|find|found * my|this * number|details|data",
		// from the sender it names, in truth: "is this actually from Acme?"
		"is|was this|that|it|message|text actually|really|definitely|genuinely|truly|honestly * from")},
	{QuestionSender, ruleSet(1, "asks who is writing",
		"who|whom is|are|was * this|you|it|that|texting|messaging|calling|sending|speaking|writing|contacting|phoning|ringing",
		"who * from|sent|texted|messaged|called|rang|send|text|message|call|ring",
		"who * say|said * this|it|that|you * is|was|are|were", "who * say|said * calling|ringing|speaking|texting",
		"which|what company|firm|business|shop|store|retailer|courier|brand|outfit|organisation|organization|lot|service",
		"where are|is you|this|it|that * from", "whose number|phone|text|message",
		"what * this about|regarding|for|re", "what is this|that $", "who $",
		"or the|a|some|any|that other|different place|company|firm|shop|store|lot|crowd|retailer",
		"or another|different place|company|firm|shop|store|lot|crowd|retailer",
		"who|whom is|are|was * home|homes|furniture|furnishings|interiors|living|direct|ltd|limited|co|group|store|stores|shop|shops|company|uk|beds|sofas|outlet|warehouse $",
		"you|this|it a|an * bot|robot|machine|computer|recording|automated|automatic",
		"are|is you|this|it automated|automatic|recorded|ai",
		// who brings it: "who is delivering, your own van or a courier?"
		"who|which|whos * delivering|deliver|delivers|bringing|brings|doing|handles|handling|carrying",
		"your|you own|in-house|inhouse van|vans|driver|drivers|fleet|team|staff|delivery|lorry|lorries",
		"you|they use|using * courier|couriers|third|3rd|dpd|dhl|evri|hermes|ups|yodel|parcelforce",
		"what|which courier|couriers|carrier|delivery company|firm", "third|3rd party|parties * courier|delivery|company|deliver|delivering",
		"or * courier|couriers|dpd|dhl|evri|hermes|ups|yodel|parcelforce $",
		// the sender named to be sure of it: "is this from Acme?"
		"is|was this|that from", "is|was this|that|the message|text|msg|call from",
		// the courier that brings it named as the sender: "who's the courier?"
		"who|whos is|are|was the|your courier|couriers|carrier|carriers|haulier",
		// "why are you texting me?": who writes, and why
		"why * you|u * texting|messaging|calling|contacting|ringing|phoning|emailing me|us $",
		// "what's the name of the delivery company?"
		"name of * courier|couriers|carrier|company|firm|haulier")},
	// having to be in for all of it asks about the window, not whether to
	// be in: "do I need to be in the whole four hours?", "do we have to
	// stay in all morning?". "the whole time" alone asks whether to be in.
	{QuestionWindow, ruleSet(1, "asks whether the whole window must be waited in",
		"be|stay|wait|waiting|home|in|here|there|around|about|sit|sitting|stuck * whole|entire|full|all * morning|day|afternoon|window|slot|timeslot|hours|period|4|four|duration")},
	// helping to carry asks how it is carried, not whether to be in: "do I
	// need to help carry it?"
	{QuestionCarry, ruleSet(1, "asks how it is carried",
		"help|helping * carry|carrying|lift|lifting")},
	{QuestionMustBeIn, ruleSet(1, "asks whether someone must be in",
		"have|need|got|needs|has to be * in|home|there|present|around|about|in",
		"have|need|got|needs|has to sign|be|stay|wait",
		"must|should * i|we|someone|somebody|anyone|anybody * be|sign|stay|wait",
		"does|do|will * someone|somebody|anyone|anybody|it|i|we * need|have|needs|has",
		"need|needs|required|require|requires * signature|signing|signed|sign|signing",
		"signature needed|required", "what * if * i|we|nobody * out|away|not|working|busy",
		"leave|left * if|without|when", "can|could|will|would * they|you|driver|he|she|courier * leave|drop",
		"be|home|in|there|sign|signature * necessary|essential|compulsory|mandatory|required",
		"necessary|essential|compulsory|mandatory|required * to|that|for * be|sign|someone|somebody|anyone|me|us")},
	{QuestionCarry, ruleSet(1, "asks how it is carried",
		"how many * people|men|guys|blokes|bloke|lads|fellas|drivers|driver|staff|crew|persons|person|delivery|helpers|workers", "how many of you|them",
		"how many are|will|is|would * coming|delivering|come|deliver|bringing|carrying|turn",
		"carry|carrying|carried|lift|lifting|heavy|weight|weigh|upstairs|stairs|floor|flight|flights|twoman|2man",
		"two|2 man|men|person|people", "man|men|person|people|bloke|blokes|guy|guys|lad|lads|driver|drivers or * two|2|three|3", "bring|take|carry it|them * up|in|inside|into|through", "room of choice", "help|helping * carry|lift|them|with",
		"need|want|needs a hand|helper",
		"two|2|three|3|enough of you|them|yous|youse")},
	// a service on the day the booking does not hold: "can they take the
	// old sofa away?", "do you take card?"; after carrying, which the
	// booking answers ("will they take it upstairs and unwrap it?")
	// a narrower slot asked before any other service: "any chance of a
	// slot tighter than 4 hours?"
	{QuestionWindow, ruleSet(1, "asks to narrow the window",
		"slot|slots|window|windows|timeslot|timeframe|time * tighter|narrower|shorter|smaller|closer|precise|exact|specific",
		"tighter|narrower|shorter|smaller|less than * 4|four|hours|that",
		"1|2|3|one|two|three|an hour|hr|hours|hrs slot|window|timeslot|timeframe",
		"more precise|exact|specific|accurate time|slot|window|timeslot|idea|eta",
		"any chance|way|hope|possibility of * narrow|narrowing|narrower|tighter|shorter|smaller|closer|precise|exact|specific")},
	{QuestionOther, extraRules},
	// a narrower time asked for, though it may come by text: "is it the
	// whole 8-12 or do you text on the morning with a closer time?"
	{QuestionWindow, ruleSet(1, "asks to narrow the window",
		"closer|narrower|tighter|shorter|smaller time|slot|window|timeslot|timeframe",
		"is|was it|that the whole|entire|full")},
	{QuestionCallAhead, ruleSet(1, "asks whether the driver calls ahead",
		"call|ring|phone|text|message|notify|warn|contact|buzz|tell|email|update|alert|letyouknow * ahead|before|beforehand|first|advance|when|once|on|whilst|while|close|near|nearby|en",
		"headsup|heads|warning|notice|notification|notifications|tracking|track|tracker|live",
		"call|ring|phone|text|message|notify|contact * me|us", "get a|any * call|text|message|ring|email|warning|notice|update",
		"let me|us know", "will|would|does|do * driver|courier|they|he|she * call|ring|phone|text|message",
		"driver|delivery|courier|they|he|she|van will|going|gonna * call|ring|phone|text|message",
		"before|ahead * coming|arriving|come|arrive|arrival * call|ring|phone|text|message",
		"first|before|beforehand will|can|would call|ring|phone|text|message", "first|before|beforehand call|ring|phone|text|message")},
	{QuestionWindow, ruleSet(1, "asks about the window",
		"how long|wide|big|many * window|slot|timeslot|wait|waiting|hours", "how long is|that|it|for",
		"what is|was the|my|your window|timeslot|timeframe|slot $", "is|was it|that * till|until|between",
		"is|was it|that * 1|2|3|4|5|6|7|8|9|10|11|12|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|am|pm|noon|midday to",
		"window|slot|timeslot * long|wide|hours|how|big|length",
		"^ how long $", "morning|am|afternoon|pm * or * morning|am|afternoon|pm|evening",
		"whole|all|entire|full * morning|day|afternoon|evening|window|slot|time|hours",
		"between what|which times|hours", "till|until|up what|which time", "what time * till|until|to|end|finish|latest",
		"latest|earliest|last|first time|slot|window",
		"hour|hours|hr|hrs|hourly window|slot|timeslot|windows|slots",
		"narrow|narrower|narrowed|narrowing|tighter|shorter|smaller|smallest|shortest|precise|closer|specific * slot|window|timeslot|time|it|that|down",
		"pin|pinpoint * down|it|time", "narrow|narrowing * it * down * nearer|closer * the * time|day", "slot|window|timeslot|timeframe * be|is|get * narrower|shorter|tighter|smaller", "long time|wait", "hours is|are|seems a lot|long|too", "any time|anytime up|till|until|between|before",
		"run|runs|running|overrun|overrunning * later|late|over|past|overrun", "overrun|overruns|overrunning")},
	{QuestionTime, ruleSet(1, "asks about the time",
		"what|which|wat|wot time|times|hour|timeslot|slot|day|date|o'clock|oclock", "what|which|wat sort|kind|sorta|kinda of|* time|times",
		"when * come|coming|arrive|arriving|arrival|get|getting|turn|be|deliver|delivering|delivered|here|there|expect|van|driver|they|you|it|delivery|collect|collecting|collection|drop|show",
		"eta", "time * arrive|arriving|arrival|come|coming|exactly|roughly|approx|approximately|delivery",
		"more|any specific|precise|exact|accurate|definite", "exact|exactly|rough|roughly|approximate|approx|approximately|specific|precise|estimated|actual|proper|definite * time|when|what",
		"how early|late|soon|long till|long until|long before", "morning|afternoon|pm|early|late|earlier|later",
		"^ when $", "when is|was|will * it|that|this|they|delivery",
		// "when roughly?": an estimate asked after the question word
		"when roughly|approx|approximately|exactly|abouts $",
		"earliest|latest|soonest they|you|it|driver|van|he|she * come|arrive|be|get|deliver|turn",
		"come|arrive|deliver|here|there * after|before|by|around|between",
		"this|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday or", "is|was that|it this|next")},
	// asked about the order but not what is in it: its number, its price
	{QuestionOther, ruleSet(1, "asks something else about the order",
		"order|reference|ref|tracking|booking|invoice|account number|no|code|ref|reference",
		"charge|charges|charged|cost|costs|price|fee|fees|pay|paid|paying|payment|refund|money|free|discount|voucher")},
	{QuestionItems, ruleSet(1, "asks what is being delivered",
		"what|which * being|getting|coming|delivered|delivering|bringing|dropping|arriving|collected|collecting|sending|sent",
		"what|which * order|orders|parcel|package|packages|item|items|delivery|deliveries|thing|things|product|products|stuff|purchase|goods|furniture|box|boxes",
		"what * did|have|had * i|we|she|he * order|ordered|buy|bought|purchase|purchased",
		"what * i|we * getting|receiving|expecting|having", "what is it|in $", "what is coming",
		"what * i|we|you ordered|bought|purchased|sending|sent",
		"what is|was it * i|we * ordered|bought|purchased|order|buy|got",
		"same|matching|match|matches * colour|color|fabric|shade|material|finish|size|style",
		"colour|color|fabric|shade|material|finish * match|matches|matching|same", "what * have|got to * receive|get|expect|sign",
		"what * i|we|you ordered|bought|purchased|sending|sent", "what * have|got to * receive|get|expect|sign",
		"what * i|we have|had ordered|bought|purchased|paid",
		"same|matching|match|matches colour|color|fabric|shade|finish|material|size|model|one",
		"what|which sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase|footstool|stool|pouffe|ottoman|armchair|recliner|sideboard|unit|headboard|bedframe|mirror|rug|dishwasher|dryer|appliance|cushions|parcel|package|order",
		"is|are the * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase|footstool|stool|pouffe|ottoman|armchair|recliner|sideboard|unit|headboard|bedframe|mirror|rug|dishwasher|dryer|appliance|cushions|parcel|package|order * coming|included|separately|separate|together|with|too|also",
		"is|was it|that|this the|a * grey|gray|green|blue|red|black|white|brown|beige|cream|navy|pink|yellow|orange|purple|velvet|leather|fabric|oak|wooden|corner|large|small|big|double|single|king|colour|color|size",
		"it|that|this is|was the|a * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase|footstool|stool|pouffe|ottoman|armchair|recliner|sideboard|unit|headboard|bedframe|mirror|rug|dishwasher|dryer|appliance|cushions|parcel|package|order",
		"you|they are|were * delivering|bringing|sending|dropping|collecting",
		"it|that|this is|was * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|footstool|stool|pouffe|ottoman|armchair|recliner|sideboard|bookcase|desk|dresser|headboard|bedframe",
		"is|was it|that|this * footstool|stool|pouffe|ottoman|armchair|recliner|sideboard|headboard|bedframe|mirror|rug|seater|cushions",
		"is|was it|that|this * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase|parcel|package|order",
		"^ the|my * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase $",
		// which of the order's own choices it is: "which size did I order
		// again", "is it the left or right hand corner?" ("what colour is
		// it?" alone stays other)
		"what|which colour|color|size|fabric|shade|finish|material|model|style|version|one * did|have|had * i|we * order|ordered|go|pick|picked|choose|chose|buy|bought|get",
		"which one|ones is|are|was it|this|that|they|coming", "left|right|lh|rh hand|handed|facing|arm or * left|right|lh|rh", "left|right or left|right hand|handed|facing|arm", "lhf|rhf|lh|rh or * lhf|rhf|lh|rh")},
}

// questionLeads may come before a question on a call, where there is no
// question mark: "and what time", "so who is this", "I was wondering when".
var questionLeads = words(`and so also just ok okay alright right yes yeah yep sure fine great
	roughly approximately approx exactly any idea i we was am were wondering wonder quick question
	but one more thing then well um er oh sorry excuse me hi hello between till until from at about by`)

// questionBare are questions said as a word or two: "eta", "time?".
var questionBare = words(`eta when who what time`)
