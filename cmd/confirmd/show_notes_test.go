package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/confirmd/confirmd/client"
)

// TestWriteConfirmationNotes checks that the command line's view of a
// confirmation shows the customer's language and the outcome's notes.
func TestWriteConfirmationNotes(t *testing.T) {
	t.Parallel()
	c := &client.Confirmation{
		ID: "cf_x", Status: client.StatusConfirmed,
		Customer: client.Customer{Name: "Jane Smith", Phone: "+447400123456", Language: "es-MX"},
		Outcome: &client.Outcome{Intent: client.IntentAlternateSigner, Summary: "Sue will sign", SignerName: "Sue",
			Notes: "my neighbour Sue at number 12 will take it, gate code 4321"},
	}
	var b bytes.Buffer
	if err := writeConfirmation(&b, c); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Language:", "es-MX", "Notes:", "gate code 4321"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}
