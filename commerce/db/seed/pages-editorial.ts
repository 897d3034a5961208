// Blog posts (/blog/{slug}/) and inspiration articles (/inspiratie/…).
import { productImageUrl } from '../../media/palette';
import type { PageDef } from './pages-service';

export const BLOG_POSTS: PageDef[] = [
  {
    slug: 'zeven-tips-om-sneller-in-slaap-te-vallen',
    title: 'Zeven tips om sneller in slaap te vallen',
    summary: "Lig je 's avonds lang wakker? Met deze zeven eenvoudige gewoonten val je sneller in slaap.",
    image: productImageUrl('hoofdkussen', 'blauw', 1),
    publishedAt: '2026-10-12T08:00:00+02:00',
    bodyHtml: `
<p>Bijna een op de drie Nederlanders slaapt regelmatig slecht. Vaak ligt het niet aan één ding, maar aan een optelsom van kleine gewoonten. Het goede nieuws: die kun je veranderen. Deze zeven tips helpen je sneller in slaap te vallen.</p>
<h2>1. Vaste tijden</h2>
<p>Je biologische klok houdt van regelmaat. Ga elke avond rond dezelfde tijd naar bed en sta elke ochtend rond dezelfde tijd op, ook in het weekend. Na een paar weken word je vanzelf moe op het juiste moment.</p>
<h2>2. Een koele, donkere kamer</h2>
<p>Je lichaamstemperatuur daalt als je in slaap valt. Een slaapkamer van 16 tot 18 °C helpt daarbij. Verduisterende gordijnen houden het licht van straatlantaarns en vroege zomerochtenden buiten.</p>
<h2>3. Schermen uit</h2>
<p>Het blauwe licht van je telefoon remt de aanmaak van melatonine, het hormoon dat je slaperig maakt. Leg je telefoon een uur voor het slapen weg en lees liever een boek.</p>
<h2>4. Geen cafeïne na de middag</h2>
<p>Cafeïne blijft tot wel acht uur in je lichaam. Kies vanaf de middag voor thee zonder cafeïne of water.</p>
<h2>5. Een avondritueel</h2>
<p>Een warme douche, een paar bladzijden lezen, even ademhalingsoefeningen: een vast ritueel vertelt je lichaam dat het tijd is om te slapen.</p>
<h2>6. Het juiste bed</h2>
<p>Een matras die te zacht of te hard is, of een kussen dat je nek niet ondersteunt, houdt je wakker. Lees <a href="/hoofdkussen/welk-kussen-past-bij-mij/">welk kussen bij je past</a>.</p>
<h2>7. Niet piekeren in bed</h2>
<p>Schrijf voor het slapen op wat je nog moet doen. Lig je na twintig minuten nog wakker, sta dan even op en doe iets rustigs tot je slaperig wordt.</p>`,
  },
  {
    slug: 'hoe-kies-je-het-juiste-dekbed',
    title: 'Hoe kies je het juiste dekbed?',
    summary: 'Dons, wol of synthetisch? En welke warmteklasse? Zo kies je een dekbed waaronder je heerlijk slaapt.',
    image: productImageUrl('dekbed', 'wit', 1),
    publishedAt: '2026-09-28T08:00:00+02:00',
    bodyHtml: `
<p>Een dekbed koop je voor jaren, dus het loont om even goed na te denken. Drie vragen helpen je op weg: hoe warm slaap je, heb je allergieën en hoe groot is je bed?</p>
<h2>Hoe warm slaap je?</h2>
<p>Dekbedden zijn ingedeeld in <a href="/dekbed/warmteklasse/">warmteklassen</a>, van zomer tot extra warm. Heb je het snel warm of slaap je met de verwarming aan, kies dan een lichtere klasse. Twijfel je, dan is een 4-seizoenendekbed de veiligste keuze: twee losse dekbedden die je naar behoefte combineert.</p>
<h2>Welke vulling?</h2>
<ul>
<li><strong>Dons</strong> is licht, warm en vormt zich mooi om je lichaam.</li>
<li><strong>Wol</strong> neemt veel vocht op en is fijn voor mensen die 's nachts transpireren.</li>
<li><strong>Synthetisch</strong> is betaalbaar, licht en wasbaar op 60 °C: de beste keuze bij een huisstofmijtallergie.</li>
</ul>
<h2>Welke maat?</h2>
<p>Een dekbed moet aan beide kanten ruim over het matras hangen. Tel 50 tot 60 cm op bij de breedte van je matras, en kies 220 cm lang als je langer bent dan 1,85 meter. Alle maten staan op <a href="/dekbed/dekbed-maten/">dekbed maten</a>.</p>
<h2>Onderhoud</h2>
<p>Schud je dekbed elke ochtend op en laat het luchten. Een synthetisch dekbed was je twee tot vier keer per jaar, een donzen dekbed een tot twee keer. Bekijk ons <a href="/dekbed/">aanbod dekbedden</a>.</p>`,
  },
  {
    slug: 'boxspring-onderhouden-zo-doe-je-dat',
    title: 'Je boxspring onderhouden: zo doe je dat',
    summary: 'Met een paar minuten per maand gaat je boxspring jaren langer mee.',
    image: productImageUrl('boxspring', 'antraciet', 1),
    publishedAt: '2026-09-10T08:00:00+02:00',
    bodyHtml: `
<p>Een boxspring is een flinke investering. Gelukkig is onderhoud niet ingewikkeld. Met deze tips blijft je boxspring jarenlang comfortabel en mooi.</p>
<h2>Draai de topper</h2>
<p>De topper krijgt het zwaarst te verduren. Draai hem elke maand van hoofd- naar voeteneinde, zodat hij gelijkmatig slijt. Gebruik een topper-molton om vocht en vlekken op te vangen.</p>
<h2>Keer de matrassen</h2>
<p>Draai ook de matrassen onder de topper elke drie maanden. Zijn de matrassen dubbelzijdig, keer ze dan ook om.</p>
<h2>Houd de stof schoon</h2>
<p>Zuig de bekleding maandelijks af met een zacht borstelmondstuk. Vlekken dep je direct met een vochtige doek; wrijf niet, want dan trekt de vlek dieper in de stof.</p>
<h2>Ventileer</h2>
<p>Laat je bed 's ochtends even open liggen en zet regelmatig een raam open. Vocht is de grootste vijand van elk bed. Meer tips lees je op <a href="/boxspring/boxspring-onderhoud/">boxspring onderhoud</a>.</p>`,
  },
  {
    slug: 'hoe-vaak-moet-je-je-beddengoed-wassen',
    title: 'Hoe vaak moet je je beddengoed wassen?',
    summary: 'Eén keer per week, of mag het ook minder? We zetten het op een rij.',
    image: productImageUrl('dekbedovertrek', 'wit', 3),
    publishedAt: '2026-08-24T08:00:00+02:00',
    bodyHtml: `
<p>Elke nacht verlies je huidschilfers, talg en vocht. Dat komt allemaal in je beddengoed terecht. Hoe vaak moet je dus verschonen?</p>
<h2>Het advies</h2>
<ul>
<li><strong>Kussenslopen en hoeslaken</strong>: elke week.</li>
<li><strong>Dekbedovertrek</strong>: elke een tot twee weken.</li>
<li><strong>Molton</strong>: elke vier tot zes weken.</li>
<li><strong>Dekbed en hoofdkussen</strong>: twee tot vier keer per jaar, afhankelijk van de vulling.</li>
</ul>
<h2>Op welke temperatuur?</h2>
<p>Katoen en percal kunnen op 60 °C, wat huisstofmijt doodt. Katoensatijn, flanel en jersey was je op 40 °C om de stof mooi te houden. Kijk altijd op het label.</p>
<h2>Slim wisselen</h2>
<p>Met twee of drie sets per bed ligt er altijd een schone set klaar. Lees meer over <a href="/informatie/beddengoed-wassen/">beddengoed wassen</a>.</p>`,
  },
  {
    slug: 'koel-slapen-tijdens-een-hittegolf',
    title: 'Koel slapen tijdens een hittegolf',
    summary: 'Warme nachten? Met deze tips houd je je slaapkamer en jezelf koel.',
    image: productImageUrl('airco', 'wit', 1),
    publishedAt: '2026-07-15T08:00:00+02:00',
    bodyHtml: `
<p>Tijdens een hittegolf koelt je slaapkamer 's nachts nauwelijks af. Het gevolg: woelen en zweten. Deze tips helpen.</p>
<h2>Houd de warmte buiten</h2>
<p>Sluit overdag ramen en gordijnen aan de zonkant. Zet 's avonds en 's nachts juist alles open om koele lucht binnen te laten, als het buiten koeler is dan binnen.</p>
<h2>Kies luchtig beddengoed</h2>
<p>Percal en linnen voelen koel aan en voeren vocht goed af. Wissel je dekbed voor een zomerdekbed of slaap alleen onder een overtrek.</p>
<h2>Breng de lucht in beweging</h2>
<p>Een stille ventilator of mobiele airco maakt een groot verschil. Zet een bakje met ijsblokjes voor de ventilator voor extra verkoeling. Bekijk ons aanbod <a href="/airco/">airco's en ventilatoren</a>.</p>
<h2>Koel jezelf af</h2>
<p>Neem voor het slapen een lauwe douche; niet koud, want dan gaat je lichaam juist warmte vasthouden.</p>`,
  },
  {
    slug: 'het-juiste-hoofdkussen-voor-jouw-slaaphouding',
    title: 'Het juiste hoofdkussen voor jouw slaaphouding',
    summary: 'Word je wakker met een stijve nek? Misschien past je kussen niet bij hoe je slaapt.',
    image: productImageUrl('hoofdkussen', 'wit', 2),
    publishedAt: '2026-06-03T08:00:00+02:00',
    bodyHtml: `
<p>Je hoofdkussen heeft één taak: je hoofd en nek zo ondersteunen dat je wervelkolom een rechte lijn vormt. Welk kussen daarvoor nodig is, hangt af van je slaaphouding.</p>
<h2>Zijslapers</h2>
<p>Tussen je schouder en je hoofd zit een flinke ruimte. Een hoog, stevig kussen van traagschuim of latex vult die ruimte op.</p>
<h2>Rugslapers</h2>
<p>Kies een middelhoog kussen dat de holling van je nek ondersteunt. Een contourkussen werkt vaak goed.</p>
<h2>Buikslapers</h2>
<p>Een plat, zacht kussen voorkomt dat je nek in een knik ligt. Een dun donzen of synthetisch kussen is ideaal.</p>
<h2>Wisselslapers</h2>
<p>Draai je veel? Kies dan een kussen met verstelbare vulling. Meer uitleg vind je op <a href="/hoofdkussen/welk-kussen-past-bij-mij/">welk kussen past bij mij</a>, of bekijk direct alle <a href="/hoofdkussen/hoofdkussens/">hoofdkussens</a>.</p>`,
  },
];

