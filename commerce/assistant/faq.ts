// The assistant's own FAQ, written for Slaapzaak in the shop's voice and consistent with the service
// pages (commerce/db/seed/pages-service.ts). Each entry has the ways shoppers ask it, one answer and
// where useful a page to read on. `intent` is the topic the entry belongs to; the evaluation set
// (eval-set.ts) checks that questions land on the right topic and that the answer holds the fact.

export type FaqIntent =
  | 'bestelstatus'
  | 'verzending'
  | 'levertijd'
  | 'retour'
  | 'ruilen'
  | 'product'
  | 'beschadigd'
  | 'incompleet'
  | 'betalen'
  | 'proefnachten'
  | 'maten'
  | 'wassen'
  | 'contact'
  | 'bestellen';

export interface FaqEntry {
  id: string;
  intent: FaqIntent;
  questions: string[];
  answer: string;
  link?: { title: string; url: string };
}

const SHIPPING = { title: 'Verzenden & Retourneren', url: '/service/shipping-returns/' };
const RETURNS = { title: 'Retourneren', url: '/service/retourneren/' };
const PAYING = { title: 'Bestellen & Betalen', url: '/service/orderandpayment/' };
const TRACKING = { title: 'Pakketchecker', url: '/service/pakketchecker/' };
const CONTACT = { title: 'Klantenservice & contact', url: '/service/klantenservice-contact/' };

