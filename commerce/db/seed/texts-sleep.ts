// Body HTML of the text pages about mattresses, boxsprings, sleep advice and promotions.

export const SLEEP_TEXTS: Record<string, string> = {
  'matrassen/type-matrassen-uitleg': `
<h2>Pocketvering</h2>
<p>Honderden veren in afzonderlijke zakjes veren onafhankelijk van elkaar. De matras ventileert uitstekend en je merkt weinig van de bewegingen van je partner. <a href="/matrassen/type-matrassen/pocketvering-matrassen/">Bekijk pocketvering matrassen</a>.</p>
<h2>Koudschuim</h2>
<p>Koudschuim is licht, veerkrachtig en duurzaam. Met comfortzones krijgen schouders en heupen meer ruimte om weg te zakken. <a href="/matrassen/type-matrassen/koudschuim-matrassen/">Bekijk koudschuim matrassen</a>.</p>
<h2>Traagschuim</h2>
<p>Traagschuim wordt zachter onder invloed van warmte en vormt zich naar je lichaam. Het verlaagt de druk op gewrichten, maar kan warm aanvoelen. <a href="/matrassen/type-matrassen/traagschuim-matrassen/">Bekijk traagschuim matrassen</a>.</p>
<h2>Latex</h2>
<p>Latex is zeer elastisch, duurzaam en van nature stofmijtwerend. Het geeft een drijvend gevoel. <a href="/matrassen/type-matrassen/latex-matrassen/">Bekijk latex matrassen</a>.</p>
<h2>Stevigheid</h2>
<ul>
<li><strong>Zacht</strong>: lichte personen en zijslapers.</li>
<li><strong>Medium</strong>: de meeste mensen, vooral rugslapers.</li>
<li><strong>Stevig</strong>: zwaardere personen en buikslapers.</li>
</ul>`,

  'matrassen/matrasmaten': `
<h2>Eenpersoons</h2>
<ul>
<li><strong>70x200 cm</strong>: smalle bedden en kinderbedden.</li>
<li><strong>80x200 cm</strong>: veel gebruikt in lits-jumeaux boxsprings.</li>
<li><strong>90x200 cm</strong>: de standaard eenpersoonsmaat.</li>
</ul>
<h2>Tweepersoons</h2>
<ul>
<li><strong>140x200 cm</strong>: compact, ook populair bij jongeren.</li>
<li><strong>160x200 cm</strong>: ruim genoeg voor twee.</li>
<li><strong>180x200 cm</strong>: de populairste tweepersoonsmaat.</li>
</ul>
<h2>Extra lang</h2>
<p>Ben je langer dan 1,85 meter, kies dan een matras van 210 of 220 cm lang. Zo heb je minstens 15 cm ruimte boven je hoofd en onder je voeten. Let er wel op dat je hoeslaken, molton en dekbed dan ook extra lang zijn.</p>
<h2>Eén of twee matrassen?</h2>
<p>Slaap je samen en verschillen jullie veel in gewicht of voorkeur, kies dan twee eenpersoonsmatrassen. Zo kiest ieder zijn eigen stevigheid. Met een <a href="/toppers/">topper</a> erover voel je de naad niet.</p>`,

  'matrassen/informatie/matras-kiezen': `
<h2>In vier stappen naar de juiste matras</h2>
<ul>
<li><strong>Bepaal je maat</strong>: meet je bed en kies dezelfde maat. Zie <a href="/matrassen/matrasmaten/">matrasmaten</a>.</li>
<li><strong>Kies het type</strong>: pocketvering, koudschuim, traagschuim of latex. Lees de <a href="/matrassen/type-matrassen-uitleg/">uitleg per type</a>.</li>
<li><strong>Kies de stevigheid</strong> op basis van je gewicht en slaaphouding.</li>
<li><strong>Let op de tijk</strong>: een afneembare, wasbare hoes is hygiënischer.</li>
</ul>
<h2>Proefslapen</h2>
<p>Een nieuwe matras voelt in het begin vaak anders. Je lichaam heeft een paar weken nodig om te wennen. Daarom kun je bij Slaapzaak je matras 30 dagen thuis uitproberen.</p>`,

  'matrassen/informatie/matras-onderhoud': `
<h2>Keren en draaien</h2>
<p>Draai je matras de eerste drie maanden elke twee weken van hoofd- naar voeteneinde, daarna elke drie maanden. Heeft de matras twee slaapzijden, keer hem dan ook om. Zo slijt hij gelijkmatig.</p>
<h2>Luchten</h2>
<p>Sla elke ochtend je dekbed open en laat je bed even luchten. Gebruik altijd een <a href="/molton/">molton</a> of matrasbeschermer om vocht en vlekken op te vangen.</p>
<h2>Schoonmaken</h2>
<ul>
<li>Was een afneembare tijk op de temperatuur die op het label staat.</li>
<li>Zuig de matras twee keer per jaar af met een zachte borstel.</li>
<li>Behandel vlekken met lauw water en een beetje milde zeep, nooit met heet water.</li>
</ul>
<p>Na acht tot tien jaar is een matras aan vervanging toe, ook als hij er nog goed uitziet.</p>`,

  matrasbeschermers: `
<h2>Soorten matrasbeschermers</h2>
<ul>
<li><strong>Molton</strong>: absorbeert vocht, wasbaar op 60 °C. <a href="/molton/">Bekijk moltons</a>.</li>
<li><strong>Waterdichte beschermer</strong>: met een ademende membraan, ideaal voor kinderbedden.</li>
<li><strong>Anti-allergische hoes</strong>: omsluit de hele matras en houdt huisstofmijt tegen.</li>
<li><strong>Topper beschermer</strong>: met extra hoge hoeken voor matras plus topper.</li>
</ul>
<h2>Waarom is het belangrijk?</h2>
<p>Een matras kun je niet wassen. Zonder beschermer trekken zweet en vuil in de kern, waardoor de matras sneller slijt en minder hygiënisch wordt. Bovendien vervalt bij vlekken vaak de garantie. Een beschermer van een paar tientjes verlengt de levensduur van je matras met jaren.</p>`,

  'boxspring/wat-is-een-boxspring': `
<h2>Opbouw van een boxspring</h2>
<ul>
<li><strong>De box</strong>: een verende onderbak met bonellvering of pocketvering.</li>
<li><strong>De matras</strong>: meestal een pocketvering matras.</li>
<li><strong>De topper</strong>: een laag koudschuim, traagschuim of latex voor extra comfort.</li>
</ul>
<p>Doordat zowel de box als de matras veren, ontstaat een dubbel veersysteem dat je lichaam precies ondersteunt.</p>
<h2>Voordelen</h2>
<ul>
<li>Hoge instaphoogte van 60 tot 70 cm.</li>
<li>Goede ventilatie door de vering.</li>
<li>Luxe uitstraling met hoofdbord.</li>
</ul>
<h2>Welke boxspring kies je?</h2>
<p>Een <a href="/boxspring/vlakke-boxspring/">vlakke boxspring</a> is klassiek en stevig. Een <a href="/boxspring/elektrische-boxspring/">elektrische boxspring</a> is verstelbaar. Heb je weinig kastruimte, kies dan een <a href="/boxspring/boxspring-met-opbergruimte/">boxspring met opbergruimte</a>.</p>`,

  'boxspring/boxspring-onderhoud': `
<h2>Topper en matrassen</h2>
<p>Draai de topper elke maand van hoofd- naar voeteneinde en keer de matrassen om de drie maanden. Gebruik een molton of topperbeschermer, die je regelmatig wast.</p>
<h2>Stof reinigen</h2>
<ul>
<li>Zuig de bekleding maandelijks af met een zacht borstelmondstuk.</li>
<li>Dep vlekken direct met een schone, vochtige doek; niet wrijven.</li>
<li>Gebruik voor velvet een speciale meubelstofreiniger.</li>
</ul>
<h2>Elektrische boxspring</h2>
<p>Controleer af en toe of er niets onder de boxspring ligt dat de motoren blokkeert, en zet de bodems voor het verplaatsen altijd in vlakke stand.</p>`,

  'informatie/slaaptips': `
<h2>Tien tips voor een betere nachtrust</h2>
<ul>
<li>Ga elke dag rond dezelfde tijd naar bed en sta rond dezelfde tijd op, ook in het weekend.</li>
<li>Houd je slaapkamer koel: 16 tot 18 °C is ideaal.</li>
<li>Maak de kamer zo donker mogelijk met <a href="/wonen/gordijnen/">verduisterende gordijnen</a>.</li>
<li>Leg je telefoon een uur voor het slapen weg.</li>
<li>Drink na de middag geen koffie of energiedrank meer.</li>
<li>Beweeg overdag, maar sport niet vlak voor het slapengaan.</li>
<li>Eet 's avonds niet te zwaar.</li>
<li>Gebruik je bed alleen om te slapen, niet om te werken.</li>
<li>Lig je na twintig minuten nog wakker, sta dan even op en doe iets rustigs.</li>
<li>Zorg voor een goede matras en een kussen dat bij je slaaphouding past.</li>
</ul>`,

  'informatie/beddengoed-wassen': `
<h2>Hoe vaak?</h2>
<p>Verschoon je beddengoed elke een tot twee weken. Hoeslakens en kussenslopen komen het meest in contact met je huid; die mogen ook tussendoor in de was.</p>
<h2>Op welke temperatuur?</h2>
<ul>
<li><strong>Katoen en percal</strong>: 40 tot 60 °C.</li>
<li><strong>Katoensatijn</strong>: 40 °C, binnenstebuiten om de glans te bewaren.</li>
<li><strong>Flanel en jersey</strong>: 40 °C, niet te heet drogen tegen krimp.</li>
<li><strong>Linnen</strong>: 40 °C, liefst aan de lijn drogen.</li>
</ul>
<h2>Tips</h2>
<p>Sluit ritsen en knopen voor het wassen, vul de trommel niet te vol en gebruik geen wasverzachter bij handdoeken en microvezel. Haal het beddengoed direct uit de machine, dan kreukt het minder.</p>`,

  'informatie/allergie-en-slapen': `
<h2>Wat helpt tegen huisstofmijt?</h2>
<ul>
<li>Gebruik een dekbed en kussen die je op 60 °C kunt wassen.</li>
<li>Leg een anti-allergische hoes om je matras.</li>
<li>Houd de luchtvochtigheid in de slaapkamer laag door dagelijks te ventileren.</li>
<li>Stofzuig regelmatig, ook onder het bed.</li>
<li>Kies een <a href="/matrassen/type-matrassen/latex-matrassen/">latex matras</a>: latex is van nature stofmijtwerend.</li>
</ul>
<p>Twijfel je over je klachten? Raadpleeg dan je huisarts of een allergoloog.</p>`,

  'acties/vaderdag': `
<h2>Cadeautips voor vaderdag</h2>
<ul>
<li>Een <a href="/hoofdkussen/hoofdkussens/">ergonomisch hoofdkussen</a>, voor als hij altijd over een stijve nek klaagt.</li>
<li>Een zachte <a href="/wonen/plaids/">plaid</a> voor op de bank tijdens de wedstrijd.</li>
<li>Een luxe <a href="/wonen/badtextiel/">badjas</a> voor de zondagochtend.</li>
<li>Een stoer <a href="/dekbedovertrek/">dekbedovertrek</a> in antraciet of navy.</li>
</ul>
<h2>Op tijd in huis</h2>
<p>Bestel uiterlijk de vrijdag voor vaderdag voor 23:59, dan bezorgen we je cadeau op zaterdag. Niet goed? Dan ruilt hij het binnen 30 dagen. Vanaf € 100 is de verzending gratis.</p>`,
};
