package interpret

// "for once" is irony beside a yes ("oh I'll be in for once, will you?"),
// but not after a home that will be quiet or tidy for a change: "the kids
// are at school so it'll be nice and quiet for once haha".

// calmStates are what a home may be for once while the delivery comes.
var calmStates = words(`quiet peaceful calm tidy clean clear quieter tidier`)

// calmForOnce reports "for once" at ts[i] right after a calm state of the
// home: "nice and quiet for once".
func calmForOnce(ts []token, i int) bool {
	return i > 0 && i+1 < len(ts) && ts[i].w == "for" && ts[i+1].w == "once" && calmStates[ts[i-1].w]
}
