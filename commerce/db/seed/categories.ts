// Every catalogue route of SPEC §2: text pages, category overviews (cop) and product overviews (pop).
// Ids are fixed by hand so they stay stable when categories are added.
import type { ColourSlug, ProductType } from '../../media/palette';
import { generateCategories } from './categories-generated';

export type CategoryKind = 'textpage' | 'cop' | 'pop';

export interface CategoryDef {
  id: number;
  /** Without slashes at either end. */
  path: string;
  kind: CategoryKind;
  title: string;
  subtitle: string;
  /** Representative illustration for tiles and banners. */
  image: readonly [ProductType, ColourSlug];
  /** First paragraph (inline HTML allowed). */
  intro: string;
}

const c = (
  id: number,
  path: string,
  kind: CategoryKind,
  title: string,
  subtitle: string,
  image: readonly [ProductType, ColourSlug],
  intro: string,
): CategoryDef => ({ id, path, kind, title, subtitle, image, intro });

/** The hand-made catalogue routes; they are all in the shop menu. */
export const HAND_MADE_CATEGORY_DEFS: readonly CategoryDef[] = [
  // Slapen: beddengoed
  c(1, 'dekbedovertrek', 'pop', 'Dekbedovertrekken', 'Van zacht katoensatijn tot warm flanel', ['dekbedovertrek', 'oudroze'],
    'Een nieuw <strong>dekbedovertrek</strong> verandert je slaapkamer in één keer. Kies uit katoen, katoensatijn, percal, flanel, linnen en jersey, in effen kleuren of met een print, voor een eenpersoons, tweepersoons of lits-jumeaux dekbed.'),
  c(2, 'dekbedovertrek/dekbedovertrek-maten', 'textpage', 'Welke maat dekbedovertrek heb ik nodig?', 'Alle maten op een rij', ['dekbedovertrek', 'wit'],
    'De maat van je dekbedovertrek hangt af van de maat van je dekbed. Op deze pagina lees je welke maten er zijn en waar je op let bij het kiezen.'),
  c(3, 'dekbed', 'pop', 'Dekbedden', 'Voor elk seizoen de juiste warmte', ['dekbed', 'wit'],
    'Een goed <strong>dekbed</strong> houdt je warm zonder dat je het te heet krijgt. Bij Slaapzaak kies je uit donzen, wollen en synthetische dekbedden in alle warmteklassen, van luchtig zomerdekbed tot extra warm winterdekbed.'),
  c(4, 'dekbed/warmteklasse', 'textpage', 'Warmteklasse van een dekbed', 'Van zomer tot extra warm', ['dekbed', 'creme'],
    'Dekbedden worden ingedeeld in warmteklassen. Met de juiste warmteklasse slaap je het hele jaar comfortabel, zonder te zweten of het koud te hebben.'),
  c(5, 'dekbed/dekbed-maten', 'textpage', 'Dekbed maten', 'Eenpersoons, tweepersoons en lits-jumeaux', ['dekbed', 'wit'],
    'Welke maat dekbed past bij jouw bed? Hier vind je de gangbare maten en onze tips om de juiste lengte en breedte te kiezen.'),
  c(6, 'dekbed/dekbed-wassen', 'textpage', 'Dekbed wassen', 'Zo blijft je dekbed fris en luchtig', ['dekbed', 'wit'],
    'Een dekbed neemt elke nacht vocht op. Met regelmatig luchten en af en toe wassen blijft het jarenlang fris, veerkrachtig en hygiënisch.'),
  c(7, 'dekbed-zonder-overtrek', 'pop', 'Dekbed zonder overtrek', 'Opmaken in één beweging', ['dekbed', 'grijs'],
    'Een <strong>dekbed zonder overtrek</strong> heeft een wasbare buitenkant in een mooie kleur, dus je hoeft geen hoes meer om je dekbed te worstelen. Ideaal voor kinderkamers, logeerbedden en iedereen die snel het bed wil opmaken.'),
  c(8, 'hoeslaken', 'pop', 'Hoeslakens', 'Strak om je matras, nacht na nacht', ['hoeslaken', 'antraciet'],
    'Een <strong>hoeslaken</strong> sluit met elastiek rondom je matras en blijft daardoor strak zitten. Kies jersey voor rekbaarheid, percal of katoensatijn voor een hotelgevoel, of een splittopper hoeslaken voor een boxspring met gedeelde topper.'),
  c(9, 'hoeslaken/hoeslaken-maten', 'textpage', 'Hoeslaken maten', 'Breedte, lengte en hoekhoogte', ['hoeslaken', 'wit'],
    'Bij een hoeslaken let je niet alleen op de breedte en lengte, maar ook op de hoekhoogte. Zo weet je zeker dat het hoeslaken om je matras en topper past.'),
  c(10, 'hoeslaken/hoeslaken-vouwen', 'textpage', 'Hoeslaken vouwen', 'In vijf stappen een strak pakketje', ['hoeslaken', 'grijs'],
    'Een hoeslaken vouwen lijkt onmogelijk door het elastiek, maar met deze methode krijg je het in een minuut netjes opgevouwen in de kast.'),
  c(11, 'molton', 'pop', 'Moltons', 'Beschermt je matras tegen vocht en vuil', ['molton', 'wit'],
    'Een <strong>molton</strong> ligt tussen je matras en hoeslaken en vangt transpiratievocht, stof en vlekken op. Zo blijft je matras langer fris. Kies een katoenen molton, een waterdichte variant of een hoeslakenmolton die rondom sluit.'),
  c(12, 'molton/wat-is-molton', 'textpage', 'Wat is een molton?', 'Onmisbaar voor een fris matras', ['molton', 'creme'],
    'Een molton is een beschermende laag voor je matras. Op deze pagina lees je waarom je er een gebruikt, welke soorten er zijn en hoe je hem onderhoudt.'),
  c(13, 'hoofdkussen', 'cop', 'Hoofdkussens & kussenslopen', 'Vind het kussen dat bij jouw slaaphouding past', ['hoofdkussen', 'wit'],
    'Het juiste <strong>hoofdkussen</strong> ondersteunt je nek en houdt je wervelkolom recht. Bekijk onze hoofdkussens en bijpassende kussenslopen, of lees eerst welk kussen bij jou past.'),
  c(14, 'hoofdkussen/hoofdkussens', 'pop', 'Hoofdkussens', 'Voor rug-, zij- en buikslapers', ['hoofdkussen', 'wit'],
    'Van traagschuim en latex tot dons en synthetische vezels: hier vind je <strong>hoofdkussens</strong> voor elke slaaphouding. Zijslapers kiezen een hoger, stevig kussen, buikslapers juist een plat en zacht kussen.'),
  c(15, 'hoofdkussen/kussenslopen', 'pop', 'Kussenslopen', 'De finishing touch voor je bed', ['kussenhoes', 'wit'],
    'Een frisse <strong>kussensloop</strong> maakt je bed af. Combineer ze met je dekbedovertrek of kies juist een contrasterende kleur. Verkrijgbaar in 60x70 en 50x60 cm.'),
  c(16, 'hoofdkussen/welk-kussen-past-bij-mij', 'textpage', 'Welk kussen past bij mij?', 'Kies op slaaphouding en vulling', ['hoofdkussen', 'creme'],
    'Je slaaphouding bepaalt voor een groot deel welk hoofdkussen het beste bij je past. Met deze uitleg kies je de juiste hoogte, stevigheid en vulling.'),
  c(17, 'hoofdkussen/hoofdkussen-wassen', 'textpage', 'Hoofdkussen wassen', 'Hygiënisch slapen begint bij je kussen', ['hoofdkussen', 'wit'],
    'Je hoofdkussen neemt zweet, huidschilfers en talg op. Zo was en verzorg je elk type kussen zonder het te beschadigen.'),
  c(18, 'kussenhoes', 'cop', 'Kussenhoezen', 'Sfeer op bank, bed en terras', ['kussenhoes', 'terra'],
    'Met nieuwe <strong>kussenhoezen</strong> geef je je interieur snel een frisse uitstraling. Kies sierkussenhoezen voor binnen of weerbestendige hoezen voor je tuin en balkon.'),
  c(19, 'kussenhoes/sierkussenhoezen', 'pop', 'Sierkussenhoezen', 'Velvet, linnen en gebreid', ['kussenhoes', 'oudroze'],
    'Mooie <strong>sierkussenhoezen</strong> in velvet, linnen, katoen en gebreide stoffen. Alle hoezen hebben een verdekte rits, zodat je ze eenvoudig kunt wassen.'),
  c(20, 'kussenhoes/buitenkussenhoezen', 'pop', 'Buitenkussenhoezen', 'Weerbestendig en kleurvast', ['kussenhoes', 'groen'],
    'Deze <strong>buitenkussenhoezen</strong> zijn gemaakt van kleurvast en sneldrogend polyester. Een regenbui kan geen kwaad, en in de winter was je ze gewoon in de machine.'),
  // Matrassen
  c(21, 'matrassen', 'pop', 'Matrassen', 'Uitgerust wakker worden begint hier', ['matras', 'wit'],
    'Een goede <strong>matras</strong> ondersteunt je lichaam op de juiste plekken. Kies uit pocketvering, traagschuim, koudschuim en latex, in stevigheden van zacht tot stevig en in alle gangbare maten.'),
  c(22, 'matrassen/type-matrassen-uitleg', 'textpage', 'Soorten matrassen uitgelegd', 'Pocketvering, koudschuim, traagschuim en latex', ['matras', 'grijs'],
    'Elk type matras heeft eigen eigenschappen. Hier lees je de verschillen, zodat je weet welke matras het beste bij jouw lichaam en slaapgewoonten past.'),
  c(23, 'matrassen/matrasmaten', 'textpage', 'Matrasmaten', 'Van 70x200 tot 200x220', ['matras', 'wit'],
    'Welke matrasmaat heb je nodig? Deze pagina zet de standaardmaten op een rij en legt uit wanneer je kiest voor een extra lange of een tweedelige matras.'),
  c(24, 'matrassen/informatie', 'cop', 'Informatie over matrassen', 'Kiezen, gebruiken en onderhouden', ['matras', 'creme'],
    'Alles wat je wilt weten over matrassen: van het kiezen van de juiste stevigheid tot het keren, luchten en schoonmaken van je matras.'),
  c(25, 'matrassen/informatie/matras-kiezen', 'textpage', 'Een matras kiezen', 'Zo vind je jouw perfecte matras', ['matras', 'wit'],
    'Een matras koop je voor jaren. Met deze stappen kies je een matras die past bij je gewicht, slaaphouding en voorkeur.'),
  c(26, 'matrassen/informatie/matras-onderhoud', 'textpage', 'Matras onderhouden', 'Langer plezier van je matras', ['matras', 'grijs'],
    'Met een paar eenvoudige gewoonten gaat je matras jaren langer mee en blijft hij fris en hygiënisch.'),
  c(27, 'matrassen/type-matrassen', 'cop', 'Type matrassen', 'Kies op kern en comfort', ['matras', 'wit'],
    'Pocketvering, traagschuim, koudschuim of latex? Kies hieronder het type matras dat bij je past.'),
  c(28, 'matrassen/type-matrassen/pocketvering-matrassen', 'pop', 'Pocketvering matrassen', 'Veerkrachtig en goed geventileerd', ['matras', 'wit'],
    'In een <strong>pocketvering matras</strong> zit elke veer in een eigen zakje. Daardoor veert de matras precies mee met je lichaam en ventileert hij uitstekend. Een aanrader voor wie het snel warm heeft.'),
  c(29, 'matrassen/type-matrassen/traagschuim-matrassen', 'pop', 'Traagschuim matrassen', 'Vormt zich naar je lichaam', ['matras', 'grijs'],
    'Een <strong>traagschuim matras</strong> reageert op je lichaamswarmte en vormt zich naar je contouren. Dat geeft drukverlaging bij schouders en heupen.'),
  c(30, 'matrassen/type-matrassen/koudschuim-matrassen', 'pop', 'Koudschuim matrassen', 'Licht, duurzaam en veerkrachtig', ['matras', 'wit'],
    'Een <strong>koudschuim matras</strong> is licht, stevig en veerkrachtig. Dankzij de open celstructuur voert hij vocht goed af, en met zones krijgt elk lichaamsdeel de juiste ondersteuning.'),
  c(31, 'matrassen/type-matrassen/latex-matrassen', 'pop', 'Latex matrassen', 'Natuurlijk elastisch', ['matras', 'creme'],
    'Een <strong>latex matras</strong> is zeer elastisch en geeft een drijvend gevoel. Latex is van nature stofmijtwerend en daardoor een goede keuze bij allergieën.'),
  c(32, 'matrassen/matras-maten', 'cop', 'Matras maten', 'Kies de maat van je bed', ['matras', 'wit'],
    'Zoek je een matras in een specifieke maat? Kies hieronder de maat van je bed en bekijk alle matrassen die in die maat leverbaar zijn.'),
  c(33, 'matrassen/matras-maten/matras-90x200', 'pop', 'Matras 90x200', 'De standaard eenpersoonsmaat', ['matras', 'wit'],
    'Een <strong>matras van 90x200 cm</strong> is de meest gekozen eenpersoonsmaat. Twee van deze matrassen naast elkaar vormen ook een tweepersoonsbed van 180x200 cm.'),
  c(34, 'matrassen/matras-maten/matras-140x200', 'pop', 'Matras 140x200', 'Compact tweepersoons', ['matras', 'grijs'],
    'Een <strong>matras van 140x200 cm</strong> past in een compact tweepersoonsbed en is ook populair voor jongeren die een ruim eenpersoonsbed willen.'),
  c(35, 'matrassen/matras-maten/matras-160x200', 'pop', 'Matras 160x200', 'Ruim tweepersoons', ['matras', 'wit'],
    'Een <strong>matras van 160x200 cm</strong> geeft twee personen net wat meer ruimte, zonder dat het bed de hele slaapkamer vult.'),
  c(36, 'matrassen/matras-maten/matras-180x200', 'pop', 'Matras 180x200', 'Royaal slapen met z\'n tweeën', ['matras', 'creme'],
    'Een <strong>matras van 180x200 cm</strong> is de populairste tweepersoonsmaat in Nederland: genoeg ruimte om elkaar niet wakker te maken.'),
  c(37, 'matrassen/matras-soorten', 'cop', 'Matras soorten', 'Eenpersoons of tweepersoons', ['matras', 'wit'],
    'Slaap je alleen of samen? Kies hieronder een eenpersoons- of tweepersoonsmatras.'),
  c(38, 'matrassen/matras-soorten/eenpersoonsmatrassen', 'pop', 'Eenpersoonsmatrassen', '80 en 90 cm breed', ['matras', 'wit'],
    '<strong>Eenpersoonsmatrassen</strong> van 80 en 90 cm breed, voor kinder-, logeer- en eenpersoonsbedden en voor tweepersoonsbedden met twee losse matrassen.'),
  c(39, 'matrassen/matras-soorten/tweepersoonsmatrassen', 'pop', 'Tweepersoonsmatrassen', '140 tot 180 cm breed', ['matras', 'grijs'],
    '<strong>Tweepersoonsmatrassen</strong> uit één stuk, van 140 tot 180 cm breed. Geen naad in het midden, dus lekker dicht bij elkaar liggen.'),
  c(40, 'toppers', 'pop', 'Toppers', 'Extra comfort bovenop je matras', ['topper', 'wit'],
    'Een <strong>topper</strong> ligt bovenop je matras of boxspring en maakt je bed zachter, steviger of gewoon lekkerder. Kies uit traagschuim, koudschuim, latex en gel.'),
  c(41, 'matrasbeschermers', 'textpage', 'Matrasbeschermers', 'Welke bescherming past bij jouw matras?', ['molton', 'wit'],
    'Een matrasbeschermer verlengt de levensduur van je matras aanzienlijk. Hier lees je welke soorten er zijn en welke je nodig hebt.'),
  // Boxsprings, bedden en accessoires
  c(42, 'boxspring', 'cop', 'Boxsprings', 'Hotelcomfort in je eigen slaapkamer', ['boxspring', 'antraciet'],
    'Een <strong>boxspring</strong> combineert een verende onderbak, een pocketvering matras en een topper. Het resultaat: een hoog, luxe bed met het comfort van een hotel. Kies een vlakke, elektrische of opbergboxspring.'),
  c(43, 'boxspring/boxspring-kopen', 'pop', 'Boxspring kopen', 'Alle boxsprings op een rij', ['boxspring', 'grijs'],
    'Bekijk al onze <strong>boxsprings</strong> in één overzicht. Alle boxsprings worden compleet geleverd met matrassen en topper, en op veel modellen kies je zelf het hoofdbord en de pootjes.'),
  c(44, 'boxspring/elektrische-boxspring', 'pop', 'Elektrische boxsprings', 'Verstelbaar met één druk op de knop', ['boxspring', 'antraciet'],
    'Met een <strong>elektrische boxspring</strong> zet je het hoofd- en voeteneinde met een afstandsbediening in de gewenste stand. Heerlijk om in bed te lezen of tv te kijken.'),
  c(45, 'boxspring/vlakke-boxspring', 'pop', 'Vlakke boxsprings', 'Tijdloos en stevig', ['boxspring', 'beige'],
    'Een <strong>vlakke boxspring</strong> is de klassieke boxspring: een stevige, verende basis met matrassen en topper, zonder bewegende delen.'),
  c(46, 'boxspring/boxspring-met-opbergruimte', 'pop', 'Boxsprings met opbergruimte', 'Slim gebruik van je slaapkamer', ['boxspring', 'grijs'],
    'Een <strong>boxspring met opbergruimte</strong> heeft een onderbak die met een gasveer omhoog klapt. Ideaal voor beddengoed, koffers en winterkleding.'),
  c(47, 'boxspring/wat-is-een-boxspring', 'textpage', 'Wat is een boxspring?', 'Opbouw, voordelen en keuzes', ['boxspring', 'antraciet'],
    'Een boxspring is meer dan een hoog bed. Op deze pagina lees je hoe een boxspring is opgebouwd en waarom zoveel mensen er zo goed op slapen.'),
  c(48, 'boxspring/boxspring-onderhoud', 'textpage', 'Boxspring onderhoud', 'Zo blijft je boxspring als nieuw', ['boxspring', 'grijs'],
    'Een boxspring gaat makkelijk tien jaar mee als je hem goed onderhoudt. Met deze tips houd je de stof, de matrassen en de topper in topconditie.'),
  c(49, 'bedden', 'cop', 'Bedden', 'Houten en gestoffeerde bedden', ['bed', 'bruin'],
    'Een mooi <strong>bed</strong> is het middelpunt van je slaapkamer. Kies een stoer houten bed of een zacht gestoffeerd bed met hoofdbord.'),
  c(50, 'bedden/houten-bedden', 'pop', 'Houten bedden', 'Massief en natuurlijk', ['bed', 'bruin'],
    '<strong>Houten bedden</strong> van massief eiken, grenen en acacia. Stevig, tijdloos en geschikt voor elke matras.'),
  c(51, 'bedden/gestoffeerde-bedden', 'pop', 'Gestoffeerde bedden', 'Zacht hoofdbord, warme uitstraling', ['bed', 'grijs'],
    'Een <strong>gestoffeerd bed</strong> met een zacht hoofdbord geeft je slaapkamer direct een warme, hotelachtige uitstraling.'),
  c(52, 'accessoires', 'cop', 'Accessoires', 'De details die het verschil maken', ['accessoire', 'wit'],
    'Handige en mooie <strong>accessoires</strong> voor je slaapkamer: van bedrokken en matrasbeschermers tot klamboes.'),
  c(53, 'accessoires/bedaccessoires', 'pop', 'Bedaccessoires', 'Bedrokken, spreien en meer', ['accessoire', 'creme'],
    'Maak je bed compleet met <strong>bedaccessoires</strong> zoals een bedrok, een sprei of een matrasbeschermer.'),
  c(54, 'accessoires/klamboes', 'cop', 'Klamboes', 'Ongestoord slapen zonder muggen', ['klamboe', 'wit'],
    'Een <strong>klamboe</strong> houdt muggen en andere insecten op afstand en geeft je bed een sfeervolle, luchtige uitstraling.'),
  c(55, 'accessoires/klamboes/klamboes-bed', 'pop', 'Klamboes voor boven het bed', 'Voor een- en tweepersoonsbedden', ['klamboe', 'wit'],
    'Sfeervolle <strong>klamboes</strong> om boven je bed op te hangen, met fijnmazig gaas dat muggen buiten houdt en lucht doorlaat.'),
  c(56, 'accessoires/klamboes/reisklamboes', 'pop', 'Reisklamboes', 'Compact mee op reis', ['klamboe', 'creme'],
    'Een <strong>reisklamboe</strong> past opgevouwen in je koffer en hang je overal op: in een hotel, tent of vakantiehuis.'),
  c(57, 'kussens', 'textpage', 'Kussens', 'Hoofdkussens, sierkussens en kussenslopen', ['hoofdkussen', 'wit'],
    'Kussens zijn er in alle soorten en maten. Op deze pagina vind je de weg naar het juiste kussen voor je bed en je bank.'),
  c(58, 'beddengoed', 'textpage', 'Beddengoed', 'Alles voor een goed opgemaakt bed', ['dekbedovertrek', 'creme'],
    'Onder beddengoed valt alles waarmee je je bed opmaakt. Hier lees je wat je nodig hebt en hoe de onderdelen samen een comfortabel bed vormen.'),
  c(59, 'hoeslakens', 'textpage', 'Hoeslakens: welke kies je?', 'Jersey, percal, katoensatijn of molton', ['hoeslaken', 'wit'],
    'Er zijn veel soorten hoeslakens. Met deze uitleg kies je het hoeslaken dat past bij je matras, je topper en je slaapgewoonten.'),
  c(60, 'materiaal', 'cop', 'Beddengoed per materiaal', 'Kies de stof die bij je past', ['dekbedovertrek', 'beige'],
    'Het materiaal bepaalt hoe je beddengoed voelt. Koel en fris, zacht en glanzend of juist warm en knus: kies hieronder je favoriete stof.'),
  c(61, 'materiaal/katoen', 'pop', 'Katoen', 'Ademend en makkelijk in onderhoud', ['dekbedovertrek', 'wit'],
    'Beddengoed van <strong>katoen</strong> is ademend, sterk en wasbaar op hoge temperaturen. Een veilige keuze voor elk seizoen.'),
  c(62, 'materiaal/katoensatijn', 'pop', 'Katoensatijn', 'Zijdezacht met een subtiele glans', ['dekbedovertrek', 'oudroze'],
    '<strong>Katoensatijn</strong> is geweven met een satijnbinding, waardoor de stof zacht aanvoelt en mooi glanst. Het voelt koel aan en kreukt weinig.'),
  c(63, 'materiaal/percal', 'pop', 'Percal', 'Koel en crisp, zoals in een hotel', ['dekbedovertrek', 'wit'],
    '<strong>Percal</strong> is dicht geweven katoen met een frisse, matte uitstraling. Het voelt heerlijk koel en knisperig aan, net als in een goed hotel.'),
  c(64, 'materiaal/flanel', 'pop', 'Flanel', 'Warm en knus in de winter', ['dekbedovertrek', 'terra'],
    '<strong>Flanel</strong> is opgeruwd katoen dat warm en zacht aanvoelt. Op koude winteravonden kruip je er meteen lekker onder.'),
  c(65, 'materiaal/jersey', 'pop', 'Jersey', 'Rekbaar en kreukvrij', ['hoeslaken', 'antraciet'],
    '<strong>Jersey</strong> is gebreide stof die rekt en zacht aanvoelt, zoals je favoriete T-shirt. Ideaal voor hoeslakens en onderhoudsvriendelijk beddengoed.'),
  c(66, 'materiaal/linnen', 'pop', 'Linnen', 'Natuurlijk en temperatuurregulerend', ['dekbedovertrek', 'zand'],
    '<strong>Linnen</strong> is gemaakt van vlas, voelt koel in de zomer en warm in de winter, en wordt met elke wasbeurt zachter. De natuurlijke kreukels horen erbij.'),
  c(67, 'informatie', 'cop', 'Informatie & advies', 'Slaaptips en uitleg', ['dekbed', 'creme'],
    'Hier bundelen we onze kennis over slapen, beddengoed en onderhoud, zodat je goed geïnformeerd kiest.'),
  c(68, 'informatie/slaaptips', 'textpage', 'Slaaptips', 'Tien tips voor een betere nachtrust', ['hoofdkussen', 'blauw'],
    'Slecht geslapen? Met deze praktische tips slaap je sneller in en word je uitgeruster wakker.'),
  c(69, 'informatie/beddengoed-wassen', 'textpage', 'Beddengoed wassen', 'Temperaturen, wasmiddel en drogen', ['dekbedovertrek', 'wit'],
    'Hoe vaak was je je beddengoed en op welke temperatuur? Met deze wasadviezen blijft je beddengoed mooi en fris.'),
  c(70, 'informatie/allergie-en-slapen', 'textpage', 'Slapen met een allergie', 'Minder last van huisstofmijt', ['molton', 'wit'],
    'Ben je allergisch voor huisstofmijt? Met de juiste materialen en gewoonten beperk je je klachten in de slaapkamer.'),
  c(71, 'bestsellers', 'pop', 'Bestsellers', 'Onze best verkochte producten', ['dekbedovertrek', 'grijs'],
    'Dit zijn de <strong>bestsellers</strong> van Slaapzaak: de producten die onze klanten het vaakst kiezen en het hoogst waarderen.'),
  c(72, 'nieuw-binnen', 'pop', 'Nieuw binnen', 'De nieuwste collectie', ['dekbedovertrek', 'groen'],
    'Ontdek wat er <strong>nieuw binnen</strong> is: de nieuwste dekbedovertrekken, kleuren en woonaccessoires, als eerste bij Slaapzaak.'),
  c(73, 'zakelijk', 'pop', 'Zakelijk', 'Voor hotels, B&B\'s en vakantieparken', ['dekbedovertrek', 'wit'],
    'Slaapzaak levert ook <strong>zakelijk</strong>: beddengoed, badtextiel en matrassen die tegen een stootje kunnen. Vraag als zakelijke klant een offerte aan voor grotere aantallen.'),
  c(74, 'hotel-linnen', 'pop', 'Hotel linnen', 'Professioneel beddengoed', ['hoeslaken', 'wit'],
    '<strong>Hotel linnen</strong> is gemaakt voor intensief gebruik: wasbaar op 60 tot 90 °C, kleurvast en krimparm. Net zo fijn voor thuis als voor je gasten.'),
  // Wonen
  c(80, 'wonen', 'cop', 'Wonen', 'Maak van je huis een thuis', ['vloerkleed', 'terra'],
    'Naast beddengoed vind je bij Slaapzaak alles voor een sfeervol interieur: <strong>vloerkleden</strong>, gordijnen, badtextiel en plaids.'),
  c(81, 'wonen/vloerkleden', 'pop', 'Vloerkleden', 'Warmte en sfeer onder je voeten', ['vloerkleed', 'creme'],
    'Een <strong>vloerkleed</strong> maakt een ruimte direct warmer en dempt geluid. Kies uit wol, jute, katoen en zachte hoogpolige kleden.'),
  c(82, 'wonen/gordijnen', 'pop', 'Gordijnen', 'Kant-en-klaar en verduisterend', ['gordijn', 'grijs'],
    '<strong>Gordijnen</strong> in kant-en-klare maten, met ringen of plooiband. Kies verduisterend voor de slaapkamer of een lichte inbetween voor de woonkamer.'),
  c(83, 'wonen/badtextiel', 'pop', 'Badtextiel', 'Handdoeken, badlakens en badjassen', ['badtextiel', 'wit'],
    'Heerlijk zacht <strong>badtextiel</strong> van zware katoenen badstof die goed absorbeert: handdoeken, badlakens, badmatten en badjassen.'),
  c(84, 'wonen/plaids', 'pop', 'Plaids', 'Knus op de bank', ['plaid', 'oudroze'],
    'Kruip onder een zachte <strong>plaid</strong> op de bank of leg hem als sfeervolle sprei over het voeteneinde van je bed.'),
  c(85, 'meubels', 'pop', 'Meubels', 'Voor slaap- en woonkamer', ['meubel', 'bruin'],
    'Nachtkastjes, ladekasten, bankjes en kaptafels: <strong>meubels</strong> die je slaapkamer compleet maken.'),
  c(86, 'gordijnen', 'pop', 'Gordijnen', 'Voor elke ruimte', ['gordijn', 'beige'],
    'Ons volledige aanbod <strong>gordijnen</strong>: verduisterend, lichtdoorlatend en thermisch, kant-en-klaar in de gangbare maten.'),
  c(87, 'vloerkleden', 'pop', 'Vloerkleden', 'Alle kleden op een rij', ['vloerkleed', 'zand'],
    'Bekijk al onze <strong>vloerkleden</strong>, van compacte kleden naast het bed tot grote kleden voor de woonkamer.'),
  c(88, 'verlichting', 'pop', 'Verlichting', 'Sfeervol licht in huis', ['verlichting', 'geel'],
    'De juiste <strong>verlichting</strong> maakt je slaapkamer rustgevend: leeslampjes, hanglampen en zachte nachtlampjes.'),
  c(89, 'tuin', 'pop', 'Tuin', 'Buiten net zo comfortabel', ['tuin', 'groen'],
    'Maak het buiten net zo gezellig als binnen met <strong>tuin</strong>kussens, hangmatten en buitenkleden.'),
  c(90, 'airco', 'pop', 'Airco & ventilatoren', 'Koel slapen op warme nachten', ['airco', 'wit'],
    'Slaap je slecht als het warm is? Een mobiele <strong>airco</strong> of stille ventilator brengt je slaapkamer op een aangename temperatuur.'),
  // Kids
  c(100, 'kids', 'pop', 'Kids', 'Beddengoed voor de kleintjes', ['dekbedovertrek', 'roze'],
    'Vrolijk, zacht en veilig: <strong>kinderbeddengoed</strong> van Slaapzaak. Van ledikantdekbedovertrekken voor de allerkleinsten tot stoere dekbedovertrekken voor tieners.'),
  c(101, 'kids/baby', 'pop', 'Baby (0-2 jaar)', 'Veilig en zacht voor de allerkleinsten', ['dekbedovertrek', 'creme'],
    'Beddengoed voor <strong>baby\'s van 0 tot 2 jaar</strong>: wieg- en ledikantmaten van zachte, ademende materialen die op 60 °C gewassen kunnen worden.'),
  c(102, 'kids/peuter', 'pop', 'Peuter (2-4 jaar)', 'Voor het eerste grote bed', ['dekbedovertrek', 'geel'],
    'Beddengoed voor <strong>peuters van 2 tot 4 jaar</strong>, in juniormaten en vrolijke prints voor het eerste grote bed.'),
  c(103, 'kids/kleuter', 'pop', 'Kleuter (4-6 jaar)', 'Dromen met vrolijke prints', ['dekbedovertrek', 'blauw'],
    'Dekbedovertrekken, hoeslakens en meer voor <strong>kleuters van 4 tot 6 jaar</strong>, met prints waar ze graag onder kruipen.'),
  c(104, 'kids/tiener', 'pop', 'Tiener (7+ jaar)', 'Stoer en stijlvol', ['dekbedovertrek', 'navy'],
    'Beddengoed voor <strong>tieners</strong> die hun eigen stijl hebben: rustige kleuren, stoere dessins en volwassen maten.'),
  c(105, 'kids/geslacht-leeftijd', 'cop', 'Kids op geslacht en leeftijd', 'Vind snel het juiste kinderbeddengoed', ['dekbedovertrek', 'multicolor'],
    'Zoek je beddengoed voor een jongen of een meisje, of voor een bepaalde leeftijd? Kies hieronder.'),
  c(106, 'kids/geslacht-leeftijd/jongens', 'pop', 'Jongens', 'Stoer kinderbeddengoed', ['dekbedovertrek', 'blauw'],
    'Kinderbeddengoed dat <strong>jongens</strong> graag kiezen: stoere kleuren en prints van dieren, ruimte en voertuigen.'),
  c(107, 'kids/geslacht-leeftijd/meisjes', 'pop', 'Meisjes', 'Vrolijk kinderbeddengoed', ['dekbedovertrek', 'roze'],
    'Kinderbeddengoed dat <strong>meisjes</strong> graag kiezen: zachte tinten, bloemen, dieren en sterren.'),
  // Acties
  c(120, 'acties', 'cop', 'Acties', 'Alle aanbiedingen van dit moment', ['dekbedovertrek', 'geel'],
    'Bij Slaapzaak is altijd wel iets in de <strong>aanbieding</strong>. Bekijk hieronder alle lopende acties en profiteer van extra korting.'),
  c(121, 'acties/vaderdag', 'textpage', 'Vaderdag', 'Cadeautips voor de beste papa', ['plaid', 'navy'],
    'Op zoek naar een vaderdagcadeau waar hij echt iets aan heeft? Geef een goede nachtrust cadeau.'),
  c(122, 'acties/black-friday-deals', 'pop', 'Black Friday deals', 'De scherpste prijzen van het jaar', ['dekbedovertrek', 'zwart'],
    'Onze <strong>Black Friday deals</strong>: flinke kortingen op beddengoed, dekbedden, matrassen en boxsprings. Op is op!'),
  c(123, 'acties/winterdeals', 'pop', 'Winterdeals', 'Warm de winter door', ['dekbed', 'creme'],
    'Met onze <strong>winterdeals</strong> kruip je voordelig onder de wol: korting op winterdekbedden, flanellen beddengoed, plaids en moltons.'),
  c(124, 'acties/2-halen-1-betalen', 'pop', '2 halen, 1 betalen', 'Het tweede exemplaar is gratis', ['hoofdkussen', 'wit'],
    'Bij deze actie betaal je <strong>voor twee producten maar één keer</strong>. Ideaal voor hoofdkussens en hoeslakens: een voor op bed en een voor in de was.'),
  c(125, 'acties/dekbedovertrek-sale', 'pop', 'Dekbedovertrek sale', 'Tot 40% korting', ['dekbedovertrek', 'terra'],
    'In de <strong>dekbedovertrek sale</strong> vind je honderden overtrekken met flinke korting, in alle maten en materialen.'),
  c(126, 'acties/boxspring-actie', 'pop', 'Boxspring actie', 'Gratis bezorgd en gemonteerd', ['boxspring', 'antraciet'],
    'Tijdens de <strong>boxspring actie</strong> krijg je korting op geselecteerde boxsprings, matrassen en toppers. Bezorging en montage zijn gratis.'),
  c(127, 'acties/kussen-actie', 'pop', 'Kussen actie', 'Nieuwe kussens voor een zachte prijs', ['hoofdkussen', 'creme'],
    'Toe aan nieuwe kussens? In de <strong>kussen actie</strong> vind je hoofdkussens, kussenslopen en sierkussenhoezen met korting.'),
  c(128, 'acties/laatste-kans', 'pop', 'Laatste kans', 'Laatste stuks, laatste prijzen', ['hoeslaken', 'grijs'],
    'Dit zijn de <strong>laatste stuks</strong> uit eerdere collecties, met extra korting. Op is echt op.'),
  c(129, 'acties/gratis-verzending', 'pop', 'Gratis verzending', 'Zonder verzendkosten in huis', ['dekbed', 'wit'],
    'Deze producten bezorgen we <strong>gratis</strong>, ongeacht je orderbedrag. Gebruik voor je andere bestellingen de code GRATISTHUIS.'),
  c(130, 'acties/kids-actie', 'pop', 'Kids actie', 'Korting op kinderbeddengoed', ['dekbedovertrek', 'roze'],
    'Vrolijk <strong>kinderbeddengoed met korting</strong>: dekbedovertrekken, hoeslakens en plaids voor baby\'s, peuters, kleuters en tieners.'),
  c(131, 'black-friday', 'cop', 'Black Friday', 'De grootste sale van het jaar', ['dekbedovertrek', 'zwart'],
    'Het is weer <strong>Black Friday</strong> bij Slaapzaak! Kies hieronder een categorie en profiteer van de scherpste prijzen van het jaar.'),
  c(132, 'black-friday/beddengoed', 'pop', 'Black Friday beddengoed', 'Dekbedovertrekken, hoeslakens en kussens', ['dekbedovertrek', 'antraciet'],
    'Het mooiste <strong>beddengoed</strong> voor een Black Friday prijs: dekbedovertrekken, hoeslakens, dekbedden en kussens.'),
  c(133, 'black-friday/slapen', 'pop', 'Black Friday matrassen & boxsprings', 'Beter slapen voor minder', ['boxspring', 'zwart'],
    'Investeer in je nachtrust voor minder: <strong>matrassen, toppers en boxsprings</strong> met Black Friday korting.'),
  c(134, 'black-friday/wonen', 'pop', 'Black Friday wonen', 'Vloerkleden, gordijnen en meer', ['vloerkleed', 'antraciet'],
    '<strong>Wonen</strong> met Black Friday korting: vloerkleden, gordijnen, plaids, badtextiel en meubels.'),
  c(140, 'outlet-overzicht', 'cop', 'Outlet', 'Topkwaliteit voor outletprijzen', ['dekbedovertrek', 'zand'],
    'In de <strong>outlet</strong> vind je producten uit vorige collecties en restanten voor outletprijzen.'),
  c(141, 'outlet-overzicht/outlet', 'pop', 'Outlet', 'Alle outletproducten', ['dekbedovertrek', 'beige'],
    'Alle <strong>outletproducten</strong> op een rij. Dezelfde kwaliteit en service, voor een fractie van de prijs.'),
  c(142, 'laatste-kansjes-keuzehulp', 'cop', 'Laatste kansjes', 'Vind snel een koopje', ['hoeslaken', 'zand'],
    'Niet veel tijd? Kies hieronder waar je naar zoekt en bekijk direct de <strong>laatste kansjes</strong> in die categorie.'),
  c(143, 'laatste-kansjes-keuzehulp/beddengoed', 'pop', 'Laatste kansjes beddengoed', 'Beddengoed op = op', ['dekbedovertrek', 'zand'],
    'De <strong>laatste stuks beddengoed</strong> uit vorige collecties: dekbedovertrekken, hoeslakens en kussenslopen.'),
  c(144, 'laatste-kansjes-keuzehulp/slapen-en-wonen', 'pop', 'Laatste kansjes slapen & wonen', 'Matrassen, dekbedden en wonen', ['dekbed', 'zand'],
    'De <strong>laatste kansjes</strong> in dekbedden, kussens, matrassen en woonaccessoires.'),
];

