// Body HTML of the text pages about bedding, duvets and pillows (after the intro paragraph).

export const BEDDING_TEXTS: Record<string, string> = {
  'dekbedovertrek/dekbedovertrek-maten': `
<h2>Standaardmaten dekbedovertrekken</h2>
<ul>
<li><strong>140x200/220 cm</strong>: eenpersoons, voor een dekbed van 140x200 of 140x220 cm.</li>
<li><strong>200x200/220 cm</strong>: tweepersoons, voor een dekbed van 200x200 of 200x220 cm.</li>
<li><strong>240x200/220 cm</strong>: lits-jumeaux, voor een dekbed van 240x200 of 240x220 cm.</li>
<li><strong>260x200/220 cm</strong>: extra breed lits-jumeaux, voor een dekbed van 260x220 cm.</li>
</ul>
<p>De maat 200/220 betekent dat het overtrek een <strong>instopstrook</strong> heeft. Bij een dekbed van 200 cm lang stop je de strook in, bij een dekbed van 220 cm lang vult het dekbed het overtrek helemaal. Zo past één overtrek op twee lengtes.</p>
<h2>Welke lengte kies ik?</h2>
<p>Ben je langer dan 1,85 meter, kies dan een dekbed van 220 cm lang. Je voeten blijven dan onder het dekbed, ook als je je omdraait. Het overtrek hoeft niet anders: alle overtrekken van Slaapzaak zijn geschikt voor 200 en 220 cm.</p>
<h2>Kinderen</h2>
<p>Voor een ledikant gebruik je een overtrek van 100x135 cm, voor een juniorbed 120x150 cm. Vanaf een bed van 90x200 cm kies je een gewoon eenpersoons overtrek. Bekijk onze <a href="/kids/">kinderbeddengoed</a> voor alle kindermaten.</p>`,

  'dekbed/warmteklasse': `
<h2>De warmteklassen op een rij</h2>
<ul>
<li><strong>Zomer</strong>: een dun, luchtig dekbed voor warme nachten of voor mensen die het altijd warm hebben.</li>
<li><strong>4-seizoenen</strong>: twee losse dekbedden die je met drukknopen aan elkaar maakt. Het dunne deel gebruik je in de zomer, het dikkere in lente en herfst, en samen zijn ze je winterdekbed.</li>
<li><strong>Winter</strong>: een dikker dekbed voor de koude maanden of een koele slaapkamer.</li>
<li><strong>Extra warm</strong>: voor wie het snel koud heeft of met het raam open slaapt.</li>
</ul>
<h2>Hoe kies je?</h2>
<p>Let op je eigen lichaam én je slaapkamer. Slaap je in een koele kamer met het raam open, kies dan een klasse warmer. Heb je de verwarming aan of slaap je samen, dan is een klasse koeler vaak prettiger. Twijfel je, dan is een <strong>4-seizoenendekbed</strong> de meest flexibele keuze.</p>
<h2>Vulling en warmte</h2>
<p>Dons isoleert met weinig gewicht en voelt daardoor licht aan. Wol reguleert vocht heel goed en is prettig voor mensen die transpireren. Synthetische vezels zijn wasbaar op 60 °C en daarmee geschikt bij een huisstofmijtallergie.</p>`,

  'dekbed/dekbed-maten': `
<h2>Gangbare dekbedmaten</h2>
<ul>
<li><strong>140x200 cm</strong>: eenpersoons standaard.</li>
<li><strong>140x220 cm</strong>: eenpersoons extra lang.</li>
<li><strong>200x200 cm</strong> en <strong>200x220 cm</strong>: tweepersoons.</li>
<li><strong>240x200 cm</strong> en <strong>240x220 cm</strong>: lits-jumeaux.</li>
<li><strong>260x220 cm</strong>: extra breed lits-jumeaux voor bedden van 180 cm en breder.</li>
</ul>
<h2>Breedte</h2>
<p>Een dekbed moet aan beide kanten over het matras hangen, zodat er geen koude lucht onder komt. Vuistregel: tel 50 tot 60 cm op bij de breedte van je matras. Bij een matras van 160 cm past dus een dekbed van 200 of 240 cm breed.</p>
<h2>Lengte</h2>
<p>De lengte is minimaal 200 cm. Ben je langer dan 1,85 meter, kies dan 220 cm. Vergeet niet een <a href="/dekbedovertrek/">dekbedovertrek</a> in de bijpassende maat te bestellen.</p>`,

  'dekbed/dekbed-wassen': `
<h2>Luchten, elke dag</h2>
<p>Sla je dekbed 's ochtends open en laat het een halfuur luchten voordat je het bed opmaakt. Zo kan het vocht van de nacht verdampen en krijgen huisstofmijten minder kans.</p>
<h2>Wassen per vulling</h2>
<ul>
<li><strong>Synthetisch</strong>: twee tot vier keer per jaar wassen op 60 °C. Droog in de droger op lage temperatuur met een paar tennisballen.</li>
<li><strong>Dons en veren</strong>: een tot twee keer per jaar op 40 °C met een speciaal donswasmiddel, en heel goed drogen.</li>
<li><strong>Wol</strong>: niet te vaak wassen; lucht het dekbed liever buiten. Was alleen op het wolprogramma als het label dat toestaat.</li>
</ul>
<h2>Past het in je machine?</h2>
<p>Een tweepersoonsdekbed past vaak niet in een gewone wasmachine. Gebruik dan een wasserette met een grote trommel. Een dekbed dat niet helemaal droog is, gaat muf ruiken en klonteren.</p>`,

  'hoeslaken/hoeslaken-maten': `
<h2>Breedte en lengte</h2>
<p>Kies een hoeslaken met dezelfde breedte en lengte als je matras: 80x200, 90x200, 140x200, 160x200 of 180x200 cm. Dankzij het elastiek past een hoeslaken van 200 cm vaak ook om een matras van 210 cm; bij 220 cm kies je een extra lang hoeslaken.</p>
<h2>Hoekhoogte</h2>
<p>Meet de dikte van je matras, eventueel samen met je topper. De hoekhoogte van het hoeslaken moet minstens zo hoog zijn.</p>
<ul>
<li><strong>Tot 25 cm</strong>: een standaard matras.</li>
<li><strong>Tot 35 cm</strong>: een dik matras of een matras met topper.</li>
<li><strong>Tot 40 cm</strong>: een boxspring met matras en topper samen.</li>
</ul>
<h2>Splittopper</h2>
<p>Heeft je boxspring een topper met een split aan het hoofdeinde? Kies dan een <strong>splittopper hoeslaken</strong> met een inkeping, zodat het elektrische hoofdeinde vrij kan bewegen.</p>`,

  'hoeslaken/hoeslaken-vouwen': `
<h2>Zo vouw je een hoeslaken</h2>
<ul>
<li>Houd het hoeslaken binnenstebuiten vast aan twee hoeken van de korte kant.</li>
<li>Steek je handen in de hoeken en vouw de ene hoek over de andere, zodat ze in elkaar vallen.</li>
<li>Doe hetzelfde met de twee hoeken aan de andere korte kant.</li>
<li>Leg het laken plat op tafel of bed: je hebt nu een rechthoek met de elastische rand aan één kant.</li>
<li>Vouw de elastische rand naar binnen en vouw het geheel in drieën in de lengte en daarna in de breedte.</li>
</ul>
<p>Bewaar je beddengoed per set: stop het opgevouwen hoeslaken met de kussenslopen in het bijbehorende overtrek. Zo heb je altijd een complete set bij de hand.</p>`,

  'molton/wat-is-molton': `
<h2>Waarom een molton?</h2>
<p>Elke nacht verliest je lichaam een flinke hoeveelheid vocht. Een molton vangt dat vocht op voordat het in je matras trekt. Een molton was je eenvoudig in de machine, een matras niet.</p>
<h2>Soorten moltons</h2>
<ul>
<li><strong>Katoenen molton</strong>: ademend en absorberend, wasbaar op 60 °C.</li>
<li><strong>Waterdichte molton</strong>: met een ademende laag die geen vocht doorlaat. Fijn voor kinderen en bij incontinentie.</li>
<li><strong>Hoeslakenmolton</strong>: sluit met elastiek rondom het matras en verschuift niet.</li>
<li><strong>Topper molton</strong>: met extra hoge hoeken voor een matras met topper.</li>
</ul>
<h2>Onderhoud</h2>
<p>Was je molton elke vier tot zes weken op 60 °C. Dat doodt huisstofmijten en houdt je bed fris. Voor een <a href="/molton/">nieuwe molton</a> kies je dezelfde maat als je matras.</p>`,

  'hoofdkussen/welk-kussen-past-bij-mij': `
<h2>Kies op slaaphouding</h2>
<ul>
<li><strong>Zijslaper</strong>: je hebt een hoog en stevig kussen nodig dat de ruimte tussen schouder en hoofd opvult. Traagschuim en latex werken goed.</li>
<li><strong>Rugslaper</strong>: kies een middelhoog kussen dat je nek ondersteunt zonder je hoofd naar voren te duwen.</li>
<li><strong>Buikslaper</strong>: een plat en zacht kussen, bijvoorbeeld met dons of een dunne synthetische vulling.</li>
<li><strong>Wisselslaper</strong>: een kussen met verstelbare vulling, zodat je de hoogte zelf bepaalt.</li>
</ul>
<h2>Kies op vulling</h2>
<p><strong>Dons</strong> is zacht en vormbaar. <strong>Synthetische vezels</strong> zijn wasbaar op 60 °C en anti-allergisch. <strong>Traagschuim</strong> vormt zich naar je nek en geeft stabiele steun. <strong>Latex</strong> is veerkrachtig en ventileert goed.</p>
<h2>Wanneer vervangen?</h2>
<p>Een hoofdkussen gaat twee tot vier jaar mee. Vouw je kussen dubbel: veert het niet meer terug, dan is het tijd voor een <a href="/hoofdkussen/hoofdkussens/">nieuw hoofdkussen</a>.</p>`,

  'hoofdkussen/hoofdkussen-wassen': `
<h2>Wasadvies per type</h2>
<ul>
<li><strong>Synthetisch</strong>: in de wasmachine op 60 °C, daarna in de droger met twee tennisballen om de vulling los te kloppen.</li>
<li><strong>Dons</strong>: op 40 °C met donswasmiddel; laat het kussen volledig drogen.</li>
<li><strong>Traagschuim en latex</strong>: niet in de machine. Was alleen de afneembare hoes en lucht de kern regelmatig.</li>
</ul>
<p>Gebruik altijd een kussensloop en bij voorkeur ook een kussenbeschermer. Die was je mee met je beddengoed, zodat het kussen zelf maar een paar keer per jaar in de was hoeft.</p>`,

  kussens: `
<h2>Welk kussen zoek je?</h2>
<ul>
<li><a href="/hoofdkussen/hoofdkussens/">Hoofdkussens</a>: voor de juiste ondersteuning van je nek.</li>
<li><a href="/hoofdkussen/kussenslopen/">Kussenslopen</a>: passend bij je dekbedovertrek.</li>
<li><a href="/kussenhoes/sierkussenhoezen/">Sierkussenhoezen</a>: voor sfeer op je bed en bank.</li>
<li><a href="/kussenhoes/buitenkussenhoezen/">Buitenkussenhoezen</a>: voor tuin en balkon.</li>
</ul>
<h2>Twijfel je over je hoofdkussen?</h2>
<p>Lees dan eerst <a href="/hoofdkussen/welk-kussen-past-bij-mij/">welk kussen bij je past</a>. Je slaaphouding bepaalt welke hoogte en stevigheid je nodig hebt. En vergeet niet: een kussen mag gerust eens vervangen worden. Na een paar jaar is de vulling ingezakt en krijgt je nek niet meer de steun die hij nodig heeft.</p>`,

  beddengoed: `
<h2>Van onder naar boven</h2>
<ul>
<li><a href="/molton/">Molton</a>: beschermt je matras tegen vocht.</li>
<li><a href="/hoeslaken/">Hoeslaken</a>: sluit strak om matras en molton.</li>
<li><a href="/dekbed/">Dekbed</a>: houdt je warm.</li>
<li><a href="/dekbedovertrek/">Dekbedovertrek</a>: beschermt je dekbed en bepaalt de uitstraling van je bed.</li>
<li><a href="/hoofdkussen/hoofdkussens/">Hoofdkussen</a> met <a href="/hoofdkussen/kussenslopen/">kussensloop</a>.</li>
</ul>
<h2>Hoeveel sets heb je nodig?</h2>
<p>Wij raden twee tot drie sets per bed aan: één op bed, één in de was en één in de kast. Verschoon je beddengoed elke week, of elke twee weken als je onder de douche gaat voordat je naar bed gaat.</p>
<h2>Materialen</h2>
<p>Katoen is ademend en sterk, katoensatijn zacht en glanzend, percal koel en fris, flanel warm, linnen natuurlijk en jersey rekbaar. Bekijk ons beddengoed <a href="/materiaal/">per materiaal</a>.</p>`,

  hoeslakens: `
<h2>Soorten hoeslakens</h2>
<ul>
<li><strong>Jersey</strong>: rekbaar en kreukvrij, past makkelijk om dikke matrassen.</li>
<li><strong>Percal</strong>: koel en fris, ideaal voor warme slapers.</li>
<li><strong>Katoensatijn</strong>: zacht met een lichte glans, mooi bij een satijnen overtrek.</li>
<li><strong>Molton hoeslaken</strong>: hoeslaken en matrasbeschermer in één.</li>
<li><strong>Splittopper hoeslaken</strong>: voor boxsprings met een gesplitste topper.</li>
</ul>
<h2>De juiste maat</h2>
<p>Let naast breedte en lengte vooral op de hoekhoogte. Lees alles over <a href="/hoeslaken/hoeslaken-maten/">hoeslaken maten</a> of bekijk direct ons <a href="/hoeslaken/">aanbod hoeslakens</a>.</p>`,
};
