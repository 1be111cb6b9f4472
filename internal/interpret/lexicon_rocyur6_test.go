package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// rocyur6Case is a reply, the intent it must be read as and what the
// customer was asked ("" for "will someone be in?"); a call is written
// as a transcript.
type rocyur6Case struct{ text, want, expect string }

func checkRocyur6(t *testing.T, tests []rocyur6Case) {
	t.Helper()
	for _, tt := range tests {
		in := Input{Text: tt.text, Channel: confirm.ChannelSMS, Asked: corpusAsked}
		if tt.expect != "" {
			in.Asked = ""
			in.Channel = confirm.ChannelCall
			for i, n := range expectNames {
				if n == tt.expect {
					in.Expect = Expect(i)
				}
			}
		}
		r := interpret(t, in)
		if string(r.Intent) != tt.want {
			t.Errorf("%q read as %s, want %s: %s", tt.text, r.Intent, tt.want, r.Reason)
		}
	}
}

// TestRocyur6RomanianTexting: Romanian texted without diacritics, with
// "stai" (hold on), "aprox", a retired customer, a dog that is friendly,
// a knock at the door, in-laws by name of relation, and its opt-out; the
// same words beside an absence, a doubt or a "let me check" never confirm.
func TestRocyur6RomanianTexting(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"da da sunt acasa... stai mă că vorbesc la telefon... da marți sunt acasă", "will_be_in", ""},
		{"da, sunt acasa, stai ca sunt la telefon", "will_be_in", ""},
		{"Ok, super, sunt acasa. Aveti grija ca e gheata pe alee", "will_be_in", ""},
		{"Da. Avem un caine mare in curte, sunati la poarta si il bag in casa", "will_be_in", ""},
		{"Salut! Da, suntem acasa, avem si un caine mic care latra dar e de treaba", "will_be_in", ""},
		{"Da, bat la usa ca soneria nu merge", "will_be_in", ""},
		{"da da vă aștept acasă sunt pensionară", "will_be_in", ""},
		{"da sunt acasa, sunt pensionar", "will_be_in", ""},
		{"Da, suntem acasa, aveti nevoie de ajutor la carat?", "will_be_in", ""},
		{"soacra mea o sa fie acasa", "alternate_signer", ""},
		{"soacra-mea e acasa marti", "alternate_signer", ""},
		{"cumnatu o sa fie acasa", "alternate_signer", ""},
		{"nepoata mea va fi acasa", "alternate_signer", ""},
		{"Nu mai imi trimiteti mesaje", "opt_out", ""},
		{"nu-mi mai trimiteti mesaje va rog", "opt_out", ""},
		{"vecina mea doamna popescu", "alternate_signer", "name"},
		{"vecinul meu domnul ionescu", "alternate_signer", "name"},
	})
	neverYes(t, []string{
		"poate sunt acasa, stai sa vad", "stai, nu sunt sigur", "da, stai sa verific daca sunt acasa",
		"nu stiu daca sunt acasa, am tura", "am programare la dentist marti dimineata",
		"aprox la 10 plec", "sunt la soacra mea marti", "soacra mea e plecata",
		"nu sunt acasa dar bateti la usa la vecina", "sunt la munca, sunt pensionar de anul viitor",
		"Doamna Popescu nu e acasa",
	})
}

// TestRocyur6WelshNorthSouth: northern "rydan ni adra", "dowch draw", the
// city a customer is in, "isio'r" before the thing not wanted, calling
// ahead when ten minutes away (not an absence), calling the house for a
// gran who cannot hear the bell, a title before a surname in a call.
func TestRocyur6WelshNorthSouth(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"Diolch, byddwn ni adra. Ffoniwch pan dach chi ddeg munud i ffwrdd os gwelwch yn dda", "will_be_in", ""},
		{"ydw, ffoniwch pan dych chi ddeg munud i ffwrdd", "will_be_in", ""},
		{"iawn rydan ni adra drwy'r bore", "will_be_in", ""},
		{"ni yma, dowch draw", "will_be_in", ""},
		{"iawn, dwi adra drwy'r bore. dowch rownd y cefn, ma'r drws ffrynt yn sticio", "will_be_in", ""},
		{"ia iawn dwi yma drwy'r bore mae'r giât yn agored", "will_be_in", ""},
		{"Byddwn, mae Mam a fi adre drwy'r bore. Rhif 7, y ty gwyn", "will_be_in", ""},
		{"Mi fydd Nain adra drwy'r bore, ffoniwch y ty achos dydi hi ddim yn clywed y gloch", "alternate_signer", ""},
		{"mae mam yng nghyfraith adra", "alternate_signer", ""},
		{"Mae Nain yn byw efo ni, mi fydd hi adra", "alternate_signer", ""},
		{"Dw i ddim isio'r soffa bellach, canslwch plis", "cancel", ""},
		{"Canslwch yr archeb plis, dwi ddim isio'r soffa rwan", "cancel", ""},
		{"Peidiwch â ngyrru negeseuon eto", "opt_out", ""},
		{"na dim dydd mawrth dwi yn caerdydd", "different_day", ""},
		{"dyn ni i ffwrdd ar wyliau dydd mawrth", "different_day", ""},
		{"mrs pritchard drws nesa", "alternate_signer", "name"},
	})
	neverYes(t, []string{
		"dwi ddim adra, ffoniwch pan dach chi ddeg munud i ffwrdd", "dyn ni ddim adra dydd mawrth",
		"dwi yn caerdydd dydd mawrth", "ella bydda i adra, dibynnu ar y gwaith", "ella",
		"mrs pritchard drws nesa ddim adra", "Dwi ddim yn gwbod eto, gai ddeud wrthach chi fory",
		"ni bant", "bydda i yn abertawe", "dwi'n gweithio, ffoniwch y ty",
	})
}

