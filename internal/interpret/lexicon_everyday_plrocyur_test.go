package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestEverydayPlRoCyUr holds everyday replies in Polish, Romanian, Welsh
// and Urdu/Punjabi written in other words than the corpus, one class of
// vocabulary each: texted day names, Punjabi family words, a relation with
// its honorific, knocking, narrow stairs, parking a van, hope, an
// interview, a garage and a calm dog in their cases, someone else staying
// in, work said colloquially, thanks, the children at school while a
// parent is in. Each is read as its intent; the
// look-alikes after them put the same words beside a no, an absence or a
// hedge and are never a confirmation.
func TestEverydayPlRoCyUr(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"g main ghr hu mngl ko", "will_be_in", "-"},
		{"haan jma ko bhi theek hai, mngl ko ghar pe hun", "will_be_in", "-"},
		{"main kam te aan, meri vohti ghar hovegi", "alternate_signer", "-"},
		{"mere walid sahab ghar pe honge, un ka naam Tariq hai", "alternate_signer", "-"},
		{"meri ammi jaan ghar pe hongi", "alternate_signer", "-"},
		{"haan, darwaze pe dastak de dena, bell kaam nahi karti", "will_be_in", "-"},
		{"haan ji, sofa upar le jana hoga, seedhiyan tang hain", "will_be_in", "-"},
		{"haan ghar pe hun, gaari bahar khari kar lena", "will_be_in", "-"},
		{"tak, prosze zaparkowac przed garazem", "will_be_in", "-"},
		{"bede, ale mam psa, jest spokojny", "will_be_in", "-"},
		{"Moja mama zostanie w domu i odbierze", "alternate_signer", "-"},
		{"da, parcati in fata garajului", "will_be_in", "-"},
		{"ok mersi frumos, sunt acasa", "will_be_in", "-"},
		{"Mi fydd y plant yn yr ysgol ond mi fydda i adra", "will_be_in", "-"},
		{"Iawn, bydda i adre, fe gewch chi alwad gen i os bydd angen", "unclear", "-"},
	})
	neverYes(t, []string{
		"mngl ko ghar pe koi nahi", "main ummeed karta hun ghar pe hunga", "umeed hai ghar pe hunga",
		"mangal ko mera interview hai", "meri vohti bhi kaam pe hogi", "mere walid sahab ghar pe nahi honge",
		"haan lekin gaari bahar khari kar lena, main ghar pe nahi hunga",
		"nie, mama nie zostanie w domu", "pies jest spokojny ale nie bedzie nas",
		"Nu sunt acasa pana la 12, sunt la servici", "mersi frumos, dar nu sunt acasa",
		"Bydd y plant yn yr ysgol a fydda i ddim adra", "fydda i ddim adre, ffoniwch fi, aros am alwad",
	})
}

// TestJustPleaseAndDaysTurnedDown: Polish "tylko proszę" and Romanian "doar
// vă rog" before a request are "just please", not a condition, so the yes
// with them stands while an hour in the request is still asked about;
// minutes "wcześniej" are before the driver comes, not an earlier day; the
// lawn, the door, the gate and the stairs in their cases; a Romanian day or
// "mâine" before a negated be turns that day down; a Welsh course and the
// northern "we have".
func TestJustPleaseAndDaysTurnedDown(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Tak, tylko proszę zadzwonić 10 min wcześniej", "will_be_in", "proszę zadzwonić 10 min wcześniej"},
		{"bede, prosze tylko nie parkowac na trawniku", "will_be_in", "-"},
		{"tak, mam małe dziecko więc proszę nie dzwonić do drzwi", "will_be_in", "-"},
		{"da, doar va rog sunati cu 10 minute inainte", "will_be_in", "-"},
		{"da, sunt acasa, nu parcati in fata portii", "will_be_in", "-"},
		{"Maine nu sunt, ma intorc miercuri seara", "different_day", "-"},
		{"marti nu suntem acasa, suntem plecati", "different_day", "-"},
		{"Dim dydd Mawrth, dw i ar gwrs", "different_day", "-"},
		{"Ydw, ond peidiwch parcio ar y lawnt plis", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"tak, tylko prosze przyjechac przed 10", "tak, tylko prosze byc po 11", "tak, tylko jesli bede w domu",
		"da, doar va rog veniti dupa 10", "da, doar daca sunt acasa",
		"tak ale 15 min wczesniej wychodze", "maine nu e nimeni acasa", "da, dar joi nu sunt",
		"ydw ond dw i ar gwrs bore Mawrth", "mae gynnon ni apwyntiad bore Mawrth",
	})
}

// TestPunjabiAsTexted: Punjabi written in Latin letters beside Urdu: "nu"
// after a day, "hovange", "aithe", "savere", "dupehre", "ghare", "dopahar
// tak" (in till midday, the whole morning window). The look-alikes say
// nobody will be in, or only in the afternoon, and are never a yes.
func TestPunjabiAsTexted(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"asi ghare hovange savere", "will_be_in", "-"},
		{"haan ji main aithe haan", "will_be_in", "-"},
		{"hello haan main dopahar tak ghar pe hun", "will_be_in", "-"},
		{"mangal nu main kam te hovanga", "different_day", "-"},
		{"asi ghar ni hovange mangal nu", "different_day", "-"},
	})
	neverYes(t, []string{
		"mangal nu ghar koi ni hovega", "tusi dupehre aa jao", "asi ghare hovange par sirf dupehre",
		"main dopahar tak bahar hun", "haan lekin sirf dopahar tak", "main aithe ni haan",
	})
}

// TestUrduHonorificsAndCalls: an honorific between a name and its verb
// ("padosi Akram sahab le lenge") leaves the name as the signer; climbing
// the stairs and "is pe call karna" (call this number) are notes beside a
// yes. The look-alikes say the named person is out, or nobody is in.
func TestUrduHonorificsAndCalls(t *testing.T) {
	t.Parallel()
	checkSigners(t, []signerCase{
		{"main nahi hunga lekin padosi Akram sahab le lenge", confirm.ChannelSMS, ExpectAnswer, "", confirm.IntentAlternateSigner, "Akram"},
		{"main kaam pe hungi, hamare padosi Rashid sahab receive kar lenge", confirm.ChannelSMS, ExpectAnswer, "", confirm.IntentAlternateSigner, "Rashid"},
	})
	checkPlRoCyUr(t, []plrocyurCase{
		{"haan, upar wali manzil pe hun, seedhiyan chadh ke aana", "will_be_in", "upar wali manzil pe hun, seedhiyan chadh ke aana"},
		{"haan, mera number 07700900123 hai, is pe call karna", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"padosi Akram sahab bhi nahi honge", "main nahi hunga, is pe call karna",
		"seedhiyan chadh ke aana, ghar pe koi nahi hoga",
	})
}

// TestUrduWayIn: bringing it straight in, knocking gently, the double
// yellow lines outside and parking in the street are notes beside a yes in
// Urdu/Punjabi; the same words beside nobody in are never a confirmation.
func TestUrduWayIn(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"haan ji ground floor pe hai, seedha andar le aana", "will_be_in", "ground floor pe hai, seedha andar le aana"},
		{"haan, ghar ke samne double yellow line hai, gali mein park karna", "will_be_in", "-"},
		{"ji main ghar pe hun, aahista knock karna", "will_be_in", "-"},
	})
	neverYes(t, []string{
		"ghar pe koi nahi, seedha andar le aana", "nahi, gali mein park karna mushkil hai",
		"mangal ko nahi, double yellow line hai",
	})
}
