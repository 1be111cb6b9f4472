package interpret

// yesForSubject reads the Romance ellipsis "but my husband Javier yes"
// ("pero mi marido Javier sí", "ma mio marito Luca sì", "mas o meu filho
// sim", "mais ma fille oui"), where the yes stands for the verb said
// before it, as the English "but my husband Javier will", which the
// signer rules read. Only a yes that ends its clause after "but" and a
// person (a possessive or article, a relation, a name) is read so; "but yes"
// and a yes followed by more words are left as they are.
func yesForSubject(lx *lexicon, out []token) []token {
	for k := 2; k < len(out); k++ {
		if out[k].w != "yes" || k+1 < len(out) && !out[k+1].isBreak() {
			continue
		}
		i, person := k-1, false
		for ; i >= 0 && k-i <= 5 && !out[i].isBreak(); i-- {
			w := out[i].w
			switch {
			case w == "but":
			case relations[w] != "":
				person = true
				continue
			case w == "my" || w == "the" || w == "our" || w == "his" || w == "her":
				continue
			case isLetters(w) && (lx.words[w] == "" || startsUpper(out[i].raw)):
				person = true
				continue
			}
			break
		}
		if person && i >= 0 && out[i].w == "but" && i < k-1 {
			out[k].w = "will"
		}
	}
	return out
}