// TestRocyur6UrduSpellings: the Punjabi "howanga", "ghar py hu", "nhi hoga
// koi", "daftar", Friday as "jummay" or "shukar", taking the day off to
// be in, small children at home, and "message mat karo"; a doubt, an
// "if I get the day off" or a day at the office never confirms.
func TestRocyur6UrduSpellings(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"haanji main ghar hi howanga, koi gal nahi", "will_be_in", ""},
		{"ji main ghar hi howangi", "will_be_in", ""},
		{"main daftar se chutti le lunga", "will_be_in", ""},
		{"haan main chutti le lungi, ghar pe hungi", "will_be_in", ""},
		{"Ji main ghar par rahungi, chhote bache hain", "will_be_in", ""},
		{"nhi hoga koi", "different_day", ""},
		{"main daftar mein hunga", "different_day", ""},
		{"mangal ko main daftar me hun", "different_day", ""},
		{"mai ghar py nahi hu", "different_day", ""},
		{"message mat karo", "opt_out", ""},
		{"msg mat karo please", "opt_out", ""},
		{"jummay ko theek hai", "reschedule", ""},
		{"shukar ko aa jao", "reschedule", ""},
	})
	neverYes(t, []string{
		"agar chutti mili to ghar pe hunga", "pata nahi, dekhta hun", "shayad main ghar pe howanga",
		"main daftar mein hun", "nhi hoga koi ghar pe", "jummay ko bahar hun", "main ghar py nahi hu",
		"chutti pe hun Pakistan mein", "dopahar 12 se pehle nahi", "kitne baje aaoge? main 10 baje nikal jaunga",
	})
}

// TestRocyur6RelativeBesideWriter: "mum and I are home all morning" has a
// relative as a subject beside the writer, not a visit to mum; going to
// mum's still turns the day down.
func TestRocyur6RelativeBesideWriter(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"yes, mum and I are home all morning", "will_be_in", ""},
		{"mum and me are home all morning", "will_be_in", ""},
		{"yes mum & I will be home all morning", "will_be_in", ""},
		{"I'm at my mum's all morning", "different_day", ""},
	})
	neverYes(t, []string{
		"visiting mum all day tuesday", "at my gran's all morning", "mum and I are away all week",
		"mum and I are at the hospital all morning",
	})
}

// TestRocyur6CheckWhether: "let me check if I'm home" defers the answer;
// the be in after "if" is what is checked, in English as glossed.
func TestRocyur6CheckWhether(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"let me check, yeah it's fine, my wife's home", "alternate_signer", ""},
	})
	neverYes(t, []string{
		"yes, let me check if i am home", "yes let me check whether I'm in", "yeah let me check if my wife is home",
		"da, stai sa verific daca sunt acasa", "ok let me check if we are home that day",
	})
}

// TestRocyur6EverydayMore: "no worries", someone who lives with the
// household, a change of mind or a cheaper one found elsewhere, an order
// never placed, working from home and going out to work in Romanian, Welsh
// and Urdu/Punjabi; a day off that is only hoped for, a visit to a
// relative's house or a going out to work never confirms.
func TestRocyur6EverydayMore(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"Da, suntem amandoi acasa, veniti linistit", "will_be_in", ""},
		{"Da, o sa fiu acasa, stati linistit", "will_be_in", ""},
		{"E cineva acasa mereu, bunica sta cu noi", "will_be_in", ""},
		{"Anulati va rog, m-am razgandit", "cancel", ""},
		{"Nu mai vreau comanda, am gasit alta mai ieftina", "cancel", ""},
		{"Mae'n iawn, mae rhywun adra bob amser", "will_be_in", ""},
		{"Plis canslwch, dwi wedi newid fy meddwl", "cancel", ""},
		{"Dwi ddim wedi ordro soffa", "wrong_person", ""},
		{"Sori, pwy sy'n gyrru hwn?", "unclear", ""},
		{"Main ghar pe hi kaam karta hun", "will_be_in", ""},
		{"ji main ghar pe hi kaam karti hun, aa jaiye", "will_be_in", ""},
		{"haan ji ghar hoti hun subah", "will_be_in", ""},
		{"Mere abbu ghar pe hain, woh retired hain", "alternate_signer", ""},
		{"Maine ye order cancel kar diya tha", "cancel", ""},
		{"mangal ko hum ammi ke ghar honge", "different_day", ""},
		{"Main subah kaam pe jati hun", "different_day", ""},
	})
	neverYes(t, []string{
		"Mae'n dibynnu os dwi'n cael amser off", "os ga i ddiwrnod off bydda i adra",
		"Main apni behen ke ghar ja rahi hun", "mangal ko main dost ke ghar hunga", "Dekhte hain, shayad ho jaye",
		"Main subah kaam pe jati hun, dopahar ko ghar hoti hun", "nu stiu, stati linistit, va anunt",
		"bunica sta cu noi dar e la spital", "mae rhywun adra weithiau",
	})
}

