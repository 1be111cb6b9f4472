package interpret

import (
	"context"
	"testing"

	"github.com/confirmd/confirmd/internal/confirm"
)

// TestPetPlacedNote holds the class of a yes beside a clause that only says
// where a pet will be kept ("Dog will be shut in the kitchen"): the clause
// is a note of its own. A pet said to be in somewhere is never someone
// in: a reply whose only one "in" is the animal is asked about.
func TestPetPlacedNote(t *testing.T) {
	t.Parallel()
	tests := []noteHeldCase{
		{"Yes will be in. Dog will be shut in the kitchen dont worry", true, "Dog will be shut in the kitchen"},
		{"Yes will be in. The dog will be in the kitchen", true, "The dog will be in the kitchen"},
		{"yes i will be in. the dog will be in the garden", true, "the dog will be in the garden"},
		{"Yes we'll be in, the cats will be locked in the bedroom", true, "the cats will be locked in the bedroom"},
		{"Yes I'm in. The dog will be kept in the back room", true, "The dog will be kept in the back room"},
		{"We'll be home. The puppy will be shut in the utility", true, "The puppy will be shut in the utility"},
		{"Yes someone will be in, the dogs will be in the garden", true, "the dogs will be in the garden"},
		{"I'll be in, my dog will be shut upstairs", true, "my dog will be shut upstairs"},
		{"yes i will be in the dog will be in the garden", true, ""},
		{"i might be in the dog will be in the garden", false, ""},
		{"i wont be in the dog will be in the garden", false, ""},
		// no person in: the animal is not the one who takes it
		{"the dog will be in the garden", false, ""},
		{"the cat will be in the kitchen", false, ""},
		{"the dogs are in the garden", false, ""},
		{"yes the dog will be in the garden", false, ""},
		{"The dog will be shut in the kitchen", false, ""},
		{"Yes. The dog will be shut in the kitchen but I might be out", false, ""},
		{"The dog will be in the kitchen, I'll be at work", false, ""},
		{"yes but the dog will be at the vets", false, ""},
		{"the dog will be in the garden and nobody else is home", false, ""},
	}
	checkNotesHeld(t, confirm.ChannelSMS, tests)
}

// TestCarryReasonNoNote holds the class of a question about carrying it
// followed by its reason: the item ("its a 3 seater") or what the customer
// cannot do ("I can't lift with my back"). The question is passed on, the
// reply still confirms, and the reason is no note; how high or hard the way
// in is ("there's no lift", "it's a third floor flat") still is one.
func TestCarryReasonNoNote(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text    string
		confirm bool
		notes   string // the notes of a confirmation, exactly, or held when kept is set
		kept    bool
	}{
		{"Yes I'll be in. Will there be 2 men? its a 3 seater and I can't lift with my back", true, "", false},
		{"Yes I'm in. Will 2 men come? it's a corner sofa and we can't carry it", true, "", false},
		{"Yes - and can the men take it up to the bedroom? It's a sofa bed for the spare room upstairs", true, "", false},
		{"Yes I'll be in. Will there be two of them? it's a big wardrobe", true, "", false},
		{"Yes I'm in. Will there be 2 men? it's a big sofa and I can't lift it", true, "", false},
		{"Yes we'll be in. Will there be two of them? its a 3 seater and we can't lift it", true, "", false},
		{"Yes I'm in. Can they carry it up? it's a third floor flat", true, "it's a third floor flat", true},
		{"Yes I'm in. Will there be two men? it's a big wardrobe and there's no lift", true, "there's no lift", true},
		{"Yes I'm in. Will the driver carry it up? we're on the second floor and there's no lift", true, "we're on the second floor and there's no lift", true},
		// not a confirmation, whatever the reason
		{"Will there be 2 men? its a 3 seater and I can't lift with my back", false, "", false},
		{"Yes. will there be two of you? it's a 3 seater, I might be at work though", false, "", false},
		{"Will 2 men come? it's a corner sofa and I'm away that day", false, "", false},
	}
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: confirm.ChannelSMS, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
			continue
		}
		if !tt.confirm {
			continue
		}
		if tt.kept && !notesMatch(got.Notes, tt.notes) || !tt.kept && got.Notes != "" {
			t.Errorf("%q: notes %q, want %q", tt.text, got.Notes, tt.notes)
		}
	}
}

