package web

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
)

// The dashboard: the outcome statistics of GET /v1/stats for a period, as
// charts drawn on the server in SVG, each with a table of its numbers.

var dashboardTemplate = template.Must(template.New("dashboard").Funcs(consoleFuncs).Funcs(template.FuncMap{
	"svgWidth":   func() int { return chartLabel + chartBar + 150 },
	"labelWidth": func() int { return chartLabel },
	"barY":       func(y int) int { return y + 4 },
	"textY":      func(y int) int { return y + 19 },
	"valueX":     func(w int) int { return chartLabel + w + 6 },
}).ParseFS(templateFS,
	"templates/console_layout.html", "templates/console_dashboard.html"))

// statsFigures mirrors the API's figures of a period or of one row.
type statsFigures struct {
	Key          string           `json:"key"`
	Created      int64            `json:"created"`
	Reached      map[string]int64 `json:"reached"`
	Answered     int64            `json:"answered"`
	ByStatus     map[string]int64 `json:"byStatus"`
	OptedOut     int64            `json:"optedOut"`
	TimeToAnswer struct {
		Count         int64    `json:"count"`
		MedianSeconds *float64 `json:"medianSeconds"`
		P90Seconds    *float64 `json:"p90Seconds"`
	} `json:"timeToAnswer"`
	Delivery struct {
		Reported int64 `json:"reported"`
		Failed   int64 `json:"failed"`
		Among    map[string]struct {
			Reported   int64    `json:"reported"`
			Failed     int64    `json:"failed"`
			FailedRate *float64 `json:"failedRate"`
		} `json:"among"`
	} `json:"delivery"`
}

// bar is one bar of a chart, placed by barChart.
type bar struct {
	Label, Text string
	Value       float64
	Y, Width    int // in the chart's units
}

// chart is a horizontal bar chart: a bar per label, as long as its share of
// the largest value.
type chart struct {
	ID, Title, Unit string
	// Note says in one line what the figure counts.
	Note   string
	Bars   []bar
	Height int
}

// Geometry of a chart, in SVG units: labels on the left, bars after.
const (
	chartLabel = 160
	chartBar   = 300
	chartRow   = 28
)

func barChart(id, title, unit string, bars []bar) chart {
	top := 0.0
	for _, b := range bars {
		top = max(top, b.Value)
	}
	for i := range bars {
		bars[i].Y = i * chartRow
		if top > 0 {
			bars[i].Width = int(bars[i].Value / top * chartBar)
		}
	}
	return chart{ID: id, Title: title, Unit: unit, Bars: bars, Height: len(bars) * chartRow}
}

type dashboardPage struct {
	consolePage
	From, To, GroupBy string
	Totals            *statsFigures
	Median, P90       string
	Charts            []chart
	Rows              []statsFigures
}

func count(n int64) string { return fmt.Sprint(n) }

func duration(s *float64) string {
	if s == nil {
		return "none yet"
	}
	switch {
	case *s < 120:
		return fmt.Sprintf("%.0f s", *s)
	case *s < 7200:
		return fmt.Sprintf("%.0f min", *s/60)
	}
	return fmt.Sprintf("%.1f h", *s/3600)
}

