package interpret

import "regexp"

// On a call the customer often asks us to wait before answering: "one
// sec, yes I'm in", "hang on a sec yeah we'll be in", "just a moment love,
// yes". The wait asks for nothing and says nothing about the delivery, so
// when it opens the reply (or the words after a restart such as "hang on")
// and an answer follows, the answer is read on its own. Only a wait that
// opens the reply is dropped: "I'm in a sec" or "yes in a minute" later in
// a reply say when, and stay to be read. A bare "a second" or "a minute"
// opens a wait only after "hang on", "hold on", "wait" or "just" ("a
// second sofa" is no wait).
var waitOpen = regexp.MustCompile(`(?i)^[\s,.]*(?:(?:um+|uh+|er+m?|oh|sorry|ok|okay)[\s,.]+)*` +
	`(?:(?:(?:hang|hold)\s+on|wait|just)[\s,.]+(?:a|one|just\s+a|half\s+a)\s+(?:sec|secs|second|seconds|mo|moment|minute|tick)` +
	`|(?:one|a|two)\s+(?:sec|secs|tick|mo)|one\s+(?:second|moment|minute)|half\s+a\s+mo)` +
	`(?:\s+(?:love|mate|please))?[\s,.!…-]+(\S.*)$`)

// checkOpen is a check said aloud before the answer: "let me check, yes
// I'm free", "hang on let me just check the calendar yeah that's fine",
// "let me have a look, yes I'm in". A day named in the check stays to be
// read against the booking ("let me see, Tuesday, yes"). The check is done by the time a
// yes and more words follow it; checking with someone ("let me check with
// my wife") or a check with nothing after it still puts the answer off.
var checkOpen = regexp.MustCompile(`(?i)^[\s,.]*(?:(?:um+|uh+|er+m?|oh|ok|okay|right)[\s,.]+)*(?:(?:hang|hold)\s+on[\s,.]+)?` +
	`let\s+me\s+(?:just\s+)?(?:check|see|look|have\s+a\s+look)` +
	`(?:\s+(?:the|my)\s+(?:calendar|diary))?(?:[\s,.]+(?:um+|er+m?))*[\s,.!…-]+` +
	`((?:yes|yeah|yep|yup|aye)\b[\s,.!]+\S+.*)$`)

// waitOpened drops a wait or a check that opens the text when an answer
// follows it.
func waitOpened(s string) string {
	if m := waitOpen.FindStringSubmatchIndex(s); m != nil {
		s = s[m[2]:]
	}
	if m := checkOpen.FindStringSubmatchIndex(s); m != nil {
		s = s[m[2]:]
	}
	return s
}
