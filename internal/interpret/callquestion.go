package interpret

import (
	"strings"

	"github.com/confirmd/confirmd/internal/confirm"
)

// On a call no question mark is written, and a question run on after a
// statement with no break is lost in it: "yes i'll be in will the driver
// phone me first", "yeah i'm in can you take the old one away", "we're on
// the third floor no lift will they bring it up". A question that opens
// with a question word is found where it runs on (runOnAt, question.go);
// one that opens with an auxiliary and its subject ("will the driver",
// "can you", "do i need to") opens a clause of its own here, as if a
// question mark had ended the statement before it, so it is read as the
// question it is.
//
// The word before must end a statement (someone in, a yes, a place, a
// pause): "yes i'll be in they can ring the bell" tells, "yes i'll be in
// will be lovely", "yes can do" and "yes do come in the morning" have no
// subject after the auxiliary, and a tag on the yes ("is that alright",
// "will that do", "is it ok") is left to the rules that read tags.

// runOnAux are the auxiliaries a question run on after a statement opens
// with.
var runOnAux = words(`will would can could do does is are should shall am may`)

// runOnSubjects are the subjects that follow them in such a question.
// "that" and "this" make a tag ("is that alright", "will that do"), and
// "it" after "is" is read by runOnIsQuestion (questioncontext.go).
var runOnSubjects = words(`the they you u ya ye i we he she it someone somebody anyone anybody your my there your
	one two both`)

// runOnBeSubjects are the subjects "is" or "are" may ask about after a
// statement: "the way in is the side gate" and "my home is the blue house"
// tell.
var runOnBeSubjects = words(`they you u ya ye we he she someone somebody anyone anybody there i`)

// statementEnds end a statement a question may run on after: being in
// or somewhere, a yes, an acceptance, a part of the day, the way up, a
// pause.
var statementEnds = words(`in home here there back in around about upstairs downstairs
	yes yeah yep yup yeh aye ok okay alright fine great good perfect lovely brilliant grand cool sure definitely
	morning afternoon evening day today tomorrow anyway then thanks thank cheers
	lift stairs floor flight flights steps
	er erm um uh uhm mm hmm ah oh so and also`)

// auxAfterStatement reports ts[i] opening a question run on after a
// statement: an auxiliary, then its subject, after a word that ends a
// statement, with at least two words before it.
func auxAfterStatement(ts []token, i int) bool {
	if i < 2 || i+1 >= len(ts) || !runOnAux[ts[i].w] || !statementEnds[ts[i-1].w] && !childEnded(ts, i-1) {
		return false
	}
	next := ts[i+1].w
	if ts[i].w == "is" || ts[i].w == "are" || ts[i].w == "am" {
		if ts[i].w == "am" && next != "i" || !runOnBeSubjects[next] {
			return false
		}
		if next == "there" && i+2 < len(ts) && (ts[i+2].w == "anyway" || ts[i+2].w == "too") {
			return false
		}
	} else if !runOnSubjects[next] {
		return false
	}
	if next == "it" && i+2 < len(ts) && tagEnds[ts[i+2].w] {
		return false // "will it be ok", "would it be alright": a tag on the yes
	}
	if (next == "you" || next == "u") && i+2 < len(ts) && (ts[i+2].w == "know" || ts[i+2].w == "see") {
		return false // "i'll be in do you know", a filler
	}
	if i+3 < len(ts) && (ts[i+2].w == "tell" || ts[i+2].w == "let") && (ts[i+3].w == "me" || ts[i+3].w == "us") {
		return false // "can you tell me what time": a request to be told, read by questiontold.go
	}
	return !(ts[i-1].w == "there" && ts[i].w == "is") && !(ts[i-1].w == "here" && ts[i].w == "is")
}

// tagEnds make "will it ..." a tag asking whether the yes will do.
var tagEnds = words(`ok okay alright fine do work suit`)

// requestAsked is the kind of a request the booking answers, made beside
// a confirmation: "yeah i'll be in can the driver ring me when he's on his
// way", "could they carry it upstairs". A request is no question of the
// veto (asks, facts.go): it stays a confirmation, and the request is kept
// as an instruction; this only names what it asks, so it is answered too.
// A request to be told made to us ("can you text me when you're on your
// way") is not a question whether the driver calls ahead, and one said
// with "please", or written without a question mark, only asks for it.
func (rd *reading) requestAsked() Question {
	text := strings.ToLower(rd.in.Text)
	if strings.Contains(text, "please") || !strings.Contains(text, "?") && rd.in.Channel != confirm.ChannelCall {
		return QuestionNone // "Could they ring first please" only asks for it
	}
	for ci, c := range rd.clauses {
		if !rd.request(ci) || rd.followTag(ci) {
			continue // "Could they ring first please" only asks for it
		}
		q := questionKind(c)
		if q == QuestionCallAhead && len(c.toks) > 1 && !comerSubjects[c.toks[1].w] {
			continue // "can you let me know when you're close" stays a request
		}
		if answerable[q] {
			return q
		}
	}
	return QuestionNone
}

// comerSubjects name who comes on the day.
var comerSubjects = words(`the driver drivers courier they he she men lads guys team`)

// askOpeners open a question that asks how the day will go rather than
// asking for something: "will the driver phone me first", "do they ring
// before they come", "will they bring it up".
var askOpeners = words(`will do does is are`)

// askedNotTold reports clause ci as a question whether the driver calls
// ahead, or how it is carried, that asks and tells the driver nothing:
// it is answered, not kept in the notes. "can the driver ring me when
// he's on his way" asks for it, and stays an instruction. A written
// question about carrying it ("Will the men take it upstairs?") is kept:
// it often says where it goes.
func (rd *reading) askedNotTold(ci int) bool {
	c := rd.clauses[ci]
	if len(c.toks) < 2 || !askOpeners[c.toks[0].w] || !asking(c) {
		return false
	}
	q := questionKind(c)
	return q == QuestionCallAhead || q == QuestionCarry && rd.in.Channel == confirm.ChannelCall
}
