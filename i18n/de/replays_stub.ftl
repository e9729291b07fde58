# Platzhalter des Wiederholungs-Knopfs (siehe en/replays_stub.ftl).
replay-stub-button = Wiederholung ansehen
replay-stub-not-drawn = Die Wiederholung dieses Spiels ist noch nicht gezeichnet.
