package web

import (
	"html/template"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/confirmd/confirmd/internal/dialogue"
)

// defaultPrimary is the colour of a brand that names none: a dark blue
// that carries white text well above WCAG AA.
const defaultPrimary = "#1F4E79"

// The two text colours a brand colour may carry. Near-black reads softer
// than black; pure black is the fall-back for the narrow band of mid tones
// where neither white nor near-black reaches 4.5:1 (black or white always
// does: their contrasts with any colour cross at about 4.58:1).
const (
	textLight     = "#FFFFFF"
	textDark      = "#111111"
	textBlack     = "#000000"
	minTextRatio  = 4.5 // WCAG 2 AA for normal text
	primaryFormat = `^#[0-9A-Fa-f]{6}$`
)

var primaryRE = regexp.MustCompile(primaryFormat)

// palette is a brand colour and the text colour that is readable on it.
// The values are checked #RRGGBB strings, so they may go into CSS as they
// are.
type palette struct {
	Bg, Fg template.CSS
}

// brandPalette returns c's brand colour with its text colour. A colour that
// is missing or malformed (stores keep what the API validated, but a page
// must not trust that with CSS) gives the default.
func brandPalette(c *confirm.Confirmation) palette {
	bg := defaultPrimary
	if c != nil && c.Brand != nil && c.Brand.Colors != nil && primaryRE.MatchString(c.Brand.Colors.Primary) {
		bg = strings.ToUpper(c.Brand.Colors.Primary)
	}
	return palette{Bg: template.CSS(bg), Fg: template.CSS(textOn(bg))}
}

// textOn returns white or near-black, whichever meets WCAG AA on bg
// (white when both do, as brands usually expect), or black when neither
// does.
func textOn(bg string) string {
	l := luminance(bg)
	switch {
	case contrast(luminance(textLight), l) >= minTextRatio:
		return textLight
	case contrast(luminance(textDark), l) >= minTextRatio:
		return textDark
	}
	return textBlack
}

// luminance is the WCAG 2 relative luminance of a #RRGGBB colour.
func luminance(hex string) float64 {
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if err != nil {
		return 0
	}
	channel := func(shift uint) float64 {
		c := float64((v>>shift)&0xFF) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(16) + 0.7152*channel(8) + 0.0722*channel(0)
}

// contrast is the WCAG 2 contrast ratio of two relative luminances.
func contrast(a, b float64) float64 {
	if a < b {
		a, b = b, a
	}
	return (a + 0.05) / (b + 0.05)
}

// brandName returns the brand's own name, or "" when it gave none, for the
// places where dialogue.Brand's "your retailer" would read oddly (a
// heading).
func brandName(c *confirm.Confirmation) string {
	if c.Brand != nil {
		return c.Brand.Name
	}
	return ""
}

func supportEmail(c *confirm.Confirmation) string {
	if c.Brand != nil && confirm.ValidEmail(c.Brand.SupportEmail) {
		return c.Brand.SupportEmail
	}
	return ""
}

// order is the part of a confirmation both the email and the pages show.
type order struct {
	Job     string   // "delivery" or "collection"
	Items   []string // "2 x Chair"
	When    string   // "Tuesday 24 November, 08:00-12:00"
	Address string
	Ref     string
}

func orderOf(c *confirm.Confirmation) order {
	o := order{Job: dialogue.Job(c), When: dialogue.WhenIn(c), Ref: c.Order.Ref}
	for _, it := range c.Order.Items {
		if it.Qty > 1 {
			o.Items = append(o.Items, strconv.Itoa(it.Qty)+" x "+it.Name)
		} else {
			o.Items = append(o.Items, it.Name)
		}
	}
	if a := c.Order.Address; a != nil {
		var parts []string
		for _, p := range []string{a.Line1, a.City, a.Postcode} {
			if p = strings.TrimSpace(p); p != "" {
				parts = append(parts, p)
			}
		}
		o.Address = strings.Join(parts, ", ")
	}
	return o
}

// capFirst starts a sentence with dialogue.Brand's "your retailer".
func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
