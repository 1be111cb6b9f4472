package confirm

import (
	"strings"
	"testing"
	"time"
)

func TestPasswordHash(t *testing.T) {
	h := HashPassword("correct horse battery")
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q is not an argon2id PHC string with the chosen parameters", h)
	}
	if h == HashPassword("correct horse battery") {
		t.Error("two hashes of one password are equal: no salt")
	}
	if !CheckPassword(h, "correct horse battery") {
		t.Error("the password does not match its own hash")
	}
	for _, c := range []struct{ hash, pw string }{
		{h, "correct horse batterY"},
		{h, ""},
		{"", ""},
		{"$argon2id$v=19$m=19456,t=2,p=1$bad", "x"},
		{strings.Replace(h, "argon2id", "argon2i", 1), "correct horse battery"},
	} {
		if CheckPassword(c.hash, c.pw) {
			t.Errorf("CheckPassword(%q, %q) = true", c.hash, c.pw)
		}
	}
}

func TestOperatorValidate(t *testing.T) {
	ok := Operator{AccountID: "acct_1", Email: "priya@acme.example", Name: "Priya", Role: RoleOperator}
	if p := ok.Validate(); len(p) != 0 {
		t.Errorf("a good operator: %v", p)
	}
	for _, c := range []struct {
		change func(*Operator)
		want   string
	}{
		{func(o *Operator) { o.Email = "" }, "email is required"},
		{func(o *Operator) { o.Email = "Priya <priya@acme.example>" }, "is not an email address"},
		{func(o *Operator) { o.Email = "priya" }, "is not an email address"},
		{func(o *Operator) { o.Name = "" }, "name is required"},
		{func(o *Operator) { o.Name = "sk_live_x" }, "name must name a person"},
		{func(o *Operator) { o.Role = "root" }, `role must be "operator" or "admin"`},
	} {
		o := ok
		c.change(&o)
		if p := strings.Join(o.Validate(), "; "); !strings.Contains(p, c.want) {
			t.Errorf("%+v: problems %q, want %q", o, p, c.want)
		}
	}
	if p := PasswordProblem("short"); !strings.Contains(p, "at least 12") {
		t.Errorf("PasswordProblem(short) = %q", p)
	}
}

func TestOperatorSetup(t *testing.T) {
	now := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	o := Operator{PasswordHash: "old", TOTPSecret: "old"}
	token := o.NewSetup(now)
	if o.SetupHash != HashKey(token) || o.PasswordHash != "" || o.TOTPSecret != "" {
		t.Errorf("after NewSetup: %+v", o)
	}
	if !o.SetupOpen(now.Add(OperatorSetupTTL-time.Second)) || o.SetupOpen(now.Add(OperatorSetupTTL)) {
		t.Error("the link is not open for exactly OperatorSetupTTL")
	}
}

func BenchmarkHashPassword(b *testing.B) {
	for b.Loop() {
		HashPassword("correct horse battery")
	}
}
