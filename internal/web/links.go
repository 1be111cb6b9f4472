package web

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// choices are the email's one-tap choices, in the order the email and the
// pages show them.
var choices = []string{confirm.ChoiceWillBeIn, confirm.ChoiceSomeoneElse, confirm.ChoiceDifferentDay}

// EmailLinks returns the links of c's email, "<publicURL>/c/<token>", keyed
// by choice. publicURL is CONFIRMD_PUBLIC_URL; a trailing slash is ignored so
// that either spelling of it gives the same links.
func EmailLinks(secret []byte, publicURL string, c *confirm.Confirmation) map[string]string {
	base := strings.TrimRight(publicURL, "/")
	links := make(map[string]string, len(choices))
	for _, choice := range choices {
		links[choice] = base + "/c/" + tokenFor(secret, c, choice)
	}
	return links
}

func tokenFor(secret []byte, c *confirm.Confirmation, choice string) string {
	return SignToken(secret, Token{ConfirmationID: c.ID, AccountID: c.AccountID, Sandbox: c.Sandbox, Choice: choice})
}
