package interpret

import "testing"

// TestPt2DaysOut: the beach, the countryside, the nursery run, "nem eu
// nem", "não tenho como receber" keep everyone out; a day off taken to
// receive it is a yes.
func TestPt2DaysOut(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"vamos estar na praia", "different_day", "-"},
		{"estou no interior a semana toda", "different_day", "-"},
		{"levo as crianças à creche e vou trabalhar", "different_day", "-"},
		{"Nem eu nem o meu marido vamos estar", "different_day", "-"},
		{"nao tenho como receber", "different_day", "-"},
		{"Seria possível outro dia?", "different_day", "-"},
		{"Sim, vou faltar ao trabalho para receber", "will_be_in", "-"},
		{"Vai estar a minha madrinha, ela recebe", "alternate_signer", "-"},
	})
	neverYes(t, []string{
		"sim, não tenho como receber", "a praia fica perto, sim estou", "não tenho como estar em casa",
		"vamos à praia", "tô na praia", "estou na minha terra", "se não for à praia, estou",
		"vou faltar ao trabalho? não sei", "talvez vou faltar ao trabalho",
	})
}

// TestPt2BuildingAndAsking: the service lift, the parking space number and
// a baby asleep are notes beside a yes (the space number is no date); the
// exact hour, who delivers, staff, a changed number and stop read as such.
func TestPt2BuildingAndAsking(t *testing.T) {
	t.Parallel()
	checkPlRoCyUr(t, []plrocyurCase{
		{"Sim. Por favor tragam pelo elevador de serviço", "will_be_in", "-"},
		{"sim, a vaga de estacionamento é a 14", "will_be_in", "-"},
		{"a vaga é a 3, sim", "will_be_in", "-"},
		{"sim, estamos em casa, temos um bebé, não toquem muito alto", "will_be_in", "-"},
		{"Podem dizer a hora mais certinha?", "unclear", "-"},
		{"quem vai entregar?", "unclear", "-"},
		{"mudei de número, essa pessoa não é daqui", "wrong_person", "-"},
		{"para de me mandar isso", "opt_out", "-"},
		{"quero falar com um funcionário", "wants_human", "-"},
	})
	neverYes(t, []string{
		"a vaga de estacionamento é a 14", "pelo elevador de serviço", "não toquem muito alto",
		"a vaga é a 3, mas não estou", "temos um bebé, não vamos estar",
	})
}
