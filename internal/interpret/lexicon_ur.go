package interpret

// lexUrdu glosses Urdu and Punjabi, as written in Latin letters, into the
// English words the rules read. See language.go for the format. The verb
// comes last ("main ghar par hoon"), so "ghar" carries the "will be" and
// the verb endings are dropped. "kal" is tomorrow or yesterday: about a
// delivery it is tomorrow.
var lexUrdu = newLexicon("ur", "Urdu/Punjabi", "", `
haan, han, haa, haanji, haan ji, ji haan, jee haan, ji han, hanji, han ji, ji, jee, theek hai, thik hai, theek, thik, tik hai, bilkul, zaroor, zarur, sahi hai, acha, achha, accha, changa, haan theek hai = yes
nahi, nahin, nai, nahi ji, ji nahi, ji nahin, naa, nahi nahi, na ji = no
main, mai, mein, me = i
hum = we
ghar, ghar par, ghar pe, ghar pay, ghar te, ghare = will be home
ghar nahi, ghar nahin, ghar par nahi, ghar pe nahi, ghar par nahin, ghar pe nahin, nahi hoon ghar, ghar te nahi = will not be home
koi = someone
koi nahi, koi nahin, koi bhi nahi = nobody
hoon, hun, hoonga, hoongi, hunga, hungi, hoga, hogi, honge, hongi, rahunga, rahungi, raha, rahi, hai, hain, ho, haan hoon, aan, hega, hovega = -
mera, meri, mere, mainu = my
shohar, shauhar, pati, husband, gharwala = husband
biwi, bivi, patni, wife, gharwali = wife
beta, munda, putar = son
beti, kuri, dhee = daughter
bhai, bhra, veer = brother
behen, bhen, pehn = sister
ammi, maa, ammi jaan, mama = mum
abbu, papa, abba, pita = dad
padosi, parosi, gwandi = neighbour
le lega, le legi, le lenge, lay lay ga, le le ga, lai lega, le lavega = will take it
sign karega, sign karegi, sign kar dega, sign kar degi, sign kar lega = will sign
parcel, saman, samaan = parcel
order = order
koi aur din, kisi aur din, kisi aur din pe, dusre din, doosre din, aur din, doosra din = another day
date badal do, date change karo, din badal do, tareekh badal do = reschedule
us din nahi, us din nahin = not that day
din = day
please, meherbani, meharbani, mehrbani = please
shukriya, shukria, shukriyah, thank you, dhanvaad = thanks
somvar, pir, peer = monday
mangal, mangalvar, mangalwar = tuesday
budh, budhvar, budhwar, buddh = wednesday
jumerat, veervar, guruvar, jumeraat = thursday
juma, jumma, jummah, shukarvar = friday
hafta, shaniwar, sanichar, saniwar = saturday
itwar, itvaar, itwaar, raviwar, aitvar = sunday
pehla, pehli, pehle wala, pehle wali = first
doosra, dusra, doosri, dusri, doosre wala, dusre wala, doosri wali, dusri wali = second
teesra, teesri, tisra, tisri = third
wala, wali, wale = one
number, option = option
kal = tomorrow
aaj = today
parson = overmorrow
subah, savere = morning
dopahar, dopehar, sham, shaam = afternoon
cancel, cancel kar do, cancel karo, cancel kardo, cancel kar dein, order cancel = cancel
nahi chahiye, nahin chahiye, nai chahida = do not want it
galat number, ghalat number, wrong number = wrong number
galat banda, ghalat banda, main woh nahi = wrong person
maine order nahi kiya, main ne order nahi kiya = did not order
baat karni hai, baat karwa do, baat karao, baat karwao, baat = -
kisi se, kisi insaan se, kisi bande se, insaan se, bande se, agent se, kisi aadmi se = speak with person
call karo, mujhe call karo, call kar lo = call me
message mat bhejo, messages mat bhejo, sms mat bhejo, mat bhejo, band karo, message band karo, messages band karo, mujhe message mat karo = stop texting
shayad, shaid = maybe
lagta hai, mera khayal hai = probably
pata nahi, pata nahin, nahi pata = notsure
agar, je = if
lekin, magar, par, pe, te = but
sirf = only if
se pehle, pehle = before
ke baad, baad = after
tak = till
baje = -
woh, wo = they
aayenge, aaoge, aaye, aayen = come
aur, te = and
mujhe = me
kaun = who
ko, ka, ki, ke, se, ne, bhi, toh, to = -
kar do, kar dein, karo, kar, kardo, karni, karna, kijiye, kar dijiye = -
sara din, poora din, pura din = all day
abhi = yet
`, `ahmed ali imran bilal usman hamza ayesha fatima zainab sana nadia asif tariq kamran saima shabana
	gurpreet harpreet manpreet jaspreet simran amrit rajesh sunil`)
