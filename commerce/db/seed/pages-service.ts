// Service pages (/service/{slug}/): real, useful customer information.

export interface PageDef {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image?: string;
  publishedAt: string;
}

export const SERVICE_PAGES: PageDef[] = [
  {
    slug: 'klantenservice-contact',
    title: 'Klantenservice & contact',
    summary: 'Vragen over je bestelling, een product of retour? Wij staan voor je klaar.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Heb je een vraag over je bestelling, een product of het retourneren van een artikel? Onze klantenservice helpt je graag. Veel antwoorden vind je al op onze servicepagina's, maar je kunt ons natuurlijk ook gewoon bellen, mailen of een bericht sturen via het contactformulier.</p>
<h2>Zo bereik je ons</h2>
<ul>
<li><strong>Telefoon</strong>: <a href="tel:+31201234567">020 - 123 45 67</a>, maandag tot en met vrijdag van 09:00 tot 17:30 uur.</li>
<li><strong>E-mail</strong>: <a href="mailto:klantenservice@slaapzaak.nl">klantenservice@slaapzaak.nl</a>. We beantwoorden je e-mail binnen één werkdag.</li>
<li><strong>Chat</strong>: onze chatassistent is dag en nacht beschikbaar voor vragen over je bestelstatus, retourneren en productinformatie.</li>
</ul>
<h2>Houd je ordernummer bij de hand</h2>
<p>Heb je al een bestelling geplaatst? Vermeld dan je ordernummer. Dat begint met DKBD en staat in je orderbevestiging en in je account onder <a href="/account/orders/">Mijn bestellingen</a>. Zo kunnen we je sneller helpen.</p>
<h2>Veelgestelde vragen</h2>
<ul>
<li><strong>Wanneer wordt mijn bestelling geleverd?</strong> Op werkdagen voor 23:59 besteld is de volgende dag in huis, tenzij bij het product een andere levertijd staat. Volg je pakket met de <a href="/service/pakketchecker/">pakketchecker</a>.</li>
<li><strong>Kan ik mijn bestelling nog wijzigen?</strong> Bel ons zo snel mogelijk; zolang je bestelling nog niet is ingepakt, passen we hem aan.</li>
<li><strong>Hoe stuur ik iets terug?</strong> Je hebt 30 dagen bedenktijd. Lees hoe het werkt op <a href="/service/shipping-returns/">Verzenden &amp; Retourneren</a>.</li>
<li><strong>Is mijn artikel beschadigd aangekomen?</strong> Stuur ons binnen 48 uur een foto van de schade met je ordernummer, dan zorgen we voor een oplossing.</li>
</ul>
<h2>Bezoekadres</h2>
<p>Slaapzaak B.V., Voorbeeldstraat 1, 1234 AB Amsterdam. Dit is geen winkel; afhalen en retourneren op dit adres is niet mogelijk. KvK 87654321, btw NL876543219B01.</p>
<h2 id="contactformulier">Contactformulier</h2>
<p>Liever schriftelijk? Vul hieronder je naam, e-mailadres, eventueel je ordernummer en je vraag in. Je krijgt direct een ontvangstbevestiging per e-mail en we reageren binnen één werkdag.</p>`,
  },
  {
    slug: 'shipping-returns',
    title: 'Verzenden & Retourneren',
    summary: 'Levertijden, verzendkosten en hoe je een artikel retourneert.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>We willen dat je bestelling snel en zonder zorgen bij je aankomt. Op deze pagina lees je hoe we verzenden, wat het kost en hoe je een artikel terugstuurt als het toch niet helemaal is wat je zocht.</p>
<h2>Levertijden</h2>
<ul>
<li><strong>Voor 23:59 besteld, morgen in huis</strong>: geldt voor de meeste producten op voorraad, bij bestellingen op werkdagen (zondag tot en met donderdag).</li>
<li><strong>2-3 werkdagen</strong>: voor producten die we rechtstreeks van de leverancier versturen. Dit staat bij het product vermeld.</li>
<li><strong>Matrassen en boxsprings</strong>: worden op afspraak bezorgd. Na je bestelling nemen we contact met je op om een dag af te spreken. Boxsprings worden gratis in je slaapkamer gemonteerd.</li>
</ul>
<h2>Verzendkosten</h2>
<p>Vanaf € 100 verzenden we <strong>gratis</strong> binnen Nederland. Onder de € 100 betaal je € 4,95 verzendkosten. Met de code GRATISTHUIS verzenden we je bestelling gratis, ongeacht het bedrag. We bezorgen met PostNL; grote artikelen worden door onze eigen bezorgdienst gebracht. Levering naar België kost € 6,95 en is gratis vanaf € 150.</p>
<h2>Verzekerd verzenden</h2>
<p>Alle pakketten zijn verzekerd tot de bezorging. Je ontvangt een track-en-tracecode per e-mail en kunt je pakket volgen met de <a href="/service/pakketchecker/">pakketchecker</a>.</p>
<h2>Retourneren binnen 30 dagen</h2>
<p>Niet tevreden? Je hebt <strong>30 dagen bedenktijd</strong> vanaf de dag dat je je bestelling ontvangt. Zo werkt het:</p>
<ul>
<li>Meld je retour aan via je account of onze <a href="/service/retourneren/">retourpagina</a>.</li>
<li>Verpak het artikel ongebruikt en met de originele verpakking waar mogelijk.</li>
<li>Lever het pakket in bij een PostNL-punt met het retourlabel dat je van ons ontvangt.</li>
<li>Binnen 14 dagen na ontvangst storten we het aankoopbedrag terug.</li>
</ul>
<p>De kosten voor het retourneren zijn € 4,95 en worden verrekend met je terugbetaling. Om hygiënische redenen kunnen we gebruikte hoofdkussens, dekbedden en matrassen zonder proefslaapgarantie niet terugnemen. Vloerkleden retourneer je via <a href="/vloerkleed-retourneren/">het retourformulier voor vloerkleden</a>, omdat die vaak niet in een standaard doos passen.</p>`,
  },
  {
    slug: 'orderandpayment',
    title: 'Bestellen & Betalen',
    summary: 'Zo bestel je bij Slaapzaak en zo kun je betalen.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Bestellen bij Slaapzaak is eenvoudig en veilig. Je kunt bestellen als gast of met een account; met een account zie je je bestellingen terug en bestel je de volgende keer nog sneller.</p>
<h2>Zo bestel je</h2>
<ul>
<li>Kies je product, de gewenste maat en klik op <strong>In winkelwagen</strong>.</li>
<li>Heb je een kortingscode? Vul die in je winkelwagen in.</li>
<li>Ga naar <strong>Bestellen</strong> en vul je adresgegevens in. Met je postcode en huisnummer vullen we je straat en plaats automatisch aan.</li>
<li>Kies een verzend- en betaalmethode en rond je betaling af.</li>
<li>Je ontvangt direct een orderbevestiging per e-mail met je ordernummer (DKBD gevolgd door zeven cijfers).</li>
</ul>
<h2>Betaalmethoden</h2>
<ul>
<li><strong>iDEAL | Wero</strong>: direct betalen via je eigen bank, zonder extra kosten. Je kiest je bank op de pagina van iDEAL.</li>
<li><strong>Creditcard</strong>: Visa, Mastercard en American Express.</li>
<li><strong>PayPal</strong>: we rekenen € 0,99 transactiekosten.</li>
<li><strong>Achteraf betalen met Riverty of Billink</strong>: je betaalt binnen 30 dagen na ontvangst. Je moet 18 jaar of ouder zijn.</li>
<li><strong>In 3 termijnen met in3</strong>: je betaalt in drie delen, zonder rente.</li>
<li><strong>Gespreid betalen met Alma</strong> in 2, 3 of 4 termijnen, of met <strong>SprayPay</strong> (voor klanten van 23 tot en met 75 jaar).</li>
</ul>
<h2>Prijzen en btw</h2>
<p>Alle prijzen zijn in euro's en inclusief 21% btw. Zakelijke klanten kunnen een account aanmaken met hun bedrijfsnaam, KvK- en btw-nummer en ontvangen een factuur met btw-specificatie. Voor grotere aantallen maken we graag een offerte; zie <a href="/zakelijk/">Zakelijk</a>.</p>
<h2>Veilig bestellen</h2>
<p>Onze website is beveiligd met een versleutelde verbinding. Betalingen verlopen via een gecertificeerde betaalprovider; wij zien of bewaren nooit je bank- of creditcardgegevens.</p>`,
  },
  {
    slug: 'pakketchecker',
    title: 'Pakketchecker',
    summary: 'Volg je bestelling van ons magazijn tot aan je deur.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Wil je weten waar je pakket is? Zodra je bestelling ons magazijn verlaat, ontvang je een e-mail met een track-en-tracecode. Daarmee volg je je pakket tot aan je voordeur.</p>
<h2>Status van je bestelling</h2>
<ul>
<li><strong>Betaald</strong>: we hebben je betaling ontvangen en je bestelling wordt ingepakt.</li>
<li><strong>Verzonden</strong>: je pakket is onderweg; gebruik de track-en-tracecode uit je e-mail.</li>
<li><strong>Bezorgd</strong>: je pakket is afgeleverd.</li>
</ul>
<p>Je ziet de status ook in je account onder <a href="/account/orders/">Mijn bestellingen</a>, of vraag het aan onze chatassistent met je ordernummer, voornaam en postcode. Na 2 werkdagen nog niets ontvangen? Neem dan <a href="/service/klantenservice-contact/">contact</a> met ons op.</p>`,
  },
  {
    slug: 'retourneren',
    title: 'Retourneren',
    summary: 'Binnen 30 dagen eenvoudig retourneren.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Past het niet, of is de kleur toch anders dan je had gedacht? Je kunt je bestelling binnen 30 dagen na ontvangst retourneren.</p>
<h2>In vier stappen</h2>
<ul>
<li>Log in en ga naar <a href="/account/orders/">Mijn bestellingen</a>, of gebruik het retourformulier zonder account.</li>
<li>Kies welke artikelen je terugstuurt en waarom.</li>
<li>Print het retourlabel en plak het op de doos.</li>
<li>Lever het pakket in bij een PostNL-punt. Bewaar je verzendbewijs.</li>
</ul>
<p>We betalen je binnen 14 dagen na ontvangst terug via dezelfde betaalmethode. Ruilen kan ook: stuur het artikel retour en plaats een nieuwe bestelling. Meer informatie vind je op <a href="/service/shipping-returns/">Verzenden &amp; Retourneren</a>.</p>
<p>Je ziet in je account welk bedrag je terugkrijgt en wat de status van je retour is. Keuren we een retour af, bijvoorbeeld omdat een artikel gebruikt of beschadigd is, dan zie je daar ook waarom.</p>
<h2>Proefslapen</h2>
<p>Matrassen en toppers kun je 100 nachten thuis proefslapen, hoofdkussens 30 nachten. De nachten tellen vanaf de bezorging; in je account zie je bij de bestelling hoeveel nachten je nog hebt. Geef je lichaam even de tijd om te wennen: na minstens 30 nachten (toppers 14, hoofdkussens 7) kun je het artikel terugsturen, tot de laatste proefnacht. Dat regel je zelf: log in, open de bestelling in <a href="/account/orders/">Mijn bestellingen</a> en kies <em>Proefslapen: retourneren en laten ophalen</em>. Een matras of topper halen onze bezorgers bij je op, op een dag en dagdeel die je zelf kiest; een hoofdkussen stuur je als pakket terug met het retourlabel. Zodra het is opgehaald, betalen we automatisch terug wat je ervoor betaalde (met je korting verrekend).</p>`,
  },
  {
    slug: 'over-ons',
    title: 'Over Slaapzaak',
    summary: 'Wie we zijn en waar we voor staan.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Slaapzaak is in 2012 begonnen als klein webwinkeltje in beddengoed, vanuit een zolderkamer in Amsterdam. Inmiddels helpen we elk jaar honderdduizenden mensen in Nederland en België aan een betere nachtrust.</p>
<h2>Waar we voor staan</h2>
<ul>
<li><strong>Goed slapen voor iedereen</strong>: kwaliteit hoeft niet duur te zijn.</li>
<li><strong>Eerlijk advies</strong>: we vertellen je liever welk kussen echt bij je past dan welk kussen het duurst is.</li>
<li><strong>Snel en zorgvuldig</strong>: voor 23:59 besteld, morgen in huis.</li>
<li><strong>Duurzaam</strong>: we kiezen steeds vaker voor biologisch katoen, gerecyclede vulling en FSC-hout.</li>
</ul>
<p>Ons team van zo'n zestig collega's werkt vanuit Amsterdam en ons magazijn in Tilburg. Klanten beoordelen ons met gemiddeld 4,5 uit 5 sterren, uit meer dan 55.000 beoordelingen.</p>`,
  },
  {
    slug: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    summary: 'De voorwaarden die gelden voor bestellingen bij Slaapzaak.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<h2>Artikel 1 – Toepasselijkheid</h2>
<p>Deze voorwaarden gelden voor elk aanbod van Slaapzaak B.V. en voor elke overeenkomst op afstand tussen Slaapzaak en de klant.</p>
<h2>Artikel 2 – Aanbod en prijzen</h2>
<p>Alle prijzen zijn in euro's, inclusief 21% btw. Kennelijke vergissingen of fouten in het aanbod binden Slaapzaak niet.</p>
<h2>Artikel 3 – Herroepingsrecht</h2>
<p>De consument heeft 30 dagen bedenktijd na ontvangst van het product. Tijdens de bedenktijd gaat de consument zorgvuldig om met het product en de verpakking. Producten die om hygiënische redenen niet geschikt zijn om te worden teruggezonden, zijn uitgesloten zodra de verzegeling is verbroken.</p>
<h2>Artikel 4 – Levering</h2>
<p>Slaapzaak neemt de grootst mogelijke zorgvuldigheid in acht bij het in ontvangst nemen en uitvoeren van bestellingen. Het risico van beschadiging en vermissing berust bij Slaapzaak tot het moment van bezorging.</p>
<h2>Artikel 5 – Garantie en klachten</h2>
<p>Klachten over de uitvoering van de overeenkomst moeten binnen bekwame tijd, volledig en duidelijk omschreven worden ingediend bij de klantenservice. Slaapzaak beantwoordt klachten binnen 14 dagen.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacyverklaring',
    summary: 'Hoe we met je persoonsgegevens omgaan.',
    publishedAt: '2025-01-06T09:00:00+01:00',
    bodyHtml: `
<p>Slaapzaak B.V. verwerkt persoonsgegevens zorgvuldig en volgens de Algemene verordening gegevensbescherming (AVG).</p>
<h2>Welke gegevens</h2>
<ul>
<li>Naam-, adres- en contactgegevens om je bestelling te leveren.</li>
<li>Betaalstatus van je bestelling (geen bank- of kaartgegevens).</li>
<li>Je e-mailadres voor de nieuwsbrief, alleen als je je daarvoor aanmeldt.</li>
<li>Gegevens over je bezoek aan de website, alleen met je toestemming via de cookiemelding.</li>
</ul>
<h2>Bewaartermijn en je rechten</h2>
<p>We bewaren gegevens niet langer dan nodig en ordergegevens zeven jaar vanwege de fiscale bewaarplicht. Je kunt je gegevens altijd inzien, laten corrigeren of laten verwijderen via <a href="mailto:klantenservice@slaapzaak.nl">klantenservice@slaapzaak.nl</a>. Je toestemming voor cookies bewaren we twaalf maanden.</p>`,
  },
];