// dashboard shows the statistics of the period and grouping in the query
// string, as the API answers them; its refusals are shown on the form.
func (c *Console) dashboard(w http.ResponseWriter, r *http.Request, u *Developer) {
	q := r.URL.Query()
	d := &dashboardPage{consolePage: u.page("Dashboard"),
		From: q.Get("from"), To: q.Get("to"), GroupBy: q.Get("groupBy")}
	v := url.Values{}
	for k, val := range map[string]string{"from": d.From, "to": d.To, "groupBy": d.GroupBy} {
		if val != "" {
			v.Set(k, val)
		}
	}
	res := c.api(r, u.session, http.MethodGet, "/v1/stats?"+v.Encode(), nil)
	if !res.OK() {
		d.Problems = res.Problems()
		c.renderDashboard(w, res.Status, d)
		return
	}
	var out struct {
		Stats struct {
			From   string         `json:"from"`
			To     string         `json:"to"`
			Totals statsFigures   `json:"totals"`
			Rows   []statsFigures `json:"rows"`
		} `json:"stats"`
	}
	if err := json.Unmarshal(res.Body, &out); err != nil {
		c.failure(w, r, "reading the API's statistics", err)
		return
	}
	st := out.Stats
	d.From, d.To, d.Totals, d.Rows = st.From, st.To, &st.Totals, st.Rows
	t := st.Totals
	d.Median, d.P90 = duration(t.TimeToAnswer.MedianSeconds), duration(t.TimeToAnswer.P90Seconds)

	var status []bar
	for _, s := range []string{"confirmed", "rescheduled", "action_needed", "unreachable", "cancelled", "in_progress", "scheduled"} {
		n := t.ByStatus[s]
		status = append(status, bar{Label: strings.ReplaceAll(s, "_", " "), Value: float64(n), Text: count(n)})
	}
	d.Charts = append(d.Charts, barChart("status", "Confirmations by status", "confirmations", status))
	d.Charts[len(d.Charts)-1].Note = "The confirmations created in the period, by the status each has now."
	var reach []bar
	for _, ch := range []string{"email", "sms", "call"} {
		n := t.Reached[ch]
		reach = append(reach, bar{Label: ch, Value: float64(n), Text: count(n)})
	}
	reach = append(reach, bar{Label: "answered", Value: float64(t.Answered), Text: count(t.Answered)})
	d.Charts = append(d.Charts, barChart("reach", "Customers reached by channel, and answers", "confirmations", reach))
	d.Charts[len(d.Charts)-1].Note = "How many customers each channel reached (an email or text delivered, a call picked up), and how many answered on any channel."
	var failed []bar
	for _, k := range []struct{ key, label string }{
		{"confirmed", "confirmed"}, {"unreachable", "unreachable"}, {"unanswered", "unanswered"}, {"notConfirmed", "not confirmed"},
	} {
		a := t.Delivery.Among[k.key]
		b := bar{Label: k.label, Text: "no feedback"}
		if a.FailedRate != nil {
			b.Value = *a.FailedRate * 100
			b.Text = fmt.Sprintf("%.1f%% (%d of %d)", b.Value, a.Failed, a.Reported)
		}
		failed = append(failed, b)
	}
	d.Charts = append(d.Charts, barChart("failed", "Failed deliveries among reported ones", "percent", failed))
	d.Charts[len(d.Charts)-1].Note = "Of the deliveries your system reported back as done or failed (POST /v1/confirmations/{id}/delivery), the share that failed, by the confirmation's answer; \"no feedback\" means none of that kind was reported in the period."
	if len(st.Rows) > 0 {
		var rows []bar
		for _, row := range st.Rows {
			rows = append(rows, bar{Label: row.Key, Value: float64(row.Created), Text: count(row.Created)})
		}
		d.Charts = append(d.Charts, barChart("rows", "Confirmations created by "+d.GroupBy, "confirmations", rows))
		d.Charts[len(d.Charts)-1].Note = "The confirmations created in the period, in each group of the split."
	}
	c.renderDashboard(w, http.StatusOK, d)
}

func (c *Console) renderDashboard(w http.ResponseWriter, status int, d *dashboardPage) {
	d.Nonce = rand.Text()
	d.CSRF = d.keys.csrfToken(d.session)
	var b bytes.Buffer
	if err := dashboardTemplate.ExecuteTemplate(&b, "layout", d); err != nil {
		c.logger().Error("sandbox console: rendering", "page", "dashboard", "err", err)
		consoleHeaders(w, "")
		http.Error(w, "Something went wrong, please try again.", http.StatusInternalServerError)
		return
	}
	consoleHeaders(w, d.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}
