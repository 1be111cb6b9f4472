package confirm

import "testing"

func TestPhoneZone(t *testing.T) {
	t.Parallel()
	tests := []struct{ phone, want string }{
		{"+447400123456", "Europe/London"},
		{"+81312345678", "Asia/Tokyo"},
		{"+33612345678", "Europe/Paris"},
		{"+12127365000", ""}, // the US has several zones
		{"+61412345678", ""}, // and so has Australia
		{"", ""},
		{"not a number", ""},
	}
	for _, tt := range tests {
		if got := PhoneZone(tt.phone); got != tt.want {
			t.Errorf("PhoneZone(%q) = %q, want %q", tt.phone, got, tt.want)
		}
	}
}
