package interpret

// lexWelsh glosses Welsh into the English words the rules read. See
// language.go for the format. Welsh answers yes with the verb ("ydw",
// "bydda", "do"), puts the verb first and mutates the first letter of a
// word ("fy ngŵr", "dydd"/"ddydd"); "adre" carries the "will be" here so
// that "bydd fy ngŵr Dafydd adre" reads "my husband Dafydd will be home".
var lexWelsh = newLexicon("cy", "Welsh", "ŵŷ", `
ie, ydw, ydy, ydyn, bydda, byddaf, do, iawn, ie iawn, wrth gwrs, yn iawn, dim problem, dim problem o gwbl, cadarnhau, hollol = yes
na, nac ydw, nac ydy, na fydda, dim diolch = no
bydda i, fydda i, mi fydda i, mi fyddaf, dw i, rydw i, rwy, rwyf = i
byddwn ni, fyddwn ni = we
bydd, fydd, mi fydd, fe fydd = -
adre, adref, gartref, gartre, yn y tŷ, yn y ty, yma = will be home
ddim adre, ddim adref, ddim gartref, ddim gartre, ddim yma = will not be home
fydd neb adre, fydd neb gartref, ni fydd neb adre, ni fydd neb gartref, fydd neb yma, neb adre, neb gartre = nobody will be home
rhywun = someone
neb = nobody
fy = my
gŵr, gwr, ngŵr, ngwr = husband
gwraig, ngwraig = wife
mab, mhab = son
merch = daughter
brawd, mrawd = brother
chwaer = sister
mam = mum
tad, nhad, dad = dad
cymydog, cymdoges, nghymydog = neighbour
cariad = partner
yn arwyddo, yn llofnodi, arwyddo, llofnodi = will sign
yn derbyn, derbyn = will take it
parsel, pecyn = parcel
archeb = order
diwrnod arall, dydd arall, dyddiad arall, amser arall = another day
newid y dyddiad, newid dyddiad, aildrefnu = reschedule
dim yn gyfleus = not convenient
diwrnod, dydd, ddydd = day
plis, os gwelwch yn dda, os gwelwch chi'n dda = please
diolch, diolch yn fawr = thanks
dydd llun, ddydd llun, llun = monday
dydd mawrth, ddydd mawrth, mawrth = tuesday
dydd mercher, ddydd mercher, mercher = wednesday
dydd iau, ddydd iau, iau = thursday
dydd gwener, ddydd gwener, gwener = friday
dydd sadwrn, ddydd sadwrn, sadwrn = saturday
dydd sul, ddydd sul, sul = sunday
cyntaf, gyntaf = first
ail = second
trydydd, drydydd = third
yr, y, 'r = the
un = one
opsiwn = option
rhif = number
dewis = i will take
tachwedd = november
bore, yn y bore = morning
prynhawn, yn y prynhawn = afternoon
nes ymlaen = later
yfory, fory = tomorrow
heddiw = today
canslo, canslwch, plis canslo = cancel
rhif anghywir, rhif anghywir yw hwn = wrong number
person anghywir, nid fi yw = wrong person
wnes i ddim archebu = did not order
siarad, gael siarad = speak
â rhywun, a rhywun, gyda rhywun, â pherson, a pherson, gyda pherson = with person
isio, eisiau, moyn, ishe = want to
ffoniwch fi = call me
stopiwch, stopio = stop
peidiwch â anfon negeseuon, peidiwch a anfon negeseuon, dim mwy o negeseuon, peidiwch anfon negeseuon, stopiwch y negeseuon = stop texting
efallai, falle, efallai wir = maybe
mae'n debyg, mae'n siwr = probably
dw i'n meddwl, dwi'n meddwl = i think so
dim syniad, dwn i ddim, sai'n gwybod = notsure
os = if
ond = but
dim ond = only if
cyn = before
ar ôl, ar ol, wedi = after
tan = till
am = at
yn, mi, fe = -
fi = i
ni = we
a, ac = and
pwy = who
dim un, dim un ohonyn nhw, dim un o'r rhain = none
dim = not
drwy'r dydd, trwy'r dydd, drwy'r dydd heddiw = all day
`, `dafydd dai gareth huw rhys siân sian ffion cerys gwen llinos iolo aled rhodri bethan eleri catrin
	elin glyn emyr osian`)
