package interpret

import (
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
	"github.com/google/go-cmp/cmp"
)

// TestNotes reads delivery instructions out of replies: the intent stays
// what the rest of the reply says (a yes with "don't ring the bell" is a
// yes), the signer is a name only, and the notes are the customer's words.
func TestNotes(t *testing.T) {
	t.Parallel()
	type want struct {
		Intent confirm.Intent
		Signer string
		Notes  string
	}
	yes, alt, unclear := confirm.IntentWillBeIn, confirm.IntentAlternateSigner, confirm.IntentUnclear
	sms, call := confirm.ChannelSMS, confirm.ChannelCall
	tests := []struct {
		channel confirm.Channel
		expect  Expect
		text    string
		want    want
	}{
		// the signer's whereabouts go to the notes, the name to the signer
		{sms, ExpectAnswer, "Yes, my neighbour Sue at number 12 will take it, gate code 4321",
			want{alt, "Sue", "my neighbour at number 12, gate code 4321"}},
		{sms, ExpectAnswer, "I'm out, leave it with Sue at no 12", want{alt, "Sue", "leave it with Sue at no 12"}},
		{sms, ExpectAnswer, "Mrs Patel next door will take it in", want{alt, "Mrs Patel", "next door"}},
		{sms, ExpectName, "Sue, she's at number 12", want{alt, "Sue", "she's at number 12"}},
		{sms, ExpectName, "the neighbour at number 12", want{alt, "", "the neighbour at number 12"}},
		{call, ExpectAnswer, "er leave it with my neighbour dave at number twelve", want{alt, "Dave", "leave it with my neighbour at number twelve"}},
		// access: codes, gates, entrances
		{sms, ExpectAnswer, "yes I'll be in, the gate code is 1234", want{yes, "", "the gate code is 1234"}},
		// An access detail before an instruction in one clause is kept.
		{sms, ExpectAnswer, "my husband Tom will be in, gate code 4321 & ring twice", want{alt, "Tom", "my husband; gate code 4321 & ring twice"}},
		{call, ExpectAnswer, "yes i'll be in the gate code is 1234 ring twice", want{yes, "", "the gate code is 1234 ring twice"}},
		{sms, ExpectAnswer, "Yes. Key code for the building is 4477#", want{yes, "", "Key code for the building is 4477#"}},
		{sms, ExpectAnswer, "yes, use the back entrance", want{yes, "", "use the back entrance"}},
		{sms, ExpectAnswer, "Yes I'm in. Go round the side, the front door is broken", want{yes, "", "Go round the side, the front door is broken"}},
		{sms, ExpectAnswer, "yes, buzz flat 3 on the intercom", want{yes, "", "buzz flat 3 on the intercom"}},
		{sms, ExpectAnswer, "Yes, please park on the drive", want{yes, "", "please park on the drive"}},
		{sms, ExpectAnswer, "Yep. Parking is tight, use the car park behind the shops", want{yes, "", "Parking is tight, use the car park behind the shops"}},
		// how to announce themselves
		{sms, ExpectAnswer, "yes, ring the bell twice", want{yes, "", "ring the bell twice"}},
		{sms, ExpectAnswer, "yes please call when 10 minutes away", want{yes, "", "please call when 10 minutes away"}},
		{sms, ExpectAnswer, "Yes! Text me when you're 5 mins away", want{yes, "", "Text me when you're 5 mins away"}},
		{sms, ExpectAnswer, "yes, knock loudly, I'm a bit deaf", want{yes, "", "knock loudly, I'm a bit deaf"}},
		// a negative inside the instruction leaves a yes a yes
		{sms, ExpectAnswer, "yes, don't leave it outside", want{yes, "", "don't leave it outside"}},
		{sms, ExpectAnswer, "yes but don't ring the bell, baby asleep", want{yes, "", "don't ring the bell, baby asleep"}},
		{sms, ExpectAnswer, "Yes. Please don't knock, dog barks", want{yes, "", "Please don't knock, dog barks"}},
		{sms, ExpectAnswer, "yes, never use the side gate", want{yes, "", "never use the side gate"}},
		// call transcripts: no punctuation, fillers
		{call, ExpectAnswer, "yeah i'll be in er just text me when you're close", want{yes, "", "just text me when you're close"}},
		{call, ExpectAnswer, "yes i'll be in the gate code is four three two one", want{yes, "", "the gate code is four three two one"}},
		{call, ExpectAnswer, "yeah that's fine um please come to the back door", want{yes, "", "please come to the back door"}},
		// the instruction kept whole: the description or need it follows
		// from, the request that frames it, a contrast, a please or sorry
		{call, ExpectAnswer, "yeah we'll be in just er there's a big dog so knock and wait", want{yes, "", "there's a big dog so knock and wait"}},
		{sms, ExpectAnswer, "Yes, my mother in law will be there, Mrs Okafor. She's a bit deaf so knock hard", want{alt, "Mrs Okafor", "my mother in law; She's a bit deaf so knock hard"}},
		{sms, ExpectAnswer, "yes the buzzers broken so just phone", want{yes, "", "the buzzers broken so just phone"}},
		{sms, ExpectAnswer, "yes I'm hard of hearing as well so text me when you're outside", want{yes, "", "I'm hard of hearing as well so text me when you're outside"}},
		{sms, ExpectAnswer, "Yes I'll be in. Flat 3 is on the second floor, no lift sorry", want{yes, "", "Flat 3 is on the second floor, no lift sorry"}},
		{sms, ExpectAnswer, "Yes please call 07700 900123 on arrival, not the landline", want{yes, "", "please call 07700 900123 on arrival, not the landline"}},
		{sms, ExpectAnswer, "yes I use a wheelchair so it may take me a minute to get to the door", want{yes, "", "I use a wheelchair so it may take me a minute to get to the door"}},
		{sms, ExpectAnswer, "yes will be in, pls text when on way", want{yes, "", "pls text when on way"}},
		{call, ExpectAnswer, "yes um can the driver ring me when he's ten minutes away", want{yes, "", "can the driver ring me when he's ten minutes away"}},
		{sms, ExpectAnswer, "I'll be in. No need to call ahead, just turn up", want{yes, "", "No need to call ahead, just turn up"}},
		{sms, ExpectAnswer, "Yes I'll be in. There's a cat but she's shy, just knock gently", want{yes, "", "There's a cat but she's shy, just knock gently"}},
		{sms, ExpectAnswer, "Yes. I'm on nights so I'll be asleep - ring the bell twice", want{yes, "", "I'm on nights so I'll be asleep - ring the bell twice"}},
		{call, ExpectAnswer, "yes i'll be in the dog's friendly but loud so knock and wait", want{yes, "", "the dog's friendly but loud so knock and wait"}},
		{call, ExpectAnswer, "yeah im in theres no lift were on the fourth floor", want{yes, "", "theres no lift were on the fourth floor"}},
		{call, ExpectAnswer, "yes im in but im a bit deaf so bang on the door", want{yes, "", "im a bit deaf so bang on the door"}},
		{sms, ExpectAnswer, "Yes. We have two dogs, they bark but they're harmless, just knock", want{yes, "", "We have two dogs, they bark but they're harmless, just knock"}},
		{sms, ExpectAnswer, "Yes I'll be there. I'm partially sighted so please call out when you arrive", want{yes, "", "I'm partially sighted so please call out when you arrive"}},
		{sms, ExpectAnswer, "yes there's a step at the front so you'll need a ramp or two people", want{yes, "", "there's a step at the front so you'll need a ramp or two people"}},
		{sms, ExpectAnswer, "Yes thanks, the lane is too narrow for a lorry so park at the pub and walk down", want{yes, "", "the lane is too narrow for a lorry so park at the pub and walk down"}},
		{sms, ExpectAnswer, "Yes, I'll be in. Because of the roadworks you'll need to come in from the south end", want{yes, "", "you'll need to come in from the south end"}},
		{sms, ExpectAnswer, "Yes - we're at the end of a private road, keep going past the farm sign", want{yes, "", "we're at the end of a private road, keep going past the farm sign"}},
		{sms, ExpectAnswer, "yes fine. we live above the shop, the door is to the left of the shop front", want{yes, "", "we live above the shop, the door is to the left of the shop front"}},
		{sms, ExpectAnswer, "Yes I'll be in, but the buzzer is temperamental so call 07700 900111 when outside", want{yes, "", "the buzzer is temperamental so call 07700 900111 when outside"}},
		{sms, ExpectAnswer, "yes I'm in, the van can park across the road", want{yes, "", "the van can park across the road"}},
		{sms, ExpectAnswer, "Yes. The driver should use the side gate", want{yes, "", "The driver should use the side gate"}},
		// in other languages, cut from the words as written
		{sms, ExpectAnswer, "sim vou estar. por favor liguem quando estiverem a 10 min", want{yes, "", "por favor liguem quando estiverem a 10 min"}},
		{sms, ExpectAnswer, "Sí, alguien estará. El timbre no funciona, llamen al movil porfa", want{yes, "", "El timbre no funciona, llamen al movil porfa"}},
		{sms, ExpectAnswer, "Haan ji ghar pe hoon. gate ka code 7788 hai shukriya", want{yes, "", "gate ka code 7788 hai"}},
		{sms, ExpectAnswer, "si, ci sarò. il citofono è rotto, chiamatemi quando arrivate", want{yes, "", "il citofono è rotto, chiamatemi quando arrivate"}},
		{sms, ExpectAnswer, "oui je serai là. le code du portail est 4455, sonnez fort svp", want{yes, "", "le code du portail est 4455, sonnez fort svp"}},
		{sms, ExpectAnswer, "da, voi fi acasa. interfonul nu merge, sunati-ma cand ajungeti va rog", want{yes, "", "interfonul nu merge, sunati-ma cand ajungeti va rog"}},
		// a description of the home is a yes, with its words in the notes
		{sms, ExpectAnswer, "Yes. We're the farmhouse at the end of the track, satnav takes you to the wrong farm",
			want{yes, "", "We're the farmhouse at the end of the track, satnav takes you to the wrong farm"}},
		{sms, ExpectAnswer, "Yes I'll be in, the bus stop is right outside so please don't park in it", want{yes, "", "the bus stop is right outside so please don't park in it"}},
		{sms, ExpectAnswer, "yes, we're the bungalow opposite the church", want{yes, "", "we're the bungalow opposite the church"}},
		{sms, ExpectAnswer, "Yes thanks. Steep hill, lorries get stuck, best to park at the chapel and walk down",
			want{yes, "", "Steep hill, lorries get stuck, best to park at the chapel and walk down"}},
		{sms, ExpectAnswer, "Yes, the satnav takes you to the back of the estate, we're at the front by the pub",
			want{yes, "", "the satnav takes you to the back of the estate, we're at the front by the pub"}},
		{sms, ExpectAnswer, "Yes I'll be in. It needs to go downstairs to the back bedroom", want{yes, "", "It needs to go downstairs to the back bedroom"}},
		{sms, ExpectAnswer, "Yes fine. The driver should text 07700 900123 on arrival, not this number",
			want{yes, "", "The driver should text 07700 900123 on arrival, not this number"}},
		{sms, ExpectAnswer, "Yes I'll be in. The cat is nervous, don't let her out the back door", want{yes, "", "The cat is nervous, don't let her out the back door"}},
		{sms, ExpectAnswer, "Yes I'll be in. We're not using the recycling service after all, the old bed is staying",
			want{yes, "", "We're not using the recycling service after all"}},
		{sms, ExpectAnswer, "Yes. Don't trust the satnav, it takes you down the back lane - come in via the main road",
			want{yes, "", "Don't trust the satnav, it takes you down the back lane - come in via the main road"}},
		{sms, ExpectAnswer, "Yes, parking is tight, there's a space behind the chemist you can use",
			want{yes, "", "parking is tight, there's a space behind the chemist you can use"}},
		// a condition that is the driver's, or a bound on the parking, is no
		// condition on the yes
		{sms, ExpectAnswer, "Yes I'll be in. My mobile is 07700 900456 if the driver gets lost", want{yes, "", "My mobile is 07700 900456 if the driver gets lost"}},
		{sms, ExpectAnswer, "Yes in all morning. There's no parking outside till 10 so park round the corner", want{yes, "", "There's no parking outside till 10 so park round the corner"}},
		{sms, ExpectAnswer, "Yes. I'll be upstairs if you don't get an answer, just ring twice", want{yes, "", "I'll be upstairs if you don't get an answer, just ring twice"}},
		// but where the customer is, away from home, is asked about
		{sms, ExpectAnswer, "Yes. I'll be out if you don't get an answer, just ring twice", want{confirm.IntentDifferentDay, "", "just ring twice"}},
		{sms, ExpectAnswer, "yes if the driver gets here before 10", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes if you can come early", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes, I'm only in till 10 so park round the corner", want{confirm.IntentDifferentDay, "", "park round the corner"}},
		{sms, ExpectAnswer, "yes but we're not in, so no need for assembly", want{confirm.IntentDifferentDay, "", "no need for assembly"}},
		{sms, ExpectAnswer, "yes we don't need installation, not in till 2", want{unclear, "", "we don't need installation"}},
		{sms, ExpectAnswer, "yes, best to go to the shop first", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes I'm by the school", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes, I'm at the school", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes we're at the pub", want{unclear, "", ""}},
		{sms, ExpectAnswer, "yes I'm at work so ring the bell", want{confirm.IntentDifferentDay, "", "ring the bell"}},
		{sms, ExpectAnswer, "yes but I might be out so ring the bell", want{unclear, "", "ring the bell"}},
		{sms, ExpectAnswer, "yes I'll probably be at work, there's a dog so knock", want{unclear, "", "there's a dog so knock"}},
		{call, ExpectAnswer, "leave it with the man next door his name's derek", want{alt, "Derek", "leave it with the man next door"}},
		{call, ExpectAnswer, "yes i'll be in the gates broken so just knock", want{yes, "", "the gates broken so just knock"}},
		{sms, ExpectAnswer, "Yes I'll be in. The hallway is tight so it might need to come in through the back door",
			want{yes, "", "The hallway is tight so it might need to come in through the back door"}},
		// no instructions but who signs, as the customer describes them
		{sms, ExpectAnswer, "The plumber will be there, his name's Gavin", want{alt, "Gavin", "The plumber"}},
		{sms, ExpectAnswer, "My decorator will be there, Kevin, he's painting the hall", want{alt, "Kevin", "My decorator"}},
		{sms, ExpectAnswer, "Yes I'll be in", want{yes, "", ""}},
		{sms, ExpectAnswer, "my husband Tom will be in", want{alt, "Tom", "my husband"}},
		{sms, ExpectAnswer, "leave it with Dave", want{alt, "Dave", ""}},
		{sms, ExpectAnswer, "I'll be back by 2, yes", want{confirm.IntentDifferentDay, "", ""}}, // back after the 08:00-12:00 window
		{sms, ExpectAnswer, "yes, I'm in, no need to call", want{yes, "", ""}},
		{sms, ExpectAnswer, "yes I'll answer the door", want{yes, "", ""}},
	}
	for _, tt := range tests {
		res := interpret(t, Input{Text: tt.text, Channel: tt.channel, Expect: tt.expect})
		got := want{res.Intent, res.Signer, res.Notes}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s %q mismatch (-want +got):\n%s\nreason: %s", tt.expect, tt.text, diff, res.Reason)
		}
	}
}
