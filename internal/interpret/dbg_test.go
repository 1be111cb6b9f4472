package interpret
import ("testing";"fmt";"os";"strings";"context")
func TestDbg(t *testing.T){ for _,l:=range strings.Split(os.Getenv("LINES"),"\n"){ if l==""{continue}; in:=corpusLine{Text:l,Channel:"sms",Expect:"answer"}.input(); r,_:=New().Interpret(context.Background(),in); fmt.Printf("%s => %s %q notes=%q | %s\n",l,r.Intent,r.Signer,r.Notes,r.Reason)}}
