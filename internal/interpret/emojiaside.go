package interpret

// Emoji of welcome beside a yes: a cup of tea ready for the driver, a
// wave, hands of thanks or of relief. Each reads as a word the lists
// account for that says nothing of anyone being in or away; a salute or a
// handshake agrees, as "👌" does. So "we'll be here with the kettle on ☕"
// and "Affirmative 🫡" confirm as their words do, and "no ☕" or "out till
// 11 🫡" stay what their words are.
func init() {
	for r, w := range map[rune]string{
		'☕': "cuppa", '🍵': "cuppa", '🫖': "cuppa", '🍪': "biscuit", '🍰': "cake", '🧁': "cake",
		'🫡': "yes", '🤝': "yes", '🫶': "smile", '😌': "smile", '🙆': "smile",
		'👋': "hi", '🔔': "bell", '🚪': "door",
	} {
		emojiWords[r] = w
	}
}
