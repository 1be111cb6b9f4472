package dialogue

import "strings"

// gsmBasic is the GSM 03.38 basic character set; gsmExtended characters
// cost two septets. A text of only these is sent as GSM-7: 160 characters
// in one segment, 153 per segment when split. Anything else (an emoji, a
// curly quote) makes the whole text UCS-2: 70, then 67, per segment.
const (
	gsmBasic    = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
	gsmExtended = "^{}\\[~]|€\f"
)

// Segments returns how many SMS segments text takes and whether it is pure
// GSM-7.
func Segments(text string) (n int, gsm bool) {
	septets, units := 0, 0
	gsm = true
	for _, r := range text {
		switch {
		case strings.ContainsRune(gsmBasic, r):
			septets++
		case strings.ContainsRune(gsmExtended, r):
			septets += 2
		default:
			gsm = false
		}
		if r > 0xFFFF {
			units += 2
		} else {
			units++
		}
	}
	if gsm {
		if septets <= 160 {
			return 1, true
		}
		return (septets + 152) / 153, true
	}
	if units <= 70 {
		return 1, false
	}
	return (units + 66) / 67, false
}
