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

// waitOpened drops a wait that opens the text when an answer follows it.
func waitOpened(s string) string {
	if m := waitOpen.FindStringSubmatchIndex(s); m != nil {
		return s[m[2]:]
	}
	return s
}
