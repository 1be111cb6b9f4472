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
		"trust|believe * you|this|it|message|text|number", "how|can do * i|we know|check|tell|verify")},
	{QuestionSender, ruleSet(1, "asks who is writing",
		"who|whom is|are|was * this|you|it|that|texting|messaging|calling|sending|speaking|writing|contacting|phoning|ringing",
		"who * from|sent|texted|messaged|called|rang|send|text|message|call|ring",
		"which|what company|firm|business|shop|store|retailer|courier|brand|outfit|organisation|organization|lot|service",
		"where are|is you|this|it|that * from", "whose number|phone|text|message",
		"what * this about|regarding|for|re", "what is this|that $", "who $")},
	{QuestionMustBeIn, ruleSet(1, "asks whether someone must be in",
		"have|need|got|needs|has to be * in|home|there|present|around|about|in",
		"have|need|got|needs|has to sign|be|stay|wait",
		"must|should * i|we|someone|somebody|anyone|anybody * be|sign|stay|wait",
		"does|do|will * someone|somebody|anyone|anybody|it|i|we * need|have|needs|has",
		"need|needs|required|require|requires * signature|signing|signed|sign|signing",
		"signature needed|required", "what * if * i|we|nobody * out|away|not|working|busy",
		"leave|left * if|without|when", "can|could|will|would * they|you|driver|he|she|courier * leave|drop")},
	{QuestionCarry, ruleSet(1, "asks how it is carried",
		"how many * people|men|guys|drivers|staff|crew|persons",
		"carry|carrying|carried|lift|lifting|heavy|weight|weigh|upstairs|stairs|floor|flight|assemble|assembled|assembly|install|installed|installation|unpack|unpacked|unwrap|packaging|builds|build|built|rubbish|twoman|2man",
		"two|2 man|men|person|people", "bring|take|carry it|them * up|in|inside|into|through", "room of choice", "help|helping * carry|lift|them|with")},
	{QuestionCallAhead, ruleSet(1, "asks whether the driver calls ahead",
		"call|ring|phone|text|message|notify|warn|contact|buzz|tell|email|update|alert|letyouknow * ahead|before|beforehand|first|advance|when|once|on|whilst|while|close|near|nearby|en",
		"headsup|heads|warning|notice|notification|notifications|tracking|track|tracker|live",
		"call|ring|phone|text|message|notify|contact * me|us", "get a|any * call|text|message|ring|email|warning|notice|update",
		"let me|us know")},
	{QuestionWindow, ruleSet(1, "asks about the window",
		"how long|wide|big|big|many * window|slot|timeslot|wait|waiting|for|hours|is|that|it",
		"window|slot|timeslot * long|wide|hours|how|big|length",
		"whole|all|entire * morning|day|afternoon|evening|window|slot|time",
		"between what|which times|hours", "till|until|up what|which time", "what time * till|until|to|end|finish|latest",
		"latest|earliest|last|first * time|slot|they|you|it|could|can|would|will")},
	{QuestionTime, ruleSet(1, "asks about the time",
		"what|which|wat|wot time|times|hour|timeslot|slot|day|date|o'clock|oclock",
		"when * come|coming|arrive|arriving|arrival|get|getting|turn|be|deliver|delivering|delivered|here|there|expect|van|driver|they|you|it|delivery|collect|collecting|collection|drop|show",
		"eta", "time * arrive|arriving|arrival|come|coming|exactly|roughly|approx|approximately|delivery",
		"exact|exactly|rough|roughly|approximate|approx|approximately|specific|precise|estimated * time|when|what",
		"how early|late|soon|long till|long until|long before", "morning|afternoon|pm|early|late|earlier|later",
		"^ when $", "when is|was|will * it|that|this|they|delivery")},
	{QuestionItems, ruleSet(1, "asks what is being delivered",
		"what|which * being|getting|coming|delivered|delivering|bringing|dropping|arriving|collected|collecting|sending|sent",
		"what|which * order|orders|parcel|package|packages|item|items|delivery|deliveries|thing|things|product|products|stuff|purchase|goods|furniture|box|boxes",
		"what * did|have|had * i|we|she|he * order|ordered|buy|bought|purchase|purchased",
		"what * i|we * getting|receiving|expecting|having", "what is it|in $", "what is coming",
		"you|they are|were * delivering|bringing|sending|dropping|collecting",
		"is|was it|that|this * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase|parcel|package|order",
		"^ the|my * sofa|settee|couch|bed|mattress|table|chair|chairs|wardrobe|fridge|freezer|washer|cooker|oven|tv|television|desk|cabinet|drawers|dresser|bookcase $")},
}

// questionLeads may come before a question on a call, where there is no
// question mark: "and what time", "so who is this", "I was wondering when".
var questionLeads = words(`and so also just ok okay alright right yes yeah yep sure fine great
	roughly approximately approx exactly any idea i we was am were wondering wonder quick question
	but one more thing then well um er oh sorry excuse me hi hello between till until from at about by`)

// questionBare are questions said as a word or two: "eta", "time?".
var questionBare = words(`eta when who what time`)