export const INSPIRATION: PageDef[] = [
  {
    slug: 'scandinavische-slaapkamer',
    title: 'Een Scandinavische slaapkamer',
    summary: 'Licht, rustig en natuurlijk: zo richt je een slaapkamer in Scandinavische stijl in.',
    image: productImageUrl('dekbedovertrek', 'grijs', 1),
    publishedAt: '2026-10-01T08:00:00+02:00',
    bodyHtml: `
<p>De Scandinavische stijl draait om licht, rust en natuurlijke materialen. Perfect voor een slaapkamer waarin je helemaal tot rust komt.</p>
<h2>Kleuren</h2>
<p>Begin met een basis van wit, grijs en zand. Voeg één zachte accentkleur toe, zoals oudroze of saliegroen, in je <a href="/dekbedovertrek/">dekbedovertrek</a> of een plaid.</p>
<h2>Materialen</h2>
<ul>
<li>Gewassen linnen en percal op bed.</li>
<li>Een wollen of jute <a href="/wonen/vloerkleden/">vloerkleed</a> naast het bed.</li>
<li>Licht hout voor het nachtkastje en het bed.</li>
</ul>
<p>Houd het opgeruimd: minder spullen betekent meer rust.</p>`,
  },
  {
    slug: 'warme-winterslaapkamer',
    title: 'Knus de winter door',
    summary: 'Lagen textiel, warme kleuren en zacht licht: zo maak je je slaapkamer winterklaar.',
    image: productImageUrl('plaid', 'terra', 1),
    publishedAt: '2026-10-20T08:00:00+02:00',
    bodyHtml: `
<p>Als de dagen korter worden, verlang je naar een warm en knus bed. Met een paar aanpassingen maak je je slaapkamer winterklaar.</p>
<h2>Laagjes</h2>
<p>Combineer een flanellen dekbedovertrek met een dikke <a href="/wonen/plaids/">plaid</a> over het voeteneinde en een paar sierkussens. Kies warme tinten zoals terra, bruin en crème.</p>
<h2>Warm dekbed</h2>
<p>Wissel je 4-seizoenendekbed naar de winterstand, of kies een wollen dekbed. Bekijk de <a href="/acties/winterdeals/">winterdeals</a>.</p>
<h2>Zacht licht</h2>
<p>Een tafellamp met warm wit licht maakt de avonden gezellig en helpt je lichaam tot rust te komen.</p>`,
  },
  {
    slug: 'slapen-als-in-een-hotel',
    title: 'Slapen als in een hotel',
    summary: 'Het geheim van een hotelbed? Wit beddengoed, goede kussens en een strak opgemaakt bed.',
    image: productImageUrl('boxspring', 'grijs', 1),
    publishedAt: '2026-08-30T08:00:00+02:00',
    bodyHtml: `
<p>Waarom slaap je in een goed hotel zo lekker? Het zit in de details. Die haal je ook gewoon in huis.</p>
<h2>Wit percal</h2>
<p>Hotels kiezen voor wit percal of katoensatijn: fris, koel en wasbaar op hoge temperaturen. Bekijk ons <a href="/hotel-linnen/">hotel linnen</a>.</p>
<h2>Meerdere kussens</h2>
<p>Twee hoofdkussens per persoon en een paar sierkussens geven een luxe uitstraling.</p>
<h2>Een hoog bed</h2>
<p>Een <a href="/boxspring/">boxspring</a> met topper geeft dat typische hotelgevoel: hoog instappen en heerlijk veren.</p>`,
  },
  {
    slug: 'kinderkamer-inrichten',
    title: 'Een kinderkamer om in te dromen',
    summary: 'Speels, praktisch en veilig: tips voor een kinderkamer die meegroeit.',
    image: productImageUrl('dekbedovertrek', 'geel', 1),
    publishedAt: '2026-07-28T08:00:00+02:00',
    bodyHtml: `
<p>Een kinderkamer is slaapkamer, speelplek en soms ook huiswerkplek tegelijk. Met deze tips richt je een kamer in die meegroeit.</p>
<h2>Rustige basis, vrolijke accenten</h2>
<p>Kies een neutrale basis voor muren en meubels, en breng kleur aan met <a href="/kids/">kinderbeddengoed</a>, een speelkleed en een nachtlampje. Die wissel je makkelijk als je kind ouder wordt.</p>
<h2>Veilig slapen</h2>
<p>Voor baby's gebruik je een passend hoeslaken en een ledikantdekbedovertrek zonder losse koordjes. Kies materialen die je op 60 °C kunt wassen.</p>
<h2>Opbergruimte</h2>
<p>Manden en een lage kast maken opruimen een spelletje.</p>`,
  },
];
