# A képek szavai a 24-es jegyhez (rendering/): ahogy a játékos olvassa.

# Az építőudvar képén a „Falkártyák” alatt, ha már minden falkártyát felhasználtak (nem maradt fa fal)
img-wall-cards-none-left = elfogytak