export const FAQ: FaqEntry[] = [
  // Bestelstatus & Verzending
  {
    id: 'status-waar',
    intent: 'bestelstatus',
    questions: ['Waar is mijn bestelling?', 'Wat is de status van mijn bestelling?', 'Is mijn pakket al onderweg?'],
    answer:
      'Ik zoek je bestelling graag voor je op. Vul hieronder je ordernummer, voornaam, postcode en huisnummer in. Je kunt de status ook zien in je account onder Mijn bestellingen.',
    link: TRACKING,
  },
  {
    id: 'status-tracktrace',
    intent: 'bestelstatus',
    questions: ['Waar vind ik mijn track-en-tracecode?', 'Ik heb geen track en trace ontvangen', 'Hoe kan ik mijn pakket volgen?'],
    answer:
      'Zodra je bestelling ons magazijn verlaat, ontvang je een e-mail met een track-en-tracecode. Daarmee volg je je pakket tot aan je deur. Geen mail gezien? Kijk ook in je spammap, of vraag mij de status met je ordernummer.',
    link: TRACKING,
  },
  {
    id: 'status-niet-ontvangen',
    intent: 'bestelstatus',
    questions: ['Mijn bestelling is nog niet binnen', 'Ik heb mijn pakket nog steeds niet ontvangen', 'Pakket komt niet aan'],
    answer:
      'Vervelend dat je pakket er nog niet is. Na 2 werkdagen nog niets ontvangen? Neem dan contact met ons op via 020 - 123 45 67 of klantenservice@slaapzaak.nl; pakketten zijn verzekerd tot de bezorging. Ik kan ook nu de status voor je opzoeken met je ordernummer.',
    link: TRACKING,
  },
  {
    id: 'status-betaald',
    intent: 'bestelstatus',
    questions: ['Wat betekent de status betaald?', 'Mijn bestelling staat op betaald, wat nu?'],
    answer:
      'Betaald betekent dat we je betaling hebben ontvangen en dat je bestelling wordt ingepakt. Zodra hij verzonden is, krijg je een e-mail met de track-en-tracecode.',
    link: TRACKING,
  },
  {
    id: 'verzending-kosten',
    intent: 'verzending',
    questions: [
      'Wat zijn de verzendkosten?',
      'Is verzenden gratis?',
      'Vanaf welk bedrag is verzenden gratis?',
      'Hoeveel kost de bezorging?',
    ],
    answer:
      'Vanaf € 100 verzenden we gratis binnen Nederland. Onder de € 100 betaal je € 4,95 verzendkosten. Met de code GRATISTHUIS verzend je altijd gratis.',
    link: SHIPPING,
  },
  {
    id: 'verzending-belgie',
    intent: 'verzending',
    questions: [
      'Leveren jullie ook in België?',
      'Wat kost verzenden naar België?',
      'Bezorgen jullie in het buitenland?',
      'Verzenden jullie naar Duitsland of andere landen?',
    ],
    answer:
      'Ja, we leveren ook in België. Verzenden naar België kost € 6,95 en is gratis vanaf € 150. Naar andere landen verzenden we (nog) niet.',
    link: SHIPPING,
  },
  {
    id: 'verzending-vervoerder',
    intent: 'verzending',
    questions: ['Met welke vervoerder verzenden jullie?', 'Bezorgt PostNL mijn pakket?'],
    answer: 'We bezorgen pakketten met PostNL. Grote artikelen zoals matrassen en boxsprings brengt onze eigen bezorgdienst, op afspraak.',
    link: SHIPPING,
  },
  {
    id: 'verzending-avond',
    intent: 'verzending',
    questions: ['Kan ik mijn bestelling s avonds laten bezorgen?', 'Hebben jullie avondlevering?'],
    answer: 'Ja, kies bij het afrekenen PostNL avondlevering: je bestelling wordt dan morgen tussen 18:00 en 22:00 bezorgd, voor € 7,95.',
    link: SHIPPING,
  },
  {
    id: 'verzending-gratisthuis',
    intent: 'verzending',
    questions: ['Hoe werkt de code GRATISTHUIS?', 'Heb je een kortingscode voor gratis verzending?'],
    answer: 'Vul de code GRATISTHUIS in je winkelwagen in: dan verzenden we je bestelling gratis, ongeacht het bedrag.',
    link: SHIPPING,
  },
  {
    id: 'levertijd-morgen',
    intent: 'levertijd',
    questions: [
      'Wanneer wordt mijn bestelling geleverd?',
      'Wat is de levertijd?',
      'Hoe snel is mijn bestelling in huis?',
      'Als ik vandaag bestel wanneer heb ik het dan?',
    ],
    answer:
      'Op werkdagen voor 23:59 besteld (zondag tot en met donderdag), morgen in huis: dat geldt voor de meeste producten op voorraad. Producten die de leverancier zelf verstuurt, zijn er in 2-3 werkdagen; dat staat bij het product.',
    link: SHIPPING,
  },
  {
    id: 'levertijd-matras',
    intent: 'levertijd',
    questions: ['Wanneer wordt mijn matras bezorgd?', 'Hoe worden boxsprings geleverd?', 'Wordt een boxspring gemonteerd?'],
    answer:
      'Matrassen en boxsprings bezorgen we op afspraak: na je bestelling nemen we contact met je op om een dag af te spreken. Boxsprings worden gratis in je slaapkamer gemonteerd.',
    link: SHIPPING,
  },
  {
    id: 'levertijd-weekend',
    intent: 'levertijd',
    questions: ['Leveren jullie ook op zaterdag?', 'Bezorgen jullie in het weekend?'],
    answer:
      'PostNL bezorgt van maandag tot en met zaterdag. Bestel je op vrijdag of zaterdag, dan is je pakket er meestal op maandag of dinsdag; op zondag wordt niet bezorgd.',
    link: SHIPPING,
  },
  // Retourneren & Ruilen
  {
    id: 'retour-hoe',
    intent: 'retour',
    questions: ['Hoe kan ik iets retourneren?', 'Hoe stuur ik mijn bestelling terug?', 'Ik wil iets terugsturen'],
    answer:
      'Je kunt je bestelling binnen 30 dagen na ontvangst retourneren. Meld je retour aan via je account (Mijn bestellingen) of het retourformulier, print het retourlabel, plak het op de doos en lever het pakket in bij een PostNL-punt.',
    link: RETURNS,
  },
  {
    id: 'retour-termijn',
    intent: 'retour',
    questions: ['Hoe lang heb ik bedenktijd?', 'Hoeveel dagen mag ik retourneren?', 'Wat is de retourtermijn?'],
    answer: 'Je hebt 30 dagen bedenktijd vanaf de dag dat je je bestelling ontvangt.',
    link: RETURNS,
  },
  {
    id: 'retour-kosten',
    intent: 'retour',
    questions: ['Wat kost retourneren?', 'Is retourneren gratis?', 'Moet ik betalen voor een retour?'],
    answer: 'Retourneren kost € 4,95; dat bedrag verrekenen we met je terugbetaling. Je krijgt van ons een retourlabel voor PostNL.',
    link: SHIPPING,
  },
  {
    id: 'retour-geld',
    intent: 'retour',
    questions: ['Wanneer krijg ik mijn geld terug?', 'Hoe lang duurt terugbetalen?', 'Ik heb mijn retour nog niet terugbetaald gekregen'],
    answer: 'We betalen je binnen 14 dagen na ontvangst van je retour terug, via dezelfde betaalmethode waarmee je hebt betaald.',
    link: RETURNS,
  },
  {
    id: 'retour-hygiene',
    intent: 'retour',
    questions: [
      'Kan ik een gebruikt kussen retourneren?',
      'Mag ik een dekbed terugsturen dat ik al gebruikt heb?',
      'Kan ik een uitgepakt hoofdkussen retour sturen?',
    ],
    answer:
      'Om hygiënische redenen nemen we gebruikte hoofdkussens, dekbedden en matrassen zonder proefslaapgarantie niet terug. Ongebruikt en in de verpakking kan het binnen 30 dagen wel.',
    link: SHIPPING,
  },
  {
    id: 'retour-vloerkleed',
    intent: 'retour',
    questions: ['Hoe retourneer ik een vloerkleed?', 'Mijn vloerkleed past niet in een doos, hoe stuur ik het terug?'],
    answer:
      'Een vloerkleed retourneer je via het retourformulier voor vloerkleden: we halen het voor een kleine servicevergoeding bij je op, omdat het vaak niet in een standaard doos past.',
    link: { title: 'Vloerkleed retourneren', url: '/vloerkleed-retourneren/' },
  },
  {
    id: 'retour-zonder-account',
    intent: 'retour',
    questions: ['Kan ik retourneren zonder account?', 'Ik heb als gast besteld, hoe retourneer ik?'],
    answer: 'Ja, ook als gast kun je retourneren: gebruik het retourformulier op onze retourpagina met je ordernummer en postcode.',
    link: RETURNS,
  },
  {
    id: 'ruilen-hoe',
    intent: 'ruilen',
    questions: ['Kan ik ruilen voor een andere maat?', 'Hoe kan ik iets omruilen?', 'Ik wil een andere kleur, kan ik ruilen?'],
    answer:
      'Ruilen kan: stuur het artikel binnen 30 dagen retour en plaats een nieuwe bestelling in de maat of kleur die je wilt. Zo heb je het nieuwe artikel het snelst.',
    link: RETURNS,
  },
  // Beschadigd artikel
  {
    id: 'beschadigd-melden',
    intent: 'beschadigd',
    questions: ['Mijn artikel is beschadigd aangekomen', 'Het product is kapot, wat nu?', 'Er zit een scheur in mijn dekbedovertrek'],
    answer:
      'Wat vervelend! Stuur ons binnen 48 uur een foto van de schade met je ordernummer via klantenservice@slaapzaak.nl of het contactformulier, dan zorgen we voor een oplossing: een nieuw exemplaar of je geld terug. Je hoeft het artikel niet eerst terug te sturen.',
    link: CONTACT,
  },
  {
    id: 'beschadigd-doos',
    intent: 'beschadigd',
    questions: ['De doos was beschadigd bij aflevering', 'Mijn pakket is kapot aangekomen'],
    answer:
      'Is de doos beschadigd? Maak een foto van de verpakking en van het product en stuur die binnen 48 uur met je ordernummer naar klantenservice@slaapzaak.nl. Pakketten zijn verzekerd tot de bezorging, dus je krijgt een oplossing van ons.',
    link: CONTACT,
  },
  {
    id: 'beschadigd-defect',
    intent: 'beschadigd',
    questions: ['Mijn product is na een paar weken stuk gegaan', 'Valt een kapotte rits onder de garantie?', 'Hoe werkt de garantie?'],
    answer:
      'Op al onze producten zit de wettelijke garantie. Gaat er iets stuk bij normaal gebruik, stuur ons dan een foto en je ordernummer via klantenservice@slaapzaak.nl. We beantwoorden klachten binnen 14 dagen en zorgen voor reparatie, vervanging of terugbetaling.',
    link: CONTACT,
  },
  // Incomplete levering
  {
    id: 'incompleet-mist',
    intent: 'incompleet',
    questions: ['Er ontbreekt een artikel in mijn bestelling', 'Mijn bestelling is niet compleet', 'Ik mis een kussen in mijn pakket'],
    answer:
      'Excuses! Soms komt een bestelling in meerdere pakketten, elk met een eigen track-en-tracecode; kijk in je verzendmail. Ontbreekt er na de laatste levering nog iets, meld het dan binnen 48 uur met je ordernummer via klantenservice@slaapzaak.nl, dan sturen we het na.',
    link: CONTACT,
  },
  {
    id: 'incompleet-deelpakket',
    intent: 'incompleet',
    questions: [
      'Ik heb maar een deel van mijn bestelling ontvangen',
      'Ik heb maar de helft van mijn bestelling gekregen',
      'Waarom komt mijn bestelling in meerdere pakketten?',
    ],
    answer:
      'Grote bestellingen en artikelen die de leverancier rechtstreeks verstuurt, komen in aparte pakketten, elk met een eigen track-en-tracecode. De rest is meestal binnen 2-3 werkdagen bij je. Na die tijd nog iets missen? Meld het binnen 48 uur bij onze klantenservice.',
    link: TRACKING,
  },
  {
    id: 'incompleet-verkeerd',
    intent: 'incompleet',
    questions: ['Ik heb het verkeerde artikel ontvangen', 'Er zit een andere maat in het pakket dan ik besteld heb'],
    answer:
      'Sorry, dan is er bij het inpakken iets misgegaan. Meld het binnen 48 uur met je ordernummer en een foto via klantenservice@slaapzaak.nl; we sturen het juiste artikel kosteloos op en halen het verkeerde gratis op.',
    link: CONTACT,
  },
  // Betalen
  {
    id: 'betalen-methoden',
    intent: 'betalen',
    questions: ['Welke betaalmethoden zijn er?', 'Hoe kan ik betalen?', 'Kan ik met iDEAL betalen?', 'Kan ik betalen met creditcard?'],
    answer:
      'Je kunt betalen met iDEAL | Wero (zonder extra kosten), creditcard (Visa, Mastercard, American Express), PayPal (€ 0,99 transactiekosten), achteraf met Riverty of Billink, in 3 termijnen met in3, of gespreid met Alma of SprayPay.',
    link: PAYING,
  },
  {
    id: 'betalen-achteraf',
    intent: 'betalen',
    questions: ['Kan ik achteraf betalen?', 'Kan ik met Afterpay betalen?', 'Betalen na ontvangst mogelijk?'],
    answer:
      'Ja, achteraf betalen kan met Riverty (voorheen Afterpay) of Billink: je betaalt binnen 30 dagen na ontvangst. Je moet daarvoor 18 jaar of ouder zijn.',
    link: PAYING,
  },
  {
    id: 'betalen-termijnen',
    intent: 'betalen',
    questions: ['Kan ik in termijnen betalen?', 'Kan ik gespreid betalen voor een boxspring?'],
    answer:
      'Ja: met in3 betaal je in 3 termijnen zonder rente, met Alma in 2, 3 of 4 termijnen, en met SprayPay (voor klanten van 23 tot en met 75 jaar).',
    link: PAYING,
  },
  {
    id: 'betalen-paypal',
    intent: 'betalen',
    questions: ['Kan ik met PayPal betalen?', 'Zijn er kosten voor PayPal?'],
    answer: 'Ja, je kunt met PayPal betalen; we rekenen daarvoor € 0,99 transactiekosten. iDEAL is gratis.',
    link: PAYING,
  },
  {
    id: 'betalen-mislukt',
    intent: 'betalen',
    questions: ['Mijn betaling is mislukt', 'Ik heb betaald maar geen bevestiging gekregen'],
    answer:
      'Is je betaling mislukt of afgebroken? Dan is je bestelling nog niet definitief. Je kunt de betaling opnieuw proberen via de link in je e-mail of op de statuspagina van je bestelling. Is er wel geld afgeschreven zonder bevestiging, neem dan contact op met onze klantenservice.',
    link: PAYING,
  },
  {
    id: 'betalen-btw',
    intent: 'betalen',
    questions: ['Zijn de prijzen inclusief btw?', 'Krijg ik een factuur?'],
    answer:
      'Alle prijzen zijn in euro’s en inclusief 21% btw. Je factuur download je in je account onder Mijn bestellingen; zakelijke klanten krijgen een factuur met btw-specificatie.',
    link: PAYING,
  },
  // Proefnachten, maten, wassen, product
  {
    id: 'proef-matras',
    intent: 'proefnachten',
    questions: [
      'Hoeveel proefnachten heb ik op een matras?',
      'Kan ik een matras proefslapen?',
      'Kan ik mijn matras terugsturen als het niet bevalt?',
    ],
    answer:
      'Matrassen en toppers met het label Proefslapen mag je 100 nachten thuis uitproberen. Bevalt het niet, dan halen we het matras op en krijg je je geld terug. Matrassen zonder proefslaapgarantie kunnen na gebruik om hygiënische redenen niet retour.',
    link: SHIPPING,
  },
  {
    id: 'proef-kussen',
    intent: 'proefnachten',
    questions: ['Kan ik een hoofdkussen uitproberen?', 'Geldt proefslapen ook voor kussens?'],
    answer:
      'Ja: hoofdkussens met het label Proefslapen mag je 30 nachten thuis uitproberen (matrassen en toppers 100 nachten). Na minstens 7 nachten stuur je het kussen als pakket terug en krijg je je geld terug. Dekbedden kun je om hygiënische redenen alleen ongebruikt binnen 30 dagen retourneren.',
    link: SHIPPING,
  },
  {
    id: 'maten-dekbed',
    intent: 'maten',
    questions: [
      'Welke maat dekbed heb ik nodig?',
      'Welke dekbedmaat past bij een tweepersoonsbed?',
      'Wat is de maat van een lits-jumeaux dekbed?',
    ],
    answer:
      'Kies je dekbed 60 cm breder dan je matras en 20 cm langer: een eenpersoonsbed (90x200) krijgt 140x200 of 140x220, een tweepersoonsbed (140x200) 200x200 of 200x220, en een lits-jumeaux (160 of 180 breed) 240x200 of 240x220.',
  },
  {
    id: 'maten-hoeslaken',
    intent: 'maten',
    questions: [
      'Welke maat hoeslaken past op mijn matras?',
      'Hoe hoog moet de hoek van een hoeslaken zijn?',
      'Past een hoeslaken op een topper?',
    ],
    answer:
      'Een hoeslaken koop je in dezelfde breedte en lengte als je matras: 80x200, 90x200, 140x200, 160x200 of 180x200 cm. Let op de hoekhoogte: die moet minstens de dikte van je matras plus topper zijn.',
    link: { title: 'Hoeslaken maten', url: '/hoeslaken/hoeslaken-maten/' },
  },
  {
    id: 'maten-kussen',
    intent: 'maten',
    questions: ['Welke maat heeft een hoofdkussen?', 'Wat is de standaard maat van een kussensloop?'],
    answer:
      'Een standaard hoofdkussen is 60x70 cm; kussenslopen en dekbedovertrekken zijn daarop gemaakt. Voor kinderen is 40x60 cm gebruikelijk.',
  },
  {
    id: 'maten-matras',
    intent: 'maten',
    questions: ['Welke matrasmaten hebben jullie?', 'Hebben jullie een matras van 160x200?', 'Zijn er extra lange matrassen?'],
    answer:
      'Matrassen hebben we in 80x200, 90x200, 140x200, 160x200 en 180x200 cm, en veel modellen ook in 210 of 220 cm lengte. De maat kies je op de productpagina.',
    link: { title: 'Matrasmaten', url: '/matrassen/matrasmaten/' },
  },
  {
    id: 'wassen-dekbed',
    intent: 'wassen',
    questions: [
      'Hoe was ik mijn dekbed?',
      'Mag een dekbed in de wasmachine?',
      'Op hoeveel graden was ik een dekbed?',
      'Hoe was ik een donsdekbed?',
    ],
    answer:
      'Een synthetisch dekbed mag in de wasmachine: was het twee tot vier keer per jaar op 60 °C en droog je in de droger op lage temperatuur met een paar tennisballen. Een dons- of verendekbed was je hooguit één keer per jaar op 40 °C, of laat je reinigen; lucht het vooral vaak. Kijk altijd even op het label.',
  },
  {
    id: 'wassen-beddengoed',
    intent: 'wassen',
    questions: [
      'Op hoeveel graden was ik beddengoed?',
      'Hoe was ik mijn hoeslaken?',
      'Krimpt een dekbedovertrek in de was?',
      'Mag beddengoed in de droger?',
    ],
    answer:
      'Dekbedovertrekken, hoeslakens en kussenslopen zijn wasbaar op 60 °C; was ze binnenstebuiten en met de rits dicht. Katoen en percal krimpen hooguit een paar procent; drogen op lage temperatuur voorkomt krimp. Kijk voor de zekerheid op het wasvoorschrift bij het product.',
  },
  {
    id: 'wassen-kussen',
    intent: 'wassen',
    questions: ['Kan ik mijn hoofdkussen wassen?', 'Hoe was ik een traagschuim kussen?'],
    answer:
      'Synthetische hoofdkussens mogen op 60 °C in de wasmachine. Traagschuim (memory foam) en latex kussens was je niet: alleen de hoes mag in de was, de kern lucht je.',
  },
  {
    id: 'product-allergie',
    intent: 'product',
    questions: ['Welk dekbed is geschikt bij een huisstofmijtallergie?', 'Hebben jullie anti-allergisch beddengoed?'],
    answer:
      'Bij een huisstofmijtallergie is een synthetisch dekbed en kussen het beste: die zijn wasbaar op 60 °C, waarbij huisstofmijt niet overleeft. Filter in de winkel op vulling Synthetisch.',
  },
  {
    id: 'product-warmte',
    intent: 'product',
    questions: ['Welk dekbed is het warmst?', 'Wat is een 4-seizoenen dekbed?', 'Welk dekbed voor de zomer?'],
    answer:
      'Een 4-seizoenen dekbed bestaat uit een zomer- en een winterdeel die je met drukknopen samen gebruikt in de winter. Voor warme slapers is een zomerdekbed of een licht synthetisch dekbed fijn; voor koukleumen een dons- of winterdekbed.',
  },
  {
    id: 'product-materiaal',
    intent: 'product',
    questions: ['Wat is het verschil tussen percal en katoensatijn?', 'Welk beddengoed is het zachtst?'],
    answer:
      'Percal is dicht geweven katoen dat koel en fris aanvoelt; katoensatijn is glad en glanzend en voelt zachter en warmer. Flanel is het warmst, linnen het koelst in de zomer.',
  },
  {
    id: 'product-voorraad',
    intent: 'product',
    questions: ['Wanneer is een product weer op voorraad?', 'Is dit artikel nog leverbaar?'],
    answer:
      'Op de productpagina zie je de voorraad en levertijd. Is een product uitverkocht, dan verwachten we het meestal binnen 2 tot 4 weken terug; voeg het toe aan je favorieten om het terug te vinden.',
  },
  // Contact en bestellen
  {
    id: 'contact-bellen',
    intent: 'contact',
    questions: ['Hoe kan ik contact opnemen?', 'Wat is jullie telefoonnummer?', 'Ik wil een medewerker spreken', 'Kan ik jullie bellen?'],
    answer:
      'Je bereikt onze klantenservice op 020 - 123 45 67 (maandag tot en met vrijdag 09:00–17:30) of via klantenservice@slaapzaak.nl; we beantwoorden je e-mail binnen één werkdag.',
    link: CONTACT,
  },
  {
    id: 'contact-winkel',
    intent: 'contact',
    questions: ['Hebben jullie een winkel?', 'Kan ik mijn bestelling ophalen?', 'Wat is jullie adres?'],
    answer:
      'We zijn een webwinkel: ons kantoor (Voorbeeldstraat 1, Amsterdam) en magazijn in Tilburg zijn geen winkel, dus afhalen of retourneren op het adres kan niet. We bezorgen alles thuis.',
    link: CONTACT,
  },
  {
    id: 'bestellen-wijzigen',
    intent: 'bestellen',
    questions: [
      'Kan ik mijn bestelling nog wijzigen?',
      'Kan ik mijn bestelling annuleren?',
      'Ik wil mijn adres aanpassen na het bestellen',
    ],
    answer:
      'Bel ons zo snel mogelijk op 020 - 123 45 67: zolang je bestelling nog niet is ingepakt, passen we hem aan of annuleren we hem. Is hij al verzonden, dan kun je hem binnen 30 dagen retourneren.',
    link: CONTACT,
  },
  {
    id: 'bestellen-korting',
    intent: 'bestellen',
    questions: ['Hoe gebruik ik een kortingscode?', 'Mijn kortingscode werkt niet'],
    answer:
      'Vul je kortingscode in je winkelwagen in bij Kortingscode. Werkt hij niet, controleer dan het minimale bestelbedrag en de geldigheid; per bestelling geldt één code.',
    link: PAYING,
  },
  {
    id: 'bestellen-account',
    intent: 'bestellen',
    questions: ['Moet ik een account aanmaken om te bestellen?', 'Kan ik als gast bestellen?'],
    answer:
      'Nee, je kunt ook als gast bestellen. Met een account zie je je bestellingen en facturen terug en bestel je de volgende keer sneller.',
    link: PAYING,
  },
  {
    id: 'bestellen-zakelijk',
    intent: 'bestellen',
    questions: ['Kan ik zakelijk bestellen?', 'Kunnen bedrijven bij jullie bestellen?', 'Maken jullie offertes voor hotels?'],
    answer:
      'Ja, zakelijke klanten maken een account aan met bedrijfsnaam, KvK- en btw-nummer en krijgen een factuur met btw-specificatie. Voor grotere aantallen maken we graag een offerte.',
    link: PAYING,
  },
];