/** Pages per size, material, brand and colour, and information pages (categories-generated.ts). */
export const GENERATED = generateCategories(new Set(HAND_MADE_CATEGORY_DEFS.map((d) => d.path)));

/** Every catalogue route: the hand-made ones, then the generated ones. */
export const CATEGORY_DEFS: readonly CategoryDef[] = [...HAND_MADE_CATEGORY_DEFS, ...GENERATED.defs];

export function parentPath(path: string): string | null {
  const i = path.lastIndexOf('/');
  return i < 0 ? null : path.slice(0, i);
}

export const CATEGORY_BY_PATH: ReadonlyMap<string, CategoryDef> = new Map(CATEGORY_DEFS.map((d) => [d.path, d]));

export function categoryId(path: string): number {
  const def = CATEGORY_BY_PATH.get(path);
  if (!def) throw new Error(`Unknown category path ${path}`);
  return def.id;
}

/** Pop and cop ancestors of a path (nearest first), excluding the path itself. */
export function overviewAncestors(path: string): CategoryDef[] {
  const out: CategoryDef[] = [];
  for (let p = parentPath(path); p; p = parentPath(p)) {
    const def = CATEGORY_BY_PATH.get(p);
    if (def && def.kind !== 'textpage') out.push(def);
  }
  return out;
}

export function isUnderActies(path: string): boolean {
  return path === 'acties' || path.startsWith('acties/');
}

export function isActionPath(path: string): boolean {
  return isUnderActies(path) || path === 'black-friday' || path.startsWith('black-friday/');
}