// TestFaintAfterNote holds the class of an instruction followed by why:
// the thing it names is faint or stiff ("Please ring the bell twice, its a
// bit faint"). The reason belongs with the instruction in its note.
func TestFaintAfterNote(t *testing.T) {
	t.Parallel()
	tests := []noteHeldCase{
		{"Yep someone will be home all morning. Please ring the bell twice, its a bit faint", true, "Please ring the bell twice, its a bit faint"},
		{"Yes I'm in. knock hard, the bell is very quiet", true, "knock hard, the bell is very quiet"},
		{"yes please ring the doorbell, it's quite faint", true, "please ring the doorbell, it's quite faint"},
		{"Yes. Push the gate, it's a bit stiff", true, "Push the gate, it's a bit stiff"},
		{"We'll be in. Ring the buzzer twice, it's really weak", true, "Ring the buzzer twice, it's really weak"},
		{"Yes I'll be home, knock loudly, the bell is a bit dodgy", true, "knock loudly, the bell is a bit dodgy"},
		// the faint bell never makes a confirmation
		{"Please ring the bell twice, its a bit faint", false, ""},
		{"yes ring the bell, i might be out its faint", false, ""},
		{"Yes ring the bell twice, its a bit faint but I may be out", false, ""},
		{"ring the bell, it's faint, I'm at work", false, ""},
	}
	checkNotesHeld(t, confirm.ChannelSMS, tests)
}

// TestToldToNote holds the class of "tell them to ..." said in the middle
// of a clause on a call: what the driver is told to do is the note, verb and
// all ("come to the back door", not "the back door").
func TestToldToNote(t *testing.T) {
	t.Parallel()
	tests := []noteHeldCase{
		{"i will be in yes tell them to come to the back door", true, "come to the back door"},
		{"i will be in yes tell them to use the side gate", true, "use the side gate"},
		{"yes i'm in tell the driver to come round the back", true, "come round the back"},
		{"yeah we'll be in tell him to park on the drive", true, "park on the drive"},
		{"yes i'm in ask them to come to the side door", true, "come to the side door"},
		{"i'll be home yes tell the driver to use the back gate", true, "use the back gate"},
		// told where to come, but nobody said to be in
		{"i won't be in tell them to come to the back door", false, ""},
		{"tell them to come to the back door", false, ""},
		{"i might be in tell them to come to the back door", false, ""},
		{"i'm at work tell them to leave it at the back door", false, ""},
	}
	checkNotesHeld(t, confirm.ChannelCall, tests)
}

// noteHeldCase is a reply, whether it confirms, and what the notes of a
// confirmation must hold.
type noteHeldCase struct {
	text    string
	confirm bool
	notes   string
}

// checkNotesHeld reads each reply as said on ch in answer to the first
// question and checks it confirms or not, and what its notes hold.
func checkNotesHeld(t *testing.T, ch confirm.Channel, tests []noteHeldCase) {
	t.Helper()
	for _, tt := range tests {
		l := corpusLine{Text: tt.text, Channel: ch, Expect: "answer"}
		got, err := New().Interpret(context.Background(), l.input())
		if err != nil {
			t.Fatal(err)
		}
		if confirmed := got.Intent == confirm.IntentWillBeIn || got.Intent == confirm.IntentAlternateSigner; confirmed != tt.confirm {
			t.Errorf("%q: read as %s (%s), want confirmed %v", tt.text, got.Intent, got.Reason, tt.confirm)
			continue
		}
		if tt.confirm && !notesMatch(got.Notes, tt.notes) {
			t.Errorf("%q: notes %q, want them to hold %q", tt.text, got.Notes, tt.notes)
		}
	}
}
