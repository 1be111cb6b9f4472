package interpret

// When the order was made names no day for the delivery: "Is this for the
// bed I ordered in October?", "I bought it on the 3rd", "ordered it last
// Friday". A day or date said right after a word of ordering and "in",
// "on", "back in" or "last" is passed over by refs (slotref.go), so it is
// neither a day asked for nor a day turned down. "Booked for Friday" still
// names the delivery's day.

// orderMade are the words of making the order.
var orderMade = words(`ordered bought purchased paid placed`)

// orderDateAt reports the mention of a day at ts[k] as when the order was
// made.
func orderDateAt(ts []token, k int) bool {
	j := k - 1
	if j >= 0 && ts[j].w == "the" {
		j-- // "ordered on the 3rd"
	}
	if j < 0 {
		return false
	}
	switch ts[j].w {
	case "in", "on", "last":
		j--
		if j >= 0 && ts[j].w == "back" {
			j-- // "bought back in October"
		}
	default:
		return false
	}
	if j >= 0 && (ts[j].w == "it" || ts[j].w == "this" || ts[j].w == "them") {
		j-- // "ordered it in October"
	}
	return j >= 0 && orderMade[ts[j].w]
}
