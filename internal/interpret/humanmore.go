package interpret

// moreHumanRules ask for a person in the blunter or roundabout ways people
// put it: "get me your manager", "complaints department please", "put me
// on to someone who knows", "is there someone in charge", "escalate this".
// A manager or supervisor is only asked for when he is the sender's ("your
// manager") or fetched for the writer ("get me a manager"): "the site
// manager will sign" names a signer.
var moreHumanRules = join(
	ruleSet(0.85, humanWhat,
		"get|give|fetch|find|put me|us * manager|supervisor|boss|superior|managers|supervisors",
		"your manager|supervisor|boss|superior|managers|supervisors|superiors|manager's|supervisor's",
		"speak|talk|chat|speaking|talking to|with * boss|superior|superiors|managers|supervisors|humans|being|beings",
		"complaints", "customer care|services|support|relations please|number|line|team|department|dept",
		"customer care|services|support|relations $",
		"real|actual|live person|people|human|agent|advisor|adviser|operator",
		"someone|somebody|anyone|anybody|person|whoever|who * in charge",
		"get|fetch|find me|us someone|somebody",
		"put|get|pass me|us on|onto|over to * someone|somebody|person|human|manager|supervisor|anyone",
		"someone|somebody|anyone|anybody to call|ring|phone|contact me|us",
		"who do|should|can i|we speak|talk|complain|contact",
		"escalate|escalated|escalating|escalation",
		"i|we want|need|demand|would a|an|your|the person|human|manager|supervisor|boss $",
		"i|we want|need|demand|would a|an|your|the * person|human|manager|supervisor|boss $",
		"head office", "headoffice", "callback", "call back please"),
)
