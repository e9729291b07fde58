# A társasjáték dobozai, egészben felkínálva az /alhambra new parancsban (bot/alhambra/boxes.py).
# $box: egy doboz neve; $modules: moduljainak címei; $count: egy szám.
alhambra-box-expansion1 = 1. kiegészítő: A vezír kegye
    .short = 1. kiegészítő
alhambra-box-expansion2 = 2. kiegészítő: A város kapui
    .short = 2. kiegészítő
alhambra-box-expansion3 = 3. kiegészítő: A tolvajok órája
    .short = 3. kiegészítő
alhambra-box-expansion4 = 4. kiegészítő: A kalifa kincstára
    .short = 4. kiegészítő
alhambra-box-expansion5 = 5. kiegészítő: A szultán hatalma
    .short = 5. kiegészítő
alhambra-box-expansion6 = 6. kiegészítő: A solymászok
    .short = 6. kiegészítő
alhambra-box-promos = Promóciós lapok
alhambra-box-everything = Minden
alhambra-box-suggestion = 📦 { $box } ({ $modules })
alhambra-box-everything-suggestion = 📦 Minden egyszerre: az alapjátékkal együtt játszható összes modul ({ $count })
# Az első kör panelje, ha sok modul rövid szabálya nem fér bele.
alhambra-panel-how-to-play-more = …és még { $count } modul: mindegyik megtalálható itt: `/{ cmd-alhambra } { cmd-rules }`.