// TestRocyur6GreetingsAndAsides: greetings, thanks and asides texted
// around a yes ("Noroc", "Merci", "apropo", "no worries", "jest", a
// disabled customer who needs time, "bata dena") leave the yes standing;
// "not earlier than 9" narrows the window, and the same greetings beside
// an absence never confirm.
func TestRocyur6GreetingsAndAsides(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"Da, sunt acasa. Apropo, puteti lua si canapeaua veche?", "will_be_in", ""},
		{"da sunt acasa, daca nu raspund la interfon sunati-ma pe mobil", "will_be_in", ""},
		{"Hei, da, o sa fiu acasa. Merci", "will_be_in", ""},
		{"Noroc, da, suntem acasa", "will_be_in", ""},
		{"Da, sunt acasa, dar va rog nu mai devreme de 9", "unclear", ""},
		{"Ia, no worries, dwi adra", "will_be_in", ""},
		{"Bydda i adra, jest dewch at y drws cefn", "will_be_in", ""},
		{"Dwi'n anabl, felly bydd angen amser i ateb y drws", "will_be_in", ""},
		{"Haan ji, bas 10 minute pehle bata dena", "will_be_in", ""},
		{"haan ghar pe hun, pohanch ke bata dena", "will_be_in", ""},
	})
	neverYes(t, []string{
		"nu, nu sunt acasa, merci", "dwi ddim adra, no worries", "noroc, suntem plecati in concediu",
		"Main neeche aa jaunga jab aap pohanch jao", "nu inainte de 11, sunt la munca",
		"bata dena kab aaoge, main bahar hun", "apropo, nu sunt acasa marti",
	})
}

// TestRocyur6Hedges: "it might be", "I should be", "I'll try to stay
// home" in Romanian, Welsh and Urdu/Punjabi are hedges, never a yes; the
// firm forms beside them still confirm.
func TestRocyur6Hedges(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"da, sunt acasa toata dimineata", "will_be_in", ""},
		{"ydw, bydda i adra", "will_be_in", ""},
		{"ji main ghar pe hi rahunga", "will_be_in", ""},
	})
	neverYes(t, []string{
		"da, dar s-ar putea sa intarzii", "da, numai ca s-ar putea sa fiu la dus", "s-ar putea sa fiu acasa",
		"sar putea sa fiu plecat", "ydw, dylwn i fod adra", "dylai fod rhywun adra", "ddylwn i fod yma",
		"ji koshish karunga ghar pe rehne ki", "ghar pe rehne ki koshish karungi", "dylen ni fod adre",
	})
}

// TestRocyur6NotHereAndOptOut: "I don't live there any more", "wrong
// address", "the previous owner's number" are the wrong person, "stop
// bothering me", "take me off the list" an opt-out, in Romanian, Welsh and
// Urdu/Punjabi; none of them is ever a yes.
func TestRocyur6NotHereAndOptOut(t *testing.T) {
	t.Parallel()
	checkRocyur6(t, []rocyur6Case{
		{"Cred ca e o greseala, nu stau la adresa asta", "wrong_person", ""},
		{"Nu mai locuiesc acolo", "wrong_person", ""},
		{"Nu e numarul meu, e al fostului proprietar", "wrong_person", ""},
		{"Va rog sa nu ma mai deranjati", "opt_out", ""},
		{"Sterge-ma din lista", "opt_out", ""},
		{"Dwi ddim yn byw yna ddim mwy", "wrong_person", ""},
		{"Main yahan nahi rehta, galat address hai", "wrong_person", ""},
		{"Mujhe list se nikal do", "opt_out", ""},
		{"Kis waqt tak pohanchoge?", "unclear", ""},
		{"da, sunt acasa, nu e nicio greseala", "will_be_in", ""},
	})
	neverYes(t, []string{
		"nu mai locuiesc aici, ati gresit", "galat address hai bhai", "dwi ddim yn byw yna",
		"scoateti-ma din lista va rog", "hum yahan nahi rehte", "fostul proprietar nu mai sta aici",
	})
}
