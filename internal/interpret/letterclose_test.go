package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestLetterClose: a reply written as a letter (a greeting, thanks for the
// message, "I can confirm that I shall be at home", a close such as "Kind
// regards" or "Yours faithfully" and the writer's name with its title and
// initial) confirms; the same letter around a doubt or a refusal does not.
func TestLetterClose(t *testing.T) {
	t.Parallel()
	checkYes(t, confirm.ChannelSMS, []string{
		"Dear Sir or Madam, Thank you for your message. I can confirm that I shall be at home on Tuesday morning. Kind regards, Mrs S. Jones",
		"Dear Sir or Madam, Thank you for your message. I confirm that I shall be at home on Tuesday morning to receive the settee. Yours faithfully, S. Jones (Mrs)",
		"Dear Sir/Madam, thank you for your text. I can confirm I will be at home on Tuesday. Yours sincerely, Mr J. Patel",
		"Hello, thank you for the message. I confirm that I shall be in on Tuesday morning. Many thanks, Mrs A. Smith",
		"Good morning, I can confirm I will be home on Tuesday. Kind regards, P. O'Neill",
		"Dear Acme, thank you for your message. I shall be at home all morning on Tuesday. Best regards, D. Williams (Mr)",
		"Dear Sir or Madam, I confirm that someone will be at home on Tuesday. Yours faithfully, R. Evans",
		"Yes I'll be in. Yours sincerely, Jones",
		"Yes I'll be in. Warm regards, Ms K. Brown",
	}, []string{
		"Dear Sir or Madam, Thank you for your message. I might be at home on Tuesday morning. Kind regards, Mrs S. Jones",
		"Dear Sir or Madam, I regret that I shall not be at home on Tuesday. Yours faithfully, S. Jones (Mrs)",
		"Dear Sir or Madam, I won't be home on Tuesday. Kind regards, Mrs S. Jones",
		"Dear Sir or Madam, I'm not sure I'll be home on Tuesday. Many thanks, J. Smith",
		"Unfortunately I won't be home Tuesday. Yours sincerely, Mrs Jones",
		"Dear Sir, I shall be at home if my appointment is cancelled. Kind regards, Mr T. Brown",
		"Dear Sir or Madam, I should be at home on Tuesday. Yours faithfully, S. Jones (Mrs)",
		"Thank you for your message. Nobody will be at home on Tuesday. Kind regards, Mrs S. Jones",
		"Dear Sir, my son will be at home, he is 12. Yours sincerely, Mr J. Patel",
	})
}
