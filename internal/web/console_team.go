package web

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
)

// The admins' pages of the operators' console beside the reports: the
// account's operators (Team), and erasing a customer's personal data
// (Erase), which is the API's POST /v1/erasures made as the admin, so it
// is recorded in the audit log under their email.

func (c *Console) registerTeam(h func(string, func(http.ResponseWriter, *http.Request))) {
	h("GET /console/team", c.opsAdmin(true, c.team))
	h("GET /console/erasures", c.opsAdmin(true, c.erasureForm))
	h("POST /console/erasures", c.opsChanges(adminOnly(c, c.erase)))
}

// team lists the account's operators. Adding one and resetting a sign-in
// are done with `confirmd operators`, where the one-time link is printed.
func (c *Console) team(w http.ResponseWriter, r *http.Request, u *Developer) {
	ops, err := c.Store.ListOperators(r.Context(), u.Scope.AccountID)
	if err != nil {
		c.failure(w, r, "listing operators", err)
		return
	}
	p := u.page("Team")
	p.Ops.Team = ops
	c.render(w, http.StatusOK, "team", &p)
}

func (c *Console) erasureForm(w http.ResponseWriter, r *http.Request, u *Developer) {
	p := u.page("Erase a customer's data")
	p.Ops.EraseBy = "phone"
	c.render(w, http.StatusOK, "erasures", &p)
}

// erase asks the API to erase by phone, email or confirmation id, and
// shows how many confirmations it erased, or its problems.
func (c *Console) erase(w http.ResponseWriter, r *http.Request, u *Developer) {
	p := u.page("Erase a customer's data")
	by, value := r.PostForm.Get("by"), strings.TrimSpace(r.PostForm.Get("value"))
	p.Ops.EraseBy, p.Ops.EraseValue = by, value
	field := map[string]string{"phone": "phone", "email": "email", "confirmation": "confirmationId"}[by]
	if field == "" {
		p.Problems = []string{"Choose what to erase by: a phone number, an email address or a confirmation's id."}
		c.render(w, http.StatusBadRequest, "erasures", &p)
		return
	}
	if r.PostForm.Get("sure") != "yes" {
		p.Problems = []string{"Tick the box to confirm: an erasure cannot be undone."}
		c.render(w, http.StatusBadRequest, "erasures", &p)
		return
	}
	res := c.api(r, u.session, http.MethodPost, "/v1/erasures", map[string]string{field: value})
	if !res.OK() {
		p.Problems = res.Problems()
		c.render(w, res.Status, "erasures", &p)
		return
	}
	var out struct {
		Erased        int `json:"erased"`
		Confirmations int `json:"confirmations"`
	}
	json.Unmarshal(res.Body, &out)
	p.Ops.EraseValue = ""
	what := strconv.Itoa(out.Confirmations) + " confirmations"
	if out.Confirmations == 1 {
		what = "1 confirmation"
	}
	p.Ops.Notice = "Erased the personal data of " + what + " (" + strconv.Itoa(out.Erased) + " records in all). The counts stay; the audit log records the erasure under your email."
	c.render(w, http.StatusOK, "erasures", &p)
}
