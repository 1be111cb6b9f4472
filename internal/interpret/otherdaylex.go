package interpret

// Days said with the booked weekday that are not the booked day, and
// exceptions to a run of days. "Tuesday week" is a week on Tuesday,
// "Tuesday next" and "Tuesday after next" may be either Tuesday, "in
// two weeks" and "in a fortnight" are later still, "the next day" and "the
// day after" are a day past some other, and "every day but Tuesday" leaves
// the booked day out: each is a condition on a yes, never a confirmation.
// "In all week" and "every day this week" still confirm, and "out all day
// but my daughter is home" leaves out no day.
var otherDayRules = join(
	ruleSet(0.9, "names a day other than the booked one",
		"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun week",
		"in|within a|one|two|three|four|2|3|4|few|couple week|weeks|fortnight|fortnights",
		"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun next",
		"after next", "couple of weeks", "weeks time", "week on", "fortnight on",
		"next|following day", "day after"),
	ruleSet(0.9, "leaves a day out of the days it names",
		"every|each day|days|weekday|weekdays|morning|mornings but|bar|barring|excluding|except|save monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|the",
		"all week|weekday|weekdays but|bar|barring|excluding|except|save monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|the",
		"excluding", "barring"),
)
